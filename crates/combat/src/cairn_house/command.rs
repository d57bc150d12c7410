//! What a player or the referee decides in a Cairn House Rules fight.

use alloc::vec::Vec;

use osr_core::Dice;

#[cfg(doc)]
use super::Fight;
use super::rules::{DefenderChoice, Maneuver, Step};

/// The most dice of a spell's damage [`Action::SpellDamage`] takes.
pub const MAX_SPELL_DICE: u32 = 20;

/// What the acting combatant does on their turn.
///
/// With the `serde` feature: `{"action": "attack", "target": 2}`, etc.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseAction"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "action",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Action {
    /// Nothing this phase; in phase 5 a caster's spell takes effect (the
    /// caller applies it).
    Pass,
    /// Phase 1: begin casting a spell, which takes effect in phase 5
    /// unless interrupted.
    Cast,
    /// Phase 2 (missile weapons) or 4 (melee weapons): roll the weapon's
    /// die at `target`, less its DR. With a maneuver the defender then
    /// chooses ([`Command::Choose`]).
    Attack {
        /// The enemy attacked.
        target: u32,
        /// Enhanced or impaired by the situation.
        #[cfg_attr(feature = "serde", serde(default))]
        step: Step,
        /// A trip, disarm, blind or other dirty trick.
        #[cfg_attr(feature = "serde", serde(default))]
        maneuver: Option<Maneuver>,
    },
    /// Phase 2 or 4: a blast attack on every target listed, the weapon's
    /// die rolled separately for each.
    Blast {
        /// The enemies in the area, in the order they are rolled for.
        targets: Vec<u32>,
        /// Enhanced or impaired by the situation.
        #[cfg_attr(feature = "serde", serde(default))]
        step: Step,
    },
    /// Phase 3 of round 1: from outside melee range into melee range of
    /// `target`; the next attack on it is enhanced.
    Charge {
        /// The enemy charged.
        target: u32,
    },
    /// Phase 3: into melee range of `target`, without a charge.
    Approach {
        /// The enemy approached.
        target: u32,
    },
    /// Phase 3: out of melee range; every enemy in melee range gets a
    /// free melee attack unless it is a half move.
    Withdraw {
        /// Only half a move.
        half: bool,
    },
    /// Phase 3: run away: a DEX save, and a safe place to run to.
    Flee {
        /// Whether there is a safe place to run to.
        safe_place: bool,
    },
    /// Phase 5: the spell takes effect as damage to each target, rolled
    /// separately, DR applied as [`Rules::spell_dr`](super::Rules::spell_dr) says.
    SpellDamage {
        /// The spell's damage dice (at most [`MAX_SPELL_DICE`]).
        dice: Dice,
        /// The targets, in the order they are rolled for.
        targets: Vec<u32>,
    },
}

impl Action {
    pub(super) const fn key(&self) -> &'static str {
        match self {
            Self::Pass => "pass",
            Self::Cast => "cast",
            Self::Attack { .. } => "attack",
            Self::Blast { .. } => "blast",
            Self::Charge { .. } => "charge",
            Self::Approach { .. } => "approach",
            Self::Withdraw { .. } => "withdraw",
            Self::Flee { .. } => "flee",
            Self::SpellDamage { .. } => "spell_damage",
        }
    }
}

/// What a player or the referee decides, fed to [`Fight::step`].
///
/// With the `serde` feature: `{"command": "roll_initiative"}`,
/// `{"command": "act", "action": {...}}`, `{"command": "choose", "choice": "take_damage"}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseCommand"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "command",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// Every PC's initiative: a DEX save each, or Haste/Slow.
    RollInitiative,
    /// The acting combatant's action.
    Act {
        /// The action.
        action: Action,
    },
    /// The defender's choice after a maneuver.
    Choose {
        /// Damage or maneuver.
        choice: DefenderChoice,
    },
}

impl Command {
    pub(super) const fn key(&self) -> &'static str {
        match self {
            Self::RollInitiative => "roll_initiative",
            Self::Act { action } => action.key(),
            Self::Choose { .. } => "choose",
        }
    }
}
