//! Gods & Monsters: survival and verve, injury points, unconsciousness,
//! the death check and the death timer, falls, and the other hazards to a
//! character's health.
//!
//! Each rule's code lives in a file named for its topic: `vitals` (the
//! state and what a hit does), `dying` (the end of a round), `falling`,
//! `npc`, `rest`, `ailment`, `hazards`; every item is used from here. Rolls
//! the rules make against a reaction are osr-check's
//! [`Roll`](osr_check::gods_and_monsters::Roll), and the death check is its
//! [`Contest`](osr_check::gods_and_monsters::Contest).
//!
//! | rule | API |
//! |---|---|
//! | GM-health.survival: damage takes survival; never above the maximum | [`Vitals`], [`Vitals::take`], [`Vitals::regain_survival`] |
//! | GM-health.verve.use: archetypal damage comes off verve first, and verve counts against injuries | [`Hit::archetypal`], [`Vitals::survival_against_injuries`] |
//! | GM-health.verve.restore: full verve each morning; up to level on a peaceful encounter | [`Vitals::wake_for_the_day`], [`Vitals::encounter_engaged`] |
//! | GM-health.injury: past 0 survival damage becomes injuries, a penalty on rolls | [`Vitals::take`], [`Vitals::injury_penalty`] |
//! | GM-health.temp-pool: a temporary pool absorbs eligible damage first | [`Vitals::with_pool`], [`Vitals::end_pool`], [`Hit::pool_eligible`] |
//! | GM-health.unconscious: fortitude or willpower at minus injuries, or unconscious for injuries minutes | [`Resilience::consciousness_roll`], [`RoundEnd`] |
//! | GM-health.death-check: injuries act in a contest against endurance minus injuries | [`Resilience::death_check`], [`RoundEnd`] |
//! | GM-health.death-timer: endurance minus injuries minutes, hours once unconscious | [`DeathTimer`] |
//! | GM-health.death-roll.mods: +2 unconscious, a field bonus | [`Resilience::with_death_roll_bonus`], [`UNCONSCIOUS_DEATH_ROLL_BONUS`] |
//! | GM-health.death.final-scene: the heroic last effort, +level, no injury penalty, 50 XP per mojo for all | [`HeroicEffort`] |
//! | GM-health.falling: the falling table, evasion, one injury per die, time aloft | [`FALLING`], [`Feet`], [`Fall`] |
//!
//! # Readings
//!
//! - The death check is osr-check's contest: when both the injuries and
//!   the endurance roll succeed, both roll again (rule GM-dice.contest);
//!   the injuries' d20 is rolled first in each round.
//! - The roll to stay conscious comes before the death check, so a
//!   character who fails it makes the death check unconscious, at +2.
//! - A character who is unconscious when the death timer starts counts in
//!   hours from the start.
//! - A fall halved by evasion loses half its total rounded down; the
//!   evasion roll counts only under 20 feet (the table), injuries per die
//!   are spared only by a halving or negating evasion roll.
//! - A fall's one injury per die comes out of the dice's total: 3d6 = 11
//!   is 3 injury points and 8 points of damage.
//!
//! Not here: bidding mojo on a death roll (osr-advancement), waking an
//! unconscious character early and the time aloft past the table in
//! other worlds (a referee's call).

mod dying;
mod event;
mod falling;
mod vitals;

pub use self::dying::*;
pub use self::event::*;
pub use self::falling::*;
pub use self::vitals::*;
