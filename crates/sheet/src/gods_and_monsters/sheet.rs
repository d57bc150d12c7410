//! The sheet: what it keeps, how it is built from given values, and its
//! plain accessors.

use alloc::string::String;
use alloc::vec::Vec;

use osr_advancement::Xp;
use osr_advancement::gods_and_monsters::{Abilities, Archetype, FirstLevel, level_table};
use osr_check::gods_and_monsters::{CharacterLevel, CreatureLevel};
use osr_equipment::gods_and_monsters::Price;
use osr_health::gods_and_monsters::Vitals;

#[cfg(feature = "serde")]
use super::SheetDocument;
use super::{
    ContributorTable, Field, Gear, MAX_LEVEL, NATIVE_CULTURE_BONUS, Referee, Species, Spell,
    WARRIOR_SKILLS, range, text,
};
use crate::Error;

/// A character's written motivation, and whether its goal is reached.
///
/// # Examples
///
/// ```
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// assert!(!sheet.motivation().fulfilled);
/// let sheet = sheet.with_story("Chaotic Good", "See Fomhor Achadh", true)?;
/// assert_eq!(sheet.motivation().text, "See Fomhor Achadh");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Motivation {
    /// The motivation as written.
    pub text: String,
    /// Its goal is reached: retire the character or write a new one.
    pub fulfilled: bool,
}

/// What one level past the first gave: its survival and verve gains (one
/// of them is 0).
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::Gain;
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// sheet.gain_xp(1000)?;
/// sheet.level_up(&mut SuppliedFaces::new(&[8]))?;
/// assert_eq!(sheet.gains(), [Gain { survival: 0, verve: 10 }]);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Gain {
    /// Survival gained.
    pub survival: u32,
    /// Verve gained.
    pub verve: u32,
}

/// A Gods & Monsters character sheet.
///
/// Built by [`Creation::roll`](super::Creation::roll) or from given values with [`Sheet::new`]
/// and the `with_*` methods (importing a character), each checked: the
/// vitals' maxima must be the derived ones, the level within the XP, the
/// mojo spent within the mojo had.
///
/// With the `serde` feature a sheet is the versioned document
#[cfg_attr(
    feature = "serde",
    doc = " [`SheetDocument`], read back through the same checks."
)]
#[cfg_attr(
    not(feature = "serde"),
    doc = " `SheetDocument`, read back through the same checks."
)]
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Reaction, Referee, Sheet, Species};
///
/// let sheet = Sheet::new(
///     Archetype::Warrior,
///     Species::dwarf(),
///     Abilities::new(8, 12, 15, 15, 10, 18)?,
///     Referee::toromeen(),
/// )?;
/// assert_eq!(sheet.reaction(Reaction::Fortitude), 10);
/// assert_eq!((sheet.max_survival(), sheet.max_verve(), sheet.mojo()), (7, 7, 16));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "osr_core::strict::Strictly<SheetDocument>",
        into = "SheetDocument"
    )
)]
pub struct Sheet {
    pub(super) archetype: Archetype,
    pub(super) species: Species,
    pub(super) abilities: Abilities,
    pub(super) referee: Referee,
    pub(super) xp: u64,
    pub(super) gains: Vec<Gain>,
    pub(super) vitals: Vitals,
    pub(super) mojo_spent: u32,
    pub(super) mojo_earned: u32,
    pub(super) fighting_art_skills: Vec<String>,
    pub(super) native_culture: Field,
    pub(super) fields: Vec<Field>,
    pub(super) extras_spent: u32,
    pub(super) moral_code: String,
    pub(super) motivation: Motivation,
    pub(super) age: u32,
    pub(super) height_roll: u32,
    pub(super) coins: Price,
    pub(super) gear: Vec<Gear>,
    pub(super) spells: Vec<Spell>,
    pub(super) contributors: ContributorTable,
}

sheet_document!("a Gods & Monsters sheet");

impl Sheet {
    /// A first-level character of this archetype and species with these
    /// final abilities: 0 XP, full survival and verve, no mojo spent, the
    /// warrior's Fighting Art skills (none for the others), a native culture
    /// field named after the species at +2 with no skills, no other fields,
    /// age the species' base, the lowest height dice (all ones), no coins
    /// and no gear.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) or [`Error::TooLong`] for a species
    /// or referee's number out of range.
    pub fn new(
        archetype: Archetype,
        species: Species,
        abilities: Abilities,
        referee: Referee,
    ) -> Result<Self, Error> {
        species.check()?;
        referee.check()?;
        let first = FirstLevel::with(archetype, &abilities, &ContributorTable::seed());
        let vitals = Vitals::new(first.survival, first.verve)?;
        let fighting_art_skills = if archetype == Archetype::Warrior {
            WARRIOR_SKILLS.iter().map(|s| String::from(*s)).collect()
        } else {
            Vec::new()
        };
        let species_height_dice = species.height_dice;
        let culture = alloc::format!("{} Culture", species.name);
        let native_culture = Field::new(&culture, NATIVE_CULTURE_BONUS, &[])?;
        Ok(Self {
            archetype,
            age: species.base_age,
            species,
            abilities,
            referee,
            xp: 0,
            gains: Vec::new(),
            vitals,
            mojo_spent: 0,
            mojo_earned: 0,
            fighting_art_skills,
            native_culture,
            fields: Vec::new(),
            extras_spent: 0,
            moral_code: String::new(),
            motivation: Motivation {
                text: String::new(),
                fulfilled: false,
            },
            height_roll: species_height_dice,
            coins: Price::from_subunits(0),
            gear: Vec::new(),
            spells: Vec::new(),
            contributors: ContributorTable::seed(),
        })
    }

    pub(super) fn first_level(&self) -> FirstLevel {
        FirstLevel::with(self.archetype, &self.abilities, &self.contributors)
    }

    /// The contributor table the sheet reads.
    #[must_use]
    pub const fn contributors(&self) -> &ContributorTable {
        &self.contributors
    }

    /// The same sheet under the referee's contributor table: first-level
    /// survival, verve and mojo, reactions, attacks, movement, height,
    /// weight and later level gains read it. Survival and verve are set
    /// full at the maxima the table gives: call it right after
    /// [`Sheet::new`], before [`Sheet::with_progress`] sets the vitals.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, ContributorTable, Referee, Sheet, Species};
    ///
    /// let seed = ContributorTable::seed();
    /// let mut major = seed.majors();
    /// major[17] = 3; // strength 18 a major +3 in this table
    /// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?
    ///     .with_contributors(ContributorTable::new(major, seed.minors())?)?;
    /// assert_eq!((sheet.mojo(), sheet.attacks().close_damage), (15, 3));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for maxima outside osr-health's
    /// range; [`Error::Unreachable`] for a level gain the table's
    /// contributors cannot give, [`Error::NotEnoughMojo`] when the mojo
    /// spent is more than the table gives (see [`Sheet::with_progress`]).
    pub fn with_contributors(mut self, contributors: ContributorTable) -> Result<Self, Error> {
        self.contributors = contributors;
        self.check_levels()?;
        self.vitals = Vitals::new(self.max_survival(), self.max_verve())?;
        Ok(self)
    }

    /// The same sheet with this XP, level gains (one per level past the
    /// first) and vitals.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Gain, Vitals};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // Level 2 at 1,000 XP: a verve gain of 10.
    /// let gain = Gain { survival: 0, verve: 10 };
    /// let sheet = sheet.with_progress(1000, &[gain], Vitals::new(7, 17)?)?;
    /// assert_eq!((sheet.level(), sheet.max_verve()), (2, 17));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] for XP past the level table,
    /// [`Error::NotDerived`] for more levels than the XP reach or maxima of
    /// survival and verve other than the first level's plus the gains,
    /// [`Error::Core`] (`OutOfRange`, "level") for a level past
    /// [`MAX_LEVEL`]; [`Error::Unreachable`] for a gain [`Sheet::level_up`]
    /// cannot roll at its level (the d10 and its contributors, in verve at
    /// an even level and in survival at an odd one) or a memorised spell
    /// above the level, [`Error::NotEnoughMojo`] for more mojo spent than
    /// the levels give, [`Error::NotDerived`] for more memorised spells
    /// than the level's slots, [`Error::InvalidChoice`] for equipped gear
    /// the level may not use.
    pub fn with_progress(mut self, xp: u64, gains: &[Gain], vitals: Vitals) -> Result<Self, Error> {
        let levels = i64::try_from(gains.len())
            .unwrap_or(i64::MAX)
            .saturating_add(1);
        range("level", levels, 1, MAX_LEVEL.into())?;
        self.xp = xp;
        self.gains = gains.to_vec();
        let reached = level_table().level(Xp::new(xp))?;
        if self.level() > reached {
            return Err(Error::NotDerived {
                what: "level",
                value: self.level().into(),
                expected: reached.into(),
            });
        }
        self.check_levels()?;
        for (what, value, expected) in [
            ("max survival", vitals.max_survival(), self.max_survival()),
            ("max verve", vitals.max_verve(), self.max_verve()),
        ] {
            if value != expected {
                return Err(Error::NotDerived {
                    what,
                    value: value.into(),
                    expected: expected.into(),
                });
            }
        }
        self.vitals = vitals;
        Ok(self)
    }

    /// Checks what the level, the contributor table and the Fighting Art
    /// skills decide together: each level gain one [`Sheet::level_up`]
    /// can roll, no more mojo spent than had, the spell book within the
    /// level's slots and injury cap, and equipped gear the archetype, level
    /// and skills may use. Both the builders and the document reader run
    /// it.
    pub(super) fn check_levels(&self) -> Result<(), Error> {
        self.check_gains()?;
        self.check_mojo()?;
        self.check_spells()?;
        self.check_gear()
    }

    /// The same sheet with this moral code and motivation.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_story("Lawful Good", "Build a fortress", true)?;
    /// assert_eq!((sheet.moral_code(), sheet.motivation().fulfilled), ("Lawful Good", true));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a text above [`MAX_TEXT`](super::MAX_TEXT) characters.
    pub fn with_story(
        mut self,
        moral_code: &str,
        motivation: &str,
        fulfilled: bool,
    ) -> Result<Self, Error> {
        self.moral_code = text("moral code", moral_code)?;
        self.motivation = Motivation {
            text: text("motivation", motivation)?,
            fulfilled,
        };
        Ok(self)
    }

    /// The same sheet with this age and height dice total.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_body(200, 12)?;
    /// assert_eq!((sheet.age(), sheet.height(), sheet.weight()), (200, 58, 240));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an age below the species' base
    /// or above 100,000 years, or a height dice total outside what its
    /// dice roll.
    pub fn with_body(mut self, age: u32, height_roll: u32) -> Result<Self, Error> {
        range("age", age.into(), self.species.base_age.into(), 100_000)?;
        let dice = self.species.height_dice;
        range(
            "height roll",
            height_roll.into(),
            dice.into(),
            i64::from(dice) * 6,
        )?;
        self.age = age;
        self.height_roll = height_roll;
        Ok(self)
    }

    /// The archetype.
    #[must_use]
    pub const fn archetype(&self) -> Archetype {
        self.archetype
    }

    /// The species.
    #[must_use]
    pub const fn species(&self) -> &Species {
        &self.species
    }

    /// The six final ability scores.
    #[must_use]
    pub const fn abilities(&self) -> &Abilities {
        &self.abilities
    }

    /// The referee's numbers.
    #[must_use]
    pub const fn referee(&self) -> &Referee {
        &self.referee
    }

    /// Experience points.
    #[must_use]
    pub const fn xp(&self) -> u64 {
        self.xp
    }

    /// The level: one plus the levels gained.
    #[must_use]
    pub fn level(&self) -> u32 {
        u32::try_from(self.gains.len()).map_or(u32::MAX, |n| n.saturating_add(1))
    }

    /// The level as osr-health takes it.
    ///
    /// # Panics
    ///
    /// Never: a sheet's level is at most [`MAX_LEVEL`](super::MAX_LEVEL)
    /// (`with_progress` and `level_up` refuse more), a character's level.
    pub(super) fn creature_level(&self) -> CreatureLevel {
        CharacterLevel::new(self.level())
            .expect("a sheet's level is a character's")
            .into()
    }

    /// What each level past the first gave.
    #[must_use]
    pub fn gains(&self) -> &[Gain] {
        &self.gains
    }

    /// Survival, verve and injuries (osr-health's state).
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// The moral code.
    #[must_use]
    pub fn moral_code(&self) -> &str {
        &self.moral_code
    }

    /// The motivation.
    #[must_use]
    pub const fn motivation(&self) -> &Motivation {
        &self.motivation
    }

    /// Age in years.
    #[must_use]
    pub const fn age(&self) -> u32 {
        self.age
    }

    /// The height dice total.
    #[must_use]
    pub const fn height_roll(&self) -> u32 {
        self.height_roll
    }

    /// Silver coins.
    #[must_use]
    pub const fn coins(&self) -> Price {
        self.coins
    }
}
