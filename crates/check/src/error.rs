//! The error type of the resolution procedures.

/// Everything that can go wrong setting up or rolling a check.
///
/// Rule inputs are validated when a check is built, so a check that exists
/// can always be rolled from a working generator; rolling fails only when a
/// face source does (supplied faces run out or do not fit the die) or when
/// a rule's "roll again" runs past its limit. osr-core's error, which
/// covers both out-of-range inputs and face sources, is wrapped as it is.
///
/// # Examples
///
/// ```
/// use osr_check::{Error, cairn_house};
///
/// let err = cairn_house::Save::new(40).unwrap_err();
/// assert_eq!(
///     err,
///     Error::Core(osr_core::Error::OutOfRange {
///         what: "ability score", value: 40, min: 0, max: 20,
///     }),
/// );
/// assert_eq!(err.to_string(), "ability score must be in 0..=20, got 40");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A rule input outside the range the rule allows
    /// ([`osr_core::Error::OutOfRange`]), or a face source that failed:
    /// supplied faces ran out, or a face is not on the die it was supplied
    /// for.
    #[error(transparent)]
    Core(#[from] osr_core::Error),
    /// A rule that says "roll again" (a tie in a contest) was still not
    /// settled after `rolls` rounds: only a broken or adversarial face
    /// source gets here, since fair dice settle long before.
    #[error("{what} still unresolved after {rolls} rolls")]
    Unresolved {
        /// What kept repeating, as a stable key (`"contest tie"`).
        what: &'static str,
        /// The rounds rolled.
        rolls: u32,
    },
    /// An outcome that its check does not roll from the outcome's own
    /// faces: a forged or corrupted record ([`Check::verify`](crate::Check::verify)).
    #[error("the outcome is not what the check rolls from its faces")]
    Forged,
    /// Odds given to [`Odds::new`](crate::Odds::new) that
    /// are not a probability distribution.
    #[error("odds {reason}")]
    InvalidOdds {
        /// What is wrong, as a stable phrase (`"do not sum to 1"`).
        reason: &'static str,
    },
    /// A recorded outcome whose figures or band contradict its own dice
    /// (read from JSON, a log, another program): forged or corrupted.
    #[error("{what} does not agree with the dice")]
    Inconsistent {
        /// What disagrees, as a stable phrase (`"the band"`).
        what: &'static str,
    },
    /// A rule input the system does not have: a disadvantage in a system
    /// that knows only advantage, a natural 1/20 rule other than the
    /// system's own, a trivial save in a system that rolls every save.
    #[error("{what} is not in this system's rules")]
    NotInRules {
        /// What the system does not have, as a stable phrase
        /// (`"disadvantage"`).
        what: &'static str,
    },
}

impl Error {
    /// Checks that `value` lies in `min..=max`, naming it `what` otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::Error;
    ///
    /// assert_eq!(Error::check_range("skill", 60, 0, 100), Ok(60));
    /// assert_eq!(
    ///     Error::check_range("skill", 150, 0, 100).unwrap_err().to_string(),
    ///     "skill must be in 0..=100, got 150",
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when `value` is below `min` or above
    /// `max`.
    pub fn check_range(
        what: &'static str,
        value: impl Into<i64>,
        min: i64,
        max: i64,
    ) -> Result<i64, Self> {
        Ok(osr_core::Error::check_range(what, value.into(), min, max)?)
    }

    /// An out-of-range error, as [`Error::check_range`] reports it.
    #[must_use]
    pub const fn out_of_range(what: &'static str, value: i64, min: i64, max: i64) -> Self {
        Self::Core(osr_core::Error::OutOfRange {
            what,
            value,
            min,
            max,
        })
    }
}
