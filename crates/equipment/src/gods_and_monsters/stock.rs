//! Animals and containers, and riding tack.

use osr_encumbrance::bulk::Bulk;

use super::{Price, b, sc};

/// An animal's movement and what it carries without slowing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersAnimal")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Animal {
    /// Movement.
    pub movement: u32,
    /// Bulk carried, packed sensibly with saddlebags or saddles.
    pub carries: Bulk,
    /// Horses, ponies, mules and donkeys jog, run and sprint at twice the
    /// movement chart's speed for their movement.
    pub fast_gaits: bool,
}

/// What a container holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersHolds")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Holds {
    /// Pints of liquid.
    Pints(u32),
    /// Gallons of liquid.
    Gallons(u32),
    /// Arrows or crossbow bolts.
    Missiles(u32),
    /// Uses of gun powder.
    PowderUses(u32),
}

/// A row of the animals and containers table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersStockRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StockRow {
    /// Price.
    pub cost: Price,
    /// Bulk; `None` for animals.
    pub bulk: Option<Bulk>,
    /// Movement and carrying capacity of an animal.
    pub animal: Option<Animal>,
    /// What a container holds, where the table says.
    pub holds: Option<Holds>,
    /// Rounds to pull something out (the backpack's 1).
    pub rounds_to_reach: Option<u32>,
}

const fn item(cost: u64, bulk: u32) -> StockRow {
    StockRow {
        cost: sc(cost),
        bulk: Some(b(bulk)),
        animal: None,
        holds: None,
        rounds_to_reach: None,
    }
}

const fn animal(cost: u64, movement: u32, carries: u32, fast_gaits: bool) -> StockRow {
    StockRow {
        cost: sc(cost),
        bulk: None,
        animal: Some(Animal {
            movement,
            carries: Bulk::whole(carries),
            fast_gaits,
        }),
        holds: None,
        rounds_to_reach: None,
    }
}

const fn container(cost: u64, bulk: u32, holds: Holds) -> StockRow {
    StockRow {
        holds: Some(holds),
        ..item(cost, bulk)
    }
}

catalog! {
    /// Animals and containers.
    pub enum Stock: StockRow, table "gm.stock" {
        Backpack = "gm.stock.backpack", "Backpack" => StockRow { rounds_to_reach: Some(1), ..item(200, 200) },
        Donkey = "gm.stock.donkey", "Donkey" => animal(700, 9, 225, true),
        HorseBitBridle = "gm.stock.horse-bit-bridle", "Horse bit & bridle" => item(150, 300),
        HorseSaddle = "gm.stock.horse-saddle", "Horse saddle" => item(1000, 2800),
        HorseSaddleBags = "gm.stock.horse-saddle-bags", "Horse saddle bags" => item(300, 500),
        HorseSaddleBlanket = "gm.stock.horse-saddle-blanket", "Horse saddle blanket" => item(30, 400),
        HorseShoe = "gm.stock.horse-shoe", "Horse shoe" => item(40, 200),
        HorsePack = "gm.stock.horse-pack", "Horse, pack" => animal(3000, 10, 200, true),
        HorseRiding = "gm.stock.horse-riding", "Horse, riding" => animal(7500, 14, 250, true),
        HorseWar = "gm.stock.horse-war", "Horse, war" => animal(20000, 14, 300, true),
        KegSmall = "gm.stock.keg-small", "Keg, small" => container(300, 600, Holds::Gallons(3)),
        Mule = "gm.stock.mule", "Mule" => animal(2000, 10, 400, true),
        Ox = "gm.stock.ox", "Ox" => animal(1200, 5, 400, false),
        Pony = "gm.stock.pony", "Pony" => animal(3000, 12, 180, true),
        PouchBelt = "gm.stock.pouch-belt", "Pouch, belt" => item(50, 50),
        PouchShoulder = "gm.stock.pouch-shoulder", "Pouch, shoulder" => item(100, 100),
        Sack = "gm.stock.sack", "Sack" => item(20, 50),
        ScrollCase = "gm.stock.scroll-case", "Scroll case" => item(80, 50),
        TrunkWooden = "gm.stock.trunk-wooden", "Trunk, wooden" => item(800, 2500),
        Waterskin = "gm.stock.waterskin", "Wineskin/Waterskin" => container(150, 100, Holds::Pints(4)),
    }
}

/// How a horse is ridden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Tack {
    /// A saddle (saddle blanket included): no penalty.
    Saddle,
    /// A saddle blanket only.
    BlanketOnly,
    /// Nothing.
    Bareback,
}

impl Tack {
    /// Penalty to the rider's riding rolls.
    #[must_use]
    pub const fn riding_penalty(self) -> u32 {
        match self {
            Self::Saddle => 0,
            Self::BlanketOnly => 2,
            Self::Bareback => 3,
        }
    }

    /// Reduction of the horse's daily movement.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::Tack;
    ///
    /// assert_eq!(14 - Tack::BlanketOnly.daily_movement_penalty(), 13);
    /// ```
    #[must_use]
    pub const fn daily_movement_penalty(self) -> u32 {
        match self {
            Self::Saddle => 0,
            Self::BlanketOnly => 1,
            Self::Bareback => 3,
        }
    }
}
