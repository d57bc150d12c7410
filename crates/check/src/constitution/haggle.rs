//! The haggler's roll (TC-10.3).

use osr_core::FaceSource;

use super::AbilityScore;
use crate::{Check, Error, Odds, Outcome, PassFail, Resolved, RollUnder};

/// What haggling gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
///
/// With the `serde` feature it is the charisma score as a plain number,
/// read back through [`AbilityScore::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Haggle {
    charisma: AbilityScore,
}

impl Haggle {
    /// A haggler's roll with this charisma score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(charisma: i32) -> Result<Self, Error> {
        Ok(Self {
            charisma: AbilityScore::new(charisma)?,
        })
    }

    /// The charisma score.
    #[must_use]
    pub const fn charisma(&self) -> i32 {
        self.charisma.get()
    }

    /// Strictly below charisma is at most charisma - 1.
    const fn roll_under(&self) -> RollUnder {
        RollUnder::new(self.charisma() - 1)
    }
}

const fn bargain(band: PassFail) -> Bargain {
    match band {
        PassFail::Pass => Bargain::Discount,
        PassFail::Fail => Bargain::ListedPrice,
    }
}

/// A rolled [`Haggle`]: its [`Bargain`] and its d20. With the `serde`
/// feature it serializes as `{"band": "discount", "dice": [...]}`.
pub type HaggleRoll = Outcome<Bargain>;

impl Check for Haggle {
    type Band = Bargain;
    type Outcome = HaggleRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<HaggleRoll, Error> {
        let save = self.roll_under().roll(source)?;
        Ok(Outcome::new(bargain(save.band()), save.dice))
    }

    fn odds(&self) -> Odds<Bargain> {
        self.roll_under().odds().map(bargain)
    }
}
