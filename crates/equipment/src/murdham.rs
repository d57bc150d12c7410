//! Murdham: goods, crafting, trading and the items rules call for.
//!
//! Values are in the game's unit of value, which the caller supplies as a
//! whole number; results are exact [`Value`]s in quarters, because raw
//! materials cost a quarter of an item and merchants pay a quarter or a
//! half.
//!
//! # Examples
//!
//! ```
//! use osr_equipment::murdham::{price, raw_materials, Buyer, Value};
//!
//! assert_eq!(raw_materials(40), Value::whole(10));
//! let merchant = Buyer { bargain: true, merchant: true };
//! assert_eq!(price(100, merchant, false), Value::whole(25));
//! assert_eq!(price(100, merchant, true), Value::whole(50));
//! ```

use crate::{Error, Money};

/// Value in quarters of the game's unit of value. Displays in units (`2.5`).
/// Text and JSON: units as a string (`"2.5"`, `"0.25"`); finer than a
/// quarter is refused.
pub type Value = Money<4>;

/// Raw materials for crafting an item of `value`: a quarter of it.
#[must_use]
pub const fn raw_materials(value: u32) -> Value {
    Value::from_subunits(value as u64)
}

/// How an item is crafted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Craft {
    /// Anyone, with tools and raw materials: a save (usually STR or WIT),
    /// and the item always has a serious flaw of the GM's choosing (most
    /// often "fragile").
    Crude,
    /// With a crafting skill and its workshop or tools: no save, no flaw.
    Skilled,
    /// With a crafting skill, aiming for a master-crafted or robust item:
    /// a save.
    SkilledExceptional,
}

/// What crafting takes and gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CraftPlan {
    /// Watches the crafting takes.
    pub watches: u32,
    /// Whether a save is needed.
    pub save: bool,
    /// Whether the item comes out with a serious flaw.
    pub flawed: bool,
    /// Items made by one crafting action.
    pub items: u32,
}

impl Craft {
    /// The plan for crafting one item, or a batch of consumables.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::Craft;
    ///
    /// let arrows = Craft::Skilled.plan(true);
    /// assert_eq!((arrows.watches, arrows.save, arrows.items), (1, false, 2));
    /// ```
    #[must_use]
    pub const fn plan(self, consumable: bool) -> CraftPlan {
        CraftPlan {
            watches: 1,
            save: !matches!(self, Self::Skilled),
            flawed: matches!(self, Self::Crude),
            items: if consumable { 2 } else { 1 },
        }
    }
}

/// Who buys.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Buyer {
    /// Has the bargain skill (halves the price unless the seller has it too).
    pub bargain: bool,
    /// A professional merchant (halves again, to resell at a profit).
    pub merchant: bool,
}

impl Buyer {
    /// A professional merchant with the bargain skill, as in a settlement's
    /// market.
    pub const MARKET: Self = Self {
        bargain: true,
        merchant: true,
    };
}

/// What `buyer` pays for goods of `value` from a seller who has the bargain
/// skill or not.
///
/// # Examples
///
/// ```
/// use osr_equipment::murdham::{price, Buyer, Value};
///
/// // A character with bargain buying from someone without it pays half.
/// assert_eq!(price(100, Buyer { bargain: true, merchant: false }, false), Value::whole(50));
/// // At the market the merchants' bargain cancels the character's.
/// assert_eq!(price(100, Buyer::default(), true), Value::whole(100));
/// ```
#[must_use]
pub const fn price(value: u32, buyer: Buyer, seller_bargain: bool) -> Value {
    let mut quarters = value as u64 * 4;
    if buyer.bargain && !seller_bargain {
        quarters /= 2;
    }
    if buyer.merchant {
        quarters /= 2;
    }
    Value::from_subunits(quarters)
}

/// What a dealer in illegal or stolen goods charges for goods of `value`:
/// twice the value.
#[must_use]
pub const fn illicit_sale(value: u32) -> Value {
    Value::from_subunits(value as u64 * 8)
}

/// What such a dealer pays for goods of `value`: half the value.
#[must_use]
pub const fn illicit_purchase(value: u32) -> Value {
    Value::from_subunits(value as u64 * 2)
}

/// How closely a disguise is looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Scrutiny {
    /// A passing look: the observer's passive WIT save.
    Passive {
        /// Whether the observer passed the WIT save.
        wit_save_passed: bool,
    },
    /// A search or close examination.
    Close,
}

/// What an observer makes of a disguise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Noticed {
    /// Nothing seems wrong.
    Nothing,
    /// Something seems off.
    SomethingOff,
    /// The disguise is uncovered.
    Uncovered,
}

impl Scrutiny {
    /// What the observer notices. A disguise only makes its wearer look
    /// unlike themselves; see [`can_pass_as`] for looking like someone.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::{Noticed, Scrutiny};
    ///
    /// assert_eq!(Scrutiny::Close.observe(), Noticed::Uncovered);
    /// ```
    #[must_use]
    pub const fn observe(self) -> Noticed {
        match self {
            Self::Passive {
                wit_save_passed: true,
            } => Noticed::SomethingOff,
            Self::Passive {
                wit_save_passed: false,
            } => Noticed::Nothing,
            Self::Close => Noticed::Uncovered,
        }
    }
}

/// Whether a disguise can pass its wearer off as a particular person: only
/// if they already resemble them.
#[must_use]
pub const fn can_pass_as(already_resembles: bool) -> bool {
    already_resembles
}

catalog! {
    /// Items the rules call for, with the tasks that need each (the
    /// rulebook has no price list here; names are this crate's own).
    pub enum Tool: &'static [Task], table "mu.tool" {
        SurgicalTools = "mu.tool.surgical-tools", "Surgical tools" => &[Task::Amputation, Task::DigwormRemoval],
        Saddle = "mu.tool.saddle", "Saddle" => &[Task::RidingTrainedMount],
        Antidote = "mu.tool.antidote", "Antidote" => &[Task::CuringPoison],
        DisguiseKit = "mu.tool.disguise-kit", "Disguise kit" => &[Task::Disguise],
    }
}

impl Tool {
    /// The tasks that need the item.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::{Task, Tool};
    ///
    /// assert!(Tool::SurgicalTools.needed_for().contains(&Task::DigwormRemoval));
    /// assert_eq!(Tool::SurgicalTools.name(), "Surgical tools");
    /// ```
    #[must_use]
    pub const fn needed_for(self) -> &'static [Task] {
        self.row()
    }
}

/// Tasks that need a particular item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamTask")
)]
pub enum Task {
    /// Amputating a limb lost to black gangrene.
    Amputation,
    /// Removing a digworm (with a WIT save).
    DigwormRemoval,
    /// Riding a trained mount.
    RidingTrainedMount,
    /// Ending or preventing a poison's effects.
    CuringPoison,
    /// Disguising oneself.
    Disguise,
}

impl Task {
    /// The item the task needs.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::{Task, Tool};
    ///
    /// assert_eq!(Task::Amputation.needs(), Tool::SurgicalTools);
    /// ```
    #[must_use]
    pub const fn needs(self) -> Tool {
        match self {
            Self::Amputation | Self::DigwormRemoval => Tool::SurgicalTools,
            Self::RidingTrainedMount => Tool::Saddle,
            Self::CuringPoison => Tool::Antidote,
            Self::Disguise => Tool::DisguiseKit,
        }
    }
}

/// Off-path travel speed as a fraction of normal (numerator, denominator):
/// 1/4 with neither bushcraft nor navigation tools, 1/2 with one, full with
/// both.
///
/// # Examples
///
/// ```
/// use osr_equipment::murdham::off_path_speed;
///
/// assert_eq!(off_path_speed(false, true), (1, 2));
/// ```
#[must_use]
pub const fn off_path_speed(bushcraft: bool, navigation_tools: bool) -> (u32, u32) {
    match (bushcraft, navigation_tools) {
        (false, false) => (1, 4),
        (true, false) | (false, true) => (1, 2),
        (true, true) => (1, 1),
    }
}

/// Something that takes damage like an object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Obstacle {
    /// Health.
    pub health: u32,
    /// Armour subtracted from each hit.
    pub armour: u32,
}

impl Obstacle {
    /// A typical wooden door.
    pub const WOODEN_DOOR: Self = Self {
        health: 8,
        armour: 1,
    };

    /// Damage a hit deals after armour. A tool that works well against it
    /// deals its roll (one face); anything else deals impaired damage (two
    /// faces, the lower kept). Faces are final damage rolls.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) when the number of faces does not
    /// match: 1 for an effective tool, 2 otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::Obstacle;
    ///
    /// assert_eq!(Obstacle::WOODEN_DOOR.damage(true, &[6])?, 5);
    /// assert_eq!(Obstacle::WOODEN_DOOR.damage(false, &[5, 2])?, 1);
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn damage(self, effective_tool: bool, faces: &[u32]) -> Result<u32, Error> {
        let needed: i64 = if effective_tool { 1 } else { 2 };
        let given = i64::try_from(faces.len()).unwrap_or(i64::MAX);
        osr_core::Error::check_range("damage faces", given, needed, needed)?;
        let roll = faces.iter().copied().min().unwrap_or(0);
        Ok(roll.saturating_sub(self.armour))
    }
}
