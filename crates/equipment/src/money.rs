//! Exact money.

use core::fmt;

use crate::Error;

/// An exact, non-negative amount of money in subunits: `SUB` subunits make
/// one unit of the system's currency.
///
/// Each system names its own: [`constitution::Coins`](crate::constitution::Coins)
/// counts copper (10 to the silver piece), [`gods_and_monsters::Price`](crate::gods_and_monsters::Price)
/// hundredths of a silver coin, [`murdham::Value`](crate::murdham::Value)
/// quarters of a unit of value, [`cairn_house::Silver`](crate::cairn_house::Silver)
/// whole silver pieces. Arithmetic is checked; nothing is rounded.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::Price;
///
/// let total = Price::from_subunits(1)          // a candle, .01
///     .checked_add(Price::from_subunits(20))   // a pint of beer, .2
///     .and_then(|p| p.checked_add(Price::from_subunits(150))) // a waterskin, 1.5
///     .unwrap();
/// assert_eq!(total.to_string(), "1.71");
/// assert_eq!(total, Price::from_subunits(171));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Money<const SUB: u32>(u64);

impl<const SUB: u32> Money<SUB> {
    /// Nothing.
    pub const ZERO: Self = Self(0);

    /// `subunits` subunits.
    #[must_use]
    pub const fn from_subunits(subunits: u64) -> Self {
        Self(subunits)
    }

    /// `units` whole units.
    #[must_use]
    pub const fn whole(units: u32) -> Self {
        Self(units as u64 * SUB as u64)
    }

    /// The amount in subunits.
    #[must_use]
    pub const fn subunits(self) -> u64 {
        self.0
    }

    /// The sum, or `None` on overflow.
    #[must_use]
    pub const fn checked_add(self, other: Self) -> Option<Self> {
        match self.0.checked_add(other.0) {
            Some(n) => Some(Self(n)),
            None => None,
        }
    }

    /// The difference, or `None` when `other` is larger.
    #[must_use]
    pub const fn checked_sub(self, other: Self) -> Option<Self> {
        match self.0.checked_sub(other.0) {
            Some(n) => Some(Self(n)),
            None => None,
        }
    }

    /// `count` times the amount, or `None` on overflow.
    #[must_use]
    pub const fn checked_mul(self, count: u64) -> Option<Self> {
        match self.0.checked_mul(count) {
            Some(n) => Some(Self(n)),
            None => None,
        }
    }

    /// The amount times `numerator / denominator`, exactly.
    ///
    /// # Errors
    ///
    /// [`Error::Inexact`] (named `what`) when the result is not a whole
    /// number of subunits or the denominator is zero; [`Error::Overflow`]
    /// when it is too large.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::Price;
    ///
    /// assert_eq!(Price::whole(75).ratio(1, 10, "upkeep")?.to_string(), "7.5");
    /// assert!(Price::from_subunits(1).ratio(1, 10, "upkeep").is_err());
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn ratio(
        self,
        numerator: u64,
        denominator: u64,
        what: &'static str,
    ) -> Result<Self, Error> {
        let product = u128::from(self.0) * u128::from(numerator);
        let denominator = u128::from(denominator);
        if denominator == 0 || product % denominator != 0 {
            return Err(Error::Inexact { what });
        }
        u64::try_from(product / denominator)
            .map(Self)
            .map_err(|_| Error::Overflow { what })
    }
}

impl<const SUB: u32> Money<SUB> {
    /// The amount times `numerator / denominator` (a share below the whole,
    /// `numerator <= denominator`, `denominator > 0`), rounded to the nearest
    /// subunit, halves up. Cannot overflow: the share is at most the amount.
    pub(crate) const fn share_rounded(self, numerator: u64, denominator: u64) -> Self {
        let product = self.0 as u128 * numerator as u128;
        let denominator = denominator as u128;
        let rounded = (2 * product + denominator) / (2 * denominator);
        // rounded <= self.0 because numerator <= denominator.
        Self(if rounded > self.0 as u128 { self.0 } else { rounded as u64 })
    }
}

impl<const SUB: u32> fmt::Display for Money<SUB> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sub = u64::from(SUB.max(1));
        let whole = self.0 / sub;
        let part = self.0 % sub;
        write!(f, "{whole}")?;
        if part == 0 {
            return Ok(());
        }
        // The fewest decimals that show a subunit exactly, when there are any.
        let mut scale = 1u64;
        let mut width = 0usize;
        while width < 18 && scale % sub != 0 {
            scale *= 10;
            width += 1;
        }
        if scale % sub != 0 {
            return write!(f, "+{part}/{sub}");
        }
        let mut digits = part * (scale / sub);
        while digits % 10 == 0 {
            digits /= 10;
            width -= 1;
        }
        write!(f, ".{digits:0width$}")
    }
}
