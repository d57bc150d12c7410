//! Exact distributions of compiled plans, as fractions.
//!
//! Weights are integers over one common denominator: `u128` while they
//! fit (checked arithmetic), arbitrary precision ([`BigUint`]) when they do
//! not (100d10 needs 10^100). Fractions ([`BigRational`], lowest terms) are
//! built only when asked for.

mod estimate;
mod eval;
mod ops;

use alloc::vec::Vec;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::Zero;

use self::estimate::Estimator;
use self::eval::Weigher;
use self::ops::{Dist, Fail, Meter, Weight};
use crate::{Budget, Error, ErrorKind, Plan, Probability};

/// One row of a distribution's table: a total, its probability, and the
/// probabilities of at most and at least that total. See
/// [`Distribution::cumulative`].
///
/// # Examples
///
/// ```
/// use osr_dice::{Budget, Limits, compile};
///
/// let dist = compile("2d6", &Limits::default())?.distribution(&Budget::default())?;
/// let seven = dist.cumulative().find(|row| row.total == 7).unwrap();
/// assert_eq!(seven.probability.to_string(), "1/6");
/// assert_eq!(seven.at_most.to_string(), "7/12");
/// assert_eq!(seven.at_least.to_string(), "7/12");
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Cumulative {
    /// The total.
    pub total: i64,
    /// The probability of exactly this total.
    pub probability: Probability,
    /// The probability of this total or less.
    pub at_most: Probability,
    /// The probability of this total or more.
    pub at_least: Probability,
}

/// The exact distribution of a plan's total: every total it can give, with
/// its probability as a fraction in lowest terms.
///
/// Explosions written without a cap (`d6!`) are followed up to the cap of
/// the [`Limits`](crate::Limits) the plan was compiled with; reaching that
/// cap with the die still exploding is an error at roll time, so its
/// probability is reported apart, by [`truncated`](Self::truncated), and is
/// never counted as a total. The probabilities and the truncated mass sum to
/// exactly 1.
///
/// Repeated rerolls (`d6r<3`) settle uniformly on the faces that are not
/// rerolled, as the rule is written; the roll-time cap on rerolls (an error
/// of probability `(r/n)^(cap+1)` for `r` of `n` faces rerolled) is a safety
/// net and is not modelled.
///
/// With the `serde` feature it serializes as
/// `{"outcomes": [{"total": t, "p": P}, ...], "truncated": P}`, each `P` a
/// [`Probability`] (`{"exact": "1/6", "decimal": 0.16666666666666666}`);
/// deserializing checks each probability, that totals ascend,
/// probabilities are positive and everything sums to exactly 1.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_dice::{Budget, Limits, compile};
///
/// let plan = compile("3d6", &Limits::default())?;
/// let dist = plan.distribution(&Budget::default())?;
/// assert_eq!(dist.probability(10), BigRational::new(1.into(), 8.into()));
/// assert_eq!(dist.mean(), BigRational::new(21.into(), 2.into()));
/// assert!(dist.is_complete());
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Distribution {
    repr: Repr,
}

/// Canonical: weights divided by their common divisor, and `Small`
/// whenever they fit.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Repr {
    Small(Dist<u128>),
    Big(Dist<BigUint>),
}

impl Plan {
    /// The exact distribution of the plan's total.
    ///
    /// Sums are convolutions (plain dice by a sliding window), keeping and
    /// dropping an order-statistics count over the values of one die (never
    /// an enumeration of rolls), rerolls and explosions exact per die.
    /// The budget is checked before each step.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Limit`] with [`Limit::Outcomes`](crate::Limit::Outcomes)
    /// or [`Limit::Steps`](crate::Limit::Steps) when the computation would
    /// exceed `budget` (with the span of the node at fault), and
    /// [`ErrorKind::Unsupported`] for keeping or dropping dice from a pool
    /// that grows by standard or penetrating explosions (`4d6!kh3`).
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, ErrorKind, Limit, Limits, compile};
    ///
    /// let plan = compile("4d6kh3", &Limits::default())?;
    /// let dist = plan.distribution(&Budget::default())?;
    /// assert_eq!(dist.mean(), BigRational::new(15869.into(), 1296.into()));
    ///
    /// let tight = Budget { max_outcomes: 10, ..Budget::default() };
    /// let err = compile("3d6", &Limits::default())?.distribution(&tight).unwrap_err();
    /// assert!(matches!(err.kind(), ErrorKind::Limit { limit: Limit::Outcomes, .. }));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn distribution(&self, budget: &Budget) -> Result<Distribution, Error> {
        self.distribution_with_steps(budget).map(|(d, _)| d)
    }

    /// The steps [`distribution`](Self::distribution) is estimated to take,
    /// computed from the plan alone, before any arithmetic: what a
    /// [`Budget::max_steps`] is compared with up front. The computation then
    /// counts its steps again as it goes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, ErrorKind, Limit, Limits, compile};
    ///
    /// let plan = compile("50d20!", &Limits::default())?;
    /// let cost = plan.distribution_cost();
    /// assert!(cost > Budget::default().max_steps);
    /// // Refused at once, naming the estimate.
    /// let err = plan.distribution(&Budget::default()).unwrap_err();
    /// assert!(matches!(err.kind(), ErrorKind::Limit { limit: Limit::Steps, needed, .. } if *needed == cost));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn distribution_cost(&self) -> u64 {
        let unlimited = Budget {
            max_outcomes: u64::MAX,
            max_steps: u64::MAX,
        };
        let mut estimator = Estimator::new(self, unlimited);
        let _ = estimator.run();
        estimator.steps
    }

    /// The distribution, as [`distribution`](Self::distribution) gives it,
    /// and the steps its computation was charged against
    /// [`Budget::max_steps`]: the figure to calibrate a budget with.
    /// [`distribution_cost`](Self::distribution_cost) estimates it from the
    /// plan before any arithmetic, never below it.
    ///
    /// # Errors
    ///
    /// Those of [`distribution`](Self::distribution).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let plan = compile("4d6kh3", &Limits::default())?;
    /// let (dist, steps) = plan.distribution_with_steps(&Budget::default())?;
    /// assert_eq!(dist, plan.distribution(&Budget::default())?);
    /// assert!(steps <= plan.distribution_cost());
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn distribution_with_steps(&self, budget: &Budget) -> Result<(Distribution, u64), Error> {
        // Refuse at once what the estimate puts over the budget.
        let bits = Estimator::new(self, *budget).run()?;
        let mut weigher = Weigher {
            plan: self,
            meter: Meter {
                budget: *budget,
                steps: 0,
            },
        };
        // Denominators of more than 128 bits go wide at once rather than
        // after a first attempt in 128 bits.
        if bits <= 128 {
            match weigher.node::<u128>(&self.root) {
                Ok(d) => return Ok((Distribution::from_small(d), weigher.meter.steps)),
                Err(Fail::Error(e)) => return Err(e),
                Err(Fail::Wide) => {}
            }
        }
        weigher.meter.steps = 0;
        match weigher.node::<BigUint>(&self.root) {
            Ok(d) => Ok((Distribution::from_big(d), weigher.meter.steps)),
            Err(Fail::Error(e)) => Err(e),
            // Arbitrary precision does not overflow.
            Err(Fail::Wide) => Err(Error::new(ErrorKind::Overflow, self.span_of_root())),
        }
    }

    fn span_of_root(&self) -> crate::Span {
        self.notation.spans.first().copied().unwrap_or_default()
    }
}

fn ratio(n: &BigUint, d: &BigUint) -> BigRational {
    if Zero::is_zero(d) {
        return BigRational::zero();
    }
    BigRational::new(BigInt::from(n.clone()), BigInt::from(d.clone()))
}

impl Distribution {
    fn from_small(mut d: Dist<u128>) -> Self {
        d.reduce();
        Self {
            repr: Repr::Small(d),
        }
    }

    fn from_big(mut d: Dist<BigUint>) -> Self {
        d.reduce();
        let small = |w: &BigUint| u128::try_from(w).ok();
        if let (Some(denom), Some(trunc)) = (small(&d.denom), small(&d.trunc)) {
            let pts: Option<Vec<(i64, u128)>> =
                d.pts.iter().map(|(v, w)| Some((*v, small(w)?))).collect();
            if let Some(pts) = pts {
                return Self {
                    repr: Repr::Small(Dist { pts, denom, trunc }),
                };
            }
        }
        Self { repr: Repr::Big(d) }
    }

    fn denom(&self) -> BigUint {
        match &self.repr {
            Repr::Small(d) => d.denom.to_big(),
            Repr::Big(d) => d.denom.clone(),
        }
    }

    /// The weight of the outcomes meeting `keep`, over [`Self::denom`].
    fn weight_where(&self, keep: impl Fn(i64) -> bool) -> BigUint {
        match &self.repr {
            Repr::Small(d) => {
                // Outcome weights sum to at most the denominator: no overflow.
                let s: u128 = d
                    .pts
                    .iter()
                    .filter(|(v, _)| keep(*v))
                    .map(|(_, w)| *w)
                    .fold(0, u128::saturating_add);
                BigUint::from(s)
            }
            Repr::Big(d) => d.pts.iter().filter(|(v, _)| keep(*v)).map(|(_, w)| w).sum(),
        }
    }

    /// Outcome values and weights, as arbitrary-precision integers.
    fn weights(&self) -> Vec<(i64, BigUint)> {
        match &self.repr {
            Repr::Small(d) => d.pts.iter().map(|(v, w)| (*v, w.to_big())).collect(),
            Repr::Big(d) => d.pts.clone(),
        }
    }

    fn values(&self) -> impl DoubleEndedIterator<Item = i64> + '_ {
        let (small, big) = match &self.repr {
            Repr::Small(d) => (Some(d.pts.iter().map(|p| p.0)), None),
            Repr::Big(d) => (None, Some(d.pts.iter().map(|p| p.0))),
        };
        small.into_iter().flatten().chain(big.into_iter().flatten())
    }

    /// The smallest total of nonzero probability; `None` if every roll is
    /// truncated (which compiled plans never are).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("d6r<3", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!((dist.min(), dist.max()), (Some(3), Some(6)));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn min(&self) -> Option<i64> {
        self.values().next()
    }

    /// The largest total of nonzero probability.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("2d6", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.max(), Some(12));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn max(&self) -> Option<i64> {
        self.values().next_back()
    }

    /// How many totals have nonzero probability.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("3d6*10", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.len(), 16);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        match &self.repr {
            Repr::Small(d) => d.pts.len(),
            Repr::Big(d) => d.pts.len(),
        }
    }

    /// Whether no total has nonzero probability (every roll truncated).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("d4", &Limits::default())?.distribution(&Budget::default())?;
    /// assert!(!dist.is_empty());
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every total of nonzero probability, ascending, with its probability.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("d2+1", &Limits::default())?.distribution(&Budget::default())?;
    /// let half = BigRational::new(1.into(), 2.into());
    /// assert_eq!(dist.outcomes().collect::<Vec<_>>(), [(2, half.clone()), (3, half)]);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn outcomes(&self) -> impl Iterator<Item = (i64, BigRational)> + '_ {
        let denom = self.denom();
        let (small, big) = match &self.repr {
            Repr::Small(d) => (Some(d.pts.iter().map(|(v, w)| (*v, w.to_big()))), None),
            Repr::Big(d) => (None, Some(d.pts.iter().map(|(v, w)| (*v, w.clone())))),
        };
        small
            .into_iter()
            .flatten()
            .chain(big.into_iter().flatten())
            .map(move |(v, w)| (v, ratio(&w, &denom)))
    }

    /// The probability that the total is `total`.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("2d6", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.probability(7), BigRational::new(1.into(), 6.into()));
    /// assert_eq!(dist.probability(13), BigRational::from_integer(0.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn probability(&self, total: i64) -> BigRational {
        ratio(&self.weight_where(|v| v == total), &self.denom())
    }

    /// The probability that a roll gives a total of at least `n`.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// // Advantage: 2d20 keep the highest, +5, against 15: 1 - (9/20)^2.
    /// let dist = compile("2d20kh1+5", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.at_least(15), BigRational::new(319.into(), 400.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn at_least(&self, n: i64) -> BigRational {
        ratio(&self.weight_where(|v| v >= n), &self.denom())
    }

    /// The probability that a roll gives a total of at most `n`.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// // Morale 7 holds on 2d6 <= 7.
    /// let dist = compile("2d6", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.at_most(7), BigRational::new(7.into(), 12.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn at_most(&self, n: i64) -> BigRational {
        ratio(&self.weight_where(|v| v <= n), &self.denom())
    }

    /// The probability that a roll gives a total from `lo` to `hi`
    /// inclusive (zero when `lo > hi`).
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("2d6", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.between(6, 8), BigRational::new(4.into(), 9.into()));
    /// assert_eq!(dist.between(8, 6), BigRational::from_integer(0.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn between(&self, lo: i64, hi: i64) -> BigRational {
        ratio(&self.weight_where(|v| lo <= v && v <= hi), &self.denom())
    }

    /// Every total of nonzero probability, ascending, with the probability
    /// of exactly it, at most it and at least it: a table of "at most / at
    /// least" in one pass, linear in the number of totals (calling
    /// [`at_least`](Self::at_least) per total would be quadratic).
    ///
    /// The probabilities are not reduced to lowest terms until shown, so
    /// [`Probability::to_f64`] on every row stays cheap for distributions
    /// with large denominators.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("d4", &Limits::default())?.distribution(&Budget::default())?;
    /// let at_least: Vec<String> = dist.cumulative().map(|r| r.at_least.to_string()).collect();
    /// assert_eq!(at_least, ["1/1", "3/4", "1/2", "1/4"]);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn cumulative(&self) -> impl Iterator<Item = Cumulative> + '_ {
        let denom = self.denom();
        let trunc = match &self.repr {
            Repr::Small(d) => d.trunc.to_big(),
            Repr::Big(d) => d.trunc.clone(),
        };
        let mut below: BigUint = Zero::zero();
        let mut above = &denom - &trunc;
        self.weight_iter().map(move |(total, w)| {
            let p = |n: BigUint| Probability::from_parts(n, denom.clone()).unwrap_or_default();
            let at_least = p(above.clone());
            below += &w;
            above -= &w;
            Cumulative {
                total,
                probability: p(w),
                at_most: p(below.clone()),
                at_least,
            }
        })
    }

    /// Outcome values and weights over [`Self::denom`], one at a time.
    fn weight_iter(&self) -> impl Iterator<Item = (i64, BigUint)> + '_ {
        let (small, big) = match &self.repr {
            Repr::Small(d) => (Some(d.pts.iter().map(|(v, w)| (*v, w.to_big()))), None),
            Repr::Big(d) => (None, Some(d.pts.iter().map(|(v, w)| (*v, w.clone())))),
        };
        small.into_iter().flatten().chain(big.into_iter().flatten())
    }

    /// The probability of the explosion chains cut off by a cap that is an
    /// error at roll time; zero when every roll gives a total.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let limits = Limits { max_explosions: 2, ..Limits::default() };
    /// let dist = compile("d6!", &limits)?.distribution(&Budget::default())?;
    /// assert_eq!(dist.truncated(), BigRational::new(1.into(), 216.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn truncated(&self) -> BigRational {
        match &self.repr {
            Repr::Small(d) => ratio(&d.trunc.to_big(), &d.denom.to_big()),
            Repr::Big(d) => ratio(&d.trunc, &d.denom),
        }
    }

    /// Whether every roll gives a total ([`truncated`](Self::truncated) is
    /// zero).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let capped = compile("d20!o3", &Limits::default())?;
    /// assert!(capped.distribution(&Budget::default())?.is_complete());
    /// let open = compile("d20!", &Limits::default())?;
    /// assert!(!open.distribution(&Budget::default())?.is_complete());
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn is_complete(&self) -> bool {
        match &self.repr {
            Repr::Small(d) => d.trunc == 0,
            Repr::Big(d) => Zero::is_zero(&d.trunc),
        }
    }

    /// Sums of weights: `Σw`, `Σw·v`, `Σw·v²`.
    fn moments(&self) -> (BigInt, BigInt, BigInt) {
        let (mut s0, mut s1, mut s2) = (BigInt::zero(), BigInt::zero(), BigInt::zero());
        for (v, w) in self.weights() {
            let w = BigInt::from(w);
            let v = BigInt::from(v);
            let wv = &w * &v;
            s2 += &wv * &v;
            s1 += wv;
            s0 += w;
        }
        (s0, s1, s2)
    }

    /// The mean total of the rolls that give one (for a complete
    /// distribution, simply the mean); zero if none does.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("2d20kh1", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.mean(), BigRational::new(553.into(), 40.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn mean(&self) -> BigRational {
        let (s0, s1, _) = self.moments();
        if s0.is_zero() {
            return BigRational::zero();
        }
        BigRational::new(s1, s0)
    }

    /// The variance of the total over the rolls that give one; zero if none
    /// does.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::{Budget, Limits, compile};
    ///
    /// let dist = compile("d6", &Limits::default())?.distribution(&Budget::default())?;
    /// assert_eq!(dist.variance(), BigRational::new(35.into(), 12.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn variance(&self) -> BigRational {
        let (s0, s1, s2) = self.moments();
        if s0.is_zero() {
            return BigRational::zero();
        }
        let num = &s0 * s2 - &s1 * &s1;
        BigRational::new(num, &s0 * &s0)
    }
}

#[cfg(feature = "serde")]
pub(crate) mod serde_impl;
