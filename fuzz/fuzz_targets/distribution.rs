//! Exact distributions within a small budget: never a panic or a hang; a
//! distribution (with its truncated mass) sums to exactly 1, lies within the
//! plan's bounds, and contains any total a roll gives.
//!
//! Input: 8 bytes of generator seed, then the notation (UTF-8).
//!
//! The check is `osr_testkit::fuzz::distribution`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::distribution(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::distribution);
}
