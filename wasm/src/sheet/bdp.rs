//! Block, Dodge, Parry: a sheet from given values (the rules have no
//! creation) and its derived values.

use osr::combat::block_dodge_parry::MAX_HP;
use osr::sheet::block_dodge_parry::Sheet;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AnySheet, LoadSummary, Made};
use crate::ApiError;
use crate::error::request_number;

/// A Block, Dodge, Parry character from the values the table has: the
/// rules give no creation. STR, DEX and WIL start at these maxima, HP
/// full, a full waterskin, no Fatigue, wounds or other gear.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct BlockDodgeParryCreate {
    /// Strength's maximum, 0 or more.
    str: i64,
    /// Dexterity's maximum, 0 or more.
    dex: i64,
    /// Willpower's maximum, 0 or more.
    wil: i64,
    /// The maximum HP, in osr-combat's range.
    max_hp: i64,
    /// The career, if any: a name of 1 to 40 characters.
    #[serde(default)]
    career: Option<String>,
    /// Skills, by name; at most 16.
    #[serde(default)]
    skills: Vec<String>,
}

pub(super) fn create(request: &BlockDodgeParryCreate) -> Result<Made, ApiError> {
    // The request's numbers, for the sheet's typed parameters, with the
    // words the sheet and osr-combat refuse them with.
    let score = |value: i64| request_number("ability score", value, 0, i32::MAX.into());
    let maxima = [
        score(request.str)?,
        score(request.dex)?,
        score(request.wil)?,
    ];
    let max_hp = request_number("maximum hit protection", request.max_hp, 0, MAX_HP.into())?;
    let mut sheet = Sheet::new(maxima, max_hp)?;
    if let Some(career) = &request.career {
        sheet = sheet.with_career(career)?;
    }
    for skill in &request.skills {
        sheet = sheet.with_skill(skill)?;
    }
    Ok(Made {
        sheet: AnySheet::BlockDodgeParry(Box::new(sheet)),
        faces: Vec::new(),
        events: Vec::new(),
    })
}

/// What a Block, Dodge, Parry sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct BlockDodgeParryDerived {
    /// The descriptors the current scores earn (15 or more: `"tough"`,
    /// `"deft"`, `"resolute"`), each an implicit skill.
    descriptors: Vec<String>,
    /// Whether attacks are impaired.
    attacks_impaired: bool,
    /// The slots used by gear, Fatigue and wounds against those there are.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<BlockDodgeParryDerived, ApiError> {
    Ok(BlockDodgeParryDerived {
        descriptors: sheet.descriptors().into_iter().map(String::from).collect(),
        attacks_impaired: sheet.attacks_impaired(),
        load: LoadSummary::of(&sheet.load()?),
    })
}
