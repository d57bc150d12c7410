//! osr-advancement: experience, levels, improvement rolls and mojo of five old-school rule systems.
//!
//! This crate holds how characters grow: experience from treasure, foes and quests, level thresholds, the dice rolled on a level-up or after a session, and Gods & Monsters' mojo ledger and its purchases. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution: treasure, foes and quest XP, the doubling level table, the session's improvement rolls |
//! | [`gods_and_monsters`] | Gods & Monsters: the level table and XP sources, level-up gains, mojo costs, bids and study |
//! | [`cairn_house`] | Cairn House Rules: no advancement by design |
//! | [`murdham`] | Murdham: no advancement by design |
//! | [`block_dodge_parry`] | Block, Dodge, Parry: training away a permanent wound's penalty |
//!
//! Experience totals ([`Xp`]) and level tables ([`LevelTable`], which a
//! referee may replace) are shared by the two systems that have levels.
//! Rolls (an improvement roll, a level's d10) take any
//! [`FaceSource`](osr_core::FaceSource), report every die and change, and
//! offer their exact odds.
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
mod growth;
mod xp;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod murdham;

pub use self::error::Error;
pub use self::growth::Growth;
pub use self::xp::{LevelTable, MAX_LEVELS, Xp};
