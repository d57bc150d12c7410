//! Murdham: size categories, carry limits, swimming, stealing and zones.
//!
//! A character's size sets both its own bulk (what it costs to carry it) and
//! its carry limit: tiny 1/2, small 2, medium 8, large 32, massive 128. Up to
//! the limit a character is unencumbered; up to twice the limit it is
//! encumbered (half speed, and every AGI save also needs a passed STR save);
//! beyond that it cannot carry the load. The rulebook states the doubling for
//! medium characters; the same doubling is applied to every size.
//!
//! # Examples
//!
//! ```
//! use osr_encumbrance::bulk::{murdham::{Load, Size, State}, Bulk};
//! use osr_encumbrance::{LoadModel, Speed};
//!
//! let load = Load { size: Size::Medium, carried: Bulk::whole(12) };
//! assert_eq!(load.state(), State::Encumbered);
//! assert_eq!(load.effects().speed, Speed::HALF);
//! assert!(load.effects().agi_saves_need_str);
//! ```

use core::fmt;

use crate::{Effects, Level, LoadModel, Speed};

use super::Bulk;

/// The five size categories.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{murdham::Size, Bulk};
///
/// assert_eq!(Size::Tiny.bulk(), Bulk::HALF);
/// assert_eq!(Size::Large.bulk(), Bulk::whole(32));
/// assert_eq!(Size::Medium.per_zone(), Some(8));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamSize")
)]
pub enum Size {
    /// Bulk 1/2.
    Tiny,
    /// Bulk 2.
    Small,
    /// Humans and their like: bulk 8.
    #[default]
    Medium,
    /// Bulk 32.
    Large,
    /// Bulk 128.
    Massive,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Self; 5] = [
        Self::Tiny,
        Self::Small,
        Self::Medium,
        Self::Large,
        Self::Massive,
    ];

    /// The bulk of a character of this size, which is also its carry limit.
    #[must_use]
    pub const fn bulk(self) -> Bulk {
        match self {
            Self::Tiny => Bulk::HALF,
            Self::Small => Bulk::whole(2),
            Self::Medium => Bulk::whole(8),
            Self::Large => Bulk::whole(32),
            Self::Massive => Bulk::whole(128),
        }
    }

    /// What a character of this size carries without effect.
    #[must_use]
    pub const fn carry_limit(self) -> Bulk {
        self.bulk()
    }

    /// What it carries at most, encumbered: twice the limit.
    #[must_use]
    pub const fn encumbered_limit(self) -> Bulk {
        Bulk::from_raw(self.bulk().raw() * 2)
    }

    /// How many characters of this size a typical zone holds (counted
    /// separately for each size); `None` for massive characters, which fit
    /// only in large open zones.
    #[must_use]
    pub const fn per_zone(self) -> Option<u32> {
        match self {
            Self::Tiny => Some(128),
            Self::Small => Some(32),
            Self::Medium => Some(8),
            Self::Large => Some(2),
            Self::Massive => None,
        }
    }
}

/// Medium characters a large open zone has room for; a massive character
/// needs such a zone.
pub const LARGE_OPEN_ZONE_MEDIUM: u32 = 16;

/// Whether one more character of `size` fits in a typical zone that already
/// holds `present` characters of that size.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::murdham::{fits_in_zone, Size};
///
/// assert!(fits_in_zone(Size::Medium, 7));
/// assert!(!fits_in_zone(Size::Medium, 8));
/// assert!(!fits_in_zone(Size::Massive, 0));
/// ```
#[must_use]
pub const fn fits_in_zone(size: Size, present: u32) -> bool {
    match size.per_zone() {
        Some(room) => present < room,
        None => false,
    }
}

/// Total bulk above which swimming always needs AGI saves.
pub const SWIM_FREE_BULK: Bulk = Bulk::whole(2);

/// Whether a swimmer must pass AGI saves to keep from drowning: in turbulent
/// water, or carrying more than 2 bulk.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{murdham::swim_needs_saves, Bulk};
///
/// assert!(!swim_needs_saves(Bulk::whole(2), false));
/// assert!(swim_needs_saves(Bulk::hundredths(250), false));
/// assert!(swim_needs_saves(Bulk::ZERO, true));
/// ```
#[must_use]
pub fn swim_needs_saves(carried: Bulk, turbulent: bool) -> bool {
    turbulent || carried > SWIM_FREE_BULK
}

/// Largest bulk that can be stolen from a nearby character.
pub const STEALABLE_BULK: Bulk = Bulk::HALF;

/// What stealing an item takes.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{murdham::Theft, Bulk};
///
/// assert_eq!(Theft::of(Bulk::HALF), Theft::AgiSave);
/// assert_eq!(Theft::of(Bulk::whole(1)), Theft::Impossible);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Theft {
    /// An AGI save to go undetected.
    AgiSave,
    /// Normally impossible: the item is too big.
    Impossible,
}

impl Theft {
    /// Stealing an item of `bulk`.
    #[must_use]
    pub fn of(bulk: Bulk) -> Self {
        if bulk <= STEALABLE_BULK {
            Self::AgiSave
        } else {
            Self::Impossible
        }
    }
}

/// What a character of some size carries.
///
/// It serializes as its inputs (`size`, `carried`) and its results
/// (`carry_limit`, `capacity`, `state`, `level`, `effects`). Deserializing
/// computes them again; results may be left out, and any given must equal
/// the ones computed ([`Error`](crate::Error)`::Mismatch` otherwise).
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use osr_encumbrance::bulk::{murdham::{Load, Size}, Bulk};
///
/// let load = Load { size: Size::Tiny, carried: Bulk::HALF };
/// assert_eq!(
///     serde_json::to_string(&load).unwrap(),
///     r#"{"size":"tiny","carried":"0.5","carry_limit":"0.5","capacity":1,"state":"unencumbered","level":"unencumbered","effects":{"speed":{"numerator":1,"denominator":1},"walking_only":false,"hp_zero":false,"disadvantage":false,"athletics_impossible":false,"agi_saves_need_str":false,"cannot_move":false,"drag":null}}"#,
/// );
/// # }
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "LoadRepr", into = "LoadRepr")
)]
pub struct Load {
    /// The carrier's size.
    pub size: Size,
    /// The bulk carried.
    pub carried: Bulk,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LoadRepr {
    size: Size,
    carried: Bulk,
    #[serde(default)]
    carry_limit: Option<Bulk>,
    #[serde(default)]
    capacity: Option<Bulk>,
    #[serde(default)]
    state: Option<State>,
    #[serde(default)]
    level: Option<Level>,
    #[serde(default)]
    effects: Option<Effects>,
}

#[cfg(feature = "serde")]
impl TryFrom<LoadRepr> for Load {
    type Error = crate::Error;

    fn try_from(repr: LoadRepr) -> Result<Self, crate::Error> {
        use crate::error::check_result;

        let load = Self {
            size: repr.size,
            carried: repr.carried,
        };
        check_result("carry_limit", repr.carry_limit, load.size.carry_limit())?;
        check_result("capacity", repr.capacity, load.capacity())?;
        check_result("state", repr.state, load.state())?;
        check_result("level", repr.level, load.level())?;
        check_result("effects", repr.effects, load.effects())?;
        Ok(load)
    }
}

#[cfg(feature = "serde")]
impl From<Load> for LoadRepr {
    fn from(load: Load) -> Self {
        Self {
            size: load.size,
            carried: load.carried,
            carry_limit: Some(load.size.carry_limit()),
            capacity: Some(load.capacity()),
            state: Some(load.state()),
            level: Some(load.level()),
            effects: Some(load.effects()),
        }
    }
}

/// Murdham load states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamLoadState")
)]
pub enum State {
    /// Within the carry limit.
    Unencumbered,
    /// Up to twice the limit: half speed, AGI saves also need a STR save.
    Encumbered,
    /// More than twice the limit: cannot be carried.
    Overloaded,
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Unencumbered => "unencumbered",
            Self::Encumbered => "encumbered",
            Self::Overloaded => "overloaded",
        })
    }
}

impl LoadModel for Load {
    type Amount = Bulk;
    type State = State;

    fn load(&self) -> Bulk {
        self.carried
    }

    fn capacity(&self) -> Bulk {
        self.size.encumbered_limit()
    }

    fn state(&self) -> State {
        if self.carried <= self.size.carry_limit() {
            State::Unencumbered
        } else if self.carried <= self.size.encumbered_limit() {
            State::Encumbered
        } else {
            State::Overloaded
        }
    }

    fn level(&self) -> Level {
        match self.state() {
            State::Unencumbered => Level::Unencumbered,
            State::Encumbered => Level::Encumbered,
            State::Overloaded => Level::Overloaded,
        }
    }

    fn effects(&self) -> Effects {
        match self.state() {
            State::Unencumbered => Effects::NONE,
            State::Encumbered => Effects {
                speed: Speed::HALF,
                agi_saves_need_str: true,
                ..Effects::NONE
            },
            State::Overloaded => Effects {
                speed: Speed::NONE,
                cannot_move: true,
                ..Effects::NONE
            },
        }
    }
}
