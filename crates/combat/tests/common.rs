//! The laws every procedure of the crate keeps, from osr-testkit (see its
//! docs).

#![allow(unused_imports, unreachable_pub)]

pub use osr_testkit::{
    Always, SEED, assert_agrees_with_sampling, assert_outcomes_read_back, assert_samples_agree,
    assert_well_formed, band, faces, frac, roll,
};
