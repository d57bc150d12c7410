//! What happens as initiative is rolled and turns are taken, with its
//! text.

use alloc::vec::Vec;
use core::fmt;

use crate::Side;
use crate::named::Who;

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

crate::named::named_lines!(
    "```\nuse osr_combat::initiative::Event;\n\nlet turn = Event::TurnBegan { count: 5, ids: vec![3, 4] };\nassert_eq!(turn.named(&[(3, \"Briar\"), (4, \"Cole\")]).to_string(), \"  at 5: Briar and Cole act\");\nassert_eq!(turn.to_string(), \"  at 5: #3 and #4 act\");\n```"
);

impl Event {
    fn write(&self, f: &mut fmt::Formatter<'_>, names: &[(u32, &str)]) -> fmt::Result {
        let who = |id: u32| Who::of(id, names);
        match self {
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::Declared { id } => write!(f, "  {} declares", who(*id)),
            Self::SideRolled { side, face } => {
                write!(f, "  the {side} roll initiative: d6 = {face}")
            }
            Self::Rolled { id, face } => {
                write!(f, "  {} rolls initiative: d6 = {face}", who(*id))
            }
            Self::TieRolled { id, face } => {
                write!(f, "  {} breaks a tie: d6 = {face}", who(*id))
            }
            Self::OrderSet { order } => {
                f.write_str("  order:")?;
                for (i, slot) in order.iter().enumerate() {
                    f.write_str(if i == 0 { " " } else { "; " })?;
                    write!(f, "{}: ", slot.count)?;
                    list(f, &slot.ids, names)?;
                }
                Ok(())
            }
            Self::TurnBegan { count, ids } => {
                write!(f, "  at {count}: ")?;
                list(f, ids, names)?;
                f.write_str(if ids.len() == 1 { " acts" } else { " act" })
            }
            Self::TurnEnded { id } => write!(f, "  {} is done", who(*id)),
            Self::Removed { id } => write!(f, "  {} leaves the fight", who(*id)),
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::Ended { winner: Some(side) } => write!(f, "the fight is over: the {side} win"),
            Self::Ended { winner: None } => f.write_str("the fight is over"),
        }
    }
}

/// Combatants as a line lists them: "Ash", "Ash and Briar", "Ash, Briar
/// and Cole".
fn list(f: &mut fmt::Formatter<'_>, ids: &[u32], names: &[(u32, &str)]) -> fmt::Result {
    for (i, id) in ids.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == ids.len() { " and " } else { ", " })?;
        }
        write!(f, "{}", Who::of(*id, names))?;
    }
    Ok(())
}
