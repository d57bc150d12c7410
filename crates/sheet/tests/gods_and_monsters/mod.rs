//! Gods & Monsters sheets: Toromeen's creation, every sheet rule with the
//! rulebook's numbers, import, play (buying, damage, rest, levels, a
//! fight), non-player characters and the versioned JSON.

#[cfg(feature = "serde")]
mod built;
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
use osr_health::gods_and_monsters::Vitals;
use osr_sheet::gods_and_monsters::{Choices, Created, Creation, Gain, Sheet};

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

/// The level gains `sheet` rolls on its way to `level` with every d10
/// showing 1, and full vitals at the maxima they give: a progress the
/// rules can reach, to build a sheet of that level from given values.
pub(crate) fn rolled_progress(sheet: &Sheet, level: u32) -> (Vec<Gain>, Vitals) {
    let mut rolled = sheet.clone();
    rolled
        .gain_xp(500 * u64::from(level) * u64::from(level - 1))
        .expect("the XP of the level");
    while rolled.levels_due() > 0 {
        rolled
            .level_up(&mut SuppliedFaces::new(&[1]))
            .expect("a level rolled");
    }
    let vitals = Vitals::new(rolled.max_survival(), rolled.max_verve()).expect("the maxima");
    (rolled.gains().to_vec(), vitals)
}
