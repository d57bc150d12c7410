//! A light on a usage die: the exact chance it lasts a delve against a
//! brute force over every face and against sampling, and its turns on a
//! clock; a fixed-duration light's chance read off its timer.

use std::collections::BTreeMap;

use num_rational::BigRational;
use osr_core::{FaceSource, UsageDie};
use osr_travel::light::{LightEvent, UsageLight, after, lasts};
use osr_travel::{Clock, ClockEvent, Error, TimerKind, Unit};

use crate::common::{assert_counts_match, assert_well_formed, faces, frac, rng};

/// Brute force: every sequence of `rolls` values in 0..24 (24 is a multiple
/// of 4, 6 and 8, so `v % sides + 1` is a fair face of each die), each
/// stepped with osr-core's own `UsageDie::after`.
fn brute_force_lasts(start: UsageDie, turns: u32) -> BigRational {
    let rolls = turns - 1;
    let total = 24_u64.pow(rolls);
    let mut burning = 0_i64;
    for mut code in 0..total {
        let mut die = start;
        for _ in 0..rolls {
            let v = u32::try_from(code % 24).unwrap();
            code /= 24;
            if let Some(d) = die.die() {
                die = die.after(v % d.sides() + 1).unwrap();
            }
        }
        burning += i64::from(!die.is_empty());
    }
    frac(burning, i64::try_from(total).unwrap())
}

#[test]
fn the_markov_chain_agrees_with_every_face() {
    for start in [UsageDie::D8, UsageDie::D6, UsageDie::D4, UsageDie::Empty] {
        for turns in 1..=5 {
            let odds = lasts(start, turns).unwrap();
            assert_well_formed(&odds);
            let p = odds.sum_where(|&lit| lit);
            assert_eq!(
                p,
                brute_force_lasts(start, turns),
                "{start:?} for {turns} turns"
            );
        }
    }
}

#[test]
fn chances_by_hand() {
    // A d4 steps out on a 1 or 2: two rolls both 3-4 is 1/4.
    assert_eq!(
        lasts(UsageDie::D4, 3).unwrap().sum_where(|&l| l),
        frac(1, 4)
    );
    // A d6 for 3 turns: out only if both rolls step down (1/3 * 1/2).
    assert_eq!(
        lasts(UsageDie::D6, 3).unwrap().sum_where(|&l| l),
        frac(5, 6)
    );
    // Three steps from d8: a d8 always lights 3 turns.
    assert_eq!(
        lasts(UsageDie::D8, 3).unwrap().probability(&true),
        Some(frac(1, 1))
    );
    // An empty die lights nothing.
    assert_eq!(
        lasts(UsageDie::Empty, 1).unwrap().probability(&false),
        Some(frac(1, 1))
    );
    // After many rolls the die is all but surely out, yet never quite.
    let late = after(UsageDie::D8, 200).unwrap();
    assert!(late.probability(&UsageDie::D8).is_some());
    assert!(late.decimal(&UsageDie::Empty).unwrap() > 0.999_999);
}

#[test]
fn a_delve_by_sampling_agrees() {
    let turns = 10;
    let n = 4000;
    let mut rng = rng();
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        let mut clock = Clock::new(Unit::Turn);
        let mut torch = UsageLight::new("torch", UsageDie::D8).unwrap();
        for _ in 1..turns {
            if torch.is_out() {
                break;
            }
            torch.burn(&mut clock, &mut rng).unwrap();
        }
        *counts.entry(!torch.is_out()).or_insert(0) += 1;
    }
    let odds = lasts(UsageDie::D8, turns).unwrap();
    assert_well_formed(&odds);
    assert_counts_match(&"torch", &odds, &counts, 0, n);
}

#[test]
fn a_turn_of_light_rides_on_the_clock_and_replays() {
    let mut clock = Clock::new(Unit::Turn);
    let spell = clock.start(TimerKind::Spell, "light spell", 2).unwrap();
    let mut lantern = UsageLight::new("lantern", UsageDie::D6).unwrap();
    let first = lantern.burn(&mut clock, &mut faces(&[1])).unwrap();
    assert_eq!(lantern.die(), UsageDie::D4);
    assert!(matches!(
        &first[1],
        LightEvent::UsageRolled { before: UsageDie::D6, after: UsageDie::D4, die } if die.face == 1 && die.sides == 6
    ));
    let second = lantern.burn(&mut clock, &mut faces(&[4])).unwrap();
    assert!(second.iter().any(|e| matches!(
        e,
        LightEvent::Clock { clock: ClockEvent::TimerExpired { id, at: 2, .. } } if *id == spell
    )));
    let third = lantern.burn(&mut clock, &mut faces(&[2])).unwrap();
    assert_eq!(
        third.last(),
        Some(&LightEvent::WentOut {
            label: "lantern".into(),
            at: 3
        })
    );
    // Out: no more turns, and neither the light nor the clock moves.
    let (before, now) = (lantern.clone(), clock.now());
    let err = lantern.burn(&mut clock, &mut faces(&[4])).unwrap_err();
    assert!(matches!(err, Error::NotAllowed { .. }));
    assert_eq!((lantern, clock.now()), (before, now));
}

#[test]
fn a_failed_face_changes_nothing() {
    struct Broken;
    impl FaceSource for Broken {
        fn next_face(&mut self, _die: osr_core::Die) -> Result<u32, osr_core::Error> {
            Ok(9)
        }
    }
    let mut clock = Clock::new(Unit::Turn);
    let mut torch = UsageLight::new("torch", UsageDie::D8).unwrap();
    assert!(torch.burn(&mut clock, &mut Broken).is_err());
    assert_eq!((torch.die(), clock.now()), (UsageDie::D8, 0));
}

#[test]
fn out_of_range_turns_and_labels_are_errors() {
    assert_eq!(lasts(UsageDie::D8, 0).unwrap_err().kind(), "out_of_range");
    assert_eq!(
        lasts(UsageDie::D8, 1001).unwrap_err().kind(),
        "out_of_range"
    );
    assert_eq!(
        after(UsageDie::D8, 1001).unwrap_err().kind(),
        "out_of_range"
    );
    let long = "x".repeat(65);
    assert_eq!(
        UsageLight::new(&long, UsageDie::D8).unwrap_err().kind(),
        "out_of_range"
    );
}

// rule: TC-13.2
#[test]
fn a_fixed_light_lasts_exactly_what_its_timer_says() {
    use osr_travel::constitution::{LightSource, light};
    let mut clock = Clock::new(Unit::Turn);
    let torch = light(LightSource::Torch, &mut clock, 1).unwrap();
    // A torch burns 6 turns: it lasts a delve of 6, never one of 7.
    assert_eq!(
        clock.lasts(torch, 6).unwrap().probability(&true),
        Some(frac(1, 1))
    );
    assert_eq!(
        clock.lasts(torch, 7).unwrap().probability(&false),
        Some(frac(1, 1))
    );
    clock.advance(4).unwrap();
    assert_eq!(
        clock.lasts(torch, 2).unwrap().probability(&true),
        Some(frac(1, 1))
    );
    assert_eq!(
        clock.lasts(torch, 3).unwrap().probability(&false),
        Some(frac(1, 1))
    );
    assert_eq!(clock.lasts(99, 1).unwrap_err().kind(), "unknown_id");
    assert_eq!(clock.lasts(torch, 0).unwrap_err().kind(), "out_of_range");
}

#[cfg(feature = "serde")]
#[test]
fn a_usage_light_reads_back_through_validation() {
    let torch = UsageLight::new("torch", UsageDie::D6).unwrap();
    let json = serde_json::to_string(&torch).unwrap();
    assert_eq!(json, r#"{"label":"torch","die":"d6"}"#);
    assert_eq!(serde_json::from_str::<UsageLight>(&json).unwrap(), torch);
    let long = format!(r#"{{"label":"{}","die":"d6"}}"#, "x".repeat(65));
    assert!(serde_json::from_str::<UsageLight>(&long).is_err());
    assert!(serde_json::from_str::<UsageLight>(r#"{"label":"torch","die":"d20"}"#).is_err());
}

// rule: BDP-1.8.1.usage-die
#[test]
fn a_lights_whole_course_by_hand_and_by_the_chain() {
    use osr_travel::light::turns_lit;

    // Each die steps down on a 1 or 2: with 1/4 on a d8, 1/3 on a d6, 1/2 on
    // a d4 (out), so the mean turns lit are sums of 4, 3 and 2.
    for (die, mean) in [(UsageDie::D8, 9), (UsageDie::D6, 5), (UsageDie::D4, 2)] {
        let course = turns_lit(die, 40).unwrap();
        assert_eq!(*course.mean_steps(), frac(mean, 1), "{die:?}");
        assert_eq!(course.endings().probability(&()), Some(frac(1, 1)));
        // Lighting at least `n` turns is `lasts`, the turn-by-turn chain.
        for n in 1..=40 {
            let at_least = frac(1, 1) - course.ended_by(n - 1);
            let chain = lasts(die, n).unwrap().sum_where(|&lit| lit);
            assert_eq!(at_least, chain, "{die:?} for {n} turns");
        }
    }
    // A d4 lights exactly n turns with (1/2)^n; a d6 exactly 2 turns when
    // it steps down on its first roll (1/3) and the d4 goes out (1/2).
    let d4 = turns_lit(UsageDie::D4, 5).unwrap();
    assert_eq!(
        (1..=5).map(|n| d4.ended_at(n)).collect::<Vec<_>>(),
        [frac(1, 2), frac(1, 4), frac(1, 8), frac(1, 16), frac(1, 32)]
    );
    assert_eq!(*d4.beyond(), frac(1, 32));
    assert_eq!(turns_lit(UsageDie::D6, 2).unwrap().ended_at(2), frac(1, 6));
    assert_eq!(turns_lit(UsageDie::D6, 2).unwrap().ended_at(1), frac(0, 1));
    assert_eq!(
        turns_lit(UsageDie::Empty, 5).unwrap_err().kind(),
        "empty_usage_die"
    );
}
