//! The error type of the resolution procedures.

use core::fmt;

/// Everything that can go wrong setting up or rolling a check.
///
/// Rule inputs are validated when a check is built, so a check that exists
/// can always be rolled from a working generator; rolling fails only when a
/// face source does (supplied faces run out or do not fit the die) or when
/// a rule's "roll again" runs past its limit.
///
/// # Examples
///
/// ```
/// use osr_check::{Error, cairn_house};
///
/// let err = cairn_house::Save::new(40).unwrap_err();
/// assert_eq!(
///     err,
///     Error::OutOfRange { what: "ability score", value: 40, min: 0, max: 20 },
/// );
/// assert_eq!(err.to_string(), "ability score must be in 0..=20, got 40");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A rule input is outside the range the rule allows.
    OutOfRange {
        /// What the value is, as a stable key (`"ability score"`, `"morale"`).
        what: &'static str,
        /// The value given.
        value: i64,
        /// Smallest value allowed.
        min: i64,
        /// Largest value allowed.
        max: i64,
    },
    /// The face source failed: supplied faces ran out, or a face is not on
    /// the die it was supplied for.
    Face(osr_core::Error),
    /// A rule that says "roll again" (a tie in a contest) was still not
    /// settled after `rolls` rounds: only a broken or adversarial face
    /// source gets here, since fair dice settle long before.
    Unresolved {
        /// What kept repeating, as a stable key (`"contest tie"`).
        what: &'static str,
        /// The rounds rolled.
        rolls: u32,
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
    /// [`Error::OutOfRange`] when `value` is below `min` or above `max`.
    pub fn check_range(
        what: &'static str,
        value: impl Into<i64>,
        min: i64,
        max: i64,
    ) -> Result<i64, Self> {
        osr_core::Error::check_range(what, value.into(), min, max).map_err(Self::from)
    }
}

impl From<osr_core::Error> for Error {
    fn from(err: osr_core::Error) -> Self {
        match err {
            osr_core::Error::OutOfRange {
                what,
                value,
                min,
                max,
            } => Self::OutOfRange {
                what,
                value,
                min,
                max,
            },
            other => Self::Face(other),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::OutOfRange {
                what,
                value,
                min,
                max,
            } => write!(f, "{what} must be in {min}..={max}, got {value}"),
            Self::Face(inner) => fmt::Display::fmt(&inner, f),
            Self::Unresolved { what, rolls } => {
                write!(f, "{what} still unresolved after {rolls} rolls")
            }
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Face(inner) => Some(inner),
            _ => None,
        }
    }
}
