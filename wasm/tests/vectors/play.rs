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

/// The procedures of play beside expeditions: days of deprivation and
/// days of hunting.
pub(crate) fn procedures() -> Vec<Case> {
    let normal = json!({"food": "full", "exertion": false, "water": "ration", "sleep": "well"});
    let hungry = json!({"food": "none", "exertion": true, "water": "ration", "sleep": "badly"});
    let dry = json!({"food": "half", "exertion": false, "water": "none", "sleep": "well"});
    let mut cases = vec![
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 10, "day": normal}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 10, "day": hungry}),
        ),
        // A day without water: the STR save (d20 4 fails, 17 passes).
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 12, "day": dry, "dice": {"faces": [4]}}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 12, "day": dry, "dice": {"faces": [17]}}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 12, "day": dry, "dice": {"seed": 5}}),
        ),
        // Refusals: no dice for a save, both starts, neither, a score out of range.
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 12, "day": dry}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "day": normal}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 40, "day": normal}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "strength": 10, "day": normal, "dice": {"faces": [3]}}),
        ),
        case(
            "deprivationDay",
            json!({"system": "cairn_house", "strength": 10, "day": normal}),
        ),
    ];
    // Three days without food from STR 10, each day from the last.
    let mut state = serde_json::Value::Null;
    for _ in 0..3 {
        let request = if state.is_null() {
            json!({"system": "constitution", "strength": 10, "day": hungry})
        } else {
            json!({"system": "constitution", "deprivation": state, "day": hungry})
        };
        let answer = osr_wasm::call("deprivationDay", &request.to_string()).unwrap();
        let answer: serde_json::Value = serde_json::from_str(&answer).unwrap();
        state = answer["deprivation"].clone();
        cases.push(case("deprivationDay", request));
    }
    cases.push(case(
        "deprivationDay",
        json!({"system": "constitution", "strength": 10, "deprivation": state, "day": normal}),
    ));
    // Hunts: the doc example (STR 12, 50 %, a bow in an autumn forest),
    // traps, foraging in a winter desert, degrees on the distance.
    cases.extend([
        case(
            "rollHunt",
            json!({"system": "constitution", "method": "ranged", "ground": "forest_or_jungle",
                                "ability": 12, "skill": 50, "dice": {"faces": [14, 3, 2]}}),
        ),
        case(
            "rollHunt",
            json!({"system": "constitution", "method": "traps", "ground": "plains",
                                "ability": 9, "dice": {"seed": 11}}),
        ),
        case(
            "rollHunt",
            json!({"system": "constitution", "method": "forage", "ground": "desert",
                                "winter": true, "ability": 15, "dice": {"seed": 3}}),
        ),
        case(
            "rollHunt",
            json!({"system": "constitution", "method": "ranged", "ground": "plains",
                                "ability": 16, "on_distance": 2, "dice": {"seed": 8}}),
        ),
        case(
            "rollHunt",
            json!({"system": "constitution", "method": "ranged", "ground": "plains",
                                "ability": 16, "skill": 150, "dice": {"seed": 8}}),
        ),
        case(
            "rollHunt",
            json!({"system": "constitution", "method": "spear", "ground": "plains",
                                "ability": 16, "dice": {"seed": 8}}),
        ),
    ]);
    // Diseases' whole courses: each system's, a timed one from its days
    // left, with care, and what has no course to weigh.
    let track = |current: i32, max: i32| json!({"current": current, "max": max});
    let body = |str: i32| json!({"str": track(str, 12), "dex": track(10, 10), "wil": track(9, 9)});
    cases.extend([
        case(
            "diseaseOdds",
            json!({"system": "block_dodge_parry", "disease": "bonebreaker_plague", "body": body(4), "days": 6}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "block_dodge_parry", "illness": {"disease": "tick_jitters", "days_left": 3, "successes": 0},
                   "body": body(12), "care": true}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "block_dodge_parry", "disease": "swampsigh", "body": body(12)}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "block_dodge_parry", "disease": "souls_despair", "body": body(12)}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "disease": "bloody_flu", "strength": 10, "days": 8}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "sickness": {"disease": "black_gangrene", "successes": 0, "failures": 1},
                   "strength": 6}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "disease": "digworm", "strength": 10}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "disease": "bloody_flu", "strength": 10, "days": 1001}),
        ),
    ]);
    cases
}
