//! The `system` of a request: any of the five ([`RuleSystem`]), or for
//! an operation that only one rule system serves, a one-value enum, so
//! serde refuses any other system by name and the TypeScript declarations
//! give the one string.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One of the five rule systems (a catalog's tables are prefixed by its
/// short name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RuleSystem {
    /// 3d6 Constitution (tables `tc.*`).
    Constitution,
    /// Cairn House Rules (tables `ch.*`).
    CairnHouse,
    /// Gods & Monsters (tables `gm.*`).
    GodsAndMonsters,
    /// Murdham (tables `mu.*`).
    Murdham,
    /// Block, Dodge, Parry (tables `bdp.*`).
    BlockDodgeParry,
}

/// The system `"constitution"`: 3d6 Constitution, the one system this operation serves.
#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(inline)]
pub(crate) enum ConstitutionSystem {
    /// 3d6 Constitution.
    Constitution,
}

/// The system `"cairn_house"`: Cairn House Rules, the one system this operation serves.
#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(inline)]
pub(crate) enum CairnHouseSystem {
    /// Cairn House Rules.
    CairnHouse,
}

/// The system `"gods_and_monsters"`: Gods & Monsters, the one system this operation serves.
#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(inline)]
pub(crate) enum GodsAndMonstersSystem {
    /// Gods & Monsters.
    GodsAndMonsters,
}
