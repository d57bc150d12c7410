//! What a player or the referee decides in a 3d6 Constitution fight.

use core::fmt;

#[cfg(doc)]
use super::Fight;
use super::{MoraleTrigger, Reaction};

/// How a defender meets one attack with a reaction (TC-5.4, TC-5.17).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Command, Defence};
///
/// let blocked = Command::Attack { attacker: 1, target: 2, defence: Defence::Shield, direct_hit: false };
/// assert_eq!(blocked.key(), "attack");
/// assert_eq!(Defence::default(), Defence::None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionDefence"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Defence {
    /// No reaction.
    #[default]
    None,
    /// A shield defence declared before the roll: -2, a strength check
    /// used as AC if higher.
    Shield,
    /// A shield defence after the roll, taken only when the attack hits:
    /// -5, and the attack misses if the check beats its total.
    ShieldAfterRoll,
}

/// What a player or the referee decides: each applied by [`Fight::step`].
///
/// With the `serde` feature: `{"command": "attack", "attacker": 1,
/// "target": 2}` and so on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "command",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Command, MoraleTrigger};
///
/// let check = Command::Morale { id: 3, trigger: MoraleTrigger::HalfFallen };
/// assert_eq!(check.key(), "morale");
/// assert_eq!(Command::ForceBout.key(), "force_bout");
/// ```
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionCommand"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// Everyone rolls initiative, in setup order; the first round begins.
    RollInitiative,
    /// The combatant whose turn it is attacks `target` (TC-5.14):
    /// `defence` is the target's reaction; with `direct_hit` the attacker
    /// takes a direct hit whenever the roll allows one (TC-5.20).
    Attack {
        /// Whose turn it is.
        attacker: u32,
        /// Whom they attack.
        target: u32,
        /// The target's reaction.
        #[cfg_attr(feature = "serde", serde(default))]
        defence: Defence,
        /// Take a direct hit when possible.
        #[cfg_attr(feature = "serde", serde(default))]
        direct_hit: bool,
    },
    /// The combatant whose turn it is defends actively for the rest of the
    /// round (TC-5.17).
    Defend {
        /// Whose turn it is.
        id: u32,
    },
    /// The combatant whose turn it is does something else (moves, talks).
    Pass {
        /// Whose turn it is.
        id: u32,
    },
    /// The combatant whose turn it is casts the spell declared between
    /// rounds (TC-5.7).
    Cast {
        /// Whose turn it is.
        id: u32,
    },
    /// The round's superior initiative: -10 and another turn (TC-5.3).
    Superior {
        /// The superior.
        id: u32,
    },
    /// A reaction whose effect is the referee's (a warning, drawing a
    /// weapon): its cost is paid (TC-5.4).
    React {
        /// Who reacts.
        id: u32,
        /// The reaction.
        reaction: Reaction,
    },
    /// An attack on a disoriented foe as a reaction: -5 (TC-5.9).
    OpportunityAttack {
        /// Who attacks.
        attacker: u32,
        /// The disoriented target.
        target: u32,
    },
    /// An archer with bow training takes an extra attack for 5 in a round
    /// where they act before all opponents (TC-7.8).
    BowExtraAttack {
        /// The archer.
        archer: u32,
        /// The target.
        target: u32,
    },
    /// A superior orders a follower on their side to act at the
    /// superior's count; the order costs the superior 5 (TC-5.11, TC-5.4).
    /// A henchman (initiative 1, not rolled) takes their turn at that
    /// count and goes back to 1; a follower with a rolled initiative acts
    /// at once, besides their regular turn, and pays 10 (TC-5.4).
    Order {
        /// The superior.
        by: u32,
        /// The one ordered.
        follower: u32,
    },
    /// The round ends when no turn is left: the bout ends, all disengage
    /// (TC-5.5).
    EndRound,
    /// A side forces the bout on when the round's turns are done: -10 to
    /// all, a new round at once (TC-5.8).
    ForceBout,
    /// Between rounds: re-roll initiative, no regular turn next round
    /// (TC-5.6), with a penalty die at 0 (TC-5.9).
    Reorient {
        /// Who.
        id: u32,
    },
    /// Between rounds: declare a memorised spell (TC-5.7).
    DeclareSpell {
        /// The caster.
        id: u32,
    },
    /// Between rounds: either side demands the next round (TC-5.5).
    NextRound,
    /// A monster or NPC checks morale (TC-5.13).
    Morale {
        /// Who.
        id: u32,
        /// Why.
        trigger: MoraleTrigger,
    },
}

impl Command {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(&self) -> &'static str {
        match self {
            Self::RollInitiative => "roll_initiative",
            Self::Attack { .. } => "attack",
            Self::Defend { .. } => "defend",
            Self::Pass { .. } => "pass",
            Self::Cast { .. } => "cast",
            Self::Superior { .. } => "superior",
            Self::React { .. } => "react",
            Self::OpportunityAttack { .. } => "opportunity_attack",
            Self::BowExtraAttack { .. } => "bow_extra_attack",
            Self::Order { .. } => "order",
            Self::EndRound => "end_round",
            Self::ForceBout => "force_bout",
            Self::Reorient { .. } => "reorient",
            Self::DeclareSpell { .. } => "declare_spell",
            Self::NextRound => "next_round",
            Self::Morale { .. } => "morale",
        }
    }
}

/// What initiative points were spent on.
///
/// With the `serde` feature: `{"reaction": "warning"}`,
/// `"bow_extra_action"` or `"forced_bout"`.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Reaction, Spend};
///
/// assert_eq!(Spend::Reaction(Reaction::Warning).to_string(), "warning");
/// assert_eq!(Spend::ForcedBout.to_string(), "forced_bout");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSpend"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Spend {
    /// A reaction (TC-5.4).
    Reaction(Reaction),
    /// A bow-trained archer's extra action (TC-7.8).
    BowExtraAction,
    /// A forced bout (TC-5.8).
    ForcedBout,
}

impl fmt::Display for Spend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Reaction(r) => f.write_str(r.key()),
            Self::BowExtraAction => f.write_str("bow_extra_action"),
            Self::ForcedBout => f.write_str("forced_bout"),
        }
    }
}
