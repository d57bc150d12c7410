//! Expeditions: the table's expedition of each system from a seed, one
//! from the faces another rolled, and refusals.

use serde_json::json;

use super::{Case, case};

pub(crate) fn cases() -> Vec<Case> {
    let mut cases: Vec<Case> = [
        "constitution",
        "cairn_house",
        "gods_and_monsters",
        "murdham",
        "block_dodge_parry",
    ]
    .into_iter()
    .map(|system| {
        case(
            "playExpedition",
            json!({"system": system, "dice": {"seed": 7}}),
        )
    })
    .collect();
    // Faces that run out before the party is made, and a system by another name.
    cases.push(case(
        "playExpedition",
        json!({"system": "murdham", "dice": {"faces": [4, 4]}}),
    ));
    cases.push(case(
        "playExpedition",
        json!({"system": "cairn_house", "dice": {"faces": [6, 5, 4]}}),
    ));
    cases.push(case(
        "playExpedition",
        json!({"system": "Cairn House", "dice": {"seed": 7}}),
    ));
    cases.push(case(
        "playExpedition",
        json!({"system": "constitution", "dice": {"seed": 7}, "party": 4}),
    ));
    cases
}
