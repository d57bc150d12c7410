//! Gods & Monsters: Carry, the per-item limit, containers, sizes and animals.
//!
//! A character's Carry is a number the caller supplies (the excerpt gives no
//! formula). Read with the rulebook's own example, it counts entries in the
//! carry list: a container and what it holds are one entry, and a starting
//! kit of a bulk-18 battleaxe, bulk-8 armour and a bulk-6 shield sits well
//! within a Carry of 13. Separately, no single entry may have a bulk above
//! the carrier's strength. The excerpt names a "Carry penalty" for going
//! over Carry without giving its size, so [`State::OverCarry`] carries no
//! quantified effect.
//!
//! Bulk is relative to the size of creature an item was made for: it doubles
//! for each size step the item's intended creature is larger than the
//! carrier, and halves for each step smaller.
//!
//! # Examples
//!
//! ```
//! use osr_encumbrance::bulk::gods_and_monsters::{CarryList, State};
//! use osr_encumbrance::bulk::Bulk;
//! use osr_encumbrance::LoadModel;
//!
//! // Toromeen: Carry 13, strength 18.
//! let list = CarryList::new(13, 18)?
//!     .with(Bulk::whole(18))?             // battleaxe
//!     .with(Bulk::whole(8))?              // banded leather
//!     .with(Bulk::whole(6))?              // shield
//!     .with_container(Bulk::whole(1), Bulk::whole(4))?; // quiver of 20 arrows
//! assert_eq!((list.load(), list.capacity()), (4, 13));
//! assert_eq!(list.total_bulk(), Bulk::whole(37));
//! assert_eq!(list.state(), State::WithinCarry);
//! assert!(list.with(Bulk::whole(19)).is_err(), "heavier than strength");
//! # Ok::<(), osr_encumbrance::Error>(())
//! ```

use core::fmt;

use crate::error::{check_score, check_strength};
use crate::{Effects, Error, Level, LoadModel};

use super::Bulk;

/// Highest strength score accepted.
pub const MAX_STRENGTH: i32 = 1000;
/// Highest Carry accepted.
pub const MAX_CARRY: u32 = 1000;

/// The eight size categories, smallest first.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::gods_and_monsters::Size;
///
/// assert_eq!(Size::Small.steps_to(Size::Large), 2);
/// assert_eq!(Size::Huge.steps_to(Size::Medium), -2);
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
    schemars(rename = "GodsAndMonstersSize")
)]
pub enum Size {
    /// The smallest.
    Fine,
    /// Pixies.
    Tiny,
    /// Dwarves, halflings.
    Small,
    /// Humans.
    #[default]
    Medium,
    /// One step above human.
    Large,
    /// Two steps above human.
    Huge,
    /// Three steps above human.
    Gigantic,
    /// The largest.
    Titanic,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Self; 8] = [
        Self::Fine,
        Self::Tiny,
        Self::Small,
        Self::Medium,
        Self::Large,
        Self::Huge,
        Self::Gigantic,
        Self::Titanic,
    ];

    /// Position on the scale, 0 for fine.
    #[must_use]
    pub const fn index(self) -> i32 {
        self as i32
    }

    /// Size steps from `self` to `other` (positive when `other` is larger).
    #[must_use]
    pub const fn steps_to(self, other: Self) -> i32 {
        other.index() - self.index()
    }
}

/// The bulk of an item made for a creature of size `made_for`, carried by a
/// creature of size `carrier`.
///
/// # Errors
///
/// [`Error::InexactBulk`] never happens for bulks in hundredths; a bulk
/// built from raw units may not halve exactly. [`Error::Overflow`] for huge
/// bulks.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{gods_and_monsters::{carried_bulk, Size}, Bulk};
///
/// let huge_sword = carried_bulk(Bulk::whole(20), Size::Huge, Size::Medium)?;
/// assert_eq!(huge_sword, Bulk::whole(80));
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
pub fn carried_bulk(bulk: Bulk, made_for: Size, carrier: Size) -> Result<Bulk, Error> {
    bulk.scaled(carrier.steps_to(made_for))
}

/// The bulk of a weapon that will never be used as one (a quarterstaff used
/// only as a walking staff): half the listed bulk, if the Guide allows it.
///
/// # Errors
///
/// [`Error::InexactBulk`] if the bulk cannot be halved exactly.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{gods_and_monsters::never_a_weapon, Bulk};
///
/// assert_eq!(never_a_weapon(Bulk::whole(12))?, Bulk::whole(6));
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
pub fn never_a_weapon(bulk: Bulk) -> Result<Bulk, Error> {
    bulk.scaled(-1)
}

/// Whether a weapon of `bulk` can be wielded in one hand without a Carry
/// penalty by a wielder of `strength`.
///
/// The excerpt says only that strength decides this, and that strength 18
/// wields a bulk-18 battleaxe one-handed; the reading here is "bulk at most
/// strength". Weapons whose Hands column says 2 need two hands regardless.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{gods_and_monsters::one_handed, Bulk};
///
/// assert!(one_handed(Bulk::whole(18), 18));
/// assert!(!one_handed(Bulk::whole(22), 18));
/// ```
#[must_use]
pub fn one_handed(bulk: Bulk, strength: i32) -> bool {
    // No bulk is at most a negative strength.
    u32::try_from(strength).is_ok_and(|strength| bulk <= Bulk::whole(strength))
}

/// A character's carry list: entries against Carry, each entry within the
/// strength limit.
///
/// It serializes as its numbers (`carry`, `strength`, `entries`, `total`
/// and `heaviest` bulk) and its results (`state`, `level`), and is checked
/// again when deserialized: the heaviest entry within strength, the total
/// possible for that many entries, and any results given equal to the ones
/// computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "CarryListRepr", into = "CarryListRepr")
)]
pub struct CarryList {
    carry: u32,
    strength: i32,
    entries: u32,
    total: Bulk,
    heaviest: Bulk,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CarryListRepr {
    carry: u32,
    #[serde(rename = "str")]
    strength: u32,
    entries: u32,
    total: Bulk,
    heaviest: Bulk,
    #[serde(default)]
    state: Option<State>,
    #[serde(default)]
    level: Option<Level>,
}

#[cfg(feature = "serde")]
impl TryFrom<CarryListRepr> for CarryList {
    type Error = Error;

    fn try_from(repr: CarryListRepr) -> Result<Self, Error> {
        let list = Self::checked(repr.carry, i64::from(repr.strength))?;
        list.check_item(repr.heaviest)?;
        let consistent = (repr.entries == 0 && repr.total == Bulk::ZERO)
            || (repr.entries > 0
                && repr.heaviest <= repr.total
                && repr.heaviest.checked_mul(repr.entries) >= Some(repr.total));
        if !consistent {
            return Err(Error::Core(osr_core::Error::OutOfRange {
                what: "carry list total bulk (raw units)",
                value: i64::try_from(repr.total.raw()).unwrap_or(i64::MAX),
                min: i64::try_from(repr.heaviest.raw()).unwrap_or(i64::MAX),
                max: repr
                    .heaviest
                    .checked_mul(repr.entries)
                    .and_then(|b| i64::try_from(b.raw()).ok())
                    .unwrap_or(i64::MAX),
            }));
        }
        let list = Self {
            entries: repr.entries,
            total: repr.total,
            heaviest: repr.heaviest,
            ..list
        };
        crate::error::check_result("state", repr.state, list.state())?;
        crate::error::check_result("level", repr.level, list.level())?;
        Ok(list)
    }
}

#[cfg(feature = "serde")]
impl From<CarryList> for CarryListRepr {
    fn from(list: CarryList) -> Self {
        Self {
            carry: list.carry,
            strength: list.strength.unsigned_abs(),
            entries: list.entries,
            total: list.total,
            heaviest: list.heaviest,
            state: Some(list.state()),
            level: Some(list.level()),
        }
    }
}

impl CarryList {
    /// An empty carry list for a character with this Carry and strength.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for a Carry or strength above 1000.
    pub fn new(carry: u32, strength: i32) -> Result<Self, Error> {
        Self::checked(carry, i64::from(strength))
    }

    fn checked(carry: u32, strength: i64) -> Result<Self, Error> {
        Ok(Self {
            carry: check_score("carry", carry, 0, MAX_CARRY)?,
            strength: check_strength(strength, 0, MAX_STRENGTH)?,
            entries: 0,
            total: Bulk::ZERO,
            heaviest: Bulk::ZERO,
        })
    }

    fn check_item(&self, bulk: Bulk) -> Result<(), Error> {
        if bulk > Bulk::whole(self.strength.unsigned_abs()) {
            Err(Error::ItemTooHeavy {
                bulk,
                strength: self.strength,
            })
        } else {
            Ok(())
        }
    }

    /// The list with one more item of `bulk`.
    ///
    /// # Errors
    ///
    /// [`Error::ItemTooHeavy`] for an item heavier than strength;
    /// [`Error::Overflow`] when the totals overflow.
    pub fn with(self, bulk: Bulk) -> Result<Self, Error> {
        self.check_item(bulk)?;
        Ok(Self {
            entries: self
                .entries
                .checked_add(1)
                .ok_or(Error::Overflow { what: "carry list" })?,
            total: self
                .total
                .checked_add(bulk)
                .ok_or(Error::Overflow { what: "bulk" })?,
            heaviest: self.heaviest.max(bulk),
            ..self
        })
    }

    /// The list with a container of `container` bulk holding `contents`
    /// bulk: one entry. The strength limit applies to the filled container,
    /// the one item carried.
    ///
    /// # Errors
    ///
    /// As [`CarryList::with`].
    pub fn with_container(self, container: Bulk, contents: Bulk) -> Result<Self, Error> {
        let filled = container
            .checked_add(contents)
            .ok_or(Error::Overflow { what: "bulk" })?;
        self.with(filled)
    }

    /// The character's Carry.
    #[must_use]
    pub const fn carry(&self) -> u32 {
        self.carry
    }

    /// The character's strength, the per-item bulk limit.
    #[must_use]
    pub const fn strength(&self) -> i32 {
        self.strength
    }

    /// Entries on the list (a filled container is one).
    #[must_use]
    pub const fn entries(&self) -> u32 {
        self.entries
    }

    /// The bulk of everything on the list.
    #[must_use]
    pub const fn total_bulk(&self) -> Bulk {
        self.total
    }
}

/// Gods & Monsters carry states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CarryState")
)]
pub enum State {
    /// No more entries than Carry.
    WithinCarry,
    /// More entries than Carry: a Carry penalty the excerpt does not size.
    OverCarry,
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::WithinCarry => "within carry",
            Self::OverCarry => "over carry",
        })
    }
}

impl LoadModel for CarryList {
    type Amount = u32;
    type State = State;

    fn load(&self) -> u32 {
        self.entries
    }

    fn capacity(&self) -> u32 {
        self.carry
    }

    fn state(&self) -> State {
        if self.entries <= self.carry {
            State::WithinCarry
        } else {
            State::OverCarry
        }
    }

    fn level(&self) -> Level {
        match self.state() {
            State::WithinCarry => Level::Unencumbered,
            State::OverCarry => Level::Encumbered,
        }
    }

    fn effects(&self) -> Effects {
        Effects::NONE
    }
}

/// A pack animal's load: its movement falls by 1 for each full 10% of its
/// capacity carried beyond the capacity.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::{gods_and_monsters::AnimalLoad, Bulk};
///
/// let mule = AnimalLoad { movement: 10, capacity: Bulk::whole(400), carried: Bulk::whole(480) };
/// assert_eq!(mule.movement_now()?, 8);
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
///
/// It serializes as its inputs and its result, `movement_now` (`null` for
/// a zero capacity, which [`AnimalLoad::reduction`] refuses); deserializing
/// refuses a zero capacity and a `movement_now` other than the one computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "AnimalLoadRepr", into = "AnimalLoadRepr")
)]
pub struct AnimalLoad {
    /// The animal's movement unladen (or within capacity).
    pub movement: u32,
    /// The bulk it carries without slowing.
    pub capacity: Bulk,
    /// The bulk it carries.
    pub carried: Bulk,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnimalLoadRepr {
    movement: u32,
    capacity: Bulk,
    carried: Bulk,
    #[serde(default)]
    movement_now: Option<u32>,
}

#[cfg(feature = "serde")]
impl TryFrom<AnimalLoadRepr> for AnimalLoad {
    type Error = Error;

    fn try_from(repr: AnimalLoadRepr) -> Result<Self, Error> {
        let load = Self {
            movement: repr.movement,
            capacity: repr.capacity,
            carried: repr.carried,
        };
        crate::error::check_result("movement_now", repr.movement_now, load.movement_now()?)?;
        Ok(load)
    }
}

#[cfg(feature = "serde")]
impl From<AnimalLoad> for AnimalLoadRepr {
    fn from(load: AnimalLoad) -> Self {
        Self {
            movement: load.movement,
            capacity: load.capacity,
            carried: load.carried,
            movement_now: load.movement_now().ok(),
        }
    }
}

impl AnimalLoad {
    /// Movement points lost: one per full 10% over capacity (partial tenths
    /// round down; the excerpt does not say).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for a zero capacity.
    pub fn reduction(&self) -> Result<u64, Error> {
        let capacity = self.capacity.raw();
        if capacity == 0 {
            return Err(Error::Core(osr_core::Error::OutOfRange {
                what: "animal capacity (raw bulk units)",
                value: 0,
                min: 1,
                max: i64::MAX,
            }));
        }
        let over = self.carried.raw().saturating_sub(capacity);
        let tenths = u128::from(over) * 10 / u128::from(capacity);
        Ok(u64::try_from(tenths).unwrap_or(u64::MAX))
    }

    /// Movement with this load; 0 when the reduction reaches the movement
    /// (the animal cannot move).
    ///
    /// # Errors
    ///
    /// As [`AnimalLoad::reduction`].
    pub fn movement_now(&self) -> Result<u32, Error> {
        let reduction = self.reduction()?;
        Ok(u64::from(self.movement)
            .checked_sub(reduction)
            .and_then(|m| u32::try_from(m).ok())
            .unwrap_or(0))
    }
}
