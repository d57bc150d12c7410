//! The outcome of a check that is only its band and its dice.

use alloc::vec::Vec;

use crate::{Resolved, Rolled};

/// A rolled outcome that is its band and the dice that made it, for checks
/// whose outcome carries nothing else (a table, a reaction, a contest's
/// winner). Checks with more to say (a margin, degrees, a total) have
/// outcome types of their own.
///
/// With the `serde` feature it serializes as `{"band": ..., "dice": [...]}`;
/// deserializing checks every die (a face on its die), and
/// [`Check::verify`](crate::Check::verify) checks the band against the
/// check that rolled it.
///
/// # Examples
///
/// ```
/// use osr_check::{Fate, Outcome, Resolved, Rolled};
///
/// let die = Rolled::new(6, 4, Fate::Counted)?;
/// let outcome = Outcome::new("better", vec![die]);
/// assert_eq!((outcome.band(), outcome.faces()), ("better", vec![4]));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "{B}Outcome"))]
pub struct Outcome<B> {
    band: B,
    dice: Vec<Rolled>,
}

impl<B> Outcome<B> {
    /// An outcome in `band`, made by `dice` in the order rolled.
    #[must_use]
    pub const fn new(band: B, dice: Vec<Rolled>) -> Self {
        Self { band, dice }
    }

    /// The band, borrowed.
    #[must_use]
    pub const fn band_ref(&self) -> &B {
        &self.band
    }
}

impl<B: Clone> Resolved for Outcome<B> {
    type Band = B;

    fn band(&self) -> B {
        self.band.clone()
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}
