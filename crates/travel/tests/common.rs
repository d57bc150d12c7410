//! Laws every check keeps, shared by the test modules (from osr-check's
//! tests): odds well formed, sampling at a fixed seed agrees with them.

#![allow(dead_code, unreachable_pub)]

use std::collections::BTreeMap;
use std::fmt::Debug;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::{Check, Odds, Resolved};
use osr_core::SuppliedFaces;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The fixed seed the sampling checks use.
pub const SEED: u64 = 0x00c4_ec4d;

/// `n/d` as a fraction.
pub fn frac(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

/// A generator seeded with [`SEED`].
pub fn rng() -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(SEED)
}

/// Faces supplied in order.
pub fn faces(faces: &[u32]) -> SuppliedFaces<'_> {
    SuppliedFaces::new(faces)
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
    assert!(odds.total().is_one(), "odds sum to {}", odds.total());
}

/// Checks observed counts of `n` samples against exact odds, within 5
/// standard deviations plus 3 counts.
pub fn assert_counts_agree<B: Ord + Debug>(odds: &Odds<B>, counts: &BTreeMap<B, u32>, n: u32) {
    assert_well_formed(odds);
    for band in counts.keys() {
        assert!(
            odds.probability(band).is_some_and(|p| !p.is_zero()),
            "{band:?} seen but impossible"
        );
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

/// Rolls `check` `n` times from [`rng`], checks band frequencies against
/// its odds, and that each outcome replays from its faces.
pub fn assert_agrees_with_sampling<C>(check: &C, n: u32)
where
    C: Check + Debug,
    C::Band: Debug,
{
    let mut rng = rng();
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        let outcome = check.roll(&mut rng).expect("rolls");
        let replayed = check
            .roll(&mut SuppliedFaces::new(&outcome.faces()))
            .expect("replays");
        assert_eq!(replayed.dice(), outcome.dice());
        *counts.entry(outcome.band()).or_insert(0) += 1;
    }
    assert_counts_agree(&check.odds(), &counts, n);
}

/// A face source that shows the same face on every die.
pub struct Always(pub u32);

impl osr_core::FaceSource for Always {
    fn next_face(&mut self, _die: osr_core::Die) -> Result<u32, osr_core::Error> {
        Ok(self.0)
    }
}
