//! The contest time ladder.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::Check;
use osr_check::gods_and_monsters::*;
use osr_core::SuppliedFaces;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{again, opposed, over, round, same_goal};
use crate::common::frac;

// ---------------------------------------------------------------------
// GM-dice.contest-duration

#[test]
fn contest_time_ladder() {
    // rule: GM-dice.contest-duration
    let ladder = [
        (ContestTime::IMMEDIATELY, "immediately"),
        (ContestTime::ROUND, "one round"),
        (ContestTime::MINUTE, "one minute"),
        (ContestTime::TEN_MINUTES, "ten minutes"),
        (ContestTime::HOUR, "one hour"),
        (ContestTime::DAY, "1 day"),
        (ContestTime::days(2).unwrap(), "2 days"),
        (ContestTime::days(3).unwrap(), "3 days"),
    ];
    let mut time = ContestTime::IMMEDIATELY;
    for (step, (expected, text)) in ladder.into_iter().enumerate() {
        assert_eq!(time, expected);
        assert_eq!(time.step(), u32::try_from(step).unwrap());
        assert_eq!(time.to_string(), text);
        time = time.next();
    }
    assert_eq!(ContestTime::days(3).unwrap().day_count(), Some(3));
    assert_eq!(ContestTime::HOUR.day_count(), None);
    assert_eq!(ContestTime::from_step(u32::MAX).next().step(), u32::MAX);
    assert_eq!(
        ContestTime::days(0).unwrap_err().to_string(),
        "days must be in 1..=4294967291, got 0"
    );
}

#[test]
fn each_repeat_takes_one_step_longer() {
    // rule: GM-dice.contest-duration
    // Uncontested one minute; both succeed twice: ten minutes, then an hour.
    let contest = opposed(12, 10).starting_at(ContestTime::MINUTE);
    let start = contest.begin();
    assert_eq!(start.time(), ContestTime::MINUTE);
    let first = again(round(&start, &[8, 7]));
    assert_eq!(first.time(), ContestTime::TEN_MINUTES);
    let second = again(round(&first, &[3, 2]));
    assert_eq!(second.time(), ContestTime::HOUR);
    let outcome = over(round(&second, &[8, 12]));
    assert_eq!((outcome.rounds(), outcome.time()), (3, ContestTime::HOUR));
    // Settled at once, it takes the uncontested time.
    let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 12])).unwrap();
    assert_eq!((outcome.rounds(), outcome.time()), (1, ContestTime::MINUTE));
    // Past an hour the ladder counts days.
    let long = opposed(12, 10).starting_at(ContestTime::HOUR);
    let outcome = long
        .roll(&mut SuppliedFaces::new(&[1, 1, 1, 1, 1, 1, 20, 20]))
        .unwrap();
    assert_eq!(outcome.time(), ContestTime::days(3).unwrap());
    assert_eq!(outcome.time().to_string(), "3 days");
    // The default start is one round.
    assert_eq!(opposed(12, 10).start(), ContestTime::ROUND);
}

/// `P(end at round k) = q^(k-1) (1 - q)` for two sides that repeat with
/// probability `q`.
fn geometric_times(
    start: ContestTime,
    q: &BigRational,
    listed: u32,
) -> Vec<(ContestTime, BigRational)> {
    let one = BigRational::one();
    let mut reach = BigRational::one();
    let mut out = Vec::new();
    for k in 0..listed {
        out.push((start.later(k), &reach * (&one - q)));
        reach *= q;
    }
    out.push((start.later(listed), reach));
    out
}

#[test]
fn time_odds_are_exact() {
    // rule: GM-dice.contest-duration
    let contest = opposed(12, 10).starting_at(ContestTime::MINUTE);
    // Both succeed with probability 12/20 x 10/20 = 3/10.
    let odds = contest.time_odds(5).unwrap();
    let expected = geometric_times(ContestTime::MINUTE, &frac(3, 10), 5);
    let listed: Vec<(ContestTime, BigRational)> =
        odds.bands().map(|(t, p)| (*t, p.clone())).collect();
    assert_eq!(listed, expected[..5]);
    let (tail, p) = odds.tail().unwrap();
    assert_eq!((*tail, p), (expected[5].0, &expected[5].1));
    assert!(odds.total().is_one());
    // Nothing listed: it all folds into the start.
    let odds = contest.time_odds(0).unwrap();
    assert_eq!(odds.bands().len(), 0);
    assert_eq!(odds.tail().unwrap().0, &ContestTime::MINUTE);
    // A contest that cannot repeat has no tail.
    let odds = opposed(12, 0).time_odds(3).unwrap();
    assert_eq!(odds.probability(&ContestTime::ROUND), Some(frac(1, 1)));
    assert_eq!(odds.tail(), None);
}

/// Rolls `contest` `n` times and checks the times taken against
/// [`Contest::time_odds`] (5 standard deviations plus 3 counts).
fn assert_times_agree_with_sampling(contest: &Contest, listed: u32, n: u32) {
    let odds = contest.time_odds(listed).unwrap();
    assert!(odds.total().is_one());
    let mut rng = Pcg64Mcg::seed_from_u64(crate::common::SEED);
    let mut counts: BTreeMap<ContestTime, u32> = BTreeMap::new();
    let mut tail = 0;
    for _ in 0..n {
        let time = contest.roll(&mut rng).unwrap().time();
        if odds.in_tail(&time) {
            tail += 1;
        } else {
            assert!(
                odds.probability(&time).is_some_and(|p| !p.is_zero()),
                "{contest:?}: {time} rolled but impossible"
            );
            *counts.entry(time).or_default() += 1;
        }
    }
    let close = |what: &dyn std::fmt::Debug, p: &BigRational, seen: u32| {
        let p = p.to_f64().unwrap();
        let expected = p * f64::from(n);
        let sigma = (expected * (1.0 - p)).sqrt();
        assert!(
            (f64::from(seen) - expected).abs() <= 5.0 * sigma + 3.0,
            "{contest:?}: P({what:?}) = {p}, expected {expected} of {n}, seen {seen}"
        );
    };
    for (time, p) in odds.bands() {
        close(time, p, counts.get(time).copied().unwrap_or(0));
    }
    if let Some((time, p)) = odds.tail() {
        close(&(time, "or longer"), p, tail);
    }
}

#[test]
fn times_agree_with_sampling() {
    assert_times_agree_with_sampling(&opposed(12, 10).starting_at(ContestTime::MINUTE), 6, 10_000);
    assert_times_agree_with_sampling(&opposed(19, 18), 8, 10_000);
    assert_times_agree_with_sampling(&same_goal(&[25, 22, 10]), 6, 10_000);
    assert_times_agree_with_sampling(&same_goal(&[15, 15, 15, 15]), 6, 10_000);
}
