//! Laws every procedure of the crate keeps, shared by the test modules.
//!
//! - The odds list each band once, in ascending order, with a positive
//!   probability, and sum to exactly 1.
//! - Rolled bands occur as often as the odds say (sampling at a fixed seed).
//! - Every rolled outcome of a [`Check`] replays from its faces.

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
    if let (Some(prev), Some((tail, _))) = (previous, odds.tail()) {
        assert!(prev < tail, "the tail {tail:?} is not above {prev:?}");
    }
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

/// Rolls `check` `n` times from a generator seeded with [`SEED`] and checks
/// the frequency of every band against its exact probability, within 5
/// standard deviations plus 3 counts (see the `distribution` tests for the
/// reasoning). Also checks that each outcome replays from its faces, and
/// returns the counts.
pub fn assert_check_agrees_with_sampling<C>(check: &C, n: u32) -> BTreeMap<C::Band, u32>
where
    C: Check + Debug,
    C::Band: Debug,
{
    let odds = check.odds();
    assert_well_formed(&odds);
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut counts: BTreeMap<C::Band, u32> = BTreeMap::new();
    let mut tail_count = 0_u32;
    for i in 0..n {
        let outcome = check.roll(&mut rng).expect("rolls");
        let band = outcome.band();
        if i < 2_000 {
            let faces = outcome.faces();
            let replayed = check
                .roll(&mut SuppliedFaces::new(&faces))
                .expect("replays");
            assert_eq!(replayed.band(), band, "{check:?}: replay of {faces:?}");
            assert_eq!(
                replayed.dice(),
                outcome.dice(),
                "{check:?}: replay of {faces:?}"
            );
        }
        if odds.in_tail(&band) {
            tail_count += 1;
        } else {
            assert!(
                odds.probability(&band).is_some_and(|p| !p.is_zero()),
                "{check:?}: {band:?} rolled but impossible"
            );
            *counts.entry(band).or_default() += 1;
        }
    }
    let close = |what: &dyn Debug, p: &BigRational, seen: u32| {
        let p = p.to_f64().expect("finite");
        let expected = p * f64::from(n);
        let sigma = (expected * (1.0 - p)).sqrt();
        let seen = f64::from(seen);
        assert!(
            (seen - expected).abs() <= 5.0 * sigma + 3.0,
            "{check:?}: P({what:?}) = {p}, expected {expected} of {n}, seen {seen}"
        );
    };
    for (band, p) in odds.bands() {
        close(band, p, counts.get(band).copied().unwrap_or(0));
    }
    if let Some((band, p)) = odds.tail() {
        close(&(band, "or above"), p, tail_count);
    }
    counts
}

/// A face source that shows the same face on every die: a table that keeps
/// tying, or a die that explodes for ever, to reach the "roll again" limits.
pub struct Always(pub u32);

impl osr_core::FaceSource for Always {
    fn next_face(&mut self, _die: osr_core::Die) -> Result<u32, osr_core::Error> {
        Ok(self.0)
    }
}

/// Rolls `check` `n` times from a generator seeded with [`SEED`] and checks
/// that every outcome reads back from its own JSON unchanged and verifies
/// against the check: the checks made on reading refuse no genuine outcome.
#[cfg(feature = "serde")]
pub fn assert_outcomes_read_back<C>(check: &C, n: u32)
where
    C: Check + Debug,
    C::Outcome: serde::Serialize + serde::de::DeserializeOwned + Debug,
{
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    for _ in 0..n {
        let outcome = check.roll(&mut rng).expect("rolls");
        let json = serde_json::to_string(&outcome).expect("serializes");
        let back: C::Outcome = serde_json::from_str(&json)
            .unwrap_or_else(|err| panic!("{check:?}: {json} is refused: {err}"));
        assert_eq!(back, outcome, "{check:?}: {json}");
        assert_eq!(check.verify(&back), Ok(()), "{check:?}: {json}");
    }
}

/// Rolls `check` from exactly `faces`: every face supplied must be used.
pub fn roll<C: Check>(check: &C, faces: &[u32]) -> C::Outcome {
    let mut source = SuppliedFaces::new(faces);
    let outcome = check.roll(&mut source).expect("rolls");
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    outcome
}

/// The band `check` falls in when rolled from exactly `faces`.
pub fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    roll(check, faces).band()
}

/// A face source that shows `f` in order.
pub fn faces(f: &[u32]) -> SuppliedFaces<'_> {
    SuppliedFaces::new(f)
}
