//! The error type of osr-travel.

use alloc::string::String;

/// Everything that can go wrong setting up or applying a rule of this
/// crate.
///
/// Errors of the crates below are wrapped as they are. osr-core's error
/// (an input out of range, a face source that failed) is always
/// [`Error::Core`], also when it comes up inside an osr-check procedure
/// this crate rolls.
///
/// # Examples
///
/// ```
/// use osr_travel::Error;
///
/// let err = Error::from(osr_core::Error::OutOfRange {
///     what: "hit points", value: -3, min: 0, max: 20,
/// });
/// assert_eq!(err.kind(), "out_of_range");
/// assert_eq!(err.to_string(), "hit points must be in 0..=20, got -3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A rule input outside the range the rule allows
    /// ([`osr_core::Error::OutOfRange`]), or a face source that failed:
    /// supplied faces ran out, or a face is not on the die it was supplied
    /// for.
    #[error(transparent)]
    Core(#[from] osr_core::Error),
    /// Dice notation that did not parse or was refused by its limits.
    #[error(transparent)]
    Dice(#[from] osr_dice::Error),
    /// A resolution procedure of osr-check that failed for a reason of its
    /// own (osr-core's errors inside it are [`Error::Core`]).
    #[error(transparent)]
    Check(osr_check::Error),
    /// An ID that names nothing in its table (a terrain, a light source,
    /// a timer).
    #[error("unknown {what} id {id:?}")]
    UnknownId {
        /// What the ID should name.
        what: &'static str,
        /// The ID given.
        id: String,
    },
    /// An action the rules do not allow at this point of the procedure.
    #[error("{action} is not allowed: {reason}")]
    NotAllowed {
        /// The action asked for.
        action: &'static str,
        /// Why the rules refuse it now.
        reason: &'static str,
    },
    /// A referee's table that does not cover its dice: rows out of order,
    /// overlapping, leaving a gap, or outside what the dice can roll.
    #[error("table {table:?} is malformed: {reason}")]
    BadTable {
        /// The table's ID.
        table: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Two inputs that the rules relate disagree (more eaters than
    /// travellers, a timer that ends before it starts).
    #[error("{what} is inconsistent: {reason}")]
    Inconsistent {
        /// The input.
        what: &'static str,
        /// How it disagrees.
        reason: &'static str,
    },
}

impl From<osr_check::Error> for Error {
    fn from(err: osr_check::Error) -> Self {
        match err {
            osr_check::Error::Core(err) => Self::Core(err),
            other => Self::Check(other),
        }
    }
}

impl Error {
    /// A stable snake-case key for the kind of error, for programs that
    /// answer in JSON; a wrapped error reports its own kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::Error;
    ///
    /// assert_eq!(Error::from(osr_check::Error::Forged).kind(), "forged");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Dice(err) => err.key(),
            Self::Check(err) => err.kind(),
            Self::UnknownId { .. } => "unknown_id",
            Self::NotAllowed { .. } => "not_allowed",
            Self::BadTable { .. } => "bad_table",
            Self::Inconsistent { .. } => "inconsistent",
        }
    }
}

/// With the `serde` feature: `{"kind": ..., "message": ...}`, the shape
/// every osr error serializes to (a dice notation error adds its span).
#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Dice(err) => err.serialize(serializer),
            _ => osr_core::serialize_error(serializer, self.kind(), self),
        }
    }
}
