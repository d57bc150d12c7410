//! Gods & Monsters: the d20 roll at or under an ability or reaction score,
//! with bonuses and penalties.
//!
//! | rule | API |
//! |---|---|
//! | GM-dice.roll-under: d20 at most score + bonuses - penalties | [`Roll`] |
//! | GM-core.margin: made by / missed by | [`Save::made_by`](super::Save::made_by), [`Save::missed_by`](super::Save::missed_by) |

use osr_core::{FaceSource, Net};

use super::{Check, Error, Naturals, NetDice, Odds, PassFail, RollUnder};

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
/// use osr_dice::check::{Check, PassFail, Resolved, gods_and_monsters::Roll};
///
/// // Toromeen's perception 4 (rule GM-dice.roll-under).
/// let perception = Roll::new(4)?;
/// assert_eq!(perception.roll(&mut SuppliedFaces::new(&[4]))?.band(), PassFail::Pass);
/// let missed = perception.roll(&mut SuppliedFaces::new(&[5]))?;
/// assert_eq!(missed.missed_by(), Some(1));
/// # Ok::<(), osr_dice::check::Error>(())
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
    /// [`Error::OutOfRange`] for a score outside
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
    /// [`Error::OutOfRange`] for a modifier beyond ±[`MAX_MODIFIER`].
    pub fn with_modifier(self, modifier: i32) -> Result<Self, Error> {
        let max = i64::from(MAX_MODIFIER);
        Error::check_range("modifier", modifier, -max, max)?;
        Ok(Self { modifier, ..self })
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

impl Check for Roll {
    type Band = PassFail;
    type Outcome = super::Save;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<super::Save, Error> {
        self.roll_under().roll(source)
    }

    fn odds(&self) -> Odds<PassFail> {
        self.roll_under().odds()
    }
}
