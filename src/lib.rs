//! osr: old-school tabletop RPG rules as reusable Rust libraries.
//!
//! This facade re-exports each osr crate behind a feature named after its
//! module, all on by default, so one dependency brings everything:
//!
//! | module | crate | what it holds |
//! |---|---|---|
//! | [`core`] | `osr-core` | dice, face sources, the frozen sampler, die ladders |
//! | [`dice`] | `osr-dice` | dice notation, traces, limits for untrusted input, exact odds |
//! | [`check`] | `osr-check` | the resolution procedures of the five systems, with exact odds |
//! | [`equipment`] | `osr-equipment` | item catalogs with stable IDs, exact prices, size scaling |
//! | [`encumbrance`] | `osr-encumbrance` | load models: stones, units, slots, bulk |
//! | [`health`] | `osr-health` | hit points, wounds, dying, rest and hazards, with exact odds |
//! | [`advancement`] | `osr-advancement` | experience, levels, improvement rolls, mojo |
//! | [`magic`] | `osr-magic` | spells, slots, research, spellbooks, blessings |
//! | [`travel`] | `osr-travel` | the exploration clock, movement, weather, encounters, foraging |
//! | [`combat`] | `osr-combat` | initiative, attacks, morale, whole fights as data, simulation, exact fight odds |
//! | [`sheet`] | `osr-sheet` | character sheets: creation by the rules, import, versioned JSON, into fights and back |
//! | [`play`] | `osr-play` | whole expeditions: the party, the clock and the procedures of play, every consequence applied |
//! | `seal` | (the facade) | a referee's keyed seals (HMAC-SHA256) over documents; not on by default |
//!
//! The README's crate table says which crates exist.
//!
//! One module per rule system gathers that system's part of every enabled
//! crate under the crate's short name: [`constitution`], [`cairn_house`],
//! [`gods_and_monsters`], [`murdham`] and [`block_dodge_parry`]. A Cairn
//! House Rules plugin writes `use osr::cairn_house::*;` and has `check`,
//! `equipment`, `encumbrance` (the system's load model), `health`,
//! `advancement`, `magic`, `travel`, `combat` and `sheet`.
//!
//! # Examples
//!
//! ```
//! use osr::core::Die;
//!
//! // The reference generator, seeded: the same seed rolls the same faces
//! // in every release and on every target.
//! let mut rng = osr::seeded(2024);
//! let d20 = Die::D20.roll(&mut rng)?;
//! assert!((1..=20).contains(&d20));
//! assert_eq!(d20, Die::D20.roll(&mut osr::seeded(2024))?);
//! # Ok::<(), osr::core::Error>(())
//! ```
//!
//! The design answers, the architecture, the notation reference, a page
//! per rule system and the guide to extending osr are published with the
//! docs in [`_documentation`].
//!
//! # Crate features
//!
//! - `core` (default): `osr::core`, the shared vocabulary.
//! - `dice` (default): `osr::dice`, dice notation.
//! - `check` (default): `osr::check`, the resolution procedures of the
//!   five systems (saves, checks, contests) with exact odds.
//! - `equipment` (default): `osr::equipment`, the item catalogs.
//! - `encumbrance` (default): `osr::encumbrance`, the load models.
//! - `health` (default): `osr::health`, what damage and hazards do.
//! - `advancement` (default): `osr::advancement`, experience and levels.
//! - `magic` (default): `osr::magic`, spells and their procedures.
//! - `travel` (default): `osr::travel`, exploration and journeys.
//! - `combat` (default): `osr::combat`, fights.
//! - `sheet` (default): `osr::sheet`, character sheets.
//! - `play` (default): `osr::play`, whole expeditions.
//! - `rng` (default): [`DefaultRng`] and [`seeded`], the reference generator.
//! - `std` (default): std-only conveniences of the enabled crates.
//! - `serde`: serde support in every enabled crate.
//! - `seal`: `osr::seal`, a referee's keyed seals (HMAC-SHA256) that tell
//!   a player's copy of a document (a sheet, a fight log) from the one the
//!   referee sealed; with `serde`, over the document's JSON as osr writes
//!   it. Not on by default.
//! - `json`: `osr::document`, reading a whole document (a sheet, a creation
//!   record, a saved fight or expedition) from JSON: refused unread past its
//!   type's size, then read strictly and through all its checks; implies
//!   `serde`. Not on by default.
//! - `schema`: JSON Schemas (schemars' `JsonSchema`) of the sheet documents and
//!   the types they hold, in every enabled crate; implies `serde`. The schemas
//!   themselves are committed in `schemas/`.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

#[cfg(feature = "seal")]
extern crate alloc;

#[cfg(feature = "json")]
pub mod document;

#[cfg(feature = "seal")]
pub mod seal;

#[cfg(feature = "core")]
#[doc(inline)]
pub use osr_core as core;

#[cfg(feature = "dice")]
#[doc(inline)]
pub use osr_dice as dice;

#[cfg(feature = "check")]
#[doc(inline)]
pub use osr_check as check;

#[cfg(feature = "equipment")]
#[doc(inline)]
pub use osr_equipment as equipment;

#[cfg(feature = "encumbrance")]
#[doc(inline)]
pub use osr_encumbrance as encumbrance;

#[cfg(feature = "health")]
#[doc(inline)]
pub use osr_health as health;

#[cfg(feature = "advancement")]
#[doc(inline)]
pub use osr_advancement as advancement;

#[cfg(feature = "magic")]
#[doc(inline)]
pub use osr_magic as magic;

#[cfg(feature = "travel")]
#[doc(inline)]
pub use osr_travel as travel;

#[cfg(feature = "combat")]
#[doc(inline)]
pub use osr_combat as combat;

#[cfg(feature = "sheet")]
#[doc(inline)]
pub use osr_sheet as sheet;

#[cfg(feature = "play")]
#[doc(inline)]
pub use osr_play as play;

/// Declares one system's module: every crate's module of that system under
/// the crate's short name, so `use osr::<system>::*` brings them all.
macro_rules! system {
    (
        $(#[$doc:meta])*
        $name:ident, load: $($load:ident)::+
    ) => {
        $(#[$doc])*
        pub mod $name {
            /// The system's resolution procedures (saves, checks, contests).
            #[cfg(feature = "check")]
            #[doc(inline)]
            pub use osr_check::$name as check;

            /// The system's item tables, with stable IDs and prices.
            #[cfg(feature = "equipment")]
            #[doc(inline)]
            pub use osr_equipment::$name as equipment;

            /// The system's load model.
            #[cfg(feature = "encumbrance")]
            #[doc(inline)]
            pub use osr_encumbrance::$($load)::+ as encumbrance;

            /// What damage, hazards and rest do in the system.
            #[cfg(feature = "health")]
            #[doc(inline)]
            pub use osr_health::$name as health;

            /// The system's experience and levels.
            #[cfg(feature = "advancement")]
            #[doc(inline)]
            pub use osr_advancement::$name as advancement;

            /// The system's spells and their procedures.
            #[cfg(feature = "magic")]
            #[doc(inline)]
            pub use osr_magic::$name as magic;

            /// The system's exploration and journeys.
            #[cfg(feature = "travel")]
            #[doc(inline)]
            pub use osr_travel::$name as travel;

            /// The system's fights.
            #[cfg(feature = "combat")]
            #[doc(inline)]
            pub use osr_combat::$name as combat;

            /// The system's character sheet.
            #[cfg(feature = "sheet")]
            #[doc(inline)]
            pub use osr_sheet::$name as sheet;

            /// The system's whole expeditions.
            #[cfg(feature = "play")]
            #[doc(inline)]
            pub use osr_play::$name as play;
        }
    };
}

system! {
    /// 3d6 Constitution: every crate's part of the system in one place.
    ///
    /// `use osr::constitution::*` brings `check`, `equipment`,
    /// `encumbrance` (the stones model), `health`, `advancement`, `magic`,
    /// `travel`, `combat` and (feature `sheet`) `sheet`, each the crate's
    /// `constitution` module.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::constitution::*;
    ///
    /// // STR 10 carries 3 stones unencumbered.
    /// let limits = encumbrance::Thresholds::for_strength(10)?;
    /// assert_eq!(limits.unencumbered(), 3);
    /// # Ok::<(), osr::encumbrance::Error>(())
    /// ```
    constitution, load: stones
}

system! {
    /// Cairn House Rules: every crate's part of the system in one place.
    ///
    /// `use osr::cairn_house::*` brings `check`, `equipment`,
    /// `encumbrance` (the units model), `health`, `advancement`, `magic`,
    /// `travel`, `combat` and (feature `sheet`) `sheet`, each the crate's
    /// `cairn_house` module.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::cairn_house::*;
    ///
    /// // Light armour and a shield: DR 2.
    /// let dr = equipment::damage_reduction(
    ///     equipment::BodyArmour::Light,
    ///     Some(equipment::Shield::Shield),
    /// );
    /// assert_eq!(dr, 2);
    /// ```
    cairn_house, load: units
}

system! {
    /// Gods & Monsters: every crate's part of the system in one place.
    ///
    /// `use osr::gods_and_monsters::*` brings `check`, `equipment`,
    /// `encumbrance` (the bulk model), `health`, `advancement`, `magic`,
    /// `travel`, `combat` and (feature `sheet`) `sheet`, each the crate's
    /// `gods_and_monsters` module.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::gods_and_monsters::*;
    ///
    /// // A sword made for a medium creature, carried by a small one.
    /// let size = encumbrance::Size::Small;
    /// assert_eq!(size.steps_to(encumbrance::Size::Medium), 1);
    /// ```
    gods_and_monsters, load: bulk::gods_and_monsters
}

system! {
    /// Murdham: every crate's part of the system in one place.
    ///
    /// `use osr::murdham::*` brings `check`, `equipment`,
    /// `encumbrance` (the bulk and size model), `health`, `advancement`, `magic`,
    /// `travel`, `combat` and (feature `sheet`) `sheet`, each the crate's
    /// `murdham` module.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::murdham::*;
    ///
    /// // Eight medium creatures fit in a zone.
    /// assert_eq!(encumbrance::Size::Medium.per_zone(), Some(8));
    /// ```
    murdham, load: bulk::murdham
}

system! {
    /// Block, Dodge, Parry: every crate's part of the system in one place.
    ///
    /// `use osr::block_dodge_parry::*` brings `check`, `equipment`,
    /// `encumbrance` (the slots model), `health`, `advancement`, `magic`,
    /// `travel`, `combat` and (feature `sheet`) `sheet`, each the crate's
    /// `block_dodge_parry` module.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::block_dodge_parry::*;
    /// use osr::encumbrance::LoadModel as _;
    ///
    /// // Ten slots, the last three taken by fatigue: full.
    /// let pack = encumbrance::Inventory { items: 7, fatigue: 3, ..Default::default() };
    /// assert_eq!(pack.assess()?.state(), encumbrance::State::Full);
    /// # Ok::<(), osr::encumbrance::Error>(())
    /// ```
    block_dodge_parry, load: slots
}

/// The reference generator: PCG 64-bit MCG (`rand_pcg::Pcg64Mcg`).
///
/// osr's known-answer tests pin the faces this generator gives through the
/// osr sampler. It is fast and small, not cryptographic: fine for games,
/// wrong for lotteries.
///
/// # Examples
///
/// ```
/// use osr::core::{rand_core::SeedableRng, Die};
/// use osr::DefaultRng;
///
/// let mut rng = DefaultRng::seed_from_u64(1);
/// assert_eq!(Die::D6.roll(&mut rng)?, 6);
/// # Ok::<(), osr::core::Error>(())
/// ```
#[cfg(feature = "rng")]
pub type DefaultRng = rand_pcg::Pcg64Mcg;

/// The reference generator seeded from a number, the way osr's known-answer
/// tests seed it (`SeedableRng::seed_from_u64`).
///
/// # Examples
///
/// ```
/// use osr::core::Die;
///
/// let mut rng = osr::seeded(42);
/// let faces = [Die::D6, Die::D6, Die::D6, Die::D6].map(|d| d.roll(&mut rng));
/// assert_eq!(faces, [Ok(2), Ok(6), Ok(3), Ok(5)]);
/// ```
#[cfg(feature = "rng")]
#[must_use]
pub fn seeded(seed: u64) -> DefaultRng {
    use osr_core::rand_core::SeedableRng;
    DefaultRng::seed_from_u64(seed)
}

/// Long-form documentation: the design answers, the architecture, the dice
/// notation reference, one page per rule system, the guide to extending
/// osr, and the performance figures. Each page's examples run as doctests.
#[cfg(all(feature = "dice", feature = "check", feature = "rng"))]
// The pages are written for reading on their own too, with identifiers in
// prose where a table or a figure reads better without backticks.
#[allow(clippy::doc_markdown)]
pub mod _documentation {
    #[doc = include_str!("../docs/design.md")]
    pub mod design {}

    #[doc = include_str!("../docs/architecture.md")]
    pub mod architecture {}

    #[doc = include_str!("../docs/dice-notation.md")]
    pub mod dice_notation {}

    #[doc = include_str!("../docs/extending.md")]
    pub mod extending {}

    #[doc = include_str!("../docs/expeditions.md")]
    pub mod expeditions {}

    #[doc = include_str!("../docs/performance.md")]
    pub mod performance {}

    /// One page per rule system: its resolution rules, and the API that
    /// implements each rule.
    pub mod systems {
        #[doc = include_str!("../docs/systems/3d6-constitution.md")]
        pub mod constitution {}

        #[doc = include_str!("../docs/systems/cairn-house-rules.md")]
        pub mod cairn_house {}

        #[doc = include_str!("../docs/systems/gods-and-monsters.md")]
        pub mod gods_and_monsters {}

        #[doc = include_str!("../docs/systems/murdham.md")]
        pub mod murdham {}

        #[doc = include_str!("../docs/systems/block-dodge-parry.md")]
        pub mod block_dodge_parry {}
    }
}

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
