//! Laws every procedure of the crate keeps, shared by the test modules.
//!
//! - The odds list each band once, in ascending order, with a positive
//!   probability, and sum to exactly 1.
//! - Rolled bands occur as often as the odds say (sampling at a fixed seed).

#![allow(dead_code, unreachable_pub)]

use std::collections::BTreeMap;
use std::fmt::Debug;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::Odds;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The fixed seed the sampling checks use.
pub const SEED: u64 = 0x00c4_ec4d;

/// `n/d` as a fraction.
pub fn frac(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

/// Checks the shape of odds: ascending, positive, summing to exactly 1.
pub fn assert_well_formed<B: Ord + Debug>(odds: &Odds<B>) {
    let mut previous: Option<&B> = None;
    for (band, p) in odds.bands() {
        assert!(p > &BigRational::zero(), "{band:?} has probability {p}");
        if let Some(prev) = previous {
            assert!(prev < band, "{prev:?} is not below {band:?}");
        }
        previous = Some(band);
    }
    assert!(odds.tail().is_none(), "no procedure here folds a tail");
    assert!(odds.total().is_one(), "odds sum to {}", odds.total());
}

/// Runs `trial` `n` times with a generator seeded with [`SEED`] and checks
/// the frequency of every band against its exact probability, within 5
/// standard deviations plus 3 counts; every band rolled must be possible.
pub fn assert_agrees_with_sampling<B, F>(odds: &Odds<B>, n: u32, mut trial: F) -> BTreeMap<B, u32>
where
    B: Ord + Debug + Clone,
    F: FnMut(&mut Pcg64Mcg) -> B,
{
    assert_well_formed(odds);
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut counts: BTreeMap<B, u32> = BTreeMap::new();
    for _ in 0..n {
        let band = trial(&mut rng);
        assert!(
            odds.probability(&band).is_some_and(|p| !p.is_zero()),
            "{band:?} rolled but impossible"
        );
        *counts.entry(band).or_default() += 1;
    }
    for (band, p) in odds.bands() {
        let seen = counts.get(band).copied().unwrap_or(0);
        let p = p.to_f64().expect("finite");
        let expected = p * f64::from(n);
        let sigma = (expected * (1.0 - p)).sqrt();
        assert!(
            (f64::from(seen) - expected).abs() <= 5.0 * sigma + 3.0,
            "P({band:?}) = {p}, expected {expected} of {n}, seen {seen}"
        );
    }
    counts
}
