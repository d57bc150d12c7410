//! What the fuzz targets share: reading the seed from an input, and running
//! saved inputs without the fuzzer. Not every target uses every piece, and
//! under the fuzzer the runner is not used at all.
#![allow(dead_code)]

/// Splits an input into a generator seed (its first 8 bytes, little-endian,
/// zero-padded when shorter) and the rest.
pub fn split_seed(data: &[u8]) -> (u64, &[u8]) {
    let (seed, rest) = data.split_at(data.len().min(8));
    let mut seed_bytes = [0u8; 8];
    seed_bytes[..seed.len()].copy_from_slice(seed);
    (u64::from_le_bytes(seed_bytes), rest)
}

/// Without the fuzzer: runs `check` on every file named on the command line.
pub fn run_files(check: fn(&[u8])) {
    for path in std::env::args().skip(1) {
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        check(&data);
        println!("{path}: ok");
    }
}

/// The structure-aware part of every document target: picks a valid
/// document of `kind` (so a system) from the input, mutates it from the
/// rest and checks the oracle of `osr_testkit::documents` on the result.
pub fn attack(kind: osr_testkit::documents::Kind, data: &[u8]) {
    let documents = osr_testkit::documents::documents(kind);
    let mut u = arbitrary::Unstructured::new(data);
    let Ok(index) = u.choose_index(documents.len()) else {
        return;
    };
    osr_testkit::documents::attack(&documents[index], &mut u);
}
