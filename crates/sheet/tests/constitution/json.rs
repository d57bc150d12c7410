//! The versioned JSON, hostile documents refused with typed errors, and
//! creations read back only when their faces replay to them.

use osr_core::SuppliedFaces;
use osr_equipment::constitution::Coins;
use osr_sheet::Error;
use osr_sheet::constitution::{
    Choices, Class, Concept, Created, Creation, Event, Initiation, Sheet, SheetDocument,
};
use proptest::prelude::*;
use serde_json::{Value, json};

use super::created;

fn doc() -> Value {
    json!({
        "system": "constitution",
        "version": 1,
        "abilities": {"str": 14, "wit": 9, "kno": 11, "wil": 8, "cha": 15},
        "class": "fighter",
        "xp": 1600,
        "health": {"hp": 7, "fatigue": 1, "penance": 0, "marks": 1, "minor_wounds": 1, "dead": false},
        "initiations": ["tc.initiation.tough"],
        "custom_initiations": ["Siege engineer"],
        "traits": ["Speaks with ravens"],
        "background": "Ferryman",
        "concept": "standard",
        "skills": [{"name": "hunting", "rating": 60}],
        "spells": [],
        "spell_book": false,
        "prepared": null,
        "coins": "20.5",
        "armour": "tc.armour.full-chain",
        "shield": true,
        "pack": {"medium_items": 1, "backpack": true, "small_things": 1, "rations": 7, "big_things": 2, "weapons_at_side": 0},
        "treasure_at_home": "300"
    })
}

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

#[test]
fn a_document_reads_and_writes_back() {
    let sheet: Sheet = serde_json::from_value(doc()).unwrap();
    assert_eq!((sheet.level().unwrap(), sheet.health().hit_dice()), (2, 2));
    assert!(sheet.health().is_tough());
    assert_eq!(sheet.hp_dice().unwrap().to_string(), "2d8");
    assert_eq!(sheet.coins(), Coins::copper(205));
    assert_eq!(
        (sheet.ac(), sheet.load().unwrap().breakdown().total()),
        (26, 7)
    );
    let again = serde_json::to_value(&sheet).unwrap();
    assert_eq!(again, doc());
    let back: Sheet = serde_json::from_value(again).unwrap();
    assert_eq!(back, sheet);
}

#[test]
fn hostile_documents_are_typed_errors() {
    let mut d = doc();
    d["armour"] = json!("tc.armour.mithril");
    let err = read(d).unwrap_err();
    assert!(matches!(err, Error::Equipment(_)));
    assert_eq!(err.kind(), "unknown_id");

    let mut d = doc();
    d["initiations"] = json!(["tc.initiation.flying"]);
    assert_eq!(
        read(d).unwrap_err(),
        Error::UnknownId {
            what: "initiation",
            id: "tc.initiation.flying".into()
        }
    );

    let mut d = doc();
    d["version"] = json!(2);
    assert_eq!(
        read(d).unwrap_err(),
        Error::UnsupportedVersion {
            version: 2,
            supported: 1
        }
    );

    let mut d = doc();
    d["system"] = json!("cairn_house");
    assert_eq!(read(d).unwrap_err().kind(), "wrong_system");

    let mut d = doc();
    d["health"]["hp"] = json!(17);
    let err = read(d).unwrap_err();
    assert!(matches!(err, Error::Health(_)));
    assert_eq!(err.to_string(), "hit points 17 is above its maximum 16");

    let mut d = doc();
    d["health"]["hp"] = json!(-3);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "hit points must be in 0..=4294967295, got -3"
    );

    let mut d = doc();
    d["health"]["marks"] = json!(3);
    assert_eq!(read(d).unwrap_err().kind(), "above_maximum");

    let mut d = doc();
    d["abilities"]["str"] = json!(i64::MAX);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "ability score must be in 1..=20, got 9223372036854775807"
    );

    let mut d = doc();
    d["abilities"]["cha"] = json!(0);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "ability score must be in 1..=20, got 0"
    );

    let mut d = doc();
    d["xp"] = json!(-1);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "experience must be in 0..=9223372036854775807, got -1"
    );

    let mut d = doc();
    d["xp"] = json!(i64::MAX);
    assert_eq!(read(d).unwrap_err().kind(), "xp_beyond_table");

    let mut d = doc();
    d["xp"] = json!(0);
    assert_eq!(
        read(d).unwrap_err(),
        Error::TooMany {
            what: "initiations",
            len: 2,
            max: 1
        }
    );

    let mut d = doc();
    d["coins"] = json!("-5");
    let err = read(d).unwrap_err();
    assert!(matches!(err, Error::Equipment(_)));

    let mut d = doc();
    d["coins"] = json!("20000000");
    assert_eq!(read(d).unwrap_err().kind(), "above_limit");

    let mut d = doc();
    d["skills"] = json!([{"name": "hunting", "rating": 150}]);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "skill must be in 0..=100, got 150"
    );

    let mut d = doc();
    d["skills"] = json!([{"name": "hunting", "rating": 50}, {"name": "hunting", "rating": 60}]);
    assert_eq!(read(d).unwrap_err().kind(), "duplicate");

    let mut d = doc();
    d["spells"] = json!([{"name": "Sleep", "level": 12, "rating": 50}]);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "spell level must be in 1..=10, got 12"
    );

    // Built in Rust: from JSON, the list is refused at its 33rd entry
    // (tests/hostile.rs).
    let mut d: SheetDocument = serde_json::from_value(doc()).unwrap();
    d.traits = vec!["x".into(); 1000];
    assert_eq!(
        Sheet::try_from(d).unwrap_err(),
        Error::TooMany {
            what: "traits",
            len: 1000,
            max: 32
        }
    );

    let mut d = doc();
    d["background"] = json!("x".repeat(501));
    assert_eq!(
        read(d).unwrap_err(),
        Error::TooLong {
            what: "background",
            length: 501,
            max: 500
        }
    );

    let mut d = doc();
    d["class"] = json!("sage");
    assert_eq!(read(d).unwrap_err().kind(), "class_exclusive");

    let mut d = doc();
    d["pack"]["medium_items"] = json!(6);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "medium items held or worn must be in 0..=6, got 7"
    );

    let mut d = doc();
    d["pack"]["rations"] = json!(-1);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "rations must be in 0..=4294967295, got -1"
    );
}

#[test]
fn malformed_documents_are_refused_by_serde() {
    for (field, value, expected) in [
        (
            "xp",
            json!("lots"),
            "invalid type: string \"lots\", expected i64",
        ),
        ("xp", json!(1e300), "invalid type: floating point"),
        (
            "xp",
            json!(u64::MAX),
            "invalid value: integer `18446744073709551615`, expected i64",
        ),
        (
            "abilities",
            json!({"str": 14, "wit": 9}),
            "missing field `kno`",
        ),
        (
            "initiations",
            json!("tc.initiation.tough"),
            "invalid type: string",
        ),
        ("class", json!("wizard"), "unknown variant `wizard`"),
        (
            "coins",
            json!(20),
            "invalid type: integer `20`, expected a string",
        ),
    ] {
        let mut d = doc();
        d[field] = value;
        let err = serde_json::from_value::<Sheet>(d).unwrap_err().to_string();
        assert!(err.contains(expected), "{field}: {err}");
    }
    let mut d = doc();
    d.as_object_mut().unwrap().remove("abilities");
    let err = serde_json::from_value::<Sheet>(d).unwrap_err().to_string();
    assert!(err.contains("missing field `abilities`"), "{err}");
}

#[test]
fn creation_events_are_tagged_data() {
    let created = created(&Choices::default());
    let events = serde_json::to_value(created.events()).unwrap();
    assert_eq!(
        events[0],
        json!({"event": "ability_rolled", "ability": "str", "faces": [3, 5, 6]})
    );
    assert_eq!(
        events[5],
        json!({"event": "hp_rolled", "sides": 6, "face": 4})
    );
    let back: Vec<Event> = serde_json::from_value(events).unwrap();
    assert_eq!(back, created.events());
}

#[test]
fn a_creation_reads_back_only_when_its_faces_replay_to_it() {
    let created = created(&Choices {
        class: Some(Class::Sage),
        initiation: Some(Initiation::Goetia),
        coins: Coins::silver(40),
        ..Choices::default()
    });
    let json = serde_json::to_value(&created).unwrap();
    let back: Created = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, created);

    let mut forged = json.clone();
    forged["sheet"]["abilities"]["str"] = json!(18);
    let err = serde_json::from_value::<Created>(forged).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the outcome is not what the check rolls from its faces"
    );

    let mut forged = json.clone();
    forged["choices"]["coins"] = json!("400");
    assert!(serde_json::from_value::<Created>(forged).is_err());

    let mut off_die = json.clone();
    off_die["events"][5]["face"] = json!(7);
    assert!(serde_json::from_value::<Created>(off_die).is_err());

    let mut extra = json;
    extra["events"]
        .as_array_mut()
        .unwrap()
        .push(json!({"event": "concept_rolled", "face": 1}));
    assert!(serde_json::from_value::<Created>(extra).is_err());
}

fn choices() -> impl Strategy<Value = Choices> {
    let class = prop_oneof![
        Just(None),
        Just(Some(Class::Fighter)),
        Just(Some(Class::Sage)),
        Just(Some(Class::Adventurer)),
    ];
    (
        class,
        0..Initiation::ALL.len() + 1,
        0_u32..100_000,
        proptest::option::of("[a-z ]{1,40}"),
        prop_oneof![Just(Concept::Standard), Just(Concept::Approved)],
    )
        .prop_map(|(class, pick, copper, background, concept)| {
            let initiation = Initiation::ALL
                .get(pick)
                .copied()
                .filter(|i| i.class().is_none() || i.class() == class);
            Choices {
                class,
                initiation,
                concept,
                background,
                coins: Coins::copper(copper),
            }
        })
}

proptest! {
    #[test]
    fn any_created_sheet_round_trips_through_json(
        choices in choices(),
        faces in proptest::collection::vec(1_u32..=6, 16),
        xp in 0_u64..100_000,
        damage in 0_u32..40,
        play in proptest::collection::vec(1_u32..=6, 0..12),
    ) {
        let created = Creation::roll(&choices, &mut SuppliedFaces::new(&faces)).unwrap();
        let json = serde_json::to_string(&created).unwrap();
        let back: Created = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &created);
        let mut sheet = created.into_sheet();
        sheet.gain_xp(xp).unwrap();
        // Some play: a blow, a short rest; refusals leave the sheet as it was.
        let before = sheet.clone();
        if sheet.take_damage(damage, &mut SuppliedFaces::new(&play)).is_err() {
            prop_assert_eq!(&sheet, &before);
        }
        let _ = sheet.short_rest(
            osr_health::constitution::Keep::New,
            &mut SuppliedFaces::new(&play),
        );
        let json = serde_json::to_string(&sheet).unwrap();
        let back: Sheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, sheet);
    }

    #[test]
    fn any_numbers_are_read_or_refused_never_a_panic(
        hp in proptest::num::i64::ANY,
        marks in proptest::num::i64::ANY,
        xp in proptest::num::i64::ANY,
        str_score in proptest::num::i64::ANY,
        rations in proptest::num::i64::ANY,
    ) {
        let mut d = doc();
        d["health"]["hp"] = json!(hp);
        d["health"]["marks"] = json!(marks);
        d["xp"] = json!(xp);
        d["abilities"]["str"] = json!(str_score);
        d["pack"]["rations"] = json!(rations);
        if let Ok(sheet) = serde_json::from_value::<Sheet>(d) {
            prop_assert_eq!(i64::from(sheet.health().hp()), hp);
            prop_assert!(sheet.health().marks() <= sheet.level().unwrap());
            prop_assert_eq!(sheet.health().hit_dice(), sheet.level().unwrap());
        }
    }
}

#[test]
fn prepared_spells_are_kept_and_read_back_through_osr_magic() {
    use osr_check::constitution::SpellRating;
    use osr_magic::constitution::{KnownSpell, SpellLevel};
    let mut sage = super::at(Some(Class::Sage), 1_500, [10; 5], 4)
        .with_initiation(Initiation::Goetia)
        .unwrap()
        .with_spell(KnownSpell::new(
            "Sleep",
            SpellLevel::new(1).unwrap(),
            SpellRating::new(50).unwrap(),
        ))
        .unwrap()
        .with_spell_book(true);
    sage.prepare(&["Sleep", "Sleep"], 0).unwrap();
    sage.cast(1, &mut SuppliedFaces::new(&[51])).unwrap();
    let json = serde_json::to_value(&sage).unwrap();
    assert_eq!(json["prepared"]["spells"][1]["cast"], true);
    let back: Sheet = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, sage);
    // Two spells in the one level-1 slot: refused by osr-magic.
    let mut forged = json;
    forged["prepared"]["spells"][1]["slot"] = json!(1);
    let err = serde_json::from_value::<Sheet>(forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains("the slots"), "{err}");
}
