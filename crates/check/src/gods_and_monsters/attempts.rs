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
/// use osr_check::gods_and_monsters::{AttemptError, Attempter, Attempts};
///
/// let mut task = Attempts::new();
/// task.record(Attempter::Individual, PassFail::Fail)?;
/// assert_eq!(task.result(), Some(PassFail::Fail));
/// // Nobody else may simply try again...
/// assert_eq!(
///     task.record(Attempter::Individual, PassFail::Pass),
///     Err(AttemptError::NoRetry { by: Attempter::Individual }),
/// );
/// // ...but the characters may try once together.
/// task.record(Attempter::Group, PassFail::Pass)?;
/// assert_eq!(task, Attempts::Passed);
/// # Ok::<(), AttemptError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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
    /// [`AttemptError::AlreadyPassed`] once the task succeeded (its roll
    /// stands), [`AttemptError::NoRetry`] when `who` is the kind of
    /// attempter that already failed, [`AttemptError::Exhausted`] when both
    /// kinds failed.
    pub const fn may_try(self, who: Attempter) -> Result<(), AttemptError> {
        match (self, who) {
            (Self::Untried, _)
            | (Self::FailedAlone, Attempter::Group)
            | (Self::FailedAsGroup, Attempter::Individual) => Ok(()),
            (Self::Passed, _) => Err(AttemptError::AlreadyPassed),
            (Self::FailedAlone | Self::FailedAsGroup, by) => Err(AttemptError::NoRetry { by }),
            (Self::Exhausted, _) => Err(AttemptError::Exhausted),
        }
    }

    /// Records a roll `who` made with the result `band`, if `who` was
    /// allowed to roll; otherwise nothing changes.
    ///
    /// # Errors
    ///
    /// As [`may_try`](Self::may_try).
    pub fn record(&mut self, who: Attempter, band: PassFail) -> Result<(), AttemptError> {
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
    /// let climb = Roll::new(15)?.adjusted(-Obstacle::new(200, 10)?.penalty())?;
    /// let mut wall = Attempts::new();
    /// let outcome = wall.attempt(Attempter::Individual, &climb, &mut SuppliedFaces::new(&[9]))?;
    /// assert_eq!(outcome.band(), PassFail::Pass);
    /// // After an encounter halfway up, the same roll carries the climb on.
    /// assert_eq!(wall.result(), Some(PassFail::Pass));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`may_try`](Self::may_try) (nothing is rolled then), or
    /// [`AttemptError::Roll`] when rolling fails (nothing is recorded).
    pub fn attempt<C, S>(
        &mut self,
        who: Attempter,
        check: &C,
        source: &mut S,
    ) -> Result<C::Outcome, AttemptError>
    where
        C: Check<Band = PassFail>,
        S: FaceSource + ?Sized,
    {
        self.may_try(who)?;
        let outcome = check.roll(source).map_err(AttemptError::Roll)?;
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

/// Why a task may not be rolled for.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{AttemptError, Attempter};
///
/// let err = AttemptError::NoRetry { by: Attempter::Group };
/// assert_eq!(
///     err.to_string(),
///     "a group already failed this task: only an individual may try once more, or reframe the task",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AttemptError {
    /// The task already succeeded: that roll stands for the rest of it.
    AlreadyPassed,
    /// The same kind of attempter already failed.
    NoRetry {
        /// Who asked to roll again.
        by: Attempter,
    },
    /// An individual and a group both failed.
    Exhausted,
    /// The roll itself failed (the face source did).
    Roll(Error),
}

impl fmt::Display for AttemptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::AlreadyPassed => {
                f.write_str("the task already succeeded: its roll stands for the rest of it")
            }
            Self::NoRetry { by } => {
                let other = match by {
                    Attempter::Individual => Attempter::Group,
                    Attempter::Group => Attempter::Individual,
                };
                write!(
                    f,
                    "{by} already failed this task: only {other} may try once more, or reframe the task"
                )
            }
            Self::Exhausted => f.write_str(
                "an individual and a group both failed this task: only a reframed task may be tried",
            ),
            Self::Roll(err) => fmt::Display::fmt(err, f),
        }
    }
}

impl core::error::Error for AttemptError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Roll(err) => Some(err),
            _ => None,
        }
    }
}

impl From<Error> for AttemptError {
    fn from(err: Error) -> Self {
        Self::Roll(err)
    }
}
