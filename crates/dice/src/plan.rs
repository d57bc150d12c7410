//! Compiling a notation into a reusable [`Plan`]: limits, bounds and
//! never-stopping conditions are all checked here, before anything is rolled.

use alloc::boxed::Box;
use alloc::vec::Vec;

use osr_core::Die;

use crate::{
    BinaryOp, Compare, CompareOp, DiceTerm, Error, ErrorKind, ExplodeKind, Expr, Group, Keep,
    Limit, Limits, Notation, Sides, Span, Target, parse_with,
};

/// Parses and compiles `notation` in one step, with no variables bound.
///
/// # Errors
///
/// Any [`parse`](crate::parse) error, or a compile error as for
/// [`Plan::new`].
///
/// # Examples
///
/// ```
/// use osr_dice::{Limits, compile};
///
/// let plan = compile("4d6kh3", &Limits::default())?;
/// assert_eq!((plan.min(), plan.max()), (3, 18));
///
/// let mut rng = osr_core::SuppliedFaces::new(&[6, 5, 3, 2]);
/// assert_eq!(plan.roll_total(&mut rng)?, 14);
/// # Ok::<(), osr_dice::Error>(())
/// ```
pub fn compile(notation: &str, limits: &Limits) -> Result<Plan, Error> {
    Plan::new(&parse_with(notation, limits)?, limits)
}

/// A compiled dice expression: checked against [`Limits`], with its bounds
/// known, ready to roll any number of times.
///
/// Roll it with [`roll_total`](Plan::roll_total) (the fast path, the total
/// only) or [`roll`](Plan::roll) (every die, as a [`Roll`](crate::Roll)
/// trace); weigh it with [`distribution`](Plan::distribution).
///
/// # Examples
///
/// ```
/// use osr_dice::{Limits, Plan, parse};
///
/// // Cairn House Rules print `Ld6` for "d6 per spell level".
/// let fireball = Plan::with_vars(&parse("Ld6")?, &Limits::default(), &[("L", 3)])?;
/// assert_eq!((fireball.min(), fireball.max()), (3, 18));
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Plan {
    pub(crate) root: Node,
    /// The root's shape when it is plain dice, decided once at compile time
    /// so the total-only path dispatches on it directly.
    pub(crate) fast: Fast,
    pub(crate) notation: Notation,
    pub(crate) min: i64,
    pub(crate) max: i64,
    pub(crate) work: u64,
    pub(crate) dice: u64,
}

/// A node of a compiled plan. Counts, sides and variables are resolved;
/// plain dice have fast paths of their own.
#[derive(Debug, Clone)]
pub(crate) enum Node {
    Const(i64),
    /// `count` dice with faces 1..=sides, summed, plus `add`.
    Sum(Pool),
    /// `count` plain dice, the sorted positions `lo..hi` kept and summed, plus `add`.
    Keep(Pool, u32, u32),
    /// Anything else a dice term can do.
    Dice(Box<DiceNode>),
    Group(Box<GroupNode>),
    Neg(Box<Self>),
    Bin(BinaryOp, Box<Self>, Box<Self>),
}

/// Shapes of plain dice the total-only path rolls without the general
/// evaluator.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Fast {
    /// Not plain dice at the root: use the evaluator.
    General,
    /// `NdS+k`.
    Sum(Pool),
    /// Plain dice keeping one extreme or dropping one: `2d20kh1`, `4d6kh3`.
    /// `high`: the extreme is the highest face; `drop`: it is the one
    /// dropped rather than the one kept.
    Extreme { pool: Pool, high: bool, drop: bool },
}

impl Fast {
    pub(crate) fn of(root: &Node) -> Self {
        match root {
            // The fast paths draw the first die before their loop.
            Node::Sum(pool) | Node::Keep(pool, ..) if pool.count == 0 => Self::General,
            Node::Sum(pool) => Self::Sum(*pool),
            Node::Keep(pool, lo, hi) => {
                if hi - lo == pool.count {
                    return Self::Sum(*pool);
                }
                match extreme(pool.count, *lo, *hi) {
                    Some((high, drop)) => Self::Extreme {
                        pool: *pool,
                        high,
                        drop,
                    },
                    None => Self::General,
                }
            }
            _ => Self::General,
        }
    }
}

/// Whether keeping the sorted positions `lo..hi` of `n` dice (not all of
/// them) keeps or drops one die at an end: `(high, drop)`, where `high`
/// says the die is the highest rather than the lowest, and `drop` that it is
/// the one dropped rather than the one kept.
pub(crate) fn extreme(n: u32, lo: u32, hi: u32) -> Option<(bool, bool)> {
    let kept = hi - lo;
    match (kept, lo) {
        (1, _) if hi == n => Some((true, false)),
        (1, 0) => Some((false, false)),
        (_, 1) if kept + 1 == n => Some((false, true)),
        (_, 0) if kept + 1 == n => Some((true, true)),
        _ => None,
    }
}

/// Plain dice: `count` dice of `die`, each counting its face, plus `add`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Pool {
    pub(crate) term: u32,
    pub(crate) count: u32,
    pub(crate) die: Die,
    pub(crate) add: i64,
}

/// The values a die's faces count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Faces {
    /// Face `f` counts `f + offset` (0 for `dN` and `d%`, -2 for `dF`).
    Offset(i64),
    /// Face `f` counts `values[f - 1]`.
    Custom(Vec<i64>),
}

impl Faces {
    /// The lowest and highest value of a die with `sides` faces.
    pub(crate) fn range(&self, sides: u32) -> (i64, i64) {
        match self {
            Self::Offset(offset) => (1 + offset, i64::from(sides) + offset),
            Self::Custom(values) => (
                values.iter().copied().min().unwrap_or(0),
                values.iter().copied().max().unwrap_or(0),
            ),
        }
    }

    /// Face values, ascending, among which the lowest and highest value
    /// meeting (or failing) any combination of `conditions` are found: all
    /// values of a custom die; for `dN`, the ends of the range and the
    /// values next to each condition's threshold.
    pub(crate) fn candidates(
        &self,
        sides: u32,
        conditions: &[Compare],
    ) -> alloc::vec::IntoIter<i64> {
        let (lo, hi) = self.range(sides);
        let mut values: Vec<i64> = match self {
            Self::Custom(values) => values.clone(),
            Self::Offset(_) => {
                let mut v = alloc::vec![lo, hi];
                for c in conditions {
                    for x in [
                        c.value.saturating_sub(1),
                        c.value,
                        c.value.saturating_add(1),
                    ] {
                        if (lo..=hi).contains(&x) {
                            v.push(x);
                        }
                    }
                }
                v
            }
        };
        values.sort_unstable();
        values.dedup();
        values.into_iter()
    }

    #[inline]
    pub(crate) fn value(&self, face: u32) -> i64 {
        match self {
            Self::Offset(offset) => i64::from(face) + offset,
            Self::Custom(values) => values[face as usize - 1],
        }
    }
}

/// A condition on a face's value: any of the comparisons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Condition(pub(crate) Vec<Compare>);

impl Condition {
    #[inline]
    pub(crate) fn matches(&self, value: i64) -> bool {
        self.0.iter().any(|c| c.matches(value))
    }
}

#[derive(Debug, Clone)]
pub(crate) struct RerollRule {
    pub(crate) on: Condition,
    /// The most rerolls of one die: 1 for `ro`.
    pub(crate) cap: u32,
    /// Whether reaching `cap` with the condition still met is an error
    /// (repeated rerolls) or simply stops (`ro`).
    pub(crate) cap_is_error: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct ExplodeRule {
    pub(crate) kind: ExplodeKind,
    pub(crate) on: Compare,
    /// The most extra dice per die.
    pub(crate) cap: u32,
    /// Whether reaching `cap` with the condition still met is an error
    /// (no cap was written) or simply stops (`oN`).
    pub(crate) cap_is_error: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct DiceNode {
    pub(crate) term: u32,
    pub(crate) count: u32,
    pub(crate) die: Die,
    pub(crate) faces: Faces,
    pub(crate) reroll: Option<RerollRule>,
    pub(crate) explode: Option<ExplodeRule>,
    pub(crate) min: Option<i64>,
    pub(crate) max: Option<i64>,
    pub(crate) keep: Option<Keep>,
    pub(crate) target: Option<Target>,
    /// The most dice the pool can hold (with standard or penetrating explosions).
    pub(crate) max_pool: u32,
}

#[derive(Debug, Clone)]
pub(crate) struct GroupNode {
    pub(crate) term: u32,
    pub(crate) items: Vec<Node>,
    pub(crate) keep: Option<Keep>,
    pub(crate) target: Option<Target>,
}

impl Plan {
    /// Compiles a parsed notation with no variables bound.
    ///
    /// # Errors
    ///
    /// [`Error`] with the span of the node at fault: a limit exceeded
    /// (dice, faces, explosions, rerolls, work, depth), an unbound variable,
    /// a dice count with dice in it or below zero, a die with no faces, a
    /// condition that never stops, `min` above `max`, a divisor that can be
    /// zero, or a total that could overflow 64 bits.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{ErrorKind, Limits, Plan, parse};
    ///
    /// let err = Plan::new(&parse("d1!")?, &Limits::default()).unwrap_err();
    /// assert_eq!(err.kind(), &ErrorKind::NeverStops { what: "explode" });
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn new(notation: &Notation, limits: &Limits) -> Result<Self, Error> {
        Self::with_vars(notation, limits, &[])
    }

    /// Compiles a parsed notation with values for its variables.
    ///
    /// # Errors
    ///
    /// As [`Plan::new`]; a variable not in `vars` is
    /// [`ErrorKind::Unbound`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Limits, Plan, parse};
    ///
    /// let plan = Plan::with_vars(&parse("(@level+1)d4")?, &Limits::default(), &[("level", 2)])?;
    /// assert_eq!(plan.max(), 12);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn with_vars(
        notation: &Notation,
        limits: &Limits,
        vars: &[(&str, i64)],
    ) -> Result<Self, Error> {
        let mut compiler = Compiler {
            notation,
            spans: &notation.spans,
            limits,
            vars,
            next: 0,
            dice: 0,
            work: 0,
        };
        let (root, bounds) = compiler.node(&notation.expr, 0)?;
        Ok(Self {
            fast: Fast::of(&root),
            root,
            notation: notation.clone(),
            min: bounds.0,
            max: bounds.1,
            work: compiler.work,
            dice: compiler.dice,
        })
    }

    /// The smallest total a roll can give.
    #[must_use]
    pub fn min(&self) -> i64 {
        self.min
    }

    /// The largest total a roll can give.
    #[must_use]
    pub fn max(&self) -> i64 {
        self.max
    }

    /// The most faces one roll can draw: every die with all its explosions
    /// and rerolls.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Limits, compile};
    ///
    /// assert_eq!(compile("3d6", &Limits::default())?.worst_case_faces(), 3);
    /// assert_eq!(compile("2d6!o3", &Limits::default())?.worst_case_faces(), 8);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn worst_case_faces(&self) -> u64 {
        self.work
    }

    /// Dice rolled before explosions and rerolls.
    #[must_use]
    pub fn dice(&self) -> u64 {
        self.dice
    }

    /// The notation the plan was compiled from.
    #[must_use]
    pub fn notation(&self) -> &Notation {
        &self.notation
    }
}

/// The canonical text of the notation: parsed with [`str::parse`] it
/// compiles to a plan of the same text.
impl core::fmt::Display for Plan {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.notation.fmt(f)
    }
}

/// Parses and compiles with the default [`Limits`] and no variables, as
/// [`compile`] does.
///
/// # Examples
///
/// ```
/// use osr_dice::Plan;
///
/// let plan: Plan = "4d6kh3 + 2".parse()?;
/// assert_eq!(plan.to_string(), "4d6kh3+2");
/// let again: Plan = plan.to_string().parse()?;
/// assert_eq!(again.to_string(), plan.to_string());
/// assert!("4d6kh5".parse::<Plan>().is_err());
/// # Ok::<(), osr_dice::Error>(())
/// ```
impl core::str::FromStr for Plan {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        compile(text, &Limits::DEFAULT)
    }
}

type Bounds = (i64, i64);

struct Compiler<'a> {
    notation: &'a Notation,
    spans: &'a [Span],
    limits: &'a Limits,
    vars: &'a [(&'a str, i64)],
    /// Pre-order index of the next node.
    next: usize,
    dice: u64,
    work: u64,
}

fn fit(lo: i128, hi: i128, span: Span) -> Result<Bounds, Error> {
    match (i64::try_from(lo), i64::try_from(hi)) {
        (Ok(lo), Ok(hi)) => Ok((lo, hi)),
        _ => Err(Error::new(ErrorKind::Overflow, span)),
    }
}

/// Floor division, as `/` means in dice notation.
#[inline]
pub(crate) fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

fn floor_div_wide(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// Bounds of `lhs op rhs` from the operands' bounds.
pub(crate) fn combine(op: BinaryOp, l: Bounds, r: Bounds, span: Span) -> Result<Bounds, Error> {
    let (a, b, c, d) = (
        i128::from(l.0),
        i128::from(l.1),
        i128::from(r.0),
        i128::from(r.1),
    );
    let corners = |f: fn(i128, i128) -> i128| {
        let v = [f(a, c), f(a, d), f(b, c), f(b, d)];
        (
            v.iter().copied().min().unwrap_or(0),
            v.iter().copied().max().unwrap_or(0),
        )
    };
    let (lo, hi) = match op {
        BinaryOp::Add => (a + c, b + d),
        BinaryOp::Sub => (a - d, b - c),
        BinaryOp::Mul => corners(|x, y| x * y),
        BinaryOp::Div => {
            if c <= 0 && d >= 0 {
                return Err(Error::new(ErrorKind::DivisionByZero, span));
            }
            corners(floor_div_wide)
        }
    };
    fit(lo, hi, span)
}

fn keep_count_range(keep: Option<Keep>, pool: (u32, u32)) -> (u32, u32) {
    match keep {
        None => pool,
        Some(k) => {
            let at = |n: u32| {
                let r = k.kept_range(n);
                r.end - r.start
            };
            let (x, y) = (at(pool.0), at(pool.1));
            (x.min(y), x.max(y))
        }
    }
}

/// Bounds of a sum of between `count.0` and `count.1` values, each in `value`.
fn sum_bounds(count: (u32, u32), value: Bounds, span: Span) -> Result<Bounds, Error> {
    let (c0, c1) = (i128::from(count.0), i128::from(count.1));
    let (v0, v1) = (i128::from(value.0), i128::from(value.1));
    let lo = (c0 * v0).min(c1 * v0);
    let hi = (c0 * v1).max(c1 * v1);
    fit(lo, hi, span)
}

/// Bounds of a success count over between `count.0` and `count.1` items.
fn target_bounds(target: Target, count: (u32, u32)) -> Bounds {
    let n = i64::from(count.1);
    (if target.failure.is_some() { -n } else { 0 }, n)
}

impl Compiler<'_> {
    fn span(&self, index: usize) -> Span {
        self.spans.get(index).copied().unwrap_or_default()
    }

    fn limit(&self, limit: Limit, needed: u64, max: u64, span: Span) -> Error {
        Error::new(ErrorKind::Limit { limit, needed, max }, span)
    }

    fn node(&mut self, expr: &Expr, depth: u32) -> Result<(Node, Bounds), Error> {
        let index = self.next;
        self.next += 1;
        let span = self.span(index);
        if depth > self.limits.max_depth {
            return Err(self.limit(
                Limit::Depth,
                u64::from(depth),
                u64::from(self.limits.max_depth),
                span,
            ));
        }
        match expr {
            Expr::Number(n) => Ok((Node::Const(*n), (*n, *n))),
            Expr::Var(name) => {
                let value = self.var(name, span)?;
                Ok((Node::Const(value), (value, value)))
            }
            Expr::Label(inner, _) => self.node(inner, depth + 1),
            Expr::Neg(inner) => {
                let (node, (lo, hi)) = self.node(inner, depth + 1)?;
                let bounds = fit(-i128::from(hi), -i128::from(lo), span)?;
                Ok(match node {
                    Node::Const(v) => (Node::Const(-v), bounds),
                    node => (Node::Neg(Box::new(node)), bounds),
                })
            }
            Expr::Binary(op, lhs, rhs) => {
                let (l, lb) = self.node(lhs, depth + 1)?;
                let (r, rb) = self.node(rhs, depth + 1)?;
                let bounds = combine(*op, lb, rb, span)?;
                Ok((fold(*op, l, r), bounds))
            }
            Expr::Dice(term) => self.dice_term(term, index, span, depth),
            Expr::Group(group) => self.group(group, index, span, depth),
        }
    }

    fn var(&self, name: &str, span: Span) -> Result<i64, Error> {
        self.vars
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
            .ok_or_else(|| Error::new(ErrorKind::Unbound { name: name.into() }, span))
    }

    /// The value of a dice count: constant arithmetic on numbers and variables.
    fn constant(&mut self, expr: &Expr, depth: u32) -> Result<i64, Error> {
        let index = self.next;
        let span = self.span(index);
        if expr.has_dice() {
            return Err(Error::new(ErrorKind::DiceInCount, span));
        }
        match self.node(expr, depth)? {
            (Node::Const(v), _) => Ok(v),
            // Arithmetic on constants folds to a constant; anything else
            // has dice, rejected above.
            _ => Err(Error::new(ErrorKind::DiceInCount, span)),
        }
    }

    /// Refuses keeping or dropping more than `available` dice or members,
    /// with the span of the modifier.
    fn check_keep(
        &self,
        keep: Option<Keep>,
        available: u64,
        of: &'static str,
        index: usize,
    ) -> Result<(), Error> {
        match keep {
            Some(keep) if u64::from(keep.count()) > available => {
                let span = crate::parse::keep_span(self.notation, index)
                    .unwrap_or_else(|| self.span(index));
                Err(Error::new(
                    ErrorKind::KeepExceedsPool {
                        keep,
                        available,
                        of,
                    },
                    span,
                ))
            }
            _ => Ok(()),
        }
    }

    fn add_work(&mut self, count: u32, per_die: u64, span: Span) -> Result<(), Error> {
        self.dice += u64::from(count);
        if self.dice > u64::from(self.limits.max_dice) {
            return Err(self.limit(
                Limit::Dice,
                self.dice,
                u64::from(self.limits.max_dice),
                span,
            ));
        }
        let work = u64::from(count).saturating_mul(per_die);
        self.work = self.work.saturating_add(work);
        if self.work > self.limits.max_work {
            return Err(self.limit(Limit::Work, self.work, self.limits.max_work, span));
        }
        Ok(())
    }

    fn dice_term(
        &mut self,
        term: &DiceTerm,
        index: usize,
        span: Span,
        depth: u32,
    ) -> Result<(Node, Bounds), Error> {
        let limits = *self.limits;
        let count = match &term.count {
            None => 1,
            Some(expr) => {
                let n = self.constant(expr, depth + 1)?;
                if n < 0 {
                    return Err(Error::new(ErrorKind::NegativeCount { count: n }, span));
                }
                u32::try_from(n).map_err(|_| {
                    self.limit(
                        Limit::Dice,
                        u64::try_from(n).unwrap_or(u64::MAX),
                        u64::from(limits.max_dice),
                        span,
                    )
                })?
            }
        };
        if count > limits.max_dice {
            return Err(self.limit(
                Limit::Dice,
                u64::from(count),
                u64::from(limits.max_dice),
                span,
            ));
        }
        let (sides, faces) = match &term.sides {
            Sides::Number(n) => (*n, Faces::Offset(0)),
            Sides::Percent => (100, Faces::Offset(0)),
            Sides::Fudge => (3, Faces::Offset(-2)),
            Sides::Custom(values) => (
                u32::try_from(values.len()).unwrap_or(u32::MAX),
                Faces::Custom(values.clone()),
            ),
        };
        if sides > limits.max_sides {
            return Err(self.limit(
                Limit::Sides,
                u64::from(sides),
                u64::from(limits.max_sides),
                span,
            ));
        }
        let die = Die::new(sides).map_err(|_| Error::new(ErrorKind::NoFaces, span))?;
        let term_id = u32::try_from(index).unwrap_or(u32::MAX);

        let plain = term.reroll.is_none()
            && term.explode.is_none()
            && term.min.is_none()
            && term.max.is_none()
            && term.target.is_none()
            && faces == Faces::Offset(0);
        if plain {
            self.check_keep(term.keep, u64::from(count), "dice", index)?;
            self.add_work(count, 1, span)?;
            let pool = Pool {
                term: term_id,
                count,
                die,
                add: 0,
            };
            let kept = keep_count_range(term.keep, (count, count));
            let bounds = sum_bounds(kept, (1, i64::from(sides)), span)?;
            return Ok(match term.keep {
                None => (Node::Sum(pool), bounds),
                Some(keep) => {
                    let range = keep.kept_range(count);
                    (Node::Keep(pool, range.start, range.end), bounds)
                }
            });
        }

        // Face values are checked against the conditions at a few candidate
        // values (see `Faces::candidates`), never by listing a huge die.
        let (lowest, highest) = faces.range(sides);
        let reroll = match &term.reroll {
            None => None,
            Some(r) => {
                let on = if r.on.is_empty() {
                    Condition(alloc::vec![Compare::new(CompareOp::Eq, lowest)])
                } else {
                    Condition(r.on.clone())
                };
                let stops = faces.candidates(sides, &on.0).any(|v| !on.matches(v));
                if !faces.candidates(sides, &on.0).any(|v| on.matches(v)) {
                    return Err(Error::new(ErrorKind::NeverMatches { what: "reroll" }, span));
                }
                if !r.once && !stops {
                    return Err(Error::new(ErrorKind::NeverStops { what: "reroll" }, span));
                }
                Some(RerollRule {
                    cap: if r.once { 1 } else { limits.max_rerolls },
                    cap_is_error: !r.once,
                    on,
                })
            }
        };
        // Whether a die can settle on `v` after rerolls.
        let settles = |v: i64| match &reroll {
            Some(r) if r.cap_is_error => !r.on.matches(v),
            _ => true,
        };
        let reroll_conditions: &[Compare] = reroll.as_ref().map_or(&[], |r| &r.on.0);
        let s_lo = faces
            .candidates(sides, reroll_conditions)
            .find(|&v| settles(v))
            .unwrap_or(lowest);
        let s_hi = faces
            .candidates(sides, reroll_conditions)
            .rev()
            .find(|&v| settles(v))
            .unwrap_or(highest);

        let explode = match term.explode {
            None => None,
            Some(e) => {
                let on = e.on.unwrap_or(Compare::new(CompareOp::Eq, highest));
                let mut conditions = reroll_conditions.to_vec();
                conditions.push(on);
                if !faces
                    .candidates(sides, &conditions)
                    .any(|v| settles(v) && on.matches(v))
                {
                    return Err(Error::new(
                        ErrorKind::NeverMatches { what: "explode" },
                        span,
                    ));
                }
                let cap = match e.limit {
                    Some(n) if n > limits.max_explosions => {
                        return Err(self.limit(
                            Limit::Explosions,
                            u64::from(n),
                            u64::from(limits.max_explosions),
                            span,
                        ));
                    }
                    Some(n) => n,
                    None => {
                        let stops = faces
                            .candidates(sides, &conditions)
                            .any(|v| settles(v) && !on.matches(v));
                        if !stops {
                            return Err(Error::new(
                                ErrorKind::NeverStops { what: "explode" },
                                span,
                            ));
                        }
                        limits.max_explosions
                    }
                };
                Some(ExplodeRule {
                    kind: e.kind,
                    on,
                    cap,
                    cap_is_error: e.limit.is_none(),
                })
            }
        };
        if let (Some(min), Some(max)) = (term.min, term.max) {
            if min > max {
                return Err(Error::new(ErrorKind::ClampOrder { min, max }, span));
            }
        }

        // Work: every die and every extra die may be rerolled to the cap.
        let per_draw = 1 + u64::from(reroll.as_ref().map_or(0, |r| r.cap));
        let per_die = per_draw * (1 + u64::from(explode.as_ref().map_or(0, |e| e.cap)));
        self.add_work(count, per_die, span)?;

        // Bounds of one pool die's value, and of the pool's size.
        let extra = explode.as_ref().map_or(0, |e| e.cap);
        let (mut v_lo, mut v_hi, pool) = match explode.as_ref().map(|e| e.kind) {
            None => (i128::from(s_lo), i128::from(s_hi), (count, count)),
            Some(ExplodeKind::Standard) => (
                i128::from(s_lo),
                i128::from(s_hi),
                (count, count.saturating_mul(extra + 1)),
            ),
            Some(ExplodeKind::Penetrating) => (
                i128::from(s_lo).min(i128::from(s_lo) - 1),
                i128::from(s_hi),
                (count, count.saturating_mul(extra + 1)),
            ),
            Some(ExplodeKind::Compound) => {
                let n = i128::from(extra) + 1;
                (
                    i128::from(s_lo).min(n * i128::from(s_lo)),
                    i128::from(s_hi).max(n * i128::from(s_hi)),
                    (count, count),
                )
            }
        };
        if let Some(min) = term.min {
            v_lo = v_lo.max(i128::from(min));
            v_hi = v_hi.max(i128::from(min));
        }
        if let Some(max) = term.max {
            v_lo = v_lo.min(i128::from(max));
            v_hi = v_hi.min(i128::from(max));
        }
        let value = fit(v_lo, v_hi, span)?;
        self.check_keep(term.keep, u64::from(pool.1), "dice", index)?;
        let kept = keep_count_range(term.keep, pool);
        let bounds = match term.target {
            Some(target) => target_bounds(target, kept),
            None => sum_bounds(kept, value, span)?,
        };
        Ok((
            Node::Dice(Box::new(DiceNode {
                term: term_id,
                count,
                die,
                faces,
                reroll,
                explode,
                min: term.min,
                max: term.max,
                keep: term.keep,
                target: term.target,
                max_pool: pool.1,
            })),
            bounds,
        ))
    }

    fn group(
        &mut self,
        group: &Group,
        index: usize,
        span: Span,
        depth: u32,
    ) -> Result<(Node, Bounds), Error> {
        let mut items = Vec::with_capacity(group.items.len());
        let mut bounds = Vec::with_capacity(group.items.len());
        for item in &group.items {
            let (node, b) = self.node(item, depth + 1)?;
            items.push(node);
            bounds.push(b);
        }
        let m = u32::try_from(items.len()).unwrap_or(u32::MAX);
        self.check_keep(group.keep, u64::from(m), "members", index)?;
        let kept = keep_count_range(group.keep, (m, m)).0 as usize;
        let total = match group.target {
            Some(target) => target_bounds(target, (m, m)),
            None => {
                // Keeping the k highest: at least the k highest lows, at most
                // the k highest highs; likewise for the lowest.
                let mut lows: Vec<i128> = bounds.iter().map(|b| i128::from(b.0)).collect();
                let mut highs: Vec<i128> = bounds.iter().map(|b| i128::from(b.1)).collect();
                lows.sort_unstable();
                highs.sort_unstable();
                let from_top = matches!(
                    group.keep,
                    None | Some(Keep::Highest(_) | Keep::DropLowest(_))
                );
                let pick = |v: &[i128]| -> i128 {
                    if from_top {
                        v[v.len() - kept..].iter().sum()
                    } else {
                        v[..kept].iter().sum()
                    }
                };
                fit(pick(&lows), pick(&highs), span)?
            }
        };
        Ok((
            Node::Group(Box::new(GroupNode {
                term: u32::try_from(index).unwrap_or(u32::MAX),
                items,
                keep: group.keep,
                target: group.target,
            })),
            total,
        ))
    }
}

/// Builds `l op r`, folding constants and adding constants into plain dice.
fn fold(op: BinaryOp, l: Node, r: Node) -> Node {
    match (op, l, r) {
        (op, Node::Const(a), Node::Const(b)) => {
            // Bounds were checked, so only division by zero could fail, and
            // a constant zero divisor was rejected with them.
            let v = match op {
                BinaryOp::Add => a.checked_add(b),
                BinaryOp::Sub => a.checked_sub(b),
                BinaryOp::Mul => a.checked_mul(b),
                BinaryOp::Div => floor_div(a, b),
            };
            match v {
                Some(v) => Node::Const(v),
                None => Node::Bin(op, Box::new(Node::Const(a)), Box::new(Node::Const(b))),
            }
        }
        (op @ (BinaryOp::Add | BinaryOp::Sub), Node::Sum(p), Node::Const(c)) => {
            match shifted(p, op, c) {
                Some(p) => Node::Sum(p),
                None => Node::Bin(op, Box::new(Node::Sum(p)), Box::new(Node::Const(c))),
            }
        }
        (BinaryOp::Add, Node::Const(c), Node::Sum(p)) => match shifted(p, BinaryOp::Add, c) {
            Some(p) => Node::Sum(p),
            None => Node::Bin(
                BinaryOp::Add,
                Box::new(Node::Const(c)),
                Box::new(Node::Sum(p)),
            ),
        },
        (op @ (BinaryOp::Add | BinaryOp::Sub), Node::Keep(p, lo, hi), Node::Const(c)) => {
            match shifted(p, op, c) {
                Some(p) => Node::Keep(p, lo, hi),
                None => Node::Bin(
                    op,
                    Box::new(Node::Keep(p, lo, hi)),
                    Box::new(Node::Const(c)),
                ),
            }
        }
        (BinaryOp::Add, Node::Const(c), Node::Keep(p, lo, hi)) => {
            match shifted(p, BinaryOp::Add, c) {
                Some(p) => Node::Keep(p, lo, hi),
                None => Node::Bin(
                    BinaryOp::Add,
                    Box::new(Node::Const(c)),
                    Box::new(Node::Keep(p, lo, hi)),
                ),
            }
        }
        (op, l, r) => Node::Bin(op, Box::new(l), Box::new(r)),
    }
}

/// `pool + c` or `pool - c`, if the constant still fits.
fn shifted(mut pool: Pool, op: BinaryOp, c: i64) -> Option<Pool> {
    pool.add = match op {
        BinaryOp::Sub => pool.add.checked_sub(c)?,
        _ => pool.add.checked_add(c)?,
    };
    Some(pool)
}
