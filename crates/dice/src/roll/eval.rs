//! The evaluator: every node of a plan, rolled into a [`Sink`] that records
//! every die or nothing.

use alloc::vec::Vec;

use osr_core::{Die, FaceSource};

use super::{DieRoll, ItemRoll, NoTrace, Sink};
use crate::plan::{DiceNode, ExplodeRule, Faces, Fast, GroupNode, Node, Pool, extreme, floor_div};
use crate::{BinaryOp, Error, ErrorKind, ExplodeKind, Keep, Limit, Plan, Target};

impl Plan {
    #[inline]
    pub(super) fn eval<S: FaceSource + ?Sized, K: Sink>(
        &self,
        node: &Node,
        source: &mut S,
        sink: &mut K,
    ) -> Result<i64, Error> {
        match node {
            Node::Const(v) => Ok(*v),
            Node::Sum(pool) => self.sum(pool, source, sink),
            Node::Keep(pool, lo, hi) if !K::TRACE => match Fast::of(node) {
                Fast::Sum(pool) => self.fast_sum(&pool, source),
                Fast::Extreme { pool, high, drop } => self.fast_extreme(&pool, high, drop, source),
                Fast::General => self.keep_plain(pool, *lo, *hi, source, sink),
            },
            Node::Keep(pool, lo, hi) => self.keep_plain(pool, *lo, *hi, source, sink),
            Node::Dice(dice) => self.dice_term(dice, source, sink),
            Node::Group(group) => self.group(group, source, sink),
            Node::Neg(inner) => {
                let v = self.eval(inner, source, sink)?;
                v.checked_neg().ok_or_else(|| self.overflow())
            }
            Node::Bin(op, lhs, rhs) => {
                let a = self.eval(lhs, source, sink)?;
                let b = self.eval(rhs, source, sink)?;
                let v = match op {
                    BinaryOp::Add => a.checked_add(b),
                    BinaryOp::Sub => a.checked_sub(b),
                    BinaryOp::Mul => a.checked_mul(b),
                    BinaryOp::Div => floor_div(a, b),
                };
                // Compilation proved the bounds, so this cannot fail; should
                // it ever, the answer is an error, not a wrapped number.
                v.ok_or_else(|| self.overflow())
            }
        }
    }

    #[cold]
    fn overflow(&self) -> Error {
        Error::new(ErrorKind::Overflow, self.span_of(0))
    }

    #[cold]
    fn face_error(&self, term: u32, err: osr_core::Error) -> Error {
        Error::new(ErrorKind::Face(err), self.span_of(term))
    }

    #[inline(always)]
    fn draw<S: FaceSource + ?Sized, K: Sink>(
        &self,
        term: u32,
        die: Die,
        source: &mut S,
        sink: &mut K,
    ) -> Result<(u32, usize), Error> {
        let face = match source.next_face(die) {
            Ok(face) => face,
            Err(err) => return Err(self.face_error(term, err)),
        };
        let index = if K::TRACE {
            sink.die(DieRoll {
                term,
                span: self.span_of(term),
                sides: die.sides(),
                face,
                value: i64::from(face),
                rerolled: false,
                exploded: false,
                extra: false,
                compounded: false,
                clamped: false,
                dropped: false,
                success: false,
                failure: false,
            })
        } else {
            0
        };
        Ok((face, index))
    }

    #[inline]
    pub(super) fn sum<S: FaceSource + ?Sized, K: Sink>(
        &self,
        pool: &Pool,
        source: &mut S,
        sink: &mut K,
    ) -> Result<i64, Error> {
        let mut total = pool.add;
        if K::TRACE {
            // Every die's record is laid out first; the loop then only
            // draws faces into them.
            let blank = self.blank(pool.term, pool.die);
            let (start, slots) = sink.blanks(&blank, pool.count as usize);
            let mut failed = None;
            for (i, slot) in slots.iter_mut().enumerate() {
                match source.next_face(pool.die) {
                    Ok(face) => {
                        slot.face = face;
                        slot.value = i64::from(face);
                        // Bounded as below.
                        total += i64::from(face);
                    }
                    Err(err) => {
                        failed = Some((i, err));
                        break;
                    }
                }
            }
            if let Some((drawn, err)) = failed {
                sink.truncate(start + drawn);
                return Err(self.face_error(pool.term, err));
            }
            return Ok(total);
        }
        for _ in 0..pool.count {
            let (face, _) = self.draw(pool.term, pool.die, source, sink)?;
            // Bounded by the plan's checked bounds: at most 10^4 dice of
            // at most 2^32 faces each, far inside i64.
            total += i64::from(face);
        }
        Ok(total)
    }

    /// The trace of a die of `term` before it is drawn: the face, value and
    /// marks are set per die by [`marked`].
    #[inline(always)]
    fn blank(&self, term: u32, die: Die) -> DieRoll {
        DieRoll {
            term,
            span: self.span_of(term),
            sides: die.sides(),
            face: 0,
            value: 0,
            rerolled: false,
            exploded: false,
            extra: false,
            compounded: false,
            clamped: false,
            dropped: false,
            success: false,
            failure: false,
        }
    }

    /// One face for the fast paths: no trace, the error built out of line.
    #[inline(always)]
    fn fast_face<S: FaceSource + ?Sized>(&self, pool: &Pool, source: &mut S) -> Result<u32, Error> {
        match source.next_face(pool.die) {
            Ok(face) => Ok(face),
            Err(err) => Err(self.face_error(pool.term, err)),
        }
    }

    /// `NdS+k`, traced nowhere.
    #[inline(always)]
    pub(super) fn fast_sum<S: FaceSource + ?Sized>(
        &self,
        pool: &Pool,
        source: &mut S,
    ) -> Result<i64, Error> {
        // Bounded by the plan's checked bounds: at most 10^4 dice of at most
        // 2^32 faces each, far inside i64.
        let mut total = pool.add;
        for _ in 0..pool.count {
            total += i64::from(self.fast_face(pool, source)?);
        }
        Ok(total)
    }

    /// Plain dice keeping or dropping one die at either end: tracks the
    /// extreme face instead of sorting; the dice drawn are the same.
    #[inline(always)]
    pub(super) fn fast_extreme<S: FaceSource + ?Sized>(
        &self,
        pool: &Pool,
        high: bool,
        drop: bool,
        source: &mut S,
    ) -> Result<i64, Error> {
        // A keep plan has at least two dice (one kept, one not).
        let first = self.fast_face(pool, source)?;
        let mut sum = i64::from(first);
        let mut extreme = first;
        for _ in 1..pool.count {
            let face = self.fast_face(pool, source)?;
            sum += i64::from(face);
            extreme = if high {
                extreme.max(face)
            } else {
                extreme.min(face)
            };
        }
        // `drop`: all but the extreme die count; otherwise only it does.
        let kept = if drop {
            sum - i64::from(extreme)
        } else {
            i64::from(extreme)
        };
        Ok(pool.add + kept)
    }

    /// Plain dice with keep or drop: sorts the faces.
    #[inline(never)]
    fn keep_plain<S: FaceSource + ?Sized, K: Sink>(
        &self,
        pool: &Pool,
        lo: u32,
        hi: u32,
        source: &mut S,
        sink: &mut K,
    ) -> Result<i64, Error> {
        if K::TRACE {
            return self.keep_traced(pool, lo, hi, source, sink);
        }
        const INLINE: usize = 32;
        let n = pool.count as usize;
        let mut inline = [0u32; INLINE];
        let mut heap = Vec::new();
        let faces: &mut [u32] = if n <= INLINE {
            &mut inline[..n]
        } else {
            heap.resize(n, 0);
            &mut heap
        };
        fill_faces(pool.die, source, faces).map_err(|(_, err)| self.face_error(pool.term, err))?;
        faces.sort_unstable();
        let kept: i64 = faces[lo as usize..hi as usize]
            .iter()
            .map(|&f| i64::from(f))
            .sum();
        Ok(pool.add + kept)
    }

    /// [`keep_plain`](Self::keep_plain) with every die recorded: the
    /// records are laid out first and filled as the dice are drawn, then
    /// the dice not kept marked dropped; among equal faces, the earlier die
    /// ranks lower.
    fn keep_traced<S: FaceSource + ?Sized, K: Sink>(
        &self,
        pool: &Pool,
        lo: u32,
        hi: u32,
        source: &mut S,
        sink: &mut K,
    ) -> Result<i64, Error> {
        const INLINE: usize = 32;
        let n = pool.count as usize;
        let blank = self.blank(pool.term, pool.die);
        let (start, slots) = sink.blanks(&blank, n);
        let mut failed = None;
        let mut sum: i64 = 0;
        for (i, slot) in slots.iter_mut().enumerate() {
            match source.next_face(pool.die) {
                Ok(face) => {
                    slot.face = face;
                    slot.value = i64::from(face);
                    // Bounded by the plan's checked bounds.
                    sum += i64::from(face);
                }
                Err(err) => {
                    failed = Some((i, err));
                    break;
                }
            }
        }
        if let Some((drawn, err)) = failed {
            sink.truncate(start + drawn);
            return Err(self.face_error(pool.term, err));
        }
        if let Some((high, drop)) = extreme(pool.count, lo, hi) {
            // The die at the end: the latest of the highest faces (it ranks
            // highest), or the earliest of the lowest.
            let mut at = 0;
            for (i, slot) in slots.iter().enumerate().skip(1) {
                let better = if high {
                    slot.face >= slots[at].face
                } else {
                    slot.face < slots[at].face
                };
                if better {
                    at = i;
                }
            }
            let face = i64::from(slots[at].face);
            if drop {
                slots[at].dropped = true;
                return Ok(pool.add + sum - face);
            }
            for (i, slot) in slots.iter_mut().enumerate() {
                slot.dropped = i != at;
            }
            return Ok(pool.add + face);
        }
        // Rank the dice.
        let mut inline_order = [0usize; INLINE];
        let mut heap_order = Vec::new();
        let order: &mut [usize] = if n <= INLINE {
            &mut inline_order[..n]
        } else {
            heap_order.resize(n, 0);
            &mut heap_order
        };
        for (i, slot) in order.iter_mut().enumerate() {
            *slot = i;
        }
        if n <= INLINE {
            // Insertion sort, stable: cheapest for a handful of dice.
            for i in 1..n {
                let mut j = i;
                while j > 0 && slots[order[j - 1]].face > slots[order[j]].face {
                    order.swap(j - 1, j);
                    j -= 1;
                }
            }
        } else {
            order.sort_by_key(|&i| slots[i].face);
        }
        let mut kept: i64 = 0;
        for (rank, &i) in order.iter().enumerate() {
            let rank = u32::try_from(rank).unwrap_or(u32::MAX);
            if (lo..hi).contains(&rank) {
                kept += i64::from(slots[i].face);
            } else {
                slots[i].dropped = true;
            }
        }
        Ok(pool.add + kept)
    }

    fn dice_term<S: FaceSource + ?Sized, K: Sink>(
        &self,
        node: &DiceNode,
        source: &mut S,
        sink: &mut K,
    ) -> Result<i64, Error> {
        if !K::TRACE {
            if let Some(total) = self.summed_total(node, source) {
                return total;
            }
        } else if let Some(total) = self.summed_traced(node, source, sink) {
            return total;
        }
        let mut state = TermState {
            node,
            total: 0,
            pool: Vec::new(),
        };
        if node.keep.is_some() {
            state.pool.reserve(node.max_pool.min(4096) as usize);
        }
        for _ in 0..node.count {
            let (raw, index) = self.settled(node, source, sink)?;
            match &node.explode {
                None => state.emit(raw, index, sink),
                Some(rule) => self.explode(rule, raw, index, &mut state, source, sink)?,
            }
        }
        if let Some(keep) = node.keep {
            state.finish_keep(keep, sink);
        }
        Ok(state.total)
    }

    /// The total of a term whose dice are simply summed, exploding or not
    /// (`10d6!`, `4dF`), traced nowhere: the same draws as the general path
    /// without its per-die bookkeeping. `None` for any other term.
    #[inline]
    fn summed_total<S: FaceSource + ?Sized>(
        &self,
        node: &DiceNode,
        source: &mut S,
    ) -> Option<Result<i64, Error>> {
        let Faces::Offset(offset) = node.faces else {
            return None;
        };
        if node.reroll.is_some()
            || node.min.is_some()
            || node.max.is_some()
            || node.keep.is_some()
            || node.target.is_some()
        {
            return None;
        }
        let mut draw = || {
            self.draw(node.term, node.die, source, &mut NoTrace)
                .map(|(face, _)| i64::from(face) + offset)
        };
        let mut total: i64 = 0;
        match &node.explode {
            None => {
                for _ in 0..node.count {
                    match draw() {
                        Ok(value) => total += value,
                        Err(err) => return Some(Err(err)),
                    }
                }
            }
            Some(rule) if rule.kind == ExplodeKind::Standard => {
                for _ in 0..node.count {
                    let mut extra = 0;
                    loop {
                        let value = match draw() {
                            Ok(value) => value,
                            Err(err) => return Some(Err(err)),
                        };
                        // Bounded by the plan's checked bounds.
                        total += value;
                        if !rule.on.matches(value) {
                            break;
                        }
                        match self.may_go_on(
                            node.term,
                            extra,
                            rule.cap,
                            rule.cap_is_error,
                            Limit::Explosions,
                        ) {
                            Ok(true) => {}
                            Ok(false) => break,
                            Err(err) => return Some(Err(err)),
                        }
                        extra += 1;
                    }
                }
            }
            Some(_) => return None,
        }
        Some(Ok(total))
    }

    /// [`summed_total`](Self::summed_total) with every die recorded: the
    /// faces and their marks are kept in a batch and recorded a batch at a
    /// time, so the drawing loop does nothing else. `None` for any term
    /// [`summed_total`](Self::summed_total) does not take.
    #[inline]
    fn summed_traced<S: FaceSource + ?Sized, K: Sink>(
        &self,
        node: &DiceNode,
        source: &mut S,
        sink: &mut K,
    ) -> Option<Result<i64, Error>> {
        let Faces::Offset(offset) = node.faces else {
            return None;
        };
        if node.reroll.is_some()
            || node.min.is_some()
            || node.max.is_some()
            || node.keep.is_some()
            || node.target.is_some()
        {
            return None;
        }
        let rule = match &node.explode {
            None => None,
            Some(rule) if rule.kind == ExplodeKind::Standard => Some(rule),
            Some(_) => return None,
        };
        let mut batch = Batch {
            blank: self.blank(node.term, node.die),
            offset,
            faces: [0; BATCH],
            marks: [0; BATCH],
            len: 0,
        };
        let mut total: i64 = 0;
        for _ in 0..node.count {
            let mut extra = 0;
            loop {
                let face = match source.next_face(node.die) {
                    Ok(face) => face,
                    Err(err) => {
                        batch.flush(sink);
                        return Some(Err(self.face_error(node.term, err)));
                    }
                };
                let value = i64::from(face) + offset;
                // Bounded by the plan's checked bounds.
                total += value;
                let mark = if extra > 0 { EXTRA } else { 0 };
                let explodes = match rule {
                    Some(rule) if rule.on.matches(value) => match self.may_go_on(
                        node.term,
                        extra,
                        rule.cap,
                        rule.cap_is_error,
                        Limit::Explosions,
                    ) {
                        Ok(go_on) => go_on,
                        Err(err) => {
                            batch.push(face, mark, sink);
                            batch.flush(sink);
                            return Some(Err(err));
                        }
                    },
                    _ => false,
                };
                if !explodes {
                    batch.push(face, mark, sink);
                    break;
                }
                batch.push(face, mark | EXPLODED, sink);
                extra += 1;
            }
        }
        batch.flush(sink);
        Some(Ok(total))
    }

    /// Draws one die and rerolls it as the term says; returns its value and
    /// its trace index.
    #[inline]
    fn settled<S: FaceSource + ?Sized, K: Sink>(
        &self,
        node: &DiceNode,
        source: &mut S,
        sink: &mut K,
    ) -> Result<(i64, usize), Error> {
        let (face, mut index) = self.draw(node.term, node.die, source, sink)?;
        let mut value = node.faces.value(face);
        if K::TRACE {
            set_value(sink, index, value);
        }
        if let Some(rule) = &node.reroll {
            let mut rerolls = 0;
            while rule.on.matches(value) {
                if !self.may_go_on(
                    node.term,
                    rerolls,
                    rule.cap,
                    rule.cap_is_error,
                    Limit::Rerolls,
                )? {
                    break;
                }
                if let Some(die) = sink.die_mut(index) {
                    die.rerolled = true;
                }
                let (face, next) = self.draw(node.term, node.die, source, sink)?;
                index = next;
                value = node.faces.value(face);
                if K::TRACE {
                    set_value(sink, index, value);
                }
                rerolls += 1;
            }
        }
        Ok((value, index))
    }

    /// Whether a chain of rerolls or explosions may take another step after
    /// `done`: below its cap it may; at the cap it stops, or fails when the
    /// cap is the plan's limit rather than one the notation wrote.
    #[inline(always)]
    fn may_go_on(
        &self,
        term: u32,
        done: u32,
        cap: u32,
        cap_is_error: bool,
        limit: Limit,
    ) -> Result<bool, Error> {
        if done < cap {
            Ok(true)
        } else if cap_is_error {
            Err(self.reached(term, limit, cap))
        } else {
            Ok(false)
        }
    }

    #[cold]
    fn reached(&self, term: u32, limit: Limit, max: u32) -> Error {
        Error::new(
            ErrorKind::LimitReached {
                limit,
                max: u64::from(max),
            },
            self.span_of(term),
        )
    }

    fn explode<S: FaceSource + ?Sized, K: Sink>(
        &self,
        rule: &ExplodeRule,
        first: i64,
        first_index: usize,
        state: &mut TermState<'_>,
        source: &mut S,
        sink: &mut K,
    ) -> Result<(), Error> {
        let node = state.node;
        let mut raw = first;
        let mut index = first_index;
        let mut compound = first;
        if rule.kind != ExplodeKind::Compound {
            state.emit(first, first_index, sink);
        }
        let mut extra = 0;
        while rule.on.matches(raw) {
            if !self.may_go_on(
                node.term,
                extra,
                rule.cap,
                rule.cap_is_error,
                Limit::Explosions,
            )? {
                break;
            }
            if let Some(die) = sink.die_mut(index) {
                die.exploded = true;
            }
            let (next_raw, next) = self.settled(node, source, sink)?;
            raw = next_raw;
            index = next;
            extra += 1;
            if let Some(die) = sink.die_mut(index) {
                die.extra = true;
                die.compounded = rule.kind == ExplodeKind::Compound;
            }
            match rule.kind {
                ExplodeKind::Standard => state.emit(raw, index, sink),
                ExplodeKind::Penetrating => state.emit(raw - 1, index, sink),
                // Bounded: at most (cap + 1) values, checked at compile time.
                ExplodeKind::Compound => compound += raw,
            }
        }
        if rule.kind == ExplodeKind::Compound {
            state.emit(compound, first_index, sink);
        }
        Ok(())
    }

    fn group<S: FaceSource + ?Sized, K: Sink>(
        &self,
        node: &GroupNode,
        source: &mut S,
        sink: &mut K,
    ) -> Result<i64, Error> {
        let span = self.span_of(node.term);
        let mut totals: Vec<(i64, usize)> = Vec::with_capacity(node.items.len());
        for (i, item) in node.items.iter().enumerate() {
            let total = self.eval(item, source, sink)?;
            let index = sink.item(ItemRoll {
                term: node.term,
                span,
                index: u32::try_from(i).unwrap_or(u32::MAX),
                total,
                dropped: false,
                success: false,
                failure: false,
            });
            totals.push((total, index));
        }
        let kept = match node.keep {
            None => 0..totals.len(),
            Some(keep) => {
                // Stable: among equal totals, the earlier member ranks lower.
                totals.sort_by_key(|&(total, _)| total);
                let n = u32::try_from(totals.len()).unwrap_or(u32::MAX);
                let range = keep.kept_range(n);
                range.start as usize..range.end as usize
            }
        };
        let mut sum: i64 = 0;
        for (rank, &(total, index)) in totals.iter().enumerate() {
            if !kept.contains(&rank) {
                if let Some(item) = sink.item_mut(index) {
                    item.dropped = true;
                }
                continue;
            }
            let counted = match node.target {
                None => total,
                Some(target) => {
                    let score = target.score(total);
                    if let Some(item) = sink.item_mut(index) {
                        item.success = score > 0;
                        item.failure = score < 0;
                    }
                    score
                }
            };
            sum = sum.checked_add(counted).ok_or_else(|| self.overflow())?;
        }
        Ok(sum)
    }
}

/// Faces drawn at a time by the traced paths before they are recorded.
const BATCH: usize = 16;
/// Marks of a die for [`marked`].
const EXPLODED: u8 = 1;
const EXTRA: u8 = 2;
const DROPPED: u8 = 4;

/// `blank` drawn as `face`, counting `value`, with the marks of `marks`
/// ([`EXPLODED`], [`EXTRA`], [`DROPPED`]) set.
#[inline(always)]
fn marked(blank: &DieRoll, face: u32, value: i64, marks: u8) -> DieRoll {
    DieRoll {
        face,
        value,
        exploded: marks & EXPLODED != 0,
        extra: marks & EXTRA != 0,
        dropped: marks & DROPPED != 0,
        ..*blank
    }
}

/// Fills `faces` from `source`; on failure, the index of the face that
/// failed (the count of faces drawn) and the error.
#[inline(always)]
fn fill_faces<S: FaceSource + ?Sized>(
    die: Die,
    source: &mut S,
    faces: &mut [u32],
) -> Result<usize, (usize, osr_core::Error)> {
    for (i, slot) in faces.iter_mut().enumerate() {
        match source.next_face(die) {
            Ok(face) => *slot = face,
            Err(err) => return Err((i, err)),
        }
    }
    Ok(faces.len())
}

#[inline(always)]
fn set_value<K: Sink>(sink: &mut K, index: usize, value: i64) {
    if let Some(die) = sink.die_mut(index) {
        die.value = value;
    }
}

/// Dice drawn but not yet recorded: their faces and marks.
struct Batch {
    blank: DieRoll,
    /// What a face counts over its number (`dF`: -2).
    offset: i64,
    faces: [u32; BATCH],
    marks: [u8; BATCH],
    len: usize,
}

impl Batch {
    #[inline(always)]
    fn push<K: Sink>(&mut self, face: u32, mark: u8, sink: &mut K) {
        if self.len == BATCH {
            self.flush(sink);
        }
        self.faces[self.len] = face;
        self.marks[self.len] = mark;
        self.len += 1;
    }

    #[inline]
    fn flush<K: Sink>(&mut self, sink: &mut K) {
        let (blank, offset) = (&self.blank, self.offset);
        sink.dice(
            self.faces[..self.len]
                .iter()
                .zip(&self.marks[..self.len])
                .map(|(&face, &mark)| marked(blank, face, i64::from(face) + offset, mark)),
        );
        self.len = 0;
    }
}

/// The running state of one dice term: its total, or its pool when dice are
/// kept or dropped.
struct TermState<'a> {
    node: &'a DiceNode,
    total: i64,
    pool: Vec<(i64, usize)>,
}

impl TermState<'_> {
    /// A die joins the pool with `value` (clamps applied here).
    #[inline]
    fn emit<K: Sink>(&mut self, value: i64, index: usize, sink: &mut K) {
        let mut v = value;
        if let Some(min) = self.node.min {
            v = v.max(min);
        }
        if let Some(max) = self.node.max {
            v = v.min(max);
        }
        if let Some(die) = sink.die_mut(index) {
            die.clamped = v != value;
            die.value = v;
        }
        if self.node.keep.is_some() {
            self.pool.push((v, index));
        } else {
            self.count(v, index, sink);
        }
    }

    #[inline]
    fn count<K: Sink>(&mut self, value: i64, index: usize, sink: &mut K) {
        // Bounded by the plan's checked bounds.
        self.total += match self.node.target {
            None => value,
            Some(target) => score(target, value, index, sink),
        };
    }

    fn finish_keep<K: Sink>(&mut self, keep: Keep, sink: &mut K) {
        let mut pool = core::mem::take(&mut self.pool);
        // Stable: among equal values, the earlier die ranks lower.
        pool.sort_by_key(|&(value, _)| value);
        let n = u32::try_from(pool.len()).unwrap_or(u32::MAX);
        let kept = keep.kept_range(n);
        for (rank, &(value, index)) in pool.iter().enumerate() {
            let rank = u32::try_from(rank).unwrap_or(u32::MAX);
            if kept.contains(&rank) {
                self.count(value, index, sink);
            } else if let Some(die) = sink.die_mut(index) {
                die.dropped = true;
            }
        }
    }
}

#[inline]
fn score<K: Sink>(target: Target, value: i64, index: usize, sink: &mut K) -> i64 {
    let s = target.score(value);
    if let Some(die) = sink.die_mut(index) {
        die.success = s > 0;
        die.failure = s < 0;
    }
    s
}
