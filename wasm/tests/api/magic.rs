//! The magic operations answer as osr-magic does.

use osr::core::SuppliedFaces;
use osr::magic::cairn_house::{Spell, SpellLevel};
use osr::magic::constitution::{self, Research};
use serde_json::{Value, json};

use super::{call, refusal};

#[test]
fn the_spell_list_is_the_librarys() {
    let answer = call("listSpells", &json!({"system": "cairn_house", "level": 4}));
    let spells = answer["spells"].as_array().unwrap();
    assert_eq!(spells.len(), Spell::ALL.len());
    let level = SpellLevel::new(4).unwrap();
    for (entry, spell) in spells.iter().zip(Spell::ALL) {
        assert_eq!(entry["id"], spell.id());
        assert_eq!(entry["name"], spell.name());
        assert_eq!(
            entry["effect"],
            serde_json::to_value(spell.effect(level)).unwrap()
        );
    }
}

#[test]
fn research_is_the_librarys() {
    let research = Research::new(constitution::SpellLevel::new(2).unwrap(), true);
    let faces = [1, 2, 3, 4, 5, 6, 1, 2];
    let rolled = research.roll(&mut SuppliedFaces::new(&faces)).unwrap();
    let answer = call(
        "rollResearch",
        &json!({"system": "constitution", "level": 2, "chores": true, "dice": {"faces": faces}}),
    );
    assert_eq!(answer["research"], serde_json::to_value(&rolled).unwrap());
    assert_eq!(answer["research"]["days"], 48);
    assert_eq!(answer["rating"], 50);
    let odds = call(
        "researchOdds",
        &json!({"system": "constitution", "level": 2, "chores": true}),
    );
    let distribution = research.days_odds().unwrap();
    assert_eq!(odds["min"], distribution.min().unwrap());
    assert_eq!(odds["max"], distribution.max().unwrap());
    assert_eq!(odds["mean"]["exact"], distribution.mean().to_string());
    assert_eq!(
        odds["days"].as_array().unwrap().len(),
        distribution.outcomes().count()
    );
}

#[test]
fn refusals_have_their_kinds() {
    assert_eq!(
        refusal("listSpells", &json!({"system": "cairn_house", "level": 0})),
        "out_of_range"
    );
    let research = |faces: Value| {
        refusal(
            "rollResearch",
            &json!({"system": "constitution", "level": 1, "dice": {"faces": faces}}),
        )
    };
    assert_eq!(research(json!([1, 2, 3, 9])), "face_out_of_range");
    assert_eq!(research(json!([1, 2, 3])), "faces_exhausted");
    assert_eq!(research(json!([1, 2, 3, 4, 5])), "unused_faces");
}

/// A level-2 sage with Goetia, the spell book at hand.
fn sage() -> Value {
    json!({"level": 2, "specialisations": {"goetia": true}})
}

#[test]
fn spells_are_prepared_in_slots_and_cast_under_their_rating() {
    // rule: TC-12.3
    // rule: TC-12.3.roll
    // rule: TC-12.4
    // rule: TC-12.5
    // rule: TC-12.6
    // A level-2 caster has one slot of level 1 and one of level 2; the
    // level-1 Fire Bolt and Ward take both. A second preparation today
    // gives 1 fatigue; two hours either way.
    let bolt = json!({"name": "Fire Bolt", "level": 1, "rating": 50});
    let ward = json!({"name": "Ward", "level": 1, "rating": 35});
    let answer = call(
        "prepareSpells",
        &json!({"system": "constitution", "caster": sage(), "spells": [bolt, ward],
                "earlier_today": 1}),
    );
    assert_eq!(
        (answer["fatigue"].clone(), answer["hours"].clone()),
        (json!(1), json!(2))
    );
    let slots: Vec<&Value> = answer["prepared"]["spells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|spell| &spell["slot"])
        .collect();
    assert_eq!(slots, [1, 2]);
    assert_eq!(answer["chances"][0]["exact"], "1/2");
    assert_eq!(answer["chances"][1]["exact"], "7/20");
    assert_eq!(
        answer["text"],
        "2 spells prepared in 2 hours: Fire Bolt in a level 1 slot (50%), \
         Ward in a level 2 slot (35%). A second preparation today: 1 fatigue."
    );
    // d100 50 is under a rating of 50 (at most it), 36 not under 35; each cast
    // uses its spell up, so the same position is refused after.
    let cast = |prepared: &Value, position: usize, face: u32| {
        call(
            "castSpell",
            &json!({"system": "constitution", "prepared": prepared, "position": position,
                    "dice": {"faces": [face]}}),
        )
    };
    let first = cast(&answer["prepared"], 0, 50);
    assert_eq!(first["succeeded"], true);
    assert_eq!(first["chance"]["exact"], "1/2");
    assert_eq!(
        first["text"],
        "Fire Bolt: d100 50 against 50%: the spell takes effect."
    );
    let second = cast(&first["prepared"], 1, 36);
    assert_eq!(second["succeeded"], false);
    assert_eq!(second["chance"]["exact"], "7/20");
    assert_eq!(
        refusal(
            "castSpell",
            &json!({"system": "constitution", "prepared": second["prepared"], "position": 0,
                    "dice": {"faces": [1]}})
        ),
        "already_cast"
    );
}

#[test]
fn preparing_needs_goetia_the_book_and_room() {
    // rule: TC-12.5
    // rule: TC-12.7
    let bolt = json!({"name": "Fire Bolt", "level": 1, "rating": 50});
    let prepare = |caster: Value, spells: Value| {
        refusal(
            "prepareSpells",
            &json!({"system": "constitution", "caster": caster, "spells": spells}),
        )
    };
    assert_eq!(
        prepare(json!({"level": 2, "specialisations": {}}), json!([bolt])),
        "not_initiated"
    );
    assert_eq!(
        prepare(
            json!({"level": 2, "specialisations": {"goetia": true}, "spell_book": false}),
            json!([bolt])
        ),
        "no_spell_book"
    );
    // Three spells for two slots; a level-3 spell for a level-2 caster.
    assert_eq!(
        prepare(sage(), json!([bolt, bolt, bolt])),
        "spells_do_not_fit"
    );
    let big = json!({"name": "Storm", "level": 3, "rating": 40});
    assert_eq!(prepare(sage(), json!([big])), "spells_do_not_fit");
}

#[test]
fn a_cairn_house_cast_pays_its_cost_and_rolls_its_saves() {
    // rule: CH-magic.spellbook.fatigue
    // rule: CH-magic.scroll
    // rule: CH-magic.danger-save
    // rule: CH-combat.cast-interrupt
    let book = json!({"from": "spellbook", "spell": "fireball", "level": 3});
    let safe = call(
        "castSpell",
        &json!({"system": "cairn_house", "source": book}),
    );
    assert_eq!(
        (safe["fatigue"].clone(), safe["consumed"].clone()),
        (json!(1), json!(false))
    );
    assert_eq!(safe["takes_effect"], true);
    assert_eq!(safe["chance"]["exact"], "1/1");
    assert_eq!(safe["mishap_chance"]["exact"], "0/1");
    assert_eq!(safe["faces"], json!([]));
    assert_eq!(
        safe["text"],
        "Fireball (level 3), cast from a spellbook: 1 fatigue."
    );
    // A scroll in danger, then hit, WIL 9: the danger save's 12 fails (a
    // mishap), the hit's 5 holds. Each fails with 11 in 20.
    let scroll = json!({"from": "scroll", "spell": "fireball", "level": 3});
    let risky = call(
        "castSpell",
        &json!({"system": "cairn_house", "source": scroll, "wil": 9, "danger": true,
                "hit": true, "dice": {"faces": [12, 5]}}),
    );
    assert_eq!(
        (risky["fatigue"].clone(), risky["consumed"].clone()),
        (json!(0), json!(true))
    );
    assert_eq!(
        (risky["mishap"].clone(), risky["takes_effect"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(risky["mishap_chance"]["exact"], "11/20");
    assert_eq!(risky["chance"]["exact"], "9/20");
    assert_eq!(
        risky["text"],
        "Fireball (level 3), cast from a scroll, which is used up; in danger, WIL save 12 \
         against 9: failed, a mishap; hit while casting, WIL save 5 against 9: held, the \
         spell takes effect in phase 5."
    );
    let lost = call(
        "castSpell",
        &json!({"system": "cairn_house", "source": book, "wil": 9, "hit": true,
                "dice": {"faces": [10]}}),
    );
    assert_eq!(
        (lost["takes_effect"].clone(), lost["fatigue"].clone()),
        (json!(false), json!(1))
    );
}

#[test]
fn a_cairn_house_cast_is_refused_when_the_rules_forbid_it() {
    // rule: CH-magic.encumbered
    // rule: CH-magic.spellbook
    let book = json!({"from": "spellbook", "spell": "fireball", "level": 3});
    let cast = |fields: Value| {
        let mut request = json!({"system": "cairn_house", "source": book});
        request
            .as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        refusal("castSpell", &request)
    };
    assert_eq!(cast(json!({"encumbered": true})), "encumbered");
    assert_eq!(cast(json!({"hands_free": 1})), "hands_not_free");
    assert_eq!(
        cast(json!({"danger": true, "dice": {"seed": 1}})),
        "invalid_request"
    );
    assert_eq!(cast(json!({"wil": 9, "danger": true})), "dice_required");
}

#[test]
fn a_gods_and_monsters_cast_keeps_to_the_injury_cap_and_may_be_disrupted() {
    // rule: GM-magic.injury-cap
    // rule: GM-magic.casting-movement
    // rule: GM-magic.disruption
    // Level 5 with 2 injuries casts up to level 3; a level-4 spell is
    // refused.
    let cast = |fields: Value| {
        let mut request = json!({"system": "gods_and_monsters", "level": 5, "injuries": 2});
        request
            .as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        request
    };
    assert_eq!(
        refusal("castSpell", &cast(json!({"spell_level": 4}))),
        "above_injury_cap"
    );
    // Movement 10 less a casting time of 4 segments leaves 6. Evasion 8,
    // hit for 3, moving 6: the d20 must be at most 11; 12 disrupts.
    let answer = call(
        "castSpell",
        &cast(
            json!({"spell_level": 3, "casting_time": {"segments": 4}, "movement": 10,
                     "called_shot": {"evasion": 8, "damage": 3}, "dice": {"faces": [12]}}),
        ),
    );
    assert_eq!(answer["injury_cap"], 3);
    assert_eq!(answer["movement_left"], 6);
    assert_eq!(answer["completed"], false);
    assert_eq!(answer["chance"]["exact"], "11/20");
    assert_eq!(
        answer["text"],
        "A level 3 spell, cast with 6 movement left; hit by a called shot, evasion roll 12 \
         against 11: disrupted, with no verve lost and the spell not used up."
    );
    // A round's casting time stops all movement; no shot, nothing rolled.
    let calm = call(
        "castSpell",
        &cast(json!({"spell_level": 1, "casting_time": {"rounds": 1}, "movement": 10})),
    );
    assert_eq!(
        (calm["movement_left"].clone(), calm["completed"].clone()),
        (json!(0), json!(true))
    );
    assert_eq!(calm["faces"], json!([]));
    assert_eq!(
        refusal(
            "castSpell",
            &cast(json!({"spell_level": 1, "called_shot": {"evasion": 8, "damage": 3}}))
        ),
        "dice_required"
    );
}

#[test]
fn a_block_dodge_parry_cast_saves_on_wil_and_adds_its_fatigue() {
    // rule: BDP-1.1.spell-wil
    // rule: BDP-1.6.spell-fatigue
    // WIL 12: a 12 passes, 12 in 20. Fatigue 9 and 1 more fills the ten
    // slots, which sets HP to 0.
    let answer = call(
        "castSpell",
        &json!({"system": "block_dodge_parry", "wil": 12, "fatigue": 9, "spell_fatigue": 1,
                "dice": {"faces": [12]}}),
    );
    assert_eq!(answer["passed"], true);
    assert_eq!(answer["chance"]["exact"], "3/5");
    assert_eq!(
        answer["fatigue"],
        json!({"from": 9, "to": 10, "slots_full": true})
    );
    assert_eq!(
        answer["text"],
        "WIL save 12 against 12: passed. Fatigue 9 to 10: every slot is full, and HP drops to 0."
    );
    assert_eq!(
        refusal(
            "castSpell",
            &json!({"system": "block_dodge_parry", "wil": 12, "fatigue": 10, "spell_fatigue": 1,
                    "dice": {"faces": [3]}})
        ),
        "out_of_range"
    );
}

#[test]
fn a_ritual_takes_an_hour_a_level_and_two_checks_scaled_by_the_rating() {
    // rule: TC-12.2
    // rule: TC-4.10
    // A level-3 spell at 60%: KNO 15 x 60% = 9 (+2 for a sage), WIL 12 x
    // 60% = 7, each d20 + that against DC 20. A 10 and a 13 make 21 and
    // 20: cast. Before the dice: d20 >= 9 (12 in 20) and d20 >= 13 (8 in
    // 20), 96 in 400.
    let spell = json!({"name": "Hold Portal", "level": 3, "rating": 60});
    let ritual = |faces: Value| {
        call(
            "performRitual",
            &json!({"system": "constitution", "spell": spell, "kno": 15, "wil": 12,
                    "kno_modifier": 2, "dice": {"faces": faces}}),
        )
    };
    let cast = ritual(json!([10, 13]));
    assert_eq!(
        (cast["cast"].clone(), cast["hours"].clone()),
        (json!(true), json!(3))
    );
    assert_eq!(cast["chance"]["exact"], "6/25");
    assert_eq!(
        cast["text"],
        "A ritual of Hold Portal (3 hours): knowledge 21 against DC 20, a success; will 20 \
         against DC 20, a success: the spell is cast."
    );
    // Both checks are rolled even when the first fails.
    let failed = ritual(json!([8, 13]));
    assert_eq!(failed["cast"], false);
    assert_eq!(failed["faces"], json!([8, 13]));
    assert_eq!(
        refusal(
            "performRitual",
            &json!({"system": "constitution", "spell": spell, "kno": 15, "wil": 12,
                    "spell_book": false, "dice": {"faces": [10, 13]}})
        ),
        "no_spell_book"
    );
}

#[test]
fn a_blessing_lasts_past_a_sunrise_and_a_sunset_and_weighs_on_penance() {
    // rule: TC-11.1
    // rule: TC-11.2
    // rule: TC-11.3
    // rule: TC-11.4
    // rule: TC-11.5
    let ask = |purpose: &str, penance: u32| {
        call(
            "askBlessing",
            &json!({"system": "constitution", "specialisations": {"ordained": true},
                    "purpose": purpose, "penance": penance, "prayed_at": 840,
                    "sunrise": 360, "sunset": 1140}),
        )
    };
    // Prayers 14:00 to 14:30; sunset at 19:00, then sunrise at 06:00
    // ends it: 930 minutes.
    let just = ask("just", 2);
    assert_eq!(
        (just["minutes"].clone(), just["modifier"].clone()),
        (json!(30), json!(1))
    );
    assert_eq!(
        (just["lasts"].clone(), just["ends_at"].clone()),
        (json!(930), json!(360))
    );
    assert_eq!(
        (
            just["penance"].clone(),
            just["penance_when_fulfilled"].clone()
        ),
        (json!(2), json!(1))
    );
    assert_eq!(
        just["text"],
        "Prayers from 14:00 to 14:30: +1 on checks and saves for the purpose until 06:00; \
         acting on it atones for a point of penance."
    );
    let selfish = ask("selfish", 0);
    assert_eq!(
        (
            selfish["penance"].clone(),
            selfish["penance_when_fulfilled"].clone()
        ),
        (json!(1), json!(1))
    );
    assert_eq!(
        refusal(
            "askBlessing",
            &json!({"system": "constitution", "specialisations": {}, "purpose": "just",
                    "prayed_at": 840, "sunrise": 360, "sunset": 1140})
        ),
        "not_initiated"
    );
}

#[test]
fn psychic_damage_takes_verve_then_survival_and_stuns() {
    // rule: GM-magic.psychic.verve
    // rule: GM-magic.psychic.damage
    // A 3rd-level monk, CHA major +1, spends 3 verve: d4 + 1 + 2, 4 to 7
    // alike. A 2 deals 5: verve 2 to 0, then survival 7 to 4, a -3 stun.
    let attack = |defender: Value, face: u32| {
        call(
            "psychicAttack",
            &json!({"system": "gods_and_monsters", "monk_level": 3, "verve": 3,
                    "charisma_major": 1, "defender": defender, "dice": {"faces": [face]}}),
        )
    };
    let hit = attack(json!({"verve": 2, "survival": 7}), 2);
    assert_eq!(hit["damage"], 5);
    assert_eq!(hit["hit"]["to"], json!({"verve": 0, "survival": 4}));
    assert_eq!(hit["hit"]["stun_penalty"], 3);
    assert_eq!(hit["ends_conflict"], false);
    let odds: Vec<(u64, &str)> = hit["damage_odds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["damage"].as_u64().unwrap(),
                o["p"]["exact"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(odds, [(4, "1/4"), (5, "1/4"), (6, "1/4"), (7, "1/4")]);
    assert_eq!(
        hit["text"],
        "Psychic damage 5: verve 2 to 0, survival 7 to 4, stunned: -3 next round."
    );
    // Past survival it is injuries, which end the conflict.
    let out = attack(json!({"verve": 0, "survival": 2}), 4);
    assert_eq!(
        (out["hit"]["injuries"].clone(), out["ends_conflict"].clone()),
        (json!(5), json!(true))
    );
    // More verve than the monk's level is refused.
    assert_eq!(
        refusal(
            "psychicAttack",
            &json!({"system": "gods_and_monsters", "monk_level": 3, "verve": 4,
                    "charisma_major": 1, "defender": {"verve": 2, "survival": 7},
                    "dice": {"faces": [2]}})
        ),
        "verve_above_level"
    );
    // A total below 0 deals no damage: d4 - 5 is always 0.
    let weak = call(
        "psychicAttack",
        &json!({"system": "gods_and_monsters", "monk_level": 1, "verve": 1,
                "charisma_major": -5, "defender": {"verve": 2, "survival": 7},
                "dice": {"faces": [4]}}),
    );
    assert_eq!(weak["damage"], 0);
    assert_eq!(
        weak["damage_odds"],
        json!([{"damage": 0, "p": {"exact": "1/1", "decimal": 1.0}}])
    );
}

#[test]
fn disbelief_by_willpower_halves_the_penalty_and_brings_phantasmal_damage_back() {
    // rule: GM-magic.illusion.disbelief
    // rule: GM-magic.illusion.phantasmal
    let disbelieve = |way: &str, face: u32| {
        call(
            "disbelieve",
            &json!({"system": "gods_and_monsters", "way": way, "score": 12, "penalty": -5,
                    "phantasmal_damage": 13, "dice": {"faces": [face]}}),
        )
    };
    // Perception at the full -5: d20 at most 7, in a round.
    let looked = disbelieve("perception", 8);
    assert_eq!(
        (looked["modifier"].clone(), looked["rounds"].clone()),
        (json!(-5), json!(1))
    );
    assert_eq!(looked["chance"]["exact"], "7/20");
    assert_eq!(
        (looked["succeeded"].clone(), looked["regained"].clone()),
        (json!(false), json!(0))
    );
    assert_eq!(looked["reactions_allowed"], true);
    // Willpower at half of it, toward zero (-2): d20 at most 10. Seen
    // through, all but a tenth of 13 (2) comes back: 11.
    let accepted = disbelieve("willpower", 10);
    assert_eq!(
        (accepted["modifier"].clone(), accepted["rounds"].clone()),
        (json!(-2), json!(0))
    );
    assert_eq!(accepted["chance"]["exact"], "1/2");
    assert_eq!(
        (accepted["succeeded"].clone(), accepted["regained"].clone()),
        (json!(true), json!(11))
    );
    assert_eq!(accepted["reactions_allowed"], false);
    assert_eq!(
        (
            accepted["bonus_to_others"].clone(),
            looked["bonus_to_others"].clone()
        ),
        (json!(2), json!(0))
    );
    assert_eq!(
        accepted["text"],
        "Willpower roll 10 against 10: the illusion is seen through; 11 of the 13 phantasmal \
         damage comes back over a round."
    );
}

/// The first band of `odds` (a list of `{.., p}`) whose `key` is `value`:
/// its exact chance.
fn chance_of(odds: &Value, key: &str, value: Value) -> String {
    odds.as_array()
        .unwrap()
        .iter()
        .find(|band| band[key] == value)
        .unwrap_or_else(|| panic!("no {key} {value} in {odds}"))["p"]["exact"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn a_constitution_magician_learns_by_research_writings_curriculum_and_mentor() {
    // rule: TC-12.10
    // rule: TC-12.11
    // rule: TC-12.12
    // rule: TC-12.13
    // Goetia, four 1st-level spells, Light known: a d3 among the other
    // three, each 1 in 3; face 2 is Charm, learnt at 50%.
    let research = call(
        "learnSpell",
        &json!({"system": "constitution", "way": "exploratory",
                "specialisations": {"goetia": true},
                "spells": ["Sleep", "Light", "Charm", "Ward"], "known": ["Light"],
                "dice": {"faces": [2]}}),
    );
    assert_eq!(
        (&research["spell"], &research["rating"]),
        (&json!("Charm"), &json!(50))
    );
    assert_eq!(chance_of(&research["odds"], "spell", json!("Ward")), "1/3");
    assert!(research["odds"].to_string().find("Light").is_none());
    assert_eq!(
        research["text"],
        "Learnt Charm at 50% (d3 = 2, of the 3 1st-level spells not yet known)"
    );
    // Without Goetia there is no exploratory research.
    let untrained = json!({"system": "constitution", "way": "exploratory",
                           "specialisations": {}, "spells": ["Sleep"], "dice": {"faces": [1]}});
    assert_eq!(refusal("learnSpell", &untrained), "not_initiated");
    // Writings whose spells are all known teach nothing.
    let known = json!({"system": "constitution", "way": "writings", "spells": ["Sleep", "Ward"],
                       "known": ["Ward", "Sleep"], "dice": {"faces": [1]}});
    assert_eq!(refusal("learnSpell", &known), "nothing_to_learn");
    // The curriculum's next spell not yet known.
    let next = call(
        "learnSpell",
        &json!({"system": "constitution", "way": "curriculum",
                "curriculum": ["Sleep", "Ward", "Fly"], "known": ["Sleep"]}),
    );
    assert_eq!(
        (&next["spell"], &next["rating"]),
        (&json!("Ward"), &json!(50))
    );
    // A mentor at 80% teaches at 40%.
    let taught = call(
        "learnSpell",
        &json!({"system": "constitution", "way": "mentor", "spell": "Fly", "rating": 80}),
    );
    assert_eq!(taught["rating"], 40);
    assert_eq!(taught["text"], "Learnt Fly at 40%, half the mentor's 80%");
}

#[test]
fn focused_study_adds_a_d6_a_day_to_100() {
    // rule: TC-12.14
    // 50% and three days: d6s 6, 5, 4 make 65%; 53% needs three 1s,
    // 1/216.
    let study = call(
        "learnSpell",
        &json!({"system": "constitution", "way": "study", "spell": "Ward", "rating": 50,
                "days": 3, "dice": {"faces": [6, 5, 4]}}),
    );
    assert_eq!((&study["from"], &study["rating"]), (&json!(50), &json!(65)));
    assert_eq!(chance_of(&study["odds"], "rating", json!(53)), "1/216");
    // 56% is a sum of 6 on 3d6: 10 ways in 216.
    assert_eq!(chance_of(&study["odds"], "rating", json!(56)), "5/108");
    assert_eq!(
        study["text"],
        "3 days of study: Ward from 50% to 65% (3d6 [6, 5, 4])"
    );
    // 98% and a day: a 1 makes 99%, anything more stops at 100%.
    let capped = call(
        "learnSpell",
        &json!({"system": "constitution", "way": "study", "spell": "Ward", "rating": 98,
                "days": 1, "dice": {"faces": [5]}}),
    );
    assert_eq!(capped["rating"], 100);
    assert_eq!(chance_of(&capped["odds"], "rating", json!(100)), "5/6");
    // A study of no days is refused at its field.
    let idle = json!({"system": "constitution", "way": "study", "spell": "Ward", "rating": 50,
                      "days": 0, "dice": {"faces": []}});
    let err = osr_wasm::call("learnSpell", &idle.to_string()).unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("out_of_range", Some("/days"))
    );
}

/// A looted 3rd-level spell, reason 7, the d20 10.
fn looted_request() -> Value {
    json!({"system": "gods_and_monsters", "way": "acquire", "spell": "Web", "level": 3,
           "by": {"by": "loot"}, "reason": 7, "dice": {"faces": [10]}})
}

#[test]
fn a_sorceror_acquires_spells_and_rolls_for_compatibility() {
    // rule: GM-magic.spell.acquire
    // rule: GM-magic.spell.inscribe
    // rule: GM-magic.spell.compatibility
    // Looted, level 3, reason 7: d20 at most 7 + 6 - 3 = 10, a half; 10
    // passes.
    let looted = call("learnSpell", &looted_request());
    assert_eq!(
        (&looted["mojo"], &looted["learnable"]),
        (&json!(0), &json!(true))
    );
    assert_eq!(looted["chance"]["exact"], "1/2");
    assert_eq!(looted["inscribed_free"], false);
    assert_eq!(
        looted["text"],
        "Web (level 3) acquired; compatibility roll d20 10 against 10: compatible for good"
    );
    // 9 mojo, 3 of it archetypal: inscribed free, no roll.
    let bought = call(
        "learnSpell",
        &json!({"system": "gods_and_monsters", "way": "acquire", "spell": "Web", "level": 3,
                "by": {"by": "mojo", "archetypal": 3}, "reason": 7}),
    );
    assert_eq!(
        (&bought["mojo"], &bought["compatibility"]),
        (&json!(9), &json!(null))
    );
    assert_eq!(
        (&bought["inscribed_free"], &bought["chance"]["exact"]),
        (&json!(true), &json!("1/1"))
    );
    // 2 archetypal of 9: ten times the components to experiment, and the
    // roll, which needs dice; 11 fails.
    let short = json!({"system": "gods_and_monsters", "way": "acquire", "spell": "Web",
                       "level": 3, "by": {"by": "mojo", "archetypal": 2}, "reason": 7});
    assert_eq!(refusal("learnSpell", &short), "dice_required");
    let mut rolled = short.clone();
    rolled["dice"] = json!({"faces": [11]});
    let failed = call("learnSpell", &rolled);
    assert_eq!(
        (&failed["experimentation_components"], &failed["learnable"]),
        (&json!(10), &json!(false))
    );
    // More archetypal mojo than the spell costs is refused.
    let mut over = short;
    over["by"] = json!({"by": "mojo", "archetypal": 10});
    assert_eq!(refusal("learnSpell", &over), "out_of_range");
    // An unknown field is refused at either depth of the tags.
    let mut stray = looted_request();
    stray["charm"] = json!(true);
    assert_eq!(refusal("learnSpell", &stray), "invalid_request");
    let mut stray = looted_request();
    stray["by"]["charm"] = json!(true);
    assert_eq!(refusal("learnSpell", &stray), "invalid_request");
    let constitution = json!({"system": "constitution", "way": "mentor", "spell": "Fly",
                              "rating": 80, "charm": 1});
    assert_eq!(refusal("learnSpell", &constitution), "invalid_request");
}
