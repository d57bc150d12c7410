//! Serde for [`Distribution`]: outcomes as `{"total": v, "p": probability}`
//! and the truncated mass as a probability, each probability as
//! [`Probability`] writes it (`{"exact": "p/q", "decimal": x}`).
//! Deserializing checks what the computation guarantees: totals strictly
//! ascending, probabilities positive, and the probabilities with the
//! truncated mass summing to exactly 1.

use alloc::format;

use alloc::vec::Vec;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::Zero;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Distribution;
use super::ops::Dist;
use crate::Probability;

/// The most bits the common denominator of deserialized weights may take
/// times the number of outcomes: bounds the memory a hostile input can ask
/// for (about 4 MiB of weights).
const MAX_WEIGHT_BITS: u64 = 1 << 25;

/// One outcome as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Outcome {
    total: i64,
    p: Probability,
}

/// What a distribution says, before it is checked.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Wire {
    outcomes: Vec<Outcome>,
    truncated: Probability,
}

impl Serialize for Distribution {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Wire {
            outcomes: self
                .cumulative()
                .map(|row| Outcome {
                    total: row.total,
                    p: row.probability,
                })
                .collect(),
            truncated: Probability::from_ratio(&self.truncated()).unwrap_or_default(),
        }
        .serialize(serializer)
    }
}

fn unsigned(n: &BigInt) -> BigUint {
    n.to_biguint().unwrap_or_default()
}

impl<'de> Deserialize<'de> for Distribution {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let wire = Wire::deserialize(deserializer)?;
        let truncated = wire.truncated.exact();
        if truncated.numer().sign() == Sign::Minus {
            return Err(D::Error::custom("the truncated mass is negative"));
        }
        let mut fractions = Vec::with_capacity(wire.outcomes.len());
        let mut previous: Option<i64> = None;
        for Outcome { total: v, p } in &wire.outcomes {
            if previous.is_some_and(|p| p >= *v) {
                return Err(D::Error::custom("totals are not strictly ascending"));
            }
            previous = Some(*v);
            let p = p.exact();
            if p.numer().sign() != Sign::Plus {
                return Err(D::Error::custom(format!(
                    "the probability of {v} is not positive"
                )));
            }
            fractions.push((*v, p));
        }
        // The common denominator, within the memory bound.
        let mut denom = unsigned(truncated.denom());
        let count = u64::try_from(fractions.len())
            .unwrap_or(u64::MAX)
            .saturating_add(1);
        for (_, p) in &fractions {
            denom = denom.lcm(&unsigned(p.denom()));
            if denom.bits().saturating_mul(count) > MAX_WEIGHT_BITS {
                return Err(D::Error::custom("the fractions are too large"));
            }
        }
        let weight = |p: &BigRational| unsigned(p.numer()) * (&denom / unsigned(p.denom()));
        let pts: Vec<(i64, BigUint)> = fractions.iter().map(|(v, p)| (*v, weight(p))).collect();
        let trunc = weight(&truncated);
        let sum: BigUint = pts.iter().map(|(_, w)| w).sum::<BigUint>() + &trunc;
        if sum != denom || denom.is_zero() {
            return Err(D::Error::custom(
                "the probabilities and the truncated mass do not sum to 1",
            ));
        }
        Ok(Self::from_big(Dist { pts, denom, trunc }))
    }
}
