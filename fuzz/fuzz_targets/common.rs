//! What the fuzz targets share: running saved inputs without the fuzzer
//! (under the fuzzer it is not used at all).
#![allow(dead_code)]

/// Without the fuzzer: runs `check` on every file named on the command line.
pub fn run_files(check: fn(&[u8])) {
    for path in std::env::args().skip(1) {
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        check(&data);
        println!("{path}: ok");
    }
}
