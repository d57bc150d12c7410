//! Compile and roll: no panic, every total within the plan's bounds, the
//! fast path and the trace agree, and every trace replays from its faces.
//!
//! Input: 8 bytes of generator seed, then the notation (UTF-8), then
//! optionally a 0 byte followed by faces to supply, one byte each.
//!
//! The check is `osr_testkit::fuzz::roll`, where the workspace builds,
//! lints and runs it on this target's committed seeds.

#![cfg_attr(fuzzing, no_main)]

mod common;

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| osr_testkit::fuzz::roll(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(osr_testkit::fuzz::roll);
}
