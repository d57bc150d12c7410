//! The sheet operations against osr-sheet called directly: the same
//! sheets, the same documents, the same refusals.

use osr::core::SuppliedFaces;
use osr::sheet::{cairn_house, constitution, gods_and_monsters};
use serde_json::{Value, json};

use super::answer as call;

const D1: [u32; 13] = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];

#[test]
fn cairn_house_creation_is_the_crates() {
    let response = call(
        "createCharacter",
        &json!({"system": "cairn_house", "dice": {"faces": D1}}),
    )
    .unwrap();
    let created = cairn_house::Creation::roll(&mut SuppliedFaces::new(&D1)).unwrap();
    assert_eq!(
        response["sheet"],
        serde_json::to_value(created.sheet()).unwrap()
    );
    assert_eq!(response["faces"], json!(D1));
    let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    let texts: Vec<&str> = response["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, lines);
    assert_eq!(response["derived"]["dr"], 0);
}

#[test]
fn a_seeded_creation_replays_from_its_faces() {
    for system in ["constitution", "cairn_house", "gods_and_monsters"] {
        let seeded = call(
            "createCharacter",
            &json!({"system": system, "dice": {"seed": 11}}),
        )
        .unwrap();
        let replayed = call(
            "createCharacter",
            &json!({"system": system, "dice": {"faces": seeded["faces"]}}),
        )
        .unwrap();
        assert_eq!(seeded, replayed, "{system}");
    }
}

#[test]
fn toromeen_is_the_rulebooks() {
    let faces = [
        2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3, 4, 4, 4, 4, 4, 4,
        4, 3, 4, 6,
    ];
    let response = call(
        "createCharacter",
        &json!({
            "system": "gods_and_monsters",
            "dice": {"faces": faces.to_vec()},
            "mojo_for_coins": 1,
            "purchases": [
                {"item": "gm.weapon.battleaxe", "made_for": "small", "place": "equipped"},
                {"item": "gm.armor.banded-leather", "made_for": "small", "place": "equipped"},
                {"item": "gm.armor.shield", "made_for": "small", "place": "equipped"},
            ],
        }),
    )
    .unwrap();
    let created = gods_and_monsters::Creation::roll(
        &gods_and_monsters::Choices::toromeen(),
        &mut SuppliedFaces::new(&faces),
    )
    .unwrap();
    assert_eq!(
        response["sheet"],
        serde_json::to_value(created.sheet()).unwrap()
    );
    assert_eq!(response["derived"]["defense"], created.sheet().defense());
    assert_eq!(response["derived"]["mojo"], created.sheet().mojo());
}

#[test]
fn a_sheet_read_is_written_back_as_the_crate_writes_it() {
    let sheet = constitution::Sheet::new(
        constitution::Abilities::new([12, 10, 14, 9, 11]).unwrap(),
        3,
    )
    .unwrap()
    .with_class(Some(constitution::Class::Sage))
    .unwrap()
    .with_xp(1_500)
    .unwrap();
    let document = serde_json::to_value(&sheet).unwrap();
    let response = call("readSheet", &json!({"sheet": document})).unwrap();
    assert_eq!(response["sheet"], document);
    assert_eq!(response["derived"]["system"], "constitution");
    assert_eq!(response["derived"]["level"], sheet.level().unwrap());
    assert_eq!(
        response["derived"]["knowledge_bonus"],
        sheet.bonus(constitution::CheckKind::Knowledge).unwrap()
    );
}

#[test]
fn an_operation_is_the_crates() {
    let mut sheet = cairn_house::Creation::roll(&mut SuppliedFaces::new(&D1))
        .unwrap()
        .into_sheet();
    let document = serde_json::to_value(&sheet).unwrap();
    let response = call(
        "applyToSheet",
        &json!({"sheet": document, "operation": {"op": "take_damage", "damage": 6}, "dice": {"faces": [15]}}),
    )
    .unwrap();
    sheet
        .health_mut()
        .take_damage(6, &mut SuppliedFaces::new(&[15]))
        .unwrap();
    assert_eq!(response["sheet"], serde_json::to_value(&sheet).unwrap());
    assert_eq!(response["faces"], json!([15]));
}

#[test]
fn refusals_have_the_crates_kinds() {
    let cairn = call(
        "createCharacter",
        &json!({"system": "cairn_house", "dice": {"faces": D1}}),
    )
    .unwrap()["sheet"]
        .clone();
    let read = |sheet: Value| {
        call("readSheet", &json!({"sheet": sheet}))
            .unwrap_err()
            .kind
    };
    let mut other = cairn.clone();
    other["system"] = json!("dragonslayer");
    assert_eq!(read(other), "wrong_system");
    let mut version = cairn.clone();
    version["version"] = json!(2);
    assert_eq!(read(version), "unsupported_version");
    let mut coins = cairn.clone();
    coins["coins"] = json!(-3);
    assert_eq!(read(coins), "out_of_range");
    let mut unknown = cairn.clone();
    unknown["armour"] = json!("ch.armour.mithril");
    assert_eq!(read(unknown), "unknown_id");
    assert_eq!(read(json!({"system": "cairn_house"})), "invalid_request");

    let apply = |operation: Value| {
        call(
            "applyToSheet",
            &json!({"sheet": cairn, "operation": operation}),
        )
        .unwrap_err()
        .kind
    };
    assert_eq!(
        apply(json!({"op": "buy", "item": "ch.armour.heavy"})),
        "not_enough_coins"
    );
    assert_eq!(
        apply(json!({"op": "buy", "item": "ch.weapon.unarmed"})),
        "not_for_sale"
    );
    assert_eq!(
        apply(json!({"op": "take_damage", "damage": 1})),
        "dice_required"
    );
    assert_eq!(apply(json!({"op": "level_up"})), "unsupported_operation");
    assert_eq!(
        call(
            "createCharacter",
            &json!({"system": "constitution", "dice": {"faces": [2]}, "concept": "approved_reused"}),
        )
        .unwrap_err()
        .kind,
        "concept_refused"
    );
}
