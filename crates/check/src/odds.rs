//! Exact odds of a check's outcome bands.

use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use crate::Error;

/// The exact probability of every outcome band of a check, as fractions in
/// lowest terms that sum to exactly 1.
///
/// Bands are listed in ascending order, each once, with a positive
/// probability. A check whose bands never end (3d6 Constitution's degrees
/// of success grow with every natural 20) folds the bands from some band up
/// into one [`tail`](Self::tail): the probability of that band *or any
/// higher*, so nothing is cut off and the whole still sums to 1.
///
/// With the `serde` feature it serializes as
/// `{"bands": [{"band": b, "p": P}, ...], "tail": {"band": b, "p": P} | null}`,
/// each `P` an [`osr_dice::Probability`]
/// (`{"exact": "1/6", "decimal": 0.16666666666666666}`); deserializing
/// checks the order, the signs and the sum.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::{Check, PassFail, block_dodge_parry::Save};
///
/// let odds = Save::new(16)?.odds();
/// let sixteen_in_twenty = BigRational::new(16.into(), 20.into());
/// assert_eq!(odds.probability(&PassFail::Pass), Some(sixteen_in_twenty));
/// assert_eq!(odds.total(), BigRational::from_integer(1.into()));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Odds<B> {
    bands: Vec<(B, BigRational)>,
    tail: Option<(B, BigRational)>,
}

impl<B: Ord> Odds<B> {
    /// Every listed band with its probability, in ascending band order.
    pub fn bands(&self) -> impl ExactSizeIterator<Item = (&B, &BigRational)> + '_ {
        self.bands.iter().map(|(b, p)| (b, p))
    }

    /// The folded tail, if the bands never end: the first band not listed
    /// on its own and the probability of it or any band above it.
    #[must_use]
    pub fn tail(&self) -> Option<(&B, &BigRational)> {
        self.tail.as_ref().map(|(b, p)| (b, p))
    }

    /// The probability of `band`: zero when it cannot happen, `None` only
    /// when it lies in the folded [`tail`](Self::tail), where bands are not
    /// told apart.
    #[must_use]
    pub fn probability(&self, band: &B) -> Option<BigRational> {
        if self.in_tail(band) {
            return None;
        }
        Some(
            self.bands
                .binary_search_by(|(b, _)| b.cmp(band))
                .map_or_else(|_| BigRational::zero(), |i| self.bands[i].1.clone()),
        )
    }

    /// The probability of `band` as the nearest `f64`, for charts and
    /// percentages (the exact value is [`probability`](Self::probability));
    /// `None` inside the folded tail.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Check, PassFail, cairn_house::Save};
    ///
    /// assert_eq!(Save::new(15)?.odds().decimal(&PassFail::Pass), Some(0.75));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn decimal(&self, band: &B) -> Option<f64> {
        let p = self.probability(band)?;
        Some(osr_dice::Probability::from_ratio(&p).map_or(0.0, |p| p.to_f64()))
    }

    /// The probability that the band satisfies `pred`, summed over the
    /// listed bands; the tail counts when `pred` accepts its first band, as
    /// for a threshold like "two degrees of success or better".
    #[must_use]
    pub fn sum_where(&self, mut pred: impl FnMut(&B) -> bool) -> BigRational {
        let mut sum = BigRational::zero();
        for (b, p) in &self.bands {
            if pred(b) {
                sum += p;
            }
        }
        if let Some((b, p)) = &self.tail {
            if pred(b) {
                sum += p;
            }
        }
        sum
    }

    /// Whether `band` lies in the folded tail.
    #[must_use]
    pub fn in_tail(&self, band: &B) -> bool {
        self.tail.as_ref().is_some_and(|(b, _)| band >= b)
    }

    /// The sum of every probability, tail included: exactly 1.
    #[must_use]
    pub fn total(&self) -> BigRational {
        self.sum_where(|_| true)
    }

    /// Odds from bands and their probabilities, for a procedure of your
    /// own: bands may repeat (their probabilities add up) and come in any
    /// order, and zero probabilities are left out. `tail` is the folded
    /// band "this band or higher" of a check whose bands never end.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Odds, ratio};
    ///
    /// // A coin: heads or tails, one in two each.
    /// let odds = Odds::new([("heads", ratio(1, 2)), ("tails", ratio(1, 2))], None)?;
    /// assert_eq!(odds.probability(&"heads"), Some(ratio(1, 2)));
    /// assert!(Odds::new([("heads", ratio(1, 2))], None).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::InvalidOdds`] for a negative probability, a tail not above
    /// every band, or probabilities that do not sum to exactly 1.
    pub fn new(
        weights: impl IntoIterator<Item = (B, BigRational)>,
        tail: Option<(B, BigRational)>,
    ) -> Result<Self, Error> {
        let mut negative = false;
        let weights = weights.into_iter().inspect(|(_, p)| {
            negative |= p.is_negative();
        });
        let odds = Self::collect(weights, None);
        if negative || tail.as_ref().is_some_and(|(_, p)| p.is_negative()) {
            return Err(Error::InvalidOdds {
                reason: "have a negative probability",
            });
        }
        let tail = tail.filter(|(_, p)| !p.is_zero());
        if let (Some((band, _)), Some((last, _))) = (&tail, odds.bands.last()) {
            if band <= last {
                return Err(Error::InvalidOdds {
                    reason: "have a tail that is not above every band",
                });
            }
        }
        let odds = Self { tail, ..odds };
        if !odds.total().is_one() {
            return Err(Error::InvalidOdds {
                reason: "do not sum to 1",
            });
        }
        Ok(odds)
    }

    /// Builds odds from bands and weights known to sum to 1 (the crate's
    /// own procedures, whose sums the tests check).
    pub(crate) fn from_weights(
        weights: impl IntoIterator<Item = (B, BigRational)>,
        tail: Option<(B, BigRational)>,
    ) -> Self {
        let odds = Self::collect(weights, tail);
        debug_assert!(odds.total().is_one(), "odds must sum to 1");
        odds
    }

    /// Sorts and merges bands, leaving zero weights out.
    fn collect(
        weights: impl IntoIterator<Item = (B, BigRational)>,
        tail: Option<(B, BigRational)>,
    ) -> Self {
        let mut bands: Vec<(B, BigRational)> = Vec::new();
        for (band, p) in weights {
            if p.is_zero() {
                continue;
            }
            match bands.binary_search_by(|(b, _)| b.cmp(&band)) {
                Ok(i) => bands[i].1 += p,
                Err(i) => bands.insert(i, (band, p)),
            }
        }
        let tail = tail.filter(|(_, p)| !p.is_zero());
        Self { bands, tail }
    }

    /// The same odds with every band mapped through `f` (bands that meet
    /// are merged).
    #[must_use]
    pub fn map<C: Ord>(self, mut f: impl FnMut(B) -> C) -> Odds<C> {
        let tail = self.tail.map(|(b, p)| (f(b), p));
        Odds::from_weights(self.bands.into_iter().map(|(b, p)| (f(b), p)), tail)
    }

    /// One band for certain: the odds of a step that rolls nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Odds, ratio};
    ///
    /// let odds = Odds::certain("standing");
    /// assert_eq!(odds.probability(&"standing"), Some(ratio(1, 1)));
    /// ```
    #[must_use]
    pub fn certain(band: B) -> Self {
        Self {
            bands: alloc::vec![(band, BigRational::one())],
            tail: None,
        }
    }

    /// The odds of one fair die, each face read as a band (faces that read
    /// the same band add up).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Odds, ratio};
    /// use osr_core::Die;
    ///
    /// // A d6 table whose 1-2 is "lost" and 3-6 "found".
    /// let odds = Odds::die(Die::D6, |face| if face <= 2 { "lost" } else { "found" });
    /// assert_eq!(odds.probability(&"lost"), Some(ratio(1, 3)));
    /// ```
    #[must_use]
    pub fn die(die: osr_core::Die, mut band: impl FnMut(u32) -> B) -> Self {
        let sides = die.sides();
        let each = BigRational::new(BigInt::one(), BigInt::from(sides));
        Self::collect((1..=sides).map(|face| (band(face), each.clone())), None)
    }

    /// What comes of each band, weighed: the probability of `c` is the sum
    /// over the bands `b` of P(b) times the probability of `c` in `next(b)`.
    /// Steps that follow one another (a damage die, then a save whose
    /// target depends on the damage) compose this way with no sum left to
    /// check, since odds that each sum to 1 compose to odds that sum to 1.
    ///
    /// A folded tail, of these odds or of the odds `next` returns, is
    /// carried into the result as an ordinary band.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Odds, ratio};
    /// use osr_core::Die;
    ///
    /// // A d4 of damage against 2 HP; a hit past 0 calls for a d20 save
    /// // against 10.
    /// let hit = Odds::die(Die::D4, |damage| damage);
    /// let fate = hit.then(|&damage| {
    ///     if damage <= 2 {
    ///         Odds::certain("standing")
    ///     } else {
    ///         Odds::die(Die::D20, |face| if face <= 10 { "hurt" } else { "down" })
    ///     }
    /// });
    /// assert_eq!(fate.probability(&"standing"), Some(ratio(1, 2)));
    /// assert_eq!(fate.probability(&"down"), Some(ratio(1, 4)));
    /// ```
    #[must_use]
    pub fn then<C: Ord>(&self, mut next: impl FnMut(&B) -> Odds<C>) -> Odds<C> {
        let mut weights = Vec::new();
        for (band, p) in self.bands.iter().chain(self.tail.iter()) {
            let after = next(band);
            for (c, q) in after.bands.into_iter().chain(after.tail) {
                weights.push((c, p * q));
            }
        }
        Odds::collect(weights, None)
    }
}

/// `n / d` as an exact fraction in lowest terms.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
///
/// assert_eq!(ratio(2, 4).to_string(), "1/2");
/// ```
///
/// # Panics
///
/// When `d` is zero, as [`BigRational::new`] does.
#[must_use]
pub fn ratio(n: impl Into<BigInt>, d: impl Into<BigInt>) -> BigRational {
    BigRational::new(n.into(), d.into())
}

#[cfg(feature = "serde")]
mod serde_impl {
    use alloc::format;
    use alloc::vec::Vec;

    use num_rational::BigRational;
    use num_traits::{One, Zero};
    use osr_dice::Probability;
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Odds;

    /// The most bands accepted: far more than any check has, and few
    /// enough that summing them stays cheap.
    const MAX_BANDS: usize = 4096;

    /// One band and its probability.
    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Band<B> {
        band: B,
        p: Probability,
    }

    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[serde(bound(serialize = "B: Serialize", deserialize = "B: Deserialize<'de>"))]
    struct Wire<B> {
        bands: Vec<Band<B>>,
        tail: Option<Band<B>>,
    }

    fn band<B: Clone>(band: &B, p: &BigRational) -> Band<B> {
        Band {
            band: band.clone(),
            // Odds hold probabilities in 0..=1 by construction.
            p: Probability::from_ratio(p).unwrap_or_else(Probability::zero),
        }
    }

    /// A listed probability: positive (bands that cannot happen are not
    /// listed).
    fn positive<E: serde::de::Error>(p: &Probability) -> Result<BigRational, E> {
        let exact = p.exact();
        if exact.is_zero() {
            return Err(E::custom(format!("probability {p} is not positive")));
        }
        Ok(exact)
    }

    impl<B: Serialize + Ord + Clone> Serialize for Odds<B> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            Wire {
                bands: self.bands.iter().map(|(b, p)| band(b, p)).collect(),
                tail: self.tail.as_ref().map(|(b, p)| band(b, p)),
            }
            .serialize(serializer)
        }
    }

    impl<'de, B: Deserialize<'de> + Ord> Deserialize<'de> for Odds<B> {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            let wire = Wire::<B>::deserialize(deserializer)?;
            if wire.bands.len() > MAX_BANDS {
                return Err(D::Error::custom(format!(
                    "{} bands exceed the limit of {MAX_BANDS}",
                    wire.bands.len()
                )));
            }
            let mut bands: Vec<(B, BigRational)> = Vec::with_capacity(wire.bands.len());
            let mut sum = BigRational::zero();
            for Band { band, p } in wire.bands {
                if bands.last().is_some_and(|(prev, _)| *prev >= band) {
                    return Err(D::Error::custom("bands are not strictly ascending"));
                }
                let p = positive::<D::Error>(&p)?;
                sum += &p;
                bands.push((band, p));
            }
            let tail = match wire.tail {
                Some(Band { band, p }) => {
                    if bands.last().is_some_and(|(prev, _)| *prev >= band) {
                        return Err(D::Error::custom("the tail is not above every band"));
                    }
                    let p = positive::<D::Error>(&p)?;
                    sum += &p;
                    Some((band, p))
                }
                None => None,
            };
            if !sum.is_one() {
                return Err(D::Error::custom("the probabilities do not sum to 1"));
            }
            Ok(Self { bands, tail })
        }
    }
}

/// The JSON Schema of odds as serde writes them: `bands`, each a band and
/// its [`Probability`](osr_dice::Probability), and the `tail` or `null`.
/// Named for the band: `ImprovedOdds` for `Odds<Improved>`.
#[cfg(feature = "schema")]
impl<B: schemars::JsonSchema> schemars::JsonSchema for Odds<B> {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        let band = B::schema_name();
        let mut chars = band.chars();
        let first = chars.next().map(|c| c.to_ascii_uppercase());
        alloc::format!(
            "{}{}Odds",
            first.into_iter().collect::<alloc::string::String>(),
            chars.as_str()
        )
        .into()
    }

    fn schema_id() -> alloc::borrow::Cow<'static, str> {
        alloc::format!("osr_check::Odds<{}>", B::schema_id()).into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let band = generator.subschema_for::<B>();
        let p = generator.subschema_for::<osr_dice::Probability>();
        let entry = schemars::json_schema!({
            "type": "object",
            "properties": {
                "band": band,
                "p": p
            },
            "required": ["band", "p"],
            "additionalProperties": false
        });
        schemars::json_schema!({
            "description": "The exact probability of every outcome band, in ascending band order, each listed band possible; the tail, when the bands never end, holds that band or any higher.",
            "type": "object",
            "properties": {
                "bands": {
                    "description": "Every listed band with its probability.",
                    "type": "array",
                    "items": entry
                },
                "tail": {
                    "description": "The band from which higher bands are folded in, with the probability of it or any higher; null when every band is listed.",
                    "anyOf": [entry, {"type": "null"}]
                }
            },
            "required": ["bands", "tail"],
            "additionalProperties": false
        })
    }
}
