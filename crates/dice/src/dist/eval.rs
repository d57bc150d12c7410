//! Weighing a compiled plan node by node, with the semantics of the
//! evaluator in `roll.rs`.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::ops::{
    Dist, Fail, Meter, Res, Weight, add, all_truncated, iid_keep, iid_sum, mix, overflow, pairwise,
    split,
};
use crate::plan::{DiceNode, ExplodeRule, Faces, GroupNode, Node, Pool, RerollRule, floor_div};
use crate::{BinaryOp, Error, ErrorKind, ExplodeKind, Plan, Span, Target};

pub(crate) struct Weigher<'a> {
    pub(crate) plan: &'a Plan,
    pub(crate) meter: Meter,
}

fn len64<T>(v: &[T]) -> u64 {
    u64::try_from(v.len()).unwrap_or(u64::MAX)
}

fn score_or_value(target: Option<Target>) -> impl Fn(i64) -> i64 {
    move |v| target.map_or(v, |t| t.score(v))
}

impl Weigher<'_> {
    fn span_of(&self, term: u32) -> Span {
        self.plan.span_of(term)
    }

    /// The span covering the dice terms and groups of a node.
    fn cover(&self, node: &Node) -> Option<Span> {
        match node {
            Node::Const(_) => None,
            Node::Sum(p) | Node::Keep(p, ..) => Some(self.span_of(p.term)),
            Node::Dice(d) => Some(self.span_of(d.term)),
            Node::Group(g) => Some(self.span_of(g.term)),
            Node::Neg(inner) => self.cover(inner),
            Node::Bin(_, l, r) => match (self.cover(l), self.cover(r)) {
                (Some(a), Some(b)) => Some(a.to(b)),
                (a, b) => a.or(b),
            },
        }
    }

    fn unsupported(&self, what: &'static str, span: Span) -> Fail {
        Fail::Error(Error::new(ErrorKind::Unsupported { what }, span))
    }

    pub(crate) fn node<W: Weight>(&mut self, node: &Node) -> Res<Dist<W>> {
        match node {
            Node::Const(v) => Ok(Dist::point(*v)),
            Node::Sum(pool) => {
                let span = self.span_of(pool.term);
                let die = self.plain_die::<W>(pool, span)?;
                let sum = iid_sum(&die, pool.count, &mut self.meter, span)?;
                sum.map(|v| v.checked_add(pool.add), span)
            }
            Node::Keep(pool, lo, hi) => {
                let span = self.span_of(pool.term);
                let die = self.plain_die::<W>(pool, span)?;
                let kept = iid_keep(&die, pool.count, *lo, *hi, &|v| v, &mut self.meter, span)?;
                kept.map(|v| v.checked_add(pool.add), span)
            }
            Node::Dice(dice) => self.dice(dice),
            Node::Group(group) => self.group(group),
            Node::Neg(inner) => {
                let span = self.cover(node).unwrap_or_else(|| self.span_of(0));
                let d = self.node::<W>(inner)?;
                d.map(i64::checked_neg, span)
            }
            Node::Bin(op, l, r) => {
                let span = self.cover(node).unwrap_or_else(|| self.span_of(0));
                let f = move |a: i64, b: i64| match op {
                    BinaryOp::Add => a.checked_add(b),
                    BinaryOp::Sub => a.checked_sub(b),
                    BinaryOp::Mul => a.checked_mul(b),
                    BinaryOp::Div => floor_div(a, b),
                };
                let a = self.node::<W>(l)?;
                let b = self.node::<W>(r)?;
                // A constant side is a map, one step per outcome.
                if let [(c, _)] = b.pts.as_slice() {
                    if b.trunc.is_zero() {
                        let c = *c;
                        self.meter
                            .charge(len64(&a.pts).saturating_mul(a.denom.words()), span)?;
                        return a.map(|x| f(x, c), span);
                    }
                }
                if let [(c, _)] = a.pts.as_slice() {
                    if a.trunc.is_zero() {
                        let c = *c;
                        self.meter
                            .charge(len64(&b.pts).saturating_mul(b.denom.words()), span)?;
                        return b.map(|y| f(c, y), span);
                    }
                }
                pairwise(&a, &b, f, &mut self.meter, span)
            }
        }
    }

    /// One die of faces `1..=sides`, each of weight 1.
    fn plain_die<W: Weight>(&mut self, pool: &Pool, span: Span) -> Res<Dist<W>> {
        self.faces(pool.die.sides(), &Faces::Offset(0), span)
    }

    fn faces<W: Weight>(&mut self, sides: u32, faces: &Faces, span: Span) -> Res<Dist<W>> {
        self.meter.outcomes(u64::from(sides), span)?;
        self.meter.charge(u64::from(sides), span)?;
        let mut pts: Vec<(i64, W)> = (1..=sides).map(|f| (faces.value(f), W::one())).collect();
        if matches!(faces, Faces::Custom(_)) {
            Dist::normalize(&mut pts)?;
        }
        Ok(Dist {
            pts,
            denom: W::from_u64(u64::from(sides)),
            trunc: W::zero(),
        })
    }

    /// One die after its rerolls.
    fn settled<W: Weight>(&mut self, f: Dist<W>, rule: &RerollRule, span: Span) -> Res<Dist<W>> {
        let (hit, miss) = split(&f, |v| rule.on.matches(v));
        let mut r = W::zero();
        for (_, w) in &hit.pts {
            r.add_to(w)?;
        }
        if rule.cap_is_error {
            // Rerolled until a face settles: uniform over the settling faces.
            // The roll-time cap is a safety net of probability
            // (r/n)^(cap+1), not modelled.
            let denom = f.denom.sub(&r)?;
            if denom.is_zero() {
                return Err(Fail::Error(Error::new(
                    ErrorKind::NeverStops { what: "reroll" },
                    span,
                )));
            }
            return Ok(Dist {
                pts: miss.pts,
                denom,
                trunc: W::zero(),
            });
        }
        // At most `cap` rerolls, the last face standing: over n^(cap+1), a
        // settling face weighs c·Σ r^i n^(cap−i), a rerolled face c·r^cap.
        let n = &f.denom;
        let cap = u64::from(rule.cap);
        self.meter.charge(
            len64(&f.pts)
                .saturating_add(cap)
                .saturating_mul(f.denom.words().saturating_mul(cap + 1)),
            span,
        )?;
        let mut geo = W::zero();
        for i in 0..=cap {
            geo.add_to(&r.pow(i)?.mul(&n.pow(cap - i)?)?)?;
        }
        let last = r.pow(cap)?;
        let mut pts = Vec::with_capacity(f.pts.len());
        for (v, c) in &f.pts {
            let w = if rule.on.matches(*v) {
                c.mul(&last)?
            } else {
                c.mul(&geo)?
            };
            pts.push((*v, w));
        }
        Dist::normalize(&mut pts)?;
        Ok(Dist {
            pts,
            denom: n.pow(cap + 1)?,
            trunc: W::zero(),
        })
    }

    /// The total of one explosion chain: the first die counts `f0` of its
    /// value, each extra die `fx`. Built from the last possible extra die
    /// back to the first: `R_k = N + E ⊕ R_(k+1)`.
    #[allow(clippy::too_many_arguments)]
    fn chain<W: Weight>(
        &mut self,
        s: &Dist<W>,
        rule: &ExplodeRule,
        f0: &dyn Fn(i64) -> Option<i64>,
        fx: &dyn Fn(i64) -> Option<i64>,
        span: Span,
    ) -> Res<Dist<W>> {
        let (e, n) = split(s, |v| rule.on.matches(v));
        let (e0, n0) = (e.map(f0, span)?, n.map(f0, span)?);
        let (ex, nx) = (e.map(fx, span)?, n.map(fx, span)?);
        let level =
            |e: &Dist<W>, n: &Dist<W>, rest: Option<&Dist<W>>, w: &mut Self| -> Res<Dist<W>> {
                match rest {
                    None => {
                        // The last die allowed: exploding faces stop here, or
                        // are cut off when the cap is an error.
                        let e = if rule.cap_is_error {
                            all_truncated(e)?
                        } else {
                            e.clone()
                        };
                        mix(e, n, s.denom.clone())
                    }
                    Some(rest) => {
                        let on = add(e, rest, &mut w.meter, span)?;
                        let stop = n.scale(&rest.denom)?;
                        let denom = on.denom.clone();
                        mix(on, &stop, denom)
                    }
                }
            };
        let cap = rule.cap;
        let mut rest: Option<Dist<W>> = None;
        for k in (0..=cap).rev() {
            let (e, n) = if k == 0 { (&e0, &n0) } else { (&ex, &nx) };
            let next = level(e, n, rest.as_ref(), self)?;
            rest = Some(next);
        }
        rest.ok_or_else(|| overflow(span))
    }

    fn dice<W: Weight>(&mut self, node: &DiceNode) -> Res<Dist<W>> {
        let span = self.span_of(node.term);
        let f = self.faces::<W>(node.die.sides(), &node.faces, span)?;
        let s = match &node.reroll {
            None => f,
            Some(rule) => self.settled(f, rule, span)?,
        };
        let (min, max) = (node.min, node.max);
        let clamp = move |v: i64| {
            let v = min.map_or(v, |m| v.max(m));
            max.map_or(v, |m| v.min(m))
        };
        let g = score_or_value(node.target);
        let value = match &node.explode {
            None => s,
            Some(rule) if rule.kind == ExplodeKind::Compound => {
                self.chain(&s, rule, &Some, &Some, span)?
            }
            Some(rule) => {
                if node.keep.is_some() {
                    return Err(self.unsupported(
                        "keeping or dropping dice from a pool that grows by explosions",
                        span,
                    ));
                }
                let pen = i64::from(rule.kind == ExplodeKind::Penetrating);
                let f0 = |v: i64| Some(g(clamp(v)));
                let fx = |v: i64| v.checked_sub(pen).map(|v| g(clamp(v)));
                let chain = self.chain(&s, rule, &f0, &fx, span)?;
                return iid_sum(&chain, node.count, &mut self.meter, span);
            }
        };
        let die = value.map(|v| Some(clamp(v)), span)?;
        match node.keep {
            Some(keep) => {
                let range = keep.kept_range(node.count);
                iid_keep(
                    &die,
                    node.count,
                    range.start,
                    range.end,
                    &g,
                    &mut self.meter,
                    span,
                )
            }
            None => {
                let scored = die.map(|v| Some(g(v)), span)?;
                iid_sum(&scored, node.count, &mut self.meter, span)
            }
        }
    }

    fn group<W: Weight>(&mut self, node: &GroupNode) -> Res<Dist<W>> {
        let span = self.span_of(node.term);
        let mut items: Vec<Dist<W>> = Vec::with_capacity(node.items.len());
        for item in &node.items {
            items.push(self.node(item)?);
        }
        let g = score_or_value(node.target);
        let Some(keep) = node.keep else {
            let mut total: Dist<W> = Dist::point(0);
            for item in &items {
                let scored = item.map(|v| Some(g(v)), span)?;
                total = add(&total, &scored, &mut self.meter, span)?;
            }
            return Ok(total);
        };
        let m = u32::try_from(items.len()).map_err(|_| overflow(span))?;
        let range = keep.kept_range(m);
        if let Some((first, rest)) = items.split_first() {
            if rest.iter().all(|d| d == first) {
                return iid_keep(first, m, range.start, range.end, &g, &mut self.meter, span);
            }
        }
        self.enumerate(&items, range.start as usize..range.end as usize, &g, span)
    }

    /// Keep over members of different distributions: every combination of
    /// their outcomes, within the budget.
    fn enumerate<W: Weight>(
        &mut self,
        items: &[Dist<W>],
        kept: core::ops::Range<usize>,
        g: &dyn Fn(i64) -> i64,
        span: Span,
    ) -> Res<Dist<W>> {
        let mut combos: u64 = 1;
        for d in items {
            combos = combos.saturating_mul(len64(&d.pts));
        }
        let words: u64 = items.iter().map(|d| d.denom.words()).sum();
        self.meter.charge(
            combos.saturating_mul(len64(items)).saturating_mul(words),
            span,
        )?;
        let mut denom = W::one();
        let mut done = W::one();
        for d in items {
            denom = denom.mul(&d.denom)?;
            done = done.mul(&d.completed()?)?;
        }
        let trunc = denom.sub(&done)?;
        let mut map: BTreeMap<i64, W> = BTreeMap::new();
        if items.iter().any(|d| d.pts.is_empty()) {
            return Ok(Dist {
                pts: Vec::new(),
                denom,
                trunc,
            });
        }
        let mut at = alloc::vec![0usize; items.len()];
        let mut totals: Vec<i64> = Vec::with_capacity(items.len());
        loop {
            totals.clear();
            let mut w = W::one();
            for (d, &i) in items.iter().zip(&at) {
                let (v, x) = &d.pts[i];
                totals.push(*v);
                w = w.mul(x)?;
            }
            totals.sort_unstable();
            let mut sum: i64 = 0;
            for v in &totals[kept.clone()] {
                sum = sum.checked_add(g(*v)).ok_or_else(|| overflow(span))?;
            }
            map.entry(sum).or_insert_with(W::zero).add_to(&w)?;
            self.meter
                .outcomes(u64::try_from(map.len()).unwrap_or(u64::MAX), span)?;
            // Next combination, odometer style.
            let mut pos = 0;
            loop {
                if pos == items.len() {
                    let pts = map.into_iter().collect();
                    return Ok(Dist { pts, denom, trunc });
                }
                at[pos] += 1;
                if at[pos] < items[pos].pts.len() {
                    break;
                }
                at[pos] = 0;
                pos += 1;
            }
        }
    }
}
