//! Food and lodging, and the weight of liquids.

use super::{Goods, Price, goods, sc};

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
