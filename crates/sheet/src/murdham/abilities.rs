//! The three abilities and the losses they take.

use osr_check::murdham::AbilityScore;
use osr_health::murdham::{Ability, Health};

use crate::Error;

/// The three abilities, each 0 to 20 (osr-check's Murdham score); STR is
/// at least 1, since it is also the maximum health (MU-core.abilities).
///
/// # Examples
///
/// ```
/// use osr_sheet::murdham::{Abilities, Ability};
///
/// let abilities = Abilities::new(12, 9, 14)?;
/// assert_eq!(abilities.get(Ability::Wit), 14);
/// assert_eq!(Abilities::new(12, 21, 14).unwrap_err().kind(), "out_of_range");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Abilities {
    pub(super) str: AbilityScore,
    pub(super) agi: AbilityScore,
    pub(super) wit: AbilityScore,
}

fn score(value: i64) -> Result<AbilityScore, Error> {
    let value = i32::try_from(value).map_err(|_| osr_core::Error::OutOfRange {
        what: "ability score",
        value,
        min: 0,
        max: 20,
    })?;
    Ok(AbilityScore::new(value)?)
}

impl Abilities {
    /// STR, AGI and WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") outside 0..=20, or
    /// ("maximum health") for STR 0.
    pub fn new(str: i32, agi: i32, wit: i32) -> Result<Self, Error> {
        Self::checked(str.into(), agi.into(), wit.into())
    }

    /// STR, AGI and WIT as a document holds them, checked as
    /// [`new`](Self::new) checks them.
    pub(super) fn checked(str: i64, agi: i64, wit: i64) -> Result<Self, Error> {
        // STR is also the maximum health.
        match i32::try_from(str) {
            Ok(str) => drop(Health::full(str)?),
            Err(_) => drop(osr_core::Error::check_range("maximum health", str, 1, 20)?),
        }
        Ok(Self {
            str: score(str)?,
            agi: score(agi)?,
            wit: score(wit)?,
        })
    }

    /// One ability's score.
    #[must_use]
    pub const fn get(&self, ability: Ability) -> i32 {
        let score = match ability {
            Ability::Str => self.str,
            Ability::Agi => self.agi,
            Ability::Wit => self.wit,
        };
        score.get()
    }
}

/// The most temporary loss an ability records: a score is at most 20, so
/// more takes nothing further.
pub const MAX_LOSS: u32 = 20;

/// A loss read from a number, `0..=`[`MAX_LOSS`], as an osr-core range
/// error naming `what` and the value otherwise.
pub(super) fn checked_loss(what: &'static str, loss: i64) -> Result<u32, Error> {
    let loss = osr_core::Error::check_range(what, loss, 0, MAX_LOSS.into())?;
    Ok(u32::try_from(loss).unwrap_or(0))
}

pub(super) const fn ability_index(ability: Ability) -> usize {
    match ability {
        Ability::Str => 0,
        Ability::Agi => 1,
        Ability::Wit => 2,
    }
}
