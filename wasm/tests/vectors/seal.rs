//! Seals: a sheet and a fight sealed, their copies verified, and an edited
//! copy, a short key and a malformed seal refused; Node.js must give the
//! same seals to the bit.

use serde_json::{Value, json};

use super::{Case, case};

const KEY: &str = "5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed";

fn answer(operation: &str, request: &Value) -> Value {
    let response = osr_wasm::call(operation, &request.to_string())
        .unwrap_or_else(|e| panic!("{operation} {request}: {e:?}"));
    serde_json::from_str(&response).unwrap()
}

fn cairn_house_setup(goblin_dr: u32) -> Value {
    json!({"combatants": [
        {"id": 1, "side": "party", "hp": 4, "abilities": [14, 9, 11], "die": "d8",
         "missile": false, "dr": 1, "caster": false, "undead": false, "initiative": "save"},
        {"id": 2, "side": "foes", "hp": 3, "abilities": [8, 12, 7], "die": "d6",
         "missile": false, "dr": goblin_dr, "caster": false, "undead": false, "initiative": "save"}
    ], "leader": null, "rules": {"spell_dr": "applies", "initiative": "once_per_combat"}})
}

/// The Cairn House Rules fight after initiative (a d20 of 5).
fn fight(goblin_dr: u32) -> Value {
    let started = answer(
        "startFight",
        &json!({"system": "cairn_house", "setup": cairn_house_setup(goblin_dr)}),
    );
    let stepped = answer(
        "stepFight",
        &json!({
            "system": "cairn_house",
            "fight": started["fight"],
            "command": {"command": "roll_initiative"},
            "dice": {"faces": [5]},
        }),
    );
    json!({"kind": "fight", "system": "cairn_house", "fight": stepped["fight"]})
}

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let document = fight(0);
    let request = json!({"key": KEY, "document": document});
    cases.push(case("sealDocument", request.clone()));
    let seal = answer("sealDocument", &request)["seal"].clone();
    cases.push(case(
        "verifySeal",
        json!({"key": KEY, "document": document, "seal": seal}),
    ));
    // The goblin's DR raised to 2 before anyone was hurt, replayed: a good
    // fight, whose seal does not match.
    cases.push(case(
        "verifySeal",
        json!({"key": KEY, "document": fight(2), "seal": seal}),
    ));
    // Another key.
    cases.push(case(
        "verifySeal",
        json!({"key": KEY.replace('5', "6"), "document": document, "seal": seal}),
    ));

    let created = answer(
        "createCharacter",
        &json!({"system": "cairn_house", "dice": {"seed": 7}}),
    );
    let sheet = json!({"kind": "sheet", "sheet": created["sheet"]});
    let request = json!({"key": KEY, "document": sheet});
    cases.push(case("sealDocument", request.clone()));
    let seal = answer("sealDocument", &request)["seal"].clone();
    cases.push(case(
        "verifySeal",
        json!({"key": KEY, "document": sheet, "seal": seal}),
    ));

    cases.push(case(
        "sealDocument",
        json!({"key": "5eed", "document": document}),
    ));
    cases.push(case(
        "verifySeal",
        json!({"key": KEY, "document": document, "seal": "5eed"}),
    ));
    cases.push(case(
        "verifySeal",
        json!({"key": KEY, "document": document, "seal": "g".repeat(64)}),
    ));
    cases
}
