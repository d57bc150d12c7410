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

mod ammo;
mod armor;
mod food;
mod ingredients;
mod misc;
mod reactions;
mod size;
mod stock;
mod upkeep;
mod weapons;

use osr_core::{Dice, Die};
use osr_encumbrance::bulk::Bulk;
pub use osr_encumbrance::bulk::gods_and_monsters::Size;

use crate::Money;

pub use self::ammo::{Ammo, AmmoRow, USUAL_LOTS};
pub use self::armor::{Access, Armor, ArmorKind, ArmorRow, Levels, helmet_cost};
pub use self::food::{
    Food, POUNDS_PER_GALLON, POUNDS_PER_PINT, PRIVATE_ROOM_EXTRA_PERSON, SIMPLE_MEAL_KEEPS_DAYS,
};
pub use self::ingredients::{CarvingMaterial, Ingredient, carving};
pub use self::misc::{GearRow, Improvised, Light, Misc, book, lock_pick_penalty};
pub use self::reactions::{AttackForm, ITEM_REACTION_BASE, Material};
pub use self::size::{size_attack_penalty, sized_cost, sized_damage, sized_range};
pub use self::stock::{Animal, Holds, Stock, StockRow, Tack};
pub use self::upkeep::{
    BASIC_LIVING_PER_DAY, EXTRAVAGANT_LIVING_PER_DAY, POOR_LIVING_PER_WEEK,
    animal_upkeep_per_month, armor_upkeep_per_month, weapon_upkeep_per_year,
};
pub use self::weapons::{SizedWeapon, Weapon, WeaponClass, WeaponRow};

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

/// How Gods & Monsters rounds money: the rulebook prices nothing finer than
/// .01 sc and says nothing of rounding shares of a price, so a share (the
/// helmet's 10%, upkeep's 5% and 10%) is rounded to the nearest .01 sc,
/// halves up, the way the rulebook tells ranges to "round normally".
fn share(cost: Price, percent: u64) -> Price {
    cost.share_rounded(percent, 100)
}
