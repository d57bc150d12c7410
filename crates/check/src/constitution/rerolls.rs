//! The adventurer's re-rolls (TC-9.1).

use core::fmt;

use crate::{Error, Resolved};

/// The highest level [`Rerolls`] counts for: far beyond the XP table,
/// where level 40 needs 1500 × 2^38 XP.
pub const MAX_LEVEL: u32 = 100;

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
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "RerollsWire", into = "RerollsWire")
)]
pub struct Rerolls {
    level: u32,
    spent: u32,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct RerollsWire {
    level: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    spent: u32,
}

impl TryFrom<RerollsWire> for Rerolls {
    type Error = Error;

    fn try_from(wire: RerollsWire) -> Result<Self, Error> {
        let rerolls = Self::per_session(wire.level)?;
        Error::check_range("re-rolls spent", wire.spent, 0, wire.level.into())?;
        Ok(Self {
            spent: wire.spent,
            ..rerolls
        })
    }
}

impl From<Rerolls> for RerollsWire {
    fn from(rerolls: Rerolls) -> Self {
        Self {
            level: rerolls.level,
            spent: rerolls.spent,
        }
    }
}

/// No re-rolls are left this session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NoRerollsLeft {
    /// The session's allowance, all spent.
    pub allowance: u32,
}

impl fmt::Display for NoRerollsLeft {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no re-rolls left this session: all {} spent",
            self.allowance
        )
    }
}

impl core::error::Error for NoRerollsLeft {}

impl Rerolls {
    /// A fresh session's re-rolls for an adventurer of `level`: one per
    /// level.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level outside `1..=`[`MAX_LEVEL`].
    pub fn per_session(level: u32) -> Result<Self, Error> {
        Error::check_range("level", level, 1, MAX_LEVEL.into())?;
        Ok(Self { level, spent: 0 })
    }

    /// The re-rolls a session allows: the level.
    #[must_use]
    pub const fn allowance(&self) -> u32 {
        self.level
    }

    /// The re-rolls left this session.
    #[must_use]
    pub const fn remaining(&self) -> u32 {
        self.level - self.spent
    }

    /// Uses one re-roll, returning how many are left.
    ///
    /// # Errors
    ///
    /// [`NoRerollsLeft`] when every re-roll of the session is spent; the
    /// count is unchanged.
    pub const fn spend(&mut self) -> Result<u32, NoRerollsLeft> {
        if self.spent == self.level {
            return Err(NoRerollsLeft {
                allowance: self.level,
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
