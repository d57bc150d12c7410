//! Gods & Monsters: experience and levels, the gains of a new level, and
//! mojo: its costs, bids on failed archetypal rolls, and practical mojo
//! from study.
//!
//! | rule | API |
//! |---|---|
//! | GM-adv.xp-thresholds: level L at 500 × L × (L − 1) XP (1,000, 3,000, ... 45,000) | [`level_table`], [`threshold`] |
//! | GM-adv.xp-sources: mojo, engagements, conflicts, loot; shared and awarded after the adventure | [`Source`], [`Awarded`], [`share`] |
//! | GM-adv.xp.mojo: 50 XP per mojo used on an archetypal roll, at once | [`mojo_xp`], [`XP_PER_MOJO`] |
//! | GM-adv.xp.loot: 2 XP per silver coin of loot donated or lost | [`loot_xp`], [`Disposal`] |
//! | GM-adv.level-up.timing: the level changes at once; benefits now or after the scene | [`award`], [`Awarding`], [`Benefits`] |
//! | GM-adv.survival-verve: +d10 verve (two minors) at even levels, +d10 survival (endurance major) at odd | [`LevelUp`], [`LevelGained`], [`Event`] |
//! | GM-adv.fighting-art: every level, even levels or every third level by archetype; not for mojo | [`Archetype::fighting_art_bonus`], [`Cadence`], [`Event::FightingArtRaised`] |
//! | GM-adv.reactions: archetypal reaction +1 per level, the others +1 per even level | [`Archetype::reaction_bonus`], [`Event::ReactionRaised`] |
//! | GM-adv.specialties: one at level 1, one more at each odd level | [`specialties_at`], [`Event::SpecialtyGained`] |
//! | GM-adv.mojo.per-level: 10 + level mojo; 12 + archetypal major at level 1 | [`mojo_for_level`], [`FirstLevel`] |
//! | GM-adv.multi-archetype: archetype levels for reactions and the Fighting Art | [`LevelUp::multi`], [`fighting_art_total`] |
//! | GM-adv.moral-code: a review at every level | [`Event::MoralCodeReview`] |
//! | GM-adv.thief: +1 to a thief field or a new skill in one each level | [`Event::ThiefAdvance`] |
//! | GM-adv.mojo.uses, .ability, .fields, .monk, .weapon-skill: the cost table | [`Mojo`], [`MojoCosts`], [`Purchase`], [`pooled_cost`], [`coins_for_mojo`] |
//! | GM-adv.mojo.just-in-time: bought before a roll, the mojo is its bonus | [`just_in_time_bonus`] |
//! | GM-adv.mojo.bid: a bid covering the miss turns the roll and spends the miss; a useless success may be withdrawn | [`Bid::settle`], [`Bid::withdraw`] |
//! | GM-adv.mojo.increase: a bid worth a purchase gives it free | [`Bid::free_gains`] |
//! | GM-adv.practical-mojo: study mojo buys fields, skills, spells only | [`Purchase::practical`] |
//! | GM-adv.study: normal (week, 1 sc), free-time (month, 2 sc), intensive (two days, 3 sc) | [`StudyMode`], [`Study::after`], [`intensive_stint_half_days`], [`intensive_mojo_lasts_days`] |
//! | GM-adv.study.breaks: time off per practical mojo point | [`StudyMode::time_off_half_days`] |
//! | GM-adv.mojo.resource.total: level difference times the kind's multiplier, one of each kind, summed | [`Resource`], [`ResourceKind`], [`Study::total`] |
//! | GM-adv.mojo.resource.rate: the mojo bonus table | [`BONUS_TABLE`], [`BonusChart`] (a referee's own), [`bonus_row`], [`row_rate`], [`Study::rate`], [`Study::rate_on`], [`Study::after_on`] |
//! | GM-adv.mojo.resource.cap: at most the total per project | [`Study::after`] |
//! | GM-adv.mojo.resource.immersion: total = charisma, never more | [`Resource::immersion`] |
//! | GM-adv.mojo.resource.exceeded: a student above it uses it once, at its level | [`ResourceTotal::single_use`], [`Study::single_use`] |
//! | GM-adv.mojo.resource.intelligence: intelligence's major contribution shifts the row | [`Study::shift`], [`Study::row`] |
//! | GM-adv.new-character: after the scene, with the Guide's XP and mojo | [`Replacement`] |
//!
//! Readings: the ability contributor table is not in the seed; the agreed
//! one is [`SeedContributors`] (major = floor((score − 10) / 2), minor =
//! major / 2 toward zero), and callers may supply their own
//! ([`Contributors`]). Beyond level 10 the thresholds and mojo follow the
//! printed rule, to level [`TOP_LEVEL`]; a referee's
//! [`LevelTable`](crate::LevelTable) may list up to
//! [`MAX_LEVELS`](crate::MAX_LEVELS) levels, and a [`LevelUp`] reaches each.
//! A spell bought with mojo has a level in 1..=[`MAX_SPELL_LEVEL`], as
//! osr-magic's spells do. A survival or verve gain below
//! zero counts as none. The overall level of a character with several
//! archetypes is the sum of their archetype levels; the "other reactions"
//! rise at the raised archetype's even levels. Loot worth a fraction of a
//! coin gives its XP rounded down. Shared experience is divided evenly
//! among the group ([`share`]); the remainder is the Guide's to place. A bid worth several purchases lists
//! them all ([`Bid::free_gains`]): the seed does not say which one the
//! character takes. A purchase made just before a roll adds the mojo
//! spent to that roll; whether the bonus it bought also applies is left
//! to the caller. Whether a roll is archetypal, and that mojo is never bid
//! against another player character, are the caller's to decide. Intensive study gives 1 mojo per two days (the seed
//! prints "zero"). Intelligence shifts the bonus table by rows, as agreed;
//! the seed's own example (intelligence 15 and a book of total 5 giving 3
//! per period) does not match its chart and is not fitted. A shift below
//! the first row gives no bonus; past the last row the table goes on, one
//! more mojo per period per doubling. A student above a resource uses it
//! once as a resource of total equal to its level. The mode's coins are
//! paid on every mojo gained, bonus included.

mod archetype;
mod experience;
mod level_up;
mod mojo;
mod study;

pub use self::archetype::*;
pub use self::experience::*;
pub use self::level_up::*;
pub use self::mojo::*;
pub use self::study::*;

/// Experience, levels, survival and verve that rise, and mojo.
pub const GROWTH: crate::Growth = crate::Growth {
    experience: true,
    levels: true,
    abilities_rise: true,
    max_hit_points_rise: true,
    mojo: true,
    training_restores: false,
};
