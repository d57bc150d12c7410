//! Gods & Monsters: the d20 roll at or under an ability or reaction score,
//! with bonuses and penalties, and the rules around it: difficulty levels,
//! obstacle sizes, careful attempts, one roll per task, assistance, and the
//! smallest die that rolls "up to N".
//!
//! | rule | API |
//! |---|---|
//! | GM-dice.roll-under: d20 at most score + bonuses - penalties, no natural 1/20 rule | [`Roll`] |
//! | GM-dice.modifiers: situational bonuses and penalties | [`Roll::adjusted`], [`Roll::with_modifier`] |
//! | GM-core.margin: made by / missed by (a mojo bid covers the miss) | [`Save::made_by`], [`Save::missed_by`] |
//! | GM-dice.skill-applies: a relevant skill adds its field's bonus | [`FieldBonus`], [`Roll::with_field_bonus`] |
//! | GM-dice.difficulty: Easy +2 … Practically Impossible -16 | [`Difficulty`], [`DifficultReading`] |
//! | GM-dice.obstacle-size: a penalty per doubling of the size, read down | [`Obstacle`], [`Scale::ReadDown`] |
//! | GM-dice.obstacle-size.variants: linear, and read up (jumping) | [`Scale::Linear`], [`Scale::ReadUp`] |
//! | GM-dice.obstacle-time: time in proportion to the size | [`Obstacle::time`] |
//! | GM-dice.obstacle-failure-point: a die picks the failed section | [`Obstacle::failure_point`], [`FailurePoint`] |
//! | GM-dice.careful: +1 for one time step longer, +2 for two | [`CarefulPeriod::careful_bonus`] |
//! | GM-dice.single-roll, GM-dice.no-reroll: one roll per task, one retry the other way | [`Attempts`], [`Attempter`], [`AttemptError`] |
//! | GM-dice.assist, GM-dice.assist.limits: lending a field bonus | [`Assistance`], [`Lent`], [`AssistedRoll`] |
//! | GM-dice.smallest-die: "up to N" on the smallest die, re-rolling above N | [`SmallestDie`], [`DICE`] |
//! | GM-dice.notation, GM-dice.4d6k3: the dice and sums the rules print | [`DICE`], the notation engine ([`compile`](osr_dice::compile), [`Plan::distribution`](osr_dice::Plan::distribution)), [`DamageStep`](osr_core::DamageStep) for "+d6" |

use alloc::vec::Vec;
use core::fmt;

use osr_core::{Die, FaceSource, Net};

use super::{
    Check, Error, Fate, MAX_TIE_ROUNDS, Naturals, NetDice, Odds, PassFail, Resolved, RollUnder,
    Rolled, Save, check_as_roll_under, ratio,
};

/// Checks `value` against `min..=max` and returns it as an `i32`.
fn in_i32(what: &'static str, value: i64, min: i32, max: i32) -> Result<i32, Error> {
    let value = Error::check_range(what, value, min.into(), max.into())?;
    i32::try_from(value).map_err(|_| {
        Error::Core(osr_core::Error::OutOfRange {
            what,
            value,
            min: min.into(),
            max: max.into(),
        })
    })
}

/// Lowest ability or reaction score a roll is made against.
pub const MIN_SCORE: i32 = -20;
/// Highest ability or reaction score a roll is made against.
pub const MAX_SCORE: i32 = 60;
/// Largest total of bonuses less penalties either way.
pub const MAX_MODIFIER: i32 = 100;

/// An ability or reaction roll: d20 at most the score plus bonuses minus
/// penalties succeeds. There is no natural 1 or 20 rule: a target of 20 or
/// more cannot fail, one below 1 cannot succeed.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved, gods_and_monsters::Roll};
///
/// // Toromeen's perception 4 (rule GM-dice.roll-under).
/// let perception = Roll::new(4)?;
/// assert_eq!(perception.roll(&mut SuppliedFaces::new(&[4]))?.band(), PassFail::Pass);
/// let missed = perception.roll(&mut SuppliedFaces::new(&[5]))?;
/// assert_eq!(missed.missed_by(), Some(1));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RollWire", into = "RollWire"))]
pub struct Roll {
    score: i32,
    modifier: i32,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct RollWire {
    score: i32,
    #[cfg_attr(feature = "serde", serde(default))]
    modifier: i32,
}

impl TryFrom<RollWire> for Roll {
    type Error = Error;

    fn try_from(wire: RollWire) -> Result<Self, Error> {
        Self::new(wire.score)?.with_modifier(wire.modifier)
    }
}

impl From<Roll> for RollWire {
    fn from(roll: Roll) -> Self {
        Self {
            score: roll.score,
            modifier: roll.modifier,
        }
    }
}

impl Roll {
    /// A roll against an ability or reaction score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MIN_SCORE`]`..=`[`MAX_SCORE`].
    pub fn new(score: i32) -> Result<Self, Error> {
        Error::check_range("score", score, MIN_SCORE.into(), MAX_SCORE.into())?;
        Ok(Self { score, modifier: 0 })
    }

    /// The same roll with bonuses less penalties totalling `modifier`
    /// (replacing any modifier before).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a modifier beyond ±[`MAX_MODIFIER`].
    pub fn with_modifier(self, modifier: i32) -> Result<Self, Error> {
        let max = i64::from(MAX_MODIFIER);
        Error::check_range("modifier", modifier, -max, max)?;
        Ok(Self { modifier, ..self })
    }

    /// The same roll with one more bonus (`by` above 0) or penalty (`by`
    /// below 0) added to the modifier: a situational modifier the referee
    /// gives (noisy goblins are easier to notice), a [`Difficulty`], an
    /// [`Obstacle`] penalty (pass it negated), a careful attempt's bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Difficulty, Obstacle, Roll};
    ///
    /// // Agility 12, an 80-foot wall (-3), an easy climb (+2).
    /// let climb = Roll::new(12)?
    ///     .adjusted(-Obstacle::new(80, 10)?.penalty())?
    ///     .adjusted(Difficulty::Easy.modifier())?;
    /// assert_eq!((climb.modifier(), climb.target()), (-1, 11));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the modifier would go beyond
    /// ±[`MAX_MODIFIER`].
    pub fn adjusted(self, by: i32) -> Result<Self, Error> {
        let modifier = in_i32(
            "modifier",
            i64::from(self.modifier) + i64::from(by),
            -MAX_MODIFIER,
            MAX_MODIFIER,
        )?;
        Ok(Self { modifier, ..self })
    }

    /// The same roll with the bonus of a field holding a skill that clearly
    /// applies (rule GM-dice.skill-applies). Add one field bonus: the
    /// field the skill belongs to. To roll with a bonus lent by someone
    /// else instead, see [`Lent::assist`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{FieldBonus, Roll};
    ///
    /// // Reason 6 to recall some history, with History +1 and a relevant skill.
    /// let recall = Roll::new(6)?.with_field_bonus(FieldBonus::new(1)?)?;
    /// assert_eq!(recall.target(), 7);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the modifier would go beyond
    /// ±[`MAX_MODIFIER`].
    pub fn with_field_bonus(self, bonus: FieldBonus) -> Result<Self, Error> {
        self.adjusted(bonus.get())
    }

    /// The score.
    #[must_use]
    pub const fn score(&self) -> i32 {
        self.score
    }

    /// The total of bonuses less penalties.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        self.modifier
    }

    /// The number the d20 must not exceed: score plus modifier.
    #[must_use]
    pub const fn target(&self) -> i32 {
        // Both are bounded far inside i32 by the constructors.
        self.score + self.modifier
    }

    const fn roll_under(&self) -> RollUnder {
        RollUnder {
            target: self.target(),
            edge: NetDice(Net::Even),
            naturals: Naturals::Compare,
        }
    }
}

check_as_roll_under!(Roll);

/// Largest field bonus: past +20 a roll already cannot fail.
pub const MAX_FIELD_BONUS: i32 = 20;

/// A field bonus (History +1, Healing Craft +2): what a character adds to
/// an ability or reaction roll when a skill of that field applies, and
/// what an assistant lends.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::FieldBonus;
///
/// assert_eq!(FieldBonus::new(2)?.get(), 2);
/// assert_eq!(
///     FieldBonus::new(-1).unwrap_err().to_string(),
///     "field bonus must be in 0..=20, got -1",
/// );
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "i32", into = "i32"))]
pub struct FieldBonus(i32);

impl FieldBonus {
    /// No bonus: a field without training, or a character without the field.
    pub const ZERO: Self = Self(0);

    /// A field bonus of `bonus`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a bonus outside `0..=`[`MAX_FIELD_BONUS`].
    pub fn new(bonus: i32) -> Result<Self, Error> {
        Error::check_range("field bonus", bonus, 0, MAX_FIELD_BONUS.into())?;
        Ok(Self(bonus))
    }

    /// The bonus.
    #[must_use]
    pub const fn get(self) -> i32 {
        self.0
    }
}

impl TryFrom<i32> for FieldBonus {
    type Error = Error;

    fn try_from(bonus: i32) -> Result<Self, Error> {
        Self::new(bonus)
    }
}

impl From<FieldBonus> for i32 {
    fn from(bonus: FieldBonus) -> Self {
        bonus.0
    }
}

/// The named difficulty levels and their modifiers, from hardest to
/// easiest (rule GM-dice.difficulty).
///
/// | difficulty | modifier |
/// |---|---|
/// | Practically Impossible | -16 |
/// | Nearly Impossible | -8 |
/// | Extremely Difficult | -4 |
/// | Very Difficult | -2 |
/// | Difficult | 0 (the table leaves it blank; see [`DifficultReading`]) |
/// | Easy | +2 |
/// | Very Easy | +4 |
/// | A Snap | +8 |
/// | Incredibly Easy | +16 |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{DifficultReading, Difficulty};
///
/// assert_eq!(Difficulty::ASnap.modifier(), 8);
/// assert_eq!(Difficulty::NearlyImpossible.modifier(), -8);
/// assert_eq!(Difficulty::Difficult.modifier(), 0);
/// assert_eq!(Difficulty::Difficult.modifier_under(DifficultReading::MinusOne), -1);
/// assert_eq!(Difficulty::ASnap.to_string(), "A Snap");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Difficulty {
    /// -16.
    PracticallyImpossible,
    /// -8.
    NearlyImpossible,
    /// -4.
    ExtremelyDifficult,
    /// -2.
    VeryDifficult,
    /// Blank in the table: 0 by default, -1 under
    /// [`DifficultReading::MinusOne`].
    Difficult,
    /// +2.
    Easy,
    /// +4.
    VeryEasy,
    /// +8 (jumping up is normally a snap).
    ASnap,
    /// +16.
    IncrediblyEasy,
}

/// How to read the table's "Difficult" row, which prints no number.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{DifficultReading, Difficulty};
///
/// assert_eq!(DifficultReading::default(), DifficultReading::Unmodified);
/// assert_eq!(Difficulty::Difficult.modifier_under(DifficultReading::Unmodified), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum DifficultReading {
    /// A blank cell means 0: "Difficult" is the plain, unmodified roll.
    #[default]
    Unmodified,
    /// "Difficult" is -1, continuing the doubling 1, 2, 4, 8, 16.
    MinusOne,
}

impl Difficulty {
    /// Every difficulty, hardest first.
    pub const ALL: [Self; 9] = [
        Self::PracticallyImpossible,
        Self::NearlyImpossible,
        Self::ExtremelyDifficult,
        Self::VeryDifficult,
        Self::Difficult,
        Self::Easy,
        Self::VeryEasy,
        Self::ASnap,
        Self::IncrediblyEasy,
    ];

    /// The modifier, with the blank "Difficult" cell read as 0.
    #[must_use]
    pub const fn modifier(self) -> i32 {
        self.modifier_under(DifficultReading::Unmodified)
    }

    /// The modifier, with the "Difficult" row read as `reading` says.
    #[must_use]
    pub const fn modifier_under(self, reading: DifficultReading) -> i32 {
        match self {
            Self::PracticallyImpossible => -16,
            Self::NearlyImpossible => -8,
            Self::ExtremelyDifficult => -4,
            Self::VeryDifficult => -2,
            Self::Difficult => match reading {
                DifficultReading::Unmodified => 0,
                DifficultReading::MinusOne => -1,
            },
            Self::Easy => 2,
            Self::VeryEasy => 4,
            Self::ASnap => 8,
            Self::IncrediblyEasy => 16,
        }
    }

    /// The name the rules print.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::PracticallyImpossible => "Practically Impossible",
            Self::NearlyImpossible => "Nearly Impossible",
            Self::ExtremelyDifficult => "Extremely Difficult",
            Self::VeryDifficult => "Very Difficult",
            Self::Difficult => "Difficult",
            Self::Easy => "Easy",
            Self::VeryEasy => "Very Easy",
            Self::ASnap => "A Snap",
            Self::IncrediblyEasy => "Incredibly Easy",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Largest multiple [`Scale::ReadUp`] reads: the penalty doubles with each
/// step, and at 32 it is already 2^30.
pub const MAX_READ_UP_MULTIPLE: i64 = 32;

/// Largest multiple [`Scale::Linear`] reads: the penalty is the multiple,
/// so it must fit an `i32` (2^31 - 1).
pub const MAX_LINEAR_MULTIPLE: i64 = 2_147_483_647;

/// How an obstacle's penalty grows with its size, as a multiple of the
/// no-penalty size (rules GM-dice.obstacle-size and
/// GM-dice.obstacle-size.variants). At a multiple of 1 there is no penalty
/// on any scale: that is what the no-penalty size means.
///
/// | multiple | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 16 | 1024 |
/// |---|---|---|---|---|---|---|---|---|---|---|
/// | [`ReadDown`](Self::ReadDown) | 0 | 1 | 1 | 2 | 2 | 2 | 2 | 3 | 4 | 10 |
/// | [`Linear`](Self::Linear) | 0 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 16 | 1024 |
/// | [`ReadUp`](Self::ReadUp) | 0 | 1 | 2 | 4 | 8 | 16 | 32 | 64 | 2^14 | — |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Scale;
///
/// assert_eq!(Scale::ReadDown.penalty(3)?, 1);
/// assert_eq!(Scale::ReadDown.penalty(1024)?, 10);
/// assert_eq!(Scale::Linear.penalty(3)?, 3);
/// // Jumping up 5 feet: the 4 feet beyond the first cost 1, 2, 4, 8.
/// assert_eq!(Scale::ReadUp.penalty(5)?, 8);
/// assert!(Scale::ReadDown.penalty(0).is_err());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Scale {
    /// The usual scale: 1 more penalty each time the size doubles, sizes
    /// between the table's columns reading the column below
    /// (floor(log2(multiple))). The printed table stops at 1024 (10); past
    /// it the same rule goes on (2048 is 11).
    #[default]
    ReadDown,
    /// The penalty grows with the size: a size of 3 is a penalty of 3
    /// (the no-penalty size itself, 1, is still 0).
    Linear,
    /// The penalty doubles instead of the size ("read up"), as jumping up
    /// reads it: 1 is 0, then 1, 2, 4, 8 … (2^(multiple - 2)).
    ReadUp,
}

impl Scale {
    /// The penalty (a positive number to subtract) for an obstacle
    /// `multiple` times the no-penalty size.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a multiple below 1, or above
    /// [`MAX_LINEAR_MULTIPLE`] ([`Linear`](Self::Linear)) or
    /// [`MAX_READ_UP_MULTIPLE`] ([`ReadUp`](Self::ReadUp)).
    pub fn penalty(self, multiple: i64) -> Result<i32, Error> {
        let max = match self {
            Self::ReadDown => i64::MAX,
            Self::Linear => MAX_LINEAR_MULTIPLE,
            Self::ReadUp => MAX_READ_UP_MULTIPLE,
        };
        let multiple = Error::check_range("obstacle multiple", multiple, 1, max)?;
        let too_big = Error::Core(osr_core::Error::OutOfRange {
            what: "obstacle multiple",
            value: multiple,
            min: 1,
            max,
        });
        match self {
            Self::ReadDown => u64::try_from(multiple)
                .ok()
                .and_then(|m| i32::try_from(m.ilog2()).ok())
                .ok_or(too_big),
            Self::Linear if multiple == 1 => Ok(0),
            Self::Linear => i32::try_from(multiple).map_err(|_| too_big),
            Self::ReadUp if multiple == 1 => Ok(0),
            Self::ReadUp => u32::try_from(multiple - 2)
                .ok()
                .and_then(|exp| 2_i32.checked_pow(exp))
                .ok_or(too_big),
        }
    }
}

/// Largest obstacle or no-penalty size, in any unit: a trillion feet is far
/// past any obstacle, and keeps sizes and times clear of overflow.
pub const MAX_OBSTACLE_SIZE: i64 = 1_000_000_000_000;

/// An obstacle whose size matters: a wall to climb, an area to search, a
/// number of people to help, measured against a reasonable no-penalty
/// size (10 feet for climbing, one person for assistance).
///
/// The multiple is the size divided by the no-penalty size, rounded down,
/// and never below 1: a 39-foot wall is 3 ten-foot units, a 5-foot wall
/// one. An area is measured along one side, a circle across (a 20 × 20
/// foot area is 2 ten-foot units, not 4).
///
/// | wall (10-foot units) | up to 19 ft | 20-39 ft | 40-79 ft | 80-159 ft | 160-319 ft |
/// |---|---|---|---|---|---|
/// | penalty | 0 | 1 | 2 | 3 | 4 |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{Obstacle, Scale};
///
/// let wall = Obstacle::new(80, 10)?;
/// assert_eq!((wall.multiple(), wall.penalty()), (8, 3));
/// // Searching a 40 by 40 foot room: -2 on the perception roll.
/// assert_eq!(Obstacle::new(40, 10)?.penalty(), 2);
/// assert_eq!(Obstacle::new(30, 10)?.penalty_on(Scale::Linear)?, 3);
/// assert_eq!(
///     Obstacle::new(0, 10).unwrap_err().to_string(),
///     "obstacle size must be in 1..=1000000000000, got 0",
/// );
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ObstacleWire", into = "ObstacleWire")
)]
pub struct Obstacle {
    size: i64,
    unit: i64,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct ObstacleWire {
    size: i64,
    unit: i64,
}

impl TryFrom<ObstacleWire> for Obstacle {
    type Error = Error;

    fn try_from(wire: ObstacleWire) -> Result<Self, Error> {
        Self::new(wire.size, wire.unit)
    }
}

impl From<Obstacle> for ObstacleWire {
    fn from(obstacle: Obstacle) -> Self {
        Self {
            size: obstacle.size,
            unit: obstacle.unit,
        }
    }
}

/// Most sections [`Obstacle::failure_point`] picks from: the multiples the
/// printed size table reaches (1024 up to 2047 read as its last column).
pub const MAX_SECTIONS: u32 = 2047;

impl Obstacle {
    /// An obstacle of `size` measured in the same unit as `no_penalty_size`
    /// (feet and 10 feet for a wall).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a size or a no-penalty size outside
    /// `1..=`[`MAX_OBSTACLE_SIZE`].
    pub fn new(size: i64, no_penalty_size: i64) -> Result<Self, Error> {
        Error::check_range("obstacle size", size, 1, MAX_OBSTACLE_SIZE)?;
        Error::check_range("no-penalty size", no_penalty_size, 1, MAX_OBSTACLE_SIZE)?;
        Ok(Self {
            size,
            unit: no_penalty_size,
        })
    }

    /// The size.
    #[must_use]
    pub const fn size(&self) -> i64 {
        self.size
    }

    /// The no-penalty size.
    #[must_use]
    pub const fn no_penalty_size(&self) -> i64 {
        self.unit
    }

    /// How many no-penalty sizes the obstacle holds, rounded down, at
    /// least 1.
    #[must_use]
    pub const fn multiple(&self) -> i64 {
        // Both are at least 1, so the quotient never overflows.
        let multiple = self.size / self.unit;
        if multiple < 1 { 1 } else { multiple }
    }

    /// The penalty on the usual scale ([`Scale::ReadDown`]): a positive
    /// number to subtract from the roll.
    #[must_use]
    pub fn penalty(&self) -> i32 {
        // ReadDown takes every multiple from 1 up; at most 62.
        Scale::ReadDown.penalty(self.multiple()).unwrap_or(0)
    }

    /// The penalty on `scale`.
    ///
    /// # Errors
    ///
    /// As [`Scale::penalty`]: the multiple is too big for the scale.
    pub fn penalty_on(&self, scale: Scale) -> Result<i32, Error> {
        scale.penalty(self.multiple())
    }

    /// The time overcoming the obstacle takes, given the time one
    /// no-penalty size takes (rule GM-dice.obstacle-time): in proportion
    /// to the [`multiple`](Self::multiple), so a 40-foot climb takes four
    /// times as long as a 10-foot one. The unit of time is the caller's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::Obstacle;
    ///
    /// // Ten feet of wall take 2 rounds to climb.
    /// assert_eq!(Obstacle::new(40, 10)?.time(2)?, 8);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a negative time, or one so long that the
    /// product would not fit an `i64`.
    pub fn time(&self, per_unit: i64) -> Result<i64, Error> {
        let multiple = self.multiple();
        let max = i64::MAX / multiple;
        let per_unit = Error::check_range("time per no-penalty size", per_unit, 0, max)?;
        per_unit
            .checked_mul(multiple)
            .ok_or(Error::Core(osr_core::Error::OutOfRange {
                what: "time per no-penalty size",
                value: per_unit,
                min: 0,
                max,
            }))
    }

    /// The roll that picks where a failed attempt failed (rule
    /// GM-dice.obstacle-failure-point): a die with one face per
    /// no-penalty section, each equally likely. For a failed climb of an
    /// 80-foot wall that is a d8, and a 5 means the fall came from the
    /// fifth ten feet, 40 to 50 feet up.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the obstacle has more than
    /// [`MAX_SECTIONS`] sections.
    pub fn failure_point(&self) -> Result<FailurePoint, Error> {
        FailurePoint::new(self.multiple(), self.unit)
    }
}

/// Picks the section of an oversized obstacle where a failed attempt
/// failed: one face per section, 1 the first (the lowest ten feet of a
/// wall). Built by [`Obstacle::failure_point`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::Obstacle};
///
/// let fall = Obstacle::new(80, 10)?.failure_point()?;
/// assert_eq!(fall.sections(), 8);
/// let at = fall.roll(&mut SuppliedFaces::new(&[5]))?;
/// assert_eq!((at.band(), at.start(), at.end()), (5, 40, 50));
/// assert_eq!(fall.odds().probability(&5), Some(BigRational::new(1.into(), 8.into())));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "FailurePointWire", into = "FailurePointWire")
)]
pub struct FailurePoint {
    sections: u32,
    unit: i64,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct FailurePointWire {
    sections: i64,
    unit: i64,
}

impl TryFrom<FailurePointWire> for FailurePoint {
    type Error = Error;

    fn try_from(wire: FailurePointWire) -> Result<Self, Error> {
        Self::new(wire.sections, wire.unit)
    }
}

impl From<FailurePoint> for FailurePointWire {
    fn from(point: FailurePoint) -> Self {
        Self {
            sections: point.sections.into(),
            unit: point.unit,
        }
    }
}

impl FailurePoint {
    /// A failure point among `sections` sections of `unit` each.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for sections outside `1..=`[`MAX_SECTIONS`]
    /// or a unit below 1.
    pub fn new(sections: i64, unit: i64) -> Result<Self, Error> {
        let sections = Error::check_range("obstacle sections", sections, 1, MAX_SECTIONS.into())?;
        Error::check_range("no-penalty size", unit, 1, MAX_OBSTACLE_SIZE)?;
        Ok(Self {
            sections: u32::try_from(sections).map_err(|_| {
                Error::Core(osr_core::Error::OutOfRange {
                    what: "obstacle sections",
                    value: sections,
                    min: 1,
                    max: MAX_SECTIONS.into(),
                })
            })?,
            unit,
        })
    }

    /// The number of sections: the die's faces.
    #[must_use]
    pub const fn sections(&self) -> u32 {
        self.sections
    }

    /// The size of one section.
    #[must_use]
    pub const fn unit(&self) -> i64 {
        self.unit
    }

    fn die(&self) -> Die {
        // At least one section by construction.
        Die::new(self.sections).unwrap_or(Die::D1)
    }
}

/// A rolled [`FailurePoint`]: the section where the attempt failed.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, gods_and_monsters::Obstacle};
///
/// // A failed climb of a 160-foot wall: d16, 1 is the lowest ten feet.
/// let at = Obstacle::new(160, 10)?.failure_point()?.roll(&mut SuppliedFaces::new(&[1]))?;
/// assert_eq!((at.section(), at.start(), at.end()), (1, 0, 10));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FailedAt {
    unit: i64,
    dice: [Rolled; 1],
}

impl FailedAt {
    /// The section, 1 the first.
    #[must_use]
    pub const fn section(&self) -> u32 {
        self.dice[0].face
    }

    /// Where the section starts: the sections before it times their size
    /// (40 feet for the fifth ten feet).
    #[must_use]
    pub fn start(&self) -> i64 {
        (i64::from(self.section()) - 1).saturating_mul(self.unit)
    }

    /// Where the section ends (50 feet for the fifth ten feet).
    #[must_use]
    pub fn end(&self) -> i64 {
        i64::from(self.section()).saturating_mul(self.unit)
    }
}

impl Resolved for FailedAt {
    type Band = u32;

    fn band(&self) -> u32 {
        self.section()
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for FailurePoint {
    type Band = u32;
    type Outcome = FailedAt;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<FailedAt, Error> {
        let face = self.die().roll(source)?;
        Ok(FailedAt {
            unit: self.unit,
            dice: [Rolled {
                sides: self.sections,
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<u32> {
        Odds::from_weights(
            (1..=self.sections).map(|section| (section, ratio(1, self.sections))),
            None,
        )
    }
}

/// The time ladder of careful attempts (rule GM-dice.careful): a round,
/// a minute, ten minutes, an hour, a whole 8-hour day.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::CarefulPeriod;
///
/// let base = CarefulPeriod::Round;
/// assert_eq!(base.careful_bonus(CarefulPeriod::Minute)?, 1);
/// assert_eq!(base.careful_bonus(CarefulPeriod::TenMinutes)?, 2);
/// assert_eq!(CarefulPeriod::TenMinutes.careful_bonus(CarefulPeriod::Day)?, 2);
/// assert_eq!(base.longer(2), Some(CarefulPeriod::TenMinutes));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum CarefulPeriod {
    /// One round, ten seconds: the usual time of an attempt.
    Round,
    /// One minute.
    Minute,
    /// Ten minutes.
    TenMinutes,
    /// One hour.
    Hour,
    /// A whole 8-hour day.
    Day,
}

impl CarefulPeriod {
    /// The ladder, shortest first.
    pub const LADDER: [Self; 5] = [
        Self::Round,
        Self::Minute,
        Self::TenMinutes,
        Self::Hour,
        Self::Day,
    ];

    /// The position on the ladder, 0 for a round.
    #[must_use]
    pub const fn step(self) -> u32 {
        match self {
            Self::Round => 0,
            Self::Minute => 1,
            Self::TenMinutes => 2,
            Self::Hour => 3,
            Self::Day => 4,
        }
    }

    /// The period `steps` steps up the ladder, or `None` past a day.
    #[must_use]
    pub fn longer(self, steps: u32) -> Option<Self> {
        let step = self.step().checked_add(steps)?;
        Self::LADDER.get(usize::try_from(step).ok()?).copied()
    }

    /// The bonus for spending `spent` on an attempt that normally takes
    /// this period: 0 for the normal time, +1 one step longer, +2 two
    /// steps longer. Spending longer still is "even longer" and stays at
    /// +2. Whether an action can gain from care at all, and what its
    /// normal period is, is the referee's call.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when `spent` is shorter than this period
    /// (naming the steps, negative, and the steps the ladder allows).
    pub fn careful_bonus(self, spent: Self) -> Result<i32, Error> {
        let steps = i64::from(spent.step()) - i64::from(self.step());
        let steps = Error::check_range(
            "careful time steps",
            steps,
            0,
            i64::from(Self::Day.step() - self.step()),
        )?;
        Ok(match steps {
            0 => 0,
            1 => 1,
            _ => 2,
        })
    }
}

impl fmt::Display for CarefulPeriod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Round => "one round",
            Self::Minute => "one minute",
            Self::TenMinutes => "ten minutes",
            Self::Hour => "one hour",
            Self::Day => "an 8-hour day",
        })
    }
}

/// Who attempts a task: one character, or the characters together as a
/// group effort.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{Attempter, Attempts};
///
/// assert!(Attempts::FailedAlone.may_try(Attempter::Group).is_ok());
/// assert_eq!(Attempter::Group.to_string(), "a group");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Attempter {
    /// One character.
    Individual,
    /// The characters as one group effort.
    Group,
}

impl fmt::Display for Attempter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Individual => "an individual",
            Self::Group => "a group",
        })
    }
}

/// The attempts made at one task (rules GM-dice.single-roll and
/// GM-dice.no-reroll).
///
/// An obstacle is overcome with a single roll however long it is: once a
/// roll succeeds it stands for the whole task, and a later stretch of the
/// same task (the second hundred feet of a climb, after an encounter) or
/// the same question asked again (news of an event, night after night)
/// reuses it: [`result`](Self::result). A failed roll is not rolled again,
/// by anyone, with one exception: after an individual has failed, the
/// characters may try once as a group; after a group has failed, one
/// individual may try once. Anything more needs the task reframed as a
/// different task, which is a fresh `Attempts`.
///
/// ```text
/// Untried --individual fails--> FailedAlone   --group fails-------> Exhausted
///    |    --group fails------> FailedAsGroup --individual fails--> Exhausted
///    +-- any pass, from Untried, FailedAlone or FailedAsGroup --> Passed
/// ```
///
/// # Examples
///
/// ```
/// use osr_check::PassFail;
/// use osr_check::gods_and_monsters::{AttemptError, Attempter, Attempts};
///
/// let mut task = Attempts::new();
/// task.record(Attempter::Individual, PassFail::Fail)?;
/// assert_eq!(task.result(), Some(PassFail::Fail));
/// // Nobody else may simply try again...
/// assert_eq!(
///     task.record(Attempter::Individual, PassFail::Pass),
///     Err(AttemptError::NoRetry { by: Attempter::Individual }),
/// );
/// // ...but the characters may try once together.
/// task.record(Attempter::Group, PassFail::Pass)?;
/// assert_eq!(task, Attempts::Passed);
/// # Ok::<(), AttemptError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Attempts {
    /// Nobody has rolled.
    #[default]
    Untried,
    /// A roll succeeded: it stands for the rest of the task.
    Passed,
    /// An individual failed: the characters may try once as a group.
    FailedAlone,
    /// A group failed: one individual may try once.
    FailedAsGroup,
    /// Both an individual and a group failed: only a reframed task may be
    /// tried.
    Exhausted,
}

impl Attempts {
    /// A task nobody has tried.
    #[must_use]
    pub const fn new() -> Self {
        Self::Untried
    }

    /// Whether `who` may roll for the task now.
    ///
    /// # Errors
    ///
    /// [`AttemptError::AlreadyPassed`] once the task succeeded (its roll
    /// stands), [`AttemptError::NoRetry`] when `who` is the kind of
    /// attempter that already failed, [`AttemptError::Exhausted`] when both
    /// kinds failed.
    pub const fn may_try(self, who: Attempter) -> Result<(), AttemptError> {
        match (self, who) {
            (Self::Untried, _)
            | (Self::FailedAlone, Attempter::Group)
            | (Self::FailedAsGroup, Attempter::Individual) => Ok(()),
            (Self::Passed, _) => Err(AttemptError::AlreadyPassed),
            (Self::FailedAlone | Self::FailedAsGroup, by) => Err(AttemptError::NoRetry { by }),
            (Self::Exhausted, _) => Err(AttemptError::Exhausted),
        }
    }

    /// Records a roll `who` made with the result `band`, if `who` was
    /// allowed to roll; otherwise nothing changes.
    ///
    /// # Errors
    ///
    /// As [`may_try`](Self::may_try).
    pub fn record(&mut self, who: Attempter, band: PassFail) -> Result<(), AttemptError> {
        self.may_try(who)?;
        *self = match (band, *self) {
            (PassFail::Pass, _) => Self::Passed,
            (PassFail::Fail, Self::Untried) => match who {
                Attempter::Individual => Self::FailedAlone,
                Attempter::Group => Self::FailedAsGroup,
            },
            (PassFail::Fail, _) => Self::Exhausted,
        };
        Ok(())
    }

    /// Rolls `check` for `who`, if `who` may try, and records the result.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{PassFail, Resolved};
    /// use osr_check::gods_and_monsters::{Attempter, Attempts, Obstacle, Roll};
    ///
    /// // A thief with agility 15 climbs a 200-foot wall: one roll, -4.
    /// let climb = Roll::new(15)?.adjusted(-Obstacle::new(200, 10)?.penalty())?;
    /// let mut wall = Attempts::new();
    /// let outcome = wall.attempt(Attempter::Individual, &climb, &mut SuppliedFaces::new(&[9]))?;
    /// assert_eq!(outcome.band(), PassFail::Pass);
    /// // After an encounter halfway up, the same roll carries the climb on.
    /// assert_eq!(wall.result(), Some(PassFail::Pass));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`may_try`](Self::may_try) (nothing is rolled then), or
    /// [`AttemptError::Roll`] when rolling fails (nothing is recorded).
    pub fn attempt<C, S>(
        &mut self,
        who: Attempter,
        check: &C,
        source: &mut S,
    ) -> Result<C::Outcome, AttemptError>
    where
        C: Check<Band = PassFail>,
        S: FaceSource + ?Sized,
    {
        self.may_try(who)?;
        let outcome = check.roll(source).map_err(AttemptError::Roll)?;
        self.record(who, outcome.band())?;
        Ok(outcome)
    }

    /// The result that stands for the task: `Pass` once a roll succeeded,
    /// `Fail` after a failure nobody may (or did) make good, `None` before
    /// anyone rolled.
    #[must_use]
    pub const fn result(self) -> Option<PassFail> {
        match self {
            Self::Untried => None,
            Self::Passed => Some(PassFail::Pass),
            Self::FailedAlone | Self::FailedAsGroup | Self::Exhausted => Some(PassFail::Fail),
        }
    }
}

/// Why a task may not be rolled for.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{AttemptError, Attempter};
///
/// let err = AttemptError::NoRetry { by: Attempter::Group };
/// assert_eq!(
///     err.to_string(),
///     "a group already failed this task: only an individual may try once more, or reframe the task",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AttemptError {
    /// The task already succeeded: that roll stands for the rest of it.
    AlreadyPassed,
    /// The same kind of attempter already failed.
    NoRetry {
        /// Who asked to roll again.
        by: Attempter,
    },
    /// An individual and a group both failed.
    Exhausted,
    /// The roll itself failed (the face source did).
    Roll(Error),
}

impl fmt::Display for AttemptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::AlreadyPassed => {
                f.write_str("the task already succeeded: its roll stands for the rest of it")
            }
            Self::NoRetry { by } => {
                let other = match by {
                    Attempter::Individual => Attempter::Group,
                    Attempter::Group => Attempter::Individual,
                };
                write!(
                    f,
                    "{by} already failed this task: only {other} may try once more, or reframe the task"
                )
            }
            Self::Exhausted => f.write_str(
                "an individual and a group both failed this task: only a reframed task may be tried",
            ),
            Self::Roll(err) => fmt::Display::fmt(err, f),
        }
    }
}

impl core::error::Error for AttemptError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Roll(err) => Some(err),
            _ => None,
        }
    }
}

impl From<Error> for AttemptError {
    fn from(err: Error) -> Self {
        Self::Roll(err)
    }
}

/// Assistance (rules GM-dice.assist and GM-dice.assist.limits): a
/// character lends their field bonus to others, in place of the bonus
/// each would use of their own.
///
/// The assistant rolls first, usually an ability roll with their own field
/// bonus added; helping several people at once takes the number of people
/// as an obstacle size (three patients: -1). On a success every person
/// helped rolls with the assistant's bonus instead of their own
/// ([`AssistRoll::lent`], [`Lent::assist`]). A failed assistance that
/// involves a weapon (surgery) hurts the person helped as a lost weapon
/// contest would: [`AssistRoll::weapon_contest_damage`] says so; the damage
/// is the combat rules' to roll.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// // An herbalist with wisdom 15 and Healing Craft +2 tends three patients.
/// let herbalist = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?.for_people(3)?;
/// assert_eq!(herbalist.assistant_roll().target(), 16); // 15 + 2 - 1
///
/// let tended = herbalist.roll(&mut SuppliedFaces::new(&[11]))?;
/// let lent = tended.lent().expect("the herbalist succeeded");
/// // Each patient's health roll that night gets +2.
/// let patient = lent.assist(Roll::new(10)?)?;
/// assert_eq!(patient.target(), 12);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "AssistanceWire", into = "AssistanceWire")
)]
pub struct Assistance {
    ability: Roll,
    bonus: FieldBonus,
    people: u32,
    weapon: bool,
    roll: Roll,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct AssistanceWire {
    ability: Roll,
    bonus: FieldBonus,
    #[cfg_attr(feature = "serde", serde(default = "one_person"))]
    people: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    weapon: bool,
}

#[cfg(feature = "serde")]
const fn one_person() -> u32 {
    1
}

impl TryFrom<AssistanceWire> for Assistance {
    type Error = Error;

    fn try_from(wire: AssistanceWire) -> Result<Self, Error> {
        Ok(Self::new(wire.ability, wire.bonus)?
            .for_people(wire.people)?
            .with_weapon(wire.weapon))
    }
}

impl From<Assistance> for AssistanceWire {
    fn from(assistance: Assistance) -> Self {
        Self {
            ability: assistance.ability,
            bonus: assistance.bonus,
            people: assistance.people,
            weapon: assistance.weapon,
        }
    }
}

impl Assistance {
    /// One person helped by an assistant whose ability roll (without their
    /// field bonus) is `ability` and whose field bonus is `bonus`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when adding the bonus takes the roll's
    /// modifier beyond ±[`MAX_MODIFIER`].
    pub fn new(ability: Roll, bonus: FieldBonus) -> Result<Self, Error> {
        Ok(Self {
            ability,
            bonus,
            people: 1,
            weapon: false,
            roll: ability.with_field_bonus(bonus)?,
        })
    }

    /// The same assistance given to `people` people at once: the count is
    /// an obstacle size ([`Scale::ReadDown`]: 2 or 3 people -1, 4 to 7
    /// -2, …).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no people, or when the penalty takes the
    /// roll's modifier beyond ±[`MAX_MODIFIER`].
    pub fn for_people(self, people: u32) -> Result<Self, Error> {
        let count = Error::check_range("people assisted", people, 1, u32::MAX.into())?;
        let penalty = Obstacle::new(count, 1)?.penalty();
        Ok(Self {
            people,
            roll: self
                .ability
                .with_field_bonus(self.bonus)?
                .adjusted(-penalty)?,
            ..self
        })
    }

    /// The same assistance, involving a weapon (`true`) or not.
    #[must_use]
    pub const fn with_weapon(self, weapon: bool) -> Self {
        Self { weapon, ..self }
    }

    /// The assistant's roll: ability plus their field bonus, less the
    /// penalty for the number of people.
    #[must_use]
    pub const fn assistant_roll(&self) -> Roll {
        self.roll
    }

    /// The field bonus lent on a success.
    #[must_use]
    pub const fn bonus(&self) -> FieldBonus {
        self.bonus
    }

    /// The number of people helped.
    #[must_use]
    pub const fn people(&self) -> u32 {
        self.people
    }

    /// Whether a weapon is involved.
    #[must_use]
    pub const fn weapon(&self) -> bool {
        self.weapon
    }

    /// The penalty for the number of people (positive, subtracted).
    #[must_use]
    pub fn penalty(&self) -> i32 {
        self.ability.modifier() + self.bonus.get() - self.roll.modifier()
    }
}

impl Check for Assistance {
    type Band = PassFail;
    type Outcome = AssistRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AssistRoll, Error> {
        Ok(AssistRoll {
            save: self.roll.roll(source)?,
            bonus: self.bonus,
            weapon: self.weapon,
        })
    }

    fn odds(&self) -> Odds<PassFail> {
        self.roll.odds()
    }
}

/// A rolled [`Assistance`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// // A surgeon (intelligence 12, Medical Science +2) fails with a scalpel.
/// let surgery = Assistance::new(Roll::new(12)?, FieldBonus::new(2)?)?.with_weapon(true);
/// let outcome = surgery.roll(&mut SuppliedFaces::new(&[17]))?;
/// assert_eq!(outcome.save().missed_by(), Some(3));
/// assert!(outcome.lent().is_none());
/// assert!(outcome.weapon_contest_damage());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AssistRoll {
    save: Save,
    bonus: FieldBonus,
    weapon: bool,
}

impl AssistRoll {
    /// The assistant's roll.
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }

    /// The bonus lent, when the assistant succeeded: each person helped
    /// rolls with it in place of their own.
    #[must_use]
    pub const fn lent(&self) -> Option<Lent> {
        if self.save.passed() {
            Some(Lent { bonus: self.bonus })
        } else {
            None
        }
    }

    /// Whether the person helped takes damage as from a lost weapon
    /// contest: the assistance failed and involved a weapon.
    #[must_use]
    pub const fn weapon_contest_damage(&self) -> bool {
        self.weapon && !self.save.passed()
    }
}

impl Resolved for AssistRoll {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        self.save.band()
    }

    fn dice(&self) -> &[Rolled] {
        self.save.dice()
    }
}

/// A field bonus lent by a successful [`Assistance`], ready for each person
/// helped. Only a successful assistance makes one.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// let navigator = Assistance::new(Roll::new(14)?, FieldBonus::new(4)?)?;
/// let lent = navigator.roll(&mut SuppliedFaces::new(&[2]))?.lent();
/// assert_eq!(lent.map(|l| l.bonus().get()), Some(4));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lent {
    bonus: FieldBonus,
}

impl Lent {
    /// The bonus lent.
    #[must_use]
    pub const fn bonus(self) -> FieldBonus {
        self.bonus
    }

    /// The roll of a person helped: `roll` is their roll *without* their
    /// own field bonus, which the lent one replaces. The result is an
    /// [`AssistedRoll`], which takes no second lent bonus: a roll can be
    /// assisted by one field bonus at a time.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::Check;
    /// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
    ///
    /// // A speechwriter with Writing Craft +3 makes the wisdom roll...
    /// let speechwriter = Assistance::new(Roll::new(13)?, FieldBonus::new(3)?)?;
    /// let speech = speechwriter.roll(&mut SuppliedFaces::new(&[9]))?;
    /// // ...and the politician, Political Science +1, orates with +3 instead.
    /// let own = Roll::new(11)?.with_field_bonus(FieldBonus::new(1)?)?;
    /// let assisted = speech.lent().expect("written").assist(Roll::new(11)?)?;
    /// assert_eq!((own.target(), assisted.target()), (12, 14));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the bonus takes the roll's modifier
    /// beyond ±[`MAX_MODIFIER`].
    pub fn assist(self, roll: Roll) -> Result<AssistedRoll, Error> {
        Ok(AssistedRoll {
            base: roll,
            lent: self.bonus,
            roll: roll.with_field_bonus(self.bonus)?,
        })
    }
}

/// The roll of a person helped by a lent field bonus; see [`Lent::assist`].
///
/// It has no way to take a second lent bonus: one field bonus at a time
/// assists a roll.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail};
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// let helper = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?;
/// let lent = helper.roll(&mut SuppliedFaces::new(&[3]))?.lent().expect("helped");
/// let patient = lent.assist(Roll::new(10)?)?;
/// assert_eq!((patient.base().target(), patient.target()), (10, 12));
/// let twelve_in_twenty = BigRational::new(12.into(), 20.into());
/// assert_eq!(patient.odds().probability(&PassFail::Pass), Some(twelve_in_twenty));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// A second lent bonus does not go on top: `assist` takes a plain
/// [`Roll`], not an assisted one.
///
/// ```compile_fail
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// let helper = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?;
/// let lent = helper.roll(&mut SuppliedFaces::new(&[3]))?.lent().expect("helped");
/// let once = lent.assist(Roll::new(10)?)?;
/// let twice = lent.assist(once)?;
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AssistedRoll {
    base: Roll,
    lent: FieldBonus,
    roll: Roll,
}

impl AssistedRoll {
    /// The roll as made: the base roll plus the lent bonus.
    #[must_use]
    pub const fn effective_roll(&self) -> Roll {
        self.roll
    }

    /// The roll before the lent bonus.
    #[must_use]
    pub const fn base(&self) -> Roll {
        self.base
    }

    /// The lent bonus.
    #[must_use]
    pub const fn lent(&self) -> FieldBonus {
        self.lent
    }

    /// The number the d20 must not exceed.
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.roll.target()
    }
}

impl Check for AssistedRoll {
    type Band = PassFail;
    type Outcome = Save;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Save, Error> {
        self.roll.roll(source)
    }

    fn odds(&self) -> Odds<PassFail> {
        self.roll.odds()
    }
}

/// The dice the rules use, smallest first: d2, d3, d4, d6, d8, d10, d12,
/// d20 (rule GM-dice.notation). Sums of them (2d6, 8d6, 4d6 keeping the
/// highest 3) are written in the crate's notation, and the damage
/// progression's "+d6" steps are [`DamageStep`](osr_core::DamageStep).
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::DICE;
/// use osr_dice::{Limits, compile};
///
/// assert_eq!(DICE.map(|d| d.sides()), [2, 3, 4, 6, 8, 10, 12, 20]);
/// // Ability scores: roll 4d6 and add the three highest.
/// let abilities = compile("4d6kh3", &Limits::default())?;
/// let roll = abilities.roll_total(&mut osr_core::SuppliedFaces::new(&[2, 5, 3, 6]))?;
/// assert_eq!(roll, 14);
/// # Ok::<(), osr_dice::Error>(())
/// ```
pub const DICE: [Die; 8] = [
    Die::D2,
    Die::D3,
    Die::D4,
    Die::D6,
    Die::D8,
    Die::D10,
    Die::D12,
    Die::D20,
];

/// Rolling "up to N" (rule GM-dice.smallest-die): the smallest of the
/// [`DICE`] with at least N faces, re-rolled while it shows more than N,
/// so every number 1 to N is equally likely. Up to 7 is a d8 re-rolling
/// 8s; up to 15 a d20 re-rolling 16 to 20.
///
/// The re-rolled dice stay in the outcome as
/// [`Fate::Replaced`]; after [`MAX_TIE_ROUNDS`] dice without a number
/// in range (only a broken or adversarial face source gets there) the roll
/// gives up with [`Error::Unresolved`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::{Die, SuppliedFaces};
/// use osr_check::{Check, Fate, Resolved, gods_and_monsters::SmallestDie};
///
/// let seven = SmallestDie::new(7)?;
/// assert_eq!(seven.die(), Die::D8);
/// let outcome = seven.roll(&mut SuppliedFaces::new(&[8, 3]))?;
/// assert_eq!(outcome.value(), 3);
/// assert_eq!(outcome.dice()[0].fate, Fate::Replaced);
/// assert_eq!(seven.odds().probability(&7), Some(BigRational::new(1.into(), 7.into())));
/// assert_eq!(SmallestDie::new(15)?.die(), Die::D20);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct SmallestDie {
    up_to: u32,
}

/// Largest N [`SmallestDie`] rolls up to: the faces of a d20.
pub const MAX_UP_TO: u32 = 20;

impl SmallestDie {
    /// Rolling a number from 1 to `up_to`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for `up_to` outside `1..=`[`MAX_UP_TO`].
    pub fn new(up_to: u32) -> Result<Self, Error> {
        Error::check_range("highest number rolled", up_to, 1, MAX_UP_TO.into())?;
        Ok(Self { up_to })
    }

    /// The highest number rolled.
    #[must_use]
    pub const fn up_to(&self) -> u32 {
        self.up_to
    }

    /// The die rolled: the smallest of [`DICE`] with at least
    /// [`up_to`](Self::up_to) faces.
    #[must_use]
    pub fn die(&self) -> Die {
        // up_to is at most 20, the last die's faces.
        DICE.into_iter()
            .find(|die| die.sides() >= self.up_to)
            .unwrap_or(Die::D20)
    }
}

impl TryFrom<u32> for SmallestDie {
    type Error = Error;

    fn try_from(up_to: u32) -> Result<Self, Error> {
        Self::new(up_to)
    }
}

impl From<SmallestDie> for u32 {
    fn from(die: SmallestDie) -> Self {
        die.up_to
    }
}

/// A rolled [`SmallestDie`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::SmallestDie};
///
/// let outcome = SmallestDie::new(15)?.roll(&mut SuppliedFaces::new(&[18, 16, 15]))?;
/// assert_eq!((outcome.value(), outcome.faces()), (15, vec![18, 16, 15]));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct UpTo {
    value: u32,
    dice: Vec<Rolled>,
}

impl UpTo {
    /// The number rolled, 1 to N.
    #[must_use]
    pub const fn value(&self) -> u32 {
        self.value
    }
}

impl Resolved for UpTo {
    type Band = u32;

    fn band(&self) -> u32 {
        self.value
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for SmallestDie {
    type Band = u32;
    type Outcome = UpTo;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<UpTo, Error> {
        let die = self.die();
        let mut dice = Vec::new();
        for _ in 0..MAX_TIE_ROUNDS {
            let face = die.roll(source)?;
            let counted = face <= self.up_to;
            dice.push(Rolled {
                sides: die.sides(),
                face,
                fate: if counted {
                    Fate::Counted
                } else {
                    Fate::Replaced
                },
            });
            if counted {
                return Ok(UpTo { value: face, dice });
            }
        }
        Err(Error::Unresolved {
            what: "smallest-die re-roll",
            rolls: MAX_TIE_ROUNDS,
        })
    }

    fn odds(&self) -> Odds<u32> {
        // Re-rolling the faces above N conditions the die on showing at
        // most N: each face 1..=N keeps its 1/sides over the N/sides left.
        let sides = self.die().sides();
        let face = ratio(1, sides) / ratio(self.up_to, sides);
        Odds::from_weights((1..=self.up_to).map(|value| (value, face.clone())), None)
    }
}

mod contest;
mod group;
pub use self::contest::*;
pub use self::group::*;
