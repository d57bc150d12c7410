//! The error type of osr-advancement.

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
/// use osr_advancement::Error;
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
    /// An award of experience or mojo below zero: awards only add.
    #[error("an award must not be negative, got {value}")]
    NegativeAward {
        /// The award asked for.
        value: i64,
    },
    /// A total (experience, mojo, a cost) that no longer fits its integer.
    #[error("{what} overflowed")]
    Overflow {
        /// What overflowed, as a stable key.
        what: &'static str,
    },
    /// An experience total at or past the first total a level table cannot
    /// place.
    #[error("{xp} XP is beyond the level table, which ends below {ceiling} XP")]
    XpBeyondTable {
        /// The experience total.
        xp: u64,
        /// The first total the table cannot place.
        ceiling: u64,
    },
    /// A level the table does not list.
    #[error("level {level} is not in the level table (levels 1..={top})")]
    LevelNotInTable {
        /// The level asked for.
        level: u32,
        /// The table's top level.
        top: u32,
    },
    /// A table given by the caller that breaks its shape.
    #[error("the {table} table {reason}")]
    InvalidTable {
        /// The table, as a stable key.
        table: &'static str,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A purchase or payment that costs more mojo than the character has.
    #[error("{cost} mojo needed, only {have} available")]
    NotEnoughMojo {
        /// The cost.
        cost: u64,
        /// The mojo the character has.
        have: u64,
    },
    /// Inputs that contradict each other or the rule.
    #[error("invalid input: {what}")]
    Invalid {
        /// What is wrong, as a stable phrase.
        what: &'static str,
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
    /// use osr_advancement::Error;
    ///
    /// assert_eq!(Error::from(osr_check::Error::Forged).kind(), "forged");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Dice(err) => err.key(),
            Self::Check(err) => err.kind(),
            Self::NegativeAward { .. } => "negative_award",
            Self::Overflow { .. } => "overflow",
            Self::XpBeyondTable { .. } => "xp_beyond_table",
            Self::LevelNotInTable { .. } => "level_not_in_table",
            Self::InvalidTable { .. } => "invalid_table",
            Self::NotEnoughMojo { .. } => "not_enough_mojo",
            Self::Invalid { .. } => "invalid",
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
