//! The versioned JSON, and hostile documents refused with typed errors.

use osr_sheet::Error;
use osr_sheet::cairn_house::{Sheet, SheetDocument};
use serde_json::{Value, json};

fn d1() -> Value {
    json!({
        "system": "cairn_house",
        "version": 1,
        "health": {"hp": 4, "max_hp": 4, "str": {"current": 14, "max": 14}, "dex": {"current": 9, "max": 9}, "wil": {"current": 11, "max": 11}},
        "coins": 65,
        "weapons": ["ch.weapon.hand"],
        "armour": "ch.armour.unarmoured",
        "shield": "ch.armour.shield",
        "supplies": 0,
        "treasures": 0
    })
}

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

#[test]
fn a_document_reads_and_writes_back() {
    let sheet: Sheet = serde_json::from_value(d1()).unwrap();
    assert_eq!((sheet.coins(), sheet.dr()), (65, 1));
    let again: Sheet = serde_json::from_value(serde_json::to_value(&sheet).unwrap()).unwrap();
    assert_eq!(again, sheet);
}

#[test]
fn hostile_documents_are_typed_errors() {
    let mut doc = d1();
    doc["weapons"] = json!(["ch.weapon.lightsaber"]);
    let err = read(doc).unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert!(err.to_string().contains("ch.weapon.lightsaber"), "{err}");

    let mut doc = d1();
    doc["version"] = json!(2);
    assert_eq!(
        read(doc).unwrap_err(),
        Error::UnsupportedVersion {
            version: 2,
            supported: 1
        }
    );

    let mut doc = d1();
    doc["system"] = json!("murdham");
    assert_eq!(read(doc).unwrap_err().kind(), "wrong_system");

    let mut doc = d1();
    doc["coins"] = json!(i64::MAX);
    let err = read(doc).unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    assert_eq!(
        err.to_string(),
        "coins must be in 0..=1000000, got 9223372036854775807"
    );

    let mut doc = d1();
    doc["coins"] = json!(-5);
    assert_eq!(
        read(doc).unwrap_err().to_string(),
        "coins must be in 0..=1000000, got -5"
    );

    let mut doc = d1();
    doc["supplies"] = json!(5000);
    assert!(read(doc).unwrap_err().to_string().starts_with("units"));
}

#[test]
fn hostile_documents_are_refused_when_read_as_a_sheet() {
    let mut doc = d1();
    doc["health"]["hp"] = json!(9);
    let err = serde_json::from_value::<Sheet>(doc)
        .unwrap_err()
        .to_string();
    assert!(err.contains("hit points 9 is above its maximum 4"), "{err}");

    let mut doc = d1();
    doc["coins"] = json!("ninety");
    assert!(serde_json::from_value::<Sheet>(doc).is_err());

    let mut doc = d1();
    doc["coins"] = json!(u64::MAX);
    assert!(serde_json::from_value::<Sheet>(doc).is_err());

    let mut doc = d1();
    doc["weapons"] = json!("ch.weapon.hand");
    assert!(serde_json::from_value::<Sheet>(doc).is_err());

    let mut doc = d1();
    doc["coins"] = json!(1e300);
    assert!(serde_json::from_value::<Sheet>(doc).is_err());

    let mut doc = d1();
    doc["armour"] = json!("ch.armour.mithril");
    let err = serde_json::from_value::<Sheet>(doc)
        .unwrap_err()
        .to_string();
    assert!(err.contains("ch.armour.mithril"), "{err}");
}

#[test]
fn creation_events_are_tagged_data() {
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];
    let created =
        osr_sheet::cairn_house::Creation::roll(&mut osr_core::SuppliedFaces::new(&faces)).unwrap();
    let events = serde_json::to_value(created.events()).unwrap();
    assert_eq!(events[0], json!({"event": "hp_rolled", "face": 4}));
    assert_eq!(
        events[1],
        json!({"event": "ability_rolled", "ability": "str", "faces": [3, 5, 6]})
    );
    assert_eq!(
        events[4],
        json!({"event": "coins_rolled", "faces": [2, 3, 4]})
    );
    let back: Vec<osr_sheet::cairn_house::Event> = serde_json::from_value(events).unwrap();
    assert_eq!(back, created.events());
}

proptest::proptest! {
    #[test]
    fn any_numbers_are_read_or_refused_never_a_panic(
        hp in proptest::num::i64::ANY,
        max_hp in proptest::num::i64::ANY,
        coins in proptest::num::i64::ANY,
        supplies in proptest::num::i64::ANY,
        version in proptest::num::u64::ANY,
    ) {
        let mut doc = d1();
        doc["health"]["hp"] = json!(hp);
        doc["health"]["max_hp"] = json!(max_hp);
        doc["coins"] = json!(coins);
        doc["supplies"] = json!(supplies);
        doc["version"] = json!(version);
        if let Ok(sheet) = serde_json::from_value::<Sheet>(doc) {
            proptest::prop_assert!(sheet.health().hp() <= sheet.health().max_hp());
            proptest::prop_assert_eq!(i64::from(sheet.coins()), coins);
        }
    }
}

#[test]
fn a_creation_reads_back_only_when_its_faces_replay_to_it() {
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];
    let created =
        osr_sheet::cairn_house::Creation::roll(&mut osr_core::SuppliedFaces::new(&faces)).unwrap();
    let json = serde_json::to_value(&created).unwrap();
    assert_eq!(json["kind"], "character");
    let back: osr_sheet::cairn_house::Created = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, created);

    let mut forged = json.clone();
    forged["sheet"]["coins"] = json!(180);
    let err = serde_json::from_value::<osr_sheet::cairn_house::Created>(forged).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the outcome is not what the check rolls from its faces"
    );

    let mut off_die = json.clone();
    off_die["events"][0]["face"] = json!(7);
    assert!(serde_json::from_value::<osr_sheet::cairn_house::Created>(off_die).is_err());

    let mut hireling = json;
    hireling["kind"] = json!("hireling");
    assert!(serde_json::from_value::<osr_sheet::cairn_house::Created>(hireling).is_err());
}

#[test]
fn a_creation_with_too_many_events_is_refused() {
    let faces = [4, 4, 4, 2, 3, 4, 1, 2, 4, 5];
    let hired =
        osr_sheet::cairn_house::Hireling::roll(&mut osr_core::SuppliedFaces::new(&faces)).unwrap();
    let mut value = serde_json::to_value(&hired).unwrap();
    let armed = value["events"][4].clone();
    value["events"].as_array_mut().unwrap().push(armed);
    let err = serde_json::from_value::<osr_sheet::cairn_house::Created>(value).unwrap_err();
    assert_eq!(
        err.to_string(),
        "events has 6 entries, at most 5 are allowed"
    );
}
