//! Block, Dodge, Parry: the d20 save where 1 always passes and 20 always
//! fails, contested saves, Time, Gear & Skill, the Die of Fate, and the
//! Critical Damage Save with its injury table.
//!
//! Ability scores are [`AbilityScore`]s, 0 to 20.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.2.roll: pass on d20 at most the ability; 1 passes, 20 fails | [`Save`] |
//! | BDP-core.advantage: roll twice, keep the better | [`Save::with_advantage`] |
//! | BDP-1.2.when: saves for split-second moments, Time, Gear & Skill for planned actions | [`Situation`], [`Procedure`] |
//! | BDP-1.3.contested: the highest passing roll wins; both fail, nobody; a tie rolls again | [`Contest`] |
//! | BDP-1.4.gate: impossible or certain actions are not rolled | [`Gate`] |
//! | BDP-1.4.time: not rushed, time to think | [`Factors::time`] |
//! | BDP-1.4.gear: benefits must outweigh hindrances | [`Gear`] |
//! | BDP-1.4.skill: specialisation, or an ability of 15+; 6 or less hinders | [`Skill`], [`AbilityFactor`], [`Ability::descriptor`] |
//! | BDP-1.4.resolve: 3 succeed, 0-1 fail, 2 roll a d6 | [`TimeGearSkill`], [`TWO_FACTORS`], [`Resolution`] |
//! | BDP-1.4.1.examples: the example tasks | [`TASK_EXAMPLES`], [`TaskExample::factors`] |
//! | BDP-1.5.die-of-fate: the d6 of unclear situations | [`DIE_OF_FATE`], [`Answer`] |
//! | BDP-1.7.3.cds: a save against the ability after the damage | [`CriticalDamageSave`] |
//! | BDP-1.7.3.injury-table, BDP-1.7.3.head: where a STR injury lands | [`INJURY_AREAS`], [`HEAD_WOUNDS`], [`Critical`] |
//! | BDP-1.7.3.severe-wound: every injury adds a Severe wound | [`CriticalRoll::severe_wound`] |
//! | BDP-dice.notation: d2 and d3 from a d6; 1d10 per floor | [`SmallDie`], [`Fall`] |

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource};

use super::{
    Check, Error, Fate, MAX_TIE_ROUNDS, Naturals, Odds, Resolved, RollUnder, Rolled, Table, ratio,
};
use crate::save::{EdgeRule, NaturalsRule, SaveRules};

bounded! {
    /// An ability score a save is rolled against: the seed bounds it only
    /// through the save, where at 20 only a natural 20 fails and at 0 only
    /// a natural 1 passes.
    pub struct AbilityScore(i32) in 0..=20, "ability score";
}

crate::save::impl_score!(AbilityScore);

/// The rules of Block, Dodge, Parry's save: advantage rolls one extra d20
/// and keeps the better, there is no disadvantage, a natural 1 always
/// passes and a natural 20 always fails, and every save is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules;

impl SaveRules for Rules {
    type Ability = AbilityScore;
    type Outcome = super::Save;
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
#[cfg_attr(feature = "serde", serde(rename_all = "UPPERCASE"))]
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
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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

/// The result of a contested save.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Winner {
    /// Both saves failed: nobody wins.
    Neither,
    /// The first side won.
    First,
    /// The second side won.
    Second,
}

/// A contested save: both sides save, and the highest roll that still
/// passes wins.
///
/// A side that passes beats one that fails; when both fail nobody wins;
/// when both pass with the same roll, both roll again. A natural 1 always
/// passes, but as the lowest roll it loses to any other pass.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::{Contest, Winner}};
///
/// // Disarming an ogre: STR 16 against STR 16.
/// let disarm = Contest::new(16, 16)?;
/// assert_eq!(disarm.roll(&mut SuppliedFaces::new(&[14, 9]))?.band(), Winner::First);
/// assert_eq!(disarm.roll(&mut SuppliedFaces::new(&[17, 3]))?.band(), Winner::Second);
/// assert_eq!(disarm.roll(&mut SuppliedFaces::new(&[18, 19]))?.band(), Winner::Neither);
///
/// let outcome = disarm.roll(&mut SuppliedFaces::new(&[10, 10, 2, 5]))?;
/// assert_eq!((outcome.band(), outcome.rounds()), (Winner::Second, 2));
///
/// // Both fail with probability (4/20)^2, given no tie.
/// let p = BigRational::new(16.into(), 384.into());
/// assert_eq!(disarm.odds().probability(&Winner::Neither), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "[i32; 2]", into = "[i32; 2]"))]
pub struct Contest {
    abilities: [i32; 2],
}

impl TryFrom<[i32; 2]> for Contest {
    type Error = Error;

    fn try_from([first, second]: [i32; 2]) -> Result<Self, Error> {
        Self::new(first, second)
    }
}

impl From<Contest> for [i32; 2] {
    fn from(contest: Contest) -> Self {
        contest.abilities
    }
}

impl Contest {
    /// A contest between two ability scores.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(first: i32, second: i32) -> Result<Self, Error> {
        Save::new(first)?;
        Save::new(second)?;
        Ok(Self {
            abilities: [first, second],
        })
    }

    /// The two ability scores.
    #[must_use]
    pub const fn abilities(&self) -> [i32; 2] {
        self.abilities
    }

    /// One round with these faces: its winner, or `None` for a tie between
    /// two passes.
    fn round(&self, a: u32, b: u32) -> Option<Winner> {
        let [first, second] = self.abilities;
        match (save_passes(first, a), save_passes(second, b)) {
            (false, false) => Some(Winner::Neither),
            (true, false) => Some(Winner::First),
            (false, true) => Some(Winner::Second),
            (true, true) if a > b => Some(Winner::First),
            (true, true) if b > a => Some(Winner::Second),
            (true, true) => None,
        }
    }
}

/// A rolled [`Contest`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Fate, Resolved, block_dodge_parry::Contest};
///
/// let outcome = Contest::new(16, 16)?.roll(&mut SuppliedFaces::new(&[11, 11, 14, 9]))?;
/// assert_eq!((outcome.faces_rolled(), outcome.rounds()), ([14, 9], 2));
/// assert_eq!(outcome.dice()[1].fate, Fate::Replaced);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ContestRoll {
    winner: Winner,
    faces: [u32; 2],
    rounds: u32,
    dice: Vec<Rolled>,
}

impl ContestRoll {
    /// The result.
    #[must_use]
    pub const fn winner(&self) -> Winner {
        self.winner
    }

    /// The two d20s of the deciding round.
    #[must_use]
    pub const fn faces_rolled(&self) -> [u32; 2] {
        self.faces
    }

    /// The rounds rolled, the deciding one included.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }
}

impl Resolved for ContestRoll {
    type Band = Winner;

    fn band(&self) -> Winner {
        self.winner
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Contest {
    type Band = Winner;
    type Outcome = ContestRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestRoll, Error> {
        let mut dice = Vec::with_capacity(2);
        for round in 1..=MAX_TIE_ROUNDS {
            let a = Die::D20.roll(source)?;
            let b = Die::D20.roll(source)?;
            if let Some(winner) = self.round(a, b) {
                for face in [a, b] {
                    dice.push(Rolled {
                        sides: 20,
                        face,
                        fate: Fate::Counted,
                    });
                }
                return Ok(ContestRoll {
                    winner,
                    faces: [a, b],
                    rounds: round,
                    dice,
                });
            }
            for face in [a, b] {
                dice.push(Rolled {
                    sides: 20,
                    face,
                    fate: Fate::Replaced,
                });
            }
        }
        Err(Error::Unresolved {
            what: "contested save tie",
            rolls: MAX_TIE_ROUNDS,
        })
    }

    fn odds(&self) -> Odds<Winner> {
        // Count the 400 pairs of one round; tied rounds are rolled again,
        // so each result's chance is its share of the pairs that settle
        // (never none: a 20 against a 19 settles every contest).
        let mut ways = [0_u32; 3];
        let mut settled = 0_u32;
        for a in 1..=20 {
            for b in 1..=20 {
                let slot = match self.round(a, b) {
                    None => continue,
                    Some(Winner::Neither) => 0,
                    Some(Winner::First) => 1,
                    Some(Winner::Second) => 2,
                };
                ways[slot] += 1;
                settled += 1;
            }
        }
        Odds::from_weights(
            [Winner::Neither, Winner::First, Winner::Second]
                .into_iter()
                .zip(ways)
                .map(|(winner, n)| (winner, ratio(n, settled))),
            None,
        )
    }
}

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
/// use osr_check::block_dodge_parry::Gear;
///
/// assert!(!Gear::new(1, 1).present());
/// assert!(Gear::new(2, 1).present());
/// assert!(!Gear::NONE.present());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Gear {
    /// Gear or surroundings that help.
    pub benefits: u32,
    /// Gear or surroundings that hinder.
    pub hindrances: u32,
}

impl Gear {
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
        Save::new(score)?;
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
/// use osr_check::block_dodge_parry::{Factors, Gear, Skill};
///
/// // A thief with lockpicks, guards coming: Gear and Skill.
/// let factors = Factors::new(false, Gear::new(1, 0), Skill::NONE.specialised());
/// assert_eq!(factors.count(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Factors {
    /// Time: not explicitly rushed, able to calmly weigh the options (the
    /// referee's call).
    pub time: bool,
    /// Gear.
    pub gear: Gear,
    /// Skill.
    pub skill: Skill,
}

impl Factors {
    /// None of the three.
    pub const NONE: Self = Self::new(false, Gear::NONE, Skill::NONE);

    /// Time, gear and skill as given.
    #[must_use]
    pub const fn new(time: bool, gear: Gear, skill: Skill) -> Self {
        Self { time, gear, skill }
    }

    /// How many of the three are present.
    #[must_use]
    pub const fn count(self) -> u8 {
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
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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
/// use osr_check::block_dodge_parry::{Factors, Gear, Resolution, Skill, TimeGearSkill};
///
/// // Time and Gear, no Skill: roll a d6.
/// let task = TimeGearSkill::new(Factors::new(true, Gear::new(1, 0), Skill::NONE));
/// assert_eq!(task.roll(&mut SuppliedFaces::new(&[5]))?.band(), Resolution::Success);
/// assert_eq!(task.roll(&mut SuppliedFaces::new(&[3]))?.band(), Resolution::SuccessAtCost);
/// assert_eq!(task.roll(&mut SuppliedFaces::new(&[1]))?.band(), Resolution::Failure);
/// let half = BigRational::new(1.into(), 2.into());
/// assert_eq!(task.odds().probability(&Resolution::Success), Some(half));
///
/// // Time only: fails without a roll.
/// let alone = TimeGearSkill::new(Factors::new(true, Gear::NONE, Skill::NONE));
/// let outcome = alone.roll(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!((outcome.band(), outcome.was_rolled()), (Resolution::Failure, false));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TimeGearSkill {
    #[cfg_attr(feature = "serde", serde(default))]
    gate: Gate,
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
/// use osr_check::block_dodge_parry::{Factors, Gear, Skill, TimeGearSkill};
///
/// let task = TimeGearSkill::new(Factors::new(true, Gear::NONE, Skill::NONE.specialised()));
/// let outcome = task.roll(&mut SuppliedFaces::new(&[2]))?;
/// assert_eq!((outcome.was_rolled(), outcome.face()), (true, Some(2)));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TimeGearSkillRoll {
    resolution: Resolution,
    dice: Vec<Rolled>,
}

impl TimeGearSkillRoll {
    /// The result.
    #[must_use]
    pub const fn resolution(&self) -> Resolution {
        self.resolution
    }

    /// Whether the d6 was rolled.
    #[must_use]
    pub fn was_rolled(&self) -> bool {
        !self.dice.is_empty()
    }

    /// The d6, when it was rolled.
    #[must_use]
    pub fn face(&self) -> Option<u32> {
        self.dice.first().map(|d| d.face)
    }
}

impl Resolved for TimeGearSkillRoll {
    type Band = Resolution;

    fn band(&self) -> Resolution {
        self.resolution
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for TimeGearSkill {
    type Band = Resolution;
    type Outcome = TimeGearSkillRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TimeGearSkillRoll, Error> {
        if let Some(resolution) = self.settled() {
            return Ok(TimeGearSkillRoll {
                resolution,
                dice: Vec::new(),
            });
        }
        let outcome = TWO_FACTORS.roll(source)?;
        Ok(TimeGearSkillRoll {
            resolution: outcome.band(),
            dice: outcome.dice().to_vec(),
        })
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
/// assert!(Scores::new(15, 12, 21).is_err());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ScoresWire", into = "ScoresWire"))]
pub struct Scores {
    str: i32,
    dex: i32,
    wil: i32,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "UPPERCASE"))]
struct ScoresWire {
    str: i32,
    dex: i32,
    wil: i32,
}

impl TryFrom<ScoresWire> for Scores {
    type Error = Error;

    fn try_from(wire: ScoresWire) -> Result<Self, Error> {
        Self::new(wire.str, wire.dex, wire.wil)
    }
}

impl From<Scores> for ScoresWire {
    fn from(scores: Scores) -> Self {
        Self {
            str: scores.str,
            dex: scores.dex,
            wil: scores.wil,
        }
    }
}

impl Scores {
    /// STR, DEX and WIL.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(str: i32, dex: i32, wil: i32) -> Result<Self, Error> {
        for score in [str, dex, wil] {
            Save::new(score)?;
        }
        Ok(Self { str, dex, wil })
    }

    /// One score.
    #[must_use]
    pub const fn get(&self, ability: Ability) -> i32 {
        match ability {
            Ability::Str => self.str,
            Ability::Dex => self.dex,
            Ability::Wil => self.wil,
        }
    }
}

/// One of the rules' example tasks: what counts as Time, Gear and Skill
/// for it.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{LOCKPICKING, Scores};
///
/// // A thief with lockpicks and a light, guards coming.
/// let scores = Scores::new(10, 12, 10)?;
/// let factors = LOCKPICKING.factors(false, &["lockpicks", "light"], &["thief"], &scores);
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
    pub benefits: &'static [&'static str],
    /// Gear that hinders.
    pub hindrances: &'static [&'static str],
    /// Careers, skills or backgrounds that count as Skill.
    pub specialisations: &'static [&'static str],
    /// Abilities that count as Skill at [`HIGH_ABILITY`] or more (and
    /// hinder at [`LOW_ABILITY`] or less).
    pub abilities: &'static [Ability],
}

impl TaskExample {
    /// The factors of a character at this task: `time` as the referee
    /// judges it, the character's `gear` and `specialisations` (matched by
    /// name against the example's lists, each counted once) and ability
    /// `scores`.
    #[must_use]
    pub fn factors(
        &self,
        time: bool,
        gear: &[&str],
        specialisations: &[&str],
        scores: &Scores,
    ) -> Factors {
        let has = |list: &[&str], item: &&str| list.contains(item);
        let tally = |items: &[&str], held: &[&str]| -> u32 {
            let n = items.iter().filter(|item| has(held, item)).count();
            u32::try_from(n).unwrap_or(u32::MAX)
        };
        let mut skill = Skill::new(tally(self.specialisations, specialisations), 0);
        for &ability in self.abilities {
            // Scores are validated, so every one has a factor.
            if let Ok(with) = skill.with_ability(scores.get(ability)) {
                skill = with;
            }
        }
        Factors::new(
            time,
            Gear::new(tally(self.benefits, gear), tally(self.hindrances, gear)),
            skill,
        )
    }
}

/// Lockpicking.
pub const LOCKPICKING: TaskExample = TaskExample {
    task: "lockpicking",
    time: "10 minutes to inspect the lock and fiddle with it",
    benefits: &["lockpicks", "light"],
    hindrances: &[],
    specialisations: &["thief"],
    abilities: &[Ability::Dex],
};

/// Sneaking around.
pub const SNEAKING: TaskExample = TaskExample {
    task: "sneaking around",
    time: "not actively chased or hunted",
    benefits: &["soft-soled boots"],
    hindrances: &["heavy armor"],
    specialisations: &["trained to be stealthy"],
    abilities: &[Ability::Dex],
};

/// Breaching a barred door.
pub const BREACHING_A_DOOR: TaskExample = TaskExample {
    task: "breaching a barred door",
    time: "not actively under attack",
    benefits: &["axe", "crowbar"],
    hindrances: &[],
    specialisations: &[],
    abilities: &[Ability::Str],
};

/// Climbing a wall.
pub const CLIMBING: TaskExample = TaskExample {
    task: "climbing a wall",
    time: "not being chased",
    benefits: &["rope", "climbing spikes"],
    hindrances: &["heavy armor", "full backpack"],
    specialisations: &["acrobatic"],
    abilities: &[Ability::Dex, Ability::Str],
};

/// Plotting an escape route through the city.
pub const PLOTTING_AN_ESCAPE: TaskExample = TaskExample {
    task: "plotting an escape route through the city",
    time: "planned beforehand, not during the escape",
    benefits: &["pencil and paper", "good connections with locals"],
    hindrances: &[],
    specialisations: &["thief", "familiar with the city"],
    abilities: &[],
};

/// Running across the walls of a city under siege.
pub const RUNNING_THE_WALLS: TaskExample = TaskExample {
    task: "running across the walls of a city under siege",
    time: "a break between arrow barrages",
    benefits: &["shield"],
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

/// An answer of the Die of Fate, worst first.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Answer;
///
/// assert_eq!(Answer::YesBut.to_string(), "Yes, but…");
/// assert!(Answer::YesBut.is_yes());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Answer {
    /// No, and worse.
    NoAnd,
    /// No.
    No,
    /// No, but something good.
    NoBut,
    /// Yes, but something bad.
    YesBut,
    /// Yes.
    Yes,
    /// Yes, and better.
    YesAnd,
}

impl Answer {
    /// Whether the answer is a yes.
    #[must_use]
    pub const fn is_yes(self) -> bool {
        matches!(self, Self::YesBut | Self::Yes | Self::YesAnd)
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::NoAnd => "No, and…",
            Self::No => "No",
            Self::NoBut => "No, but…",
            Self::YesBut => "Yes, but…",
            Self::Yes => "Yes",
            Self::YesAnd => "Yes, and…",
        })
    }
}

/// The Die of Fate, a d6 for unclear situations that nothing about the
/// characters bears on; the referee narrates the answer.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::{Answer, DIE_OF_FATE}};
///
/// assert_eq!(DIE_OF_FATE.roll(&mut SuppliedFaces::new(&[4]))?.band(), Answer::YesBut);
/// # Ok::<(), osr_check::Error>(())
/// ```
pub const DIE_OF_FATE: Table<Answer, 6> = Table::new([
    Answer::NoAnd,
    Answer::No,
    Answer::NoBut,
    Answer::YesBut,
    Answer::Yes,
    Answer::YesAnd,
]);

/// Where a critical injury lands.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{Area, INJURY_AREAS};
///
/// assert_eq!(INJURY_AREAS.row(7), Some(&Area::RightLeg));
/// assert_eq!(Area::RightLeg.to_string(), "Right Leg");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Area {
    /// 1-5: lose another 1d4 STR.
    Torso,
    /// 6: lose 1d4 DEX; the leg may be lost.
    LeftLeg,
    /// 7: lose 1d4 DEX; the leg may be lost.
    RightLeg,
    /// 8: drop the held item, attacks impaired; the arm may be lost.
    LeftArm,
    /// 9: drop the held item, attacks impaired; the arm may be lost.
    RightArm,
    /// 10: roll on [`HEAD_WOUNDS`].
    Head,
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Torso => "Torso",
            Self::LeftLeg => "Left Leg",
            Self::RightLeg => "Right Leg",
            Self::LeftArm => "Left Arm",
            Self::RightArm => "Right Arm",
            Self::Head => "Head",
        })
    }
}

/// The critical injury table, read with a d10.
pub const INJURY_AREAS: Table<Area, 10> = Table::new([
    Area::Torso,
    Area::Torso,
    Area::Torso,
    Area::Torso,
    Area::Torso,
    Area::LeftLeg,
    Area::RightLeg,
    Area::LeftArm,
    Area::RightArm,
    Area::Head,
]);

/// What a head injury does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum HeadWound {
    /// 1-3: the character dies.
    Death,
    /// 4-5: the character loses an eye.
    LostEye,
    /// 6: the character gains a cool scar.
    Scar,
}

/// The head injury table, read with a d6.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::{HEAD_WOUNDS, HeadWound};
///
/// assert_eq!(HEAD_WOUNDS.row(2), Some(&HeadWound::Death));
/// assert_eq!(HEAD_WOUNDS.row(6), Some(&HeadWound::Scar));
/// ```
pub const HEAD_WOUNDS: Table<HeadWound, 6> = Table::new([
    HeadWound::Death,
    HeadWound::Death,
    HeadWound::Death,
    HeadWound::LostEye,
    HeadWound::LostEye,
    HeadWound::Scar,
]);

/// A critical injury the character lives through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Injury {
    /// Torso: another 1d4 STR lost (not down to 0).
    Torso,
    /// Left leg: 1d4 DEX lost.
    LeftLeg,
    /// Right leg: 1d4 DEX lost.
    RightLeg,
    /// Left arm: held item dropped, attacks impaired.
    LeftArm,
    /// Right arm: held item dropped, attacks impaired.
    RightArm,
    /// Head: an eye lost.
    LostEye,
    /// Head: a cool scar.
    Scar,
}

impl Injury {
    /// The area injured.
    ///
    /// ```
    /// use osr_check::block_dodge_parry::{Area, Injury};
    ///
    /// assert_eq!(Injury::LostEye.area(), Area::Head);
    /// ```
    #[must_use]
    pub const fn area(self) -> Area {
        match self {
            Self::Torso => Area::Torso,
            Self::LeftLeg => Area::LeftLeg,
            Self::RightLeg => Area::RightLeg,
            Self::LeftArm => Area::LeftArm,
            Self::RightArm => Area::RightArm,
            Self::LostEye | Self::Scar => Area::Head,
        }
    }

    /// Whether the character drops the item in hand and attacks impaired
    /// while the wound lasts (an arm).
    #[must_use]
    pub const fn impairs_attacks(self) -> bool {
        matches!(self, Self::LeftArm | Self::RightArm)
    }
}

/// The result of a Critical Damage Save, worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Critical {
    /// STR at 0 (before the save, or after the torso's extra loss), or a
    /// head injury of 1-3.
    Dead,
    /// A failed STR save: injured (and a Severe wound for the area).
    Injured(Injury),
    /// DEX at 0 or a failed DEX save: immobilised or unconscious.
    Immobilised,
    /// WIL at 0 or a failed WIL save: debilitated or unconscious.
    Debilitated,
    /// The save passed.
    Unharmed,
}

/// Ability lost to a critical injury, on top of the damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Loss {
    /// The ability.
    pub ability: Ability,
    /// The points lost (1d4).
    pub amount: u32,
}

/// A Critical Damage Save: a save (1 passes, 20 fails) against the ability
/// as it stands after the damage, rolled when the damage could kill or
/// take the character out.
///
/// A failed STR save is an injury: a d10 on [`INJURY_AREAS`], then the
/// torso's or a leg's 1d4 loss or the head's d6 on [`HEAD_WOUNDS`]; every
/// injury also adds a Severe wound named for the area
/// ([`CriticalRoll::severe_wound`]). A failed DEX save immobilises, a
/// failed WIL save debilitates. An ability already at 0 decides without a
/// roll: STR 0 is death. Only values are returned: applying the losses and
/// the wound is the caller's business.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::block_dodge_parry::{
///     Ability, Area, Critical, CriticalDamageSave, Injury, Loss,
/// };
///
/// // A sword critical takes STR 10 to 6; the save rolls 9 and fails; the
/// // d10 shows 7 (right leg) and the d4 3.
/// let save = CriticalDamageSave::new(Ability::Str, 6)?;
/// let outcome = save.roll(&mut SuppliedFaces::new(&[9, 7, 3]))?;
/// assert_eq!(outcome.band(), Critical::Injured(Injury::RightLeg));
/// assert_eq!(outcome.loss(), Some(Loss { ability: Ability::Dex, amount: 3 }));
/// assert_eq!(outcome.severe_wound(), Some(Area::RightLeg));
///
/// // Death: 14/20 fail, 1/10 head, 3/6 death (a torso's d4 cannot take
/// // STR 6 to 0).
/// let p = BigRational::new(42.into(), 1200.into());
/// assert_eq!(save.odds().probability(&Critical::Dead), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "CriticalWire", into = "CriticalWire")
)]
pub struct CriticalDamageSave {
    ability: Ability,
    score: i32,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct CriticalWire {
    ability: Ability,
    score: i32,
}

impl TryFrom<CriticalWire> for CriticalDamageSave {
    type Error = Error;

    fn try_from(wire: CriticalWire) -> Result<Self, Error> {
        Self::new(wire.ability, wire.score)
    }
}

impl From<CriticalDamageSave> for CriticalWire {
    fn from(save: CriticalDamageSave) -> Self {
        Self {
            ability: save.ability,
            score: save.score,
        }
    }
}

impl CriticalDamageSave {
    /// A Critical Damage Save against `ability`, whose score after the
    /// damage is `score` (0 when the damage took it all).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(ability: Ability, score: i32) -> Result<Self, Error> {
        Save::new(score)?;
        Ok(Self { ability, score })
    }

    /// The ability.
    #[must_use]
    pub const fn ability(&self) -> Ability {
        self.ability
    }

    /// The score after the damage.
    #[must_use]
    pub const fn score(&self) -> i32 {
        self.score
    }

    /// What a failed save (or a score of 0) means for a DEX or WIL save.
    const fn taken_out(&self) -> Critical {
        match self.ability {
            Ability::Str => Critical::Dead,
            Ability::Dex => Critical::Immobilised,
            Ability::Wil => Critical::Debilitated,
        }
    }

    /// The injury and loss for a d10 area and its sub-roll face (the d4 for
    /// the torso and legs, the d6 for the head, unused for the arms).
    fn injury(&self, area: Area, sub: u32) -> (Critical, Option<Loss>) {
        let loss = |ability| {
            Some(Loss {
                ability,
                amount: sub,
            })
        };
        match area {
            Area::Torso => {
                let dead = i64::from(sub) >= i64::from(self.score);
                let band = if dead {
                    Critical::Dead
                } else {
                    Critical::Injured(Injury::Torso)
                };
                (band, loss(Ability::Str))
            }
            Area::LeftLeg => (Critical::Injured(Injury::LeftLeg), loss(Ability::Dex)),
            Area::RightLeg => (Critical::Injured(Injury::RightLeg), loss(Ability::Dex)),
            Area::LeftArm => (Critical::Injured(Injury::LeftArm), None),
            Area::RightArm => (Critical::Injured(Injury::RightArm), None),
            Area::Head => match HEAD_WOUNDS.row(sub) {
                Some(HeadWound::Death) | None => (Critical::Dead, None),
                Some(HeadWound::LostEye) => (Critical::Injured(Injury::LostEye), None),
                Some(HeadWound::Scar) => (Critical::Injured(Injury::Scar), None),
            },
        }
    }
}

/// The die rolled after the d10 for an area: a d4 of loss for the torso
/// and legs, a d6 for the head, nothing for the arms.
const fn sub_die(area: Area) -> Option<Die> {
    match area {
        Area::Torso | Area::LeftLeg | Area::RightLeg => Some(Die::D4),
        Area::Head => Some(Die::D6),
        Area::LeftArm | Area::RightArm => None,
    }
}

/// A rolled [`CriticalDamageSave`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::block_dodge_parry::{Ability, Area, CriticalDamageSave, HeadWound};
///
/// let outcome = CriticalDamageSave::new(Ability::Str, 3)?
///     .roll(&mut SuppliedFaces::new(&[12, 10, 5]))?;
/// assert_eq!(outcome.head(), Some(HeadWound::LostEye));
/// assert_eq!(outcome.severe_wound(), Some(Area::Head));
/// assert_eq!(outcome.faces(), [12, 10, 5]);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CriticalRoll {
    critical: Critical,
    area: Option<Area>,
    head: Option<HeadWound>,
    loss: Option<Loss>,
    dice: Vec<Rolled>,
}

impl CriticalRoll {
    /// The result.
    #[must_use]
    pub const fn critical(&self) -> Critical {
        self.critical
    }

    /// Whether the save was rolled (not when the ability was already 0).
    #[must_use]
    pub fn was_rolled(&self) -> bool {
        !self.dice.is_empty()
    }

    /// The d20 of the save, when it was rolled.
    #[must_use]
    pub fn save_face(&self) -> Option<u32> {
        self.dice.first().map(|d| d.face)
    }

    /// The area of a Severe wound to add: every roll on the injury table
    /// adds one, named for the damage's source and this area ("Severe
    /// Sword Wound (Right Leg)").
    #[must_use]
    pub const fn severe_wound(&self) -> Option<Area> {
        self.area
    }

    /// The head table's result, for a head injury.
    #[must_use]
    pub const fn head(&self) -> Option<HeadWound> {
        self.head
    }

    /// Ability lost on top of the damage: the torso's STR or a leg's DEX.
    #[must_use]
    pub const fn loss(&self) -> Option<Loss> {
        self.loss
    }
}

impl Resolved for CriticalRoll {
    type Band = Critical;

    fn band(&self) -> Critical {
        self.critical
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for CriticalDamageSave {
    type Band = Critical;
    type Outcome = CriticalRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<CriticalRoll, Error> {
        let mut outcome = CriticalRoll {
            critical: Critical::Unharmed,
            area: None,
            head: None,
            loss: None,
            dice: Vec::new(),
        };
        if self.score <= 0 {
            outcome.critical = self.taken_out();
            return Ok(outcome);
        }
        let save = Save::new(self.score)?.roll(source)?;
        outcome.dice.extend_from_slice(save.dice());
        if save.passed() {
            return Ok(outcome);
        }
        if self.ability != Ability::Str {
            outcome.critical = self.taken_out();
            return Ok(outcome);
        }
        let location = INJURY_AREAS.roll(source)?;
        outcome.dice.extend_from_slice(location.dice());
        let area = *location.entry();
        let mut sub = 0;
        if let Some(die) = sub_die(area) {
            sub = die.roll(source)?;
            if !die.has_face(sub) {
                let position = outcome.dice.len();
                return Err(Error::Core(osr_core::Error::FaceOutOfRange {
                    face: sub,
                    sides: die.sides(),
                    position,
                }));
            }
            outcome.dice.push(Rolled {
                sides: die.sides(),
                face: sub,
                fate: Fate::Counted,
            });
        }
        let (critical, loss) = self.injury(area, sub);
        outcome.critical = critical;
        outcome.area = Some(area);
        outcome.loss = loss;
        if area == Area::Head {
            outcome.head = HEAD_WOUNDS.row(sub).copied();
        }
        Ok(outcome)
    }

    fn odds(&self) -> Odds<Critical> {
        if self.score <= 0 {
            return Odds::from_weights([(self.taken_out(), BigRational::one())], None);
        }
        let fail = ratio(
            (1..=20).filter(|&f| !save_passes(self.score, f)).count(),
            20,
        );
        let mut weights = Vec::new();
        weights.push((Critical::Unharmed, BigRational::one() - &fail));
        if self.ability != Ability::Str {
            weights.push((self.taken_out(), fail));
            return Odds::from_weights(weights, None);
        }
        for face in 1..=10 {
            let Some(&area) = INJURY_AREAS.row(face) else {
                continue;
            };
            let at_area = &fail * ratio(1, 10);
            match sub_die(area) {
                None => weights.push((self.injury(area, 0).0, at_area)),
                Some(die) => {
                    for sub in 1..=die.sides() {
                        let p = &at_area * ratio(1, die.sides());
                        weights.push((self.injury(area, sub).0, p));
                    }
                }
            }
        }
        Odds::from_weights(weights, None)
    }
}

/// A d2 or d3 read from a d6, for tables without one: a d2 is 1 on 1-3 and
/// 2 on 4-6, a d3 is 1 on 1-2, 2 on 3-4 and 3 on 5-6. (The notation engine
/// rolls `1d2` and `1d3` directly, with the same odds.)
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::SmallDie};
///
/// assert_eq!(SmallDie::D3.roll(&mut SuppliedFaces::new(&[4]))?.band(), 2);
/// assert_eq!(SmallDie::D2.roll(&mut SuppliedFaces::new(&[3]))?.band(), 1);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum SmallDie {
    /// A d2 (Tick Jitters' 1d2 DEX).
    D2,
    /// A d3 (the salves' 1d3).
    D3,
}

impl SmallDie {
    /// The faces of the small die.
    #[must_use]
    pub const fn sides(self) -> u32 {
        match self {
            Self::D2 => 2,
            Self::D3 => 3,
        }
    }

    /// The value a d6 face reads as, or `None` for a face not on a d6.
    ///
    /// ```
    /// use osr_check::block_dodge_parry::SmallDie;
    ///
    /// let d3: Vec<u32> = (1..=6).filter_map(|f| SmallDie::D3.from_d6(f)).collect();
    /// assert_eq!(d3, [1, 1, 2, 2, 3, 3]);
    /// assert_eq!(SmallDie::D2.from_d6(7), None);
    /// ```
    #[must_use]
    pub const fn from_d6(self, face: u32) -> Option<u32> {
        if face == 0 || face > 6 {
            return None;
        }
        let per_value = 6 / self.sides();
        Some(face.div_ceil(per_value))
    }
}

/// A rolled [`SmallDie`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SmallRoll {
    value: u32,
    dice: [Rolled; 1],
}

impl SmallRoll {
    /// The value read.
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, block_dodge_parry::SmallDie};
    ///
    /// assert_eq!(SmallDie::D3.roll(&mut SuppliedFaces::new(&[6]))?.value(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn value(&self) -> u32 {
        self.value
    }
}

impl Resolved for SmallRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.value
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for SmallDie {
    type Band = u32;
    type Outcome = SmallRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<SmallRoll, Error> {
        let face = Die::D6.roll(source)?;
        let value = self
            .from_d6(face)
            .ok_or(Error::Core(osr_core::Error::FaceOutOfRange {
                face,
                sides: 6,
                position: 0,
            }))?;
        Ok(SmallRoll {
            value,
            dice: [Rolled {
                sides: 6,
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<u32> {
        Odds::from_weights(
            (1..=6).filter_map(|face| Some((self.from_d6(face)?, ratio(1, 6)))),
            None,
        )
    }
}

/// Most floors a fall is rolled for: ten times a tall tower.
pub const MAX_FLOORS: u32 = 100;

/// A fall from a great height: 1d10 STR damage per floor fallen, to be
/// followed by a [`CriticalDamageSave`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::Fall};
///
/// let two_floors = Fall::new(2)?;
/// assert_eq!(two_floors.roll(&mut SuppliedFaces::new(&[3, 8]))?.band(), 11);
/// assert_eq!(two_floors.notation(), "2d10");
/// let p = BigRational::new(10.into(), 100.into());
/// assert_eq!(two_floors.odds().probability(&11), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct Fall {
    floors: u32,
}

impl TryFrom<u32> for Fall {
    type Error = Error;

    fn try_from(floors: u32) -> Result<Self, Error> {
        Self::new(floors)
    }
}

impl From<Fall> for u32 {
    fn from(fall: Fall) -> Self {
        fall.floors
    }
}

impl Fall {
    /// A fall of `floors` floors.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for fewer than 1 or more than [`MAX_FLOORS`].
    pub fn new(floors: u32) -> Result<Self, Error> {
        Error::check_range("floors", floors, 1, MAX_FLOORS.into())?;
        Ok(Self { floors })
    }

    /// The floors fallen.
    #[must_use]
    pub const fn floors(&self) -> u32 {
        self.floors
    }

    /// The damage in dice notation, `Nd10`.
    #[must_use]
    pub fn notation(&self) -> String {
        format!("{}d10", self.floors)
    }
}

/// A rolled [`Fall`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FallRoll {
    damage: u32,
    dice: Vec<Rolled>,
}

impl FallRoll {
    /// The STR damage.
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, block_dodge_parry::Fall};
    ///
    /// assert_eq!(Fall::new(1)?.roll(&mut SuppliedFaces::new(&[7]))?.damage(), 7);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage
    }
}

impl Resolved for FallRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.damage
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Fall {
    type Band = u32;
    type Outcome = FallRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<FallRoll, Error> {
        let mut dice = Vec::new();
        let mut damage = 0_u32;
        for _ in 0..self.floors {
            let face = Die::D10.roll(source)?;
            dice.push(Rolled {
                sides: 10,
                face,
                fate: Fate::Counted,
            });
            damage = damage.saturating_add(face);
        }
        Ok(FallRoll { damage, dice })
    }

    fn odds(&self) -> Odds<u32> {
        // ways[t] = the number of ways the dice so far total t.
        let mut ways: Vec<BigInt> = alloc::vec![BigInt::one()];
        for _ in 0..self.floors {
            let mut next = alloc::vec![BigInt::zero(); ways.len() + 10];
            for (t, w) in ways.iter().enumerate() {
                if w.is_zero() {
                    continue;
                }
                for face in 1..=10 {
                    next[t + face] += w;
                }
            }
            ways = next;
        }
        let all = BigInt::from(10).pow(self.floors);
        Odds::from_weights(
            ways.into_iter().enumerate().filter_map(|(t, w)| {
                let t = u32::try_from(t).ok()?;
                Some((t, BigRational::new(w, all.clone())))
            }),
            None,
        )
    }
}
