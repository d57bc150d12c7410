//! computeLoad answers as the osr-encumbrance load models do.

use osr::encumbrance::LoadModel;
use osr::encumbrance::bulk::{Bulk, gods_and_monsters::CarryList, murdham};
use osr::encumbrance::{slots, stones, units};
use serde_json::{Value, json};

fn call(request: &Value) -> Value {
    super::call("computeLoad", request)
}

fn kind(request: &Value) -> String {
    super::refusal("computeLoad", request)
}

/// The response without its `system` tag.
fn untagged(mut response: Value) -> Value {
    response.as_object_mut().unwrap().remove("system");
    response
}

#[test]
fn constitution_is_the_library_assessment() {
    let inventory = stones::Inventory {
        armour: stones::Armour::FullPlate,
        weapons_at_side: 5,
        ..stones::Inventory::default()
    };
    let direct = serde_json::to_value(inventory.assess(10).unwrap()).unwrap();
    let answer = call(&json!({"system": "constitution", "inventory": inventory, "str": 10}));
    assert_eq!(untagged(answer.clone()), direct);
    // And the answer reads back as the library's assessment.
    let back: stones::Assessment = serde_json::from_value(untagged(answer)).unwrap();
    assert_eq!(back.excess(), 1);
}

#[test]
fn cairn_house_and_block_dodge_parry_are_the_library_assessments() {
    let pack = units::Pack {
        supplies: 2,
        fatigue: 2,
        transport: units::Carrying::Cart,
        ..units::Pack::default()
    };
    let direct = serde_json::to_value(pack.assess().unwrap()).unwrap();
    assert_eq!(
        untagged(call(&json!({"system": "cairn_house", "pack": pack}))),
        direct
    );

    let slots = slots::Inventory {
        items: 8,
        fatigue: 1,
        permanent_wounds: 1,
        ..slots::Inventory::default()
    };
    let direct = serde_json::to_value(slots.assess().unwrap()).unwrap();
    assert_eq!(
        untagged(call(
            &json!({"system": "block_dodge_parry", "inventory": slots})
        )),
        direct
    );
}

#[test]
fn gods_and_monsters_is_the_library_carry_list() {
    let list = CarryList::new(13, 18)
        .and_then(|l| l.with(Bulk::whole(18)))
        .and_then(|l| l.with_container(Bulk::whole(1), Bulk::whole(4)))
        .unwrap();
    let answer = call(
        &json!({"system": "gods_and_monsters", "carry": 13, "str": 18,
        "entries": [{"bulk": 18}, {"bulk": 1, "contents": 4}]}),
    );
    let direct = serde_json::to_value(list).unwrap();
    for field in [
        "carry", "str", "entries", "total", "heaviest", "state", "level",
    ] {
        assert_eq!(answer[field], direct[field], "{field}");
    }
    assert_eq!(answer["load"], json!(list.load()));
}

#[test]
fn murdham_is_the_library_load() {
    let load = murdham::Load {
        size: murdham::Size::Medium,
        carried: Bulk::whole(12),
    };
    let mut answer = untagged(call(
        &json!({"system": "murdham", "size": "medium", "items": [8, 4]}),
    ));
    assert_eq!(answer["load"], json!(12));
    answer.as_object_mut().unwrap().remove("load");
    assert_eq!(answer, serde_json::to_value(load).unwrap());
}

#[test]
fn refusals_have_their_kinds() {
    let light = json!({"armour": "clothes_or_light", "medium_items": 0, "backpack": false,
        "small_things": 1, "rations": 0, "big_things": 0, "weapons_at_side": 0});
    assert_eq!(
        kind(&json!({"system": "constitution", "inventory": light, "str": 10})),
        "no_backpack"
    );
    assert_eq!(
        kind(&json!({"system": "constitution", "inventory": light, "str": 99})),
        "out_of_range"
    );
    assert_eq!(
        kind(
            &json!({"system": "gods_and_monsters", "carry": 1, "str": 1, "entries": [{"bulk": 2}]})
        ),
        "item_too_heavy"
    );
    assert_eq!(
        kind(&json!({"system": "murdham", "size": "medium", "items": vec![0; 1001]})),
        "too_many_items"
    );
    assert_eq!(
        kind(&json!({"system": "murdham", "size": "huge", "items": []})),
        "invalid_request"
    );
}
