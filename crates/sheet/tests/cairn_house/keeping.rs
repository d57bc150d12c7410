//! What a player keeps track of beyond the character: carts, wagons and
//! animals owned, and treasure stored at home outside the load.

use osr_encumbrance::LoadModel;
use osr_encumbrance::units::Carrying;
use osr_equipment::cairn_house::Transport;
use osr_sheet::cairn_house::{Character, Item, MAX_TRANSPORT, Sheet};

fn sheet() -> Sheet {
    Sheet::new(Character::new(4, [14, 9, 11]).unwrap()).unwrap()
}

#[test]
fn carts_double_and_wagons_quadruple_the_extra_load() {
    // rule: CH-enc.cart
    assert_eq!(sheet().load().unwrap().capacity(), 4);
    for (transport, capacity) in [
        (Transport::HandCart, 8),
        (Transport::DraftCart, 8),
        (Transport::Wagon, 16),
        (Transport::Mule, 4),
    ] {
        let owner = sheet().with_transport(transport).unwrap();
        assert_eq!(owner.load().unwrap().capacity(), capacity, "{transport:?}");
    }
    // The best vehicle counts, not their sum.
    let both = sheet()
        .with_transport(Transport::HandCart)
        .unwrap()
        .with_transport(Transport::Wagon)
        .unwrap();
    assert_eq!(both.carrying(), Carrying::Wagon);
    assert_eq!(both.load().unwrap().capacity(), 16);
}

#[test]
fn transport_is_bought_at_its_price() {
    let mut sheet = sheet().with_coins(40).unwrap();
    sheet.buy(Item::Transport(Transport::Mule)).unwrap();
    assert_eq!(sheet.coins(), 10);
    assert_eq!(sheet.transport(), &[Transport::Mule]);
    assert!(sheet.buy(Item::Transport(Transport::Horse)).is_err());
    let mut full = sheet.with_coins(1000).unwrap();
    for _ in 1..MAX_TRANSPORT {
        full.buy(Item::Transport(Transport::HandCart)).unwrap();
    }
    let err = full.buy(Item::Transport(Transport::HandCart)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "transport has 9 entries, at most 8 are allowed"
    );
}

#[test]
fn treasure_stored_at_home_leaves_the_load() {
    let mut sheet = sheet().with_units(1, 3).unwrap();
    assert_eq!(sheet.load().unwrap().load(), 4);
    sheet.store_treasures(2).unwrap();
    assert_eq!((sheet.treasures(), sheet.treasures_at_home()), (1, 2));
    assert_eq!(sheet.load().unwrap().load(), 2);
    let before = sheet.clone();
    assert_eq!(
        sheet.store_treasures(2).unwrap_err().to_string(),
        "treasure units to store must be in 0..=1, got 2"
    );
    assert_eq!(sheet, before);
}

#[cfg(feature = "serde")]
#[test]
fn transport_and_home_are_in_the_document() {
    let sheet = sheet()
        .with_transport(Transport::Wagon)
        .unwrap()
        .with_treasures_at_home(5)
        .unwrap();
    let json = serde_json::to_value(&sheet).unwrap();
    assert_eq!(json["transport"], serde_json::json!(["ch.transport.wagon"]));
    assert_eq!(json["treasures_at_home"], 5);
    assert_eq!(
        serde_json::from_value::<Sheet>(json.clone()).unwrap(),
        sheet
    );
    let mut unknown = json.clone();
    unknown["transport"] = serde_json::json!(["ch.transport.dragon"]);
    let doc: osr_sheet::cairn_house::SheetDocument = serde_json::from_value(unknown).unwrap();
    assert_eq!(Sheet::try_from(doc).unwrap_err().kind(), "unknown_id");
    // Built in Rust: from JSON, the list is refused at its 9th entry
    // (tests/hostile.rs).
    let mut doc: osr_sheet::cairn_house::SheetDocument = serde_json::from_value(json).unwrap();
    doc.transport = vec!["ch.transport.mule".into(); MAX_TRANSPORT + 1];
    assert_eq!(
        Sheet::try_from(doc).unwrap_err().to_string(),
        "transport has 9 entries, at most 8 are allowed"
    );
}
