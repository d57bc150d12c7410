//! Saved expeditions of every system, mutated: each is
//! refused with an error, never a panic, or passes the oracle of
//! `osr_testkit::documents` (it writes back what it read, and stepping its commands again from its setup on its faces gives the same expedition).
//!
//! The check is `osr_testkit::fuzz::expedition`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::expedition(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::expedition);
}
