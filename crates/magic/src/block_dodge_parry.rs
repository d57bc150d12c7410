//! Block, Dodge, Parry: manipulating a spell is a WIL save, and casting
//! can add Fatigue.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.1.spell-wil: WIL saves are used when manipulating spells | [`SPELL_ABILITY`], [`spell_save`] |
//! | BDP-1.6.spell-fatigue: casting spells can add Fatigue | [`SpellFatigue`], [`FatigueAdded`] |
//!
//! The spells themselves, and how much Fatigue each adds, are defined
//! outside these rules: the amount is the caller's input.

use osr_check::block_dodge_parry::{Ability, Save};

use crate::Error;

/// The ability spells are manipulated with: WIL.
pub const SPELL_ABILITY: Ability = Ability::Wil;

/// The save to manipulate a spell (BDP-1.1.spell-wil): osr-check's save
/// against the caster's WIL.
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a WIL outside osr-check's range.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved};
/// use osr_magic::block_dodge_parry::spell_save;
///
/// let save = spell_save(12)?;
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Pass);
/// assert_eq!(save.odds().probability(&PassFail::Pass), Some(osr_check::ratio(12, 20)));
/// # Ok::<(), osr_magic::Error>(())
/// ```
pub fn spell_save(wil: i32) -> Result<Save, Error> {
    Ok(Save::new(wil)?)
}

osr_core::bounded! {
    error: crate::Error;
    /// Fatigue carried: each fills one of the 10 inventory slots.
    pub struct Fatigue(u32) in 0..=10, "fatigue";
}

/// The Fatigue a spell adds when cast (BDP-1.6.spell-fatigue): the
/// amount comes from the spell's own rules.
///
/// # Examples
///
/// ```
/// use osr_magic::block_dodge_parry::{Fatigue, SpellFatigue};
///
/// let added = SpellFatigue::new(1).cast(Fatigue::new(9)?)?;
/// assert_eq!((added.to.get(), added.slots_full), (10, true));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct SpellFatigue {
    per_cast: u32,
}

/// Fatigue added by a cast. With the `serde` feature reading it back
/// checks that fatigue did not go down and that the slots are full
/// exactly when the fatigue reached 10.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryFatigueAdded"))]
#[cfg_attr(feature = "serde", serde(try_from = "FatigueAddedFields"))]
pub struct FatigueAdded {
    /// Fatigue before.
    pub from: Fatigue,
    /// Fatigue after.
    pub to: Fatigue,
    /// Whether all 10 slots are now full (which sets HP to 0).
    pub slots_full: bool,
}

/// A [`FatigueAdded`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct FatigueAddedFields {
    /// Fatigue before.
    from: Fatigue,
    /// Fatigue after.
    to: Fatigue,
    /// Whether all 10 slots are now full (which sets HP to 0).
    slots_full: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<FatigueAddedFields> for FatigueAdded {
    type Error = Error;

    fn try_from(f: FatigueAddedFields) -> Result<Self, Error> {
        if f.to < f.from || f.slots_full != (f.to.get() == Fatigue::MAX) {
            return Err(Error::Inconsistent {
                what: "the fatigue",
            });
        }
        Ok(Self {
            from: f.from,
            to: f.to,
            slots_full: f.slots_full,
        })
    }
}

impl SpellFatigue {
    /// A spell that adds `per_cast` Fatigue.
    #[must_use]
    pub const fn new(per_cast: u32) -> Self {
        Self { per_cast }
    }

    /// Casts it.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the Fatigue would pass the 10
    /// slots.
    pub fn cast(&self, fatigue: Fatigue) -> Result<FatigueAdded, Error> {
        let to = Fatigue::new(i64::from(fatigue.get()) + i64::from(self.per_cast))?;
        Ok(FatigueAdded {
            from: fatigue,
            to,
            slots_full: to.get() == Fatigue::MAX,
        })
    }
}
