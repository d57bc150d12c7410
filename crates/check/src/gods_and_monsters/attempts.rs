//! One roll per task, and the one retry the other way.

use core::fmt;

use osr_core::FaceSource;

use crate::{Check, Error, PassFail, Resolved};

/// Who attempts a task: one character, or the characters together as a
/// group effort.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{Attempter, Attempts};
///
/// assert!(Attempts::FailedAlone.may_try(Attempter::Group).is_ok());
/// assert_eq!(Attempter::Group.to_string(), "a group");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Attempter {
    /// One character.
    Individual,
    /// The characters as one group effort.
    Group,
}

impl Attempter {
    /// The other kind of attempter: the one that may try once more after
    /// this one failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::Attempter;
    ///
    /// assert_eq!(Attempter::Individual.other(), Attempter::Group);
    /// ```
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::Individual => Self::Group,
            Self::Group => Self::Individual,
        }
    }
}

impl fmt::Display for Attempter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Individual => "an individual",
            Self::Group => "a group",
        })
    }
}

/// The attempts made at one task (rules GM-dice.single-roll and
/// GM-dice.no-reroll).
///
/// An obstacle is overcome with a single roll however long it is: once a
/// roll succeeds it stands for the whole task, and a later stretch of the
/// same task (the second hundred feet of a climb, after an encounter) or
/// the same question asked again (news of an event, night after night)
/// reuses it: [`result`](Self::result). A failed roll is not rolled again,
/// by anyone, with one exception: after an individual has failed, the
/// characters may try once as a group; after a group has failed, one
/// individual may try once. Anything more needs the task reframed as a
/// different task, which is a fresh `Attempts`.
///
/// ```text
/// Untried --individual fails--> FailedAlone   --group fails-------> Exhausted
///    |    --group fails------> FailedAsGroup --individual fails--> Exhausted
///    +-- any pass, from Untried, FailedAlone or FailedAsGroup --> Passed
/// ```
///
/// # Examples
///
/// ```
/// use osr_check::PassFail;
/// use osr_check::Error;
/// use osr_check::gods_and_monsters::{Attempter, Attempts};
///
/// let mut task = Attempts::new();
/// task.record(Attempter::Individual, PassFail::Fail)?;
/// assert_eq!(task.result(), Some(PassFail::Fail));
/// // Nobody else may simply try again...
/// assert_eq!(
///     task.record(Attempter::Individual, PassFail::Pass),
///     Err(Error::NoRetry { by: Attempter::Individual }),
/// );
/// // ...but the characters may try once together.
/// task.record(Attempter::Group, PassFail::Pass)?;
/// assert_eq!(task, Attempts::Passed);
/// assert_eq!(
///     task.record(Attempter::Group, PassFail::Pass).unwrap_err().to_string(),
///     "the task already succeeded: its roll stands for the rest of it",
/// );
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Attempts {
    /// Nobody has rolled.
    #[default]
    Untried,
    /// A roll succeeded: it stands for the rest of the task.
    Passed,
    /// An individual failed: the characters may try once as a group.
    FailedAlone,
    /// A group failed: one individual may try once.
    FailedAsGroup,
    /// Both an individual and a group failed: only a reframed task may be
    /// tried.
    Exhausted,
}

impl Attempts {
    /// A task nobody has tried.
    #[must_use]
    pub const fn new() -> Self {
        Self::Untried
    }

    /// Whether `who` may roll for the task now.
    ///
    /// # Errors
    ///
    /// [`Error::TaskPassed`] once the task succeeded (its roll
    /// stands), [`Error::NoRetry`] when `who` is the kind of
    /// attempter that already failed, [`Error::TaskExhausted`] when both
    /// kinds failed.
    pub const fn may_try(self, who: Attempter) -> Result<(), Error> {
        match (self, who) {
            (Self::Untried, _)
            | (Self::FailedAlone, Attempter::Group)
            | (Self::FailedAsGroup, Attempter::Individual) => Ok(()),
            (Self::Passed, _) => Err(Error::TaskPassed),
            (Self::FailedAlone | Self::FailedAsGroup, by) => Err(Error::NoRetry { by }),
            (Self::Exhausted, _) => Err(Error::TaskExhausted),
        }
    }

    /// Records a roll `who` made with the result `band`, if `who` was
    /// allowed to roll; otherwise nothing changes.
    ///
    /// # Errors
    ///
    /// As [`may_try`](Self::may_try).
    pub fn record(&mut self, who: Attempter, band: PassFail) -> Result<(), Error> {
        self.may_try(who)?;
        *self = match (band, *self) {
            (PassFail::Pass, _) => Self::Passed,
            (PassFail::Fail, Self::Untried) => match who {
                Attempter::Individual => Self::FailedAlone,
                Attempter::Group => Self::FailedAsGroup,
            },
            (PassFail::Fail, _) => Self::Exhausted,
        };
        Ok(())
    }

    /// Rolls `check` for `who`, if `who` may try, and records the result.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{PassFail, Resolved};
    /// use osr_check::gods_and_monsters::{Attempter, Attempts, Obstacle, Roll};
    ///
    /// // A thief with agility 15 climbs a 200-foot wall: one roll, -4.
    /// let climb = Roll::new(15)?.adjusted(Obstacle::new(200, 10)?.modifier())?;
    /// let mut wall = Attempts::new();
    /// let outcome = wall.attempt(Attempter::Individual, &climb, &mut SuppliedFaces::new(&[9]))?;
    /// assert_eq!(outcome.band(), PassFail::Pass);
    /// // After an encounter halfway up, the same roll carries the climb on.
    /// assert_eq!(wall.result(), Some(PassFail::Pass));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`may_try`](Self::may_try) (nothing is rolled then), or
    /// the roll's error when rolling fails (nothing is recorded); both in
    /// the procedure's own error ([`Check::Error`]).
    pub fn attempt<C, S>(
        &mut self,
        who: Attempter,
        check: &C,
        source: &mut S,
    ) -> Result<C::Outcome, C::Error>
    where
        C: Check<Band = PassFail>,
        S: FaceSource + ?Sized,
    {
        self.may_try(who)?;
        let outcome = check.roll(source)?;
        self.record(who, outcome.band())?;
        Ok(outcome)
    }

    /// The result that stands for the task: `Pass` once a roll succeeded,
    /// `Fail` after a failure nobody may (or did) make good, `None` before
    /// anyone rolled.
    #[must_use]
    pub const fn result(self) -> Option<PassFail> {
        match self {
            Self::Untried => None,
            Self::Passed => Some(PassFail::Pass),
            Self::FailedAlone | Self::FailedAsGroup | Self::Exhausted => Some(PassFail::Fail),
        }
    }
}
