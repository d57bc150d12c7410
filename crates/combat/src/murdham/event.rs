//! What happens in an encounter, as events with their text.

use alloc::vec::Vec;
use core::fmt;

use osr_health::murdham::HitBand;

use super::{Detection, Intent, Pace, Resolution, Social};
use crate::Side;
use crate::named::Who;

/// A condition a social action leaves on a combatant in a fight (osr-sheet's
/// `Condition` is one of the rules' conditions a character has, MU-core.conditions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSocialCondition"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum SocialCondition {
    /// Loses its next turn.
    LosesNextTurn,
    /// Frightened of the combatant `of`: cannot approach it.
    Frightened {
        /// The one it fears.
        of: u32,
    },
    /// Its next turn can only go to trying to harm `by`.
    Taunted {
        /// The taunter.
        by: u32,
    },
}

/// How an encounter ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamEnding"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ending {
    /// The sides went their ways.
    Apart,
    /// A parley was held.
    Parley,
    /// A fight, won by the side still standing (`None`: ended otherwise).
    Fight {
        /// The winner.
        winner: Option<Side>,
    },
}

/// Something that happened, in order: the encounter's log.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A side looked for the other.
    AwarenessRolled {
        /// The side looking.
        side: Side,
        /// How it could spot the other.
        detection: Detection,
        /// The group save's kept d20, when one was rolled.
        face: Option<u32>,
        /// Whether it spotted the other.
        spotted: bool,
    },
    /// A side's intent.
    ApproachChosen {
        /// The side.
        side: Side,
        /// Its intent.
        intent: Intent,
    },
    /// What came of the approach.
    Resolved {
        /// The resolution.
        resolution: Resolution,
    },
    /// A round began.
    RoundBegan {
        /// The round, from 1.
        round: u32,
    },
    /// An attack was made.
    Attacked {
        /// The attacker.
        attacker: u32,
        /// The target.
        target: u32,
        /// Whether a situation impaired it.
        impaired: bool,
        /// Whether it landed.
        landed: bool,
    },
    /// A landed attack's damage, through osr-health.
    Damage {
        /// The one hit.
        target: u32,
        /// The damage dice's faces.
        faces: Vec<u32>,
        /// The damage rolled.
        total: u32,
        /// The damage after armour.
        damage: u32,
        /// Health before.
        from: u32,
        /// Health after.
        to: u32,
        /// What the hit did.
        band: HitBand,
    },
    /// A combatant is out of the fight.
    OutOfFight {
        /// The combatant.
        id: u32,
        /// Why (critical damage, dying, dead).
        band: HitBand,
    },
    /// A social action was tried.
    SocialTried {
        /// The actor.
        actor: u32,
        /// The target.
        target: u32,
        /// The action.
        social: Social,
        /// The actor's WIT save, when rolled.
        actor_passed: Option<bool>,
        /// The target's resisting WIT save, when rolled.
        target_passed: Option<bool>,
        /// Whether it worked.
        worked: bool,
    },
    /// A combatant gained a condition.
    ConditionGained {
        /// The combatant.
        id: u32,
        /// The condition.
        condition: SocialCondition,
    },
    /// A combatant lost its turn.
    TurnLost {
        /// The combatant.
        id: u32,
    },
    /// A combatant moved.
    Moved {
        /// The combatant.
        id: u32,
        /// Zones crossed.
        zones: u32,
        /// The pace.
        pace: Pace,
    },
    /// A combatant did something the caller resolves.
    ActedOtherwise {
        /// The combatant.
        id: u32,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The encounter ended.
    Ended {
        /// How.
        ending: Ending,
    },
    /// Time passed for the encounter.
    StretchPassed {
        /// Stretches.
        stretches: u32,
    },
}

crate::named::named_lines!(
    "```\nuse osr_combat::murdham::Event;\n\nlet hit = Event::Attacked { attacker: 1, target: 7, impaired: false, landed: true };\nassert_eq!(hit.named(&[(1, \"Ash\"), (7, \"the wolf\")]).to_string(), \"  Ash attacks the wolf: lands\");\nassert_eq!(hit.to_string(), \"  #1 attacks #7: lands\");\n```"
);

impl Event {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &[(u32, &str)]) -> fmt::Result {
        let who = |id: &u32| Who::of(*id, names);
        match self {
            Self::AwarenessRolled {
                side,
                detection,
                face,
                spotted,
            } => {
                let how = match (detection, face) {
                    (Detection::Save, Some(face)) => alloc::format!("group WIT save, d20 = {face}"),
                    (Detection::Automatic, _) => "automatically".into(),
                    _ => "cannot by a save".into(),
                };
                let what = if *spotted { "spot" } else { "do not spot" };
                write!(f, "the {side} {what} the other side ({how})")
            }
            Self::ApproachChosen { side, intent } => {
                write!(f, "the {side} choose to {}", intent.key().replace('_', " "))
            }
            Self::Resolved { resolution } => match resolution {
                Resolution::Apart => f.write_str("no fight and no talk: the sides go their ways"),
                Resolution::Parley => f.write_str("a parley"),
                Resolution::Fight { ambush: Some(side) } => {
                    write!(f, "a fight: the {side} launch a surprise attack")
                }
                Resolution::Fight { ambush: None } => f.write_str("a fight breaks out"),
            },
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::Attacked {
                attacker,
                target,
                impaired,
                landed,
            } => {
                let imp = if *impaired { " (impaired)" } else { "" };
                let hit = if *landed { "lands" } else { "misses" };
                write!(
                    f,
                    "  {attacker} attacks {target}{imp}: {hit}",
                    attacker = who(attacker),
                    target = who(target)
                )
            }
            Self::Damage {
                target,
                faces,
                total,
                damage,
                from,
                to,
                band,
            } => write!(
                f,
                "  damage {faces:?} = {total}, {damage} after armour: {target} health {from} -> {to} ({band})",
                target = who(target)
            ),
            Self::OutOfFight { id, band } => {
                write!(f, "  {id} is out of the fight ({band})", id = who(id))
            }
            Self::SocialTried {
                actor,
                target,
                social,
                actor_passed,
                target_passed,
                worked,
            } => {
                write!(
                    f,
                    "  {actor} tries to {} {target}",
                    social.row().id,
                    actor = who(actor),
                    target = who(target)
                )?;
                if let Some(p) = actor_passed {
                    write!(f, ", own WIT {}", if *p { "passes" } else { "fails" })?;
                }
                if let Some(p) = target_passed {
                    write!(f, ", target's WIT {}", if *p { "passes" } else { "fails" })?;
                }
                f.write_str(if *worked { ": it works" } else { ": no effect" })
            }
            Self::ConditionGained { id, condition } => match condition {
                SocialCondition::LosesNextTurn => {
                    write!(f, "  {id} loses its next turn", id = who(id))
                }
                SocialCondition::Frightened { of } => {
                    write!(
                        f,
                        "  {id} is frightened of {of}",
                        id = who(id),
                        of = who(of)
                    )
                }
                SocialCondition::Taunted { by } => {
                    write!(
                        f,
                        "  {id} must spend its next turn on {by}",
                        id = who(id),
                        by = who(by)
                    )
                }
            },
            Self::TurnLost { id } => write!(f, "  {id} loses this turn", id = who(id)),
            Self::Moved { id, zones, pace } => {
                let pace = match pace {
                    Pace::Normal => "",
                    Pace::Sprint => ", sprinting",
                };
                write!(f, "  {id} moves {zones} zones{pace}", id = who(id))
            }
            Self::ActedOtherwise { id } => write!(f, "  {id} acts", id = who(id)),
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::Ended { ending } => match ending {
                Ending::Apart => f.write_str("the encounter is over"),
                Ending::Parley => f.write_str("the parley is over"),
                Ending::Fight { winner: Some(side) } => {
                    write!(f, "the fight is over: the {side} win")
                }
                Ending::Fight { winner: None } => f.write_str("the fight is over"),
            },
            Self::StretchPassed { stretches: 1 } => f.write_str("1 stretch passes"),
            Self::StretchPassed { stretches } => write!(f, "{stretches} stretches pass"),
        }
    }
}
