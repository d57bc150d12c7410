//! osr-health: hit points, wounds, dying, rest and hazards of five old-school rule systems.
//!
//! This crate holds what happens to a character when damage or a hazard lands (hit points, wounds, saves against injury, dying and death, rest and healing, deprivation, poison, disease, falls and the other hazards), and the exact probability of each consequence before anything is rolled. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution: the HP re-roll with fatigue dice dropping the highest ([`constitution::HpRoll`]), a good night's sleep, injury saves, minor and major wounds and marks ([`constitution::Injury`], [`constitution::Vitality`]), penance, food, water and sleep ([`constitution::deprivation::Deprivation`]) |
//! | [`cairn_house`] | Cairn House Rules: damage after DR, grievous wounds at exactly 0 HP as data, STR loss and the critical damage save ([`cairn_house::Attack`], [`cairn_house::Character`]), ability 0, rests, rations, fatigue, traps ([`cairn_house::Trap`]) |
//! | [`gods_and_monsters`] | Gods & Monsters: survival, verve and injuries ([`gods_and_monsters::Vitals`]), unconsciousness, the death check and timer, the final scene ([`gods_and_monsters::RoundEnd`]), NPC endurance, nightly rest, aging, ailments, the falling table ([`gods_and_monsters::Fall`]), semi-consciousness, suffocation, forced march |
//! | [`murdham`] | Murdham: health and armour ([`murdham::Hit`], [`murdham::Health`]), critical damage, dying and instant death, falls, suffocation and drowning, cold and heat, fire, lightning, fear, poison, drugs, addiction, withdrawal, disease, torture, crashes, animal training |
//! | [`block_dodge_parry`] | Block, Dodge, Parry: the body's abilities, Fatigue and wound slots ([`block_dodge_parry::Body`]), the Critical Damage Save and its injury table, falls, hazards ([`block_dodge_parry::Exposure`]), deprivation, daily healing, care, cures, breath, sleep, meals, diseases |
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # Reading an outcome
//!
//! Each system's applications were shaped by its rules, so their outcome
//! types differ (the one [`Applied`] record of a band, events and dice, as
//! [`constitution::Applied`], [`cairn_house::Harm`] and
//! [`cairn_house::Report`], and [`Unbanded`] for a change with no band;
//! [`gods_and_monsters::Aftermath`],
//! [`murdham::HitOutcome`], [`block_dodge_parry::HazardOutcome`], and the
//! `Check` outcomes such as [`constitution::InjuryRoll`] and
//! [`block_dodge_parry::CriticalRoll`]), but a virtual tabletop reads every
//! one the same way:
//!
//! 1. **Before rolling**, `odds(...)` gives the exact probability of each
//!    consequence band (an [`osr_check::Odds`], summing to exactly 1), to
//!    show as "P(dead) = 7/100".
//! 2. **Applying** takes the state (`&mut` or by value) and a face source,
//!    and returns the outcome; on an error the state is unchanged.
//! 3. **Step by step**, `events()` lists what happened in order as data
//!    (HP lost from and to, a save rolled and whether it passed, a wound
//!    taken); each system's `Event` enum serializes with an `event` tag.
//! 4. **The dice**: `dice()` lists every die rolled, in order, as
//!    [`osr_check::Rolled`] (sides, face, kept or dropped), and `faces()`
//!    the faces alone.
//! 5. **Replay**: applying the same procedure to the same state with
//!    [`osr_core::SuppliedFaces`] over `faces()` gives the same outcome;
//!    `verify(...)` does exactly that ([`osr_check::Check::verify`] for the
//!    single-roll checks, an inherent `verify` taking the state before for
//!    the others, and [`Applied::verify_with`] and
//!    [`Unbanded::verify_with`] taking the application itself) and refuses
//!    a record that does not replay.
//!
//! ```
//! use osr_check::murdham::Damage;
//! use osr_core::{StepDie, SuppliedFaces};
//! use osr_health::murdham::{Health, Hit, HitBand};
//!
//! let before = Health::new(8, 12)?;
//! let hit = Hit::new(Damage::new(StepDie::D6), 1)?;
//! let odds = hit.odds(before)?;
//! assert!(odds.probability(&HitBand::Unhurt).is_some());
//! let mut health = before;
//! let outcome = hit.apply(&mut health, &mut SuppliedFaces::new(&[5]))?;
//! assert_eq!(outcome.faces(), [5]);
//! assert_eq!(outcome.damage(), 4);
//! hit.verify(before, &outcome)?;
//! # Ok::<(), osr_health::Error>(())
//! ```
//!
//! # What this crate does not do
//!
//! - Resolution procedures that are not about health (saves in general,
//!   skill checks) are osr-check's; attacks, initiative and morale are
//!   osr-combat's; a character sheet that tracks all of it is osr-sheet's.
//! - Murdham's injuries from animal training are defined in another
//!   chapter of that game: [`murdham::train_animal`] rolls the save and
//!   leaves the injury to the caller.
//! - Gods & Monsters' food poisoning example adds a concentration penalty
//!   its ailment row does not have; the row is followed and the extra
//!   penalty is left out.
//! - Outcomes that are only meaningful against the state they were applied
//!   to (Murdham's and Block, Dodge, Parry's) serialize but are not read
//!   back; verify them against the state instead.
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

mod applied;
mod error;

/// Checks a record by making its application again from the record's own
/// faces ([`osr_check::verify_replay`]): any failure is `Forged`.
fn verify_replay<T: PartialEq>(
    record: &T,
    faces: &[u32],
    apply: impl for<'a> FnOnce(&mut osr_core::SuppliedFaces<'a>) -> Result<T, Error>,
) -> Result<(), Error> {
    Ok(osr_check::verify_replay(record, faces, apply)?)
}

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

pub use self::applied::{Applied, Unbanded};
pub use self::error::Error;
