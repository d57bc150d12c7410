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
    // A monster: 3 HD and the default level 1, so a direct hit costs 30.
    let mut troll = human(6, Side::Foes, 10, 12);
    troll.hit_dice = HitDice::new(3).unwrap();
    troll.strength = AbilityScore::new(20).unwrap();
    let mut richer = rich;
    richer.hp = Hp::new(36).unwrap();
    vec![
        Setup::new(vec![fighter, ogre], Ties::SetupOrder).unwrap(),
        Setup::new(
            vec![human(1, Side::Party, 10, 4), human(2, Side::Foes, 10, 4)],
            Ties::HigherWits,
        )
        .unwrap(),
        Setup::new(vec![fighter, sleeper], Ties::SideFirst(Side::Foes)).unwrap(),
        Setup::new(vec![rich, brute], Ties::SetupOrder).unwrap(),
        Setup::new(vec![richer, troll], Ties::SetupOrder).unwrap(),
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

mod blow {
    use osr_check::constitution::AbilityScore;
    use osr_combat::Side;
    use osr_combat::constitution::{
        Blow, Combatant, DamageDie, Event, Fight, Setup, Ties, blow_odds,
    };
    use osr_core::SuppliedFaces;
    use osr_health::constitution::{Event as HealthEvent, InjuryBand};

    use crate::common::{assert_samples_agree, frac};
    use crate::constitution::{attack, human};

    fn pair(damage: DamageDie) -> (Combatant, Combatant) {
        let mut a = human(1, Side::Party, 10, 6);
        a.strength = AbilityScore::new(12).unwrap();
        a.damage = damage;
        let mut t = human(2, Side::Foes, 10, 2);
        t.strength = AbilityScore::new(14).unwrap();
        t.will = AbilityScore::new(9).unwrap();
        (a, t)
    }

    /// Every face of the attack, the damage and both saves, counted; the
    /// DCs are low enough that a natural 20 settles each roll.
    fn brute_force(damage: DamageDie, hp: u32) -> Vec<(Blow, i64)> {
        let sides = damage.die().sides();
        let mut counts: std::collections::BTreeMap<Blow, i64> = Default::default();
        let damage_faces: Vec<(u32, i64)> = if damage.advantage() {
            (1..=sides)
                .flat_map(|x| (1..=sides).map(move |y| (x.max(y), 1)))
                .collect()
        } else {
            (1..=sides).map(|x| (x, i64::from(sides))).collect()
        };
        for attack in 1..=20 {
            if attack + 12 < 20 {
                *counts.entry(Blow::Miss).or_default() += 400 * i64::from(sides * sides);
                continue;
            }
            for &(d, w) in &damage_faces {
                if d <= hp {
                    *counts.entry(Blow::Protected).or_default() += 400 * w;
                    continue;
                }
                let dc = 20 + (d - hp);
                for s in 1..=20 {
                    for wil in 1..=20 {
                        let strength = s + 14 >= dc;
                        let will = wil + 9 >= dc;
                        let band = match (strength, will) {
                            (false, false) => InjuryBand::MajorDown,
                            (false, true) => InjuryBand::MajorStanding,
                            (true, false) => InjuryBand::MinorDown,
                            (true, true) => InjuryBand::MinorStanding,
                        };
                        *counts.entry(Blow::Injured(band)).or_default() += w;
                    }
                }
            }
        }
        counts.into_iter().collect()
    }

    #[test]
    // rule: TC-5.18
    fn one_blow_odds_match_every_face_counted() {
        for damage in [DamageDie::D6, DamageDie::D6Advantage, DamageDie::D8] {
            let (a, t) = pair(damage);
            let odds = blow_odds(&a, &t).unwrap();
            let sides = i64::from(damage.die().sides());
            let all = 20 * sides * sides * 400;
            for (band, count) in brute_force(damage, 2) {
                assert_eq!(
                    odds.probability(&band),
                    Some(frac(count, all)),
                    "{damage:?} {band:?}"
                );
            }
        }
        // STR 12 against AC 20: 13 in 20 hit; a d6 of 1 or 2 stays in HP 2.
        let (a, t) = pair(DamageDie::D6);
        let odds = blow_odds(&a, &t).unwrap();
        assert_eq!(
            odds.probability(&Blow::Protected),
            Some(frac(13 * 2, 20 * 6))
        );
    }

    #[test]
    fn one_blow_odds_agree_with_fights_sampled() {
        let (a, t) = pair(DamageDie::D6Advantage);
        let odds = blow_odds(&a, &t).unwrap();
        let setup = Setup::new(vec![a, t], Ties::SetupOrder).unwrap();
        let start = {
            let mut f = Fight::new(setup).unwrap();
            f.step(
                osr_combat::constitution::Command::RollInitiative,
                &mut SuppliedFaces::new(&[20, 1]),
            )
            .unwrap();
            f
        };
        assert_samples_agree(&odds, 20_000, |rng| {
            let mut f = start.clone();
            let events = f.step(attack(1, 2), rng).unwrap();
            let mut blow = Blow::Miss;
            for e in events {
                match e {
                    Event::AttackRolled { hit: true, .. } => blow = Blow::Protected,
                    Event::Health {
                        change:
                            HealthEvent::InjurySaves {
                                strength_passed,
                                will_passed,
                                ..
                            },
                        ..
                    } => {
                        blow = Blow::Injured(match (strength_passed, will_passed) {
                            (false, false) => InjuryBand::MajorDown,
                            (false, true) => InjuryBand::MajorStanding,
                            (true, false) => InjuryBand::MinorDown,
                            (true, true) => InjuryBand::MinorStanding,
                        });
                    }
                    _ => {}
                }
            }
            blow
        });
    }
}
