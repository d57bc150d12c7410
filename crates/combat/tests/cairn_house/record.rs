//! A fight as a document: serialized, read back by replaying, refused when
//! tampered with.

#![cfg(feature = "serde")]

use osr_combat::Side;
use osr_combat::cairn_house::{Combatant, Fight, Policy, Setup};
use osr_equipment::cairn_house::Weapon;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde_json::{Value, json};

use super::{foe, pc};
use crate::common::SEED;

fn played() -> Fight {
    let archer = Combatant::new(3, Side::Foes, 3, [8, 12, 7])
        .unwrap()
        .with_weapon(Weapon::Bow);
    let setup = Setup::new(vec![pc(1), pc(2), foe(4, 4, 8), archer]).unwrap();
    let mut fight = Fight::new(setup).unwrap();
    fight
        .play(Policy::FirstStanding, &mut Pcg64Mcg::seed_from_u64(SEED))
        .unwrap();
    fight
}

#[test]
fn a_fight_reads_back_by_replaying_its_commands_from_its_faces() {
    let fight = played();
    let doc = serde_json::to_value(&fight).unwrap();
    for key in ["version", "setup", "commands", "faces", "events"] {
        assert!(doc.get(key).is_some(), "{key}");
    }
    assert_eq!(doc["version"], json!(1));
    assert_eq!(doc["commands"][0], json!({"command": "roll_initiative"}));
    let back: Fight = serde_json::from_value(doc.clone()).unwrap();
    assert_eq!(back, fight);

    // Another face: the replay differs (or fails), refused.
    let mut forged = doc.clone();
    let first = forged["faces"][0].as_u64().unwrap();
    forged["faces"][0] = json!(if first == 20 { 1 } else { first + 1 });
    assert!(serde_json::from_value::<Fight>(forged).is_err());
    // A face too many.
    let mut extra = doc.clone();
    extra["faces"].as_array_mut().unwrap().push(json!(1));
    assert!(serde_json::from_value::<Fight>(extra).is_err());
    // An event dropped.
    let mut short = doc.clone();
    short["events"].as_array_mut().unwrap().pop();
    assert!(serde_json::from_value::<Fight>(short).is_err());
    // A version this crate does not read is refused by name; a record
    // saved before versions were written reads as version 1.
    let mut later = doc.clone();
    later["version"] = json!(2);
    let err = serde_json::from_value::<Fight>(later)
        .unwrap_err()
        .to_string();
    assert!(err.contains("saved version 2 is not supported"), "{err}");
    let mut unversioned = doc.clone();
    unversioned.as_object_mut().unwrap().remove("version");
    assert_eq!(serde_json::from_value::<Fight>(unversioned).unwrap(), fight);
    // A setup with an ID twice.
    let mut twice = doc;
    twice["setup"]["combatants"][1]["id"] = Value::from(1);
    assert!(serde_json::from_value::<Fight>(twice).is_err());
}

#[test]
fn every_simulated_fight_reads_back() {
    for (n, setup) in super::simulate::setups().into_iter().enumerate() {
        for seed in 0..20_u64 {
            let mut fight = Fight::new(setup.clone()).unwrap();
            let mut rng = Pcg64Mcg::seed_from_u64(SEED ^ (seed << 8) ^ n as u64);
            fight.play(Policy::FirstStanding, &mut rng).unwrap();
            let json = serde_json::to_string(&fight).unwrap();
            let back: Fight = serde_json::from_str(&json).unwrap();
            assert_eq!(back, fight, "setup {n} seed {seed}");
            for f in fight.fighters() {
                assert!(serde_json::to_value(f).unwrap().get("health").is_some());
            }
        }
    }
}

#[test]
fn combatants_are_validated_on_the_way_in() {
    let c = serde_json::to_value(pc(1)).unwrap();
    assert_eq!(c["dr"], json!(1));
    let back: Combatant = serde_json::from_value(c.clone()).unwrap();
    assert_eq!(back, pc(1));
    let mut heavy = c.clone();
    heavy["dr"] = json!(4);
    assert!(serde_json::from_value::<Combatant>(heavy).is_err());
    let mut strong = c;
    strong["abilities"] = json!([21, 9, 11]);
    assert!(serde_json::from_value::<Combatant>(strong).is_err());
}

#[test]
fn every_event_prints_a_log_line() {
    let fight = played();
    for event in fight.events() {
        assert!(!event.to_string().is_empty());
    }
    assert!(fight.events().last().unwrap().to_string().contains("win"));
}

#[test]
fn a_morale_line_names_its_trigger_in_words() {
    use osr_combat::cairn_house::{Event, MoraleTrigger};
    let line = |trigger| {
        Event::MoraleChecked {
            trigger,
            target: 6,
            face: 11,
            passed: false,
        }
        .to_string()
    };
    assert_eq!(
        line(MoraleTrigger::FirstCasualty),
        "morale (the first casualty): WIL 6, d20 11, they flee"
    );
    assert_eq!(
        line(MoraleTrigger::HalfLost),
        "morale (half of them lost): WIL 6, d20 11, they flee"
    );
}
