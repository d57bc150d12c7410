//! osr-travel: time, movement, weather, encounters, events and foraging of five old-school rule systems.
//!
//! This crate holds exploration and journeys on a clock (rounds, turns, watches, days): movement by terrain, event and encounter tables rolled when the rules say, light and other timers, foraging and the social and wilderness procedures of each system, with exact odds where dice decide. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! Errors of every kind are one type, [`Error`].
//!
//! What the systems share sits at the top level: the [`Clock`] a delve or
//! a journey runs on, in whole [`Unit`]s, with [`Timer`]s riding on it
//! (light burning down, spells running out, a referee's countdown) that
//! expire on their own unit and say so; and [`RandomTable`], a referee's
//! own table (wandering monsters, weather) with stable row IDs, plugged in
//! where a rulebook says "roll on the appropriate table" without printing
//! one. Each system's procedures return what happened as events that carry
//! their dice ([`osr_check::Rolled`]), so a log replays from its faces.
//!
//! | module | system |
//! |---|---|
//! | [`block_dodge_parry`] | Block, Dodge, Parry: the rest a site gives, herb sites, foraged ingredients |
//! | [`cairn_house`] | Cairn House Rules: the dungeon turn and its events, doors, traps, watches, wilderness actions and events |
//! | [`gods_and_monsters`] | Gods & Monsters: time, speeds, darkness, light, daily distance, flying, animals, searching, tracking, chases, jumping |
//! | [`murdham`] | Murdham: modes and turns, secrets and searching, the attitude roll, social rules, special movement, navigation, locks, animals, mounts, carts and boats |
//! | [`light`] | a light source on a usage die (d8, d6, d4, out) burning turn by turn on a clock, and the exact chance it lasts a delve |
//! | [`party`] | a party of named travellers with their rations and water, fed, watered, rested or camped in one call on the clock |
//! | [`constitution`] | 3d6 Constitution: exploration turns, light, overland miles, encounter checks, hunting and foraging, water |
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_travel::cairn_house::{Delve, DungeonAction};
//!
//! // A dungeon turn: one action, then the dungeon event d6 (rule CH-travel.turn).
//! let mut delve = Delve::new(false);
//! let report = delve.turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[6]))?;
//! assert_eq!(delve.clock().now(), 1);
//! assert_eq!(report.faces(), [6]);
//! # Ok::<(), osr_travel::Error>(())
//! ```
//!
//! # Reading events back
//!
//! Reports and events deserialize with their dice checked (each face on
//! its die), but which row a face reads depends on the table it was rolled
//! on, and that may be the referee's. So a log read back is checked by
//! replaying it from the state it started in, against the tables in play:
//! [`EntryRoll::verify`] for a referee's [`RandomTable`],
//! [`cairn_house::Delve::verify`] and [`cairn_house::Journey::verify`] for
//! a turn or a watch (their seed or referee event tables included).
//! Murdham's attitude roll is read against the seed's table as it is
//! deserialized. Other systems' days and rolls replay by calling their
//! procedure again with the same inputs and the report's `faces()`; they
//! have no `verify` of their own.
//!
//! # What this crate does not do
//!
//! Encumbrance (what slows a traveller) is osr-encumbrance's; fights that an encounter starts are osr-combat's; hazards met on the way (falls, cold) are osr-health's.
//!
//! Tables the rulebooks refer to without printing them are the referee's
//! and come in as data: wandering monster and rumour tables
//! ([`RandomTable`]), Cairn House Rules' weather scale (only its steps are
//! rolled here), Block, Dodge, Parry's foraging roll (its ingredients are
//! carried, not rolled). Murdham's prices are osr-equipment's; the saves,
//! contests and group rolls every system's travel rules call are
//! osr-check's. The things travel meets that other crates own are theirs,
//! used and re-exported here: 3d6 Constitution's light sources and the
//! rarity and region of Block, Dodge, Parry's ingredients are
//! osr-equipment's, a Gods & Monsters size osr-encumbrance's, Block, Dodge,
//! Parry's kinds of rest osr-health's.
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, state and outcomes;
//!   deserializing validates like the constructors.
//! - `schema`: schemars' `JsonSchema` for the validated integer inputs (an
//!   integer with its minimum and maximum); implies `serde`.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

mod clock;
mod error;
mod table;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod light;
pub mod murdham;
pub mod party;

pub use self::clock::{
    Clock, ClockEvent, MAX_LABEL, MAX_TIME, MAX_TIMERS, Span, Timer, TimerKind, Unit,
};
pub use self::error::Error;
pub use self::table::{Entry, EntryRoll, MAX_TABLE_DICE, MAX_TABLE_SIDES, RandomTable};
