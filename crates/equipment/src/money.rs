//! Exact money.

use core::fmt;

use osr_encumbrance::InputText;

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
/// # Text and JSON
///
/// `Display` writes the amount in the system's main coin (silver pieces,
/// silver coins, units of value) as an exact decimal with no trailing zeros
/// (`20`, `1.5`, `0.01`); `FromStr` reads it back, and also `.5` and
/// trailing zeros (`20.00`). Text finer than the smallest coin (`0.001` sc),
/// negative, or above `u64::MAX` subunits is an [`Error::InvalidMoney`].
/// (Every system here has a subunit that is a finite decimal: 1, 1/4, 1/10,
/// 1/100; for another `SUB`, `Display` writes `whole+part/SUB`, which
/// `FromStr` does not read.)
///
/// With the `serde` feature an amount is written as its `Display` string in
/// the main coin (`"1.5"` is 1.5 sc in Gods & Monsters, `"100.5"` is 100
/// silver pieces and 5 copper in 3d6 Constitution), never in subunits.
/// Reading takes that string, a JSON integer (whole coins) or a JSON number
/// with a fraction (`1.5`, through its shortest decimal form), all through
/// `FromStr`'s checks.
///
/// ```
/// use osr_equipment::gods_and_monsters::Price;
///
/// assert_eq!("12.34".parse::<Price>()?, Price::from_subunits(1234));
/// assert_eq!("20.00".parse::<Price>()?.to_string(), "20");
/// assert!("0.001".parse::<Price>().is_err());
/// # Ok::<(), osr_equipment::Error>(())
/// ```
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
    pub(crate) fn share_rounded(self, numerator: u64, denominator: u64) -> Self {
        let product = u128::from(self.0) * u128::from(numerator);
        let denominator = u128::from(denominator.max(1));
        let rounded = (2 * product + denominator) / (2 * denominator);
        // At most self.0 (numerator <= denominator), so it fits a u64.
        Self(u64::try_from(rounded).unwrap_or(self.0))
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

/// The sum.
///
/// # Panics
///
/// On overflow, in every build (an amount is never wrapped or clamped). Use
/// [`Money::checked_add`] to get `None` instead.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::Price;
///
/// let total: Price = ["0.01", "0.2", "1.5"].iter().map(|p| p.parse::<Price>().unwrap()).sum();
/// assert_eq!(total.to_string(), "1.71");
/// assert_eq!(Price::whole(1) + Price::from_subunits(5), "1.05".parse()?);
/// # Ok::<(), osr_equipment::Error>(())
/// ```
impl<const SUB: u32> core::ops::Add for Money<SUB> {
    type Output = Self;

    fn add(self, other: Self) -> Self {
        match self.checked_add(other) {
            Some(sum) => sum,
            None => panic!("money overflow: {self} + {other}"),
        }
    }
}

/// Adds in place; panics on overflow like [`Money`]'s `+`.
impl<const SUB: u32> core::ops::AddAssign for Money<SUB> {
    fn add_assign(&mut self, other: Self) {
        *self = *self + other;
    }
}

/// The sum of every amount; panics on overflow like [`Money`]'s `+`.
impl<const SUB: u32> core::iter::Sum for Money<SUB> {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, |sum, amount| sum + amount)
    }
}

/// The sum of every amount; panics on overflow like [`Money`]'s `+`.
impl<'a, const SUB: u32> core::iter::Sum<&'a Self> for Money<SUB> {
    fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.copied().sum()
    }
}

const SYNTAX: &str = "expected a decimal amount such as 20, 1.5 or .05";
const NEGATIVE: &str = "an amount cannot be negative";
const TOO_LARGE: &str = "too large to count";
const INEXACT: &str = "finer than the smallest coin";

/// `text` as digits, at most 38 of them (beyond that nothing fits a u128).
fn digits(text: &str) -> Result<u128, &'static str> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SYNTAX);
    }
    let significant = text.trim_start_matches('0');
    if significant.len() > 38 {
        return Err(TOO_LARGE);
    }
    Ok(significant
        .bytes()
        .fold(0, |n, b| n * 10 + u128::from(b - b'0')))
}

fn parse<const SUB: u32>(text: &str) -> Result<Money<SUB>, &'static str> {
    if text.starts_with('-') {
        return Err(NEGATIVE);
    }
    let (whole, decimals) = match text.split_once('.') {
        Some(("", "")) => return Err(SYNTAX),
        Some((whole, decimals)) => (whole, decimals.trim_end_matches('0')),
        None => return digits(text).and_then(|whole| to_money(whole, 0)),
    };
    let whole = if whole.is_empty() { 0 } else { digits(whole)? };
    let sub = u128::from(SUB.max(1));
    let mut part = 0;
    if !decimals.is_empty() {
        if decimals.len() > 18 {
            return Err(if decimals.bytes().all(|b| b.is_ascii_digit()) {
                INEXACT
            } else {
                SYNTAX
            });
        }
        let scale = 10u128.pow(u32::try_from(decimals.len()).unwrap_or(18));
        let scaled = digits(decimals)? * sub;
        if scaled % scale != 0 {
            return Err(INEXACT);
        }
        part = scaled / scale;
    }
    to_money(whole, part)
}

/// `whole` main coins plus `part` subunits.
fn to_money<const SUB: u32>(whole: u128, part: u128) -> Result<Money<SUB>, &'static str> {
    whole
        .checked_mul(u128::from(SUB.max(1)))
        .and_then(|subunits| subunits.checked_add(part))
        .and_then(|subunits| u64::try_from(subunits).ok())
        .map(Money)
        .ok_or(TOO_LARGE)
}

impl<const SUB: u32> core::str::FromStr for Money<SUB> {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        parse(text).map_err(|reason| Error::InvalidMoney {
            text: InputText::new(text),
            reason,
        })
    }
}

#[cfg(feature = "serde")]
impl<const SUB: u32> serde::Serialize for Money<SUB> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, const SUB: u32> serde::Deserialize<'de> for Money<SUB> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use osr_encumbrance::NumberText;

        struct Visitor<const SUB: u32>;

        impl<const SUB: u32> serde::de::Visitor<'_> for Visitor<SUB> {
            type Value = Money<SUB>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an amount of money: a string such as \"1.5\", or a number")
            }

            fn visit_u64<E: serde::de::Error>(self, coins: u64) -> Result<Money<SUB>, E> {
                self.visit_str(NumberText::integer(coins).as_str().unwrap_or(""))
            }

            fn visit_i64<E: serde::de::Error>(self, coins: i64) -> Result<Money<SUB>, E> {
                self.visit_str(NumberText::integer(coins).as_str().unwrap_or(""))
            }

            fn visit_f64<E: serde::de::Error>(self, coins: f64) -> Result<Money<SUB>, E> {
                match NumberText::of(coins).as_str() {
                    Some(text) => self.visit_str(text),
                    None => Err(E::custom(Error::InvalidMoney {
                        text: InputText::new("a JSON number"),
                        reason: TOO_LARGE,
                    })),
                }
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Money<SUB>, E> {
                text.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_any(Visitor::<SUB>)
    }
}

/// What the serde impl writes: the amount in the system's main coin as an
/// exact decimal string (`"1.5"`, `"20"`). (Reading also takes a JSON
/// number; requests that hold money are not described here.)
#[cfg(feature = "schema")]
impl<const SUB: u32> schemars::JsonSchema for Money<SUB> {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        alloc::borrow::Cow::Borrowed("Money")
    }

    fn schema_id() -> alloc::borrow::Cow<'static, str> {
        alloc::borrow::Cow::Borrowed("osr_equipment::Money")
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "An amount of money in the system's main coin (Gods & Monsters silver coins, 3d6 Constitution silver pieces with copper as tenths, Murdham units of value, Cairn House Rules silver pieces) as an exact decimal string: \"1.5\", \"0.01\", \"20\".",
            "type": "string",
            "pattern": "^[0-9]+(\\.[0-9]+)?$"
        })
    }
}
