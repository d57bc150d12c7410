//! Numbers from JSON written into a small stack buffer, so they can be read
//! by the same text parser (and quoted in its errors) without allocating.

use core::fmt::{self, Write};

/// Text written into a fixed buffer; `None` once it has overflowed.
pub(crate) struct Shortest {
    bytes: [u8; Self::CAPACITY],
    len: usize,
    overflowed: bool,
}

impl Shortest {
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
    pub(crate) fn of(value: f64) -> Self {
        let mut text = Self::write(value);
        text.overflowed |= !value.is_finite();
        text
    }

    /// An integer's digits.
    pub(crate) fn integer(value: impl Into<i128>) -> Self {
        Self::write(value.into())
    }

    /// The text, or `None` if it did not fit (or was not a finite number).
    pub(crate) fn as_str(&self) -> Option<&str> {
        if self.overflowed {
            return None;
        }
        core::str::from_utf8(&self.bytes[..self.len]).ok()
    }
}

impl Write for Shortest {
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
