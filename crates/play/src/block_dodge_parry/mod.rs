//! Block, Dodge, Parry: a whole expedition by its rules.
//!
//! The rules chapter this library follows has no character creation, no
//! money, no experience and no combat procedure (attacks, blocks and
//! dodges are in another chapter), so the party is the table's
//! ([`Recruit`]: a name, a sheet, a weapon), blows land for their
//! weapon's die, and treasure is worth what the referee says. Everything
//! else is the chapter's, applied by the library where it happens:
//!
//! - **Time** runs on osr-travel's [`Clock`] in turns: a turn in the site,
//!   a turn to catch a breath, a watch to camp, two watches to walk a day
//!   or for a day's treatment. A timer ends each day of 144 turns.
//! - **Food**: at the end of each day a member who ate nothing goes
//!   hungry (deprived); deprived more than a day, a Fatigue a day
//!   (BDP-1.6.deprivation-fatigue). Rations are gear (a slot each), eaten
//!   from the packs at camp; a desperate meal is a WIL save.
//! - **Water**: the waterskin's usage die is rolled whenever HP come back
//!   (BDP-1.8.1.breath); empty, no breath.
//! - **Light**: a torch burns on a usage die rolled at the end of every
//!   turn spent in the site; the next is lit when it goes out, and without
//!   one the party can only leave.
//! - **Rest**: the night's rest follows the camp (BDP-1.8.2.sleep), and
//!   members taken out come to after it.
//! - **Fights**: exchanges of blows, a surprised side losing the first
//!   (the referee says who is surprised); every blow goes to HP, then STR,
//!   then the Critical Damage Save (osr-combat), its d20, d10 and d4 or d6
//!   in the event.
//! - **Slots**: treasure taken fills its carrier's slots; every slot full
//!   drops HP to 0, and a member with no slot free cannot fight on (no
//!   room for a wound).
//!
//! An expedition is an [`Expedition`]: every command's faces and events
//! are kept and a saved one reads back only by replaying.

mod choices;
mod command;
mod delve;
mod event;
mod fight;
mod road;
pub mod sample;
mod setup;
mod state;

pub use self::choices::{Camp, Care, Food, Goal, NoBreath, Outcome};
pub use self::command::{Command, Kind, Place, Policy};
pub use self::event::{Change, Event};
pub use self::setup::{
    Encounter, Feature, Foe, MAX_DAYS_AWAY, MAX_EXCHANGES, MAX_FOES, MAX_MEMBERS, MAX_ROOMS,
    MAX_TORCHES, Recruit, Room, Setup, Site, Treasure, Weapon,
};
pub use self::state::{Member, State};

#[cfg(doc)]
use osr_travel::Clock;

/// A Block, Dodge, Parry expedition with its record: see [`State`].
pub type Expedition = osr_combat::Log<State>;
