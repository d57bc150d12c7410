//! Block, Dodge, Parry: ability damage and the Critical Damage Save with
//! its injury table, falls and the other environmental hazards.
//!
//! Abilities and the save are osr-check's
//! ([`osr_check::block_dodge_parry::Ability`],
//! [`osr_check::block_dodge_parry::Save`]): a d20 at most the score passes,
//! a 1 always passes and a 20 always fails. Scores run from 0 up.
//!
//! State is a [`Body`]: the three abilities with their maxima
//! ([`Track`]), Fatigue, wounds and deprivation, filling up to [`SLOTS`]
//! inventory slots. Every change returns its [`Event`]s, and changes that
//! roll dice return them too, so they replay from their faces.
//!
//! | rule | API |
//! |---|---|
//! | BDP-1.6.deprived: no recovery of HP or abilities while deprived | [`Body::recover`], [`Body::treat`], [`Body::catch_breath`] |
//! | BDP-1.6.deprivation-fatigue: one Fatigue per day beyond the first | [`deprivation_fatigue`], [`DeprivationRule`] |
//! | BDP-1.6.fatigue-lasts: Fatigue stays until sleep or food | [`Body::gain_fatigue`], [`Body::sleep`], [`Body::eat`] |
//! | BDP-1.6.fatigue-sources: deprivation, blocks, dodges, spells, costs, the fiction | [`FatigueSource`], [`Body::fatigue_from`] |
//! | BDP-1.7.1.ability-map, .cds-trigger, .fall, .gas, .cold, .bear-trap, .night-spider, .glimpse, .eldritch | [`HAZARDS`], [`Exposure`], [`Exposure::odds`] |
//! | BDP-1.7.2.levels, .stack, .light, .severe, .permanent | [`Wound`], [`Level`], [`Stacking`], [`Body::take_wound`], [`Body::heal_wound`] |
//! | BDP-1.7.2.sources, .type-flavour, .cures: which damage wounds; cures by type | [`WoundSource`], [`HERBAL_CURES`], [`Body::apply_cure`] |
//! | BDP-1.7.3.cds: a save against the ability after the damage | [`CriticalDamageSave`] |
//! | BDP-1.7.3.str, .dex, .wil: what a failed save or a score of 0 does | [`Critical`] |
//! | BDP-1.7.3.injury-table, BDP-1.7.3.head: where a STR injury lands | [`INJURY_AREAS`], [`HEAD_WOUNDS`], [`Injury`] |
//! | BDP-1.7.3.severe-wound: every injury adds a Severe wound | [`CriticalRoll::severe_wound`], [`Exposure::apply`] |
//! | BDP-1.7.3.fiction: gear may negate injuries to an area | [`Protection`], [`CriticalDamageSave::with_protection`] |
//! | BDP-1.7.4.daily, .heal, .care, .cure, .list | [`DISEASES`], [`Illness`], [`Illness::day`], [`Illness::day_odds`], [`Illness::cure`] |
//! | BDP-1.8.1.breath: a breather restores all HP and rolls the waterskin | [`Body::catch_breath`] |
//! | BDP-1.8.2.sleep: the types of rest | [`Rest`], [`Body::sleep`] |
//! | BDP-1.8.3.daily-meal, .meals: meals and what they remove | [`Meal`], [`Body::eat`], [`Body::go_hungry`] |
//! | BDP-1.8.5.str, .dex, .wil: 1d4 a day at the right place | [`Treatment`], [`Body::treat`] |
//!
//! Readings: a wound's type is free text compared without regard to case;
//! a new wound of a carried type either escalates it or takes a Light
//! wound's slot, as the player chooses, while a critical injury's wound
//! is Severe from the start. A permanent wound lowers the ability the
//! caller names as fitting (maximum and score) by 1 and keeps its slot for
//! good. A timed disease ends when its rolled days run out (a success
//! spares only that day's damage); Soul's Despair, with no count of saves
//! given, ends only by a cure ([`Illness::cure`]). A
//! desperate meal brought back up does not count as a meal. With every
//! slot full the rules set HP to 0 ([`Event::SlotsFull`]); more Fatigue or
//! wounds are refused ([`crate::Error::NoFreeSlot`]).
//!
//! Outcomes of changes to state (a hazard, a hit, a day of disease)
//! serialize for display; they are checked by replaying their faces
//! against the state they were applied to, so they are not read back on
//! their own.
//!
//! Not here: wildcrafting (equipment), how much Fatigue a block, dodge or
//! spell costs (the combat and magic rules: [`Body::fatigue_from`] takes
//! the count), and the fiction's other adjustments to injuries (repeated injuries to
//! one area, dismemberment by a gruesome foe).

use osr_check::{Naturals, RollUnder};

mod body;
mod course;
mod critical;

use self::critical::critical_odds;
use crate::sum_odds;
mod cure;
mod disease;
mod fall;
mod hazard;
mod hunger;
mod recovery;

pub use self::body::{Body, Event, Level, MAX_WOUND_NAME, SLOTS, Stacking, Track, Wound};
pub use self::course::DiseaseEnd;
pub use self::critical::{
    Area, Critical, CriticalDamageSave, CriticalRoll, HEAD_WOUNDS, HeadWound, INJURY_AREAS, Injury,
    Loss, Protection,
};
pub use self::cure::{HERBAL_CURES, HerbalCure, WoundSource};
pub use self::disease::{Course, DISEASES, Disease, DiseaseDamage, DiseaseDays, Illness, disease};
pub use self::fall::{Fall, FallRoll, Floors, MAX_FLOORS};
pub use self::hazard::{
    Amount, Exposure, FALL, HAZARDS, Hazard, HazardOutcome, Unit, Units, hazard,
};
pub use self::hunger::{Fare, MAX_HUNGER_DAYS};
pub use self::recovery::{
    Applied, Breath, DeprivationRule, DeprivedDays, FatigueSource, Meal, Rest, Treatment,
    deprivation_fatigue,
};

/// Whether a d20 face passes a save against `ability` (1 always passes, 20
/// always fails).
fn save_passes(ability: i32, face: u32) -> bool {
    RollUnder::new(ability)
        .naturals(Naturals::OnePassesTwentyFails)
        .passes(face)
}
