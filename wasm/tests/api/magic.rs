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
