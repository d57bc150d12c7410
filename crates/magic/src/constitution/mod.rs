//! 3d6 Constitution: spells as skills, ritual casting, preparing with
//! Goetia and casting from the slots, research and the other ways of
//! learning a spell, the sage specialisations that open magic, and the
//! Lord's blessing.
//!
//! | rule | API |
//! |---|---|
//! | TC-12.1: every spell is a skill of its own, rated 0 to 100% | [`SpellRating`], [`KnownSpell`] |
//! | TC-12.2: a ritual takes an hour per spell level and two skill-modified checks (KNO, WIL) against DC 20 | [`Ritual`], [`RitualRoll`] |
//! | TC-12.3: preparing takes 2 hours; a prepared spell casts on d100 at most its rating | [`Caster::prepare`], [`Prepared::cast`], [`PREPARING_HOURS`] |
//! | TC-12.4: preparing a second time in a day gives 1 fatigue | [`Prepared::fatigue`] |
//! | TC-12.5: one slot of each level 1..=caster level; a spell fits a slot of its level or higher | [`Slots`], [`Slots::fit`] |
//! | TC-12.6: the same spell may be prepared in several slots | [`Caster::prepare`] |
//! | TC-12.7: preparing and rituals need the spell book | [`Caster::prepare`], [`Ritual::new`], [`Error::NoSpellBook`](crate::Error::NoSpellBook) |
//! | TC-12.8: one research per level gained and per breakthrough find | [`research_opportunities`] |
//! | TC-12.9: 4d6 days per spell level, doubled with chores, for a 50% rating | [`Research`], [`RESEARCHED_RATING`] |
//! | TC-12.10: exploratory research teaches a random 1st-level spell | [`Learning::exploratory`] |
//! | TC-12.11: a school's research teaches the next spell of its curriculum | [`Learning::curriculum`] |
//! | TC-12.12: another magician's writings teach one of their spells at random | [`Learning::writings`] |
//! | TC-12.13: a mentor teaches a spell of their choice at half their rating | [`mentored_rating`] |
//! | TC-12.14: focused study adds 1d6 to the rating per full day | [`Study`] |
//! | TC-8.2 to TC-8.5: Ordained, Goetia, Pyromancer, Illusionist | [`Specialisation`], [`Specialisations`] |
//! | TC-11.1 to TC-11.5: the blessing, its duration, penance and +1 | [`Blessing`], [`Purpose`], [`Penance`] |
//!
//! The rolls of the rules are osr-check's: the d100 of a prepared spell is
//! [`PercentileCheck`](osr_check::constitution::PercentileCheck) and a
//! ritual's two checks are
//! [`AbilityCheck`](osr_check::constitution::AbilityCheck)s with the
//! spell's rating as their skill.
//!
//! # Readings
//!
//! - A prepared spell is used up by its casting, whether the d100 succeeds
//!   or not; the slot stays spent until the next preparation.
//! - Spell levels run 1 to 10 ([`SpellLevel`]), caster levels 1 to 100
//!   ([`CasterLevel`], as osr-check's re-roll level).
//! - The sage specialisations (TC-8.3 to TC-8.5) are read as the only
//!   doors to learning: Goetia opens 1st-level spells, a Pyromancer fire
//!   spells and an Illusionist illusion spells up to the character's
//!   level ([`Specialisations::may_learn`]).
//! - Focused study cannot raise a rating above 100%, the top of every
//!   skill (TC-4.10); a mentor's half rating rounds down.
//! - The blessing's duration: it ends at the later of the first sunrise
//!   and the first sunset after the prayers end.
//!
//! # Not here
//!
//! The end-of-session roll that improves a spell's rating (TC-12.15) is
//! osr-advancement's `osr_advancement::constitution::SpellImprovement`;
//! the blessing's extra effect against undead (TC-11.6) is the referee's
//! comparison of levels.

mod blessing;
mod learning;
mod prepare;
mod research;
mod ritual;
mod slots;

pub use self::blessing::{Blessing, BlessingAsked, MinuteOfDay, PRAYER_MINUTES, Purpose};
pub use self::learning::{
    Learned, Learning, Specialisation, Specialisations, SpellKind, Study, StudyDays, StudyRoll,
    mentored_rating,
};
pub use self::prepare::{
    Caster, KnownSpell, PREPARING_HOURS, Prepared, PreparedCast, PreparedSpell,
};
pub use self::research::{
    RESEARCH_DAYS_DICE, RESEARCHED_RATING, Research, ResearchRoll, research_opportunities,
};
pub use self::ritual::{RITUAL_DC, Ritual, RitualBand, RitualRoll};
pub use self::slots::Slots;
/// A priest's penance: osr-check's, which osr-health's hit point rolls
/// count too.
pub use osr_check::constitution::Penance;
pub use osr_check::constitution::SpellRating;

osr_core::bounded! {
    error: crate::Error;
    /// A spell's level: the rules give no top, and ten is well past any
    /// spell a campaign writes (a spell of level 12 is refused).
    pub struct SpellLevel(u32) in 1..=10, "spell level";

    /// A caster's character level, as high as osr-check's re-roll level.
    pub struct CasterLevel(u32) in 1..=100, "caster level";
}
