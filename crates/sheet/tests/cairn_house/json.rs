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
    doc["coins"] = json!(u64::MAX);
    let err = read(doc).unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    assert!(err.to_string().starts_with("coins"), "{err}");

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
    doc["coins"] = json!(1e300);
    assert!(serde_json::from_value::<Sheet>(doc).is_err());

    let mut doc = d1();
    doc["armour"] = json!("ch.armour.mithril");
    let err = serde_json::from_value::<Sheet>(doc)
        .unwrap_err()
        .to_string();
    assert!(err.contains("ch.armour.mithril"), "{err}");
}
