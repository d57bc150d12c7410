//! Murdham: a sheet from given values (the rules have no rolled
//! creation) and its derived values.

use osr::encumbrance::bulk::murdham::Size;
use osr::health::murdham::Armour;
use osr::magic::murdham::Corruption;
use osr::sheet::murdham::{Abilities, Ability, Coins, Sheet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AnySheet, LoadSummary, Made};
use crate::ApiError;
use crate::error::request_number;

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
    // The request's numbers, for the sheet's typed parameters, with the
    // words the sheet refuses them with, in the order it checks them.
    let abilities = Abilities::new(
        request_number("maximum health", request.str, 1, 20)?,
        request_number("ability score", request.agi, 0, 20)?,
        request_number("ability score", request.wit, 0, 20)?,
    )?;
    let armour = request_number(
        Armour::WHAT,
        request.armour,
        Armour::MIN.into(),
        Armour::MAX.into(),
    )?;
    let mut sheet = Sheet::new(abilities).with_armour(armour)?;
    let coins = request_number(
        Coins::WHAT,
        request.coins,
        Coins::MIN.into(),
        Coins::MAX.into(),
    )?;
    sheet = sheet.with_coins(coins)?;
    let corruption = request_number(
        Corruption::WHAT,
        request.corruption,
        Corruption::MIN.into(),
        Corruption::MAX.into(),
    )?;
    sheet = sheet.with_corruption(corruption)?;
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
    str: i32,
    /// Agility.
    agi: i32,
    /// Wits.
    wit: i32,
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
