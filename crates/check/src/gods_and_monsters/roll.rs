//! The ability or reaction roll, its modifiers and field bonuses.

use osr_core::Net;

use crate::{Error, Naturals, NetDice, RollUnder, check_as_roll_under};

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
    /// gives (noisy goblins are easier to notice), a [`Difficulty`](super::Difficulty), an
    /// [`Obstacle`](super::Obstacle) penalty (pass it negated), a careful attempt's bonus.
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
    /// else instead, see [`Lent::assist`](super::Lent::assist).
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
