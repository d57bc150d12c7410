//! What happens as initiative is rolled and turns are taken, with its
//! text.

use alloc::vec::Vec;
use core::fmt;

use crate::Side;

use super::Slot;

/// Something that happened, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A round began.
    RoundBegan {
        /// The round, from 1.
        round: u32,
    },
    /// A combatant declared.
    Declared {
        /// The combatant.
        id: u32,
    },
    /// A side rolled its d6.
    SideRolled {
        /// The side.
        side: Side,
        /// The face.
        face: u32,
    },
    /// A combatant rolled its d6.
    Rolled {
        /// The combatant.
        id: u32,
        /// The face.
        face: u32,
    },
    /// A tied combatant rolled again to break the tie.
    TieRolled {
        /// The combatant.
        id: u32,
        /// The face.
        face: u32,
    },
    /// The order for the round (or the fight) is set.
    OrderSet {
        /// The turns, first first.
        order: Vec<Slot>,
    },
    /// A turn began.
    TurnBegan {
        /// Its count.
        count: u32,
        /// Who acts.
        ids: Vec<u32>,
    },
    /// A combatant ended its turn.
    TurnEnded {
        /// The combatant.
        id: u32,
    },
    /// A combatant left the fight.
    Removed {
        /// The combatant.
        id: u32,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The fight ended.
    Ended {
        /// The side left standing, if one is.
        winner: Option<Side>,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::Declared { id } => write!(f, "  {id} declares"),
            Self::SideRolled { side, face } => {
                write!(f, "  the {side} roll initiative: d6 = {face}")
            }
            Self::Rolled { id, face } => write!(f, "  {id} rolls initiative: d6 = {face}"),
            Self::TieRolled { id, face } => write!(f, "  {id} breaks a tie: d6 = {face}"),
            Self::OrderSet { order } => {
                f.write_str("  order:")?;
                for slot in order {
                    write!(f, " {}{:?}", slot.count, slot.ids)?;
                }
                Ok(())
            }
            Self::TurnBegan { count, ids } => write!(f, "  at {count}: {ids:?} act"),
            Self::TurnEnded { id } => write!(f, "  {id} is done"),
            Self::Removed { id } => write!(f, "  {id} leaves the fight"),
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::Ended { winner: Some(side) } => write!(f, "the fight is over: the {side} win"),
            Self::Ended { winner: None } => f.write_str("the fight is over"),
        }
    }
}
