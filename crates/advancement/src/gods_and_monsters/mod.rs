//! Gods & Monsters: experience and levels, the gains of a new level, and
//! mojo: its costs, bids on failed archetypal rolls, and practical mojo
//! from study.
//!
//! | rule | API |
//! |---|---|
//! | GM-adv.xp-thresholds: level L at 500 × L × (L − 1) XP (1,000, 3,000, ... 45,000) | [`level_table`], [`threshold`] |
//! | GM-adv.xp-sources: mojo, engagements, conflicts, loot; shared and awarded after the adventure | [`Source`], [`Awarded`] |
//! | GM-adv.xp.mojo: 50 XP per mojo used on an archetypal roll, at once | [`mojo_xp`], [`XP_PER_MOJO`] |
//! | GM-adv.xp.loot: 2 XP per silver coin of loot donated or lost | [`loot_xp`], [`Disposal`] |
//! | GM-adv.level-up.timing: the level changes at once; benefits now or after the scene | [`award`], [`Awarding`], [`Benefits`] |
//! | GM-adv.survival-verve: +d10 verve (two minors) at even levels, +d10 survival (endurance major) at odd | [`LevelUp`], [`LevelGained`], [`Event`] |
//! | GM-adv.fighting-art: every level, even levels or every third level by archetype; not for mojo | [`Archetype::fighting_art_bonus`], [`Cadence`], [`Event::FightingArtRaised`] |
//! | GM-adv.reactions: archetypal reaction +1 per level, the others +1 per even level | [`Archetype::reaction_bonus`], [`Event::ReactionRaised`] |
//! | GM-adv.specialties: one at level 1, one more at each odd level | [`specialties_at`], [`Event::SpecialtyGained`] |
//! | GM-adv.mojo.per-level: 10 + level mojo; 12 + archetypal major at level 1 | [`mojo_for_level`], [`FirstLevel`] |
//! | GM-adv.multi-archetype: archetype levels for reactions and the Fighting Art | [`LevelUp::multi`] |
//! | GM-adv.moral-code: a review at every level | [`Event::MoralCodeReview`] |
//! | GM-adv.thief: +1 to a thief field or a new skill in one each level | [`Event::ThiefAdvance`] |
//! | GM-adv.mojo.uses, .ability, .fields, .monk, .weapon-skill: the cost table | [`Mojo`], [`MojoCosts`], [`Purchase`], [`pooled_cost`], [`coins_for_mojo`] |
//! | GM-adv.mojo.just-in-time: bought before a roll, the mojo is its bonus | [`just_in_time_bonus`] |
//! | GM-adv.mojo.bid: a bid covering the miss turns the roll and spends the miss | [`Bid::settle`] |
//! | GM-adv.mojo.increase: a bid worth a purchase gives it free | [`Bid::free_gains`] |
//! | GM-adv.practical-mojo: study mojo buys fields, skills, spells only | [`Purchase::practical`] |
//!
//! Readings: the ability contributor table is not in the seed; the agreed
//! one is [`SeedContributors`] (major = floor((score − 10) / 2), minor =
//! major / 2 toward zero), and callers may supply their own
//! ([`Contributors`]). Beyond level 10 the thresholds and mojo follow the
//! printed rule, to level [`TOP_LEVEL`]. A survival or verve gain below
//! zero counts as none. The overall level of a character with several
//! archetypes is the sum of their archetype levels; the "other reactions"
//! rise at the raised archetype's even levels. Loot worth a fraction of a
//! coin gives its XP rounded down. A bid worth several purchases lists
//! them all ([`Bid::free_gains`]): the seed does not say which one the
//! character takes.

mod archetype;
mod experience;
mod level_up;
mod mojo;

pub use self::archetype::*;
pub use self::experience::*;
pub use self::level_up::*;
pub use self::mojo::*;

/// Experience, levels, survival and verve that rise, and mojo.
pub const GROWTH: crate::Growth = crate::Growth {
    experience: true,
    levels: true,
    abilities_rise: true,
    max_hit_points_rise: true,
    mojo: true,
    training_restores: false,
};
