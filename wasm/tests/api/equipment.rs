//! listItems and findItem answer from the osr-equipment tables.

use osr::equipment::cairn_house::Weapon as ChWeapon;
use osr::equipment::gods_and_monsters::Weapon;
use osr::equipment::{Item, lookup};
use serde_json::json;

use super::kind_or_answer as call;

#[test]
fn find_item_gives_the_library_row() {
    let sword = call("findItem", &json!({"id": "gm.weapon.long-sword"})).unwrap();
    assert_eq!(sword["table"], "gm.weapon");
    assert_eq!(sword["name"], Weapon::LongSword.name());
    assert_eq!(
        sword["row"],
        serde_json::to_value(Weapon::LongSword.row()).unwrap()
    );
    assert_eq!(sword["row"]["cost"], "20");

    let polearm = call("findItem", &json!({"id": "ch.weapon.polearm"})).unwrap();
    assert_eq!(
        polearm["row"],
        serde_json::to_value(ChWeapon::Polearm.row()).unwrap()
    );
}

#[test]
fn list_items_lists_every_row_in_order() {
    let all = call("listItems", &json!({})).unwrap();
    let ids: Vec<&str> = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap())
        .collect();
    let library: Vec<&str> = Item::all().map(Item::id).collect();
    assert_eq!(ids, library);
    for id in ids {
        assert!(lookup(id).is_ok());
    }

    let weapons = call("listItems", &json!({"table": "gm.weapon"})).unwrap();
    assert_eq!(
        weapons["items"].as_array().unwrap().len(),
        Weapon::ALL.len()
    );
    let murdham = call("listItems", &json!({"system": "murdham"})).unwrap();
    assert!(
        murdham["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|i| i["table"] == "mu.tool")
    );
}

#[test]
fn refusals_have_their_kinds() {
    assert_eq!(
        call("findItem", &json!({"id": "gm.weapon.spork"})),
        Err("unknown_id".into())
    );
    assert_eq!(
        call("listItems", &json!({"table": "gm.spork"})),
        Err("unknown_table".into())
    );
    assert_eq!(
        call(
            "listItems",
            &json!({"system": "constitution", "table": "gm.weapon"})
        ),
        Err("unknown_table".into())
    );
    assert_eq!(call("findItem", &json!({})), Err("invalid_request".into()));
}
