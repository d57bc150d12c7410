//! Casting from the sheet through osr-magic, its cost applied to the
//! caster: the encumbrance that forbids it is the sheet's own, and the
//! spellbook's fatigue lands on the sheet's health and load.

use osr_core::FaceSource;
use osr_health::cairn_house::{FatigueSource, Report};
use osr_magic::cairn_house::{Cast, Casting};

use super::Sheet;
use crate::Error;

/// A spell cast from a sheet ([`Sheet::cast`]): the cast as osr-magic
/// reports it, and what its cost did to the caster.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Spellcast {
    /// The spell, its WIL save in danger, whether a scroll is gone.
    pub cast: Cast,
    /// The fatigue a spellbook adds, as osr-health reports it; `None`
    /// for a scroll, which costs nothing.
    pub cost: Option<Report>,
}

impl Sheet {
    /// Casts `casting` (osr-magic's) and applies its cost: a spellbook adds
    /// a fatigue to the caster's health, which the load then counts
    /// (CH-enc.fatigue). Whether the caster is encumbered is the sheet's
    /// load, whatever `casting` says (CH-magic.encumbered); the hands free
    /// and the danger are the caller's, as the table sees them.
    ///
    /// # Errors
    ///
    /// osr-health's `Dead` for a dead caster (from a scroll too), or for
    /// fatigue past its range; osr-magic's errors (`Encumbered`,
    /// `HandsNotFree`); the face source's. The sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::cairn_house::{Casting, Source, Spell, SpellLevel};
    /// use osr_sheet::cairn_house::{Character, Sheet};
    ///
    /// let book = Source::Spellbook { spell: Spell::Fireball, level: SpellLevel::new(3)? };
    /// let mut mage = Sheet::new(Character::new(4, [9, 12, 15])?)?;
    /// let spell = mage.cast(Casting::new(book), &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!((spell.cast.fatigue(), mage.health().fatigue()), (1, 1));
    /// // Carrying a supply unit: encumbered, no casting.
    /// let mut porter = mage.with_units(1, 0)?;
    /// assert!(porter.cast(Casting::new(book), &mut SuppliedFaces::new(&[])).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cast<S: FaceSource + ?Sized>(
        &mut self,
        casting: Casting,
        source: &mut S,
    ) -> Result<Spellcast, Error> {
        if self.health.is_dead() {
            return Err(osr_health::Error::Dead.into());
        }
        let mut next = self.clone();
        let casting = casting.encumbered(next.health.is_encumbered());
        let cast = casting.cast(source)?;
        let cost = if cast.fatigue() > 0 {
            Some(next.health.add_fatigue(FatigueSource::SpellbookCast)?)
        } else {
            None
        };
        *self = next;
        Ok(Spellcast { cast, cost })
    }
}
