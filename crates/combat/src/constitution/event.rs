//! What happens in a 3d6 Constitution fight, as events with their text.

use alloc::vec::Vec;
use core::fmt;

use osr_health::constitution::Event as HealthEvent;

use super::MoraleTrigger;
use super::Spend;
use crate::Side;
use crate::named::Who;

/// What happened, as a log a VTT can show line by line ([`fmt::Display`]).
///
/// With the `serde` feature: `{"event": "attack_rolled", ...}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Event;
///
/// let line = Event::SuperiorTurn { id: 1, from: 25, to: 15 }.to_string();
/// assert_eq!(line, "  #1 takes superior initiative: 25 -> 15");
/// ```
#[non_exhaustive]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionEvent"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// Initiative rolled or set.
    InitiativeRolled {
        /// Who.
        id: u32,
        /// The d20s (none when set).
        faces: Vec<u32>,
        /// The score.
        score: u32,
    },
    /// A round began; `superior` started it highest.
    RoundBegan {
        /// The round.
        round: u32,
        /// Who has superior initiative.
        superior: Option<u32>,
    },
    /// A turn began at a count.
    TurnBegan {
        /// Whose.
        id: u32,
        /// At what count.
        count: u32,
    },
    /// Initiative spent.
    InitiativePaid {
        /// Who.
        id: u32,
        /// On what.
        what: Spend,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// An attack rolled against AC.
    AttackRolled {
        /// Who.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The d20s.
        faces: Vec<u32>,
        /// The total.
        total: i32,
        /// The AC it was against.
        ac: i32,
        /// Whether it hit.
        hit: bool,
        /// Extra degrees of success (TC-5.19).
        extra_degrees: u32,
    },
    /// An active defence rolled (TC-5.17).
    DefenceRolled {
        /// Who.
        id: u32,
        /// The d20s.
        faces: Vec<u32>,
        /// The total.
        total: i32,
        /// The AC it leaves.
        ac: i32,
    },
    /// A hit turned aside by a shield after the roll.
    Blocked {
        /// Whose attack.
        attacker: u32,
        /// Who blocked.
        target: u32,
    },
    /// A direct hit, bypassing hit points (TC-5.20).
    DirectHit {
        /// Who.
        attacker: u32,
        /// Whom.
        target: u32,
    },
    /// Damage rolled.
    DamageRolled {
        /// Who.
        attacker: u32,
        /// Whom.
        target: u32,
        /// The dice.
        faces: Vec<u32>,
        /// The damage.
        amount: u32,
    },
    /// What osr-health did to a combatant.
    Health {
        /// Who.
        id: u32,
        /// What.
        change: HealthEvent,
    },
    /// A combatant went berserk (TC-7.4).
    WentBerserk {
        /// Who.
        id: u32,
    },
    /// A superior took -10 for another turn (TC-5.3).
    SuperiorTurn {
        /// Who.
        id: u32,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// A turn spent on something else.
    Passed {
        /// Who.
        id: u32,
    },
    /// A spell declared (TC-5.7).
    SpellDeclared {
        /// Who.
        id: u32,
    },
    /// A declared spell takes effect (TC-5.7).
    SpellCast {
        /// Who.
        id: u32,
    },
    /// A combatant re-oriented (TC-5.6).
    Reoriented {
        /// Who.
        id: u32,
        /// The d20s.
        faces: Vec<u32>,
        /// The new score.
        score: u32,
    },
    /// A follower ordered to act at a count (TC-5.11).
    Ordered {
        /// The superior.
        by: u32,
        /// The one ordered.
        follower: u32,
        /// At what count.
        count: u32,
    },
    /// A morale check (TC-5.13).
    MoraleChecked {
        /// Who.
        id: u32,
        /// Why.
        trigger: MoraleTrigger,
        /// The 2d6.
        faces: [u32; 2],
        /// Their total.
        total: u32,
        /// The score.
        score: u32,
        /// Whether they held.
        held: bool,
    },
    /// Fled or gave up.
    Fled {
        /// Who.
        id: u32,
    },
    /// Out of the fight: collapsed or dead.
    Out {
        /// Who.
        id: u32,
    },
    /// The round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The bout was forced on (TC-5.8).
    BoutForced,
    /// A forced bout ended: everyone at 0 (TC-5.8).
    BoutEnded,
    /// The fight ended.
    FightEnded {
        /// The side still standing.
        winner: Side,
    },
}

crate::named::named_lines!(
    "```\nuse osr_combat::constitution::Event;\n\nlet blocked = Event::Blocked { attacker: 2, target: 1 };\nassert_eq!(blocked.named(&[(1, \"Ash\"), (2, \"the ogre\")]).to_string(), \"  Ash blocks the ogre's blow\");\nassert_eq!(blocked.to_string(), \"  #1 blocks #2's blow\");\n```"
);

impl Event {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &[(u32, &str)]) -> fmt::Result {
        let who = |id: &u32| Who::of(*id, names);
        match self {
            Self::InitiativeRolled { id, faces, score } => {
                write!(f, "{id} initiative {score} (d20 {faces:?})", id = who(id))
            }
            Self::RoundBegan { round, superior } => match superior {
                Some(s) => write!(
                    f,
                    "round {round} begins; {s} has superior initiative",
                    s = who(s)
                ),
                None => write!(f, "round {round} begins"),
            },
            Self::TurnBegan { id, count } => {
                write!(f, "  count {count}: {id}'s turn", id = who(id))
            }
            Self::InitiativePaid { id, what, from, to } => {
                write!(
                    f,
                    "  {id} spends initiative on {what}: {from} -> {to}",
                    id = who(id)
                )
            }
            Self::AttackRolled {
                attacker,
                target,
                faces,
                total,
                ac,
                hit,
                extra_degrees,
            } => {
                let result = if *hit { "hits" } else { "misses" };
                write!(
                    f,
                    "  {attacker} attacks {target}: d20 {faces:?}, total {total} vs AC {ac}: {result}",
                    attacker = who(attacker),
                    target = who(target)
                )?;
                if *hit && *extra_degrees > 0 {
                    let s = if *extra_degrees == 1 { "" } else { "s" };
                    write!(f, " ({extra_degrees} extra degree{s})")?;
                }
                Ok(())
            }
            Self::DefenceRolled {
                id,
                faces,
                total,
                ac,
            } => write!(
                f,
                "  {id} defends: d20 {faces:?}, total {total}, AC {ac}",
                id = who(id)
            ),
            Self::Blocked { attacker, target } => {
                write!(
                    f,
                    "  {target} blocks {attacker}'s blow",
                    target = who(target),
                    attacker = who(attacker)
                )
            }
            Self::DirectHit { attacker, target } => {
                write!(
                    f,
                    "  {attacker} scores a direct hit on {target}",
                    attacker = who(attacker),
                    target = who(target)
                )
            }
            Self::DamageRolled {
                target,
                faces,
                amount,
                ..
            } => write!(
                f,
                "  damage to {target}: {faces:?} = {amount}",
                target = who(target)
            ),
            Self::Health { id, change } => match change {
                HealthEvent::HpLost { from, to } => {
                    write!(f, "  {id} HP {from} -> {to}", id = who(id))
                }
                HealthEvent::MinorWound => write!(f, "  {id} takes a minor wound", id = who(id)),
                HealthEvent::MajorWound { marks } => {
                    let s = if *marks == 1 { "" } else { "s" };
                    write!(
                        f,
                        "  {id} takes a major wound ({marks} mark{s})",
                        id = who(id)
                    )
                }
                HealthEvent::Collapsed => write!(f, "  {id} collapses", id = who(id)),
                HealthEvent::Died => write!(f, "  {id} dies", id = who(id)),
                // The injury saves and the rest: osr-health's line.
                other => write!(f, "  {id}: {other}", id = who(id)),
            },
            Self::WentBerserk { id } => write!(f, "  {id} goes berserk", id = who(id)),
            Self::SuperiorTurn { id, from, to } => {
                write!(
                    f,
                    "  {id} takes superior initiative: {from} -> {to}",
                    id = who(id)
                )
            }
            Self::Passed { id } => write!(f, "  {id} does something else", id = who(id)),
            Self::SpellDeclared { id } => write!(f, "  {id} declares a spell", id = who(id)),
            Self::SpellCast { id } => write!(f, "  {id}'s spell takes effect", id = who(id)),
            Self::Reoriented { id, faces, score } => {
                write!(
                    f,
                    "  {id} re-orients: d20 {faces:?}, initiative {score}",
                    id = who(id)
                )
            }
            Self::Ordered {
                by,
                follower,
                count,
            } => {
                write!(
                    f,
                    "  {by} orders {follower} to act at {count}",
                    by = who(by),
                    follower = who(follower)
                )
            }
            Self::MoraleChecked {
                id,
                faces,
                total,
                score,
                held,
                ..
            } => write!(
                f,
                "  {id} checks morale: 2d6 {faces:?} = {total} vs {score}: {}",
                if *held { "holds" } else { "breaks" },
                id = who(id)
            ),
            Self::Fled { id } => write!(f, "  {id} flees", id = who(id)),
            Self::Out { id } => write!(f, "  {id} is out of the fight", id = who(id)),
            Self::RoundEnded { round } => write!(f, "round {round} ends; all disengage"),
            Self::BoutForced => write!(f, "the bout is forced on: -10 initiative to all"),
            Self::BoutEnded => write!(f, "everyone is at 0: the bout ends"),
            Self::FightEnded { winner } => write!(f, "the fight is over: the {winner} win"),
        }
    }
}
