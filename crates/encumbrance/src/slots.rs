//! Slots: the Block, Dodge, Parry inventory.
//!
//! An adventurer has 10 inventory slots. Gear fills them, and so does every
//! point of Fatigue and every wound; making a wound worse uses no new slot. A
//! permanent wound's slot is lost for good. When every slot is full, HP drop
//! to 0.
//!
//! Which gear takes how many slots is the caller's data (a waterskin takes
//! [`WATERSKIN_SLOTS`]); this module counts them.
//!
//! # Examples
//!
//! ```
//! use osr_encumbrance::slots::{Inventory, State};
//! use osr_encumbrance::LoadModel;
//!
//! let pack = Inventory { items: 7, fatigue: 3, ..Inventory::default() }.assess()?;
//! assert_eq!((pack.load(), pack.capacity()), (10, 10));
//! assert_eq!(pack.state(), State::Full);
//! assert!(pack.effects().hp_zero);
//! # Ok::<(), osr_encumbrance::Error>(())
//! ```

use core::fmt;

use crate::error::check_count;
use crate::{Effects, Error, Level, LoadModel};

/// Inventory slots of an adventurer.
pub const SLOTS: u32 = 10;
/// Slots a waterskin takes.
pub const WATERSKIN_SLOTS: u32 = 1;

/// How bad a wound is.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::slots::WoundLevel;
///
/// assert!(WoundLevel::Permanent.loses_slot());
/// assert!(!WoundLevel::Severe.loses_slot());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum WoundLevel {
    /// Heals after a while.
    Light,
    /// Needs real care.
    Severe,
    /// Never heals; its slot is lost for good.
    Permanent,
}

impl WoundLevel {
    /// Whether the wound's slot is gone for good.
    #[must_use]
    pub const fn loses_slot(self) -> bool {
        matches!(self, Self::Permanent)
    }
}

/// What fills an adventurer's slots.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "SlotsInventory")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Inventory {
    /// Slots filled by gear.
    pub items: u32,
    /// Fatigue points, one slot each.
    pub fatigue: u32,
    /// Light wounds, one slot each.
    pub light_wounds: u32,
    /// Severe wounds, one slot each.
    pub severe_wounds: u32,
    /// Permanent wounds, each a slot lost for good.
    pub permanent_wounds: u32,
}

impl Inventory {
    /// An inventory with one more wound of `level`.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the count no longer fits a `u32`.
    pub fn with_wound(mut self, level: WoundLevel) -> Result<Self, Error> {
        let count = match level {
            WoundLevel::Light => &mut self.light_wounds,
            WoundLevel::Severe => &mut self.severe_wounds,
            WoundLevel::Permanent => &mut self.permanent_wounds,
        };
        *count = count
            .checked_add(1)
            .ok_or(Error::Overflow { what: "wounds" })?;
        Ok(self)
    }

    /// Slots left after permanent wounds.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for more than 10 permanent wounds.
    pub fn capacity(&self) -> Result<u32, Error> {
        let lost = check_count("permanent wounds", self.permanent_wounds, SLOTS)?;
        Ok(SLOTS - lost)
    }

    /// Checks the counts and assesses the inventory.
    ///
    /// More filled slots than there are is the documented state
    /// [`State::Overfull`]: the caller decides what is dropped.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for more than 10 permanent wounds;
    /// [`Error::Overflow`] when the slots do not add up in a `u32`.
    pub fn assess(&self) -> Result<Assessment, Error> {
        let capacity = self.capacity()?;
        let load = [self.fatigue, self.light_wounds, self.severe_wounds]
            .iter()
            .try_fold(self.items, |sum, &n| sum.checked_add(n))
            .ok_or(Error::Overflow { what: "slots" })?;
        Ok(Assessment {
            inventory: *self,
            load,
            capacity,
        })
    }
}

/// The Block, Dodge, Parry inventory states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "SlotsState")
)]
pub enum State {
    /// At least one slot free.
    Free,
    /// Every slot full: HP 0.
    Full,
    /// More to hold than there are slots: HP 0, and the excess must go.
    Overfull,
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Free => "free slots",
            Self::Full => "full",
            Self::Overfull => "overfull",
        })
    }
}

/// An inventory assessed.
///
/// It serializes as its input (`inventory`) and its results (`load`,
/// `capacity`, `free`, `state`, `level`, `effects`). Deserializing assesses
/// the inventory again; results may be left out, and any given must equal
/// the ones computed ([`Error::Mismatch`] otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "AssessmentRepr", into = "AssessmentRepr")
)]
pub struct Assessment {
    inventory: Inventory,
    load: u32,
    capacity: u32,
}

impl TryFrom<Inventory> for Assessment {
    type Error = Error;

    fn try_from(inventory: Inventory) -> Result<Self, Error> {
        inventory.assess()
    }
}

impl From<Assessment> for Inventory {
    fn from(assessment: Assessment) -> Self {
        assessment.inventory
    }
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AssessmentRepr {
    inventory: Inventory,
    #[serde(default)]
    load: Option<u32>,
    #[serde(default)]
    capacity: Option<u32>,
    #[serde(default)]
    free: Option<u32>,
    #[serde(default)]
    state: Option<State>,
    #[serde(default)]
    level: Option<Level>,
    #[serde(default)]
    effects: Option<Effects>,
}

#[cfg(feature = "serde")]
impl TryFrom<AssessmentRepr> for Assessment {
    type Error = Error;

    fn try_from(repr: AssessmentRepr) -> Result<Self, Error> {
        use crate::error::check_result;

        let a = repr.inventory.assess()?;
        check_result("load", repr.load, a.load)?;
        check_result("capacity", repr.capacity, a.capacity)?;
        check_result("free", repr.free, a.free())?;
        check_result("state", repr.state, a.state())?;
        check_result("level", repr.level, a.level())?;
        check_result("effects", repr.effects, a.effects())?;
        Ok(a)
    }
}

#[cfg(feature = "serde")]
impl From<Assessment> for AssessmentRepr {
    fn from(a: Assessment) -> Self {
        Self {
            inventory: a.inventory,
            load: Some(a.load),
            capacity: Some(a.capacity),
            free: Some(a.free()),
            state: Some(a.state()),
            level: Some(a.level()),
            effects: Some(a.effects()),
        }
    }
}

impl Assessment {
    /// The inventory assessed.
    #[must_use]
    pub const fn inventory(&self) -> Inventory {
        self.inventory
    }

    /// Free slots (0 when full or overfull).
    #[must_use]
    pub const fn free(&self) -> u32 {
        self.capacity.saturating_sub(self.load)
    }
}

impl LoadModel for Assessment {
    type Amount = u32;
    type State = State;

    fn load(&self) -> u32 {
        self.load
    }

    fn capacity(&self) -> u32 {
        self.capacity
    }

    fn state(&self) -> State {
        match self.load.cmp(&self.capacity) {
            core::cmp::Ordering::Less => State::Free,
            core::cmp::Ordering::Equal => State::Full,
            core::cmp::Ordering::Greater => State::Overfull,
        }
    }

    fn level(&self) -> Level {
        match self.state() {
            State::Free => Level::Unencumbered,
            State::Full => Level::Encumbered,
            State::Overfull => Level::Overloaded,
        }
    }

    fn effects(&self) -> Effects {
        match self.state() {
            State::Free => Effects::NONE,
            State::Full | State::Overfull => Effects {
                hp_zero: true,
                ..Effects::NONE
            },
        }
    }
}
