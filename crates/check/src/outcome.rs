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
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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

/// The schema of what serde writes and reads, named for its band type
/// (`PassFailOutcome` for `Outcome<PassFail>`, `Uint32Outcome` for
/// `Outcome<u32>`).
#[cfg(feature = "schema")]
impl<B: schemars::JsonSchema> schemars::JsonSchema for Outcome<B> {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        alloc::format!("{}Outcome", crate::odds::name_part::<B>()).into()
    }

    fn schema_id() -> alloc::borrow::Cow<'static, str> {
        alloc::format!("osr_check::Outcome<{}>", B::schema_id()).into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut band = generator.subschema_for::<B>();
        band.insert(
            "description".into(),
            "The band the outcome falls in, named as in the check's odds.".into(),
        );
        let mut dice = generator.subschema_for::<Vec<Rolled>>();
        dice.insert(
            "description".into(),
            "Every die rolled, in the order rolled.".into(),
        );
        schemars::json_schema!({
            "description": "A rolled outcome that is its band and the dice that made it.",
            "type": "object",
            "properties": {
                "band": band,
                "dice": dice,
            },
            "required": ["band", "dice"],
        })
    }
}
