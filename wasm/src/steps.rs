//! Expeditions stepped command by command: each system's expedition
//! started from the caller's setup or the table's, and a saved expedition
//! stepped one command at a time, replayed on each call. A module of its
//! own in the package (`@osr-rs/osr/steps`): reading a saved expedition
//! reads every system's setup, which whole expeditions never do.

use std::borrow::Cow;

use osr::combat::Log;
use osr::core::FaceSource;
use osr::play::{
    Chronicle, Summary, block_dodge_parry as bdp, cairn_house as ch, constitution as tc,
    gods_and_monsters as gm, murdham as mu,
};
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Serialize};

use crate::combat::{AsRead, Saved, with_text};
use crate::error::Kind as ErrorKind;
use crate::operation::declare_operations;
use crate::play::{PartyMember, Table};
use crate::{ApiError, Dice};

declare_operations! {
    /// Starts an expedition of one system, to step command by command:
    /// from the caller's setup (the party and the referee's site, read
    /// through the same checks as a saved expedition's), or without one
    /// from the table's (its party rolled by the rules from `dice` where
    /// the system rolls characters). Returns the saved expedition to send
    /// back with the next command, the commands the rules allow now, and
    /// the party's sheets.
    "startExpedition" => start_expedition(StartExpeditionRequest: "StartExpeditionRequest") -> ExpeditionResponse: "ExpeditionResponse";
    /// Applies one command to a saved expedition (a purchase, a march, a
    /// fight, a rest, ...), rolling what it needs from `dice`, and returns
    /// the new saved expedition, the events the command made with their
    /// lines, the faces it used, the commands allowed next, the party's
    /// sheets and, once over, how it ended. The expedition is read back by
    /// replaying it, so one edited by hand (`forged`) or a command the
    /// rules do not allow now (`not_now`) is refused, and nothing changes.
    "stepExpedition" => step_expedition(StepExpeditionRequest: "StepExpeditionRequest") -> ExpeditionResponse: "ExpeditionResponse";
}

/// An event of an expedition with its line.
#[derive(Debug, Serialize)]
pub(crate) struct Told<E> {
    #[serde(flatten)]
    event: E,
    text: String,
}

impl<E: JsonSchema> JsonSchema for Told<E> {
    fn schema_name() -> Cow<'static, str> {
        format!("{}Line", E::schema_name()).into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        with_text::<E>(
            generator,
            "The event as a line for players: members by name, items and monsters by theirs.",
        )
    }
}

macro_rules! expedition_steps {
    ($($name:ident($system:ident): $doc:literal;)*) => {$(
        #[doc = $doc]
        #[derive(Debug, Serialize, JsonSchema)]
        pub(crate) struct $name {
            /// The lines of the party's making, by stage: the table's
            /// party at the start of an expedition (absent with a
            /// caller's setup, and after a command).
            #[serde(skip_serializing_if = "Option::is_none")]
            chronicle: Option<Chronicle>,
            /// The events this command made (none at the start), each
            /// with its line.
            events: Vec<Told<osr::play::$system::Event>>,
            /// The faces used, in order.
            faces: Vec<u32>,
            /// The commands the rules allow now, by their `command` tag
            /// (`"march"`, `"fight"`); empty once the expedition is over.
            allowed: Vec<String>,
            /// The party now, in marching order: each member's name and
            /// sheet document.
            party: Vec<PartyMember>,
            /// How it ended, once over.
            #[serde(skip_serializing_if = "Option::is_none")]
            summary: Option<Summary>,
        }

        impl $name {
            fn new(
                log: &Log<osr::play::$system::State>,
                events: Vec<osr::play::$system::Event>,
                faces: Vec<u32>,
                chronicle: Option<Chronicle>,
            ) -> Result<Self, ApiError> {
                let state = log.state();
                Ok(Self {
                    chronicle,
                    events: events
                        .into_iter()
                        .map(|event| Told {
                            text: event.to_string(),
                            event,
                        })
                        .collect(),
                    faces,
                    allowed: Table::allowed(log),
                    party: Table::party(state)?,
                    summary: Table::summary(state),
                })
            }
        }
    )*};
}

expedition_steps! {
    ConstitutionExpeditionStep(constitution): "A 3d6 Constitution expedition's step: what the command did, and where the expedition is.";
    CairnHouseExpeditionStep(cairn_house): "A Cairn House Rules expedition's step: what the command did, and where the expedition is.";
    GodsAndMonstersExpeditionStep(gods_and_monsters): "A Gods & Monsters expedition's step: what the command did, and where the expedition is.";
    MurdhamExpeditionStep(murdham): "A Murdham expedition's step: what the command did, and where the expedition is.";
    BlockDodgeParryExpeditionStep(block_dodge_parry): "A Block, Dodge, Parry expedition's step: what the command did, and where the expedition is.";
}

/// An expedition to start: the caller's setup, or the table's.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum StartExpeditionRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The party and the referee's content; the table's (its party
        /// rolled by the rules from `dice`) when absent.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        setup: Option<Box<tc::Setup>>,
        /// The dice that roll the table's party: needed without a setup.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The party and the referee's site; the table's (its party and
        /// porter rolled by the rules from `dice`) when absent.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        setup: Option<Box<ch::Setup>>,
        /// The dice that roll the table's party: needed without a setup.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The party and the referee's caves; the table's (its party
        /// created by the rules from `dice`) when absent.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        setup: Option<Box<gm::Setup>>,
        /// The dice that roll the table's party: needed without a setup.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Murdham.
    Murdham {
        /// The party and the referee's barrow; the table's (stated as
        /// data, nothing rolled) when absent.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        setup: Option<Box<mu::Setup>>,
    },
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The party, its torches and the referee's crypt; the table's
        /// (stated as data, nothing rolled) when absent.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        setup: Option<Box<bdp::Setup>>,
    },
}

/// A command for a saved expedition.
#[derive(Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum StepExpeditionRequest {
    /// 3d6 Constitution.
    Constitution {
        /// The expedition as the last response returned it.
        expedition: Saved<tc::State>,
        /// What the party does next.
        command: tc::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The expedition as the last response returned it.
        expedition: Saved<ch::State>,
        /// What the party does next.
        command: ch::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The expedition as the last response returned it.
        expedition: Saved<gm::State>,
        /// What the party does next.
        command: gm::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Murdham.
    Murdham {
        /// The expedition as the last response returned it.
        expedition: Saved<mu::State>,
        /// What the party does next.
        command: mu::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The expedition as the last response returned it.
        expedition: Saved<bdp::State>,
        /// What the party does next.
        command: bdp::Command,
        /// The dice the command rolls.
        dice: Dice,
    },
}

/// An expedition after a command (or at its start): the saved expedition
/// to keep, what the command did and where the expedition is.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum ExpeditionResponse {
    /// 3d6 Constitution.
    Constitution {
        /// The saved expedition: send it back with the next command.
        #[schemars(with = "AsRead<tc::Expedition>")]
        expedition: Box<tc::Expedition>,
        #[serde(flatten)]
        step: ConstitutionExpeditionStep,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The saved expedition: send it back with the next command.
        #[schemars(with = "AsRead<ch::Expedition>")]
        expedition: Box<ch::Expedition>,
        #[serde(flatten)]
        step: CairnHouseExpeditionStep,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The saved expedition: send it back with the next command.
        #[schemars(with = "AsRead<gm::Expedition>")]
        expedition: Box<gm::Expedition>,
        #[serde(flatten)]
        step: GodsAndMonstersExpeditionStep,
    },
    /// Murdham.
    Murdham {
        /// The saved expedition: send it back with the next command.
        #[schemars(with = "AsRead<mu::Expedition>")]
        expedition: Box<mu::Expedition>,
        #[serde(flatten)]
        step: MurdhamExpeditionStep,
    },
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The saved expedition: send it back with the next command.
        #[schemars(with = "AsRead<bdp::Expedition>")]
        expedition: Box<bdp::Expedition>,
        #[serde(flatten)]
        step: BlockDodgeParryExpeditionStep,
    },
}

/// The setup given, or the table's with its chronicle, rolled from
/// `dice` where the system rolls its party.
fn setup_or_table<S>(
    given: Option<Box<S>>,
    dice: Option<Dice>,
    table: impl FnOnce(&mut dyn FaceSource) -> Result<(S, Chronicle), osr::play::Error>,
) -> Result<(S, Option<Chronicle>, Vec<u32>), ApiError> {
    match (given, dice) {
        (Some(setup), None) => Ok((*setup, None, Vec::new())),
        (Some(_), Some(_)) => Err(crate::error::placed(
            "/dice",
            ApiError::new(
                ErrorKind::InvalidRequest,
                "dice roll the table's party: a request with a setup takes none",
            ),
        )),
        (None, dice) => {
            let dice = Dice::needed(dice, Some("rolling the table's party"))?;
            let ((setup, chronicle), faces) = dice.run(table)?;
            Ok((setup, Some(chronicle), faces))
        }
    }
}

/// The setup given, or the table's with its chronicle, for a system whose
/// table party is stated as data (nothing rolled).
fn setup_or_stated<S>(
    given: Option<Box<S>>,
    table: impl FnOnce() -> Result<(S, Chronicle), osr::play::Error>,
) -> Result<(S, Option<Chronicle>, Vec<u32>), ApiError> {
    Ok(match given {
        Some(setup) => (*setup, None, Vec::new()),
        None => {
            let (setup, chronicle) = table()?;
            (setup, Some(chronicle), Vec::new())
        }
    })
}

fn start_expedition(request: StartExpeditionRequest) -> Result<ExpeditionResponse, ApiError> {
    // The expedition of a setup, with the faces and chronicle of the
    // party's making.
    macro_rules! started {
        ($variant:ident, $step:ident, $system:ident, $made:expr) => {{
            let (setup, chronicle, faces) = $made;
            let log = $system::Expedition::new(setup)?;
            ExpeditionResponse::$variant {
                step: $step::new(&log, Vec::new(), faces, chronicle)?,
                expedition: Box::new(log),
            }
        }};
    }
    Ok(match request {
        StartExpeditionRequest::Constitution { setup, dice } => started!(
            Constitution,
            ConstitutionExpeditionStep,
            tc,
            setup_or_table(setup, dice, |s| tc::sample::setup(s))?
        ),
        StartExpeditionRequest::CairnHouse { setup, dice } => started!(
            CairnHouse,
            CairnHouseExpeditionStep,
            ch,
            setup_or_table(setup, dice, |s| ch::sample::setup(s))?
        ),
        StartExpeditionRequest::GodsAndMonsters { setup, dice } => started!(
            GodsAndMonsters,
            GodsAndMonstersExpeditionStep,
            gm,
            setup_or_table(setup, dice, |s| gm::sample::setup(s))?
        ),
        StartExpeditionRequest::Murdham { setup } => started!(
            Murdham,
            MurdhamExpeditionStep,
            mu,
            setup_or_stated(setup, mu::sample::setup)?
        ),
        StartExpeditionRequest::BlockDodgeParry { setup } => started!(
            BlockDodgeParry,
            BlockDodgeParryExpeditionStep,
            bdp,
            setup_or_stated(setup, bdp::sample::setup)?
        ),
    })
}

fn step_expedition(request: StepExpeditionRequest) -> Result<ExpeditionResponse, ApiError> {
    macro_rules! stepped {
        ($variant:ident, $step:ident, $expedition:expr, $command:expr, $dice:expr) => {{
            let mut log = $expedition.open()?;
            let (events, faces) = $dice.run(|s| log.step($command, s).map(<[_]>::to_vec))?;
            ExpeditionResponse::$variant {
                step: $step::new(&log, events, faces, None)?,
                expedition: Box::new(log),
            }
        }};
    }
    Ok(match request {
        StepExpeditionRequest::Constitution {
            expedition,
            command,
            dice,
        } => {
            stepped!(
                Constitution,
                ConstitutionExpeditionStep,
                expedition,
                command,
                dice
            )
        }
        StepExpeditionRequest::CairnHouse {
            expedition,
            command,
            dice,
        } => {
            stepped!(
                CairnHouse,
                CairnHouseExpeditionStep,
                expedition,
                command,
                dice
            )
        }
        StepExpeditionRequest::GodsAndMonsters {
            expedition,
            command,
            dice,
        } => {
            stepped!(
                GodsAndMonsters,
                GodsAndMonstersExpeditionStep,
                expedition,
                command,
                dice
            )
        }
        StepExpeditionRequest::Murdham {
            expedition,
            command,
            dice,
        } => {
            stepped!(Murdham, MurdhamExpeditionStep, expedition, command, dice)
        }
        StepExpeditionRequest::BlockDodgeParry {
            expedition,
            command,
            dice,
        } => {
            stepped!(
                BlockDodgeParry,
                BlockDodgeParryExpeditionStep,
                expedition,
                command,
                dice
            )
        }
    })
}
