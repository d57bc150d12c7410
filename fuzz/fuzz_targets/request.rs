//! The JavaScript package's requests (the determinism vectors), mutated: each is
//! refused with an error, never a panic, or passes the oracle of
//! `osr_testkit::documents` (it writes back what it read, and an answer is JSON, the same every time).

#![cfg_attr(fuzzing, no_main)]

mod common;

fn check(data: &[u8]) {
    common::attack(osr_testkit::documents::Kind::Request, data);
}

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| check(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(check);
}
