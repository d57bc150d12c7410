//! Murdham: the two play modes and the turn structure, secrets and
//! searching, the attitude roll, diplomacy and manipulation, stealing,
//! trade beyond osr-equipment's prices, rumours, cheating at games,
//! special movement, navigation and weather, locks and doors, animals,
//! mounts, carts and boats.
//!
//! Murdham's rules are described here in this library's own words.
//! Saves are osr-check's Murdham [`Save`](osr_check::murdham::Save), whose
//! [`Gate`](osr_check::murdham::Gate) settles the trivial and impossible
//! cases without a roll: most rules here only say which save, and when it
//! is trivial or impossible.
//!
//! | rule | API |
//! |---|---|
//! | MU-travel.modes, MU-travel.turn-structure, MU-travel.actions | [`Mode`], [`Expedition`], [`ExpeditionAction`] |
//! | MU-travel.secrets, MU-travel.search, MU-travel.aimed-search | [`Area`], [`search`], [`aimed_search`] |
//! | MU-travel.passive | [`passive_notice`] (osr-check's `GroupSave`) |
//! | MU-travel.trap | [`trap_springs`] |
//! | MU-travel.attitude.roll, MU-travel.attitude.table, MU-dice.keep-low-high | [`AttitudeRoll`], [`ATTITUDES`] |
//! | MU-travel.diplomacy, .befriend, .inspire, .encourage, .persuade | [`Diplomacy`], [`Appeal`] |
//! | MU-travel.manip, .manip.distract, .manip.intimidate, .manip.taunt | [`Manipulation`], [`Ploy`] |
//! | MU-travel.manip.describe | [`Quality`] |
//! | MU-travel.dialogue-skills | [`Diplomacy::proficient`], [`Manipulation::proficient`] |
//! | MU-travel.steal | [`steal`] |
//! | MU-travel.trade.value, .full-price, .illegal (finding a dealer), .haggle | [`trade_accepted`], [`find_buyer`], [`haggle`] |
//! | MU-travel.rumours | [`hear_rumour`] |
//! | MU-travel.games.cheat | [`cheat`] |
//! | MU-travel.move.sprint, .balance, .sneak, .leap, .climb, .swim, .limits | [`sprint_zones`], [`balance`], [`sneak`], [`leap`], [`climb`], [`swim`], [`may_combine`] |
//! | MU-travel.navigate, MU-travel.weather.speed | [`areas_per_unit`], [`Path`] |
//! | MU-travel.weather.camp | [`find_shelter`] |
//! | MU-travel.locks | [`open_lock`], [`WoodenDoor`] |
//! | MU-travel.animals.train, .forms, .wild, .befriend | [`Animal`], [`Training`], [`befriend_animal`] |
//! | MU-travel.mounts, MU-travel.carts, MU-travel.boats | [`ride`], [`drive_cart`], [`Boat`] |
//!
//! Each function that rolls a save has a companion returning that save
//! unrolled (`climb_save` beside [`climb`], [`Animal::training_save`]
//! beside [`Animal::train`], [`Boat::danger_save`]...), whose `odds` give
//! the exact chance before the dice; [`Manipulation::chance`] and
//! [`WoodenDoor::breaking_chance`] give theirs directly.
//!
//! Readings: a region search finds one secret per watch; befriending
//! improves the attitude one step; a taunt needs the taunter's WIT save
//! and then the target's failed one; leaps beyond 4 m (run-up) or 2 m
//! (standing) are impossible; with fewer crew than a boat needs its speed
//! falls in proportion; a crash's d4 direct damage is rolled for each
//! victim, exploding as Murdham's damage dice do; a region or sector is
//! crossed at 2 areas per watch (stretch) on a path. Games of skill and
//! luck are osr-check's `Contest` and `LuckGame`; merchants' prices are
//! osr-equipment's `murdham::price`.

mod animals;
mod attitude;
mod expedition;
mod locks;
mod mounts;
mod movement;
mod navigation;
mod search;
mod social;

pub use self::animals::{Animal, Session, Training, befriend_animal, befriend_animal_save};
pub use self::attitude::{ATTITUDES, Approach, Attitude, AttitudeOutcome, AttitudeRoll};
pub use self::expedition::{Expedition, ExpeditionAction, ExpeditionEvent, Mode, Players};
pub use self::locks::{LockTool, WoodenDoor, open_lock, open_lock_save};
pub use self::mounts::{Boat, Mishap, Victims, drive_cart, drive_cart_save, ride, ride_save};
pub use self::movement::{
    Footing, SPECIAL_MOVEMENT_STRETCHES, balance, balance_save, climb, climb_save, leap, leap_save,
    may_combine, sneak, sneak_save, sprint_zones, swim, swim_save,
};
pub use self::navigation::{Path, areas_per_unit, find_shelter, find_shelter_save};
pub use self::search::{
    Area, aimed_search, passive_notice, passive_notice_save, search, trap_springs,
};
pub use self::social::{
    Appeal, Diplomacy, Manipulated, Manipulation, Ploy, Quality, cheat, cheat_save, find_buyer,
    find_buyer_save, haggle, haggle_save, hear_rumour, steal, steal_save, trade_accepted,
};
