//! Units: the Cairn House Rules load model.
//!
//! Fighting gear and personal effects are free. On top of them a character
//! can carry up to 4 units of supplies or treasure, and each unit of fatigue
//! takes one of those 4. Carrying any supply or treasure unit makes the
//! character encumbered: movement is halved and HP become 0. Fatigue alone
//! does not encumber. A cart doubles the 4 units, a wagon quadruples them; a
//! broken or lost leg halves them.
//!
//! # Examples
//!
//! ```
//! use osr_encumbrance::units::{Pack, State};
//! use osr_encumbrance::LoadModel;
//!
//! let pack = Pack { supplies: 2, fatigue: 2, ..Pack::default() }.assess()?;
//! assert_eq!((pack.load(), pack.capacity()), (4, 4));
//! assert_eq!(pack.state(), State::Encumbered);
//! assert!(pack.effects().hp_zero);
//! # Ok::<(), osr_encumbrance::Error>(())
//! ```

use core::fmt;

use crate::{Effects, Error, Level, LoadModel, Speed};

/// Units of supplies or treasure a character can carry beyond fighting gear.
pub const BASE_CAPACITY: u32 = 4;
/// Person-days of food in one supply unit.
pub const PERSON_DAYS_PER_UNIT: u32 = 7;
/// Coins in one treasure unit.
pub const COINS_PER_UNIT: u32 = 1000;

/// What a character carries on: on foot, or a cart or wagon that multiplies
/// the carrying capacity (osr-equipment's `cairn_house::Transport` is the
/// catalog of carts, wagons and beasts, each with its `Carrying`).
///
/// # Examples
///
/// ```
/// use osr_encumbrance::units::Carrying;
///
/// assert_eq!(Carrying::Wagon.multiplier(), 4);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "UnitsCarrying")
)]
pub enum Carrying {
    /// Carried by the character.
    #[default]
    OnFoot,
    /// A hand cart or draft cart: x2.
    Cart,
    /// A wagon: x4.
    Wagon,
}

impl Carrying {
    /// The capacity multiplier.
    #[must_use]
    pub const fn multiplier(self) -> u32 {
        match self {
            Self::OnFoot => 1,
            Self::Cart => 2,
            Self::Wagon => 4,
        }
    }
}

/// Supply units for `person_days` of food (7 a unit), rounded up: a part
/// unit still has to be carried.
///
/// # Examples
///
/// ```
/// assert_eq!(osr_encumbrance::units::supply_units_for_food(14), 2);
/// assert_eq!(osr_encumbrance::units::supply_units_for_food(15), 3);
/// ```
#[must_use]
pub const fn supply_units_for_food(person_days: u32) -> u32 {
    person_days.div_ceil(PERSON_DAYS_PER_UNIT)
}

/// Treasure units for `coins` coins (1000 a unit), rounded up.
///
/// # Examples
///
/// ```
/// assert_eq!(osr_encumbrance::units::treasure_units_for_coins(2500), 3);
/// ```
#[must_use]
pub const fn treasure_units_for_coins(coins: u32) -> u32 {
    coins.div_ceil(COINS_PER_UNIT)
}

/// A character's extra load, in units.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "UnitsPack")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Pack {
    /// Supply units (a week of food, a day of food and water, a delve of
    /// adventuring supplies).
    pub supplies: u32,
    /// Treasure units (one treasure object, or 1000 coins).
    pub treasures: u32,
    /// Fatigue units, each taking one unit of capacity.
    pub fatigue: u32,
    /// A cart or wagon multiplying the capacity.
    pub transport: Carrying,
    /// A broken or lost leg halves the capacity.
    pub leg_injured: bool,
}

impl Pack {
    /// The units the character can carry, fatigue included.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::units::{Pack, Carrying};
    ///
    /// assert_eq!(Pack { leg_injured: true, ..Pack::default() }.capacity(), 2);
    /// assert_eq!(Pack { transport: Carrying::Cart, ..Pack::default() }.capacity(), 8);
    /// ```
    #[must_use]
    pub const fn capacity(&self) -> u32 {
        let capacity = BASE_CAPACITY * self.transport.multiplier();
        if self.leg_injured {
            capacity / 2
        } else {
            capacity
        }
    }

    /// Checks the counts and assesses the load.
    ///
    /// A load over the capacity is the documented state
    /// [`State::Overloaded`], not an error: the caller decides what is
    /// dropped.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the units do not add up in a `u32`.
    pub fn assess(&self) -> Result<Assessment, Error> {
        let carried = self
            .supplies
            .checked_add(self.treasures)
            .ok_or(Error::Overflow { what: "units" })?;
        let load = carried
            .checked_add(self.fatigue)
            .ok_or(Error::Overflow { what: "units" })?;
        Ok(Assessment {
            pack: *self,
            load,
            capacity: self.capacity(),
        })
    }
}

/// The Cairn House Rules load states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "UnitsState")
)]
pub enum State {
    /// Fighting gear and personal effects only (fatigue may be present).
    Unencumbered,
    /// At least one supply or treasure unit: half speed, HP 0.
    Encumbered,
    /// More units than the capacity: the excess cannot be carried.
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

/// A pack assessed.
///
/// It serializes as its input (`pack`) and its results (`load`,
/// `capacity`, `free_units`, `state`, `level`, `effects`). Deserializing
/// assesses the pack again; results may be left out, and any given must
/// equal the ones computed ([`Error::Mismatch`] otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "AssessmentRepr", into = "AssessmentRepr")
)]
pub struct Assessment {
    pack: Pack,
    load: u32,
    capacity: u32,
}

impl TryFrom<Pack> for Assessment {
    type Error = Error;

    fn try_from(pack: Pack) -> Result<Self, Error> {
        pack.assess()
    }
}

impl From<Assessment> for Pack {
    fn from(assessment: Assessment) -> Self {
        assessment.pack
    }
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AssessmentRepr {
    pack: Pack,
    #[serde(default)]
    load: Option<u32>,
    #[serde(default)]
    capacity: Option<u32>,
    #[serde(default)]
    free_units: Option<u32>,
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

        let a = repr.pack.assess()?;
        check_result("load", repr.load, a.load)?;
        check_result("capacity", repr.capacity, a.capacity)?;
        check_result("free_units", repr.free_units, a.free_units())?;
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
            pack: a.pack,
            load: Some(a.load),
            capacity: Some(a.capacity),
            free_units: Some(a.free_units()),
            state: Some(a.state()),
            level: Some(a.level()),
            effects: Some(a.effects()),
        }
    }
}

impl Assessment {
    /// The pack assessed.
    #[must_use]
    pub const fn pack(&self) -> Pack {
        self.pack
    }

    /// Supply or treasure units that still fit (0 when full or over).
    #[must_use]
    pub const fn free_units(&self) -> u32 {
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
        let carries = self.pack.supplies > 0 || self.pack.treasures > 0;
        if carries && self.load > self.capacity {
            State::Overloaded
        } else if carries {
            State::Encumbered
        } else {
            State::Unencumbered
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
                hp_zero: true,
                ..Effects::NONE
            },
            State::Overloaded => Effects {
                speed: Speed::NONE,
                hp_zero: true,
                cannot_move: true,
                ..Effects::NONE
            },
        }
    }
}
