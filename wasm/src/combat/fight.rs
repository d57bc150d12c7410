//! A fight stepped one command at a time over its saved log.

use std::borrow::Cow;

use osr::combat::{
    Log, Machine, Side, cairn_house as ch, constitution as tc, gods_and_monsters as gm,
    murdham as mu,
};
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::AsRead;
use crate::error::Kind;
use crate::{ApiError, Dice};

/// The most commands a saved fight may carry: it is replayed on every
/// call. A fight of a few dozen rounds is a few hundred commands.
pub(crate) const MAX_LOG_COMMANDS: usize = 2_000;

/// The most faces a saved fight may carry.
pub(crate) const MAX_LOG_FACES: usize = 20_000;

/// A saved fight as a request carries it: the JSON the library writes,
/// read as plain data, then replayed (after its length is checked) so the
/// library's own refusal reaches the caller.
///
/// The events are kept as JSON and compared with the replay's events as
/// JSON: reading them into the library's event types would add every
/// system's event reader to the module, and a log whose events differ
/// from the replay's is refused either way.
#[derive(Deserialize)]
#[serde(
    bound = "M::Setup: DeserializeOwned, M::Command: DeserializeOwned",
    deny_unknown_fields
)]
pub(crate) struct Saved<M: Machine> {
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    version: Option<u32>,
    setup: M::Setup,
    commands: Vec<M::Command>,
    faces: Vec<u32>,
    events: serde_json::Value,
}

impl<M: Machine<Error = osr::combat::Error>> Saved<M>
where
    M::Event: Serialize,
{
    /// The fight, replayed and checked against its events.
    pub(crate) fn open(self) -> Result<Log<M>, ApiError> {
        let version = self.version.unwrap_or(1);
        if version != M::VERSION {
            return Err(ApiError::new(
                Kind::UnsupportedVersion,
                format!(
                    "saved version {version} is not supported (this library reads version {})",
                    M::VERSION
                ),
            ));
        }
        ApiError::at_most(
            Kind::LogTooLong,
            self.commands.len(),
            MAX_LOG_COMMANDS,
            |n| format!("the saved fight has {n} commands"),
        )?;
        ApiError::at_most(Kind::LogTooLong, self.faces.len(), MAX_LOG_FACES, |n| {
            format!("the saved fight has {n} faces")
        })?;
        let fight = Log::<M>::replay(self.setup, &self.commands, &self.faces)?;
        let events =
            serde_json::to_value(fight.events()).map_err(|e| ApiError::new(Kind::Internal, e))?;
        if events != self.events {
            return Err(osr::combat::Error::from(osr::check::Error::Forged).into());
        }
        Ok(fight)
    }
}

impl<M: Machine> JsonSchema for Saved<M>
where
    Log<M>: JsonSchema,
{
    fn schema_name() -> Cow<'static, str> {
        Log::<M>::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        Log::<M>::schema_id()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        Log::<M>::json_schema(generator)
    }
}

/// A fight to start.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum StartFightRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The combatants and how initiative ties break.
        setup: tc::Setup,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The combatants, their leader and the rules options.
        setup: ch::Setup,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The combatants.
        setup: gm::Setup,
    },
    /// Murdham: an encounter, from awareness to the end of the fight.
    Murdham {
        /// The sides' stances and the combatants.
        setup: mu::Setup,
    },
}

/// A command for a saved fight.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum StepFightRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The fight as the last response returned it.
        fight: Saved<tc::FightState>,
        /// What happens next.
        command: tc::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The fight as the last response returned it.
        fight: Saved<ch::FightState>,
        /// What happens next.
        command: ch::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The fight as the last response returned it.
        fight: Saved<gm::FightState>,
        /// What happens next.
        command: gm::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Murdham.
    Murdham {
        /// The encounter as the last response returned it.
        fight: Saved<mu::EncounterState>,
        /// What happens next.
        command: mu::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
}

/// A fight after a command (or at its start): the log to keep, what the
/// command did and who acts next.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum FightResponse {
    /// 3d6 Constitution.
    Constitution {
        /// The saved fight: send it back with the next command.
        #[schemars(with = "AsRead<tc::Fight>")]
        fight: tc::Fight,
        /// The events this command made (none at the start).
        #[schemars(with = "AsRead<Vec<tc::Event>>")]
        events: Vec<tc::Event>,
        /// The faces this command used, in order.
        faces: Vec<u32>,
        /// Where the fight is and who acts next.
        next: ConstitutionTurn,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The saved fight: send it back with the next command.
        #[schemars(with = "AsRead<ch::Fight>")]
        fight: ch::Fight,
        /// The events this command made (none at the start).
        #[schemars(with = "AsRead<Vec<ch::Event>>")]
        events: Vec<ch::Event>,
        /// The faces this command used, in order.
        faces: Vec<u32>,
        /// Whose move the fight waits for.
        #[schemars(with = "AsRead<ch::Next>")]
        next: ch::Next,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The saved fight: send it back with the next command.
        #[schemars(with = "AsRead<gm::Fight>")]
        fight: gm::Fight,
        /// The events this command made (none at the start).
        #[schemars(with = "AsRead<Vec<gm::Event>>")]
        events: Vec<gm::Event>,
        /// The faces this command used, in order.
        faces: Vec<u32>,
        /// Where the fight is and who may act.
        next: GodsAndMonstersTurn,
    },
    /// Murdham.
    Murdham {
        /// The saved encounter: send it back with the next command.
        #[schemars(with = "AsRead<mu::Encounter>")]
        fight: mu::Encounter,
        /// The events this command made (none at the start).
        #[schemars(with = "AsRead<Vec<mu::Event>>")]
        events: Vec<mu::Event>,
        /// The faces this command used, in order.
        faces: Vec<u32>,
        /// Where the encounter is and who has still to act.
        next: MurdhamTurn,
    },
}

/// Where a 3d6 Constitution fight is.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ConstitutionTurn {
    /// Initiative, turns, between rounds, or over.
    #[schemars(with = "AsRead<tc::Step>")]
    step: tc::Step,
    /// The round, from 1 once initiative is rolled.
    round: u32,
    /// Who takes the next regular turn and at what count; absent before
    /// initiative, between rounds and when the round's turns are done.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<Count>,
    /// Everyone still to act this round, highest count first.
    order: Vec<Count>,
    /// How the fight ended, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "AsRead<Option<tc::Ending>>")]
    ending: Option<tc::Ending>,
}

/// A combatant and its initiative count.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct Count {
    /// The combatant's ID.
    id: u32,
    /// Its initiative score.
    count: u32,
}

impl From<(u32, u32)> for Count {
    fn from((id, count): (u32, u32)) -> Self {
        Self { id, count }
    }
}

/// Where a Gods & Monsters fight is.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct GodsAndMonstersTurn {
    /// The step of the round.
    #[schemars(with = "AsRead<gm::Phase>")]
    phase: gm::Phase,
    /// Rounds begun.
    round: u32,
    /// Who may still act in this phase.
    next: Vec<u32>,
    /// How the fight ended, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "AsRead<Option<gm::Ending>>")]
    ending: Option<gm::Ending>,
}

/// Where a Murdham encounter is.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct MurdhamTurn {
    /// Awareness, approach, a round, a parley, or over.
    #[schemars(with = "AsRead<mu::Step>")]
    step: mu::Step,
    /// Who has still to act this round, in order.
    waiting: Vec<u32>,
    /// Every combatant's state.
    #[schemars(with = "AsRead<Vec<mu::Status>>")]
    statuses: Vec<mu::Status>,
}

fn constitution(fight: tc::Fight, events: Vec<tc::Event>, faces: Vec<u32>) -> FightResponse {
    let next = ConstitutionTurn {
        step: fight.current_step(),
        round: fight.bout().round(),
        next: fight.next().map(Count::from),
        order: fight.order().into_iter().map(Count::from).collect(),
        ending: fight.ending(),
    };
    FightResponse::Constitution {
        fight,
        events,
        faces,
        next,
    }
}

fn cairn_house(fight: ch::Fight, events: Vec<ch::Event>, faces: Vec<u32>) -> FightResponse {
    let next = fight.next();
    FightResponse::CairnHouse {
        fight,
        events,
        faces,
        next,
    }
}

fn gods_and_monsters(fight: gm::Fight, events: Vec<gm::Event>, faces: Vec<u32>) -> FightResponse {
    let next = GodsAndMonstersTurn {
        phase: fight.phase(),
        round: fight.round(),
        next: fight.next(),
        ending: fight.ending(),
    };
    FightResponse::GodsAndMonsters {
        fight,
        events,
        faces,
        next,
    }
}

fn murdham(fight: mu::Encounter, events: Vec<mu::Event>, faces: Vec<u32>) -> FightResponse {
    let next = MurdhamTurn {
        step: fight.current(),
        waiting: fight.waiting(),
        statuses: fight.statuses().to_vec(),
    };
    FightResponse::Murdham {
        fight,
        events,
        faces,
        next,
    }
}

pub(super) fn start_fight(request: StartFightRequest) -> Result<FightResponse, ApiError> {
    Ok(match request {
        StartFightRequest::Constitution { setup } => {
            constitution(tc::Fight::new(setup)?, Vec::new(), Vec::new())
        }
        StartFightRequest::CairnHouse { setup } => {
            cairn_house(ch::Fight::new(setup)?, Vec::new(), Vec::new())
        }
        StartFightRequest::GodsAndMonsters { setup } => {
            gods_and_monsters(gm::Fight::new(setup)?, Vec::new(), Vec::new())
        }
        StartFightRequest::Murdham { setup } => {
            murdham(mu::Encounter::new(setup)?, Vec::new(), Vec::new())
        }
    })
}

pub(super) fn step_fight(request: StepFightRequest) -> Result<FightResponse, ApiError> {
    Ok(match request {
        StepFightRequest::Constitution {
            fight,
            command,
            dice,
        } => {
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            constitution(fight, events, faces)
        }
        StepFightRequest::CairnHouse {
            fight,
            command,
            dice,
        } => {
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            cairn_house(fight, events, faces)
        }
        StepFightRequest::GodsAndMonsters {
            fight,
            command,
            dice,
        } => {
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            gods_and_monsters(fight, events, faces)
        }
        StepFightRequest::Murdham {
            fight,
            command,
            dice,
        } => {
            let mut fight = fight.open()?;
            let (events, faces) = dice.run(|s| fight.step(command, s).map(<[_]>::to_vec))?;
            murdham(fight, events, faces)
        }
    })
}

/// Which side won, if any, for the simulation's counts.
pub(crate) const fn side_key(side: Option<Side>) -> usize {
    match side {
        Some(Side::Party) => 0,
        Some(Side::Foes) => 1,
        None => 2,
    }
}
