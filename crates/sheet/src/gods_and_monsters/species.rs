//! The species (the specialty) and the referee's numbers: what the rules
//! take from the table before a character is rolled.

use alloc::string::String;

use osr_advancement::gods_and_monsters::Ability;
use osr_equipment::gods_and_monsters::Size;

use super::{range, text};
use crate::Error;

/// A species (the specialty "Species") and the figures the sheet reads
/// from it.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Size, Species};
///
/// let dwarf = Species::dwarf();
/// assert_eq!((dwarf.size, dwarf.movement, dwarf.base_age), (Size::Small, 8, 120));
/// dwarf.check()?;
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Species {
    /// Its name ("dwarf").
    pub name: String,
    /// Its size.
    pub size: Size,
    /// Base movement, before strength.
    pub movement: u32,
    /// Changes to the rolled abilities, in the order charisma,
    /// intelligence, wisdom, endurance, agility, strength.
    pub adjustments: [i32; 6],
    /// The special bonus to health.
    pub health: i32,
    /// Base age in years.
    pub base_age: u32,
    /// How many d6 are added to the age.
    pub age_dice: u32,
    /// Base height in inches.
    pub base_height: u32,
    /// How many d6 are added to the height (their sum also sets weight).
    pub height_dice: u32,
    /// Base weight in pounds.
    pub base_weight: u32,
    /// The skill it gives in the native culture field, if any.
    pub skill: Option<String>,
}

/// The order [`Species::adjustments`] and [`Choices::assignment`](super::Choices::assignment) list
/// abilities in, the rules' order.
pub const ABILITIES: [Ability; 6] = [
    Ability::Charisma,
    Ability::Intelligence,
    Ability::Wisdom,
    Ability::Endurance,
    Ability::Agility,
    Ability::Strength,
];

pub(super) const fn ability_index(ability: Ability) -> usize {
    match ability {
        Ability::Charisma => 0,
        Ability::Intelligence => 1,
        Ability::Wisdom => 2,
        Ability::Endurance => 3,
        Ability::Agility => 4,
        Ability::Strength => 5,
    }
}

impl Species {
    /// The dwarf: endurance +1, charisma -1, small, movement 8, health +2,
    /// 8 times as old as humans (120 + 8d6 years), 41 inches + 2d6,
    /// 80 pounds, and the skill Spelunking.
    #[must_use]
    pub fn dwarf() -> Self {
        Self {
            name: String::from("dwarf"),
            size: Size::Small,
            movement: 8,
            adjustments: [-1, 0, 0, 1, 0, 0],
            health: 2,
            base_age: 120,
            age_dice: 8,
            base_height: 41,
            height_dice: 2,
            base_weight: 80,
            skill: Some(String::from("Spelunking")),
        }
    }

    /// The change to one ability.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Ability, Species};
    /// assert_eq!(Species::dwarf().adjustment(Ability::Endurance), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub const fn adjustment(&self, ability: Ability) -> i32 {
        self.adjustments[ability_index(ability)]
    }

    /// Checks every figure against its range: movement 0..=100,
    /// adjustments and health -10..=10, ages up to 10,000 years and 100
    /// dice, heights up to 10,000 inches and 100 dice, weights up to
    /// 1,000,000 pounds, texts up to [`MAX_TEXT`](super::MAX_TEXT).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) naming the figure, [`Error::TooLong`]
    /// for a text.
    pub fn check(&self) -> Result<(), Error> {
        text("species name", &self.name)?;
        if let Some(skill) = &self.skill {
            text("species skill", skill)?;
        }
        range("species movement", self.movement.into(), 0, 100)?;
        for adjustment in self.adjustments {
            range("species adjustment", adjustment.into(), -10, 10)?;
        }
        range("species health", self.health.into(), -10, 10)?;
        range("species base age", self.base_age.into(), 0, 10_000)?;
        range("species age dice", self.age_dice.into(), 0, 100)?;
        range("species base height", self.base_height.into(), 0, 10_000)?;
        range("species height dice", self.height_dice.into(), 0, 100)?;
        range("species base weight", self.base_weight.into(), 0, 1_000_000)?;
        Ok(())
    }
}

/// The numbers the seed leaves to the referee (they are not in its
/// text): Carry, agility's share of defense, the thrown and propelled
/// attack bonuses, the species' bonus on reactions against magic, and the
/// extra skills or field bonuses the starting age gives.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::Referee;
///
/// let toromeen = Referee::toromeen();
/// assert_eq!((toromeen.carry, toromeen.magic_bonus, toromeen.age_extras), (13, 4, 5));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Referee {
    /// Carry: how many entries the character carries without penalty.
    pub carry: u32,
    /// Agility's share of defense.
    pub agility_defense: i32,
    /// The thrown weapons attack bonus.
    pub thrown_attack: i32,
    /// The propelled weapons attack bonus.
    pub propelled_attack: i32,
    /// The bonus on reactions against magical attacks or effects.
    pub magic_bonus: i32,
    /// Extra skills or field bonuses the starting age gives.
    pub age_extras: u32,
}

impl Referee {
    /// Toromeen's: Carry 13 (strength 18, endurance 15), defense,
    /// thrown and propelled attack 0 (agility 10), +4 against magic (a
    /// dwarf with endurance 15), 5 extras (151 years old).
    #[must_use]
    pub const fn toromeen() -> Self {
        Self {
            carry: 13,
            agility_defense: 0,
            thrown_attack: 0,
            propelled_attack: 0,
            magic_bonus: 4,
            age_extras: 5,
        }
    }

    /// Checks every number: Carry 0..=1000, bonuses -20..=20, extras
    /// 0..=100.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) naming the number.
    pub fn check(&self) -> Result<(), Error> {
        range("carry", self.carry.into(), 0, 1000)?;
        range("agility defense", self.agility_defense.into(), -20, 20)?;
        range("thrown attack", self.thrown_attack.into(), -20, 20)?;
        range("propelled attack", self.propelled_attack.into(), -20, 20)?;
        range("magic bonus", self.magic_bonus.into(), -20, 20)?;
        range("age extras", self.age_extras.into(), 0, 100)?;
        Ok(())
    }
}
