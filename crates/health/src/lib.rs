//! osr-health: hit points, wounds, dying, rest and hazards of five old-school rule systems.
//!
//! This crate holds what happens to a character when damage or a hazard lands (hit points, wounds, saves against injury, dying and death, rest and healing, deprivation, poison, disease, falls and the other hazards), and the exact probability of each consequence before anything is rolled. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution: HP re-rolled with fatigue dice, injury saves, minor and major wounds, penance, food, water and sleep |
//! | [`cairn_house`] | Cairn House Rules: damage to HP, grievous wounds, STR loss and the critical damage save, rest, rations, fatigue, traps |
//! | [`murdham`] | Murdham |
//! | [`block_dodge_parry`] | Block, Dodge, Parry |
//! | [`gods_and_monsters`] | Gods & Monsters: survival, verve and injuries, unconsciousness, the death check and timer, falls, ailments, aging, suffocation |
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # What this crate does not do
//!
//! Resolution procedures that are not about health (saves in general, skill checks) are osr-check's; attacks, initiative and morale are osr-combat's; a character sheet that tracks all of it is osr-sheet's.
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

/// The exact odds of the total of `count` dice of `die`, composed one die
/// at a time (so they sum to 1 by construction).
fn sum_odds(die: osr_core::Die, count: u32) -> osr_check::Odds<u32> {
    (0..count).fold(osr_check::Odds::certain(0), |odds, _| {
        odds.then(|&total| osr_check::Odds::die(die, |face| total.saturating_add(face)))
    })
}

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod murdham;

pub use self::error::Error;
