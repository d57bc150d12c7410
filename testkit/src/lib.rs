//! The laws the osr crates' tests check, written once.
//!
//! Every procedure with exact odds keeps the same laws, whichever crate it
//! lives in:
//!
//! - its odds list each band once, in ascending order, each with a positive
//!   probability, and sum to exactly 1 ([`assert_well_formed`]);
//! - rolled bands occur as often as the odds say, sampled from a generator
//!   seeded with [`SEED`] ([`assert_agrees_with_sampling`] for a
//!   [`Check`], [`assert_samples_agree`] for any procedure given as a
//!   closure, [`assert_counts_match`] and [`assert_counts_follow`] for counts
//!   gathered by hand);
//! - every rolled outcome replays from its own faces
//!   ([`assert_agrees_with_sampling`]);
//! - every rolled outcome reads back from its own JSON and verifies
//!   ([`assert_outcomes_read_back`]).
//!
//! One tolerance serves every frequency check ([`assert_close`]): a band of
//! probability `p` seen `k` times in `n` samples passes when
//! `|k - n p| <= 5 sigma + 3`, with `sigma = sqrt(n p (1 - p))`. Five
//! standard deviations make a false alarm rarer than one in a million per
//! band; the 3 counts absorb the lumpiness of bands expected only a few
//! times. The seed is fixed, so a test that passes once passes every time.
//!
//! The crate is for tests only: it uses `std`, is never published, and each
//! osr crate names it as a path-only dev-dependency (which `cargo package`
//! leaves out). Each crate's `tests/common.rs` re-exports what its tests use.
//!
//! ```
//! use osr_testkit::{assert_agrees_with_sampling, band, frac};
//! use osr_check::cairn_house::Save;
//! use osr_check::{Check, PassFail};
//!
//! let save = Save::new(12).unwrap();
//! assert_eq!(save.odds().probability(&PassFail::Pass), Some(frac(12, 20)));
//! assert_eq!(band(&save, &[13]), PassFail::Fail);
//! assert_agrees_with_sampling(&save, 2_000);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "documents")]
pub mod documents;
#[cfg(feature = "documents")]
pub mod fuzz;
pub mod mutate;
pub mod vectors;

use std::collections::BTreeMap;
use std::fmt::Debug;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::{Check, Odds, Resolved};
use osr_core::SuppliedFaces;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The fixed seed every sampling check uses.
pub const SEED: u64 = 0x00c4_ec4d;

/// `n/d` as an exact fraction.
///
/// # Panics
///
/// Panics if `d` is zero.
#[must_use]
pub fn frac(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

/// A generator seeded with [`SEED`].
#[must_use]
pub fn rng() -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(SEED)
}

/// A face source that shows `faces` in order.
#[must_use]
pub fn faces(faces: &[u32]) -> SuppliedFaces<'_> {
    SuppliedFaces::new(faces)
}

/// A face source that shows the same face on every die: a table that keeps
/// tying, or a die that explodes for ever, to reach the "roll again" limits.
#[derive(Debug, Clone, Copy)]
pub struct Always(pub u32);

impl osr_core::FaceSource for Always {
    fn next_face(&mut self, _die: osr_core::Die) -> Result<u32, osr_core::Error> {
        Ok(self.0)
    }
}

/// Checks that odds sum to exactly 1.
///
/// # Panics
///
/// Panics if they do not.
pub fn assert_sums_to_one<B: Ord + Debug>(odds: &Odds<B>) {
    assert!(odds.total().is_one(), "odds sum to {}", odds.total());
}

/// Checks the shape of odds: bands ascending, each positive, the tail (if
/// any) above them all, summing to exactly 1.
///
/// # Panics
///
/// Panics if the odds break any of these.
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
    assert_sums_to_one(odds);
}

/// The one frequency law: `band` of `what`, of exact probability `p`, seen
/// `seen` times in `n` samples, lies within 5 standard deviations plus 3
/// counts of its expected count `n p`.
///
/// # Panics
///
/// Panics if the count lies further out, or `p` is not a finite number.
pub fn assert_close(what: &dyn Debug, band: &dyn Debug, p: &BigRational, seen: u32, n: u32) {
    let p = p.to_f64().expect("finite");
    let expected = p * f64::from(n);
    let sigma = (expected * (1.0 - p)).sqrt();
    let seen = f64::from(seen);
    assert!(
        (seen - expected).abs() <= 5.0 * sigma + 3.0,
        "{what:?}: P({band:?}) = {p}, expected {expected} of {n}, seen {seen}"
    );
}

/// Checks counts of `n` samples of `what` against `odds`: the bands below
/// the tail are counted in `counts`, the tail's in `tail_count`. Every band
/// (and the tail) keeps [`assert_close`], and no band was seen that the
/// odds call impossible.
///
/// # Panics
///
/// Panics if a count breaks the law or an impossible band was seen.
pub fn assert_counts_match<B: Ord + Debug>(
    what: &dyn Debug,
    odds: &Odds<B>,
    counts: &BTreeMap<B, u32>,
    tail_count: u32,
    n: u32,
) {
    for band in counts.keys() {
        assert!(
            odds.probability(band).is_some_and(|p| !p.is_zero()),
            "{what:?}: {band:?} rolled but impossible"
        );
    }
    for (band, p) in odds.bands() {
        assert_close(what, band, p, counts.get(band).copied().unwrap_or(0), n);
    }
    if let Some((band, p)) = odds.tail() {
        assert_close(what, &(band, "or above"), p, tail_count, n);
    }
}

/// Checks counts of `n` samples against any exact distribution: `bands`
/// lists every possible band and `p` gives each one's probability (for
/// distributions that are not [`Odds`], such as a dice total's). Every band
/// keeps [`assert_close`], and no band outside `bands` was seen.
///
/// # Panics
///
/// Panics if a count breaks the law or a band outside `bands` was seen.
pub fn assert_counts_follow<B: Ord + Debug>(
    counts: &BTreeMap<B, u32>,
    p: impl Fn(&B) -> BigRational,
    bands: &[B],
    n: u32,
) {
    for band in counts.keys() {
        assert!(bands.contains(band), "{band:?} sampled but not in the odds");
    }
    for band in bands {
        let seen = counts.get(band).copied().unwrap_or(0);
        assert_close(&"sampled", band, &p(band), seen, n);
    }
}

/// Runs `trial` `n` times with a generator seeded with [`SEED`] and checks
/// the bands it returns against `odds` ([`assert_well_formed`], then
/// [`assert_counts_match`]). Returns the counts of the bands below the tail.
///
/// The closure form serves procedures that are not a [`Check`]: it may roll
/// several things, verify its outcome, and return the band to count.
///
/// # Panics
///
/// Panics if the odds are malformed, or a count breaks the law.
pub fn assert_samples_agree<B, F>(odds: &Odds<B>, n: u32, mut trial: F) -> BTreeMap<B, u32>
where
    B: Ord + Debug,
    F: FnMut(&mut Pcg64Mcg) -> B,
{
    assert_well_formed(odds);
    let mut rng = rng();
    let mut counts: BTreeMap<B, u32> = BTreeMap::new();
    let mut tail_count = 0_u32;
    for _ in 0..n {
        let band = trial(&mut rng);
        if odds.in_tail(&band) {
            tail_count += 1;
        } else {
            *counts.entry(band).or_default() += 1;
        }
    }
    assert_counts_match(&"sampled", odds, &counts, tail_count, n);
    counts
}

/// Rolls `check` `n` times from a generator seeded with [`SEED`], checks
/// that every outcome replays from its faces to the same band and dice, and
/// checks the bands against the check's odds as [`assert_samples_agree`]
/// does. Returns the counts of the bands below the tail.
///
/// # Panics
///
/// Panics if a roll fails, a replay differs, the odds are malformed, or a
/// count breaks the law.
pub fn assert_agrees_with_sampling<C>(check: &C, n: u32) -> BTreeMap<C::Band, u32>
where
    C: Check + Debug,
{
    let odds = check.odds();
    assert_well_formed(&odds);
    let mut rng = rng();
    let mut counts: BTreeMap<C::Band, u32> = BTreeMap::new();
    let mut tail_count = 0_u32;
    for _ in 0..n {
        let outcome = check.roll(&mut rng).expect("rolls");
        let band = outcome.band();
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
        if odds.in_tail(&band) {
            tail_count += 1;
        } else {
            *counts.entry(band).or_default() += 1;
        }
    }
    assert_counts_match(check, &odds, &counts, tail_count, n);
    counts
}

/// Rolls `check` `n` times from a generator seeded with [`SEED`] and checks
/// that every outcome reads back from its own JSON unchanged and verifies
/// against the check: the checks made on reading refuse no genuine outcome.
///
/// # Panics
///
/// Panics if a roll fails, an outcome does not serialize, is refused on
/// reading, reads back changed, or fails to verify.
pub fn assert_outcomes_read_back<C>(check: &C, n: u32)
where
    C: Check + Debug,
    C::Outcome: serde::Serialize + serde::de::DeserializeOwned + Debug,
{
    let mut rng = rng();
    for _ in 0..n {
        let outcome = check.roll(&mut rng).expect("rolls");
        let json = serde_json::to_string(&outcome).expect("serializes");
        let back: C::Outcome = serde_json::from_str(&json)
            .unwrap_or_else(|err| panic!("{check:?}: {json} is refused: {err}"));
        assert_eq!(back, outcome, "{check:?}: {json}");
        if let Err(err) = check.verify(&back) {
            panic!("{check:?}: {json} does not verify: {err}");
        }
    }
}

/// Rolls `check` from exactly `faces`: every face supplied must be used.
///
/// # Panics
///
/// Panics if the roll fails or faces are left over.
pub fn roll<C: Check>(check: &C, faces: &[u32]) -> C::Outcome {
    let mut source = SuppliedFaces::new(faces);
    let outcome = check.roll(&mut source).expect("rolls");
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    outcome
}

/// The band `check` falls in when rolled from exactly `faces`.
///
/// # Panics
///
/// Panics as [`roll`] does.
pub fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    roll(check, faces).band()
}
