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
    /// A fight osr-combat refused (a combatant not in the fight, health
    /// that does not match a sheet).
    #[error(transparent)]
    Combat(osr_combat::Error),
    /// A load osr-encumbrance refused.
    #[error(transparent)]
    Encumbrance(osr_encumbrance::Error),
    /// A sheet document of another system than the one read.
    #[error("a {expected} sheet was expected, got system {got:?}")]
    WrongSystem {
        /// The system read.
        expected: &'static str,
        /// The system the document names (its first bytes).
        got: osr_encumbrance::InputText,
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
    /// A state osr-magic refused (corruption out of range).
    #[error(transparent)]
    Magic(osr_magic::Error),
    /// A rule of osr-travel that refused its input.
    #[error(transparent)]
    Travel(osr_travel::Error),
    /// Two fields that must agree and do not (a maximum health other than
    /// STR).
    #[error("{what} is {value}; it must equal {other} {expected}")]
    Mismatch {
        /// The field read.
        what: &'static str,
        /// Its value.
        value: i64,
        /// The field it must agree with.
        other: &'static str,
        /// That field's value.
        expected: i64,
    },
    /// A list longer than its documented maximum.
    #[error("{what} has {len} entries, at most {max} are allowed")]
    TooMany {
        /// The list.
        what: &'static str,
        /// Its length.
        len: usize,
        /// The maximum.
        max: usize,
    },
    /// A name that is empty or too long.
    #[error("{what} must have 1 to {max} characters, got {len}")]
    BadText {
        /// The field.
        what: &'static str,
        /// Its length in characters.
        len: usize,
        /// The maximum.
        max: usize,
    },
    /// A step osr-advancement refused (a wound's penalty already trained
    /// away).
    #[error(transparent)]
    Advancement(osr_advancement::Error),
    /// A purchase that costs more money than the sheet has, both in the
    /// system's main coin.
    #[error("{item} costs {cost}, only {money} left")]
    NotEnoughMoney {
        /// The item's stable ID, or what it is.
        item: &'static str,
        /// Its price.
        cost: alloc::string::String,
        /// The money on the sheet.
        money: alloc::string::String,
    },
    /// A text longer than its documented maximum.
    #[error("{what} of {length} characters is longer than the {max} allowed")]
    TooLong {
        /// What the text is.
        what: &'static str,
        /// Its length in characters.
        length: usize,
        /// The most allowed.
        max: usize,
    },
    /// An empty text where a name is needed.
    #[error("{what} must not be empty")]
    Empty {
        /// What the text is.
        what: &'static str,
    },
    /// An amount above its documented maximum.
    #[error("{what} {value} is above the {max} allowed")]
    AboveLimit {
        /// What the amount is.
        what: &'static str,
        /// The amount, as written.
        value: alloc::string::String,
        /// The most allowed, as written.
        max: alloc::string::String,
    },
    /// The same entry twice where each may appear once.
    #[error("{what} {id:?} is listed twice")]
    Duplicate {
        /// What is listed.
        what: &'static str,
        /// The entry (its first bytes).
        id: osr_encumbrance::InputText,
    },
    /// An ID or name that is not known.
    #[error("unknown {what} {id:?}")]
    UnknownId {
        /// What was looked up.
        what: &'static str,
        /// The ID or name given (its first bytes).
        id: osr_encumbrance::InputText,
    },
    /// A special ability reserved to a class, on a character of another.
    #[error("{initiation} is for the {class} class only")]
    ClassExclusive {
        /// The ability's stable ID.
        initiation: &'static str,
        /// The class it needs.
        class: &'static str,
    },
    /// An action that needs a special ability the character lacks.
    #[error("{what} needs {needs}")]
    NotInitiated {
        /// The action.
        what: &'static str,
        /// The ability it needs (its stable ID).
        needs: &'static str,
    },
    /// A stored value that disagrees with the value the rules derive from
    /// the rest of the sheet (a level other than the XP give).
    #[error("{what} is {value}, the rules give {expected}")]
    NotDerived {
        /// What value.
        what: &'static str,
        /// The value given.
        value: i64,
        /// The value the rules derive.
        expected: i64,
    },
    /// A reused non-standard character concept whose d6 was not 1.
    #[error("a reused non-standard concept needs a d6 roll of 1, got {face}")]
    ConceptRefused {
        /// The d6 face.
        face: u32,
    },
    /// A load too heavy to carry: it can only be dragged.
    #[error("{stones} stones is more than the {max} that can be carried")]
    Overloaded {
        /// The load.
        stones: u32,
        /// The most that can be carried.
        max: u32,
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

impl From<osr_combat::Error> for Error {
    fn from(err: osr_combat::Error) -> Self {
        match err {
            osr_combat::Error::Core(err) => Self::Core(err),
            osr_combat::Error::Dice(err) => Self::Dice(err),
            osr_combat::Error::Check(err) => Self::from(err),
            osr_combat::Error::Health(err) => Self::from(err),
            osr_combat::Error::Equipment(err) => Self::from(err),
            other => Self::Combat(other),
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

impl From<osr_magic::Error> for Error {
    fn from(err: osr_magic::Error) -> Self {
        match err {
            osr_magic::Error::Core(err) => Self::Core(err),
            osr_magic::Error::Dice(err) => Self::Dice(err),
            osr_magic::Error::Check(err) => Self::from(err),
            other => Self::Magic(other),
        }
    }
}

impl From<osr_travel::Error> for Error {
    fn from(err: osr_travel::Error) -> Self {
        match err {
            osr_travel::Error::Core(err) => Self::Core(err),
            osr_travel::Error::Dice(err) => Self::Dice(err),
            osr_travel::Error::Check(err) => Self::from(err),
            other => Self::Travel(other),
        }
    }
}

impl From<osr_advancement::Error> for Error {
    fn from(err: osr_advancement::Error) -> Self {
        match err {
            osr_advancement::Error::Core(err) => Self::Core(err),
            osr_advancement::Error::Dice(err) => Self::Dice(err),
            osr_advancement::Error::Check(err) => Self::from(err),
            other => Self::Advancement(other),
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
            Self::Combat(err) => err.kind(),
            Self::WrongSystem { .. } => "wrong_system",
            Self::UnsupportedVersion { .. } => "unsupported_version",
            Self::NotEnoughCoins { .. } => "not_enough_coins",
            Self::NotForSale { .. } => "not_for_sale",
            Self::Overflow { .. } => "overflow",
            Self::Magic(err) => err.kind(),
            Self::Travel(err) => err.kind(),
            Self::Mismatch { .. } => "mismatch",
            Self::TooMany { .. } => "too_many",
            Self::BadText { .. } => "bad_text",
            Self::Advancement(err) => err.kind(),
            Self::NotEnoughMoney { .. } => "not_enough_money",
            Self::TooLong { .. } => "too_long",
            Self::Empty { .. } => "empty",
            Self::AboveLimit { .. } => "above_limit",
            Self::Duplicate { .. } => "duplicate",
            Self::UnknownId { .. } => "unknown_id",
            Self::ClassExclusive { .. } => "class_exclusive",
            Self::NotInitiated { .. } => "not_initiated",
            Self::NotDerived { .. } => "not_derived",
            Self::ConceptRefused { .. } => "concept_refused",
            Self::Overloaded { .. } => "overloaded",
            Self::NotEnoughMojo { .. } => "not_enough_mojo",
            Self::NoLevelDue { .. } => "no_level_due",
            Self::InvalidChoice { .. } => "invalid_choice",
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
            Self::Combat(err) => err.serialize(serializer),
            Self::Magic(err) => err.serialize(serializer),
            Self::Travel(err) => err.serialize(serializer),
            Self::Advancement(err) => err.serialize(serializer),
            _ => osr_core::serialize_error(serializer, self.kind(), self),
        }
    }
}
