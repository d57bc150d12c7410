//! A corpus of hostile sheet documents, each refused with a typed error
//! naming what was wrong, and generated characters round-tripping through
//! JSON unchanged.

use osr_core::SuppliedFaces;
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr_health::cairn_house::GrievousWound;
use osr_sheet::Error;
use osr_sheet::cairn_house::{Creation, Item, MAX_WEAPONS, Sheet, SheetDocument};
use proptest::prelude::*;
use serde_json::{Value, json};

fn valid() -> Value {
    json!({
        "system": "cairn_house",
        "version": 1,
        "health": {"hp": 4, "max_hp": 4, "str": {"current": 14, "max": 14},
                   "dex": {"current": 9, "max": 9}, "wil": {"current": 11, "max": 11}},
        "coins": 65,
        "weapons": ["ch.weapon.hand"],
        "armour": "ch.armour.unarmoured",
        "shield": null,
        "supplies": 0,
        "treasures": 0
    })
}

/// Reads a document in two steps: JSON types, then the sheet's validation.
fn read(text: &str) -> Result<Result<Sheet, Error>, serde_json::Error> {
    let doc: SheetDocument = serde_json::from_str(text)?;
    Ok(Sheet::try_from(doc))
}

fn with(path: &[&str], value: Value) -> String {
    let mut doc = valid();
    let mut at = &mut doc;
    for key in &path[..path.len() - 1] {
        at = &mut at[*key];
    }
    at[path[path.len() - 1]] = value;
    doc.to_string()
}

/// Documents well formed as JSON whose values the rules refuse: each gives
/// a typed error of this kind and message.
#[test]
fn refused_values_are_typed_errors_naming_the_field() {
    let corpus: Vec<(String, &str, &str)> = vec![
        (
            with(&["health", "hp"], json!(9)),
            "above_maximum",
            "hit points 9 is above its maximum 4",
        ),
        (
            with(&["health", "max_hp"], json!(1_000_000)),
            "out_of_range",
            "hit points must be in 0..=100, got 1000000",
        ),
        (
            with(&["health", "str"], json!({"current": 15, "max": 14})),
            "above_maximum",
            "ability score 15 is above its maximum 14",
        ),
        (
            with(&["health", "dex"], json!({"current": -3, "max": 9})),
            "out_of_range",
            "ability score must be in 0..=20, got -3",
        ),
        (
            with(&["health", "fatigue"], json!(99)),
            "out_of_range",
            "fatigue must be in 0..=4, got 99",
        ),
        (
            with(&["health", "wounds"], json!(vec!["broken_leg"; 65])),
            "out_of_range",
            "grievous wounds must be in 0..=64, got 65",
        ),
        (
            with(&["health", "critical_minutes"], json!(-1)),
            "out_of_range",
            "critical minutes must be in 0..=4294967295, got -1",
        ),
        (
            with(&["coins"], json!(i64::MIN)),
            "out_of_range",
            "coins must be in 0..=1000000, got -9223372036854775808",
        ),
        (
            with(&["armour"], json!("ch.armour.mithril")),
            "unknown_id",
            "no ch.armour row has the ID \"ch.armour.mithril\"",
        ),
        (
            with(&["system"], json!("gods_and_monsters")),
            "wrong_system",
            "a cairn_house sheet was expected, got system \"gods_and_monsters\"",
        ),
        (
            with(&["version"], json!(7)),
            "unsupported_version",
            "sheet version 7 is not supported (this crate reads version 1)",
        ),
    ];
    // Past the limit in a document built in Rust (from JSON, the list is
    // refused at the entry past it: tests/hostile.rs).
    let mut document: SheetDocument = serde_json::from_value(valid()).unwrap();
    document.weapons = vec!["ch.weapon.hand".into(); MAX_WEAPONS + 1];
    let err = Sheet::try_from(document).unwrap_err();
    assert_eq!(
        (err.kind(), err.to_string().as_str()),
        ("too_many", "weapons has 17 entries, at most 16 are allowed")
    );
    for (text, kind, message) in corpus {
        let err = read(&text).expect("well-formed JSON").expect_err("refused");
        assert_eq!((err.kind(), err.to_string().as_str()), (kind, message));
        // Read in one step, the same document is refused too.
        assert!(serde_json::from_str::<Sheet>(&text).is_err());
    }
}

/// Documents whose JSON types are wrong, nested past the JSON parser's limit or
/// huge: refused by the parser with an error, never a panic or a hang.
#[test]
fn malformed_documents_are_refused_by_the_parser() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let corpus = [
        with(&["coins"], json!("ninety")),
        with(&["coins"], json!(1e300)),
        with(&["coins"], json!(18_446_744_073_709_551_615_u64)),
        with(&["weapons"], json!("ch.weapon.hand")),
        with(&["health"], json!(null)),
        with(&["health", "wounds"], json!(["a paper cut"])),
        with(&["health", "hp"], json!(deep.clone())),
        deep,
        String::from("{\"system\": \"cairn_house\""),
        String::new(),
    ];
    for text in corpus {
        assert!(read(&text).is_err(), "{}", &text[..text.len().min(80)]);
    }
    // Megabytes where an ID goes: a typed error quoting only its start.
    let huge = with(&["armour"], json!("x".repeat(4_000_000)));
    let err = read(&huge).unwrap().unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert!(err.to_string().len() < 200, "{}", err.to_string().len());
}

#[test]
fn a_wounded_tired_character_round_trips() {
    let sheet = Sheet::new(
        osr_sheet::cairn_house::Character::new(5, [13, 10, 8])
            .unwrap()
            .with_hp(0)
            .unwrap()
            .with_fatigue(2)
            .unwrap()
            .with_wounds(&[GrievousWound::BrokenLeg, GrievousWound::EyeGougedOut])
            .unwrap(),
    )
    .unwrap()
    .with_weapon(Weapon::Bow)
    .unwrap()
    .with_armour(BodyArmour::Heavy)
    .with_shield(Some(Shield::Shield))
    .with_units(1, 2)
    .unwrap();
    let json = serde_json::to_string(&sheet).unwrap();
    assert_eq!(serde_json::from_str::<Sheet>(&json).unwrap(), sheet);
}

proptest! {
    /// Any character the rules create, after any shopping, reads back from
    /// its JSON unchanged.
    #[test]
    fn created_characters_round_trip(
        faces in proptest::collection::vec(1_u32..=6, 13),
        shopping in proptest::collection::vec(0_usize..6, 0..8),
    ) {
        let created = Creation::roll(&mut SuppliedFaces::new(&faces)).unwrap();
        let mut sheet = created.sheet().clone();
        let items = [
            Item::Weapon(Weapon::Hand),
            Item::Weapon(Weapon::Bow),
            Item::Weapon(Weapon::Polearm),
            Item::Armour(BodyArmour::Light),
            Item::Armour(BodyArmour::Heavy),
            Item::Shield(Shield::Shield),
        ];
        for i in shopping {
            let _ = sheet.buy(items[i]);
        }
        let json = serde_json::to_string(&sheet).unwrap();
        prop_assert_eq!(serde_json::from_str::<Sheet>(&json).unwrap(), sheet);
        let json = serde_json::to_string(&created).unwrap();
        prop_assert_eq!(
            serde_json::from_str::<osr_sheet::cairn_house::Created>(&json).unwrap(),
            created
        );
    }
}
