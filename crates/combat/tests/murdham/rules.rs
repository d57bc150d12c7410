//! Traps, speed, social actions' data and odds.

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_combat::Error;
use osr_combat::murdham::{
    Effect, Force, IMPAIRING_SITUATIONS, Pace, SOCIAL_ACTIONS, Social, Trap, TrapReaction,
    attack_edge, social_chance,
};
use osr_core::{Edge, SuppliedFaces};

use crate::common::{assert_samples_agree, frac};

#[test]
fn a_known_trap_allows_an_agi_save_an_unseen_one_nothing() {
    // rule: MU-combat.trap-react
    let known = Trap::new(true);
    assert!(known.save(11).unwrap().is_some());
    assert_eq!(
        known.react(11, &mut SuppliedFaces::new(&[11])),
        Ok(TrapReaction::Dodged)
    );
    assert_eq!(
        known.react(11, &mut SuppliedFaces::new(&[12])),
        Ok(TrapReaction::Failed)
    );
    let unseen = Trap::new(false);
    assert_eq!(unseen.save(11), Ok(None));
    let mut none = SuppliedFaces::new(&[]);
    assert_eq!(unseen.react(11, &mut none), Ok(TrapReaction::NoReaction));
    // Odds: AGI/20 to dodge a known trap; an unseen one always hits.
    let odds = known.odds(11).unwrap();
    assert_eq!(odds.probability(&TrapReaction::Dodged), Some(frac(11, 20)));
    assert_eq!(odds.probability(&TrapReaction::Failed), Some(frac(9, 20)));
    assert_eq!(
        unseen
            .odds(11)
            .unwrap()
            .probability(&TrapReaction::NoReaction),
        Some(BigRational::one())
    );
    assert!(known.odds(21).is_err());
    assert_samples_agree(&odds, 10_000, |rng| known.react(11, rng).unwrap());
}

#[test]
fn normal_movement_is_two_zones_and_a_sprint_four() {
    // rule: MU-combat.speed
    assert_eq!(Pace::Normal.zones_per_round(), 2);
    assert_eq!(Pace::Sprint.zones_per_round(), 4);
    assert_eq!(Pace::Normal.rounds_to_cross(5), 3);
    assert_eq!(Pace::Sprint.rounds_to_cross(5), 2);
    assert_eq!(Pace::Sprint.rounds_to_cross(8), 2);
    assert_eq!(Pace::Normal.check(2, false), Ok(()));
    assert_eq!(Pace::Sprint.check(1, false), Err(Error::CannotSprint));
}

#[test]
fn impairing_situations_give_one_impairment() {
    // rule: MU-combat.impaired-situations
    assert_eq!(IMPAIRING_SITUATIONS.len(), 4);
    for &s in IMPAIRING_SITUATIONS {
        assert_eq!(attack_edge(&[s], 0).net(), Edge::new(0, 1).net());
    }
    assert_eq!(attack_edge(&[], 0), Edge::NONE);
    // One enhancement cancels the impairment.
    assert_eq!(
        attack_edge(&[IMPAIRING_SITUATIONS[2]], 1).net(),
        Edge::NONE.net()
    );
}

#[test]
fn social_actions_take_a_round_and_their_effects_are_data() {
    // rule: MU-combat.social.distract, MU-combat.social.intimidate, MU-combat.social.taunt
    let rows: Vec<_> = SOCIAL_ACTIONS
        .iter()
        .map(|r| {
            (
                r.action,
                r.rounds,
                r.actor_saves,
                r.target_resists,
                r.effect,
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (Social::Distract, 1, false, true, Effect::LosesNextTurn),
            (
                Social::Intimidate,
                1,
                false,
                true,
                Effect::FrightenedOfActor
            ),
            (Social::Taunt, 1, true, true, Effect::MustHarmActor),
        ]
    );
    for row in SOCIAL_ACTIONS {
        assert_eq!(Social::lookup(row.id), Ok(row.action));
        assert_eq!(row.action.row(), row);
    }
    assert_eq!(
        Social::lookup("flatter"),
        Err(Error::UnknownId {
            table: "social action",
            id: "flatter".into()
        })
    );
}

#[test]
fn social_chances_match_counting_faces() {
    for social in [Social::Distract, Social::Intimidate, Social::Taunt] {
        for force in [Force::Ineffective, Force::Resistible, Force::Irresistible] {
            for actor in [0, 7, 12, 20] {
                for target in [0, 9, 20] {
                    // Count every pair of d20 faces (actor's, target's).
                    let mut works = 0;
                    for a in 1..=20 {
                        for t in 1..=20 {
                            let row = social.row();
                            let ok = force != Force::Ineffective
                                && (!row.actor_saves || a <= actor)
                                && (force == Force::Irresistible || t > target);
                            works += i64::from(ok);
                        }
                    }
                    let got = social_chance(social, force, actor, target).unwrap();
                    assert_eq!(
                        got,
                        frac(works, 400),
                        "{social:?} {force:?} {actor} {target}"
                    );
                }
            }
        }
    }
    assert_eq!(
        social_chance(Social::Distract, Force::Ineffective, 10, 10),
        Ok(BigRational::zero())
    );
    assert!(social_chance(Social::Taunt, Force::Resistible, 21, 10).is_err());
}
