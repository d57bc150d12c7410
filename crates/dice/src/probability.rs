//! Exact probabilities: a fraction in `0..=1`, kept as numerator and
//! denominator and reduced to lowest terms only when shown.

use alloc::string::String;
use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

use crate::{Error, ErrorKind, Span};

/// The most bits the numerator or the denominator of a probability read
/// from text may take: far above any distribution osr-dice computes within
/// its default budget (`100d1000` needs about 1,000 bits), far below what
/// would let hostile text ask for much memory or time.
pub const MAX_PROBABILITY_BITS: u64 = 1 << 16;

/// An exact probability: a fraction in `0..=1`.
///
/// Distributions hand these out without reducing them (a reduction of large
/// fractions is the slow part of listing thousands of outcomes); the exact
/// value in lowest terms is computed when asked for ([`exact`](Self::exact),
/// [`Display`](fmt::Display)), and [`to_f64`](Self::to_f64) is cheap at any
/// size. Comparisons are by value.
///
/// It reads from and prints as fraction text (`"1/6"`; `"0"` and `"1"` are
/// accepted too). With the `serde` feature it serializes as
/// `{"exact": "1/6", "decimal": 0.16666666666666666}`; deserializing reads
/// `exact` through [`FromStr`] (checked to lie in `0..=1` and bounded by
/// [`MAX_PROBABILITY_BITS`]) and ignores `decimal`, which is informative.
///
/// # Examples
///
/// ```
/// use osr_dice::Probability;
///
/// let p: Probability = "2/12".parse()?;
/// assert_eq!(p.to_string(), "1/6");
/// assert!((p.to_f64() - 1.0 / 6.0).abs() < 1e-15);
/// assert_eq!(p, "1/6".parse()?);
/// assert!("7/6".parse::<Probability>().is_err());
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Probability {
    numer: BigUint,
    denom: BigUint,
}

impl Probability {
    /// Zero.
    #[must_use]
    pub fn zero() -> Self {
        Self {
            numer: BigUint::zero(),
            denom: BigUint::from(1u8),
        }
    }

    /// `numer / denom`, or `None` unless `0 <= numer <= denom` and
    /// `denom > 0`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::Probability;
    ///
    /// assert!(Probability::from_parts(1u8.into(), 6u8.into()).is_some());
    /// assert!(Probability::from_parts(7u8.into(), 6u8.into()).is_none());
    /// ```
    #[must_use]
    pub fn from_parts(numer: BigUint, denom: BigUint) -> Option<Self> {
        (!denom.is_zero() && numer <= denom).then_some(Self { numer, denom })
    }

    /// The probability of an exact fraction, or `None` outside `0..=1`.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::Probability;
    ///
    /// let half = BigRational::new(1.into(), 2.into());
    /// assert_eq!(Probability::from_ratio(&half).unwrap().to_string(), "1/2");
    /// ```
    #[must_use]
    pub fn from_ratio(r: &BigRational) -> Option<Self> {
        let numer = r.numer().to_biguint()?;
        let denom = r.denom().to_biguint()?;
        Self::from_parts(numer, denom)
    }

    /// The exact value, in lowest terms.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_dice::Probability;
    ///
    /// let p: Probability = "3/6".parse()?;
    /// assert_eq!(p.exact(), BigRational::new(1.into(), 2.into()));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn exact(&self) -> BigRational {
        BigRational::new(
            BigInt::from(self.numer.clone()),
            BigInt::from(self.denom.clone()),
        )
    }

    /// The nearest `f64` (within rounding), computed without reducing the
    /// fraction: cheap however large it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::Probability;
    ///
    /// let p: Probability = "1/4".parse()?;
    /// assert_eq!(p.to_f64(), 0.25);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn to_f64(&self) -> f64 {
        if let Some((n, d)) = self.small() {
            // Two roundings at most: within an ulp or two of the quotient.
            #[allow(clippy::cast_precision_loss)]
            return (n as f64 / d as f64).clamp(0.0, 1.0);
        }
        // num-rational converts by shifting and one division, with no
        // reduction to lowest terms.
        BigRational::new_raw(
            BigInt::from(self.numer.clone()),
            BigInt::from(self.denom.clone()),
        )
        .to_f64()
        .unwrap_or(0.0)
        .clamp(0.0, 1.0)
    }

    /// Whether the probability is zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.numer.is_zero()
    }

    /// One minus this probability.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::Probability;
    ///
    /// let p: Probability = "1/6".parse()?;
    /// assert_eq!(p.complement().to_string(), "5/6");
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn complement(&self) -> Self {
        Self {
            numer: &self.denom - &self.numer,
            denom: self.denom.clone(),
        }
    }

    /// Numerator and denominator as machine words, when they fit: the fast
    /// path of most dice.
    fn small(&self) -> Option<(u64, u64)> {
        Some((
            u64::try_from(&self.numer).ok()?,
            u64::try_from(&self.denom).ok()?,
        ))
    }

    /// The fraction in lowest terms, as numerator and denominator.
    fn reduced(&self) -> (BigUint, BigUint) {
        let g = self.numer.gcd(&self.denom);
        if g.is_zero() {
            return (BigUint::zero(), BigUint::from(1u8));
        }
        (&self.numer / &g, &self.denom / &g)
    }
}

impl Default for Probability {
    fn default() -> Self {
        Self::zero()
    }
}

impl PartialEq for Probability {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Probability {}

impl PartialOrd for Probability {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Probability {
    fn cmp(&self, other: &Self) -> Ordering {
        if self.denom == other.denom {
            return self.numer.cmp(&other.numer);
        }
        (&self.numer * &other.denom).cmp(&(&other.numer * &self.denom))
    }
}

/// The exact fraction in lowest terms, `p/q`: `0/1` for zero, `1/1` for one,
/// so that every probability has one shape.
impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((n, d)) = self.small() {
            let g = n.gcd(&d).max(1);
            return write!(f, "{}/{}", n / g, d / g);
        }
        let (n, d) = self.reduced();
        write!(f, "{n}/{d}")
    }
}

/// Reads `p/q` (or a whole `0` or `1`), spaces not allowed; the fraction
/// must lie in `0..=1`, with a nonzero denominator, and numerator and
/// denominator of at most [`MAX_PROBABILITY_BITS`] bits.
impl FromStr for Probability {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        let span = Span::new(0, u32::try_from(text.len()).unwrap_or(u32::MAX));
        let bad = |reason: &'static str| {
            Error::new(
                ErrorKind::InvalidProbability {
                    text: text.chars().take(40).collect::<String>(),
                    reason,
                },
                span,
            )
        };
        // Decimal digits carry log2(10) < 3.33 bits each.
        let max_digits = usize::try_from(MAX_PROBABILITY_BITS / 3).unwrap_or(usize::MAX);
        let (n, d) = text.split_once('/').unwrap_or((text, "1"));
        let number = |part: &str| -> Result<BigUint, Error> {
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad("not a fraction of whole numbers such as 1/6"));
            }
            if part.len() > max_digits {
                return Err(bad("the numbers are too large"));
            }
            let value = part
                .parse::<BigUint>()
                .map_err(|_| bad("not a fraction of whole numbers such as 1/6"))?;
            if value.bits() > MAX_PROBABILITY_BITS {
                return Err(bad("the numbers are too large"));
            }
            Ok(value)
        };
        let (numer, denom) = (number(n)?, number(d)?);
        if denom.is_zero() {
            return Err(bad("the denominator is zero"));
        }
        Self::from_parts(numer, denom).ok_or_else(|| bad("it is larger than 1"))
    }
}

#[cfg(feature = "serde")]
mod serde_impl {
    use alloc::string::{String, ToString};

    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Probability;

    #[derive(Serialize)]
    struct Out {
        exact: String,
        decimal: f64,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct In {
        exact: String,
        #[serde(default)]
        #[allow(dead_code)]
        decimal: Option<f64>,
    }

    impl Serialize for Probability {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            Out {
                exact: self.to_string(),
                decimal: self.to_f64(),
            }
            .serialize(serializer)
        }
    }

    impl<'de> Deserialize<'de> for Probability {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            let wire = In::deserialize(deserializer)?;
            wire.exact
                .parse()
                .map_err(|e: crate::Error| D::Error::custom(e.kind().to_string()))
        }
    }
}

/// The JSON Schema of a probability as serde writes it: `exact` and
/// `decimal` (reading needs only `exact`; `decimal` is ignored).
#[cfg(feature = "schema")]
impl schemars::JsonSchema for Probability {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Probability".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A probability: exact, as a fraction in lowest terms (\"1/6\", \"0/1\", \"1/1\"), and as the nearest decimal.",
            "type": "object",
            "properties": {
                "exact": {
                    "description": "The fraction, in lowest terms.",
                    "type": "string"
                },
                "decimal": {
                    "description": "The nearest double (ignored when read).",
                    "type": "number"
                }
            },
            "required": ["exact", "decimal"]
        })
    }
}
