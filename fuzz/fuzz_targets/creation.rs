//! Creation records of the three systems that roll characters, mutated: each is
//! refused with an error, never a panic, or passes the oracle of
//! `osr_testkit::documents` (it writes back what it read, and rolling its choices again on its faces makes the same record, whose sheet keeps its system's rules).
//!
//! The check is `osr_testkit::fuzz::creation`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::creation(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::creation);
}
