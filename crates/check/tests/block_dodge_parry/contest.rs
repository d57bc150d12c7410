//! Block, Dodge, Parry's contested saves.

use std::collections::BTreeMap;

use osr_check::block_dodge_parry::{Contest, Winner};
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, Resolved};
use osr_core::SuppliedFaces;

use super::{band, passes};
use crate::common::{Always, assert_agrees_with_sampling, frac};

#[test]
fn contested_save_vectors() {
    // rule: BDP-1.3.contested
    // Disarming an ogre: STR 16 against STR 16.
    let disarm = Contest::new(16, 16).unwrap();
    assert_eq!(band(&disarm, &[14, 9]), Winner::First);
    assert_eq!(band(&disarm, &[17, 3]), Winner::Second);
    assert_eq!(band(&disarm, &[17, 12]), Winner::Second);
    assert_eq!(band(&disarm, &[18, 19]), Winner::Neither);
    // A natural 1 passes, but loses to any other pass.
    assert_eq!(band(&disarm, &[1, 2]), Winner::Second);
    assert_eq!(band(&disarm, &[1, 20]), Winner::First);
    assert_eq!(band(&Contest::new(0, 0).unwrap(), &[1, 14]), Winner::First);
    // Equal passing rolls: both roll again.
    let outcome = disarm
        .roll(&mut SuppliedFaces::new(&[10, 10, 11, 11, 14, 9]))
        .unwrap();
    assert_eq!((outcome.winner(), outcome.rounds()), (Winner::First, 3));
    assert_eq!(outcome.faces_rolled(), [14, 9]);
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(
        fates,
        [
            Fate::Replaced,
            Fate::Replaced,
            Fate::Replaced,
            Fate::Replaced,
            Fate::Counted,
            Fate::Counted
        ]
    );
    assert_eq!(outcome.faces(), [10, 10, 11, 11, 14, 9]);
    // Equal failing rolls are not a tie: nobody wins.
    assert_eq!(band(&disarm, &[20, 20]), Winner::Neither);
    assert_eq!(band(&disarm, &[1, 1, 5, 3]), Winner::First);
}

#[test]
fn contested_save_odds_condition_on_no_tie() {
    // rule: BDP-1.3.contested
    for (a, b) in [(16, 16), (12, 8), (0, 20), (3, 17), (20, 20), (0, 0)] {
        let mut ways: BTreeMap<Winner, i64> = BTreeMap::new();
        let mut settled = 0;
        for fa in 1..=20 {
            for fb in 1..=20 {
                let winner = match (passes(a, fa), passes(b, fb)) {
                    (false, false) => Winner::Neither,
                    (true, false) => Winner::First,
                    (false, true) => Winner::Second,
                    (true, true) if fa == fb => continue,
                    (true, true) if fa > fb => Winner::First,
                    (true, true) => Winner::Second,
                };
                *ways.entry(winner).or_default() += 1;
                settled += 1;
            }
        }
        let contest = Contest::new(a, b).unwrap();
        for winner in [Winner::Neither, Winner::First, Winner::Second] {
            let n = ways.get(&winner).copied().unwrap_or(0);
            assert_eq!(
                contest.odds().probability(&winner),
                Some(frac(n, settled)),
                "{a} vs {b}: {winner:?}"
            );
        }
        assert_agrees_with_sampling(&contest, 5_000);
    }
    // By hand, 16 against 16: 16 of the 400 pairs tie, both fail in 4 x 4.
    let odds = Contest::new(16, 16).unwrap().odds();
    assert_eq!(odds.probability(&Winner::Neither), Some(frac(16, 384)));
    assert_eq!(odds.probability(&Winner::First), Some(frac(184, 384)));
}

#[test]
fn contested_save_ties_give_up_and_bad_scores_are_errors() {
    let err = Contest::new(16, 16)
        .unwrap()
        .roll(&mut Always(10))
        .unwrap_err();
    assert_eq!(
        err,
        Error::Unresolved {
            what: "contested save tie",
            rolls: MAX_TIE_ROUNDS
        }
    );
    assert_eq!(
        Contest::new(16, -30).unwrap_err().to_string(),
        "ability score must be in 0..=2147483647, got -30"
    );
}
