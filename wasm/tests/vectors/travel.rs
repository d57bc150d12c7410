//! Travel: dungeon turns (fresh, chained, with timers and monster
//! tables), rolls on a referee's table and its odds, and refusals.

use serde_json::{Value, json};

use super::{Case, case};

/// The rules' Dungeon Event table (CH-travel.dungeon-event).
fn events() -> Value {
    json!([
        "encounter",
        "clue",
        "exhaustion",
        "locality",
        "free",
        "free"
    ])
}

fn crypt() -> Value {
    json!({"id": "crypt", "count": 1, "sides": 6, "rows": [
        {"low": 1, "high": 3, "id": "skeletons"},
        {"low": 4, "high": 5, "id": "ghouls"},
        {"low": 6, "high": 6, "id": "wight"}]})
}

fn weather() -> Value {
    json!({"id": "weather", "count": 2, "sides": 6, "rows": [
        {"low": 2, "high": 4, "id": "storm"},
        {"low": 5, "high": 9, "id": "clear"},
        {"low": 10, "high": 12, "id": "fog"}]})
}

/// A delve at turn `now`, with the given timers.
fn delve(now: u64, encumbered: bool, rest_owed: bool, timers: Value, next_id: u32) -> Value {
    json!({"clock": {"unit": "turn", "now": now, "next_id": next_id, "timers": timers},
           "encumbered": encumbered, "lit": true, "rest_owed": rest_owed,
           "foreshadowed": null, "events": events()})
}

/// The delve a turn left, to chain the next turn from it.
fn after(request: &Value) -> Value {
    let response = osr_wasm::call("travelTurn", &request.to_string()).unwrap();
    serde_json::from_str::<Value>(&response).unwrap()["delve"].clone()
}

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    watches(&mut cases);
    treks(&mut cases);
    tasks(&mut cases);
    // Entering: the event die 6 is free, 4 a change of locality.
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "move", "dice": {"faces": [6]}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "search", "dice": {"faces": [4]}}),
    ));
    // Exhaustion while encumbered: a rest is owed, then taken.
    let exhausted = json!({"system": "cairn_house", "encumbered": true, "action": "move",
                           "dice": {"faces": [3]}});
    cases.push(case("travelTurn", exhausted.clone()));
    let owed = after(&exhausted);
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "delve": owed, "action": "rest", "dice": {"faces": [5]}}),
    ));
    // An encounter on the referee's table: d6 1, then the crypt's d6 5.
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "move", "monsters": crypt(),
               "dice": {"faces": [1, 5]}}),
    ));
    // No table: the referee picks.
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "interact", "dice": {"faces": [1]}}),
    ));
    // A clue foreshadows the wight; the next encounter is that one.
    let clue = json!({"system": "cairn_house", "action": "move", "monsters": crypt(),
                      "dice": {"faces": [2, 6]}});
    cases.push(case("travelTurn", clue.clone()));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "delve": after(&clue), "action": "move",
               "monsters": crypt(), "dice": {"faces": [1]}}),
    ));
    // A torch lit at turn 5 for 6 turns runs out at turn 11.
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house",
               "delve": delve(10, false, false, json!([{"id": 0, "kind": "light", "label": "torch",
                                                      "started": 5, "ends": 11}]), 1),
               "action": "short_rest", "dice": {"faces": [5]}}),
    ));
    for seed in [1_u64, 7, 2026] {
        cases.push(case(
            "travelTurn",
            json!({"system": "cairn_house", "action": "move", "monsters": crypt(),
                   "dice": {"seed": seed}}),
        ));
    }
    // Referee's tables.
    cases.push(case(
        "rollOnTable",
        json!({"table": crypt(), "dice": {"faces": [5]}}),
    ));
    cases.push(case(
        "rollOnTable",
        json!({"table": weather(), "dice": {"faces": [1, 2]}}),
    ));
    for seed in [3_u64, 42] {
        cases.push(case(
            "rollOnTable",
            json!({"table": weather(), "dice": {"seed": seed}}),
        ));
    }
    cases.push(case("tableOdds", json!({"table": crypt()})));
    cases.push(case("tableOdds", json!({"table": weather()})));
    // Encounter checks: 18 miles is 1 + 3 checks at 1 in 3 (TC-13.5).
    cases.push(case(
        "rollEncounter",
        json!({"system": "constitution", "checks": {"kind": "overland", "miles": 18},
               "dice": {"faces": [3, 2, 6, 1]}}),
    ));
    cases.push(case(
        "rollEncounter",
        json!({"system": "constitution", "checks": {"kind": "dungeon", "count": 3},
               "dice": {"faces": [2, 1, 6]}}),
    ));
    for seed in [1_u64, 7] {
        cases.push(case(
            "rollEncounter",
            json!({"system": "constitution", "checks": {"kind": "overland", "miles": 30},
                   "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "encounterOdds",
        json!({"system": "constitution", "checks": {"kind": "overland", "miles": 18}}),
    ));
    cases.push(case(
        "encounterOdds",
        json!({"system": "constitution", "checks": {"kind": "dungeon", "count": 2}}),
    ));
    cases.push(case(
        "encounterOdds",
        json!({"system": "cairn_house", "turns": 2}),
    ));
    cases.push(case(
        "encounterOdds",
        json!({"system": "cairn_house", "turns": 6}),
    ));
    // Refusals.
    cases.push(case(
        "rollEncounter",
        json!({"system": "constitution", "checks": {"kind": "overland", "miles": 600},
               "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollEncounter",
        json!({"system": "constitution", "checks": {"kind": "dungeon", "count": 2},
               "dice": {"faces": [1]}}),
    ));
    cases.push(case(
        "encounterOdds",
        json!({"system": "cairn_house", "turns": 0}),
    ));
    cases.push(case(
        "encounterOdds",
        json!({"system": "constitution", "checks": {"kind": "dungeon", "count": 101}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "delve": owed, "action": "move", "dice": {"faces": [5]}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "lit": false, "action": "short_rest",
               "dice": {"faces": [5]}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "move", "dice": {"faces": [7]}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "move", "dice": {"faces": [6, 6]}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house", "action": "dance", "dice": {"faces": [6]}}),
    ));
    cases.push(case(
        "travelTurn",
        json!({"system": "cairn_house",
               "delve": delve(10, false, false, json!([{"id": 0, "kind": "light", "label": "torch",
                                                      "started": 5, "ends": 9}]), 1),
               "action": "move", "dice": {"faces": [5]}}),
    ));
    cases.push(case(
        "rollOnTable",
        json!({"table": {"id": "gap", "count": 1, "sides": 6, "rows": [
                   {"low": 1, "high": 2, "id": "a"}, {"low": 4, "high": 6, "id": "b"}]},
               "dice": {"faces": [3]}}),
    ));
    cases.push(case(
        "rollOnTable",
        json!({"table": crypt(), "dice": {"faces": []}}),
    ));
    cases.push(case(
        "tableOdds",
        json!({"table": {"id": "huge", "count": 5, "sides": 100, "rows": [
                   {"low": 5, "high": 500, "id": "all"}]}}),
    ));
    cases
}

/// Wilderness watches: setting out, travel, the weather, a forced march,
/// camp, and refusals.
fn watches(cases: &mut Vec<Case>) {
    let monsters = json!({"id": "moor", "sides": 6, "count": 1, "rows": [
        {"low": 1, "high": 4, "id": "wolves"}, {"low": 5, "high": 6, "id": "bandits"}]});
    for (season, seed) in [("spring", 41_u64), ("winter", 42), ("autumn", 43)] {
        cases.push(case(
            "wildernessWatch",
            json!({"system": "cairn_house", "season": season, "travellers": 5,
                   "encumbered": true, "action": {"action": "travel"}, "monsters": monsters,
                   "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "wildernessWatch",
        json!({"system": "cairn_house", "season": "winter", "travellers": 2,
               "action": {"action": "explore"}, "dice": {"faces": []}}),
    ));
    cases.push(case(
        "wildernessWatch",
        json!({"system": "cairn_house", "season": "summer", "travellers": 2,
               "action": {"action": "travel"}, "monsters": monsters,
               "dice": {"faces": [6, 6, 1, 3]}}),
    ));
    cases.push(case(
        "wildernessWatch",
        json!({"system": "cairn_house", "season": "summer", "travellers": 2,
               "action": {"action": "travel"}, "monsters": monsters,
               "dice": {"faces": [2, 5, 2, 5]}}),
    ));
    cases.push(case(
        "wildernessWatch",
        json!({"system": "cairn_house", "season": "winter", "travellers": 2,
               "action": {"action": "make_camp", "eaters": 3}, "dice": {"faces": []}}),
    ));
    cases.push(case(
        "wildernessWatch",
        json!({"system": "cairn_house", "travellers": 2, "action": {"action": "rest"},
               "dice": {"faces": []}}),
    ));
    cases.push(case(
        "wildernessWatch",
        json!({"system": "cairn_house", "season": "summer", "travellers": 2,
               "action": {"action": "fly"}, "dice": {"faces": []}}),
    ));
}

/// 3d6 Constitution trek days: setting out, hunters, a day carried on,
/// and refusals.
fn treks(cases: &mut Vec<Case>) {
    let ranged = json!({"method": "ranged", "ground": "plains", "ability": 12});
    let traps = json!({"method": "traps", "ground": "forest_or_jungle", "ability": 11,
                       "skill": 50});
    for (terrain, weather, load, seed) in [
        ("plains", "clear", "unencumbered", 51_u64),
        ("road", "storm", "encumbered", 52),
        ("swamp", "foul", "heavily_encumbered", 53),
    ] {
        cases.push(case(
            "trekDay",
            json!({"system": "constitution", "travellers": 3, "rations": 4, "load": load,
                   "terrain": terrain, "weather": weather, "hunters": [ranged],
                   "dice": {"seed": seed}}),
        ));
    }
    let first = json!({"system": "constitution", "travellers": 2, "rations": 1,
                       "terrain": "forest", "weather": "clear", "hunters": [ranged, traps],
                       "dice": {"seed": 54}});
    cases.push(case("trekDay", first.clone()));
    let response = osr_wasm::call("trekDay", &first.to_string()).unwrap();
    let trek = serde_json::from_str::<Value>(&response).unwrap()["trek"].clone();
    cases.push(case(
        "trekDay",
        json!({"system": "constitution", "trek": trek, "terrain": "hills", "weather": "clear",
               "dice": {"seed": 55}}),
    ));
    // Refused: a trek and a company both, neither, too many hunters.
    cases.push(case(
        "trekDay",
        json!({"system": "constitution", "trek": trek, "travellers": 2, "terrain": "hills",
               "weather": "clear", "dice": {"seed": 56}}),
    ));
    cases.push(case(
        "trekDay",
        json!({"system": "constitution", "terrain": "hills", "weather": "clear",
               "dice": {"seed": 57}}),
    ));
    cases.push(case(
        "trekDay",
        json!({"system": "constitution", "travellers": 2, "rations": 0, "terrain": "hills",
               "weather": "clear", "hunters": vec![ranged; 101], "dice": {"seed": 58}}),
    ));
}

/// A Murdham task with `fields`.
fn task(task: &str, fields: &Value) -> Case {
    let mut request = json!({"system": "murdham", "task": task});
    for (key, value) in fields.as_object().unwrap() {
        request[key] = value.clone();
    }
    case("rollTask", request)
}

/// Murdham's tasks: each once from given faces, a few from seeds, the
/// ones that roll nothing, and refusals.
fn tasks(cases: &mut Vec<Case>) {
    let rumours = json!({"id": "rumours", "count": 1, "sides": 6, "rows": [
        {"low": 1, "high": 3, "id": "the miller hides a relic"},
        {"low": 4, "high": 6, "id": "wolves in the old mine"}]});
    let dog = json!({"wild": false, "tamed": true, "trainings": ["hunt"]});
    let wolf = json!({"wild": true, "tamed": false, "trainings": []});
    for (name, fields) in [
        (
            "balance",
            json!({"agi": 12, "footing": "hard", "dice": {"faces": [13]}}),
        ),
        ("balance", json!({"agi": 12, "footing": "impossible"})),
        (
            "sneak",
            json!({"agi": 9, "ground": "hard", "dice": {"faces": [9]}}),
        ),
        ("sneak", json!({"agi": 9, "ground": "easy"})),
        (
            "climb",
            json!({"agi": 14, "surface": "hard", "dice": {"faces": [15]}}),
        ),
        ("climb", json!({"agi": 14, "surface": "easy"})),
        (
            "swim",
            json!({"agi": 8, "carried": 2.5, "dice": {"faces": [9]}}),
        ),
        ("swim", json!({"agi": 8, "carried": 2})),
        (
            "leap",
            json!({"agi": 10, "decimetres": 30, "run_up": true, "dice": {"faces": [11]}}),
        ),
        ("leap", json!({"agi": 10, "decimetres": 25})),
        ("find_shelter", json!({"wit": 9, "dice": {"faces": [10]}})),
        ("navigate", json!({"path": "clear", "severe_weather": true})),
        (
            "navigate",
            json!({"path": {"off": {"bushcraft": true, "tools": false}}}),
        ),
        (
            "open_lock",
            json!({"tool": "lockpicks", "score": 11, "dice": {"faces": [11]}}),
        ),
        (
            "open_lock",
            json!({"tool": "crowbar", "score": 7, "dice": {"faces": [8]}}),
        ),
        (
            "break_door",
            json!({"die": "d8", "suitable": true, "dice": {"faces": [8, 3]}}),
        ),
        (
            "break_door",
            json!({"door": {"health": 6}, "die": "d6", "dice": {"faces": [5, 3]}}),
        ),
        ("notice", json!({"wits": [8, 11], "dice": {"faces": [9]}})),
        (
            "notice",
            json!({"wits": [8, 11], "perfectly_concealed": true}),
        ),
        (
            "diplomacy",
            json!({"appeal": "befriend", "wit": 12, "attitude": "unfriendly", "dice": {"faces": [7]}}),
        ),
        (
            "diplomacy",
            json!({"appeal": "encourage", "wit": 11, "proficient": true, "dice": {"faces": [17, 4]}}),
        ),
        (
            "diplomacy",
            json!({"appeal": "persuade", "wit": 5, "quality": "compelling"}),
        ),
        (
            "manipulate",
            json!({"ploy": "taunt", "target_wit": 10, "taunter_wit": 13, "dice": {"faces": [9, 15]}}),
        ),
        (
            "manipulate",
            json!({"ploy": "intimidate", "target_wit": 10, "dice": {"faces": [4]}}),
        ),
        (
            "manipulate",
            json!({"ploy": "distract", "target_wit": 10, "quality": "ineffective"}),
        ),
        (
            "steal",
            json!({"agi": 13, "small": true, "dice": {"faces": [12]}}),
        ),
        ("steal", json!({"agi": 13, "small": false})),
        (
            "find_buyer",
            json!({"wit": 10, "illegal": true, "dice": {"faces": [10]}}),
        ),
        (
            "haggle",
            json!({"wit": 10, "bargain": true, "dice": {"faces": [15, 9]}}),
        ),
        (
            "hear_rumour",
            json!({"rumours": rumours, "dice": {"faces": [4]}}),
        ),
        ("cheat", json!({"wit": 8, "dice": {"faces": [9]}})),
        (
            "befriend_animal",
            json!({"wit": 11, "dice": {"faces": [11]}}),
        ),
        (
            "train_animal",
            json!({"animal": dog, "training": "track", "wit": 12, "dice": {"faces": [9]}}),
        ),
        (
            "train_animal",
            json!({"animal": wolf, "training": "fight", "wit": 12, "proficient": true, "dice": {"faces": [13]}}),
        ),
        ("ride", json!({"agi": 10, "dice": {"faces": [14, 3]}})),
        (
            "drive_cart",
            json!({"str": 9, "victims": 3, "dice": {"faces": [12, 2, 4, 1, 1]}}),
        ),
        (
            "boat",
            json!({"sailing": true, "sails": true, "river_lore": true, "score": 7, "victims": 2, "dice": {"faces": [8, 4, 2, 3]}}),
        ),
        (
            "boat",
            json!({"score": 13, "victims": 4, "dice": {"faces": [13]}}),
        ),
        // Seeds.
        (
            "climb",
            json!({"agi": 11, "surface": "hard", "dice": {"seed": 3}}),
        ),
        (
            "haggle",
            json!({"wit": 9, "bargain": true, "dice": {"seed": 4}}),
        ),
        (
            "drive_cart",
            json!({"str": 8, "victims": 2, "dice": {"seed": 5}}),
        ),
        // Refusals: a score out of range, a field of another task, dice
        // left out of a save that rolls, a third training, a taunt without
        // its taunter, sailing without sails.
        (
            "climb",
            json!({"agi": 21, "surface": "hard", "dice": {"faces": [1]}}),
        ),
        (
            "cheat",
            json!({"wit": 8, "footing": "hard", "dice": {"faces": [1]}}),
        ),
        ("sneak", json!({"agi": 9, "ground": "hard"})),
        (
            "train_animal",
            json!({"animal": {"wild": false, "tamed": true, "trainings": ["hunt", "track"]}, "training": "tricks", "wit": 12, "dice": {"faces": [1]}}),
        ),
        (
            "manipulate",
            json!({"ploy": "taunt", "target_wit": 10, "dice": {"faces": [1, 1]}}),
        ),
        (
            "boat",
            json!({"sailing": true, "score": 7, "victims": 2, "dice": {"faces": [1]}}),
        ),
    ] {
        cases.push(task(name, &fields));
    }
}
