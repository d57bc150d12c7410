//! Sheet documents of every system from untrusted JSON, structure-aware:
//! the input picks a valid sheet of one of the five systems and mutations
//! of it (`osr_testkit::mutate`); the result is refused with an error,
//! never a panic, or passes the oracle of `osr_testkit::documents` (it
//! writes back what it read, reads back the same, and keeps its system's
//! rules). An input that starts with `{` is read as a sheet of every system
//! as it is, with the same oracle, and the two-step read (document, then
//! `Sheet::try_from`) must agree with the one-step read.
//!
//! The check is `osr_testkit::fuzz::sheet`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::sheet(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::sheet);
}
