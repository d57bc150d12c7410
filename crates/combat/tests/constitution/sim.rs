//! The simulation agrees with the fight driven by the same policy.

use osr_check::constitution::{AbilityScore, Level};
use osr_combat::Side;
use osr_combat::constitution::{
    Ac, Combatant, DamageDie, Ending, Fight, Policy, Setup, Start, Ties, Training, simulate,
};
use osr_core::{Recording, SuppliedFaces};
use osr_health::constitution::{HitDice, Hp};
use rand_core::SeedableRng;

use super::human;

fn setups() -> Vec<Setup> {
    let mut fighter = human(1, Side::Party, 12, 14);
    fighter.fighter = true;
    fighter.level = Level::new(2).unwrap();
    fighter.hit_dice = HitDice::new(2).unwrap();
    fighter.tough = true;
    fighter.strength = AbilityScore::new(14).unwrap();
    fighter.ac = Ac::new(26).unwrap();
    fighter.damage = DamageDie::D6Advantage;
    let mut ogre = human(2, Side::Foes, 8, 20);
    ogre.hit_dice = HitDice::new(4).unwrap();
    ogre.level = Level::new(4).unwrap();
    ogre.strength = AbilityScore::new(16).unwrap();
    ogre.damage = DamageDie::D8;
    ogre.training = Training {
        berserk: true,
        ..Training::default()
    };
    let mut sleeper = human(3, Side::Foes, 10, 4);
    sleeper.start = Start::FlatFooted;
    sleeper.ac = Ac::new(10).unwrap();
    let mut rich = human(4, Side::Party, 10, 30);
    rich.hit_dice = HitDice::new(6).unwrap();
    rich.buys_off = true;
    rich.hp = Hp::new(30).unwrap();
    let mut brute = human(5, Side::Foes, 10, 6);
    brute.strength = AbilityScore::new(20).unwrap();
    vec![
        Setup::new(vec![fighter, ogre], Ties::SetupOrder).unwrap(),
        Setup::new(
            vec![human(1, Side::Party, 10, 4), human(2, Side::Foes, 10, 4)],
            Ties::HigherWits,
        )
        .unwrap(),
        Setup::new(vec![fighter, sleeper], Ties::SideFirst(Side::Foes)).unwrap(),
        Setup::new(vec![rich, brute], Ties::SetupOrder).unwrap(),
    ]
}

/// Drives a fight by the policy from the generator; returns the ending and
/// every face.
fn driven(setup: &Setup, policy: Policy, seed: u64) -> (Ending, Vec<u32>) {
    let mut fight = Fight::new(setup.clone()).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    while let Some(command) = policy.command(&fight) {
        fight.step(command, &mut rng).unwrap();
    }
    (
        fight.ending().unwrap_or(Ending::Undecided),
        fight.faces().to_vec(),
    )
}

#[test]
fn simulation_agrees_with_the_driven_fight_from_the_same_faces() {
    for (n, setup) in setups().iter().enumerate() {
        for policy in [
            Policy::default(),
            Policy {
                direct_hits: false,
                max_rounds: 3,
            },
        ] {
            for seed in 0..150 {
                let (ending, faces) = driven(setup, policy, seed);
                let mut source = SuppliedFaces::new(&faces);
                let simulated = simulate(setup, policy, &mut source).unwrap();
                assert_eq!(simulated, ending, "setup {n}, seed {seed}");
                assert!(source.is_exhausted(), "setup {n}, seed {seed}: faces left");
            }
        }
    }
}

#[test]
fn simulation_from_a_generator_uses_what_the_fight_would() {
    let setup = &setups()[0];
    for seed in 0..50 {
        let mut faces = Vec::new();
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let ending = simulate(
            setup,
            Policy::default(),
            &mut Recording::new(&mut rng, |_, f| faces.push(f)),
        )
        .unwrap();
        let (driven_ending, driven_faces) = driven(setup, Policy::default(), seed);
        assert_eq!((ending, &faces), (driven_ending, &driven_faces));
    }
}

#[test]
fn simulation_needs_exactly_two() {
    let three = Setup::new(
        vec![
            human(1, Side::Party, 10, 4),
            human(2, Side::Foes, 10, 4),
            human(3, Side::Foes, 10, 4),
        ],
        Ties::SetupOrder,
    )
    .unwrap();
    let err = simulate(&three, Policy::default(), &mut SuppliedFaces::new(&[])).unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    let _ = Combatant::new(1, Side::Party, 4).unwrap();
}
