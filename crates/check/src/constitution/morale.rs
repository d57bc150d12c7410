//! The morale check (TC-5.13).

use osr_core::FaceSource;

use crate::{Check, Error, Odds, Resolved, Rolled, odds_2d6, roll_2d6};

/// Whether a creature's nerve holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Nerve {
    /// It flees or gives up.
    Breaks,
    /// It does not break.
    Holds,
}

/// Lowest morale score.
pub const MIN_MORALE: u32 = 2;
/// Highest morale score.
pub const MAX_MORALE: u32 = 12;

/// A morale check (TC-5.13): 2d6 at most the morale score holds.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{MoraleCheck, Nerve};
///
/// let morale = MoraleCheck::new(7)?;
/// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[3, 4]))?.band(), Nerve::Holds);
/// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[4, 4]))?.band(), Nerve::Breaks);
/// let p = BigRational::new(21.into(), 36.into());
/// assert_eq!(morale.odds().probability(&Nerve::Holds), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct MoraleCheck {
    score: u32,
}

impl TryFrom<u32> for MoraleCheck {
    type Error = Error;

    fn try_from(score: u32) -> Result<Self, Error> {
        Self::new(score)
    }
}

impl From<MoraleCheck> for u32 {
    fn from(check: MoraleCheck) -> Self {
        check.score
    }
}

impl MoraleCheck {
    /// A morale check against a score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MIN_MORALE`]`..=`[`MAX_MORALE`].
    pub fn new(score: u32) -> Result<Self, Error> {
        Error::check_range("morale score", score, MIN_MORALE.into(), MAX_MORALE.into())?;
        Ok(Self { score })
    }

    /// The morale score.
    #[must_use]
    pub const fn score(&self) -> u32 {
        self.score
    }
}

/// A rolled [`MoraleCheck`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoraleRoll {
    holds: bool,
    dice: [Rolled; 2],
}

impl MoraleRoll {
    /// The 2d6 total.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.dice[0].face + self.dice[1].face
    }
}

impl Resolved for MoraleRoll {
    type Band = Nerve;

    fn band(&self) -> Nerve {
        if self.holds {
            Nerve::Holds
        } else {
            Nerve::Breaks
        }
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for MoraleCheck {
    type Band = Nerve;
    type Outcome = MoraleRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<MoraleRoll, Error> {
        let dice = roll_2d6(source)?;
        Ok(MoraleRoll {
            holds: dice[0].face + dice[1].face <= self.score,
            dice,
        })
    }

    fn odds(&self) -> Odds<Nerve> {
        odds_2d6(|total| {
            if total <= self.score {
                Nerve::Holds
            } else {
                Nerve::Breaks
            }
        })
    }
}
