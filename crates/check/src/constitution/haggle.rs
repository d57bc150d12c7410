//! The haggler's roll (TC-10.3).

use alloc::vec::Vec;

use osr_core::{FaceSource, Net};

use super::{MAX_ABILITY, MIN_ABILITY};
use crate::{Check, Error, Naturals, NetDice, Odds, PassFail, Resolved, RollUnder, Rolled};

/// What haggling gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Bargain {
    /// The listed price.
    ListedPrice,
    /// [`HAGGLE_DISCOUNT_PERCENT`] off the listed price.
    Discount,
}

impl Bargain {
    /// The percentage taken off the listed price: 0 or
    /// [`HAGGLE_DISCOUNT_PERCENT`].
    #[must_use]
    pub const fn discount_percent(self) -> u32 {
        match self {
            Self::ListedPrice => 0,
            Self::Discount => HAGGLE_DISCOUNT_PERCENT,
        }
    }
}

/// The haggler's discount, in percent of the listed price.
pub const HAGGLE_DISCOUNT_PERCENT: u32 = 10;

/// The haggler's roll (TC-10.3): with ample time to survey the market, a
/// d20 strictly below charisma takes [`HAGGLE_DISCOUNT_PERCENT`] off the
/// listed price.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{Bargain, Haggle};
///
/// let haggle = Haggle::new(13)?;
/// assert_eq!(haggle.roll(&mut SuppliedFaces::new(&[12]))?.band(), Bargain::Discount);
/// assert_eq!(haggle.roll(&mut SuppliedFaces::new(&[13]))?.band(), Bargain::ListedPrice);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "i32", into = "i32"))]
pub struct Haggle {
    charisma: i32,
}

impl TryFrom<i32> for Haggle {
    type Error = Error;

    fn try_from(charisma: i32) -> Result<Self, Error> {
        Self::new(charisma)
    }
}

impl From<Haggle> for i32 {
    fn from(haggle: Haggle) -> Self {
        haggle.charisma
    }
}

impl Haggle {
    /// A haggler's roll with this charisma score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MIN_ABILITY`]`..=`[`MAX_ABILITY`].
    pub fn new(charisma: i32) -> Result<Self, Error> {
        Error::check_range(
            "charisma score",
            charisma,
            MIN_ABILITY.into(),
            MAX_ABILITY.into(),
        )?;
        Ok(Self { charisma })
    }

    /// The charisma score.
    #[must_use]
    pub const fn charisma(&self) -> i32 {
        self.charisma
    }

    /// Strictly below charisma is at most charisma - 1.
    const fn roll_under(&self) -> RollUnder {
        RollUnder {
            target: self.charisma - 1,
            edge: NetDice(Net::Even),
            naturals: Naturals::Compare,
        }
    }
}

const fn bargain(band: PassFail) -> Bargain {
    match band {
        PassFail::Pass => Bargain::Discount,
        PassFail::Fail => Bargain::ListedPrice,
    }
}

/// A rolled [`Haggle`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HaggleRoll {
    bargain: Bargain,
    dice: Vec<Rolled>,
}

impl HaggleRoll {
    /// The d20 face.
    #[must_use]
    pub fn face(&self) -> u32 {
        self.dice.first().map_or(0, |d| d.face)
    }
}

impl Resolved for HaggleRoll {
    type Band = Bargain;

    fn band(&self) -> Bargain {
        self.bargain
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Haggle {
    type Band = Bargain;
    type Outcome = HaggleRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<HaggleRoll, Error> {
        let save = self.roll_under().roll(source)?;
        Ok(HaggleRoll {
            bargain: bargain(save.band()),
            dice: save.dice,
        })
    }

    fn odds(&self) -> Odds<Bargain> {
        self.roll_under().odds().map(bargain)
    }
}
