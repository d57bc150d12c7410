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
    cases.extend(casting());
    cases.extend(rites());
    cases.extend(learning());
    cases
}

/// Spells learnt: each 3d6 Constitution way, a Gods & Monsters spell
/// acquired each way, and refusals.
fn learning() -> Vec<Case> {
    let mut cases = Vec::new();
    let spells = json!(["Sleep", "Light", "Charm", "Ward", "Fly"]);
    for (known, seed) in [(json!([]), 21_u64), (json!(["Light", "Ward"]), 22)] {
        cases.push(case(
            "learnSpell",
            json!({"system": "constitution", "way": "exploratory",
                   "specialisations": {"goetia": true}, "spells": spells, "known": known,
                   "dice": {"seed": seed}}),
        ));
        cases.push(case(
            "learnSpell",
            json!({"system": "constitution", "way": "writings", "spells": spells,
                   "known": known, "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "learnSpell",
        json!({"system": "constitution", "way": "curriculum", "curriculum": spells,
               "known": ["Sleep", "Light"]}),
    ));
    cases.push(case(
        "learnSpell",
        json!({"system": "constitution", "way": "mentor", "spell": "Fly", "rating": 75}),
    ));
    for (rating, days, seed) in [(50, 3, 23_u64), (95, 2, 24), (10, 30, 25)] {
        cases.push(case(
            "learnSpell",
            json!({"system": "constitution", "way": "study", "spell": "Ward",
                   "rating": rating, "days": days, "dice": {"seed": seed}}),
        ));
    }
    for (by, seed) in [
        (json!({"by": "loot"}), 26_u64),
        (json!({"by": "theft"}), 27),
        (json!({"by": "trade"}), 28),
        (json!({"by": "mojo", "archetypal": 1}), 29),
        (json!({"by": "mojo", "archetypal": 4}), 30),
    ] {
        cases.push(case(
            "learnSpell",
            json!({"system": "gods_and_monsters", "way": "acquire", "spell": "Web",
                   "level": 4, "by": by, "reason": 9, "dice": {"seed": seed}}),
        ));
    }
    // Refused: no Goetia, nothing left to learn, a study of no days, a
    // roll without dice, a way another system has.
    cases.push(case(
        "learnSpell",
        json!({"system": "constitution", "way": "exploratory", "specialisations": {},
               "spells": spells, "dice": {"seed": 31}}),
    ));
    cases.push(case(
        "learnSpell",
        json!({"system": "constitution", "way": "curriculum", "curriculum": ["Sleep"],
               "known": ["Sleep"]}),
    ));
    cases.push(case(
        "learnSpell",
        json!({"system": "constitution", "way": "study", "spell": "Ward", "rating": 50,
               "days": 0, "dice": {"seed": 32}}),
    ));
    cases.push(case(
        "learnSpell",
        json!({"system": "gods_and_monsters", "way": "acquire", "spell": "Web", "level": 2,
               "by": {"by": "loot"}, "reason": 9}),
    ));
    cases.push(case(
        "learnSpell",
        json!({"system": "gods_and_monsters", "way": "mentor", "spell": "Web", "rating": 50}),
    ));
    cases
}

/// Rituals and blessings (3d6 Constitution), psychic attacks and
/// disbelief (Gods & Monsters).
fn rites() -> Vec<Case> {
    let mut cases = Vec::new();
    let spell = json!({"name": "Hold Portal", "level": 2, "rating": 75});
    for seed in [12_u64, 13] {
        cases.push(case(
            "performRitual",
            json!({"system": "constitution", "spell": spell, "kno": 13, "wil": 14,
                   "kno_modifier": 3, "dice": {"seed": seed}}),
        ));
    }
    for (purpose, penance, prayed_at) in [("just", 3, 300), ("selfish", 0, 1430)] {
        cases.push(case(
            "askBlessing",
            json!({"system": "constitution", "specialisations": {"ordained": true},
                   "purpose": purpose, "penance": penance, "prayed_at": prayed_at,
                   "sunrise": 375, "sunset": 1125}),
        ));
    }
    for (defender, to_survival, seed) in [
        (json!({"verve": 4, "survival": 9}), false, 14_u64),
        (json!({"verve": 4, "survival": 9}), true, 15),
        (json!({"verve": 1, "survival": 1}), false, 16),
    ] {
        cases.push(case(
            "psychicAttack",
            json!({"system": "gods_and_monsters", "monk_level": 4, "verve": 3,
                   "charisma_major": 2, "defender": defender, "to_survival": to_survival,
                   "dice": {"seed": seed}}),
        ));
    }
    for (way, seed) in [("perception", 17_u64), ("willpower", 18)] {
        cases.push(case(
            "disbelieve",
            json!({"system": "gods_and_monsters", "way": way, "score": 13, "penalty": -7,
                   "phantasmal_damage": 21, "dice": {"seed": seed}}),
        ));
    }
    // Refusals.
    cases.push(case(
        "performRitual",
        json!({"system": "constitution", "spell": {"name": "Hold Portal", "level": 2, "rating": 0},
               "kno": 13, "wil": 14, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "askBlessing",
        json!({"system": "constitution", "specialisations": {"ordained": true},
               "purpose": "just", "prayed_at": 1440, "sunrise": 375, "sunset": 1125}),
    ));
    cases.push(case(
        "psychicAttack",
        json!({"system": "gods_and_monsters", "monk_level": 2, "verve": 0, "charisma_major": 0,
               "defender": {"verve": 1, "survival": 1}, "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "disbelieve",
        json!({"system": "gods_and_monsters", "way": "squinting", "score": 13,
               "dice": {"seed": 1}}),
    ));
    cases
}

/// Preparing and casting spells in each system that casts them.
fn casting() -> Vec<Case> {
    let mut cases = Vec::new();
    let bolt = json!({"name": "Fire Bolt", "level": 1, "rating": 60});
    let ward = json!({"name": "Ward", "level": 2, "rating": 35});
    let sage = json!({"level": 3, "specialisations": {"goetia": true}});
    cases.push(case(
        "prepareSpells",
        json!({"system": "constitution", "caster": sage, "spells": [ward, bolt, bolt]}),
    ));
    let prepared = json!({"caster_level": 3, "fatigue": 0, "spells": [
        {"spell": ward, "slot": 2, "cast": false},
        {"spell": bolt, "slot": 1, "cast": false},
        {"spell": bolt, "slot": 3, "cast": true},
    ]});
    for (position, seed) in [(0, 1_u64), (1, 2)] {
        cases.push(case(
            "castSpell",
            json!({"system": "constitution", "prepared": prepared, "position": position,
                   "dice": {"seed": seed}}),
        ));
    }
    let book = json!({"from": "spellbook", "spell": "sleep", "level": 2});
    let scroll = json!({"from": "scroll", "spell": "fireball", "level": 4});
    cases.push(case(
        "castSpell",
        json!({"system": "cairn_house", "source": book}),
    ));
    for seed in [3_u64, 4, 5] {
        cases.push(case(
            "castSpell",
            json!({"system": "cairn_house", "source": scroll, "wil": 11, "danger": true,
                   "hit": true, "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "castSpell",
        json!({"system": "gods_and_monsters", "level": 4, "injuries": 1, "spell_level": 2,
               "casting_time": {"segments": 3}, "movement": 9}),
    ));
    for seed in [6_u64, 7] {
        cases.push(case(
            "castSpell",
            json!({"system": "gods_and_monsters", "level": 4, "spell_level": 4,
                   "casting_time": {"rounds": 1}, "movement": 9,
                   "called_shot": {"evasion": 10, "damage": 4}, "dice": {"seed": seed}}),
        ));
    }
    for (fatigue, seed) in [(0, 8_u64), (7, 9)] {
        cases.push(case(
            "castSpell",
            json!({"system": "block_dodge_parry", "wil": 9, "fatigue": fatigue,
                   "spell_fatigue": 3, "dice": {"seed": seed}}),
        ));
    }
    // Refusals.
    cases.push(case(
        "prepareSpells",
        json!({"system": "constitution", "caster": {"level": 1, "specialisations": {}},
               "spells": [bolt]}),
    ));
    cases.push(case(
        "castSpell",
        json!({"system": "constitution", "prepared": prepared, "position": 2,
               "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "castSpell",
        json!({"system": "constitution", "prepared": prepared, "position": 3,
               "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "castSpell",
        json!({"system": "cairn_house", "source": book, "encumbered": true}),
    ));
    cases.push(case(
        "castSpell",
        json!({"system": "gods_and_monsters", "level": 2, "injuries": 2, "spell_level": 1}),
    ));
    cases.push(case(
        "castSpell",
        json!({"system": "murdham", "wil": 9, "spell_fatigue": 1, "dice": {"seed": 1}}),
    ));
    cases
}
