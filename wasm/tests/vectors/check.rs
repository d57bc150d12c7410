//! Checks: seeded rolls and supplied faces for every system's procedures,
//! their odds, and refusals.

use serde_json::{Value, json};

use super::{Case, case};

/// A check of `system`'s `procedure` with these inputs.
fn check(system: &str, procedure: &str, inputs: Value) -> Value {
    let mut check = json!({"system": system, "procedure": procedure});
    if let (Some(check), Value::Object(inputs)) = (check.as_object_mut(), inputs) {
        check.extend(inputs);
    }
    check
}

fn seeded(cases: &mut Vec<Case>, check: &Value, seed: u64) {
    cases.push(case(
        "rollCheck",
        json!({"check": check, "dice": {"seed": seed}}),
    ));
}

fn faces(cases: &mut Vec<Case>, check: &Value, faces: &[u32]) {
    cases.push(case(
        "rollCheck",
        json!({"check": check, "dice": {"faces": faces}}),
    ));
}

fn odds(cases: &mut Vec<Case>, check: &Value) {
    cases.push(case("checkOdds", json!({"check": check})));
}

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let c = &mut cases;

    // 3d6 Constitution.
    let ability = check("constitution", "ability", json!({"ability": 12, "dc": 20}));
    seeded(c, &ability, 1);
    // TC-3.1: 8 + 12 = 20 meets DC 20; TC-3.3: 20 + 20 + 3 + 12 = 55.
    faces(c, &ability, &[8]);
    faces(c, &ability, &[20, 20, 3]);
    odds(c, &ability);
    let hard = check(
        "constitution",
        "ability",
        json!({"ability": 15, "dc": 25, "modifier": -2, "skill": 60,
               "edge": {"advantage": 1}, "natural_one": "keep"}),
    );
    seeded(c, &hard, 7);
    faces(c, &hard, &[1, 1]);
    odds(c, &hard);
    let morale = check("constitution", "morale", json!({"score": 7}));
    seeded(c, &morale, 3);
    faces(c, &morale, &[3, 4]);
    odds(c, &morale);
    let percentile = check("constitution", "percentile", json!({"rating": 45}));
    seeded(c, &percentile, 4);
    odds(c, &percentile);
    let haggle = check("constitution", "haggle", json!({"cha": 12}));
    seeded(c, &haggle, 5);
    odds(c, &haggle);
    let concept = check("constitution", "reused_concept", json!({}));
    faces(c, &concept, &[1]);
    odds(c, &concept);

    // Cairn House Rules.
    let save = check(
        "cairn_house",
        "save",
        json!({"ability": 12, "edge": {"advantage": 1}}),
    );
    seeded(c, &save, 1);
    // CH-dice.save.adv: 2d20, keep the lower.
    faces(c, &save, &[15, 7]);
    odds(c, &save);
    let naturals = check(
        "cairn_house",
        "save",
        json!({"ability": 20, "naturals": "one_passes_twenty_fails"}),
    );
    faces(c, &naturals, &[20]);
    odds(c, &naturals);
    let reaction = check("cairn_house", "reaction", json!({"modifier": 1}));
    seeded(c, &reaction, 2);
    odds(c, &reaction);

    // Gods & Monsters.
    let perception = check("gods_and_monsters", "roll", json!({"score": 4}));
    seeded(c, &perception, 1);
    // GM-dice.roll-under: Toromeen's perception 4 missed by 1 on a 5.
    faces(c, &perception, &[5]);
    odds(
        c,
        &check(
            "gods_and_monsters",
            "roll",
            json!({"score": 12, "modifier": -3}),
        ),
    );
    let herbalist = check(
        "gods_and_monsters",
        "assistance",
        json!({"ability": {"score": 15}, "bonus": 2, "people": 3}),
    );
    faces(c, &herbalist, &[11]);
    odds(c, &herbalist);
    let morale = check(
        "gods_and_monsters",
        "group_morale",
        json!({"group": 12, "roll": {"score": 12}}),
    );
    // GM-dice.group.decisions: missed by 2, gives way after 2 rounds.
    faces(c, &morale, &[14]);
    odds(c, &morale);
    let order = check(
        "gods_and_monsters",
        "leader_order",
        json!({"group": 12, "cha": {"score": 14}}),
    );
    faces(c, &order, &[12]);
    odds(c, &order);
    let fall = check(
        "gods_and_monsters",
        "failure_point",
        json!({"sections": 8, "unit": 10}),
    );
    faces(c, &fall, &[5]);
    odds(c, &fall);
    let up_to = check("gods_and_monsters", "smallest_die", json!({"up_to": 7}));
    seeded(c, &up_to, 6);
    faces(c, &up_to, &[8, 8, 3]);
    odds(c, &up_to);
    let contest = check(
        "gods_and_monsters",
        "contest",
        json!({"kind": "opposed", "sides": [{"score": 12}, {"score": 10}], "start": 2}),
    );
    seeded(c, &contest, 9);
    // GM-dice.contest: 8 and 7 both succeed, roll again; 8 and 12 wins.
    faces(c, &contest, &[8, 7, 8, 12]);
    odds(c, &contest);

    // Murdham.
    let wit = check("murdham", "save", json!({"ability": 11}));
    seeded(c, &wit, 1);
    faces(c, &wit, &[12]);
    odds(c, &wit);
    let leap = check("murdham", "save", json!({"ability": 9, "gate": "trivial"}));
    faces(c, &leap, &[]);
    odds(c, &leap);
    let enhanced = check(
        "murdham",
        "save",
        json!({"ability": 11, "edge": {"advantage": 2, "disadvantage": 1}}),
    );
    faces(c, &enhanced, &[17, 4]);
    let group = check("murdham", "group_save", json!({"scores": [14, 10]}));
    seeded(c, &group, 2);
    faces(c, &group, &[12]);
    odds(c, &group);
    let contest = check("murdham", "contest", json!({"abilities": [12, 10]}));
    seeded(c, &contest, 3);
    // MU-dice.contest: 12 - 8 = 4 against 10 - 6 = 4, a tie; then 3 to 7.
    faces(c, &contest, &[8, 6, 9, 3]);
    odds(c, &contest);
    let luck = check("murdham", "luck_game", json!({"players": 3}));
    seeded(c, &luck, 4);
    faces(c, &luck, &[9, 4, 4, 15, 6]);
    odds(c, &luck);
    let damage = check("murdham", "damage", json!({"die": "d4"}));
    seeded(c, &damage, 5);
    faces(c, &damage, &[4, 3]);
    odds(c, &damage);

    // Block, Dodge, Parry.
    let save = check("block_dodge_parry", "save", json!({"ability": 16}));
    seeded(c, &save, 1);
    faces(c, &save, &[1]);
    odds(c, &save);
    let advantage = check(
        "block_dodge_parry",
        "save",
        json!({"ability": 30, "edge": {"advantage": 1}}),
    );
    faces(c, &advantage, &[20, 20]);
    odds(c, &advantage);
    let contest = check(
        "block_dodge_parry",
        "contest",
        json!({"abilities": [12, 9]}),
    );
    seeded(c, &contest, 2);
    faces(c, &contest, &[5, 5, 10, 3]);
    odds(c, &contest);
    let lockpicking = check(
        "block_dodge_parry",
        "time_gear_skill",
        json!({"factors": {"time": false, "gear": {"benefits": 1, "hindrances": 0},
                           "skill": {"benefits": 1, "hindrances": 0}}}),
    );
    seeded(c, &lockpicking, 3);
    faces(c, &lockpicking, &[4]);
    odds(c, &lockpicking);
    let certain = check(
        "block_dodge_parry",
        "time_gear_skill",
        json!({"gate": "certain", "factors": {"time": false,
               "gear": {"benefits": 0, "hindrances": 0},
               "skill": {"benefits": 0, "hindrances": 0}}}),
    );
    faces(c, &certain, &[]);
    let fate = check("block_dodge_parry", "die_of_fate", json!({}));
    seeded(c, &fate, 4);
    faces(c, &fate, &[4]);
    odds(c, &fate);
    let d3 = check("block_dodge_parry", "small_die", json!({"die": "d3"}));
    faces(c, &d3, &[5]);
    odds(c, &d3);

    // Refusals.
    // A value out of range, through the library's own checks.
    odds(c, &check("cairn_house", "save", json!({"ability": 21})));
    odds(
        c,
        &check(
            "block_dodge_parry",
            "save",
            json!({"ability": 12, "edge": {"advantage": 0, "disadvantage": 1}}),
        ),
    );
    odds(
        c,
        &check("murdham", "contest", json!({"abilities": [12, 10, 8]})),
    );
    // A face not on its die, faces left over, faces run out.
    faces(c, &morale_check(), &[3, 7]);
    faces(c, &save, &[4, 5]);
    faces(c, &contest, &[5, 5]);
    // Malformed requests: an unknown system, procedure or field, no dice.
    odds(c, &check("dragonbane", "save", json!({"ability": 12})));
    odds(c, &check("murdham", "reaction", json!({"modifier": 1})));
    odds(
        c,
        &check("murdham", "luck_game", json!({"players": 3, "rounds": 2})),
    );
    cases.push(case(
        "rollCheck",
        json!({"check": check("murdham", "save", json!({"ability": 9}))}),
    ));
    cases
}

fn morale_check() -> Value {
    check("constitution", "morale", json!({"score": 7}))
}
