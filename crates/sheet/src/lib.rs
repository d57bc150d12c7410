//! Character sheets of old-school RPG systems.
//!
//! A sheet composes the domain crates instead of repeating them: its health
//! is osr-health's character, its load osr-encumbrance's model, its gear
//! osr-equipment's tables. Creation rolls by the rules from any
//! [`osr_core::FaceSource`] (a seeded generator or dice rolled at the
//! table), records every step as an event a virtual tabletop can show, and
//! replays from its faces: every system keeps the one record of
//! [`creation`], [`creation::Created`]. A sheet can also be built from given values
//! (importing an existing character), validated the same way.
//!
//! | module | system | what is there |
//! |---|---|---|
//! | [`block_dodge_parry`] | Block, Dodge, Parry | a sheet from given values (the rules have no creation), abilities with their maxima, Fatigue and wounds in slots beside the gear, the Skill factor, blows, rest, meals and treatment, versioned JSON |
//! | [`cairn_house`] | Cairn House Rules | creation (HP, STR, DEX, WIL, coins), hirelings, import, gear by osr-equipment IDs, buying, derived DR and load, sheet to fight and back, versioned JSON |
//! | [`constitution`] | 3d6 Constitution | creation (five abilities, HP, class, initiation, concept), import, XP and levels, class and initiation bonuses, armour, load in stones, spells, damage and rest, sheet to combatant and back, versioned JSON |
//! | [`gods_and_monsters`] | Gods & Monsters | creation (abilities, species, age, height, coins, mojo for coins, purchases), NPCs, import, derived reactions, defense, attacks, movement, carry, mojo, survival and verve, levels, rest, combatant, versioned JSON |
//! | [`murdham`] | Murdham | a sheet from given values (the rules have no creation), languages, literacy, knowledge, size, skills, hits, corruption, disease, a fight and back, versioned JSON |
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
//!
//! # After a fight
//!
//! A sheet goes into osr-combat's fight of its system as a combatant
//! (`combatant`) and takes the fight back with `Sheet::after_fight`, which
//! has one shape in every system: first the fight's outcome for this
//! sheet, as the fight gives it for one combatant, then what the system
//! needs besides. They differ only where the systems' fights do:
//!
//! | system | the outcome | besides | returns |
//! |---|---|---|---|
//! | 3d6 Constitution | `Fight::fighter(id)`, a `Fighter` | nothing | nothing |
//! | Cairn House Rules | `Fight::fighter(id)`, a `Fighter` | nothing | nothing |
//! | Gods & Monsters | `Fight::status(id)`, a `Status` (an `Npc` too) | nothing | nothing |
//! | Murdham | `Encounter::status(id)`, a `Status` | the encounter's log, `Encounter::events()` | the sheet's events |
//!
//! Murdham alone needs the log: the conditions a hit brings (critical
//! damage, dying, death) follow from the band of each hit and fear from
//! intimidation, which the log records and the status does not, and they
//! become the sheet's conditions, each an event. Block, Dodge, Parry's
//! sheet takes its blows itself (`block_dodge_parry::Sheet::land`), as
//! osr-combat has no fight of that system to come back from.
//!
//! ```
//! use osr_combat::Side;
//! use osr_combat::murdham::{Encounter, Setup, Stance};
//! use osr_sheet::murdham::{Abilities, Sheet};
//!
//! let mut sheet = Sheet::new(Abilities::new(10, 9, 12)?);
//! let foe = Sheet::new(Abilities::new(8, 8, 8)?);
//! let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
//!     sheet.combatant(1, Side::Party)?,
//!     foe.combatant(2, Side::Foes)?,
//! ])?;
//! let fight = Encounter::new(setup)?;
//! let events = sheet.after_fight(fight.status(1)?, fight.events())?;
//! assert!(events.is_empty());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: each sheet is its versioned `SheetDocument` in JSON, read back
//!   through the same checks as the constructors.
//! - `schema`: schemars' `JsonSchema` for every `SheetDocument` and the types
//!   it holds, from the domain crates too; implies `serde`. The generated
//!   schemas are committed at the repository root, in `schemas/`. They check
//!   the shape of a document (types, required fields, enum keys, the ranges
//!   of bounded inputs), not the rules between fields (HP at most its
//!   maximum, known item IDs), which reading a document into a sheet checks.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;

/// A system's sheet is read as its `SheetDocument` (which every system's
/// module defines, with `TryFrom<SheetDocument> for Sheet` checking it as a
/// whole), strictly: every value only in the shape osr writes it (see
/// [`osr_core::strict`]); and from at most [`MAX_SHEET_BYTES`] of text,
/// under this title.
macro_rules! sheet_document {
    ($title:literal) => {
        #[cfg(feature = "serde")]
        impl TryFrom<osr_core::strict::Strictly<SheetDocument>> for Sheet {
            type Error = $crate::Error;

            fn try_from(
                doc: osr_core::strict::Strictly<SheetDocument>,
            ) -> Result<Self, Self::Error> {
                Self::try_from(doc.0)
            }
        }

        /// A sheet is read up to [`crate::MAX_SHEET_BYTES`].
        #[cfg(feature = "serde")]
        impl osr_core::strict::Document for Sheet {
            const TITLE: &'static str = $title;
            const MAX_BYTES: usize = $crate::MAX_SHEET_BYTES;
        }
    };
}

pub mod block_dodge_parry;
pub mod cairn_house;
mod checks;
pub mod constitution;
pub mod creation;
mod error;
pub mod gods_and_monsters;
pub mod murdham;

pub use error::Error;

/// The longest JSON text a sheet or a creation record is read from
/// (`osr_core::strict::Document`): 1 MiB, the size of the JavaScript
/// package's largest request; the sheets of the seeds' expeditions write
/// 0.4 to 1.4 kB.
///
/// ```
/// assert_eq!(osr_sheet::MAX_SHEET_BYTES, 1 << 20);
/// ```
pub const MAX_SHEET_BYTES: usize = 1 << 20;

/// The first two fields of every sheet document, `{"system": ..., "version":
/// ...}`: read a document as a `Header` first (its other fields are
/// ignored) to learn which system's `Sheet` to read it as.
///
/// # Examples
///
/// ```
/// use osr_sheet::{Header, cairn_house};
///
/// let json = r#"{"system": "cairn_house", "version": 1, "coins": 90}"#;
/// let header: Header = serde_json::from_str(json)?;
/// assert_eq!(header.system, cairn_house::SYSTEM);
/// assert_eq!(header.version, cairn_house::VERSION);
/// # Ok::<(), serde_json::Error>(())
/// ```
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Header {
    /// The system's module name (`"constitution"`, `"cairn_house"`,
    /// `"gods_and_monsters"`, `"murdham"`, `"block_dodge_parry"`).
    pub system: alloc::string::String,
    /// The document version.
    pub version: u64,
}
