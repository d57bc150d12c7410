//! Block, Dodge, Parry items and wildcrafting, checked against the rulebook.

use osr_core::{Die, UsageDie};
use osr_encumbrance::LoadModel;
use osr_encumbrance::slots::{Inventory, WATERSKIN_SLOTS as SLOT_RULE};
use osr_equipment::block_dodge_parry::{
    Effect, Ingredient, LightWound, MAX_INGREDIENTS, Rarity, Recipe, RecipeAbility, Region,
    WATERSKIN_FULL, WATERSKIN_SLOTS, drink,
};

fn herb(id: &'static str, rarity: Rarity, region: Region) -> Ingredient<&'static str> {
    Ingredient { id, rarity, region }
}

const BARK: Ingredient<&str> = Ingredient {
    id: "hallowoak bark",
    rarity: Rarity::Uncommon,
    region: Region::Plains,
};

#[test]
fn the_waterskin() {
    // rule: BDP-1.8.1.waterskin, BDP-1.8.1.waterskin-slot
    assert_eq!(WATERSKIN_SLOTS, SLOT_RULE);
    assert_eq!(WATERSKIN_SLOTS, 1);
    assert_eq!(WATERSKIN_FULL, UsageDie::D8);
    assert_eq!(drink(WATERSKIN_FULL, 2), Ok(UsageDie::D6));
    assert_eq!(drink(UsageDie::D6, 4), Ok(UsageDie::D6));
    assert_eq!(drink(UsageDie::D4, 2), Ok(UsageDie::Empty));
    assert!(drink(UsageDie::Empty, 1).is_err());
    let kit = Inventory {
        items: WATERSKIN_SLOTS,
        ..Inventory::default()
    }
    .assess()
    .unwrap();
    assert_eq!(kit.load(), 1);
}

#[test]
fn ingredients_and_potency() {
    // rule: BDP-1.8.4.ingredients, BDP-1.8.4.potency
    assert_eq!(BARK.rarity.potency(), 2);
    assert_eq!(BARK.region, Region::Plains);
    assert_eq!(Rarity::Common.potency(), 1);
    assert_eq!(Rarity::Rare.potency(), 4);
}

#[test]
fn recipe_validity() {
    // rule: BDP-1.8.4.recipe-valid
    let brew = Recipe::HealingSalve
        .brew(&[
            BARK,
            herb("moss", Rarity::Common, Region::Forest),
            herb("root", Rarity::Common, Region::Swamp),
        ])
        .unwrap();
    assert_eq!((brew.potency, brew.different), (4, 3));
    assert!(brew.is_valid());
    let alone = Recipe::HealingSalve
        .brew(&[herb("root", Rarity::Rare, Region::Swamp)])
        .unwrap();
    assert!(alone.potent_enough() && !alone.varied_enough() && !alone.is_valid());
    let weak = Recipe::HealingSalve
        .brew(&[BARK, herb("moss", Rarity::Common, Region::Forest)])
        .unwrap();
    assert!(!weak.potent_enough());
    let many = [BARK; MAX_INGREDIENTS + 1];
    assert!(Recipe::HealingSalve.brew(&many).is_err());
    assert_eq!(Recipe::ALL.len(), 9);
}

#[test]
fn restoring_recipes() {
    // rule: BDP-1.8.4.healing-salve, BDP-1.8.4.musclesoothe, BDP-1.8.4.dreamweed
    let d3 = osr_core::Dice::one(Die::D3);
    assert_eq!(
        Recipe::HealingSalve.row().effect,
        Effect::Restore {
            ability: RecipeAbility::Str,
            dice: d3
        }
    );
    assert_eq!(
        Recipe::MusclesootheMixture.row().effect,
        Effect::Restore {
            ability: RecipeAbility::Dex,
            dice: d3
        }
    );
    assert_eq!(
        Recipe::DreamweedTea.row().effect,
        Effect::Restore {
            ability: RecipeAbility::Wil,
            dice: d3
        }
    );
    for recipe in [
        Recipe::HealingSalve,
        Recipe::MusclesootheMixture,
        Recipe::DreamweedTea,
    ] {
        assert_eq!(recipe.row().potency, 4);
    }
    let two_uncommon = [BARK, herb("claw-root", Rarity::Uncommon, Region::Hills)];
    assert!(
        Recipe::MusclesootheMixture
            .brew(&two_uncommon)
            .unwrap()
            .is_valid()
    );
    let rare_and_common = [
        herb("moonpetal", Rarity::Rare, Region::Mountain),
        herb("moss", Rarity::Common, Region::Forest),
    ];
    let brew = Recipe::DreamweedTea.brew(&rare_and_common).unwrap();
    assert_eq!(brew.potency, 5);
    assert!(brew.is_valid());
}

#[test]
fn sleeping_tonic() {
    // rule: BDP-1.8.4.sleeping-tonic
    assert_eq!(Recipe::SleepingTonic.row().effect, Effect::UpgradeRest);
}

#[test]
fn coldroot_salve_needs_hills() {
    // rule: BDP-1.8.4.coldroot
    assert_eq!(
        Recipe::ColdrootSalve.row().effect,
        Effect::Cure(LightWound::Burns)
    );
    let hills = [BARK, herb("heather", Rarity::Common, Region::Hills)];
    assert!(Recipe::ColdrootSalve.brew(&hills).unwrap().is_valid());
    let forest = [BARK, herb("moss", Rarity::Common, Region::Forest)];
    let brew = Recipe::ColdrootSalve.brew(&forest).unwrap();
    assert!(brew.potent_enough() && !brew.region_met());
}

#[test]
fn herbal_antidote_needs_swamp() {
    // rule: BDP-1.8.4.antidote
    assert_eq!(
        Recipe::HerbalAntidote.row().effect,
        Effect::Cure(LightWound::Poisoning)
    );
    let w8 = [BARK, herb("swamp moss", Rarity::Common, Region::Swamp)];
    let brew = Recipe::HerbalAntidote.brew(&w8).unwrap();
    assert_eq!((brew.potency, brew.different, brew.from_region), (3, 2, 1));
    assert!(brew.is_valid());
    let no_swamp = [BARK, herb("moss", Rarity::Common, Region::Forest)];
    assert!(!Recipe::HerbalAntidote.brew(&no_swamp).unwrap().is_valid());
}

#[test]
fn emberglow_tea_needs_two_different() {
    // rule: BDP-1.8.4.emberglow
    assert_eq!(
        Recipe::EmberglowTea.row().effect,
        Effect::Cure(LightWound::Frostbite)
    );
    let cactus = herb("cactus", Rarity::Common, Region::Desert);
    let brew = Recipe::EmberglowTea.brew(&[cactus, cactus]).unwrap();
    assert_eq!((brew.potency, brew.different), (2, 1));
    assert!(!brew.is_valid());
    let good = [cactus, herb("sage", Rarity::Uncommon, Region::Desert)];
    assert!(Recipe::EmberglowTea.brew(&good).unwrap().is_valid());
}

#[test]
fn ironroot_brew_needs_two_from_hills() {
    // rule: BDP-1.8.4.ironroot
    assert_eq!(Recipe::IronrootBrew.row().effect, Effect::StiffJoints(1));
    let valid = [
        herb("hill a", Rarity::Common, Region::Hills),
        herb("hill b", Rarity::Common, Region::Hills),
        BARK,
    ];
    assert!(Recipe::IronrootBrew.brew(&valid).unwrap().is_valid());
    let one_hill = [herb("hill a", Rarity::Uncommon, Region::Hills), BARK];
    let brew = Recipe::IronrootBrew.brew(&one_hill).unwrap();
    assert_eq!(brew.from_region, 1);
    assert!(!brew.is_valid());
}

#[test]
fn bitterbark_chew_is_a_simple_meal() {
    // rule: BDP-1.8.4.bitterbark
    let row = Recipe::from_id("bdp.recipe.bitterbark-chew").unwrap().row();
    assert_eq!((row.potency, row.effect), (4, Effect::SimpleMeal));
}
