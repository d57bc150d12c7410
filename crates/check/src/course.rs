//! Exact odds of procedures that repeat until they end.
//!
//! Many rules are one step repeated: a save each day against a disease
//! until it passes or kills, a usage die rolled each turn until the torch
//! is out, a morale check each round until one side breaks. Each step's
//! odds are exact already ([`Odds`]); this module puts the steps together:
//! the exact chance of each way the procedure ends, the exact mean number
//! of steps, and the exact chance of ending at each step up to a horizon,
//! with the mass beyond it reported exactly.
//!
//! A procedure says what its states are, what ends it, and the odds of
//! one step from a state ([`Course`]); [`Course::course_odds`] explores
//! every state reachable from a start and solves the whole course:
//!
//! - a step that changes nothing (the save failed, the die rolled high)
//!   is a loop on the state, solved in closed form (the chance of leaving
//!   the state is divided out), never iterated;
//! - a procedure whose states only move forward (apart from those loops)
//!   is solved state by state, from the last to the first;
//! - a procedure that can come back to an earlier state is solved as a
//!   linear system over exact fractions;
//! - the states are counted as they are found, and exploring stops with
//!   [`Error::TooManyStates`] as soon as there are more than the
//!   [`Budget`] allows; a course that declares how many states it has
//!   ([`Course::states_hint`]) is refused before anything is explored.

use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use osr_core::UsageDie;

use crate::{Error, Odds};

/// What one step of a procedure leads to: another state, or an ending.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Next<S, E> {
    /// The procedure goes on from this state (the same state when the
    /// step changed nothing).
    Go(S),
    /// The procedure ends this way.
    End(E),
}

/// The odds of one step of a course: what it leads to.
pub type Step<S, E> = Odds<Next<S, E>>;

/// How much a course may compute: the most states it may reach, and the
/// most steps its step-by-step distribution lists.
///
/// # Examples
///
/// ```
/// use osr_check::course::Budget;
///
/// let budget = Budget::new(1_000, 60)?;
/// assert_eq!((budget.states(), budget.steps()), (1_000, 60));
/// assert!(Budget::new(0, 60).is_err());
/// assert!(Budget::new(10, Budget::MAX_STEPS + 1).is_err());
/// assert!(Budget::new(1_000, 10_000).is_err()); // more than MAX_WORK
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Budget {
    states: usize,
    steps: u32,
}

impl Budget {
    /// The most states any course may reach.
    pub const MAX_STATES: usize = 100_000;
    /// The most steps a distribution may list.
    pub const MAX_STEPS: u32 = 10_000;
    /// The most states times steps: the work of listing the distribution
    /// step by step.
    pub const MAX_WORK: u64 = 1_000_000;
    /// The most states of a course that can come back to an earlier state:
    /// it is solved as a linear system, whose work grows with the cube of
    /// its states.
    pub const MAX_RETURNING_STATES: usize = 200;

    /// At most `states` states (1 to [`Budget::MAX_STATES`]) and the
    /// chance of ending at each of the first `steps` steps (0 to
    /// [`Budget::MAX_STEPS`]; with 0, only the endings and the mean), with
    /// states times steps at most [`Budget::MAX_WORK`]. A course that can
    /// come back to an earlier state may reach at most
    /// [`Budget::MAX_RETURNING_STATES`] states, whatever the budget.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for a bound outside those ranges.
    pub fn new(states: usize, steps: u32) -> Result<Self, Error> {
        let max = i64::try_from(Self::MAX_STATES).unwrap_or(i64::MAX);
        Error::check_range(
            "a course's state budget",
            i64::try_from(states).unwrap_or(i64::MAX),
            1,
            max,
        )?;
        Error::check_range(
            "a course's step budget",
            steps,
            0,
            i64::from(Self::MAX_STEPS),
        )?;
        let work = u64::try_from(states)
            .unwrap_or(u64::MAX)
            .saturating_mul(u64::from(steps));
        Error::check_range(
            "a course's states times steps",
            i64::try_from(work).unwrap_or(i64::MAX),
            0,
            i64::try_from(Self::MAX_WORK).unwrap_or(i64::MAX),
        )?;
        Ok(Self { states, steps })
    }

    /// The most states the course may reach.
    #[must_use]
    pub const fn states(self) -> usize {
        self.states
    }

    /// The steps the distribution lists at most.
    #[must_use]
    pub const fn steps(self) -> u32 {
        self.steps
    }
}

/// A procedure that repeats a step until it ends: its states, its endings,
/// and the exact odds of one step from a state.
///
/// # Examples
///
/// A wound that worsens: each day a save of 11 or more on a d20 heals it;
/// otherwise it worsens one stage, and at stage 3 it kills.
///
/// ```
/// use osr_check::course::{Budget, Course, Next};
/// use osr_check::{Error, Odds, ratio};
///
/// #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
/// enum Healed { Yes, Died }
///
/// struct Wound;
///
/// impl Course for Wound {
///     type State = u32; // the stage
///     type End = Healed;
///
///     fn step(&self, stage: &u32) -> Result<Odds<Next<u32, Healed>>, Error> {
///         let worse = if *stage == 2 { Next::End(Healed::Died) } else { Next::Go(stage + 1) };
///         Odds::new([(Next::End(Healed::Yes), ratio(1, 2)), (worse, ratio(1, 2))], None)
///     }
/// }
///
/// let course = Wound.course_odds(0, Budget::new(10, 5)?)?;
/// assert_eq!(course.endings().probability(&Healed::Died), Some(ratio(1, 8)));
/// assert_eq!(course.ended_at(2), ratio(1, 4)); // failed once, then healed
/// assert_eq!(*course.mean_steps(), ratio(7, 4));
/// # Ok::<(), Error>(())
/// ```
pub trait Course {
    /// Where the procedure stands between steps.
    type State: Clone + Ord;
    /// How it ends.
    type End: Clone + Ord;

    /// The exact odds of what one step from `state` leads to.
    ///
    /// # Errors
    ///
    /// Whatever the procedure refuses in the state.
    fn step(&self, state: &Self::State) -> Result<Step<Self::State, Self::End>, Error>;

    /// How many states can be reached from `start`, when the procedure
    /// knows without exploring (at most that many): a course declaring
    /// more than its budget is refused before anything is computed.
    fn states_hint(&self, start: &Self::State) -> Option<u64> {
        let _ = start;
        None
    }

    /// The exact odds of the whole course from `start`, within `budget`.
    ///
    /// # Errors
    ///
    /// [`Error::TooManyStates`] when more states are reachable than the
    /// budget allows (or [`Course::states_hint`] says so);
    /// [`Error::NeverEnds`] when some reachable state cannot lead to an
    /// ending; the errors of [`Course::step`].
    fn course_odds(
        &self,
        start: Self::State,
        budget: Budget,
    ) -> Result<CourseOdds<Self::End>, Error>
    where
        Self: Sized,
    {
        solve(self, start, budget)
    }
}

/// The exact odds of a course: the chance of each ending, the mean number
/// of steps, and the chance of ending at each step up to a horizon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourseOdds<E> {
    endings: Odds<E>,
    mean_steps: BigRational,
    /// The endings in order, as `by_step` indexes them.
    ends: Vec<E>,
    /// `by_step[n - 1][k]`: the chance of ending at step `n` by `ends[k]`.
    by_step: Vec<Vec<BigRational>>,
    beyond: BigRational,
    states: usize,
}

impl<E: Ord + Clone> CourseOdds<E> {
    /// The exact chance of each ending.
    #[must_use]
    pub const fn endings(&self) -> &Odds<E> {
        &self.endings
    }

    /// The exact mean number of steps to the end.
    #[must_use]
    pub const fn mean_steps(&self) -> &BigRational {
        &self.mean_steps
    }

    /// The chance that the course ends at step `step` (the first step is
    /// 1), zero past the steps listed.
    #[must_use]
    pub fn ended_at(&self, step: u32) -> BigRational {
        self.row(step)
            .map_or_else(BigRational::zero, |row| row.iter().sum())
    }

    /// The chance that the course ends at step `step` by `ending`.
    #[must_use]
    pub fn ended_at_by(&self, step: u32, ending: &E) -> BigRational {
        match (self.row(step), self.ends.binary_search(ending)) {
            (Some(row), Ok(k)) => row[k].clone(),
            _ => BigRational::zero(),
        }
    }

    /// The chance that the course has ended by step `step` (at it or
    /// before).
    #[must_use]
    pub fn ended_by(&self, step: u32) -> BigRational {
        (1..=step.min(self.steps_listed()))
            .map(|n| self.ended_at(n))
            .sum()
    }

    /// The steps listed one by one: the budget's, or fewer when the course
    /// always ends sooner.
    #[must_use]
    pub fn steps_listed(&self) -> u32 {
        u32::try_from(self.by_step.len()).unwrap_or(u32::MAX)
    }

    /// The exact chance that the course lasts longer than the steps
    /// listed.
    #[must_use]
    pub const fn beyond(&self) -> &BigRational {
        &self.beyond
    }

    /// The states reached from the start.
    #[must_use]
    pub const fn states(&self) -> usize {
        self.states
    }

    fn row(&self, step: u32) -> Option<&Vec<BigRational>> {
        let index = usize::try_from(step.checked_sub(1)?).ok()?;
        self.by_step.get(index)
    }
}

/// A usage die (osr-core's [`UsageDie`]: a torch, a waterskin, a quiver)
/// as a course: each step is one use, rolled after it, and the course ends
/// when the roll empties the die. [`uses`] solves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Uses;

impl Course for Uses {
    type State = UsageDie;
    /// The resource is used up.
    type End = ();

    fn step(&self, now: &UsageDie) -> Result<Step<UsageDie, ()>, Error> {
        let now = *now;
        let Some(die) = now.die() else {
            return Ok(Odds::certain(Next::End(())));
        };
        let mut weights = Vec::new();
        for face in 1..=die.sides() {
            let next = match now.after(face)? {
                UsageDie::Empty => Next::End(()),
                lower => Next::Go(lower),
            };
            weights.push((next, crate::ratio(1, i64::from(die.sides()))));
        }
        Odds::new(weights, None)
    }
}

/// The exact course of a usage die from `die`: how many uses it gives
/// before a roll empties it (a torch's turns, a waterskin's drinks, a
/// quiver's fights), as the exact mean and the chance of each count from
/// 1 to `steps`.
///
/// # Examples
///
/// ```
/// use osr_check::course::uses;
/// use osr_check::ratio;
/// use osr_core::UsageDie;
///
/// // A d8 steps down with 1 in 4, a d6 with 1 in 3, a d4 empties with 1
/// // in 2: 4 + 3 + 2 uses on average.
/// assert_eq!(*uses(UsageDie::D8, 10)?.mean_steps(), ratio(9, 1));
/// assert_eq!(uses(UsageDie::D4, 10)?.ended_at(1), ratio(1, 2));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] with `EmptyUsageDie` for an empty die, which gives no
/// use; (out of range) for more than [`Budget::MAX_STEPS`] steps.
pub fn uses(die: UsageDie, steps: u32) -> Result<CourseOdds<()>, Error> {
    if die.is_empty() {
        return Err(osr_core::Error::EmptyUsageDie.into());
    }
    // d8, d6, d4: three states at most.
    Uses.course_odds(die, Budget::new(3, steps)?)
}

/// One explored state: its loop, where else it goes, how it ends.
struct Row {
    stay: BigRational,
    go: Vec<(usize, BigRational)>,
    end: Vec<(usize, BigRational)>,
}

fn solve<C: Course>(
    course: &C,
    start: C::State,
    budget: Budget,
) -> Result<CourseOdds<C::End>, Error> {
    if course
        .states_hint(&start)
        .is_some_and(|hint| hint > u64::try_from(budget.states).unwrap_or(u64::MAX))
    {
        return Err(Error::TooManyStates { max: budget.states });
    }
    let (rows, ends) = explore(course, start, budget)?;
    let n = rows.len();
    let m = ends.len();
    // absorb[i][k]: the chance that from state i the course ends by ends[k];
    // mean[i]: the mean steps from state i to the end.
    let (absorb, mean) = match forward_order(&rows) {
        Some(order) => solve_forward(&rows, &order, m)?,
        None if n > Budget::MAX_RETURNING_STATES => {
            return Err(Error::TooManyStates {
                max: Budget::MAX_RETURNING_STATES,
            });
        }
        None => solve_linear(&rows, m)?,
    };
    let endings = Odds::new(ends.iter().cloned().zip(absorb[0].iter().cloned()), None)?;
    let (by_step, left) = by_step(&rows, m, budget.steps);
    Ok(CourseOdds {
        endings,
        mean_steps: mean[0].clone(),
        ends,
        by_step,
        beyond: left,
        states: n,
    })
}

/// A [`Row`] with every chance multiplied by the rows' common
/// denominator.
struct IntegerRow {
    stay: BigInt,
    go: Vec<(usize, BigInt)>,
    end: Vec<(usize, BigInt)>,
}

/// The chance of ending by each ending at each of the first `steps`
/// steps from state 0, and the chance left after them.
///
/// Every chance of a step is written over one common denominator `d` (the
/// least common multiple of the rows'), so the chances of being in each
/// state after `t` steps are integers over `d^t`: the walk multiplies and
/// adds integers, and only each step's endings are reduced as fractions.
fn by_step(rows: &[Row], m: usize, steps: u32) -> (Vec<Vec<BigRational>>, BigRational) {
    let d = rows
        .iter()
        .flat_map(|row| {
            core::iter::once(&row.stay)
                .chain(row.go.iter().map(|(_, p)| p))
                .chain(row.end.iter().map(|(_, p)| p))
        })
        .fold(BigInt::one(), |d, p| d.lcm(p.denom()));
    let scaled = |p: &BigRational| p.numer() * (&d / p.denom());
    let rows: Vec<IntegerRow> = rows
        .iter()
        .map(|row| IntegerRow {
            stay: scaled(&row.stay),
            go: row.go.iter().map(|(j, p)| (*j, scaled(p))).collect(),
            end: row.end.iter().map(|(k, p)| (*k, scaled(p))).collect(),
        })
        .collect();
    let mut by_step = Vec::new();
    let mut here: BTreeMap<usize, BigInt> = BTreeMap::new();
    here.insert(0, BigInt::one());
    let mut scale = BigInt::one();
    let mut left = BigRational::one();
    for _ in 0..steps {
        if left.is_zero() {
            break;
        }
        scale *= &d;
        let mut next: BTreeMap<usize, BigInt> = BTreeMap::new();
        let mut ended = vec![BigInt::zero(); m];
        for (&i, p) in &here {
            let IntegerRow { stay, go, end } = &rows[i];
            if !stay.is_zero() {
                *next.entry(i).or_insert_with(BigInt::zero) += p * stay;
            }
            for (j, q) in go {
                *next.entry(*j).or_insert_with(BigInt::zero) += p * q;
            }
            for (k, q) in end {
                ended[*k] += p * q;
            }
        }
        let ended: Vec<BigRational> = ended
            .into_iter()
            .map(|e| BigRational::new(e, scale.clone()))
            .collect();
        for p in &ended {
            left -= p;
        }
        by_step.push(ended);
        here = next;
    }
    (by_step, left)
}

/// Every state reachable from `start`, with its step's odds split into
/// the loop, the other states and the endings; the endings in order.
fn explore<C: Course>(
    course: &C,
    start: C::State,
    budget: Budget,
) -> Result<(Vec<Row>, Vec<C::End>), Error> {
    let mut index: BTreeMap<C::State, usize> = BTreeMap::new();
    let mut states = vec![start.clone()];
    index.insert(start, 0);
    let mut steps = Vec::new();
    let mut ends: BTreeMap<C::End, usize> = BTreeMap::new();
    let mut at = 0;
    while at < states.len() {
        let odds = course.step(&states[at])?;
        for (next, _) in odds.bands() {
            match next {
                Next::Go(state) => {
                    if !index.contains_key(state) {
                        if states.len() == budget.states {
                            return Err(Error::TooManyStates { max: budget.states });
                        }
                        index.insert(state.clone(), states.len());
                        states.push(state.clone());
                    }
                }
                Next::End(end) => {
                    let k = ends.len();
                    ends.entry(end.clone()).or_insert(k);
                }
            }
        }
        steps.push(odds);
        at += 1;
    }
    // Endings numbered in their order.
    let order: Vec<C::End> = ends.keys().cloned().collect();
    let rows = steps
        .iter()
        .enumerate()
        .map(|(i, odds)| {
            let mut row = Row {
                stay: BigRational::zero(),
                go: Vec::new(),
                end: Vec::new(),
            };
            for (next, p) in odds.bands() {
                match next {
                    Next::Go(state) => {
                        let j = index.get(state).copied().unwrap_or(i);
                        if j == i {
                            row.stay += p;
                        } else {
                            row.go.push((j, p.clone()));
                        }
                    }
                    Next::End(end) => {
                        let k = order.binary_search(end).unwrap_or(0);
                        row.end.push((k, p.clone()));
                    }
                }
            }
            row
        })
        .collect();
    Ok((rows, order))
}

/// The states in an order where every state comes after all it leads to
/// (its loop aside), or `None` when some state can come back to an
/// earlier one.
fn forward_order(rows: &[Row]) -> Option<Vec<usize>> {
    // 0: not seen, 1: on the path, 2: done.
    let mut mark = vec![0_u8; rows.len()];
    let mut order = Vec::with_capacity(rows.len());
    for root in 0..rows.len() {
        if mark[root] != 0 {
            continue;
        }
        let mut stack = vec![(root, 0_usize)];
        mark[root] = 1;
        while let Some((i, child)) = stack.pop() {
            if let Some((j, _)) = rows[i].go.get(child) {
                stack.push((i, child + 1));
                match mark[*j] {
                    0 => {
                        mark[*j] = 1;
                        stack.push((*j, 0));
                    }
                    1 => return None,
                    _ => {}
                }
            } else {
                mark[i] = 2;
                order.push(i);
            }
        }
    }
    Some(order)
}

type Solved = (Vec<Vec<BigRational>>, Vec<BigRational>);

/// Endings and means state by state, each after every state it leads to:
/// a loop is divided out, `1 / (1 - stay)`.
fn solve_forward(rows: &[Row], order: &[usize], m: usize) -> Result<Solved, Error> {
    // Each state's endings and mean as integers over one denominator, so
    // that a state's sum over its successors multiplies and adds integers
    // and is reduced once, not at every addition.
    let mut solved: Vec<Option<Shared>> = vec![None; rows.len()];
    for &i in order {
        let row = &rows[i];
        let leave = BigRational::one() - &row.stay;
        if leave.is_zero() {
            return Err(Error::NeverEnds);
        }
        // The endings, then the mean: 1 step, plus the successors'.
        let mut sum = Shared::zero(m + 1);
        let mut term = vec![BigInt::zero(); m + 1];
        term[m] = BigInt::one();
        sum.add(&term, &BigInt::one());
        for (k, p) in &row.end {
            term.iter_mut().for_each(BigInt::set_zero);
            term[*k] = p.numer().clone();
            sum.add(&term, p.denom());
        }
        for (j, p) in &row.go {
            let Some(next) = &solved[*j] else {
                return Err(Error::Inconsistent {
                    what: "a course's states out of order",
                });
            };
            for (t, x) in term.iter_mut().zip(&next.numerators) {
                *t = p.numer() * x;
            }
            sum.add(&term, &(p.denom() * &next.denominator));
        }
        // Divided by the chance of leaving the state.
        for x in &mut sum.numerators {
            *x *= leave.denom();
        }
        sum.denominator *= leave.numer();
        sum.reduce();
        solved[i] = Some(sum);
    }
    let mut absorb = Vec::with_capacity(rows.len());
    let mut mean = Vec::with_capacity(rows.len());
    for state in solved {
        let mut all: Vec<BigRational> = state.map_or_else(
            || vec![BigRational::zero(); m + 1],
            |s| {
                s.numerators
                    .into_iter()
                    .map(|x| BigRational::new(x, s.denominator.clone()))
                    .collect()
            },
        );
        mean.push(all.pop().unwrap_or_else(BigRational::zero));
        absorb.push(all);
    }
    Ok((absorb, mean))
}

/// Several fractions over one shared denominator (positive).
#[derive(Clone)]
struct Shared {
    numerators: Vec<BigInt>,
    denominator: BigInt,
}

impl Shared {
    fn zero(n: usize) -> Self {
        Self {
            numerators: vec![BigInt::zero(); n],
            denominator: BigInt::one(),
        }
    }

    /// Adds `numerators / denominator` (a positive denominator), entry by
    /// entry, over the least common multiple of the two denominators.
    fn add(&mut self, numerators: &[BigInt], denominator: &BigInt) {
        if *denominator == self.denominator {
            for (x, y) in self.numerators.iter_mut().zip(numerators) {
                *x += y;
            }
            return;
        }
        let g = self.denominator.gcd(denominator);
        let mine = denominator / &g;
        let theirs = &self.denominator / &g;
        for (x, y) in self.numerators.iter_mut().zip(numerators) {
            *x *= &mine;
            *x += y * &theirs;
        }
        self.denominator *= mine;
    }

    /// Divides out what every numerator shares with the denominator.
    fn reduce(&mut self) {
        let g = self
            .numerators
            .iter()
            .fold(self.denominator.clone(), |g, x| g.gcd(x));
        if !g.is_one() && !g.is_zero() {
            for x in &mut self.numerators {
                *x /= &g;
            }
            self.denominator /= &g;
        }
        if self.denominator.is_negative() {
            for x in &mut self.numerators {
                *x = -core::mem::take(x);
            }
            self.denominator = -core::mem::take(&mut self.denominator);
        }
    }
}

/// Endings and means as the linear system `(I - Q) x = b` over exact
/// fractions, for a course that can return to earlier states.
fn solve_linear(rows: &[Row], m: usize) -> Result<Solved, Error> {
    let n = rows.len();
    // Each row: n coefficients, then m ending columns and the mean column.
    let width = n + m + 1;
    let mut a: Vec<Vec<BigRational>> = rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut line = vec![BigRational::zero(); width];
            line[i] = BigRational::one() - &row.stay;
            for (j, p) in &row.go {
                line[*j] -= p;
            }
            for (k, p) in &row.end {
                line[n + k] += p;
            }
            line[n + m] = BigRational::one();
            line
        })
        .collect();
    for col in 0..n {
        let Some(pivot) = (col..n).find(|&r| !a[r][col].is_zero()) else {
            return Err(Error::NeverEnds);
        };
        a.swap(col, pivot);
        let inverse = BigRational::one() / &a[col][col];
        for x in &mut a[col][col..] {
            *x *= &inverse;
        }
        let pivot_row = a[col].clone();
        for (r, line) in a.iter_mut().enumerate() {
            if r != col && !line[col].is_zero() {
                let factor = line[col].clone();
                for (x, p) in line[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= &factor * p;
                }
            }
        }
    }
    let absorb = a.iter().map(|line| line[n..n + m].to_vec()).collect();
    let mean = a.iter().map(|line| line[n + m].clone()).collect();
    Ok((absorb, mean))
}
