//! Block, Dodge, Parry: the waterskin and wildcrafting (meals and rest
//! are osr-health's).
//!
//! # Examples
//!
//! ```
//! use osr_equipment::block_dodge_parry::{Ingredient, Rarity, Recipe, Region};
//!
//! let bark = Ingredient { id: "hallowoak bark", rarity: Rarity::Uncommon, region: Region::Plains };
//! let moss = Ingredient { id: "swamp moss", rarity: Rarity::Common, region: Region::Swamp };
//! assert!(Recipe::HerbalAntidote.brew(&[bark, moss])?.is_valid());
//! assert!(!Recipe::HerbalAntidote.brew(&[bark, bark])?.is_valid());
//! # Ok::<(), osr_equipment::Error>(())
//! ```

use osr_core::{Dice, Die, UsageDie};
pub use osr_encumbrance::slots::WATERSKIN_SLOTS;

use crate::Error;

/// A full waterskin's usage die.
pub const WATERSKIN_FULL: UsageDie = UsageDie::D8;

/// The waterskin after its owner recovers HP and rolls `face` on its usage
/// die: a 1 or 2 steps it down (d8, d6, d4, empty).
///
/// # Errors
///
/// osr-core's errors for an empty waterskin or a face not on the die.
///
/// # Examples
///
/// ```
/// use osr_core::UsageDie;
/// use osr_equipment::block_dodge_parry::{drink, WATERSKIN_FULL};
///
/// assert_eq!(drink(WATERSKIN_FULL, 2)?, UsageDie::D6);
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn drink(waterskin: UsageDie, face: u32) -> Result<UsageDie, Error> {
    Ok(waterskin.after(face)?)
}

/// How rare an ingredient is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Rarity {
    /// Potency 1.
    Common,
    /// Potency 2.
    Uncommon,
    /// Potency 4.
    Rare,
}

impl Rarity {
    /// The potency an ingredient of this rarity adds.
    #[must_use]
    pub const fn potency(self) -> u32 {
        match self {
            Self::Common => 1,
            Self::Uncommon => 2,
            Self::Rare => 4,
        }
    }
}

/// Where an ingredient grows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryRegion")
)]
pub enum Region {
    /// Plains.
    Plains,
    /// Forest.
    Forest,
    /// Swamp.
    Swamp,
    /// Hills.
    Hills,
    /// Mountain.
    Mountain,
    /// Desert.
    Desert,
}

/// A wildcrafting ingredient; `id` tells ingredients apart (two of the same
/// ingredient count once toward "different").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Ingredient<K> {
    /// What the ingredient is (a name, a key).
    pub id: K,
    /// Its rarity.
    pub rarity: Rarity,
    /// Its region.
    pub region: Region,
}

// osr-check's `block_dodge_parry::Ability` as a recipe names it: this crate
// does not depend on osr-check. The JSON is the same.
/// The ability a remedy restores: strength, dexterity or willpower.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryRecipeAbility")
)]
pub enum RecipeAbility {
    /// Strength.
    Str,
    /// Dexterity.
    Dex,
    /// Willpower.
    Wil,
}

/// A light wound a remedy cures in the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryLightWound")
)]
pub enum LightWound {
    /// Light burns.
    Burns,
    /// Light poisoning.
    Poisoning,
    /// Light frostbite.
    Frostbite,
}

/// What a remedy does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryEffect")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Effect {
    /// Restores lost points of an ability if applied before 8 hours of rest.
    Restore {
        /// The ability.
        ability: RecipeAbility,
        /// Points restored.
        dice: Dice,
    },
    /// Raises the night's rest one level (osr-health's
    /// `block_dodge_parry::Rest::upgraded`).
    UpgradeRest,
    /// Cures a light wound in the field.
    Cure(LightWound),
    /// Joints stiffen at will for this many days: harder to disarm, easier
    /// climbing.
    StiffJoints(u32),
    /// Counts as a simple meal (and eases indigestion).
    SimpleMeal,
}

/// A recipe's requirements and effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryRecipeRow")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RecipeRow {
    /// Potency the ingredients must reach.
    pub potency: u32,
    /// At least this many ingredients from this region.
    pub region: Option<(Region, u32)>,
    /// What it does.
    pub effect: Effect,
}

const D3: Dice = Dice::one(Die::D3);

const fn recipe(potency: u32, effect: Effect) -> RecipeRow {
    RecipeRow {
        potency,
        region: None,
        effect,
    }
}

catalog! {
    /// The example wildcrafting recipes.
    pub enum Recipe: RecipeRow, table "bdp.recipe" {
        HealingSalve = "bdp.recipe.healing-salve", "Healing Salve" => recipe(4, Effect::Restore { ability: RecipeAbility::Str, dice: D3 }),
        MusclesootheMixture = "bdp.recipe.musclesoothe-mixture", "Musclesoothe Mixture" => recipe(4, Effect::Restore { ability: RecipeAbility::Dex, dice: D3 }),
        DreamweedTea = "bdp.recipe.dreamweed-tea", "Dreamweed Tea" => recipe(4, Effect::Restore { ability: RecipeAbility::Wil, dice: D3 }),
        SleepingTonic = "bdp.recipe.sleeping-tonic", "Sleeping Tonic" => recipe(4, Effect::UpgradeRest),
        ColdrootSalve = "bdp.recipe.coldroot-salve", "Coldroot Salve" => RecipeRow { region: Some((Region::Hills, 1)), ..recipe(3, Effect::Cure(LightWound::Burns)) },
        HerbalAntidote = "bdp.recipe.herbal-antidote", "Herbal Antidote" => RecipeRow { region: Some((Region::Swamp, 1)), ..recipe(3, Effect::Cure(LightWound::Poisoning)) },
        EmberglowTea = "bdp.recipe.emberglow-tea", "Emberglow Tea" => RecipeRow { region: Some((Region::Desert, 1)), ..recipe(3, Effect::Cure(LightWound::Frostbite)) },
        IronrootBrew = "bdp.recipe.ironroot-brew", "Ironroot Brew" => RecipeRow { region: Some((Region::Hills, 2)), ..recipe(4, Effect::StiffJoints(1)) },
        BitterbarkChew = "bdp.recipe.bitterbark-chew", "Bitterbark Chew" => recipe(4, Effect::SimpleMeal),
    }
}

/// Different ingredients every recipe needs.
pub const MIN_DIFFERENT: u32 = 2;
/// Most ingredients accepted in one brew (a bound on the work done).
pub const MAX_INGREDIENTS: usize = 64;
const _: () = assert!(MAX_INGREDIENTS == 64, "the error message names 64");

/// How a set of ingredients measures up against a recipe.
///
/// With the `serde` feature it serializes its counts, the recipe's
/// requirements and its results (`potent_enough`, `varied_enough`,
/// `region_met`, `valid`); reading refuses results that the counts do not
/// give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "BrewRepr", into = "BrewRepr")
)]
pub struct Brew {
    /// Potency the ingredients add up to.
    pub potency: u32,
    /// Different ingredients among them.
    pub different: u32,
    /// Ingredients from the recipe's required region (0 if it needs none).
    pub from_region: u32,
    /// The recipe's requirements.
    pub recipe: RecipeRow,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct BrewRepr {
    potency: u32,
    different: u32,
    from_region: u32,
    recipe: RecipeRow,
    #[serde(default)]
    potent_enough: Option<bool>,
    #[serde(default)]
    varied_enough: Option<bool>,
    #[serde(default)]
    region_met: Option<bool>,
    #[serde(default)]
    valid: Option<bool>,
}

#[cfg(feature = "serde")]
impl TryFrom<BrewRepr> for Brew {
    type Error = Error;

    fn try_from(repr: BrewRepr) -> Result<Self, Error> {
        let brew = Self {
            potency: repr.potency,
            different: repr.different,
            from_region: repr.from_region,
            recipe: repr.recipe,
        };
        let checks = [
            ("potent_enough", repr.potent_enough, brew.potent_enough()),
            ("varied_enough", repr.varied_enough, brew.varied_enough()),
            ("region_met", repr.region_met, brew.region_met()),
            ("valid", repr.valid, brew.is_valid()),
        ];
        for (field, given, computed) in checks {
            if given.is_some_and(|given| given != computed) {
                return Err(osr_encumbrance::Error::Mismatch { field }.into());
            }
        }
        Ok(brew)
    }
}

#[cfg(feature = "serde")]
impl From<Brew> for BrewRepr {
    fn from(brew: Brew) -> Self {
        Self {
            potency: brew.potency,
            different: brew.different,
            from_region: brew.from_region,
            recipe: brew.recipe,
            potent_enough: Some(brew.potent_enough()),
            varied_enough: Some(brew.varied_enough()),
            region_met: Some(brew.region_met()),
            valid: Some(brew.is_valid()),
        }
    }
}

impl Brew {
    /// Whether the potency reaches the recipe's.
    #[must_use]
    pub const fn potent_enough(&self) -> bool {
        self.potency >= self.recipe.potency
    }

    /// Whether there are at least 2 different ingredients.
    #[must_use]
    pub const fn varied_enough(&self) -> bool {
        self.different >= MIN_DIFFERENT
    }

    /// Whether the region requirement is met.
    #[must_use]
    pub const fn region_met(&self) -> bool {
        match self.recipe.region {
            Some((_, count)) => self.from_region >= count,
            None => true,
        }
    }

    /// Whether the recipe can be made.
    #[must_use]
    pub const fn is_valid(&self) -> bool {
        self.potent_enough() && self.varied_enough() && self.region_met()
    }
}

impl Recipe {
    /// Measures `ingredients` against the recipe.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (out of range) for more than [`MAX_INGREDIENTS`].
    pub fn brew<K: PartialEq>(self, ingredients: &[Ingredient<K>]) -> Result<Brew, Error> {
        if ingredients.len() > MAX_INGREDIENTS {
            return Err(Error::Core(osr_core::Error::OutOfRange {
                what: "ingredients",
                value: i64::try_from(ingredients.len()).unwrap_or(i64::MAX),
                min: 0,
                max: 64,
            }));
        }
        let row = self.row();
        let mut potency = 0;
        let mut different = 0;
        let mut from_region = 0;
        for (i, ingredient) in ingredients.iter().enumerate() {
            potency += ingredient.rarity.potency();
            if !ingredients[..i].iter().any(|seen| seen.id == ingredient.id) {
                different += 1;
            }
            if matches!(row.region, Some((region, _)) if region == ingredient.region) {
                from_region += 1;
            }
        }
        Ok(Brew {
            potency,
            different,
            from_region,
            recipe: row,
        })
    }
}
