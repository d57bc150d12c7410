//! The sheet: what it keeps, how it is built from given values, and its
//! plain accessors.

use alloc::vec::Vec;

use osr_check::murdham::Save;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::Size;
use osr_equipment::murdham::Tool;
use osr_health::murdham::{Ability, Armour, Disease, Health, Sickness};
use osr_magic::murdham::Corruption;

#[cfg(feature = "serde")]
use super::SheetDocument;
use super::{
    Abilities, Career, Coins, Condition, MAX_ITEMS, MAX_SKILLS, Skill, ability_index, checked_loss,
};
use crate::Error;

/// A Murdham character sheet.
///
/// Built with [`Sheet::new`] from the abilities (full health) and the
/// `with_*` methods, each checked: health at most STR, armour at most 3,
/// at most [`MAX_SKILLS`] skills and [`MAX_ITEMS`] items.
///
/// With the `serde` feature a sheet is the versioned document
#[cfg_attr(
    feature = "serde",
    doc = " [`SheetDocument`] (`{\"system\": \"murdham\", \"version\": 1, ...}`), read"
)]
#[cfg_attr(
    not(feature = "serde"),
    doc = " `SheetDocument` (`{\"system\": \"murdham\", \"version\": 1, ...}`), read"
)]
/// back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::murdham::Size;
/// use osr_sheet::murdham::{Abilities, KnownSkill, Sheet};
///
/// let sheet = Sheet::new(Abilities::new(12, 9, 14)?)
///     .with_health(7)?
///     .with_skill(KnownSkill::Bushcraft.skill())?;
/// assert_eq!((sheet.health().current(), sheet.health().max()), (7, 12));
/// assert_eq!(sheet.size(), Size::Medium);
/// assert_eq!(sheet.with_health(13).unwrap_err().kind(), "out_of_range");
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
    pub(super) abilities: Abilities,
    pub(super) loss: [u32; 3],
    pub(super) lasting: [u32; 3],
    pub(super) sick: Vec<Sickness>,
    pub(super) immune: Vec<&'static Disease>,
    pub(super) health: Health,
    pub(super) armour: Armour,
    pub(super) size: Size,
    pub(super) corruption: Corruption,
    pub(super) conditions: Vec<Condition>,
    pub(super) skills: Vec<Skill>,
    pub(super) career: Option<Career>,
    pub(super) coins: Coins,
    pub(super) items: Vec<Tool>,
    pub(super) carried: Bulk,
}

sheet_document!("a Murdham sheet");

impl Sheet {
    /// A medium-sized character with these abilities at full health (its
    /// STR), no armour, no corruption, skills, career, coins or items.
    ///
    /// # Panics
    ///
    /// Never: [`Abilities::new`], their only maker, proved STR a maximum
    /// health.
    #[must_use]
    pub fn new(abilities: Abilities) -> Self {
        Self {
            health: Health::full(abilities.get(Ability::Str))
                .expect("the abilities' STR is a maximum health"),
            abilities,
            loss: [0; 3],
            lasting: [0; 3],
            sick: Vec::new(),
            immune: Vec::new(),
            armour: Armour::constant::<0>(),
            size: Size::Medium,
            corruption: Corruption::constant::<0>(),
            conditions: Vec::new(),
            skills: Vec::new(),
            career: None,
            coins: Coins(0),
            items: Vec::new(),
            carried: Bulk::whole(0),
        }
    }

    /// The same sheet with this temporary loss of an ability (its score
    /// now is the ability less the loss, 0 at the least).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability loss") outside 0..=20.
    pub fn with_loss(mut self, ability: Ability, loss: u32) -> Result<Self, Error> {
        self.loss[ability_index(ability)] = checked_loss("ability loss", loss.into())?;
        Ok(self)
    }

    /// The same sheet with `current` health (at most STR).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "health") outside 0..=STR.
    pub fn with_health(mut self, current: u32) -> Result<Self, Error> {
        self.health = Health::new(current, self.health.max())?;
        Ok(self)
    }

    /// Health read from a number, checked as [`Health::new`] checks it.
    #[cfg(feature = "serde")]
    pub(super) fn checked_health(&self, current: i64) -> Result<Health, Error> {
        let max = self.health.max();
        let current = osr_core::Error::check_range("health", current, 0, max.into())?;
        Ok(Health::new(u32::try_from(current).unwrap_or(0), max)?)
    }

    /// The same sheet with this armour.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "armour") above 3.
    pub fn with_armour(mut self, armour: u32) -> Result<Self, Error> {
        self.armour = Armour::new(armour)?;
        Ok(self)
    }

    /// The same sheet with this size.
    #[must_use]
    pub const fn with_size(mut self, size: Size) -> Self {
        self.size = size;
        self
    }

    /// The same sheet with this corruption.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "corruption") outside osr-magic's
    /// range.
    pub fn with_corruption(mut self, corruption: u32) -> Result<Self, Error> {
        self.corruption = Corruption::new(corruption)?;
        Ok(self)
    }

    /// The same sheet in one more condition (a condition it is already in
    /// changes nothing).
    ///
    /// # Errors
    ///
    /// [`Error::Mismatch`] for the sick condition on a character without
    /// a sickness: only [`Sheet::catch`] makes a character sick.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Condition, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?);
    /// assert!(sheet.clone().with_condition(Condition::Frightened)?.is(Condition::Frightened));
    /// assert_eq!(sheet.with_condition(Condition::Sick).unwrap_err().kind(), "mismatch");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_condition(mut self, condition: Condition) -> Result<Self, Error> {
        self.add_condition(condition);
        self.check_conditions()?;
        Ok(self)
    }

    /// The same sheet with one more skill.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_SKILLS`]; [`Error::Duplicate`] for a
    /// skill of a name held (a skill is had or not).
    pub fn with_skill(mut self, skill: Skill) -> Result<Self, Error> {
        if self.skills.iter().any(|s| s.name() == skill.name()) {
            return Err(Error::Duplicate {
                what: "skill",
                id: skill.name().as_str().into(),
            });
        }
        if self.skills.len() >= MAX_SKILLS {
            return Err(Error::TooMany {
                what: "skills",
                len: self.skills.len() + 1,
                max: MAX_SKILLS,
            });
        }
        self.skills.push(skill);
        Ok(self)
    }

    /// The same sheet with this career.
    #[must_use]
    pub fn with_career(mut self, career: Career) -> Self {
        self.career = Some(career);
        self
    }

    /// The same sheet with these coins.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "coins") outside [`Coins`].
    pub fn with_coins(mut self, coins: u32) -> Result<Self, Error> {
        self.coins = Coins::new(coins)?;
        Ok(self)
    }

    /// The same sheet carrying one more item.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_ITEMS`].
    pub fn with_item(mut self, item: Tool) -> Result<Self, Error> {
        self.push_item(item)?;
        Ok(self)
    }

    /// The same sheet carrying this much bulk (item bulks are the
    /// caller's: the rules chapter has no item list).
    #[must_use]
    pub const fn with_carried(mut self, carried: Bulk) -> Self {
        self.carried = carried;
        self
    }

    pub(super) fn push_item(&mut self, item: Tool) -> Result<(), Error> {
        if self.items.len() >= MAX_ITEMS {
            return Err(Error::TooMany {
                what: "items",
                len: self.items.len() + 1,
                max: MAX_ITEMS,
            });
        }
        self.items.push(item);
        Ok(())
    }

    /// The abilities as they are without temporary loss (STR is also the
    /// maximum health).
    #[must_use]
    pub const fn abilities(&self) -> &Abilities {
        &self.abilities
    }

    /// An ability's score now: without its temporary loss, 0 at the least.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Ability, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_loss(Ability::Wit, 3)?;
    /// assert_eq!((sheet.score(Ability::Wit), sheet.abilities().get(Ability::Wit)), (8, 11));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub const fn score(&self, ability: Ability) -> i32 {
        let i = ability_index(ability);
        let lost = self.loss[i].saturating_add(self.lasting[i]);
        let score = self.abilities.get(ability).saturating_sub_unsigned(lost);
        if score < 0 { 0 } else { score }
    }

    /// An ability's lasting loss, which nothing gives back (greater rot).
    #[must_use]
    pub const fn lasting_loss(&self, ability: Ability) -> u32 {
        self.lasting[ability_index(ability)]
    }

    /// An ability's temporary loss (drug withdrawal, disease).
    #[must_use]
    pub const fn loss(&self, ability: Ability) -> u32 {
        self.loss[ability_index(ability)]
    }

    /// Health (osr-health's state; its maximum is STR).
    #[must_use]
    pub const fn health(&self) -> Health {
        self.health
    }

    /// Armour, 0 to 3.
    #[must_use]
    pub const fn armour(&self) -> u32 {
        self.armour.get()
    }

    /// Size.
    #[must_use]
    pub const fn size(&self) -> Size {
        self.size
    }

    /// Corruption.
    #[must_use]
    pub const fn corruption(&self) -> u32 {
        self.corruption.get()
    }

    /// Skills.
    #[must_use]
    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    /// The career, if any.
    #[must_use]
    pub const fn career(&self) -> Option<&Career> {
        self.career.as_ref()
    }

    /// Coins.
    #[must_use]
    pub const fn coins(&self) -> u32 {
        self.coins.0
    }

    /// Items carried, by osr-equipment's Murdham IDs.
    #[must_use]
    pub fn items(&self) -> &[Tool] {
        &self.items
    }

    /// Whether the character carries `item`.
    #[must_use]
    pub fn has_item(&self, item: Tool) -> bool {
        self.items.contains(&item)
    }

    /// Bulk carried.
    #[must_use]
    pub const fn carried(&self) -> Bulk {
        self.carried
    }

    /// A save against one of the abilities (osr-check's Murdham save).
    ///
    /// # Panics
    ///
    /// Never: a score is its ability (0..=20) less its losses, at least 0,
    /// every score a Murdham save takes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Check, PassFail, Resolved};
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::murdham::{Abilities, Ability, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?);
    /// let wit = sheet.save(Ability::Wit);
    /// assert_eq!(wit.roll(&mut SuppliedFaces::new(&[11]))?.band(), PassFail::Pass);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn save(&self, ability: Ability) -> Save {
        Save::new(self.score(ability)).expect("a sheet's score is a Murdham save's")
    }
}
