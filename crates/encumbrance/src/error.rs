//! The one error type of osr-encumbrance.

use core::fmt;

use crate::bulk::Bulk;

/// Everything that can go wrong when assessing a load.
///
/// Out-of-range counts and scores are [`osr_core::Error::OutOfRange`] values
/// wrapped in [`Error::Core`], so they read the same as in every osr crate.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::stones::Inventory;
///
/// let err = Inventory { medium_items: 7, ..Inventory::default() }.assess(10).unwrap_err();
/// assert_eq!(err.to_string(), "medium items held or worn must be in 0..=6, got 7");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A value outside its rule's range, or another osr-core error.
    Core(osr_core::Error),
    /// Small or big things (3d6 Constitution) without a backpack to hold them.
    NoBackpack {
        /// Small things that would go in the pack.
        small_things: u32,
        /// Big things that would be strapped to it.
        big_things: u32,
    },
    /// A single item heavier than the carrier's strength allows
    /// (Gods & Monsters: no item may have a bulk above strength).
    ItemTooHeavy {
        /// The item's bulk.
        bulk: Bulk,
        /// The carrier's strength score, the per-item limit.
        strength: u32,
    },
    /// A bulk cannot be halved exactly any further.
    InexactBulk {
        /// The bulk that was to be divided.
        bulk: Bulk,
    },
    /// A total is too large for its type.
    Overflow {
        /// What was being added up, as a stable key.
        what: &'static str,
    },
}

impl From<osr_core::Error> for Error {
    fn from(err: osr_core::Error) -> Self {
        Self::Core(err)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Core(err) => fmt::Display::fmt(&err, f),
            Self::NoBackpack {
                small_things,
                big_things,
            } => write!(
                f,
                "{small_things} small and {big_things} big things need a backpack, and there is none"
            ),
            Self::ItemTooHeavy { bulk, strength } => write!(
                f,
                "an item of bulk {bulk} is heavier than strength {strength} allows (at most {strength})"
            ),
            Self::InexactBulk { bulk } => {
                write!(f, "bulk {bulk} cannot be halved exactly any further")
            }
            Self::Overflow { what } => write!(f, "{what} is too large to count"),
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Core(err) => Some(err),
            _ => None,
        }
    }
}

/// `value` checked against `0..=max`, as an osr-core range error.
pub(crate) fn check_count(what: &'static str, value: u32, max: u32) -> Result<u32, Error> {
    osr_core::Error::check_range(what, i64::from(value), 0, i64::from(max))?;
    Ok(value)
}

/// `value` checked against `min..=max`, as an osr-core range error.
pub(crate) fn check_score(
    what: &'static str,
    value: u32,
    min: u32,
    max: u32,
) -> Result<u32, Error> {
    osr_core::Error::check_range(what, i64::from(value), i64::from(min), i64::from(max))?;
    Ok(value)
}
