//! Every error message of osr-equipment, pinned.

use insta::assert_snapshot;
use osr_core::SuppliedFaces;
use osr_encumbrance::bulk::Bulk;
use osr_equipment::block_dodge_parry::{Ingredient, MAX_INGREDIENTS, Rarity, Recipe, Region};
use osr_equipment::cairn_house::{ammunition_left, roll_ammunition};
use osr_equipment::constitution::LightSource;
use osr_equipment::gods_and_monsters::{Price, Size, Weapon};
use osr_equipment::murdham::Obstacle;
use osr_equipment::{Error, IdText};

#[test]
fn unknown_ids() {
    assert_snapshot!(Weapon::from_id("gm.weapon.spork").unwrap_err(), @r#"no gm.weapon row has the ID "gm.weapon.spork""#);
    let long = "gm.weapon.".to_owned() + &"é".repeat(40);
    assert_snapshot!(Weapon::from_id(&long).unwrap_err(), @r#"no gm.weapon row has the ID "gm.weapon.ééééééééééééééééééé...""#);
    assert_snapshot!(Recipe::from_id("").unwrap_err(), @r#"no bdp.recipe row has the ID """#);
}

#[test]
fn out_of_range() {
    assert_snapshot!(ammunition_left(0).unwrap_err(), @"ammunition d6 must be in 1..=6, got 0");
    assert_snapshot!(roll_ammunition(&mut SuppliedFaces::new(&[7])).unwrap_err(), @"supplied face 7 at position 0 is not on a d6 (1..=6)");
    assert_snapshot!(LightSource::Torch.burning(5, 2).unwrap_err(), @"turn must be in 5..=4294967295, got 2");
    assert_snapshot!(Obstacle::WOODEN_DOOR.damage(true, &[]).unwrap_err(), @"damage faces must be in 1..=1, got 0");
    let herbs = [Ingredient {
        id: 0,
        rarity: Rarity::Common,
        region: Region::Hills,
    }; MAX_INGREDIENTS + 1];
    assert_snapshot!(Recipe::HealingSalve.brew(&herbs).unwrap_err(), @"ingredients must be in 0..=64, got 65");
}

#[test]
fn domain_errors() {
    assert_snapshot!(Weapon::GreatSword.sized(Size::Huge, Size::Medium).unwrap_err(), @"2d6 is not on the damage progression, so it cannot be scaled by size");
    assert_snapshot!(Weapon::Dart.sized(Size::Fine, Size::Medium).unwrap_err(), @"d3 is not on the damage progression, so it cannot be scaled by size");
    assert_snapshot!(Price::whole(1).ratio(1, 0, "share").unwrap_err(), @"share is not a whole number of the money unit");
    assert_snapshot!(Price::from_subunits(u64::MAX).ratio(2, 1, "share").unwrap_err(), @"share is too large to count");
    let load: Error = osr_encumbrance::Error::InexactBulk {
        bulk: Bulk::from_raw(1),
    }
    .into();
    assert_snapshot!(load, @"bulk 0.000078125 cannot be halved exactly any further");
    let err: &dyn core::error::Error = &load;
    assert!(err.source().is_some());
    assert_eq!(format!("{:?}", IdText::new("x")), r#""x""#);
}
