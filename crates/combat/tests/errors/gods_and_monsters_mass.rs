//! Gods & Monsters mass combat and special attacks: every message pinned.

use insta::assert_snapshot;
use osr_check::gods_and_monsters::Roll;
use osr_combat::Error;
use osr_combat::gods_and_monsters::mass::{Unit, UnitAftermath};
use osr_combat::gods_and_monsters::special::{HeadProtection, KillingBlow, Knockout, Target};

#[test]
fn blows_name_the_target_they_cannot_be_struck_at() {
    let err = KillingBlow::new(Target::Covered, 9).unwrap_err();
    assert_eq!(err.kind(), "blow_not_allowed");
    assert_snapshot!(err, @"a killing blow cannot be struck at a covered target");
    let err = Knockout::new(
        Target::Defending,
        Roll::new(8).unwrap(),
        HeadProtection::Bare,
        6,
    )
    .unwrap_err();
    assert_snapshot!(err, @"a knockout blow cannot be struck at a defending target");
}

#[test]
fn an_aftermath_beyond_the_d20_names_its_damage() {
    let err = UnitAftermath::new(2, 25, 0, Roll::new(8).unwrap()).unwrap_err();
    assert_eq!(err.kind(), "aftermath_beyond_dice");
    assert_snapshot!(err, @"aftermath damage up to 25 per member is beyond the largest die, a d20");
}

#[test]
fn unit_inputs_name_the_value() {
    let err = Unit::new(1, 5, 6).unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    assert_snapshot!(err, @"unit members must be in 2..=1048575, got 1");
    assert!(matches!(Unit::new(2, 0, 6), Err(Error::Core(_))));
}
