//! A sorceror's spell book and memorised spells, through osr-magic.

use alloc::string::String;

use osr_core::FaceSource;
use osr_magic::gods_and_monsters::{
    AcquiredBy, Acquisition, CharacterLevel, Compatibility, SpellLevel, check_castable, injury_cap,
    total_calling_points, total_slots,
};

use super::{Archetype, MAX_ENTRIES, Reaction, Sheet, text};
use crate::Error;

/// A spell in a sorceror's book: its name, its level, and whether it is
/// memorised (holding one of the slots until it is cast).
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::Spell;
///
/// let spell = Spell::new("Sleep", 1)?;
/// assert_eq!((spell.name(), spell.level(), spell.memorised()), ("Sleep", 1, false));
/// assert!(Spell::new("Wish", 11).is_err());
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "SpellFields"))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSpell"))]
pub struct Spell {
    name: String,
    level: u32,
    memorised: bool,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SpellFields {
    /// The spell's name.
    name: String,
    /// Its level, 1 to 10.
    level: i64,
    /// Whether it is memorised.
    #[serde(default)]
    memorised: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<SpellFields> for Spell {
    type Error = Error;

    fn try_from(f: SpellFields) -> Result<Self, Error> {
        osr_core::Error::check_range("spell level", f.level, 1, 10)?;
        let mut spell = Self::new(&f.name, u32::try_from(f.level).unwrap_or(1))?;
        spell.memorised = f.memorised;
        Ok(spell)
    }
}

impl Spell {
    /// A spell of `level` (1..=10), not memorised.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level outside 1..=10,
    /// [`Error::TooLong`] for a name above [`MAX_TEXT`](super::MAX_TEXT)
    /// characters.
    pub fn new(name: &str, level: u32) -> Result<Self, Error> {
        let level = SpellLevel::new(level)?.get();
        Ok(Self {
            name: text("spell name", name)?,
            level,
            memorised: false,
        })
    }

    /// Its name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its level.
    #[must_use]
    pub const fn level(&self) -> u32 {
        self.level
    }

    /// Whether it is memorised.
    #[must_use]
    pub const fn memorised(&self) -> bool {
        self.memorised
    }
}

/// What acquiring a spell came to: the mojo spent, the compatibility roll
/// when one was needed, and whether the spell went into the book.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Acquired {
    /// Mojo spent (3 per spell level when bought with mojo).
    pub mojo: u32,
    /// The compatibility roll (reason + 6 - spell level), when needed.
    pub compatibility: Option<osr_check::Save>,
    /// The spell is in the book.
    pub learned: bool,
}

fn magic_level(sheet: &Sheet) -> Result<CharacterLevel, Error> {
    Ok(CharacterLevel::new(sheet.level())?)
}

impl Sheet {
    /// The sorceror's spell book.
    #[must_use]
    pub fn spells(&self) -> &[Spell] {
        &self.spells
    }

    /// Memorisation slots: a sorceror of level L has L(L+1)/2
    /// (osr-magic), the other archetypes none.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
    ///
    /// let sorceror = Sheet::new(Archetype::Sorceror, Species::dwarf(),
    ///     Abilities::new(10, 16, 10, 10, 10, 10)?, Referee::default())?;
    /// assert_eq!(sorceror.slots(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn slots(&self) -> u32 {
        if self.archetype != Archetype::Sorceror {
            return 0;
        }
        magic_level(self).map_or(0, total_slots)
    }

    /// A prophet's calling points: L(L+1)/2 at level L (osr-magic), the
    /// other archetypes none. Spirits and their manifestations are not on
    /// the sheet.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
    ///
    /// let prophet = Sheet::new(Archetype::Prophet, Species::dwarf(),
    ///     Abilities::new(10, 10, 16, 10, 10, 10)?, Referee::default())?;
    /// assert_eq!(prophet.calling_points(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn calling_points(&self) -> u32 {
        if self.archetype != Archetype::Prophet {
            return 0;
        }
        magic_level(self).map_or(0, total_calling_points)
    }

    /// Acquires a spell (GM-magic.spell.acquire): bought with mojo (3 per
    /// spell level, this much of it archetypal) or found. Without at least
    /// the spell's level in archetypal mojo, the compatibility roll
    /// (reason + 6 - spell level) decides whether it is learned; the mojo
    /// is spent either way.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::gods_and_monsters::AcquiredBy;
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
    ///
    /// let mut sorceror = Sheet::new(Archetype::Sorceror, Species::dwarf(),
    ///     Abilities::new(10, 16, 10, 10, 10, 10)?, Referee::default())?;
    /// // Mojo 15; a 2nd-level spell for 6, 2 of it archetypal: no roll.
    /// let got = sorceror.acquire_spell("Web", 2, AcquiredBy::Mojo { archetypal: 2 },
    ///     &mut SuppliedFaces::new(&[]))?;
    /// assert!(got.learned && got.compatibility.is_none());
    /// assert_eq!(sorceror.mojo(), 9);
    /// // A looted scroll: reason 8 + 6 - 1 = 13; a 15 fails.
    /// let got = sorceror.acquire_spell("Light", 1, AcquiredBy::Loot,
    ///     &mut SuppliedFaces::new(&[15]))?;
    /// assert!(!got.learned);
    /// assert_eq!(sorceror.spells().len(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::InvalidChoice`] for a character who is not a sorceror,
    /// [`Error::NotEnoughMojo`], [`Error::TooMany`] past [`MAX_ENTRIES`]
    /// spells, [`Error::Core`] for a level out of range or a failing face
    /// source; the sheet is unchanged.
    pub fn acquire_spell<S: FaceSource + ?Sized>(
        &mut self,
        name: &str,
        level: u32,
        by: AcquiredBy,
        source: &mut S,
    ) -> Result<Acquired, Error> {
        if self.archetype != Archetype::Sorceror {
            return Err(Error::InvalidChoice {
                what: "only a sorceror keeps a spell book",
            });
        }
        if self.spells.len() >= MAX_ENTRIES {
            return Err(Error::TooMany {
                what: "spells",
                len: self.spells.len() + 1,
                max: MAX_ENTRIES,
            });
        }
        let spell = Spell::new(name, level)?;
        let acquisition = Acquisition::new(SpellLevel::new(level)?, by)?;
        let mojo = acquisition.mojo();
        let have = self.mojo();
        if u64::from(mojo) > have {
            return Err(Error::NotEnoughMojo {
                need: mojo.into(),
                have,
            });
        }
        let compatibility = if acquisition.needs_compatibility_roll() {
            Some(
                Compatibility::new(self.reaction(Reaction::Reason), SpellLevel::new(level)?)?
                    .roll(source)?,
            )
        } else {
            None
        };
        self.spend_mojo(mojo)?;
        let learned = compatibility.as_ref().is_none_or(osr_check::Save::passed);
        if learned {
            self.spells.push(spell);
        }
        Ok(Acquired {
            mojo,
            compatibility,
            learned,
        })
    }

    /// Memorises a spell of the book (by its index) in a free slot, within
    /// the injury cap (level - injuries, osr-magic).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::gods_and_monsters::AcquiredBy;
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
    ///
    /// let mut sorceror = Sheet::new(Archetype::Sorceror, Species::dwarf(),
    ///     Abilities::new(10, 16, 10, 10, 10, 10)?, Referee::default())?;
    /// sorceror.acquire_spell("Sleep", 1, AcquiredBy::Mojo { archetypal: 1 },
    ///     &mut SuppliedFaces::new(&[]))?;
    /// sorceror.memorise(0)?;
    /// sorceror.cast(0)?;
    /// assert!(!sorceror.spells()[0].memorised());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "spell index") for no such spell,
    /// [`Error::InvalidChoice`] when it is memorised already or no slot is
    /// free, [`Error::Magic`] above the injury cap.
    pub fn memorise(&mut self, index: usize) -> Result<(), Error> {
        self.spell_index(index)?;
        let spell = &self.spells[index];
        if spell.memorised {
            return Err(Error::InvalidChoice {
                what: "the spell is memorised already",
            });
        }
        check_castable(
            magic_level(self)?,
            self.vitals.injuries(),
            SpellLevel::new(spell.level)?,
        )?;
        let used = self.spells.iter().filter(|s| s.memorised).count();
        if u32::try_from(used).unwrap_or(u32::MAX) >= self.slots() {
            return Err(Error::InvalidChoice {
                what: "no memorisation slot is free",
            });
        }
        self.spells[index].memorised = true;
        Ok(())
    }

    /// Casts a memorised spell (by its index), within the injury cap; its
    /// slot is free again.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "spell index") for no such spell,
    /// [`Error::InvalidChoice`] when it is not memorised,
    /// [`Error::Magic`] above the injury cap; the sheet is unchanged.
    pub fn cast(&mut self, index: usize) -> Result<(), Error> {
        self.spell_index(index)?;
        let spell = &self.spells[index];
        if !spell.memorised {
            return Err(Error::InvalidChoice {
                what: "the spell is not memorised",
            });
        }
        check_castable(
            magic_level(self)?,
            self.vitals.injuries(),
            SpellLevel::new(spell.level)?,
        )?;
        self.spells[index].memorised = false;
        Ok(())
    }

    fn spell_index(&self, index: usize) -> Result<(), Error> {
        let len = i64::try_from(self.spells.len()).unwrap_or(i64::MAX);
        let at = i64::try_from(index).unwrap_or(i64::MAX);
        osr_core::Error::check_range("spell index", at, 0, len - 1)?;
        Ok(())
    }

    /// Checks a spell book read from outside: a sorceror's only, no more
    /// memorised than the slots.
    pub(super) fn check_spells(&self) -> Result<(), Error> {
        if self.spells.is_empty() {
            return Ok(());
        }
        if self.archetype != Archetype::Sorceror {
            return Err(Error::InvalidChoice {
                what: "only a sorceror keeps a spell book",
            });
        }
        let level = self.level();
        let cap = injury_cap(magic_level(self)?, 0);
        if let Some(spell) = self.spells.iter().find(|s| s.memorised && s.level > cap) {
            return Err(Error::Unreachable {
                what: "memorised spell",
                value: alloc::format!("{:?} of level {} at level {level}", spell.name, spell.level),
                rule: "a sorceror memorises spells of at most the character's level",
            });
        }
        let used = self.spells.iter().filter(|s| s.memorised).count();
        let slots = usize::try_from(self.slots()).unwrap_or(usize::MAX);
        if used > slots {
            return Err(Error::NotDerived {
                what: "memorised spells",
                value: i64::try_from(used).unwrap_or(i64::MAX),
                expected: i64::try_from(slots).unwrap_or(i64::MAX),
            });
        }
        Ok(())
    }

    /// The same sheet with this spell book.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species, Spell};
    ///
    /// let sorceror = Sheet::new(Archetype::Sorceror, Species::dwarf(),
    ///     Abilities::new(10, 16, 10, 10, 10, 10)?, Referee::default())?
    ///     .with_spells(&[Spell::new("Sleep", 1)?])?;
    /// assert_eq!(sorceror.spells().len(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_ENTRIES`] spells,
    /// [`Error::InvalidChoice`] for a book on a character who is not a
    /// sorceror, [`Error::NotDerived`] for more memorised spells than slots.
    pub fn with_spells(mut self, spells: &[Spell]) -> Result<Self, Error> {
        super::entries("spells", spells)?;
        self.spells = spells.to_vec();
        self.check_spells()?;
        Ok(self)
    }
}
