//! Cairn House Rules: spellbooks that hold one spell, scrolls, fatigue
//! from casting, the WIL save in danger, counterspells, and the spell list
//! as data with each spell's numbers by spell level and its dice rolled
//! through osr-dice.
//!
//! | rule | API |
//! |---|---|
//! | CH-magic.spellbook: a spellbook holds one spell, read aloud with both hands | [`Source::Spellbook`], [`Casting::cast`], [`Error::HandsNotFree`](crate::Error::HandsNotFree) |
//! | CH-magic.spellbook.fatigue: each cast from a spellbook adds 1 fatigue | [`Cast::fatigue`] |
//! | CH-magic.enhance: with time and safety a spell is enhanced at no cost | [`Casting::enhanced`] |
//! | CH-magic.danger-save: in danger a WIL save may be required | [`Casting::in_danger`], [`Cast::mishap`] |
//! | CH-magic.scroll: no fatigue, gone after one use | [`Source::Scroll`], [`Cast::consumed`] |
//! | CH-magic.cast-time: one action, cast in phase 1, effect in phase 5 | [`CAST_PHASE`], [`EFFECT_PHASE`] |
//! | CH-magic.encumbered: no casting while encumbered | [`Error::Encumbered`](crate::Error::Encumbered) |
//! | CH-magic.duration: 10 minutes (one dungeon turn) per spell level | [`default_duration_minutes`], [`Lasting::Minutes`] |
//! | CH-magic.counterspell: protects L persons from one spell, expends a use | [`Counterspell`] |
//! | CH-magic.level: spell levels 1 to 9, kept with the spellbook or scroll | [`SpellLevel`], [`Source`] |
//! | CH-magic.animate-dead ... CH-magic.wizard-lock: the spell list | [`Spell`], [`Spell::effect`], [`Spell::dice`], [`AreaDamage`], [`AnimateDeadEnd`], [`Augury`], [`FlyTurn`], [`SpeakWithDead`], [`Attitude`], [`Ailment`] |
//!
//! # Readings
//!
//! - The spell level lives with the spellbook or scroll ([`Source`]):
//!   the rules never say how it is set.
//! - Enhancing is recorded on the cast and costs nothing more; what it
//!   changes is the referee's (the rules leave it open).
//! - A WIL save in danger is asked for by the referee: [`Casting::in_danger`]
//!   takes the caster's WIL, and a failed save is a mishap for the referee
//!   to narrate; the spell's cost is paid either way.
//! - A counterspell expends one use of a spellbook (1 fatigue) or a
//!   scroll, as the agreed reading says.
//! - Fireball and Lightning Bolt halve on a passed DEX save, rounding
//!   down.
//! - Animate Dead's end roll is one d6 for all the undead; Augury's d6 is
//!   rolled per question, and 1-3 gives an answer not guaranteed true.
//! - Speak with Dead's limits compare lengths of time with a month of 30
//!   days and a year of 365; a limit is inclusive.
//! - Charm moves hostile to neutral, neutral to friendly and friendly to
//!   infatuated; an infatuated creature stays so.

mod casting;
mod spell_dice;
mod spells;

pub use self::casting::{
    CAST_PHASE, Cast, Casting, Counterspell, EFFECT_PHASE, HandsFree, Interruption, Source,
    default_duration_minutes,
};
pub use self::spell_dice::{
    Ailment, AnimateDeadEnd, AnimatedDead, AreaDamage, AreaDamageRoll, Attitude, Augury,
    AuguryAnswer, Cure, DeadFor, FlyTurn, SpeakWithDead, TimeUnit,
};
pub use self::spells::{Effect, Lasting, Spell, SpellSave};

osr_core::bounded! {
    error: crate::Error;
    /// A spell level, 1 to 9 (the level table of Speak with Dead): a level
    /// of 12 is refused.
    pub struct SpellLevel(u32) in 1..=9, "spell level";
}
