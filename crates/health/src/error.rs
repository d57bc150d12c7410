//! The error type of osr-health.

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
/// use osr_health::Error;
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
    // 3d6 Constitution and Cairn House Rules
    /// A current value above the maximum it is kept under (hit points
    /// above their maximum, an ability score above its unharmed score,
    /// verve 20 of 17).
    #[error("{what} {value} is above its maximum {max}")]
    AboveMaximum {
        /// What the value is ("hit points", "STR").
        what: &'static str,
        /// The value given.
        value: i64,
        /// Its maximum.
        max: i64,
    },
    /// A rule applied to a character who is dead.
    #[error("the character is dead")]
    Dead,
    /// A state whose parts contradict each other (critical damage on a
    /// dead character, STR 0 on a living one).
    #[error("inconsistent state: {what}")]
    InconsistentState {
        /// What disagrees.
        what: &'static str,
    },
    /// Keeping the previous hit point total after a re-roll, which only
    /// a tough fighter may do (3d6 Constitution).
    #[error("only a tough character may keep the previous hit points")]
    NotTough,

    // Murdham and Block, Dodge, Parry
    /// A table looked up by an id it does not have.
    #[error("unknown {table} id {id:?}")]
    UnknownId {
        /// The table, as a stable key (`"hazard"`).
        table: &'static str,
        /// The id asked for.
        id: alloc::string::String,
    },
    /// Fatigue or a wound with no free inventory slot to go in.
    #[error("no free inventory slot: {needed} needed, {free} free")]
    NoFreeSlot {
        /// The slots needed.
        needed: u32,
        /// The slots free.
        free: u32,
    },
    /// A wound asked for by an index past the wounds carried.
    #[error("no wound at index {index}: {count} carried")]
    NoSuchWound {
        /// The index asked for.
        index: usize,
        /// The wounds carried.
        count: usize,
    },
    /// Days to run given to a disease that lasts indefinitely.
    #[error("{disease} lasts indefinitely: it has no days to run, got {days}")]
    Indefinite {
        /// The disease's id.
        disease: &'static str,
        /// The days given.
        days: u32,
    },
    /// A permanent wound asked to heal: it never does.
    #[error("the wound at index {index} is permanent and never heals")]
    PermanentWound {
        /// The wound's index.
        index: usize,
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
    /// use osr_health::Error;
    ///
    /// assert_eq!(Error::from(osr_check::Error::Forged).kind(), "forged");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Dice(err) => err.key(),
            Self::Check(err) => err.kind(),
            // 3d6 Constitution and Cairn House Rules
            Self::AboveMaximum { .. } => "above_maximum",
            Self::Dead => "dead",
            Self::InconsistentState { .. } => "inconsistent_state",
            Self::NotTough => "not_tough",

            // Murdham and Block, Dodge, Parry
            Self::UnknownId { .. } => "unknown_id",
            Self::NoFreeSlot { .. } => "no_free_slot",
            Self::NoSuchWound { .. } => "no_such_wound",
            Self::PermanentWound { .. } => "permanent_wound",
            Self::Indefinite { .. } => "indefinite",
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
