//! Block, Dodge, Parry slots, checked against the rulebook's numbers.

use osr_encumbrance::slots::{Inventory, SLOTS, State, WATERSKIN_SLOTS, WoundLevel};
use osr_encumbrance::{Level, LoadModel};

#[test]
fn fatigue_fills_slots_and_a_full_inventory_zeroes_hp() {
    // rule: BDP-1.6.slot
    assert_eq!(SLOTS, 10);
    let three = Inventory {
        fatigue: 3,
        ..Inventory::default()
    }
    .assess()
    .unwrap();
    assert_eq!(three.load(), 3);
    assert_eq!(three.free(), 7);
    assert!(!three.effects().hp_zero);
    let full = Inventory {
        items: 7,
        fatigue: 3,
        ..Inventory::default()
    }
    .assess()
    .unwrap();
    assert_eq!((full.load(), full.state()), (10, State::Full));
    assert!(full.effects().hp_zero);
    let over = Inventory {
        items: 8,
        fatigue: 3,
        ..Inventory::default()
    }
    .assess()
    .unwrap();
    assert_eq!(
        (over.state(), over.level()),
        (State::Overfull, Level::Overloaded)
    );
    assert!(over.effects().hp_zero);
}

#[test]
fn a_wound_fills_one_slot_however_bad() {
    // rule: BDP-1.7.2.slot
    let light = Inventory::default().with_wound(WoundLevel::Light).unwrap();
    let severe = Inventory::default().with_wound(WoundLevel::Severe).unwrap();
    assert_eq!(light.assess().unwrap().load(), 1);
    assert_eq!(
        severe.assess().unwrap().load(),
        1,
        "Light -> Severe keeps its one slot"
    );
    let two_light = light.with_wound(WoundLevel::Light).unwrap();
    assert_eq!(
        two_light.assess().unwrap().load(),
        2,
        "a second wound takes a new slot"
    );
}

#[test]
fn a_permanent_wound_loses_its_slot_for_good() {
    // rule: BDP-1.7.2.slot-lost
    assert!(WoundLevel::Permanent.loses_slot());
    assert!(!WoundLevel::Light.loses_slot());
    let scarred = Inventory::default()
        .with_wound(WoundLevel::Permanent)
        .unwrap();
    let assessed = scarred.assess().unwrap();
    assert_eq!((assessed.load(), assessed.capacity()), (0, 9));
    // Nine more things fill every slot.
    let full = Inventory {
        items: 9,
        ..scarred
    }
    .assess()
    .unwrap();
    assert_eq!(full.state(), State::Full);
    assert!(
        Inventory {
            permanent_wounds: 11,
            ..Inventory::default()
        }
        .assess()
        .is_err()
    );
}

#[test]
fn a_waterskin_takes_a_slot() {
    // rule: BDP-1.8.1.waterskin-slot
    assert_eq!(WATERSKIN_SLOTS, 1);
    let kit = Inventory {
        items: WATERSKIN_SLOTS,
        ..Inventory::default()
    }
    .assess()
    .unwrap();
    assert_eq!(kit.free(), 9);
}
