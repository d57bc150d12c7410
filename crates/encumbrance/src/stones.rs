//! Stones: the 3d6 Constitution load model (rules 14.1 to 14.13).
//!
//! Load is counted in stones (nominally 14 lb, but also an abstract measure of
//! how awkward the gear is), by where things are carried:
//!
//! | where | stones |
//! |---|---|
//! | worn armour | clothes and light armour 0, chainmail shirt or half-chain 1, half-plate 2, full chain 3, full plate 4 |
//! | medium things held or worn | 1 to 3: 1; 4 to 6: 2; more than 6 cannot be managed |
//! | the backpack | 1 with up to 15 small things, 2 with up to 30 (a ration is 2 small things) |
//! | big things strapped to the pack | 1: 1; 2 or 3: 2; 4 or 5: 3 |
//! | large weapons ready at the side | 1 each |
//!
//! A character carries up to STR / 3 stones (rounded half up) unaffected, up
//! to STR x 2/3 (rounded half up) encumbered, one stone more heavily
//! encumbered; beyond that the load can only be dragged, up to STR minus the
//! stones carried.
//!
//! # Examples
//!
//! The rulebook's worked example: STR 12, full chain, sword and shield, a
//! backpack with 7 rations and a torch, bedroll and rope strapped on.
//!
//! ```
//! use osr_encumbrance::stones::{Armour, Inventory, State};
//! use osr_encumbrance::{LoadModel, Speed};
//!
//! let gear = Inventory {
//!     armour: Armour::FullChain,
//!     medium_items: 2,
//!     backpack: true,
//!     rations: 7,
//!     small_things: 1,
//!     big_things: 2,
//!     ..Inventory::default()
//! };
//! let load = gear.assess(12)?;
//! assert_eq!(load.load(), 7);
//! assert_eq!(load.state(), State::Encumbered);
//! assert_eq!(load.effects().speed, Speed::TWO_THIRDS);
//! # Ok::<(), osr_encumbrance::Error>(())
//! ```

use core::fmt;

use crate::error::{check_count, check_strength};
use crate::{Effects, Error, Level, LoadModel, Speed};

/// Pounds in a stone, the guideline weight of the unit.
pub const POUNDS_PER_STONE: u32 = 14;

/// Most medium things a character can hold or wear.
pub const MAX_MEDIUM_ITEMS: u32 = 6;
/// Most small things a backpack holds.
pub const MAX_SMALL_THINGS: u32 = 30;
/// Most big things that can be strapped to a backpack.
pub const MAX_BIG_THINGS: u32 = 5;
/// Small things a ration of food counts as.
pub const SMALL_THINGS_PER_RATION: u32 = 2;
/// Most coins in a small purse (a small thing in the pack).
pub const COINS_PER_PURSE: u32 = 50;
/// Most coins in a pouch worn on the person (a medium thing).
pub const COINS_PER_POUCH: u32 = 250;
/// Most small things a pouch (a medium thing) holds.
pub const SMALL_THINGS_PER_POUCH: u32 = 5;
/// Lowest strength score accepted.
pub const MIN_STRENGTH: i32 = 0;
/// Highest strength score accepted (an improvement roll must beat the score
/// on a d20, so scores stop at 20).
pub const MAX_STRENGTH: i32 = 20;

/// The size class of a thing, which decides where and how it counts.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::stones::Size;
///
/// assert_eq!(Size::Small.pounds(), 1);
/// assert_eq!(Size::Big.pounds(), 9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Size {
    /// Goes in the backpack (a book, a torch, an item of clothing).
    Small,
    /// Held or worn (a sword, a bow and quiver, a pouch).
    Medium,
    /// Strapped outside the backpack (a bedroll, a small tent, 50 ft of rope).
    Big,
}

impl Size {
    /// The guideline weight of a thing of this size, in pounds.
    #[must_use]
    pub const fn pounds(self) -> u32 {
        match self {
            Self::Small => 1,
            Self::Medium => 5,
            Self::Big => 9,
        }
    }
}

/// Worn armour and what it weighs in stones.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::stones::Armour;
///
/// assert_eq!(Armour::FullPlate.stones(), 4);
/// assert_eq!(Armour::HalfPlate.stones(), 2);
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
    schemars(rename = "StonesArmour")
)]
pub enum Armour {
    /// Clothes or light armour: 0 stones.
    #[default]
    ClothesOrLight,
    /// Leather or hide: 0 stones.
    LeatherHide,
    /// A chainmail shirt: 1 stone.
    ChainmailShirt,
    /// Half-chain: 1 stone.
    HalfChain,
    /// Half-plate: 2 stones (strapped on, the load spread).
    HalfPlate,
    /// Full chainmail: 3 stones (carried on the shoulders).
    FullChain,
    /// Full plate: 4 stones.
    FullPlate,
}

impl Armour {
    /// Stones the armour counts for when worn.
    #[must_use]
    pub const fn stones(self) -> u32 {
        match self {
            Self::ClothesOrLight | Self::LeatherHide => 0,
            Self::ChainmailShirt | Self::HalfChain => 1,
            Self::HalfPlate => 2,
            Self::FullChain => 3,
            Self::FullPlate => 4,
        }
    }
}

/// How coins are carried.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::stones::{CoinPurse, Size};
///
/// assert_eq!(CoinPurse::for_coins(200)?, CoinPurse::Pouch);
/// assert_eq!(CoinPurse::Pouch.size(), Size::Medium);
/// assert!(CoinPurse::for_coins(251).is_err());
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum CoinPurse {
    /// A small purse of up to 50 coins (or tiny things such as gems): a small
    /// thing in the backpack.
    Purse,
    /// A pouch of up to 250 coins worn on the person: a medium thing.
    Pouch,
}

impl CoinPurse {
    /// The smallest container for `coins` coins.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for more than 250 coins: split them.
    pub fn for_coins(coins: u32) -> Result<Self, Error> {
        check_count("coins in one purse or pouch", coins, COINS_PER_POUCH)?;
        Ok(if coins <= COINS_PER_PURSE {
            Self::Purse
        } else {
            Self::Pouch
        })
    }

    /// The size class the container counts as.
    #[must_use]
    pub const fn size(self) -> Size {
        match self {
            Self::Purse => Size::Small,
            Self::Pouch => Size::Medium,
        }
    }
}

/// What a character carries, and where.
///
/// Counts are plain numbers, so any item model can fill them in. Medium
/// things include coin pouches and pouches of small things; small things
/// include coin purses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "StonesInventory")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Inventory {
    /// Worn armour.
    pub armour: Armour,
    /// Medium things held or worn (a sword, a small shield, a coin pouch).
    pub medium_items: u32,
    /// Whether a backpack is carried (an empty one still counts 1 stone).
    pub backpack: bool,
    /// Small things in the backpack other than rations.
    pub small_things: u32,
    /// Rations of food in the backpack, 2 small things each.
    pub rations: u32,
    /// Big things strapped outside the backpack (a large weapon strapped on
    /// counts here).
    pub big_things: u32,
    /// Large heavy weapons carried ready at the side, 1 stone each.
    pub weapons_at_side: u32,
}

/// Stones by where they are carried (rule 14.1: write down where things are).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "StonesBreakdown")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Breakdown {
    /// Worn armour.
    pub armour: u32,
    /// Medium things held or worn.
    pub held: u32,
    /// The backpack and its small things.
    pub backpack: u32,
    /// Big things strapped to the pack.
    pub strapped: u32,
    /// Large weapons ready at the side.
    pub at_side: u32,
}

impl Breakdown {
    /// The total in stones.
    #[must_use]
    pub const fn total(self) -> u32 {
        self.armour + self.held + self.backpack + self.strapped + self.at_side
    }
}

impl Inventory {
    /// Small things in the backpack, rations counted as 2 each.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the count does not fit a `u32`.
    pub fn small_count(&self) -> Result<u32, Error> {
        self.rations
            .checked_mul(SMALL_THINGS_PER_RATION)
            .and_then(|r| r.checked_add(self.small_things))
            .ok_or(Error::Overflow {
                what: "small things",
            })
    }

    /// Stones by where they are carried.
    ///
    /// # Errors
    ///
    /// - more than 6 medium things, more than 30 small things or more than
    ///   5 big things: [`Error::Core`] (out of range);
    /// - small or big things without a backpack: [`Error::NoBackpack`];
    /// - counts too large to add up: [`Error::Overflow`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::stones::Inventory;
    ///
    /// let gear = Inventory { medium_items: 4, backpack: true, small_things: 16, ..Inventory::default() };
    /// let stones = gear.breakdown()?;
    /// assert_eq!((stones.held, stones.backpack, stones.total()), (2, 2, 4));
    /// # Ok::<(), osr_encumbrance::Error>(())
    /// ```
    pub fn breakdown(&self) -> Result<Breakdown, Error> {
        let medium = check_count(
            "medium items held or worn",
            self.medium_items,
            MAX_MEDIUM_ITEMS,
        )?;
        let small = self.small_count()?;
        let big = check_count("big things strapped on", self.big_things, MAX_BIG_THINGS)?;
        if !self.backpack && (small > 0 || big > 0) {
            return Err(Error::NoBackpack {
                small_things: small,
                big_things: big,
            });
        }
        let small = check_count("small things in the backpack", small, MAX_SMALL_THINGS)?;
        let breakdown = Breakdown {
            armour: self.armour.stones(),
            held: match medium {
                0 => 0,
                1..=3 => 1,
                _ => 2,
            },
            backpack: match (self.backpack, small) {
                (false, _) => 0,
                (true, 0..=15) => 1,
                (true, _) => 2,
            },
            strapped: match big {
                0 => 0,
                1 => 1,
                2 | 3 => 2,
                _ => 3,
            },
            at_side: self.weapons_at_side,
        };
        // The fixed parts add up to at most 4 + 2 + 2 + 3.
        if breakdown.at_side > u32::MAX - 11 {
            return Err(Error::Overflow {
                what: "weapons at the side",
            });
        }
        Ok(breakdown)
    }

    /// The load against a strength score.
    ///
    /// # Errors
    ///
    /// As [`Inventory::breakdown`], and [`Error::Core`] (out of range) for a
    /// strength outside 0..=20.
    pub fn assess(&self, strength: i32) -> Result<Assessment, Error> {
        self.assessed(i64::from(strength))
    }

    fn assessed(&self, strength: i64) -> Result<Assessment, Error> {
        let thresholds = Thresholds::checked(strength)?;
        Ok(Assessment {
            inventory: *self,
            breakdown: self.breakdown()?,
            thresholds,
        })
    }
}

/// The load limits for a strength score.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::stones::Thresholds;
///
/// let t = Thresholds::for_strength(10)?;
/// assert_eq!((t.unencumbered(), t.encumbered(), t.heavily_encumbered()), (3, 7, 8));
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "ThresholdsRepr", into = "ThresholdsRepr")
)]
pub struct Thresholds {
    strength: i32,
    unencumbered: u32,
    encumbered: u32,
    heavily_encumbered: u32,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ThresholdsRepr {
    #[serde(rename = "str")]
    strength: u32,
    #[serde(default)]
    unencumbered: Option<u32>,
    #[serde(default)]
    encumbered: Option<u32>,
    #[serde(default)]
    heavily_encumbered: Option<u32>,
}

#[cfg(feature = "serde")]
impl TryFrom<ThresholdsRepr> for Thresholds {
    type Error = Error;

    fn try_from(repr: ThresholdsRepr) -> Result<Self, Error> {
        use crate::error::check_result;

        let t = Self::checked(i64::from(repr.strength))?;
        check_result("unencumbered", repr.unencumbered, t.unencumbered)?;
        check_result("encumbered", repr.encumbered, t.encumbered)?;
        check_result(
            "heavily_encumbered",
            repr.heavily_encumbered,
            t.heavily_encumbered,
        )?;
        Ok(t)
    }
}

#[cfg(feature = "serde")]
impl From<Thresholds> for ThresholdsRepr {
    fn from(t: Thresholds) -> Self {
        Self {
            strength: t.strength.unsigned_abs(),
            unencumbered: Some(t.unencumbered),
            encumbered: Some(t.encumbered),
            heavily_encumbered: Some(t.heavily_encumbered),
        }
    }
}

/// `numerator / denominator` rounded half up.
const fn round_half_up(numerator: u32, denominator: u32) -> u32 {
    (2 * numerator + denominator) / (2 * denominator)
}

impl Thresholds {
    /// The limits for `strength`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for a strength outside 0..=20.
    pub fn for_strength(strength: i32) -> Result<Self, Error> {
        Self::checked(i64::from(strength))
    }

    fn checked(strength: i64) -> Result<Self, Error> {
        let strength = check_strength(strength, MIN_STRENGTH, MAX_STRENGTH)?;
        // At least MIN_STRENGTH, 0: the stones are its non-negative count.
        let stones = strength.unsigned_abs();
        let encumbered = round_half_up(2 * stones, 3);
        Ok(Self {
            strength,
            unencumbered: round_half_up(stones, 3),
            encumbered,
            heavily_encumbered: encumbered + 1,
        })
    }

    /// The strength score.
    #[must_use]
    pub const fn strength(self) -> i32 {
        self.strength
    }

    /// Most stones carried without effect: STR / 3, rounded half up.
    #[must_use]
    pub const fn unencumbered(self) -> u32 {
        self.unencumbered
    }

    /// Most stones carried encumbered: STR x 2/3, rounded half up.
    #[must_use]
    pub const fn encumbered(self) -> u32 {
        self.encumbered
    }

    /// The one load that is heavily encumbered: one stone more.
    #[must_use]
    pub const fn heavily_encumbered(self) -> u32 {
        self.heavily_encumbered
    }

    /// The state of a load of `stones`.
    #[must_use]
    pub const fn state(self, stones: u32) -> State {
        if stones <= self.unencumbered {
            State::Unencumbered
        } else if stones <= self.encumbered {
            State::Encumbered
        } else if stones == self.heavily_encumbered {
            State::HeavilyEncumbered
        } else {
            State::OnlyDragging
        }
    }
}

/// The 3d6 Constitution load states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "StonesState")
)]
pub enum State {
    /// No effect.
    Unencumbered,
    /// Overland travel at 2/3 speed, a disadvantage die on some athletic
    /// checks, others impossible.
    Encumbered,
    /// Walking pace only, overland travel at 1/3 speed, almost no athletic
    /// task possible.
    HeavilyEncumbered,
    /// Too much to carry: the excess can only be dragged.
    OnlyDragging,
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Unencumbered => "unencumbered",
            Self::Encumbered => "encumbered",
            Self::HeavilyEncumbered => "heavily encumbered",
            Self::OnlyDragging => "only dragging",
        })
    }
}

/// An inventory assessed against a strength score.
///
/// It serializes as its inputs (`inventory`, `strength`) and its results
/// (`load`, `capacity`, `state`, `level`, `effects`, `breakdown`, `excess`,
/// `drag_capacity`). Deserializing assesses the inputs again; results may be
/// left out, and any given must equal the ones computed
/// ([`Error::Mismatch`] otherwise).
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use osr_encumbrance::stones::Inventory;
///
/// let json = serde_json::to_value(Inventory::default().assess(10)?).unwrap();
/// assert_eq!((json["load"].as_u64(), json["state"].as_str()), (Some(0), Some("unencumbered")));
/// # }
/// # Ok::<(), osr_encumbrance::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "AssessmentRepr", into = "AssessmentRepr")
)]
pub struct Assessment {
    inventory: Inventory,
    breakdown: Breakdown,
    thresholds: Thresholds,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AssessmentRepr {
    inventory: Inventory,
    #[serde(rename = "str")]
    strength: u32,
    #[serde(default)]
    load: Option<u32>,
    #[serde(default)]
    capacity: Option<u32>,
    #[serde(default)]
    state: Option<State>,
    #[serde(default)]
    level: Option<Level>,
    #[serde(default)]
    effects: Option<Effects>,
    #[serde(default)]
    breakdown: Option<Breakdown>,
    #[serde(default)]
    excess: Option<u32>,
    #[serde(default)]
    drag_capacity: Option<u32>,
}

#[cfg(feature = "serde")]
impl TryFrom<AssessmentRepr> for Assessment {
    type Error = Error;

    fn try_from(repr: AssessmentRepr) -> Result<Self, Error> {
        use crate::error::check_result;

        let a = repr.inventory.assessed(i64::from(repr.strength))?;
        check_result("load", repr.load, a.load())?;
        check_result("capacity", repr.capacity, a.capacity())?;
        check_result("state", repr.state, a.state())?;
        check_result("level", repr.level, a.level())?;
        check_result("effects", repr.effects, a.effects())?;
        check_result("breakdown", repr.breakdown, a.breakdown)?;
        check_result("excess", repr.excess, a.excess())?;
        check_result("drag_capacity", repr.drag_capacity, a.drag_capacity())?;
        Ok(a)
    }
}

#[cfg(feature = "serde")]
impl From<Assessment> for AssessmentRepr {
    fn from(a: Assessment) -> Self {
        Self {
            inventory: a.inventory,
            strength: a.thresholds.strength.unsigned_abs(),
            load: Some(a.load()),
            capacity: Some(a.capacity()),
            state: Some(a.state()),
            level: Some(a.level()),
            effects: Some(a.effects()),
            breakdown: Some(a.breakdown),
            excess: Some(a.excess()),
            drag_capacity: Some(a.drag_capacity()),
        }
    }
}

impl Assessment {
    /// The inventory assessed.
    #[must_use]
    pub const fn inventory(&self) -> Inventory {
        self.inventory
    }

    /// Stones by where they are carried.
    #[must_use]
    pub const fn breakdown(&self) -> Breakdown {
        self.breakdown
    }

    /// The limits of the carrier's strength.
    #[must_use]
    pub const fn thresholds(&self) -> Thresholds {
        self.thresholds
    }

    /// Stones beyond what the character can carry (rule 14.2: an audit finds
    /// this much gear was left behind, or it must be dragged).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::stones::{Armour, Inventory};
    ///
    /// let gear = Inventory { armour: Armour::FullPlate, weapons_at_side: 5, ..Inventory::default() };
    /// assert_eq!(gear.assess(10)?.excess(), 1);
    /// # Ok::<(), osr_encumbrance::Error>(())
    /// ```
    #[must_use]
    pub const fn excess(&self) -> u32 {
        self.breakdown
            .total()
            .saturating_sub(self.thresholds.heavily_encumbered)
    }

    /// Stones the character can drag: strength minus the stones carried
    /// (the carried load is capped at what can be carried). 0 when the
    /// carried stones reach the strength score.
    #[must_use]
    pub const fn drag_capacity(&self) -> u32 {
        let total = self.breakdown.total();
        let carried = if total < self.thresholds.heavily_encumbered {
            total
        } else {
            self.thresholds.heavily_encumbered
        };
        self.thresholds
            .strength
            .unsigned_abs()
            .saturating_sub(carried)
    }

    /// Whether the excess fits within the drag capacity.
    #[must_use]
    pub const fn can_drag_excess(&self) -> bool {
        self.excess() <= self.drag_capacity()
    }
}

impl LoadModel for Assessment {
    type Amount = u32;
    type State = State;

    fn load(&self) -> u32 {
        self.breakdown.total()
    }

    fn capacity(&self) -> u32 {
        self.thresholds.heavily_encumbered
    }

    fn state(&self) -> State {
        self.thresholds.state(self.breakdown.total())
    }

    fn level(&self) -> Level {
        match self.state() {
            State::Unencumbered => Level::Unencumbered,
            State::Encumbered => Level::Encumbered,
            State::HeavilyEncumbered => Level::HeavilyEncumbered,
            State::OnlyDragging => Level::Overloaded,
        }
    }

    fn effects(&self) -> Effects {
        let drag = Some(self.drag_capacity());
        match self.state() {
            State::Unencumbered => Effects {
                drag,
                ..Effects::NONE
            },
            State::Encumbered => Effects {
                speed: Speed::TWO_THIRDS,
                disadvantage: true,
                drag,
                ..Effects::NONE
            },
            State::HeavilyEncumbered => Effects {
                speed: Speed::ONE_THIRD,
                walking_only: true,
                athletics_impossible: true,
                drag,
                ..Effects::NONE
            },
            State::OnlyDragging => Effects {
                speed: Speed::NONE,
                cannot_move: true,
                athletics_impossible: true,
                drag,
                ..Effects::NONE
            },
        }
    }
}
