//! Block, Dodge, Parry: ability damage and the Critical Damage Save with
//! its injury table, falls and the other environmental hazards.
//!
//! Abilities and the save are osr-check's
//! ([`osr_check::block_dodge_parry::Ability`],
//! [`osr_check::block_dodge_parry::Save`]): a d20 at most the score passes,
//! a 1 always passes and a 20 always fails. Scores run from 0 up.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.7.3.cds: a save against the ability after the damage | [`CriticalDamageSave`] |
//! | BDP-1.7.3.str, .dex, .wil: what a failed save or a score of 0 does | [`Critical`] |
//! | BDP-1.7.3.injury-table, BDP-1.7.3.head: where a STR injury lands | [`INJURY_AREAS`], [`HEAD_WOUNDS`], [`Injury`] |
//! | BDP-1.7.3.severe-wound: every injury adds a Severe wound | [`CriticalRoll::severe_wound`] |
//! | BDP-1.7.1.fall: 1d10 STR per floor | [`Fall`] |

use num_rational::BigRational;
use osr_check::{Naturals, Odds, RollUnder};

mod critical;
mod fall;

pub use self::critical::{
    Area, Critical, CriticalDamageSave, CriticalRoll, HEAD_WOUNDS, HeadWound, INJURY_AREAS, Injury,
    Loss,
};
pub use self::fall::{Fall, FallRoll, Floors, MAX_FLOORS};

/// Whether a d20 face passes a save against `ability` (1 always passes, 20
/// always fails).
fn save_passes(ability: i32, face: u32) -> bool {
    RollUnder::new(ability)
        .naturals(Naturals::OnePassesTwentyFails)
        .passes(face)
}

/// Odds from weights this module enumerated over every face of every die,
/// which sum to exactly 1 by construction.
///
/// # Panics
///
/// When the weights do not sum to 1 or one is negative: a defect in the
/// enumeration (the tests check every procedure's odds against an
/// independent enumeration), never a consequence of input.
fn exact_odds<B: Ord>(
    weights: impl IntoIterator<Item = (B, BigRational)>,
    tail: Option<(B, BigRational)>,
) -> Odds<B> {
    match Odds::new(weights, tail) {
        Ok(odds) => odds,
        Err(err) => unreachable!("enumerated odds are a distribution: {err}"),
    }
}
