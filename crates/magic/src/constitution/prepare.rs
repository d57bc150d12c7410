//! Preparing spells with Goetia and casting them from their slots
//! (TC-12.3 to TC-12.7).

use alloc::string::String;
use alloc::vec::Vec;

use osr_check::constitution::{PercentileCheck, PercentileRoll, Skill};
use osr_check::{Check, Odds, PassFail};
use osr_core::FaceSource;

use super::{CasterLevel, Slots, Specialisation, Specialisations, SpellLevel, SpellRating};
use crate::Error;

/// Hours it takes to prepare spells (TC-12.3).
pub const PREPARING_HOURS: u32 = 2;

/// A spell a character knows (TC-12.1): its name, its level and the
/// character's rating in it.
///
/// With the `serde` feature it is `{"name": "Fire Bolt", "level": 1,
/// "rating": 60}`, each number read through its range.
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::{KnownSpell, SpellRating, SpellLevel};
///
/// let bolt = KnownSpell::new("Fire Bolt", SpellLevel::new(1)?, SpellRating::new(60)?);
/// assert_eq!((bolt.name(), bolt.level().get(), bolt.rating().get()), ("Fire Bolt", 1, 60));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct KnownSpell {
    /// The spell's name.
    name: String,
    level: SpellLevel,
    rating: SpellRating,
}

impl KnownSpell {
    /// A spell known at `rating`.
    #[must_use]
    pub fn new(name: impl Into<String>, level: SpellLevel, rating: SpellRating) -> Self {
        Self {
            name: name.into(),
            level,
            rating,
        }
    }

    /// The spell's name, as the campaign calls it.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The spell's level.
    #[must_use]
    pub const fn level(&self) -> SpellLevel {
        self.level
    }

    /// The rating.
    #[must_use]
    pub const fn rating(&self) -> SpellRating {
        self.rating
    }

    /// Whether the spell is known at all: a rating above 0%.
    #[must_use]
    pub const fn is_known(&self) -> bool {
        self.rating.get() > 0
    }

    /// The same spell at another rating (after study or an improvement).
    #[must_use]
    pub fn with_rating(self, rating: SpellRating) -> Self {
        Self { rating, ..self }
    }
}

/// A caster as the magic rules see one: level, sage specialisations and
/// whether the spell book is at hand.
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::{Caster, CasterLevel, KnownSpell, SpellRating, Specialisation,
///     Specialisations, SpellLevel};
///
/// // A level-2 sage with Goetia prepares the level-1 spell X twice (rules TC-12.5, TC-12.6).
/// let sage = Caster::new(CasterLevel::new(2)?, Specialisations::of(&[Specialisation::Goetia]));
/// let x = KnownSpell::new("X", SpellLevel::new(1)?, SpellRating::new(60)?);
/// let prepared = sage.prepare(&[x.clone(), x], 0)?;
/// assert_eq!(prepared.slots(), [1, 2]);
/// assert_eq!(prepared.fatigue(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Caster {
    /// The caster's level (1 to 100): one slot of each spell level up to it.
    level: CasterLevel,
    /// The magic-related sage specialisations.
    specialisations: Specialisations,
    /// Whether the spell book is at hand (TC-12.7); at hand when left out.
    #[cfg_attr(feature = "serde", serde(default = "at_hand"))]
    spell_book: bool,
}

/// A caster read without `spell_book` has it at hand.
#[cfg(feature = "serde")]
const fn at_hand() -> bool {
    true
}

impl Caster {
    /// A caster with the spell book at hand.
    #[must_use]
    pub const fn new(level: CasterLevel, specialisations: Specialisations) -> Self {
        Self {
            level,
            specialisations,
            spell_book: true,
        }
    }

    /// The same caster with or without the spell book (TC-12.7).
    #[must_use]
    pub const fn with_spell_book(self, spell_book: bool) -> Self {
        Self { spell_book, ..self }
    }

    /// The level.
    #[must_use]
    pub const fn level(&self) -> CasterLevel {
        self.level
    }

    /// The sage specialisations.
    #[must_use]
    pub const fn specialisations(&self) -> Specialisations {
        self.specialisations
    }

    /// Whether the spell book is at hand.
    #[must_use]
    pub const fn has_spell_book(&self) -> bool {
        self.spell_book
    }

    /// The caster's slots (TC-12.5).
    #[must_use]
    pub const fn slots(&self) -> Slots {
        Slots::new(self.level)
    }

    /// Prepares spells (TC-12.3): two hours with the spell book, each spell
    /// in a slot of its level or higher, the same spell as often as wanted
    /// (TC-12.6). `earlier_today` counts the preparations already made
    /// today: any after the first gives 1 fatigue (TC-12.4). The new
    /// preparation replaces whatever was prepared before.
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without Goetia (TC-12.3),
    /// [`Error::NoSpellBook`] without the spell book (TC-12.7),
    /// [`Error::UnknownId`] for a spell rated 0% (not known), and
    /// [`Error::SpellsDoNotFit`] when the spells do not fit the slots.
    pub fn prepare(&self, spells: &[KnownSpell], earlier_today: u32) -> Result<Prepared, Error> {
        if !self.specialisations.has(Specialisation::Goetia) {
            return Err(Error::NotInitiated {
                what: "preparing spells",
                needs: "goetia or a similar initiation",
            });
        }
        if !self.spell_book {
            return Err(Error::NoSpellBook);
        }
        if let Some(unknown) = spells.iter().find(|s| !s.is_known()) {
            return Err(Error::UnknownId {
                what: "spell",
                id: unknown.name.clone(),
            });
        }
        let levels: Vec<SpellLevel> = spells.iter().map(KnownSpell::level).collect();
        let slots = self.slots().fit(&levels)?;
        Ok(Prepared {
            caster_level: self.level,
            spells: spells
                .iter()
                .zip(slots)
                .map(|(spell, slot)| PreparedSpell {
                    spell: spell.clone(),
                    slot,
                    cast: false,
                })
                .collect(),
            fatigue: u32::from(earlier_today > 0),
        })
    }
}

/// One prepared spell: the spell, its slot and whether it has been cast.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PreparedSpell {
    /// The spell.
    pub spell: KnownSpell,
    /// The level of the slot it takes.
    pub slot: u32,
    /// Whether it has been cast (a casting uses it up).
    pub cast: bool,
}

/// Spells prepared for the day (TC-12.3): each in its slot, cast one at a
/// time with a d100 at most its rating.
///
/// With the `serde` feature it is `{"caster_level": 2, "spells": [...],
/// "fatigue": 0}`; reading it back checks that the slots are the caster's,
/// each used once, each at least its spell's level, and the fatigue 0 or 1.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{PassFail, Resolved};
/// use osr_magic::constitution::{Caster, CasterLevel, KnownSpell, SpellRating, Specialisation,
///     Specialisations, SpellLevel};
///
/// let sage = Caster::new(CasterLevel::new(2)?, Specialisations::of(&[Specialisation::Goetia]));
/// let x = KnownSpell::new("X", SpellLevel::new(1)?, SpellRating::new(60)?);
/// let mut prepared = sage.prepare(&[x.clone(), x], 0)?;
/// // d100 44 is at most 60: the spell works (rule TC-12.3); 71 fails.
/// assert_eq!(prepared.cast(0, &mut SuppliedFaces::new(&[44]))?.roll().band(), PassFail::Pass);
/// assert_eq!(prepared.cast(1, &mut SuppliedFaces::new(&[71]))?.roll().band(), PassFail::Fail);
/// assert!(prepared.cast(0, &mut SuppliedFaces::new(&[1])).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "PreparedFields"))]
pub struct Prepared {
    caster_level: CasterLevel,
    spells: Vec<PreparedSpell>,
    fatigue: u32,
}

/// A [`Prepared`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct PreparedFields {
    /// The caster's level: one slot of each level from 1 to it.
    caster_level: CasterLevel,
    /// The spells prepared, each in a slot of at least its level, each slot used once.
    spells: Vec<PreparedSpell>,
    /// Fatigue from preparing a second time the same day, 0 or 1.
    fatigue: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<PreparedFields> for Prepared {
    type Error = Error;

    fn try_from(fields: PreparedFields) -> Result<Self, Error> {
        let top = fields.caster_level.get();
        let slots = usize::try_from(top).map_err(|_| Error::Inconsistent { what: "the slots" })?;
        let mut used = alloc::vec![false; slots];
        for spell in &fields.spells {
            let index = spell
                .slot
                .checked_sub(1)
                .and_then(|i| usize::try_from(i).ok());
            let fits = spell.slot >= spell.spell.level.get() && spell.spell.is_known();
            match index.and_then(|i| used.get_mut(i)) {
                Some(slot) if !*slot && fits => *slot = true,
                _ => return Err(Error::Inconsistent { what: "the slots" }),
            }
        }
        if fields.fatigue > 1 {
            return Err(Error::Inconsistent {
                what: "the fatigue",
            });
        }
        Ok(Self {
            caster_level: fields.caster_level,
            spells: fields.spells,
            fatigue: fields.fatigue,
        })
    }
}

impl Prepared {
    /// The level of the caster who prepared the spells: its slots are
    /// the slots of that level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::constitution::{Caster, CasterLevel, Specialisation, Specialisations};
    ///
    /// let sage = Caster::new(CasterLevel::new(2)?, Specialisations::of(&[Specialisation::Goetia]));
    /// assert_eq!(sage.prepare(&[], 0)?.caster_level().get(), 2);
    /// # Ok::<(), osr_magic::Error>(())
    /// ```
    #[must_use]
    pub const fn caster_level(&self) -> CasterLevel {
        self.caster_level
    }

    /// The prepared spells, in the order prepared.
    #[must_use]
    pub fn spells(&self) -> &[PreparedSpell] {
        &self.spells
    }

    /// The slot level each spell takes, in the order prepared.
    #[must_use]
    pub fn slots(&self) -> Vec<u32> {
        self.spells.iter().map(|s| s.slot).collect()
    }

    /// The fatigue the preparation gave: 1 for a second (or later)
    /// preparation in a day, else 0 (TC-12.4).
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        self.fatigue
    }

    /// The hours the preparation took (TC-12.3).
    #[must_use]
    pub const fn hours(&self) -> u32 {
        PREPARING_HOURS
    }

    /// The roll that casts the spell at `position` (TC-12.3.roll).
    ///
    /// # Errors
    ///
    /// [`Error::NoSuchPreparedSpell`] for a position that holds none.
    pub fn check(&self, position: usize) -> Result<PercentileCheck, Error> {
        let spell = self
            .spells
            .get(position)
            .ok_or(Error::NoSuchPreparedSpell {
                position,
                prepared: self.spells.len(),
            })?;
        Ok(PercentileCheck::from(Skill::from(spell.spell.rating)))
    }

    /// The exact odds of casting the spell at `position`: its rating in
    /// 100.
    ///
    /// # Errors
    ///
    /// As [`check`](Self::check).
    pub fn odds(&self, position: usize) -> Result<Odds<PassFail>, Error> {
        Ok(self.check(position)?.odds())
    }

    /// Casts the spell at `position`: d100 at most its rating succeeds
    /// (TC-12.3), and either way the prepared spell is used up.
    ///
    /// # Errors
    ///
    /// [`Error::NoSuchPreparedSpell`], [`Error::AlreadyCast`], or the face
    /// source's error (nothing is used up then).
    pub fn cast<S: FaceSource + ?Sized>(
        &mut self,
        position: usize,
        source: &mut S,
    ) -> Result<PreparedCast, Error> {
        let check = self.check(position)?;
        if self.spells[position].cast {
            return Err(Error::AlreadyCast { position });
        }
        let roll = check.roll(source)?;
        self.spells[position].cast = true;
        Ok(PreparedCast {
            position,
            spell: self.spells[position].spell.clone(),
            roll,
        })
    }
}

/// A cast prepared spell: which one, and its d100.
///
/// With the `serde` feature it is `{"position": 0, "spell": {...},
/// "roll": {"band": "pass", "dice": [...]}}`; reading it back checks that
/// the roll is one d100 whose band follows from the spell's rating.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "PreparedCastFields"))]
pub struct PreparedCast {
    position: usize,
    spell: KnownSpell,
    roll: PercentileRoll,
}

/// A [`PreparedCast`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PreparedCastFields {
    position: usize,
    spell: KnownSpell,
    roll: PercentileRoll,
}

#[cfg(feature = "serde")]
impl TryFrom<PreparedCastFields> for PreparedCast {
    type Error = Error;

    fn try_from(f: PreparedCastFields) -> Result<Self, Error> {
        let replayed = PercentileCheck::from(Skill::from(f.spell.rating)).roll(
            &mut osr_core::SuppliedFaces::new(&osr_check::Resolved::faces(&f.roll)),
        );
        match replayed {
            Ok(roll) if roll == f.roll => Ok(Self {
                position: f.position,
                spell: f.spell,
                roll: f.roll,
            }),
            _ => Err(Error::Inconsistent { what: "the roll" }),
        }
    }
}

impl PreparedCast {
    /// The position of the spell among the prepared ones.
    #[must_use]
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The spell.
    #[must_use]
    pub const fn spell(&self) -> &KnownSpell {
        &self.spell
    }

    /// The d100 roll: pass or fail, and its die.
    #[must_use]
    pub const fn roll(&self) -> &PercentileRoll {
        &self.roll
    }

    /// Whether the spell took effect.
    #[must_use]
    pub fn succeeded(&self) -> bool {
        self.roll.band_ref().passed()
    }
}
