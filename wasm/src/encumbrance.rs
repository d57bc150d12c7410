//! Encumbrance: each system's load model, from what is carried to the load,
//! its state, its effects and the capacity.

use osr::encumbrance::bulk::{Bulk, gods_and_monsters as gm, murdham};
use osr::encumbrance::{Effects, Error, Level, LoadModel, slots, stones, units};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ApiError;
use crate::error::Kind;
use crate::error::request_number;
use crate::operation::declare_operations;

declare_operations! {
    /// Assesses a character's load in its system's model: stones against
    /// STR for 3d6 Constitution, supply and treasure units against the pack
    /// for Cairn House Rules, slots for Block, Dodge, Parry, carry-list
    /// entries against Carry (each within STR) for Gods & Monsters, and
    /// bulk against size for Murdham. The response is the library's
    /// assessment of that model (its inputs and results, which osr reads
    /// back and checks), tagged by `system`; every model gives `load`,
    /// `capacity`, its own `state`, the shared `level` and its `effects`.
    "computeLoad" => compute_load(LoadRequest: "LoadRequest") -> LoadResponse: "LoadResponse";
}

/// The most carry-list entries or carried items a request may list.
const MAX_ITEMS: usize = 1000;

/// What a character carries, in its system's terms.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum LoadRequest {
    /// 3d6 Constitution: things by size and where they are carried, in
    /// stones against the STR score (0..=20).
    Constitution {
        /// Worn armour and the things held, packed, strapped on and at the
        /// side.
        inventory: stones::Inventory,
        /// The STR score, 0..=20.
        #[serde(rename = "str")]
        strength: u32,
    },
    /// Cairn House Rules: supply and treasure units, fatigue, transport.
    CairnHouse {
        /// The pack.
        pack: units::Pack,
    },
    /// Block, Dodge, Parry: items, Fatigue and wounds in ten slots.
    BlockDodgeParry {
        /// The slots used.
        inventory: slots::Inventory,
    },
    /// Gods & Monsters: the carry list, against Carry, each entry within
    /// the STR score.
    GodsAndMonsters {
        /// The character's Carry, 0..=1000.
        carry: u32,
        /// The STR score, 0..=1000: no entry may have a larger bulk.
        #[serde(rename = "str")]
        strength: u32,
        /// The entries of the carry list (at most 1000).
        entries: Vec<CarryEntry>,
    },
    /// Murdham: the bulk carried against the character's size.
    Murdham {
        /// The character's size (medium for humans).
        size: murdham::Size,
        /// The bulk of each thing carried (at most 1000 things).
        items: Vec<Bulk>,
    },
}

/// One entry of a Gods & Monsters carry list.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CarryEntry {
    /// The item's bulk (a container's own bulk).
    bulk: Bulk,
    /// For a container, the bulk of what it holds: container and contents
    /// are one entry.
    #[serde(default)]
    contents: Option<Bulk>,
}

/// The load, as each model's assessment serializes.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum LoadResponse {
    /// 3d6 Constitution.
    Constitution {
        /// The inventory assessed.
        inventory: stones::Inventory,
        /// The STR score.
        #[serde(rename = "str")]
        strength: u32,
        /// Stones carried.
        load: u32,
        /// The most stones carried before only dragging is left (the
        /// heavily encumbered limit).
        capacity: u32,
        /// The load state.
        state: stones::State,
        /// The state on the scale every model shares.
        level: Level,
        /// What the state does.
        effects: Effects,
        /// Stones by where they are carried.
        breakdown: stones::Breakdown,
        /// Stones beyond what can be carried (left behind, or dragged).
        excess: u32,
        /// Stones the character can drag: STR minus the stones carried.
        drag_capacity: u32,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// The pack assessed.
        pack: units::Pack,
        /// Units used: supplies, treasures and fatigue.
        load: u32,
        /// Units the pack holds (4, doubled by a cart, halved by an
        /// injured leg...).
        capacity: u32,
        /// Units still free.
        free_units: u32,
        /// The load state.
        state: units::State,
        /// The state on the scale every model shares.
        level: Level,
        /// What the state does.
        effects: Effects,
    },
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The slots assessed.
        inventory: slots::Inventory,
        /// Slots used: items, Fatigue, light and severe wounds.
        load: u32,
        /// Slots there are: 10 less one per permanent wound.
        capacity: u32,
        /// Slots still free.
        free: u32,
        /// The load state.
        state: slots::State,
        /// The state on the scale every model shares.
        level: Level,
        /// What the state does.
        effects: Effects,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// The character's Carry.
        carry: u32,
        /// The STR score.
        #[serde(rename = "str")]
        strength: u32,
        /// Entries on the carry list.
        entries: u32,
        /// The bulk of every entry together.
        total: Bulk,
        /// The bulk of the heaviest entry.
        heaviest: Bulk,
        /// Entries on the list (the same as `entries`).
        load: u32,
        /// The character's Carry (the same as `carry`).
        capacity: u32,
        /// The load state.
        state: gm::State,
        /// The state on the scale every model shares.
        level: Level,
        /// What the state does (the rules give no measure for going over
        /// Carry, so none).
        effects: Effects,
    },
    /// Murdham.
    Murdham {
        /// The character's size.
        size: murdham::Size,
        /// The bulk carried.
        carried: Bulk,
        /// What the size carries without effect.
        carry_limit: Bulk,
        /// What the size carries at most (encumbered): twice the limit.
        capacity: Bulk,
        /// The bulk carried (the same as `carried`).
        load: Bulk,
        /// The load state.
        state: murdham::State,
        /// The state on the scale every model shares.
        level: Level,
        /// What the state does.
        effects: Effects,
    },
}

fn compute_load(request: LoadRequest) -> Result<LoadResponse, ApiError> {
    Ok(match request {
        LoadRequest::Constitution {
            inventory,
            strength,
        } => {
            let a = inventory.assess(request_number(
                "strength",
                strength.into(),
                stones::MIN_STRENGTH.into(),
                stones::MAX_STRENGTH.into(),
            )?)?;
            LoadResponse::Constitution {
                inventory,
                strength,
                load: a.load(),
                capacity: a.capacity(),
                state: a.state(),
                level: a.level(),
                effects: a.effects(),
                breakdown: a.breakdown(),
                excess: a.excess(),
                drag_capacity: a.drag_capacity(),
            }
        }
        LoadRequest::CairnHouse { pack } => {
            let a = pack.assess()?;
            LoadResponse::CairnHouse {
                pack,
                load: a.load(),
                capacity: a.capacity(),
                free_units: a.free_units(),
                state: a.state(),
                level: a.level(),
                effects: a.effects(),
            }
        }
        LoadRequest::BlockDodgeParry { inventory } => {
            let a = inventory.assess()?;
            LoadResponse::BlockDodgeParry {
                inventory,
                load: a.load(),
                capacity: a.capacity(),
                free: a.free(),
                state: a.state(),
                level: a.level(),
                effects: a.effects(),
            }
        }
        LoadRequest::GodsAndMonsters {
            carry,
            strength,
            entries,
        } => {
            check_count("carry-list entries", entries.len())?;
            let score = request_number("strength", strength.into(), 0, gm::MAX_STRENGTH.into())?;
            let mut list = gm::CarryList::new(carry, score)?;
            let mut heaviest = Bulk::ZERO;
            for entry in &entries {
                list = match entry.contents {
                    Some(contents) => list.with_container(entry.bulk, contents)?,
                    None => list.with(entry.bulk)?,
                };
                let bulk = entry
                    .bulk
                    .checked_add(entry.contents.unwrap_or(Bulk::ZERO))
                    .ok_or(Error::Overflow { what: "bulk" })?;
                heaviest = heaviest.max(bulk);
            }
            LoadResponse::GodsAndMonsters {
                carry,
                strength,
                entries: list.entries(),
                total: list.total_bulk(),
                heaviest,
                load: list.load(),
                capacity: list.capacity(),
                state: list.state(),
                level: list.level(),
                effects: list.effects(),
            }
        }
        LoadRequest::Murdham { size, items } => {
            check_count("carried items", items.len())?;
            let carried = items
                .iter()
                .try_fold(Bulk::ZERO, |sum, &bulk| sum.checked_add(bulk))
                .ok_or(Error::Overflow { what: "bulk" })?;
            let load = murdham::Load { size, carried };
            LoadResponse::Murdham {
                size,
                carried,
                carry_limit: size.carry_limit(),
                capacity: load.capacity(),
                load: load.load(),
                state: load.state(),
                level: load.level(),
                effects: load.effects(),
            }
        }
    })
}

/// Refuses a list longer than [`MAX_ITEMS`].
fn check_count(what: &'static str, count: usize) -> Result<(), ApiError> {
    ApiError::at_most(Kind::TooManyItems, count, MAX_ITEMS, |n| {
        format!("{n} {what} were listed")
    })
}
