//! Gods & Monsters: every equipment table, the size rules and upkeep.
//!
//! Prices are in silver coins (sc) held exactly as hundredths ([`Price`]);
//! bulks are [`Bulk`] values from osr-encumbrance, so an item's load is
//! already in the unit the carry rules use. A blank bulk cell (rooms,
//! animals) is `None`.
//!
//! # Examples
//!
//! ```
//! use osr_equipment::gods_and_monsters::{Misc, Price, Weapon};
//! use osr_encumbrance::bulk::Bulk;
//!
//! let spear = Weapon::Spear.row();
//! assert_eq!((spear.damage.to_string(), spear.range, spear.bulk, spear.cost),
//!            ("d6".into(), Some(6), Bulk::whole(8), Price::from_subunits(80)));
//! let torch = Misc::Torch.row();
//! assert_eq!(torch.cost.to_string(), "0.01");
//! ```

use osr_core::{DamageStep, Dice, Die};
use osr_encumbrance::bulk::Bulk;
pub use osr_encumbrance::bulk::gods_and_monsters::Size;

use crate::{Error, Money};

/// Money in hundredths of a silver coin (sc), the finest step of the price
/// tables. Displays in sc (`0.01`, `1.5`). Text and JSON: silver coins as a
/// string (`"1.5"`, `"0.01"`); finer than .01 sc is refused.
pub type Price = Money<100>;

/// `n` hundredths of a silver coin.
const fn sc(hundredths: u64) -> Price {
    Price::from_subunits(hundredths)
}

/// `n` hundredths of a bulk point.
const fn b(hundredths: u32) -> Bulk {
    Bulk::hundredths(hundredths)
}

const D1: Dice = Dice::one(Die::D1);
const D2: Dice = Dice::one(Die::D2);
const D3: Dice = Dice::one(Die::D3);
const D4: Dice = Dice::one(Die::D4);
const D6: Dice = Dice::one(Die::D6);
const D8: Dice = Dice::one(Die::D8);
const D10: Dice = Dice::one(Die::D10);
const D12: Dice = Dice::one(Die::D12);
const TWO_D6: Dice = match Dice::new(2, Die::D6) {
    Ok(dice) => dice,
    Err(_) => panic!("2d6 is a valid pool"),
};

/// A row of a simple price table: cost, and bulk when the item is carried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersGoods")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Goods {
    /// Price.
    pub cost: Price,
    /// Bulk; `None` when the item is not carried.
    pub bulk: Option<Bulk>,
}

const fn goods(cost: u64, bulk: u32) -> Goods {
    Goods {
        cost: sc(cost),
        bulk: Some(b(bulk)),
    }
}

catalog! {
    /// Food and lodging (room prices are per night).
    pub enum Food: Goods, table "gm.food" {
        BeerPint = "gm.food.beer-pint", "Beer, pint" => goods(20, 300),
        BeerHalfGallon = "gm.food.beer-half-gallon", "Beer, half-gallon" => goods(40, 500),
        BeerThreeGallons = "gm.food.beer-three-gallons", "Beer, three gallons" => goods(200, 2600),
        RoomCommon = "gm.food.room-common", "Room, common" => Goods { cost: sc(40), bulk: None },
        RoomPrivate = "gm.food.room-private", "Room, private" => Goods { cost: sc(100), bulk: None },
        DryFood = "gm.food.dry-food", "Dry food" => goods(500, 1000),
        MealSimple = "gm.food.meal-simple", "Meal, simple" => goods(30, 200),
        MealFancy = "gm.food.meal-fancy", "Meal, fancy" => goods(200, 200),
        WinePint = "gm.food.wine-pint", "Wine, pint" => goods(50, 300),
        WineHalfGallon = "gm.food.wine-half-gallon", "Wine, half-gallon" => goods(100, 500),
        WineThreeGallons = "gm.food.wine-three-gallons", "Wine, three gallons" => goods(500, 2600),
    }
}

/// The usual extra charge per extra person in a private room: .5 to 1 sc.
pub const PRIVATE_ROOM_EXTRA_PERSON: (Price, Price) = (sc(50), sc(100));
/// Days a simple meal keeps; a fancy meal keeps 1; dry food lasts a week.
pub const SIMPLE_MEAL_KEEPS_DAYS: u32 = 2;
/// Pounds a pint of liquid weighs.
pub const POUNDS_PER_PINT: u32 = 1;
/// Pounds a gallon of liquid weighs.
pub const POUNDS_PER_GALLON: u32 = 8;

catalog! {
    /// Ingredients (wooden carvings; see [`carving`] for other materials).
    pub enum Ingredient: Goods, table "gm.ingredient" {
        AnimalPartCommon = "gm.ingredient.animal-part-common", "Animal part, common" => goods(30, 30),
        AnimalPartUncommon = "gm.ingredient.animal-part-uncommon", "Animal part, uncommon" => goods(150, 30),
        AnimalPartRare = "gm.ingredient.animal-part-rare", "Animal part, rare" => goods(400, 30),
        CarvingSimple = "gm.ingredient.carving-simple", "Carving, simple" => goods(50, 10),
        CarvingComplex = "gm.ingredient.carving-complex", "Carving, complex" => goods(200, 50),
        HerbCommon = "gm.ingredient.herb-common", "Herb, common" => goods(10, 10),
        HerbUncommon = "gm.ingredient.herb-uncommon", "Herb, uncommon" => goods(50, 10),
        HerbRare = "gm.ingredient.herb-rare", "Herb, rare" => goods(100, 30),
    }
}

/// What a carving is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum CarvingMaterial {
    /// The listed price and bulk.
    Wood,
    /// Twice the price.
    Bone,
    /// Twice the price.
    Metal,
    /// Four times the price and four times the bulk.
    Stone,
}

/// A carving's price and bulk in another material. Returns `None` for a
/// row that is not a carving.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{carving, CarvingMaterial, Ingredient, Price};
/// use osr_encumbrance::bulk::Bulk;
///
/// let stone = carving(Ingredient::CarvingComplex, CarvingMaterial::Stone).unwrap();
/// assert_eq!((stone.cost, stone.bulk), (Price::whole(8), Some(Bulk::whole(2))));
/// ```
#[must_use]
pub fn carving(row: Ingredient, material: CarvingMaterial) -> Option<Goods> {
    if !matches!(row, Ingredient::CarvingSimple | Ingredient::CarvingComplex) {
        return None;
    }
    let base = row.row();
    let (cost, bulk) = match material {
        CarvingMaterial::Wood => (1, 1),
        CarvingMaterial::Bone | CarvingMaterial::Metal => (2, 1),
        CarvingMaterial::Stone => (4, 4),
    };
    Some(Goods {
        cost: base.cost.checked_mul(cost)?,
        bulk: Some(base.bulk?.checked_mul(bulk)?),
    })
}

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
    serde(rename_all = "kebab-case")
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
    pub rounds_to_reach: Option<u8>,
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
    serde(rename_all = "kebab-case")
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
    pub activation_rounds: Option<u8>,
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
    activation: Option<u8>,
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

/// Who may use a weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersWeaponClass")
)]
pub enum WeaponClass {
    /// Anyone.
    Simple,
    /// Warriors, or anyone with the Fighting Art skill "basic weapons".
    Basic,
    /// Warriors only.
    Warrior,
}

impl WeaponClass {
    /// Whether a character may use weapons of this class.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::WeaponClass;
    ///
    /// // A thief with the "basic weapons" skill: crossbow yes, longbow no.
    /// assert!(WeaponClass::Basic.usable_by(false, true));
    /// assert!(!WeaponClass::Warrior.usable_by(false, true));
    /// ```
    #[must_use]
    pub const fn usable_by(self, warrior: bool, basic_weapons_skill: bool) -> bool {
        match self {
            Self::Simple => true,
            Self::Basic => warrior || basic_weapons_skill,
            Self::Warrior => warrior,
        }
    }
}

/// A row of the weapon tables. Blank cells are `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersWeaponRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WeaponRow {
    /// Who may use it.
    pub class: WeaponClass,
    /// Survival lost by the target on a hit.
    pub damage: Dice,
    /// Actions to throw or fire it (melee use always takes 1).
    pub fire_actions: Option<u8>,
    /// Range in yards when thrown or fired.
    pub range: Option<u32>,
    /// Hands needed for mechanical reasons.
    pub hands: Option<u8>,
    /// Yards of space needed on either side.
    pub space: Option<u8>,
    /// Bulk.
    pub bulk: Bulk,
    /// Price.
    pub cost: Price,
    /// Usable only while mounted (the lance).
    pub mounted_only: bool,
}

#[allow(clippy::too_many_arguments)]
const fn weapon(
    class: WeaponClass,
    damage: Dice,
    fire_actions: u8,
    range: u32,
    hands: u8,
    space: u8,
    bulk: u32,
    cost: u64,
) -> WeaponRow {
    const fn blank(n: u8) -> Option<u8> {
        if n == 0 { None } else { Some(n) }
    }
    WeaponRow {
        class,
        damage,
        fire_actions: blank(fire_actions),
        range: if range == 0 { None } else { Some(range) },
        hands: blank(hands),
        space: blank(space),
        bulk: Bulk::whole(bulk),
        cost: sc(cost),
        mounted_only: false,
    }
}

use WeaponClass::{Basic, Simple, Warrior};

catalog! {
    /// Weapons: simple, basic and warrior (0 in a cell below is a blank).
    pub enum Weapon: WeaponRow, table "gm.weapon" {
        Club = "gm.weapon.club", "Club" => weapon(Simple, D4, 2, 2, 0, 1, 10, 10),
        Dagger = "gm.weapon.dagger", "Dagger" => weapon(Simple, D4, 1, 3, 0, 0, 2, 200),
        Dart = "gm.weapon.dart", "Dart" => weapon(Simple, D3, 1, 4, 0, 0, 2, 40),
        HandGun = "gm.weapon.hand-gun", "Hand Gun" => weapon(Simple, D6, 4, 8, 2, 0, 9, 4500),
        Knife = "gm.weapon.knife", "Knife" => weapon(Simple, D3, 1, 3, 0, 0, 2, 100),
        Quarterstaff = "gm.weapon.quarterstaff", "Quarterstaff" => weapon(Simple, D6, 2, 1, 0, 2, 12, 50),
        Sling = "gm.weapon.sling", "Sling" => weapon(Simple, D4, 1, 10, 2, 2, 4, 200),
        WheelLock = "gm.weapon.wheel-lock", "Wheel Lock" => weapon(Simple, D8, 2, 10, 2, 0, 14, 15000),
        WheelLockPistol = "gm.weapon.wheel-lock-pistol", "Wheel Lock Pistol" => weapon(Simple, D6, 2, 5, 2, 0, 8, 10000),
        Arquebus = "gm.weapon.arquebus", "Arquebus" => weapon(Basic, D8, 3, 10, 2, 0, 13, 5500),
        BrassKnuckles = "gm.weapon.brass-knuckles", "Brass Knuckles" => weapon(Basic, D3, 0, 0, 0, 0, 1, 100),
        Crossbow = "gm.weapon.crossbow", "Crossbow" => weapon(Basic, D6, 2, 15, 2, 0, 11, 3500),
        HandAxe = "gm.weapon.hand-axe", "Hand Axe" => weapon(Basic, D6, 1, 3, 0, 1, 8, 200),
        MatchlockPistol = "gm.weapon.matchlock-pistol", "Matchlock Pistol" => weapon(Basic, D6, 3, 5, 2, 0, 10, 5000),
        MetalGlove = "gm.weapon.metal-glove", "Metal Glove" => weapon(Basic, D4, 0, 0, 0, 0, 1, 400),
        ShortSword = "gm.weapon.short-sword", "Short sword" => weapon(Basic, D6, 2, 2, 0, 1, 6, 800),
        Spear = "gm.weapon.spear", "Spear" => weapon(Basic, D6, 1, 6, 0, 0, 8, 80),
        Battleaxe = "gm.weapon.battleaxe", "Battleaxe" => weapon(Warrior, D10, 2, 2, 0, 2, 18, 700),
        Bow = "gm.weapon.bow", "Bow" => weapon(Warrior, D6, 1, 20, 2, 0, 8, 2500),
        GreatSword = "gm.weapon.great-sword", "Great sword" => weapon(Warrior, TWO_D6, 2, 2, 0, 2, 22, 4000),
        HeavyCrossbow = "gm.weapon.heavy-crossbow", "Heavy Crossbow" => weapon(Warrior, D8, 3, 25, 2, 0, 17, 7500),
        Javelin = "gm.weapon.javelin", "Javelin" => weapon(Warrior, D4, 1, 5, 0, 0, 4, 60),
        Lance = "gm.weapon.lance", "Lance" => WeaponRow { mounted_only: true, ..weapon(Warrior, D12, 2, 2, 0, 0, 16, 1400) },
        Longbow = "gm.weapon.longbow", "Longbow" => weapon(Warrior, D6, 1, 25, 2, 0, 12, 5000),
        LongSword = "gm.weapon.long-sword", "Long sword" => weapon(Warrior, D8, 2, 3, 0, 1, 8, 2000),
        Mace = "gm.weapon.mace", "Mace" => weapon(Warrior, D6, 2, 1, 0, 1, 12, 300),
        MorningStar = "gm.weapon.morning-star", "Morning Star" => weapon(Warrior, D8, 2, 4, 0, 2, 17, 600),
        Rapier = "gm.weapon.rapier", "Rapier" => weapon(Warrior, D6, 2, 3, 0, 1, 7, 2000),
        Scimitar = "gm.weapon.scimitar", "Scimitar" => weapon(Warrior, D8, 2, 2, 0, 1, 8, 1500),
        WarHammer = "gm.weapon.war-hammer", "War hammer" => weapon(Warrior, D8, 2, 4, 0, 2, 16, 500),
    }
}

/// A weapon made for a creature of some size, priced in a culture of
/// another size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SizedWeapon {
    /// Damage, moved along the damage progression.
    pub damage: Dice,
    /// Range, doubled or halved per size step (rounded, at least 1).
    pub range: Option<u32>,
    /// Price in the buying culture.
    pub cost: Price,
    /// Bulk for a creature of the size it was made for.
    pub bulk: Bulk,
}

impl Weapon {
    /// The weapon made for a `made_for` creature, bought in a `culture`
    /// culture (table values are for medium weapons).
    ///
    /// # Errors
    ///
    /// [`Error::OffProgression`] for damage off the progression (the great
    /// sword's 2d6, darts' d3); [`Error::Overflow`] for absurd prices.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{Price, Size, Weapon};
    ///
    /// let large = Weapon::LongSword.sized(Size::Large, Size::Medium)?;
    /// assert_eq!((large.damage.to_string(), large.range, large.cost),
    ///            ("d10".into(), Some(6), Price::whole(40)));
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn sized(self, made_for: Size, culture: Size) -> Result<SizedWeapon, Error> {
        let row = self.row();
        Ok(SizedWeapon {
            damage: sized_damage(row.damage, made_for)?,
            range: row.range.map(|range| sized_range(range, made_for)),
            cost: sized_cost(row.cost, made_for, culture)?,
            bulk: row.bulk,
        })
    }
}

/// Damage of a weapon made for a `size` creature, from its medium damage:
/// one step along the damage progression per size step.
///
/// # Errors
///
/// [`Error::OffProgression`] for dice off the progression;
/// [`Error::Core`] (out of range) below the flat 1.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die};
/// use osr_equipment::gods_and_monsters::{sized_damage, Size};
///
/// assert_eq!(sized_damage(Dice::one(Die::D10), Size::Small)?.to_string(), "d8");
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn sized_damage(medium: Dice, size: Size) -> Result<Dice, Error> {
    let step = DamageStep::of(medium).ok_or(Error::OffProgression { dice: medium })?;
    Ok(step.shifted(Size::Medium.steps_to(size))?.dice())
}

/// Range of a weapon made for a `size` creature, from its medium range:
/// doubled per step up, halved per step down, rounded half up, at least 1.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{sized_range, Size};
///
/// assert_eq!(sized_range(3, Size::Small), 2);
/// assert_eq!(sized_range(3, Size::Titanic), 48);
/// ```
#[must_use]
pub fn sized_range(medium: u32, size: Size) -> u32 {
    let steps = Size::Medium.steps_to(size);
    let range = u64::from(medium);
    let scaled = if steps >= 0 {
        range << steps.unsigned_abs()
    } else {
        let divisor = 1u64 << steps.unsigned_abs();
        (2 * range + divisor) / (2 * divisor)
    };
    u32::try_from(scaled).unwrap_or(u32::MAX).max(1)
}

/// Price of an item made for a `made_for` creature in a `culture` culture:
/// doubled for each size step between them.
///
/// # Errors
///
/// [`Error::Overflow`] for absurd prices.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{sized_cost, Price, Size};
///
/// assert_eq!(sized_cost(Price::whole(20), Size::Tiny, Size::Medium)?, Price::whole(80));
/// assert_eq!(sized_cost(Price::whole(20), Size::Tiny, Size::Tiny)?, Price::whole(20));
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn sized_cost(cost: Price, made_for: Size, culture: Size) -> Result<Price, Error> {
    let steps = made_for.steps_to(culture).unsigned_abs();
    cost.checked_mul(1u64 << steps)
        .ok_or(Error::Overflow { what: "price" })
}

/// Attack penalty for using a weapon made for another size: 1 per step.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{size_attack_penalty, Size};
///
/// assert_eq!(size_attack_penalty(Size::Medium, Size::Small), 1);
/// ```
#[must_use]
pub const fn size_attack_penalty(weapon: Size, user: Size) -> u32 {
    weapon.steps_to(user).unsigned_abs()
}

/// A row of the ammunition table (per single unit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersAmmoRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AmmoRow {
    /// Price of one unit.
    pub cost: Price,
    /// Bulk of one unit.
    pub bulk: Bulk,
    /// Use as a hand weapon.
    pub as_weapon: Option<Improvised>,
    /// What it holds, for containers.
    pub holds: Option<Holds>,
}

const fn ammo(cost: u64, bulk: u32) -> AmmoRow {
    AmmoRow {
        cost: sc(cost),
        bulk: b(bulk),
        as_weapon: None,
        holds: None,
    }
}

const fn missile(cost: u64, bulk: u32, damage: Dice) -> AmmoRow {
    AmmoRow {
        as_weapon: Some(Improvised {
            damage,
            attack_penalty: 2,
            weapon_bulk: None,
        }),
        ..ammo(cost, bulk)
    }
}

catalog! {
    /// Ammunition, priced per unit.
    pub enum Ammo: AmmoRow, table "gm.ammo" {
        Arrow = "gm.ammo.arrow", "Arrow" => missile(10, 20, D3),
        CrossbowBolt = "gm.ammo.crossbow-bolt", "Crossbow Bolt" => missile(10, 20, D1),
        CrossbowBoltHeavy = "gm.ammo.crossbow-bolt-heavy", "Crossbow Bolt, heavy" => missile(20, 30, D2),
        GunBullet = "gm.ammo.gun-bullet", "Gun bullet" => ammo(5, 5),
        GunPowder = "gm.ammo.gun-powder", "Gun powder (1 use)" => ammo(30, 5),
        PowderBag = "gm.ammo.powder-bag", "Powder bag" => AmmoRow { holds: Some(Holds::PowderUses(6)), ..ammo(100, 20) },
        PowderHorn = "gm.ammo.powder-horn", "Powder horn" => AmmoRow { holds: Some(Holds::PowderUses(20)), ..ammo(400, 50) },
        Quiver = "gm.ammo.quiver", "Quiver" => AmmoRow { holds: Some(Holds::Missiles(20)), ..ammo(100, 100) },
        SlingBullet = "gm.ammo.sling-bullet", "Sling bullet" => ammo(1, 5),
    }
}

/// The lot sizes sellers usually sell ammunition in.
pub const USUAL_LOTS: [u32; 4] = [10, 12, 16, 20];

impl Ammo {
    /// Price and bulk of `count` units.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] for absurd counts.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{Ammo, Price};
    /// use osr_encumbrance::bulk::Bulk;
    ///
    /// assert_eq!(Ammo::CrossbowBoltHeavy.lot(12)?, (Price::from_subunits(240), Bulk::hundredths(360)));
    /// # Ok::<(), osr_equipment::Error>(())
    /// ```
    pub fn lot(self, count: u32) -> Result<(Price, Bulk), Error> {
        let row = self.row();
        let overflow = Error::Overflow {
            what: "ammunition lot",
        };
        Ok((
            row.cost.checked_mul(u64::from(count)).ok_or(overflow)?,
            row.bulk.checked_mul(count).ok_or(overflow)?,
        ))
    }
}

/// Where a piece of armour is worn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersArmorKind")
)]
pub enum ArmorKind {
    /// Body armour: one at a time.
    Body,
    /// A shield: needs a free hand.
    Shield,
    /// A full helmet, worn with any body armour.
    Helmet,
}

/// Whether an archetype may use a piece of armour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersAccess")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Access {
    /// At any level.
    Any,
    /// From this level on.
    FromLevel(u8),
    /// Never.
    Never,
}

impl Access {
    /// Whether a character of `level` in the archetype has access (level 0:
    /// no levels in it).
    #[must_use]
    pub const fn allows(self, level: u8) -> bool {
        match self {
            Self::Any => level > 0,
            Self::FromLevel(min) => level > 0 && level >= min,
            Self::Never => false,
        }
    }
}

/// A row of the armor table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersArmorRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ArmorRow {
    /// Where it is worn.
    pub kind: ArmorKind,
    /// Defense bonus.
    pub defense: u8,
    /// Price; `None` for the full helmet, whose price depends on the other
    /// armour worn ([`helmet_cost`]).
    pub cost: Option<Price>,
    /// Bulk while worn.
    pub bulk_worn: Bulk,
    /// Warriors' access.
    pub warrior: Access,
    /// Thieves', prophets' and monks' access.
    pub thief_prophet_monk: Access,
    /// Bulk multiplier when carried rather than worn; `None` where the
    /// rulebook does not say (scale mail, full helmet).
    pub carried_multiplier: Option<u8>,
    /// The defense counts against one chosen opponent per round only.
    pub one_opponent: bool,
}

const fn armor(
    kind: ArmorKind,
    defense: u8,
    cost: u32,
    bulk: u32,
    warrior: Access,
    thief_prophet_monk: Access,
    carried_multiplier: Option<u8>,
) -> ArmorRow {
    ArmorRow {
        kind,
        defense,
        cost: Some(Price::whole(cost)),
        bulk_worn: Bulk::whole(bulk),
        warrior,
        thief_prophet_monk,
        carried_multiplier,
        one_opponent: false,
    }
}

use Access::{Any, FromLevel as L, Never};
use ArmorKind::{Body, Helmet, Shield as Held};

catalog! {
    /// Armor, shields and the full helmet.
    pub enum Armor: ArmorRow, table "gm.armor" {
        Cloth = "gm.armor.cloth", "Cloth" => armor(Body, 1, 3, 8, Any, Any, Some(2)),
        Leather = "gm.armor.leather", "Leather" => armor(Body, 2, 8, 5, L(1), L(1), Some(2)),
        BandedLeather = "gm.armor.banded-leather", "Banded Leather" => armor(Body, 3, 15, 8, L(1), L(1), Some(2)),
        ScaleMail = "gm.armor.scale-mail", "Scale Mail" => armor(Body, 4, 45, 20, L(1), Never, None),
        ChainMail = "gm.armor.chain-mail", "Chain Mail" => armor(Body, 5, 80, 15, L(1), L(2), Some(2)),
        SplintMail = "gm.armor.splint-mail", "Splint Mail" => armor(Body, 6, 70, 25, L(2), Never, Some(3)),
        PlateMail = "gm.armor.plate-mail", "Plate Mail" => armor(Body, 7, 300, 25, L(3), Never, Some(3)),
        FullPlate = "gm.armor.full-plate", "Full Plate" => armor(Body, 8, 1000, 30, L(4), Never, Some(3)),
        CeremonialPlate = "gm.armor.ceremonial-plate", "Ceremonial Plate" => armor(Body, 9, 2000, 40, L(5), Never, Some(3)),
        Shield = "gm.armor.shield", "Shield" => armor(Held, 1, 5, 6, L(1), L(2), Some(2)),
        LargeShield = "gm.armor.large-shield", "Large Shield" => armor(Held, 2, 15, 12, L(2), Never, Some(2)),
        SmallShield = "gm.armor.small-shield", "Small Shield" => ArmorRow { one_opponent: true, ..armor(Held, 1, 5, 2, L(3), Never, Some(2)) },
        FullHelmet = "gm.armor.full-helmet", "Full Helmet" => ArmorRow { cost: None, ..armor(Helmet, 1, 10, 4, L(1), Never, None) },
    }
}

/// A character's levels in each archetype (0: none).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Levels {
    /// Warrior levels.
    pub warrior: u8,
    /// Thief levels.
    pub thief: u8,
    /// Prophet levels.
    pub prophet: u8,
    /// Monk levels.
    pub monk: u8,
    /// Sorceror levels (sorcerors may use no armour).
    pub sorceror: u8,
}

impl Armor {
    /// Bulk when carried rather than worn, if the rulebook gives its
    /// multiplier.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::Armor;
    /// use osr_encumbrance::bulk::Bulk;
    ///
    /// assert_eq!(Armor::ChainMail.carried_bulk(), Some(Bulk::whole(30)));
    /// assert_eq!(Armor::PlateMail.carried_bulk(), Some(Bulk::whole(75)));
    /// ```
    #[must_use]
    pub fn carried_bulk(self) -> Option<Bulk> {
        let row = self.row();
        row.bulk_worn
            .checked_mul(u32::from(row.carried_multiplier?))
    }

    /// Whether a character with these levels may use the armour: a level
    /// high enough in at least one archetype that can use it. Thieves,
    /// prophets and monks may wear chain mail only if it is magically light.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{Armor, Levels};
    ///
    /// let warrior_2 = Levels { warrior: 2, ..Levels::default() };
    /// assert!(Armor::SplintMail.usable_by(warrior_2, false));
    /// assert!(!Armor::PlateMail.usable_by(warrior_2, false));
    /// ```
    #[must_use]
    pub const fn usable_by(self, levels: Levels, magically_light: bool) -> bool {
        let row = self.row();
        if row.warrior.allows(levels.warrior) {
            return true;
        }
        if matches!(self, Self::ChainMail) && !magically_light {
            return false;
        }
        row.thief_prophet_monk.allows(levels.thief)
            || row.thief_prophet_monk.allows(levels.prophet)
            || row.thief_prophet_monk.allows(levels.monk)
    }
}

/// How Gods & Monsters rounds money: the rulebook prices nothing finer than
/// .01 sc and says nothing of rounding shares of a price, so a share (the
/// helmet's 10%, upkeep's 5% and 10%) is rounded to the nearest .01 sc,
/// halves up, the way the rulebook tells ranges to "round normally".
fn share(cost: Price, percent: u64) -> Price {
    cost.share_rounded(percent, 100)
}

/// Price of a full helmet: at least 10 sc, or 10% of the other armour worn
/// if that is more, rounded to the nearest .01 sc (halves up; see
/// [`weapon_upkeep_per_year`] for the reading).
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{helmet_cost, Price};
///
/// assert_eq!(helmet_cost(Price::whole(1000)), Price::whole(100));
/// assert_eq!(helmet_cost(Price::whole(8)), Price::whole(10));
/// // 10% of 123.45 sc is 12.345 sc: rounded half up to 12.35.
/// assert_eq!(helmet_cost(Price::from_subunits(12_345)).to_string(), "12.35");
/// ```
#[must_use]
pub fn helmet_cost(other_armor: Price) -> Price {
    share(other_armor, 10).max(Price::whole(10))
}

/// Yearly maintenance of a weapon: 10% of its price.
///
/// The rulebook prices nothing finer than .01 sc and does not say how a
/// share of a price is rounded; this crate rounds every share (upkeep, the
/// helmet's 10%) to the nearest .01 sc, halves up, as the rulebook tells
/// ranges to "round normally".
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{weapon_upkeep_per_year, Price, Weapon};
///
/// assert_eq!(weapon_upkeep_per_year(Weapon::LongSword.row().cost), Price::whole(2));
/// // A club's .1 sc: .01 sc a year.
/// assert_eq!(weapon_upkeep_per_year(Weapon::Club.row().cost).to_string(), "0.01");
/// ```
#[must_use]
pub fn weapon_upkeep_per_year(cost: Price) -> Price {
    share(cost, 10)
}

/// Monthly maintenance of armour: 5% of its price, rounded to the nearest
/// .01 sc (halves up; see [`weapon_upkeep_per_year`]).
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{armor_upkeep_per_month, Price};
///
/// // Cloth costs 3 sc: 5% is .15 sc.
/// assert_eq!(armor_upkeep_per_month(Price::whole(3)).to_string(), "0.15");
/// ```
#[must_use]
pub fn armor_upkeep_per_month(cost: Price) -> Price {
    share(cost, 5)
}

/// Monthly upkeep of an animal: 10% of its price for riding animals, 5% for
/// others, rounded to the nearest .01 sc (halves up; see
/// [`weapon_upkeep_per_year`]).
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{animal_upkeep_per_month, Stock};
///
/// assert_eq!(animal_upkeep_per_month(Stock::HorseRiding.row().cost, true).to_string(), "7.5");
/// ```
#[must_use]
pub fn animal_upkeep_per_month(cost: Price, riding: bool) -> Price {
    share(cost, if riding { 10 } else { 5 })
}

/// Basic living expenses per day.
pub const BASIC_LIVING_PER_DAY: Price = Price::whole(1);
/// Poor living expenses per week (as little as).
pub const POOR_LIVING_PER_WEEK: Price = Price::whole(1);
/// Extravagant living expenses per day: from 10 to 100 sc.
pub const EXTRAVAGANT_LIVING_PER_DAY: (Price, Price) = (Price::whole(10), Price::whole(100));

/// An item's material, for item reactions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Material {
    /// Glass.
    Glass,
    /// Ice.
    Ice,
    /// Metal.
    Metal,
    /// Paper.
    Paper,
    /// Stone.
    Stone,
    /// Wood.
    Wood,
}

/// An attack form an item may react to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum AttackForm {
    /// Fire.
    Fire,
    /// Bludgeoning.
    Bludgeon,
    /// Acid.
    Acid,
}

/// Base target of an item reaction.
pub const ITEM_REACTION_BASE: i32 = 4;

impl Material {
    /// Modifier to the item's reaction against an attack form (blank cells 0).
    #[must_use]
    pub const fn modifier(self, form: AttackForm) -> i32 {
        use AttackForm::{Acid, Bludgeon, Fire};
        match (self, form) {
            (Self::Glass, Fire) | (Self::Stone, Fire) => 8,
            (Self::Glass, Acid) => 16,
            (Self::Ice, Acid) | (Self::Paper, Acid) => 8,
            (Self::Metal, Fire) | (Self::Paper, Bludgeon) => 6,
            (Self::Metal, Bludgeon) | (Self::Wood, Acid) => 5,
            (Self::Paper, Fire) => -2,
            (Self::Stone, Acid) => 10,
            (Self::Wood, Bludgeon) => 3,
            _ => 0,
        }
    }

    /// Thickness, in sixteenths of an inch, at which the thickness bonus
    /// starts: a quarter inch, half an inch or an inch.
    #[must_use]
    pub const fn bonus_thickness(self) -> u32 {
        match self {
            Self::Glass | Self::Metal => 4,
            Self::Ice | Self::Paper => 8,
            Self::Stone | Self::Wood => 16,
        }
    }

    /// Thickness bonus for `sixteenths` of an inch: 0 below the bonus
    /// thickness, +1 at it, +1 more per doubling.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::Material;
    ///
    /// assert_eq!(Material::Glass.thickness_bonus(8), 2); // half an inch
    /// ```
    #[must_use]
    pub const fn thickness_bonus(self, sixteenths: u32) -> i32 {
        let base = self.bonus_thickness();
        if sixteenths < base {
            return 0;
        }
        let mut bonus = 1;
        let mut at = base;
        while at <= sixteenths / 2 {
            at *= 2;
            bonus += 1;
        }
        bonus
    }

    /// The target an item of this material and thickness must roll under
    /// to escape damage from an attack form: 4 + modifier + thickness bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{AttackForm, Material};
    ///
    /// assert_eq!(Material::Glass.reaction_target(AttackForm::Fire, 4), 13);
    /// ```
    #[must_use]
    pub const fn reaction_target(self, form: AttackForm, sixteenths: u32) -> i32 {
        ITEM_REACTION_BASE + self.modifier(form) + self.thickness_bonus(sixteenths)
    }
}
