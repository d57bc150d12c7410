//! Weights over a common denominator, and the operations on distributions:
//! mapping, mixing, pairwise combination (convolution), sums and keeps of
//! independent, identically distributed dice.
//!
//! Every operation is generic over the weight type: `u128` with checked
//! arithmetic first, [`BigUint`] when a `u128` would overflow (reported as
//! [`Fail::Wide`], upon which the whole computation is redone wide).

use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use crate::{Budget, Error, ErrorKind, Limit, Span};

/// Why a computation stopped.
#[derive(Debug)]
pub(crate) enum Fail {
    /// A weight does not fit the weight type: redo with wider weights.
    Wide,
    /// A real error, for the caller.
    Error(Error),
}

impl From<Error> for Fail {
    fn from(e: Error) -> Self {
        Self::Error(e)
    }
}

pub(crate) type Res<T> = Result<T, Fail>;

/// An error for a state the arithmetic proves impossible (a negative weight,
/// a total outside 64 bits): reported rather than panicking.
#[cold]
pub(crate) fn overflow(span: Span) -> Fail {
    Fail::Error(Error::new(ErrorKind::Overflow, span))
}

/// A nonnegative integer weight.
pub(crate) trait Weight: Clone + PartialEq + core::fmt::Debug {
    fn zero() -> Self;
    fn one() -> Self;
    fn from_u64(v: u64) -> Self;
    fn is_zero(&self) -> bool;
    fn add(&self, o: &Self) -> Res<Self>;
    /// `self - o`; `o` is never larger in the algorithms here.
    fn sub(&self, o: &Self) -> Res<Self>;
    fn mul(&self, o: &Self) -> Res<Self>;
    fn add_to(&mut self, o: &Self) -> Res<()>;
    /// `self += a * b`.
    fn mul_add(&mut self, a: &Self, b: &Self) -> Res<()>;
    /// Exact division by a small divisor.
    fn div_u64(&self, d: u64) -> Self;
    fn pow(&self, e: u64) -> Res<Self>;
    fn gcd(&self, o: &Self) -> Self;
    /// Exact division by a common divisor.
    fn div(&self, o: &Self) -> Self;
    fn to_big(&self) -> BigUint;
    /// 64-bit words the number takes: what one arithmetic step on it costs,
    /// in budget steps.
    fn words(&self) -> u64;
}

impl Weight for u128 {
    #[inline]
    fn zero() -> Self {
        0
    }
    #[inline]
    fn one() -> Self {
        1
    }
    #[inline]
    fn from_u64(v: u64) -> Self {
        Self::from(v)
    }
    #[inline]
    fn is_zero(&self) -> bool {
        *self == 0
    }
    #[inline]
    fn add(&self, o: &Self) -> Res<Self> {
        self.checked_add(*o).ok_or(Fail::Wide)
    }
    #[inline]
    fn sub(&self, o: &Self) -> Res<Self> {
        self.checked_sub(*o)
            .ok_or_else(|| overflow(Span::default()))
    }
    #[inline]
    fn mul(&self, o: &Self) -> Res<Self> {
        self.checked_mul(*o).ok_or(Fail::Wide)
    }
    #[inline]
    fn add_to(&mut self, o: &Self) -> Res<()> {
        *self = self.checked_add(*o).ok_or(Fail::Wide)?;
        Ok(())
    }
    #[inline]
    fn mul_add(&mut self, a: &Self, b: &Self) -> Res<()> {
        let p = a.checked_mul(*b).ok_or(Fail::Wide)?;
        *self = self.checked_add(p).ok_or(Fail::Wide)?;
        Ok(())
    }
    fn div_u64(&self, d: u64) -> Self {
        self / Self::from(d.max(1))
    }
    fn pow(&self, e: u64) -> Res<Self> {
        let e = u32::try_from(e).map_err(|_| Fail::Wide)?;
        self.checked_pow(e).ok_or(Fail::Wide)
    }
    fn gcd(&self, o: &Self) -> Self {
        Integer::gcd(self, o)
    }
    fn div(&self, o: &Self) -> Self {
        if *o == 0 { *self } else { self / o }
    }
    fn to_big(&self) -> BigUint {
        BigUint::from(*self)
    }
    fn words(&self) -> u64 {
        1
    }
}

impl Weight for BigUint {
    fn zero() -> Self {
        Zero::zero()
    }
    fn one() -> Self {
        One::one()
    }
    fn from_u64(v: u64) -> Self {
        Self::from(v)
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn add(&self, o: &Self) -> Res<Self> {
        Ok(self + o)
    }
    fn sub(&self, o: &Self) -> Res<Self> {
        if o > self {
            return Err(overflow(Span::default()));
        }
        Ok(self - o)
    }
    fn mul(&self, o: &Self) -> Res<Self> {
        Ok(self * o)
    }
    fn add_to(&mut self, o: &Self) -> Res<()> {
        *self += o;
        Ok(())
    }
    fn mul_add(&mut self, a: &Self, b: &Self) -> Res<()> {
        *self += a * b;
        Ok(())
    }
    fn div_u64(&self, d: u64) -> Self {
        self / d.max(1)
    }
    fn pow(&self, e: u64) -> Res<Self> {
        let e = u32::try_from(e).map_err(|_| overflow(Span::default()))?;
        Ok(num_traits::Pow::pow(self, e))
    }
    fn gcd(&self, o: &Self) -> Self {
        Integer::gcd(self, o)
    }
    fn div(&self, o: &Self) -> Self {
        if Zero::is_zero(o) {
            self.clone()
        } else {
            self / o
        }
    }
    fn to_big(&self) -> BigUint {
        self.clone()
    }
    fn words(&self) -> u64 {
        self.bits().div_ceil(64).max(1)
    }
}

/// A distribution: outcomes ascending, each with a nonzero weight, and the
/// truncated weight, over `denom`. Invariant: the weights and `trunc` sum to
/// `denom`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Dist<W> {
    pub(crate) pts: Vec<(i64, W)>,
    pub(crate) denom: W,
    pub(crate) trunc: W,
}

/// The budget and the steps taken so far.
#[derive(Debug)]
pub(crate) struct Meter {
    pub(crate) budget: Budget,
    pub(crate) steps: u64,
}

impl Meter {
    /// Takes `steps` more steps, or fails with [`Limit::Steps`] before any
    /// is taken.
    pub(crate) fn charge(&mut self, steps: u64, span: Span) -> Result<(), Error> {
        let needed = self.steps.saturating_add(steps);
        if needed > self.budget.max_steps {
            return Err(Error::new(
                ErrorKind::Limit {
                    limit: Limit::Steps,
                    needed,
                    max: self.budget.max_steps,
                },
                span,
            ));
        }
        self.steps = needed;
        Ok(())
    }

    /// Fails with [`Limit::Outcomes`] if `n` outcomes are over the budget.
    pub(crate) fn outcomes(&self, n: u64, span: Span) -> Result<(), Error> {
        if n > self.budget.max_outcomes {
            return Err(Error::new(
                ErrorKind::Limit {
                    limit: Limit::Outcomes,
                    needed: n,
                    max: self.budget.max_outcomes,
                },
                span,
            ));
        }
        Ok(())
    }
}

fn len64<T>(v: &[T]) -> u64 {
    u64::try_from(v.len()).unwrap_or(u64::MAX)
}

/// Index of `v` in a dense array starting at `lo` with `stride`.
#[inline]
fn index(v: i64, lo: i64, stride: i64, span: Span) -> Res<usize> {
    let d = (i128::from(v) - i128::from(lo)) / i128::from(stride);
    usize::try_from(d).map_err(|_| overflow(span))
}

/// Sparse outcomes of a dense array.
fn from_dense<W: Weight>(dense: Vec<W>, lo: i64, stride: i64, span: Span) -> Res<Vec<(i64, W)>> {
    let mut pts = Vec::new();
    for (i, w) in dense.into_iter().enumerate() {
        if !w.is_zero() {
            let i = i64::try_from(i).map_err(|_| overflow(span))?;
            let v = i
                .checked_mul(stride)
                .and_then(|x| x.checked_add(lo))
                .ok_or_else(|| overflow(span))?;
            pts.push((v, w));
        }
    }
    Ok(pts)
}

impl<W: Weight> Dist<W> {
    /// Certainly `v`.
    pub(crate) fn point(v: i64) -> Self {
        Self {
            pts: vec![(v, W::one())],
            denom: W::one(),
            trunc: W::zero(),
        }
    }

    /// The weight of the outcomes (all but the truncated).
    pub(crate) fn completed(&self) -> Res<W> {
        self.denom.sub(&self.trunc)
    }

    /// Sorts and merges equal outcomes, dropping zero weights.
    pub(crate) fn normalize(pts: &mut Vec<(i64, W)>) -> Res<()> {
        pts.sort_by_key(|p| p.0);
        let mut out: Vec<(i64, W)> = Vec::with_capacity(pts.len());
        for (v, w) in pts.drain(..) {
            if w.is_zero() {
                continue;
            }
            match out.last_mut() {
                Some(last) if last.0 == v => last.1.add_to(&w)?,
                _ => out.push((v, w)),
            }
        }
        *pts = out;
        Ok(())
    }

    /// Each outcome mapped through `f`; equal results merge.
    pub(crate) fn map(&self, f: impl Fn(i64) -> Option<i64>, span: Span) -> Res<Self> {
        let mut pts = Vec::with_capacity(self.pts.len());
        for (v, w) in &self.pts {
            pts.push((f(*v).ok_or_else(|| overflow(span))?, w.clone()));
        }
        Self::normalize(&mut pts)?;
        Ok(Self {
            pts,
            denom: self.denom.clone(),
            trunc: self.trunc.clone(),
        })
    }

    /// The same distribution over a denominator `k` times larger.
    pub(crate) fn scale(&self, k: &W) -> Res<Self> {
        let mut pts = Vec::with_capacity(self.pts.len());
        for (v, w) in &self.pts {
            pts.push((*v, w.mul(k)?));
        }
        Ok(Self {
            pts,
            denom: self.denom.mul(k)?,
            trunc: self.trunc.mul(k)?,
        })
    }

    /// Divides every weight by their greatest common divisor.
    pub(crate) fn reduce(&mut self) {
        let mut g = self.denom.gcd(&self.trunc);
        for (_, w) in &self.pts {
            if g == W::one() {
                return;
            }
            g = g.gcd(w);
        }
        if g.is_zero() || g == W::one() {
            return;
        }
        for (_, w) in &mut self.pts {
            *w = w.div(&g);
        }
        self.denom = self.denom.div(&g);
        self.trunc = self.trunc.div(&g);
    }
}

/// Weight `a` of one part and `b` of the other combined, independently:
/// the truncated weight of the pair, `ta·db + (da−ta)·tb`.
///
/// The outcome weights of `a` are summed rather than taken as `da − ta`, so
/// that `a` may be part of a distribution (the exploding faces of a die).
fn pair_trunc<W: Weight>(a: &Dist<W>, b: &Dist<W>) -> Res<W> {
    let mut t = a.trunc.mul(&b.denom)?;
    if !b.trunc.is_zero() {
        let mut done = W::zero();
        for (_, w) in &a.pts {
            done.add_to(w)?;
        }
        t.mul_add(&done, &b.trunc)?;
    }
    Ok(t)
}

/// Mixes two distributions given over the same probability space: the
/// union of their outcomes, weights added; denominators must already agree
/// in meaning (the caller scales them).
pub(crate) fn mix<W: Weight>(a: Dist<W>, b: &Dist<W>, denom: W) -> Res<Dist<W>> {
    let mut pts = a.pts;
    pts.extend(b.pts.iter().cloned());
    Dist::normalize(&mut pts)?;
    Ok(Dist {
        pts,
        denom,
        trunc: a.trunc.add(&b.trunc)?,
    })
}

/// The distribution of `f(x, y)` for independent `x` from `a` and `y` from
/// `b`. `f` must be monotone in each argument on the outcomes (sums,
/// differences, products and floor divisions by a divisor of one sign), so
/// that its extremes are at the corners.
pub(crate) fn pairwise<W: Weight>(
    a: &Dist<W>,
    b: &Dist<W>,
    f: impl Fn(i64, i64) -> Option<i64>,
    meter: &mut Meter,
    span: Span,
) -> Res<Dist<W>> {
    // Each step multiplies a weight of each side.
    let steps = len64(&a.pts)
        .saturating_mul(len64(&b.pts))
        .saturating_mul(a.denom.words().saturating_mul(b.denom.words()));
    meter.charge(steps, span)?;
    let denom = a.denom.mul(&b.denom)?;
    let trunc = pair_trunc(a, b)?;
    let (Some(a0), Some(a1), Some(b0), Some(b1)) =
        (a.pts.first(), a.pts.last(), b.pts.first(), b.pts.last())
    else {
        return Ok(Dist {
            pts: Vec::new(),
            denom,
            trunc,
        });
    };
    let mut lo = i64::MAX;
    let mut hi = i64::MIN;
    for (x, y) in [(a0.0, b0.0), (a0.0, b1.0), (a1.0, b0.0), (a1.0, b1.0)] {
        let v = f(x, y).ok_or_else(|| overflow(span))?;
        lo = lo.min(v);
        hi = hi.max(v);
    }
    let width = u64::try_from(i128::from(hi) - i128::from(lo) + 1).unwrap_or(u64::MAX);
    let pts = if width <= meter.budget.max_outcomes {
        let len = usize::try_from(width).map_err(|_| overflow(span))?;
        let mut dense = vec![W::zero(); len];
        for (x, wx) in &a.pts {
            for (y, wy) in &b.pts {
                let v = f(*x, *y).ok_or_else(|| overflow(span))?;
                let slot = dense
                    .get_mut(index(v, lo, 1, span)?)
                    .ok_or_else(|| overflow(span))?;
                slot.mul_add(wx, wy)?;
            }
        }
        from_dense(dense, lo, 1, span)?
    } else {
        let mut map: BTreeMap<i64, W> = BTreeMap::new();
        for (x, wx) in &a.pts {
            for (y, wy) in &b.pts {
                let v = f(*x, *y).ok_or_else(|| overflow(span))?;
                let slot = map.entry(v).or_insert_with(W::zero);
                slot.mul_add(wx, wy)?;
            }
            meter.outcomes(len64_map(&map), span)?;
        }
        map.into_iter().collect()
    };
    meter.outcomes(len64(&pts), span)?;
    Ok(Dist { pts, denom, trunc })
}

fn len64_map<K, V>(map: &BTreeMap<K, V>) -> u64 {
    u64::try_from(map.len()).unwrap_or(u64::MAX)
}

/// The sum of two independent distributions.
pub(crate) fn add<W: Weight>(
    a: &Dist<W>,
    b: &Dist<W>,
    meter: &mut Meter,
    span: Span,
) -> Res<Dist<W>> {
    pairwise(a, b, i64::checked_add, meter, span)
}

/// `d` raised to the `n`th power, and `(d - t)` likewise: the denominator
/// and completed weight of `n` independent copies.
fn power_weights<W: Weight>(d: &Dist<W>, n: u32) -> Res<(W, W)> {
    let denom = d.denom.pow(u64::from(n))?;
    let done = d.completed()?.pow(u64::from(n))?;
    Ok((denom.clone(), denom.sub(&done)?))
}

/// If `d` is uniform over evenly spaced outcomes, with nothing truncated:
/// the lowest outcome, the spacing and the common weight.
fn uniform<W: Weight>(d: &Dist<W>) -> Option<(i64, i64, W)> {
    if !d.trunc.is_zero() {
        return None;
    }
    let (first, rest) = d.pts.split_first()?;
    let stride = match rest.first() {
        None => 1,
        Some(second) => second.0.checked_sub(first.0)?,
    };
    let mut prev = first.0;
    for (v, w) in rest {
        if *w != first.1 || v.checked_sub(prev)? != stride {
            return None;
        }
        prev = *v;
    }
    Some((first.0, stride, first.1.clone()))
}

/// The sum of `n` independent copies of `d`.
///
/// Uniform dice (plain `dN`) take a sliding window: each die costs one pass
/// of additions over the running distribution, no multiplications. Other
/// dice take binary powers of pairwise convolution.
pub(crate) fn iid_sum<W: Weight>(
    d: &Dist<W>,
    n: u32,
    meter: &mut Meter,
    span: Span,
) -> Res<Dist<W>> {
    if n == 0 {
        return Ok(Dist::point(0));
    }
    if n == 1 {
        return Ok(d.clone());
    }
    if let Some((lo, stride, w)) = uniform(d) {
        return uniform_sum(d.pts.len(), lo, stride, &w, &d.denom, n, meter, span);
    }
    let mut result: Option<Dist<W>> = None;
    let mut base = d.clone();
    let mut k = n;
    loop {
        if k & 1 == 1 {
            result = Some(match result {
                None => base.clone(),
                Some(r) => add(&r, &base, meter, span)?,
            });
        }
        k >>= 1;
        if k == 0 {
            break;
        }
        base = add(&base, &base, meter, span)?;
    }
    result.ok_or_else(|| overflow(span))
}

#[allow(clippy::too_many_arguments)]
fn uniform_sum<W: Weight>(
    k: usize,
    lo: i64,
    stride: i64,
    w: &W,
    denom: &W,
    n: u32,
    meter: &mut Meter,
    span: Span,
) -> Res<Dist<W>> {
    let k64 = u64::try_from(k).unwrap_or(u64::MAX);
    let final_len = u64::from(n)
        .saturating_mul(k64.saturating_sub(1))
        .saturating_add(1);
    meter.outcomes(final_len, span)?;
    // Each die passes once over the running array (twice: prefix sums, then
    // differences).
    // Weights grow to the size of denom^n, half that on average over the
    // passes.
    meter.charge(
        final_len
            .saturating_mul(u64::from(n))
            .saturating_add(u64::from(n))
            .saturating_mul(denom.words().saturating_mul(u64::from(n)).div_ceil(2)),
        span,
    )?;
    let len = usize::try_from(final_len).map_err(|_| overflow(span))?;
    let mut cur: Vec<W> = Vec::with_capacity(len);
    cur.push(W::one());
    let mut prefix: Vec<W> = Vec::with_capacity(len + 1);
    let scale = *w != W::one();
    for _ in 0..n {
        prefix.clear();
        prefix.push(W::zero());
        let mut acc = W::zero();
        for x in &cur {
            acc.add_to(x)?;
            prefix.push(acc.clone());
        }
        let m = cur.len();
        let new_len = m + k - 1;
        cur.clear();
        for i in 0..new_len {
            // Window cur[i+1-k ..= i].
            let top = prefix[(i + 1).min(m)].clone();
            let bottom = &prefix[(i + 1).saturating_sub(k)];
            let mut x = top.sub(bottom)?;
            if scale {
                x = x.mul(w)?;
            }
            cur.push(x);
        }
    }
    let n64 = i64::from(n);
    let base = lo.checked_mul(n64).ok_or_else(|| overflow(span))?;
    let pts = from_dense(cur, base, stride, span)?;
    Ok(Dist {
        pts,
        denom: denom.pow(u64::from(n))?,
        trunc: W::zero(),
    })
}

/// The entries of row `j` of the order-statistics table that keeps `k`
/// sorted dice and skips the first `d0`, for values `spread` steps apart
/// (row `k` is the result).
fn keep_width(j: u32, k: u32, d0: u32, spread: u64) -> u64 {
    u64::from(kept_count(j, k, d0))
        .saturating_mul(spread)
        .saturating_add(1)
}

/// How many of the first `j` sorted dice are kept, when `k` are kept after
/// skipping the first `d0`.
fn kept_count(j: u32, k: u32, d0: u32) -> u32 {
    j.min(k).saturating_sub(d0)
}

/// The sizes [`iid_keep`] works with, which it charges to its budget and
/// the up-front estimate charges the same way: the table's and the
/// result's entries, and the steps spent on each face value.
pub(super) struct KeepTable {
    /// Entries of the table, rows `0..k`.
    pub(super) table_len: u64,
    /// Entries of the result.
    pub(super) result_len: u64,
    /// Steps per distinct face value: its transitions through every row,
    /// and the `k * k` bookkeeping around them.
    pub(super) steps_per_value: u64,
}

impl KeepTable {
    /// The sizes for keeping `k` sorted dice after skipping `d0`, for
    /// values `spread` steps apart.
    pub(super) fn new(k: u32, d0: u32, spread: u64) -> Self {
        let mut table_len: u64 = 0;
        let mut per_value: u64 = 0;
        for j in 0..k {
            let width = keep_width(j, k, d0, spread);
            table_len = table_len.saturating_add(width);
            per_value = per_value.saturating_add(width.saturating_mul(u64::from(k - j) + 1));
        }
        Self {
            table_len,
            result_len: keep_width(k, k, d0, spread),
            steps_per_value: per_value.saturating_add(u64::from(k) * u64::from(k)),
        }
    }

    /// Entries of the table and the result together.
    pub(super) fn outcomes(&self) -> u64 {
        self.table_len.saturating_add(self.result_len)
    }
}

/// The distribution of `Σ g(v)` over the dice kept at sorted positions
/// `lo..hi` (ascending) of `n` independent dice distributed as `d`.
///
/// An order-statistics dynamic program over the distinct outcomes of one
/// die, taken from the end where the kept dice are: the state is (dice
/// placed so far, sum kept so far); placing `c` more dice on the current
/// value weighs `C(n−j, c)·w^c`; once every kept position is placed, the
/// remaining dice are all below in one step, `(w+B)^(n−j)` less the
/// non-finishing terms. Nothing is enumerated: the cost is about
/// `values × K² × sums`, with `K` the dice from the kept end to the far
/// end of the kept range.
pub(crate) fn iid_keep<W: Weight>(
    d: &Dist<W>,
    n: u32,
    lo: u32,
    hi: u32,
    g: &dyn Fn(i64) -> i64,
    meter: &mut Meter,
    span: Span,
) -> Res<Dist<W>> {
    let (denom, trunc) = power_weights(d, n)?;
    let hi = hi.min(n);
    let lo = lo.min(hi);
    let kt = hi - lo;
    if kt == 0 || d.pts.is_empty() {
        let done = denom.sub(&trunc)?;
        let pts = if done.is_zero() {
            Vec::new()
        } else {
            vec![(0, done)]
        };
        return Ok(Dist { pts, denom, trunc });
    }
    // Work from the high end (`K = n − lo`) or the low end (`K = hi`).
    let from_top = n - lo <= hi;
    let (k, d0) = if from_top { (n - lo, n - hi) } else { (hi, lo) };
    let order: Vec<(i64, &W)> = if from_top {
        d.pts.iter().rev().map(|(v, w)| (g(*v), w)).collect()
    } else {
        d.pts.iter().map(|(v, w)| (g(*v), w)).collect()
    };
    let gmin = order.iter().map(|p| p.0).min().unwrap_or(0);
    let gmax = order.iter().map(|p| p.0).max().unwrap_or(0);
    let mut stride: i64 = 0;
    for (v, _) in &order {
        stride = stride.gcd(&(v - gmin));
    }
    let stride = stride.max(1);
    let spread = u64::try_from((i128::from(gmax) - i128::from(gmin)) / i128::from(stride))
        .map_err(|_| overflow(span))?;
    let kept = |j: u32| kept_count(j, k, d0);
    let width = |j: u32| keep_width(j, k, d0, spread);

    // Budget: the table, the result, and the transitions of every value.
    let sizes = KeepTable::new(k, d0, spread);
    let result_len = sizes.result_len;
    meter.outcomes(sizes.outcomes(), span)?;
    // Weights grow to the size of the n dice's denominator.
    meter.charge(
        sizes
            .steps_per_value
            .saturating_mul(len64(&order))
            .saturating_mul(denom.words()),
        span,
    )?;

    let to_usize = |x: u64| usize::try_from(x).map_err(|_| overflow(span));
    let ku = to_usize(u64::from(k))?;
    let mut offsets = Vec::with_capacity(ku + 1);
    let mut at = 0usize;
    for j in 0..k {
        offsets.push(at);
        at += to_usize(width(j))?;
    }
    offsets.push(at);
    let mut table = vec![W::zero(); at];
    table[0] = W::one();
    let mut result = vec![W::zero(); to_usize(result_len)?];

    // C(n−j, c) for j < k, c < k − j.
    let mut binom: Vec<Vec<W>> = Vec::with_capacity(ku);
    for j in 0..k {
        let m = u64::from(n - j);
        let mut row = Vec::with_capacity(to_usize(u64::from(k - j))?);
        let mut c_val = W::one();
        for c in 0..u64::from(k - j) {
            if c > 0 {
                c_val = c_val.mul(&W::from_u64(m - c + 1))?.div_u64(c);
            }
            row.push(c_val.clone());
        }
        binom.push(row);
    }

    // Suffix sums: the weight below each value in processing order.
    let mut below: Vec<W> = vec![W::zero(); order.len()];
    let mut acc = W::zero();
    for i in (0..order.len()).rev() {
        below[i] = acc.clone();
        acc.add_to(order[i].1)?;
    }

    let e0 = u64::from(n - k) + 1; // the smallest exponent n − j − c in use
    for (i, (gv, w)) in order.iter().enumerate() {
        let b = &below[i];
        let a = w.add(b)?;
        let gi = to_usize(
            u64::try_from((i128::from(*gv) - i128::from(gmin)) / i128::from(stride))
                .map_err(|_| overflow(span))?,
        )?;
        // w^c for c < k; b^e and a^e for e in e0..=n.
        let mut wp = Vec::with_capacity(ku);
        let mut p = W::one();
        for _ in 0..k {
            wp.push(p.clone());
            p = p.mul(w)?;
        }
        let mut bp = Vec::with_capacity(ku);
        let mut ap = Vec::with_capacity(ku);
        let (mut pb, mut pa) = (b.pow(e0)?, a.pow(e0)?);
        for e in 0..k {
            bp.push(pb.clone());
            ap.push(pa.clone());
            if e + 1 < k {
                pb = pb.mul(b)?;
                pa = pa.mul(&a)?;
            }
        }
        let live_below = !b.is_zero();
        for j in (0..k).rev() {
            let ju = to_usize(u64::from(j))?;
            // Coefficients of staying unfinished, and the finishing weight.
            let rest = k - j;
            let mut coef = Vec::with_capacity(to_usize(u64::from(rest))?);
            let mut finish = ap[to_usize(u64::from(k - 1 - j))?].clone();
            for c in 0..rest {
                let cu = to_usize(u64::from(c))?;
                let cw = binom[ju][cu].mul(&wp[cu])?;
                // b^(n−j−c): index n−j−c−e0 = k−1−j−c.
                let term = cw.mul(&bp[to_usize(u64::from(k - 1 - j - c))?])?;
                finish = finish.sub(&term)?;
                coef.push(cw);
            }
            let finish_shift = to_usize(u64::from(kt - kept(j)))? * gi;
            let (head, tail) = table.split_at_mut(offsets[ju + 1]);
            let row = &head[offsets[ju]..];
            for (r, x) in row.iter().enumerate() {
                if x.is_zero() {
                    continue;
                }
                if live_below {
                    for c in 1..rest {
                        let to = j + c;
                        let shift = to_usize(u64::from(kept(to) - kept(j)))? * gi;
                        let slot = offsets[to_usize(u64::from(to))?] - offsets[ju + 1] + r + shift;
                        tail[slot].mul_add(x, &coef[to_usize(u64::from(c))?])?;
                    }
                }
                result[r + finish_shift].mul_add(x, &finish)?;
            }
        }
    }
    let base = gmin
        .checked_mul(i64::from(kt))
        .ok_or_else(|| overflow(span))?;
    let pts = from_dense(result, base, stride, span)?;
    Ok(Dist { pts, denom, trunc })
}

/// Weights of outcomes meeting `keep`, and the rest, of one distribution.
pub(crate) fn split<W: Weight>(d: &Dist<W>, keep: impl Fn(i64) -> bool) -> (Dist<W>, Dist<W>) {
    let (yes, no): (Vec<_>, Vec<_>) = d.pts.iter().cloned().partition(|(v, _)| keep(*v));
    (
        Dist {
            pts: yes,
            denom: d.denom.clone(),
            trunc: W::zero(),
        },
        Dist {
            pts: no,
            denom: d.denom.clone(),
            trunc: d.trunc.clone(),
        },
    )
}

/// Drops weights to zero and keeps them as truncated.
pub(crate) fn all_truncated<W: Weight>(d: &Dist<W>) -> Res<Dist<W>> {
    let mut t = d.trunc.clone();
    for (_, w) in &d.pts {
        t.add_to(w)?;
    }
    Ok(Dist {
        pts: Vec::new(),
        denom: d.denom.clone(),
        trunc: t,
    })
}
