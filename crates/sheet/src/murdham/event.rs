//! What a sheet reports, with the line a tabletop shows.

use core::fmt;

use osr_equipment::murdham::Tool;

use super::Condition;

/// A change to a sheet, as data a virtual tabletop can show; its `Display`
/// is the line to show.
///
/// With the `serde` feature: tagged by `"event"`, `snake_case`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// An item bought.
    Bought {
        /// The item.
        item: Tool,
        /// What it cost.
        cost: u32,
        /// Coins left.
        coins_left: u32,
    },
    /// A condition taken on.
    Became {
        /// The condition.
        condition: Condition,
    },
    /// WIT lost to drug withdrawal at a rest.
    Withdrawal {
        /// WIT lost.
        lost: u32,
        /// WIT after.
        wit: i32,
    },
    /// A disease caught.
    Caught {
        /// Its osr-health ID.
        disease: &'static str,
    },
    /// Recovered from a disease.
    RecoveredFrom {
        /// Its osr-health ID.
        disease: &'static str,
    },
    /// A condition ended.
    Ended {
        /// The condition.
        condition: Condition,
    },
    /// Health lost to soulblight.
    Soulblight {
        /// The direct damage.
        damage: u32,
        /// Health after.
        health: u32,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Bought {
                item,
                cost,
                coins_left,
            } => write!(
                f,
                "bought {} for {cost} coins: {coins_left} left",
                item.name()
            ),
            Self::Became { condition } => write!(f, "now {}", condition_name(*condition)),
            Self::Ended { condition } => write!(f, "no longer {}", condition_name(*condition)),
            Self::Caught { disease } => write!(f, "caught {}", disease_name(disease)),
            Self::RecoveredFrom { disease } => {
                write!(f, "recovered from {}", disease_name(disease))
            }
            Self::Withdrawal { lost, wit } => {
                write!(f, "withdrawal: WIT -{lost} = {wit}")
            }
            Self::Soulblight { damage, health } => {
                write!(f, "soulblight: {damage} direct damage, health {health}")
            }
        }
    }
}

/// A disease's name from its osr-health ID (the ID itself for one
/// osr-health does not list, which an event never holds).
fn disease_name(id: &str) -> &str {
    osr_health::murdham::disease(id).map_or(id, |d| d.name)
}

pub(super) const fn condition_name(condition: Condition) -> &'static str {
    match condition {
        Condition::Frightened => "frightened",
        Condition::Terrified => "terrified",
        Condition::Stunned => "stunned",
        Condition::Incapacitated => "incapacitated",
        Condition::Drowning => "drowning",
        Condition::Frenzied => "frenzied",
        Condition::Sick => "sick",
        Condition::Addicted => "addicted",
        Condition::Dying => "dying",
        Condition::Dead => "dead",
    }
}
