//! osr-advancement: experience, levels, improvement rolls and mojo of five old-school rule systems.
//!
//! This crate holds how characters grow: experience from treasure, foes
//! and quests, level thresholds, the dice rolled on a level-up or after a
//! session, and Gods & Monsters' mojo ledger, its purchases and study.
//! Each system's rules live in a module of their own and take plain
//! inputs (numbers and small structs of this crate), so a virtual tabletop with its own actor model can call them
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
//! The other tables a referee may change are data a caller passes in too:
//! Gods & Monsters' mojo costs (`MojoCosts`), study bonus chart
//! (`BonusChart`) and ability contributors (the `Contributors` trait).
//! Rolls (an improvement roll, a level's d10) take any
//! [`FaceSource`](osr_core::FaceSource), report every die and change, and
//! offer their exact odds.
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_advancement::{Xp, gods_and_monsters::{Abilities, Archetype, LevelUp, level_table}};
//!
//! // 3,000 XP is level 3 in Gods & Monsters: roll its survival d10.
//! assert_eq!(level_table().level(Xp::new(3_000))?, 3);
//! let toromeen = Abilities::new(8, 12, 15, 15, 10, 18)?;
//! let gained = LevelUp::new(Archetype::Warrior, 3, &toromeen)?
//!     .roll(&mut SuppliedFaces::new(&[6]))?;
//! assert_eq!(gained.survival_gain(), 8); // d10 6 + endurance 15 (major +2)
//! # Ok::<(), osr_advancement::Error>(())
//! ```
//!
//! # What this crate does not do
//!
//! - The rolls a level-up reuses from other domains: 3d6 Constitution's hit
//!   point re-roll on gaining a level is a health rule; Gods & Monsters'
//!   spell slots and calling points per level, and spell compatibility,
//!   are magic rules.
//! - A character sheet that applies the events is osr-sheet's; the checks
//!   a bid turns around are osr-check's.
//! - Cairn House Rules and Murdham have no advancement, and Block, Dodge,
//!   Parry only training: their modules say so ([`Growth`]).
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, ledgers, tables and
//!   rolled outcomes; deserializing validates like the constructors, and a
//!   rolled outcome is refused when its dice do not give it (a level gain
//!   is checked die by die and replayed with `LevelUp::verify`). Results
//!   worked out from inputs without dice serialize for display and have no
//!   `Deserialize`: an award (`Awarding`), a replacement character, a
//!   first level, a settled bid, a resource's total, a study rate, row or
//!   yield, and a system's `Growth`. Each depends on inputs it does not
//!   carry (the mojo held before a bid, a level table or contributor table
//!   the caller may have replaced), so a result read on its own could not
//!   be checked: store the inputs, which read back validated, and work the
//!   result out again.
//! - `schema`: schemars' `JsonSchema` for the types the sheet documents of
//!   osr-sheet hold, so their JSON Schemas can be generated; implies `serde`.
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
