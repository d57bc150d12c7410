//! Cairn House Rules, Murdham and Block, Dodge, Parry: no experience or
//! levels; training away a permanent wound's penalty.

use osr_advancement::block_dodge_parry::{PermanentWound, attribute_max};
use osr_advancement::{
    Error, block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham,
};
use osr_check::block_dodge_parry::Ability;

#[test]
fn cairn_house_rules_grow_nothing() {
    // rule: CH-adv.none
    let growth = cairn_house::GROWTH;
    assert!(!growth.experience && !growth.levels);
    assert!(!growth.abilities_rise && !growth.max_hit_points_rise);
    assert_ne!(growth, constitution::GROWTH);
}

#[test]
fn murdham_has_no_experience_or_levels() {
    // rule: MU-adv.none
    let growth = murdham::GROWTH;
    assert!(!growth.experience && !growth.levels && !growth.abilities_rise);
    assert_ne!(growth, gods_and_monsters::GROWTH);
}

#[test]
fn training_wins_back_the_point_but_not_the_slot() {
    // rule: BDP-adv.training
    // Permanent nerve damage: WIL 12 -> 11, one slot lost.
    let nerves = PermanentWound::new(Ability::Wil);
    assert_eq!(attribute_max(12, Ability::Wil, &[nerves]), 11);
    assert_eq!(nerves.slots_lost(), 1);
    let trained = nerves.train().unwrap();
    assert_eq!(attribute_max(12, Ability::Wil, &[trained]), 12);
    assert_eq!(trained.slots_lost(), 1);
    assert_eq!((nerves.penalty(), trained.penalty()), (-1, 0));
    assert!(matches!(trained.train(), Err(Error::Invalid { .. })));
    // Two wounds, one trained.
    assert_eq!(attribute_max(12, Ability::Wil, &[trained, nerves]), 11);
    assert_eq!(attribute_max(0, Ability::Wil, &[nerves]), 0);
    let growth = block_dodge_parry::GROWTH;
    assert!(growth.training_restores && !growth.experience && !growth.levels);
}
