//! Travel: the dungeon turn on its clock, and a referee's random tables.

use osr::check::Odds;
use osr::travel::cairn_house::{Delve, DungeonAction, TurnReport};
use osr::travel::{EntryRoll, RandomTable};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// One exploration turn on the clock. Cairn House Rules' dungeon turn
    /// (CH-travel.turn): the party's action, the turn clock moves on one
    /// (timers that run out say so), then the Dungeon Event d6, rolling
    /// a wandering monster on the referee's table when it calls for one.
    /// Returns what happened and the delve to pass to the next turn.
    "travelTurn" => travel_turn(TurnRequest: "TurnRequest") -> TurnResponse: "TurnResponse";
    /// Rolls on a referee's own table (wandering monsters, weather,
    /// rumours): the dice summed and the row they read.
    "rollOnTable" => roll_on_table(TableRollRequest: "TableRollRequest") -> TableRollResponse: "TableRollResponse";
    /// The exact odds of every row of a referee's table.
    "tableOdds" => table_odds(TableOddsRequest: "TableOddsRequest") -> TableOddsResponse: "TableOddsResponse";
}

/// A turn to play.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum TurnRequest {
    /// Cairn House Rules' dungeon turn.
    CairnHouse {
        /// The delve as the last turn left it; absent for a party entering
        /// the dungeon (turn 0, lit, the rules' event table).
        #[serde(default)]
        delve: Option<Delve>,
        /// Whether any member now carries supplies or treasure (absent:
        /// unchanged, or not encumbered on entering).
        #[serde(default)]
        encumbered: Option<bool>,
        /// Whether the party's place is now safe and well lit (absent:
        /// unchanged, or lit on entering).
        #[serde(default)]
        lit: Option<bool>,
        /// What the party does with the turn.
        action: DungeonAction,
        /// The area's wandering monster table, when the referee has one.
        #[serde(default)]
        monsters: Option<RandomTable>,
        /// Where the faces come from: the event d6, then the monster
        /// table's dice when an encounter or a clue rolls on it.
        dice: Dice,
    },
}

/// What the turn did.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TurnResponse {
    /// The turn's number, its action and its events, as osr-travel
    /// records them.
    report: TurnReport,
    /// The delve after the turn: pass it to the next one.
    delve: Delve,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn travel_turn(request: TurnRequest) -> Result<TurnResponse, ApiError> {
    let TurnRequest::CairnHouse {
        delve,
        encumbered,
        lit,
        action,
        monsters,
        dice,
    } = request;
    let mut delve = delve.unwrap_or_else(|| Delve::new(encumbered.unwrap_or(false)));
    if let Some(encumbered) = encumbered {
        delve.set_encumbered(encumbered);
    }
    if let Some(lit) = lit {
        delve.set_lit(lit);
    }
    let (report, faces) = dice.run(|source| delve.turn(action, monsters.as_ref(), source))?;
    Ok(TurnResponse {
        report,
        delve,
        faces,
    })
}

/// A roll on a referee's table.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TableRollRequest {
    /// The table.
    table: RandomTable,
    /// Where the faces come from: the table's dice.
    dice: Dice,
}

/// The row rolled.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TableRollResponse {
    /// The table's ID, the row's ID, the total and the dice.
    roll: EntryRoll,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_on_table(request: TableRollRequest) -> Result<TableRollResponse, ApiError> {
    let (roll, faces) = request.dice.run(|source| request.table.roll(source))?;
    Ok(TableRollResponse { roll, faces })
}

/// A referee's table to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TableOddsRequest {
    /// The table.
    table: RandomTable,
}

/// The odds of every row.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TableOddsResponse {
    /// Each row's ID with its probability, in ascending order of ID.
    rows: Odds<String>,
}

fn table_odds(request: TableOddsRequest) -> Result<TableOddsResponse, ApiError> {
    Ok(TableOddsResponse {
        rows: request.table.odds()?,
    })
}
