//! Magic: spell lists, research rolls and their odds, and refusals.

use serde_json::json;

use super::{Case, case};

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for level in [1, 3, 9] {
        cases.push(case(
            "listSpells",
            json!({"system": "cairn_house", "level": level}),
        ));
    }
    // The rulebook's example: a level-1 spell, 4d6 = 3, 5, 2, 6.
    cases.push(case(
        "rollResearch",
        json!({"system": "constitution", "level": 1, "dice": {"faces": [3, 5, 2, 6]}}),
    ));
    cases.push(case(
        "rollResearch",
        json!({"system": "constitution", "level": 1, "chores": true,
               "dice": {"faces": [3, 5, 2, 6]}}),
    ));
    for (level, chores, seed) in [(2, false, 1_u64), (3, true, 7), (10, false, 2026)] {
        cases.push(case(
            "rollResearch",
            json!({"system": "constitution", "level": level, "chores": chores,
                   "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "researchOdds",
        json!({"system": "constitution", "level": 1}),
    ));
    cases.push(case(
        "researchOdds",
        json!({"system": "constitution", "level": 1, "chores": true}),
    ));
    // Refusals.
    cases.push(case(
        "listSpells",
        json!({"system": "cairn_house", "level": 10}),
    ));
    cases.push(case("listSpells", json!({"system": "murdham", "level": 1})));
    cases.push(case(
        "rollResearch",
        json!({"system": "constitution", "level": 11, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollResearch",
        json!({"system": "constitution", "level": 1, "dice": {"faces": [3, 5, 2, 7]}}),
    ));
    cases.push(case(
        "rollResearch",
        json!({"system": "constitution", "level": 1, "dice": {"faces": [3, 5, 2, 6, 1]}}),
    ));
    cases.push(case(
        "rollResearch",
        json!({"system": "constitution", "level": 1, "dice": {"faces": [3, 5]}}),
    ));
    cases.push(case(
        "researchOdds",
        json!({"system": "constitution", "level": 0}),
    ));
    cases.push(case(
        "researchOdds",
        json!({"system": "constitution", "level": 1, "dice": {"seed": 1}}),
    ));
    cases
}
