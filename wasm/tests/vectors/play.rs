//! Expeditions: the table's expedition of each system from a seed, one
//! from the faces another rolled, and refusals.

use serde_json::json;

use super::{Case, answered as answer, case};

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
    // Each system's table expedition started, then its first commands.
    for (system, start, commands) in [
        (
            "constitution",
            json!({"system": "constitution", "dice": {"seed": 7}}),
            vec![
                json!({"command": "buy", "member": 0, "ware": 1}),
                json!({"command": "depart"}),
            ],
        ),
        (
            "cairn_house",
            json!({"system": "cairn_house", "dice": {"seed": 7}}),
            vec![json!({"command": "buy", "member": 0, "items": [{"weapon": "ch.weapon.hand"}]})],
        ),
        (
            "gods_and_monsters",
            json!({"system": "gods_and_monsters", "dice": {"seed": 7}}),
            vec![json!({"command": "travel"})],
        ),
        (
            "murdham",
            json!({"system": "murdham"}),
            vec![json!({"command": "depart"})],
        ),
        (
            "block_dodge_parry",
            json!({"system": "block_dodge_parry"}),
            vec![json!({"command": "travel"})],
        ),
    ] {
        cases.push(case("startExpedition", start.clone()));
        let mut expedition = answer("startExpedition", &start)["expedition"].clone();
        for (n, command) in commands.into_iter().enumerate() {
            let step = json!({"system": system, "expedition": expedition, "command": command,
                              "dice": {"seed": n}});
            cases.push(case("stepExpedition", step.clone()));
            expedition = answer("stepExpedition", &step)["expedition"].clone();
        }
    }
    // A command the rules do not allow now (a walk before leaving the
    // market), and a setup with dice.
    let start = json!({"system": "murdham"});
    let expedition = answer("startExpedition", &start)["expedition"].clone();
    cases.push(case(
        "stepExpedition",
        json!({"system": "murdham", "expedition": expedition,
               "command": {"command": "travel"}, "dice": {"seed": 1}}),
    ));
    let start = json!({"system": "constitution", "dice": {"seed": 7}});
    let expedition = answer("startExpedition", &start)["expedition"].clone();
    cases.push(case(
        "startExpedition",
        json!({"system": "constitution", "setup": expedition["setup"], "dice": {"seed": 1}}),
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
            json!({"system": "constitution", "str": 10, "day": normal}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 10, "day": hungry}),
        ),
        // A day without water: the STR save (d20 4 fails, 17 passes).
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 12, "day": dry, "dice": {"faces": [4]}}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 12, "day": dry, "dice": {"faces": [17]}}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 12, "day": dry, "dice": {"seed": 5}}),
        ),
        // Refusals: no dice for a save, both starts, neither, a score out of range.
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 12, "day": dry}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "day": normal}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 40, "day": normal}),
        ),
        case(
            "deprivationDay",
            json!({"system": "constitution", "str": 10, "day": normal, "dice": {"faces": [3]}}),
        ),
        case(
            "deprivationDay",
            json!({"system": "cairn_house", "str": 10, "day": normal}),
        ),
    ];
    // Three days without food from STR 10, each day from the last.
    let mut state = serde_json::Value::Null;
    for _ in 0..3 {
        let request = if state.is_null() {
            json!({"system": "constitution", "str": 10, "day": hungry})
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
        json!({"system": "constitution", "str": 10, "deprivation": state, "day": normal}),
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
            json!({"system": "murdham", "disease": "bloody_flu", "str": 10, "days": 8}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "sickness": {"disease": "black_gangrene", "successes": 0, "failures": 1},
                   "str": 6}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "disease": "digworm", "str": 10}),
        ),
        case(
            "diseaseOdds",
            json!({"system": "murdham", "disease": "bloody_flu", "str": 10, "days": 1001}),
        ),
    ]);
    cases
}

/// Hazards and poison: each system's falls, traps, environmental damage,
/// poisons and ailments, from seeds and supplied faces, and refusals.
pub(crate) fn hazards() -> Vec<Case> {
    let vitals = json!({"survival": 7, "max_survival": 7, "verve": 17, "max_verve": 17});
    let resilience = json!({"stay_conscious": 11, "end": 15});
    let health = json!({"current": 10, "max": 10});
    let body = json!({"str": {"current": 14, "max": 14}, "dex": {"current": 10, "max": 10},
        "wil": {"current": 9, "max": 9}});
    let character = json!({"hp": 4, "max_hp": 4, "str": {"current": 14, "max": 14},
        "dex": {"current": 9, "max": 9}, "wil": {"current": 11, "max": 11}});
    let mut cases = Vec::new();
    // Gods & Monsters falls: 30 feet, 3d6 = 11; 15 feet halved by
    // evasion; 5 feet negated; thrown off a 60-foot wall, from a seed.
    for (feet, evasion, dice) in [
        // 3d6 = 3 + 4 + 4: 8 damage takes the 7 survival and 1 more
        // injury; the roll to stay conscious (5 against 7) passes; the
        // death check's injuries roll (5 against 4) fails, death averted.
        (30, None, json!({"faces": [3, 4, 4, 5, 5, 10]})),
        (15, Some(12), json!({"faces": [5, 4, 5]})),
        (5, Some(12), json!({"faces": [3]})),
        (60, None, json!({"seed": 7})),
        (600, None, json!({"seed": 2026})),
    ] {
        let mut request = json!({"system": "gods_and_monsters", "hazard": "fall", "feet": feet,
            "vitals": vitals, "resilience": resilience, "dice": dice});
        if let Some(evasion) = evasion {
            request["evasion"] = json!(evasion);
        }
        cases.push(case("rollHazard", request));
    }
    // Murdham falls: 5 m cushioned, 1.9 m (nothing rolled), 9 m from a seed.
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fall", "centimetres": 500, "agi": 12,
            "health": health, "dice": {"faces": [9, 3]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fall", "centimetres": 190, "agi": 12,
            "health": health}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fall", "centimetres": 900, "agi": 9,
            "health": health, "dice": {"seed": 7}}),
    ));
    // Murdham's elements: the first and second stretch in the cold, an
    // oil-soaked target in fire, lightning from a seed.
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "climate", "stretch": 1, "health": health}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "climate", "stretch": 2, "health": health,
            "dice": {"faces": [3, 1]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "element", "element": "fire", "die": "d6",
            "vulnerable": true, "health": health, "dice": {"faces": [2, 5]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "element", "element": "lightning", "die": "d8",
            "health": health, "dice": {"seed": 7}}),
    ));
    // Murdham suffocation: a round the breath holds, the 5th round failed.
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "suffocation", "str": 10}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "suffocation", "str": 10,
            "breathing": {"rounds": 4, "state": "conscious"}, "dice": {"faces": [15]}}),
    ));
    // Murdham fear: a terrifying dragon failed, one ward against it, a
    // group's one d20; torture; a cart crash.
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fear", "dread": "terrifying", "wit": 9,
            "dice": {"faces": [14]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fear", "dread": "frightening", "wards": 1,
            "wit": 9}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "group_fear", "dread": "terrifying",
            "wits": [14, 10], "dice": {"faces": [12]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "torture", "wit": 8, "health": health,
            "dice": {"faces": [4, 15]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "crash", "vehicle": "cart",
            "passengers": [health, health, health], "dice": {"seed": 7}}),
    ));
    // Gods & Monsters suffocation: an unprepared buffer, a failed health
    // roll, a semi-conscious response, a roll to awaken.
    cases.push(case(
        "rollHazard",
        json!({"system": "gods_and_monsters", "hazard": "suffocation_buffer",
            "end": 15, "dice": {"faces": [2]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "gods_and_monsters", "hazard": "suffocation",
            "choking": {"buffer": 3, "inactive": false, "health_rolls": 1}, "health": 10,
            "vitals": vitals, "resilience": resilience, "dice": {"seed": 7}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "gods_and_monsters", "hazard": "semi_conscious", "willpower": 7,
            "dice": {"faces": [8, 3]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "gods_and_monsters", "hazard": "awaken", "score": 11,
            "injuries": 2, "dice": {"faces": [9]}}),
    ));
    // Block, Dodge, Parry: two floors, the save passed and failed; a bear
    // trap; three turns of gas; Night Spider venom from a seed.
    for faces in [json!([3, 8, 2]), json!([3, 8, 5, 1, 2])] {
        cases.push(case(
            "rollHazard",
            json!({"system": "block_dodge_parry", "hazard": "fall", "floors": 2, "body": body,
                "dice": {"faces": faces}}),
        ));
    }
    cases.push(case(
        "rollHazard",
        json!({"system": "block_dodge_parry", "hazard": "environment", "id": "bear_trap",
            "body": body, "dice": {"faces": [3]}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "block_dodge_parry", "hazard": "environment", "id": "noxious_gas",
            "units": 3, "body": body}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "block_dodge_parry", "hazard": "environment",
            "id": "night_spider_venom", "body": body, "dice": {"seed": 7}}),
    ));
    // Cairn House Rules: a dart trap failed and passed, and from a seed.
    for dice in [
        json!({"faces": [15, 3]}),
        json!({"faces": [9]}),
        json!({"seed": 7}),
    ] {
        cases.push(case(
            "rollHazard",
            json!({"system": "cairn_house", "hazard": "trap", "character": character,
                "save": "dex", "ability": "dex", "damage": {"count": 1, "die": 4},
                "dice": dice}),
        ));
    }
    // Murdham poison: a dose resisted, a second dose, poison noticed, the
    // end of the stretch of each effect.
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "dose", "str": 11, "dice": {"faces": [8]}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "dose", "str": 11, "poisoning": {"doses": 1}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "notice", "wit": 12, "dice": {"seed": 7}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "notice", "wit": 12, "strong_taste": true}),
    ));
    for (effect, dice) in [
        ("damaging", Some(json!({"faces": [5]}))),
        ("corrupting", None),
        ("lethal", None),
        ("soporific", None),
    ] {
        let mut request = json!({"system": "murdham", "step": "end_of_stretch",
            "effect": effect, "health": health});
        if let Some(dice) = dice {
            request["dice"] = dice;
        }
        cases.push(case("rollPoison", request));
    }
    // Murdham drugs: the save against addiction, a full rest short of 3
    // units.
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "addiction", "wit": 11, "dice": {"faces": [12]}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "withdrawal", "rest": "full", "units": 5,
            "wit": 12}),
    ));
    // Gods & Monsters ailments, applied to the character's vitals: a huge
    // spider's bite, food poisoning eaten knowingly, then an hour of it;
    // sleep gas from a seed.
    cases.push(case(
        "rollPoison",
        json!({"system": "gods_and_monsters", "step": "contract", "ailment": "huge_spider",
            "exposure": "inflicted", "score": 8, "health": 10,
            "vitals": {"survival": 7, "max_survival": 7},
            "resilience": {"stay_conscious": 11, "end": 15}, "dice": {"faces": [9, 2, 5]}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "gods_and_monsters", "step": "contract", "ailment": "food_poisoning",
            "exposure": "accepted", "score": 10, "health": 10,
            "vitals": {"survival": 7, "max_survival": 7},
            "resilience": {"stay_conscious": 11, "end": 15}, "dice": {"faces": [5, 3]}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "gods_and_monsters", "step": "action_time",
            "course": {"ailment": "food_poisoning", "exposure": "accepted", "strength": 3,
                "phase": "ailing", "in_area": true, "times_taken": 1},
            "score": 10, "vitals": {"survival": 7, "injuries": 1, "max_survival": 7},
            "resilience": {"stay_conscious": 11, "end": 15}, "dice": {"faces": [20, 4]}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "gods_and_monsters", "step": "contract", "ailment": "sleep_gas",
            "exposure": "noticeable", "score": 10, "health": 10, "action_times": 5,
            "vitals": {"survival": 7, "max_survival": 7},
            "resilience": {"stay_conscious": 11, "end": 15}, "dice": {"seed": 7}}),
    ));
    // Refusals: no dice, an unknown field, a score out of range, an
    // unknown hazard or ailment, faces left over.
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fall", "centimetres": 200, "agi": 12,
            "health": health}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "murdham", "hazard": "fall", "centimetres": 500, "agi": 12,
            "health": health, "floors": 2, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "constitution", "hazard": "fall", "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "block_dodge_parry", "hazard": "environment", "id": "lava",
            "body": body, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollHazard",
        json!({"system": "cairn_house", "hazard": "trap", "character": character,
            "save": "dex", "ability": "dex", "damage": {"count": 1, "die": 4},
            "dice": {"faces": [9, 3]}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "murdham", "step": "dose", "str": 21, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollPoison",
        json!({"system": "gods_and_monsters", "step": "contract", "ailment": "plague",
            "exposure": "accepted", "score": 10, "health": 10,
            "vitals": {"survival": 7, "max_survival": 7},
            "resilience": {"stay_conscious": 11, "end": 15}, "dice": {"seed": 1}}),
    ));
    cases
}

/// Rests outside a sheet: each rest of Cairn House Rules and Gods &
/// Monsters, and refusals.
pub(crate) fn rests() -> Vec<Case> {
    let worn = json!({"hp": 1, "max_hp": 5, "str": {"current": 8, "max": 13},
                      "dex": {"current": 6, "max": 10}, "wil": {"current": 10, "max": 10},
                      "fatigue": 2});
    let mut cases = vec![
        case(
            "takeRest",
            json!({"system": "cairn_house", "rest": "short", "character": worn}),
        ),
        case(
            "takeRest",
            json!({"system": "cairn_house", "rest": "full", "character": worn}),
        ),
    ];
    for (ability, seed) in [("str", 61_u64), ("dex", 62), ("wil", 63)] {
        cases.push(case(
            "takeRest",
            json!({"system": "cairn_house", "rest": "long", "character": worn,
                   "ability": ability, "dice": {"seed": seed}}),
        ));
    }
    let vitals = json!({"survival": 1, "max_survival": 8, "verve": 2, "max_verve": 6,
                        "injuries": 3});
    for (heal, seed) in [("survival", 64_u64), ("injury", 65)] {
        cases.push(case(
            "takeRest",
            json!({"system": "gods_and_monsters", "rest": "night", "vitals": vitals,
                   "level": 3, "health": 12, "heal": heal, "dice": {"seed": seed}}),
        ));
        cases.push(case(
            "takeRest",
            json!({"system": "gods_and_monsters", "rest": "day", "vitals": vitals,
                   "level": 3, "heal": heal}),
        ));
    }
    let vitality = json!({"hp": 7, "hit_dice": 2, "fatigue": 2, "penance": 1, "tough": false,
                          "level": 2, "marks": 0, "minor_wounds": 1, "dead": false});
    let mut tough = vitality.clone();
    tough["tough"] = json!(true);
    for (vitality, keep_higher, seed) in [(&vitality, false, 66_u64), (&tough, true, 67)] {
        cases.push(case(
            "takeRest",
            json!({"system": "constitution", "rest": "short", "vitality": vitality,
                   "keep_higher": keep_higher, "dice": {"seed": seed}}),
        ));
    }
    for (morning_fatigue, seed) in [(0_u32, 68_u64), (1, 69)] {
        cases.push(case(
            "takeRest",
            json!({"system": "constitution", "rest": "good_night", "vitality": vitality,
                   "morning_fatigue": morning_fatigue, "dice": {"seed": seed}}),
        ));
    }
    // Refused: a fighter who is not tough keeping the higher total.
    cases.push(case(
        "takeRest",
        json!({"system": "constitution", "rest": "short", "vitality": vitality,
               "keep_higher": true, "dice": {"seed": 70}}),
    ));
    let body = json!({"str": {"current": 8, "max": 12}, "dex": {"current": 9, "max": 10},
                      "wil": {"current": 9, "max": 9}, "fatigue": 3, "sleepless": true});
    for quality in ["none", "perilous", "normal"] {
        cases.push(case(
            "takeRest",
            json!({"system": "block_dodge_parry", "rest": "sleep", "body": body,
                   "quality": quality}),
        ));
    }
    cases.push(case(
        "takeRest",
        json!({"system": "block_dodge_parry", "rest": "sleep", "body": body,
               "quality": "comfortable", "restore": "str"}),
    ));
    let awake = json!({"str": {"current": 8, "max": 12}, "dex": {"current": 9, "max": 10},
                       "wil": {"current": 9, "max": 9}, "fatigue": 3});
    for (waterskin, seed) in [("d8", 71_u64), ("d4", 72)] {
        cases.push(case(
            "takeRest",
            json!({"system": "block_dodge_parry", "rest": "catch_breath", "body": awake,
                   "hp": {"current": 2, "max": 6}, "waterskin": waterskin,
                   "dice": {"seed": seed}}),
        ));
    }
    // Nothing recovered, nothing rolled: an empty waterskin, a sleepless body.
    cases.push(case(
        "takeRest",
        json!({"system": "block_dodge_parry", "rest": "catch_breath", "body": awake,
               "hp": {"current": 2, "max": 6}, "waterskin": "empty"}),
    ));
    cases.push(case(
        "takeRest",
        json!({"system": "block_dodge_parry", "rest": "catch_breath", "body": body,
               "hp": {"current": 2, "max": 6}, "waterskin": "d8"}),
    ));
    // Refused: water and HP to recover without dice.
    cases.push(case(
        "takeRest",
        json!({"system": "block_dodge_parry", "rest": "catch_breath", "body": awake,
               "hp": {"current": 2, "max": 6}, "waterskin": "d8"}),
    ));
    for (rest, addicted, units) in [
        ("daily", true, 0_u32),
        ("full", true, 5),
        ("full", false, 0),
    ] {
        cases.push(case(
            "takeRest",
            json!({"system": "murdham", "rest": rest, "wit": 9, "addicted": addicted,
                   "drug_units": units}),
        ));
    }
    // Refused: a dead character, a level past 100, a system takeRest does
    // not know.
    let mut dead = worn;
    dead["dead"] = json!(true);
    cases.push(case(
        "takeRest",
        json!({"system": "cairn_house", "rest": "short", "character": dead}),
    ));
    cases.push(case(
        "takeRest",
        json!({"system": "gods_and_monsters", "rest": "day", "vitals": vitals, "level": 101}),
    ));
    cases.push(case(
        "takeRest",
        json!({"system": "dungeon_world", "rest": "full"}),
    ));
    cases
}
