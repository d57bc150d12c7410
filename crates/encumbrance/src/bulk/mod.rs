//! Bulk: the load models of Gods & Monsters and Murdham.
//!
//! Both games give every item a bulk, a number for weight and awkwardness
//! together, with fractions (Gods & Monsters prices bulks down to .01,
//! Murdham has 1/2). [`Bulk`] holds them exactly. What a character may carry
//! differs: see [`gods_and_monsters`] and [`murdham`].

pub mod gods_and_monsters;
pub mod murdham;

use core::fmt;

use crate::Error;

/// An exact, non-negative bulk.
///
/// The unit is 1/12 800 of a bulk point: every hundredth (the finest step in
/// the Gods & Monsters tables) can be halved seven times exactly, which
/// covers every size difference on the eight-step size scale. Decimal
/// renderings are exact.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::Bulk;
///
/// let arrows = Bulk::hundredths(20).checked_mul(20).unwrap();
/// assert_eq!(arrows, Bulk::whole(4));
/// assert_eq!(Bulk::hundredths(5).to_string(), "0.05");
/// assert_eq!(Bulk::hundredths(5).scaled(-2)?.to_string(), "0.0125");
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Bulk(u64);

impl Bulk {
    /// Raw units in one bulk point.
    pub const PER_POINT: u64 = 12_800;
    /// No bulk.
    pub const ZERO: Self = Self(0);
    /// Half a bulk point.
    pub const HALF: Self = Self(Self::PER_POINT / 2);

    /// `points` whole bulk points.
    #[must_use]
    pub const fn whole(points: u32) -> Self {
        Self(points as u64 * Self::PER_POINT)
    }

    /// `hundredths` hundredths of a bulk point (`hundredths(5)` is .05).
    #[must_use]
    pub const fn hundredths(hundredths: u32) -> Self {
        Self(hundredths as u64 * (Self::PER_POINT / 100))
    }

    /// A bulk from raw units (1/12 800 of a point).
    #[must_use]
    pub const fn from_raw(raw: u64) -> Self {
        Self(raw)
    }

    /// The raw units (1/12 800 of a point).
    #[must_use]
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// The sum, or `None` on overflow.
    #[must_use]
    pub const fn checked_add(self, other: Self) -> Option<Self> {
        match self.0.checked_add(other.0) {
            Some(raw) => Some(Self(raw)),
            None => None,
        }
    }

    /// The difference, or `None` when `other` is larger.
    #[must_use]
    pub const fn checked_sub(self, other: Self) -> Option<Self> {
        match self.0.checked_sub(other.0) {
            Some(raw) => Some(Self(raw)),
            None => None,
        }
    }

    /// `count` times this bulk, or `None` on overflow.
    #[must_use]
    pub const fn checked_mul(self, count: u32) -> Option<Self> {
        match self.0.checked_mul(count as u64) {
            Some(raw) => Some(Self(raw)),
            None => None,
        }
    }

    /// This bulk doubled `steps` times (halved for negative steps).
    ///
    /// # Errors
    ///
    /// [`Error::InexactBulk`] when halving would leave a fraction of a raw
    /// unit; [`Error::Overflow`] when doubling overflows.
    pub fn scaled(self, steps: i32) -> Result<Self, Error> {
        let shift = steps.unsigned_abs();
        if steps >= 0 {
            let factor = 1u64
                .checked_shl(shift)
                .filter(|_| shift < 64)
                .ok_or(Error::Overflow { what: "bulk" })?;
            self.0
                .checked_mul(factor)
                .map(Self)
                .ok_or(Error::Overflow { what: "bulk" })
        } else {
            let divisor = 1u64
                .checked_shl(shift)
                .filter(|_| shift < 64)
                .ok_or(Error::InexactBulk { bulk: self })?;
            if self.0 % divisor == 0 {
                Ok(Self(self.0 / divisor))
            } else {
                Err(Error::InexactBulk { bulk: self })
            }
        }
    }

    /// Whether this is a whole number of bulk points.
    #[must_use]
    pub const fn is_whole(self) -> bool {
        self.0 % Self::PER_POINT == 0
    }
}

impl fmt::Display for Bulk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / Self::PER_POINT;
        let part = self.0 % Self::PER_POINT;
        write!(f, "{whole}")?;
        if part != 0 {
            // 12 800 * 78 125 = 10^9: nine decimals are exact.
            let mut digits = part * 78_125;
            let mut width = 9;
            while digits % 10 == 0 {
                digits /= 10;
                width -= 1;
            }
            write!(f, ".{digits:0width$}")?;
        }
        Ok(())
    }
}
