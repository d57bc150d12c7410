//! Gods & Monsters sheets: Toromeen's creation, every sheet rule with the
//! rulebook's numbers, import, play (buying, damage, rest, levels, a
//! fight), non-player characters and the versioned JSON.

#[cfg(feature = "serde")]
mod forged;
mod import;
#[cfg(feature = "serde")]
mod json;
mod play;
mod rules;
mod spells;
mod toromeen;

use osr_core::SuppliedFaces;
use osr_sheet::gods_and_monsters::{Choices, Created, Creation};

/// Toromeen's faces: the six 4d6 rolls of the rulebook, then 31 on 8d6
/// for age and 10 on 2d6 for height (the rulebook gives only the totals).
pub(super) const TOROMEEN_FACES: [u32; 34] = [
    2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3, // abilities
    4, 4, 4, 4, 4, 4, 4, 3, // age 8d6 = 31
    4, 6, // height 2d6 = 10
];

pub(crate) fn toromeen() -> Created {
    Creation::roll(
        &Choices::toromeen(),
        &mut SuppliedFaces::new(&TOROMEEN_FACES),
    )
    .expect("Toromeen is created")
}
