//! `simulate` against `Fight` driven by the same policy: same ending,
//! same faces.

use osr_check::cairn_house::Ability;
use osr_combat::Side;
use osr_combat::cairn_house::{
    Combatant, Ending, Fight, InitiativeMode, InitiativeRule, Policy, Rules, Setup, simulate,
};
use osr_core::SuppliedFaces;
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr_health::cairn_house::{Character, GrievousWound};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{foe, pc};
use crate::common::SEED;

pub(crate) fn setups() -> Vec<Setup> {
    let archer = |id| foe(id, 3, 7).with_weapon(Weapon::Bow);
    let pc2 = Combatant::new(2, Side::Party, 6, [12, 14, 9])
        .unwrap()
        .with_weapon(Weapon::Bow)
        .with_armour(BodyArmour::Light, None);
    let knight = Combatant::new(3, Side::Party, 5, [15, 8, 12])
        .unwrap()
        .with_weapon(Weapon::Polearm)
        .with_armour(BodyArmour::Heavy, None)
        .with_initiative(InitiativeMode::Slow);
    vec![
        Setup::new(vec![pc(1), foe(2, 4, 9)]).unwrap(),
        Setup::new(vec![pc(1), archer(2)]).unwrap(),
        Setup::new(vec![
            pc(1),
            pc2,
            knight,
            archer(10),
            foe(11, 3, 7),
            foe(12, 2, 7),
            archer(13),
        ])
        .unwrap(),
        Setup::new(vec![
            pc(1),
            pc2,
            foe(10, 8, 10).with_dr(1).unwrap().undead(),
            foe(11, 2, 6),
            foe(12, 2, 6),
        ])
        .unwrap()
        .with_leader(11)
        .unwrap(),
        Setup::new(vec![
            pc(1),
            pc2,
            knight,
            archer(10),
            foe(11, 5, 7),
            foe(12, 6, 7),
        ])
        .unwrap()
        .with_rules(Rules {
            initiative: InitiativeRule::EachRound,
            ..Rules::default()
        }),
        Setup::new(vec![
            pc(1).with_armour(BodyArmour::Heavy, Some(Shield::Shield)),
            foe(2, 12, 11).with_die(osr_core::StepDie::D10, false),
        ])
        .unwrap(),
        // Hurt before the fight: HP, STR, DEX down and an eye gouged out.
        Setup::new(vec![pc(1), pc2, archer(10), foe(11, 3, 7)])
            .unwrap()
            .with_health(1, hurt(pc(1), 1, [9, 5, 11], &[]))
            .unwrap()
            .with_health(2, hurt(pc2, 0, [10, 14, 9], &[GrievousWound::EyeGougedOut]))
            .unwrap(),
    ]
}

/// `combatant`'s health with `hp` left, these current scores and wounds.
fn hurt(combatant: Combatant, hp: u32, scores: [i32; 3], wounds: &[GrievousWound]) -> Character {
    let mut health = Character::new(combatant.hp(), combatant.abilities())
        .unwrap()
        .with_hp(hp)
        .unwrap()
        .with_wounds(wounds)
        .unwrap();
    for (ability, score) in [Ability::Str, Ability::Dex, Ability::Wil]
        .into_iter()
        .zip(scores)
    {
        health = health.with_ability(ability, score).unwrap();
    }
    health
}

#[test]
fn simulate_agrees_with_the_fight_from_the_same_faces() {
    for (n, setup) in setups().into_iter().enumerate() {
        for seed in 0..150_u64 {
            let mut rng = Pcg64Mcg::seed_from_u64(SEED ^ (seed << 8) ^ n as u64);
            let mut fight = Fight::new(setup.clone()).unwrap();
            let played = fight.play(Policy::FirstStanding, &mut rng).unwrap();
            assert_eq!(
                fight.ending(),
                match played {
                    Ending::Won { .. } => Some(played),
                    Ending::Undecided { .. } => None,
                }
            );
            let mut faces = SuppliedFaces::new(fight.faces());
            let simulated = simulate(&setup, Policy::FirstStanding, &mut faces).unwrap();
            assert_eq!(simulated, played, "setup {n} seed {seed}");
            assert!(faces.remaining().is_empty(), "setup {n} seed {seed}");
            // And the other way: the simulator's own generator, replayed.
            let mut a = Pcg64Mcg::seed_from_u64(seed);
            let mut b = Pcg64Mcg::seed_from_u64(seed);
            let ending = simulate(&setup, Policy::FirstStanding, &mut a).unwrap();
            assert_eq!(
                Fight::new(setup.clone())
                    .unwrap()
                    .play(Policy::FirstStanding, &mut b)
                    .unwrap(),
                ending
            );
            assert_eq!(a, b);
        }
    }
}

#[test]
fn a_fight_nobody_can_hurt_is_undecided() {
    let wall = |id, side| {
        Combatant::new(id, side, 5, [10, 10, 10])
            .unwrap()
            .with_weapon(Weapon::Unarmed)
            .with_armour(BodyArmour::Heavy, Some(Shield::Shield))
    };
    let setup = Setup::new(vec![wall(1, Side::Party), wall(2, Side::Foes)]).unwrap();
    // Initiative, then every d4 a 1 against DR 3: nothing ever lands.
    let ones = vec![1; 1 + 2 * 1000];
    let ending = simulate(
        &setup,
        Policy::FirstStanding,
        &mut SuppliedFaces::new(&ones),
    )
    .unwrap();
    assert_eq!(ending, Ending::Undecided { round: 1000 });
    let mut fight = Fight::new(setup).unwrap();
    let played = fight
        .play(Policy::FirstStanding, &mut SuppliedFaces::new(&ones))
        .unwrap();
    assert_eq!(played, ending);
    assert_eq!(fight.faces().len(), ones.len());
}

#[test]
fn the_d2_faces_end_the_same_in_both() {
    let archer = Combatant::new(2, Side::Foes, 3, [8, 12, 7])
        .unwrap()
        .with_weapon(Weapon::Bow);
    let setup = Setup::new(vec![pc(1), archer]).unwrap();
    let ending = simulate(
        &setup,
        Policy::FirstStanding,
        &mut SuppliedFaces::new(&[12, 6, 15]),
    )
    .unwrap();
    assert_eq!(
        ending,
        Ending::Won {
            winner: Side::Foes,
            round: 1
        }
    );
}

#[test]
fn a_hurt_combatant_enters_with_its_health_or_is_refused() {
    let setup = Setup::new(vec![pc(1), foe(2, 4, 9)]).unwrap();
    let fresh = Character::new(pc(1).hp(), pc(1).abilities()).unwrap();
    // Another character's maxima.
    let other = Character::new(pc(1).hp() + 1, pc(1).abilities()).unwrap();
    assert_eq!(
        setup.clone().with_health(1, other),
        Err(osr_combat::Error::HealthMismatch { id: 1 })
    );
    assert_eq!(
        setup.clone().with_health(9, fresh.clone()),
        Err(osr_combat::Error::UnknownCombatant { id: 9 })
    );
    // Entering with 1 HP left: the fight starts there.
    let hurt = fresh.with_hp(1).unwrap();
    let setup = setup.with_health(1, hurt.clone()).unwrap();
    assert_eq!(setup.entering_health(1).unwrap(), hurt);
    let fight = Fight::new(setup).unwrap();
    assert_eq!(fight.fighter(1).unwrap().health(), &hurt);
}
