use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::SuppliedFaces;
use osr_magic::constitution::{
    CasterLevel, Learning, RESEARCHED_RATING, Research, SpellLevel, research_opportunities,
};

use crate::common::rng;

fn level(l: u32) -> SpellLevel {
    SpellLevel::new(l).unwrap()
}

/// The distribution of the sum of `n` d6s, by counting: an independent
/// model of the research days.
fn sum_of_d6(n: usize) -> Vec<BigRational> {
    let mut ways = vec![BigInt::one()];
    for _ in 0..n {
        let mut next = vec![BigInt::zero(); ways.len() + 6];
        for (s, w) in ways.iter().enumerate() {
            for f in 1..=6 {
                next[s + f] += w;
            }
        }
        ways = next;
    }
    let all = BigInt::from(6).pow(n as u32);
    ways.into_iter()
        .map(|w| BigRational::new(w, all.clone()))
        .collect()
}

#[test]
fn research_comes_with_each_level_and_each_breakthrough() {
    // rule: TC-12.8
    assert_eq!(research_opportunities(1, 0, true), 1);
    assert_eq!(research_opportunities(2, 3, true), 5);
    assert_eq!(research_opportunities(2, 3, false), 0);
}

#[test]
fn research_takes_4d6_days_per_level_doubled_with_chores() {
    // rule: TC-12.9
    let two = Research::new(level(2), false);
    assert_eq!(two.dice(), 8);
    let plan = two.plan().unwrap();
    assert_eq!((plan.min(), plan.max()), (8, 48));
    let chores = Research::new(level(2), true).plan().unwrap();
    assert_eq!((chores.min(), chores.max()), (16, 96));
    // X24: 4d6 = 3, 5, 2, 6 -> 16 days; with chores 32; rating 50%.
    let roll = Research::new(level(1), false)
        .roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))
        .unwrap();
    assert_eq!(
        (roll.days(), roll.rating(), RESEARCHED_RATING),
        (16, 50, 50)
    );
    assert_eq!(roll.faces(), [3, 5, 2, 6]);
    let roll = Research::new(level(1), true)
        .roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))
        .unwrap();
    assert_eq!(roll.days(), 32);
}

#[test]
fn research_days_of_a_third_level_spell_are_12d6_exactly() {
    // rule: TC-12.9
    let research = Research::new(level(3), false);
    let dist = research.days_odds().unwrap();
    let model = sum_of_d6(12);
    for days in 0..=80_i64 {
        let expected = model
            .get(days as usize)
            .cloned()
            .unwrap_or_else(BigRational::zero);
        assert_eq!(dist.probability(days), expected, "{days} days");
    }
    assert_eq!(dist.mean(), BigRational::from_integer(42.into()));
    // Doubled with chores: only even days, each with the chance of half.
    let chores = Research::new(level(3), true).days_odds().unwrap();
    assert_eq!(chores.probability(84), model[42].clone());
    assert!(chores.probability(85).is_zero());
    // Sampling at a fixed seed: the mean of many rolls.
    let mut rng = rng();
    let n = 4000;
    let total: u64 = (0..n)
        .map(|_| u64::from(research.roll(&mut rng).unwrap().days()))
        .sum();
    let mean = total as f64 / f64::from(n);
    // sd of 12d6 is sqrt(35); of the mean sqrt(35 / n).
    assert!((mean - 42.0).abs() < 5.0 * (35.0 / f64::from(n)).sqrt());
}

#[test]
fn research_replays_from_its_faces() {
    let research = Research::new(level(2), true);
    let mut rng = rng();
    let roll = research.roll(&mut rng).unwrap();
    let again = research
        .roll(&mut SuppliedFaces::new(&roll.faces()))
        .unwrap();
    assert_eq!(again, roll);
}

#[test]
fn unused_caster_level_still_bounded() {
    assert!(CasterLevel::new(0).is_err());
    assert!(CasterLevel::new(101).is_err());
    let _ = Learning;
}

#[cfg(feature = "serde")]
#[test]
fn research_rolls_read_back_checked() {
    let roll = Research::new(level(1), false)
        .roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    let back: osr_magic::constitution::ResearchRoll = serde_json::from_str(&json).unwrap();
    assert_eq!(back, roll);
    let forged = json.replace("\"days\":16", "\"days\":17");
    assert!(serde_json::from_str::<osr_magic::constitution::ResearchRoll>(&forged).is_err());
}
