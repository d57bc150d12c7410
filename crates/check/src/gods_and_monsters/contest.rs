//! Contested actions: every side rolls against its own target, and
//! both-succeed rounds are rolled again.

use alloc::vec;
use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::FaceSource;

use super::{ContestProgress, ContestRoll, ContestStep, ContestTime, Modifier, Roll, Score};
use crate::{Check, Error, MAX_TIE_ROUNDS, Odds};

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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersContest"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ContestWire", into = "ContestWire")
)]
pub struct Contest {
    /// The sides, `len` of them; the rest repeat the first so that equal
    /// contests compare equal.
    pub(super) sides: [Roll; MAX_CONTEST_SIDES],
    pub(super) len: usize,
    opposed: bool,
    pub(super) start: ContestTime,
    doubling_requested: bool,
}

/// Which kind of contest, on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
enum ContestKind {
    Opposed,
    SameGoal,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct ContestWire {
    /// `opposed` (the acting side against the resisting one) or `same_goal`
    /// (every side after one goal).
    kind: ContestKind,
    /// Each side's roll, the acting side first.
    sides: Vec<Roll>,
    /// The time step the first round takes: 0 immediately, 1 a round, 2 a
    /// minute, 3 ten minutes, 4 an hour, 5 a day... (1 when left out).
    #[cfg_attr(feature = "serde", serde(default = "default_start"))]
    start: ContestTime,
    /// Whether a player asked for doubled d20s because an opponent cannot fail
    /// (`false` when left out).
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
                i64::from(Score::MAX) + i64::from(Modifier::MAX),
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
    #[inline]
    pub(super) fn doublings(&self, in_play: u32) -> u32 {
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
    #[inline]
    pub(super) fn in_play(&self, set: u32) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).filter(move |&i| set & (1 << i) != 0)
    }

    /// Every side, as a set.
    #[inline]
    pub(super) fn everyone(&self) -> u32 {
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
    pub(super) const fn all_failed(&self) -> ContestEnd {
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

impl Check for Contest {
    type Band = ContestEnd;
    type Outcome = ContestRoll;
    type Error = Error;

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
