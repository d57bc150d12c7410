//! Spell slots (TC-12.5): one of each level up to the caster's.

use alloc::vec;
use alloc::vec::Vec;

use super::{CasterLevel, SpellLevel};
use crate::Error;

/// The spell slots of a caster (TC-12.5): one slot of each level from 1 to
/// the caster's level, so at most as many spells as the level; a spell
/// fits a slot of its own level or higher.
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::{CasterLevel, SpellLevel, Slots};
///
/// let slots = Slots::new(CasterLevel::new(4)?);
/// let levels = |l: &[u32]| l.iter().map(|&l| SpellLevel::new(l)).collect::<Result<Vec<_>, _>>();
/// // Levels 1, 2, 2 and 4 fit: one level-2 spell goes in the level-3 slot.
/// assert_eq!(slots.fit(&levels(&[1, 2, 2, 4])?)?, [1, 2, 3, 4]);
/// assert!(!slots.fits(&levels(&[3, 3, 3])?));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Slots {
    level: CasterLevel,
}

impl Slots {
    /// The slots of a caster of this level.
    #[must_use]
    pub const fn new(level: CasterLevel) -> Self {
        Self { level }
    }

    /// The caster's level: the number of slots and the highest slot.
    #[must_use]
    pub const fn caster_level(&self) -> CasterLevel {
        self.level
    }

    /// The slot levels, 1 to the caster's level.
    pub fn levels(&self) -> impl Iterator<Item = u32> {
        1..=self.level.get()
    }

    /// Assigns each spell a slot: the answer holds, for each spell in the
    /// order given, the level of the slot it takes.
    ///
    /// The spells are taken from the highest level down, and each takes
    /// the lowest free slot of its level or higher. This never fails when
    /// any assignment exists: a spell at least as high as every spell still
    /// to come leaves those spells the most room by taking the lowest slot
    /// it can, since every slot it could take they could take too (the
    /// crate's tests check it against trying every assignment). With one
    /// slot of each level it amounts to: sorted from the lowest, the i-th of
    /// n spells (from 1) is at most `L - n + i`.
    ///
    /// # Errors
    ///
    /// [`Error::SpellsDoNotFit`] when no assignment exists: more spells
    /// than slots, or too many high spells.
    pub fn fit(&self, spells: &[SpellLevel]) -> Result<Vec<u32>, Error> {
        let refuse = || Error::SpellsDoNotFit {
            spells: spells.len(),
            caster_level: self.level.get(),
        };
        let slots = usize::try_from(self.level.get()).map_err(|_| refuse())?;
        if spells.len() > slots {
            return Err(refuse());
        }
        let mut order: Vec<usize> = (0..spells.len()).collect();
        order.sort_by(|&a, &b| spells[b].cmp(&spells[a]));
        // free[i]: whether the slot of level i + 1 is free.
        let mut free = vec![true; slots];
        let mut assigned = vec![0_u32; spells.len()];
        for index in order {
            let lowest = usize::try_from(spells[index].get() - 1).map_err(|_| refuse())?;
            let slot = (lowest..slots).find(|&s| free[s]).ok_or_else(refuse)?;
            free[slot] = false;
            assigned[index] = u32::try_from(slot + 1).map_err(|_| refuse())?;
        }
        Ok(assigned)
    }

    /// Whether the spells fit the slots.
    #[must_use]
    pub fn fits(&self, spells: &[SpellLevel]) -> bool {
        self.fit(spells).is_ok()
    }
}
