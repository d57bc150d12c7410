//! Dice notation: rolls with their trace, and exact odds.

use osr::dice::num_rational::BigRational;
use osr::dice::{Budget, Limits, Probability, Roll, compile};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Rolls dice notation (`"4d6kh3"`, `"2d20kl1 + 3"`, `"3d6!"`) and
    /// returns the total, every die with what became of it, the roll as
    /// text and the faces used. The notation is checked against osr's
    /// limits for untrusted input before anything rolls.
    "rollNotation" => roll(RollRequest: "RollRequest") -> RollResponse: "RollResponse";
    /// The exact odds of every total of dice notation, with its mean and
    /// variance, as fractions and as decimals.
    "notationOdds" => odds(OddsRequest: "OddsRequest") -> OddsResponse: "OddsResponse";
}

/// A roll of dice notation.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RollRequest {
    /// The notation, as a player typed it.
    notation: String,
    /// Where the faces come from.
    dice: Dice,
}

/// The roll: total, trace and faces.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct RollResponse {
    /// The notation rolled.
    notation: String,
    /// The total.
    total: i64,
    /// The roll as a line of text: `"4d6kh3 = [6, 5, 3, 2 (dropped)] = 14"`.
    text: String,
    /// Every die and group member.
    roll: Roll,
    /// The faces used, in order: roll the same notation from them to replay.
    faces: Vec<u32>,
}

fn roll(request: RollRequest) -> Result<RollResponse, ApiError> {
    let plan = compile(&request.notation, &Limits::default())?;
    let (roll, faces) = request.dice.run(|source| plan.roll(source))?;
    Ok(RollResponse {
        total: roll.total,
        text: roll.render(&plan).to_string(),
        notation: request.notation,
        roll,
        faces,
    })
}

/// The odds of dice notation.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct OddsRequest {
    /// The notation, as a player typed it.
    notation: String,
}

/// Every total with its exact probability.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct OddsResponse {
    /// The notation weighed.
    notation: String,
    /// The smallest total.
    min: i64,
    /// The largest total.
    max: i64,
    /// The mean total.
    mean: Exact,
    /// The variance of the total.
    variance: Exact,
    /// Every total that can come up, in ascending order, with its
    /// probability.
    outcomes: Vec<Outcome>,
    /// The probability of the rolls an explosion cap cuts off (which give
    /// no total and are not in `outcomes`); zero when every roll gives one.
    truncated: Probability,
}

/// One total and its probability.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct Outcome {
    /// The total.
    total: i64,
    /// Its probability.
    p: Probability,
}

/// An exact number: a fraction as text (`"15869/1296"`) and the nearest
/// decimal.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct Exact {
    /// The fraction, in lowest terms.
    exact: String,
    /// The nearest double.
    decimal: f64,
}

impl From<&BigRational> for Exact {
    fn from(value: &BigRational) -> Self {
        use num_traits::ToPrimitive;
        Self {
            exact: value.to_string(),
            decimal: value.to_f64().unwrap_or(f64::NAN),
        }
    }
}

fn odds(request: OddsRequest) -> Result<OddsResponse, ApiError> {
    let plan = compile(&request.notation, &Limits::default())?;
    let distribution = plan.distribution(&Budget::default())?;
    let outcomes = distribution
        .outcomes()
        .map(|(total, p)| {
            Ok(Outcome {
                total,
                p: probability(&p)?,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(OddsResponse {
        min: distribution.min().unwrap_or(0),
        max: distribution.max().unwrap_or(0),
        mean: Exact::from(&distribution.mean()),
        variance: Exact::from(&distribution.variance()),
        outcomes,
        truncated: probability(&distribution.truncated())?,
        notation: request.notation,
    })
}

fn probability(p: &BigRational) -> Result<Probability, ApiError> {
    Probability::from_ratio(p)
        .ok_or_else(|| ApiError::new("internal", "a probability outside 0..=1"))
}
