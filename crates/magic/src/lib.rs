//! osr-magic: spells, slots, research, spellbooks and blessings of five old-school rule systems.
//!
//! This crate holds casting, preparing, learning and researching spells,
//! spell lists as data with stable IDs, and the other magic of each
//! system, with the exact odds of every procedure where dice decide. Each
//! system's rules live in a module of their own and take plain inputs
//! (numbers and small structs of this crate), so a virtual tabletop with
//! its own actor model can call them without adopting osr's character
//! sheets.
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution: spells as skills, rituals, preparing into slots, research and the other ways of learning, the sage specialisations, blessings |
//! | [`cairn_house`] | Cairn House Rules: spellbooks and scrolls, casting (fatigue, enhancing, danger, encumbrance, interruption), counterspells, the spell list with per-level numbers and dice |
//! | [`gods_and_monsters`] | Gods & Monsters: sorcerors (slots, acquiring, inscription, compatibility, injury cap, casting movement, disruption, research), prophets, the six spell types, psychic conflict, illusions |
//! | [`murdham`] | Murdham: power scrolls, corruption and soulblight, cures |
//! | [`block_dodge_parry`] | Block, Dodge, Parry: spells as WIL saves, spell fatigue |
//!
//! Every procedure that rolls takes its dice from any
//! [`FaceSource`](osr_core::FaceSource) and returns its dice as data, so
//! the same faces replay it; where dice decide, it also gives its exact
//! odds as fractions (osr-check's [`Odds`](osr_check::Odds) or osr-dice's
//! [`Distribution`](osr_dice::Distribution)).
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # Examples
//!
//! ```
//! use osr_magic::constitution::{CasterLevel, SpellLevel, Slots};
//!
//! // A 4th-level caster fits spells of levels 1, 2, 2 and 4 (rule TC-12.5).
//! let slots = Slots::new(CasterLevel::new(4)?);
//! let spells = [1, 2, 2, 4].map(SpellLevel::new);
//! let spells = spells.into_iter().collect::<Result<Vec<_>, _>>()?;
//! assert_eq!(slots.fit(&spells)?, [1, 2, 3, 4]);
//! # Ok::<(), osr_magic::Error>(())
//! ```
//!
//! # What this crate does not do
//!
//! - The generic saves a spell calls for are osr-check's; the damage a
//!   spell deals lands through osr-health; timers that tick a spell's
//!   duration down ride on osr-travel's clock.
//! - Rules of other domains that touch magic are not here: 3d6
//!   Constitution's end-of-session spell improvement roll (TC-12.15) is
//!   osr-advancement's `osr_advancement::constitution::SpellImprovement`;
//!   declaring a memorised spell between rounds (TC-5.7,
//!   combat) and the blessing's extra effect against undead (TC-11.6, a
//!   referee's comparison of levels); Gods & Monsters' willpower contest of
//!   an unwilling psychic target is osr-check's contest.
//! - Rules the catalogs mark as the referee's judgement (what a spell
//!   researched in Gods & Monsters does, the mishap of a failed Cairn
//!   danger save, what enhancing a Cairn spell changes) are inputs, or
//!   outcomes named for the referee to narrate.
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, state and outcomes;
//!   deserializing validates like the constructors.
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

/// Writes a table's rows as their stable IDs and reads them back through
/// the row type's `lookup`, so an unknown ID is
/// [`Error::UnknownId`](crate::Error::UnknownId) naming it. The row type
/// carries `#[serde(try_from = "alloc::string::String", into = "&'static str")]`.
macro_rules! ids_through_lookup {
    ($row:ty) => {
        impl From<$row> for &'static str {
            fn from(row: $row) -> Self {
                row.id()
            }
        }

        impl TryFrom<alloc::string::String> for $row {
            type Error = crate::Error;

            fn try_from(id: alloc::string::String) -> Result<Self, crate::Error> {
                Self::lookup(&id)
            }
        }
    };
}
pub(crate) use ids_through_lookup;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod murdham;

pub use self::error::Error;

/// The dice of an osr-dice roll as osr-check records, every one counted
/// (the plans of this crate keep every die they roll).
fn counted_dice(roll: &osr_dice::Roll) -> Result<alloc::vec::Vec<osr_check::Rolled>, Error> {
    roll.dice
        .iter()
        .map(|d| osr_check::Rolled::new(d.sides, d.face, osr_check::Fate::Counted))
        .collect::<Result<_, _>>()
        .map_err(Error::from)
}
