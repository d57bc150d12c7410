//! The contest time ladder.

use core::fmt;

use crate::Error;

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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
