//! What a sheet reports: one event per step of creation or change, with
//! the line a tabletop shows.

use core::fmt;

use osr_advancement::constitution::Ability;
use osr_equipment::constitution::Coins;

use super::{Item, ability_name};

/// One step of creating or changing a sheet, as data a virtual tabletop
/// can show; its `Display` is the line to show
/// (`"STR 3d6 = [3, 5, 6] = 14"`).
///
/// With the `serde` feature: tagged by `"event"`, `snake_case`.
///
/// ```
/// use osr_sheet::constitution::{Ability, Event};
///
/// let rolled = Event::AbilityRolled { ability: Ability::Str, faces: [3, 5, 6] };
/// assert_eq!(rolled.to_string(), "STR 3d6 = [3, 5, 6] = 14");
/// assert_eq!(Event::HpRolled { sides: 8, face: 7 }.to_string(), "HP 1d8 = [7] = 7");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A reused non-standard concept's d6: allowed on 1 (TC-4.8).
    ConceptRolled {
        /// The d6 face.
        face: u32,
    },
    /// An ability rolled on 3d6 (TC-4.2).
    AbilityRolled {
        /// The ability.
        ability: Ability,
        /// The three d6 faces, in order.
        faces: [u32; 3],
    },
    /// Hit points rolled on the one hit die of level 1 (TC-6.1).
    HpRolled {
        /// The die's sides: 6, or 8 when tough.
        sides: u32,
        /// The face: the HP.
        face: u32,
    },
    /// Something bought.
    Bought {
        /// What.
        item: Item,
        /// Its price.
        cost: Coins,
        /// The coins left after paying.
        coins_left: Coins,
    },
    /// Experience gained.
    XpGained {
        /// How much.
        amount: u64,
        /// The total after.
        total: u64,
    },
    /// A level reached: one more hit die and one more initiation.
    LevelGained {
        /// The new level.
        level: u32,
    },
    /// Money paid for gear priced from the referee's list (TC-14.14).
    Paid {
        /// What it cost.
        cost: Coins,
        /// The coins left after paying.
        coins_left: Coins,
    },
    /// An unlisted medium item found in the pack and paid for (TC-9.3).
    Found {
        /// What it cost.
        cost: Coins,
    },
}

pub(super) fn sum3(faces: [u32; 3]) -> u32 {
    faces[0] + faces[1] + faces[2]
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ConceptRolled { face } => {
                let verdict = if *face == 1 { "allowed" } else { "refused" };
                write!(f, "reused concept d6 = [{face}]: {verdict}")
            }
            Self::AbilityRolled { ability, faces } => write!(
                f,
                "{} 3d6 = [{}, {}, {}] = {}",
                ability_name(*ability),
                faces[0],
                faces[1],
                faces[2],
                sum3(*faces)
            ),
            Self::HpRolled { sides, face } => write!(f, "HP 1d{sides} = [{face}] = {face}"),
            Self::Bought {
                item,
                cost,
                coins_left,
            } => write!(
                f,
                "bought {} for {cost} sp: {coins_left} sp left",
                item.name()
            ),
            Self::XpGained { amount, total } => write!(f, "+{amount} XP = {total} XP"),
            Self::LevelGained { level } => write!(f, "level {level} reached"),
            Self::Found { cost } => write!(f, "found in the pack, paid {cost} sp"),
            Self::Paid { cost, coins_left } => write!(f, "paid {cost} sp: {coins_left} sp left"),
        }
    }
}
