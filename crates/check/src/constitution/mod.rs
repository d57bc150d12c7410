//! 3d6 Constitution: the open-ended d20 ability check with degrees of
//! success and failure, skills, the d100 spell roll, morale, haggling and
//! the other dice the rules name.
//!
//! | rule | API |
//! |---|---|
//! | TC-3.1: d20 + ability + modifiers, at least the DC succeeds (a "save" too) | [`AbilityCheck`], [`AbilityScore`], [`Dc`], [`AbilityRoll`] |
//! | TC-3.2: degrees of success and failure, one per full 5 | [`Degrees`], [`Degrees::of_total`] |
//! | TC-3.3: a natural 20 adds another d20, again on 20 | [`AbilityCheck`], [`AbilityCheck::probability_at_least`], [`DegreeCount`] |
//! | TC-3.5: a natural 1 adds a degree of failure (or is ignored, or scores -4) | [`NaturalOne`], [`AbilityCheck::with_natural_one`] |
//! | TC-3.6: DC 20 is normal difficulty | [`DC_NORMAL`], [`Difficulty`] |
//! | TC-3.7: circumstances are modifiers, e.g. -2 for injury or fatigue | [`AbilityCheck::with_modifier`], [`Modifier`], [`INJURY_OR_FATIGUE`] |
//! | TC-3.8: advantage and disadvantage dice, any number | [`AbilityCheck::with_edge`], [`AbilityCheck::with_net`] |
//! | TC-4.10: skill-modified ability = ability × skill% rounded down | [`Skill`], [`AbilityCheck::with_skill`] |
//! | TC-12.3.roll: d100 at most the spell's rating casts it | [`PercentileCheck`] |
//! | TC-5.13: 2d6 at most the morale score holds | [`MoraleCheck`], [`MoraleScore`], [`MoraleRoll`] |
//! | TC-9.1: the adventurer's re-rolls, level times per session | [`Rerolls`], [`Level`] |
//! | TC-11.3, TC-11.4: a priest's penance, for osr-health's hit point rolls and osr-magic's blessing | [`Penance`] |
//! | TC-10.3: haggling, d20 below charisma takes 10% off | [`Haggle`] |
//! | TC-4.8.concept: a reused non-standard concept needs a d6 roll of 1 | [`ReusedConcept`] |
//!
//! # Degrees and the open-ended 20
//!
//! A natural 20 on the kept die adds another d20, and another while they
//! show 20, so the degrees of success have no upper end.
//! [`Check::odds`](crate::Check::odds) lists every band exactly below the
//! degree of success of the least total that takes two explosions (a kept
//! 20, another 20 and a 1: 41 + ability + modifier), and folds that band
//! and every band above it into the [`Odds::tail`](crate::Odds::tail); the
//! odds still sum to exactly 1. The chance of any number of degrees or more
//! is exact through [`AbilityCheck::probability_at_least`].
//!
//! # Advantage and disadvantage
//!
//! The rules do not say that advantage and disadvantage dice cancel, so by
//! default they do not: with `a` advantages and `d` disadvantages the check
//! rolls `1 + a + d` d20s, drops the `a` lowest and the `d` highest, and
//! keeps the one left. A table that cancels them one for one says so with
//! [`AbilityCheck::with_net`] and [`Edge::net`](osr_core::Edge::net).
//!
//! # Inputs and records
//!
//! Each input range is declared once, as a type whose `new` is the one
//! validation and whose `MIN` and `MAX` are the range: [`AbilityScore`],
//! [`Dc`], [`Modifier`], [`Skill`], [`MoraleScore`], [`Level`] and
//! [`DegreeCount`]. The checks store them, so with the `serde` feature a
//! check read from JSON is validated exactly as its constructor validates
//! it. Outcomes serialize their band, named as their odds name it, beside
//! their figures; an [`AbilityRoll`] or [`MoraleRoll`] read back works its
//! figures out again from its dice and refuses a record that disagrees
//! ([`Error::Inconsistent`](crate::Error::Inconsistent)).

mod ability;
mod concept;
mod degrees;
mod haggle;
mod morale;
mod rerolls;
mod skill;
mod spell;

pub use self::ability::{AbilityCheck, AbilityRoll, INJURY_OR_FATIGUE, MAX_EXPLOSIONS};
pub use self::concept::{ConceptVerdict, ReusedConcept};
pub use self::degrees::{
    DC_NORMAL, DEGREE_STEP, Degrees, Difficulty, NATURAL_ONE_MINUS_FOUR, NaturalOne,
};
pub use self::haggle::{Bargain, HAGGLE_DISCOUNT_PERCENT, Haggle, HaggleRoll};
pub use self::morale::{MoraleCheck, MoraleRoll, Nerve};
pub use self::rerolls::Rerolls;
pub use self::spell::{PercentileCheck, PercentileRoll};

osr_core::bounded! {
    error: crate::Error;
    /// An ability score a check is rolled with (a charisma for
    /// [`Haggle`] too): 3d6 makes 3 to 18, an improvement roll (TC-4.9)
    /// raises a score whenever a d20 beats it, so 19 and 20 can be
    /// reached and nothing higher, and a major wound's ability loss
    /// (TC-6.10) can take a score under 3; 0 is no score.
    pub struct AbilityScore(i32) in 1..=20, "ability score";

    /// A difficulty class: a target blind, constrained and unaware has
    /// AC 0 (TC-5.15) and penalties go further; far above any armour
    /// class, and above an injury save's 20 plus the damage past 0 HP
    /// (TC-6.6) for any damage the rules deal.
    pub struct Dc(i32) in -100..=200, "DC";

    /// The total of a check's bonuses less its penalties (TC-3.7): a
    /// bonus is positive, a penalty negative.
    pub struct Modifier(i32) in -100..=100, "modifier";

    /// A skill rating, 0 to 100 (TC-4.10): 0 is practically unaware, 100
    /// as well-versed as a human gets.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::Skill;
    ///
    /// // STR 15, hunting 60%: the check uses 9 (rule TC-4.10).
    /// assert_eq!(Skill::new(60)?.modify(15), 9);
    /// assert_eq!(Skill::new(150).unwrap_err().to_string(), "skill must be in 0..=100, got 150");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct Skill(u32) in 0..=100, "skill";

    /// A spell's rating in percent (TC-12.1, TC-12.15): every spell is a
    /// skill of its own, from 0 (not known) to 100. A check with the spell
    /// uses it as its [`Skill`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::{Skill, SpellRating};
    ///
    /// let ward = SpellRating::new(45)?;
    /// assert_eq!(Skill::from(ward).get(), 45);
    /// assert_eq!(
    ///     SpellRating::new(150).unwrap_err().to_string(),
    ///     "spell rating must be in 0..=100, got 150"
    /// );
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct SpellRating(u32) in 0..=100, "spell rating";

    /// A priest's points of penance (TC-11.3): a blessing asked for a
    /// selfish or ungodly purpose gives one, one asked for a just purpose
    /// and acted on takes one away (TC-11.4), and each counts as a point of
    /// fatigue on hit point rolls, so it runs as far as fatigue does (40).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::Penance;
    ///
    /// assert_eq!(Penance::new(2)?.atoned().get(), 1);
    /// assert_eq!(Penance::NONE.atoned(), Penance::NONE);
    /// assert_eq!(Penance::new(41).unwrap_err().to_string(), "penance must be in 0..=40, got 41");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct Penance(u32) in 0..=40, "penance";

    /// A morale score (TC-5.13): 2d6 at most the score holds, so 2 holds
    /// only on double 1s and 12 always holds.
    pub struct MoraleScore(u32) in 2..=12, "morale score";

    /// An adventurer's level, as [`Rerolls`] counts it: far beyond the XP
    /// table, where level 40 needs 1500 × 2^38 XP.
    pub struct Level(u32) in 1..=100, "level";

    /// A number of degrees of success
    /// [`AbilityCheck::probability_at_least`] answers for: far above
    /// anything a roll reaches, and low enough that the exact fraction
    /// stays small.
    pub struct DegreeCount(u32) in 0..=1000, "degrees";
}

impl Penance {
    /// No penance.
    pub const NONE: Self = Self(0);

    /// One point less, and none stays none: a just purpose asked for and
    /// acted on (TC-11.4).
    #[must_use]
    pub const fn atoned(self) -> Self {
        Self(self.0.saturating_sub(1))
    }
}

impl From<SpellRating> for Skill {
    /// The spell's rating as the skill of a check cast with it.
    fn from(rating: SpellRating) -> Self {
        Self(rating.get())
    }
}

impl Default for Modifier {
    /// No bonus and no penalty.
    fn default() -> Self {
        Self(0)
    }
}
