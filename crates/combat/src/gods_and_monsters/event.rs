//! What happens in a Gods & Monsters fight, as events with their text.

use alloc::vec::Vec;
use core::fmt;

use osr_health::gods_and_monsters::Event as HealthEvent;

use crate::Side;
use crate::named::Who;

use super::{Action, Phase};

/// Why a combatant is out of the fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersOut"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Out {
    /// Unconscious.
    Unconscious,
    /// Dying with no time left: dead by the end of the scene.
    Doomed,
    /// Fled.
    Fled,
}

/// One thing that happened in a fight, in order: the log a table reads.
///
/// With the `serde` feature it serializes as
/// `{"event": "attack_rolled", "attacker": 1, ...}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A perception roll against surprise.
    SurpriseRolled {
        /// Who rolled.
        id: u32,
        /// The number the d20 had to be at most.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether they are surprised.
        surprised: bool,
    },
    /// A round began.
    RoundBegan {
        /// Its number, from 1.
        round: u32,
    },
    /// A surprised combatant's roll to snap out of it.
    SnapOutRolled {
        /// Who rolled.
        id: u32,
        /// The number the d20 had to be at most.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether they snapped out of it.
        snapped_out: bool,
    },
    /// A surprise ended after rounds out of the conflict.
    SurpriseEnded {
        /// Who.
        id: u32,
    },
    /// A phase of the round began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// One of the referee's characters moved.
    Moved {
        /// Who.
        id: u32,
    },
    /// The evasion roll to draw and attack in one round.
    QuickdrawRolled {
        /// Who rolled.
        id: u32,
        /// The number the d20 had to be at most.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether the weapon came out in time (failing: surprised).
        drawn: bool,
    },
    /// An attack roll.
    AttackRolled {
        /// Who attacked.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The d20.
        face: u32,
        /// The number it had to be at most.
        needed: i32,
        /// Whether it hit.
        hit: bool,
    },
    /// The damage of a hit.
    DamageRolled {
        /// Who hit.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The damage dice's faces.
        faces: Vec<u32>,
        /// The bonus added.
        bonus: i32,
        /// The damage done.
        total: u32,
    },
    /// What the damage or the end of the round did to a combatant, as
    /// osr-health tells it (verve, survival, injuries, staying conscious,
    /// the death check).
    Health {
        /// Who.
        id: u32,
        /// What changed.
        change: HealthEvent,
    },
    /// An action other than an attack.
    Acted {
        /// Who.
        id: u32,
        /// What.
        action: Action,
    },
    /// A combatant is out of the fight.
    OutOfFight {
        /// Who.
        id: u32,
        /// Why.
        reason: Out,
    },
    /// A round ended.
    RoundEnded {
        /// Its number.
        round: u32,
    },
    /// The fight ended.
    FightEnded {
        /// The side still in it (none when nobody is).
        winner: Option<Side>,
    },
}

crate::named::named_lines!(
    "```\nuse osr_combat::gods_and_monsters::Event;\n\nlet attack = Event::AttackRolled { attacker: 1, target: 4, face: 9, needed: 9, hit: true };\nlet names = [(1, \"Sam Stevens\"), (4, \"the yeti\")];\nassert_eq!(attack.named(&names).to_string(), \"Sam Stevens attacks the yeti: d20 9 vs 9, hit\");\nassert_eq!(attack.to_string(), \"#1 attacks #4: d20 9 vs 9, hit\");\n```"
);

impl Event {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &[(u32, &str)]) -> fmt::Result {
        let who = |id: &u32| Who::of(*id, names);
        let verdict = |yes: bool, y: &'static str, n: &'static str| if yes { y } else { n };
        match self {
            Self::SurpriseRolled {
                id,
                target,
                face,
                surprised,
            } => write!(
                f,
                "{} perception against surprise: d20 {face} vs {target}, {}",
                who(id),
                verdict(*surprised, "surprised", "not surprised")
            ),
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::SnapOutRolled {
                id,
                target,
                face,
                snapped_out,
            } => write!(
                f,
                "{} tries to snap out of surprise: d20 {face} vs {target}, {}",
                who(id),
                verdict(*snapped_out, "no longer surprised", "still surprised")
            ),
            Self::SurpriseEnded { id } => write!(f, "{} is no longer surprised", who(id)),
            Self::PhaseBegan { phase } => write!(f, "-- {phase}"),
            Self::Moved { id } => write!(f, "{} moves", who(id)),
            Self::QuickdrawRolled {
                id,
                target,
                face,
                drawn,
            } => write!(
                f,
                "{} draws and attacks: evasion d20 {face} vs {target}, {}",
                who(id),
                verdict(*drawn, "drawn", "fumbles and is surprised")
            ),
            Self::AttackRolled {
                attacker,
                target,
                face,
                needed,
                hit,
            } => write!(
                f,
                "{} attacks {}: d20 {face} vs {needed}, {}",
                who(attacker),
                who(target),
                verdict(*hit, "hit", "miss")
            ),
            Self::DamageRolled {
                faces,
                bonus,
                total,
                ..
            } => write!(f, "  damage {faces:?} {bonus:+} = {total}"),
            Self::Health { id, change } => write!(f, "{} {change}", who(id)),
            Self::Acted { id, action } => write!(f, "{} {}", who(id), action.key()),
            Self::OutOfFight { id, reason } => {
                let why = match reason {
                    Out::Unconscious => "unconscious",
                    Out::Doomed => "doomed",
                    Out::Fled => "fled",
                };
                write!(f, "{} is out of the fight ({why})", who(id))
            }
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::FightEnded { winner } => match winner {
                Some(side) => write!(f, "the fight is over: {side} win"),
                None => write!(f, "the fight is over: nobody is left"),
            },
        }
    }
}
