//! Murdham's group save.

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::murdham::{Contest, GroupSave, Winner};
use osr_check::{Check, Error, PassFail, Resolved, secretly};
use osr_core::{Edge, SuppliedFaces};

use super::{band, kept_d20_by_enumeration};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn group_save_rolls_one_d20_for_everyone() {
    // rule: MU-dice.group-save
    let company = GroupSave::new(&[10, 13, 9]).unwrap();
    let outcome = company.roll(&mut SuppliedFaces::new(&[12])).unwrap();
    assert_eq!(outcome.face(), 12);
    assert_eq!(
        outcome.results(),
        [PassFail::Fail, PassFail::Pass, PassFail::Fail]
    );
    assert_eq!(outcome.passing(), 1);
    assert!(outcome.anyone_passed());
    assert_eq!(outcome.band(), PassFail::Pass, "the group notices");
    assert_eq!(outcome.dice().len(), 1, "one d20 for the whole group");

    let outcome = company.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert_eq!(outcome.passing(), 0);
    assert_eq!(outcome.band(), PassFail::Fail, "nobody notices");
    assert_eq!(outcome.member(3), None);

    // The group notices when the d20 is at most the best score: 13/20.
    assert_eq!(
        company.odds().probability(&PassFail::Pass),
        Some(frac(13, 20))
    );
    // Each member by their own score.
    for (member, score) in [10, 13, 9].into_iter().enumerate() {
        let odds = company.member_odds(member).unwrap();
        assert_eq!(odds.probability(&PassFail::Pass), Some(frac(score, 20)));
    }
    assert!(company.member_odds(3).is_none());
}

#[test]
fn fear_and_passive_detection_read_the_shared_d20() {
    // rule: MU-travel.passive
    // Fear: d20 = 12 against WIT 14 and 10: the first is unaffected, the
    // second terrified.
    let fear = GroupSave::new(&[14, 10])
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[12]))
        .unwrap();
    assert_eq!(fear.results(), [PassFail::Pass, PassFail::Fail]);
    // Passive detection: the referee's d20 = 9 against WIT 8 and 11.
    assert_eq!(
        band(&GroupSave::new(&[8, 11]).unwrap(), &[9]),
        PassFail::Pass
    );
}

#[test]
fn group_save_odds_match_enumeration() {
    // rule: MU-dice.group-save, MU-core.impaired-enhanced
    let groups: [&[i32]; 5] = [&[10, 13, 9], &[0], &[20, 0], &[5, 5, 5, 17], &[1, 2, 3]];
    for scores in groups {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            let group = GroupSave::new(scores).unwrap().with_edge(edge);
            let mut anyone = BigRational::zero();
            let mut counts = vec![BigRational::zero(); scores.len() + 1];
            let mut members = vec![BigRational::zero(); scores.len()];
            for (kept, p) in kept_d20_by_enumeration(edge) {
                let passing: Vec<bool> = scores
                    .iter()
                    .map(|&s| i64::from(kept) <= i64::from(s))
                    .collect();
                if passing.iter().any(|&x| x) {
                    anyone += &p;
                }
                counts[passing.iter().filter(|&&x| x).count()] += &p;
                for (m, &passed) in passing.iter().enumerate() {
                    if passed {
                        members[m] += &p;
                    }
                }
            }
            assert_eq!(group.odds().probability(&PassFail::Pass), Some(anyone));
            for (n, p) in (0_u32..).zip(counts) {
                assert_eq!(group.passing_odds().probability(&n), Some(p), "{n} pass");
            }
            for (m, p) in members.into_iter().enumerate() {
                let odds = group.member_odds(m).unwrap();
                assert_eq!(odds.probability(&PassFail::Pass), Some(p));
            }
            assert_agrees_with_sampling(&group, 5_000);
        }
    }
}

#[test]
fn group_size_is_bounded() {
    assert_eq!(
        GroupSave::new(&[]).unwrap_err().to_string(),
        "group members must be in 1..=100, got 0"
    );
    let crowd = vec![10; 101];
    assert_eq!(
        GroupSave::new(&crowd),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "group members",
            value: 101,
            min: 1,
            max: 100
        }))
    );
    assert!(GroupSave::new(&crowd[..100]).is_ok());
}

#[test]
fn passive_detection_is_rolled_in_secret() {
    // rule: MU-dice.secret, MU-travel.passive
    let company = GroupSave::new(&[8, 11]).unwrap();
    let sealed = secretly(&company, &mut SuppliedFaces::new(&[9])).unwrap();
    assert_eq!(format!("{sealed:?}"), "Sealed(..)");
    assert_eq!(sealed.peek().face(), 9);
    let outcome = sealed.reveal();
    assert_eq!(outcome.band(), PassFail::Pass);
    assert_eq!(outcome.results(), [PassFail::Fail, PassFail::Pass]);

    // A GM character's contest roll in a game is hidden the same way.
    let sealed = secretly(
        &Contest::new(12, 10).unwrap(),
        &mut SuppliedFaces::new(&[5, 8]),
    )
    .unwrap();
    assert_eq!(format!("{sealed:?}"), "Sealed(..)");
    assert_eq!(sealed.reveal().winner(), Winner::First);
}
