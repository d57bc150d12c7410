//! The seal operations against `osr::seal` called directly: the same
//! seals for the same sheets and fights, and an edited copy refused.

use osr::combat::{Side, cairn_house as ch};
use osr::core::SuppliedFaces;
use osr::seal::Key;
use osr::sheet::cairn_house;
use serde_json::{Value, json};

use super::{answer, call, refusal};

const KEY: &str = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

fn key() -> Key {
    Key::new(&std::array::from_fn::<u8, 32, _>(|i| {
        u8::try_from(i).unwrap()
    }))
    .unwrap()
}

/// A Cairn House Rules fight after initiative: the goblin's DR is `dr`.
fn fight(dr: u32) -> ch::Fight {
    let pc = ch::Combatant::new(1, Side::Party, 4, [14, 9, 11]).unwrap();
    let goblin = ch::Combatant::new(2, Side::Foes, 3, [8, 12, 7])
        .unwrap()
        .with_dr(dr)
        .unwrap();
    let mut fight = ch::Fight::new(ch::Setup::new(vec![pc, goblin]).unwrap()).unwrap();
    fight
        .step(ch::Command::RollInitiative, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    fight
}

fn fight_document(fight: &ch::Fight) -> Value {
    json!({"kind": "fight", "system": "cairn_house", "fight": fight})
}

#[test]
fn a_fight_is_sealed_as_the_library_seals_it() {
    let log = fight(0);
    let response = call(
        "sealDocument",
        &json!({"key": KEY, "document": fight_document(&log)}),
    );
    let seal = key().seal_document(&log).unwrap();
    assert_eq!(response, json!({"seal": seal.to_string()}));

    let verified = call(
        "verifySeal",
        &json!({"key": KEY, "document": fight_document(&log), "seal": seal.to_string()}),
    );
    assert_eq!(verified, json!({"seal": seal.to_string()}));
}

#[test]
fn a_fight_edited_and_replayed_consistently_is_refused() {
    let log = fight(0);
    let seal = key().seal_document(&log).unwrap().to_string();
    let edited = ch::Fight::replay(fight(2).setup().clone(), log.commands(), log.faces()).unwrap();
    // The edited log is a good fight: it steps on.
    let stepped = answer(
        "stepFight",
        &json!({
            "system": "cairn_house",
            "fight": edited,
            "command": {"command": "act", "action": {"action": "pass"}},
            "dice": {"faces": []},
        }),
    );
    assert!(stepped.is_ok(), "{stepped:?}");
    let err = answer(
        "verifySeal",
        &json!({"key": KEY, "document": fight_document(&edited), "seal": seal}),
    )
    .unwrap_err();
    assert_eq!(err.kind, "seal_mismatch");
    assert_eq!(err.message, "the seal does not match this document");
}

#[test]
fn a_sheet_is_sealed_over_what_it_holds_not_its_layout() {
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];
    let created = cairn_house::Creation::roll(&mut SuppliedFaces::new(&faces)).unwrap();
    let sheet = created.sheet();
    let seal = key().seal_document(sheet).unwrap();
    let written = serde_json::to_value(sheet).unwrap();
    let response = call(
        "sealDocument",
        &json!({"key": KEY.to_uppercase(), "document": {"kind": "sheet", "sheet": written}}),
    );
    assert_eq!(response["seal"], seal.to_string());
    // serde_json's maps are sorted, so the copy sent has its keys in
    // another order than the library writes them.
    let copy = serde_json::to_string(&written).unwrap();
    assert_ne!(copy, serde_json::to_string(sheet).unwrap());
    let verified = call(
        "verifySeal",
        &json!({"key": KEY, "document": {"kind": "sheet", "sheet": written}, "seal": seal.to_string()}),
    );
    assert_eq!(verified["seal"], seal.to_string());

    let mut edited = written.clone();
    // One more coin: a sheet the rules accept.
    edited["coins"] = json!(edited["coins"].as_u64().unwrap() + 1);
    assert_ne!(edited, written);
    assert_eq!(
        refusal(
            "verifySeal",
            &json!({"key": KEY, "document": {"kind": "sheet", "sheet": edited}, "seal": seal.to_string()}),
        ),
        "seal_mismatch"
    );
}

#[test]
fn bad_keys_seals_and_documents_are_refused_with_their_kinds() {
    let document = fight_document(&fight(0));
    let seal = key().seal_document(&fight(0)).unwrap().to_string();
    for (request, kind) in [
        (
            json!({"key": "00ff", "document": document}),
            "key_too_short",
        ),
        (json!({"key": "0", "document": document}), "key_odd_digits"),
        (
            json!({"key": format!("{}zz", &KEY[2..]), "document": document}),
            "not_hex",
        ),
        (
            json!({"key": KEY, "document": {"kind": "scroll"}}),
            "invalid_request",
        ),
        // Unknown fields are refused at every depth, beside both tags.
        (
            json!({"key": KEY, "document": {"kind": "fight", "system": "cairn_house", "fight": document["fight"], "hp": 9}}),
            "invalid_request",
        ),
        (
            json!({"key": KEY, "document": {"kind": "sheet", "sheet": {}, "hp": 9}}),
            "invalid_request",
        ),
        (
            json!({"key": KEY, "document": document, "seal": "00"}),
            "invalid_request",
        ),
    ] {
        assert_eq!(refusal("sealDocument", &request), kind, "{request}");
    }
    let mut forged = document.clone();
    forged["fight"]["faces"] = json!([6]);
    assert_eq!(
        refusal(
            "verifySeal",
            &json!({"key": KEY, "document": forged, "seal": seal})
        ),
        "forged"
    );
    assert_eq!(
        refusal(
            "verifySeal",
            &json!({"key": KEY, "document": document, "seal": &seal[1..]})
        ),
        "seal_length"
    );
    let err = answer(
        "verifySeal",
        &json!({"key": "00ff", "document": document, "seal": seal}),
    )
    .unwrap_err();
    assert_eq!(
        err.message,
        "a sealing key must be at least 16 bytes (32 hexadecimal digits); this one is 2 bytes"
    );
}
