//! Equipment: each system's item catalog, prices and properties.

use osr::equipment::{
    Item, block_dodge_parry as bdp, cairn_house as ch, constitution as tc, gods_and_monsters as gm,
    lookup, murdham as mu,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ApiError;
use crate::error::Kind;
use crate::operation::declare_operations;
use crate::system::RuleSystem;

declare_operations! {
    /// The item catalog: every row of every table, or of one system or one
    /// table, in the rulebooks' order, each with its stable ID, English
    /// name and numbers (prices as exact decimal strings in the system's
    /// main coin, bulk and stones in osr-encumbrance's units).
    "listItems" => list_items(ListItemsRequest: "ListItemsRequest") -> ListItemsResponse: "ListItemsResponse";
    /// One item by its stable ID (`"gm.weapon.long-sword"`), with its
    /// table, English name and numbers.
    "findItem" => find_item(FindItemRequest: "FindItemRequest") -> CatalogItem: "CatalogItem";
}

macro_rules! catalog_items {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident = $table:literal, $system:ident: $row:ty;
    )+) => {
        /// A row of the catalog, tagged by its table (`"gm.weapon"`): the
        /// table's prefix names its system.
        #[derive(Debug, Serialize, JsonSchema)]
        #[serde(tag = "table")]
        pub(crate) enum CatalogItem {
            $(
                $(#[doc = $doc])*
                #[serde(rename = $table)]
                $variant {
                    /// The stable ID (`"gm.weapon.long-sword"`).
                    id: &'static str,
                    /// The English name, as the rulebook prints it.
                    name: &'static str,
                    /// The row's numbers.
                    row: $row,
                },
            )+
        }

        /// Every table key, with its system.
        const TABLES: &[(&str, RuleSystem)] = &[$(($table, RuleSystem::$system)),+];

        fn entry(item: Item) -> Result<CatalogItem, ApiError> {
            Ok(match item {
                $(Item::$variant(row) => CatalogItem::$variant {
                    id: row.id(),
                    name: row.name(),
                    row: row.row().into(),
                },)+
                _ => {
                    return Err(ApiError::new(
                        Kind::Internal,
                        format_args!("the catalog has no entry form for {}", item.id()),
                    ));
                }
            })
        }

        impl CatalogItem {
            fn table(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $table,)+
                }
            }
        }
    };
}

catalog_items! {
    /// 3d6 Constitution armour: AC, cost in silver pieces, and its stones
    /// worn.
    ConstitutionArmour = "tc.armour", Constitution: tc::ArmourRow;
    /// 3d6 Constitution light sources: the row is the exploration turns
    /// it burns (a lantern: per small flask of oil).
    ConstitutionLight = "tc.light", Constitution: u32;
    /// Cairn House Rules body armour: DR and cost in silver pieces.
    CairnHouseBodyArmour = "ch.armour", CairnHouse: ch::ArmourRow;
    /// Cairn House Rules shields: the DR they add and cost.
    CairnHouseShield = "ch.armour.shield", CairnHouse: ch::ArmourRow;
    /// Cairn House Rules weapons: damage die, bulky, missile, throwable,
    /// cost.
    CairnHouseWeapon = "ch.weapon", CairnHouse: ch::WeaponRow;
    /// Cairn House Rules carts, wagons and animals.
    CairnHouseTransport = "ch.transport", CairnHouse: ch::TransportRow;
    /// Gods & Monsters food and lodging.
    GodsAndMonstersFood = "gm.food", GodsAndMonsters: gm::Goods;
    /// Gods & Monsters ingredients.
    GodsAndMonstersIngredient = "gm.ingredient", GodsAndMonsters: gm::Goods;
    /// Gods & Monsters animals, tack and containers.
    GodsAndMonstersStock = "gm.stock", GodsAndMonsters: gm::StockRow;
    /// Gods & Monsters miscellaneous gear.
    GodsAndMonstersMisc = "gm.misc", GodsAndMonsters: gm::GearRow;
    /// Gods & Monsters weapons (for medium creatures).
    GodsAndMonstersWeapon = "gm.weapon", GodsAndMonsters: gm::WeaponRow;
    /// Gods & Monsters ammunition (per piece).
    GodsAndMonstersAmmo = "gm.ammo", GodsAndMonsters: gm::AmmoRow;
    /// Gods & Monsters armor.
    GodsAndMonstersArmor = "gm.armor", GodsAndMonsters: gm::ArmorRow;
    /// Murdham tools: the row lists the tasks that need the tool.
    MurdhamTool = "mu.tool", Murdham: Vec<mu::Task>;
    /// Block, Dodge, Parry wildcrafting recipes.
    BlockDodgeParryRecipe = "bdp.recipe", BlockDodgeParry: bdp::RecipeRow;
}

/// Which rows to list: all of them, or those of a system or of a table
/// (both given: the table, which must belong to the system).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ListItemsRequest {
    /// Only this system's tables.
    #[serde(default)]
    system: Option<RuleSystem>,
    /// Only this table (`"gm.weapon"`, `"ch.transport"`).
    #[serde(default)]
    table: Option<String>,
}

/// The rows listed.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ListItemsResponse {
    /// The rows, table by table, each table in the rulebook's order.
    items: Vec<CatalogItem>,
}

fn list_items(request: ListItemsRequest) -> Result<ListItemsResponse, ApiError> {
    if let Some(table) = &request.table {
        let known = TABLES.iter().find(|(key, _)| key == table);
        let fits = known.is_some_and(|(_, system)| request.system.is_none_or(|s| s == *system));
        if !fits {
            return Err(ApiError::new(
                Kind::UnknownTable,
                format_args!(
                    "no table{} has the key {:?}",
                    if known.is_some() {
                        " of that system"
                    } else {
                        ""
                    },
                    table.chars().take(48).collect::<String>()
                ),
            ));
        }
    }
    let system_of = |table: &str| {
        TABLES
            .iter()
            .find(|(key, _)| *key == table)
            .map(|(_, system)| *system)
    };
    let mut items = Vec::new();
    for item in Item::all() {
        let entry = entry(item)?;
        let table = entry.table();
        let wanted = request.table.as_deref().is_none_or(|t| t == table)
            && request.system.is_none_or(|s| system_of(table) == Some(s));
        if wanted {
            items.push(entry);
        }
    }
    Ok(ListItemsResponse { items })
}

/// An item by ID.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct FindItemRequest {
    /// The stable ID (`"gm.weapon.long-sword"`).
    id: String,
}

fn find_item(request: FindItemRequest) -> Result<CatalogItem, ApiError> {
    entry(lookup(&request.id)?)
}
