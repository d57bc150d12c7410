//! Miscellaneous gear: tools, lights, books and locks.

use osr_core::Dice;
use osr_encumbrance::bulk::Bulk;

use super::{D4, D6, D8, Goods, Price, b, sc};
use crate::Error;

/// A tool used as a weapon: not made for it, so at an attack penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersImprovised")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Improvised {
    /// Damage as a hand weapon (`d1` is a flat 1 point).
    pub damage: Dice,
    /// Penalty to attack.
    pub attack_penalty: u8,
    /// Bulk when carried as a weapon (`None`: as listed).
    pub weapon_bulk: Option<Bulk>,
}

/// A light an item gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersLight")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Light {
    /// Radius lit, in yards.
    pub radius_yards: u32,
    /// Hours it lasts (a lantern: per flask of oil).
    pub hours: u32,
}

/// A row of the miscellaneous table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersGearRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GearRow {
    /// Price (books and journals: the base, see [`book`]).
    pub cost: Price,
    /// Bulk (books and journals: the base).
    pub bulk: Bulk,
    /// Use as a weapon.
    pub as_weapon: Option<Improvised>,
    /// Rounds to activate; in combat that needs an evasion roll.
    pub activation_rounds: Option<u32>,
    /// Light given.
    pub light: Option<Light>,
}

const fn gear(cost: u64, bulk: u32) -> GearRow {
    GearRow {
        cost: sc(cost),
        bulk: b(bulk),
        as_weapon: None,
        activation_rounds: None,
        light: None,
    }
}

const fn tool(cost: u64, bulk: u32, damage: Dice, attack_penalty: u8, weapon_bulk: u32) -> GearRow {
    GearRow {
        as_weapon: Some(Improvised {
            damage,
            attack_penalty,
            weapon_bulk: Some(Bulk::whole(weapon_bulk)),
        }),
        ..gear(cost, bulk)
    }
}

const fn lamp(
    cost: u64,
    bulk: u32,
    activation: Option<u32>,
    radius_yards: u32,
    hours: u32,
) -> GearRow {
    GearRow {
        activation_rounds: activation,
        light: Some(Light {
            radius_yards,
            hours,
        }),
        ..gear(cost, bulk)
    }
}

catalog! {
    /// Miscellaneous gear.
    pub enum Misc: GearRow, table "gm.misc" {
        Axe = "gm.misc.axe", "Axe" => tool(100, 800, D6, 1, 16),
        Blanket = "gm.misc.blanket", "Blanket" => gear(20, 500),
        BookHandwritten = "gm.misc.book-handwritten", "Book, handwritten" => gear(500, 50),
        BookPrinted = "gm.misc.book-printed", "Book, printed" => gear(100, 50),
        JournalBlank = "gm.misc.journal-blank", "Journal, blank" => gear(100, 50),
        Candle = "gm.misc.candle", "Candle" => lamp(1, 100, None, 6, 6),
        Canvas = "gm.misc.canvas", "Canvas" => gear(25, 50),
        ChainLarge = "gm.misc.chain-large", "Chain, large" => gear(100, 300),
        ChainSmall = "gm.misc.chain-small", "Chain, small" => gear(200, 100),
        FlintSteelTinderbox = "gm.misc.flint-steel-tinderbox", "Flint, steel, tinderbox" => GearRow { activation_rounds: Some(2), ..gear(50, 100) },
        HuntingHorn = "gm.misc.hunting-horn", "Hunting horn" => gear(2500, 600),
        Ink = "gm.misc.ink", "Ink" => gear(800, 50),
        Lantern = "gm.misc.lantern", "Lantern" => lamp(800, 300, Some(1), 20, 6),
        LockAndKey = "gm.misc.lock-and-key", "Lock and key" => gear(800, 100),
        Mirror = "gm.misc.mirror", "Mirror" => gear(1000, 10),
        Oil = "gm.misc.oil", "Oil" => gear(5, 100),
        Paper = "gm.misc.paper", "Paper" => gear(10, 3),
        Parchment = "gm.misc.parchment", "Parchment" => gear(100, 1),
        Pick = "gm.misc.pick", "Pick" => tool(100, 1000, D8, 2, 20),
        Pole = "gm.misc.pole", "Pole" => tool(2, 700, D4, 2, 14),
        Quill = "gm.misc.quill", "Quill" => gear(20, 5),
        Rope = "gm.misc.rope", "Rope" => gear(20, 300),
        RopeLight = "gm.misc.rope-light", "Rope, light" => gear(200, 100),
        Shovel = "gm.misc.shovel", "Shovel" => tool(500, 900, D6, 3, 18),
        SpikeIron = "gm.misc.spike-iron", "Spike (iron)" => gear(30, 150),
        TentEnclosed = "gm.misc.tent-enclosed", "Tent, enclosed" => gear(1500, 3200),
        ThievesTools = "gm.misc.thieves-tools", "Thieves’ tools" => gear(500, 100),
        Torch = "gm.misc.torch", "Torch" => lamp(1, 100, Some(2), 10, 3),
        TentCanopy = "gm.misc.tent-canopy", "Tent, canopy" => gear(1000, 2400),
    }
}

impl Misc {
    /// Whether activating the item needs an evasion roll: it has an
    /// activation time and the character is in combat.
    #[must_use]
    pub const fn needs_evasion_roll(self, in_combat: bool) -> bool {
        in_combat && self.row().activation_rounds.is_some()
    }
}

/// A book or journal of `tens_of_pages` tens of pages: the base price and
/// bulk plus, per ten pages, .03 bulk and .1 sc (handwritten, blank journal)
/// or .15 sc (printed). Returns `None` for a row that is not a book.
///
/// # Errors
///
/// [`Error::Overflow`] for absurd page counts.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{book, Misc, Price};
/// use osr_encumbrance::bulk::Bulk;
///
/// let tome = book(Misc::BookHandwritten, 10)?.unwrap();
/// assert_eq!((tome.cost, tome.bulk), (Price::whole(6), Some(Bulk::hundredths(80))));
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn book(row: Misc, tens_of_pages: u32) -> Result<Option<Goods>, Error> {
    let per_ten = match row {
        Misc::BookHandwritten | Misc::JournalBlank => sc(10),
        Misc::BookPrinted => sc(15),
        _ => return Ok(None),
    };
    let base = row.row();
    let overflow = Error::Overflow { what: "book" };
    let cost = per_ten
        .checked_mul(u64::from(tens_of_pages))
        .and_then(|extra| base.cost.checked_add(extra))
        .ok_or(overflow)?;
    let bulk = b(3)
        .checked_mul(tens_of_pages)
        .and_then(|extra| base.bulk.checked_add(extra))
        .ok_or(overflow)?;
    Ok(Some(Goods {
        cost,
        bulk: Some(bulk),
    }))
}

/// Penalty to lock-pick attempts for a lock of `cost`: 1 per doubling of the
/// basic lock's 8 sc (cheaper locks: 0; part doublings round down).
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{lock_pick_penalty, Price};
///
/// assert_eq!(lock_pick_penalty(Price::whole(32)), 2);
/// ```
#[must_use]
pub fn lock_pick_penalty(cost: Price) -> u32 {
    let base = Misc::LockAndKey.row().cost.subunits();
    let mut penalty = 0;
    let mut threshold = base.saturating_mul(2);
    while cost.subunits() >= threshold {
        penalty += 1;
        threshold = match threshold.checked_mul(2) {
            Some(next) => next,
            None => break,
        };
    }
    penalty
}
