//! Saved expeditions of every system, mutated: each is
//! refused with an error, never a panic, or passes the oracle of
//! `osr_testkit::documents` (it writes back what it read, and stepping its commands again from its setup on its faces gives the same expedition).

#![cfg_attr(fuzzing, no_main)]

mod common;

fn check(data: &[u8]) {
    common::attack(osr_testkit::documents::Kind::Expedition, data);
}

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| check(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(check);
}
