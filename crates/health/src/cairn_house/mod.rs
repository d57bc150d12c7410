//! Cairn House Rules: damage to hit protection, grievous wounds at exactly
//! 0 HP, strength loss and the critical damage save past 0, ability loss,
//! rest, rations, fatigue and traps, with the exact odds of every
//! consequence of a hit before it is rolled.
//!
//! | rule | API |
//! |---|---|
//! | CH-health.damage-to-hp: damage comes off HP first | [`Character::take_damage`], [`Attack`] |
//! | CH-health.zero-exact: exactly 0 HP rolls a grievous wound | [`Consequence::Grievous`], [`Event::GrievousWound`] |
//! | CH-health.grievous.table, .1 to .6: the d6 table and each effect | [`GRIEVOUS_WOUNDS`], [`GrievousWound`], [`WoundEffects`], [`lookup`] |
//! | CH-health.overflow: damage past 0 lowers STR | [`Event::StrengthLost`] |
//! | CH-health.crit-save: then a STR save against the lowered STR | [`Event::CriticalDamageSave`], [`Consequence::CriticalDamage`] |
//! | CH-health.critical: crawling; dies within the hour untreated | [`Character::pass_time`], [`Character::stabilise`], [`CRITICAL_MINUTES`] |
//! | CH-health.ability-zero: STR 0 dead, DEX 0 paralysed, WIL 0 delirious | [`Character::is_dead`], [`Character::is_paralysed`], [`Character::is_delirious`] |
//! | CH-health.rest.short, .long, .full | [`Character::short_rest`], [`Character::long_rest`], [`Character::full_rest`] |
//! | CH-health.no-rations: no HP back until a long rest | [`Character::make_camp`], [`Character::heal`] |
//! | CH-health.fatigue.sources, .remove | [`Character::add_fatigue`], [`FatigueSource`], [`ShortRestFatigue`] |
//! | CH-health.trap-damage: a failed save takes damage off an ability | [`Trap`] |
//!
//! # Readings
//!
//! - Exactly 0 HP gives a grievous wound, damage past 0 lowers STR and
//!   calls for the critical damage save; the two never happen together,
//!   and no damage at 0 HP does nothing.
//! - STR lowered to 0 is death at once: no save is rolled. Ability loss
//!   stops at 0.
//! - The critical damage save is the Cairn House Rules save of osr-check
//!   ([`osr_check::cairn_house::Save`]): d20 at most the lowered STR
//!   passes; the natural 1/20 rule is off unless [`Rules::naturals`] turns
//!   it on.
//! - A short rest heals HP only; fatigue goes with a long or full rest
//!   (the option [`ShortRestFatigue::Removes`] follows the fatigue
//!   paragraph instead). Fatigue fills the 4 units of extra load, so a
//!   fifth point is refused ([`Fatigue`]'s range).
//! - A critically damaged PC dies after [`CRITICAL_MINUTES`] untreated;
//!   what counts as aid is the referee's, who calls
//!   [`Character::stabilise`].
//!
//! # Not here
//!
//! Monsters' special effects on a failed critical damage save are the
//! caller's to apply (the save and its result are in the events); what
//! "blinded", "paralysed" and "delirious" stop a character doing is not
//! in the rules.

mod character;
mod damage;
mod event;
mod rest;
mod trap;
mod wounds;

use alloc::vec::Vec;

use osr_check::{Fate, Naturals, Rolled};
use osr_core::{Die, FaceSource};

pub use self::character::{Character, Score};
#[cfg(feature = "serde")]
pub use self::character::{CharacterDocument, ScoreDocument};
pub use self::damage::{Attack, Consequence};
pub use self::event::Event;
pub use self::trap::{Trap, TrapResult};
pub use self::wounds::{
    GRIEVOUS_WOUNDS, GrievousWound, GrievousWoundRow, Limb, WoundEffect, WoundEffects, lookup,
};
use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// Hit protection: d6 for a starting character, more for monsters.
    pub struct Hp(u32) in 0..=100, "hit points";
    /// Damage reduction from armour and shields (3 at most for a PC).
    pub struct Dr(u32) in 0..=10, "damage reduction";
    /// Damage dealt, after damage reduction.
    pub struct Damage(u32) in 0..=1000, "damage";
    /// Fatigue: each point fills one of the 4 units of extra load.
    pub struct Fatigue(u32) in 0..=4, "fatigue";
    /// Minutes of game time passing at once: up to a week.
    pub struct Minutes(u32) in 0..=10080, "minutes";
    /// The number of dice of a trap's damage.
    pub struct TrapDice(u32) in 1..=10, "trap damage dice";
}

/// Minutes a critically damaged PC lives without aid and rest.
pub const CRITICAL_MINUTES: u32 = 60;

/// The most grievous wounds a character's state holds: far more than a
/// character lives through, so a state read from JSON stays small.
pub const MAX_WOUNDS: usize = 64;

/// The table's choices where the rules leave room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rules {
    /// The natural 1/20 rule of saves: off by default.
    #[cfg_attr(feature = "serde", serde(default))]
    pub naturals: Naturals,
    /// Whether a short rest removes fatigue: no by default.
    #[cfg_attr(feature = "serde", serde(default))]
    pub short_rest_fatigue: ShortRestFatigue,
}

/// What a short rest does to fatigue (CH-health.fatigue.remove).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ShortRestFatigue {
    /// Fatigue stays (the list of rests; the default).
    #[default]
    Keeps,
    /// Fatigue goes (the fatigue paragraph's reading).
    Removes,
}

/// Where a point of fatigue came from (CH-health.fatigue.sources).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseFatigueSource")
)]
pub enum FatigueSource {
    /// Casting a spell from a spellbook (a scroll gives none).
    SpellbookCast,
    /// A forced march by night.
    ForcedMarch,
    /// A counterspell spent from a spellbook.
    Counterspell,
    /// Any other condition the referee rules tiring.
    Other,
}

/// Why a character died.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseDeathCause")
)]
pub enum DeathCause {
    /// STR reduced to 0.
    StrengthZero,
    /// Critical damage left untreated for the hour.
    UntreatedCriticalDamage,
}

/// The result of applying a rule to a [`Character`]: its band, what it
/// did as [`Event`]s, and every die in order (the crate's
/// [`Applied`](crate::Applied) record), with the JSON Schema
/// `CairnHouseApplied`.
pub type Applied<B> = crate::Applied<B, Event>;

/// The JSON Schema of Cairn House Rules' [`Applied`]: the schema the
/// record had when it was this module's own type.
#[cfg(feature = "schema")]
mod applied_schema {
    use alloc::borrow::Cow;
    use alloc::vec::Vec;

    use osr_check::Rolled;
    use schemars::{JsonSchema, Schema, SchemaGenerator};

    use super::Event;

    /// The result of applying a rule: what it did, step by step, and every die
    /// it rolled in order, so [`Resolved::faces`] replays it on the same
    /// character.
    ///
    /// With the `serde` feature it serializes as
    /// `{"band": ..., "events": [...], "dice": [...]}`; its dice are checked
    /// (each face on its die) when read back.
    #[derive(JsonSchema)]
    #[schemars(rename = "CairnHouseApplied")]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code, reason = "only its JSON Schema is used")]
    struct CairnHouseApplied<B> {
        band: B,
        events: Vec<Event>,
        dice: Vec<Rolled>,
    }

    impl<B: JsonSchema> JsonSchema for crate::Applied<B, Event> {
        fn schema_name() -> Cow<'static, str> {
            CairnHouseApplied::<B>::schema_name()
        }

        fn schema_id() -> Cow<'static, str> {
            CairnHouseApplied::<B>::schema_id()
        }

        fn json_schema(generator: &mut SchemaGenerator) -> Schema {
            CairnHouseApplied::<B>::json_schema(generator)
        }
    }
}

/// Damage or a hit applied: [`Consequence`] and its events.
pub type Harm = Applied<Consequence>;

/// A rest or another change with no band of its own.
pub type Report = Applied<()>;

const fn counted(die: Die, face: u32) -> Rolled {
    Rolled {
        sides: die.sides(),
        face,
        fate: Fate::Counted,
    }
}

fn roll_die<S: FaceSource + ?Sized>(
    die: Die,
    source: &mut S,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let face = die.roll(source)?;
    dice.push(counted(die, face));
    Ok(face)
}
