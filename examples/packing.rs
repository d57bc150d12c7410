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
//! Monsters), and total bulk by size (Murdham). Gods & Monsters items can be
//! given by ID instead of the default kit.
//!
//! ```sh
//! cargo run --example packing                                   # all five systems
//! cargo run --example packing -- --strength 9                   # a weaker adventurer
//! cargo run --example packing -- --system gods-and-monsters \
//!     --carry 4 gm.weapon.battleaxe gm.armor.banded-leather gm.armor.shield
//! cargo run --example packing -- --list                         # Gods & Monsters item IDs
//! cargo run --example packing -- --help
//! ```
//!
//! Usage errors (an unknown option, a bad number, an unknown item ID) print
//! a message and exit with status 2; a load the rules refuse (an item
//! heavier than strength allows) exits with status 1.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use osr::encumbrance::bulk::Bulk;
use osr::encumbrance::bulk::{gods_and_monsters as gm_load, murdham as mu_load};
use osr::encumbrance::{Effects, LoadModel, slots, stones, units};
use osr::equipment::block_dodge_parry::WATERSKIN_SLOTS;
use osr::equipment::constitution::ArmourClass;
use osr::equipment::gods_and_monsters::{Ammo, Armor, Food, Misc, Price, Stock, Weapon};
use osr::equipment::{Item, lookup};

const HELP: &str = "\
packing: one adventurer's gear under each system's load model, side by side

USAGE:
    packing [OPTIONS] [ITEM-ID...]

The adventurer wears chain armour and carries a sword, a shield, a bow and
a quiver of 20 arrows, a week of food, a torch, rope, a bedroll, a waterskin
and 200 coins. For each system the program prints the load, the capacity,
the system's own state, the shared level and what follows.

OPTIONS:
    --system <NAME>    Only this system: constitution, cairn-house,
                       block-dodge-parry, gods-and-monsters, murdham,
                       or all (the default).
    --strength <N>     The adventurer's strength (default 15). 3d6
                       Constitution takes 0 to 20, Gods & Monsters 0 to 1000;
                       the other systems' loads here do not depend on it.
    --carry <N>        The Gods & Monsters Carry, 0 to 1000 (default 9); the
                       rules at hand give no formula for it.
    --list             List the Gods & Monsters item IDs that can be packed,
                       with their names, bulk and cost, and exit.
    -h, --help         Print this help and exit.

ARGUMENTS:
    ITEM-ID...         Gods & Monsters items (gm.*) to pack instead of the
                       default kit, one carry-list entry each; repeat an ID
                       to carry two. Items without a bulk (rooms, animals)
                       cannot be packed.

EXIT STATUS:
    0 on success, 1 when the rules refuse the load (an item heavier than
    strength allows), 2 for a usage error.";

const SYSTEMS: [&str; 5] = [
    "constitution",
    "cairn-house",
    "block-dodge-parry",
    "gods-and-monsters",
    "murdham",
];

/// The command line, parsed.
struct Options {
    /// `None`: every system.
    system: Option<&'static str>,
    strength: i32,
    carry: u32,
    /// Gods & Monsters items and their bulks; empty: the default kit.
    items: Vec<(Item, Bulk)>,
}

/// What the command line asks for.
enum Command {
    Help,
    List,
    Pack(Options),
}

fn main() -> ExitCode {
    let output = match parse(std::env::args().skip(1)) {
        Ok(Command::Help) => format!("{HELP}\n"),
        Ok(Command::List) => list(),
        Ok(Command::Pack(options)) => match pack(&options) {
            Ok(output) => output,
            Err(message) => {
                eprintln!("error: {message}");
                return ExitCode::FAILURE;
            }
        },
        Err(message) => {
            eprintln!("error: {message}");
            eprintln!("Run `packing --help` for the options.");
            return ExitCode::from(2);
        }
    };
    // A reader that stops early (`packing --list | head`) is not an error.
    match std::io::stdout().write_all(output.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: cannot write the output: {err}");
            ExitCode::FAILURE
        }
    }
}

fn parse(args: impl Iterator<Item = String>) -> Result<Command, String> {
    let mut options = Options {
        system: None,
        strength: 15,
        carry: 9,
        items: Vec::new(),
    };
    let mut args = args.peekable();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "--list" => return Ok(Command::List),
            "--system" => {
                let name = value("--system")?;
                options.system = match name.as_str() {
                    "all" => None,
                    other => Some(SYSTEMS.iter().copied().find(|s| *s == other).ok_or_else(
                        || {
                            format!(
                                "unknown system {other:?}: expected one of {}, or all",
                                SYSTEMS.join(", ")
                            )
                        },
                    )?),
                };
            }
            "--strength" => options.strength = score("--strength", &value("--strength")?)?,
            "--carry" => options.carry = number("--carry", &value("--carry")?)?,
            option if option.starts_with('-') => return Err(format!("unknown option {option:?}")),
            id => options.items.push(gm_item(id)?),
        }
    }
    let wants_constitution = options.system.is_none_or(|only| only == "constitution");
    if wants_constitution && options.strength > stones::MAX_STRENGTH {
        return Err(format!(
            "--strength {} is beyond 3d6 Constitution's 0..={}: lower it, or pick another --system",
            options.strength,
            stones::MAX_STRENGTH
        ));
    }
    if options.strength > gm_load::MAX_STRENGTH {
        return Err(format!(
            "--strength takes 0..={}, got {}",
            gm_load::MAX_STRENGTH,
            options.strength
        ));
    }
    if options.carry > gm_load::MAX_CARRY {
        return Err(format!(
            "--carry takes 0..={}, got {}",
            gm_load::MAX_CARRY,
            options.carry
        ));
    }
    if !options.items.is_empty()
        && options
            .system
            .is_some_and(|only| only != "gods-and-monsters")
    {
        return Err(
            "item IDs are Gods & Monsters items: use them with --system gods-and-monsters or all"
                .to_owned(),
        );
    }
    Ok(Command::Pack(options))
}

fn number(option: &str, text: &str) -> Result<u32, String> {
    text.parse()
        .map_err(|_| format!("{option} takes a whole number, got {text:?}"))
}

/// A score: a whole number from 0 up, as the rules' `i32`.
fn score(option: &str, text: &str) -> Result<i32, String> {
    i32::try_from(number(option, text)?)
        .map_err(|_| format!("{option} takes a whole number, got {text:?}"))
}

/// A Gods & Monsters item and its bulk, from its ID.
fn gm_item(id: &str) -> Result<(Item, Bulk), String> {
    let item = lookup(id).map_err(|err| err.to_string())?;
    let bulk = match item {
        Item::GodsAndMonstersFood(row) => row.row().bulk,
        Item::GodsAndMonstersIngredient(row) => row.row().bulk,
        Item::GodsAndMonstersStock(row) => row.row().bulk,
        Item::GodsAndMonstersMisc(row) => Some(row.row().bulk),
        Item::GodsAndMonstersWeapon(row) => Some(row.row().bulk),
        Item::GodsAndMonstersAmmo(row) => Some(row.row().bulk),
        Item::GodsAndMonstersArmor(row) => Some(row.row().bulk_worn),
        _ => {
            return Err(format!(
                "{id} ({}) is not a Gods & Monsters item: only gm.* items have a bulk to pack",
                item.name()
            ));
        }
    };
    let bulk =
        bulk.ok_or_else(|| format!("{id} ({}) has no bulk: it is not carried", item.name()))?;
    Ok((item, bulk))
}

fn list() -> String {
    let mut out = format!(
        "{:<36} {:<28} {:>6} {:>8}\n",
        "ID", "name", "bulk", "cost sc"
    );
    for item in Item::all() {
        if let Ok((_, bulk)) = gm_item(item.id()) {
            let cost = gm_cost(item).map_or_else(|| "varies".to_owned(), |cost| cost.to_string());
            let _ = writeln!(
                out,
                "{:<36} {:<28} {bulk:>6} {cost:>8}",
                item.id(),
                item.name()
            );
        }
    }
    out
}

/// A Gods & Monsters item's price (`None` for the full helmet, priced by
/// the other armour worn).
fn gm_cost(item: Item) -> Option<Price> {
    match item {
        Item::GodsAndMonstersFood(row) => Some(row.row().cost),
        Item::GodsAndMonstersIngredient(row) => Some(row.row().cost),
        Item::GodsAndMonstersStock(row) => Some(row.row().cost),
        Item::GodsAndMonstersMisc(row) => Some(row.row().cost),
        Item::GodsAndMonstersWeapon(row) => Some(row.row().cost),
        Item::GodsAndMonstersAmmo(row) => Some(row.row().cost),
        Item::GodsAndMonstersArmor(row) => row.row().cost,
        _ => None,
    }
}

fn pack(options: &Options) -> Result<String, String> {
    let wanted = |system: &str| options.system.is_none_or(|only| only == system);
    // Every row is worked out before anything is printed, so a refused load
    // leaves no half table behind.
    let mut rows = Vec::new();
    let mut notes = Vec::new();
    if wanted("constitution") {
        rows.push(row(
            "3d6 Constitution",
            &constitution(options.strength)?,
            "stones",
        ));
    }
    if wanted("cairn-house") {
        rows.push(row("Cairn House Rules", &cairn_house()?, "units"));
    }
    if wanted("block-dodge-parry") {
        rows.push(row("Block, Dodge, Parry", &block_dodge_parry()?, "slots"));
    }
    if wanted("gods-and-monsters") {
        let (list, names) = gods_and_monsters(options)?;
        rows.push(row("Gods & Monsters", &list, "entries"));
        notes.push(format!(
            "Gods & Monsters: {} bulk in all ({}); Carry counts entries, and the penalty \
             for going over it is not sized in the rules at hand.",
            list.total_bulk(),
            names.join(", ")
        ));
    }
    if wanted("murdham") {
        rows.push(row("Murdham", &murdham()?, "bulk"));
        notes.push(
            "Murdham bulks are this example's own figures: item bulks are in another chapter."
                .to_owned(),
        );
    }
    let mut out = format!(
        "One adventurer (strength {}), packed {}\n\n",
        options.strength,
        options.system.map_or("five ways", |_| "one way")
    );
    let _ = writeln!(
        out,
        "{:<22} {:>11} {:>9}  {:<14} {:<19} effects",
        "system", "load", "capacity", "state", "level"
    );
    for row in rows {
        let _ = writeln!(out, "{row}");
    }
    out.push('\n');
    for note in notes {
        let _ = writeln!(out, "{note}");
    }
    Ok(out)
}

fn row<M: LoadModel>(system: &str, model: &M, unit: &str) -> String {
    format!(
        "{system:<22} {:>11} {:>9}  {:<14} {:<19} {}",
        format!("{} {unit}", model.load()),
        model.capacity().to_string(),
        model.state().to_string(),
        model.level().to_string(),
        describe(&model.effects()),
    )
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
fn constitution(strength: i32) -> Result<stones::Assessment, String> {
    let pouch = stones::CoinPurse::for_coins(200).map_err(|err| err.to_string())?;
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
    .assess(strength)
    .map_err(|err| format!("3d6 Constitution: {err}"))
}

/// Units: arms and armour are fighting gear; a week of food is a supply
/// unit, the torch and rope a delve's supplies, the coins a treasure unit.
fn cairn_house() -> Result<units::Assessment, String> {
    units::Pack {
        supplies: units::supply_units_for_food(7) + 1,
        treasures: units::treasure_units_for_coins(200),
        ..units::Pack::default()
    }
    .assess()
    .map_err(|err| format!("Cairn House Rules: {err}"))
}

/// Slots: one each for armour, sword, shield, bow and arrows, food, torch,
/// rope and bedroll, the waterskin's slot, and a point of Fatigue.
fn block_dodge_parry() -> Result<slots::Assessment, String> {
    slots::Inventory {
        items: 8 + WATERSKIN_SLOTS,
        fatigue: 1,
        ..slots::Inventory::default()
    }
    .assess()
    .map_err(|err| format!("Block, Dodge, Parry: {err}"))
}

/// Carry list: each entry at most strength in bulk; the backpack and the
/// quiver count as one entry with what they hold. Items given by ID replace
/// the default kit.
fn gods_and_monsters(options: &Options) -> Result<(gm_load::CarryList, Vec<String>), String> {
    let refused = |err: osr::encumbrance::Error| format!("Gods & Monsters: {err}");
    let mut list = gm_load::CarryList::new(options.carry, options.strength).map_err(refused)?;
    if !options.items.is_empty() {
        let mut names = Vec::new();
        for &(item, bulk) in &options.items {
            list = list.with(bulk).map_err(|err| {
                format!("Gods & Monsters: {} ({}): {err}", item.name(), item.id())
            })?;
            names.push(item.name().to_owned());
        }
        return Ok((list, names));
    }
    let bulk = |goods: Option<Bulk>| goods.unwrap_or(Bulk::ZERO);
    let (_, arrows) = Ammo::Arrow.lot(20).map_err(|err| err.to_string())?;
    let pack_contents = bulk(Food::DryFood.row().bulk) + Misc::Torch.row().bulk;
    let kit = [
        (Armor::ChainMail.name(), Armor::ChainMail.row().bulk_worn),
        (Weapon::LongSword.name(), Weapon::LongSword.row().bulk),
        (Armor::Shield.name(), Armor::Shield.row().bulk_worn),
        (Weapon::Bow.name(), Weapon::Bow.row().bulk),
        ("Quiver of 20 arrows", Ammo::Quiver.row().bulk + arrows),
        (
            "Backpack with dry food and a torch",
            bulk(Stock::Backpack.row().bulk) + pack_contents,
        ),
        (Misc::Rope.name(), Misc::Rope.row().bulk),
        (Misc::Blanket.name(), Misc::Blanket.row().bulk),
        (Stock::Waterskin.name(), bulk(Stock::Waterskin.row().bulk)),
        (Stock::PouchBelt.name(), bulk(Stock::PouchBelt.row().bulk)),
    ];
    let mut names = Vec::new();
    for (name, bulk) in kit {
        list = list
            .with(bulk)
            .map_err(|err| format!("Gods & Monsters: {name}: {err}"))?;
        names.push(name.to_owned());
    }
    Ok((list, names))
}

/// Bulk: this example's own figures for each item, added up.
fn murdham() -> Result<mu_load::Load, String> {
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
    Ok(mu_load::Load {
        size: mu_load::Size::Medium,
        carried: items.iter().sum(),
    })
}
