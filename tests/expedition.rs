//! The `expedition` example's chronicles, pinned: the same seed gives the
//! same expedition in every release and on every platform. The example's
//! own files are compiled in here, so the test runs what the example runs.

#![cfg(all(feature = "sheet", feature = "travel", feature = "rng"))]

#[path = "../examples/expedition/block_dodge_parry.rs"]
mod block_dodge_parry;
#[path = "../examples/expedition/cairn_house.rs"]
mod cairn_house;
// The test reads the text and the sheets; the example also writes JSON.
#[allow(dead_code)]
#[path = "../examples/expedition/chronicle.rs"]
mod chronicle;
#[path = "../examples/expedition/constitution.rs"]
mod constitution;
#[path = "../examples/expedition/gods_and_monsters.rs"]
mod gods_and_monsters;
#[path = "../examples/expedition/murdham.rs"]
mod murdham;

#[test]
fn constitution_chronicle_of_seed_7() {
    let chronicle = constitution::run(7).unwrap();
    insta::assert_snapshot!("constitution_seed_7", chronicle.text);
}

#[test]
fn the_same_seed_gives_the_same_constitution_expedition() {
    for seed in [1, 2, 3] {
        let a = constitution::run(seed).unwrap();
        let b = constitution::run(seed).unwrap();
        assert_eq!(a.text, b.text);
        assert_eq!(a.log, b.log);
    }
}

/// The final 3d6 Constitution sheets read back through the sheet's
/// validation, unchanged.
#[cfg(feature = "serde")]
#[test]
fn the_final_constitution_sheets_read_back() {
    use osr::constitution::sheet::Sheet;

    for seed in 0..20 {
        let chronicle = constitution::run(seed).unwrap();
        assert_eq!(chronicle.sheets.len(), 4);
        for json in &chronicle.sheets {
            let sheet: Sheet = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(&serde_json::to_value(&sheet).unwrap(), json);
        }
    }
}

#[test]
fn cairn_house_chronicle_of_seed_7() {
    let chronicle = cairn_house::run(7).unwrap();
    insta::assert_snapshot!("cairn_house_seed_7", chronicle.text);
}

#[test]
fn the_same_seed_gives_the_same_expedition() {
    for seed in [1, 2, 3] {
        let a = cairn_house::run(seed).unwrap();
        let b = cairn_house::run(seed).unwrap();
        assert_eq!(a.text, b.text);
    }
}

/// The final sheets the example writes read back through the sheet's
/// validation, unchanged.
#[cfg(feature = "serde")]
#[test]
fn the_final_sheets_read_back() {
    use osr::cairn_house::sheet::Sheet;

    for seed in 0..20 {
        let chronicle = cairn_house::run(seed).unwrap();
        assert_eq!(chronicle.sheets.len(), 5);
        for json in &chronicle.sheets {
            let sheet: Sheet = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(&serde_json::to_value(&sheet).unwrap(), json);
        }
    }
}

#[test]
fn murdham_chronicle_of_seed_7() {
    let chronicle = murdham::run(7).unwrap();
    insta::assert_snapshot!("murdham_seed_7", chronicle.text);
}

#[test]
fn murdham_the_same_seed_gives_the_same_expedition() {
    for seed in [1, 2, 3] {
        let a = murdham::run(seed).unwrap();
        let b = murdham::run(seed).unwrap();
        assert_eq!(a.text, b.text);
    }
}

/// The Murdham final sheets read back through the sheet's validation,
/// unchanged.
#[cfg(feature = "serde")]
#[test]
fn murdham_final_sheets_read_back() {
    use osr::murdham::sheet::Sheet;

    for seed in 0..20 {
        let chronicle = murdham::run(seed).unwrap();
        assert_eq!(chronicle.sheets.len(), 4);
        for json in &chronicle.sheets {
            let sheet: Sheet = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(&serde_json::to_value(&sheet).unwrap(), json);
        }
    }
}

#[test]
fn block_dodge_parry_chronicle_of_seed_7() {
    let chronicle = block_dodge_parry::run(7).unwrap();
    insta::assert_snapshot!("block_dodge_parry_seed_7", chronicle.text);
}

#[test]
fn block_dodge_parry_the_same_seed_gives_the_same_expedition() {
    for seed in [1, 2, 3] {
        let a = block_dodge_parry::run(seed).unwrap();
        let b = block_dodge_parry::run(seed).unwrap();
        assert_eq!(a.text, b.text);
    }
}

/// The Block, Dodge, Parry final sheets read back through the sheet's
/// validation, unchanged.
#[cfg(feature = "serde")]
#[test]
fn block_dodge_parry_final_sheets_read_back() {
    use osr::block_dodge_parry::sheet::Sheet;

    for seed in 0..20 {
        let chronicle = block_dodge_parry::run(seed).unwrap();
        assert_eq!(chronicle.sheets.len(), 4);
        for json in &chronicle.sheets {
            let sheet: Sheet = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(&serde_json::to_value(&sheet).unwrap(), json);
        }
    }
}

#[test]
fn gods_and_monsters_chronicle_of_seed_7() {
    let chronicle = gods_and_monsters::run(7).unwrap();
    insta::assert_snapshot!("gods_and_monsters_seed_7", chronicle.text);
}

#[test]
fn the_same_seed_gives_the_same_gods_and_monsters_expedition() {
    for seed in [1, 2, 3] {
        let a = gods_and_monsters::run(seed).unwrap();
        let b = gods_and_monsters::run(seed).unwrap();
        assert_eq!(a.text, b.text);
        assert_eq!(a.log, b.log);
    }
}

/// The final Gods & Monsters sheets read back through the sheet's checks,
/// unchanged.
#[cfg(feature = "serde")]
#[test]
fn the_final_gods_and_monsters_sheets_read_back() {
    use osr::gods_and_monsters::sheet::Sheet;

    for seed in 0..20 {
        let chronicle = gods_and_monsters::run(seed).unwrap();
        assert_eq!(chronicle.sheets.len(), 4);
        for json in &chronicle.sheets {
            let sheet: Sheet = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(&serde_json::to_value(&sheet).unwrap(), json);
        }
    }
}
