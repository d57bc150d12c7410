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
//! | `sheet` | `osr-sheet` | character sheets: creation by the rules, import, versioned JSON (Cairn House Rules so far; feature `sheet`, not default) |
//!
//! The README's crate table says which crates exist.
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
//! - `sheet`: `osr::sheet`, character sheets (Cairn House Rules so far).
//! - `rng` (default): [`DefaultRng`] and [`seeded`], the reference generator.
//! - `std` (default): std-only conveniences of the enabled crates.
//! - `serde`: serde support in every enabled crate.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

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
