//! What a player or the referee decides in a Gods & Monsters fight.

#[cfg(doc)]
use super::Fight;
use super::{Guard, Situation};

/// An action that is not an attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAction"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Anything else the rules here do not resolve (moving, drawing a
    /// weapon, casting): it takes the round's action.
    Other,
    /// Staying out of the conflict this round: two such rounds in a row end
    /// a surprise (rule GM-combat.surprise.snap-out).
    StandAside,
    /// Leaving the fight for good.
    Flee,
}

impl Action {
    pub(super) const fn key(self) -> &'static str {
        match self {
            Self::Other => "acts",
            Self::StandAside => "stands aside",
            Self::Flee => "flees",
        }
    }
}

/// One attack a combatant makes: on whom, in what situation (the attacker's
/// modifiers: range, size, called shot, non-defending target...), against
/// what guard (the target's cover and high ground), and whether the weapon
/// is drawn in the same round (rule GM-combat.quickdraw). The fight adds
/// what it knows itself: surprise and the attacker's injuries to the
/// situation; surprise, a called shot made this round, and warrior cover to
/// the guard.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{NonDefending, Order, Situation};
///
/// let sneak = Order::new(1, 4)
///     .with_situation(Situation { non_defending: Some(NonDefending::Unaware), ..Situation::default() });
/// assert_eq!((sneak.attacker, sneak.target, sneak.situation.modifier()), (1, 4, 4));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersOrder"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Order {
    /// Who attacks.
    pub attacker: u32,
    /// Whom.
    pub target: u32,
    /// The attacker's modifiers.
    #[cfg_attr(feature = "serde", serde(default))]
    pub situation: Situation,
    /// The target's defense modifiers.
    #[cfg_attr(feature = "serde", serde(default))]
    pub guard: Guard,
    /// Whether the weapon is drawn and used in the same round.
    #[cfg_attr(feature = "serde", serde(default))]
    pub quickdraw: bool,
}

impl Order {
    /// `attacker` attacks `target`, with no situational modifier.
    #[must_use]
    pub fn new(attacker: u32, target: u32) -> Self {
        Self {
            attacker,
            target,
            situation: Situation::default(),
            guard: Guard::default(),
            quickdraw: false,
        }
    }

    /// The same order in `situation`.
    #[must_use]
    pub const fn with_situation(self, situation: Situation) -> Self {
        Self { situation, ..self }
    }

    /// The same order against `guard`.
    #[must_use]
    pub const fn with_guard(self, guard: Guard) -> Self {
        Self { guard, ..self }
    }

    /// The same order, as a called shot (rule GM-combat.called-shot).
    #[must_use]
    pub const fn called_shot(mut self) -> Self {
        self.situation.called_shot = true;
        self
    }

    /// The same order, drawing the weapon in the same round.
    #[must_use]
    pub const fn quickdraw(self) -> Self {
        Self {
            quickdraw: true,
            ..self
        }
    }
}

/// What a player or the referee decides: each applied with
/// [`Fight::step`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersCommand"))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "command", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Command {
    /// Everyone caught unaware rolls perception against surprise.
    RollSurprise,
    /// The next round begins.
    BeginRound,
    /// An attack.
    Attack(Order),
    /// One of the referee's characters moves.
    Move {
        /// Who.
        id: u32,
    },
    /// An action other than an attack.
    Act {
        /// Who.
        id: u32,
        /// What.
        action: Action,
    },
    /// The current phase is over (the last one ends the round).
    EndPhase,
}

impl Command {
    pub(super) const fn key(&self) -> &'static str {
        match self {
            Self::RollSurprise => "roll_surprise",
            Self::BeginRound => "begin_round",
            Self::Attack(order) if order.situation.called_shot => "called_shot",
            Self::Attack(_) => "attack",
            Self::Move { .. } => "move",
            Self::Act { .. } => "act",
            Self::EndPhase => "end_phase",
        }
    }
}
