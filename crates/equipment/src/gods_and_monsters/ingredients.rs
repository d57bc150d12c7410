//! Ingredients, and carvings of other materials.

use super::{Goods, goods};

catalog! {
    /// Ingredients (wooden carvings; see [`carving`] for other materials).
    pub enum Ingredient: Goods, table "gm.ingredient" {
        AnimalPartCommon = "gm.ingredient.animal-part-common", "Animal part, common" => goods(30, 30),
        AnimalPartUncommon = "gm.ingredient.animal-part-uncommon", "Animal part, uncommon" => goods(150, 30),
        AnimalPartRare = "gm.ingredient.animal-part-rare", "Animal part, rare" => goods(400, 30),
        CarvingSimple = "gm.ingredient.carving-simple", "Carving, simple" => goods(50, 10),
        CarvingComplex = "gm.ingredient.carving-complex", "Carving, complex" => goods(200, 50),
        HerbCommon = "gm.ingredient.herb-common", "Herb, common" => goods(10, 10),
        HerbUncommon = "gm.ingredient.herb-uncommon", "Herb, uncommon" => goods(50, 10),
        HerbRare = "gm.ingredient.herb-rare", "Herb, rare" => goods(100, 30),
    }
}

/// What a carving is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum CarvingMaterial {
    /// The listed price and bulk.
    Wood,
    /// Twice the price.
    Bone,
    /// Twice the price.
    Metal,
    /// Four times the price and four times the bulk.
    Stone,
}

/// A carving's price and bulk in another material. Returns `None` for a
/// row that is not a carving.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{carving, CarvingMaterial, Ingredient, Price};
/// use osr_encumbrance::bulk::Bulk;
///
/// let stone = carving(Ingredient::CarvingComplex, CarvingMaterial::Stone).unwrap();
/// assert_eq!((stone.cost, stone.bulk), (Price::whole(8), Some(Bulk::whole(2))));
/// ```
#[must_use]
pub fn carving(row: Ingredient, material: CarvingMaterial) -> Option<Goods> {
    if !matches!(row, Ingredient::CarvingSimple | Ingredient::CarvingComplex) {
        return None;
    }
    let base = row.row();
    let (cost, bulk) = match material {
        CarvingMaterial::Wood => (1, 1),
        CarvingMaterial::Bone | CarvingMaterial::Metal => (2, 1),
        CarvingMaterial::Stone => (4, 4),
    };
    Some(Goods {
        cost: base.cost.checked_mul(cost)?,
        bulk: Some(base.bulk?.checked_mul(bulk)?),
    })
}
