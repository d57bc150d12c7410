//! The exact odds of a whole fight, where the library has them.

use std::borrow::Cow;

use osr::check::Odds;
use osr::combat::cairn_house as ch;
use osr::dice::Probability;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Serialize};

use super::AsRead;
use crate::ApiError;

/// A fight whose odds are known exactly.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum DuelOddsRequest {
    /// Cairn House Rules: two fighters, by their numbers, trading blows
    /// (die less DR, HP then STR and the critical damage save) until one
    /// is out.
    CairnHouse {
        /// The two duelists, who strikes first and what takes a fighter
        /// out.
        duel: ch::Duel,
    },
}

/// The exact odds of each ending.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct DuelOddsResponse {
    /// Each ending (a side winning, by critical damage or death, or a
    /// stalemate when neither can hurt the other) with its probability.
    odds: DuelResultOdds,
}

/// The odds of a duel's endings, as the library serializes an
/// `Odds<DuelResult>`.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub(crate) struct DuelResultOdds(Odds<ch::DuelResult>);

/// The shape of [`DuelResultOdds`], for its schema.
#[derive(JsonSchema)]
#[allow(dead_code)]
struct DuelResultOddsShape {
    /// Every ending that can happen, in order, with its probability.
    bands: Vec<DuelResultBand>,
    /// Always `null`: a duel's odds have no open-ended tail.
    tail: Option<DuelResultBand>,
}

/// One ending and its probability.
#[derive(JsonSchema)]
#[allow(dead_code)]
struct DuelResultBand {
    /// The ending.
    #[schemars(with = "AsRead<ch::DuelResult>")]
    band: ch::DuelResult,
    /// Its probability.
    p: Probability,
}

impl JsonSchema for DuelResultOdds {
    fn schema_name() -> Cow<'static, str> {
        "DuelResultOdds".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let mut schema = DuelResultOddsShape::json_schema(generator);
        schema.insert(
            "description".into(),
            "The exact odds of each ending of a duel.".into(),
        );
        schema
    }
}

pub(super) fn duel_odds(request: DuelOddsRequest) -> Result<DuelOddsResponse, ApiError> {
    let DuelOddsRequest::CairnHouse { duel } = request;
    Ok(DuelOddsResponse {
        odds: DuelResultOdds(duel.odds()),
    })
}
