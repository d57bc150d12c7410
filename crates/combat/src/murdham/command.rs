//! What the caller decides in an encounter: the commands and a
//! combatant's actions.

use alloc::vec::Vec;

use osr_core::StepDie;
#[cfg(doc)]
use osr_health::murdham::Hit;

#[cfg(doc)]
use super::{Encounter, approach};
use super::{Force, Intent, Pace, Situation, Social};

/// What a combatant does with its round. Murdham's attack procedure is in
/// its combat rules, not here: the caller says whether an attack landed,
/// and a landed attack's damage is rolled and applied through osr-health
/// ([`Hit`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamAction"))]
#[cfg_attr(feature = "serde", serde(tag = "action", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Action {
    /// An attack on an enemy.
    Attack {
        /// The enemy attacked.
        target: u32,
        /// The weapon's damage die.
        die: StepDie,
        /// Direct damage: armour does not count.
        #[cfg_attr(feature = "serde", serde(default))]
        direct: bool,
        /// Situations the attacker is in that impair the attack.
        #[cfg_attr(feature = "serde", serde(default))]
        situations: Vec<Situation>,
        /// Whether the attack landed, by the combat rules the caller
        /// follows.
        landed: bool,
    },
    /// A social action on an enemy: the whole round.
    Social {
        /// The enemy.
        target: u32,
        /// The action.
        social: Social,
        /// How forceful the attempt is.
        #[cfg_attr(feature = "serde", serde(default))]
        force: Force,
    },
    /// A move.
    Move {
        /// Zones crossed.
        zones: u32,
        /// The pace.
        #[cfg_attr(feature = "serde", serde(default))]
        pace: Pace,
        /// Whether the ground is open (no obstacles).
        open_ground: bool,
    },
    /// Anything else the combat rules allow (a spell, an item): it takes
    /// the turn and the caller resolves it.
    Other,
}

/// What the caller (a player, the referee) decides, applied by
/// [`Encounter::step`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamCommand"))]
#[cfg_attr(feature = "serde", serde(tag = "command", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// Roll awareness.
    RollAwareness,
    /// Each side's approach; see [`approach`].
    Approach {
        /// The party's intent.
        party: Option<Intent>,
        /// The foes' intent (the referee's secret choice).
        foes: Option<Intent>,
    },
    /// A combatant's action for this round.
    Act {
        /// The combatant acting.
        actor: u32,
        /// What it does.
        action: Action,
    },
    /// End the round.
    EndRound,
    /// End the fight (flight, surrender, the referee's word) or the
    /// parley.
    End,
}

impl Command {
    /// A stable snake-case key.
    pub(super) const fn key(&self) -> &'static str {
        match self {
            Self::RollAwareness => "roll_awareness",
            Self::Approach { .. } => "approach",
            Self::Act { .. } => "act",
            Self::EndRound => "end_round",
            Self::End => "end",
        }
    }
}
