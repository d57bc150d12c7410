//! Whole expeditions: the table's expedition of each system, played by
//! osr-play from a seed or supplied faces.

use osr::combat::{Log, Machine};
use osr::play::block_dodge_parry::{self as bdp, Kind};
use osr::play::{
    Chronicle, Name, Summary, cairn_house as ch, constitution as tc, gods_and_monsters as gm,
    murdham as mu,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::Kind as ErrorKind;
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

impl Ended {
    fn from<M: Table>(played: osr::play::Played<Log<M>>) -> Result<Self, ApiError> {
        let state = played.expedition.state();
        Ok(Self {
            summary: Table::summary(state),
            party: Table::party(state)?,
            chronicle: played.chronicle,
        })
    }
}

fn play_expedition(request: PlayExpeditionRequest) -> Result<PlayExpeditionResponse, ApiError> {
    let PlayExpeditionRequest { system, dice } = request;
    let (ended, faces) = dice.run(|source| -> Result<Ended, ApiError> {
        match system {
            RuleSystem::Constitution => Ended::from(tc::sample::play(source)?),
            RuleSystem::CairnHouse => Ended::from(ch::sample::play(source)?),
            RuleSystem::GodsAndMonsters => Ended::from(gm::sample::play(source)?),
            RuleSystem::Murdham => Ended::from(mu::sample::play(source)?),
            RuleSystem::BlockDodgeParry => Ended::from(bdp::sample::play(source)?),
        }
    })?;
    let summary = ended.summary.ok_or_else(|| {
        ApiError::new(
            ErrorKind::Internal,
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

/// What the package reads off each system's expedition, whole or stepped:
/// the party, the commands allowed now, how it ended.
pub(crate) trait Table: Machine<Error = osr::play::Error> + Sized {
    /// The party now, in marching order, each member by name with its
    /// sheet.
    fn party(&self) -> Result<Vec<PartyMember>, ApiError>;
    /// The commands the rules allow now, by their `command` tag; none
    /// once the expedition is over.
    fn allowed(log: &Log<Self>) -> Vec<String>;
    /// How the expedition ended, once over.
    fn summary(&self) -> Option<Summary>;
}

/// Each system's [`Table`]: its party's accessor and how it names a
/// member and its sheet, and its allowed commands.
macro_rules! table {
    ($($system:ident: $variant:ident, $party:ident, |$m:ident| ($name:expr, $sheet:expr), |$log:ident| $allowed:expr;)*) => {$(
        impl Table for osr::play::$system::State {
            fn party(&self) -> Result<Vec<PartyMember>, ApiError> {
                self.$party()
                    .iter()
                    .map(|$m| PartyMember::new($name, AnySheet::$variant(Box::new($sheet.clone()))))
                    .collect()
            }

            fn allowed($log: &Log<Self>) -> Vec<String> {
                $allowed.into_iter().map(String::from).collect()
            }

            fn summary(&self) -> Option<Summary> {
                osr::play::$system::State::summary(self)
            }
        }
    )*};
}

table! {
    constitution: Constitution, party, |m| (m.name(), m.sheet()), |log| log.state().allowed();
    cairn_house: CairnHouse, party, |m| (m.name(), m.sheet()), |log| log.state().allowed().iter().copied();
    gods_and_monsters: GodsAndMonsters, members, |m| (m.name(), m.sheet()), |log| log.state().allowed(log.setup());
    murdham: Murdham, party, |m| (&m.name, &m.sheet), |log| log.state().allowed();
    block_dodge_parry: BlockDodgeParry, party, |m| (m.name(), m.sheet()), |log| log.state().allowed().into_iter().map(Kind::key);
}
