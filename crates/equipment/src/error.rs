//! The one error type of osr-equipment.

use osr_core::Dice;
use osr_encumbrance::InputText;

osr_core::error_type! {
    crate osr_equipment;
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
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Error {
        wraps: [Core(osr_core), Encumbrance(osr_encumbrance) { Core }],
        /// No row of the table has this ID.
        #[error("no {table} row has the ID {id:?}")]
        UnknownId {
            /// The table, as its ID prefix (`"gm.weapon"`), or
            /// [`ANY_TABLE`](crate::ANY_TABLE) for [`lookup`](crate::lookup).
            table: &'static str,
            /// The ID given (its first bytes).
            id: InputText,
        } => "unknown_id",
        /// A price or value that the money unit cannot hold exactly.
        #[error("{what} is not a whole number of the money unit")]
        Inexact {
            /// What was computed, as a stable key.
            what: &'static str,
        } => "inexact",
        /// A total too large for its type.
        #[error("{what} is too large to count")]
        Overflow {
            /// What was computed, as a stable key.
            what: &'static str,
        } => "overflow",
        /// Damage dice that are not on the Gods & Monsters damage progression,
        /// so they cannot be scaled by size.
        #[error("{dice} is not on the damage progression, so it cannot be scaled by size")]
        OffProgression {
            /// The dice.
            dice: Dice,
        } => "off_progression",
        /// Text (or a JSON value) that is not an amount of money.
        #[error("{text:?} is not an amount of money: {reason}")]
        InvalidMoney {
            /// The text given (its first bytes).
            text: InputText,
            /// What is wrong with it.
            reason: &'static str,
        } => "invalid_money",
    }
}

impl Error {
    pub(crate) fn unknown_id(table: &'static str, id: &str) -> Self {
        Self::UnknownId {
            table,
            id: InputText::new(id),
        }
    }
}
