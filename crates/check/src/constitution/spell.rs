//! The d100 roll of a prepared spell (TC-12.3.roll).

use osr_core::{Die, FaceSource};

use super::Skill;
use crate::{Check, Error, Fate, Odds, PassFail, Resolved, Rolled, ratio};

/// The d100 roll of a prepared spell (TC-12.3.roll): at most the spell's
/// skill rating succeeds, so a spell known at 100% always does, and one
/// at 0% never.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved};
/// use osr_check::constitution::PercentileCheck;
///
/// let spell = PercentileCheck::new(50)?;
/// assert_eq!(spell.roll(&mut SuppliedFaces::new(&[49]))?.band(), PassFail::Pass);
/// assert_eq!(spell.roll(&mut SuppliedFaces::new(&[51]))?.band(), PassFail::Fail);
/// let one = BigRational::from_integer(1.into());
/// assert_eq!(PercentileCheck::new(100)?.odds().probability(&PassFail::Pass), Some(one));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct PercentileCheck {
    rating: Skill,
}

impl TryFrom<u32> for PercentileCheck {
    type Error = Error;

    fn try_from(rating: u32) -> Result<Self, Error> {
        Self::new(rating)
    }
}

impl From<PercentileCheck> for u32 {
    fn from(check: PercentileCheck) -> Self {
        check.rating.rating()
    }
}

impl From<Skill> for PercentileCheck {
    fn from(rating: Skill) -> Self {
        Self { rating }
    }
}

impl PercentileCheck {
    /// A roll against a skill rating.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above [`MAX_SKILL`](super::MAX_SKILL).
    pub fn new(rating: u32) -> Result<Self, Error> {
        Skill::new(rating).map(Self::from)
    }

    /// The rating.
    #[must_use]
    pub const fn rating(&self) -> Skill {
        self.rating
    }
}

/// A rolled [`PercentileCheck`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PercentileRoll {
    passed: bool,
    dice: [Rolled; 1],
}

impl PercentileRoll {
    /// The d100 face.
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.dice[0].face
    }
}

impl Resolved for PercentileRoll {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        PassFail::from_bool(self.passed)
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for PercentileCheck {
    type Band = PassFail;
    type Outcome = PercentileRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<PercentileRoll, Error> {
        let face = Die::D100.roll(source)?;
        Ok(PercentileRoll {
            passed: face <= self.rating.rating(),
            dice: [Rolled {
                sides: 100,
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<PassFail> {
        let pass = self.rating.rating();
        Odds::from_weights(
            [
                (PassFail::Pass, ratio(pass, 100)),
                (PassFail::Fail, ratio(100 - pass, 100)),
            ],
            None,
        )
    }
}
