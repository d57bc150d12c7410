//! Casting from a spellbook or a scroll, the WIL save in danger,
//! interruptions and counterspells.

use alloc::vec::Vec;

use osr_check::cairn_house::Save;
use osr_check::{Check, Odds, PassFail, Resolved, Rolled};
use osr_core::FaceSource;

use super::{Effect, Spell, SpellLevel};
use crate::Error;

/// The combat phase a spell is cast in: phase 1, "magic, cast"
/// (CH-magic.cast-time).
pub const CAST_PHASE: u32 = 1;
/// The combat phase a spell cast in phase 1 takes effect: phase 5,
/// "magic, effect".
pub const EFFECT_PHASE: u32 = 5;

/// The default duration of a spell (CH-magic.duration): 10 minutes per
/// spell level, one dungeon turn per level.
///
/// # Examples
///
/// ```
/// use osr_magic::cairn_house::{SpellLevel, default_duration_minutes};
///
/// assert_eq!(default_duration_minutes(SpellLevel::new(3)?), 30);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[must_use]
pub const fn default_duration_minutes(level: SpellLevel) -> u32 {
    10 * level.get()
}

/// What a spell is cast from: a spellbook, which holds one spell and adds
/// a fatigue per cast, or a scroll, which adds none and is gone after one
/// use. The spell's level is kept with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "from"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseSpellSource"))]
pub enum Source {
    /// A spellbook of one spell.
    Spellbook {
        /// The spell.
        spell: Spell,
        /// Its level.
        level: SpellLevel,
    },
    /// A scroll of one spell.
    Scroll {
        /// The spell.
        spell: Spell,
        /// Its level.
        level: SpellLevel,
    },
}

impl Source {
    /// The spell.
    #[must_use]
    pub const fn spell(&self) -> Spell {
        match *self {
            Self::Spellbook { spell, .. } | Self::Scroll { spell, .. } => spell,
        }
    }

    /// The spell's level.
    #[must_use]
    pub const fn level(&self) -> SpellLevel {
        match *self {
            Self::Spellbook { level, .. } | Self::Scroll { level, .. } => level,
        }
    }

    /// The fatigue a use adds: 1 from a spellbook, 0 from a scroll.
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        match self {
            Self::Spellbook { .. } => 1,
            Self::Scroll { .. } => 0,
        }
    }

    /// Whether a use consumes it: a scroll's does.
    #[must_use]
    pub const fn consumed(&self) -> bool {
        matches!(self, Self::Scroll { .. })
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// Free hands: 0, 1 or 2.
    pub struct HandsFree(u32) in 0..=2, "free hands";
}

/// Casting a spell from a spellbook or scroll: refused while encumbered or
/// without both hands free; a WIL save when the referee calls for one in
/// danger.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::cairn_house::Save;
/// use osr_magic::cairn_house::{Casting, Source, Spell, SpellLevel};
///
/// let book = Source::Spellbook { spell: Spell::Fireball, level: SpellLevel::new(3)? };
/// let cast = Casting::new(book).cast(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!((cast.fatigue(), cast.consumed()), (1, false));
///
/// // In danger, WIL 9: a 12 fails the save, a mishap for the referee.
/// let risky = Casting::new(book).in_danger(Save::new(9)?);
/// assert!(risky.cast(&mut SuppliedFaces::new(&[12]))?.mishap());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Casting {
    source: Source,
    #[cfg_attr(feature = "serde", serde(default = "two_hands"))]
    hands_free: HandsFree,
    #[cfg_attr(feature = "serde", serde(default))]
    encumbered: bool,
    #[cfg_attr(feature = "serde", serde(default))]
    enhanced: bool,
    #[cfg_attr(feature = "serde", serde(default))]
    danger: Option<Save>,
}

#[cfg(feature = "serde")]
const fn two_hands() -> HandsFree {
    HandsFree(2)
}

impl Casting {
    /// Casting from `source` with both hands free, unencumbered, in safety.
    #[must_use]
    pub const fn new(source: Source) -> Self {
        Self {
            source,
            hands_free: HandsFree(2),
            encumbered: false,
            enhanced: false,
            danger: None,
        }
    }

    /// The same casting with this many hands free.
    #[must_use]
    pub const fn with_hands_free(self, hands_free: HandsFree) -> Self {
        Self { hands_free, ..self }
    }

    /// The same casting by an encumbered caster or not.
    #[must_use]
    pub const fn encumbered(self, encumbered: bool) -> Self {
        Self { encumbered, ..self }
    }

    /// The same casting, enhanced or not: with time and safety this costs
    /// nothing more (CH-magic.enhance).
    #[must_use]
    pub const fn enhanced(self, enhanced: bool) -> Self {
        Self { enhanced, ..self }
    }

    /// The same casting in danger, where the referee asks for a WIL save
    /// against `wil` (CH-magic.danger-save).
    #[must_use]
    pub const fn in_danger(self, wil: Save) -> Self {
        Self {
            danger: Some(wil),
            ..self
        }
    }

    /// What is cast from.
    #[must_use]
    pub const fn source(&self) -> Source {
        self.source
    }

    /// Casts the spell: the spellbook's fatigue or the scroll's use is
    /// paid, the WIL save in danger rolled.
    ///
    /// # Errors
    ///
    /// [`Error::Encumbered`] for an encumbered caster,
    /// [`Error::HandsNotFree`] without both hands free, or the face source's
    /// error.
    pub fn cast<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Cast, Error> {
        if self.encumbered {
            return Err(Error::Encumbered);
        }
        if self.hands_free.get() < 2 {
            return Err(Error::HandsNotFree);
        }
        let danger_save = match self.danger {
            Some(wil) => Some(wil.roll(source)?),
            None => None,
        };
        Ok(Cast {
            source: self.source,
            enhanced: self.enhanced,
            danger_save,
            lost: false,
        })
    }

    /// The exact odds of a mishap: the WIL save's failure in danger, none
    /// in safety.
    #[must_use]
    pub fn odds(&self) -> Odds<PassFail> {
        match self.danger {
            Some(wil) => wil.odds(),
            None => Odds::certain(PassFail::Pass),
        }
    }
}

/// A cast spell: what it cost, the WIL save if one was rolled, and whether
/// an interruption lost it. With the `serde` feature the save reads back
/// checked against its die, as osr-check checks every save.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Cast {
    source: Source,
    enhanced: bool,
    danger_save: Option<osr_check::Save>,
    lost: bool,
}

impl Cast {
    /// The spell.
    #[must_use]
    pub const fn spell(&self) -> Spell {
        self.source.spell()
    }

    /// What the spell does, in numbers, at its level.
    #[must_use]
    pub const fn effect(&self) -> Effect {
        self.source.spell().effect(self.source.level())
    }

    /// The fatigue the cast adds: 1 from a spellbook, 0 from a scroll.
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        self.source.fatigue()
    }

    /// Whether the scroll is gone.
    #[must_use]
    pub const fn consumed(&self) -> bool {
        self.source.consumed()
    }

    /// Whether the cast was enhanced.
    #[must_use]
    pub const fn is_enhanced(&self) -> bool {
        self.enhanced
    }

    /// The WIL save rolled in danger.
    #[must_use]
    pub const fn danger_save(&self) -> Option<&osr_check::Save> {
        self.danger_save.as_ref()
    }

    /// Whether the danger save failed: terrible consequences for the
    /// referee to narrate.
    #[must_use]
    pub const fn mishap(&self) -> bool {
        match &self.danger_save {
            Some(save) => !save.passed(),
            None => false,
        }
    }

    /// Whether the spell was lost to an interruption.
    #[must_use]
    pub const fn lost(&self) -> bool {
        self.lost
    }

    /// Whether the spell takes effect in phase 5: not lost.
    #[must_use]
    pub const fn takes_effect(&self) -> bool {
        !self.lost
    }

    /// The caster is hit between the cast and the effect: a WIL save
    /// against `wil`; a failure loses the spell as if it were cast (its
    /// fatigue and scroll stay paid).
    ///
    /// # Errors
    ///
    /// The face source's error (nothing changes then).
    pub fn hit_while_casting<S: FaceSource + ?Sized>(
        &mut self,
        wil: Save,
        source: &mut S,
    ) -> Result<Interruption, Error> {
        let save = wil.roll(source)?;
        if !save.passed() {
            self.lost = true;
        }
        Ok(Interruption { save })
    }

    /// Every die rolled for the cast, in order.
    #[must_use]
    pub fn dice(&self) -> Vec<Rolled> {
        self.danger_save
            .as_ref()
            .map(|s| s.dice().to_vec())
            .unwrap_or_default()
    }
}

/// A WIL save made when hit while casting.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Interruption {
    /// The save.
    pub save: osr_check::Save,
}

impl Interruption {
    /// Whether the spell was lost.
    #[must_use]
    pub const fn lost(&self) -> bool {
        !self.save.passed()
    }
}

/// A counterspell (CH-magic.counterspell): expending one use protects one
/// person per spell level from one spell; from a spellbook it costs 1
/// fatigue, a scroll is consumed.
///
/// # Examples
///
/// ```
/// use osr_magic::cairn_house::{Counterspell, Source, Spell, SpellLevel};
///
/// let book = Source::Spellbook { spell: Spell::Knock, level: SpellLevel::new(2)? };
/// let counter = Counterspell::new(book);
/// assert_eq!((counter.protected(), counter.fatigue(), counter.consumed()), (2, 1, false));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Counterspell {
    source: Source,
}

impl Counterspell {
    /// Expending `source` as a counterspell.
    #[must_use]
    pub const fn new(source: Source) -> Self {
        Self { source }
    }

    /// The persons protected from one spell: the spell level.
    #[must_use]
    pub const fn protected(&self) -> u32 {
        self.source.level().get()
    }

    /// The spells each is protected from: one.
    #[must_use]
    pub const fn spells_stopped(&self) -> u32 {
        1
    }

    /// The fatigue: 1 from a spellbook, 0 from a scroll.
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        self.source.fatigue()
    }

    /// Whether a scroll was consumed.
    #[must_use]
    pub const fn consumed(&self) -> bool {
        self.source.consumed()
    }
}
