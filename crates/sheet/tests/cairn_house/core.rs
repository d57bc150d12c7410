//! The core terms of Cairn House Rules as a sheet holds them: three
//! abilities on 3d6 with current and maximum values, hit protection on 1d6
//! that takes damage first and comes back on any rest, coins counted as
//! silver pieces, fatigue in the load, and saves that only pass or fail.

use num_rational::BigRational;
use osr_check::cairn_house::{Ability, Save};
use osr_check::{Check, PassFail, Resolved};
use osr_core::SuppliedFaces;
use osr_encumbrance::{Level, LoadModel};
use osr_equipment::cairn_house::BodyArmour;
use osr_health::cairn_house::FatigueSource;
use osr_sheet::Error;
use osr_sheet::cairn_house::{Character, Creation, Item, Sheet};

fn created(faces: &[u32]) -> Sheet {
    Creation::roll(&mut SuppliedFaces::new(faces))
        .unwrap()
        .into_sheet()
}

#[test]
fn three_abilities_on_three_d6_each_with_a_maximum() {
    // rule: CH-core.abilities
    let lowest = created(&[1; 13]);
    let highest = created(&[6; 13]);
    for ability in [Ability::Str, Ability::Dex, Ability::Wil] {
        assert_eq!(lowest.health().score(ability).max(), 3);
        assert_eq!(highest.health().score(ability).max(), 18);
        assert_eq!(
            highest.health().score(ability).current(),
            highest.health().score(ability).max()
        );
    }
    // Damage past HP lowers STR's current value; a full rest restores it
    // to its maximum.
    let mut sheet = highest;
    sheet
        .health_mut()
        .take_damage(10, &mut SuppliedFaces::new(&[1]))
        .unwrap();
    assert_eq!(sheet.health().score(Ability::Str).current(), 14);
    assert_eq!(sheet.health().score(Ability::Str).max(), 18);
    sheet.health_mut().full_rest().unwrap();
    assert_eq!(sheet.health().score(Ability::Str).current(), 18);
}

#[test]
fn hit_protection_is_one_d6_absorbs_damage_first_and_any_rest_restores_it() {
    // rule: CH-core.hp
    for face in 1..=6 {
        let mut faces = [1; 13];
        faces[0] = face;
        assert_eq!(created(&faces).health().max_hp(), face);
    }
    let mut sheet = Sheet::new(Character::new(4, [14, 9, 11]).unwrap()).unwrap();
    sheet
        .health_mut()
        .take_damage(3, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(sheet.health().hp(), 1);
    assert_eq!(sheet.health().score(Ability::Str).current(), 14);
    sheet.health_mut().short_rest().unwrap();
    assert_eq!(sheet.health().hp(), 4);
}

#[test]
fn a_coin_is_a_silver_piece() {
    // rule: CH-core.currency
    // Light armour is listed at 100 sp: 100 coins buy it, 99 do not.
    let mut rich = Sheet::new(Character::new(4, [14, 9, 11]).unwrap())
        .unwrap()
        .with_coins(100)
        .unwrap();
    rich.buy(Item::Armour(BodyArmour::Light)).unwrap();
    assert_eq!(rich.coins(), 0);
    let mut poor = Sheet::new(Character::new(4, [14, 9, 11]).unwrap())
        .unwrap()
        .with_coins(99)
        .unwrap();
    assert_eq!(
        poor.buy(Item::Armour(BodyArmour::Light)),
        Err(Error::NotEnoughCoins {
            item: "Light Armor",
            cost: 100,
            coins: 99
        })
    );
}

#[test]
fn fatigue_takes_the_extra_load_units() {
    // rule: CH-core.fatigue
    let mut sheet = Sheet::new(Character::new(4, [14, 9, 11]).unwrap())
        .unwrap()
        .with_units(2, 0)
        .unwrap();
    for _ in 0..2 {
        sheet
            .health_mut()
            .add_fatigue(FatigueSource::Other)
            .unwrap();
    }
    // 2 fatigue + 2 supplies fill the 4 extra units: nothing is free.
    let load = sheet.load().unwrap();
    assert_eq!((load.load(), load.capacity(), load.free_units()), (4, 4, 0));
    assert_eq!(load.level(), Level::Encumbered);
    // A third supply unit is one more than fits.
    let over = sheet.with_units(3, 0).unwrap().load().unwrap();
    assert_eq!((over.load(), over.level()), (5, Level::Overloaded));
}

#[test]
fn saves_only_pass_or_fail() {
    // rule: CH-core.outcome
    for target in 0..=20 {
        let odds = Save::new(target).unwrap().odds();
        let bands: Vec<PassFail> = odds.bands().map(|(b, _)| *b).collect();
        assert!(
            bands
                .iter()
                .all(|b| matches!(b, PassFail::Pass | PassFail::Fail))
        );
        let pass = odds
            .probability(&PassFail::Pass)
            .unwrap_or_else(|| BigRational::from_integer(0.into()));
        assert_eq!(pass, BigRational::new(target.into(), 20.into()));
    }
    // No fumble on a 20 and no critical on a 1: just the comparison.
    let save = Save::new(20).unwrap();
    assert_eq!(
        save.roll(&mut SuppliedFaces::new(&[20])).unwrap().band(),
        PassFail::Pass
    );
    let save = Save::new(0).unwrap();
    assert_eq!(
        save.roll(&mut SuppliedFaces::new(&[1])).unwrap().band(),
        PassFail::Fail
    );
}
