//! The fuzz targets' committed seeds (`fuzz/seeds/`), replayed through
//! their checks (`osr_testkit::fuzz`) without the fuzzer: each seed
//! passes, so a change that breaks one is caught by the tests, before any
//! fuzzing.

use std::fs;
use std::path::PathBuf;

use osr_testkit::fuzz;

/// A target's check of one input.
type Check = fn(&[u8]);

/// Every target with its check, by the name of its folder of seeds.
const TARGETS: [(&str, Check); 8] = [
    ("parse", fuzz::parse),
    ("roll", fuzz::roll),
    ("distribution", fuzz::distribution),
    ("sheet", fuzz::sheet),
    ("creation", fuzz::creation),
    ("fight", fuzz::fight),
    ("expedition", fuzz::expedition),
    ("request", fuzz::request),
];

#[test]
fn every_committed_seed_passes_its_targets_check() {
    let seeds = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds");
    let mut folders: Vec<String> = fs::read_dir(&seeds)
        .expect("fuzz/seeds")
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    folders.sort();
    let mut names: Vec<&str> = TARGETS.iter().map(|(name, _)| *name).collect();
    names.sort_unstable();
    assert_eq!(
        folders, names,
        "a folder of seeds for each target, no other"
    );
    for (name, check) in TARGETS {
        let mut files: Vec<PathBuf> = fs::read_dir(seeds.join(name))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        files.sort();
        assert!(!files.is_empty(), "{name} has no seeds");
        for file in files {
            check(&fs::read(&file).unwrap());
        }
    }
}
