//! Gods & Monsters: the round and its order, attack against defense with
//! every situational modifier as data, surprise, the special conflict
//! maneuvers, and the fight as a state machine, with whole fights
//! simulated under a simple policy.
//!
//! There is no initiative: everything in a ten-second round happens at
//! once, resolved in the order the rules give ([`Phase`]). An attack hits
//! on a d20 at most 11 plus the attacker's Fighting Art and attack bonus,
//! minus the target's defense ([`Attack`]), moved by the situation
//! ([`Situation`]) and the target's guard ([`Guard`]). Damage lands through
//! osr-health's [`Vitals`](osr_health::gods_and_monsters::Vitals) (verve
//! first when the loss is archetypal, then survival, then injuries), and
//! the end of each round is osr-health's
//! [`RoundEnd`](osr_health::gods_and_monsters::RoundEnd) (staying
//! conscious, the death check). Reaction rolls are osr-check's
//! [`Roll`](osr_check::gods_and_monsters::Roll).
//!
//! Each rule's code lives in a file named for its topic: `attack` (the
//! roll, its modifiers, cover, damage), `missile` (range, strength, size,
//! actions), `maneuver` (surprise and the maneuvers' rolls), `combatant`,
//! `fight`, `simulate`, `duel_odds`; every item is used from here.
//!
//! | rule | API |
//! |---|---|
//! | GM-combat.round: ten-second rounds, one action each | [`ROUND_SECONDS`], [`Fight`], [`Error::AlreadyActed`](crate::Error::AlreadyActed) |
//! | GM-combat.order: no initiative; NPC movement, players, NPCs, then the checks | [`Phase`], [`ROUND_ORDER`], [`Fight::step`] |
//! | GM-combat.order.interference: the interfering action first; an agility roll between actions | [`Phase::CalledShots`], [`interference_roll`] |
//! | GM-combat.surprise: perception (+4 aware, -6 asleep); no action in the first round, then -2 defense, -3 rolls, no maneuvers | [`Awareness`], [`SURPRISED_DEFENSE_PENALTY`], [`SURPRISED_ROLL_PENALTY`], [`Command::RollSurprise`] |
//! | GM-combat.surprise.snap-out: willpower or fortitude each later round; two rounds out ends it | [`snap_out_roll`], [`ROUNDS_OUT_ENDING_SURPRISE`], [`Command::BeginRound`] |
//! | GM-combat.attack: d20 at most 11 + Fighting Art + attack bonus - defense | [`Attack`], [`BASE_TARGET`] |
//! | GM-combat.reach: any target within the movement in feet | [`within_reach`] |
//! | GM-combat.close-vs-ranged: within reach, or missiles | [`Engagement`] |
//! | GM-combat.damage: the weapon's dice plus bonus, off survival (verve first if archetypal) | [`Damage`], [`Combatant::with_archetypal_losses`] |
//! | GM-combat.unarmed: d3, d2 for halflings, goblins and gnomes | [`unarmed_damage`] |
//! | GM-combat.range-penalty: -1 per range past the first | [`range_penalty`] |
//! | GM-combat.thrown-strength: strength minor cancels range penalty | [`thrown_range_penalty`] |
//! | GM-combat.propelled-strength: rated weapons: +25% range a point, cost x(1 + major), damage up to minor, or a penalty | [`StrengthRating`] |
//! | GM-combat.size-penalty: -1 a size step | [`size_penalty`] |
//! | GM-combat.fire-into-melee: strong cover 3-5, full 6+; partners and a stray shot roll evasion | [`Cover::of_melee`], [`stray_shot_roll`], [`would_have_hit`] |
//! | GM-combat.multi-action: as many rounds as actions, one fewer out of close combat | [`actions_to_fire`] |
//! | GM-combat.multi-attack: each attack rolled | [`Combatant::with_attacks`], [`Fight`] |
//! | GM-combat.maneuver-scope: a bonus only against the opponent it concerns | [`Situation`], [`Order`] |
//! | GM-combat.unseen: -3 close, -6 ranged | [`Engagement::unseen_penalty`] |
//! | GM-combat.called-shot: -3 attack, -2 own defense; the effect reaction at -damage +movement | [`Situation::called_shot`], [`Guard::called_shot`], [`called_shot_effect_roll`] |
//! | GM-combat.called-shot.timing: called shots first; disruption | [`Phase::CalledShots`], [`DisruptedAction`] |
//! | GM-combat.cover: weak/strong/full, warriors +1/+2/+3, others 0/+1/+2 | [`Cover`], [`COVER`] |
//! | GM-combat.cover.leadership: a leading warrior lends warrior cover to level companions | [`Leadership`] |
//! | GM-combat.high-ground: +1 to attack or defense | [`HIGH_GROUND_BONUS`], [`Situation::high_ground`], [`Guard::high_ground`] |
//! | GM-combat.immobilize: evasion +2 a size larger; fortitude +4 a size; the three results | [`Immobilize`], [`Hold`] |
//! | GM-combat.immobilize.followup: the held target is immobile to allies and holder | [`Hold::target_is`] |
//! | GM-combat.quickdraw: evasion to draw and attack; failing, surprised | [`quickdraw_roll`], [`Order::quickdraw`] |
//! | GM-combat.non-defending: covered, unaware, immobile do not combine | [`NonDefending::best`] |
//! | GM-combat.covered: +4 attack, +1 damage; a reaction contest | [`NonDefending::Covered`], [`covered_contest`] |
//! | GM-combat.immobile-bonus: +10 | [`NonDefending::Immobile`] |
//! | GM-combat.unaware: +4, or a warrior's extra attack | [`NonDefending::Unaware`], [`unaware_extra_attack`] |
//!
//! # Readings
//!
//! - The round's order: called shots (and the referee's actions that
//!   change a player's) come first, before the referee's movement; then
//!   the players act in any order among themselves, then the referee's
//!   characters. A combatant who drops to 0 survival acts on in that
//!   round (the yeti does); only the end-of-round checks take anyone out.
//! - Surprise: the surprised have no action in the first round; later they
//!   attack at -3 and defend at -2 until they snap out of it; the snap-out
//!   roll is the better of willpower and fortitude, at minus injuries but
//!   without the -3 (the yeti fight's Charlotte rolls against her plain 9).
//!   A called shot is a maneuver, so the surprised cannot make one.
//! - A quickdraw's failed evasion takes the round's action: the character
//!   is surprised instead of attacking.
//! - A damage total below 0 does no damage.
//! - A thrower's negative strength contributor adds no range penalty; a
//!   rated weapon's range rounds down.
//! - One-action weapons take one action in and out of close combat.
//! - The stray shot on a miss is read as a normal hit with the weapon's
//!   damage (the rules do not say).
//! - Losses in combat are archetypal for the combatants the caller says
//!   (warriors; Sam, a thief and warrior, in the yeti fight): then they
//!   come off verve first.
//!
//! The killing and knockout blows, contest damage, concentration and
//! moving targets are in [`special`]; mass combat and morale in [`mass`].
//!
//! A duel's whole fight has exact odds ([`duel_odds`]): who wins and in
//! how many rounds, played as [`simulate`] plays it. Its exact fractions
//! grow long: Toromeen against the yeti has about 1,500 states, and its
//! mean number of rounds is a fraction of over a thousand digits, solved
//! in about a minute and a half.
//!
//! Not here: the combat pool and combat bonus points,
//! which these rules name but never define; exact odds of fights of more
//! than two: every combatant's survival, verve and injury points with
//! their surprise and consciousness multiply the states.

mod attack;
mod combatant;
mod command;
mod duel_odds;
mod event;
mod fight;
mod maneuver;
mod missile;
mod simulate;

pub mod mass;
pub mod special;

pub use self::attack::*;
pub use self::combatant::*;
pub use self::command::*;
pub use self::duel_odds::*;
pub use self::event::*;
pub use self::fight::*;
pub use self::maneuver::*;
pub use self::missile::*;
pub use self::simulate::*;
