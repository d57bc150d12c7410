//! The sheet: what it keeps, how it is built from given values and
//! checked, and its plain accessors.

use alloc::string::String;
use alloc::vec::Vec;

use osr_advancement::Xp;
use osr_advancement::constitution::level_table;
use osr_check::constitution::Skill;
use osr_equipment::constitution::{ArmourClass, Coins};
use osr_health::constitution::Vitality;
use osr_health::constitution::deprivation::Deprivation;
use osr_magic::constitution::{KnownSpell, Prepared};

#[cfg(feature = "serde")]
use super::SheetDocument;
use super::{
    Abilities, Ability, Class, Concept, Initiation, MAX_SKILLS, MAX_SPELLS, MAX_TRAITS, Pack,
    coins_in_range, text, u32_of,
};
use crate::Error;
use crate::checks::at_most;

/// A 3d6 Constitution character sheet.
///
/// Built by [`Creation::roll`](super::Creation::roll) or from given values with [`Sheet::new`]
/// and the `with_*` methods (importing a character), each checking every
/// relation between fields: the level the XP reaches is the level and
/// hit dice osr-health keeps, at most that many initiations, class
/// initiations only for their class, tough exactly with the Tough
/// initiation.
///
/// With the `serde` feature a sheet is the versioned document
#[cfg_attr(
    feature = "serde",
    doc = " [`SheetDocument`] (`{\"system\": \"constitution\", \"version\": 1, ...}`),"
)]
#[cfg_attr(
    not(feature = "serde"),
    doc = " `SheetDocument` (`{\"system\": \"constitution\", \"version\": 1, ...}`),"
)]
/// read back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_sheet::constitution::{Abilities, CheckKind, Class, Initiation, Sheet};
///
/// let sheet = Sheet::new(Abilities::new([12, 12, 14, 10, 9])?, 5)?
///     .with_class(Some(Class::Sage))?
///     .with_xp(1_500)?
///     .with_initiation(Initiation::Wanderer)?;
/// assert_eq!((sheet.level()?, sheet.hit_dice()?), (2, 2));
/// assert_eq!(sheet.bonus(CheckKind::PeoplePlacesEvents)?, 4);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "osr_core::strict::Strictly<SheetDocument>",
        into = "SheetDocument"
    )
)]
pub struct Sheet {
    pub(super) abilities: Abilities,
    pub(super) class: Option<Class>,
    pub(super) xp: Xp,
    pub(super) health: Vitality,
    pub(super) initiations: Vec<Initiation>,
    pub(super) custom_initiations: Vec<String>,
    pub(super) traits: Vec<String>,
    pub(super) background: Option<String>,
    pub(super) concept: Concept,
    pub(super) skills: Vec<(String, Skill)>,
    pub(super) spells: Vec<KnownSpell>,
    pub(super) spell_book: bool,
    pub(super) prepared: Option<Prepared>,
    pub(super) coins: Coins,
    pub(super) armour: Option<ArmourClass>,
    pub(super) shield: bool,
    pub(super) pack: Pack,
    pub(super) treasure_at_home: Coins,
    /// Food, water and sleep (TC-15), measured against the STR above.
    pub(super) deprivation: Deprivation,
}

sheet_document!("a 3d6 Constitution sheet");

impl Sheet {
    /// A level-1 character (0 XP, 1 hit die of d6) with these abilities
    /// and `hp` hit points; no class, initiations, skills, spells, coins
    /// or gear, a standard concept.
    ///
    /// # Errors
    ///
    /// osr-health's errors ([`Error::Health`], [`Error::Core`]) for HP
    /// outside what one d6 rolls.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([14, 9, 11, 8, 15])?, 4)?;
    /// assert_eq!((sheet.level()?, sheet.health().hp(), sheet.class()), (1, 4, None));
    /// assert_eq!(Sheet::new(Abilities::new([10; 5])?, 7).unwrap_err().kind(), "above_maximum");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn new(abilities: Abilities, hp: u32) -> Result<Self, Error> {
        Ok(Self {
            abilities,
            class: None,
            xp: Xp::ZERO,
            health: Vitality::new(1, hp)?,
            initiations: Vec::new(),
            custom_initiations: Vec::new(),
            traits: Vec::new(),
            background: None,
            concept: Concept::Standard,
            skills: Vec::new(),
            spells: Vec::new(),
            spell_book: false,
            prepared: None,
            coins: Coins::ZERO,
            armour: None,
            shield: false,
            pack: Pack::default(),
            treasure_at_home: Coins::ZERO,
            deprivation: Deprivation::new(abilities.get(Ability::Str))?,
        })
    }

    pub(super) fn checked(self) -> Result<Self, Error> {
        let level = self.level()?;
        if self.health.level() != level {
            return Err(Error::NotDerived {
                what: "the health's level",
                expected: level.into(),
                value: self.health.level().into(),
            });
        }
        if self.health.hit_dice() != level {
            return Err(Error::NotDerived {
                what: "hit dice",
                expected: level.into(),
                value: self.health.hit_dice().into(),
            });
        }
        if self.deprivation.is_dead() && !self.health.is_dead() {
            return Err(Error::NotDerived {
                what: "death after three failed thirst saves",
                expected: true.into(),
                value: false.into(),
            });
        }
        let tough = self.initiations.contains(&Initiation::Tough);
        if self.health.is_tough() != tough {
            return Err(Error::NotDerived {
                what: "tough hit dice (d8) with the tough initiation",
                expected: tough.into(),
                value: self.health.is_tough().into(),
            });
        }
        let count = self.initiations.len() + self.custom_initiations.len();
        at_most(
            "initiations",
            count,
            usize::try_from(level).unwrap_or(usize::MAX),
        )?;
        for (i, initiation) in self.initiations.iter().enumerate() {
            if self.initiations[..i].contains(initiation) {
                return Err(Error::Duplicate {
                    what: "initiation",
                    id: initiation.id().into(),
                });
            }
            if let Some(class) = initiation.class() {
                if self.class != Some(class) {
                    return Err(Error::ClassExclusive {
                        initiation: initiation.id(),
                        class: class.key(),
                    });
                }
            }
        }
        for (i, name) in self.custom_initiations.iter().enumerate() {
            if self.custom_initiations[..i].contains(name) {
                return Err(Error::Duplicate {
                    what: "initiation",
                    id: name.as_str().into(),
                });
            }
        }
        at_most("traits", self.traits.len(), MAX_TRAITS)?;
        at_most("skills", self.skills.len(), MAX_SKILLS)?;
        at_most("spells", self.spells.len(), MAX_SPELLS)?;
        coins_in_range("coins", self.coins)?;
        coins_in_range("treasure at home", self.treasure_at_home)?;
        self.inventory().breakdown()?;
        self.check_prepared()?;
        Ok(self)
    }

    /// The same sheet with these abilities: none of the relations a sheet
    /// keeps (class, initiations, gear, coins) reads them.
    #[must_use]
    pub fn with_abilities(mut self, abilities: Abilities) -> Self {
        self.abilities = abilities;
        self.deprivation = self
            .deprivation
            .with_strength(abilities.score(Ability::Str));
        self
    }

    /// The same sheet with this class, or none.
    ///
    /// # Errors
    ///
    /// [`Error::ClassExclusive`] when an initiation held belongs to
    /// another class.
    pub fn with_class(mut self, class: Option<Class>) -> Result<Self, Error> {
        self.class = class;
        self.checked()
    }

    /// The same sheet with `xp` experience: the level it reaches, with its
    /// hit dice, is carried into the health state (HP unchanged).
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] past the level table; [`Error::Health`] when
    /// the HP or major wound marks no longer fit a lower level;
    /// [`Error::TooMany`] for more initiations than the level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_xp(6_000)?;
    /// assert_eq!((sheet.level()?, sheet.hp_dice()?.to_string()), (4, "4d6".to_string()));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_xp(mut self, xp: u64) -> Result<Self, Error> {
        self.xp = Xp::new(xp);
        let level = self.level()?;
        self.health = self
            .health
            .clone()
            .with_hit_dice(level)?
            .with_level(level, self.health.marks())?;
        self.checked()
    }

    /// The same sheet with this health state (osr-health's).
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] when its level or hit dice are not the sheet's
    /// level, or it is tough without the Tough initiation (or the
    /// reverse).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet, Vitality};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_xp(1_500)?;
    /// let wounded = Vitality::new(2, 3)?.with_level(2, 1)?;
    /// assert_eq!(sheet.clone().with_health(wounded)?.health().marks(), 1);
    /// assert_eq!(sheet.with_health(Vitality::new(1, 3)?).unwrap_err().kind(), "not_derived");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_health(mut self, health: Vitality) -> Result<Self, Error> {
        self.health = health;
        self.checked()
    }

    /// The same sheet with one more listed initiation; Tough makes the
    /// hit dice d8s.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past the level (TC-4.4), [`Error::ClassExclusive`]
    /// for another class's initiation, [`Error::Duplicate`] for one held.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_class(Some(Class::Fighter))?;
    /// let tough = sheet.clone().with_initiation(Initiation::Tough)?;
    /// assert_eq!(tough.hp_dice()?.to_string(), "d8");
    /// assert_eq!(tough.open_initiations()?, 0);
    /// assert!(sheet.with_initiation(Initiation::Goetia).is_err()); // a sage's
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_initiation(mut self, initiation: Initiation) -> Result<Self, Error> {
        self.initiations.push(initiation);
        if initiation == Initiation::Tough {
            self.health = self.health.tough();
        }
        self.checked()
    }

    /// The same sheet with one more initiation not in the rules' lists
    /// (TC-4.4: new ones should be made), by name; it counts against the
    /// level like any other. Its effects are the referee's.
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`] for the name;
    /// [`Error::TooMany`] past the level; [`Error::Duplicate`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_custom_initiation("Siege engineer")?;
    /// assert_eq!(sheet.custom_initiations(), ["Siege engineer"]);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_custom_initiation(mut self, name: &str) -> Result<Self, Error> {
        self.custom_initiations.push(text("initiation name", name)?);
        self.checked()
    }

    /// The same sheet with one more property accepted by the referee and
    /// the group (TC-4.5), as free text.
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`]; [`Error::TooMany`] past
    /// [`MAX_TRAITS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_trait("Speaks with ravens")?;
    /// assert_eq!(sheet.traits(), ["Speaks with ravens"]);
    /// assert_eq!(sheet.with_trait("").unwrap_err().kind(), "empty");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_trait(mut self, description: &str) -> Result<Self, Error> {
        self.traits.push(text("trait", description)?);
        self.checked()
    }

    /// The same sheet with this background, or none (TC-4.6: it may stay
    /// unspecified).
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// assert_eq!(sheet.background(), None);
    /// assert_eq!(sheet.with_background(Some("Ferryman"))?.background(), Some("Ferryman"));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_background(mut self, background: Option<&str>) -> Result<Self, Error> {
        self.background = background.map(|b| text("background", b)).transpose()?;
        self.checked()
    }

    /// The same sheet with this concept (TC-4.8).
    #[must_use]
    pub const fn with_concept(mut self, concept: Concept) -> Self {
        self.concept = concept;
        self
    }

    /// The same sheet with skill `name` rated `rating` (TC-4.11): set the
    /// first time it is used, changed later as the group sees fit.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "skill") outside 0..=100;
    /// [`Error::Empty`], [`Error::TooLong`]; [`Error::TooMany`] past
    /// [`MAX_SKILLS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([15, 10, 10, 10, 10])?, 4)?.with_skill("hunting", 60)?;
    /// assert_eq!(sheet.skill("hunting").map(|s| s.modify(15)), Some(9));
    /// assert_eq!(sheet.skill("sailing"), None);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_skill(self, name: &str, rating: u32) -> Result<Self, Error> {
        self.with_skill_checked(name, rating.into())
    }

    /// [`with_skill`](Self::with_skill) for a rating as a document holds it.
    pub(super) fn with_skill_checked(mut self, name: &str, rating: i64) -> Result<Self, Error> {
        let rating = Skill::new(rating)?;
        match self.skills.iter_mut().find(|(n, _)| n == name) {
            Some((_, r)) => *r = rating,
            None => self.skills.push((text("skill name", name)?, rating)),
        }
        self.checked()
    }

    /// The ability scores.
    #[must_use]
    pub const fn abilities(&self) -> &Abilities {
        &self.abilities
    }

    /// The class, if any.
    #[must_use]
    pub const fn class(&self) -> Option<Class> {
        self.class
    }

    /// Experience.
    #[must_use]
    pub const fn xp(&self) -> u64 {
        self.xp.get()
    }

    /// The level the experience reaches (osr-advancement's table).
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] past the level table.
    pub fn level(&self) -> Result<u32, Error> {
        Ok(level_table().level(self.xp)?)
    }

    /// Hit dice: one per level (TC-6.2).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    pub fn hit_dice(&self) -> Result<u32, Error> {
        self.level()
    }

    /// The HP dice after a rest, without fatigue (TC-6.1): one d6 per hit
    /// die, d8s when tough.
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`]; [`Error::Core`] past osr-core's dice count.
    pub fn hp_dice(&self) -> Result<osr_core::Dice, Error> {
        Ok(osr_core::Dice::new(
            self.hit_dice()?,
            self.health.die().die(),
        )?)
    }

    /// The health state (osr-health's).
    #[must_use]
    pub const fn health(&self) -> &Vitality {
        &self.health
    }

    /// The listed initiations held.
    #[must_use]
    pub fn initiations(&self) -> &[Initiation] {
        &self.initiations
    }

    /// The initiations held that the rules do not list, by name.
    #[must_use]
    pub fn custom_initiations(&self) -> &[String] {
        &self.custom_initiations
    }

    /// Whether the character holds `initiation`.
    #[must_use]
    pub fn has(&self, initiation: Initiation) -> bool {
        self.initiations.contains(&initiation)
    }

    /// Initiations still open: the level less those held (TC-4.4).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    pub fn open_initiations(&self) -> Result<u32, Error> {
        let held = u32_of(self.initiations.len() + self.custom_initiations.len());
        Ok(self.level()?.saturating_sub(held))
    }

    /// The free-form traits (TC-4.5).
    #[must_use]
    pub fn traits(&self) -> &[String] {
        &self.traits
    }

    /// The background, if specified (TC-4.6).
    #[must_use]
    pub fn background(&self) -> Option<&str> {
        self.background.as_deref()
    }

    /// The concept (TC-4.8).
    #[must_use]
    pub const fn concept(&self) -> Concept {
        self.concept
    }

    /// The rating of skill `name`, or `None` when it has not been set yet
    /// (TC-4.11).
    #[must_use]
    pub fn skill(&self, name: &str) -> Option<Skill> {
        self.skills.iter().find(|(n, _)| n == name).map(|(_, r)| *r)
    }

    /// The skills set so far, in the order they were set.
    #[must_use]
    pub fn skills(&self) -> &[(String, Skill)] {
        &self.skills
    }
}
