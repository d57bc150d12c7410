//! A sheet into a fight and back: the combatant a sheet fights as, and
//! (in each system's operations) the state a fight left it in.

use osr::combat::{
    Side, cairn_house as ch, constitution as tc, gods_and_monsters as gm, murdham as mu,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AnySheet, SheetDocument, SheetEvent};
use crate::ApiError;
use crate::combat::AsRead;
use crate::error::Kind;

/// A sheet to fight as a combatant.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CombatantFromSheetRequest {
    /// The sheet document: 3d6 Constitution, Cairn House Rules, Gods &
    /// Monsters or Murdham (Block, Dodge, Parry has no fight).
    sheet: SheetDocument,
    /// The combatant's ID in the fight's setup.
    id: u32,
    /// Its side: `"party"` when absent. A Cairn House Rules sheet is a
    /// player character, on the party's side only.
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    side: Option<Side>,
}

/// The combatant a sheet fights as, tagged by the sheet's `system`: put
/// it in the `combatants` of that system's `startFight` setup.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum CombatantFromSheetResponse {
    /// 3d6 Constitution: scores, the armour's AC, hit dice, HP, level and
    /// wound marks, fighter and tough, trainings, the shield, and
    /// deprivation's penalty (a d6 weapon and rolled initiative; change
    /// them in the combatant for anything else).
    Constitution {
        /// The combatant.
        #[schemars(with = "AsRead<tc::Combatant>")]
        combatant: tc::Combatant,
    },
    /// Cairn House Rules: maximum HP and scores, the first weapon
    /// (unarmed without one), and the DR of armour and shield.
    CairnHouse {
        /// The combatant.
        #[schemars(with = "AsRead<ch::Combatant>")]
        combatant: ch::Combatant,
        /// The health it enters the fight with (HP, scores, fatigue,
        /// wounds): put it in the setup's `health`.
        #[schemars(with = "AsRead<ch::Entering>")]
        health: ch::Entering,
    },
    /// Gods & Monsters: vitals, the fighting art's attack, defense, the
    /// first equipped weapon's damage, reactions, endurance and the
    /// warrior's archetypal losses.
    GodsAndMonsters {
        /// The combatant.
        #[schemars(with = "AsRead<gm::Combatant>")]
        combatant: gm::Combatant,
    },
    /// Murdham: wit, health and armour.
    Murdham {
        /// The combatant.
        #[schemars(with = "AsRead<mu::Combatant>")]
        combatant: mu::Combatant,
    },
}

pub(super) fn combatant_from_sheet(
    request: CombatantFromSheetRequest,
) -> Result<CombatantFromSheetResponse, ApiError> {
    let id = request.id;
    let side = request.side.unwrap_or(Side::Party);
    Ok(match request.sheet.read("/sheet")? {
        AnySheet::Constitution(sheet) => CombatantFromSheetResponse::Constitution {
            combatant: sheet.combatant(id, side)?,
        },
        AnySheet::CairnHouse(sheet) => {
            if side != Side::Party {
                return Err(ApiError::at(
                    "/side".into(),
                    "a Cairn House Rules sheet is a player character and fights on the party's side",
                ));
            }
            CombatantFromSheetResponse::CairnHouse {
                combatant: sheet.combatant(id)?,
                health: ch::Entering {
                    id,
                    health: sheet.health().clone(),
                },
            }
        }
        AnySheet::GodsAndMonsters(sheet) => CombatantFromSheetResponse::GodsAndMonsters {
            combatant: sheet.combatant(id, side)?,
        },
        AnySheet::Murdham(sheet) => CombatantFromSheetResponse::Murdham {
            combatant: sheet.combatant(id, side)?,
        },
        AnySheet::BlockDodgeParry(_) => {
            return Err(ApiError::new(
                Kind::UnsupportedOperation,
                "Block, Dodge, Parry has no fight: its rules leave attacks to the table (land a blow with the sheet's take_damage)",
            ));
        }
    })
}

/// The line of a sheet's `after_fight`: "After the fight: " and what the
/// fight left.
pub(super) fn after_fight_event(parts: &[String]) -> SheetEvent {
    SheetEvent::new(
        "after_fight",
        format_args!("After the fight: {}", parts.join(", ")),
    )
}

/// A count with its noun, "1 injury", "2 injuries"; none when 0.
pub(super) fn counted(n: u32, one: &str, many: &str) -> Option<String> {
    match n {
        0 => None,
        1 => Some(format!("1 {one}")),
        n => Some(format!("{n} {many}")),
    }
}
