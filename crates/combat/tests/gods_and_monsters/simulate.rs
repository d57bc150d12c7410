//! The simulation against the fight driven by the same policy, and the
//! attack's exact odds against a brute-force count and sampling.

use osr_check::Odds;
use osr_combat::gods_and_monsters::{
    Attack, Awareness, Combatant, Command, Damage, Ending, Fight, Guard, NonDefending, Order,
    Phase, Reactions, Setup, Situation, Swing, simulate,
};
use osr_combat::{Error, Side};
use osr_core::{Dice, Die, Recording, SuppliedFaces};
use osr_health::gods_and_monsters::Vitals;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::common::{SEED, assert_samples_agree, assert_well_formed, frac};

use super::yeti::setup as yeti_setup;

/// Drives `fight` with the simulation's policy: surprise, then round by
/// round every player and then every other combatant in the setup's order
/// makes all their attacks on the first enemy still in the fight.
fn drive(fight: &mut Fight, source: &mut SuppliedFaces<'_>) -> Ending {
    if fight.phase() == Phase::Surprise {
        fight.step(Command::RollSurprise, source).unwrap();
    }
    let combatants = fight.setup().combatants().to_vec();
    while fight.ending().is_none() {
        fight.step(Command::BeginRound, source).unwrap();
        fight.step(Command::EndPhase, source).unwrap();
        fight.step(Command::EndPhase, source).unwrap();
        for _phase in [Phase::Players, Phase::Npcs] {
            for c in &combatants {
                for _ in 0..c.attacks() {
                    if !fight.next().contains(&c.id()) {
                        break;
                    }
                    let target = combatants
                        .iter()
                        .find(|t| t.side() != c.side() && fight.status(t.id()).unwrap().in_fight());
                    let Some(target) = target else { break };
                    fight
                        .step(Command::Attack(Order::new(c.id(), target.id())), source)
                        .unwrap();
                }
            }
            fight.step(Command::EndPhase, source).unwrap();
        }
    }
    fight.ending().unwrap()
}

fn duel() -> Setup {
    let fighter = Combatant::new(1, Side::Party, Vitals::new(8, 10).unwrap())
        .with_attack(2, 1)
        .unwrap()
        .with_defense(3)
        .unwrap()
        .with_damage(Damage::new(Dice::one(Die::D8), 1).unwrap())
        .with_reactions(Reactions::new(5, 6, 9, 5).unwrap())
        .with_endurance(13)
        .unwrap()
        .with_archetypal_losses(true)
        .caught(Awareness::AwareOfAttackers);
    let ogre = Combatant::new(2, Side::Foes, Vitals::new(18, 0).unwrap())
        .with_attack(0, 3)
        .unwrap()
        .with_defense(2)
        .unwrap()
        .with_attacks(2)
        .unwrap()
        .with_damage(Damage::new(Dice::one(Die::D6), 0).unwrap())
        .with_reactions(Reactions::new(4, 5, 7, 4).unwrap())
        .with_endurance(12)
        .unwrap();
    Setup::new(vec![fighter, ogre]).unwrap()
}

/// Faces from the reference generator, recorded as they are drawn.
fn recorded(setup: &Setup, seed: u64) -> (Ending, Vec<u32>) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut faces = Vec::new();
    let ending = simulate(setup, &mut Recording::new(&mut rng, |_, f| faces.push(f))).unwrap();
    (ending, faces)
}

#[test]
fn the_simulation_agrees_with_the_fight() {
    for setup in [duel(), yeti_setup()] {
        let mut winners = [0_u32; 3];
        for seed in 0..300 {
            let (ending, faces) = recorded(&setup, SEED + seed);
            let mut fight = Fight::new(setup.clone()).unwrap();
            let mut source = SuppliedFaces::new(&faces);
            let driven = drive(&mut fight, &mut source);
            assert_eq!(driven, ending, "seed {seed}");
            assert!(source.is_exhausted(), "seed {seed}: the fight left faces");
            assert_eq!(fight.faces(), faces);
            winners[match ending.winner {
                Some(Side::Party) => 0,
                Some(Side::Foes) => 1,
                None => 2,
            }] += 1;
        }
        // Both sides win some fights: the agreement is not a trivial one.
        assert!(winners[0] > 0 && winners[1] > 0, "{winners:?}");
    }
}

#[test]
fn the_simulation_is_seeded() {
    let setup = duel();
    assert_eq!(recorded(&setup, 11), recorded(&setup, 11));
}

#[test]
fn too_many_combatants_for_the_simulation() {
    let mut many = Vec::new();
    for id in 0..17 {
        let side = if id == 0 { Side::Party } else { Side::Foes };
        many.push(Combatant::new(id, side, Vitals::new(3, 0).unwrap()));
    }
    let err = simulate(
        &Setup::new(many).unwrap(),
        &mut Pcg64Mcg::seed_from_u64(SEED),
    )
    .unwrap_err();
    assert_eq!(
        err,
        Error::AboveMaximum {
            what: "combatants in a simulated fight",
            value: 17,
            max: 16
        }
    );
}

/// Attacks, each with the number it needs worked out by hand: 11 + Fighting
/// Art + bonus - defense, then a called shot at an immobile target (-3 +
/// 10), or a surprised target on high ground (defense -2 + 1).
fn attacks() -> Vec<(Attack, i32)> {
    let mut out = Vec::new();
    for (fa, bonus, defense) in [
        (0, 0, 0),
        (2, 2, 3),
        (0, 4, 4),
        (0, 0, 15),
        (5, 10, -5),
        (1, 0, 25),
    ] {
        let base = Attack::new(fa, bonus, defense).unwrap();
        let number = 11 + fa + bonus - defense;
        out.push((base, number));
        let called = Situation {
            called_shot: true,
            non_defending: Some(NonDefending::Immobile),
            ..Situation::default()
        };
        out.push((base.with_situation(called), number + 7));
        let guard = Guard {
            surprised: true,
            high_ground: true,
            ..Guard::default()
        };
        out.push((base.with_guard(guard), number + 1));
    }
    out
}

#[test]
fn attack_odds_against_a_count_of_faces() {
    // rule: GM-combat.attack
    for (attack, number) in attacks() {
        let odds = attack.odds();
        assert_well_formed(&odds);
        assert_eq!(attack.target(), number);
        // Written differently: every face of the d20 tried against the number.
        let hits = (1..=20).filter(|&f| f <= number).count();
        let p_hit = odds.probability(&Swing::Hit).unwrap_or_default();
        assert_eq!(p_hit, frac(i64::try_from(hits).unwrap(), 20), "{attack:?}");
    }
    assert_eq!(
        Attack::new(2, 2, 3)
            .unwrap()
            .odds()
            .probability(&Swing::Hit),
        Some(frac(12, 20))
    );
}

#[test]
fn attack_odds_against_sampling() {
    for (attack, _) in attacks() {
        let odds: Odds<Swing> = attack.odds();
        assert_samples_agree(&odds, 2000, |rng| attack.roll(rng).unwrap().1);
    }
}

#[test]
fn whole_fights_replay_from_their_faces() {
    for seed in 0..40 {
        let (_, faces) = recorded(&yeti_setup(), SEED + seed);
        let mut fight = Fight::new(yeti_setup()).unwrap();
        drive(&mut fight, &mut SuppliedFaces::new(&faces));
        let again = Fight::replay(yeti_setup(), fight.commands(), fight.faces()).unwrap();
        assert_eq!(again, fight);
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&fight).unwrap();
            let back: Fight = serde_json::from_str(&json).unwrap();
            assert_eq!(back, fight, "seed {seed}");
        }
    }
}
