//! 3d6 Constitution sheets: creation, derived bonuses, operations through
//! the domain crates, a fight and back, and the versioned JSON.

mod built;
mod creation;
mod deprivation;
mod derived;
mod expedition;
#[cfg(feature = "serde")]
mod forged;
#[cfg(feature = "serde")]
mod json;
mod operations;

use osr_core::SuppliedFaces;
use osr_sheet::constitution::{Abilities, Choices, Class, Created, Creation, Sheet};

/// STR [3, 5, 6]; WIT [2, 2, 5]; KNO [4, 4, 3]; WIL [6, 1, 1];
/// CHA [5, 5, 5]; HP [4].
pub(crate) const FACES: [u32; 16] = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];

pub(crate) fn created(choices: &Choices) -> Created {
    Creation::roll(choices, &mut SuppliedFaces::new(&FACES)).unwrap()
}

/// A sheet of `class` at the level `xp` reaches, with these scores and
/// `hp` hit points.
pub(crate) fn at(class: Option<Class>, xp: u64, scores: [i32; 5], hp: u32) -> Sheet {
    let sheet = Sheet::new(Abilities::new(scores).unwrap(), hp.min(6))
        .unwrap()
        .with_class(class)
        .unwrap()
        .with_xp(xp)
        .unwrap();
    let health = sheet.health().clone().with_hp(hp).unwrap();
    sheet.with_health(health).unwrap()
}
