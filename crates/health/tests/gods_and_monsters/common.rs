//! Helpers the test modules share: exact fractions, the fixed seed, and
//! the check that sampled frequencies agree with exact odds.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fmt::Debug;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::Odds;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The fixed seed the sampling checks use.
pub(super) const SEED: u64 = 0x00c4_ec4d;

/// `n/d` as a fraction.
pub(super) fn frac(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

/// Checks the shape of odds: ascending, positive, summing to exactly 1.
pub(super) fn assert_well_formed<B: Ord + Debug>(odds: &Odds<B>) {
    let mut previous: Option<&B> = None;
    for (band, p) in odds.bands() {
        assert!(p > &BigRational::zero(), "{band:?} has probability {p}");
        if let Some(prev) = previous {
            assert!(prev < band, "{prev:?} is not below {band:?}");
        }
        previous = Some(band);
    }
    assert!(odds.total().is_one(), "odds sum to {}", odds.total());
}

/// Draws `n` bands with `draw` from a generator seeded with [`SEED`] and
/// checks the frequency of every band against its exact probability,
/// within 5 standard deviations plus 3 counts.
pub(super) fn assert_agrees_with_sampling<B: Ord + Clone + Debug>(
    odds: &Odds<B>,
    n: u32,
    mut draw: impl FnMut(&mut Pcg64Mcg) -> B,
) {
    assert_well_formed(odds);
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut counts: BTreeMap<B, u32> = BTreeMap::new();
    for _ in 0..n {
        let band = draw(&mut rng);
        assert!(
            odds.probability(&band).is_some_and(|p| !p.is_zero()),
            "{band:?} drawn but impossible"
        );
        *counts.entry(band).or_default() += 1;
    }
    for (band, p) in odds.bands() {
        let p = p.to_f64().expect("finite");
        let expected = p * f64::from(n);
        let sigma = (expected * (1.0 - p)).sqrt();
        let seen = f64::from(counts.get(band).copied().unwrap_or(0));
        assert!(
            (seen - expected).abs() <= 5.0 * sigma + 3.0,
            "P({band:?}) = {p}, expected {expected} of {n}, seen {seen}"
        );
    }
}
