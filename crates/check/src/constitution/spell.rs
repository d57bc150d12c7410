//! The d100 roll of a prepared spell (TC-12.3.roll).

use alloc::vec;

use osr_core::{Die, FaceSource};

use super::Skill;
use crate::{Check, Error, Fate, Odds, Outcome, PassFail, Rolled, ratio};

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
///
/// With the `serde` feature it is the rating as a plain number, read back
/// through [`Skill::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct PercentileCheck {
    rating: Skill,
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
    /// [`Error::Core`] (`OutOfRange`) outside [`Skill`]'s range.
    pub fn new(rating: u32) -> Result<Self, Error> {
        Skill::new(rating).map(Self::from)
    }

    /// The rating.
    #[must_use]
    pub const fn rating(&self) -> Skill {
        self.rating
    }
}

/// A rolled [`PercentileCheck`]: pass or fail, and its d100. With the
/// `serde` feature it serializes as `{"band": "pass", "dice": [...]}`.
pub type PercentileRoll = Outcome<PassFail>;

impl Check for PercentileCheck {
    type Band = PassFail;
    type Outcome = PercentileRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<PercentileRoll, Error> {
        let face = Die::D100.roll(source)?;
        Ok(Outcome::new(
            PassFail::from_bool(face <= self.rating.get()),
            vec![Rolled {
                sides: 100,
                face,
                fate: Fate::Counted,
            }],
        ))
    }

    fn odds(&self) -> Odds<PassFail> {
        let pass = self.rating.get();
        Odds::from_weights(
            [
                (PassFail::Pass, ratio(pass, 100)),
                (PassFail::Fail, ratio(100 - pass, 100)),
            ],
            None,
        )
    }
}
