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
