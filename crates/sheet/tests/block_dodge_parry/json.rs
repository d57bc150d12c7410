//! The versioned JSON of a Block, Dodge, Parry sheet, generated sheets
//! read back, and hostile documents refused with typed errors.

use osr_check::block_dodge_parry::Ability;
use osr_core::UsageDie;
use osr_encumbrance::LoadModel;
use osr_health::block_dodge_parry::{Area, FatigueSource, Level, Stacking, Wound};
use osr_sheet::Error;
use osr_sheet::block_dodge_parry::{Gear, Sheet, SheetDocument};
use proptest::prelude::*;
use serde_json::{Value, json};

fn doc() -> Value {
    json!({
        "system": "block_dodge_parry",
        "version": 1,
        "body": {
            "str": {"current": 6, "max": 10},
            "dex": {"current": 7, "max": 10},
            "wil": {"current": 9, "max": 9},
            "fatigue": 2,
            "wounds": [{"kind": "sword wound", "level": "severe", "area": "right_leg"}]
        },
        "hp": 3,
        "max_hp": 4,
        "career": "thief",
        "skills": ["lockpicking"],
        "waterskin": "d6",
        "gear": [{"name": "rope", "slots": 2}]
    })
}

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

#[test]
fn a_document_reads_and_writes_back() {
    let sheet: Sheet = match serde_json::from_value(doc()) {
        Ok(sheet) => sheet,
        Err(err) => panic!("{err}"),
    };
    assert_eq!(sheet.body().track(Ability::Str).current(), 6);
    // 1 waterskin + 2 rope + 2 Fatigue + 1 wound.
    assert_eq!(sheet.load().unwrap().load(), 6);
    assert_eq!(sheet.waterskin(), Some(UsageDie::D6));
    let json = serde_json::to_value(&sheet).unwrap();
    assert_eq!(json["system"], "block_dodge_parry");
    assert_eq!(json["gear"], json!([{"name": "rope", "slots": 2}]));
    let again: Sheet = serde_json::from_value(json).unwrap();
    assert_eq!(again, sheet);
}

#[test]
fn hostile_documents_are_typed_errors() {
    let cases: Vec<(&str, Value, Error)> = vec![
        (
            "version",
            json!(7),
            Error::UnsupportedVersion {
                version: 7,
                supported: 1,
            },
        ),
        (
            "system",
            json!("murdham"),
            Error::WrongSystem {
                expected: "block_dodge_parry",
                got: "murdham".into(),
            },
        ),
        (
            "hp",
            json!(5),
            Error::from(osr_combat::Error::AboveMaximum {
                what: "hit protection",
                value: 5,
                max: 4,
            }),
        ),
        (
            "gear",
            json!([{"name": "anvil", "slots": 7}]),
            osr_health::Error::NoFreeSlot { needed: 1, free: 0 }.into(),
        ),
        (
            "gear",
            json!([{"name": "anvil", "slots": i64::MAX}]),
            osr_core::Error::OutOfRange {
                what: "gear slots",
                value: i64::MAX,
                min: 1,
                max: 10,
            }
            .into(),
        ),
        (
            "career",
            json!(""),
            Error::BadText {
                what: "career",
                len: 0,
                max: 40,
            },
        ),
    ];
    for (field, value, expected) in cases {
        let mut hostile = doc();
        hostile[field] = value;
        let err = read(hostile).unwrap_err();
        assert_eq!(err.kind(), expected.kind(), "{field}");
        assert_eq!(err.to_string(), expected.to_string(), "{field}");
    }
    // A list past its limit in a document built in Rust (from JSON, the
    // list is refused at its 17th entry: tests/hostile.rs).
    let mut document: SheetDocument = serde_json::from_value(doc()).unwrap();
    document.skills = vec!["x".into(); 17];
    assert_eq!(
        Sheet::try_from(document).unwrap_err(),
        Error::TooMany {
            what: "skills",
            len: 17,
            max: 16,
        }
    );
    // A permanent wound without the ability it lowered.
    let mut hostile = doc();
    hostile["body"]["wounds"][0]["level"] = json!("permanent");
    assert_eq!(
        read(hostile.clone()).unwrap_err(),
        Error::Mismatch {
            what: "permanent wound attributes",
            value: 0,
            other: "the permanent wounds",
            expected: 1
        }
    );
    hostile["permanent"] = json!([{"attribute": "str", "trained": false}]);
    let sheet = read(hostile).unwrap();
    assert_eq!(sheet.permanent_wounds()[0].attribute, Ability::Str);
    // Every slot full and HP above 0.
    let mut hostile = doc();
    hostile["gear"] = json!([{"name": "anvil", "slots": 6}]);
    assert_eq!(read(hostile).unwrap_err().kind(), "mismatch");
}

#[test]
fn malformed_documents_are_refused_when_read_as_a_sheet() {
    let mut hostile = doc();
    hostile["body"]["str"]["current"] = json!(11);
    let err = serde_json::from_value::<Sheet>(hostile).unwrap_err();
    assert!(err.to_string().contains("ability score"), "{err}");
    let mut hostile = doc();
    hostile["body"]["fatigue"] = json!(11);
    let err = serde_json::from_value::<Sheet>(hostile).unwrap_err();
    assert!(err.to_string().contains("filled slots"), "{err}");
    for (field, value) in [
        ("hp", json!("three")),
        ("waterskin", json!("d20")),
        ("gear", json!("rope")),
        ("max_hp", json!(1e300)),
    ] {
        let mut hostile = doc();
        hostile[field] = value;
        assert!(serde_json::from_value::<Sheet>(hostile).is_err(), "{field}");
    }
    let mut missing = doc();
    missing.as_object_mut().unwrap().remove("body");
    let err = serde_json::from_value::<Sheet>(missing).unwrap_err();
    assert!(err.to_string().contains("missing field `body`"), "{err}");
}

prop_compose! {
    fn sheet()(
        maxima in prop::array::uniform3(0_i32..=20),
        lost in prop::array::uniform3(0_i32..=20),
        max_hp in 0_u32..=20,
        hp_lost in 0_u32..=20,
        fatigue in 0_u32..=4,
        wounds in prop::collection::vec((0_usize..3, 0_usize..3, prop::option::of(0_usize..10)), 0..4),
        gear in prop::collection::vec(1_u32..=2, 0..3),
        career in prop::option::of("[a-z]{1,10}"),
        waterskin in prop::option::of(prop::sample::select(vec![UsageDie::D8, UsageDie::D6, UsageDie::D4, UsageDie::Empty])),
    ) -> Sheet {
        let mut sheet = Sheet::new(maxima, max_hp).unwrap().with_waterskin(waterskin).unwrap();
        for (ability, l) in [Ability::Str, Ability::Dex, Ability::Wil].into_iter().zip(lost) {
            let max = sheet.body().track(ability).max();
            sheet = sheet.with_score(ability, (max - l).max(0)).unwrap();
        }
        sheet = sheet.with_hp(max_hp.saturating_sub(hp_lost)).unwrap();
        for (n, slots) in gear.into_iter().enumerate() {
            sheet = sheet.with_gear(Gear::new(&format!("gear {n}"), slots).unwrap()).unwrap();
        }
        if let Some(career) = career {
            sheet = sheet.with_career(&career).unwrap();
        }
        let _ = sheet.gain_fatigue(FatigueSource::Fiction, fatigue);
        let kinds = ["burn", "frostbite", "cut"];
        let levels = [Level::Light, Level::Severe, Level::Permanent];
        let areas = [Area::Torso, Area::LeftLeg, Area::RightLeg, Area::LeftArm, Area::RightArm, Area::Head, Area::Torso, Area::Torso, Area::Head, Area::LeftArm];
        for (kind, level, area) in wounds {
            let area: Option<Area> = area.map(|a| areas[a]);
            let wound = Wound::new(kinds[kind], levels[level], area).unwrap();
            let _ = sheet.take_wound(wound, Stacking::NewSlot, Ability::Wil);
        }
        sheet
    }
}

proptest! {
    #[test]
    fn generated_sheets_read_back_the_same(sheet in sheet()) {
        let json = serde_json::to_string(&sheet).unwrap();
        let back: Sheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, sheet);
    }

    #[test]
    fn any_numbers_are_read_or_refused_never_a_panic(
        hp in proptest::num::i64::ANY,
        max_hp in proptest::num::i64::ANY,
        slots in proptest::num::i64::ANY,
        version in proptest::num::u64::ANY,
    ) {
        let mut hostile = doc();
        hostile["hp"] = json!(hp);
        hostile["max_hp"] = json!(max_hp);
        hostile["gear"][0]["slots"] = json!(slots);
        hostile["version"] = json!(version);
        if let Ok(sheet) = serde_json::from_value::<Sheet>(hostile) {
            prop_assert!(sheet.hp().current() <= sheet.hp().max());
            let load = sheet.load().unwrap();
            prop_assert!(load.load() <= load.capacity());
        }
    }
}
