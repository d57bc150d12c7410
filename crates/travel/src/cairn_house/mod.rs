//! Cairn House Rules: the dungeon turn and its event table, doors, traps,
//! watches by season, the wilderness actions and the wilderness event
//! table with its weather steps.
//!
//! | rule | API |
//! |---|---|
//! | CH-travel.turn: a 10-minute turn, one action | [`Delve::turn`], [`DungeonAction`] |
//! | CH-travel.dungeon-event.trigger: a d6 every turn, and on noise | [`Delve::turn`], [`Delve::noise`] |
//! | CH-travel.dungeon-event.table, .1-.5-6 | [`DUNGEON_EVENTS`], [`DungeonEvent`], [`DelveEvent`] |
//! | CH-travel.door.listen | [`listen`], [`Beyond`] |
//! | CH-travel.door.force, .locked, .spike, .hold | [`Door`] |
//! | CH-travel.door.secret | [`RoomSearch`] |
//! | CH-travel.trap.room, .trap.treasure | [`TrapSite`] |
//! | CH-travel.watch | [`Season::watches`], [`Light`] |
//! | CH-travel.wild.actions, .travel, .explore, .forced-march, .camp | [`Journey::watch`], [`WatchAction`], [`Travel`] |
//! | CH-travel.wild.camp for a named party | [`Journey::make_camp`], [`Party::camp`](crate::party::Party::camp) |
//! | a turn or watch read back, checked against the tables in play | [`Delve::verify`], [`Journey::verify`] |
//! | CH-travel.wild-event.trigger, .table, .1-.5-6 | [`WILDERNESS_EVENTS`], [`WildEvent`], [`JourneyEvent`] |
//! | CH-travel.wild-event.4: the weather step | [`WEATHER_STEPS`], [`WeatherShift`] |
//! | CH-travel.light: short rests need a lit place | [`Delve::set_lit`] |
//! | CH-travel.reaction | `osr_check::cairn_house::Reaction` (reused) |
//!
//! Readings: the seed prints the dungeon event table's fifth row as a
//! second 6; it is "free, nothing happens" as in the wilderness table. A
//! resting turn rolls the event die once (the rest and the turn are one
//! trigger). Halving travel rounds down with a minimum of 1 mile. The
//! wilderness event is rolled on every watch of travel (travel and forced
//! march), not on exploring, camping or resting. Day watches come before
//! night watches. The weather scale itself is the referee's: the rules give
//! only "one step worse" or "one step better".

mod door;
mod dungeon;
mod trap;
mod wilderness;

use osr_core::FaceSource;

pub use self::door::{
    Beyond, Door, DoorAttempt, DoorOutcome, Listened, RoomSearch, SearchTurns, listen,
};
pub use self::dungeon::{
    DUNGEON_EVENTS, Delve, DelveEvent, DungeonAction, DungeonEvent, TurnReport, encounter_within,
};
pub use self::trap::{TrapOutcome, TrapRoll, TrapSite};
pub use self::wilderness::{
    DelveEventBox, Journey, JourneyEvent, Light, Season, Travel, TravelRoll, Travellers,
    WEATHER_STEPS, WILDERNESS_EVENTS, WatchAction, WatchReport, WeatherShift, WildEvent,
};
use crate::{EntryRoll, Error, RandomTable};

fn replay_differs() -> Error {
    Error::Inconsistent {
        what: "a report read back",
        reason: "replaying its faces gives another result",
    }
}

/// The encounter an event calls for: the foreshadowed one, or a roll on
/// the table, or none rolled.
fn encounter<S: FaceSource + ?Sized>(
    foreshadowed: &mut Option<EntryRoll>,
    monsters: Option<&RandomTable>,
    source: &mut S,
) -> Result<DelveEvent, Error> {
    if let Some(roll) = foreshadowed.take() {
        return Ok(DelveEvent::Encounter {
            roll,
            foreshadowed: true,
        });
    }
    Ok(match monsters {
        Some(table) => DelveEvent::Encounter {
            roll: table.roll(source)?,
            foreshadowed: false,
        },
        None => DelveEvent::EncounterUnrolled,
    })
}
