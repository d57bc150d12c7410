//! Saved fights of the four systems with a fight log, mutated: each is
//! refused with an error, never a panic, or passes the oracle of
//! `osr_testkit::documents` (it writes back what it read, and stepping its commands again from its setup on its faces gives the same fight).
//!
//! The check is `osr_testkit::fuzz::fight`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::fight(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::fight);
}
