//! Murdham: the encounter (setup, awareness, approach, the stretch it
//! takes), social actions in a fight, situations that impair attacks,
//! reacting to traps, and speed.
//!
//! Murdham's attack procedure and turn order are in its combat rules,
//! which the rules chapter this library follows leaves out. So a Murdham
//! fight here is the encounter: awareness, the approach, then rounds of
//! declared actions ([`Encounter`]); an attack lands when the caller says
//! it did, and its damage is rolled and applied through osr-health's
//! [`osr_health::murdham::Hit`] (exploding dice, armour, critical damage,
//! dying, death). Whole fights are not simulated and have no exact odds,
//! since whether an attack lands is not a rule this library has; the
//! exact odds here are those of awareness (`Awareness::odds`, from
//! [`osr_check::Check`]), of social
//! actions ([`social_chance`]) and of trap reactions ([`Trap::odds`]).
//!
//! | rule | API |
//! |---|---|
//! | MU-combat.encounter.setup: set the scene, then awareness | [`Setup`], [`Combatant`], [`Encounter::new`] |
//! | MU-combat.awareness.save: one group WIT save per side; anyone passing spots | [`Awareness`], [`Group`], [`AwarenessRoll`] (osr-check's [`GroupSave`](osr_check::murdham::GroupSave)) |
//! | MU-combat.awareness.reckless, .hidden, .matrix | [`Stance`], [`detection`], [`Detection`] |
//! | MU-combat.encounter.approach: who chooses; fight if one wants it, parley only if both | [`approach`], [`Intent`], [`Resolution`], [`Command::Approach`] |
//! | MU-combat.encounter.duration: a fight or a talk takes a stretch | [`stretches`], [`Encounter::stretches`], [`Event::StretchPassed`] |
//! | MU-combat.social.distract, .intimidate, .taunt: a round each, effects as data | [`SOCIAL_ACTIONS`], [`Social`], [`Effect`], [`Force`], [`Action::Social`], [`social_chance`] |
//! | MU-combat.impaired-situations: balancing, after a leap, climbing, in water | [`Situation`], [`IMPAIRING_SITUATIONS`], [`attack_edge`] |
//! | MU-combat.trap-react: a known trap allows an AGI save, an unseen one nothing | [`Trap`], [`TrapReaction`] |
//! | MU-combat.speed: 2 zones a round, 4 sprinting | [`Pace`], [`ZONES_PER_ROUND`], [`Action::Move`] |
//! | MU-combat.zone-occupancy: per-size room in a zone | osr-encumbrance: `osr_encumbrance::bulk::murdham::fits_in_zone`, `Size::per_zone` |
//!
//! Readings: two hidden groups do not spot each other without an active
//! search. When one side alone spotted the other, its choice stands:
//! attacking is a surprise attack, in whose first round the side taken
//! unaware loses its turns, talking is a parley, hiding or slipping
//! away leaves the sides apart. Otherwise both choose: a fight when either
//! wants one, a parley when both want to talk, else the sides go their
//! ways (the referee judges what follows); only a fight or a parley takes
//! a stretch. An impaired attack's one roll here is its damage roll
//! (rolled twice, the lower kept; several situations are still one
//! impairment); [`attack_edge`] gives the same edge for a caller's own
//! attack roll. A social action in a fight is resolved with WIT saves as
//! its row says: distract and intimidate let the target resist, taunt
//! needs the actor's save and lets the target resist; an irresistible
//! attempt takes away the target's save, an ineffective one does nothing.
//! A distracted combatant loses its next turn: this round's if it has not
//! acted yet, else the next round's. Fear from intimidation lasts until the
//! encounter ends (the rules give no length) and is recorded, not
//! enforced: it forbids approaching, and zones are the caller's.
//!
//! Zone occupancy is osr-encumbrance's (it goes with a character's size):
//! this crate does not repeat it.

mod approach;
mod awareness;
mod command;
mod encounter;
mod event;
mod rules;
mod setup;

pub use self::approach::{Intent, Resolution, approach, stretches};
pub use self::awareness::{
    Awareness, AwarenessRoll, Detection, Group, Sighting, Spotting, Stance, detection,
};
pub use self::command::{Action, Command};
pub use self::encounter::{Encounter, EncounterState, Status, Step};
pub use self::event::{Ending, Event, Named, SocialCondition};
pub use self::rules::{
    Effect, Force, IMPAIRING_SITUATIONS, Pace, SOCIAL_ACTIONS, Situation, Social, SocialRow, Trap,
    TrapReaction, ZONES_PER_ROUND, attack_edge, social_chance,
};
pub use self::setup::{Combatant, Setup};
