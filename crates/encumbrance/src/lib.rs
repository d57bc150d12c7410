#![doc = include_str!("../README.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

// The JSON Schema of a bulk names its type with a `Cow`.
#[cfg(feature = "schema")]
extern crate alloc;

pub mod bulk;
mod error;
mod number;
pub mod slots;
pub mod stones;
pub mod units;

pub use self::error::{Error, InputText};
pub use self::number::NumberText;

use core::fmt;

/// A speed multiplier as an exact fraction (`2/3`, `1/2`, `0/1`).
///
/// # Examples
///
/// ```
/// use osr_encumbrance::Speed;
///
/// assert_eq!(Speed::TWO_THIRDS.of(12), Some(8));
/// assert_eq!(Speed::HALF.of(7), None, "7/2 is not a whole number");
/// assert_eq!(Speed::TWO_THIRDS.to_string(), "x2/3");
/// ```
///
/// With the `serde` feature it is `{"numerator": 2, "denominator": 3}`;
/// reading refuses a zero denominator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "SpeedRepr")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "Speed")
)]
pub struct Speed {
    /// Numerator.
    pub numerator: u8,
    /// Denominator, never zero for the constants below.
    pub denominator: u8,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
struct SpeedRepr {
    numerator: u8,
    denominator: u8,
}

#[cfg(feature = "serde")]
impl TryFrom<SpeedRepr> for Speed {
    type Error = Error;

    fn try_from(repr: SpeedRepr) -> Result<Self, Error> {
        error::check_score("speed denominator", u32::from(repr.denominator), 1, 255)?;
        Ok(Self::new(repr.numerator, repr.denominator))
    }
}

impl Speed {
    /// Full speed.
    pub const FULL: Self = Self::new(1, 1);
    /// Two thirds of normal speed.
    pub const TWO_THIRDS: Self = Self::new(2, 3);
    /// Half speed.
    pub const HALF: Self = Self::new(1, 2);
    /// One third of normal speed.
    pub const ONE_THIRD: Self = Self::new(1, 3);
    /// No movement at all.
    pub const NONE: Self = Self::new(0, 1);

    const fn new(numerator: u8, denominator: u8) -> Self {
        Self {
            numerator,
            denominator,
        }
    }

    /// `value` times this factor, if the product is a whole number (and the
    /// denominator is not zero).
    #[must_use]
    pub fn of(self, value: u32) -> Option<u32> {
        let product = u64::from(value) * u64::from(self.numerator);
        let den = u64::from(self.denominator);
        if den == 0 || product % den != 0 {
            return None;
        }
        u32::try_from(product / den).ok()
    }

    /// `value` times this factor, rounded down (`None` for a zero denominator).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::Speed;
    ///
    /// assert_eq!(Speed::HALF.of_floor(7), Some(3));
    /// ```
    #[must_use]
    pub fn of_floor(self, value: u32) -> Option<u32> {
        let product = u64::from(value) * u64::from(self.numerator);
        let den = u64::from(self.denominator);
        product.checked_div(den).and_then(|q| u32::try_from(q).ok())
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "x{}/{}", self.numerator, self.denominator)
    }
}

/// A load level every model maps its own states onto, so that models can be
/// compared side by side.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::Level;
///
/// assert!(Level::Unencumbered < Level::Encumbered);
/// assert!(Level::HeavilyEncumbered < Level::Overloaded);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "LoadLevel")
)]
pub enum Level {
    /// No effect from the load.
    Unencumbered,
    /// The first level of effects.
    Encumbered,
    /// A second level of effects short of the limit (3d6 Constitution only).
    HeavilyEncumbered,
    /// More than the model lets a character carry.
    Overloaded,
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Unencumbered => "unencumbered",
            Self::Encumbered => "encumbered",
            Self::HeavilyEncumbered => "heavily encumbered",
            Self::Overloaded => "overloaded",
        })
    }
}

/// What a load state does to a character, in the terms all models share.
///
/// A field a model never sets stays at its "no effect" value.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::{Effects, Speed};
///
/// let none = Effects::NONE;
/// assert_eq!(none.speed, Speed::FULL);
/// assert!(!none.hp_zero && !none.cannot_move);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "LoadEffects")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Effects {
    /// Movement (overland or tactical, as the model says) times this factor.
    pub speed: Speed,
    /// No pace faster than a walk (3d6 Constitution, heavily encumbered).
    pub walking_only: bool,
    /// Hit points (hit protection) become 0.
    pub hp_zero: bool,
    /// A disadvantage die on some athletic checks; others impossible
    /// (3d6 Constitution, encumbered).
    pub disadvantage: bool,
    /// Almost no athletic task is possible (3d6 Constitution, heavily encumbered).
    pub athletics_impossible: bool,
    /// Every AGI save also needs a passed STR save (Murdham, encumbered).
    pub agi_saves_need_str: bool,
    /// The load cannot be carried: the character cannot move with it.
    pub cannot_move: bool,
    /// How much more the character can drag, in the model's unit, where the
    /// model has a drag rule (3d6 Constitution).
    pub drag: Option<u32>,
}

impl Effects {
    /// No effect at all.
    pub const NONE: Self = Self {
        speed: Speed::FULL,
        walking_only: false,
        hp_zero: false,
        disadvantage: false,
        athletics_impossible: false,
        agi_saves_need_str: false,
        cannot_move: false,
        drag: None,
    };
}

/// The contract every load model answers: how much is carried, how much can
/// be, which state that is, and what follows.
///
/// Each model implements it on its assessed load (inputs already checked),
/// so the answers cannot fail.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::{units::Pack, Level, LoadModel};
///
/// let pack = Pack { supplies: 1, ..Pack::default() }.assess()?;
/// assert_eq!((pack.load(), pack.capacity()), (1, 4));
/// assert_eq!(pack.level(), Level::Encumbered);
/// assert!(pack.effects().hp_zero);
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
pub trait LoadModel {
    /// The unit load is measured in (stones, units, slots, bulk).
    type Amount: Copy + fmt::Display;
    /// The model's own states.
    type State: Copy + fmt::Debug + fmt::Display;

    /// What is carried.
    fn load(&self) -> Self::Amount;
    /// The most the character can carry in the model's highest carrying
    /// state (beyond it: [`Level::Overloaded`]).
    fn capacity(&self) -> Self::Amount;
    /// The model's own state.
    fn state(&self) -> Self::State;
    /// The state on the shared scale.
    fn level(&self) -> Level;
    /// What the state does.
    fn effects(&self) -> Effects;
}
