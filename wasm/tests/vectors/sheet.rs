//! Character sheets: creation from seeds and from the rulebooks' worked
//! examples, reads of stored sheets, operations and refusals.

use serde_json::{Value, json};

use super::{Case, case};

/// The faces of the Cairn House Rules worked example D1 (osr-sheet's
/// `tests/cairn_house/d1.rs`): HP 4; STR [3, 5, 6]; DEX [2, 2, 5]; WIL
/// [4, 4, 3]; coins [2, 3, 4].
const D1: [u32; 13] = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];

/// The faces of Gods & Monsters' worked example WE-1, Toromeen
/// (osr-sheet's `tests/gods_and_monsters`): six 4d6, then the age and
/// height dice.
const TOROMEEN: [u32; 34] = [
    2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3, 4, 4, 4, 4, 4, 4, 4, 3,
    4, 6,
];

/// 3d6 Constitution, from the crate's example: STR [3, 5, 6]; WIT [2, 2,
/// 5]; KNO [4, 4, 3]; WIL [6, 1, 1]; CHA [5, 5, 5]; HP [4].
const TC: [u32; 16] = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];

/// Toromeen's choices beyond the defaults: one mojo for coins and his
/// three purchases, equipped.
fn toromeen() -> Value {
    json!({
        "system": "gods_and_monsters",
        "dice": {"faces": TOROMEEN.to_vec()},
        "mojo_for_coins": 1,
        "purchases": [
            {"item": "gm.weapon.battleaxe", "made_for": "small", "place": "equipped"},
            {"item": "gm.armor.banded-leather", "made_for": "small", "place": "equipped"},
            {"item": "gm.armor.shield", "made_for": "small", "place": "equipped"},
        ],
    })
}

/// The sheet a creation request gives, to store and read back.
fn sheet_of(request: &Value) -> Value {
    let response = osr_wasm::call("createCharacter", &request.to_string()).unwrap();
    let response: Value = serde_json::from_str(&response).unwrap();
    response["sheet"].clone()
}

fn murdham() -> Value {
    json!({"system": "murdham", "str": 12, "agi": 9, "wit": 14})
}

fn block_dodge_parry() -> Value {
    json!({"system": "block_dodge_parry", "str": 12, "dex": 15, "wil": 9, "max_hp": 6,
           "career": "thief", "skills": ["climbing"]})
}

fn d1() -> Value {
    json!({"system": "cairn_house", "dice": {"faces": D1}})
}

fn fighter() -> Value {
    json!({"system": "constitution", "dice": {"faces": TC}, "class": "fighter", "coins": "120"})
}

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    creations(&mut cases);
    reads(&mut cases);
    operations(&mut cases);
    spells(&mut cases);
    fights(&mut cases);
    cases
}

/// The answer of `operation` to `request`, which must not be refused.
fn answer(operation: &str, request: &Value) -> Value {
    serde_json::from_str(&osr_wasm::call(operation, &request.to_string()).unwrap()).unwrap()
}

/// Each system's sheet as a combatant, a fight with it, and the sheet
/// after the fight.
fn fights(cases: &mut Vec<Case>) {
    let cairn = sheet_of(&d1());
    let request = json!({"sheet": cairn, "id": 1});
    cases.push(case("combatantFromSheet", request.clone()));
    let hero = answer("combatantFromSheet", &request);
    let goblin = json!({"id": 2, "side": "foes", "hp": 3, "abilities": [8, 12, 7], "die": "d6"});
    let start = answer(
        "startFight",
        &json!({"system": "cairn_house", "setup": {
            "combatants": [hero["combatant"], goblin], "health": [hero["health"]]}}),
    );
    let mut fight = start["fight"].clone();
    for (command, seed) in [
        (json!({"command": "roll_initiative"}), 1),
        (json!({"command": "act", "action": {"action": "pass"}}), 2),
        (json!({"command": "act", "action": {"action": "pass"}}), 3),
        (json!({"command": "act", "action": {"action": "pass"}}), 4),
        (
            json!({"command": "act", "action": {"action": "attack", "target": 1}}),
            5,
        ),
    ] {
        let step = json!({"system": "cairn_house", "fight": fight, "command": command,
                          "dice": {"seed": seed}});
        if let Ok(answer) = osr_wasm::call("stepFight", &step.to_string()) {
            fight = serde_json::from_str::<Value>(&answer).unwrap()["fight"].clone();
        }
    }
    for id in [1, 2] {
        cases.push(case(
            "applyToSheet",
            json!({"sheet": cairn, "operation": {"op": "after_fight", "fight": fight, "id": id}}),
        ));
    }
    // A Cairn House Rules sheet fights for the party only.
    cases.push(case(
        "combatantFromSheet",
        json!({"sheet": cairn, "id": 1, "side": "foes"}),
    ));
    for sheet in [
        sheet_of(&fighter()),
        sheet_of(&toromeen()),
        sheet_of(&murdham()),
    ] {
        cases.push(case(
            "combatantFromSheet",
            json!({"sheet": sheet, "id": 3, "side": "foes"}),
        ));
    }
    cases.push(case(
        "combatantFromSheet",
        json!({"sheet": sheet_of(&block_dodge_parry()), "id": 1}),
    ));
}

/// Spells prepared, memorised and cast on the sheets of the three
/// systems that cast them.
fn spells(cases: &mut Vec<Case>) {
    let cairn = sheet_of(&d1());
    let book = json!({"from": "spellbook", "spell": "sleep", "level": 2});
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "cast_spell", "source": book}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "cast_spell", "source": book,
               "danger": true, "hit": true}, "dice": {"seed": 21}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "cast_spell", "source": book,
               "hands_free": 1}}),
    ));
    let mut sage = sheet_of(&json!({"system": "constitution", "dice": {"faces": TC},
                                    "class": "sage", "coins": "40"}));
    sage["initiations"] = json!(["tc.initiation.goetia"]);
    sage["spell_book"] = json!(true);
    sage["spells"] = json!([{"name": "Light", "level": 1, "rating": 55}]);
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sage, "operation": {"op": "prepare_spells", "spells": ["Light"]}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sage, "operation": {"op": "learn_from_mentor", "spell": "Ward",
               "level": 2, "rating": 61}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sage, "operation": {"op": "study_spell", "spell": "Light", "days": 3},
               "dice": {"seed": 24}}),
    ));
    let prepared = osr_wasm::call(
        "applyToSheet",
        &json!({"sheet": sage, "operation": {"op": "prepare_spells", "spells": ["Light"]}})
            .to_string(),
    )
    .unwrap();
    let prepared: Value = serde_json::from_str(&prepared).unwrap();
    for seed in [22_u64, 23] {
        cases.push(case(
            "applyToSheet",
            json!({"sheet": prepared["sheet"], "operation": {"op": "cast_spell", "position": 0},
                   "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "applyToSheet",
        json!({"sheet": prepared["sheet"], "operation": {"op": "cast_spell", "index": 0},
               "dice": {"seed": 1}}),
    ));
    let mut sorceror: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/gods_and_monsters-3.json"
    ))
    .unwrap();
    sorceror["vitals"]["injuries"] = json!(0);
    sorceror["vitals"]["survival"] = json!(3);
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sorceror, "operation": {"op": "memorise", "index": 0}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sorceror, "operation": {"op": "cast_spell", "index": 0}}),
    ));
    // A looted formula: the compatibility roll from a seed.
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sorceror, "operation": {"op": "acquire_spell", "spell": "Web", "level": 2,
               "by": {"by": "loot"}}, "dice": {"seed": 4}}),
    ));
}

fn creations(cases: &mut Vec<Case>) {
    // Seeded, with the default choices.
    for system in ["constitution", "cairn_house", "gods_and_monsters"] {
        for seed in [1, 2026] {
            cases.push(case(
                "createCharacter",
                json!({"system": system, "dice": {"seed": seed}}),
            ));
        }
    }
    // Seeded, with choices.
    cases.push(case(
        "createCharacter",
        json!({"system": "constitution", "dice": {"seed": 7}, "class": "fighter",
               "initiation": "tc.initiation.tough", "background": "a miller's child",
               "coins": "35"}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "cairn_house", "dice": {"seed": 7}, "kind": "hireling"}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "gods_and_monsters", "dice": {"seed": 7}, "archetype": "thief",
               "assignment": ["agi", "str", "end", "wis", "int", "cha"],
               "moral_code": "Neutral", "motivation": "gold", "extra_skills": []}),
    ));
    // The worked examples' faces.
    cases.push(case("createCharacter", fighter()));
    cases.push(case("createCharacter", d1()));
    cases.push(case(
        "createCharacter",
        json!({"system": "cairn_house", "dice": {"faces": [4, 4, 4, 2, 3, 4, 1, 2, 4, 5]}, "kind": "hireling"}),
    ));
    cases.push(case("createCharacter", toromeen()));
    // An approved reused concept goes on with a 1 on its d6.
    let mut reused = vec![1];
    reused.extend(TC);
    cases.push(case(
        "createCharacter",
        json!({"system": "constitution", "dice": {"faces": reused}, "concept": "approved_reused"}),
    ));
    // Given values.
    cases.push(case("createCharacter", murdham()));
    cases.push(case(
        "createCharacter",
        json!({"system": "murdham", "str": 8, "agi": 14, "wit": 11, "armour": 2,
               "size": "small", "coins": 30}),
    ));
    cases.push(case("createCharacter", block_dodge_parry()));
    // Refusals.
    cases.push(case(
        "createCharacter",
        json!({"system": "constitution", "dice": {"faces": [2]}, "concept": "approved_reused"}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "constitution", "dice": {"seed": 1}, "initiation": "tc.initiation.tough"}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "constitution", "dice": {"seed": 1}, "initiation": "tc.initiation.flying"}),
    ));
    let mut seven = D1;
    seven[0] = 7;
    cases.push(case(
        "createCharacter",
        json!({"system": "cairn_house", "dice": {"faces": seven}}),
    ));
    let mut extra = D1.to_vec();
    extra.push(1);
    cases.push(case(
        "createCharacter",
        json!({"system": "cairn_house", "dice": {"faces": extra}}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "gods_and_monsters", "dice": {"seed": 1},
               "assignment": ["agi", "agi", "end", "wis", "int", "cha"]}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "gods_and_monsters", "dice": {"seed": 1},
               "purchases": [{"item": "gm.weapon.laser", "made_for": "small", "place": "carried"}]}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "murdham", "str": 12, "agi": 21, "wit": 14}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "block_dodge_parry", "str": -1, "dex": 10, "wil": 10, "max_hp": 6}),
    ));
    cases.push(case(
        "createCharacter",
        json!({"system": "murdham", "str": 12, "agi": 9, "wit": 14, "dice": {"seed": 1}}),
    ));
    cases.push(case("createCharacter", json!({"system": "cairn_house"})));
    cases.push(case(
        "createCharacter",
        json!({"system": "dragonslayer", "dice": {"seed": 1}}),
    ));
}

fn reads(cases: &mut Vec<Case>) {
    for request in [fighter(), d1(), toromeen(), murdham(), block_dodge_parry()] {
        cases.push(case("readSheet", json!({"sheet": sheet_of(&request)})));
    }
    // Defaults filled in: a Cairn House Rules sheet with only its
    // required fields.
    let mut short = sheet_of(&d1());
    for field in [
        "weapons",
        "shield",
        "supplies",
        "treasures",
        "transport",
        "treasures_at_home",
    ] {
        short.as_object_mut().unwrap().remove(field);
    }
    cases.push(case("readSheet", json!({"sheet": short})));
    // Refusals: another system, another version, values the rules refuse,
    // a malformed document.
    let cairn = sheet_of(&d1());
    let mut other = cairn.clone();
    other["system"] = json!("dragonslayer");
    cases.push(case("readSheet", json!({"sheet": other})));
    let mut murdham_named = cairn.clone();
    murdham_named["system"] = json!("murdham");
    cases.push(case("readSheet", json!({"sheet": murdham_named})));
    let mut version = cairn.clone();
    version["version"] = json!(2);
    cases.push(case("readSheet", json!({"sheet": version})));
    let mut coins = cairn.clone();
    coins["coins"] = json!(-3);
    cases.push(case("readSheet", json!({"sheet": coins})));
    let mut hp = cairn.clone();
    hp["health"]["hp"] = json!(7);
    cases.push(case("readSheet", json!({"sheet": hp})));
    let mut weapon = cairn.clone();
    weapon["weapons"] = json!(["ch.weapon.laser"]);
    cases.push(case("readSheet", json!({"sheet": weapon})));
    let mut many = cairn;
    many["weapons"] = json!(vec!["ch.weapon.hand"; 17]);
    cases.push(case("readSheet", json!({"sheet": many})));
    let mut xp = sheet_of(&fighter());
    xp["xp"] = json!(-1);
    cases.push(case("readSheet", json!({"sheet": xp})));
    cases.push(case(
        "readSheet",
        json!({"sheet": {"system": "cairn_house", "version": 1}}),
    ));
    cases.push(case("readSheet", json!({"sheet": [1, 2, 3]})));
    // Hostile: nesting past serde_json's recursion limit, a name far past
    // its limit.
    let mut deep = json!(0);
    for _ in 0..200 {
        deep = json!([deep]);
    }
    let mut nested = sheet_of(&d1());
    nested["supplies"] = deep;
    cases.push(case("readSheet", json!({"sheet": nested})));
    let mut long = sheet_of(&block_dodge_parry());
    long["career"] = json!("x".repeat(10_000));
    cases.push(case("readSheet", json!({"sheet": long})));
}

fn operations(cases: &mut Vec<Case>) {
    let cairn = sheet_of(&d1());
    // D1: a hand weapon (15) and a shield (10) from 90 coins.
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "buy", "item": "ch.weapon.hand"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "buy", "item": "ch.armour.shield"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "buy", "item": "ch.armour.heavy"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "buy", "item": "ch.weapon.unarmed"}}),
    ));
    // Another system's item: the message names the catalog looked in.
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "buy", "item": "gm.weapon.long-sword"}}),
    ));
    // HP 4 takes 2: HP 2, nothing rolled. HP 4 takes 6: HP 0, STR 14 -> 12,
    // and the critical damage save on a d20 of 15 fails (above 12).
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "take_damage", "damage": 2}, "dice": {"seed": 3}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": cairn, "operation": {"op": "take_damage", "damage": 6}, "dice": {"faces": [15]}}),
    ));
    let mut hurt = cairn.clone();
    hurt["health"]["hp"] = json!(1);
    cases.push(case(
        "applyToSheet",
        json!({"sheet": hurt, "operation": {"op": "short_rest"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": hurt, "operation": {"op": "short_rest", "keep_higher": true}}),
    ));

    let tc = sheet_of(&fighter());
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "buy", "item": "tc.armour.full-chain"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "buy", "item": "tc.armour.full-plate"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "buy", "item": "ch.weapon.hand"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "gain_xp", "amount": 3100}}),
    ));
    // HP 4, hit for 6: DC 22 (20 + 2 past 0 HP); STR 14 rolls 11
    // (26 with the level, passed), WIL 8 rolls 8 (17, failed).
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "take_damage", "damage": 6}, "dice": {"faces": [11, 8]}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "short_rest"}, "dice": {"faces": [5]}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "good_night"}, "dice": {"seed": 9}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "short_rest"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "gain_xp", "amount": 10}, "dice": {"faces": [3]}}),
    ));

    let gm = sheet_of(&toromeen());
    cases.push(case(
        "applyToSheet",
        json!({"sheet": gm, "operation": {"op": "gain_xp", "amount": 1000}}),
    ));
    let levelled = apply(&gm, &json!({"op": "gain_xp", "amount": 1000}));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": levelled, "operation": {"op": "level_up"}, "dice": {"faces": [8]}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": gm, "operation": {"op": "level_up"}, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": gm, "operation": {"op": "buy", "item": "gm.weapon.dagger"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": gm, "operation": {"op": "take_damage", "damage": 3}, "dice": {"seed": 1}}),
    ));
    // Toromeen, a warrior of 7 verve and 7 survival, takes 16 in combat:
    // verve, survival, then 2 injuries; a day of rest heals one, waking
    // brings the verve back, and a night's rest rolls health.
    let hurt = apply(&gm, &json!({"op": "take_damage", "damage": 16}));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": gm, "operation": {"op": "take_damage", "damage": 16}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": hurt, "operation": {"op": "rest_day", "heal": "injury"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": hurt, "operation": {"op": "wake"}}),
    ));
    let awake = apply(&hurt, &json!({"op": "wake"}));
    for face in [4, 15] {
        cases.push(case(
            "applyToSheet",
            json!({"sheet": awake, "operation": {"op": "rest_night"}, "dice": {"faces": [face]}}),
        ));
    }
    cases.push(case(
        "applyToSheet",
        json!({"sheet": awake, "operation": {"op": "rest_night", "heal": "injury"}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": gm, "operation": {"op": "wake"}, "dice": {"faces": [3]}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": sheet_of(&murdham()), "operation": {"op": "gain_xp", "amount": 10}}),
    ));
    cases.push(case(
        "applyToSheet",
        json!({"sheet": tc, "operation": {"op": "fly"}}),
    ));
    murdham_operations(cases);
    block_dodge_parry_operations(cases);
}

/// An `applyToSheet` case: the sheet, the operation and the dice, if any.
fn push(cases: &mut Vec<Case>, sheet: &Value, operation: Value, dice: Option<Value>) {
    let mut request = json!({"sheet": sheet, "operation": operation});
    if let Some(dice) = dice {
        request["dice"] = dice;
    }
    cases.push(case("applyToSheet", request));
}

fn murdham_operations(cases: &mut Vec<Case>) {
    // STR 12, AGI 9, WIT 14, armour 2, 30 coins, corruption 3.
    let kit = sheet_of(&json!({"system": "murdham", "str": 12, "agi": 9, "wit": 14,
                               "armour": 2, "coins": 30, "corruption": 3}));
    push(
        cases,
        &kit,
        json!({"op": "buy", "item": "mu.tool.antidote", "cost": 10}),
        None,
    );
    push(
        cases,
        &kit,
        json!({"op": "buy", "item": "mu.tool.surgical-tools", "cost": 40}),
        None,
    );
    push(
        cases,
        &kit,
        json!({"op": "buy", "item": "ch.weapon.hand", "cost": 1}),
        None,
    );
    // A d8 showing 8 explodes: 8 + (2 - 1) = 9, 7 through armour 2, at
    // least half of 12: critical damage, health 5, incapacitated.
    push(
        cases,
        &kit,
        json!({"op": "take_damage", "die": "d8"}),
        Some(json!({"faces": [8, 2]})),
    );
    push(
        cases,
        &kit,
        json!({"op": "take_damage", "die": "d6", "direct": true}),
        Some(json!({"seed": 1})),
    );
    push(cases, &kit, json!({"op": "take_damage", "die": "d6"}), None);
    push(
        cases,
        &kit,
        json!({"op": "take_damage", "die": "d7"}),
        Some(json!({"seed": 1})),
    );
    // 6 m: AGI 9 rolls 15, not cushioned; 3d4 show 2, 1, 3: 6 direct.
    push(
        cases,
        &kit,
        json!({"op": "fall", "metres": 6}),
        Some(json!({"faces": [15, 2, 1, 3]})),
    );
    // 3 + 4 = 7; a d12 of 5 is soulblight: 5 direct damage, corruption 2.
    push(
        cases,
        &kit,
        json!({"op": "gain_corruption", "amount": 4}),
        Some(json!({"faces": [5]})),
    );
    push(
        cases,
        &kit,
        json!({"op": "catch", "disease": "plague"}),
        None,
    );
    push(cases, &kit, json!({"op": "catch", "disease": "pox"}), None);
    // Weeping sores: the STR save rolls 15 and fails; STR and AGI lose a
    // d6 each (4, 2).
    let sick = apply(&kit, &json!({"op": "catch", "disease": "weeping_sores"}));
    push(
        cases,
        &sick,
        json!({"op": "end_of_day"}),
        Some(json!({"faces": [15, 4, 2]})),
    );
    push(
        cases,
        &kit,
        json!({"op": "end_of_day"}),
        Some(json!({"seed": 1})),
    );
    let mut weakened = kit.clone();
    weakened["loss"] = json!([4, 2, 0]);
    push(
        cases,
        &weakened,
        json!({"op": "restore", "ability": "str", "amount": 3}),
        None,
    );
    push(
        cases,
        &weakened,
        json!({"op": "restore", "ability": "wit", "amount": 3}),
        None,
    );
    // An addict with 5 of the 8 units a full rest needs loses 3 WIT.
    let mut addict = kit.clone();
    addict["conditions"] = json!(["addicted"]);
    push(
        cases,
        &addict,
        json!({"op": "rest", "rest": "full", "drug_units": 5}),
        None,
    );
    push(
        cases,
        &addict,
        json!({"op": "rest", "rest": "daily", "drug_units": 1}),
        None,
    );
    push(
        cases,
        &addict,
        json!({"op": "end_condition", "condition": "addicted"}),
        None,
    );
    push(
        cases,
        &kit,
        json!({"op": "end_condition", "condition": "addicted"}),
        None,
    );
    push(
        cases,
        &kit,
        json!({"op": "rest", "rest": "full"}),
        Some(json!({"faces": [3]})),
    );
}

fn block_dodge_parry_operations(cases: &mut Vec<Case>) {
    // STR 12, DEX 15, WIL 9, HP 6, a full waterskin.
    let sheet = sheet_of(&block_dodge_parry());
    // 8 from a blade: 6 HP, then 2 STR; no save called for.
    push(
        cases,
        &sheet,
        json!({"op": "take_damage", "harm": {"amount": 8, "route": "defensible", "ability": "str"}}),
        Some(json!({"seed": 1})),
    );
    push(
        cases,
        &sheet,
        json!({"op": "take_damage", "harm": {"amount": 3, "route": "undefendable", "ability": "dex",
                                 "critical_save": true, "wound": "burn"}}),
        Some(json!({"faces": [20]})),
    );
    push(
        cases,
        &sheet,
        json!({"op": "gain_fatigue", "cause": {"source": "dodging"}, "count": 2}),
        None,
    );
    push(
        cases,
        &sheet,
        json!({"op": "gain_fatigue", "cause": {"source": "fiction"}, "count": 20}),
        None,
    );
    let burn = json!({"kind": "burn", "level": "light", "area": null});
    push(
        cases,
        &sheet,
        json!({"op": "take_wound", "wound": burn, "stacking": "new_slot", "fitting": "str"}),
        None,
    );
    let burned = apply(
        &sheet,
        &json!({"op": "take_wound", "wound": burn, "stacking": "new_slot", "fitting": "str"}),
    );
    push(
        cases,
        &burned,
        json!({"op": "take_wound", "wound": burn, "stacking": "escalate", "fitting": "str"}),
        None,
    );
    push(
        cases,
        &burned,
        json!({"op": "heal_wound", "index": 0}),
        None,
    );
    push(
        cases,
        &burned,
        json!({"op": "heal_wound", "index": 3}),
        None,
    );
    let nerves = json!({"kind": "nerve damage", "level": "permanent", "area": null});
    let scarred = apply(
        &sheet,
        &json!({"op": "take_wound", "wound": nerves, "stacking": "new_slot", "fitting": "wil"}),
    );
    push(cases, &scarred, json!({"op": "train", "index": 0}), None);
    let trained = apply(&scarred, &json!({"op": "train", "index": 0}));
    push(cases, &trained, json!({"op": "train", "index": 0}), None);
    let tired = apply(
        &sheet,
        &json!({"op": "gain_fatigue", "cause": {"source": "blocking"}, "count": 2}),
    );
    push(
        cases,
        &tired,
        json!({"op": "sleep", "rest": "normal"}),
        None,
    );
    push(cases, &tired, json!({"op": "eat", "meal": "simple"}), None);
    push(
        cases,
        &tired,
        json!({"op": "eat", "meal": "desperate"}),
        Some(json!({"faces": [5]})),
    );
    push(cases, &sheet, json!({"op": "sleep", "rest": "none"}), None);
    push(cases, &sheet, json!({"op": "go_hungry"}), None);
    let mut weak = sheet.clone();
    weak["body"]["dex"]["current"] = json!(10);
    push(
        cases,
        &weak,
        json!({"op": "treat", "treatment": "spa"}),
        Some(json!({"faces": [2]})),
    );
    push(
        cases,
        &weak,
        json!({"op": "sleep", "rest": "comfortable", "restore": "dex"}),
        None,
    );
    // HP 2 of 6: a drink brings HP 6, and the full waterskin's d8 rolls 2:
    // down to a d6.
    let mut winded = sheet.clone();
    winded["hp"] = json!(2);
    push(
        cases,
        &winded,
        json!({"op": "catch_breath"}),
        Some(json!({"faces": [2]})),
    );
    push(cases, &winded, json!({"op": "catch_breath"}), None);
    push(
        cases,
        &sheet,
        json!({"op": "take_gear", "name": "lantern", "slots": 1}),
        None,
    );
    let laden = apply(
        &sheet,
        &json!({"op": "take_gear", "name": "lantern", "slots": 1}),
    );
    push(cases, &laden, json!({"op": "drop_gear", "index": 0}), None);
    push(cases, &laden, json!({"op": "drop_gear", "index": 4}), None);
    push(
        cases,
        &sheet,
        json!({"op": "take_gear", "name": "tent", "slots": 40}),
        None,
    );
    push(cases, &sheet, json!({"op": "gain_xp", "amount": 10}), None);
}

/// The sheet after an operation that does not roll.
fn apply(sheet: &Value, operation: &Value) -> Value {
    let request = json!({"sheet": sheet, "operation": operation});
    let response = osr_wasm::call("applyToSheet", &request.to_string()).unwrap();
    let response: Value = serde_json::from_str(&response).unwrap();
    response["sheet"].clone()
}
