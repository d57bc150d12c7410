//! The laws every procedure with odds keeps, from osr-testkit (see its docs).

#![allow(unused_imports, unreachable_pub)]

pub use osr_testkit::{SEED, assert_counts_follow, assert_sums_to_one, frac, rng};
