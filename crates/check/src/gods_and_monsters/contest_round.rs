//! A contest rolled round by round, and its outcome.

use alloc::vec::Vec;

use osr_core::{Die, FaceSource};

use super::{Contest, ContestEnd, ContestTime, MAX_CONTEST_SIDES};
use crate::{Error, Fate, MAX_TIE_ROUNDS, Resolved, Rolled};

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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ContestThrow {
    /// The side, its index in the contest's sides.
    side: usize,
    /// The d20 rolled.
    face: u32,
    /// The d20 as counted: doubled when no side still in can fail.
    value: u32,
    /// The side's target.
    target: i32,
    /// Whether the value was at most the target.
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
    pub(super) contest: Contest,
    pub(super) in_play: u32,
    pub(super) rounds: u32,
    pub(super) last_time: ContestTime,
    pub(super) last: Vec<ContestThrow>,
    pub(super) dice: Vec<Rolled>,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
        check_round(&wire.last, wire.rounds, &wire.dice)?;
        // The last round's dice are counted until the next is rolled, and
        // only sides that succeeded in it are still in.
        let counted = wire.dice.iter().filter(|d| d.fate == Fate::Counted);
        let still_in_succeeded = wire.in_play.iter().all(|side| {
            wire.last.is_empty()
                || wire
                    .last
                    .iter()
                    .any(|throw| throw.side == *side && throw.succeeded)
        });
        if !counted.map(|d| d.face).eq(wire.last.iter().map(|t| t.face)) || !still_in_succeeded {
            return Err(Error::Inconsistent {
                what: "contest under way",
            });
        }
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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
    pub(super) fn into_round<S: FaceSource + ?Sized>(
        self,
        source: &mut S,
    ) -> Result<ContestStep, Error> {
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
        for die in &mut dice {
            die.fate = Fate::Replaced;
        }
        let mut throws = Vec::with_capacity(contest.len);
        let passed = contest.throw_round(in_play, source, |throw| {
            dice.push(Rolled {
                sides: Die::D20.sides(),
                face: throw.face,
                fate: Fate::Counted,
            });
            throws.push(throw);
        })?;
        let rounds = rounds + 1;
        let Some(end) = contest.settled(passed) else {
            return Ok(ContestStep::Again(Self {
                contest,
                in_play: passed,
                rounds,
                last_time: time,
                last: throws,
                dice,
            }));
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

impl Contest {
    /// One round with the sides in `in_play` left: each rolls its d20 (a
    /// Gods & Monsters roll is one d20), in side order, doubled as often as
    /// the sides left call for, and hands its throw to `each`. Returns the
    /// sides that succeeded, as a set. Both [`Check::roll`](crate::Check::roll) and
    /// [`Contest::roll_end`] roll their rounds here.
    fn throw_round<S: FaceSource + ?Sized>(
        &self,
        in_play: u32,
        source: &mut S,
        mut each: impl FnMut(ContestThrow),
    ) -> Result<u32, Error> {
        let doublings = self.doublings(in_play);
        let mut passed = 0_u32;
        for side in self.in_play(in_play) {
            let target = self.sides[side].target();
            let face = Die::D20.roll(source)?;
            let value = face.saturating_mul(1 << doublings);
            let succeeded = i64::from(value) <= i64::from(target);
            if succeeded {
                passed |= 1 << side;
            }
            each(ContestThrow {
                side,
                face,
                value,
                target,
                succeeded,
            });
        }
        Ok(passed)
    }

    /// How a round in which the sides in `passed` succeeded ends the
    /// contest: `None` when more than one succeeded and they roll again.
    #[inline]
    fn settled(&self, passed: u32) -> Option<ContestEnd> {
        match passed.count_ones() {
            0 => Some(self.all_failed()),
            1 => Some(ContestEnd::Won(self.in_play(passed).next().unwrap_or(0))),
            _ => None,
        }
    }

    /// Rolls the contest to its end as [`Check::roll`](crate::Check::roll) does (the same
    /// faces, drawn in the same order, and the same end) but keeps nothing
    /// of it: no throws, no dice, and so no allocation. For simulations
    /// that only need how the contest ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{Contest, ContestEnd, Roll}};
    ///
    /// let contest = Contest::opposed(Roll::new(12)?, Roll::new(10)?);
    /// // 8 and 7 both succeed: again; 8 and 12: the acting side wins.
    /// let end = contest.roll_end(&mut SuppliedFaces::new(&[8, 7, 8, 12]))?;
    /// assert_eq!(end, ContestEnd::Won(0));
    /// assert_eq!(end, contest.roll(&mut SuppliedFaces::new(&[8, 7, 8, 12]))?.end());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Check::roll`](crate::Check::roll): [`Error::Core`] (a face error) when the face
    /// source fails, [`Error::Unresolved`] when [`MAX_TIE_ROUNDS`] rounds
    /// leave it unsettled.
    pub fn roll_end<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestEnd, Error> {
        let mut in_play = self.everyone();
        for _ in 0..MAX_TIE_ROUNDS {
            let passed = self.throw_round(in_play, source, |_| {})?;
            match self.settled(passed) {
                Some(end) => return Ok(end),
                None => in_play = passed,
            }
        }
        Err(Error::Unresolved {
            what: "contest",
            rolls: MAX_TIE_ROUNDS,
        })
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
///
/// With the `serde` feature it serializes as `{"band": {"won": 0},
/// "rounds": 3, "time": 4, "last": [...], "dice": [...]}`, the band named
/// as in the odds. Deserializing checks what the record can tell on its
/// own: every die is a d20, the last round's throws are its counted dice
/// compared with their targets, and the band is what that round (or a
/// side giving up) leads to; [`Check::verify`](crate::Check::verify) replays it against the
/// contest.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersContestRoll"))]
#[cfg_attr(feature = "serde", serde(try_from = "ContestRollFields"))]
pub struct ContestRoll {
    /// How the contest ended.
    #[cfg_attr(feature = "serde", serde(rename = "band"))]
    end: ContestEnd,
    /// The rounds rolled.
    rounds: u32,
    /// The time step of the last round.
    time: ContestTime,
    /// Every side's throw in the last round.
    last: Vec<ContestThrow>,
    /// Every d20 rolled, in order; the dice of rounds rolled again are marked
    /// `replaced`.
    dice: Vec<Rolled>,
}

/// A [`ContestRoll`] as read, before its figures are checked.
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct ContestRollFields {
    band: ContestEnd,
    rounds: u32,
    time: ContestTime,
    last: Vec<ContestThrow>,
    dice: Vec<Rolled>,
}

impl TryFrom<ContestRollFields> for ContestRoll {
    type Error = Error;

    fn try_from(fields: ContestRollFields) -> Result<Self, Error> {
        let inconsistent = |what| Err(Error::Inconsistent { what });
        check_round(&fields.last, fields.rounds, &fields.dice)?;
        // Every round after the first moves the time a step on.
        if u64::from(fields.time.step()) + 1 < u64::from(fields.rounds) {
            return inconsistent("contest time");
        }
        let counted = fields
            .dice
            .iter()
            .rev()
            .take_while(|die| die.fate == Fate::Counted)
            .count();
        let winners: Vec<usize> = fields
            .last
            .iter()
            .filter(|throw| throw.succeeded)
            .map(|throw| throw.side)
            .collect();
        let band_agrees = if counted == 0 {
            // A side gave up: the winner is one that was still in.
            matches!(fields.band, ContestEnd::Won(side)
                if fields.last.is_empty() || winners.contains(&side))
        } else {
            let faces = fields.dice[fields.dice.len() - counted..]
                .iter()
                .map(|d| d.face);
            if counted != fields.last.len() || !faces.eq(fields.last.iter().map(|t| t.face)) {
                return inconsistent("contest's last round");
            }
            match (winners.as_slice(), fields.band) {
                ([], ContestEnd::Draw | ContestEnd::ActingFailed) => true,
                ([winner], ContestEnd::Won(side)) => *winner == side,
                _ => false,
            }
        };
        if !band_agrees {
            return inconsistent("contest band");
        }
        Ok(Self {
            end: fields.band,
            rounds: fields.rounds,
            time: fields.time,
            last: fields.last,
            dice: fields.dice,
        })
    }
}

/// Checks a recorded round of a contest and the dice around it: every die
/// a d20, counted or rolled again, none counted before one rolled again;
/// no rounds without dice and at least two dice a round; the throws in
/// side order, each face on the d20, all doubled the same number of times
/// and compared with their targets as recorded.
fn check_round(last: &[ContestThrow], rounds: u32, dice: &[Rolled]) -> Result<(), Error> {
    let inconsistent = |what| Err(Error::Inconsistent { what });
    let rounds = usize::try_from(rounds).unwrap_or(usize::MAX);
    if dice.iter().any(|die| die.sides != 20)
        || (rounds == 0) != dice.is_empty()
        || rounds.saturating_mul(2) > dice.len()
        || (rounds == 0) != last.is_empty()
    {
        return inconsistent("contest's dice");
    }
    let first_counted = dice
        .iter()
        .position(|die| die.fate == Fate::Counted)
        .unwrap_or(dice.len());
    if dice[first_counted..]
        .iter()
        .any(|die| die.fate != Fate::Counted)
        || dice[..first_counted]
            .iter()
            .any(|die| die.fate != Fate::Replaced)
    {
        return inconsistent("contest's dice");
    }
    let doublings = last.first().map_or(0, |throw| {
        (0..=16)
            .find(|&d| u64::from(throw.face) << d == u64::from(throw.value))
            .unwrap_or(u32::MAX)
    });
    let in_order = last.windows(2).all(|pair| pair[0].side < pair[1].side);
    let throws_agree = last.iter().all(|throw| {
        (1..=20).contains(&throw.face)
            && throw.side < MAX_CONTEST_SIDES
            && doublings <= 16
            && u64::from(throw.face) << doublings == u64::from(throw.value)
            && throw.succeeded == (i64::from(throw.value) <= i64::from(throw.target))
    });
    if !in_order || !throws_agree {
        return inconsistent("contest round");
    }
    Ok(())
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
