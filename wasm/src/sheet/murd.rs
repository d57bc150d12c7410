//! Murdham: a sheet from given values (the rules have no rolled
//! creation) and its derived values.

use osr::encumbrance::bulk::murdham::Size;
use osr::sheet::murdham::{Abilities, Ability, Sheet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AnySheet, LoadSummary, Made};
use crate::ApiError;

/// A Murdham character from the values the table has: Murdham's
/// adventuring chapter, which this library follows, gives no rolled
/// creation. The sheet starts at full health (its STR), with no skills,
/// career, items or conditions; add those by editing the document.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MurdhamCreate {
    /// Strength, 1 to 20: also the maximum health.
    str: i64,
    /// Agility, 0 to 20.
    agi: i64,
    /// Wits, 0 to 20.
    wit: i64,
    /// Armour, 0 to 3 (0 when absent).
    #[serde(default)]
    armour: i64,
    /// The size (`"medium"`, a human's, when absent).
    #[serde(default)]
    size: Option<Size>,
    /// Coins, 0 to 1000000 (0 when absent).
    #[serde(default)]
    coins: i64,
    /// Corruption (0 when absent).
    #[serde(default)]
    corruption: i64,
}

pub(super) fn create(request: &MurdhamCreate) -> Result<Made, ApiError> {
    let mut sheet = Sheet::new(Abilities::new(request.str, request.agi, request.wit)?)
        .with_armour(request.armour)?
        .with_coins(request.coins)?
        .with_corruption(request.corruption)?;
    if let Some(size) = request.size {
        sheet = sheet.with_size(size);
    }
    Ok(Made {
        sheet: AnySheet::Murdham(Box::new(sheet)),
        faces: Vec::new(),
        events: Vec::new(),
    })
}

/// The three scores saves use: each ability less its losses.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct MurdhamScores {
    /// Strength.
    str: u32,
    /// Agility.
    agi: u32,
    /// Wits.
    wit: u32,
}

/// What a Murdham sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct MurdhamDerived {
    /// The scores saves use, after temporary and lasting loss.
    scores: MurdhamScores,
    /// The languages spoken: Common, and those the skills grant.
    languages: Vec<String>,
    /// Whether the character reads and writes.
    literate: bool,
    /// Zones a round, walking on ordinary ground, after the load.
    zones_per_round: u32,
    /// The load: bulk carried against the carry limit of the size.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<MurdhamDerived, ApiError> {
    Ok(MurdhamDerived {
        scores: MurdhamScores {
            str: sheet.score(Ability::Str),
            agi: sheet.score(Ability::Agi),
            wit: sheet.score(Ability::Wit),
        },
        languages: sheet
            .languages()
            .iter()
            .map(|l| l.name().to_owned())
            .collect(),
        literate: sheet.literate(),
        zones_per_round: sheet.zones_per_round(false, false)?,
        load: LoadSummary::of(&sheet.load()),
    })
}
