//! Parse -> display -> parse: the canonical text of any notation that
//! parses must parse back to the same tree, and print the same again.
//!
//! The check is `osr_testkit::fuzz::parse`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::parse(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::parse);
}
