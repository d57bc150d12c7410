//! A character's and a creature's numbers that several rule crates read:
//! the six abilities, levels, ability scores, Movement and how a score
//! contributes to what it modifies.

/// The six abilities, in JSON by the three letters the sheet writes them
/// with (`"cha"`, `"int"`, `"wis"`, `"end"`, `"agi"`, `"str"`), as every
/// system names its abilities.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Ability;
///
/// assert!(Ability::Charisma < Ability::Strength);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAbility"))]
pub enum Ability {
    /// Charisma.
    #[cfg_attr(feature = "serde", serde(rename = "cha"))]
    Charisma,
    /// Intelligence.
    #[cfg_attr(feature = "serde", serde(rename = "int"))]
    Intelligence,
    /// Wisdom.
    #[cfg_attr(feature = "serde", serde(rename = "wis"))]
    Wisdom,
    /// Endurance.
    #[cfg_attr(feature = "serde", serde(rename = "end"))]
    Endurance,
    /// Agility.
    #[cfg_attr(feature = "serde", serde(rename = "agi"))]
    Agility,
    /// Strength.
    #[cfg_attr(feature = "serde", serde(rename = "str"))]
    Strength,
}

osr_core::bounded! {
    error: crate::Error;
    /// A character's level, in an archetype or overall: the level table
    /// gives levels 1 to 10 and its formulas go on; thirty is far past any
    /// campaign.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{CharacterLevel, CreatureLevel};
    ///
    /// let sorceror = CharacterLevel::new(5)?;
    /// assert_eq!(CreatureLevel::from(sorceror).get(), 5);
    /// assert_eq!(CharacterLevel::new(31).unwrap_err().to_string(), "level must be in 1..=30, got 31");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct CharacterLevel(u32) in 1..=30, "level";

    /// Any creature's level, a character's or a monster's: monsters run
    /// higher than a [`CharacterLevel`], and a creature of no level is
    /// level 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::CreatureLevel;
    ///
    /// assert_eq!(CreatureLevel::new(0)?.get(), 0);
    /// assert!(CreatureLevel::new(101).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct CreatureLevel(u32) in 0..=100, "level";

    /// A character's ability score: 4d6 keeping 3 gives 3..=18, species
    /// and mojo raise it further; 30 is far beyond any character.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::AbilityScore;
    ///
    /// assert_eq!(AbilityScore::new(18)?.get(), 18);
    /// assert_eq!(AbilityScore::new(0).unwrap_err().to_string(), "ability score must be in 1..=30, got 0");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct AbilityScore(i32) in 1..=30, "ability score";

    /// Any creature's endurance score, a character's or a monster's:
    /// monsters run higher than a character's [`AbilityScore`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::Endurance;
    ///
    /// assert_eq!(Endurance::new(15)?.get(), 15);
    /// assert_eq!(Endurance::new(41).unwrap_err().to_string(), "endurance must be in 1..=40, got 41");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct Endurance(i32) in 1..=40, "endurance";

    /// A Movement score: feet per round in combat, and the M that every
    /// pace of the speed table multiplies.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::Movement;
    ///
    /// assert_eq!(Movement::new(10)?.get(), 10);
    /// assert_eq!(Movement::new(101).unwrap_err().to_string(), "movement must be in 0..=100, got 101");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct Movement(u32) in 0..=100, "movement";
}

impl From<CharacterLevel> for CreatureLevel {
    /// A character's level as the level of the creature the character is.
    fn from(level: CharacterLevel) -> Self {
        Self(level.get())
    }
}

/// How an ability score contributes to what it modifies: as a major or a
/// minor contributor. The seed does not print its table; a referee with
/// the full rules supplies their own.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Contributors;
///
/// /// A referee's table: every score contributes nothing.
/// struct Flat;
///
/// impl Contributors for Flat {
///     fn major(&self, _score: i32) -> i32 {
///         0
///     }
///     fn minor(&self, _score: i32) -> i32 {
///         0
///     }
/// }
///
/// assert_eq!(Flat.major(18), 0);
/// ```
pub trait Contributors {
    /// The score as a major contributor.
    fn major(&self, score: i32) -> i32;
    /// The score as a minor contributor.
    fn minor(&self, score: i32) -> i32;
}

/// The agreed contributor table, which reproduces every value the seed's
/// examples use: major = floor((score - 10) / 2), minor = major / 2
/// rounded toward zero (3: -4/-2, 8: -1/0, 10: 0/0, 12: +1/0, 15: +2/+1,
/// 18: +4/+2).
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{Contributors, SeedContributors};
///
/// assert_eq!((SeedContributors.major(18), SeedContributors.minor(18)), (4, 2));
/// assert_eq!((SeedContributors.major(8), SeedContributors.minor(8)), (-1, 0));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SeedContributors;

impl Contributors for SeedContributors {
    fn major(&self, score: i32) -> i32 {
        (score - 10).div_euclid(2)
    }

    fn minor(&self, score: i32) -> i32 {
        self.major(score) / 2
    }
}
