//! A sheet into a fight and back: the health carried both ways.

use osr_combat::Side;
use osr_combat::cairn_house::{Combatant, Fight, Policy};
use osr_core::SuppliedFaces;
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr_sheet::Error;
use osr_sheet::cairn_house::{Character, Sheet, setup};

fn hero(hp: u32) -> Sheet {
    Sheet::new(Character::new(4, [14, 9, 11]).unwrap().with_hp(hp).unwrap())
        .unwrap()
        .with_weapon(Weapon::Hand)
        .unwrap()
        .with_armour(BodyArmour::Light)
        .with_shield(Some(Shield::Shield))
}

#[test]
// rule: CH-combat.dr
fn the_combatant_has_the_sheets_maxima_weapon_and_dr() {
    let pc = hero(2).combatant(3).unwrap();
    assert_eq!(pc.id(), 3);
    assert_eq!(pc.side(), Side::Party);
    assert_eq!((pc.hp(), pc.abilities()), (4, [14, 9, 11]));
    // Light armour 1 + shield 1.
    assert_eq!(pc.dr(), 2);
    assert_eq!(pc.die().die().sides(), 6);
    // No weapon: unarmed, a d4.
    let bare = Sheet::new(Character::new(4, [14, 9, 11]).unwrap()).unwrap();
    assert_eq!(bare.combatant(1).unwrap().die().die().sides(), 4);
}

#[test]
fn the_party_enters_hurt_and_leaves_with_the_fights_health() {
    let mut a = hero(1);
    let b = hero(4);
    let ogre = Combatant::new(10, Side::Foes, 6, [16, 8, 9])
        .unwrap()
        .with_die(osr_core::StepDie::D10, false);
    let mut fight = Fight::new(setup(&[&a, &b], vec![ogre]).unwrap()).unwrap();
    assert_eq!(fight.fighter(1).unwrap().health().hp(), 1);
    assert_eq!(fight.fighter(2).unwrap().health().hp(), 4);
    // Initiative: both PCs fail (20, 20); everyone passes the move phase;
    // in melee the ogre's d10 hits PC 1 for 9 - DR 2 = 7: HP 1 -> 0 and
    // 6 off STR 14 -> 8, save d20 3 passes; PC 1 and PC 2 hit for 1 each.
    let faces = [20, 20, 9, 3, 1, 1];
    let mut source = SuppliedFaces::new(&faces);
    for _ in 0..7 {
        let command = Policy::FirstStanding.command(&fight);
        fight.step(command, &mut source).unwrap();
    }
    let after = fight.fighter(1).unwrap().health().clone();
    assert_eq!(after.hp(), 0);
    assert_eq!(
        after.score(osr_check::cairn_house::Ability::Str).current(),
        8
    );
    assert_eq!(fight.fighter(10).unwrap().health().hp(), 4);
    a.after_fight(fight.fighter(1).unwrap()).unwrap();
    assert_eq!(a.health(), &after);
    // Another sheet's maxima are refused, the sheet unchanged.
    let mut other = Sheet::new(Character::new(5, [14, 9, 11]).unwrap()).unwrap();
    let before = other.clone();
    assert_eq!(
        other.after_fight(fight.fighter(1).unwrap()),
        Err(Error::Combat(osr_combat::Error::HealthMismatch { id: 1 }))
    );
    assert_eq!(other, before);
    // A combatant not in the fight has no fighter to take back.
    assert_eq!(
        fight.fighter(9).map_err(Error::from).err(),
        Some(Error::Combat(osr_combat::Error::UnknownCombatant { id: 9 }))
    );
}
