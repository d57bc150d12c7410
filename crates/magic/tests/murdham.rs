//! Murdham's magic: power scrolls, corruption and soulblight, cure limits.

use std::collections::BTreeMap;

use osr_core::SuppliedFaces;
use osr_magic::murdham::{
    Affliction, Corruption, CorruptionSource, PowerScroll, Remedy, Script, Soulblight,
    soulblight_odds,
};

use crate::common::{assert_counts_follow, frac, rng};

#[test]
fn sacred_scrolls_are_in_classic_and_profane_ones_in_magick() {
    // rule: MU-magic.power-scrolls
    assert_eq!(PowerScroll::Sacred.script(), Script::Classic);
    assert_eq!(PowerScroll::Profane.script(), Script::Magick);
    assert!(PowerScroll::Sacred.readable(&[Script::Classic], true));
    assert!(!PowerScroll::Sacred.readable(&[Script::Classic], false));
    assert!(!PowerScroll::Sacred.readable(&[Script::Magick], true));
}

#[test]
fn poison_gives_four_and_demon_pox_two() {
    // rule: MU-magic.corruption-sources
    assert_eq!(CorruptionSource::CorruptingPoison.corruption(false), 4);
    assert_eq!(CorruptionSource::CorruptingPoison.corruption(true), 0);
    assert_eq!(CorruptionSource::DemonPox.corruption(false), 2);
    assert_eq!(CorruptionSource::DemonPox.corruption(true), 0);
    // Corruption 3 and an untreated poison: 7, then the soulblight check.
    let c = Corruption::new(3).unwrap();
    let gained = c
        .gain(
            CorruptionSource::CorruptingPoison.corruption(false),
            &mut SuppliedFaces::new(&[5]),
        )
        .unwrap();
    assert_eq!(gained.total.get(), 7);
}

#[test]
fn soulblight_strikes_on_a_d12_at_most_the_new_total() {
    // rule: MU-core.corruption
    let c = Corruption::new(3).unwrap();
    let blighted = c.gain(4, &mut SuppliedFaces::new(&[5])).unwrap();
    assert_eq!((blighted.soulblight, blighted.to.get()), (Some(5), 2));
    let edge = c.gain(4, &mut SuppliedFaces::new(&[7])).unwrap();
    assert_eq!((edge.soulblight, edge.to.get()), (Some(7), 0));
    let spared = c.gain(4, &mut SuppliedFaces::new(&[9])).unwrap();
    assert_eq!((spared.soulblight, spared.to.get()), (None, 7));
    assert_eq!(spared.dice.len(), 1);
    // P(soulblight) at every total, against counting the d12's faces.
    for total in 0..=20_u32 {
        let odds = soulblight_odds(Corruption::new(total).unwrap());
        let blighting = (1..=12).filter(|&f| f <= total).count() as i64;
        assert_eq!(
            odds.sum_where(|b| *b != Soulblight::Spared),
            frac(blighting, 12),
            "total {total}"
        );
        assert_eq!(odds.total(), frac(1, 1));
    }
    // Sampling at a fixed seed.
    let mut rng = rng();
    let n = 6000;
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        let g = c.gain(4, &mut rng).unwrap();
        let band = g
            .soulblight
            .map_or(Soulblight::Spared, Soulblight::Blighted);
        *counts.entry(band).or_insert(0) += 1;
    }
    let odds = soulblight_odds(Corruption::new(7).unwrap());
    let bands: Vec<Soulblight> = odds.bands().map(|(b, _)| *b).collect();
    assert_counts_follow(&counts, |b| odds.probability(b).unwrap(), &bands, n);
    assert!(Corruption::new(1001).is_err());
}

#[test]
fn greater_rot_ignores_cures() {
    // rule: MU-magic.cure-limits
    assert!(!Affliction::GreaterRot.helped_by(Remedy::Cure));
    assert!(Affliction::GreaterRot.helped_by(Remedy::NaturalRecovery));
    assert!(Affliction::GreaterRot.helped_by(Remedy::Magic));
    assert!(Affliction::Other.helped_by(Remedy::Cure));
}
