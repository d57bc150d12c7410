//! Checks rolled in secret, their outcome sealed until the referee reveals
//! it.

use core::fmt;

use osr_core::FaceSource;

use crate::Check;

/// Rolls a check in secret: the outcome comes sealed, so code that shows
/// players what happened cannot print it, log it with `{:?}` or serialize
/// it by mistake; the referee's side [`reveal`s](Sealed::reveal) it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Resolved, secretly, cairn_house::Save};
///
/// let sealed = secretly(&Save::new(12)?, &mut SuppliedFaces::new(&[15]))?;
/// assert_eq!(format!("{sealed:?}"), "Sealed(..)");
/// assert!(!sealed.reveal().band().passed());
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// As [`Check::roll`]: the procedure's own error.
pub fn secretly<C: Check, S: FaceSource + ?Sized>(
    check: &C,
    source: &mut S,
) -> Result<Sealed<C::Outcome>, C::Error> {
    check.roll(source).map(|outcome| Sealed { outcome })
}

/// An outcome rolled in secret; see [`secretly`].
#[derive(Clone, PartialEq, Eq)]
pub struct Sealed<O> {
    outcome: O,
}

impl<O> Sealed<O> {
    /// Seals an outcome rolled some other way.
    #[must_use]
    pub const fn new(outcome: O) -> Self {
        Self { outcome }
    }

    /// The outcome, for the referee.
    #[must_use]
    pub fn reveal(self) -> O {
        self.outcome
    }

    /// A look at the outcome without unsealing it, for the referee.
    #[must_use]
    pub const fn peek(&self) -> &O {
        &self.outcome
    }
}

impl<O> fmt::Debug for Sealed<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Sealed(..)")
    }
}
