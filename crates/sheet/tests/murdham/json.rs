//! The versioned JSON of a Murdham sheet, generated sheets read back, and
//! hostile documents refused with typed errors.

use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::Size;
use osr_equipment::murdham::Tool;
use osr_sheet::Error;
use osr_sheet::murdham::{
    Abilities, Career, Condition, Field, KnownSkill, Language, Sheet, SheetDocument, Skill,
};
use proptest::prelude::*;
use serde_json::{Value, json};

fn doc() -> Value {
    json!({
        "system": "murdham",
        "version": 1,
        "str": 12, "agi": 9, "wit": 11,
        "loss": [0, 0, 2],
        "health": 7,
        "armour": 2,
        "size": "medium",
        "corruption": 3,
        "conditions": ["addicted", "sick"],
        "lasting": [1, 0, 0],
        "sick": [{"disease": "plague", "successes": 1, "failures": 2}],
        "immune": ["bloody_flu"],
        "skills": [
            {"name": "bargain", "proficiencies": ["trade"]},
            {"name": "letters", "languages": ["classic", "Dwarvish"], "literacy": true}
        ],
        "career": {"name": "rat-catcher", "knowledge": ["rats"]},
        "coins": 40,
        "items": ["mu.tool.antidote"],
        "carried": "5/2"
    })
}

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

#[test]
fn a_document_reads_and_writes_back() {
    let sheet: Sheet = serde_json::from_value(doc()).unwrap();
    assert_eq!((sheet.health().current(), sheet.armour()), (7, 2));
    assert_eq!(sheet.score(osr_sheet::murdham::Ability::Wit), 9);
    assert_eq!(sheet.score(osr_sheet::murdham::Ability::Str), 11);
    assert_eq!(sheet.sicknesses()[0].successes(), 1);
    assert_eq!(sheet.immunities()[0].id, "bloody_flu");
    assert_eq!(sheet.carried(), Bulk::hundredths(250));
    assert!(sheet.proficient(Field::Trade));
    assert!(sheet.literate());
    assert!(sheet.knows("rats"));
    assert_eq!(
        sheet.languages(),
        [
            Language::Common,
            Language::Classic,
            Language::parse("Dwarvish").unwrap()
        ]
    );
    let json = serde_json::to_value(&sheet).unwrap();
    assert_eq!(json["system"], "murdham");
    assert_eq!(json["items"], json!(["mu.tool.antidote"]));
    let again: Sheet = serde_json::from_value(json).unwrap();
    assert_eq!(again, sheet);
}

#[test]
fn hostile_documents_are_typed_errors() {
    let cases: Vec<(&str, Value, Error)> = vec![
        (
            "version",
            json!(2),
            Error::UnsupportedVersion {
                version: 2,
                supported: 1,
            },
        ),
        (
            "system",
            json!("cairn_house"),
            Error::WrongSystem {
                expected: "murdham",
                got: "cairn_house".into(),
            },
        ),
        (
            "health",
            json!(13),
            osr_core::Error::OutOfRange {
                what: "health",
                value: 13,
                min: 0,
                max: 12,
            }
            .into(),
        ),
        (
            "str",
            json!(i64::MAX),
            osr_core::Error::OutOfRange {
                what: "maximum health",
                value: i64::MAX,
                min: 1,
                max: 20,
            }
            .into(),
        ),
        (
            "wit",
            json!(-1),
            osr_core::Error::OutOfRange {
                what: "ability score",
                value: -1,
                min: 0,
                max: 20,
            }
            .into(),
        ),
        (
            "armour",
            json!(4),
            osr_core::Error::OutOfRange {
                what: "armour",
                value: 4,
                min: 0,
                max: 3,
            }
            .into(),
        ),
        (
            "coins",
            json!(-5),
            osr_core::Error::OutOfRange {
                what: "coins",
                value: -5,
                min: 0,
                max: 1_000_000,
            }
            .into(),
        ),
        (
            "career",
            json!({"name": ""}),
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
        assert_eq!(read(hostile).unwrap_err(), expected, "{field}");
    }

    let mut hostile = doc();
    hostile["items"] = json!(["mu.tool.lockpicks"]);
    let err = read(hostile).unwrap_err();
    assert!(matches!(err, Error::Equipment(_)));
    assert_eq!(err.kind(), "unknown_id");

    let mut hostile = doc();
    hostile["loss"] = json!([0, 21, 0]);
    assert_eq!(
        read(hostile).unwrap_err(),
        Error::from(osr_core::Error::OutOfRange {
            what: "ability loss",
            value: 21,
            min: 0,
            max: 20
        })
    );

    let mut hostile = doc();
    hostile["immune"] = json!(["dragon_pox"]);
    let err = read(hostile).unwrap_err();
    assert!(matches!(err, Error::Health(_)));
    assert_eq!(err.kind(), "unknown_id");

    let mut hostile = doc();
    hostile["sick"] = json!([{"disease": "plague", "successes": 0, "failures": 0}, {"disease": "plague", "successes": 0, "failures": 0}]);
    assert_eq!(
        read(hostile).unwrap_err().to_string(),
        "sickness \"Plague\" is listed twice"
    );

    let mut hostile = doc();
    hostile["sick"] = json!([]);
    assert_eq!(read(hostile).unwrap_err().kind(), "mismatch");

    let mut hostile = doc();
    hostile["lasting"] = json!([-1, 0, 0]);
    assert_eq!(read(hostile).unwrap_err().kind(), "out_of_range");

    let mut hostile = doc();
    hostile["corruption"] = json!(5000);
    assert_eq!(read(hostile).unwrap_err().kind(), "out_of_range");

    // Lists past their limits in documents built in Rust: from JSON, each is
    // refused at the entry past its limit (tests/hostile.rs).
    let mut document: SheetDocument = serde_json::from_value(doc()).unwrap();
    document.skills = serde_json::from_value(json!(vec![json!({"name": "x"}); 33])).unwrap();
    assert_eq!(
        Sheet::try_from(document).unwrap_err(),
        Error::TooMany {
            what: "skills",
            len: 33,
            max: 32,
        }
    );
    let mut document: SheetDocument = serde_json::from_value(doc()).unwrap();
    document.items = vec!["mu.tool.saddle".into(); 65];
    assert_eq!(
        Sheet::try_from(document).unwrap_err(),
        Error::TooMany {
            what: "items",
            len: 65,
            max: 64,
        }
    );
    let mut document: SheetDocument = serde_json::from_value(doc()).unwrap();
    document.skills[0].languages = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        .map(String::from)
        .to_vec();
    assert_eq!(
        Sheet::try_from(document).unwrap_err(),
        Error::TooMany {
            what: "skill languages",
            len: 9,
            max: 8
        }
    );
}

#[test]
fn malformed_documents_are_refused_when_read_as_a_sheet() {
    for (field, value) in [
        ("str", json!("twelve")),
        ("health", json!(1e300)),
        ("size", json!("gigantic")),
        ("conditions", json!(["cursed"])),
        ("carried", json!("1/3")),
        (
            "sick",
            json!([{"disease": "plague", "successes": 9, "failures": 0}]),
        ),
        ("items", json!("mu.tool.saddle")),
    ] {
        let mut hostile = doc();
        hostile[field] = value;
        assert!(serde_json::from_value::<Sheet>(hostile).is_err(), "{field}");
    }
    let mut missing = doc();
    missing.as_object_mut().unwrap().remove("str");
    let err = serde_json::from_value::<Sheet>(missing).unwrap_err();
    assert!(err.to_string().contains("missing field `str`"), "{err}");
}

fn skill() -> impl Strategy<Value = Skill> {
    (
        prop::sample::select(KnownSkill::ALL.to_vec()),
        any::<bool>(),
        prop::option::of(prop::sample::select(vec![
            Language::Classic,
            Language::Magick,
            Language::parse("Elvish").unwrap(),
        ])),
    )
        .prop_map(|(known, literacy, language)| {
            let mut skill = known.skill();
            if literacy {
                skill = skill.with_literacy();
            }
            if let Some(language) = language {
                skill = skill.with_language(language).unwrap();
            }
            skill
        })
}

prop_compose! {
    fn sheet()(
        str in 1_i32..=20, agi in 0_i32..=20, wit in 0_i32..=20,
        lost in 0_u32..=20,
        loss in prop::array::uniform3(0_u32..=20),
        armour in 0_u32..=3,
        size in prop::sample::select(Size::ALL.to_vec()),
        corruption in 0_u32..=1000,
        conditions in prop::collection::vec(prop::sample::select(vec![
            Condition::Frightened, Condition::Stunned, Condition::Addicted, Condition::Dying,
        ]), 0..4),
        skills in prop::collection::vec(skill(), 0..5),
        career in prop::option::of("[a-z]{1,12}"),
        coins in 0_u32..=1_000_000,
        items in prop::collection::vec(prop::sample::select(Tool::ALL.to_vec()), 0..4),
        diseases in prop::collection::vec(prop::sample::select(vec!["plague", "digworm", "bloody_flu"]), 0..3),
        carried in 0_u32..=6400,
    ) -> Sheet {
        let mut sheet = Sheet::new(Abilities::new(str, agi, wit).unwrap())
            .with_health(str.unsigned_abs().saturating_sub(lost)).unwrap()
            .with_armour(armour).unwrap()
            .with_size(size)
            .with_corruption(corruption).unwrap()
            .with_coins(coins).unwrap()
            .with_carried(Bulk::hundredths(carried * 25))
            .with_loss(osr_sheet::murdham::Ability::Str, loss[0]).unwrap()
            .with_loss(osr_sheet::murdham::Ability::Agi, loss[1]).unwrap()
            .with_loss(osr_sheet::murdham::Ability::Wit, loss[2]).unwrap();
        for condition in conditions {
            sheet = sheet.with_condition(condition).unwrap();
        }
        // A skill is had once: a second of one name is refused.
        for skill in skills {
            if sheet.skills().iter().any(|s| s.name() == skill.name()) {
                assert_eq!(sheet.clone().with_skill(skill).unwrap_err().kind(), "duplicate");
            } else {
                sheet = sheet.with_skill(skill).unwrap();
            }
        }
        if let Some(career) = career {
            sheet = sheet.with_career(Career::new(&career).unwrap().with_knowledge("rats").unwrap());
        }
        for item in items {
            sheet = sheet.with_item(item).unwrap();
        }
        for disease in diseases {
            sheet.catch(disease).unwrap();
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
        str in proptest::num::i64::ANY,
        health in proptest::num::i64::ANY,
        coins in proptest::num::i64::ANY,
        version in proptest::num::u64::ANY,
    ) {
        let mut hostile = doc();
        hostile["str"] = json!(str);
        hostile["health"] = json!(health);
        hostile["coins"] = json!(coins);
        hostile["version"] = json!(version);
        if let Ok(sheet) = serde_json::from_value::<Sheet>(hostile) {
            prop_assert!(sheet.health().current() <= sheet.health().max());
            prop_assert_eq!(i64::from(sheet.health().max()), str);
            prop_assert_eq!(i64::from(sheet.coins()), coins);
        }
    }
}
