//! The dice the rules use and the smallest die.

use std::collections::BTreeMap;

use num_rational::BigRational;
use osr_check::gods_and_monsters::*;
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, Resolved, Rolled};
use osr_core::{DamageStep, Die, SuppliedFaces};
use osr_dice::{Budget, Distribution, Limits, compile};

use crate::common::{assert_agrees_with_sampling, frac};

fn dist(notation: &str) -> Distribution {
    compile(notation, &Limits::default())
        .and_then(|plan| plan.distribution(&Budget::default()))
        .expect(notation)
}

fn total(notation: &str, faces: &[u32]) -> i64 {
    let plan = compile(notation, &Limits::default()).unwrap();
    let mut source = SuppliedFaces::new(faces);
    let total = plan.roll_total(&mut source).unwrap();
    assert!(source.is_exhausted(), "{notation}: faces left over");
    total
}

/// Every total of `count` dice with `sides` faces, keeping the `keep`
/// highest, counted over all sides^count rolls.
fn enumerate(count: u32, sides: u32, keep: usize) -> BTreeMap<i64, u64> {
    let mut totals = BTreeMap::new();
    let rolls = u64::from(sides).pow(count);
    for mut index in 0..rolls {
        let mut faces = Vec::new();
        for _ in 0..count {
            faces.push(i64::try_from(index % u64::from(sides)).unwrap() + 1);
            index /= u64::from(sides);
        }
        faces.sort_unstable_by(|a, b| b.cmp(a));
        *totals.entry(faces[..keep].iter().sum()).or_default() += 1;
    }
    totals
}

fn assert_matches_enumeration(notation: &str, count: u32, sides: u32, keep: usize) {
    let d = dist(notation);
    let totals = enumerate(count, sides, keep);
    let all: u64 = totals.values().sum();
    assert_eq!(d.len(), totals.len(), "{notation}");
    for (t, ways) in totals {
        assert_eq!(
            d.probability(t),
            BigRational::new(ways.into(), all.into()),
            "{notation}: P({t})"
        );
    }
}

/// The smallest die of the set with at least `n` faces, found by scanning.
fn smallest_with(n: u32) -> u32 {
    [2, 3, 4, 6, 8, 10, 12, 20]
        .into_iter()
        .find(|&sides| sides >= n)
        .unwrap()
}

#[test]
fn up_to_n_on_the_smallest_die() {
    // rule: GM-dice.smallest-die
    assert_eq!(SmallestDie::new(7).unwrap().die(), Die::D8);
    assert_eq!(SmallestDie::new(15).unwrap().die(), Die::D20);
    assert_eq!(SmallestDie::new(2).unwrap().die(), Die::D2);
    assert_eq!(SmallestDie::new(3).unwrap().die(), Die::D3);
    for n in 1..=20 {
        let up_to = SmallestDie::new(n).unwrap();
        assert_eq!(up_to.up_to(), n);
        assert_eq!(up_to.die().sides(), smallest_with(n), "up to {n}");
        // Exactly uniform on 1..=n.
        let odds = up_to.odds();
        assert_eq!(odds.bands().len(), usize::try_from(n).unwrap());
        for value in 1..=n {
            assert_eq!(
                odds.probability(&value),
                Some(frac(1, i64::from(n))),
                "up to {n}: {value}"
            );
        }
        assert_agrees_with_sampling(&up_to, 4_000);
    }

    // Up to 7 on a d8: an 8 is rolled again, and stays in the trace.
    let seven = SmallestDie::new(7).unwrap();
    let outcome = seven.roll(&mut SuppliedFaces::new(&[8, 8, 6])).unwrap();
    assert_eq!(outcome.band(), 6);
    assert_eq!(
        outcome.dice(),
        [
            Rolled {
                sides: 8,
                face: 8,
                fate: Fate::Replaced
            },
            Rolled {
                sides: 8,
                face: 8,
                fate: Fate::Replaced
            },
            Rolled {
                sides: 8,
                face: 6,
                fate: Fate::Counted
            },
        ]
    );
    // Up to 15 on a d20: 16 to 20 are rolled again.
    let fifteen = SmallestDie::new(15).unwrap();
    for face in 16..=20 {
        assert_eq!(
            fifteen
                .roll(&mut SuppliedFaces::new(&[face, 15]))
                .unwrap()
                .band(),
            15
        );
    }
}

#[test]
fn the_smallest_die_gives_up_on_endless_rerolls() {
    let seven = SmallestDie::new(7).unwrap();
    let eights = vec![8; usize::try_from(MAX_TIE_ROUNDS).unwrap() + 1];
    assert_eq!(
        seven.roll(&mut SuppliedFaces::new(&eights)),
        Err(Error::Unresolved {
            what: "smallest-die re-roll",
            rolls: MAX_TIE_ROUNDS
        })
    );
    // One good face at the last allowed roll still settles.
    let mut almost = vec![8; usize::try_from(MAX_TIE_ROUNDS).unwrap() - 1];
    almost.push(7);
    assert_eq!(
        seven.roll(&mut SuppliedFaces::new(&almost)).unwrap().band(),
        7
    );
    for n in [0, 21, u32::MAX] {
        assert_eq!(
            SmallestDie::new(n),
            Err(Error::Core(osr_core::Error::OutOfRange {
                what: "highest number rolled",
                value: n.into(),
                min: 1,
                max: 20
            }))
        );
    }
    assert_eq!(
        SmallestDie::new(21).unwrap_err().to_string(),
        "highest number rolled must be in 1..=20, got 21"
    );
}

// ---- the dice and notation

#[test]
fn the_dice_the_rules_use() {
    // rule: GM-dice.notation
    assert_eq!(DICE.map(Die::sides), [2, 3, 4, 6, 8, 10, 12, 20]);
    // d2 and d3 are plain uniform dice.
    for sides in [2, 3, 4, 6, 8, 10, 12, 20] {
        let d = dist(&format!("d{sides}"));
        assert_eq!((d.min(), d.max()), (Some(1), Some(i64::from(sides))));
        for face in 1..=i64::from(sides) {
            assert_eq!(d.probability(face), frac(1, i64::from(sides)));
        }
    }
    // The sums the rules print, against enumeration of every roll.
    for (count, sides) in [(2, 6), (3, 6), (4, 6), (2, 8), (2, 10), (7, 6)] {
        let keep = usize::try_from(count).unwrap();
        assert_matches_enumeration(&format!("{count}d{sides}"), count, sides, keep);
    }
    // 8d6 (dwarf age) and 6d10: bounds and the mean of the sum.
    let age = dist("8d6");
    assert_eq!((age.min(), age.max()), (Some(8), Some(48)));
    assert_eq!(age.mean(), frac(28, 1));
    let six_d10 = dist("6d10");
    assert_eq!((six_d10.min(), six_d10.max()), (Some(6), Some(60)));
    assert_eq!(six_d10.mean(), frac(33, 1));
    // Toromeen's age: 120 + 8d6, which came up 31.
    assert_eq!(total("120+8d6", &[6, 5, 4, 3, 5, 2, 3, 3]), 151);
    // Height: 41 + 2d6 (10) + 1 + 4 = 56 inches.
    assert_eq!(total("41+2d6+1+4", &[4, 6]), 56);
}

#[test]
fn each_further_damage_step_adds_a_d6() {
    // rule: GM-dice.notation
    // 1, d2, d4, d6, d8, d10, d12, 2d8, 3d6, 4d6, then +d6 per step.
    let steps: Vec<String> = (0..=12)
        .map(|step| DamageStep::new(step).unwrap().dice().to_string())
        .collect();
    assert_eq!(
        steps,
        [
            "1", "d2", "d4", "d6", "d8", "d10", "d12", "2d8", "3d6", "4d6", "5d6", "6d6", "7d6"
        ]
    );
    // "+d6" on 4d6 is 5d6, in the notation too.
    assert_eq!(dist("4d6+d6"), dist("5d6"));
    assert_eq!(dist("5d6+d6"), dist("6d6"));
}

#[test]
fn ability_scores_keep_the_three_highest_of_four() {
    // rule: GM-dice.4d6k3, GM-dice.notation
    // Tony's six rolls for Toromeen.
    let rolls = [
        ([2, 5, 3, 6], 14),
        ([1, 1, 4, 5], 10),
        ([6, 5, 2, 4], 15),
        ([2, 1, 5, 2], 9),
        ([6, 3, 6, 6], 18),
        ([4, 5, 3, 3], 12),
    ];
    for (faces, score) in rolls {
        assert_eq!(total("4d6kh3", &faces), score, "{faces:?}");
    }
    // The whole distribution, against the 1296 rolls.
    assert_matches_enumeration("4d6kh3", 4, 6, 3);
}
