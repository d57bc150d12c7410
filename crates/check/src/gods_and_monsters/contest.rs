//! Gods & Monsters contested actions: every side rolls against its own
//! target, and both-succeed rounds are rolled again, each taking one step
//! longer on the contest time ladder.
//!
//! | rule | API |
//! |---|---|
//! | GM-dice.contest: each side rolls; both fail, the acting side fails (a draw for one shared goal); both succeed, roll again; one succeeds, it wins; losers drop out | [`Contest`], [`ContestEnd`], [`ContestProgress`], [`ContestStep`] |
//! | GM-dice.contest-duration: each repeat moves one step along immediately, round, minute, ten minutes, hour, day, two days, ... | [`ContestTime`], [`ContestRoll::time`], [`Contest::time_odds`] |
//! | GM-dice.contest-cannot-fail: when no side still in can fail, the d20s are doubled and the time moves one step; a player may ask for it when an opponent cannot fail | [`Contest::with_doubling_requested`], [`ContestThrow::value`] |

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::FaceSource;

use super::{MAX_MODIFIER, MAX_SCORE, Roll};
use crate::{Check, Error, Fate, MAX_TIE_ROUNDS, Odds, Resolved, Rolled};

/// The most sides one contest takes: more than a table pits against each
/// other, and few enough that the exact odds, summed over every set of
/// sides that may still be in, stay cheap (their cost grows sevenfold with
/// each side).
pub const MAX_CONTEST_SIDES: usize = 6;

/// The most rounds [`Contest::time_odds`] lists one by one before folding
/// the rest into its tail.
pub const MAX_LISTED_CONTEST_ROUNDS: u32 = 100;

/// The lowest target at which a d20 roll cannot fail.
pub const CANNOT_FAIL_TARGET: i32 = 20;

/// The faces of the die a contest rolls.
const FACES: u32 = 20;

/// A step on the contest time ladder: immediately, one round, one minute,
/// ten minutes, one hour, one day, two days, three days, and on by days.
///
/// A contest starts at the time the action takes uncontested; every round
/// rolled again because more than one side succeeded moves it one step on,
/// and so does doubling the dice when no side can fail.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::ContestTime;
///
/// assert_eq!(ContestTime::MINUTE.next(), ContestTime::TEN_MINUTES);
/// assert_eq!(ContestTime::HOUR.next(), ContestTime::DAY);
/// assert_eq!(ContestTime::DAY.later(2).to_string(), "3 days");
/// assert_eq!(ContestTime::days(3)?, ContestTime::DAY.later(2));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct ContestTime {
    step: u32,
}

impl ContestTime {
    /// No time at all (step 0).
    pub const IMMEDIATELY: Self = Self { step: 0 };
    /// One combat round (step 1).
    pub const ROUND: Self = Self { step: 1 };
    /// One minute (step 2).
    pub const MINUTE: Self = Self { step: 2 };
    /// Ten minutes (step 3).
    pub const TEN_MINUTES: Self = Self { step: 3 };
    /// One hour (step 4).
    pub const HOUR: Self = Self { step: 4 };
    /// One day (step 5); every further step is one more day.
    pub const DAY: Self = Self { step: 5 };

    /// The time `step` steps up the ladder from [`IMMEDIATELY`](Self::IMMEDIATELY).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::ContestTime;
    ///
    /// assert_eq!(ContestTime::from_step(2), ContestTime::MINUTE);
    /// ```
    #[must_use]
    pub const fn from_step(step: u32) -> Self {
        Self { step }
    }

    /// `n` days.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::ContestTime;
    ///
    /// assert_eq!(ContestTime::days(1)?, ContestTime::DAY);
    /// assert!(ContestTime::days(0).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no days, or more than the ladder counts.
    pub fn days(n: u32) -> Result<Self, Error> {
        let max = u32::MAX - Self::DAY.step + 1;
        Error::check_range("days", n, 1, max.into())?;
        Ok(Self {
            step: Self::DAY.step + (n - 1),
        })
    }

    /// The step on the ladder: 0 immediately, 1 a round, ..., 5 a day.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::ContestTime;
    ///
    /// assert_eq!(ContestTime::HOUR.step(), 4);
    /// ```
    #[must_use]
    pub const fn step(self) -> u32 {
        self.step
    }

    /// The number of days, when the time is a day or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::ContestTime;
    ///
    /// assert_eq!(ContestTime::DAY.next().day_count(), Some(2));
    /// assert_eq!(ContestTime::HOUR.day_count(), None);
    /// ```
    #[must_use]
    pub const fn day_count(self) -> Option<u32> {
        if self.step >= Self::DAY.step {
            Some(self.step - Self::DAY.step + 1)
        } else {
            None
        }
    }

    /// One step on (the ladder ends only at the largest day count, where
    /// it stays).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::ContestTime;
    ///
    /// assert_eq!(ContestTime::IMMEDIATELY.next(), ContestTime::ROUND);
    /// ```
    #[must_use]
    pub const fn next(self) -> Self {
        self.later(1)
    }

    /// `steps` steps on.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::ContestTime;
    ///
    /// assert_eq!(ContestTime::MINUTE.later(2), ContestTime::HOUR);
    /// ```
    #[must_use]
    pub const fn later(self, steps: u32) -> Self {
        Self {
            step: self.step.saturating_add(steps),
        }
    }
}

impl fmt::Display for ContestTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.step, self.day_count()) {
            (0, _) => f.write_str("immediately"),
            (1, _) => f.write_str("one round"),
            (2, _) => f.write_str("one minute"),
            (3, _) => f.write_str("ten minutes"),
            (4, _) => f.write_str("one hour"),
            (_, Some(1)) => f.write_str("1 day"),
            (_, days) => write!(f, "{} days", days.unwrap_or(0)),
        }
    }
}

/// How a contest ended.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::{Contest, ContestEnd, Roll}};
///
/// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
/// let both_failed = contest.roll(&mut SuppliedFaces::new(&[15, 14]))?;
/// assert_eq!(both_failed.band(), ContestEnd::ActingFailed);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum ContestEnd {
    /// Every side still in failed in the same round of a contest for one
    /// shared goal: nobody achieves it, a draw.
    Draw,
    /// Both sides of an opposed contest failed in the same round: the
    /// acting side fails, so the resisting side has its way.
    ActingFailed,
    /// This side (its index in [`Contest::sides`]) was the only one to
    /// succeed in the last round, or the last one left when the others
    /// gave up.
    Won(usize),
}

/// A contested action: two or more sides roll d20 at or under their own
/// targets ([`Roll`]) in the same round.
///
/// - **Opposed** ([`Contest::opposed`]): one side acts, the other resists.
///   If both fail, the acting side fails ([`ContestEnd::ActingFailed`]).
/// - **Same goal** ([`Contest::same_goal`], two to [`MAX_CONTEST_SIDES`]
///   sides): if every side still in fails, nobody achieves the goal
///   ([`ContestEnd::Draw`]).
///
/// When exactly one side succeeds it wins ([`ContestEnd::Won`]). When more
/// than one succeeds, the sides that failed drop out and those that
/// succeeded roll again; each such round moves the time one step along the
/// [`ContestTime`] ladder from the uncontested time
/// ([`starting_at`](Self::starting_at), one round unless set).
///
/// When no side still in can fail (every target at least
/// [`CANNOT_FAIL_TARGET`]), each d20 is doubled before it is compared with
/// its target, and the time moves one more step; if even doubled d20s
/// cannot fail, they are doubled again, one more step each time. A player
/// may ask for the doubling when an opponent cannot fail
/// ([`with_doubling_requested`](Self::with_doubling_requested)).
///
/// The sides may give up between rounds: roll round by round with
/// [`begin`](Self::begin), or to the end with [`Check::roll`], which gives
/// up with [`Error::Unresolved`] after [`MAX_TIE_ROUNDS`] rounds. The odds
/// are exact: they sum the never-ending series of repeated rounds.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::{Contest, ContestEnd, ContestTime, Roll}};
///
/// // Acting 12 against resisting 10 (rule GM-dice.contest).
/// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?).starting_at(ContestTime::MINUTE);
/// // 8 and 7 both succeed: roll again, ten minutes; 8 and 12: the acting side wins.
/// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 7, 8, 12]))?;
/// assert_eq!(outcome.band(), ContestEnd::Won(0));
/// assert_eq!((outcome.rounds(), outcome.time()), (2, ContestTime::TEN_MINUTES));
///
/// // P(acting wins) = (12/20 x 10/20) / (1 - 12/20 x 10/20) = 3/7.
/// let p = contest.odds().probability(&ContestEnd::Won(0));
/// assert_eq!(p, Some(BigRational::new(3.into(), 7.into())));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ContestWire", into = "ContestWire")
)]
pub struct Contest {
    /// The sides, `len` of them; the rest repeat the first so that equal
    /// contests compare equal.
    sides: [Roll; MAX_CONTEST_SIDES],
    len: usize,
    opposed: bool,
    start: ContestTime,
    doubling_requested: bool,
}

/// Which kind of contest, on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
enum ContestKind {
    Opposed,
    SameGoal,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct ContestWire {
    kind: ContestKind,
    sides: Vec<Roll>,
    #[cfg_attr(feature = "serde", serde(default = "default_start"))]
    start: ContestTime,
    #[cfg_attr(feature = "serde", serde(default))]
    doubling_requested: bool,
}

#[cfg(feature = "serde")]
const fn default_start() -> ContestTime {
    ContestTime::ROUND
}

impl TryFrom<ContestWire> for Contest {
    type Error = Error;

    fn try_from(wire: ContestWire) -> Result<Self, Error> {
        let contest = match wire.kind {
            ContestKind::Opposed => {
                Error::check_range("opposed contest sides", wire.sides.len_i64(), 2, 2)?;
                Self::opposed(wire.sides[0], wire.sides[1])
            }
            ContestKind::SameGoal => Self::same_goal(&wire.sides)?,
        };
        contest
            .starting_at(wire.start)
            .with_doubling_requested(wire.doubling_requested)
    }
}

impl From<Contest> for ContestWire {
    fn from(contest: Contest) -> Self {
        Self {
            kind: if contest.opposed {
                ContestKind::Opposed
            } else {
                ContestKind::SameGoal
            },
            sides: contest.sides().to_vec(),
            start: contest.start,
            doubling_requested: contest.doubling_requested,
        }
    }
}

/// A length as an `i64` for range errors.
trait LenI64 {
    fn len_i64(&self) -> i64;
}

impl<T> LenI64 for [T] {
    fn len_i64(&self) -> i64 {
        i64::try_from(self.len()).unwrap_or(i64::MAX)
    }
}

impl Contest {
    /// An opposed contest: side 0 acts, side 1 resists.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert!(contest.is_opposed());
    /// assert_eq!(contest.sides()[1].target(), 10);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn opposed(acting: Roll, resisting: Roll) -> Self {
        let mut sides = [acting; MAX_CONTEST_SIDES];
        sides[1] = resisting;
        Self {
            sides,
            len: 2,
            opposed: true,
            start: ContestTime::ROUND,
            doubling_requested: false,
        }
    }

    /// A contest of two or more sides after the same goal.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let race = Contest::same_goal(&[Roll::new(12)?, Roll::new(10)?, Roll::new(14)?])?;
    /// assert_eq!(race.sides().len(), 3);
    /// assert!(Contest::same_goal(&[Roll::new(12)?]).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for fewer than 2 or more than
    /// [`MAX_CONTEST_SIDES`] sides.
    pub fn same_goal(sides: &[Roll]) -> Result<Self, Error> {
        let max = i64::try_from(MAX_CONTEST_SIDES).unwrap_or(i64::MAX);
        Error::check_range("contest sides", sides.len_i64(), 2, max)?;
        let mut all = [sides[0]; MAX_CONTEST_SIDES];
        all[..sides.len()].copy_from_slice(sides);
        Ok(Self {
            sides: all,
            len: sides.len(),
            opposed: false,
            start: ContestTime::ROUND,
            doubling_requested: false,
        })
    }

    /// The same contest starting from `time`, the time the action takes
    /// uncontested (one round unless set).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, ContestTime, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?).starting_at(ContestTime::MINUTE);
    /// assert_eq!(contest.start(), ContestTime::MINUTE);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn starting_at(self, time: ContestTime) -> Self {
        Self {
            start: time,
            ..self
        }
    }

    /// The same contest with the d20s doubled from the first round (and
    /// the time one step on), as a player may ask when an opponent cannot
    /// fail; `false` takes the request back.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, ContestEnd, Roll}};
    ///
    /// // The opponent's 25 cannot fail; doubled, 13 or more does (26 > 25).
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(25)?).with_doubling_requested(true)?;
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[6, 13]))?;
    /// assert_eq!(outcome.end(), ContestEnd::Won(0));
    /// assert_eq!(outcome.last_round()[1].value(), 26);
    ///
    /// // Nobody here cannot fail.
    /// let plain = Contest::opposed(Roll::new(12)?, Roll::new(15)?);
    /// assert!(plain.with_doubling_requested(true).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when doubling is asked for and no side's
    /// target is at least [`CANNOT_FAIL_TARGET`].
    pub fn with_doubling_requested(self, requested: bool) -> Result<Self, Error> {
        if requested {
            let highest = self.sides().iter().map(Roll::target).max().unwrap_or(0);
            Error::check_range(
                "highest target in a contest with doubling requested",
                highest,
                CANNOT_FAIL_TARGET.into(),
                i64::from(MAX_SCORE) + i64::from(MAX_MODIFIER),
            )?;
        }
        Ok(Self {
            doubling_requested: requested,
            ..self
        })
    }

    /// The sides, in the order given (an opposed contest's acting side
    /// first).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert_eq!(contest.sides()[0].target(), 12);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn sides(&self) -> &[Roll] {
        &self.sides[..self.len]
    }

    /// Whether one side acts and the other resists.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let race = Contest::same_goal(&[Roll::new(12)?, Roll::new(10)?])?;
    /// assert!(!race.is_opposed());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn is_opposed(&self) -> bool {
        self.opposed
    }

    /// The time the action takes uncontested.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, ContestTime, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert_eq!(contest.start(), ContestTime::ROUND);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn start(&self) -> ContestTime {
        self.start
    }

    /// Whether a player asked for the d20s to be doubled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert!(!contest.doubling_requested());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn doubling_requested(&self) -> bool {
        self.doubling_requested
    }

    /// The times the d20s are doubled while the sides in `in_play` (a set
    /// of side indexes, as bits) are left: once if asked for, then once
    /// more for as long as no side left could fail.
    fn doublings(&self, in_play: u32) -> u32 {
        let lowest = self
            .in_play(in_play)
            .map(|i| i64::from(self.sides[i].target()))
            .min()
            .unwrap_or(0);
        let mut doublings = u32::from(self.doubling_requested);
        // Targets are at most 160, so four doublings always suffice.
        while doublings < 16 && (i64::from(FACES) << doublings) <= lowest {
            doublings += 1;
        }
        doublings
    }

    /// The side indexes in a set.
    fn in_play(&self, set: u32) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).filter(move |&i| set & (1 << i) != 0)
    }

    /// Every side, as a set.
    fn everyone(&self) -> u32 {
        (1 << self.len) - 1
    }

    /// How many faces of the d20 succeed for side `i` when the d20 is
    /// doubled `doublings` times.
    fn passing_faces(&self, i: usize, doublings: u32) -> u32 {
        let target = i64::from(self.sides[i].target());
        let most = target.div_euclid(1 << doublings).clamp(0, FACES.into());
        u32::try_from(most).unwrap_or(0)
    }

    /// The band when every side still in fails the same round.
    const fn all_failed(&self) -> ContestEnd {
        if self.opposed {
            ContestEnd::ActingFailed
        } else {
            ContestEnd::Draw
        }
    }

    /// Starts the contest, to roll it round by round: the sides may give
    /// up between rounds.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::gods_and_monsters::{Contest, ContestEnd, ContestStep, ContestTime, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?).starting_at(ContestTime::MINUTE);
    /// let mut dice = SuppliedFaces::new(&[8, 7, 3, 2]);
    /// let ContestStep::Again(progress) = contest.begin().roll_round(&mut dice)? else {
    ///     unreachable!("8 and 7 both succeed")
    /// };
    /// assert_eq!(progress.time(), ContestTime::TEN_MINUTES);
    /// // The resisting side gives up rather than spend another hour.
    /// let ContestStep::Over(outcome) = progress.withdraw(1)? else { unreachable!() };
    /// assert_eq!(outcome.end(), ContestEnd::Won(0));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn begin(&self) -> ContestProgress {
        ContestProgress {
            contest: *self,
            in_play: self.everyone(),
            rounds: 0,
            last_time: self.start.later(self.doublings(self.everyone())),
            last: Vec::new(),
            dice: Vec::new(),
        }
    }

    /// The exact probability of every time the contest can take, when it
    /// is rolled to the end: rounds up to `listed_rounds` are listed, and
    /// every time from `listed_rounds` steps past the first round's on is
    /// folded into the [`tail`](Odds::tail).
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_check::gods_and_monsters::{Contest, ContestTime, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?).starting_at(ContestTime::MINUTE);
    /// let odds = contest.time_odds(2)?;
    /// // Both succeed with probability 12/20 x 10/20 = 3/10.
    /// let r = |n: i64, d: i64| BigRational::new(n.into(), d.into());
    /// assert_eq!(odds.probability(&ContestTime::MINUTE), Some(r(7, 10)));
    /// assert_eq!(odds.probability(&ContestTime::TEN_MINUTES), Some(r(21, 100)));
    /// assert_eq!(odds.tail(), Some((&ContestTime::HOUR, &r(9, 100))));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_LISTED_CONTEST_ROUNDS`]
    /// rounds.
    pub fn time_odds(&self, listed_rounds: u32) -> Result<Odds<ContestTime>, Error> {
        Error::check_range(
            "listed contest rounds",
            listed_rounds,
            0,
            MAX_LISTED_CONTEST_ROUNDS.into(),
        )?;
        let everyone = self.everyone();
        let cutoff = self
            .start
            .later(listed_rounds.saturating_add(self.doublings(everyone)));
        // Masses are numerators over 20^(sides x rounds rolled).
        let scale = BigInt::from(FACES).pow(u32::try_from(self.len).unwrap_or(0));
        let mut mass = vec![BigInt::zero(); 1 << self.len];
        mass[set_index(everyone)] = BigInt::one();
        let mut denominator = BigInt::one();
        let mut weights: Vec<(ContestTime, BigRational)> = Vec::new();
        let mut tail = BigRational::zero();
        for round in 0..listed_rounds {
            denominator *= &scale;
            let mut next = vec![BigInt::zero(); mass.len()];
            let mut ended: Vec<(ContestTime, BigInt)> = Vec::new();
            for (set, here) in mass.iter().enumerate() {
                if here.is_zero() {
                    continue;
                }
                let set = u32::try_from(set).unwrap_or(0);
                let doublings = self.doublings(set);
                let time = self.start.later(round.saturating_add(doublings));
                let pad = FACES.pow(u32::try_from(self.len).unwrap_or(0) - set.count_ones());
                for (passed, ways) in self.round_weights(set, doublings) {
                    let weight = here * BigInt::from(ways) * BigInt::from(pad);
                    if passed.count_ones() <= 1 {
                        match ended.iter_mut().find(|(t, _)| *t == time) {
                            Some((_, w)) => *w += weight,
                            None => ended.push((time, weight)),
                        }
                    } else {
                        next[set_index(passed)] += weight;
                    }
                }
            }
            for (time, weight) in ended {
                let p = BigRational::new(weight, denominator.clone());
                if time >= cutoff {
                    tail += p;
                } else {
                    weights.push((time, p));
                }
            }
            mass = next;
        }
        let left: BigInt = mass.into_iter().sum();
        tail += BigRational::new(left, denominator);
        Ok(Odds::from_weights(weights, Some((cutoff, tail))))
    }

    /// Every set of sides that may succeed in a round with the sides in
    /// `set` left, and in how many of the 20^|set| rolls it happens.
    fn round_weights(&self, set: u32, doublings: u32) -> Vec<(u32, u64)> {
        let passing: Vec<(usize, u64)> = self
            .in_play(set)
            .map(|i| (i, u64::from(self.passing_faces(i, doublings))))
            .collect();
        let mut weights = Vec::new();
        let mut passed = set;
        loop {
            let ways = passing
                .iter()
                .map(|&(i, k)| {
                    if passed & (1 << i) != 0 {
                        k
                    } else {
                        u64::from(FACES) - k
                    }
                })
                .product::<u64>();
            if ways != 0 {
                weights.push((passed, ways));
            }
            if passed == 0 {
                break;
            }
            passed = (passed - 1) & set;
        }
        weights
    }
}

/// A set of sides as an index into a table of every set.
fn set_index(set: u32) -> usize {
    usize::try_from(set).unwrap_or(0)
}

/// One side's d20 in one round of a contest.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
///
/// // Targets 22 and 25 cannot fail: the d20s are doubled (rule GM-dice.contest-cannot-fail).
/// let contest = Contest::opposed(Roll::new(22)?, Roll::new(25)?);
/// let outcome = contest.roll(&mut SuppliedFaces::new(&[9, 14]))?;
/// let [first, second] = outcome.last_round() else { unreachable!() };
/// assert_eq!((first.face(), first.value(), first.succeeded()), (9, 18, true));
/// assert_eq!((second.face(), second.value(), second.succeeded()), (14, 28, false));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ContestThrow {
    side: usize,
    face: u32,
    value: u32,
    target: i32,
    succeeded: bool,
}

impl ContestThrow {
    /// The side that rolled (its index in [`Contest::sides`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 12]))?;
    /// assert_eq!(outcome.last_round()[1].side(), 1);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn side(&self) -> usize {
        self.side
    }

    /// The d20 face.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 12]))?;
    /// assert_eq!(outcome.last_round()[0].face(), 8);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.face
    }

    /// The number compared with the target: the face, doubled as often as
    /// the contest doubles its dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(22)?, Roll::new(25)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[9, 14]))?;
    /// assert_eq!(outcome.last_round()[0].value(), 18);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn value(&self) -> u32 {
        self.value
    }

    /// The side's target.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 12]))?;
    /// assert_eq!(outcome.last_round()[1].target(), 10);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.target
    }

    /// Whether the value was at most the target.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 12]))?;
    /// assert!(outcome.last_round()[0].succeeded());
    /// assert!(!outcome.last_round()[1].succeeded());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn succeeded(&self) -> bool {
        self.succeeded
    }
}

/// A contest under way, between rounds: at least two sides are still in.
///
/// With the `serde` feature a contest under way can be saved between
/// sessions (a contest may last days); deserializing checks that the sides
/// still in are sides of the contest, at least two of them, and that no
/// more than [`MAX_TIE_ROUNDS`] rounds have been rolled.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::gods_and_monsters::{Contest, ContestStep, Roll};
///
/// let race = Contest::same_goal(&[Roll::new(12)?, Roll::new(10)?, Roll::new(14)?])?;
/// // The second side fails and drops out; the others roll again.
/// let ContestStep::Again(progress) = race.begin().roll_round(&mut SuppliedFaces::new(&[5, 15, 9]))? else {
///     unreachable!()
/// };
/// assert_eq!(progress.in_play().collect::<Vec<_>>(), [0, 2]);
/// assert_eq!(progress.rounds(), 1);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ContestProgressWire", into = "ContestProgressWire")
)]
pub struct ContestProgress {
    contest: Contest,
    in_play: u32,
    rounds: u32,
    last_time: ContestTime,
    last: Vec<ContestThrow>,
    dice: Vec<Rolled>,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct ContestProgressWire {
    contest: Contest,
    in_play: Vec<usize>,
    rounds: u32,
    last_time: ContestTime,
    last: Vec<ContestThrow>,
    dice: Vec<Rolled>,
}

impl TryFrom<ContestProgressWire> for ContestProgress {
    type Error = Error;

    fn try_from(wire: ContestProgressWire) -> Result<Self, Error> {
        let last = i64::try_from(wire.contest.len).unwrap_or(i64::MAX) - 1;
        let mut in_play = 0_u32;
        for &side in &wire.in_play {
            let side = i64::try_from(side).unwrap_or(i64::MAX);
            let side = Error::check_range("side still in", side, 0, last)?;
            in_play |= 1 << side;
        }
        let max = i64::try_from(wire.contest.len).unwrap_or(i64::MAX);
        Error::check_range("sides still in", in_play.count_ones(), 2, max)?;
        Error::check_range("contest rounds", wire.rounds, 0, MAX_TIE_ROUNDS.into())?;
        Ok(Self {
            contest: wire.contest,
            in_play,
            rounds: wire.rounds,
            last_time: wire.last_time,
            last: wire.last,
            dice: wire.dice,
        })
    }
}

impl From<ContestProgress> for ContestProgressWire {
    fn from(progress: ContestProgress) -> Self {
        Self {
            in_play: progress.in_play().collect(),
            contest: progress.contest,
            rounds: progress.rounds,
            last_time: progress.last_time,
            last: progress.last,
            dice: progress.dice,
        }
    }
}

/// What a round of a contest led to.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::gods_and_monsters::{Contest, ContestEnd, ContestStep, Roll};
///
/// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
/// let mut progress = contest.begin();
/// let mut dice = SuppliedFaces::new(&[8, 7, 3, 2, 8, 12]);
/// let outcome = loop {
///     match progress.roll_round(&mut dice)? {
///         ContestStep::Again(next) => progress = next,
///         ContestStep::Over(outcome) => break outcome,
///     }
/// };
/// assert_eq!((outcome.end(), outcome.rounds()), (ContestEnd::Won(0), 3));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum ContestStep {
    /// More than one side succeeded: they may roll again or give up.
    Again(ContestProgress),
    /// The contest is over.
    Over(ContestRoll),
}

impl ContestProgress {
    /// The contest being rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert_eq!(contest.begin().contest(), &contest);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn contest(&self) -> &Contest {
        &self.contest
    }

    /// The sides still in, by index, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert_eq!(contest.begin().in_play().collect::<Vec<_>>(), [0, 1]);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub fn in_play(&self) -> impl Iterator<Item = usize> + '_ {
        self.contest.in_play(self.in_play)
    }

    /// The rounds rolled so far.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert_eq!(contest.begin().rounds(), 0);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The time the contest has reached: the time the next round takes
    /// (the uncontested time, one step on for every round rolled again and
    /// every doubling).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, ContestTime, Roll};
    ///
    /// // Neither side can fail: doubled from the start, one step on.
    /// let contest = Contest::opposed(Roll::new(22)?, Roll::new(25)?).starting_at(ContestTime::MINUTE);
    /// assert_eq!(contest.begin().time(), ContestTime::TEN_MINUTES);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn time(&self) -> ContestTime {
        self.contest.start.later(
            self.rounds
                .saturating_add(self.contest.doublings(self.in_play)),
        )
    }

    /// The d20s of the last round rolled (none before the first).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::gods_and_monsters::{Contest, ContestStep, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let ContestStep::Again(progress) = contest.begin().roll_round(&mut SuppliedFaces::new(&[8, 7]))? else {
    ///     unreachable!()
    /// };
    /// assert_eq!(progress.last_round().iter().map(|t| t.face()).collect::<Vec<_>>(), [8, 7]);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn last_round(&self) -> &[ContestThrow] {
        &self.last
    }

    /// Rolls the next round: every side still in rolls its d20, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::gods_and_monsters::{Contest, ContestEnd, ContestStep, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let ContestStep::Over(outcome) = contest.begin().roll_round(&mut SuppliedFaces::new(&[8, 12]))? else {
    ///     unreachable!()
    /// };
    /// assert_eq!(outcome.end(), ContestEnd::Won(0));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (a face error) when the face source fails (the progress is kept,
    /// so the round can be rolled again), [`Error::Unresolved`] once
    /// [`MAX_TIE_ROUNDS`] rounds have been rolled.
    pub fn roll_round<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestStep, Error> {
        self.clone().into_round(source)
    }

    /// Rolls the next round, reusing this progress's dice.
    fn into_round<S: FaceSource + ?Sized>(self, source: &mut S) -> Result<ContestStep, Error> {
        if self.rounds >= MAX_TIE_ROUNDS {
            return Err(Error::Unresolved {
                what: "contest",
                rolls: self.rounds,
            });
        }
        let time = self.time();
        let Self {
            contest,
            in_play,
            rounds,
            mut dice,
            ..
        } = self;
        let doublings = contest.doublings(in_play);
        for die in &mut dice {
            die.fate = Fate::Replaced;
        }
        let mut throws = Vec::with_capacity(contest.len);
        let mut passed = 0_u32;
        for side in contest.in_play(in_play) {
            let roll = contest.sides[side];
            let save = roll.roll(source)?;
            dice.extend_from_slice(save.dice());
            let value = save.face().saturating_mul(1 << doublings);
            let succeeded = i64::from(value) <= i64::from(roll.target());
            if succeeded {
                passed |= 1 << side;
            }
            throws.push(ContestThrow {
                side,
                face: save.face(),
                value,
                target: roll.target(),
                succeeded,
            });
        }
        let rounds = rounds + 1;
        let end = match passed.count_ones() {
            0 => contest.all_failed(),
            1 => ContestEnd::Won(contest.in_play(passed).next().unwrap_or(0)),
            _ => {
                return Ok(ContestStep::Again(Self {
                    contest,
                    in_play: passed,
                    rounds,
                    last_time: time,
                    last: throws,
                    dice,
                }));
            }
        };
        Ok(ContestStep::Over(ContestRoll {
            end,
            rounds,
            time,
            last: throws,
            dice,
        }))
    }

    /// Side `side` gives up: it drops out, and when one side is left, that
    /// side wins (an opposed contest's acting side giving up is the
    /// resisting side winning). The time stays that of the last round
    /// rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Contest, ContestEnd, ContestStep, Roll};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let ContestStep::Over(outcome) = contest.begin().withdraw(0)? else { unreachable!() };
    /// assert_eq!((outcome.end(), outcome.rounds()), (ContestEnd::Won(1), 0));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a side the contest does not have. A side
    /// already out changes nothing.
    pub fn withdraw(&self, side: usize) -> Result<ContestStep, Error> {
        let last = i64::try_from(self.contest.len).unwrap_or(i64::MAX) - 1;
        Error::check_range(
            "withdrawing side",
            i64::try_from(side).unwrap_or(i64::MAX),
            0,
            last,
        )?;
        let in_play = self.in_play & !(1 << side);
        if in_play.count_ones() >= 2 {
            return Ok(ContestStep::Again(Self {
                in_play,
                ..self.clone()
            }));
        }
        let winner = self.contest.in_play(in_play).next().unwrap_or(0);
        let mut dice = self.dice.clone();
        for die in &mut dice {
            die.fate = Fate::Replaced;
        }
        Ok(ContestStep::Over(ContestRoll {
            end: ContestEnd::Won(winner),
            rounds: self.rounds,
            time: self.last_time,
            last: self.last.clone(),
            dice,
        }))
    }
}

/// A contest rolled to its end.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Fate, Resolved, gods_and_monsters::{Contest, ContestEnd, ContestTime, Roll}};
///
/// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?).starting_at(ContestTime::MINUTE);
/// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 7, 3, 2, 15, 14]))?;
/// assert_eq!(outcome.end(), ContestEnd::ActingFailed);
/// assert_eq!(outcome.prevailing(), Some(1));
/// assert_eq!((outcome.rounds(), outcome.time()), (3, ContestTime::HOUR));
/// // The rounds rolled again are kept, marked as such.
/// assert_eq!(outcome.dice()[0].fate, Fate::Replaced);
/// assert_eq!(outcome.dice()[5].fate, Fate::Counted);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ContestRoll {
    end: ContestEnd,
    rounds: u32,
    time: ContestTime,
    last: Vec<ContestThrow>,
    dice: Vec<Rolled>,
}

impl ContestRoll {
    /// How the contest ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, ContestEnd, Roll}};
    ///
    /// let race = Contest::same_goal(&[Roll::new(12)?, Roll::new(10)?])?;
    /// let outcome = race.roll(&mut SuppliedFaces::new(&[15, 14]))?;
    /// assert_eq!(outcome.end(), ContestEnd::Draw);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn end(&self) -> ContestEnd {
        self.end
    }

    /// The side that has its way: the winner, or the resisting side when
    /// both sides of an opposed contest failed; `None` for a draw.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[15, 14]))?;
    /// assert_eq!(outcome.prevailing(), Some(1));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn prevailing(&self) -> Option<usize> {
        match self.end {
            ContestEnd::Draw => None,
            ContestEnd::ActingFailed => Some(1),
            ContestEnd::Won(side) => Some(side),
        }
    }

    /// The rounds rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// assert_eq!(contest.roll(&mut SuppliedFaces::new(&[8, 7, 8, 12]))?.rounds(), 2);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The time the contest took: the step of its last round.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, ContestTime, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?).starting_at(ContestTime::MINUTE);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 7, 8, 7, 8, 12]))?;
    /// assert_eq!(outcome.time(), ContestTime::HOUR);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn time(&self) -> ContestTime {
        self.time
    }

    /// The d20s of the last round rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// let outcome = contest.roll(&mut SuppliedFaces::new(&[8, 7, 8, 12]))?;
    /// assert_eq!(outcome.last_round().iter().map(|t| t.face()).collect::<Vec<_>>(), [8, 12]);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn last_round(&self) -> &[ContestThrow] {
        &self.last
    }
}

impl Resolved for ContestRoll {
    type Band = ContestEnd;

    fn band(&self) -> ContestEnd {
        self.end
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Contest {
    type Band = ContestEnd;
    type Outcome = ContestRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestRoll, Error> {
        let mut progress = self.begin();
        for _ in 0..=MAX_TIE_ROUNDS {
            match progress.into_round(source)? {
                ContestStep::Over(outcome) => return Ok(outcome),
                ContestStep::Again(next) => progress = next,
            }
        }
        Err(Error::Unresolved {
            what: "contest",
            rolls: progress.rounds,
        })
    }

    fn odds(&self) -> Odds<ContestEnd> {
        // ends[set][0] is the chance that every side fails together, and
        // ends[set][1 + i] that side i wins, from a round with `set` left.
        // A round that repeats `set` itself is a geometric series: divide
        // the rest by 1 - P(repeat). Smaller sets come first.
        let all_failed = self.all_failed();
        let mut ends: Vec<Vec<BigRational>> = vec![Vec::new(); 1 << self.len];
        for set in 1..=self.everyone() {
            if set.count_ones() < 2 {
                continue;
            }
            let doublings = self.doublings(set);
            let mut here = vec![BigRational::zero(); self.len + 1];
            let mut repeat = 0_u64;
            let mut total = 0_u64;
            for (passed, ways) in self.round_weights(set, doublings) {
                total += ways;
                let ways_ratio = BigRational::from_integer(ways.into());
                match passed.count_ones() {
                    0 => here[0] += ways_ratio,
                    1 => {
                        let side = self.in_play(passed).next().unwrap_or(0);
                        here[side + 1] += ways_ratio;
                    }
                    _ if passed == set => repeat += ways,
                    _ => {
                        // Only the sides in `passed` can win from there.
                        for (slot, p) in here.iter_mut().zip(&ends[set_index(passed)]) {
                            if !p.is_zero() {
                                *slot += &ways_ratio * p;
                            }
                        }
                    }
                }
            }
            // Some side left can always fail, so the round does not repeat
            // for sure.
            let settles = BigRational::from_integer((total - repeat).into());
            for slot in &mut here {
                *slot /= &settles;
            }
            ends[set_index(set)] = here;
        }
        let odds = core::mem::take(&mut ends[set_index(self.everyone())]);
        Odds::from_weights(
            odds.into_iter().enumerate().map(|(slot, p)| {
                let band = match slot {
                    0 => all_failed,
                    side => ContestEnd::Won(side - 1),
                };
                (band, p)
            }),
            None,
        )
    }
}
