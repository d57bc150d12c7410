//! The house rules' initiative (osr-combat's `initiative`, not a rule of
//! the five books): side or individual initiative on a d6, kept for the
//! fight or rolled each round, with declarations if wanted, tracked round
//! by round over its saved log, as a fight is.

use std::borrow::Cow;

use osr::combat::initiative::{
    Command, Event, Initiative, InitiativeState, Method, Phase, Setup, SideOrder, Slot, Turn,
    side_odds,
};
use osr::dice::Probability;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Serialize};

use super::fight::{CombatantName, names};
use super::{AsRead, Saved, with_text};
use crate::dice::probability;
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Starts the house rules' initiative (side or individual d6
    /// initiative, not a rule of the five books) for a fight's entrants,
    /// and returns its saved log with where the round is; with side
    /// initiative, the exact odds of which side acts first.
    "startHouseInitiative" => start_house_initiative(StartHouseInitiativeRequest: "StartHouseInitiativeRequest") -> HouseInitiativeResponse: "HouseInitiativeResponse";
    /// Applies one command (a declaration, the roll, a turn's end, a
    /// combatant leaving, the fight's end) to a saved initiative, rolling
    /// what the roll needs from `dice`, and returns the new log, its
    /// events with their lines, the faces used, and who acts next.
    "stepHouseInitiative" => step_house_initiative(StepHouseInitiativeRequest: "StepHouseInitiativeRequest") -> HouseInitiativeResponse: "HouseInitiativeResponse";
}

/// The house rules' initiative to start.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct StartHouseInitiativeRequest {
    /// The rules chosen and the entrants, each with an ID and a side.
    setup: Setup,
    /// Names for the entrants, by ID, for the events' lines (`#id` for
    /// one not named; none when absent).
    #[serde(default)]
    names: Vec<CombatantName>,
}

/// A command for a saved initiative.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct StepHouseInitiativeRequest {
    /// The initiative as the last response returned it.
    initiative: Saved<InitiativeState>,
    /// What happens next.
    command: Command,
    /// The dice the command rolls (a roll: a d6 a side or each entrant,
    /// more to break ties).
    dice: Dice,
    /// Names for the entrants, by ID, for the events' lines.
    #[serde(default)]
    names: Vec<CombatantName>,
}

/// An initiative event with its line.
#[derive(Debug, Serialize)]
pub(crate) struct HouseInitiativeLine {
    #[serde(flatten)]
    event: Event,
    text: String,
}

impl JsonSchema for HouseInitiativeLine {
    fn schema_name() -> Cow<'static, str> {
        "HouseInitiativeLine".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        with_text::<Event>(
            generator,
            "The event as a line for players: entrants by the names the request gives, `#id` where it gives none.",
        )
    }
}

/// One side's chance of acting first.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct HouseSideOdds {
    /// Who acts first.
    #[schemars(with = "AsRead<SideOrder>")]
    order: SideOrder,
    /// Its probability.
    p: Probability,
}

/// The initiative after a command (or at its start).
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct HouseInitiativeResponse {
    /// The saved initiative: send it back with the next command.
    #[schemars(with = "AsRead<Initiative>")]
    initiative: Initiative,
    /// The events this command made (at the start, what the initiative
    /// opens with), each with its line.
    events: Vec<HouseInitiativeLine>,
    /// The faces this command used, in order.
    faces: Vec<u32>,
    /// Where the round is: declaring, rolling, acting, or over.
    #[schemars(with = "AsRead<Phase>")]
    phase: Phase,
    /// The round, from 1.
    round: u32,
    /// The order rolled, first first (empty before the first roll).
    #[schemars(with = "AsRead<Vec<Slot>>")]
    order: Vec<Slot>,
    /// The turn being taken: its count and who may still act in it;
    /// absent outside the acting phase.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<AsRead<Turn>>")]
    next: Option<Turn>,
    /// Who has still to declare this round, in the order listed.
    to_declare: Vec<u32>,
    /// With side initiative, the exact odds of who acts first in a roll
    /// (the party, both at once, the foes), ties settled as the rules
    /// chose; absent with individual initiative.
    #[serde(skip_serializing_if = "Option::is_none")]
    side_odds: Option<Vec<HouseSideOdds>>,
}

impl HouseInitiativeResponse {
    fn new(
        initiative: Initiative,
        events: Vec<Event>,
        faces: Vec<u32>,
        names: &[(u32, &str)],
    ) -> Result<Self, ApiError> {
        let side_odds = match initiative.setup().rules().method {
            Method::Side(ties) => Some(
                side_odds(ties)
                    .bands()
                    .map(|(order, p)| {
                        Ok(HouseSideOdds {
                            order: *order,
                            p: probability(p)?,
                        })
                    })
                    .collect::<Result<Vec<_>, ApiError>>()?,
            ),
            Method::Individual(_) => None,
        };
        Ok(Self {
            events: events
                .into_iter()
                .map(|event| HouseInitiativeLine {
                    // The library indents a round's steps for a log; a
                    // line to show stands alone.
                    text: event.named(names).to_string().trim_start().to_owned(),
                    event,
                })
                .collect(),
            faces,
            phase: initiative.phase(),
            round: initiative.round(),
            order: initiative.order().to_vec(),
            next: initiative.next(),
            to_declare: initiative.to_declare(),
            side_odds,
            initiative,
        })
    }
}

fn start_house_initiative(
    request: StartHouseInitiativeRequest,
) -> Result<HouseInitiativeResponse, ApiError> {
    let names = names(&request.names)?;
    let initiative = Initiative::new(request.setup)?;
    // What the initiative opens with (the first round begun).
    let opening = initiative.events().to_vec();
    HouseInitiativeResponse::new(initiative, opening, Vec::new(), &names)
}

fn step_house_initiative(
    request: StepHouseInitiativeRequest,
) -> Result<HouseInitiativeResponse, ApiError> {
    let names = names(&request.names)?;
    let mut initiative = request.initiative.open()?;
    let (events, faces) = request
        .dice
        .run(|s| initiative.step(request.command, s).map(<[_]>::to_vec))?;
    HouseInitiativeResponse::new(initiative, events, faces, &names)
}
