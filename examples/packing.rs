//! One adventurer's gear packed under each system's load model, side by
//! side: what the load is, what the character can carry, which state that
//! is and what follows.
//!
//! The adventurer wears chain armour and carries a sword, a shield, a bow
//! with a quiver of 20 arrows, a week of food, a torch, rope, a bedroll, a
//! waterskin and 200 coins. Each system counts that differently: stones by
//! where things sit (3d6 Constitution), units of supplies and treasure
//! beyond fighting gear (Cairn House Rules), ten slots shared with fatigue
//! (Block, Dodge, Parry), carry-list entries under a strength limit (Gods &
//! Monsters), and total bulk by size (Murdham).
//!
//! ```sh
//! cargo run --example packing
//! ```

use osr::encumbrance::bulk::Bulk;
use osr::encumbrance::bulk::{gods_and_monsters as gm_load, murdham as mu_load};
use osr::encumbrance::{Effects, LoadModel, slots, stones, units};
use osr::equipment::block_dodge_parry::WATERSKIN_SLOTS;
use osr::equipment::constitution::ArmourClass;
use osr::equipment::gods_and_monsters::{Ammo, Armor, Food, Misc, Stock, Weapon};

const STRENGTH: u32 = 15;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("One adventurer (STR {STRENGTH}), packed five ways\n");
    println!(
        "{:<22} {:>11} {:>9}  {:<12} {:<19} effects",
        "system", "load", "capacity", "state", "level"
    );
    row("3d6 Constitution", &constitution()?, "stones");
    row("Cairn House Rules", &cairn_house()?, "units");
    row("Block, Dodge, Parry", &block_dodge_parry()?, "slots");
    let (gm, gm_bulk) = gods_and_monsters()?;
    row("Gods & Monsters", &gm, "entries");
    row("Murdham", &murdham()?, "bulk");
    println!(
        "\nGods & Monsters: {gm_bulk} bulk in all; Carry counts entries, and the penalty for \
         going over it is not sized in the rules at hand."
    );
    println!(
        "Murdham bulks above are this example's own figures: item bulks are in another chapter."
    );
    Ok(())
}

fn row<M: LoadModel>(system: &str, model: &M, unit: &str) {
    println!(
        "{system:<22} {:>11} {:>9}  {:<12} {:<19} {}",
        format!("{} {unit}", model.load()),
        model.capacity().to_string(),
        format!("{:?}", model.state()),
        model.level().to_string(),
        describe(&model.effects()),
    );
}

fn describe(effects: &Effects) -> String {
    let mut parts = Vec::new();
    if effects.speed.numerator != effects.speed.denominator {
        parts.push(format!("speed {}", effects.speed));
    }
    for (flag, text) in [
        (effects.walking_only, "walking only"),
        (effects.hp_zero, "HP 0"),
        (effects.disadvantage, "disadvantage on some athletics"),
        (effects.athletics_impossible, "almost no athletics"),
        (effects.agi_saves_need_str, "AGI saves need STR saves"),
        (effects.cannot_move, "cannot move with it"),
    ] {
        if flag {
            parts.push(text.to_owned());
        }
    }
    if let Some(drag) = effects.drag {
        parts.push(format!("can drag {drag}"));
    }
    if parts.is_empty() {
        "none".to_owned()
    } else {
        parts.join(", ")
    }
}

/// Stones: chain worn; sword, shield, bow and quiver, coin pouch held or
/// worn; rations and torch in the pack; rope, bedroll, waterskin strapped.
fn constitution() -> Result<stones::Assessment, osr::encumbrance::Error> {
    let pouch = stones::CoinPurse::for_coins(200)?;
    let medium_from_coins = u32::from(pouch.size() == stones::Size::Medium);
    stones::Inventory {
        armour: ArmourClass::FullChain.row().worn,
        medium_items: 3 + medium_from_coins,
        backpack: true,
        rations: 7,
        small_things: 1,
        big_things: 3,
        weapons_at_side: 0,
    }
    .assess(STRENGTH)
}

/// Units: arms and armour are fighting gear; a week of food is a supply
/// unit, the torch and rope a delve's supplies, the coins a treasure unit.
fn cairn_house() -> Result<units::Assessment, osr::encumbrance::Error> {
    units::Pack {
        supplies: units::supply_units_for_food(7) + 1,
        treasures: units::treasure_units_for_coins(200),
        ..units::Pack::default()
    }
    .assess()
}

/// Slots: one each for armour, sword, shield, bow and arrows, food, torch,
/// rope and bedroll, the waterskin's slot, and a point of Fatigue.
fn block_dodge_parry() -> Result<slots::Assessment, osr::encumbrance::Error> {
    slots::Inventory {
        items: 8 + WATERSKIN_SLOTS,
        fatigue: 1,
        ..slots::Inventory::default()
    }
    .assess()
}

/// Carry list: each entry at most STR in bulk; the backpack and the quiver
/// count as one entry with what they hold. Carry is an input (9 here).
fn gods_and_monsters() -> Result<(gm_load::CarryList, Bulk), Box<dyn std::error::Error>> {
    let bulk = |goods: Option<Bulk>| goods.ok_or("the item has no bulk");
    let (_, arrows) = Ammo::Arrow.lot(20)?;
    let pack_contents = bulk(Food::DryFood.row().bulk)?
        .checked_add(Misc::Torch.row().bulk)
        .ok_or("overflow")?;
    let list = gm_load::CarryList::new(9, STRENGTH)?
        .with(Armor::ChainMail.row().bulk_worn)?
        .with(Weapon::LongSword.row().bulk)?
        .with(Armor::Shield.row().bulk_worn)?
        .with(Weapon::Bow.row().bulk)?
        .with_container(Ammo::Quiver.row().bulk, arrows)?
        .with_container(bulk(Stock::Backpack.row().bulk)?, pack_contents)?
        .with(Misc::Rope.row().bulk)?
        .with(Misc::Blanket.row().bulk)?
        .with(bulk(Stock::Waterskin.row().bulk)?)?
        .with(bulk(Stock::PouchBelt.row().bulk)?)?;
    Ok((list, list.total_bulk()))
}

/// Bulk: this example's own figures for each item, added up.
fn murdham() -> Result<mu_load::Load, &'static str> {
    let items = [
        Bulk::whole(2), // chain armour
        Bulk::whole(1), // sword
        Bulk::whole(1), // shield
        Bulk::whole(1), // bow
        Bulk::whole(1), // quiver of arrows
        Bulk::whole(1), // a week of food
        Bulk::HALF,     // torch
        Bulk::whole(1), // rope
        Bulk::whole(1), // bedroll
        Bulk::HALF,     // waterskin
    ];
    let carried = items
        .iter()
        .try_fold(Bulk::ZERO, |sum, &b| sum.checked_add(b))
        .ok_or("overflow")?;
    Ok(mu_load::Load {
        size: mu_load::Size::Medium,
        carried,
    })
}
