//! Whole expeditions: the table's expedition of each system, played by
//! osr-play from a seed or supplied faces.

use osr::play::{Chronicle, Name, Summary};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::operation::declare_operations;
use crate::sheet::{AnySheet, SheetDocument};
use crate::system::RuleSystem;
use crate::{ApiError, Dice};

declare_operations! {
    /// Plays a whole expedition of any system by its rules: the table's
    /// party (rolled by the rules where the system makes characters),
    /// its purchases, the road, the site and what is met there, the
    /// fights, rests and meals, the way home and what the treasure
    /// brings, every consequence applied. Returns the chronicle as lines
    /// for players, the party's sheets at the end, and how it ended. The
    /// same seed, or the same faces, plays the same expedition.
    "playExpedition" => play_expedition(PlayExpeditionRequest: "PlayExpeditionRequest") -> PlayExpeditionResponse: "PlayExpeditionResponse";
}

/// The operations of the expedition module (`js/build.sh` builds it with
/// these alone, and the main module without them): whole expeditions and
/// the procedures of play beside them.
pub(crate) fn module() -> impl Iterator<Item = &'static crate::Operation> {
    OPERATIONS.iter().chain(crate::procedure::OPERATIONS)
}

/// An expedition to play.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlayExpeditionRequest {
    /// Whose rules, party and site: each system's table expedition.
    system: RuleSystem,
    /// Where the faces come from; an expedition rolls some hundreds.
    dice: Dice,
}

/// A played expedition.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct PlayExpeditionResponse {
    /// The system played.
    system: RuleSystem,
    /// How it ended, in figures every system shares.
    summary: Summary,
    /// Every event and note as a line for players, in sections by stage:
    /// `[{stage, title, lines}]`.
    chronicle: Chronicle,
    /// The party at the end, in marching order.
    party: Vec<PartyMember>,
    /// The faces used, in order: play again from them to replay.
    faces: Vec<u32>,
}

/// A member of the party at the end of an expedition.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct PartyMember {
    /// The member's name.
    name: String,
    /// The sheet document, as osr-sheet writes it: `readSheet` and
    /// `applyToSheet` take it.
    sheet: SheetDocument,
}

impl PartyMember {
    fn new(name: &Name, sheet: AnySheet) -> Result<Self, ApiError> {
        Ok(Self {
            name: name.to_string(),
            sheet: sheet.document()?,
        })
    }
}

/// What every system's expedition gives the response.
struct Ended {
    chronicle: Chronicle,
    summary: Option<Summary>,
    party: Vec<PartyMember>,
}

fn play_expedition(request: PlayExpeditionRequest) -> Result<PlayExpeditionResponse, ApiError> {
    let PlayExpeditionRequest { system, dice } = request;
    let (ended, faces) = dice.run(|source| -> Result<Ended, ApiError> {
        use osr::play::{block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham};
        // Each system's table expedition, its members (by the accessor
        // its state names them with) and each one's name and sheet.
        macro_rules! ended {
            ($system:ident, $variant:ident, $party:ident, |$m:ident| ($name:expr, $sheet:expr)) => {{
                let played = $system::sample::play(source)?;
                let state = played.expedition.state();
                Ended {
                    summary: state.summary(),
                    party: state
                        .$party()
                        .iter()
                        .map(|$m| PartyMember::new($name, AnySheet::$variant(Box::new($sheet.clone()))))
                        .collect::<Result<_, _>>()?,
                    chronicle: played.chronicle,
                }
            }};
        }
        Ok(match system {
            RuleSystem::Constitution => {
                ended!(constitution, Constitution, party, |m| (m.name(), m.sheet()))
            }
            RuleSystem::CairnHouse => {
                ended!(cairn_house, CairnHouse, party, |m| (m.name(), m.sheet()))
            }
            RuleSystem::GodsAndMonsters => {
                ended!(gods_and_monsters, GodsAndMonsters, members, |m| (m.name(), m.sheet()))
            }
            RuleSystem::Murdham => ended!(murdham, Murdham, party, |m| (&m.name, &m.sheet)),
            RuleSystem::BlockDodgeParry => {
                ended!(block_dodge_parry, BlockDodgeParry, party, |m| (m.name(), m.sheet()))
            }
        })
    })?;
    let summary = ended.summary.ok_or_else(|| {
        ApiError::new(
            crate::error::Kind::Internal,
            "the table's expedition stopped before its end",
        )
    })?;
    Ok(PlayExpeditionResponse {
        system,
        summary,
        chronicle: ended.chronicle,
        party: ended.party,
        faces,
    })
}
