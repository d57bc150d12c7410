//! Block, Dodge, Parry: training away a permanent wound's penalty.
//!
//! The rules have no experience and no levels; the one way a character
//! recovers is training: a permanent wound lowers a fitting attribute by 1,
//! and that point can be won back in time by training, while the wound's
//! inventory slot stays lost for good (BDP-adv.training). How long the
//! training takes is the referee's call, so training is a step the caller
//! applies. Everything else is absent by design of the system.
//!
//! | rule | API |
//! |---|---|
//! | BDP-adv.training: the -1 of a permanent wound trained back; the slot stays lost | [`PermanentWound`], [`PermanentWound::train`], [`attribute_max`] |

use osr_check::block_dodge_parry::Ability;

use crate::{Error, Growth};

/// No experience or levels; a permanent wound's penalty can be trained away.
pub const GROWTH: Growth = Growth {
    training_restores: true,
    ..Growth::NONE
};

/// A permanent wound: it lowers `attribute`'s maximum by 1 until trained
/// away, and takes one inventory slot for ever.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_advancement::block_dodge_parry::PermanentWound;
///
/// let nerves = PermanentWound::new(Ability::Wil);
/// assert_eq!((nerves.penalty(), nerves.slots_lost()), (-1, 1));
/// let trained = nerves.train()?;
/// assert_eq!((trained.penalty(), trained.slots_lost()), (0, 1));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PermanentWound {
    /// The attribute it lowers.
    pub attribute: Ability,
    /// Whether its penalty has been trained away.
    pub trained: bool,
}

impl PermanentWound {
    /// A fresh permanent wound lowering `attribute`.
    #[must_use]
    pub const fn new(attribute: Ability) -> Self {
        Self {
            attribute,
            trained: false,
        }
    }

    /// The wound after training: its penalty gone, its slot still lost.
    ///
    /// # Errors
    ///
    /// [`Error::Invalid`] when it was already trained away.
    pub const fn train(self) -> Result<Self, Error> {
        if self.trained {
            Err(Error::Invalid {
                what: "the wound's penalty was already trained away",
            })
        } else {
            Ok(Self {
                trained: true,
                ..self
            })
        }
    }

    /// What it does to its attribute's maximum: -1, or 0 once trained.
    #[must_use]
    pub const fn penalty(&self) -> i32 {
        if self.trained { 0 } else { -1 }
    }

    /// Inventory slots it takes for ever: 1, trained or not.
    #[must_use]
    pub const fn slots_lost(&self) -> u32 {
        1
    }
}

/// An attribute's maximum after permanent wounds: the maximum without
/// them, -1 for each untrained wound of that attribute (never below 0).
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_advancement::block_dodge_parry::{PermanentWound, attribute_max};
///
/// let wounds = [PermanentWound::new(Ability::Wil)];
/// assert_eq!(attribute_max(12, Ability::Wil, &wounds), 11);
/// assert_eq!(attribute_max(12, Ability::Str, &wounds), 12);
/// ```
#[must_use]
pub fn attribute_max(unwounded: i32, attribute: Ability, wounds: &[PermanentWound]) -> i32 {
    let lowered = wounds
        .iter()
        .filter(|w| w.attribute == attribute && !w.trained)
        .count();
    let lowered = u32::try_from(lowered).unwrap_or(u32::MAX);
    // A maximum stops at 0, as a count of points did.
    unwounded.saturating_sub_unsigned(lowered).max(0)
}
