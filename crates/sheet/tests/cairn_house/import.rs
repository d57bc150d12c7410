//! Sheets built from given values (importing an existing character),
//! validated like the rest.

use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr_sheet::cairn_house::{Character, Sheet};

fn d1() -> Character {
    Character::new(4, [14, 9, 11]).unwrap()
}

#[test]
fn given_values_make_the_same_sheet_as_rolling_them() {
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];
    let rolled = osr_sheet::cairn_house::Creation::roll(&mut osr_core::SuppliedFaces::new(&faces))
        .unwrap()
        .into_sheet();
    let given = Sheet::new(d1()).unwrap().with_coins(90).unwrap();
    assert_eq!(given, rolled);
}

#[test]
fn given_values_are_checked() {
    let err = d1().with_hp(9).map_err(osr_sheet::Error::from).unwrap_err();
    assert_eq!(err.kind(), "above_maximum");
    assert!(matches!(err, osr_sheet::Error::Health(_)));
    // Coins are a u32: a negative count cannot be given; too many are
    // refused with the range.
    let err = Sheet::new(d1()).unwrap().with_coins(1_000_001).unwrap_err();
    assert_eq!(err.to_string(), "coins must be in 0..=1000000, got 1000001");
    let err = Sheet::new(d1()).unwrap().with_units(0, 1001).unwrap_err();
    assert_eq!(err.to_string(), "units must be in 0..=1000, got 1001");
    let err = osr_sheet::Error::from(Weapon::from_id("ch.weapon.laser").unwrap_err());
    assert_eq!(err.kind(), "unknown_id");
}

#[test]
fn dr_is_derived_from_armour_and_shield() {
    let sheet = Sheet::new(d1()).unwrap();
    assert_eq!(sheet.dr(), 0);
    let sheet = sheet.with_armour(BodyArmour::Heavy);
    assert_eq!(sheet.dr(), 2);
    let sheet = sheet.with_shield(Some(Shield::Shield));
    assert_eq!(sheet.dr(), 3);
    let sheet = sheet.with_armour(BodyArmour::Light);
    assert_eq!(sheet.dr(), 2);
}
