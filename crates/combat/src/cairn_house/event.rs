//! What happens in a Cairn House Rules fight, as events with their text.

use core::fmt;

use osr_health::cairn_house::Event as HealthEvent;

use super::{DefenderChoice, Flight, InitiativeMode, Maneuver, Phase};
#[cfg(doc)]
use super::{Fight, MAX_ROUNDS};
use crate::Side;
use crate::named::Who;

/// Why a combatant left the fight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseOut"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Out {
    /// Critical damage: crawling.
    CriticalDamage,
    /// Dead.
    Dead,
    /// Escaped by fleeing.
    Fled,
    /// Fled after a failed morale save.
    Routed,
}

impl fmt::Display for Out {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::CriticalDamage => "critical damage",
            Self::Dead => "dead",
            Self::Fled => "fled",
            Self::Routed => "routed",
        })
    }
}

/// What called for a morale save (CH-combat.morale.triggers, .lone).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseMoraleTrigger"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoraleTrigger {
    /// The group's first casualty.
    FirstCasualty,
    /// The group has lost half its number (also when that is its first
    /// casualty: one save).
    HalfLost,
    /// A lone foe reduced to 0 HP.
    Lone,
}

/// What called for the save, as a table says it: "the first casualty",
/// "half of them lost", "alone at 0 HP".
impl fmt::Display for MoraleTrigger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::FirstCasualty => "the first casualty",
            Self::HalfLost => "half of them lost",
            Self::Lone => "alone at 0 HP",
        })
    }
}

/// How a fight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseEnding"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "ending",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ending {
    /// Everyone on the other side is out of the fight.
    Won {
        /// The side still in the fight.
        winner: Side,
        /// The round it ended in.
        round: u32,
    },
    /// Nobody won within [`MAX_ROUNDS`] (simulation and [`Fight::play`]
    /// only).
    Undecided {
        /// The rounds played.
        round: u32,
    },
}

/// What happened, step by step: a log a VTT can show line by line
/// (`Display`) and a program can replay.
///
/// With the `serde` feature each is an object tagged
/// `{"event": "attacked", ...}`; damage landing carries osr-health's own
/// event as `change`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseEvent"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A PC's DEX save for the initiative.
    InitiativeRolled {
        /// The PC.
        id: u32,
        /// DEX.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it passed: acts before the enemies.
        passed: bool,
    },
    /// A PC's initiative settled by Haste or Slow, without a roll.
    InitiativeGiven {
        /// The PC.
        id: u32,
        /// Haste or Slow.
        mode: InitiativeMode,
    },
    /// A phase began with someone to act in it.
    PhaseBegan {
        /// The round.
        round: u32,
        /// The phase.
        phase: Phase,
    },
    /// The actor did nothing.
    Passed {
        /// The actor.
        id: u32,
    },
    /// A spell began (phase 1).
    CastingBegan {
        /// The caster.
        id: u32,
    },
    /// A spell took effect (phase 5).
    SpellTookEffect {
        /// The caster.
        id: u32,
    },
    /// The WIL save of a caster hit while casting.
    CastingSave {
        /// The caster.
        id: u32,
        /// WIL.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it passed.
        passed: bool,
    },
    /// A spell lost as though cast: its costs are paid, it has no effect.
    SpellLost {
        /// The caster.
        id: u32,
    },
    /// An attack's damage die, less DR.
    Attacked {
        /// The attacker.
        attacker: u32,
        /// The target.
        target: u32,
        /// The die's sides (after enhancement or impairment).
        sides: u32,
        /// The face.
        face: u32,
        /// The target's DR.
        dr: u32,
        /// Damage after DR.
        damage: u32,
        /// A free attack on a withdrawing enemy.
        free: bool,
        /// The maneuver tried, if any.
        maneuver: Option<Maneuver>,
    },
    /// A spell's damage to one target, DR applied or not.
    SpellDamageRolled {
        /// The caster.
        caster: u32,
        /// The target.
        target: u32,
        /// The dice's total.
        total: u32,
        /// The DR taken off.
        dr: u32,
        /// The damage.
        damage: u32,
    },
    /// The defender's choice after a maneuver.
    DefenderChose {
        /// The defender.
        id: u32,
        /// The choice.
        choice: DefenderChoice,
    },
    /// A change to a combatant's health, as osr-health reports it.
    Health {
        /// The combatant.
        id: u32,
        /// What changed.
        change: HealthEvent,
    },
    /// A charge into melee range.
    Charged {
        /// The charger.
        id: u32,
        /// The enemy charged.
        target: u32,
    },
    /// A move into melee range.
    Approached {
        /// The mover.
        id: u32,
        /// The enemy.
        target: u32,
    },
    /// A move out of melee range.
    Withdrew {
        /// The mover.
        id: u32,
        /// Only half a move (no free attacks).
        half: bool,
    },
    /// An attempt to flee.
    FleeAttempted {
        /// Who.
        id: u32,
        /// The DEX save's d20, when rolled.
        face: Option<u32>,
        /// What became of it.
        flight: Flight,
    },
    /// The enemies' morale save.
    MoraleChecked {
        /// What called for it.
        trigger: MoraleTrigger,
        /// The WIL saved against.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it passed: they fight on.
        passed: bool,
    },
    /// A combatant left the fight.
    OutOfFight {
        /// Who.
        id: u32,
        /// Why.
        reason: Out,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The fight ended.
    FightEnded {
        /// How.
        ending: Ending,
    },
}

crate::named::named_lines!(
    "```\nuse osr_combat::cairn_house::Event;\n\nlet passed = Event::Passed { id: 3 };\nassert_eq!(passed.named(&[(3, \"Briar\")]).to_string(), \"Briar does nothing\");\nassert_eq!(passed.to_string(), \"#3 does nothing\");\n```"
);

impl Event {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &[(u32, &str)]) -> fmt::Result {
        let who = |id: u32| Who::of(id, names);
        match *self {
            Self::InitiativeRolled {
                id,
                target,
                face,
                passed,
            } => write!(
                f,
                "{id} saves DEX {target} for the initiative: d20 {face}, {}",
                if passed {
                    "acts before the enemies"
                } else {
                    "acts after the enemies"
                },
                id = who(id)
            ),
            Self::InitiativeGiven { id, mode } => write!(
                f,
                "{id} {}",
                match mode {
                    InitiativeMode::Slow => "loses the initiative, slowed",
                    InitiativeMode::Haste => "gains the initiative, hasted",
                    InitiativeMode::Save => "gains the initiative",
                },
                id = who(id)
            ),
            Self::PhaseBegan { round, phase } => write!(f, "round {round}, {phase}"),
            Self::Passed { id } => write!(f, "{id} does nothing", id = who(id)),
            Self::CastingBegan { id } => write!(f, "{id} begins casting", id = who(id)),
            Self::SpellTookEffect { id } => write!(f, "{id}'s spell takes effect", id = who(id)),
            Self::CastingSave {
                id,
                target,
                face,
                passed,
            } => write!(
                f,
                "{id} saves WIL {target} to keep the spell: d20 {face}, {}",
                if passed { "kept" } else { "failed" },
                id = who(id)
            ),
            Self::SpellLost { id } => write!(f, "{id}'s spell is lost", id = who(id)),
            Self::Attacked {
                attacker,
                target,
                sides,
                face,
                dr,
                damage,
                free,
                maneuver,
            } => {
                write!(f, "{attacker} ", attacker = who(attacker))?;
                if free {
                    f.write_str("gets a free attack: ")?;
                }
                write!(
                    f,
                    "hits {target}: d{sides} {face} - DR {dr} = {damage} damage",
                    target = who(target)
                )?;
                if let Some(maneuver) = maneuver {
                    write!(f, " or {maneuver}")?;
                }
                Ok(())
            }
            Self::SpellDamageRolled {
                caster,
                target,
                total,
                dr,
                damage,
            } => write!(
                f,
                "{caster}'s spell hits {target}: {total} - DR {dr} = {damage} damage",
                caster = who(caster),
                target = who(target)
            ),
            Self::DefenderChose { id, choice } => write!(
                f,
                "{id} {}",
                match choice {
                    DefenderChoice::TakeDamage => "takes the damage",
                    DefenderChoice::AcceptManeuver => "suffers the maneuver",
                },
                id = who(id)
            ),
            Self::Health { id, change } => health_line(f, who(id), change),
            Self::Charged { id, target } => write!(
                f,
                "{id} charges {target}",
                id = who(id),
                target = who(target)
            ),
            Self::Approached { id, target } => write!(
                f,
                "{id} closes with {target}",
                id = who(id),
                target = who(target)
            ),
            Self::Withdrew { id, half } => write!(
                f,
                "{id} withdraws{}",
                if half { " with half a move" } else { "" },
                id = who(id)
            ),
            Self::FleeAttempted { id, face, flight } => match (face, flight) {
                (_, Flight::NowhereToRun) => {
                    write!(f, "{id} has nowhere safe to run", id = who(id))
                }
                (Some(face), Flight::Escaped) => {
                    write!(f, "{id} flees: d20 {face}, escapes", id = who(id))
                }
                (face, _) => write!(
                    f,
                    "{id} tries to flee: d20 {}, caught",
                    face.unwrap_or(0),
                    id = who(id)
                ),
            },
            Self::MoraleChecked {
                trigger,
                target,
                face,
                passed,
            } => write!(
                f,
                "morale ({trigger}): WIL {target}, d20 {face}, {}",
                if passed { "they stand" } else { "they flee" }
            ),
            Self::OutOfFight { id, reason } => {
                write!(f, "{id} is out of the fight: {reason}", id = who(id))
            }
            Self::RoundEnded { round } => write!(f, "round {round} ends"),
            Self::FightEnded { ending } => match ending {
                Ending::Won { winner, round } => write!(f, "the {winner} win in round {round}"),
                Ending::Undecided { round } => write!(f, "nobody wins after {round} rounds"),
            },
        }
    }
}

fn health_line(f: &mut fmt::Formatter<'_>, id: Who<'_>, change: HealthEvent) -> fmt::Result {
    match change {
        HealthEvent::HpLost { from, to } => write!(f, "{id} loses HP: {from} -> {to}"),
        HealthEvent::GrievousWound { face, wound } => {
            write!(f, "{id} is grievously wounded (d6 {face}): {wound}")
        }
        HealthEvent::Blinded => write!(f, "{id} is blinded"),
        HealthEvent::StrengthLost { from, to, excess } => {
            write!(
                f,
                "{id} loses STR past 0 HP: {from} -> {to} ({excess} past 0)"
            )
        }
        HealthEvent::CriticalDamageSave {
            target,
            face,
            passed,
        } => write!(
            f,
            "{id} saves STR {target} against critical damage: d20 {face}, {}",
            if passed { "passed" } else { "failed" }
        ),
        HealthEvent::CriticalDamage => write!(f, "{id} takes critical damage: crawling"),
        HealthEvent::Died { .. } => write!(f, "{id} dies"),
        // The rest: osr-health's line.
        other => write!(f, "{id}: {other}"),
    }
}
