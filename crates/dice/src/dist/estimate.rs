//! The cost of weighing a plan, estimated from the plan alone before any
//! arithmetic is done, so that a computation over its budget is refused at
//! once rather than after spending most of it.
//!
//! The estimate follows the algorithms of `ops.rs` and `eval.rs` step for
//! step, with each distribution replaced by its shape: an upper bound on
//! its outcomes, its range of totals and the bits of its denominator. The
//! steps are those the computation charges to its meter (multiply-adds
//! times the 64-bit words of the numbers), so the estimate and the charges
//! are in the same unit.

use alloc::vec::Vec;

use super::ops::KeepTable;
use crate::plan::{DiceNode, Faces, GroupNode, Node, RerollRule};
use crate::{BinaryOp, Budget, Compare, Error, ErrorKind, ExplodeKind, Limit, Plan, Span, Target};

/// The shape of a distribution: what its cost depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Shape {
    /// At most this many outcomes.
    len: u64,
    /// Totals lie in `lo..=hi`.
    lo: i128,
    hi: i128,
    /// Bits of the common denominator, at most.
    bits: u64,
    /// Equal weights on evenly spaced outcomes, nothing truncated: sums of
    /// such dice take the sliding window.
    uniform: bool,
    /// Some mass may be truncated.
    trunc: bool,
}

impl Shape {
    fn point(v: i128) -> Self {
        Self {
            len: 1,
            lo: v,
            hi: v,
            bits: 1,
            uniform: true,
            trunc: false,
        }
    }

    fn words(&self) -> u64 {
        words(self.bits)
    }
}

fn words(bits: u64) -> u64 {
    bits.div_ceil(64).max(1)
}

fn bits_of(n: u64) -> u64 {
    u64::from(64 - n.leading_zeros())
}

/// The running estimate, and where it first went over the budget.
pub(crate) struct Estimator<'a> {
    plan: &'a Plan,
    budget: Budget,
    pub(crate) steps: u64,
    /// The first outcome count found over the budget, with its span.
    outcomes_over: Option<(u64, Span)>,
    /// Where the steps first went over the budget.
    steps_over: Option<Span>,
}

impl<'a> Estimator<'a> {
    pub(crate) fn new(plan: &'a Plan, budget: Budget) -> Self {
        Self {
            plan,
            budget,
            steps: 0,
            outcomes_over: None,
            steps_over: None,
        }
    }

    /// Estimates the whole plan; the error names the first limit the
    /// computation would exceed, with the estimated need. Returns the bits
    /// of the final denominator, at most.
    pub(crate) fn run(&mut self) -> Result<u64, Error> {
        let shape = self.node(&self.plan.root);
        if let Some((needed, span)) = self.outcomes_over {
            return Err(Error::new(
                ErrorKind::Limit {
                    limit: Limit::Outcomes,
                    needed,
                    max: self.budget.max_outcomes,
                },
                span,
            ));
        }
        if let Some(span) = self.steps_over {
            return Err(Error::new(
                ErrorKind::Limit {
                    limit: Limit::Steps,
                    needed: self.steps,
                    max: self.budget.max_steps,
                },
                span,
            ));
        }
        Ok(shape.bits)
    }

    fn charge(&mut self, steps: u64, span: Span) {
        self.steps = self.steps.saturating_add(steps);
        if self.steps > self.budget.max_steps && self.steps_over.is_none() {
            self.steps_over = Some(span);
        }
    }

    /// An outcome count the computation will certainly need.
    fn outcomes(&mut self, n: u64, span: Span) {
        if n > self.budget.max_outcomes && self.outcomes_over.is_none() {
            self.outcomes_over = Some((n, span));
        }
    }

    fn span_of(&self, term: u32) -> Span {
        self.plan.span_of(term)
    }

    fn node(&mut self, node: &Node) -> Shape {
        let root = self.span_of(0);
        match node {
            Node::Const(v) => Shape::point(i128::from(*v)),
            Node::Sum(pool) => {
                let span = self.span_of(pool.term);
                let die = self.faces(pool.die.sides(), &Faces::Offset(0), span);
                let sum = self.iid_sum(die, pool.count, span);
                shift(sum, i128::from(pool.add))
            }
            Node::Keep(pool, lo, hi) => {
                let span = self.span_of(pool.term);
                let die = self.faces(pool.die.sides(), &Faces::Offset(0), span);
                let kept = self.iid_keep(die, pool.count, *lo, *hi, span);
                shift(kept, i128::from(pool.add))
            }
            Node::Dice(dice) => self.dice(dice),
            Node::Group(group) => self.group(group),
            Node::Neg(inner) => {
                let s = self.node(inner);
                Shape {
                    lo: -s.hi,
                    hi: -s.lo,
                    uniform: false,
                    ..s
                }
            }
            Node::Bin(op, l, r) => {
                let a = self.node(l);
                let b = self.node(r);
                let (lo, hi) = corners(*op, &a, &b);
                let constant = |s: &Shape| s.len == 1 && !s.trunc;
                if constant(&b) || constant(&a) {
                    let other = if constant(&b) { a } else { b };
                    self.charge(other.len.saturating_mul(other.words()), root);
                    return Shape {
                        lo,
                        hi,
                        uniform: false,
                        ..other
                    };
                }
                self.pair(&a, &b, lo, hi, root)
            }
        }
    }

    /// The cost of a pairwise combination, and its result.
    fn pair(&mut self, a: &Shape, b: &Shape, lo: i128, hi: i128, span: Span) -> Shape {
        self.charge(
            a.len
                .saturating_mul(b.len)
                .saturating_mul(a.words().saturating_mul(b.words())),
            span,
        );
        let width = u64::try_from(hi - lo + 1).unwrap_or(u64::MAX);
        Shape {
            len: a.len.saturating_mul(b.len).min(width),
            lo,
            hi,
            bits: a.bits.saturating_add(b.bits),
            uniform: false,
            trunc: a.trunc || b.trunc,
        }
    }

    fn add(&mut self, a: &Shape, b: &Shape, span: Span) -> Shape {
        self.pair(a, b, a.lo + b.lo, a.hi + b.hi, span)
    }

    fn faces(&mut self, sides: u32, faces: &Faces, span: Span) -> Shape {
        self.outcomes(u64::from(sides), span);
        self.charge(u64::from(sides), span);
        let (lo, hi) = faces.range(sides);
        let len = match faces {
            Faces::Offset(_) => u64::from(sides),
            Faces::Custom(values) => {
                let mut v = values.clone();
                v.sort_unstable();
                v.dedup();
                u64::try_from(v.len()).unwrap_or(u64::MAX)
            }
        };
        Shape {
            len,
            lo: i128::from(lo),
            hi: i128::from(hi),
            bits: bits_of(u64::from(sides)),
            uniform: matches!(faces, Faces::Offset(_)),
            trunc: false,
        }
    }

    fn settled(&mut self, f: Shape, node: &DiceNode, rule: &RerollRule, span: Span) -> Shape {
        let sides = node.die.sides();
        let hit = matching(&node.faces, sides, &rule.on.0).min(f.len);
        if rule.cap_is_error {
            // The faces that settle: uniform if they are one run.
            return Shape {
                len: f.len - hit,
                uniform: f.uniform && one_run(&node.faces, sides, &rule.on.0),
                ..f
            };
        }
        let cap = u64::from(rule.cap);
        self.charge(
            f.len
                .saturating_add(cap)
                .saturating_mul(f.words().saturating_mul(cap + 1)),
            span,
        );
        Shape {
            bits: f.bits.saturating_mul(cap + 1),
            uniform: false,
            ..f
        }
    }

    fn dice(&mut self, node: &DiceNode) -> Shape {
        let span = self.span_of(node.term);
        let sides = node.die.sides();
        let f = self.faces(sides, &node.faces, span);
        let s = match &node.reroll {
            None => f,
            Some(rule) => self.settled(f, node, rule, span),
        };
        let value = match &node.explode {
            None => s,
            Some(rule) => {
                let exploding = matching(&node.faces, sides, &[rule.on]).min(s.len);
                if rule.kind == ExplodeKind::Compound {
                    self.chain(s, exploding, rule.cap, rule.cap_is_error, 0, span)
                } else {
                    if node.keep.is_some() {
                        // Refused as unsupported before any arithmetic.
                        return Shape::point(0);
                    }
                    // Each die of the chain counts its clamped, scored value.
                    let pen = i128::from(rule.kind == ExplodeKind::Penetrating);
                    let pen = if node.target.is_some() { 0 } else { pen };
                    let base = score(clamp(s, node.min, node.max), node.target);
                    let exploding = exploding.min(base.len);
                    let chain = self.chain(base, exploding, rule.cap, rule.cap_is_error, pen, span);
                    return self.iid_sum(chain, node.count, span);
                }
            }
        };
        let die = clamp(value, node.min, node.max);
        match node.keep {
            Some(keep) => {
                let range = keep.kept_range(node.count);
                // Every value of the die is a step; their scores are summed.
                let die = Shape {
                    len: die.len,
                    ..score(die, node.target)
                };
                self.iid_keep(die, node.count, range.start, range.end, span)
            }
            None => {
                let scored = score(die, node.target);
                self.iid_sum(scored, node.count, span)
            }
        }
    }

    /// An explosion chain of `cap` extra dice at most: `R_k = N + E ⊕ R_(k+1)`.
    fn chain(
        &mut self,
        s: Shape,
        exploding: u64,
        cap: u32,
        cap_is_error: bool,
        pen: i128,
        span: Span,
    ) -> Shape {
        let settle = s.len - exploding.min(s.len);
        let extra = Shape {
            lo: s.lo - pen,
            ..s
        };
        let e = Shape {
            len: exploding,
            ..extra
        };
        let mut rest = Shape {
            uniform: false,
            trunc: cap_is_error,
            lo: extra.lo,
            ..s
        };
        for k in (0..cap).rev() {
            let e = if k == 0 {
                Shape {
                    len: exploding,
                    ..s
                }
            } else {
                e
            };
            let on = self.add(&e, &rest, span);
            let lo = on.lo.min(s.lo - pen);
            let hi = on.hi.max(s.hi);
            let width = u64::try_from(hi - lo + 1).unwrap_or(u64::MAX);
            rest = Shape {
                len: on.len.saturating_add(settle).min(width),
                lo,
                hi,
                ..on
            };
        }
        rest
    }

    /// The sum of `n` independent copies.
    fn iid_sum(&mut self, d: Shape, n: u32, span: Span) -> Shape {
        match n {
            0 => return Shape::point(0),
            1 => return d,
            _ => {}
        }
        let n64 = u64::from(n);
        let lo = d.lo * i128::from(n);
        let hi = d.hi * i128::from(n);
        let final_len = n64
            .saturating_mul(d.len.saturating_sub(1))
            .saturating_add(1);
        // The sliding window, taken when the die turns out uniform.
        let window = final_len
            .saturating_mul(n64)
            .saturating_add(n64)
            .saturating_mul(d.words().saturating_mul(n64).div_ceil(2));
        if d.uniform && !d.trunc {
            self.outcomes(final_len, span);
            self.charge(window, span);
            return Shape {
                len: final_len,
                lo,
                hi,
                bits: d.bits.saturating_mul(n64),
                uniform: false,
                trunc: false,
            };
        }
        // Binary powers of pairwise sums; a die not known to be uniform may
        // still be (scores of equal weight, say), so the larger of the two
        // costs is charged.
        let before = self.steps;
        let mut result: Option<Shape> = None;
        let mut base = d;
        let mut k = n;
        loop {
            if k & 1 == 1 {
                result = Some(match result {
                    None => base,
                    Some(r) => self.add(&r, &base, span),
                });
            }
            k >>= 1;
            if k == 0 {
                break;
            }
            base = self.add(&base, &base, span);
        }
        let powers = self.steps - before;
        if !d.trunc && window > powers {
            self.charge(window - powers, span);
        }
        result.unwrap_or(d)
    }

    /// Keeping positions `lo..hi` of `n` sorted copies: the cost of the
    /// order-statistics table of `ops::iid_keep`.
    fn iid_keep(&mut self, d: Shape, n: u32, lo: u32, hi: u32, span: Span) -> Shape {
        let bits = d.bits.saturating_mul(u64::from(n));
        let hi = hi.min(n);
        let lo = lo.min(hi);
        let kt = hi - lo;
        if kt == 0 || d.len == 0 {
            return Shape {
                bits,
                ..Shape::point(0)
            };
        }
        let from_top = n - lo <= hi;
        let (k, d0) = if from_top { (n - lo, n - hi) } else { (hi, lo) };
        let spread = u64::try_from(d.hi - d.lo).unwrap_or(u64::MAX);
        let sizes = KeepTable::new(k, d0, spread);
        self.outcomes(sizes.outcomes(), span);
        self.charge(
            sizes
                .steps_per_value
                .saturating_mul(d.len)
                .saturating_mul(words(bits)),
            span,
        );
        let kt = i128::from(kt);
        Shape {
            len: sizes.result_len,
            lo: d.lo * kt,
            hi: d.hi * kt,
            bits,
            uniform: false,
            trunc: d.trunc,
        }
    }

    fn group(&mut self, node: &GroupNode) -> Shape {
        let span = self.span_of(node.term);
        let items: Vec<Shape> = node.items.iter().map(|item| self.node(item)).collect();
        // Members that are the same expression have the same distribution,
        // which the computation finds and weighs as identical dice.
        let identical = node
            .items
            .split_first()
            .is_some_and(|(first, rest)| rest.iter().all(|item| same(first, item)));
        let Some(keep) = node.keep else {
            let mut total = Shape::point(0);
            for item in &items {
                total = self.add(&total, &score(*item, node.target), span);
            }
            return total;
        };
        let m = u32::try_from(items.len()).unwrap_or(u32::MAX);
        let range = keep.kept_range(m);
        if let Some(first) = items.first().filter(|_| identical) {
            let scored = Shape {
                len: first.len,
                ..score(*first, node.target)
            };
            return self.iid_keep(scored, m, range.start, range.end, span);
        }
        // Every combination of the members' outcomes.
        let mut combos: u64 = 1;
        let mut word_sum: u64 = 0;
        let mut bits: u64 = 0;
        let (mut lo, mut hi) = (i128::MAX, i128::MIN);
        for s in &items {
            combos = combos.saturating_mul(s.len);
            word_sum = word_sum.saturating_add(s.words());
            bits = bits.saturating_add(s.bits);
            lo = lo.min(s.lo);
            hi = hi.max(s.hi);
        }
        self.charge(
            combos.saturating_mul(u64::from(m)).saturating_mul(word_sum),
            span,
        );
        if let Some(t) = node.target {
            (lo, hi) = (if t.failure.is_some() { -1 } else { 0 }, 1);
        }
        let kt = i128::from(range.end - range.start);
        let (lo, hi) = (lo.min(0) * kt, hi.max(0) * kt);
        Shape {
            len: combos.min(u64::try_from(hi - lo + 1).unwrap_or(u64::MAX)),
            lo,
            hi,
            bits,
            uniform: false,
            trunc: items.iter().any(|s| s.trunc),
        }
    }
}

/// Whether two nodes are the same expression (wherever they are written),
/// and so have the same distribution.
fn same(a: &Node, b: &Node) -> bool {
    match (a, b) {
        (Node::Const(x), Node::Const(y)) => x == y,
        (Node::Sum(p), Node::Sum(q)) => p.count == q.count && p.die == q.die && p.add == q.add,
        (Node::Keep(p, l1, h1), Node::Keep(q, l2, h2)) => {
            p.count == q.count && p.die == q.die && p.add == q.add && l1 == l2 && h1 == h2
        }
        (Node::Dice(x), Node::Dice(y)) => {
            let reroll = match (&x.reroll, &y.reroll) {
                (None, None) => true,
                (Some(r), Some(s)) => {
                    r.on == s.on && r.cap == s.cap && r.cap_is_error == s.cap_is_error
                }
                _ => false,
            };
            let explode = match (&x.explode, &y.explode) {
                (None, None) => true,
                (Some(e), Some(f)) => {
                    e.kind == f.kind
                        && e.on == f.on
                        && e.cap == f.cap
                        && e.cap_is_error == f.cap_is_error
                }
                _ => false,
            };
            reroll
                && explode
                && x.count == y.count
                && x.die == y.die
                && x.faces == y.faces
                && x.min == y.min
                && x.max == y.max
                && x.keep == y.keep
                && x.target == y.target
        }
        (Node::Group(x), Node::Group(y)) => {
            x.keep == y.keep
                && x.target == y.target
                && x.items.len() == y.items.len()
                && x.items.iter().zip(&y.items).all(|(a, b)| same(a, b))
        }
        (Node::Neg(x), Node::Neg(y)) => same(x, y),
        (Node::Bin(o1, l1, r1), Node::Bin(o2, l2, r2)) => o1 == o2 && same(l1, l2) && same(r1, r2),
        _ => false,
    }
}

fn shift(s: Shape, c: i128) -> Shape {
    Shape {
        lo: s.lo + c,
        hi: s.hi + c,
        ..s
    }
}

fn clamp(s: Shape, min: Option<i64>, max: Option<i64>) -> Shape {
    if min.is_none() && max.is_none() {
        return s;
    }
    let (mut lo, mut hi) = (s.lo, s.hi);
    if let Some(m) = min {
        lo = lo.max(i128::from(m));
        hi = hi.max(i128::from(m));
    }
    if let Some(m) = max {
        lo = lo.min(i128::from(m));
        hi = hi.min(i128::from(m));
    }
    let width = u64::try_from(hi - lo + 1).unwrap_or(u64::MAX);
    Shape {
        len: s.len.min(width),
        lo,
        hi,
        uniform: false,
        ..s
    }
}

fn score(s: Shape, target: Option<Target>) -> Shape {
    match target {
        None => s,
        Some(t) => Shape {
            len: s.len.min(3),
            lo: if t.failure.is_some() { -1 } else { 0 },
            hi: 1,
            uniform: false,
            ..s
        },
    }
}

/// Totals of `lhs op rhs` at the corners of the operands' ranges.
fn corners(op: BinaryOp, a: &Shape, b: &Shape) -> (i128, i128) {
    let f = |x: i128, y: i128| match op {
        BinaryOp::Add => x + y,
        BinaryOp::Sub => x - y,
        BinaryOp::Mul => x.saturating_mul(y),
        BinaryOp::Div if y == 0 => x,
        BinaryOp::Div => x.div_euclid(y).min(x / y),
    };
    let v = [f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)];
    let lo = v.iter().copied().min().unwrap_or(0);
    let hi = v.iter().copied().max().unwrap_or(0);
    (lo, hi)
}

/// How many faces of the die have a value meeting any of `conditions`, at
/// most (a face meeting two is counted twice).
fn matching(faces: &Faces, sides: u32, conditions: &[Compare]) -> u64 {
    match faces {
        Faces::Custom(values) => {
            let n = values
                .iter()
                .filter(|v| conditions.iter().any(|c| c.matches(**v)))
                .count();
            u64::try_from(n).unwrap_or(u64::MAX)
        }
        Faces::Offset(_) => {
            let (lo, hi) = faces.range(sides);
            let (lo, hi) = (i128::from(lo), i128::from(hi));
            let count =
                |a: i128, b: i128| u64::try_from((b.min(hi) - a.max(lo) + 1).max(0)).unwrap_or(0);
            conditions
                .iter()
                .map(|c| {
                    let v = i128::from(c.value);
                    match c.op {
                        crate::CompareOp::Eq => count(v, v),
                        crate::CompareOp::Ne => count(lo, hi) - count(v, v),
                        crate::CompareOp::Lt => count(lo, v - 1),
                        crate::CompareOp::Le => count(lo, v),
                        crate::CompareOp::Gt => count(v + 1, hi),
                        crate::CompareOp::Ge => count(v, hi),
                    }
                })
                .fold(0, u64::saturating_add)
        }
    }
}

/// Whether the faces not meeting `conditions` are one run of consecutive
/// values (so that a die rerolled until it settles stays uniform).
fn one_run(faces: &Faces, sides: u32, conditions: &[Compare]) -> bool {
    if matches!(faces, Faces::Custom(_)) {
        return false;
    }
    let meets = |v: i64| conditions.iter().any(|c| c.matches(v));
    let mut runs = 0;
    let mut inside = false;
    for v in faces.candidates(sides, conditions) {
        let settles = !meets(v);
        if settles && !inside {
            runs += 1;
        }
        inside = settles;
    }
    runs <= 1
}
