//! Encumbrance: each system's load model, from light to overloaded, and
//! refusals.

use serde_json::json;

use super::{Case, case};

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    // 3d6 Constitution, STR 10 (limits 3, 7, 8 stones).
    for (inventory, strength) in [
        (
            json!({"armour": "clothes_or_light", "medium_items": 0, "backpack": false, "small_things": 0, "rations": 0, "big_things": 0, "weapons_at_side": 0}),
            10,
        ),
        (
            json!({"armour": "half_chain", "medium_items": 4, "backpack": true, "small_things": 10, "rations": 3, "big_things": 1, "weapons_at_side": 0}),
            10,
        ),
        (
            json!({"armour": "full_plate", "medium_items": 2, "backpack": true, "small_things": 4, "rations": 0, "big_things": 2, "weapons_at_side": 0}),
            10,
        ),
        (
            json!({"armour": "full_plate", "medium_items": 0, "backpack": false, "small_things": 0, "rations": 0, "big_things": 0, "weapons_at_side": 5}),
            10,
        ),
        (
            json!({"armour": "leather_hide", "medium_items": 3, "backpack": true, "small_things": 16, "rations": 0, "big_things": 0, "weapons_at_side": 0}),
            3,
        ),
    ] {
        cases.push(case(
            "computeLoad",
            json!({"system": "constitution", "inventory": inventory, "str": strength}),
        ));
    }
    // Cairn House Rules: 4 units, carts double, an injured leg halves.
    for pack in [
        json!({"supplies": 0, "treasures": 0, "fatigue": 1, "transport": "on_foot", "leg_injured": false}),
        json!({"supplies": 2, "treasures": 1, "fatigue": 0, "transport": "on_foot", "leg_injured": false}),
        json!({"supplies": 3, "treasures": 1, "fatigue": 1, "transport": "on_foot", "leg_injured": false}),
        json!({"supplies": 5, "treasures": 2, "fatigue": 0, "transport": "cart", "leg_injured": false}),
        json!({"supplies": 2, "treasures": 0, "fatigue": 0, "transport": "wagon", "leg_injured": true}),
    ] {
        cases.push(case(
            "computeLoad",
            json!({"system": "cairn_house", "pack": pack}),
        ));
    }
    // Block, Dodge, Parry: ten slots, less one per permanent wound.
    for inventory in [
        json!({"items": 5, "fatigue": 1, "light_wounds": 1, "severe_wounds": 0, "permanent_wounds": 0}),
        json!({"items": 7, "fatigue": 2, "light_wounds": 0, "severe_wounds": 0, "permanent_wounds": 1}),
        json!({"items": 8, "fatigue": 2, "light_wounds": 1, "severe_wounds": 1, "permanent_wounds": 0}),
    ] {
        cases.push(case(
            "computeLoad",
            json!({"system": "block_dodge_parry", "inventory": inventory}),
        ));
    }
    // Gods & Monsters: the rulebook's Toromeen, Carry 13 and STR 18, with a
    // battleaxe, banded leather, a shield and a quiver of 20 arrows.
    let toromeen = json!([
        {"bulk": 18}, {"bulk": 8}, {"bulk": 6}, {"bulk": 1, "contents": 4}
    ]);
    cases.push(case(
        "computeLoad",
        json!({"system": "gods_and_monsters", "carry": 13, "str": 18, "entries": toromeen}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "gods_and_monsters", "carry": 2, "str": 10, "entries": [
            {"bulk": "0.5"}, {"bulk": 2}, {"bulk": "1/4", "contents": "0.05"}
        ]}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "gods_and_monsters", "carry": 5, "str": 10, "entries": []}),
    ));
    // Murdham: medium carries 8 freely and 16 at most.
    for (size, items) in [
        ("medium", json!([2, 2, "0.5", 1])),
        ("medium", json!([8, 2, 4])),
        ("medium", json!([8, 8, "1/2"])),
        ("tiny", json!(["1/4"])),
        ("large", json!([32, 8])),
    ] {
        cases.push(case(
            "computeLoad",
            json!({"system": "murdham", "size": size, "items": items}),
        ));
    }
    // Refusals.
    cases.push(case(
        "computeLoad",
        json!({"system": "constitution", "str": 21, "inventory": {"armour": "clothes_or_light", "medium_items": 0, "backpack": false, "small_things": 0, "rations": 0, "big_things": 0, "weapons_at_side": 0}}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "constitution", "str": 10, "inventory": {"armour": "clothes_or_light", "medium_items": 1, "backpack": false, "small_things": 2, "rations": 0, "big_things": 0, "weapons_at_side": 0}}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "block_dodge_parry", "inventory": {"items": 0, "fatigue": 0, "light_wounds": 0, "severe_wounds": 0, "permanent_wounds": 11}}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "gods_and_monsters", "carry": 13, "str": 18, "entries": [{"bulk": 19}]}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "murdham", "size": "medium", "items": ["0.001"]}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "murdham", "size": "medium", "items": vec![1; 1001]}),
    ));
    cases.push(case(
        "computeLoad",
        json!({"system": "cairn_house", "pack": {"supplies": 1, "treasures": 0, "fatigue": 0, "transport": "on_foot", "leg_injured": false}, "encumbered": true}),
    ));
    cases.push(case("computeLoad", json!({"system": "dnd", "pack": {}})));
    cases
}
