//! `rollCheck` and `checkOdds` against osr-check called directly.

use osr::check::{Check, Resolved, cairn_house, constitution, gods_and_monsters, murdham};
use osr::core::{Edge, SuppliedFaces};
use serde_json::{Value, json};

use super::{answer, call, refusal};

#[test]
fn a_rolled_save_is_the_library_outcome() {
    let save = cairn_house::Save::new(12)
        .unwrap()
        .with_edge(Edge::advantage(1));
    let outcome = save.roll(&mut SuppliedFaces::new(&[15, 7])).unwrap();
    let response = call(
        "rollCheck",
        &json!({
            "check": {"system": "cairn_house", "procedure": "save", "ability": 12,
                      "edge": {"advantage": 1, "disadvantage": 0}},
            "dice": {"faces": [15, 7]},
        }),
    );
    assert_eq!(response["outcome"], serde_json::to_value(&outcome).unwrap());
    assert_eq!(response["band"], json!("pass"));
    assert_eq!(response["faces"], json!([15, 7]));
    assert_eq!(response["system"], json!("cairn_house"));
    assert_eq!(response["procedure"], json!("save"));
    // The outcome reads back in Rust and replays against the check.
    let read: osr::check::Save = serde_json::from_value(response["outcome"].clone()).unwrap();
    assert_eq!(save.verify(&read), Ok(()));
}

#[test]
fn a_seeded_roll_uses_the_reference_generator() {
    let check = constitution::AbilityCheck::new(12, 20).unwrap();
    let mut rng = osr::seeded(42);
    let outcome = check.roll(&mut rng).unwrap();
    let response = call(
        "rollCheck",
        &json!({
            "check": {"system": "constitution", "procedure": "ability", "ability": 12, "dc": 20},
            "dice": {"seed": 42},
        }),
    );
    assert_eq!(response["outcome"], serde_json::to_value(&outcome).unwrap());
    assert_eq!(response["faces"], json!(outcome.faces()));
    assert_eq!(
        response["band"],
        serde_json::to_value(outcome.band()).unwrap()
    );
}

#[test]
fn odds_are_the_library_odds() {
    for (check, odds) in [
        (
            json!({"system": "gods_and_monsters", "procedure": "roll", "score": 12, "modifier": -3}),
            serde_json::to_value(
                gods_and_monsters::Roll::new(12)
                    .unwrap()
                    .with_modifier(-3)
                    .unwrap()
                    .odds(),
            )
            .unwrap(),
        ),
        (
            json!({"system": "murdham", "procedure": "contest", "abilities": [12, 10]}),
            serde_json::to_value(murdham::Contest::new(12, 10).unwrap().odds()).unwrap(),
        ),
        (
            json!({"system": "constitution", "procedure": "ability", "ability": 12, "dc": 20}),
            serde_json::to_value(constitution::AbilityCheck::new(12, 20).unwrap().odds()).unwrap(),
        ),
    ] {
        let mut response = call("checkOdds", &json!({"check": check}));
        let tags = response.as_object_mut().unwrap();
        assert_eq!(tags.remove("system"), check.get("system").cloned());
        assert_eq!(tags.remove("procedure"), check.get("procedure").cloned());
        assert_eq!(response, odds);
    }
}

#[test]
fn refusals_have_their_kinds() {
    let save = json!({"system": "murdham", "procedure": "save", "ability": 9});
    for (operation, request, kind) in [
        // Inputs are read through the library's validation: a value out of
        // its range is `out_of_range` there too.
        (
            "checkOdds",
            json!({"check": {"system": "murdham", "procedure": "save", "ability": 21}}),
            "out_of_range",
        ),
        (
            "checkOdds",
            json!({"check": {"system": "murdham", "procedure": "luck_game", "players": 3,
                             "extra": 1}}),
            "invalid_request",
        ),
        (
            "checkOdds",
            json!({"check": save, "dice": {"seed": 1}}),
            "invalid_request",
        ),
        ("rollCheck", json!({"check": save}), "invalid_request"),
        (
            "rollCheck",
            json!({"check": save, "dice": {"faces": [21]}}),
            "face_out_of_range",
        ),
        (
            "rollCheck",
            json!({"check": save, "dice": {"faces": [3, 4]}}),
            "unused_faces",
        ),
        (
            "rollCheck",
            json!({"check": save, "dice": {"faces": []}}),
            "faces_exhausted",
        ),
        (
            "rollCheck",
            json!({"check": save, "dice": {"seed": 9_007_199_254_740_992_u64}}),
            "out_of_range",
        ),
    ] {
        assert_eq!(refusal(operation, &request), kind, "{request}");
    }
}

/// Every object of a check is read strictly: a misspelled field
/// (`"modifer"`) is refused, never read as its field left out. Each
/// accepted check of the committed vectors is tried with an unknown field
/// added to each of its objects in turn.
#[test]
fn unknown_fields_are_refused_at_every_depth() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../js/test/vectors/check.json"
    ))
    .unwrap();
    let vectors: Vec<Value> = serde_json::from_str(&text).unwrap();
    let mut tried = 0;
    for vector in vectors
        .iter()
        .filter(|v| v["operation"] == "checkOdds" && v.get("response").is_some())
    {
        let check = &vector["request"]["check"];
        for pointer in super::json_pointers::objects(check) {
            let mut typo = check.clone();
            typo.pointer_mut(&pointer).unwrap()["modifer"] = json!(1);
            let err = answer("checkOdds", &json!({"check": typo})).unwrap_err();
            assert_eq!(err.kind, "invalid_request", "{typo}");
            assert!(
                err.message.contains("unknown field `modifer`"),
                "{typo}: {}",
                err.message
            );
            tried += 1;
        }
    }
    assert!(tried >= 30, "only {tried} objects tried");
}
