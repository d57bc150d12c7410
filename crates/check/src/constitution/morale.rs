//! The morale check (TC-5.13).

use osr_core::FaceSource;

use super::MoraleScore;
use crate::{Check, Error, Fate, Odds, Resolved, Rolled, odds_2d6, roll_2d6};

/// Whether a creature's nerve holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Nerve {
    /// It flees or gives up.
    Breaks,
    /// It does not break.
    Holds,
}

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
///
/// With the `serde` feature it is the morale score as a plain number, read
/// back through [`MoraleScore::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct MoraleCheck {
    score: MoraleScore,
}

impl MoraleCheck {
    /// A morale check against a score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MoraleScore`]'s range.
    pub fn new(score: u32) -> Result<Self, Error> {
        Ok(Self {
            score: MoraleScore::new(score)?,
        })
    }

    /// The morale score.
    #[must_use]
    pub const fn score(&self) -> u32 {
        self.score.get()
    }
}

/// A rolled [`MoraleCheck`]: its band, its 2d6 total, the score it was
/// rolled against and its two d6s.
///
/// With the `serde` feature it serializes as
/// `{"band": "holds", "total": 7, "score": 7, "dice": [...]}`;
/// deserializing checks the dice (two counted d6s), the total (their sum)
/// and the band (held when the total is at most the score), and rejects a
/// record that disagrees with [`Error::Inconsistent`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::constitution::{MoraleCheck, Nerve};
///
/// let roll = MoraleCheck::new(6)?.roll(&mut SuppliedFaces::new(&[4, 5]))?;
/// assert_eq!((roll.nerve(), roll.total(), roll.score()), (Nerve::Breaks, 9, 6));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "MoraleRollFields"))]
pub struct MoraleRoll {
    /// Whether the morale held.
    band: Nerve,
    /// The 2d6 total.
    total: u32,
    /// The morale score the total was compared with.
    score: MoraleScore,
    /// The two d6.
    dice: [Rolled; 2],
}

/// A [`MoraleRoll`] as read, before its figures are checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct MoraleRollFields {
    band: Nerve,
    total: u32,
    score: MoraleScore,
    dice: [Rolled; 2],
}

#[cfg(feature = "serde")]
impl TryFrom<MoraleRollFields> for MoraleRoll {
    type Error = Error;

    fn try_from(fields: MoraleRollFields) -> Result<Self, Error> {
        let roll = Self::of(fields.score, fields.dice)?;
        if roll.total != fields.total {
            return Err(Error::Inconsistent { what: "the total" });
        }
        if roll.band != fields.band {
            return Err(Error::Inconsistent { what: "the band" });
        }
        Ok(roll)
    }
}

impl MoraleRoll {
    /// The roll two counted d6s make against `score`.
    fn of(score: MoraleScore, dice: [Rolled; 2]) -> Result<Self, Error> {
        for die in &dice {
            if die.sides != 6 {
                return Err(Error::Inconsistent {
                    what: "the size of a die",
                });
            }
            if die.fate != Fate::Counted {
                return Err(Error::Inconsistent {
                    what: "the fate of a die",
                });
            }
        }
        let total = dice[0].face + dice[1].face;
        Ok(Self {
            band: nerve(total, score.get()),
            total,
            score,
            dice,
        })
    }

    /// Whether the nerve held: the band.
    #[must_use]
    pub const fn nerve(&self) -> Nerve {
        self.band
    }

    /// The 2d6 total.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.total
    }

    /// The morale score rolled against.
    #[must_use]
    pub const fn score(&self) -> u32 {
        self.score.get()
    }
}

const fn nerve(total: u32, score: u32) -> Nerve {
    if total <= score {
        Nerve::Holds
    } else {
        Nerve::Breaks
    }
}

impl Resolved for MoraleRoll {
    type Band = Nerve;

    fn band(&self) -> Nerve {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for MoraleCheck {
    type Band = Nerve;
    type Outcome = MoraleRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<MoraleRoll, Error> {
        MoraleRoll::of(self.score, roll_2d6(source)?)
    }

    fn odds(&self) -> Odds<Nerve> {
        odds_2d6(|total| nerve(total, self.score()))
    }
}
