//! Spells through osr-magic: known and prepared spells, the spell book,
//! the caster, preparing and casting.

use alloc::vec::Vec;

use osr_core::FaceSource;
use osr_magic::constitution::{
    Caster, CasterLevel, KnownSpell, Learned, Learning, Prepared, PreparedCast, Specialisation,
    Specialisations, SpellLevel, SpellRating, Study, StudyDays, StudyRoll, mentored_rating,
};

use super::{MAX_SPELLS, Sheet, text};
use crate::Error;
use crate::checks::at_most;

impl Sheet {
    /// Basic exploratory research (TC-12.10): with Goetia, a random
    /// 1st-level spell the sheet does not know, from the campaign's list
    /// of 1st-level spells (one die with a side for each spell left),
    /// written to the sheet at level 1 and the research rating, 50%.
    ///
    /// # Errors
    ///
    /// osr-magic's [`Error::Magic`]: `NotInitiated` without Goetia,
    /// `NothingToLearn` when the sheet knows every spell listed; a failing
    /// face source; as [`Sheet::with_spell`] past [`MAX_SPELLS`]. The
    /// sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Class, Creation, Initiation};
    ///
    /// let sage = Some(Class::Sage);
    /// let choices = Choices { class: sage, initiation: Some(Initiation::Goetia), ..Choices::default() };
    /// let mut sheet = Creation::roll(&choices, &mut SuppliedFaces::new(&[3; 40]))?.into_sheet();
    /// let known = sheet.spells().len();
    /// let learnt = sheet.research_spell(&["Light", "Sleep", "Ward"], &mut SuppliedFaces::new(&[1]))?;
    /// assert_eq!(learnt.rating, 50);
    /// assert_eq!(sheet.spells().len(), known + 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn research_spell<S: FaceSource + ?Sized>(
        &mut self,
        first_level_spells: &[&str],
        source: &mut S,
    ) -> Result<Learned, Error> {
        let known = self.spell_names();
        let learned =
            Learning::exploratory(self.specialisations(), first_level_spells, &known, source)?;
        self.learn(learned, SpellLevel::new(1)?)
    }

    /// Another magician's writings (TC-12.12): a random spell of theirs
    /// the sheet does not know (one die with a side for each), written to
    /// the sheet at its level as the writings give it and the research
    /// rating, 50%.
    ///
    /// # Errors
    ///
    /// osr-magic's [`Error::Magic`] (`NothingToLearn`) when the sheet
    /// knows every spell of the writings; a failing face source; as
    /// [`Sheet::with_spell`] past [`MAX_SPELLS`]. The sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::constitution::SpellLevel;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// let writings = [("Sleep", SpellLevel::new(1)?), ("Web", SpellLevel::new(2)?)];
    /// let learnt = sheet.learn_from_writings(&writings, &mut SuppliedFaces::new(&[2]))?;
    /// assert_eq!(learnt.spell, "Web");
    /// assert_eq!(sheet.spells()[0].level().get(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn learn_from_writings<S: FaceSource + ?Sized>(
        &mut self,
        writings: &[(&str, SpellLevel)],
        source: &mut S,
    ) -> Result<Learned, Error> {
        let known = self.spell_names();
        let names: Vec<&str> = writings.iter().map(|(name, _)| *name).collect();
        let learned = Learning::writings(&names, &known, source)?;
        self.learn_listed(learned, writings)
    }

    /// A school's curriculum (TC-12.11), when the character gains a level
    /// having focused their research on the school: the next spell of the
    /// curriculum the sheet does not know, written to the sheet at its
    /// level as the curriculum gives it and the research rating, 50%.
    /// Nothing rolls.
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without a school's initiation (Pyromancer,
    /// Illusionist); osr-magic's [`Error::Magic`] (`NothingToLearn`) when
    /// the sheet knows the whole curriculum; as [`Sheet::with_spell`] past
    /// [`MAX_SPELLS`]. The sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::constitution::SpellLevel;
    /// use osr_sheet::constitution::{Choices, Class, Creation, Initiation};
    ///
    /// let sage = Some(Class::Sage);
    /// let choices = Choices { class: sage, initiation: Some(Initiation::Pyromancer), ..Choices::default() };
    /// let mut sheet = Creation::roll(&choices, &mut SuppliedFaces::new(&[3; 40]))?.into_sheet();
    /// let fire = [("Spark", SpellLevel::new(1)?), ("Flame", SpellLevel::new(2)?)];
    /// assert_eq!(sheet.follow_curriculum(&fire)?.spell, "Spark");
    /// assert_eq!(sheet.follow_curriculum(&fire)?.spell, "Flame");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn follow_curriculum(
        &mut self,
        curriculum: &[(&str, SpellLevel)],
    ) -> Result<Learned, Error> {
        let schools = self.specialisations();
        if !schools.has(Specialisation::Pyromancer) && !schools.has(Specialisation::Illusionist) {
            return Err(Error::NotInitiated {
                what: "research on a school's curriculum",
                needs: "a school's initiation (pyromancer or illusionist)",
            });
        }
        let known = self.spell_names();
        let names: Vec<&str> = curriculum.iter().map(|(name, _)| *name).collect();
        let learned = Learning::curriculum(&names, &known)?;
        self.learn_listed(learned, curriculum)
    }

    /// The names of the spells known.
    fn spell_names(&self) -> Vec<&str> {
        self.spells.iter().map(KnownSpell::name).collect()
    }

    /// `learned` written to the sheet at the level `listed` gives it.
    fn learn_listed(
        &mut self,
        learned: Learned,
        listed: &[(&str, SpellLevel)],
    ) -> Result<Learned, Error> {
        let level = listed
            .iter()
            .find(|(name, _)| *name == learned.spell)
            .map(|(_, level)| *level)
            .ok_or_else(|| Error::UnknownId {
                what: "spell",
                id: learned.spell.as_str().into(),
            })?;
        self.learn(learned, level)
    }

    /// `learned` written to the sheet at `level`; the sheet is unchanged
    /// when it cannot hold it.
    fn learn(&mut self, learned: Learned, level: SpellLevel) -> Result<Learned, Error> {
        let spell = KnownSpell::new(&learned.spell, level, SpellRating::new(learned.rating)?);
        *self = self.clone().with_spell(spell)?;
        Ok(learned)
    }

    /// Learns a spell from a mentor (TC-12.13): the sheet knows it at half
    /// the mentor's rating, rounded down, and the spell is returned.
    ///
    /// # Errors
    ///
    /// As [`Sheet::with_spell`]: [`Error::Duplicate`] for a spell known
    /// already, [`Error::TooMany`] past [`MAX_SPELLS`]; the sheet is
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::constitution::{SpellLevel, SpellRating};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// let taught = sheet.learn_from_mentor("Ward", SpellLevel::new(2)?, SpellRating::new(75)?)?;
    /// assert_eq!(taught.rating().get(), 37);
    /// assert_eq!(sheet.spells(), [taught]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn learn_from_mentor(
        &mut self,
        name: &str,
        level: SpellLevel,
        mentor: SpellRating,
    ) -> Result<KnownSpell, Error> {
        let spell = KnownSpell::new(name, level, mentored_rating(mentor));
        *self = self.clone().with_spell(spell.clone())?;
        Ok(spell)
    }

    /// Studies a known spell for `days` full days (TC-12.14): a d6 of
    /// rating a day, to 100%; the sheet keeps the rating reached.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for a spell the sheet does not know,
    /// [`Error::Core`] for a failing face source; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel, SpellRating, StudyDays};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let light = KnownSpell::new("Light", SpellLevel::new(1)?, SpellRating::new(50)?);
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_spell(light)?;
    /// let studied = sheet.study_spell("Light", StudyDays::new(2)?, &mut SuppliedFaces::new(&[4, 3]))?;
    /// assert_eq!((studied.from.get(), studied.to.get()), (50, 57));
    /// assert_eq!(sheet.spells()[0].rating().get(), 57);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn study_spell<S: FaceSource + ?Sized>(
        &mut self,
        name: &str,
        days: StudyDays,
        source: &mut S,
    ) -> Result<StudyRoll, Error> {
        let Some(spell) = self.spells.iter_mut().find(|s| s.name() == name) else {
            return Err(Error::UnknownId {
                what: "spell",
                id: name.into(),
            });
        };
        let studied = Study::new(spell.rating(), days).roll(source)?;
        *spell = spell.clone().with_rating(studied.to);
        Ok(studied)
    }

    /// The same sheet knowing one more spell (osr-magic's).
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`] for the name,
    /// [`Error::Duplicate`] for a name known, [`Error::TooMany`] past
    /// [`MAX_SPELLS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::SpellRating;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sleep = KnownSpell::new("Sleep", SpellLevel::new(1)?, SpellRating::new(50)?);
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_spell(sleep.clone())?;
    /// assert_eq!(sheet.spells(), [sleep.clone()]);
    /// assert_eq!(sheet.with_spell(sleep).unwrap_err().kind(), "duplicate");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_spell(mut self, spell: KnownSpell) -> Result<Self, Error> {
        text("spell name", spell.name())?;
        if self.spells.iter().any(|s| s.name() == spell.name()) {
            return Err(Error::Duplicate {
                what: "spell",
                id: spell.name().into(),
            });
        }
        self.spells.push(spell);
        self.checked()
    }

    /// The same sheet with these spells prepared (osr-magic's
    /// [`Prepared`], made by [`Sheet::prepare`] or read back), or none.
    ///
    /// # Errors
    ///
    /// [`Error::Unreachable`] for spells prepared at a higher caster level
    /// than the sheet's or a spell not known at its level; osr-magic's
    /// errors ([`Error::Magic`]) without Goetia or when the spells do not
    /// fit the slots of the sheet's level, as [`Sheet::prepare`] refuses
    /// them (the spell book may have been put away since).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::SpellRating;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let sleep = KnownSpell::new("Sleep", SpellLevel::new(1)?, SpellRating::new(50)?);
    /// let mut sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_initiation(Initiation::Goetia)?
    ///     .with_spell(sleep)?
    ///     .with_spell_book(true);
    /// let prepared = sage.prepare(&["Sleep"], 0)?;
    /// let copy = Sheet::new(Abilities::new([10; 5])?, 4)?.with_prepared(Some(prepared.clone()));
    /// assert_eq!(copy.unwrap_err().kind(), "unreachable"); // Sleep not known
    /// assert_eq!(sage.with_prepared(Some(prepared))?.prepared().map(|p| p.spells().len()), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_prepared(mut self, prepared: Option<Prepared>) -> Result<Self, Error> {
        self.prepared = prepared;
        self.checked()
    }

    /// The same sheet with or without a spell book (TC-12.7).
    #[must_use]
    pub const fn with_spell_book(mut self, spell_book: bool) -> Self {
        self.spell_book = spell_book;
        self
    }

    /// The spells known.
    #[must_use]
    pub fn spells(&self) -> &[KnownSpell] {
        &self.spells
    }

    /// Whether the character has a spell book.
    #[must_use]
    pub const fn spell_book(&self) -> bool {
        self.spell_book
    }

    /// The spells prepared, if any, with those cast marked.
    #[must_use]
    pub const fn prepared(&self) -> Option<&Prepared> {
        self.prepared.as_ref()
    }

    /// The sage specialisations held that bear on magic (osr-magic's).
    #[must_use]
    pub fn specialisations(&self) -> Specialisations {
        let list: Vec<Specialisation> = self
            .initiations
            .iter()
            .filter_map(|i| i.specialisation())
            .collect();
        Specialisations::of(&list)
    }

    /// The character as osr-magic's caster: level, specialisations and
    /// spell book, with one slot per level (TC-12.5).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_xp(3_000)?
    ///     .with_initiation(Initiation::Goetia)?;
    /// let caster = sage.caster()?;
    /// assert_eq!(caster.slots().levels().collect::<Vec<_>>(), [1, 2, 3]);
    /// assert!(caster.specialisations().may_prepare());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn caster(&self) -> Result<Caster, Error> {
        let level = CasterLevel::new(self.level()?)?;
        Ok(Caster::new(level, self.specialisations()).with_spell_book(self.spell_book))
    }

    /// Prepares the known spells named, through osr-magic (TC-12.3 to
    /// TC-12.6), replacing what was prepared before; `earlier_today`
    /// preparations made already: any after the first adds 1 fatigue to
    /// the health state (TC-12.4). Returns the preparation, also kept on
    /// the sheet for [`Sheet::cast`].
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for a spell not known; osr-magic's errors
    /// ([`Error::Magic`]) without Goetia or the spell book, or when the
    /// spells do not fit the slots; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::SpellRating;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let mut sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_initiation(Initiation::Goetia)?
    ///     .with_spell(KnownSpell::new("Sleep", SpellLevel::new(1)?, SpellRating::new(50)?))?
    ///     .with_spell_book(true);
    /// assert_eq!(sage.prepare(&["Sleep"], 0)?.slots(), [1]);
    /// sage.prepare(&["Sleep"], 1)?; // a second time today
    /// assert_eq!(sage.health().fatigue(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn prepare(&mut self, names: &[&str], earlier_today: u32) -> Result<Prepared, Error> {
        at_most("spells to prepare", names.len(), MAX_SPELLS)?;
        let mut spells = Vec::with_capacity(names.len());
        for name in names {
            let spell = self
                .spells
                .iter()
                .find(|s| s.name() == *name)
                .ok_or_else(|| Error::UnknownId {
                    what: "spell",
                    id: (*name).into(),
                })?;
            spells.push(spell.clone());
        }
        let prepared = self.caster()?.prepare(&spells, earlier_today)?;
        if prepared.fatigue() > 0 {
            let fatigue = self.health.fatigue().saturating_add(prepared.fatigue());
            self.health = self.health.clone().with_fatigue(fatigue)?;
        }
        self.prepared = Some(prepared.clone());
        Ok(prepared)
    }

    /// Casts the prepared spell at `position` through osr-magic: d100 at
    /// most its rating succeeds (TC-12.3), and either way it is used up.
    ///
    /// # Errors
    ///
    /// osr-magic's errors ([`Error::Magic`]): no spell prepared at
    /// `position`, or already cast; [`Error::Core`] when the face source
    /// fails. The sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::SpellRating;
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let mut sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_initiation(Initiation::Goetia)?
    ///     .with_spell(KnownSpell::new("Sleep", SpellLevel::new(1)?, SpellRating::new(50)?))?
    ///     .with_spell_book(true);
    /// sage.prepare(&["Sleep"], 0)?;
    /// assert!(sage.cast(0, &mut SuppliedFaces::new(&[44]))?.succeeded());
    /// assert!(sage.cast(0, &mut SuppliedFaces::new(&[1])).is_err()); // used up
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cast<S: FaceSource + ?Sized>(
        &mut self,
        position: usize,
        source: &mut S,
    ) -> Result<PreparedCast, Error> {
        let Some(prepared) = self.prepared.as_mut() else {
            return Err(osr_magic::Error::NoSuchPreparedSpell {
                position,
                prepared: 0,
            }
            .into());
        };
        Ok(prepared.cast(position, source)?)
    }

    /// The spell-rating improvement roll after a session in which the
    /// character tried to cast (TC-12.15), for the known spell `name`
    /// through osr-advancement: a d100 above the rating becomes the new
    /// rating, otherwise the rating gains 1d6 (at most 100). The new
    /// rating is written on the sheet.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for a spell not known; [`Error::Core`] when the
    /// face source fails. The sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::SpellRating;
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let light = KnownSpell::new("Light", SpellLevel::new(1)?, SpellRating::new(40)?);
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_spell(light)?;
    /// let roll = sheet.improve_spell("Light", &mut SuppliedFaces::new(&[22, 4]))?;
    /// assert_eq!((roll.from, roll.to), (40, 44));
    /// assert_eq!(sheet.spells()[0].rating().get(), 44);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn improve_spell<S: FaceSource + ?Sized>(
        &mut self,
        name: &str,
        source: &mut S,
    ) -> Result<osr_advancement::constitution::SpellImprovementRoll, Error> {
        let i = self
            .spells
            .iter()
            .position(|s| s.name() == name)
            .ok_or_else(|| Error::UnknownId {
                what: "spell",
                id: name.into(),
            })?;
        let Some(spell) = self.spells.get(i).cloned() else {
            return Err(Error::UnknownId {
                what: "spell",
                id: name.into(),
            });
        };
        let roll = osr_check::Check::roll(
            &osr_advancement::constitution::SpellImprovement::new(spell.rating().get())?,
            source,
        )?;
        let rating = osr_check::constitution::SpellRating::new(roll.to)?;
        if let Some(s) = self.spells.get_mut(i) {
            *s = spell.with_rating(rating);
        }
        Ok(roll)
    }

    /// Checks the prepared spells against the sheet as [`Sheet::prepare`]
    /// made them: prepared at the caster's level or an earlier one, each a
    /// known spell of its level, and the whole fitting the slots of a
    /// caster of this level with these initiations (the spell book may
    /// have been put away since). [`Sheet::with_prepared`] and every other
    /// builder check it, and so does the document reader through them.
    pub(super) fn check_prepared(&self) -> Result<(), Error> {
        let Some(prepared) = &self.prepared else {
            return Ok(());
        };
        let level = self.level()?;
        let at = prepared.caster_level().get();
        if at > level {
            return Err(Error::Unreachable {
                what: "prepared spells",
                value: alloc::format!("of a level-{at} caster at level {level}"),
                rule: "spells are prepared at the caster's level, which never goes down",
            });
        }
        let mut spells = Vec::with_capacity(prepared.spells().len());
        for p in prepared.spells() {
            let known = self
                .spells
                .iter()
                .find(|s| s.name() == p.spell.name() && s.level() == p.spell.level())
                .ok_or_else(|| Error::Unreachable {
                    what: "prepared spell",
                    value: alloc::format!(
                        "{:?} of level {}",
                        p.spell.name(),
                        p.spell.level().get()
                    ),
                    rule: "only a known spell of its level is prepared",
                })?;
            spells.push(known.clone());
        }
        self.caster()?.with_spell_book(true).prepare(&spells, 0)?;
        Ok(())
    }
}
