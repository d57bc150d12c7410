//! 3d6 Constitution: the open-ended d20 ability check with degrees of
//! success and failure, skills, the d100 spell roll, morale, haggling and
//! the other dice the rules name.
//!
//! | rule | API |
//! |---|---|
//! | TC-3.1: d20 + ability + modifiers, at least the DC succeeds (a "save" too) | [`AbilityCheck`] |
//! | TC-3.2: degrees of success and failure, one per full 5 | [`Degrees`], [`Degrees::of_total`] |
//! | TC-3.3: a natural 20 adds another d20, again on 20 | [`AbilityCheck`], [`AbilityCheck::probability_at_least`] |
//! | TC-3.5: a natural 1 adds a degree of failure (or is ignored, or scores -4) | [`NaturalOne`], [`AbilityCheck::with_natural_one`] |
//! | TC-3.6: DC 20 is normal difficulty | [`DC_NORMAL`], [`Difficulty`] |
//! | TC-3.7: circumstances are modifiers, e.g. -2 for injury or fatigue | [`AbilityCheck::with_modifier`], [`INJURY_OR_FATIGUE`] |
//! | TC-3.8: advantage and disadvantage dice, any number | [`AbilityCheck::with_edge`], [`AbilityCheck::with_net`] |
//! | TC-4.10: skill-modified ability = ability × skill% rounded down | [`Skill`], [`AbilityCheck::with_skill`] |
//! | TC-12.3.roll: d100 at most the spell's rating casts it | [`PercentileCheck`] |
//! | TC-5.13: 2d6 at most the morale score holds | [`MoraleCheck`] |
//! | TC-9.1: the adventurer's re-rolls, level times per session | [`Rerolls`] |
//! | TC-10.3: haggling, d20 below charisma takes 10% off | [`Haggle`] |
//! | TC-4.8.concept: a reused non-standard concept needs a d6 roll of 1 | [`ReusedConcept`] |
//!
//! # Degrees and the open-ended 20
//!
//! A natural 20 on the kept die adds another d20, and another while they
//! show 20, so the degrees of success have no upper end. [`Check::odds`](crate::Check::odds)
//! lists every band exactly below the degree of success of the least total
//! that takes two explosions (a kept 20, another 20 and a 1: 41 + ability +
//! modifier), and folds that band and every band above it into the
//! [`Odds::tail`](crate::Odds::tail); the odds still sum to exactly 1. The chance of any number
//! of degrees or more is exact through
//! [`AbilityCheck::probability_at_least`].
//!
//! # Advantage and disadvantage
//!
//! The rules do not say that advantage and disadvantage dice cancel, so by
//! default they do not: with `a` advantages and `d` disadvantages the check
//! rolls `1 + a + d` d20s, drops the `a` lowest and the `d` highest, and
//! keeps the one left. A table that cancels them one for one says so with
//! [`AbilityCheck::with_net`] and [`Edge::net`](osr_core::Edge::net).

mod ability;
mod concept;
mod degrees;
mod haggle;
mod morale;
mod rerolls;
mod skill;
mod spell;

pub use self::ability::{
    AbilityCheck, AbilityRoll, INJURY_OR_FATIGUE, MAX_ABILITY, MAX_DC, MAX_DEGREES, MAX_EXPLOSIONS,
    MAX_MODIFIER, MIN_ABILITY, MIN_DC,
};
pub use self::concept::{Concept, ReusedConcept};
pub use self::degrees::{
    DC_NORMAL, DEGREE_STEP, Degrees, Difficulty, NATURAL_ONE_MINUS_FOUR, NaturalOne,
};
pub use self::haggle::{Bargain, HAGGLE_DISCOUNT_PERCENT, Haggle, HaggleRoll};
pub use self::morale::{MAX_MORALE, MIN_MORALE, MoraleCheck, MoraleRoll, Nerve};
pub use self::rerolls::{MAX_LEVEL, NoRerollsLeft, Rerolls};
pub use self::skill::{MAX_SKILL, Skill};
pub use self::spell::{PercentileCheck, PercentileRoll};
