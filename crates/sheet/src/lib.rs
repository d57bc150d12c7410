//! Character sheets of old-school RPG systems.
//!
//! A sheet composes the domain crates instead of repeating them: its health
//! is osr-health's character, its load osr-encumbrance's model, its gear
//! osr-equipment's tables. Creation rolls by the rules from any
//! [`osr_core::FaceSource`] (a seeded generator or dice rolled at the
//! table), records every step as an event a virtual tabletop can show, and
//! replays from its faces. A sheet can also be built from given values
//! (importing an existing character), validated the same way.
//!
//! | module | system | what is there |
//! |---|---|---|
//! | [`cairn_house`] | Cairn House Rules | creation (HP, STR, DEX, WIL, coins), hirelings, import, gear by osr-equipment IDs, buying, derived DR and load, versioned JSON |
//! | [`gods_and_monsters`] | Gods & Monsters | creation (abilities, species, age, height, coins, mojo for coins, purchases), NPCs, import, derived reactions, defense, attacks, movement, carry, mojo, survival and verve, levels, rest, combatant, versioned JSON |
//!
//! Sheets of 3d6 Constitution, Murdham and Block, Dodge, Parry are absent.
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_sheet::cairn_house::Creation;
//!
//! let created = Creation::roll(&mut SuppliedFaces::new(&[4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4]))?;
//! assert_eq!(created.events()[1].to_string(), "STR 3d6 = [3, 5, 6] = 14");
//! assert_eq!(created.sheet().coins(), 90);
//! # Ok::<(), osr_sheet::Error>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

pub mod cairn_house;
mod error;
pub mod gods_and_monsters;

pub use error::Error;
