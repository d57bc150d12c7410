//! Dice notation: rolls with their trace, and exact odds.

use std::collections::BTreeMap;

use osr::dice::num_rational::BigRational;
use osr::dice::{Budget, Limits, Plan, Probability, Roll, parse_with};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::Kind;
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

/// The most variables a request may bind (`vars`).
pub const MAX_VARS: usize = 256;

declare_operations! {
    /// Rolls dice notation (`"4d6kh3"`, `"2d20kl1 + 3"`, `"3d6!"`,
    /// `"1d20 + @str"` with `vars: {str: 2}`) and returns the total, every
    /// die with what became of it, the roll as text and the faces used. The
    /// notation is checked against osr's limits for untrusted input before
    /// anything rolls.
    "rollNotation" => roll(RollRequest: "RollRequest") -> RollResponse: "RollResponse";
    /// The exact odds of every total of dice notation, with its mean and
    /// variance, as fractions and as decimals.
    "notationOdds" => odds(OddsRequest: "OddsRequest") -> OddsResponse: "OddsResponse";
}

/// Values for a notation's variables, by name without the `@`
/// (`{"str": 2}` for `1d20 + @str`). A value nobody asks for is unused.
pub(crate) type Vars = BTreeMap<String, i64>;

/// A roll of dice notation.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RollRequest {
    /// The notation, as a player typed it.
    notation: String,
    /// Where the faces come from.
    dice: Dice,
    /// Values for the notation's variables (`@str`, `@{level}`), by name.
    #[serde(default)]
    vars: Vars,
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
    let plan = plan(&request.notation, &request.vars)?;
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
    /// Values for the notation's variables (`@str`, `@{level}`), by name.
    #[serde(default)]
    vars: Vars,
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
    let plan = plan(&request.notation, &request.vars)?;
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

/// An exact chance as the package writes it: the fraction and the nearest
/// decimal. A chance outside 0..=1 is the library's fault, not the
/// caller's.
pub(crate) fn probability(p: &BigRational) -> Result<Probability, ApiError> {
    Probability::from_ratio(p)
        .ok_or_else(|| ApiError::new(Kind::Internal, "a probability outside 0..=1"))
}

/// The notation parsed and compiled against osr's limits for untrusted
/// input, with its variables bound; an error's span counts UTF-16 code
/// units, as JavaScript indexes the notation.
fn plan(notation: &str, vars: &Vars) -> Result<Plan, ApiError> {
    ApiError::at_most(Kind::TooManyVariables, vars.len(), MAX_VARS, |n| {
        format!("{n} variables were bound")
    })?;
    let vars: Vec<(&str, i64)> = vars.iter().map(|(name, &v)| (name.as_str(), v)).collect();
    let limits = Limits::default();
    parse_with(notation, &limits)
        .and_then(|parsed| Plan::with_vars(&parsed, &limits, &vars))
        .map_err(|err| ApiError::from(err).in_utf16(notation))
}

/// The fast export of `rollNotation` for a notation string: no JSON
/// either way, the total and faces in one array of numbers. The package's
/// `rollNotation` (js/roll.js) calls it and builds the roll object. A
/// module built without `rollNotation` leaves it out.
#[cfg(all(
    target_arch = "wasm32",
    any(not(osr_operations), osr_operation = "rollNotation"),
    not(osr_left_out = "rollNotation")
))]
mod fast {
    use std::cell::RefCell;

    use osr::dice::Plan;
    use wasm_bindgen::prelude::*;

    use crate::{ApiError, Dice};

    /// How many compiled notations are kept: a chat bot or a sheet rolls
    /// a handful of notations over and over.
    const KEPT: usize = 16;

    std::thread_local! {
        /// The notations compiled last, the latest at the end.
        static PLANS: RefCell<Vec<(String, Plan)>> = const { RefCell::new(Vec::new()) };
    }

    /// Rolls `notation` through its kept plan, compiling it first when it
    /// is not kept.
    fn with_plan<T>(
        notation: &str,
        f: impl FnOnce(&Plan) -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        PLANS.with(|plans| {
            let mut plans = plans.borrow_mut();
            if let Some(at) = plans.iter().position(|(text, _)| text == notation) {
                return f(&plans[at].1);
            }
            let plan = super::plan(notation, &super::Vars::new())?;
            if plans.len() == KEPT {
                plans.remove(0);
            }
            plans.push((notation.to_owned(), plan));
            f(&plans[plans.len() - 1].1)
        })
    }

    /// `[total, ...faces]`: the notation rolled from `seed` (an integer in
    /// `0..=2^53-1`), or from `faces` when they are given, without the
    /// trace (which the faces replay).
    #[wasm_bindgen(js_name = "__rollNotationPacked", skip_typescript)]
    #[allow(unreachable_pub)]
    pub fn roll_notation_packed(
        notation: &str,
        seed: f64,
        faces: Option<Vec<u32>>,
    ) -> Result<Vec<f64>, JsValue> {
        let rolled = || {
            let dice = match faces {
                Some(faces) => Dice::Faces(faces),
                None => Dice::seed_from_f64(seed)?,
            };
            with_plan(notation, |plan| dice.run(|source| plan.roll_total(source)))
        };
        let (total, faces) = rolled().map_err(|e| crate::js::throw(&e))?;
        let mut out = Vec::with_capacity(faces.len() + 1);
        #[allow(clippy::cast_precision_loss)] // totals are bounded far below 2^53
        out.push(total as f64);
        out.extend(faces.into_iter().map(f64::from));
        Ok(out)
    }
}
