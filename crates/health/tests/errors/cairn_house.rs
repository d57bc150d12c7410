//! The messages of Cairn House Rules' errors (the shared state errors too).

use insta::assert_snapshot;
use osr_check::cairn_house::Ability;
use osr_core::SuppliedFaces;
use osr_health::Error;
use osr_health::cairn_house::{Character, lookup};

#[test]
fn cairn_house_messages() {
    let pc = Character::new(4, [10, 10, 10]).unwrap();
    let err = pc.clone().with_hp(5).unwrap_err();
    assert_eq!(err.kind(), "above_maximum");
    assert_snapshot!(err, @"hit points 5 is above its maximum 4");
    let err = pc.clone().with_ability(Ability::Wil, 12).unwrap_err();
    assert_snapshot!(err, @"ability score 12 is above its maximum 10");

    let err = lookup("lost_tail").unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @r#"unknown grievous wound id "lost_tail""#);

    let err = Character::new(4, [0, 10, 10]).unwrap_err();
    assert_eq!(err.kind(), "inconsistent_state");
    assert_snapshot!(err, @"inconsistent state: STR 0 on a living character");

    let mut dead = pc.with_hp(0).unwrap();
    dead.take_damage(10, &mut SuppliedFaces::new(&[])).unwrap();
    let err = dead.short_rest().unwrap_err();
    assert_eq!((err.kind(), err), ("dead", Error::Dead));
    assert_snapshot!(Error::Dead, @"the character is dead");
}
