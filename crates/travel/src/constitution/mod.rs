//! 3d6 Constitution: exploration turns, light sources, overland distance by
//! terrain and weather, encounter checks, hunting, trapping and foraging,
//! water.
//!
//! | rule | API |
//! |---|---|
//! | TC-13.1: a 10-minute exploration turn; extra degrees save turns | [`turns_needed`], [`Unit::Turn`](crate::Unit::Turn) |
//! | TC-13.2: torch 6 turns, candle 18, lantern 24 per flask | [`LightSource`], [`light`], [`light_label`] |
//! | TC-13.3: the referee keeps the time | [`Clock`](crate::Clock) |
//! | TC-13.4a: miles per day by terrain | [`Terrain`], [`TERRAINS`], [`daily_miles`] |
//! | TC-13.4b: rain, snow or high winds halve; a storm thirds | [`Weather`] |
//! | TC-14.13b (as it bears on travel): encumbered 2/3, heavily 1/3 | [`Load`] |
//! | TC-10.2: setting traps costs a quarter of the day's distance | [`daily_miles`] (`setting_traps`) |
//! | TC-13.5: encounter checks: 1 + 1 per 6 miles at 1 in 3; dungeons 1 in 6 | [`EncounterChecks`] |
//! | TC-13.6, TC-13.7, TC-13.9: hunting and foraging checks and their DCs | [`Hunt`], [`Method`], [`hunting_dc`] |
//! | TC-13.8: 1d4 rations, the d4 × 25% distance lost, the worst hunter counts | [`Hunt::roll`], [`Hunt::cut_odds`], [`HuntingDay`] |
//! | TC-13.10: water needs no close tracking when refilled daily | [`WaterSupply`] |
//! | the day procedure: hunt, travel, encounter checks, rations eaten | [`Trek`], [`TrekDay`], [`TrekEvent`] |
//! | TC-15.1: a ration of food and of water a day, for a named party | [`Trek::day_with_party`], [`Party`](crate::party::Party) |
//! | whether a lit source lasts a delve of N turns (exact, off its timer) | [`Clock::lasts`](crate::Clock::lasts) |
//!
//! Readings: the desert's +5 applies in every season and winter adds
//! nothing more there (hunting DC 25, foraging 30); hunting terrains other
//! than plains, forest, jungle and desert take the base DC 20. Each extra
//! degree of a successful hunt is one more ration, or one more d4 on the
//! distance roll (the lowest kept); the caller says how many go to the
//! distance. A failed ranged hunt or forage, and any trapping, take the
//! whole day (a cut of 4 quarters). Miles are exact fractions (a storm in
//! a swamp makes 8/3 miles).

mod encounter;
mod exploration;
mod hunting;
mod overland;
mod trek;

pub use self::encounter::{CheckCount, DayMiles, EncounterChecks, EncounterRoll};
pub use self::exploration::{LightSource, labelled_light, light, light_label, turns_needed};
pub use self::hunting::{
    Hunt, HuntRoll, HuntingDay, HuntingDayRoll, HuntingGround, Method, hunting_dc,
};
pub use self::overland::{Load, TERRAINS, Terrain, TerrainRow, Weather, daily_miles};
pub use self::trek::{RationsCarried, Travellers, Trek, TrekDay, TrekEvent, WaterSupply};
