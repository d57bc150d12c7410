//! Cairn House Rules equipment, checked against the rulebook's numbers.

use osr_core::{StepDie, SuppliedFaces};
use osr_encumbrance::LoadModel;
use osr_encumbrance::units::{Carrying, Pack};
use osr_equipment::cairn_house::{
    BodyArmour, DELVE_SUPPLIES_UNITS, MAX_DR, Shield, Silver, Transport, Weapon, ammunition_left,
    damage_reduction, damage_reduction_with_bonus, roll_ammunition,
};

#[test]
fn armour_and_shields() {
    // rule: CH-equip.armor
    let light = BodyArmour::from_id("ch.armour.light").unwrap().row();
    assert_eq!((light.dr, light.cost), (1, Some(Silver::whole(100))));
    assert_eq!(BodyArmour::Heavy.row().dr, 2);
    assert_eq!(BodyArmour::Heavy.row().cost, Some(Silver::whole(1000)));
    assert_eq!(
        BodyArmour::Unarmoured.row(),
        osr_equipment::cairn_house::ArmourRow { dr: 0, cost: None }
    );
    let shield = Shield::from_id("ch.armour.shield").unwrap().row();
    assert_eq!((shield.dr, shield.cost), (1, Some(Silver::whole(10))));
    assert_eq!(BodyArmour::ALL.len() + Shield::ALL.len(), 4);
    // A shield is not body armour, and body armour is not a shield.
    assert!(BodyArmour::from_id("ch.armour.shield").is_err());
    assert!(Shield::from_id("ch.armour.light").is_err());
}

#[test]
fn armour_plus_shield() {
    // rule: CH-combat.dr
    let shield = Some(Shield::Shield);
    assert_eq!(damage_reduction(BodyArmour::Heavy, shield), 3);
    assert_eq!(damage_reduction(BodyArmour::Light, shield), 2);
    assert_eq!(damage_reduction(BodyArmour::Unarmoured, shield), 1);
    assert_eq!(damage_reduction(BodyArmour::Heavy, None), 2);
    assert_eq!(damage_reduction(BodyArmour::Light, None), 1);
    assert_eq!(damage_reduction(BodyArmour::Unarmoured, None), 0);
}

#[test]
fn dr_never_exceeds_three() {
    // rule: CH-equip.dr-cap
    assert_eq!(MAX_DR, 3);
    let shield = Some(Shield::Shield);
    // Heavy armour, a shield and one more point from a magic shield or
    // armour would be 4: the cap holds it at 3.
    assert_eq!(damage_reduction_with_bonus(BodyArmour::Heavy, shield, 1), 3);
    assert_eq!(damage_reduction_with_bonus(BodyArmour::Light, shield, 2), 3);
    assert_eq!(
        damage_reduction_with_bonus(BodyArmour::Unarmoured, None, 9),
        3
    );
    assert_eq!(
        damage_reduction_with_bonus(BodyArmour::Heavy, shield, u32::MAX),
        3
    );
    // Below the cap the bonus counts in full.
    assert_eq!(damage_reduction_with_bonus(BodyArmour::Light, None, 1), 2);
    assert_eq!(
        damage_reduction_with_bonus(BodyArmour::Unarmoured, shield, 1),
        2
    );
}

#[test]
fn weapons() {
    // rule: CH-equip.weapons
    let polearm = Weapon::from_id("ch.weapon.polearm").unwrap().row();
    assert_eq!(
        (polearm.damage, polearm.bulky, polearm.cost),
        (StepDie::D8, true, Some(Silver::whole(15)))
    );
    let bow = Weapon::Bow.row();
    assert_eq!(
        (bow.damage, bow.missile, bow.bulky, bow.cost),
        (StepDie::D6, true, true, Some(Silver::whole(25)))
    );
    assert_eq!(Weapon::Sling.row().cost, Some(Silver::whole(10)));
    assert_eq!(Weapon::Unarmed.row().damage, StepDie::D4);
    assert_eq!(Weapon::ALL.len(), 5);
}

#[test]
fn hand_bulky_and_missile_properties() {
    // rule: CH-equip.prop.hand, CH-equip.prop.bulky, CH-equip.prop.missile
    assert!(Weapon::Hand.row().throwable);
    assert_eq!(Weapon::Hand.hands(), 1);
    assert!(Weapon::Hand.allows_shield());
    assert_eq!(Weapon::Polearm.hands(), 2);
    assert!(!Weapon::Polearm.allows_shield(), "polearm and shield: no");
    assert!(Weapon::Sling.row().missile && !Weapon::Sling.row().bulky);
    assert!(!Weapon::Polearm.row().missile);
}

#[test]
fn out_of_ammunition_on_one_or_two() {
    // rule: CH-equip.ammo
    assert_eq!(ammunition_left(1), Ok(false));
    assert_eq!(ammunition_left(2), Ok(false));
    assert_eq!(ammunition_left(3), Ok(true));
    assert_eq!(ammunition_left(6), Ok(true));
    assert!(ammunition_left(7).is_err());
    assert_eq!(roll_ammunition(&mut SuppliedFaces::new(&[2])), Ok(false));
    assert!(roll_ammunition(&mut SuppliedFaces::new(&[])).is_err());
}

#[test]
fn transport() {
    // rule: CH-equip.transport, CH-enc.cart
    let mule = Transport::from_id("ch.transport.mule").unwrap().row();
    assert_eq!(mule.cost, Silver::whole(30));
    assert_eq!(Transport::HandCart.row().cost, Silver::whole(5));
    assert_eq!(Transport::DraftCart.row().cost, Silver::whole(10));
    assert_eq!(Transport::Wagon.row().cost, Silver::whole(30));
    assert_eq!(Transport::Horse.row().cost, Silver::whole(50));
    assert_eq!(Transport::Warhorse.row().cost, Silver::whole(100));
    // A wagon's row feeds the units model: 16 units.
    let carrying = Transport::Wagon.row().carrying.unwrap();
    assert_eq!(carrying, Carrying::Wagon);
    let pack = Pack {
        supplies: 16,
        transport: carrying,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(pack.capacity(), 16);
}

#[test]
fn animal_upkeep() {
    // rule: CH-equip.animal-upkeep
    assert_eq!(Transport::Horse.upkeep(3), Ok(12));
    assert_eq!(Transport::Mule.upkeep(3), Ok(3));
    assert_eq!(Transport::Warhorse.upkeep(1), Ok(4));
    assert_eq!(Transport::Wagon.upkeep(5), Ok(0));
    assert!(Transport::Horse.upkeep(u32::MAX).is_err());
}

#[test]
fn animal_wil() {
    // rule: CH-equip.animal-wil
    assert_eq!(Transport::Mule.row().wil, Some(10));
    assert_eq!(Transport::Horse.row().wil, Some(8));
    assert_eq!(Transport::Warhorse.row().wil, Some(12));
    assert_eq!(Transport::Wagon.row().wil, None);
}

#[test]
fn delve_supplies_are_one_unit() {
    // rule: CH-equip.supplies
    assert_eq!(DELVE_SUPPLIES_UNITS, 1);
    let pack = Pack {
        supplies: DELVE_SUPPLIES_UNITS,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert!(pack.effects().hp_zero, "one delve of supplies encumbers");
}

#[test]
fn hirelings_cost_ten_coins_a_day() {
    // rule: CH-sheet.hireling.cost
    use osr_equipment::cairn_house::{HIRELING_DAILY_PAY, Silver, hireling_pay};
    assert_eq!(HIRELING_DAILY_PAY, Silver::whole(10));
    assert_eq!(hireling_pay(5), Silver::whole(50));
    assert_eq!(hireling_pay(0), Silver::whole(0));
}
