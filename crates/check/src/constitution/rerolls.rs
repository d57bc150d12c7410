//! The adventurer's re-rolls (TC-9.1).

use super::Level;
use crate::{Error, Resolved};

/// The adventurer's re-rolls (TC-9.1): any d20 roll the player makes can
/// be rolled again, as many times per session as the character's level.
///
/// A check is a `Copy` value and its outcome lists the dice it rolled
/// ([`Resolved::dice`]): re-rolling is [`spend`](Self::spend) and then
/// rolling the same check again.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{AbilityCheck, Degrees, Rerolls};
///
/// let mut rerolls = Rerolls::per_session(3)?;
/// let check = AbilityCheck::new(12, 20)?;
/// let first = check.roll(&mut SuppliedFaces::new(&[4]))?;
/// assert_eq!(first.band(), Degrees::Failure(1));
///
/// if Rerolls::applies_to(&first) {
///     rerolls.spend()?;
///     let again = check.roll(&mut SuppliedFaces::new(&[15]))?;
///     assert_eq!(again.band(), Degrees::Success(2));
/// }
/// assert_eq!(rerolls.remaining(), 2);
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"level": 3, "spent": 1}`;
/// deserializing checks the level ([`Level`]) and that no more re-rolls
/// are spent than the level allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RerollsFields"))]
pub struct Rerolls {
    level: Level,
    spent: u32,
}

/// A [`Rerolls`] as read, before the spent count is checked against the
/// level.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RerollsFields {
    level: Level,
    #[serde(default)]
    spent: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<RerollsFields> for Rerolls {
    type Error = Error;

    fn try_from(fields: RerollsFields) -> Result<Self, Error> {
        Error::check_range("re-rolls spent", fields.spent, 0, fields.level.get().into())?;
        Ok(Self {
            level: fields.level,
            spent: fields.spent,
        })
    }
}

impl Rerolls {
    /// A fresh session's re-rolls for an adventurer of `level`: one per
    /// level.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level outside [`Level`]'s
    /// range.
    pub fn per_session(level: u32) -> Result<Self, Error> {
        Ok(Self {
            level: Level::new(level)?,
            spent: 0,
        })
    }

    /// The re-rolls a session allows: the level.
    #[must_use]
    pub const fn allowance(&self) -> u32 {
        self.level.get()
    }

    /// The re-rolls left this session.
    #[must_use]
    pub const fn remaining(&self) -> u32 {
        self.allowance() - self.spent
    }

    /// Uses one re-roll, returning how many are left.
    ///
    /// # Errors
    ///
    /// [`Error::NoRerollsLeft`] when every re-roll of the session is
    /// spent; the count is unchanged.
    pub const fn spend(&mut self) -> Result<u32, Error> {
        if self.spent == self.allowance() {
            return Err(Error::NoRerollsLeft {
                allowance: self.allowance(),
            });
        }
        self.spent += 1;
        Ok(self.remaining())
    }

    /// A new session: every re-roll is back.
    pub const fn new_session(&mut self) {
        self.spent = 0;
    }

    /// Whether a rolled outcome is a d20 roll the re-roll applies to.
    #[must_use]
    pub fn applies_to<O: Resolved + ?Sized>(outcome: &O) -> bool {
        outcome.dice().iter().any(|d| d.sides == 20)
    }
}
