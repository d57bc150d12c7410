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
//! | GM-health.rest: a night: health roll for level survival or an injury, else 1; a day: no roll | [`NightRest`], [`day_of_rest`], [`RestChoice`] |
//! | GM-health.npc: endurance about 10 + half level; d6 (warriors d10) survival per level; level survival a night | [`npc_endurance`], [`npc_survival_dice`], [`npc_night`] |
//! | GM-health.awaken: rolls to awaken at minus injuries; 1 mojo to semi-consciousness | [`awaken_roll`], [`SEMI_CONSCIOUS_MOJO`] |
//! | GM-health.aging: an unhealable injury from 40 + endurance, then every year (or 2 ability points) | [`Aging`] |
//! | GM-health.ailment.roll: a reaction at minus strength; health at a further -4 when accepted | [`AILMENTS`], [`ailment`], [`AilmentRow::contract_roll`], [`Exposure`] |
//! | GM-health.ailment.effect, .chronic, .inescapable, .chronic-inescapable: the course, action time by action time | [`AilmentCourse`] |
//! | GM-health.semi-conscious: willpower or d4 rounds to respond, half movement, unconscious for death rolls | [`SemiConscious`] |
//! | GM-health.suffocation: endurance rounds prepared, d4 + minor endurance otherwise, doubled at rest; then health rolls at -1 more each minute | [`Suffocation`], [`minor_contributor`] |
//! | GM-health.forced-march: a health roll or 1 injury (+2 per movement point given up, -2 per earlier push, up to -4 thirst) | [`ForcedMarch`] |
//!
//! # Readings
//!
//! - The death check is osr-check's contest: when both the injuries and
//!   the endurance roll succeed, both roll again (rule GM-dice.contest);
//!   the injuries' d20 is rolled first in each round.
//!   [`DeathCheckReading::OneRound`] reads it as the rules' example does
//!   instead: endurance is rolled only after the injuries succeed, and its
//!   success ends the check.
//! - The roll to stay conscious comes before the death check, so a
//!   character who fails it makes the death check unconscious, at +2.
//! - A character who is unconscious when the death timer starts counts in
//!   hours from the start.
//! - The roll to stay conscious is fortitude or willpower, also where the
//!   yeti fight's example calls it a health roll.
//! - A fall halved by evasion loses half its total rounded down; the
//!   evasion roll counts only under 20 feet (the table), injuries per die
//!   are spared only by a halving or negating evasion roll.
//! - A fall's one injury per die comes out of the dice's total: 3d6 = 11
//!   is 3 injury points and 8 points of damage.
//!
//! - A chronic ailment's health roll to throw it off is made at minus its
//!   current strength, which fades by one at each action time before the
//!   roll. Sleep gas is inescapable, as the rules' example says (the table
//!   leaves its type blank); the food poisoning example's extra
//!   concentration penalty is not in its table row and is left out.
//! - Half a level rounds down for a non-player character's estimated
//!   endurance; the years between aging injuries are an input (one by
//!   default), as the "special contributor" that changes them is never
//!   defined.
//!
//! Not here: bidding mojo on a death roll or a heroic last effort
//! (osr-advancement), the defense and movement of semi-conscious and
//! unconscious characters in combat (osr-combat), keeping count of which
//! encounters already restored verve, and applying an ailment's penalties
//! to rolls (the caller's, from the events).

mod ailment;
mod dying;
mod event;
mod falling;
mod hazards;
mod rest;
mod vitals;

pub use self::ailment::*;
pub use self::dying::*;
pub use self::event::*;
pub use self::falling::*;
pub use self::hazards::*;
pub use self::rest::*;
pub use self::vitals::*;

/// A creature's level and endurance: osr-check's, which osr-travel and
/// osr-sheet read too.
pub use osr_check::gods_and_monsters::{CreatureLevel, Endurance};
