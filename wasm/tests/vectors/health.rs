//! Health: damage with its rolled consequence, its odds, and refusals.

use serde_json::{Value, json};

use super::{Case, case};

/// A Cairn House Rules character: HP, max HP and STR, DEX, WIL unharmed.
fn cairn(hp: u32, max_hp: u32, [str, dex, wil]: [i32; 3]) -> Value {
    json!({
        "hp": hp, "max_hp": max_hp,
        "str": {"current": str, "max": str},
        "dex": {"current": dex, "max": dex},
        "wil": {"current": wil, "max": wil},
    })
}

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let damage = |character: Value, damage: u32, dice: Value| {
        case(
            "applyDamage",
            json!({"system": "cairn_house", "character": character, "damage": damage, "dice": dice}),
        )
    };
    // The rulebook's worked cases: HP take it all; exactly 0 HP and a d6
    // of 2 gouges out an eye; HP 2 takes 5, STR 11 -> 8 and a d20 of 12
    // fails the save; past 0 HP with STR left to lose but the save passed.
    cases.push(damage(cairn(4, 4, [14, 9, 11]), 3, json!({"faces": []})));
    cases.push(damage(cairn(3, 4, [14, 9, 11]), 3, json!({"faces": [2]})));
    cases.push(damage(cairn(2, 6, [11, 10, 10]), 5, json!({"faces": [12]})));
    cases.push(damage(cairn(2, 6, [11, 10, 10]), 5, json!({"faces": [8]})));
    cases.push(damage(cairn(0, 6, [3, 10, 10]), 5, json!({"faces": []})));
    cases.push(damage(cairn(4, 4, [14, 9, 11]), 0, json!({"faces": []})));
    // A second eye gouged out blinds.
    let mut one_eye = cairn(2, 5, [12, 12, 12]);
    one_eye["wounds"] = json!(["eye_gouged_out"]);
    cases.push(damage(one_eye, 2, json!({"faces": [2]})));
    // Seeded.
    for (character, dmg, seed) in [
        (cairn(5, 5, [12, 10, 8]), 5, 1),
        (cairn(5, 5, [12, 10, 8]), 9, 2),
        (cairn(1, 6, [15, 10, 8]), 6, 3),
        (cairn(6, 6, [10, 10, 10]), 2, 4),
    ] {
        cases.push(damage(character, dmg, json!({"seed": seed})));
    }
    // Odds.
    for (character, dmg) in [
        (cairn(4, 4, [14, 9, 11]), 3),
        (cairn(3, 4, [14, 9, 11]), 3),
        (cairn(2, 6, [11, 10, 10]), 5),
        (cairn(0, 6, [3, 10, 10]), 2),
        (cairn(0, 6, [3, 10, 10]), 3),
    ] {
        cases.push(case(
            "damageOdds",
            json!({"system": "cairn_house", "character": character, "damage": dmg}),
        ));
    }
    // Murdham: the rulebook-style cases of osr-health: a d10 through
    // armour 1 at 8 of 12, 10 then 4 (exploded) is 13, 12 after armour:
    // dead; a d6 of 3 through armour 1 at 10 of 10: hurt.
    let hit = |health: Value, die: &str, armour: u32, dice: Value| {
        case(
            "applyDamage",
            json!({"system": "murdham", "health": health, "die": die, "armour": armour, "dice": dice}),
        )
    };
    cases.push(hit(
        json!({"current": 8, "max": 12}),
        "d10",
        1,
        json!({"faces": [10, 4]}),
    ));
    cases.push(hit(
        json!({"current": 10, "max": 10}),
        "d6",
        1,
        json!({"faces": [3]}),
    ));
    cases.push(hit(
        json!({"current": 10, "max": 10}),
        "d6",
        0,
        json!({"faces": [5]}),
    ));
    cases.push(hit(
        json!({"current": 4, "max": 10}),
        "d8",
        3,
        json!({"faces": [2]}),
    ));
    cases.push(hit(
        json!({"current": 4, "max": 10}),
        "d8",
        0,
        json!({"faces": [4]}),
    ));
    for (current, die, armour, seed) in [(12, "d8", 1, 1), (6, "d12", 0, 2), (3, "d4", 2, 3)] {
        cases.push(hit(
            json!({"current": current, "max": 12}),
            die,
            armour,
            json!({"seed": seed}),
        ));
    }
    for (current, max, die, armour) in [(8, 12, "d10", 1), (10, 10, "d6", 0), (2, 12, "d4", 3)] {
        cases.push(case(
            "damageOdds",
            json!({"system": "murdham", "health": {"current": current, "max": max}, "die": die, "armour": armour}),
        ));
    }
    cases.push(hit(
        json!({"current": 13, "max": 12}),
        "d6",
        0,
        json!({"seed": 1}),
    ));
    cases.push(hit(
        json!({"current": 8, "max": 12}),
        "d6",
        4,
        json!({"seed": 1}),
    ));
    cases.push(hit(
        json!({"current": 8, "max": 12}),
        "d20",
        0,
        json!({"seed": 1}),
    ));
    cases.push(hit(
        json!({"current": 8, "max": 12}),
        "d6",
        0,
        json!({"faces": [6]}),
    ));
    cases.push(hit(
        json!({"current": 8, "max": 12}),
        "d6",
        0,
        json!({"faces": vec![6; 200]}),
    ));
    // Refusals: damage out of range, a face not on its die, unused faces,
    // a character that does not hold together, a dead one, a malformed
    // request.
    cases.push(damage(cairn(4, 4, [14, 9, 11]), 1001, json!({"seed": 1})));
    cases.push(damage(cairn(3, 4, [14, 9, 11]), 3, json!({"faces": [7]})));
    cases.push(damage(cairn(4, 4, [14, 9, 11]), 1, json!({"faces": [3]})));
    cases.push(damage(cairn(9, 4, [14, 9, 11]), 1, json!({"seed": 1})));
    let mut dead = cairn(0, 4, [0, 9, 11]);
    dead["dead"] = json!(true);
    cases.push(damage(dead.clone(), 1, json!({"seed": 1})));
    cases.push(case(
        "damageOdds",
        json!({"system": "cairn_house", "character": dead, "damage": 1}),
    ));
    cases.push(case(
        "applyDamage",
        json!({"system": "cairn_house", "character": cairn(4, 4, [14, 9, 11]), "damage": 1}),
    ));
    cases.push(case(
        "damageOdds",
        json!({"system": "cairn_house", "character": cairn(4, 4, [14, 9, 11]), "damage": -1}),
    ));
    // Diseases: Block, Dodge, Parry's timed and healed-by-saves ones, a
    // body worn down to 0, a cure's end; Murdham's recovery over days;
    // refusals.
    let track = |current: i32, max: i32| json!({"current": current, "max": max});
    let body = |str: i32| json!({"str": track(str, 12), "dex": track(10, 10), "wil": track(9, 9)});
    cases.extend([
        case(
            "diseaseDay",
            json!({"system": "block_dodge_parry", "disease": "swampsigh", "body": body(12), "dice": {"seed": 1}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "block_dodge_parry", "disease": "tick_jitters", "body": body(3), "care": true,
                   "dice": {"seed": 2}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "block_dodge_parry",
                   "illness": {"disease": "bonebreaker_plague", "days_left": null, "successes": 2},
                   "body": body(12), "dice": {"faces": [5]}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "block_dodge_parry",
                   "illness": {"disease": "souls_despair", "days_left": null, "successes": 0, "cured": true},
                   "body": body(12), "dice": {"faces": []}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "block_dodge_parry",
                   "illness": {"disease": "swampsigh", "days_left": 9, "successes": 0},
                   "body": body(12), "dice": {"seed": 1}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "block_dodge_parry", "disease": "swampsigh",
                   "illness": {"disease": "swampsigh", "days_left": 2, "successes": 0},
                   "body": body(12), "dice": {"seed": 1}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "murdham", "disease": "bloody_flu", "str": 10, "dice": {"faces": [15, 3, 1, 4]}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "murdham", "disease": "demon_pox", "str": 10, "dice": {"seed": 4}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "murdham", "sickness": {"disease": "bloody_flu", "successes": 1, "failures": 3},
                   "str": 7, "dice": {"faces": [2]}}),
        ),
        case(
            "diseaseDay",
            json!({"system": "murdham", "disease": "bloody_flu", "str": 25, "dice": {"seed": 4}}),
        ),
    ]);
    cases
}
