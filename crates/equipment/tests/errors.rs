//! Every error message of osr-equipment, pinned, with its kind.

use insta::assert_snapshot;
use osr_core::SuppliedFaces;
use osr_encumbrance::bulk::Bulk;
use osr_equipment::block_dodge_parry::{Ingredient, MAX_INGREDIENTS, Rarity, Recipe, Region};
use osr_equipment::cairn_house::{Silver, ammunition_left, roll_ammunition};
use osr_equipment::constitution::{Coins, LightSource};
use osr_equipment::gods_and_monsters::{Price, Size, Weapon, sized_cost};
use osr_equipment::murdham::{Obstacle, Value};
use osr_equipment::{Error, InputText, lookup};

/// The message and the kind, on one line.
fn show(err: Error) -> String {
    format!("{} [{}]", err, err.kind())
}

#[test]
fn unknown_ids() {
    assert_snapshot!(show(Weapon::from_id("gm.weapon.spork").unwrap_err()), @r#"no gm.weapon row has the ID "gm.weapon.spork" [unknown_id]"#);
    let long = "gm.weapon.".to_owned() + &"é".repeat(40);
    assert_snapshot!(show(Weapon::from_id(&long).unwrap_err()), @r#"no gm.weapon row has the ID "gm.weapon.ééééééééééééééééééé..." [unknown_id]"#);
    assert_snapshot!(show(Recipe::from_id("").unwrap_err()), @r#"no bdp.recipe row has the ID "" [unknown_id]"#);
    assert_snapshot!(show(lookup("ch.armour.\"mithril\"").unwrap_err()), @r#"no catalog row has the ID "ch.armour.\"mithril\"" [unknown_id]"#);
    assert_eq!(InputText::new("x").to_string(), "x");
}

#[test]
fn out_of_range() {
    assert_snapshot!(show(ammunition_left(0).unwrap_err()), @"ammunition d6 must be in 1..=6, got 0 [out_of_range]");
    assert_snapshot!(show(roll_ammunition(&mut SuppliedFaces::new(&[7])).unwrap_err()), @"supplied face 7 at position 0 is not on a d6 (1..=6) [face_out_of_range]");
    assert_snapshot!(show(roll_ammunition(&mut SuppliedFaces::new(&[])).unwrap_err()), @"supplied faces ran out: a d6 needed a face at position 0, but none were supplied [faces_exhausted]");
    assert_snapshot!(show(LightSource::Torch.burning(5, 2).unwrap_err()), @"turn must be in 5..=4294967295, got 2 [out_of_range]");
    assert_snapshot!(show(Obstacle::WOODEN_DOOR.damage(true, &[]).unwrap_err()), @"damage faces must be in 1..=1, got 0 [out_of_range]");
    let herbs = [Ingredient {
        id: 0,
        rarity: Rarity::Common,
        region: Region::Hills,
    }; MAX_INGREDIENTS + 1];
    assert_snapshot!(show(Recipe::HealingSalve.brew(&herbs).unwrap_err()), @"ingredients must be in 0..=64, got 65 [out_of_range]");
}

#[test]
fn domain_errors() {
    assert_snapshot!(show(Weapon::GreatSword.sized(Size::Huge, Size::Medium).unwrap_err()), @"2d6 is not on the damage progression, so it cannot be scaled by size [off_progression]");
    assert_snapshot!(show(Weapon::Dart.sized(Size::Fine, Size::Medium).unwrap_err()), @"d3 is not on the damage progression, so it cannot be scaled by size [off_progression]");
    assert_snapshot!(show(Price::whole(1).ratio(1, 0, "share").unwrap_err()), @"share is not a whole number of the money unit [inexact]");
    assert_snapshot!(show(Price::from_subunits(u64::MAX).ratio(2, 1, "share").unwrap_err()), @"share is too large to count [overflow]");
    assert_snapshot!(show(sized_cost(Price::from_subunits(u64::MAX), Size::Titanic, Size::Fine).unwrap_err()), @"price is too large to count [overflow]");
    let load: Error = osr_encumbrance::Error::InexactBulk {
        bulk: Bulk::from_raw(1),
    }
    .into();
    assert_snapshot!(show(load), @"bulk 0.000078125 cannot be halved exactly any further [inexact_bulk]");
    let text: Error = "1/3".parse::<Bulk>().unwrap_err().into();
    assert_snapshot!(show(text), @r#""1/3" is not a bulk: not a whole number of 1/12800 bulk points [invalid_bulk]"#);
}

#[test]
fn money_text() {
    assert_snapshot!(show("0.001".parse::<Price>().unwrap_err()), @r#""0.001" is not an amount of money: finer than the smallest coin [invalid_money]"#);
    assert_snapshot!(show("0.3".parse::<Value>().unwrap_err()), @r#""0.3" is not an amount of money: finer than the smallest coin [invalid_money]"#);
    assert_snapshot!(show("0.5".parse::<Silver>().unwrap_err()), @r#""0.5" is not an amount of money: finer than the smallest coin [invalid_money]"#);
    assert_snapshot!(show("-2".parse::<Coins>().unwrap_err()), @r#""-2" is not an amount of money: an amount cannot be negative [invalid_money]"#);
    assert_snapshot!(show("1,5".parse::<Price>().unwrap_err()), @r#""1,5" is not an amount of money: expected a decimal amount such as 20, 1.5 or .05 [invalid_money]"#);
    assert_snapshot!(show("184467440737095517".parse::<Price>().unwrap_err()), @r#""184467440737095517" is not an amount of money: too large to count [invalid_money]"#);
}

#[cfg(feature = "serde")]
#[test]
fn errors_serialize_as_kind_and_message() {
    let err = Weapon::from_id("gm.weapon.spork").unwrap_err();
    assert_snapshot!(serde_json::to_string(&err).unwrap(), @r#"{"kind":"unknown_id","message":"no gm.weapon row has the ID \"gm.weapon.spork\""}"#);
    let err = ammunition_left(0).unwrap_err();
    assert_snapshot!(serde_json::to_string(&err).unwrap(), @r#"{"kind":"out_of_range","message":"ammunition d6 must be in 1..=6, got 0"}"#);
}
