//! Careful attempts: more time for a bonus.

use core::fmt;

use crate::Error;

/// The time ladder of careful attempts (rule GM-dice.careful): a round,
/// a minute, ten minutes, an hour, a whole 8-hour day.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::CarefulPeriod;
///
/// let base = CarefulPeriod::Round;
/// assert_eq!(base.careful_bonus(CarefulPeriod::Minute)?, 1);
/// assert_eq!(base.careful_bonus(CarefulPeriod::TenMinutes)?, 2);
/// assert_eq!(CarefulPeriod::TenMinutes.careful_bonus(CarefulPeriod::Day)?, 2);
/// assert_eq!(base.longer(2), Some(CarefulPeriod::TenMinutes));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CarefulPeriod {
    /// One round, ten seconds: the usual time of an attempt.
    Round,
    /// One minute.
    Minute,
    /// Ten minutes.
    TenMinutes,
    /// One hour.
    Hour,
    /// A whole 8-hour day.
    Day,
}

impl CarefulPeriod {
    /// The ladder, shortest first.
    pub const LADDER: [Self; 5] = [
        Self::Round,
        Self::Minute,
        Self::TenMinutes,
        Self::Hour,
        Self::Day,
    ];

    /// The position on the ladder, 0 for a round.
    #[must_use]
    pub const fn step(self) -> u32 {
        match self {
            Self::Round => 0,
            Self::Minute => 1,
            Self::TenMinutes => 2,
            Self::Hour => 3,
            Self::Day => 4,
        }
    }

    /// The period `steps` steps up the ladder, or `None` past a day.
    #[must_use]
    pub fn longer(self, steps: u32) -> Option<Self> {
        let step = self.step().checked_add(steps)?;
        Self::LADDER.get(usize::try_from(step).ok()?).copied()
    }

    /// The bonus for spending `spent` on an attempt that normally takes
    /// this period: 0 for the normal time, +1 one step longer, +2 two
    /// steps longer. Spending longer still is "even longer" and stays at
    /// +2. Whether an action can gain from care at all, and what its
    /// normal period is, is the referee's call.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when `spent` is shorter than this period
    /// (naming the steps, negative, and the steps the ladder allows).
    pub fn careful_bonus(self, spent: Self) -> Result<i32, Error> {
        let steps = i64::from(spent.step()) - i64::from(self.step());
        let steps = Error::check_range(
            "careful time steps",
            steps,
            0,
            i64::from(Self::Day.step() - self.step()),
        )?;
        Ok(match steps {
            0 => 0,
            1 => 1,
            _ => 2,
        })
    }
}

impl fmt::Display for CarefulPeriod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Round => "one round",
            Self::Minute => "one minute",
            Self::TenMinutes => "ten minutes",
            Self::Hour => "one hour",
            Self::Day => "an 8-hour day",
        })
    }
}
