//! The ability or reaction roll, its modifiers and field bonuses.

use osr_core::Net;

use crate::{
    Error, Fate, Naturals, NetDice, PassFail, Resolved, RollUnder, Save, check_as_roll_under,
};

osr_core::bounded! {
    error: crate::Error;
    /// An ability or reaction score a roll is made against.
    pub struct Score(i32) in -20..=60, "score";
    /// The total of bonuses less penalties on a roll: a bonus is positive,
    /// a penalty negative.
    pub struct Modifier(i32) in -100..=100, "modifier";
    /// A field bonus (History +1, Healing Craft +2): what a character adds
    /// to an ability or reaction roll when a skill of that field applies,
    /// and what an assistant lends. Past +20 a roll already cannot fail.
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
    pub struct FieldBonus(i32) in 0..=20, "field bonus";
}

impl Modifier {
    /// No bonus or penalty.
    pub const ZERO: Self = Self(0);
}

impl Default for Modifier {
    fn default() -> Self {
        Self::ZERO
    }
}

impl FieldBonus {
    /// No bonus: a field without training, or a character without the field.
    pub const ZERO: Self = Self(0);
}

impl Default for FieldBonus {
    fn default() -> Self {
        Self::ZERO
    }
}

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
///
/// With the `serde` feature it serializes as `{"score": 4, "modifier": 0}`
/// (`modifier` may be left out), each field read back through its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersRoll"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Roll {
    score: Score,
    #[cfg_attr(feature = "serde", serde(default))]
    modifier: Modifier,
}

impl Roll {
    /// A roll against an ability or reaction score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`Score::MIN`]`..=`[`Score::MAX`].
    #[inline]
    pub fn new(score: i32) -> Result<Self, Error> {
        Ok(Self {
            score: Score::new(score)?,
            modifier: Modifier::ZERO,
        })
    }

    /// The same roll with bonuses less penalties totalling `modifier`
    /// (replacing any modifier before).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a modifier outside
    /// [`Modifier::MIN`]`..=`[`Modifier::MAX`].
    pub fn with_modifier(self, modifier: i32) -> Result<Self, Error> {
        Ok(Self {
            modifier: Modifier::new(modifier)?,
            ..self
        })
    }

    /// The same roll with one more bonus (`by` above 0) or penalty (`by`
    /// below 0) added to the modifier: a situational modifier the referee
    /// gives (noisy goblins are easier to notice), a [`Difficulty`](super::Difficulty), an
    /// [`Obstacle`](super::Obstacle)'s modifier, a careful attempt's bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Difficulty, Obstacle, Roll};
    ///
    /// // Agility 12, an 80-foot wall (-3), an easy climb (+2).
    /// let climb = Roll::new(12)?
    ///     .adjusted(Obstacle::new(80, 10)?.modifier())?
    ///     .adjusted(Difficulty::Easy.modifier())?;
    /// assert_eq!((climb.modifier(), climb.target()), (-1, 11));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the modifier would leave
    /// [`Modifier::MIN`]`..=`[`Modifier::MAX`].
    #[inline]
    pub fn adjusted(self, by: i32) -> Result<Self, Error> {
        Ok(Self {
            modifier: Modifier::new(i64::from(self.modifier.get()) + i64::from(by))?,
            ..self
        })
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
    /// [`Error::Core`] (`OutOfRange`) when the modifier would leave
    /// [`Modifier::MIN`]`..=`[`Modifier::MAX`].
    #[inline]
    pub fn with_field_bonus(self, bonus: FieldBonus) -> Result<Self, Error> {
        self.adjusted(bonus.get())
    }

    /// The score.
    #[must_use]
    pub const fn score(&self) -> i32 {
        self.score.get()
    }

    /// The total of bonuses less penalties.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        self.modifier.get()
    }

    /// The number the d20 must not exceed: score plus modifier.
    #[must_use]
    pub const fn target(&self) -> i32 {
        // Both are bounded far inside i32 by the constructors.
        self.score.get() + self.modifier.get()
    }

    pub(super) const fn roll_under(&self) -> RollUnder {
        RollUnder {
            target: self.target(),
            edge: NetDice(Net::Even),
            naturals: Naturals::Compare,
        }
    }
}

check_as_roll_under!(Roll);

/// Checks a recorded Gods & Monsters save and the band recorded beside
/// it: one counted d20 showing the save's face, passed exactly when the
/// face is at most the target (no natural 1 or 20 rule), and the band that
/// of the save. `what` names the band in the error.
pub(super) fn check_save(save: &Save, band: PassFail, what: &'static str) -> Result<(), Error> {
    let face_agrees = matches!(
        save.dice(),
        [die] if die.sides == 20 && die.fate == Fate::Counted && die.face == save.face()
    );
    if !face_agrees || save.passed() != (i64::from(save.face()) <= i64::from(save.target())) {
        return Err(Error::Inconsistent { what: "save" });
    }
    if band != save.band() {
        return Err(Error::Inconsistent { what });
    }
    Ok(())
}
