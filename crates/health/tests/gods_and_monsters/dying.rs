//! Staying conscious, the death check, the death timer, the final scene.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::Resolved;
use osr_check::gods_and_monsters::{ContestEnd, FieldBonus, Roll};
use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::{
    Aftermath, Consequence, CreatureLevel, DeathCheckReading, DeathTimer, Event, HeroicEffort, Hit,
    Resilience, RolledAgainst, RoundEnd, RoundHarm, TimerUnit, Vitals,
};

use crate::common::{assert_samples_agree, frac};

/// Toromeen at 4 survival, no verve, after the orc's thrust for 6.
fn toromeen_end(archetypal: bool) -> RoundEnd {
    let mut vitals = Vitals::new(7, 17)
        .unwrap()
        .with_survival(4)
        .unwrap()
        .with_verve(0)
        .unwrap();
    let mut round = RoundHarm::default();
    round.add(
        &vitals
            .take(Hit::new(6).unwrap().archetypal(archetypal))
            .unwrap(),
    );
    RoundEnd::new(vitals, round, Resilience::new(11, 15).unwrap())
}

fn roll(end: &RoundEnd, faces: &[u32]) -> Aftermath {
    let mut source = SuppliedFaces::new(faces);
    let outcome = end.roll(&mut source).expect("rolls");
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    outcome
}

#[test]
fn toromeen_stays_conscious_at_fortitude_eleven_minus_two() {
    // rule: GM-health.unconscious
    let r = Resilience::new(11, 15).unwrap();
    assert_eq!(r.consciousness_roll(2).target(), 9);
    let end = toromeen_end(true);
    let outcome = roll(&end, &[6, 3, 1]);
    assert_eq!(
        outcome.events()[0],
        Event::CheckRolled {
            reaction: RolledAgainst::StayConscious,
            target: 9,
            face: 6,
            passed: true
        }
    );
    assert_eq!(outcome.unconscious_minutes(), None);
    // A 10 misses 9: unconscious at the end of the round for 2 minutes.
    let out = roll(&end, &[10, 3, 1]);
    assert_eq!(out.unconscious_minutes(), Some(2));
    assert_eq!(out.events()[1], Event::FellUnconscious { minutes: 2 });
    assert_eq!(out.consequence(), Consequence::Unconscious);
}

#[test]
fn a_player_may_choose_unconsciousness() {
    // rule: GM-health.unconscious
    let end = toromeen_end(true);
    let chosen = RoundEnd::new(
        *end.vitals(),
        RoundHarm {
            hurt: true,
            dropped_to_zero: true,
            injuries_gained: 2,
            latest_archetypal: true,
        },
        Resilience::new(11, 15)
            .unwrap()
            .choosing_unconsciousness(true),
    );
    assert!(!chosen.needs_consciousness_roll());
    // No consciousness die: the death check comes first, at endurance 15 - 2 + 2.
    let out = roll(&chosen, &[1, 16]);
    assert_eq!(out.events()[0], Event::ChoseUnconsciousness);
    assert_eq!(out.consequence(), Consequence::DyingUnconscious);
    assert_eq!(
        out.death_timer().map(|t| (t.left(), t.unit())),
        Some((13, TimerUnit::Hours))
    );
}

#[test]
fn toromeen_fails_the_death_check_and_has_thirteen_minutes() {
    // rule: GM-health.death-check
    // rule: GM-health.death-timer
    let end = toromeen_end(true);
    assert!(end.faces_death_check());
    let outcome = roll(&end, &[6, 1, 20]);
    assert_eq!(
        outcome.events()[1],
        Event::DeathCheckRolled {
            injuries: 2,
            injuries_face: 1,
            endurance_target: 13,
            endurance_face: Some(20)
        }
    );
    assert_eq!(outcome.consequence(), Consequence::Dying);
    let timer = outcome.death_timer().unwrap();
    assert_eq!((timer.left(), timer.unit()), (13, TimerUnit::Minutes));
    assert_eq!(outcome.faces(), [6, 1, 20]);
    assert_eq!(end.verify(&outcome), Ok(()));
    // The injuries' 3 misses 2: the acting side fails, he lives.
    assert_eq!(roll(&end, &[6, 3, 20]).consequence(), Consequence::Injured);
    // Both succeed: roll again.
    let again = roll(&end, &[6, 1, 13, 2, 14]);
    assert_eq!(again.consequence(), Consequence::Dying);
    assert_eq!(
        again
            .events()
            .iter()
            .filter(|e| matches!(e, Event::DeathCheckRolled { .. }))
            .count(),
        2
    );
}

#[test]
fn the_death_check_is_the_injuries_against_endurance_minus_injuries() {
    // rule: GM-health.death-check
    let contest = Resilience::new(11, 15).unwrap().death_check(2, false);
    assert_eq!(
        (contest.sides()[0].target(), contest.sides()[1].target()),
        (2, 13)
    );
    // Exact: (2/20 x 7/20) / (1 - 2/20 x 13/20) = 7/187.
    let p = osr_check::Check::odds(&contest).probability(&ContestEnd::Won(0));
    assert_eq!(p, Some(frac(7, 187)));
}

#[test]
fn verve_keeps_archetypal_injuries_from_the_death_check() {
    // rule: GM-health.death-check
    // rule: GM-health.verve.use
    let mut vitals = Vitals::new(7, 17)
        .unwrap()
        .with_survival(0)
        .unwrap()
        .with_verve(3)
        .unwrap();
    let mut round = RoundHarm::default();
    round.add(
        &vitals
            .take(
                Hit::new(0)
                    .unwrap()
                    .with_injuries(2)
                    .unwrap()
                    .archetypal(true),
            )
            .unwrap(),
    );
    let resilience = Resilience::new(11, 15).unwrap();
    assert!(!RoundEnd::new(vitals, round, resilience).faces_death_check());
    round.latest_archetypal = false;
    assert!(RoundEnd::new(vitals, round, resilience).faces_death_check());
}

#[test]
fn death_rolls_unconscious_are_at_plus_two_and_take_a_field_bonus() {
    // rule: GM-health.death-roll.mods
    let r = Resilience::new(11, 15).unwrap();
    assert_eq!(r.death_check(2, true).sides()[1].target(), 15);
    assert_eq!(r.death_roll_target(2, true), 15);
    let falling = r.with_death_roll_bonus(FieldBonus::new(1).unwrap());
    assert_eq!(falling.death_check(2, false).sides()[1].target(), 14);
    // Failing to stay conscious, the death check is made at +2.
    let out = roll(&toromeen_end(true), &[10, 3, 15]);
    assert_eq!(
        out.events()[2],
        Event::DeathCheckRolled {
            injuries: 2,
            injuries_face: 3,
            endurance_target: 15,
            endurance_face: Some(15)
        }
    );
    assert_eq!(out.consequence(), Consequence::Unconscious);
    // Already unconscious: no roll to stay conscious, +2.
    let asleep = toromeen_end(true).already_unconscious(true);
    assert_eq!(
        roll(&asleep, &[1, 16]).consequence(),
        Consequence::DyingUnconscious
    );
}

#[test]
fn the_death_timer_turns_minutes_into_hours_and_healing_cancels_it() {
    // rule: GM-health.death-timer
    let timer = DeathTimer::start(15, 2, false);
    assert_eq!((timer.left(), timer.unit()), (13, TimerUnit::Minutes));
    let later = timer.elapse(1).fall_unconscious();
    assert_eq!((later.left(), later.unit()), (12, TimerUnit::Hours));
    assert!(later.cancelled_by(0));
    assert!(!later.cancelled_by(1));
    assert!(later.elapse(12).ran_out());
    assert!(!later.elapse(12).cancelled_by(0));
    assert!(DeathTimer::start(15, 15, false).ran_out());
}

#[test]
fn the_time_runs_out_at_once_when_injuries_reach_endurance() {
    // rule: GM-health.death.final-scene
    let mut vitals = Vitals::new(3, 0).unwrap();
    let mut round = RoundHarm::default();
    round.add(&vitals.take(Hit::new(8).unwrap()).unwrap());
    assert_eq!(vitals.injuries(), 5);
    let end = RoundEnd::new(vitals, round, Resilience::new(20, 5).unwrap());
    // Stays conscious on 15 (<= 20 - 5), injuries 1 <= 5, endurance 0: fails.
    assert_eq!(roll(&end, &[15, 1, 1]).consequence(), Consequence::Doomed);
}

#[test]
fn the_heroic_last_effort_adds_the_level_and_pays_everyone_for_all_the_mojo() {
    // rule: GM-health.death.final-scene
    let effort = HeroicEffort::new(CreatureLevel::new(2).unwrap());
    assert_eq!(effort.roll(Roll::new(12).unwrap()).unwrap().target(), 14);
    assert_eq!(effort.experience(5), 250);
}

/// The chance the injuries win a death check, counted over the 400 pairs
/// of one round: the rounds where both succeed start over, so it is the
/// injuries' wins over every settling pair.
fn death_model(injuries: i64, endurance_target: i64) -> BigRational {
    let (mut dies, mut settles) = (0_i64, 0_i64);
    for a in 1..=20 {
        for b in 1..=20 {
            let (inj, end) = (a <= injuries, b <= endurance_target);
            if inj && end {
                continue;
            }
            settles += 1;
            if inj && !end {
                dies += 1;
            }
        }
    }
    frac(dies, settles)
}

/// Brute force: every face of the roll to stay conscious, then the death
/// check's model.
fn end_model(stay: i64, endurance: i64, injuries: i64) -> BTreeMap<Consequence, BigRational> {
    let mut bands = BTreeMap::new();
    for face in 1..=20 {
        let unconscious = face > stay - injuries;
        let target = endurance - injuries + if unconscious { 2 } else { 0 };
        let dies = death_model(injuries, target);
        let (dying, living) = if unconscious {
            (Consequence::DyingUnconscious, Consequence::Unconscious)
        } else {
            (Consequence::Dying, Consequence::Injured)
        };
        *bands.entry(dying).or_insert_with(BigRational::zero) += frac(1, 20) * &dies;
        *bands.entry(living).or_insert_with(BigRational::zero) +=
            frac(1, 20) * (BigRational::one() - dies);
    }
    bands.retain(|_, p| !p.is_zero());
    bands
}

#[test]
fn round_end_odds_agree_with_brute_force_and_sampling() {
    let end = toromeen_end(true);
    let odds = end.odds();
    let exact: BTreeMap<_, _> = odds.bands().map(|(b, p)| (*b, p.clone())).collect();
    assert_eq!(exact, end_model(11, 15, 2));
    // 9/20 conscious x 7/187, 11/20 unconscious x 1/37.
    assert_eq!(
        odds.probability(&Consequence::Dying),
        Some(frac(9, 20) * frac(7, 187))
    );
    assert_eq!(
        odds.probability(&Consequence::DyingUnconscious),
        Some(frac(11, 20) * frac(1, 37))
    );
    assert_samples_agree(&odds, 20_000, |rng| {
        let outcome = end.roll(rng).unwrap();
        assert_eq!(end.verify(&outcome), Ok(()));
        outcome.consequence()
    });
}

#[cfg(feature = "serde")]
#[test]
fn an_aftermath_reads_back_and_verifies() {
    let end = toromeen_end(true);
    let outcome = roll(&end, &[6, 1, 20]);
    let json = serde_json::to_string(&outcome).unwrap();
    assert!(json.contains(r#""consequence":"dying""#), "{json}");
    assert!(
        json.contains(r#"{"event":"dying","timer":{"left":13,"unit":"minutes"}}"#),
        "{json}"
    );
    let back: Aftermath = serde_json::from_str(&json).unwrap();
    assert_eq!(back, outcome);
    assert_eq!(end.verify(&back), Ok(()));
    let forged: Aftermath = serde_json::from_str(
        &json.replace(r#""consequence":"dying""#, r#""consequence":"injured""#),
    )
    .unwrap();
    assert!(end.verify(&forged).is_err());
    let off_die = json.replace(r#"{"sides":20,"face":20,"#, r#"{"sides":20,"face":21,"#);
    assert!(serde_json::from_str::<Aftermath>(&off_die).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn a_round_end_reads_back_through_validation() {
    let end = toromeen_end(true);
    let json = serde_json::to_string(&end).unwrap();
    assert_eq!(serde_json::from_str::<RoundEnd>(&json).unwrap(), end);
    let more = json.replace(r#""injuries_gained":2"#, r#""injuries_gained":3"#);
    let err = serde_json::from_str::<RoundEnd>(&more)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("injuries gained this round 3 is above its maximum 2"),
        "{err}"
    );
}

#[test]
fn the_one_round_reading_rolls_endurance_only_after_the_injuries_succeed() {
    // rule: GM-health.death-check
    let end = toromeen_end(true);
    let vitals = *end.vitals();
    let harm = RoundHarm {
        hurt: true,
        dropped_to_zero: true,
        injuries_gained: 2,
        latest_archetypal: true,
    };
    let r = Resilience::new(11, 15)
        .unwrap()
        .with_reading(DeathCheckReading::OneRound);
    let one = RoundEnd::new(vitals, harm, r);
    // The seed's faces: Guide 1, Tony 20: dying.
    assert_eq!(roll(&one, &[6, 1, 20]).consequence(), Consequence::Dying);
    // The injuries' 3 fails: no endurance die at all.
    let spared = roll(&one, &[6, 3]);
    assert_eq!(
        spared.events()[1],
        Event::DeathCheckRolled {
            injuries: 2,
            injuries_face: 3,
            endurance_target: 13,
            endurance_face: None
        }
    );
    // Both succeed: the character lives, no second round.
    assert_eq!(roll(&one, &[6, 1, 13]).consequence(), Consequence::Injured);
    // 9/20 x (2/20 x 7/20) conscious, 11/20 x (2/20 x 5/20) unconscious.
    let odds = one.odds();
    assert_eq!(
        odds.probability(&Consequence::Dying),
        Some(frac(9, 20) * frac(7, 200))
    );
    assert_eq!(
        odds.probability(&Consequence::DyingUnconscious),
        Some(frac(11, 20) * frac(1, 40))
    );
    assert_samples_agree(&odds, 20_000, |rng| {
        let outcome = one.roll(rng).unwrap();
        assert_eq!(one.verify(&outcome), Ok(()));
        outcome.consequence()
    });
}

#[test]
fn the_death_check_alone_has_exact_odds_in_both_readings() {
    // rule: GM-health.death-check, GM-health.death-roll.mods
    use osr_health::gods_and_monsters::DeathCheckEnd;

    let dying = |reading, injuries, unconscious| {
        Resilience::new(11, 15)
            .unwrap()
            .with_reading(reading)
            .death_check_odds(injuries, unconscious)
            .probability(&DeathCheckEnd::Dying)
            .unwrap()
    };
    // Endurance 15, 2 injuries: the injuries succeed on 1-2 (a = 1/10), the
    // endurance roll on 1-13 (r = 13/20).
    // One round: a * (1 - r).
    assert_eq!(dying(DeathCheckReading::OneRound, 2, false), frac(7, 200));
    // A contest goes on while both succeed: a (1 - r) / (1 - a r).
    assert_eq!(dying(DeathCheckReading::Contest, 2, false), frac(7, 187));
    // Unconscious: +2, the endurance roll succeeds on 1-15 (r = 3/4):
    // 1/10 * 1/4 = 1/40 in one round, (1/40) / (1 - 3/40) = 1/37 as a contest.
    assert_eq!(dying(DeathCheckReading::OneRound, 2, true), frac(1, 40));
    assert_eq!(dying(DeathCheckReading::Contest, 2, true), frac(1, 37));
}

#[test]
fn the_bare_roll_draws_the_same_faces_to_the_same_end() {
    // rule: GM-health.death-check
    use rand_core::{Rng, SeedableRng};
    let mut ends = Vec::new();
    for (survival, injuries, gained, dropped) in [
        (0, 0, 0, true),
        (2, 1, 1, false),
        (0, 2, 2, true),
        (0, 6, 3, false),
        (1, 14, 4, false),
        (0, 30, 30, true),
    ] {
        let vitals = Vitals::new(7, 3)
            .unwrap()
            .with_survival(survival)
            .unwrap()
            .with_injuries(injuries)
            .unwrap();
        for archetypal in [false, true] {
            let harm = RoundHarm {
                hurt: true,
                dropped_to_zero: dropped,
                injuries_gained: gained,
                latest_archetypal: archetypal,
            };
            for reading in [DeathCheckReading::Contest, DeathCheckReading::OneRound] {
                for chooses in [false, true] {
                    let r = Resilience::new(11, 15)
                        .unwrap()
                        .with_reading(reading)
                        .choosing_unconsciousness(chooses)
                        .with_death_roll_bonus(FieldBonus::new(2).unwrap());
                    for already in [false, true] {
                        ends.push(RoundEnd::new(vitals, harm, r).already_unconscious(already));
                    }
                }
            }
        }
    }
    let mut death_checks = 0;
    for end in &ends {
        death_checks += usize::from(end.faces_death_check());
        for seed in 0..200 {
            let mut kept = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut bare = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let outcome = end.roll(&mut kept).unwrap();
            assert_eq!(end.roll_bare(&mut bare).unwrap(), outcome.bare(), "{end:?}");
            // As many faces drawn as the recorded dice: the generators
            // are at the same point.
            assert_eq!(kept.next_u64(), bare.next_u64(), "{end:?}, seed {seed}");
        }
    }
    assert!(death_checks > 0 && death_checks < ends.len());
    // A face source that runs out fails both the same way.
    let end = toromeen_end(false);
    assert_eq!(
        end.roll_bare(&mut SuppliedFaces::new(&[6, 1])),
        end.roll(&mut SuppliedFaces::new(&[6, 1])).map(|o| o.bare())
    );
}
