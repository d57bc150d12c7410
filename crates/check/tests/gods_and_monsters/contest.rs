//! Contested actions, against odds worked out independently by
//! enumerating every face of every die.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::gods_and_monsters::*;
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, Resolved, Rolled};
use osr_core::{Die, FaceSource, SuppliedFaces};

use super::{again, opposed, over, roll, round, same_goal};
use crate::common::{assert_agrees_with_sampling, frac};

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
fn rolling_only_the_end_draws_the_same_faces_to_the_same_end() {
    // rule: GM-dice.contest
    use rand_core::{Rng, SeedableRng};
    let contests = [
        opposed(12, 10),
        opposed(19, 19),
        opposed(0, 15),
        opposed(22, 25),
        opposed(20, 60),
        opposed(12, 25).with_doubling_requested(true).unwrap(),
        same_goal(&[12, 10]),
        same_goal(&[12, 10, 14]),
        same_goal(&[25, 22, 10]),
        same_goal(&[18, 18, 18, 18, 18]),
    ];
    for contest in contests {
        for seed in 0..300 {
            let mut kept = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut bare = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let outcome = contest.roll(&mut kept).unwrap();
            assert_eq!(contest.roll_end(&mut bare).unwrap(), outcome.end());
            // As many faces drawn: the generators are at the same point.
            assert_eq!(kept.next_u64(), bare.next_u64(), "{contest:?}, seed {seed}");
        }
    }
    // The same limit, and the same error for a face source that fails.
    struct Ones;
    impl FaceSource for Ones {
        fn next_face(&mut self, _: Die) -> Result<u32, osr_core::Error> {
            Ok(1)
        }
    }
    assert_eq!(
        opposed(19, 19).roll_end(&mut Ones),
        Err(Error::Unresolved {
            what: "contest",
            rolls: MAX_TIE_ROUNDS
        })
    );
    assert_eq!(
        opposed(12, 10).roll_end(&mut SuppliedFaces::new(&[3])),
        opposed(12, 10)
            .roll(&mut SuppliedFaces::new(&[3]))
            .map(|o| o.end())
    );
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
        r#"{"kind":"same_goal","sides":[{"score":12},{"score":10},{"score":14}]}"#,
    )
    .unwrap();
    assert_eq!(race, same_goal(&[12, 10, 14]));
    for bad in [
        r#"{"kind":"opposed","sides":[{"score":12}]}"#,
        r#"{"kind":"opposed","sides":[{"score":12},{"score":10},{"score":14}]}"#,
        r#"{"kind":"same_goal","sides":[{"score":12}]}"#,
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
