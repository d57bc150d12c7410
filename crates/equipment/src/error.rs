//! The one error type of osr-equipment.

use osr_core::Dice;
use osr_encumbrance::InputText;

/// Everything that can go wrong with items and prices.
///
/// [`Error::kind`] is a stable key for programs; with the `serde` feature an
/// error serializes as `{"kind": ..., "message": ...}`.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::Weapon;
///
/// let err = Weapon::from_id("gm.weapon.long-swrod").unwrap_err();
/// assert_eq!(err.to_string(), r#"no gm.weapon row has the ID "gm.weapon.long-swrod""#);
/// assert_eq!(err.kind(), "unknown_id");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A value outside its rule's range, or another osr-core error.
    #[error(transparent)]
    Core(#[from] osr_core::Error),
    /// An error of a load computation.
    #[error(transparent)]
    Encumbrance(#[from] osr_encumbrance::Error),
    /// No row of the table has this ID.
    #[error("no {table} row has the ID {id:?}")]
    UnknownId {
        /// The table, as its ID prefix (`"gm.weapon"`), or
        /// [`ANY_TABLE`](crate::ANY_TABLE) for [`lookup`](crate::lookup).
        table: &'static str,
        /// The ID given (its first bytes).
        id: InputText,
    },
    /// A price or value that the money unit cannot hold exactly.
    #[error("{what} is not a whole number of the money unit")]
    Inexact {
        /// What was computed, as a stable key.
        what: &'static str,
    },
    /// A total too large for its type.
    #[error("{what} is too large to count")]
    Overflow {
        /// What was computed, as a stable key.
        what: &'static str,
    },
    /// Damage dice that are not on the Gods & Monsters damage progression,
    /// so they cannot be scaled by size.
    #[error("{dice} is not on the damage progression, so it cannot be scaled by size")]
    OffProgression {
        /// The dice.
        dice: Dice,
    },
    /// Text (or a JSON value) that is not an amount of money.
    #[error("{text:?} is not an amount of money: {reason}")]
    InvalidMoney {
        /// The text given (its first bytes).
        text: InputText,
        /// What is wrong with it.
        reason: &'static str,
    },
}

impl Error {
    pub(crate) fn unknown_id(table: &'static str, id: &str) -> Self {
        Self::UnknownId {
            table,
            id: InputText::new(id),
        }
    }

    /// A stable `snake_case` key for the kind of error (`"unknown_id"`,
    /// `"invalid_money"`); a wrapped osr-core or osr-encumbrance error
    /// reports its own kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::cairn_house::ammunition_left;
    ///
    /// assert_eq!(ammunition_left(9).unwrap_err().kind(), "out_of_range");
    /// ```
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Encumbrance(err) => err.kind(),
            Self::UnknownId { .. } => "unknown_id",
            Self::Inexact { .. } => "inexact",
            Self::Overflow { .. } => "overflow",
            Self::OffProgression { .. } => "off_progression",
            Self::InvalidMoney { .. } => "invalid_money",
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        osr_core::serialize_error(serializer, self.kind(), self)
    }
}
