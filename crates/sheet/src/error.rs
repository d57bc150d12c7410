//! The error type of osr-sheet.

/// Everything that can go wrong creating, importing or changing a sheet.
///
/// Errors of the crates below are wrapped as they are. osr-core's error
/// (an input out of range, a face source that failed) is always
/// [`Error::Core`], also when it comes up inside osr-check, osr-health,
/// osr-equipment or osr-encumbrance.
///
/// # Examples
///
/// ```
/// use osr_sheet::Error;
///
/// let err = Error::from(osr_core::Error::OutOfRange {
///     what: "coins", value: -3, min: 0, max: 1_000_000,
/// });
/// assert_eq!(err.kind(), "out_of_range");
/// assert_eq!(err.to_string(), "coins must be in 0..=1000000, got -3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A value outside the range the rule allows, or a face source that
    /// failed: supplied faces ran out, or a face is not on its die.
    #[error(transparent)]
    Core(#[from] osr_core::Error),
    /// Dice notation that did not parse or was refused by its limits.
    #[error(transparent)]
    Dice(#[from] osr_dice::Error),
    /// A resolution procedure of osr-check that failed for a reason of its
    /// own.
    #[error(transparent)]
    Check(osr_check::Error),
    /// A health state osr-health refused (HP above its maximum, a dead
    /// character with STR above 0).
    #[error(transparent)]
    Health(osr_health::Error),
    /// An equipment lookup that failed (an unknown item ID).
    #[error(transparent)]
    Equipment(osr_equipment::Error),
    /// A load osr-encumbrance refused.
    #[error(transparent)]
    Encumbrance(osr_encumbrance::Error),
    /// A sheet document of another system than the one read.
    #[error("a {expected} sheet was expected, got system {got:?}")]
    WrongSystem {
        /// The system read.
        expected: &'static str,
        /// The system the document names.
        got: alloc::string::String,
    },
    /// A sheet document of a version this crate does not read.
    #[error("sheet version {version} is not supported (this crate reads version {supported})")]
    UnsupportedVersion {
        /// The version the document names.
        version: u64,
        /// The version this crate reads and writes.
        supported: u64,
    },
    /// A purchase that costs more coins than the sheet has.
    #[error("{item} costs {cost} coins, only {coins} left")]
    NotEnoughCoins {
        /// The item's stable ID.
        item: &'static str,
        /// Its price in coins.
        cost: u64,
        /// The coins on the sheet.
        coins: u64,
    },
    /// A row with no price (unarmed, unarmoured) offered for sale.
    #[error("{item} is not for sale")]
    NotForSale {
        /// The item's stable ID.
        item: &'static str,
    },
    /// A count that does not fit after adding.
    #[error("{what} overflowed")]
    Overflow {
        /// What was being counted.
        what: &'static str,
    },
    // gods_and_monsters: begin
    /// An advancement rule of osr-advancement that failed for a reason of
    /// its own (XP past the level table, a level out of reach).
    #[error(transparent)]
    Advancement(osr_advancement::Error),
    /// A combatant osr-combat refused.
    #[error(transparent)]
    Combat(osr_combat::Error),
    /// A spell osr-magic refused (above the injury cap).
    #[error(transparent)]
    Magic(osr_magic::Error),
    /// A list or a text longer than the sheet keeps.
    #[error("{what} has {len} entries, at most {max} are kept")]
    TooLong {
        /// What list or text.
        what: &'static str,
        /// Its length (characters for a text).
        len: usize,
        /// The most kept.
        max: usize,
    },
    /// A stored value that disagrees with the value the rules derive.
    #[error("{what} is {value}, the rules give {expected}")]
    Mismatch {
        /// What value.
        what: &'static str,
        /// The value given.
        value: i64,
        /// The value the rules derive.
        expected: i64,
    },
    /// Spending more mojo than the sheet has.
    #[error("{need} mojo needed, only {have} left")]
    NotEnoughMojo {
        /// The mojo asked for.
        need: u64,
        /// The mojo on the sheet.
        have: u64,
    },
    /// A level-up asked for before the XP reach the next level.
    #[error("no level is due at level {level} with {xp} XP")]
    NoLevelDue {
        /// The level now.
        level: u32,
        /// The XP now.
        xp: u64,
    },
    /// A choice the rules do not allow.
    #[error("invalid choice: {what}")]
    InvalidChoice {
        /// What is wrong with it.
        what: &'static str,
    },
    // gods_and_monsters: end
}

impl From<osr_advancement::Error> for Error {
    fn from(err: osr_advancement::Error) -> Self {
        match err {
            osr_advancement::Error::Core(err) => Self::Core(err),
            osr_advancement::Error::Dice(err) => Self::Dice(err),
            osr_advancement::Error::Check(err) => Self::Check(err),
            other => Self::Advancement(other),
        }
    }
}

impl From<osr_magic::Error> for Error {
    fn from(err: osr_magic::Error) -> Self {
        match err {
            osr_magic::Error::Core(err) => Self::Core(err),
            osr_magic::Error::Dice(err) => Self::Dice(err),
            osr_magic::Error::Check(err) => Self::Check(err),
            other => Self::Magic(other),
        }
    }
}

impl From<osr_combat::Error> for Error {
    fn from(err: osr_combat::Error) -> Self {
        match err {
            osr_combat::Error::Core(err) => Self::Core(err),
            osr_combat::Error::Dice(err) => Self::Dice(err),
            osr_combat::Error::Check(err) => Self::Check(err),
            osr_combat::Error::Health(err) => Self::from(err),
            osr_combat::Error::Equipment(err) => Self::from(err),
            other => Self::Combat(other),
        }
    }
}

impl From<osr_check::Error> for Error {
    fn from(err: osr_check::Error) -> Self {
        match err {
            osr_check::Error::Core(err) => Self::Core(err),
            other => Self::Check(other),
        }
    }
}

impl From<osr_health::Error> for Error {
    fn from(err: osr_health::Error) -> Self {
        match err {
            osr_health::Error::Core(err) => Self::Core(err),
            osr_health::Error::Dice(err) => Self::Dice(err),
            osr_health::Error::Check(err) => Self::Check(err),
            other => Self::Health(other),
        }
    }
}

impl From<osr_equipment::Error> for Error {
    fn from(err: osr_equipment::Error) -> Self {
        match err {
            osr_equipment::Error::Core(err) => Self::Core(err),
            other => Self::Equipment(other),
        }
    }
}

impl From<osr_encumbrance::Error> for Error {
    fn from(err: osr_encumbrance::Error) -> Self {
        match err {
            osr_encumbrance::Error::Core(err) => Self::Core(err),
            other => Self::Encumbrance(other),
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
    /// use osr_sheet::Error;
    ///
    /// assert_eq!(Error::NotForSale { item: "ch.weapon.unarmed" }.kind(), "not_for_sale");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Dice(err) => err.key(),
            Self::Check(err) => err.kind(),
            Self::Health(err) => err.kind(),
            Self::Equipment(err) => err.kind(),
            Self::Encumbrance(err) => err.kind(),
            Self::WrongSystem { .. } => "wrong_system",
            Self::UnsupportedVersion { .. } => "unsupported_version",
            Self::NotEnoughCoins { .. } => "not_enough_coins",
            Self::NotForSale { .. } => "not_for_sale",
            Self::Overflow { .. } => "overflow",
            // gods_and_monsters: begin
            Self::Advancement(err) => err.kind(),
            Self::Combat(err) => err.kind(),
            Self::Magic(err) => err.kind(),
            Self::TooLong { .. } => "too_long",
            Self::Mismatch { .. } => "mismatch",
            Self::NotEnoughMojo { .. } => "not_enough_mojo",
            Self::NoLevelDue { .. } => "no_level_due",
            Self::InvalidChoice { .. } => "invalid_choice",
            // gods_and_monsters: end
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
            Self::Health(err) => err.serialize(serializer),
            Self::Equipment(err) => err.serialize(serializer),
            Self::Encumbrance(err) => err.serialize(serializer),
            Self::Advancement(err) => err.serialize(serializer),
            Self::Combat(err) => err.serialize(serializer),
            Self::Magic(err) => err.serialize(serializer),
            _ => osr_core::serialize_error(serializer, self.kind(), self),
        }
    }
}
