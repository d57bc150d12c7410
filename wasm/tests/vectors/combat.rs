//! Fights: a short fight of each system step by step (each step's request
//! carries the log the previous step returned), simulations, duel odds
//! and refusals.

use serde_json::{Value, json};

use super::{Case, answered as answer, case};

/// The most steps each vector fight takes.
const STEPS: usize = 16;

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    initiative(&mut cases);
    let tc_log = fight(
        &mut cases,
        "constitution",
        constitution_setup(),
        constitution_next,
    );
    let ch_log = fight(
        &mut cases,
        "cairn_house",
        cairn_house_setup(),
        cairn_house_next,
    );
    fight(
        &mut cases,
        "gods_and_monsters",
        gods_and_monsters_setup(),
        gods_and_monsters_next,
    );
    fight(&mut cases, "murdham", murdham_setup(), murdham_next);

    // A step from supplied faces: the Cairn House Rules fight's start,
    // initiative from a d20 of 5 (DEX 9 passes), then the PC's d8 of 6
    // against the goblin's HP 3: 3 left over off STR 8, and the critical
    // damage save (d20 of 20 against STR 5) fails.
    let started = answer(
        "startFight",
        &json!({"system": "cairn_house", "setup": cairn_house_setup()}),
    );
    let step = json!({
        "system": "cairn_house",
        "fight": started["fight"],
        "command": {"command": "roll_initiative"},
        "dice": {"faces": [5]},
    });
    cases.push(case("stepFight", step.clone()));
    let mut log = answer("stepFight", &step)["fight"].clone();
    // Both pass in the move phase (no dice), then the melee phase.
    for _ in 0..2 {
        let pass = json!({
            "system": "cairn_house",
            "fight": log,
            "command": {"command": "act", "action": {"action": "pass"}},
            "dice": {"faces": []},
        });
        cases.push(case("stepFight", pass.clone()));
        log = answer("stepFight", &pass)["fight"].clone();
    }
    let attack = json!({
        "system": "cairn_house",
        "fight": log,
        "command": {"command": "act", "action": {"action": "attack", "target": 2}},
        "dice": {"faces": [6, 20]},
    });
    cases.push(case("stepFight", attack.clone()));
    // The same attack told with the combatants' names.
    let mut named = attack.clone();
    named["names"] = json!([{"id": 1, "name": "Ash"}, {"id": 2, "name": "the goblin"}]);
    cases.push(case("stepFight", named.clone()));
    // A name past 40 characters; more names than combatants could be.
    named["names"] = json!([{"id": 1, "name": "x".repeat(41)}]);
    cases.push(case("stepFight", named.clone()));
    named["names"] = json!(
        (0..65)
            .map(|id| json!({"id": id, "name": "a"}))
            .collect::<Vec<_>>()
    );
    cases.push(case("stepFight", named));

    // Simulations.
    for (system, setup, seed) in [
        ("constitution", constitution_setup(), 1_u64),
        ("cairn_house", cairn_house_setup(), 2),
        ("gods_and_monsters", gods_and_monsters_setup(), 3),
    ] {
        cases.push(case(
            "simulateFights",
            json!({"system": system, "setup": setup, "fights": 200, "seed": seed}),
        ));
    }
    cases.push(case(
        "simulateFights",
        json!({"system": "constitution", "setup": constitution_setup(), "fights": 50, "seed": 9,
               "policy": {"direct_hits": false, "max_rounds": 3}}),
    ));

    // Duel odds: the fight example's duel, and the foe striking first to death.
    cases.push(case(
        "fightOdds",
        json!({"system": "cairn_house", "duel": duel()}),
    ));
    let mut to_death = duel();
    to_death["first"] = json!("foes");
    to_death["out"] = json!("death");
    cases.push(case(
        "fightOdds",
        json!({"system": "cairn_house", "duel": to_death}),
    ));
    // Neither can hurt the other: a stalemate for certain.
    let mut armoured = duel();
    armoured["party"]["dr"] = json!(10);
    armoured["foes"]["dr"] = json!(10);
    cases.push(case(
        "fightOdds",
        json!({"system": "cairn_house", "duel": armoured}),
    ));

    // Refusals.
    // A forged log: the PC's initiative save rewritten as failed.
    let mut forged = log.clone();
    forged_event(&mut forged);
    cases.push(case(
        "stepFight",
        json!({"system": "cairn_house", "fight": forged, "command": attack["command"],
               "dice": {"faces": [6, 20]}}),
    ));
    // A face added to the log: the replay leaves it over.
    let mut long = log.clone();
    if let Some(faces) = long["faces"].as_array_mut() {
        faces.push(json!(3));
    }
    cases.push(case(
        "stepFight",
        json!({"system": "cairn_house", "fight": long, "command": attack["command"],
               "dice": {"faces": [6, 20]}}),
    ));
    // A face dropped from the log: the replay runs out.
    let mut short = tc_log.clone();
    if let Some(faces) = short["faces"].as_array_mut() {
        faces.pop();
    }
    cases.push(case(
        "stepFight",
        json!({"system": "constitution", "fight": short, "command": {"command": "end_round"}, "dice": {"seed": 1}}),
    ));
    // A command out of turn: the goblin attacks before initiative.
    cases.push(case(
        "stepFight",
        json!({"system": "cairn_house", "fight": started["fight"],
               "command": {"command": "act", "action": {"action": "attack", "target": 1}},
               "dice": {"seed": 1}}),
    ));
    // A fight that is over takes no more commands.
    cases.push(case(
        "stepFight",
        json!({"system": "cairn_house", "fight": ch_log,
               "command": {"command": "roll_initiative"}, "dice": {"seed": 1}}),
    ));
    // A face not on its die (a d20 of 21), and a face left unused.
    for faces in [json!([21]), json!([5, 3])] {
        cases.push(case(
            "stepFight",
            json!({"system": "cairn_house", "fight": started["fight"],
                   "command": {"command": "roll_initiative"}, "dice": {"faces": faces}}),
        ));
    }
    // A setup with one side only; a duplicate ID.
    let mut one_sided = cairn_house_setup();
    one_sided["combatants"][1]["side"] = json!("party");
    cases.push(case(
        "startFight",
        json!({"system": "cairn_house", "setup": one_sided}),
    ));
    let mut twice = constitution_setup();
    twice["combatants"][1]["id"] = json!(1);
    cases.push(case(
        "startFight",
        json!({"system": "constitution", "setup": twice}),
    ));
    // No such system; an unknown field; a log of another system.
    cases.push(case("startFight", json!({"system": "dnd", "setup": {}})));
    cases.push(case(
        "startFight",
        json!({"system": "murdham", "setup": murdham_setup(), "seed": 1}),
    ));
    cases.push(case(
        "stepFight",
        json!({"system": "gods_and_monsters", "fight": ch_log,
               "command": {"command": "begin_round"}, "dice": {"seed": 1}}),
    ));
    // Simulation limits: too many fights, a one-on-one system with three,
    // a round limit above the library's.
    cases.push(case(
        "simulateFights",
        json!({"system": "cairn_house", "setup": cairn_house_setup(), "fights": 1001, "seed": 1}),
    ));
    let mut three = constitution_setup();
    let mut third = three["combatants"][1].clone();
    third["id"] = json!(3);
    if let Some(list) = three["combatants"].as_array_mut() {
        list.push(third);
    }
    cases.push(case(
        "simulateFights",
        json!({"system": "constitution", "setup": three, "fights": 10, "seed": 1}),
    ));
    cases.push(case(
        "simulateFights",
        json!({"system": "constitution", "setup": constitution_setup(), "fights": 10, "seed": 1,
               "policy": {"direct_hits": true, "max_rounds": 1001}}),
    ));
    // Duel limits: HP above the duel's maximum.
    let mut huge = duel();
    huge["party"]["hp"] = json!(21);
    huge["party"]["max_hp"] = json!(21);
    cases.push(case(
        "fightOdds",
        json!({"system": "cairn_house", "duel": huge}),
    ));
    cases
}

/// Starts a fight and steps it with the command `next` picks from each
/// response, seed by seed, until it is over or [`STEPS`] steps are
/// taken; each request is a vector. Returns the last log.
fn fight(
    cases: &mut Vec<Case>,
    system: &str,
    setup: Value,
    next: fn(&Value) -> Option<Value>,
) -> Value {
    let start = json!({"system": system, "setup": setup});
    cases.push(case("startFight", start.clone()));
    let mut response = answer("startFight", &start);
    for seed in 0..STEPS {
        let Some(command) = next(&response) else {
            break;
        };
        let request = json!({
            "system": system,
            "fight": response["fight"],
            "command": command,
            "dice": {"seed": 100 + seed},
        });
        cases.push(case("stepFight", request.clone()));
        response = answer("stepFight", &request);
    }
    response["fight"].clone()
}

/// The other combatant of a two-combatant fight.
fn other(id: &Value) -> u64 {
    if id.as_u64() == Some(1) { 2 } else { 1 }
}

fn constitution_setup() -> Value {
    let fighter = |id: u32, side: &str, hp: u32, strength: i32, ac: i32| {
        json!({"id": id, "side": side, "wit": 11, "str": strength, "wil": 10, "ac": ac,
               "hit_dice": 1, "hp": hp, "level": 1, "marks": 0, "fighter": id == 1,
               "tough": false, "to_hit": 0, "initiative_bonus": 0, "damage": "d6",
               "start": "roll", "morale": null,
               "training": {"weapons": false, "spear": false, "longsword": false, "bow": false,
                            "berserk": false, "riposte": false},
               "shield": false, "berserk": false, "buys_off": false})
    };
    json!({"combatants": [fighter(1, "party", 6, 14, 14), fighter(2, "foes", 5, 12, 12)],
           "ties": "higher_wits"})
}

fn constitution_next(response: &Value) -> Option<Value> {
    let next = &response["next"];
    match next["step"].as_str()? {
        "initiative" => Some(json!({"command": "roll_initiative"})),
        "turns" => match next.get("next") {
            Some(turn) => Some(json!({"command": "attack", "attacker": turn["id"],
                                      "target": other(&turn["id"])})),
            None => Some(json!({"command": "end_round"})),
        },
        "between_rounds" => Some(json!({"command": "next_round"})),
        _ => None,
    }
}

fn cairn_house_setup() -> Value {
    json!({"combatants": [
        {"id": 1, "side": "party", "hp": 4, "abilities": [14, 9, 11], "die": "d8",
         "missile": false, "dr": 1, "caster": false, "undead": false, "initiative": "save"},
        {"id": 2, "side": "foes", "hp": 3, "abilities": [8, 12, 7], "die": "d6",
         "missile": false, "dr": 0, "caster": false, "undead": false, "initiative": "save"}
    ], "leader": null, "rules": {"spell_dr": "applies", "initiative": "once_per_combat"}})
}

fn cairn_house_next(response: &Value) -> Option<Value> {
    let next = &response["next"];
    match next["next"].as_str()? {
        "initiative" => Some(json!({"command": "roll_initiative"})),
        "act" if next["phase"] == "melee" => Some(json!({"command": "act",
            "action": {"action": "attack", "target": other(&next["id"])}})),
        "act" => Some(json!({"command": "act", "action": {"action": "pass"}})),
        "choose" => Some(json!({"command": "choose", "choice": "damage"})),
        _ => None,
    }
}

fn gods_and_monsters_setup() -> Value {
    let reactions = json!({"perception": 4, "willpower": 4, "fortitude": 4, "evasion": 4});
    let vitals = |survival: u32| {
        json!({"survival": survival, "max_survival": survival, "verve": 0, "max_verve": 0,
               "injuries": 0, "unhealable_injuries": 0, "pool": 0})
    };
    json!({"combatants": [
        {"id": 1, "side": "party", "player": true, "fighting_art": 3, "attack_bonus": 2,
         "defense": 1, "attacks": 1, "damage": {"dice": {"count": 1, "die": 8}, "bonus": 0},
         "vitals": vitals(8), "reactions": reactions, "end": 10, "awareness": null,
         "archetypal": false, "warrior": false},
        {"id": 2, "side": "foes", "player": false, "fighting_art": 1, "attack_bonus": 0,
         "defense": 0, "attacks": 1, "damage": {"dice": {"count": 1, "die": 6}, "bonus": 0},
         "vitals": vitals(5), "reactions": reactions, "end": 10, "awareness": null,
         "archetypal": false, "warrior": false}
    ]})
}

fn gods_and_monsters_next(response: &Value) -> Option<Value> {
    let next = &response["next"];
    match next["phase"].as_str()? {
        "surprise" => Some(json!({"command": "roll_surprise"})),
        "round_start" => Some(json!({"command": "begin_round"})),
        "called_shots" | "npc_movement" => Some(json!({"command": "end_phase"})),
        "players" | "npcs" => match next["next"].get(0) {
            Some(id) => Some(json!({"command": "attack", "attacker": id, "target": other(id)})),
            None => Some(json!({"command": "end_phase"})),
        },
        _ => None,
    }
}

fn murdham_setup() -> Value {
    json!({"party": "cautious", "foes": "cautious", "combatants": [
        {"id": 1, "side": "party", "wit": 12, "health": {"current": 6, "max": 6}, "armour": 1},
        {"id": 2, "side": "foes", "wit": 10, "health": {"current": 5, "max": 5}, "armour": 0}
    ]})
}

fn murdham_next(response: &Value) -> Option<Value> {
    let next = &response["next"];
    let step = &next["step"];
    match step["step"].as_str()? {
        "awareness" => Some(json!({"command": "roll_awareness"})),
        "approach" => {
            let (party, foes) = match step["spotting"].as_str()? {
                "party_only" => (json!("fight"), Value::Null),
                "foes_only" => (Value::Null, json!("fight")),
                _ => (json!("fight"), json!("fight")),
            };
            Some(json!({"command": "approach", "party": party, "foes": foes}))
        }
        "round" => match next["waiting"].get(0) {
            Some(id) => Some(json!({"command": "act", "actor": id, "action":
                {"action": "attack", "target": other(id), "die": "d6", "landed": true}})),
            None => Some(json!({"command": "end_round"})),
        },
        _ => None,
    }
}

fn duel() -> Value {
    json!({"party": {"hp": 5, "max_hp": 5, "str": 12, "dr": 1, "weapon": "d8", "step": "normal"},
           "foes": {"hp": 4, "max_hp": 4, "str": 11, "dr": 0, "weapon": "d8", "step": "normal"},
           "first": "party", "out": "critical_damage"})
}

/// Rewrites the first initiative save of a Cairn House Rules log as failed.
fn forged_event(log: &mut Value) {
    if let Some(passed) = log.pointer_mut("/events/0/passed") {
        *passed = json!(false);
    }
}

/// Initiative rolled on its own: every start of 3d6 Constitution, Cairn
/// House Rules' saves, Haste and Slow, Murdham's awareness, and refusals.
fn initiative(cases: &mut Vec<Case>) {
    for seed in [31_u64, 32] {
        cases.push(case(
            "rollInitiative",
            json!({"system": "constitution", "combatants": [
                {"name": "Ash", "wit": 11, "bonus": 2},
                {"name": "the ogre", "wit": 6},
                {"name": "the scout", "wit": 14, "start": "advantage"},
                {"name": "the sentry", "wit": 9, "start": "penalty"},
                {"name": "a lackey", "wit": 8, "start": "henchman"},
                {"name": "the sleeper", "wit": 12, "start": "flat_footed"},
            ], "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "rollInitiative",
        json!({"system": "cairn_house", "pcs": [
            {"name": "Wren", "dex": 14}, {"name": "Oskar", "dex": 8},
            {"name": "Ida", "dex": 11, "mode": "slow"},
        ], "dice": {"seed": 33}}),
    ));
    cases.push(case(
        "rollInitiative",
        json!({"system": "constitution", "combatants": [{"name": "Ash", "wit": 11}],
               "dice": {"faces": [21]}}),
    ));
    cases.push(case(
        "rollInitiative",
        json!({"system": "cairn_house", "pcs": [{"name": "Wren", "dex": 21}],
               "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollInitiative",
        json!({"system": "gods_and_monsters", "combatants": [], "dice": {"seed": 1}}),
    ));
    // The house rules' initiative: individual d6s each round with
    // declarations, then side d6s kept for the fight; a turn ended out
    // of turn.
    let names = json!([{"id": 1, "name": "Ash"}, {"id": 2, "name": "the ogre"}]);
    let entrants = json!([{"id": 1, "side": "party"}, {"id": 2, "side": "foes"}]);
    let individual = json!({"setup": {"rules": {"method": {"method": "individual",
        "ties": "reroll"}, "keep": "each_round", "declarations": true}, "entrants": entrants},
        "names": names});
    cases.push(case("startHouseInitiative", individual.clone()));
    let mut log = answer("startHouseInitiative", &individual)["initiative"].clone();
    for (n, command) in [
        json!({"command": "declare", "id": 1}),
        json!({"command": "declare", "id": 2}),
        json!({"command": "roll"}),
    ]
    .into_iter()
    .enumerate()
    {
        let step = json!({"initiative": log, "command": command, "dice": {"seed": 40 + n},
                          "names": names});
        cases.push(case("stepHouseInitiative", step.clone()));
        log = answer("stepHouseInitiative", &step)["initiative"].clone();
    }
    let side = json!({"setup": {"rules": {"method": {"method": "side", "ties": "party_first"},
        "keep": "whole_fight", "declarations": false}, "entrants": entrants}});
    cases.push(case("startHouseInitiative", side.clone()));
    let started = answer("startHouseInitiative", &side)["initiative"].clone();
    let rolled = json!({"initiative": started, "command": {"command": "roll"},
                        "dice": {"faces": [3, 3]}});
    cases.push(case("stepHouseInitiative", rolled.clone()));
    let log = answer("stepHouseInitiative", &rolled)["initiative"].clone();
    cases.push(case(
        "stepHouseInitiative",
        json!({"initiative": log, "command": {"command": "end_turn", "id": 2},
               "dice": {"faces": []}}),
    ));
    // Murdham awareness: every pair of stances, one refused WIT.
    let stances = ["cautious", "reckless", "hidden"];
    for (i, party) in stances.iter().enumerate() {
        for (j, foes) in stances.iter().enumerate() {
            cases.push(case(
                "rollInitiative",
                json!({"system": "murdham",
                       "party": {"stance": party, "wits": [9, 12, 7]},
                       "foes": {"stance": foes, "wits": [10]},
                       "dice": {"seed": 40 + 3 * i + j}}),
            ));
        }
    }
    cases.push(case(
        "rollInitiative",
        json!({"system": "murdham", "party": {"stance": "cautious", "wits": [21]},
               "foes": {"stance": "cautious", "wits": [10]}, "dice": {"seed": 1}}),
    ));
}
