//! The one error type of osr-encumbrance.

use core::fmt;

use crate::bulk::Bulk;

osr_core::error_type! {
    crate osr_encumbrance;
    /// Everything that can go wrong when assessing a load or reading a bulk.
    ///
    /// Out-of-range counts and scores are [`osr_core::Error::OutOfRange`] values
    /// wrapped in [`Error::Core`], so they read the same as in every osr crate.
    /// [`Error::kind`] is a stable key for programs; with the `serde` feature an
    /// error serializes as `{"kind": ..., "message": ...}`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::stones::Inventory;
    ///
    /// let err = Inventory { medium_items: 7, ..Inventory::default() }.assess(10).unwrap_err();
    /// assert_eq!(err.to_string(), "medium items held or worn must be in 0..=6, got 7");
    /// assert_eq!(err.kind(), "out_of_range");
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Error {
        wraps: [Core(osr_core)],
        /// Small or big things (3d6 Constitution) without a backpack to hold them.
        #[error("{small_things} small and {big_things} big things need a backpack, and there is none")]
        NoBackpack {
            /// Small things that would go in the pack.
            small_things: u32,
            /// Big things that would be strapped to it.
            big_things: u32,
        } => "no_backpack",
        /// A single item heavier than the carrier's strength allows
        /// (Gods & Monsters: no item may have a bulk above strength).
        #[error(
            "an item of bulk {bulk} is heavier than strength {strength} allows (at most {strength})"
        )]
        ItemTooHeavy {
            /// The item's bulk.
            bulk: Bulk,
            /// The carrier's strength score, the per-item limit.
            strength: i32,
        } => "item_too_heavy",
        /// A bulk cannot be halved exactly any further.
        #[error("bulk {bulk} cannot be halved exactly any further")]
        InexactBulk {
            /// The bulk that was to be divided.
            bulk: Bulk,
        } => "inexact_bulk",
        /// A total is too large for its type.
        #[error("{what} is too large to count")]
        Overflow {
            /// What was being added up, as a stable key.
            what: &'static str,
        } => "overflow",
        /// Text (or a JSON value) that is not a bulk.
        #[error("{text:?} is not a bulk: {reason}")]
        InvalidBulk {
            /// The text given (its first bytes).
            text: InputText,
            /// What is wrong with it.
            reason: &'static str,
        } => "invalid_bulk",
        /// A serialized result that differs from the one computed again from
        /// its inputs.
        #[error("the {field} given does not match the {field} of the inputs")]
        Mismatch {
            /// The result field, as its JSON name.
            field: &'static str,
        } => "mismatch",
    }
}

/// The start of a piece of input that was refused (an ID, a bulk, a price),
/// kept without allocating so an error can quote it.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::InputText;
///
/// assert_eq!(InputText::new("gm.weapon.spork").as_str(), "gm.weapon.spork");
/// let long = "x".repeat(60);
/// assert_eq!(InputText::new(&long).as_str().len(), InputText::CAPACITY);
/// assert!(InputText::new(&long).is_truncated());
/// assert_eq!(InputText::new(&long).to_string(), "x".repeat(48) + "...");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct InputText {
    bytes: [u8; Self::CAPACITY],
    len: u8,
    truncated: bool,
}

impl InputText {
    /// Bytes kept.
    pub const CAPACITY: usize = 48;

    /// The first bytes of `text`, cut at a character boundary.
    #[must_use]
    pub fn new(text: &str) -> Self {
        let mut end = text.len().min(Self::CAPACITY);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let mut bytes = [0; Self::CAPACITY];
        bytes[..end].copy_from_slice(&text.as_bytes()[..end]);
        Self {
            bytes,
            len: u8::try_from(end).unwrap_or(0),
            truncated: end < text.len(),
        }
    }

    /// The text kept.
    #[must_use]
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    /// Whether the text was longer than what is kept.
    #[must_use]
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }
}

impl From<&str> for InputText {
    fn from(text: &str) -> Self {
        Self::new(text)
    }
}

impl fmt::Display for InputText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.truncated {
            f.write_str("...")?;
        }
        Ok(())
    }
}

/// Quoted, with the `...` of a cut text inside the quotes.
impl fmt::Debug for InputText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        for c in self.as_str().chars() {
            fmt::Display::fmt(&c.escape_debug(), f)?;
        }
        if self.truncated {
            f.write_str("...")?;
        }
        f.write_str("\"")
    }
}

/// `value` checked against `0..=max`, as an osr-core range error.
pub(crate) fn check_count(what: &'static str, value: u32, max: u32) -> Result<u32, Error> {
    osr_core::Error::check_range(what, i64::from(value), 0, i64::from(max))?;
    Ok(value)
}

/// A strength score checked against `min..=max` (`min` at least 0), as an
/// osr-core range error naming `value` as given.
pub(crate) fn check_strength(value: i64, min: i32, max: i32) -> Result<i32, Error> {
    osr_core::Error::check_range("strength", value, i64::from(min), i64::from(max))?;
    // In range, so an i32.
    Ok(i32::try_from(value).unwrap_or(max))
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

/// A result read back from JSON checked against the one computed again from
/// its inputs: absent is fine, different is an [`Error::Mismatch`].
#[cfg(feature = "serde")]
pub(crate) fn check_result<T: PartialEq>(
    field: &'static str,
    given: Option<T>,
    computed: T,
) -> Result<(), Error> {
    match given {
        Some(given) if given != computed => Err(Error::Mismatch { field }),
        _ => Ok(()),
    }
}
