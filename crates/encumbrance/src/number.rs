//! Numbers from JSON written into a small stack buffer, so they can be read
//! by the same text parser (and quoted in its errors) without allocating;
//! osr-equipment reads prices the same way.

use core::fmt::{self, Write};

/// A number written as text into a fixed buffer, without allocating, so a
/// value read from JSON as a number goes through the same text parser (and
/// is quoted the same way in its errors) as one read as a string.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::NumberText;
///
/// assert_eq!(NumberText::of(0.5).as_str(), Some("0.5"));
/// assert_eq!(NumberText::integer(12_i64).as_str(), Some("12"));
/// assert_eq!(NumberText::of(f64::NAN).as_str(), None);
/// assert_eq!(NumberText::of(1e300).as_str(), None, "too long to quote");
/// ```
#[derive(Debug, Clone)]
pub struct NumberText {
    bytes: [u8; Self::CAPACITY],
    len: usize,
    overflowed: bool,
}

impl NumberText {
    const CAPACITY: usize = 64;

    fn write(value: impl fmt::Display) -> Self {
        let mut text = Self {
            bytes: [0; Self::CAPACITY],
            len: 0,
            overflowed: false,
        };
        if write!(text, "{value}").is_err() {
            text.overflowed = true;
        }
        text
    }

    /// The shortest decimal that reads back as `value` (Rust's `Display`
    /// for `f64`, which never uses an exponent), if it is finite and short.
    #[must_use]
    pub fn of(value: f64) -> Self {
        let mut text = Self::write(value);
        text.overflowed |= !value.is_finite();
        text
    }

    /// An integer's digits.
    #[must_use]
    pub fn integer(value: impl Into<i128>) -> Self {
        Self::write(value.into())
    }

    /// The text, or `None` if it did not fit (or was not a finite number).
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        if self.overflowed {
            return None;
        }
        core::str::from_utf8(&self.bytes[..self.len]).ok()
    }
}

impl Write for NumberText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > Self::CAPACITY {
            self.overflowed = true;
            return Err(fmt::Error);
        }
        self.bytes[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}
