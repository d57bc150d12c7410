//! Die ladders: rules that move a die up or down a fixed sequence.

use core::fmt;

use crate::{Dice, Die, Error, FaceSource};

/// A die on the d4 < d6 < d8 < d10 < d12 ladder.
///
/// Cairn House Rules moves a damage die one step per enhancement (up) or
/// impairment (down); the ladder stops at d4 at the bottom and d12 at the
/// top, so stepping past either end stays there. That floor and cap are the
/// rule, not a silent clamp: use [`StepDie::checked_step`] to learn whether
/// a step would leave the ladder.
///
/// # Examples
///
/// ```
/// use osr_core::{Die, StepDie};
///
/// let hand = StepDie::D6;
/// assert_eq!(hand.step(1), StepDie::D8); // enhanced
/// assert_eq!(hand.step(-1), StepDie::D4); // impaired
/// assert_eq!(StepDie::D12.step(1), StepDie::D12); // the cap
/// assert_eq!(StepDie::D12.checked_step(1), None);
/// assert_eq!(StepDie::try_from(Die::D10)?.die(), Die::D10);
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum StepDie {
    /// d4, the bottom of the ladder.
    D4,
    /// d6.
    D6,
    /// d8.
    D8,
    /// d10.
    D10,
    /// d12, the top of the ladder.
    D12,
}

impl StepDie {
    /// The rungs, bottom first.
    pub const LADDER: [Self; 5] = [Self::D4, Self::D6, Self::D8, Self::D10, Self::D12];

    /// The die this rung stands for.
    #[must_use]
    pub const fn die(self) -> Die {
        match self {
            Self::D4 => Die::D4,
            Self::D6 => Die::D6,
            Self::D8 => Die::D8,
            Self::D10 => Die::D10,
            Self::D12 => Die::D12,
        }
    }

    /// The rung `steps` away (up when positive), or `None` past either end.
    #[must_use]
    pub fn checked_step(self, steps: i32) -> Option<Self> {
        let index = i64::from(self as u8) + i64::from(steps);
        let index = usize::try_from(index).ok()?;
        Self::LADDER.get(index).copied()
    }

    /// The rung `steps` away (up when positive), staying at d4 or d12 when a
    /// step would go past the end, as the rule says.
    #[must_use]
    pub fn step(self, steps: i32) -> Self {
        match self.checked_step(steps) {
            Some(rung) => rung,
            None if steps > 0 => Self::D12,
            None => Self::D4,
        }
    }
}

impl TryFrom<Die> for StepDie {
    type Error = Error;

    fn try_from(die: Die) -> Result<Self, Error> {
        Self::LADDER
            .into_iter()
            .find(|rung| rung.die() == die)
            .ok_or(Error::NotOnLadder {
                sides: die.sides(),
                ladder: "d4..d12",
            })
    }
}

impl From<StepDie> for Die {
    fn from(rung: StepDie) -> Self {
        rung.die()
    }
}

impl fmt::Display for StepDie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.die(), f)
    }
}

/// A step on the Gods & Monsters damage progression.
///
/// Steps 0..=9 are 1, d2, d4, d6, d8, d10, d12, 2d8, 3d6, 4d6; from step 10
/// on each step adds a d6 (5d6, 6d6, ...). A weapon made for a larger
/// creature moves up one step per size step, a smaller one down.
///
/// There is no step below 0, and the highest step is the one whose pool
/// still fits in a [`Dice`] (`Dice::MAX_COUNT` d6); moving past either end
/// is an error, not a clamp.
///
/// # Examples
///
/// ```
/// use osr_core::{DamageStep, Dice, Die};
///
/// let long_sword = DamageStep::of(Dice::one(Die::D8)).expect("d8 is on the progression");
/// assert_eq!(long_sword.shifted(1)?.dice().to_string(), "d10");
/// assert_eq!(long_sword.shifted(3)?.dice().to_string(), "2d8");
/// assert_eq!(DamageStep::new(11)?.dice().to_string(), "6d6");
/// assert!(DamageStep::new(0)?.shifted(-1).is_err());
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u32", into = "u32")
)]
pub struct DamageStep(u32);

impl DamageStep {
    /// The highest step: its pool is [`Dice::MAX_COUNT`] d6.
    pub const MAX: u32 = Dice::MAX_COUNT + 5;

    /// The fixed part of the progression, steps 0..=9, as (count, sides).
    const TABLE: [(u32, Die); 10] = [
        (1, Die::D1),
        (1, Die::D2),
        (1, Die::D4),
        (1, Die::D6),
        (1, Die::D8),
        (1, Die::D10),
        (1, Die::D12),
        (2, Die::D8),
        (3, Die::D6),
        (4, Die::D6),
    ];

    /// Step `step` of the progression.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfRange`] when `step` is above [`DamageStep::MAX`].
    pub fn new(step: u32) -> Result<Self, Error> {
        Error::check_range("damage step", i64::from(step), 0, i64::from(Self::MAX))?;
        Ok(Self(step))
    }

    /// The step whose damage is `dice`, if the progression has one.
    ///
    /// Dice off the progression (2d6, a great sword's) have no step.
    #[must_use]
    pub fn of(dice: Dice) -> Option<Self> {
        let fixed = Self::TABLE
            .iter()
            .position(|&(count, die)| count == dice.count() && die == dice.die())
            .and_then(|step| u32::try_from(step).ok());
        match fixed {
            Some(step) => Some(Self(step)),
            None if dice.die() == Die::D6 && dice.count() >= 5 => Some(Self(dice.count() + 5)),
            None => None,
        }
    }

    /// The step number, 0 for the flat 1.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The damage dice at this step.
    #[must_use]
    pub fn dice(self) -> Dice {
        let (count, die) = match usize::try_from(self.0) {
            Ok(i) if i < Self::TABLE.len() => Self::TABLE[i],
            _ => (self.0 - 5, Die::D6),
        };
        // Steps are at most MAX, so the count is in 1..=Dice::MAX_COUNT.
        Dice::new_unchecked(count, die)
    }

    /// The step `by` steps up (positive) or down (negative).
    ///
    /// # Errors
    ///
    /// [`Error::OutOfRange`] when the result would be below 0 or above
    /// [`DamageStep::MAX`].
    pub fn shifted(self, by: i32) -> Result<Self, Error> {
        let target = i64::from(self.0) + i64::from(by);
        u32::try_from(target)
            .ok()
            .filter(|&step| step <= Self::MAX)
            .map(Self)
            .ok_or(Error::OutOfRange {
                what: "damage step",
                value: target,
                min: 0,
                max: i64::from(Self::MAX),
            })
    }
}

impl TryFrom<u32> for DamageStep {
    type Error = Error;

    fn try_from(step: u32) -> Result<Self, Error> {
        Self::new(step)
    }
}

impl From<DamageStep> for u32 {
    fn from(step: DamageStep) -> Self {
        step.0
    }
}

/// A Block, Dodge, Parry usage die: how much of a resource is left.
///
/// Each time the resource is used, its die is rolled; a 1 or 2 moves it down
/// d8 -> d6 -> d4, and a 1 or 2 on the d4 empties it.
///
/// # Examples
///
/// ```
/// use osr_core::{SuppliedFaces, UsageDie};
///
/// let waterskin = UsageDie::D8;
/// assert_eq!(waterskin.after(2)?, UsageDie::D6);
/// assert_eq!(UsageDie::D6.after(5)?, UsageDie::D6);
///
/// let roll = UsageDie::D4.roll(&mut SuppliedFaces::new(&[1]))?;
/// assert_eq!((roll.face, roll.after), (1, UsageDie::Empty));
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum UsageDie {
    /// Used up: nothing left to roll.
    Empty,
    /// d4: nearly gone.
    D4,
    /// d6.
    D6,
    /// d8: full.
    D8,
}

/// One roll of a [`UsageDie`].
///
/// # Examples
///
/// ```
/// use osr_core::{SuppliedFaces, UsageDie, UsageRoll};
///
/// let roll = UsageDie::D6.roll(&mut SuppliedFaces::new(&[2]))?;
/// assert_eq!(roll, UsageRoll { before: UsageDie::D6, face: 2, after: UsageDie::D4 });
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct UsageRoll {
    /// The die rolled.
    pub before: UsageDie,
    /// The face it showed.
    pub face: u32,
    /// The die afterwards.
    pub after: UsageDie,
}

impl UsageDie {
    /// The die to roll, or `None` when empty.
    #[must_use]
    pub const fn die(self) -> Option<Die> {
        match self {
            Self::Empty => None,
            Self::D4 => Some(Die::D4),
            Self::D6 => Some(Die::D6),
            Self::D8 => Some(Die::D8),
        }
    }

    /// Whether the resource is used up.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        matches!(self, Self::Empty)
    }

    /// The die after it showed `face`: one step down on 1 or 2, else the same.
    ///
    /// # Errors
    ///
    /// [`Error::EmptyUsageDie`] when empty; [`Error::FaceOutOfRange`] (at
    /// position 0) when `face` is not on the die.
    pub const fn after(self, face: u32) -> Result<Self, Error> {
        let Some(die) = self.die() else {
            return Err(Error::EmptyUsageDie);
        };
        if !die.has_face(face) {
            return Err(Error::FaceOutOfRange {
                face,
                sides: die.sides(),
                position: 0,
            });
        }
        if face > 2 {
            return Ok(self);
        }
        Ok(match self {
            Self::D8 => Self::D6,
            Self::D6 => Self::D4,
            Self::D4 | Self::Empty => Self::Empty,
        })
    }

    /// Rolls the die from `source` and steps it down on a 1 or 2.
    ///
    /// # Errors
    ///
    /// [`Error::EmptyUsageDie`] when empty, or whatever `source` reports.
    pub fn roll<S: FaceSource + ?Sized>(self, source: &mut S) -> Result<UsageRoll, Error> {
        let die = self.die().ok_or(Error::EmptyUsageDie)?;
        let face = source.next_face(die)?;
        Ok(UsageRoll {
            before: self,
            face,
            after: self.after(face)?,
        })
    }
}

impl TryFrom<Die> for UsageDie {
    type Error = Error;

    fn try_from(die: Die) -> Result<Self, Error> {
        match die.sides() {
            4 => Ok(Self::D4),
            6 => Ok(Self::D6),
            8 => Ok(Self::D8),
            sides => Err(Error::NotOnLadder {
                sides,
                ladder: "usage",
            }),
        }
    }
}

impl fmt::Display for UsageDie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.die() {
            Some(die) => fmt::Display::fmt(&die, f),
            None => f.write_str("empty"),
        }
    }
}
