//! Building odds step by step (`Odds::certain`, `Odds::die`, `Odds::then`),
//! against counting every face combination.

use std::collections::BTreeMap;

use osr_check::{Odds, ratio};
use osr_core::Die;

use crate::common::{assert_well_formed, frac};

/// A d8 of damage against 3 HP; damage past 0 calls for a d20 save against
/// 12 minus the excess, and exactly 0 HP a d6 wound. Counted over all
/// 8 x 20 x 6 equally likely face triples.
#[test]
fn composed_steps_agree_with_counting_every_face() {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
    enum Fate {
        Standing,
        Wound(u32),
        Saved,
        Down,
    }
    let fate = |damage: u32, save: u32, wound: u32| match damage {
        0..=2 => Fate::Standing,
        3 => Fate::Wound(wound),
        _ if save <= 12 - (damage - 3) => Fate::Saved,
        _ => Fate::Down,
    };
    let mut counts = BTreeMap::new();
    for damage in 1..=8 {
        for save in 1..=20 {
            for wound in 1..=6 {
                *counts.entry(fate(damage, save, wound)).or_insert(0_i64) += 1;
            }
        }
    }
    let odds = Odds::die(Die::D8, |damage| damage).then(|&damage| match damage {
        0..=2 => Odds::certain(Fate::Standing),
        3 => Odds::die(Die::D6, Fate::Wound),
        _ => Odds::die(Die::D20, |save| fate(damage, save, 1)),
    });
    assert_well_formed(&odds);
    let bands: BTreeMap<_, _> = odds.bands().map(|(b, p)| (*b, p.clone())).collect();
    let expected: BTreeMap<_, _> = counts
        .into_iter()
        .map(|(b, n)| (b, frac(n, 8 * 20 * 6)))
        .collect();
    assert_eq!(bands, expected);
}

#[test]
fn a_tail_carries_into_the_result_as_a_band() {
    let odds = Odds::new([(0, ratio(1, 2))], Some((1, ratio(1, 2)))).unwrap();
    let next = odds.then(|&n| Odds::certain(n * 10));
    assert_eq!(next.tail(), None);
    assert_eq!(next.probability(&10), Some(ratio(1, 2)));
    assert_eq!(next.total(), ratio(1, 1));
}
