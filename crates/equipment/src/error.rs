//! The one error type of osr-equipment.

use core::fmt;

use osr_core::Dice;

/// Everything that can go wrong with items and prices.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::Weapon;
///
/// let err = Weapon::from_id("gm.weapon.long-swrod").unwrap_err();
/// assert_eq!(err.to_string(), r#"no gm.weapon row has the ID "gm.weapon.long-swrod""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A value outside its rule's range, or another osr-core error.
    Core(osr_core::Error),
    /// An error of a load computation.
    Encumbrance(osr_encumbrance::Error),
    /// No row of the table has this ID.
    UnknownId {
        /// The table, as its ID prefix (`"gm.weapon"`).
        table: &'static str,
        /// The ID given (its first 48 bytes).
        id: IdText,
    },
    /// A price or value that the money unit cannot hold exactly.
    Inexact {
        /// What was computed, as a stable key.
        what: &'static str,
    },
    /// A total too large for its type.
    Overflow {
        /// What was computed, as a stable key.
        what: &'static str,
    },
    /// Damage dice that are not on the Gods & Monsters damage progression,
    /// so they cannot be scaled by size.
    OffProgression {
        /// The dice.
        dice: Dice,
    },
}

impl Error {
    pub(crate) fn unknown_id(table: &'static str, id: &str) -> Self {
        Self::UnknownId {
            table,
            id: IdText::new(id),
        }
    }
}

impl From<osr_core::Error> for Error {
    fn from(err: osr_core::Error) -> Self {
        Self::Core(err)
    }
}

impl From<osr_encumbrance::Error> for Error {
    fn from(err: osr_encumbrance::Error) -> Self {
        Self::Encumbrance(err)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Core(err) => fmt::Display::fmt(err, f),
            Self::Encumbrance(err) => fmt::Display::fmt(err, f),
            Self::UnknownId { table, id } => write!(f, "no {table} row has the ID \"{id}\""),
            Self::Inexact { what } => write!(f, "{what} is not a whole number of the money unit"),
            Self::Overflow { what } => write!(f, "{what} is too large to count"),
            Self::OffProgression { dice } => {
                write!(
                    f,
                    "{dice} is not on the damage progression, so it cannot be scaled by size"
                )
            }
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Core(err) => Some(err),
            Self::Encumbrance(err) => Some(err),
            _ => None,
        }
    }
}

/// The start of an ID that was not found, kept without allocating.
///
/// # Examples
///
/// ```
/// use osr_equipment::IdText;
///
/// assert_eq!(IdText::new("gm.weapon.spork").as_str(), "gm.weapon.spork");
/// let long = "x".repeat(60);
/// assert_eq!(IdText::new(&long).as_str().len(), IdText::CAPACITY);
/// assert!(IdText::new(&long).is_truncated());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IdText {
    bytes: [u8; Self::CAPACITY],
    len: u8,
    truncated: bool,
}

impl IdText {
    /// Bytes kept.
    pub const CAPACITY: usize = 48;

    /// The first bytes of `id`, cut at a character boundary.
    #[must_use]
    pub fn new(id: &str) -> Self {
        let mut end = id.len().min(Self::CAPACITY);
        while !id.is_char_boundary(end) {
            end -= 1;
        }
        let mut bytes = [0; Self::CAPACITY];
        bytes[..end].copy_from_slice(&id.as_bytes()[..end]);
        Self {
            bytes,
            len: u8::try_from(end).unwrap_or(0),
            truncated: end < id.len(),
        }
    }

    /// The text kept.
    #[must_use]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    /// Whether the ID was longer than what is kept.
    #[must_use]
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }
}

impl fmt::Display for IdText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.truncated {
            f.write_str("...")?;
        }
        Ok(())
    }
}

impl fmt::Debug for IdText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}
