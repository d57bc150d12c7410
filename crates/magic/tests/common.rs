//! Helpers shared by the test modules: fractions, the fixed sampling seed
//! and a frequency check against exact odds.

#![allow(dead_code, unreachable_pub)]

use std::collections::BTreeMap;
use std::fmt::Debug;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive};
use osr_check::Odds;
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

/// Checks that odds sum to exactly 1.
pub fn assert_sums_to_one<B: Ord + Debug>(odds: &Odds<B>) {
    assert!(odds.total().is_one(), "odds sum to {}", odds.total());
}

/// Checks sampled counts of bands against exact probabilities: every band
/// within 5 standard deviations plus 3 counts of its expected count, and no
/// band sampled that the odds call impossible.
pub fn assert_counts_match<B: Ord + Debug + Clone>(
    counts: &BTreeMap<B, u32>,
    p: impl Fn(&B) -> BigRational,
    bands: &[B],
    n: u32,
) {
    for band in counts.keys() {
        assert!(bands.contains(band), "{band:?} sampled but not in the odds");
    }
    for band in bands {
        let prob = p(band).to_f64().expect("finite");
        let expected = prob * f64::from(n);
        let sd = (f64::from(n) * prob * (1.0 - prob)).sqrt();
        let got = f64::from(counts.get(band).copied().unwrap_or(0));
        assert!(
            (got - expected).abs() <= 5.0 * sd + 3.0,
            "{band:?}: sampled {got}, expected {expected:.1} (sd {sd:.1})"
        );
    }
}
