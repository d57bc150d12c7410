//! Block, Dodge, Parry's Time, Gear & Skill: planned actions settled by counting factors
//! (BDP-1.4).

use alloc::vec::Vec;
use core::fmt;

use num_rational::BigRational;
use num_traits::One;
use osr_core::FaceSource;

use super::{Ability, AbilityScore};
use crate::{Check, Error, Odds, Outcome, Resolved, Table};

/// A score at or above which an ability is a benefit to the Skill factor
/// (deft, tough, resolute).
pub const HIGH_ABILITY: i32 = 15;
/// A score at or below which an ability is a hindrance to the Skill factor.
pub const LOW_ABILITY: i32 = 6;

/// Whether an action is settled before Time, Gear & Skill: simply
/// impossible, certain, or in doubt.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::block_dodge_parry::{Factors, Gate, Resolution, TimeGearSkill};
///
/// let wall = TimeGearSkill::new(Factors::NONE).with_gate(Gate::Certain);
/// let outcome = wall.roll(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!((outcome.band(), outcome.was_rolled()), (Resolution::Success, false));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryGate"))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Gate {
    /// It simply cannot be done: it fails, no roll.
    Impossible,
    /// It cannot fail: it succeeds, no roll.
    Certain,
    /// The outcome is in doubt: count Time, Gear and Skill.
    #[default]
    Doubtful,
}

/// The Gear factor: helpful equipment, tools or surroundings against
/// hindering ones. Gear is present only when the benefits outweigh the
/// hindrances; weighing is the referee's call, and the default weighs them
/// one for one (soft-soled boots against heavy armour: no Gear).
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::GearFactor;
///
/// assert!(!GearFactor::new(1, 1).present());
/// assert!(GearFactor::new(2, 1).present());
/// assert!(!GearFactor::NONE.present());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GearFactor {
    /// Gear or surroundings that help.
    pub benefits: u32,
    /// Gear or surroundings that hinder.
    pub hindrances: u32,
}

impl GearFactor {
    /// No gear at all.
    pub const NONE: Self = Self::new(0, 0);

    /// This many benefits and hindrances.
    #[must_use]
    pub const fn new(benefits: u32, hindrances: u32) -> Self {
        Self {
            benefits,
            hindrances,
        }
    }

    /// Whether the benefits outweigh the hindrances.
    #[must_use]
    pub const fn present(self) -> bool {
        self.benefits > self.hindrances
    }
}

/// What an ability score brings to the Skill factor.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::AbilityFactor;
///
/// assert_eq!(AbilityFactor::of(15)?, AbilityFactor::Benefit);
/// assert_eq!(AbilityFactor::of(14)?, AbilityFactor::Neither);
/// assert_eq!(AbilityFactor::of(6)?, AbilityFactor::Hindrance);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum AbilityFactor {
    /// [`LOW_ABILITY`] or lower.
    Hindrance,
    /// Between the two.
    Neither,
    /// [`HIGH_ABILITY`] or higher.
    Benefit,
}

impl AbilityFactor {
    /// What a score brings.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn of(score: i32) -> Result<Self, Error> {
        let score = AbilityScore::new(score)?.get();
        Ok(if score >= HIGH_ABILITY {
            Self::Benefit
        } else if score <= LOW_ABILITY {
            Self::Hindrance
        } else {
            Self::Neither
        })
    }
}

/// The Skill factor: an explicit (career, skills) or implicit (background,
/// history) specialisation in the task, or an ability the task calls on of
/// [`HIGH_ABILITY`] or more; an ability of [`LOW_ABILITY`] or less is a
/// hindrance.
///
/// How a hindrance weighs against a skill is the referee's call. The
/// default weighs them as Gear does, one for one: Skill is present when
/// the benefits outnumber the hindrances, so a low ability cancels one
/// specialisation or one high ability.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Skill;
///
/// // A thief picking a lock.
/// assert!(Skill::NONE.specialised().present());
/// // DEX 15: deft.
/// assert!(Skill::NONE.with_ability(15)?.present());
/// // A clumsy thief: DEX 5 cancels the specialisation.
/// assert!(!Skill::NONE.specialised().with_ability(5)?.present());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParrySkill"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Skill {
    /// Specialisations and high abilities.
    pub benefits: u32,
    /// Low abilities.
    pub hindrances: u32,
}

impl Skill {
    /// No specialisation and no ability that counts.
    pub const NONE: Self = Self::new(0, 0);

    /// This many benefits and hindrances.
    #[must_use]
    pub const fn new(benefits: u32, hindrances: u32) -> Self {
        Self {
            benefits,
            hindrances,
        }
    }

    /// The same with one more specialisation.
    #[must_use]
    pub const fn specialised(self) -> Self {
        Self {
            benefits: self.benefits.saturating_add(1),
            ..self
        }
    }

    /// The same with an ability score the task calls on.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn with_ability(self, score: i32) -> Result<Self, Error> {
        Ok(match AbilityFactor::of(score)? {
            AbilityFactor::Benefit => Self {
                benefits: self.benefits.saturating_add(1),
                ..self
            },
            AbilityFactor::Hindrance => Self {
                hindrances: self.hindrances.saturating_add(1),
                ..self
            },
            AbilityFactor::Neither => self,
        })
    }

    /// Whether the benefits outweigh the hindrances.
    #[must_use]
    pub const fn present(self) -> bool {
        self.benefits > self.hindrances
    }
}

/// The three factors of an action whose outcome is in doubt.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{Factors, GearFactor, Skill};
///
/// // A thief with lockpicks, guards coming: Gear and Skill.
/// let factors = Factors::new(false, GearFactor::new(1, 0), Skill::NONE.specialised());
/// assert_eq!(factors.count(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Factors {
    /// Time: not explicitly rushed, able to calmly weigh the options (the
    /// referee's call).
    pub time: bool,
    /// Gear.
    pub gear: GearFactor,
    /// Skill.
    pub skill: Skill,
}

impl Factors {
    /// None of the three.
    pub const NONE: Self = Self::new(false, GearFactor::NONE, Skill::NONE);

    /// Time, gear and skill as given.
    #[must_use]
    pub const fn new(time: bool, gear: GearFactor, skill: Skill) -> Self {
        Self { time, gear, skill }
    }

    /// How many of the three are present.
    #[must_use]
    pub const fn count(self) -> u32 {
        let mut n = 0;
        if self.time {
            n += 1;
        }
        if self.gear.present() {
            n += 1;
        }
        if self.skill.present() {
            n += 1;
        }
        n
    }
}

/// The outcome of Time, Gear & Skill, worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Resolution {
    /// The action fails.
    Failure,
    /// The action succeeds at a cost the referee picks: something breaks,
    /// Fatigue or minor damage, or the situation gets more complicated.
    SuccessAtCost,
    /// The action succeeds.
    Success,
}

/// The d6 rolled with exactly two factors: 1 fails, 2-3 succeed at a cost,
/// 4-6 succeed.
pub const TWO_FACTORS: Table<Resolution, 6> = Table::new([
    Resolution::Failure,
    Resolution::SuccessAtCost,
    Resolution::SuccessAtCost,
    Resolution::Success,
    Resolution::Success,
    Resolution::Success,
]);

/// Time, Gear & Skill, for planned actions whose outcome is in doubt: all
/// three succeed without a roll, one or none fail without a roll, and
/// exactly two roll a d6 on [`TWO_FACTORS`]. A [`Gate`] settles impossible
/// and certain actions first.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::block_dodge_parry::{Factors, GearFactor, Resolution, Skill, TimeGearSkill};
///
/// // Time and Gear, no Skill: roll a d6.
/// let task = TimeGearSkill::new(Factors::new(true, GearFactor::new(1, 0), Skill::NONE));
/// assert_eq!(task.roll(&mut SuppliedFaces::new(&[5]))?.band(), Resolution::Success);
/// assert_eq!(task.roll(&mut SuppliedFaces::new(&[3]))?.band(), Resolution::SuccessAtCost);
/// assert_eq!(task.roll(&mut SuppliedFaces::new(&[1]))?.band(), Resolution::Failure);
/// let half = BigRational::new(1.into(), 2.into());
/// assert_eq!(task.odds().probability(&Resolution::Success), Some(half));
///
/// // Time only: fails without a roll.
/// let alone = TimeGearSkill::new(Factors::new(true, GearFactor::NONE, Skill::NONE));
/// let outcome = alone.roll(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!((outcome.band(), outcome.was_rolled()), (Resolution::Failure, false));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TimeGearSkill {
    /// Whether the action is rolled at all (`doubtful` when left out).
    #[cfg_attr(feature = "serde", serde(default))]
    gate: Gate,
    /// Time, Gear and Skill.
    factors: Factors,
}

impl TimeGearSkill {
    /// An action in doubt with these factors.
    #[must_use]
    pub const fn new(factors: Factors) -> Self {
        Self {
            gate: Gate::Doubtful,
            factors,
        }
    }

    /// The same action, impossible, certain or in doubt.
    #[must_use]
    pub const fn with_gate(self, gate: Gate) -> Self {
        Self { gate, ..self }
    }

    /// The gate.
    #[must_use]
    pub const fn gate(&self) -> Gate {
        self.gate
    }

    /// The factors.
    #[must_use]
    pub const fn factors(&self) -> Factors {
        self.factors
    }

    /// The result when no die is rolled, or `None` when the d6 decides.
    #[must_use]
    pub const fn settled(&self) -> Option<Resolution> {
        match self.gate {
            Gate::Impossible => Some(Resolution::Failure),
            Gate::Certain => Some(Resolution::Success),
            Gate::Doubtful => match self.factors.count() {
                2 => None,
                3 => Some(Resolution::Success),
                _ => Some(Resolution::Failure),
            },
        }
    }
}

/// A resolved [`TimeGearSkill`]: its result and the d6, if one was rolled.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::block_dodge_parry::{Factors, GearFactor, Skill, TimeGearSkill};
///
/// let task = TimeGearSkill::new(Factors::new(true, GearFactor::NONE, Skill::NONE.specialised()));
/// let outcome = task.roll(&mut SuppliedFaces::new(&[2]))?;
/// assert_eq!((outcome.was_rolled(), outcome.face()), (true, Some(2)));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// It is the crate's [`Outcome`] of a [`Resolution`]: with the `serde`
/// feature, `{"band": "success", "dice": []}`.
pub type TimeGearSkillRoll = Outcome<Resolution>;

impl Outcome<Resolution> {
    /// The result.
    #[must_use]
    pub const fn resolution(&self) -> Resolution {
        *self.band_ref()
    }

    /// Whether the d6 was rolled.
    #[must_use]
    pub fn was_rolled(&self) -> bool {
        !self.dice().is_empty()
    }

    /// The d6, when it was rolled.
    #[must_use]
    pub fn face(&self) -> Option<u32> {
        self.dice().first().map(|d| d.face)
    }
}

impl Check for TimeGearSkill {
    type Band = Resolution;
    type Outcome = TimeGearSkillRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TimeGearSkillRoll, Error> {
        if let Some(resolution) = self.settled() {
            return Ok(Outcome::new(resolution, Vec::new()));
        }
        let outcome = TWO_FACTORS.roll(source)?;
        Ok(Outcome::new(outcome.band(), outcome.dice().to_vec()))
    }

    fn odds(&self) -> Odds<Resolution> {
        match self.settled() {
            Some(resolution) => Odds::from_weights([(resolution, BigRational::one())], None),
            None => TWO_FACTORS.odds(),
        }
    }
}

/// A character's three ability scores, for reading the example tasks.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{Ability, Scores};
///
/// let scores = Scores::new(15, 12, 9)?;
/// assert_eq!(scores.get(Ability::Str), 15);
/// assert!(Scores::new(15, 12, -1).is_err());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Scores {
    str: AbilityScore,
    dex: AbilityScore,
    wil: AbilityScore,
}

impl Scores {
    /// STR, DEX and WIL.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(str: i32, dex: i32, wil: i32) -> Result<Self, Error> {
        Ok(Self {
            str: AbilityScore::new(str)?,
            dex: AbilityScore::new(dex)?,
            wil: AbilityScore::new(wil)?,
        })
    }

    /// One score.
    #[must_use]
    pub const fn get(&self, ability: Ability) -> i32 {
        match ability {
            Ability::Str => self.str.get(),
            Ability::Dex => self.dex.get(),
            Ability::Wil => self.wil.get(),
        }
    }
}

/// The gear the rules' example tasks name, as benefits or hindrances.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::ExampleGear;
///
/// assert_eq!(ExampleGear::ClimbingSpikes.to_string(), "climbing spikes");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum ExampleGear {
    /// Lockpicks.
    Lockpicks,
    /// A light.
    Light,
    /// Soft-soled boots.
    SoftSoledBoots,
    /// Heavy armor.
    HeavyArmor,
    /// An axe.
    Axe,
    /// A crowbar.
    Crowbar,
    /// Rope.
    Rope,
    /// Climbing spikes.
    ClimbingSpikes,
    /// A full backpack.
    FullBackpack,
    /// Pencil and paper.
    PencilAndPaper,
    /// Good connections with locals.
    GoodConnectionsWithLocals,
    /// A shield.
    Shield,
}

impl ExampleGear {
    /// The name the rules give it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Lockpicks => "lockpicks",
            Self::Light => "light",
            Self::SoftSoledBoots => "soft-soled boots",
            Self::HeavyArmor => "heavy armor",
            Self::Axe => "axe",
            Self::Crowbar => "crowbar",
            Self::Rope => "rope",
            Self::ClimbingSpikes => "climbing spikes",
            Self::FullBackpack => "full backpack",
            Self::PencilAndPaper => "pencil and paper",
            Self::GoodConnectionsWithLocals => "good connections with locals",
            Self::Shield => "shield",
        }
    }
}

impl fmt::Display for ExampleGear {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The careers, skills and backgrounds the rules' example tasks count as
/// Skill.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Specialisation;
///
/// assert_eq!(Specialisation::FamiliarWithTheCity.to_string(), "familiar with the city");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Specialisation {
    /// A thief.
    Thief,
    /// Trained to be stealthy.
    TrainedToBeStealthy,
    /// Acrobatic.
    Acrobatic,
    /// Familiar with the city.
    FamiliarWithTheCity,
}

impl Specialisation {
    /// The name the rules give it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Thief => "thief",
            Self::TrainedToBeStealthy => "trained to be stealthy",
            Self::Acrobatic => "acrobatic",
            Self::FamiliarWithTheCity => "familiar with the city",
        }
    }
}

impl fmt::Display for Specialisation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the rules' example tasks: what counts as Time, Gear and Skill
/// for it.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{ExampleGear, LOCKPICKING, Scores, Specialisation};
///
/// // A thief with lockpicks and a light, guards coming.
/// let scores = Scores::new(10, 12, 10)?;
/// let gear = [ExampleGear::Lockpicks, ExampleGear::Light];
/// let factors = LOCKPICKING.factors(false, &gear, &[Specialisation::Thief], &scores);
/// assert_eq!(factors.count(), 2);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TaskExample {
    /// The task.
    pub task: &'static str,
    /// When the character has Time for it.
    pub time: &'static str,
    /// Gear that helps.
    pub benefits: &'static [ExampleGear],
    /// Gear that hinders.
    pub hindrances: &'static [ExampleGear],
    /// Careers, skills or backgrounds that count as Skill.
    pub specialisations: &'static [Specialisation],
    /// Abilities that count as Skill at [`HIGH_ABILITY`] or more (and
    /// hinder at [`LOW_ABILITY`] or less).
    pub abilities: &'static [Ability],
}

impl TaskExample {
    /// The factors of a character at this task: `time` as the referee
    /// judges it, the character's `gear` and `specialisations` (matched
    /// against the example's lists, each counted once) and ability
    /// `scores`.
    #[must_use]
    pub fn factors(
        &self,
        time: bool,
        gear: &[ExampleGear],
        specialisations: &[Specialisation],
        scores: &Scores,
    ) -> Factors {
        fn tally<T: PartialEq>(items: &[T], held: &[T]) -> u32 {
            let n = items.iter().filter(|item| held.contains(item)).count();
            u32::try_from(n).unwrap_or(u32::MAX)
        }
        let mut skill = Skill::new(tally(self.specialisations, specialisations), 0);
        for &ability in self.abilities {
            // Scores are validated, so every one has a factor.
            if let Ok(with) = skill.with_ability(scores.get(ability)) {
                skill = with;
            }
        }
        Factors::new(
            time,
            GearFactor::new(tally(self.benefits, gear), tally(self.hindrances, gear)),
            skill,
        )
    }
}

/// Lockpicking.
pub const LOCKPICKING: TaskExample = TaskExample {
    task: "lockpicking",
    time: "10 minutes to inspect the lock and fiddle with it",
    benefits: &[ExampleGear::Lockpicks, ExampleGear::Light],
    hindrances: &[],
    specialisations: &[Specialisation::Thief],
    abilities: &[Ability::Dex],
};

/// Sneaking around.
pub const SNEAKING: TaskExample = TaskExample {
    task: "sneaking around",
    time: "not actively chased or hunted",
    benefits: &[ExampleGear::SoftSoledBoots],
    hindrances: &[ExampleGear::HeavyArmor],
    specialisations: &[Specialisation::TrainedToBeStealthy],
    abilities: &[Ability::Dex],
};

/// Breaching a barred door.
pub const BREACHING_A_DOOR: TaskExample = TaskExample {
    task: "breaching a barred door",
    time: "not actively under attack",
    benefits: &[ExampleGear::Axe, ExampleGear::Crowbar],
    hindrances: &[],
    specialisations: &[],
    abilities: &[Ability::Str],
};

/// Climbing a wall.
pub const CLIMBING: TaskExample = TaskExample {
    task: "climbing a wall",
    time: "not being chased",
    benefits: &[ExampleGear::Rope, ExampleGear::ClimbingSpikes],
    hindrances: &[ExampleGear::HeavyArmor, ExampleGear::FullBackpack],
    specialisations: &[Specialisation::Acrobatic],
    abilities: &[Ability::Dex, Ability::Str],
};

/// Plotting an escape route through the city.
pub const PLOTTING_AN_ESCAPE: TaskExample = TaskExample {
    task: "plotting an escape route through the city",
    time: "planned beforehand, not during the escape",
    benefits: &[
        ExampleGear::PencilAndPaper,
        ExampleGear::GoodConnectionsWithLocals,
    ],
    hindrances: &[],
    specialisations: &[Specialisation::Thief, Specialisation::FamiliarWithTheCity],
    abilities: &[],
};

/// Running across the walls of a city under siege.
pub const RUNNING_THE_WALLS: TaskExample = TaskExample {
    task: "running across the walls of a city under siege",
    time: "a break between arrow barrages",
    benefits: &[ExampleGear::Shield],
    hindrances: &[],
    specialisations: &[],
    abilities: &[Ability::Dex, Ability::Wil],
};

/// Every example task, in the rules' order.
pub const TASK_EXAMPLES: [TaskExample; 6] = [
    LOCKPICKING,
    SNEAKING,
    BREACHING_A_DOOR,
    CLIMBING,
    PLOTTING_AN_ESCAPE,
    RUNNING_THE_WALLS,
];
