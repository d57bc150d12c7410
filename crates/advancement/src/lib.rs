//! osr-advancement: experience, levels, improvement rolls and mojo of five old-school rule systems.
//!
//! This crate holds how characters grow: experience from treasure, foes and quests, level thresholds, the dice rolled on a level-up or after a session, and Gods & Monsters' mojo ledger and its purchases. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # What this crate does not do
//!
//! The checks a level-up reuses (a bid of mojo after a failed archetypal roll) are osr-check's; a character sheet that applies the changes is osr-sheet's.
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, state and outcomes;
//!   deserializing validates like the constructors.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

mod error;
mod xp;

pub mod constitution;

pub use self::error::Error;
pub use self::xp::{LevelTable, MAX_LEVELS, Xp};
