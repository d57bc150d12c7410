//! Abilities, reactions, archetypes and contributors: the vocabulary the
//! advancement rules read.

use crate::Error;

pub use osr_check::gods_and_monsters::Ability;

/// The six reactions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersReaction"))]
pub enum Reaction {
    /// Health.
    Health,
    /// Fortitude.
    Fortitude,
    /// Willpower.
    Willpower,
    /// Evasion.
    Evasion,
    /// Reason.
    Reason,
    /// Perception.
    Perception,
}

impl Reaction {
    /// Every reaction, in the rules' order.
    pub const ALL: [Self; 6] = [
        Self::Health,
        Self::Fortitude,
        Self::Willpower,
        Self::Evasion,
        Self::Reason,
        Self::Perception,
    ];
}

/// How often an archetype's Fighting Art field bonus rises.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::Cadence;
///
/// assert_eq!(Cadence::EveryThirdLevel.bonus_at(9), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cadence {
    /// +1 at every level, the first included.
    EveryLevel,
    /// +1 at level 2 and every two levels after.
    EvenLevels,
    /// +1 at level 3 and every three levels after.
    EveryThirdLevel,
}

impl Cadence {
    /// The Fighting Art field bonus this cadence has given by `level`.
    #[must_use]
    pub const fn bonus_at(self, level: u32) -> u32 {
        match self {
            Self::EveryLevel => level,
            Self::EvenLevels => level / 2,
            Self::EveryThirdLevel => level / 3,
        }
    }
}

/// The five archetypes and what each one's advancement reads.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Ability, Archetype, Reaction};
///
/// let warrior = Archetype::Warrior;
/// assert_eq!(warrior.ability(), Ability::Strength);
/// assert_eq!(warrior.reaction(), Reaction::Fortitude);
/// assert_eq!(warrior.verve_contributor(), Ability::Intelligence);
/// assert_eq!(warrior.fighting_art_bonus(2), 2);
/// assert_eq!(Archetype::Sorceror.fighting_art_bonus(5), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Archetype {
    /// Warrior: strength, fortitude, intelligence; Fighting Art every level.
    Warrior,
    /// Thief: agility, evasion, wisdom; Fighting Art every even level.
    Thief,
    /// Sorceror: intelligence, reason, charisma; Fighting Art every third
    /// level.
    Sorceror,
    /// Prophet: wisdom, willpower, strength; Fighting Art every even level.
    Prophet,
    /// Monk: charisma, perception, endurance; Fighting Art every even
    /// level.
    Monk,
}

impl Archetype {
    /// Every archetype, in the rules' order.
    pub const ALL: [Self; 5] = [
        Self::Warrior,
        Self::Thief,
        Self::Sorceror,
        Self::Prophet,
        Self::Monk,
    ];

    /// The archetypal ability.
    #[must_use]
    pub const fn ability(self) -> Ability {
        match self {
            Self::Warrior => Ability::Strength,
            Self::Thief => Ability::Agility,
            Self::Sorceror => Ability::Intelligence,
            Self::Prophet => Ability::Wisdom,
            Self::Monk => Ability::Charisma,
        }
    }

    /// The archetypal reaction.
    #[must_use]
    pub const fn reaction(self) -> Reaction {
        match self {
            Self::Warrior => Reaction::Fortitude,
            Self::Thief => Reaction::Evasion,
            Self::Sorceror => Reaction::Reason,
            Self::Prophet => Reaction::Willpower,
            Self::Monk => Reaction::Perception,
        }
    }

    /// The ability that contributes to verve besides the archetypal one.
    #[must_use]
    pub const fn verve_contributor(self) -> Ability {
        match self {
            Self::Warrior => Ability::Intelligence,
            Self::Thief => Ability::Wisdom,
            Self::Sorceror => Ability::Charisma,
            Self::Prophet => Ability::Strength,
            Self::Monk => Ability::Endurance,
        }
    }

    /// How often the Fighting Art field bonus rises.
    #[must_use]
    pub const fn cadence(self) -> Cadence {
        match self {
            Self::Warrior => Cadence::EveryLevel,
            Self::Sorceror => Cadence::EveryThirdLevel,
            Self::Thief | Self::Prophet | Self::Monk => Cadence::EvenLevels,
        }
    }

    /// The Fighting Art field bonus an archetype level gives (it cannot be
    /// bought with mojo).
    #[must_use]
    pub const fn fighting_art_bonus(self, level: u32) -> u32 {
        self.cadence().bonus_at(level)
    }

    /// The reaction bonus advancement has given `reaction` by archetype
    /// `level`: the archetypal reaction +1 per level (a bonus of level),
    /// the others +1 per even level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{Archetype, Reaction};
    ///
    /// assert_eq!(Archetype::Warrior.reaction_bonus(Reaction::Fortitude, 2), 2);
    /// assert_eq!(Archetype::Warrior.reaction_bonus(Reaction::Perception, 3), 1);
    /// ```
    #[must_use]
    pub fn reaction_bonus(self, reaction: Reaction, level: u32) -> u32 {
        if reaction == self.reaction() {
            level
        } else {
            level / 2
        }
    }
}

/// The Fighting Art field bonus of a character with several archetypes:
/// each archetype's bonus at its own level, added up (reading: the seed
/// says archetype levels decide it, not how they combine).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Archetype, fighting_art_total};
///
/// // Sam: thief 1, warrior 1.
/// assert_eq!(fighting_art_total(&[(Archetype::Thief, 1), (Archetype::Warrior, 1)]), 1);
/// ```
#[must_use]
pub fn fighting_art_total(levels: &[(Archetype, u32)]) -> u32 {
    levels
        .iter()
        .map(|&(archetype, level)| archetype.fighting_art_bonus(level))
        .fold(0, u32::saturating_add)
}

/// A character's ability score, and how a score contributes (the agreed
/// table, or a referee's): osr-check's, which osr-health's hazards and
/// osr-sheet read too.
pub use osr_check::gods_and_monsters::{AbilityScore, Contributors, SeedContributors};

/// The six ability scores of a character.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Abilities, Ability};
///
/// // Toromeen: Cha 8, Int 12, Wis 15, End 15, Agi 10, Str 18.
/// let toromeen = Abilities::new(8, 12, 15, 15, 10, 18)?;
/// assert_eq!(toromeen.get(Ability::Strength), 18);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Abilities {
    /// Charisma.
    #[cfg_attr(feature = "serde", serde(rename = "cha"))]
    pub charisma: AbilityScore,
    /// Intelligence.
    #[cfg_attr(feature = "serde", serde(rename = "int"))]
    pub intelligence: AbilityScore,
    /// Wisdom.
    #[cfg_attr(feature = "serde", serde(rename = "wis"))]
    pub wisdom: AbilityScore,
    /// Endurance.
    #[cfg_attr(feature = "serde", serde(rename = "end"))]
    pub endurance: AbilityScore,
    /// Agility.
    #[cfg_attr(feature = "serde", serde(rename = "agi"))]
    pub agility: AbilityScore,
    /// Strength.
    #[cfg_attr(feature = "serde", serde(rename = "str"))]
    pub strength: AbilityScore,
}

impl Abilities {
    /// The six scores in the rules' order: charisma, intelligence, wisdom,
    /// endurance, agility, strength.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside [`AbilityScore`]'s
    /// range.
    pub fn new(
        charisma: i32,
        intelligence: i32,
        wisdom: i32,
        endurance: i32,
        agility: i32,
        strength: i32,
    ) -> Result<Self, Error> {
        Ok(Self {
            charisma: AbilityScore::new(charisma)?,
            intelligence: AbilityScore::new(intelligence)?,
            wisdom: AbilityScore::new(wisdom)?,
            endurance: AbilityScore::new(endurance)?,
            agility: AbilityScore::new(agility)?,
            strength: AbilityScore::new(strength)?,
        })
    }

    /// One score.
    #[must_use]
    pub const fn get(&self, ability: Ability) -> i32 {
        match ability {
            Ability::Charisma => self.charisma.get(),
            Ability::Intelligence => self.intelligence.get(),
            Ability::Wisdom => self.wisdom.get(),
            Ability::Endurance => self.endurance.get(),
            Ability::Agility => self.agility.get(),
            Ability::Strength => self.strength.get(),
        }
    }
}
