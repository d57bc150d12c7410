//! Gods & Monsters contested actions and group effort, against the
//! rulebook's numbers and odds worked out independently: by hand in the
//! comments, or by enumerating every face of every die in the test.

use std::collections::BTreeMap;

use crate::common::{assert_agrees_with_sampling, frac};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::gods_and_monsters::{
    CANNOT_FAIL_TARGET, Contest, ContestEnd, ContestProgress, ContestRoll, ContestStep,
    ContestTime, GroupEffort, GroupMedian, GroupMojo, GroupMojoBid, GroupMorale, GroupResponse,
    LeaderCall, LeaderOrder, MAX_CONTEST_SIDES, MAX_GROUP_SIZE, MAX_LISTED_CONTEST_ROUNDS,
    MAX_MEMBER_NUMBER, MIN_MEMBER_NUMBER, Roll, XP_PER_MOJO_SPENT,
};
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, PassFail, Resolved, Rolled};
use osr_core::{Die, FaceSource, SuppliedFaces};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn roll(target: i32) -> Roll {
    if target > 60 {
        Roll::new(60).unwrap().with_modifier(target - 60).unwrap()
    } else if target < -20 {
        Roll::new(-20).unwrap().with_modifier(target + 20).unwrap()
    } else {
        Roll::new(target).unwrap()
    }
}

fn opposed(acting: i32, resisting: i32) -> Contest {
    Contest::opposed(roll(acting), roll(resisting))
}

fn same_goal(targets: &[i32]) -> Contest {
    let sides: Vec<Roll> = targets.iter().map(|&t| roll(t)).collect();
    Contest::same_goal(&sides).unwrap()
}

fn again(step: ContestStep) -> ContestProgress {
    match step {
        ContestStep::Again(progress) => progress,
        ContestStep::Over(outcome) => panic!("expected another round, got {outcome:?}"),
    }
}

fn over(step: ContestStep) -> ContestRoll {
    match step {
        ContestStep::Over(outcome) => outcome,
        ContestStep::Again(progress) => panic!("expected the end, got {progress:?}"),
    }
}

fn round(progress: &ContestProgress, faces: &[u32]) -> ContestStep {
    progress
        .roll_round(&mut SuppliedFaces::new(faces))
        .expect("rolls")
}

// ---------------------------------------------------------------------
// An independent reckoning of contest odds: enumerate every face of every
// d20 of a round, for every set of sides still in.

/// The d20 multiplier while `targets` are left: doubled when asked, and
/// again while no target could fail (no face, doubled, above it).
fn multiplier(targets: &[i32], requested: bool) -> i64 {
    let mut m = if requested { 2 } else { 1 };
    while targets.iter().all(|&t| 20 * m <= i64::from(t)) {
        m *= 2;
    }
    m
}

/// P(each end) from the sides `left` (indexes into `targets`).
fn brute_from(
    targets: &[i32],
    left: &[usize],
    opposed: bool,
    requested: bool,
    memo: &mut BTreeMap<Vec<usize>, BTreeMap<ContestEnd, BigRational>>,
) -> BTreeMap<ContestEnd, BigRational> {
    if let Some(known) = memo.get(left) {
        return known.clone();
    }
    let here: Vec<i32> = left.iter().map(|&i| targets[i]).collect();
    let m = multiplier(&here, requested);
    // Count, over all 20^k face tuples, which sides passed.
    let k = u32::try_from(left.len()).unwrap();
    let mut by_passed: BTreeMap<Vec<usize>, u64> = BTreeMap::new();
    for code in 0..20_u64.pow(k) {
        let mut rest = code;
        let mut passed = Vec::new();
        for (slot, &side) in left.iter().enumerate() {
            let face = i64::try_from(rest % 20).unwrap() + 1;
            rest /= 20;
            if face * m <= i64::from(here[slot]) {
                passed.push(side);
            }
        }
        *by_passed.entry(passed).or_default() += 1;
    }
    let total = 20_u64.pow(k);
    let repeat = by_passed.get(left).copied().unwrap_or(0);
    let mut ends: BTreeMap<ContestEnd, BigRational> = BTreeMap::new();
    for (passed, count) in by_passed {
        if passed == left {
            continue;
        }
        let weight = BigRational::from_integer(count.into());
        let sub = match passed.len() {
            0 => BTreeMap::from([(
                if opposed {
                    ContestEnd::ActingFailed
                } else {
                    ContestEnd::Draw
                },
                BigRational::one(),
            )]),
            1 => BTreeMap::from([(ContestEnd::Won(passed[0]), BigRational::one())]),
            _ => brute_from(targets, &passed, opposed, requested, memo),
        };
        for (end, p) in sub {
            *ends.entry(end).or_insert_with(BigRational::zero) += &weight * p;
        }
    }
    let settles = BigRational::from_integer((total - repeat).into());
    for p in ends.values_mut() {
        *p /= &settles;
    }
    memo.insert(left.to_vec(), ends.clone());
    ends
}

fn brute_contest(
    targets: &[i32],
    opposed: bool,
    requested: bool,
) -> BTreeMap<ContestEnd, BigRational> {
    let everyone: Vec<usize> = (0..targets.len()).collect();
    let mut ends = brute_from(targets, &everyone, opposed, requested, &mut BTreeMap::new());
    ends.retain(|_, p| !p.is_zero());
    ends
}

fn odds_map(contest: &Contest) -> BTreeMap<ContestEnd, BigRational> {
    contest
        .odds()
        .bands()
        .map(|(b, p)| (*b, p.clone()))
        .collect()
}

// ---------------------------------------------------------------------
// GM-dice.contest

#[test]
fn contest_vectors_acting_twelve_against_resisting_ten() {
    // rule: GM-dice.contest
    let contest = opposed(12, 10);
    // 15 and 14: both fail, so the acting side fails.
    let outcome = over(round(&contest.begin(), &[15, 14]));
    assert_eq!(outcome.end(), ContestEnd::ActingFailed);
    assert_eq!(outcome.prevailing(), Some(1));
    assert_eq!(outcome.rounds(), 1);
    // 8 and 7: both succeed, roll again.
    let progress = again(round(&contest.begin(), &[8, 7]));
    assert_eq!(progress.in_play().collect::<Vec<_>>(), [0, 1]);
    assert_eq!(progress.rounds(), 1);
    // 8 and 12: only the acting side succeeds and wins.
    let outcome = over(round(&contest.begin(), &[8, 12]));
    assert_eq!(outcome.end(), ContestEnd::Won(0));
    assert_eq!(outcome.prevailing(), Some(0));
    // Only the resisting side succeeds: it wins.
    assert_eq!(
        over(round(&contest.begin(), &[13, 10])).end(),
        ContestEnd::Won(1)
    );
    // Rolled to the end, the both-succeed round is thrown away.
    let outcome = contest
        .roll(&mut SuppliedFaces::new(&[8, 7, 8, 12]))
        .unwrap();
    assert_eq!(outcome.band(), ContestEnd::Won(0));
    assert_eq!(outcome.faces(), [8, 7, 8, 12]);
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(
        fates,
        [Fate::Replaced, Fate::Replaced, Fate::Counted, Fate::Counted]
    );
    assert_eq!(
        outcome.dice()[0],
        Rolled {
            sides: 20,
            face: 8,
            fate: Fate::Replaced
        }
    );
}

#[test]
fn both_failing_is_a_draw_when_the_goal_is_shared() {
    // rule: GM-dice.contest
    let race = same_goal(&[12, 10]);
    let outcome = race.roll(&mut SuppliedFaces::new(&[15, 14])).unwrap();
    assert_eq!(outcome.end(), ContestEnd::Draw);
    assert_eq!(outcome.prevailing(), None);
    assert_eq!(
        race.roll(&mut SuppliedFaces::new(&[8, 12])).unwrap().end(),
        ContestEnd::Won(0)
    );
}

#[test]
fn two_sided_odds_are_the_geometric_series() {
    // rule: GM-dice.contest
    // Acting 12 against resisting 10: p = 12/20 and q = 10/20 per round.
    // P(acting alone) = 6/20, P(resisting alone) = 4/20 x 10/20... written
    // out: A only 12x10 = 120, R only 8x10 = 80, neither 8x10 = 80, both
    // 12x10 = 120 of 400. Each end is its round weight / (400 - 120).
    let odds = odds_map(&opposed(12, 10));
    assert_eq!(odds[&ContestEnd::Won(0)], frac(120, 280));
    assert_eq!(odds[&ContestEnd::Won(1)], frac(80, 280));
    assert_eq!(odds[&ContestEnd::ActingFailed], frac(80, 280));
    assert_eq!(odds.len(), 3);
    // The same sides after one goal: a draw in place of "acting failed".
    let odds = odds_map(&same_goal(&[12, 10]));
    assert_eq!(odds[&ContestEnd::Draw], frac(80, 280));

    // P(win) = P(win in a round) / (1 - P(repeat)), for many targets.
    for a in [-3, 0, 1, 5, 12, 19, 20, 22, 39, 40, 60] {
        for r in [-3, 0, 1, 10, 19, 20, 25, 45, 160] {
            let contest = opposed(a, r);
            let m = multiplier(&[a, r], false);
            let pass = |t: i32| frac((i64::from(t) / m).clamp(0, 20), 20);
            let (pa, pr) = (pass(a), pass(r));
            let one = BigRational::one();
            let repeat = &pa * &pr;
            let settle = &one - &repeat;
            let odds = contest.odds();
            assert_eq!(
                odds.probability(&ContestEnd::Won(0)).unwrap(),
                &pa * (&one - &pr) / &settle,
                "{a} vs {r}"
            );
            assert_eq!(
                odds.probability(&ContestEnd::Won(1)).unwrap(),
                (&one - &pa) * &pr / &settle,
                "{a} vs {r}"
            );
            assert_eq!(
                odds.probability(&ContestEnd::ActingFailed).unwrap(),
                (&one - &pa) * (&one - &pr) / &settle,
                "{a} vs {r}"
            );
            assert_eq!(odds_map(&contest), brute_contest(&[a, r], true, false));
        }
    }
}

#[test]
fn losers_drop_out_of_a_contest_of_several_sides() {
    // rule: GM-dice.contest
    let race = same_goal(&[12, 10, 14]);
    // The second side fails and drops out; the other two roll again.
    let progress = again(round(&race.begin(), &[5, 15, 9]));
    assert_eq!(progress.in_play().collect::<Vec<_>>(), [0, 2]);
    // The round that dropped it shows all three d20s.
    let faces: Vec<(usize, u32, bool)> = progress
        .last_round()
        .iter()
        .map(|t| (t.side(), t.face(), t.succeeded()))
        .collect();
    assert_eq!(faces, [(0, 5, true), (1, 15, false), (2, 9, true)]);
    // Round two rolls only the sides still in: 13 fails 12, 3 passes 14.
    let outcome = over(round(&progress, &[13, 3]));
    assert_eq!(outcome.end(), ContestEnd::Won(2));
    assert_eq!(outcome.rounds(), 2);
    assert_eq!(outcome.faces(), [5, 15, 9, 13, 3]);
    // Rolled to the end from the same faces.
    let outcome = race
        .roll(&mut SuppliedFaces::new(&[5, 15, 9, 13, 3]))
        .unwrap();
    assert_eq!(outcome.end(), ContestEnd::Won(2));
    // Everyone fails: a draw.
    assert_eq!(
        over(round(&race.begin(), &[20, 20, 20])).end(),
        ContestEnd::Draw
    );
}

#[test]
fn several_sided_odds_sum_over_who_is_still_in() {
    // rule: GM-dice.contest
    // Three sides at 10 (p = 1/2 each). From two sides left: a draw 1/4,
    // a win 1/2, again 1/4, so P(draw | 2) = (1/4) / (3/4) = 1/3. From
    // three: a draw 1/8, one wins 3/8, two go on 3/8, again 1/8, so
    // P(draw) = (1/8 + 3/8 x 1/3) / (7/8) = 2/7, and by symmetry each side
    // wins (1 - 2/7) / 3 = 5/21.
    let odds = odds_map(&same_goal(&[10, 10, 10]));
    assert_eq!(odds[&ContestEnd::Draw], frac(2, 7));
    for side in 0..3 {
        assert_eq!(odds[&ContestEnd::Won(side)], frac(5, 21));
    }
    // Against face-by-face enumeration.
    for targets in [
        &[12, 10, 14][..],
        &[1, 19, 19],
        &[25, 22, 10],
        &[40, 20, 3, 17],
        &[0, 0, 0],
        &[20, 20, 20],
        &[-5, 8, 45, 19],
    ] {
        assert_eq!(
            odds_map(&same_goal(targets)),
            brute_contest(targets, false, false),
            "{targets:?}"
        );
    }
    // The most sides a contest takes still has exact odds that sum to 1.
    let most = same_goal(&[10, 11, 12, 13, 14, 15]);
    assert_eq!(most.sides().len(), MAX_CONTEST_SIDES);
    assert!(most.odds().total().is_one());
}

#[test]
fn every_contest_agrees_with_sampling() {
    // rule: GM-dice.contest, GM-dice.contest-cannot-fail
    for (a, r) in [
        (12, 10),
        (19, 19),
        (1, 1),
        (0, 15),
        (22, 25),
        (20, 60),
        (30, 8),
    ] {
        assert_agrees_with_sampling(&opposed(a, r), 10_000);
        assert_agrees_with_sampling(&same_goal(&[a, r]), 5_000);
    }
    for targets in [&[12, 10, 14][..], &[25, 22, 10], &[18, 18, 18, 18, 18]] {
        assert_agrees_with_sampling(&same_goal(targets), 10_000);
    }
    let asked = opposed(12, 25).with_doubling_requested(true).unwrap();
    assert_agrees_with_sampling(&asked, 10_000);
}

#[test]
fn contests_that_never_settle_give_up() {
    // rule: GM-dice.contest
    /// Dice that always come up 1: at 19 and 19 both sides always succeed.
    struct Ones;
    impl FaceSource for Ones {
        fn next_face(&mut self, _: Die) -> Result<u32, osr_core::Error> {
            Ok(1)
        }
    }
    let contest = opposed(19, 19);
    assert_eq!(
        contest.roll(&mut Ones),
        Err(Error::Unresolved {
            what: "contest",
            rolls: MAX_TIE_ROUNDS
        })
    );
    // Round by round, the same limit.
    let mut progress = contest.begin();
    for _ in 0..MAX_TIE_ROUNDS {
        progress = again(progress.roll_round(&mut Ones).unwrap());
    }
    assert_eq!(progress.rounds(), MAX_TIE_ROUNDS);
    assert!(matches!(
        progress.roll_round(&mut Ones),
        Err(Error::Unresolved { .. })
    ));
    // A face source running out mid-round leaves the progress as it was.
    let progress = contest.begin();
    assert!(matches!(
        progress.roll_round(&mut SuppliedFaces::new(&[3])),
        Err(Error::Core(_))
    ));
    assert_eq!(progress.rounds(), 0);
    assert_eq!(over(round(&progress, &[3, 20])).end(), ContestEnd::Won(0));
}

#[test]
fn sides_may_give_up_between_rounds() {
    // rule: GM-dice.contest
    let contest = opposed(12, 10).starting_at(ContestTime::MINUTE);
    let progress = again(round(&contest.begin(), &[8, 7]));
    // The acting side gives up: the resisting side wins.
    let outcome = over(progress.withdraw(0).unwrap());
    assert_eq!(outcome.end(), ContestEnd::Won(1));
    assert_eq!((outcome.rounds(), outcome.time()), (1, ContestTime::MINUTE));
    assert!(outcome.dice().iter().all(|d| d.fate == Fate::Replaced));
    // The resisting side gives up: the acting side wins.
    assert_eq!(
        over(progress.withdraw(1).unwrap()).end(),
        ContestEnd::Won(0)
    );
    // Of three, one giving up leaves two to roll on.
    let race = same_goal(&[12, 10, 14]);
    let progress = again(race.begin().withdraw(1).unwrap());
    assert_eq!(progress.in_play().collect::<Vec<_>>(), [0, 2]);
    // Giving up twice changes nothing the second time.
    assert_eq!(again(progress.withdraw(1).unwrap()), progress);
    assert_eq!(
        over(progress.withdraw(2).unwrap()).end(),
        ContestEnd::Won(0)
    );
    assert_eq!(
        race.begin().withdraw(3).unwrap_err().to_string(),
        "withdrawing side must be in 0..=2, got 3"
    );
}

#[test]
fn contest_inputs_out_of_range_are_errors() {
    // rule: GM-dice.contest
    assert_eq!(
        Contest::same_goal(&[roll(12)]).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "contest sides",
            value: 1,
            min: 2,
            max: 6
        })
    );
    assert_eq!(
        Contest::same_goal(&[roll(12); 7]).unwrap_err().to_string(),
        "contest sides must be in 2..=6, got 7"
    );
    assert!(Contest::same_goal(&[]).is_err());
    assert_eq!(
        opposed(12, 10).time_odds(101).unwrap_err().to_string(),
        "listed contest rounds must be in 0..=100, got 101"
    );
    assert!(opposed(12, 10).time_odds(MAX_LISTED_CONTEST_ROUNDS).is_ok());
}

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
    // rule: GM-dice.contest-duration, GM-dice.contest-cannot-fail
    assert_times_agree_with_sampling(&opposed(12, 10).starting_at(ContestTime::MINUTE), 6, 10_000);
    assert_times_agree_with_sampling(&opposed(19, 18), 8, 10_000);
    assert_times_agree_with_sampling(&same_goal(&[25, 22, 10]), 6, 10_000);
    assert_times_agree_with_sampling(&same_goal(&[15, 15, 15, 15]), 6, 10_000);
}

// ---------------------------------------------------------------------
// GM-dice.contest-cannot-fail

#[test]
fn sides_that_cannot_fail_double_their_dice() {
    // rule: GM-dice.contest-cannot-fail
    // Targets 22 and 25, rolls 9 and 14: doubled 18 succeeds, 28 fails 25.
    let contest = opposed(22, 25).starting_at(ContestTime::MINUTE);
    assert_eq!(contest.begin().time(), ContestTime::TEN_MINUTES);
    let outcome = contest.roll(&mut SuppliedFaces::new(&[9, 14])).unwrap();
    let values: Vec<(u32, u32, bool)> = outcome
        .last_round()
        .iter()
        .map(|t| (t.face(), t.value(), t.succeeded()))
        .collect();
    assert_eq!(values, [(9, 18, true), (14, 28, false)]);
    assert_eq!(outcome.end(), ContestEnd::Won(0));
    // The time period moves to the next level.
    assert_eq!(outcome.time(), ContestTime::TEN_MINUTES);
    // Doubled, 22 passes on 1..=11 and 25 on 1..=12: both 132 of 400,
    // 22 alone 11x8 = 88, 25 alone 9x12 = 108, neither 9x8 = 72.
    let odds = odds_map(&contest);
    assert_eq!(odds[&ContestEnd::Won(0)], frac(88, 268));
    assert_eq!(odds[&ContestEnd::Won(1)], frac(108, 268));
    assert_eq!(odds[&ContestEnd::ActingFailed], frac(72, 268));
    assert_eq!(odds_map(&contest), brute_contest(&[22, 25], true, false));
    // One side that can fail is enough: no doubling.
    let plain = opposed(19, 25);
    let outcome = plain.roll(&mut SuppliedFaces::new(&[20, 20])).unwrap();
    assert_eq!(outcome.last_round()[1].value(), 20);
    assert_eq!(outcome.end(), ContestEnd::Won(1));
    assert_eq!(outcome.time(), ContestTime::ROUND);
}

#[test]
fn doubled_dice_that_still_cannot_fail_double_again() {
    // rule: GM-dice.contest-cannot-fail
    // 40 and 45 cannot fail even doubled (40 <= 40): the d20s count four
    // times, two steps on.
    let contest = opposed(40, 45);
    assert_eq!(contest.begin().time(), ContestTime::ROUND.later(2));
    let outcome = contest.roll(&mut SuppliedFaces::new(&[10, 12])).unwrap();
    let values: Vec<u32> = outcome.last_round().iter().map(|t| t.value()).collect();
    assert_eq!(values, [40, 48]);
    assert_eq!(outcome.end(), ContestEnd::Won(0));
    assert_eq!(odds_map(&contest), brute_contest(&[40, 45], true, false));
    // The highest targets a roll takes.
    let top = opposed(160, 160);
    assert_eq!(odds_map(&top), brute_contest(&[160, 160], true, false));
    assert!(top.odds().total().is_one());
}

#[test]
fn doubling_starts_when_the_sides_left_cannot_fail() {
    // rule: GM-dice.contest-cannot-fail, GM-dice.contest-duration
    // 25, 22 and 10 after one goal: 10 can fail, so no doubling yet.
    let race = same_goal(&[25, 22, 10]);
    assert_eq!(race.begin().time(), ContestTime::ROUND);
    // 10 fails and drops out; 25 and 22 cannot fail: doubled from now on,
    // and the time moves a step for the repeat and one for the doubling.
    let progress = again(round(&race.begin(), &[3, 4, 15]));
    assert_eq!(progress.time(), ContestTime::ROUND.later(2));
    let outcome = over(round(&progress, &[9, 14]));
    let values: Vec<u32> = outcome.last_round().iter().map(|t| t.value()).collect();
    assert_eq!(values, [18, 28]);
    assert_eq!(outcome.end(), ContestEnd::Won(0));
    assert_eq!(outcome.time(), ContestTime::ROUND.later(2));
}

#[test]
fn a_player_may_ask_for_doubling_when_the_opponent_cannot_fail() {
    // rule: GM-dice.contest-cannot-fail
    // 12 against 25: the 25 cannot fail, so the player asks for doubling.
    let contest = opposed(12, 25)
        .starting_at(ContestTime::MINUTE)
        .with_doubling_requested(true)
        .unwrap();
    assert!(contest.doubling_requested());
    assert_eq!(contest.begin().time(), ContestTime::TEN_MINUTES);
    let outcome = contest.roll(&mut SuppliedFaces::new(&[6, 13])).unwrap();
    let values: Vec<(u32, bool)> = outcome
        .last_round()
        .iter()
        .map(|t| (t.value(), t.succeeded()))
        .collect();
    assert_eq!(values, [(12, true), (26, false)]);
    assert_eq!(outcome.end(), ContestEnd::Won(0));
    // Doubled, 12 passes on 1..=6 and 25 on 1..=12: 12 alone 6x8 = 48,
    // 25 alone 14x12 = 168, neither 14x8 = 112, both 72 of 400.
    let odds = odds_map(&contest);
    assert_eq!(odds[&ContestEnd::Won(0)], frac(48, 328));
    assert_eq!(odds[&ContestEnd::Won(1)], frac(168, 328));
    assert_eq!(odds[&ContestEnd::ActingFailed], frac(112, 328));
    assert_eq!(odds_map(&contest), brute_contest(&[12, 25], true, true));
    // Asking when everyone cannot fail anyway changes nothing.
    let both = opposed(22, 25);
    assert_eq!(
        both.with_doubling_requested(true).unwrap().odds(),
        both.odds()
    );
    // Taking the request back.
    assert_eq!(
        contest.with_doubling_requested(false).unwrap().odds(),
        opposed(12, 25).odds()
    );
    // Nobody who cannot fail: nothing to ask for.
    assert_eq!(
        opposed(12, 19)
            .with_doubling_requested(true)
            .unwrap_err()
            .to_string(),
        "highest target in a contest with doubling requested must be in 20..=160, got 19"
    );
    assert_eq!(CANNOT_FAIL_TARGET, 20);
}

#[cfg(feature = "serde")]
#[test]
fn contests_deserialize_through_validation() {
    // rule: GM-dice.contest, GM-dice.contest-duration
    let contest = opposed(12, 25)
        .starting_at(ContestTime::MINUTE)
        .with_doubling_requested(true)
        .unwrap();
    let json = serde_json::to_string(&contest).unwrap();
    assert_eq!(
        json,
        r#"{"kind":"opposed","sides":[{"score":12,"modifier":0},{"score":25,"modifier":0}],"start":2,"doubling_requested":true}"#
    );
    assert_eq!(serde_json::from_str::<Contest>(&json).unwrap(), contest);
    let race: Contest = serde_json::from_str(
        r#"{"kind":"same-goal","sides":[{"score":12},{"score":10},{"score":14}]}"#,
    )
    .unwrap();
    assert_eq!(race, same_goal(&[12, 10, 14]));
    for bad in [
        r#"{"kind":"opposed","sides":[{"score":12}]}"#,
        r#"{"kind":"opposed","sides":[{"score":12},{"score":10},{"score":14}]}"#,
        r#"{"kind":"same-goal","sides":[{"score":12}]}"#,
        r#"{"kind":"opposed","sides":[{"score":12},{"score":10}],"doubling_requested":true}"#,
        r#"{"kind":"opposed","sides":[{"score":12},{"score":99}]}"#,
    ] {
        assert!(serde_json::from_str::<Contest>(bad).is_err(), "{bad}");
    }
    let outcome = contest.roll(&mut SuppliedFaces::new(&[6, 13])).unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(serde_json::from_str::<ContestRoll>(&json).unwrap(), outcome);

    // A contest under way, saved and picked up again.
    let race = same_goal(&[12, 10, 14]);
    let progress = again(round(&race.begin(), &[5, 15, 9]));
    let json = serde_json::to_string(&progress).unwrap();
    let back: ContestProgress = serde_json::from_str(&json).unwrap();
    assert_eq!(back, progress);
    assert_eq!(
        over(round(&back, &[13, 3])),
        over(round(&progress, &[13, 3]))
    );
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["in_play"], serde_json::json!([0, 2]));
    for (field, bad) in [
        ("in_play", serde_json::json!([0])),
        ("in_play", serde_json::json!([0, 3])),
        ("in_play", serde_json::json!([2, 2])),
        ("rounds", serde_json::json!(MAX_TIE_ROUNDS + 1)),
    ] {
        let mut broken = value.clone();
        broken[field] = bad.clone();
        assert!(
            serde_json::from_value::<ContestProgress>(broken).is_err(),
            "{field}: {bad}"
        );
    }
}

// ---------------------------------------------------------------------
// GM-dice.group.*

/// The group effort chart as printed, top band as the agreed reading
/// fixes it (1024-2047, not the seed's 1024-2055).
const CHART: [(u32, u32, u32); 11] = [
    (1, 1, 0),
    (2, 3, 1),
    (4, 7, 2),
    (8, 15, 3),
    (16, 31, 4),
    (32, 63, 5),
    (64, 127, 6),
    (128, 255, 7),
    (256, 511, 8),
    (512, 1023, 9),
    (1024, 2047, 10),
];

#[test]
fn group_bonus_follows_the_chart() {
    // rule: GM-dice.group.bonus
    for (low, high, bonus) in CHART {
        for members in low..=high {
            assert_eq!(
                GroupEffort::new(members).unwrap().bonus(),
                bonus,
                "{members}"
            );
        }
    }
    for (members, bonus) in [
        (1, 0),
        (2, 1),
        (3, 1),
        (12, 3),
        (20, 4),
        (1024, 10),
        (2047, 10),
    ] {
        assert_eq!(GroupEffort::new(members).unwrap().bonus(), bonus);
    }
    // Past the chart: one more per doubling, up to the largest group.
    for (members, bonus) in [(2048, 11), (4095, 11), (4096, 12), (MAX_GROUP_SIZE, 19)] {
        assert_eq!(
            GroupEffort::new(members).unwrap().bonus(),
            bonus,
            "{members}"
        );
    }
    assert_eq!(
        GroupEffort::new(0).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "group members",
            value: 0,
            min: 1,
            max: 1_048_575
        })
    );
    assert_eq!(
        GroupEffort::new(MAX_GROUP_SIZE + 1)
            .unwrap_err()
            .to_string(),
        "group members must be in 1..=1048575, got 1048576"
    );
}

#[test]
fn group_actions_per_round() {
    // rule: GM-dice.group.actions
    let twelve = GroupEffort::new(12).unwrap();
    assert_eq!((twelve.extra_actions(), twelve.actions_per_round()), (3, 4));
    let alone = GroupEffort::new(1).unwrap();
    assert_eq!((alone.extra_actions(), alone.actions_per_round()), (0, 1));
    assert_eq!(GroupEffort::new(2047).unwrap().actions_per_round(), 11);
}

#[test]
fn group_rolls_use_the_median() {
    // rule: GM-dice.group.median, GM-dice.group.bonus
    assert_eq!(GroupMedian::of(&[9, 10, 11, 13, 39]).unwrap().floor(), 11);
    assert_eq!(GroupMedian::of(&[39, 13, 9, 11, 10]).unwrap().floor(), 11);
    // Two historians: Int 15 + History 2 = 17, Int 17 + 0 = 17; their
    // bonus of 1 makes 18.
    let historians = GroupEffort::new(2).unwrap();
    let median = GroupMedian::of(&[15 + 2, 17]).unwrap();
    assert_eq!((median.floor(), median.is_whole()), (17, true));
    let group_roll = historians.roll(median).unwrap();
    assert_eq!(group_roll.target(), 18);
    assert_eq!(
        group_roll.odds().probability(&PassFail::Pass),
        Some(frac(18, 20))
    );
    // Lending History together: the median bonus of 0 and 2 is 1, on a
    // roll of 18 or less; the bonus-2 historian alone needs 17 to lend 2.
    assert_eq!(GroupMedian::of(&[0, 2]).unwrap().floor(), 1);
    let alone = GroupEffort::new(1).unwrap();
    assert_eq!(
        alone
            .roll(GroupMedian::of(&[17]).unwrap())
            .unwrap()
            .target(),
        17
    );
    // A median ending in a half is kept exactly; the roll counts it as
    // the lower number, which passes exactly the same d20 faces.
    let half = GroupMedian::of(&[14, 16, 17, 20]).unwrap();
    assert_eq!(
        (half.twice(), half.floor(), half.is_whole()),
        (33, 16, false)
    );
    assert_eq!(half.to_string(), "16.5");
    let group_roll = GroupEffort::new(4).unwrap().roll(half).unwrap();
    for face in 1..=20 {
        // face <= 16.5 + 2, in halves: 2 x face <= 33 + 4.
        let exact = 2 * face <= 33 + 4;
        assert_eq!(face <= group_roll.target(), exact, "{face}");
    }
    for (numbers, text) in [
        (&[-3, -2][..], "-2.5"),
        (&[-1, 0], "-0.5"),
        (&[0, 1], "0.5"),
        (&[-4], "-4"),
    ] {
        assert_eq!(GroupMedian::of(numbers).unwrap().to_string(), text);
    }
    assert_eq!(GroupMedian::of(&[-1, 0]).unwrap().floor(), -1);
    // Bounds.
    assert_eq!(
        GroupMedian::of(&[]).unwrap_err().to_string(),
        "group members must be in 1..=1048575, got 0"
    );
    assert_eq!(
        GroupMedian::of(&[10, 161]).unwrap_err().to_string(),
        "member's number must be in -120..=160, got 161"
    );
    assert_eq!((MIN_MEMBER_NUMBER, MAX_MEMBER_NUMBER), (-120, 160));
    let extremes = GroupMedian::of(&[MIN_MEMBER_NUMBER, MAX_MEMBER_NUMBER]).unwrap();
    assert_eq!(extremes.floor(), 20);
    // A median above what a roll takes is an error, not a wrong roll.
    assert!(alone.roll(GroupMedian::of(&[61]).unwrap()).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn group_values_deserialize_through_validation() {
    // rule: GM-dice.group.bonus, GM-dice.group.median
    let group: GroupEffort = serde_json::from_str("12").unwrap();
    assert_eq!(group.bonus(), 3);
    assert!(serde_json::from_str::<GroupEffort>("0").is_err());
    let median = GroupMedian::of(&[16, 17]).unwrap();
    let json = serde_json::to_string(&median).unwrap();
    assert_eq!(json, r#"{"twice":33}"#);
    assert_eq!(serde_json::from_str::<GroupMedian>(&json).unwrap(), median);
    assert!(serde_json::from_str::<GroupMedian>(r#"{"twice":1000}"#).is_err());
    let morale: GroupMorale = serde_json::from_str(r#"{"group":12,"roll":{"score":12}}"#).unwrap();
    assert_eq!(morale, GroupMorale::new(group, roll(12)));
    assert!(serde_json::from_str::<GroupMorale>(r#"{"group":0,"roll":{"score":12}}"#).is_err());
}

#[test]
fn group_mojo_turns_a_failed_roll() {
    // rule: GM-dice.group.mojo
    // A group of three fails an attack roll by 4; the warrior bids 4.
    let three = GroupEffort::new(3).unwrap();
    let warrior = GroupMojoBid {
        mojo: 4,
        archetypal: true,
    };
    let mojo = GroupMojo::settle(three, Some(4), &[warrior]).unwrap();
    assert!(mojo.succeeded() && mojo.turned());
    assert_eq!(mojo.spent(), [4]);
    assert_eq!(mojo.total_spent(), 4);
    // Each of the three gains 4 x 50 = 200 XP and checks a free bonus
    // against all 4 mojo.
    assert_eq!(mojo.members(), 3);
    assert_eq!(mojo.xp_each(), 200);
    assert_eq!(mojo.free_bonus_budget(), 4);
    assert_eq!(XP_PER_MOJO_SPENT, 50);

    // From an actual group roll: median 11, bonus 1, a 16 misses 12 by 4.
    let group_roll = three.roll(GroupMedian::of(&[9, 11, 14]).unwrap()).unwrap();
    let save = group_roll.roll(&mut SuppliedFaces::new(&[16])).unwrap();
    assert_eq!(save.missed_by(), Some(4));
    assert_eq!(
        GroupMojo::settle(three, save.missed_by(), &[warrior]).unwrap(),
        mojo
    );

    // A bid beyond the need spends only the need.
    let big = GroupMojoBid {
        mojo: 6,
        archetypal: true,
    };
    let mojo = GroupMojo::settle(three, Some(4), &[big]).unwrap();
    assert_eq!((mojo.spent(), mojo.xp_each()), (&[4][..], 200));
    // Bids pool, paid in the order given; every member gains for all.
    let bid = |mojo, archetypal| GroupMojoBid { mojo, archetypal };
    let mojo = GroupMojo::settle(three, Some(5), &[bid(2, true), bid(9, true)]).unwrap();
    assert_eq!((mojo.spent(), mojo.xp_each()), (&[2, 3][..], 250));
    // A bid on a roll not archetypal for the bidder does not count.
    let mojo = GroupMojo::settle(three, Some(5), &[bid(9, false), bid(3, true)]).unwrap();
    assert!(!mojo.succeeded() && !mojo.turned());
    assert_eq!((mojo.spent(), mojo.xp_each()), (&[0, 0][..], 0));
    let mojo = GroupMojo::settle(three, Some(3), &[bid(9, false), bid(3, true)]).unwrap();
    assert_eq!(mojo.spent(), [0, 3]);
    // Too little: nothing is spent and the roll stays failed.
    let mojo = GroupMojo::settle(three, Some(4), &[bid(3, true)]).unwrap();
    assert!(!mojo.succeeded());
    assert_eq!((mojo.total_spent(), mojo.free_bonus_budget()), (0, 0));
    // A roll that succeeded needs no mojo.
    let mojo = GroupMojo::settle(three, None, &[bid(3, true)]).unwrap();
    assert!(mojo.succeeded() && !mojo.turned());
    assert_eq!(mojo.spent(), [0]);
    // One bid per participant at most.
    assert_eq!(
        GroupMojo::settle(three, Some(4), &[warrior; 4])
            .unwrap_err()
            .to_string(),
        "mojo bids must be in 0..=3, got 4"
    );
    // Large bids do not overflow.
    let mojo = GroupMojo::settle(three, Some(u32::MAX), &[bid(u32::MAX, true); 3]).unwrap();
    assert_eq!(mojo.xp_each(), u64::from(u32::MAX) * 50);
}

#[test]
fn unplanned_changes_and_leaving_take_the_bonus_in_rounds() {
    // rule: GM-dice.group.decisions, GM-dice.group.leave
    for (members, rounds) in [(1, 0), (3, 1), (12, 3), (2047, 10)] {
        let group = GroupEffort::new(members).unwrap();
        assert_eq!(group.course_change_rounds(), rounds);
        assert_eq!(group.leave_rounds(), rounds);
    }
}

#[test]
fn a_failed_morale_roll_delays_by_the_miss_up_to_the_bonus() {
    // rule: GM-dice.group.decisions
    // Bonus 3, target 12: 14 misses by 2 (two rounds), 18 by 6 (capped 3).
    let morale = GroupMorale::new(GroupEffort::new(12).unwrap(), roll(12));
    let outcome = morale.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert_eq!(outcome.band(), GroupResponse::GivesWay(2));
    assert_eq!(outcome.save().missed_by(), Some(2));
    assert_eq!(
        morale.roll(&mut SuppliedFaces::new(&[18])).unwrap().band(),
        GroupResponse::GivesWay(3)
    );
    assert_eq!(
        morale.roll(&mut SuppliedFaces::new(&[12])).unwrap().band(),
        GroupResponse::Holds
    );
    // By hand: holds on 1..=12 (12/20); 13 gives way after 1, 14 after 2,
    // 15..=20 after 3 (6/20).
    let odds = morale.odds();
    assert_eq!(odds.probability(&GroupResponse::Holds), Some(frac(12, 20)));
    assert_eq!(
        odds.probability(&GroupResponse::GivesWay(1)),
        Some(frac(1, 20))
    );
    assert_eq!(
        odds.probability(&GroupResponse::GivesWay(2)),
        Some(frac(1, 20))
    );
    assert_eq!(
        odds.probability(&GroupResponse::GivesWay(3)),
        Some(frac(6, 20))
    );
    assert_eq!(odds.bands().len(), 4);
    // Built from the members' charisma: median 9 plus bonus 3.
    let goblins = GroupEffort::new(12).unwrap();
    let built = GroupMorale::new(
        goblins,
        goblins
            .roll(GroupMedian::of(&[8, 9, 9, 10]).unwrap())
            .unwrap(),
    );
    assert_eq!(built.odds(), morale.odds());
    // Against enumeration, and sampling.
    for members in [1, 2, 12, 2047] {
        for target in [-5, 0, 7, 12, 19, 25] {
            let group = GroupEffort::new(members).unwrap();
            let morale = GroupMorale::new(group, roll(target));
            let mut expected: BTreeMap<GroupResponse, BigRational> = BTreeMap::new();
            for face in 1..=20 {
                let band = if face <= target {
                    GroupResponse::Holds
                } else {
                    let missed = u32::try_from(face - target).unwrap();
                    GroupResponse::GivesWay(missed.min(group.bonus()))
                };
                *expected.entry(band).or_insert_with(BigRational::zero) += frac(1, 20);
            }
            let odds: BTreeMap<GroupResponse, BigRational> = morale
                .odds()
                .bands()
                .map(|(b, p)| (*b, p.clone()))
                .collect();
            assert_eq!(odds, expected, "{members} at {target}");
            assert_agrees_with_sampling(&morale, 4_000);
        }
    }
}

#[test]
fn a_leader_shortens_the_delay_by_the_margin() {
    // rule: GM-dice.group.leader
    // Bonus 3, Cha 14, roll 12: made by 2, delay 3 - 2 = 1 round.
    let order = LeaderOrder::new(GroupEffort::new(12).unwrap(), roll(14));
    let outcome = order.roll(&mut SuppliedFaces::new(&[12])).unwrap();
    assert_eq!(outcome.band(), LeaderCall::Heeded(1));
    assert_eq!(outcome.save().made_by(), Some(2));
    assert_eq!(
        order.roll(&mut SuppliedFaces::new(&[15])).unwrap().band(),
        LeaderCall::Unheeded
    );
    assert_eq!(
        order.roll(&mut SuppliedFaces::new(&[14])).unwrap().band(),
        LeaderCall::Heeded(3)
    );
    // Made by more than the bonus: no delay at all.
    assert_eq!(
        order.roll(&mut SuppliedFaces::new(&[2])).unwrap().band(),
        LeaderCall::Heeded(0)
    );
    // By hand: 15..=20 unheeded (6/20); 14 after 3, 13 after 2, 12 after
    // 1 (1/20 each); 1..=11 at once (11/20).
    let odds = order.odds();
    assert_eq!(odds.probability(&LeaderCall::Unheeded), Some(frac(6, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(3)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(2)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(1)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(0)), Some(frac(11, 20)));
    // Against enumeration, and sampling.
    for members in [1, 3, 12, 1024] {
        for target in [-2, 0, 5, 14, 19, 30] {
            let group = GroupEffort::new(members).unwrap();
            let order = LeaderOrder::new(group, roll(target));
            let mut expected: BTreeMap<LeaderCall, BigRational> = BTreeMap::new();
            for face in 1..=20 {
                let band = if face > target {
                    LeaderCall::Unheeded
                } else {
                    let made = target - face;
                    let bonus = i32::try_from(group.bonus()).unwrap();
                    LeaderCall::Heeded(u32::try_from((bonus - made).max(0)).unwrap())
                };
                *expected.entry(band).or_insert_with(BigRational::zero) += frac(1, 20);
            }
            let odds: BTreeMap<LeaderCall, BigRational> =
                order.odds().bands().map(|(b, p)| (*b, p.clone())).collect();
            assert_eq!(odds, expected, "{members} at {target}");
            assert_agrees_with_sampling(&order, 4_000);
        }
    }
}
