//! Advancement: levels for experience, awards, the end-of-session rolls
//! and their odds, and refusals.

use serde_json::json;

use super::{Case, case};

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    // 3d6 Constitution's table (TC-2.9): 1,500, then doubling.
    for xp in [0_u64, 1_499, 1_500, 5_999, 6_000] {
        cases.push(case(
            "levelForXp",
            json!({"system": "constitution", "xp": xp}),
        ));
    }
    // The short campaign's table of TC-2.9.short (1/10): 650 XP is level 4.
    cases.push(case(
        "levelForXp",
        json!({"system": "constitution", "xp": 650,
               "table": {"thresholds": [0, 150, 300, 600, 1200], "ceiling": 2400}}),
    ));
    for xp in [0_u64, 2_999, 3_000] {
        cases.push(case(
            "levelForXp",
            json!({"system": "gods_and_monsters", "xp": xp}),
        ));
    }
    // Awards, crossing none, one and several thresholds.
    cases.push(case(
        "gainXp",
        json!({"system": "constitution", "xp": 1_000, "award": 400}),
    ));
    cases.push(case(
        "gainXp",
        json!({"system": "constitution", "xp": 1_400, "award": 200}),
    ));
    cases.push(case(
        "gainXp",
        json!({"system": "constitution", "xp": 0, "award": 6_000}),
    ));
    cases.push(case(
        "gainXp",
        json!({"system": "gods_and_monsters", "xp": 0, "award": 3_000}),
    ));
    // The end of a session: the rulebook's worked faces, then seeds.
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}, {"ability": "wit", "score": 12},
                               {"ability": "kno", "score": 15}],
               "dice": {"faces": [7, 13]}}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "kno", "score": 15}, {"ability": "wil", "score": 12}],
               "spell": 60,
               "dice": {"faces": [3, 17, 83]}}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "cha", "score": 18}],
               "spell": 40,
               "dice": {"faces": [5, 22, 4]}}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "cha", "score": 18}],
               "spell": 98,
               "dice": {"faces": [20, 40, 6]}}),
    ));
    for seed in [1_u64, 7, 2026] {
        cases.push(case(
            "rollImprovement",
            json!({"system": "constitution",
                   "improvement": [{"ability": "str", "score": 14}, {"ability": "wil", "score": 11},
                                   {"ability": "kno", "score": 9}],
                   "spell": 35,
                   "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "improvementOdds",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}, {"ability": "wit", "score": 12},
                               {"ability": "kno", "score": 15}]}),
    ));
    cases.push(case(
        "improvementOdds",
        json!({"system": "constitution",
               "improvement": [{"ability": "wil", "score": 20}],
               "spell": 97}),
    ));
    // Gods & Monsters level-ups: Toromeen (Cha 8, Int 12, Wis 15, End 15,
    // Agi 10, Str 18), the rulebook's warrior.
    let toromeen = json!({"cha": 8, "int": 12, "wis": 15,
                          "end": 15, "agi": 10, "str": 18});
    let warrior = |level: u32| json!([{"archetype": "warrior", "level": level}]);
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "warrior", "levels": warrior(2),
               "abilities": toromeen, "dice": {"faces": [8]}}),
    ));
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "warrior", "levels": warrior(3),
               "abilities": toromeen, "dice": {"faces": [6]}}),
    ));
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "thief",
               "levels": [{"archetype": "warrior", "level": 2}, {"archetype": "thief", "level": 1}],
               "abilities": toromeen, "dice": {"seed": 7}}),
    ));
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "monk",
               "levels": [{"archetype": "monk", "level": 4}],
               "abilities": {"cha": 3, "int": 10, "wis": 10,
                             "end": 3, "agi": 10, "str": 10},
               "dice": {"seed": 2026}}),
    ));
    cases.push(case(
        "levelUpOdds",
        json!({"system": "gods_and_monsters", "raised": "warrior", "levels": warrior(3),
               "abilities": toromeen}),
    ));
    cases.push(case(
        "levelUpOdds",
        json!({"system": "gods_and_monsters", "raised": "monk",
               "levels": [{"archetype": "monk", "level": 3}],
               "abilities": {"cha": 3, "int": 10, "wis": 10,
                             "end": 3, "agi": 10, "str": 10}}),
    ));
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "warrior", "levels": warrior(1),
               "abilities": toromeen, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "thief", "levels": warrior(2),
               "abilities": toromeen, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollLevelUp",
        json!({"system": "gods_and_monsters", "raised": "warrior", "levels": warrior(2),
               "abilities": toromeen, "dice": {"faces": [11]}}),
    ));
    cases.push(case(
        "levelUpOdds",
        json!({"system": "gods_and_monsters", "raised": "warrior", "levels": warrior(2),
               "abilities": {"cha": 31, "int": 12, "wis": 15,
                             "end": 15, "agi": 10, "str": 18}}),
    ));
    // Refusals.
    cases.push(case(
        "levelForXp",
        json!({"system": "constitution", "xp": 900_000_000_000_000_u64}),
    ));
    cases.push(case(
        "levelForXp",
        json!({"system": "constitution", "xp": 5, "table": {"thresholds": [10, 20], "ceiling": 30}}),
    ));
    cases.push(case(
        "levelForXp",
        json!({"system": "cairn_house", "xp": 5}),
    ));
    cases.push(case(
        "gainXp",
        json!({"system": "gods_and_monsters", "xp": 100, "award": -50}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}, {"ability": "str", "score": 9}],
               "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 21}],
               "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}],
               "dice": {"faces": [21]}}),
    ));
    cases.push(case(
        "rollImprovement",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}],
               "dice": {"faces": [12, 4]}}),
    ));
    cases.push(case(
        "improvementOdds",
        json!({"system": "constitution", "improvement": [], "spell": 40}),
    ));
    cases.push(case(
        "improvementOdds",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}], "spell": 101}),
    ));
    cases.push(case(
        "improvementOdds",
        json!({"system": "constitution",
               "improvement": [{"ability": "str", "score": 8}], "luck": 3}),
    ));
    cases
}
