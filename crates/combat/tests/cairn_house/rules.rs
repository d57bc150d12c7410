//! The rules that stand on their own: initiative, damage, DR, die steps,
//! blast count, half lost, fleeing, pursuit, spell DR.

use osr_combat::Error;
use osr_combat::cairn_house::{
    ArmourDr, Combatant, Escape, Flight, InitiativeMode, Minds, Phase, Pursuit, SpellDr, Step,
    armour_dr, attack_damage, attack_die, blast_count, flee, half_lost, initiative,
};
use osr_core::{StepDie, SuppliedFaces};
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};

fn faces(f: &[u32]) -> SuppliedFaces<'_> {
    SuppliedFaces::new(f)
}

// rule: CH-combat.initiative
#[test]
fn initiative_is_a_dex_save_and_haste_or_slow_replace_it() {
    assert_eq!(
        initiative(13, InitiativeMode::Save, &mut faces(&[8])).unwrap(),
        (true, Some(8))
    );
    assert_eq!(
        initiative(9, InitiativeMode::Save, &mut faces(&[12])).unwrap(),
        (false, Some(12))
    );
    // d20 equal to DEX passes, one above fails.
    assert!(
        initiative(13, InitiativeMode::Save, &mut faces(&[13]))
            .unwrap()
            .0
    );
    assert!(
        !initiative(13, InitiativeMode::Save, &mut faces(&[14]))
            .unwrap()
            .0
    );
    // Haste and Slow roll nothing.
    assert_eq!(
        initiative(3, InitiativeMode::Haste, &mut faces(&[])).unwrap(),
        (true, None)
    );
    assert_eq!(
        initiative(18, InitiativeMode::Slow, &mut faces(&[])).unwrap(),
        (false, None)
    );
    assert!(initiative(21, InitiativeMode::Save, &mut faces(&[1])).is_err());
}

// rule: CH-combat.phases
#[test]
fn a_round_has_five_phases_in_order() {
    assert_eq!(
        Phase::ALL,
        [
            Phase::MagicCast,
            Phase::Missile,
            Phase::Move,
            Phase::Melee,
            Phase::MagicEffect
        ]
    );
    assert_eq!(Phase::ALL.map(Phase::number), [1, 2, 3, 4, 5]);
    let mut walk = vec![Phase::MagicCast];
    while let Some(next) = walk.last().unwrap().next() {
        walk.push(next);
    }
    assert_eq!(walk, Phase::ALL);
}

// rule: CH-combat.attack
#[test]
fn damage_is_the_die_less_dr_never_below_zero() {
    assert_eq!(attack_damage(5, 2), 3);
    assert_eq!(attack_damage(1, 2), 0);
    assert_eq!(attack_damage(2, 2), 0);
    assert_eq!(attack_damage(6, 0), 6);
}

// rule: CH-combat.dr
#[test]
fn dr_is_armour_plus_one_for_a_shield_at_most_three() {
    assert_eq!(armour_dr(BodyArmour::Heavy, Some(Shield::Shield)), 3);
    assert_eq!(armour_dr(BodyArmour::Light, Some(Shield::Shield)), 2);
    assert_eq!(armour_dr(BodyArmour::Unarmoured, Some(Shield::Shield)), 1);
    assert_eq!(armour_dr(BodyArmour::Unarmoured, None), 0);
    assert_eq!(armour_dr(BodyArmour::Heavy, None), 2);
    // The cap: no combatant's DR above 3.
    assert_eq!(ArmourDr::MAX, 3);
    let c = Combatant::new(1, osr_combat::Side::Party, 4, [10, 10, 10]).unwrap();
    assert!(matches!(c.with_dr(4), Err(Error::Core(_))));
    assert_eq!(
        c.with_armour(BodyArmour::Heavy, Some(Shield::Shield)).dr(),
        3
    );
}

// rule: CH-combat.enhanced
#[test]
fn enhanced_and_impaired_move_one_die_size() {
    let hand = Weapon::Hand.row().damage;
    let bow = Weapon::Bow.row().damage;
    assert_eq!(attack_die(hand, Step::Enhanced.steps()), StepDie::D8);
    assert_eq!(attack_die(bow, Step::Impaired.steps()), StepDie::D4);
    assert_eq!(attack_die(StepDie::D8, 1), StepDie::D10);
    assert_eq!(attack_die(StepDie::D10, 1), StepDie::D12);
    // d12 is the cap, d4 the floor.
    assert_eq!(attack_die(StepDie::D12, 1), StepDie::D12);
    assert_eq!(attack_die(StepDie::D4, -1), StepDie::D4);
    // One of each cancel.
    assert_eq!(
        attack_die(hand, Step::Enhanced.steps() + Step::Impaired.steps()),
        StepDie::D6
    );
}

// rule: CH-combat.blast.count
#[test]
fn an_unclear_blast_rolls_its_die_for_the_number_of_targets() {
    assert_eq!(blast_count(StepDie::D8, &mut faces(&[5])).unwrap(), 5);
    assert_eq!(blast_count(StepDie::D4, &mut faces(&[4])).unwrap(), 4);
    // The die rolled is the attack's own: a 9 is not on a d8.
    assert!(blast_count(StepDie::D8, &mut faces(&[9])).is_err());
}

// rule: CH-combat.morale.triggers
#[test]
fn half_their_number_rounds_up() {
    assert!(half_lost(3, 6));
    assert!(!half_lost(2, 6));
    assert!(!half_lost(2, 5));
    assert!(half_lost(3, 5));
    assert!(half_lost(1, 2));
    assert!(!half_lost(1, 3));
}

// rule: CH-combat.flee
#[test]
fn fleeing_needs_a_dex_save_and_a_safe_place() {
    assert_eq!(
        flee(11, true, &mut faces(&[8])).unwrap(),
        (Flight::Escaped, Some(8))
    );
    assert_eq!(
        flee(11, true, &mut faces(&[11])).unwrap(),
        (Flight::Escaped, Some(11))
    );
    assert_eq!(
        flee(11, true, &mut faces(&[12])).unwrap(),
        (Flight::Caught, Some(12))
    );
    // No safe place: no escape whatever the roll, and none is made.
    assert_eq!(
        flee(11, false, &mut faces(&[])).unwrap(),
        (Flight::NowhereToRun, None)
    );
}

// rule: CH-combat.distract.food
#[test]
fn a_ration_per_unintelligent_pursuer_ends_the_chase() {
    let wolves = Pursuit::new(4, Minds::Unintelligent).unwrap();
    assert_eq!(wolves.price(), Escape::Rations(4));
    assert!(wolves.shaken_off(Escape::Rations(4)));
    assert!(!wolves.shaken_off(Escape::Rations(3)));
    assert!(!wolves.shaken_off(Escape::Treasure(1000)));
}

// rule: CH-combat.distract.treasure
#[test]
fn a_hundred_silver_per_intelligent_pursuer_ends_the_chase() {
    let bandits = Pursuit::new(3, Minds::Intelligent).unwrap();
    assert_eq!(bandits.price(), Escape::Treasure(300));
    assert!(bandits.shaken_off(Escape::Treasure(300)));
    assert!(!bandits.shaken_off(Escape::Treasure(299)));
    assert!(!bandits.shaken_off(Escape::Rations(3)));
    assert!(Pursuit::new(0, Minds::Intelligent).is_err());
}

// rule: CH-combat.secret-door
#[test]
fn a_secret_door_always_shakes_off_pursuit() {
    for minds in [Minds::Unintelligent, Minds::Intelligent] {
        for n in [1, 7, 1000] {
            assert!(
                Pursuit::new(n, minds)
                    .unwrap()
                    .shaken_off(Escape::SecretDoor)
            );
        }
    }
}

// rule: CH-combat.blast-fire-dr
#[test]
fn dr_lowers_spell_damage_by_default_and_the_option_ignores_it() {
    assert_eq!(SpellDr::default(), SpellDr::Applies);
    assert_eq!(SpellDr::Applies.damage(7, 2), 5);
    assert_eq!(SpellDr::Applies.damage(1, 3), 0);
    assert_eq!(SpellDr::Ignored.damage(7, 2), 7);
}

// rule: CH-combat.morale.triggers, CH-combat.morale.lone
#[test]
fn morale_over_a_fight_by_hand() {
    use osr_combat::Morale;
    use osr_combat::cairn_house::morale_odds;

    use crate::common::frac;

    // Six bandits, WIL 9 (the catalog's example): a save at the first
    // casualty, fled with 11/20; a save at 3 lost, fled with 9/20 * 11/20;
    // else they stand to the last of six.
    let six = morale_odds(6, 9).unwrap();
    let p = |odds: &osr_check::course::CourseOdds<Morale>, end| {
        odds.endings().probability(&end).unwrap()
    };
    assert_eq!(p(&six, Morale::Broke { lost: 1 }), frac(11, 20));
    assert_eq!(p(&six, Morale::Broke { lost: 3 }), frac(99, 400));
    assert_eq!(p(&six, Morale::Stood), frac(81, 400));
    // Members taken down on average: 1, 3 or 6 with those chances.
    assert_eq!(*six.mean_steps(), frac(11 * 20 + 99 * 3 + 81 * 6, 400));
    // Five: half is 3 of 5 (rounded up).
    let five = morale_odds(5, 9).unwrap();
    assert_eq!(p(&five, Morale::Broke { lost: 3 }), frac(99, 400));
    // Two: the first casualty is half, one save.
    let two = morale_odds(2, 9).unwrap();
    assert_eq!(p(&two, Morale::Broke { lost: 1 }), frac(11, 20));
    assert_eq!(p(&two, Morale::Stood), frac(9, 20));
    // A lone ogre, WIL 12, at 0 HP: flees with 8/20.
    let ogre = morale_odds(1, 12).unwrap();
    assert_eq!(p(&ogre, Morale::Broke { lost: 1 }), frac(8, 20));
    assert!(morale_odds(0, 9).is_err());
}

// rule: CH-combat.initiative, CH-magic.haste, CH-magic.slow
#[test]
fn the_partys_initiative_counts_by_every_face() {
    use osr_combat::cairn_house::party_initiative_odds;

    use crate::common::frac;

    // DEX 13 and 9 roll; the hasted always acts first, the slowed never.
    let pcs = [
        (13, InitiativeMode::Save),
        (9, InitiativeMode::Save),
        (11, InitiativeMode::Haste),
        (17, InitiativeMode::Slow),
    ];
    let odds = party_initiative_odds(&pcs).unwrap();
    // Every pair of d20 faces, each PC's save rolled by `initiative`.
    let mut counts = [0_i64; 5];
    for a in 1..=20 {
        for b in 1..=20 {
            let first = |dex, face| {
                initiative(dex, InitiativeMode::Save, &mut faces(&[face]))
                    .unwrap()
                    .0
            };
            let n = 1 + usize::from(first(13, a)) + usize::from(first(9, b));
            counts[n] += 1;
        }
    }
    for (n, count) in counts.iter().enumerate() {
        let n = u32::try_from(n).unwrap();
        assert_eq!(odds.probability(&n), Some(frac(*count, 400)), "{n} first");
    }
    assert_eq!(odds.probability(&3), Some(frac(117, 400)));
    assert!(party_initiative_odds(&[(21, InitiativeMode::Save)]).is_err());
}
