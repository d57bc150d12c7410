//! Equipment: the catalog by table and by system, items by ID, refusals.

use serde_json::json;

use super::{Case, case};

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    // Whole tables: every table of every system once.
    for table in [
        "tc.armour",
        "tc.light",
        "ch.armour",
        "ch.armour.shield",
        "ch.weapon",
        "ch.transport",
        "gm.food",
        "gm.ingredient",
        "gm.stock",
        "gm.misc",
        "gm.weapon",
        "gm.ammo",
        "gm.armor",
        "mu.tool",
        "bdp.recipe",
    ] {
        cases.push(case("listItems", json!({"table": table})));
    }
    cases.push(case("listItems", json!({"system": "cairn_house"})));
    cases.push(case(
        "listItems",
        json!({"system": "gods_and_monsters", "table": "gm.armor"}),
    ));
    // Single items, one or more per system.
    for id in [
        "tc.armour.full-plate",
        "tc.light.torch",
        "ch.weapon.polearm",
        "ch.transport.warhorse",
        "gm.weapon.long-sword",
        "gm.ammo.arrow",
        "gm.misc.lantern",
        "mu.tool.surgical-tools",
        "bdp.recipe.healing-salve",
    ] {
        cases.push(case("findItem", json!({"id": id})));
    }
    // Refusals.
    cases.push(case("findItem", json!({"id": "gm.weapon.lightsaber"})));
    cases.push(case("findItem", json!({"id": "x".repeat(200)})));
    cases.push(case("findItem", json!({"id": 7})));
    cases.push(case("listItems", json!({"table": "gm.spaceship"})));
    cases.push(case(
        "listItems",
        json!({"system": "murdham", "table": "gm.weapon"}),
    ));
    cases.push(case("listItems", json!({"system": "dnd"})));
    cases.push(case("listItems", json!({"tables": ["gm.weapon"]})));
    cases
}
