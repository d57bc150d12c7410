//! Upkeep of weapons, armor and animals, and the cost of living.

use super::{Price, share};

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
