//! Murdham's exploding, impaired and enhanced damage dice.

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::murdham::{Damage, LISTED_EXPLOSIONS, MAX_EXPLOSIONS};
use osr_check::{Check, Error, Fate, Resolved};
use osr_core::{Edge, StepDie, SuppliedFaces};
use osr_dice::{Budget, Limits, compile};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::band;
use crate::common::{Always, assert_agrees_with_sampling, frac};

#[test]
fn damage_dice_explode_and_penetrate() {
    // rule: MU-dice.notation
    let d4 = Damage::new(StepDie::D4);
    let outcome = d4.roll(&mut SuppliedFaces::new(&[4, 3])).unwrap();
    assert_eq!(outcome.total(), 6, "4 + (3 - 1)");
    assert_eq!(outcome.faces(), [4, 3]);
    assert_eq!(band(&d4, &[3]), 3);
    assert_eq!(band(&d4, &[4, 4, 1]), 7, "4 + 3 + 0");
    assert_eq!(band(&Damage::new(StepDie::D12), &[12, 12, 5]), 12 + 11 + 4);

    // The engine reads `1d4!p` the same way.
    let plan = d4.plan();
    assert_eq!(d4.notation(), "1d4!p");
    assert_eq!(
        plan.roll(&mut SuppliedFaces::new(&[4, 3])).unwrap().total,
        6
    );

    // A 7 m fall: 3d4, rolls 2, 4 (exploding into 3) and 1: 2 + 6 + 1 = 9;
    // 2, 3, 1 do not explode: 6.
    let fall = compile("3d4!p", &Limits::default()).unwrap();
    assert_eq!(
        fall.roll(&mut SuppliedFaces::new(&[2, 4, 3, 1]))
            .unwrap()
            .total,
        9
    );
    assert_eq!(
        fall.roll(&mut SuppliedFaces::new(&[2, 3, 1]))
            .unwrap()
            .total,
        6
    );

    // By hand: a d4 totals 6 only as 4 then 3 (1/16), 7 as 4, 4, 1 (1/64).
    let odds = d4.odds();
    assert_eq!(odds.probability(&3), Some(frac(1, 4)));
    assert_eq!(odds.probability(&4), Some(frac(1, 16)));
    assert_eq!(odds.probability(&6), Some(frac(1, 16)));
    assert_eq!(odds.probability(&7), Some(frac(1, 64)));
    assert_eq!(odds.probability(&0), Some(BigRational::zero()));
    // The tail: at least LISTED_EXPLOSIONS + 1 fours.
    let (start, p) = odds.tail().unwrap();
    assert_eq!(Some(*start), d4.tail_start());
    assert_eq!(*start, 4 + LISTED_EXPLOSIONS * 3);
    assert_eq!(*p, frac(1, 4_i64.pow(LISTED_EXPLOSIONS + 1)));
}

#[test]
fn impaired_and_enhanced_damage_roll_twice() {
    // rule: MU-core.impaired-enhanced, MU-dice.notation
    // Cold: impaired d4 rolling 3 and 1 deals 1.
    let cold = Damage::new(StepDie::D4).with_edge(Edge::new(0, 1));
    assert_eq!(band(&cold, &[3, 1]), 1);
    // Fire on an oil-soaked target: enhanced d6 rolling 2 and 5 deals 5.
    let fire = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0));
    let outcome = fire.roll(&mut SuppliedFaces::new(&[2, 5])).unwrap();
    assert_eq!(outcome.total(), 5);
    assert_eq!(outcome.dice()[0].fate, Fate::Dropped);
    // Each roll explodes on its own: enhanced d4, 4 + 2 - 1 = 5 against 3.
    let enhanced = Damage::new(StepDie::D4).with_edge(Edge::new(1, 0));
    let outcome = enhanced.roll(&mut SuppliedFaces::new(&[4, 2, 3])).unwrap();
    assert_eq!(outcome.total(), 5);
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(fates, [Fate::Counted, Fate::Counted, Fate::Dropped]);
    // One impairment and one enhancement: a plain roll.
    let plain = Damage::new(StepDie::D4).with_edge(Edge::new(1, 1));
    assert_eq!(band(&plain, &[3]), 3);
    assert_eq!(plain.odds(), Damage::new(StepDie::D4).odds());
    // More of either add nothing.
    assert_eq!(
        Damage::new(StepDie::D4).with_edge(Edge::new(0, 3)).odds(),
        cold.odds()
    );
    // Without explosions (a disease's d4 of ability loss).
    let sores = Damage::new(StepDie::D4).exploding(false);
    assert_eq!(band(&sores, &[4]), 4);
    assert_eq!(sores.tail_start(), None);
    assert_eq!(band(&sores.with_edge(Edge::new(0, 1)), &[4, 2]), 2);
    // The notation of each.
    assert_eq!(cold.notation(), "{1d4!p, 1d4!p}kl1");
    assert_eq!(fire.notation(), "{1d6!p, 1d6!p}kh1");
    assert_eq!(sores.notation(), "1d4");
    assert_eq!(sores.with_edge(Edge::new(0, 1)).notation(), "2d4kl1");
    // Keeping the higher of two: P(total = 1) = 1/16 on a d4.
    assert_eq!(enhanced.odds().probability(&1), Some(frac(1, 16)));
    assert_eq!(cold.odds().probability(&1), Some(frac(7, 16)));
}

#[test]
fn damage_odds_agree_with_the_notation_engine() {
    for die in StepDie::LADDER {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(die).with_edge(edge).exploding(explodes);
                let odds = damage.odds();
                let dist = damage.plan().distribution(&Budget::default()).unwrap();
                // The engine stops explosions at its limit and reports the
                // rest apart: listed totals may differ by at most that.
                let slack = dist.truncated();
                for (total, p) in odds.bands() {
                    let engine = dist.probability(i64::from(*total));
                    let diff = if &engine > p {
                        &engine - p
                    } else {
                        p - &engine
                    };
                    assert!(diff <= slack, "{damage:?}: total {total}: {p} vs {engine}");
                    if edge == Edge::NONE || !explodes {
                        assert_eq!(&engine, p, "{damage:?}: total {total}");
                    }
                }
                match odds.tail() {
                    Some((start, p)) => {
                        let engine = dist.at_least(i64::from(*start)) + &slack;
                        let diff = if &engine > p {
                            &engine - p
                        } else {
                            p - &engine
                        };
                        assert!(diff <= slack, "{damage:?}: tail");
                    }
                    None => assert!(dist.is_complete() && !explodes),
                }
            }
        }
    }
}

#[test]
fn damage_rolls_agree_with_the_notation_engine() {
    let mut rng = Pcg64Mcg::seed_from_u64(crate::common::SEED);
    for die in StepDie::LADDER {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(die).with_edge(edge).exploding(explodes);
                let plan = damage.plan();
                for _ in 0..300 {
                    let outcome = damage.roll(&mut rng).unwrap();
                    let faces = outcome.faces();
                    let mut supplied = SuppliedFaces::new(&faces);
                    let engine = plan.roll(&mut supplied).unwrap();
                    assert!(supplied.is_exhausted(), "{damage:?}: {faces:?}");
                    assert_eq!(
                        engine.total,
                        i64::from(outcome.total()),
                        "{damage:?}: {faces:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_damage_roll_agrees_with_sampling() {
    for die in [StepDie::D4, StepDie::D8, StepDie::D12] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(die).with_edge(edge).exploding(explodes);
                assert_agrees_with_sampling(&damage, 10_000);
            }
        }
    }
}

#[test]
fn endless_explosions_give_up() {
    let err = Damage::new(StepDie::D4).roll(&mut Always(4)).unwrap_err();
    assert_eq!(
        err,
        Error::Unresolved {
            what: "damage die explosion",
            rolls: MAX_EXPLOSIONS
        }
    );
    // The engine gives up at the same die.
    let faces = vec![4; 101];
    assert!(
        Damage::new(StepDie::D4)
            .plan()
            .roll(&mut SuppliedFaces::new(&faces))
            .is_err()
    );
    let mut faces = vec![4; 100];
    faces.push(1);
    let outcome = Damage::new(StepDie::D4)
        .roll(&mut SuppliedFaces::new(&faces))
        .unwrap();
    assert_eq!(outcome.total(), 4 + 99 * 3);
    let engine = Damage::new(StepDie::D4)
        .plan()
        .roll(&mut SuppliedFaces::new(&faces))
        .unwrap();
    assert_eq!(engine.total, 4 + 99 * 3);
}

#[cfg(feature = "serde")]
#[test]
fn damage_rolls_read_back_and_refuse_forged_totals() {
    use crate::common::assert_outcomes_read_back;
    use osr_check::murdham::DamageRoll;

    for die in [StepDie::D4, StepDie::D12] {
        for explodes in [true, false] {
            for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
                let damage = Damage::new(die).with_edge(edge).exploding(explodes);
                assert_outcomes_read_back(&damage, 200);
            }
        }
    }
    // A d4 rolling 4 then 3 deals 4 + (3 - 1) = 6.
    let roll = Damage::new(StepDie::D4)
        .roll(&mut SuppliedFaces::new(&[4, 3]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert!(json.starts_with(r#"{"band":6,"dice":"#), "{json}");
    let inconsistent = |what| Error::Inconsistent { what }.to_string();
    for (text, what) in [
        (json.replace(r#""band":6"#, r#""band":7"#), "the total"),
        (json.replace(r#""face":4"#, r#""face":2"#), "the total"),
        (
            json.replace(r#""sides":4,"face":3"#, r#""sides":6,"face":3"#),
            "the dice of a damage roll",
        ),
    ] {
        let err = serde_json::from_str::<DamageRoll>(&text)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&inconsistent(what)), "{text}: {err}");
    }
}
