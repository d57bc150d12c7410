//! osr-combat: initiative, phase order, attacks, morale and whole fights of
//! five old-school rule systems.
//!
//! This crate holds what happens in a fight: who acts when and at what
//! count, whether an attack lands and for how much, when a side breaks and
//! runs, and the fight as a whole, as a state machine driven by events that
//! serializes and replays from its log and faces. Damage lands through
//! osr-health. Each system's rules live in a module of their own and take
//! plain inputs (numbers and small structs of this crate), so a virtual
//! tabletop with its own combatants can drive them without adopting osr's
//! character sheets.
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution: initiative bouts ([`Bout`](constitution::Bout)), superior initiative, reactions, attacks against AC, morale data, the fight as a replayable state machine ([`Fight`](constitution::Fight)) and [`simulate`](constitution::simulate) |
//! | [`cairn_house`] | Cairn House Rules |
//! | [`gods_and_monsters`] | Gods & Monsters |
//! | [`murdham`] | Murdham |
//! | [`block_dodge_parry`] | Block, Dodge, Parry |
//! | [`initiative`] | the initiative house rules a referee may choose instead of a system's own |
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, state, events and
//!   outcomes; deserializing validates like the constructors.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

mod error;
mod side;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod initiative;
pub mod murdham;

pub use self::error::Error;
pub use self::side::Side;
