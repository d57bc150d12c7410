//! Whole expeditions of old-school RPG systems, as libraries: the party,
//! the clock and the procedures of play, with every consequence the rules
//! give applied by the library.
//!
//! The other osr crates each hold one part of the rules: a sheet, a load,
//! a fight, a day on the road. This crate puts them together the way a
//! table plays them. For each of the five systems, in a module of its
//! own:
//!
//! - a **party**: the members' sheets, hirelings and porters, animals and
//!   carts where the system has them, shared supplies, and the treasure
//!   carried (its weight counts) and kept at home;
//! - a **clock** as the system counts time, with its timers (light, food
//!   and water, rest, encounter checks, dying, spell durations);
//! - the **procedures of play** as commands: buy and sell, travel, explore,
//!   rest and camp, meet and fight, bring treasure home, heal, advance.
//!
//! An expedition is a [`Log`](osr_combat::Log) of its system's state, the
//! same record a fight is: each command is applied to a copy of the state,
//! every face it rolls and every event it makes are kept, and a refused
//! command changes nothing. A saved expedition (feature `serde`) is
//! versioned JSON that reads back only by replaying its commands from
//! exactly its faces, so a forged save is refused.
//!
//! Every event carries the dice it rolled and reads, with `Display`, as a
//! line for players: members by name, items and monsters by their names.
//!
//! # Features
//!
//! - `std` (default): nothing beyond what the crates below add.
//! - `serde`: setups, commands and events serialize; expeditions save and
//!   read back by replaying.
//! - `schema`: JSON Schemas of the saved expeditions.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;

pub mod block_dodge_parry;
pub mod cairn_house;
mod chronicle;
pub mod constitution;
mod error;
pub mod gods_and_monsters;
pub mod murdham;
mod name;
mod summary;
mod text;

pub use chronicle::{Chronicle, Played, Section, Stage};
pub use error::Error;
pub use name::Name;
pub use summary::{Ending, Summary};
