//! Bulk: the load models of Gods & Monsters and Murdham.
//!
//! Both games give every item a bulk, a number for weight and awkwardness
//! together, with fractions (Gods & Monsters prices bulks down to .01,
//! Murdham has 1/2). [`Bulk`] holds them exactly. What a character may carry
//! differs: see [`gods_and_monsters`] and [`murdham`].

pub mod gods_and_monsters;
pub mod murdham;

use core::fmt;

use crate::{Error, InputText};

/// An exact, non-negative bulk.
///
/// The unit is 1/12 800 of a bulk point: every hundredth (the finest step in
/// the Gods & Monsters tables) can be halved seven times exactly, which
/// covers every size difference on the eight-step size scale. Decimal
/// renderings are exact.
///
/// # Text and JSON
///
/// `Display` writes the value in bulk points as an exact decimal (`8`,
/// `0.5`, `0.05`, `0.0125`). `FromStr` reads that, and also fractions and
/// mixed numbers as Murdham writes them (`1/2`, `1 1/2`) and decimals without
/// a leading zero (`.05`); whatever it reads must be a whole number of
/// 1/12 800 points, at most [`Bulk::MAX_POINTS`].
///
/// With the `serde` feature a bulk is written as a JSON integer when it is
/// whole (`8`) and as its `Display` string otherwise (`"0.5"`), never in raw
/// units. Reading accepts integers, the strings `FromStr` accepts, and JSON
/// numbers with a fraction (`0.5`, read through their shortest decimal
/// form); negative, too large, inexact or mistyped values are an
/// [`Error::InvalidBulk`].
///
/// ```
/// use osr_encumbrance::bulk::Bulk;
///
/// assert_eq!("1 1/2".parse::<Bulk>()?, Bulk::hundredths(150));
/// assert_eq!(".05".parse::<Bulk>()?.to_string(), "0.05");
/// assert!("-1".parse::<Bulk>().is_err());
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
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
pub struct Bulk(u64);

impl Bulk {
    /// Raw units in one bulk point.
    pub const PER_POINT: u64 = 12_800;
    /// No bulk.
    pub const ZERO: Self = Self(0);
    /// Half a bulk point.
    pub const HALF: Self = Self(Self::PER_POINT / 2);
    /// The largest number of bulk points read from text or JSON (10^12, far
    /// beyond any load, and small enough that sums of many stay exact).
    pub const MAX_POINTS: u64 = 1_000_000_000_000;

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

/// The sum.
///
/// # Panics
///
/// On overflow, like integer addition in debug builds (but in every build:
/// a bulk is never wrapped or clamped). Use [`Bulk::checked_add`] to get
/// `None` instead.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::Bulk;
///
/// assert_eq!(Bulk::HALF + Bulk::whole(1), "1 1/2".parse()?);
/// let total: Bulk = [Bulk::whole(2), Bulk::HALF, Bulk::HALF].into_iter().sum();
/// assert_eq!(total, Bulk::whole(3));
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
impl core::ops::Add for Bulk {
    type Output = Self;

    fn add(self, other: Self) -> Self {
        match self.checked_add(other) {
            Some(sum) => sum,
            None => panic!("bulk overflow: {self} + {other}"),
        }
    }
}

/// Adds in place; panics on overflow like [`Bulk`]'s `+`.
impl core::ops::AddAssign for Bulk {
    fn add_assign(&mut self, other: Self) {
        *self = *self + other;
    }
}

/// The sum of every bulk; panics on overflow like [`Bulk`]'s `+`.
impl core::iter::Sum for Bulk {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, |sum, bulk| sum + bulk)
    }
}

/// The sum of every bulk; panics on overflow like [`Bulk`]'s `+`.
impl<'a> core::iter::Sum<&'a Self> for Bulk {
    fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.copied().sum()
    }
}

impl core::str::FromStr for Bulk {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        parse(text).map_err(|reason| Error::InvalidBulk {
            text: InputText::new(text),
            reason,
        })
    }
}

const SYNTAX: &str =
    "expected a whole number, a decimal such as 0.05, or a fraction such as 1/2 or 1 1/2";
const NEGATIVE: &str = "a bulk cannot be negative";
const TOO_LARGE: &str = "more than 10^12 bulk points";
const INEXACT: &str = "not a whole number of 1/12800 bulk points";
const ZERO_DENOMINATOR: &str = "a fraction's denominator cannot be 0";

/// Digits only, at most 13 of them (anything longer is too large or
/// inexact in every form accepted), as a number.
fn digits(text: &str) -> Result<u64, &'static str> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SYNTAX);
    }
    let significant = text.trim_start_matches('0');
    if significant.len() > 13 {
        return Err(TOO_LARGE);
    }
    Ok(significant
        .bytes()
        .fold(0, |n, b| n * 10 + u64::from(b - b'0')))
}

/// Raw units of `whole` points plus `numerator / denominator` of a point.
fn raw_units(whole: u64, numerator: u64, denominator: u64) -> Result<Bulk, &'static str> {
    if denominator == 0 {
        return Err(ZERO_DENOMINATOR);
    }
    let part = u128::from(numerator) * u128::from(Bulk::PER_POINT);
    if part % u128::from(denominator) != 0 {
        return Err(INEXACT);
    }
    let raw = u128::from(whole) * u128::from(Bulk::PER_POINT) + part / u128::from(denominator);
    if raw > u128::from(Bulk::MAX_POINTS) * u128::from(Bulk::PER_POINT) {
        return Err(TOO_LARGE);
    }
    u64::try_from(raw).map(Bulk).map_err(|_| TOO_LARGE)
}

fn parse(text: &str) -> Result<Bulk, &'static str> {
    if text.starts_with('-') {
        return Err(NEGATIVE);
    }
    if let Some((numerator, denominator)) = text.split_once('/') {
        let (whole, numerator) = match numerator.split_once(' ') {
            Some((whole, numerator)) => (digits(whole)?, numerator),
            None => (0, numerator),
        };
        return raw_units(whole, digits(numerator)?, digits(denominator)?);
    }
    if let Some((whole, decimals)) = text.split_once('.') {
        if whole.is_empty() && decimals.is_empty() {
            return Err(SYNTAX);
        }
        let whole = if whole.is_empty() { 0 } else { digits(whole)? };
        let decimals = decimals.trim_end_matches('0');
        if decimals.is_empty() {
            return raw_units(whole, 0, 1);
        }
        // 12 800 divides 10^9: more decimals can never be exact.
        if decimals.len() > 9 {
            return if decimals.bytes().all(|b| b.is_ascii_digit()) {
                Err(INEXACT)
            } else {
                Err(SYNTAX)
            };
        }
        let scale = 10u64.pow(u32::try_from(decimals.len()).unwrap_or(9));
        return raw_units(whole, digits(decimals)?, scale);
    }
    raw_units(digits(text)?, 0, 1)
}

#[cfg(feature = "serde")]
use crate::NumberText;

#[cfg(feature = "serde")]
impl serde::Serialize for Bulk {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_whole() {
            serializer.serialize_u64(self.0 / Self::PER_POINT)
        } else {
            serializer.collect_str(self)
        }
    }
}

/// What the custom serde impls write and read: a whole number, a JSON
/// number with a fraction, or a string that `FromStr` reads. Exactness (a
/// whole number of 1/12 800 points) is not expressed.
#[cfg(feature = "schema")]
impl schemars::JsonSchema for Bulk {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        alloc::borrow::Cow::Borrowed("Bulk")
    }

    fn schema_id() -> alloc::borrow::Cow<'static, str> {
        alloc::borrow::Cow::Borrowed("osr_encumbrance::bulk::Bulk")
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A bulk in bulk points: a whole number (8), a number with a fraction (0.5), or a string with a decimal or a fraction (\"0.05\", \".05\", \"1/2\", \"1 1/2\"); at most 10^12 points, a whole number of 1/12800 points.",
            "anyOf": [
                {
                    "type": "number",
                    "minimum": 0,
                    "maximum": Self::MAX_POINTS,
                },
                {
                    "type": "string",
                    "pattern": "^(([0-9]+ )?[0-9]+/[0-9]+|[0-9]+(\\.[0-9]*)?|\\.[0-9]+)$",
                },
            ],
        })
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Bulk {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;

        fn refuse<E: serde::de::Error>(text: &str, reason: &'static str) -> E {
            E::custom(Error::InvalidBulk {
                text: InputText::new(text),
                reason,
            })
        }

        impl serde::de::Visitor<'_> for Visitor {
            type Value = Bulk;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(
                    "a bulk: a whole number, or a string such as \"0.05\", \"1/2\" or \"1 1/2\"",
                )
            }

            fn visit_u64<E: serde::de::Error>(self, points: u64) -> Result<Bulk, E> {
                raw_units(points, 0, 1).map_err(|reason| {
                    refuse(NumberText::integer(points).as_str().unwrap_or(""), reason)
                })
            }

            fn visit_i64<E: serde::de::Error>(self, points: i64) -> Result<Bulk, E> {
                match u64::try_from(points) {
                    Ok(points) => self.visit_u64(points),
                    Err(_) => Err(refuse(
                        NumberText::integer(points).as_str().unwrap_or(""),
                        NEGATIVE,
                    )),
                }
            }

            fn visit_f64<E: serde::de::Error>(self, points: f64) -> Result<Bulk, E> {
                let text = NumberText::of(points);
                match text.as_str() {
                    Some(text) => text.parse().map_err(E::custom),
                    None => Err(refuse("a JSON number", TOO_LARGE)),
                }
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Bulk, E> {
                text.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_any(Visitor)
    }
}
