//! Block, Dodge, Parry: the d20 save where 1 always passes and 20 always
//! fails, contested saves, Time, Gear & Skill and the Die of Fate. The
//! Critical Damage Save, its injury table and falls are health rules:
//! osr-health's `block_dodge_parry` module.
//!
//! Ability scores are [`AbilityScore`]s, 0 and up: the chapter leaves
//! the scale to character creation and bounds a save only through its
//! rule (a 1 always passes and a 20 always fails, so every score from 19 up
//! saves alike), so no upper limit is invented here.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.2.roll: pass on d20 at most the ability; 1 passes, 20 fails | [`Save`] |
//! | BDP-core.advantage: roll twice, keep the better | [`Save::with_advantage`] |
//! | BDP-1.2.when: saves for split-second moments, Time, Gear & Skill for planned actions | [`Situation`], [`Procedure`] |
//! | BDP-1.3.contested: the highest passing roll wins; both fail, nobody; a tie rolls again | [`Contest`] |
//! | BDP-1.4.gate: impossible or certain actions are not rolled | [`Gate`] |
//! | BDP-1.4.time: not rushed, time to think | [`Factors::time`] |
//! | BDP-1.4.gear: benefits must outweigh hindrances | [`GearFactor`] |
//! | BDP-1.4.skill: specialisation, or an ability of 15+; 6 or less hinders | [`Skill`], [`AbilityFactor`], [`Ability::descriptor`] |
//! | BDP-1.4.resolve: 3 succeed, 0-1 fail, 2 roll a d6 | [`TimeGearSkill`], [`TWO_FACTORS`], [`Resolution`] |
//! | BDP-1.4.1.examples: the example tasks | [`TASK_EXAMPLES`], [`TaskExample::factors`] |
//! | BDP-1.5.die-of-fate: the d6 of unclear situations | [`DIE_OF_FATE`], [`Answer`] |
//! | BDP-dice.notation: d2 and d3 from a d6 | [`SmallDie`] |

use core::fmt;

use osr_core::Edge;

use super::{Naturals, RollUnder};
use crate::save::{EdgeRule, NaturalsRule, SaveRules};

mod contest;
mod fate;
mod small_dice;
mod time_gear_skill;

pub use self::contest::{Contest, ContestRoll, Winner};
pub use self::fate::{Answer, DIE_OF_FATE};
pub use self::small_dice::{SmallDie, SmallRoll};
pub use self::time_gear_skill::{
    AbilityFactor, BREACHING_A_DOOR, CLIMBING, ExampleGear, Factors, Gate, GearFactor,
    HIGH_ABILITY, LOCKPICKING, LOW_ABILITY, PLOTTING_AN_ESCAPE, RUNNING_THE_WALLS, Resolution,
    SNEAKING, Scores, Skill, Specialisation, TASK_EXAMPLES, TWO_FACTORS, TaskExample,
    TimeGearSkill, TimeGearSkillRoll,
};
pub use crate::save::Advantages;

osr_core::bounded! {
    error: crate::Error;
    /// An ability score a save is rolled against: damage takes a score
    /// down to 0 and no lower, and the rules set no upper limit (at 19 and
    /// above only a natural 20 fails), so any score from 0 up is taken.
    pub struct AbilityScore(i32) in 0..=2147483647, "ability score";
}

crate::save::impl_score!(AbilityScore);

#[cfg(feature = "schema")]
crate::save::save_schema!(
    Rules,
    "BlockDodgeParrySave",
    "A Block, Dodge, Parry save: d20 at most the ability (0 and up) passes, a natural 1 always passes and a 20 always fails; advantage rolls one extra d20, and there is no disadvantage."
);

/// The rules of Block, Dodge, Parry's save: advantage rolls one extra d20
/// and keeps the better, there is no disadvantage, a natural 1 always
/// passes and a natural 20 always fails, and every save is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules;

impl SaveRules for Rules {
    type Ability = AbilityScore;
    type Outcome = super::Save;
    type Edge = crate::save::Advantages;
    const EDGE: EdgeRule = EdgeRule::AdvantageOnly;
    const NATURALS: NaturalsRule = NaturalsRule::Fixed(Naturals::OnePassesTwentyFails);
}

/// A save: d20 at most the ability passes, a natural 1 always passes and a
/// natural 20 always fails; with advantage ([`Save::with_advantage`]) it
/// is rolled twice and passes if either die passes.
///
/// It is the crate's [configurable save](crate::save::Save) under
/// [`Rules`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved, block_dodge_parry::Save};
///
/// let save = Save::new(12)?;
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Pass);
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[13]))?.band(), PassFail::Fail);
/// let nineteen = BigRational::new(19.into(), 20.into());
/// assert_eq!(Save::new(20)?.odds().probability(&PassFail::Pass), Some(nineteen));
/// # Ok::<(), osr_check::Error>(())
/// ```
pub type Save = crate::save::Save<Rules>;

impl Save {
    /// The same save rolled twice, passing if either die passes, or once.
    #[must_use]
    pub const fn with_advantage(self, advantage: bool) -> Self {
        Self {
            edge: Edge::new(if advantage { 1 } else { 0 }, 0),
            ..self
        }
    }

    /// Whether the save is rolled with advantage.
    #[must_use]
    pub const fn advantage(&self) -> bool {
        self.edge.advantage > 0
    }
}

/// The three abilities.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
///
/// assert_eq!(Ability::Dex.descriptor(), "deft");
/// assert_eq!(Ability::Str.to_string(), "STR");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryAbility")
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Ability {
    /// Strength: physical power, resisting poison.
    Str,
    /// Dexterity: poise, speed and reflexes.
    Dex,
    /// Willpower: persuading, deceiving, manipulating spells.
    Wil,
}

impl Ability {
    /// The word a score of [`HIGH_ABILITY`] or more earns, which counts as
    /// an implicit Skill: tough, deft or resolute.
    #[must_use]
    pub const fn descriptor(self) -> &'static str {
        match self {
            Self::Str => "tough",
            Self::Dex => "deft",
            Self::Wil => "resolute",
        }
    }
}

impl fmt::Display for Ability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Str => "STR",
            Self::Dex => "DEX",
            Self::Wil => "WIL",
        })
    }
}

/// What kind of moment the referee judges an action to be.
///
/// Choosing the procedure is the referee's call; this names the moments
/// the rules tell apart and maps each to its procedure
/// ([`Situation::procedure`]).
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{Procedure, Situation};
///
/// // A trap springs: a split-second moment, so a save.
/// assert_eq!(Situation::Sudden.procedure(), Procedure::Save);
/// // Picking a lock with time to think: Time, Gear & Skill.
/// assert_eq!(Situation::Planned.procedure(), Procedure::TimeGearSkill);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Situation {
    /// Something happens to the character, or a risky choice must be made
    /// in a split second.
    Sudden,
    /// A split-second moment where an opponent's ability matters as much
    /// as the character's (disarming an ogre, arm-wrestling).
    Opposed,
    /// An action the character chooses and can plan, whose outcome is in
    /// doubt.
    Planned,
    /// An unclear situation that nothing about the character bears on:
    /// no background, gear, skill or preparation.
    Unclear,
}

/// The resolution procedures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Procedure {
    /// A save ([`Save`]).
    Save,
    /// A contested save ([`Contest`]).
    ContestedSave,
    /// Time, Gear & Skill ([`TimeGearSkill`]).
    TimeGearSkill,
    /// The Die of Fate ([`DIE_OF_FATE`]).
    DieOfFate,
}

impl Situation {
    /// The procedure the rules use for this kind of moment.
    #[must_use]
    pub const fn procedure(self) -> Procedure {
        match self {
            Self::Sudden => Procedure::Save,
            Self::Opposed => Procedure::ContestedSave,
            Self::Planned => Procedure::TimeGearSkill,
            Self::Unclear => Procedure::DieOfFate,
        }
    }
}

/// Whether a d20 face passes a save against `ability` (1 always passes, 20
/// always fails).
fn save_passes(ability: i32, face: u32) -> bool {
    RollUnder::new(ability)
        .naturals(Naturals::OnePassesTwentyFails)
        .passes(face)
}
