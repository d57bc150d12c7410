//! Every error message of osr-encumbrance, pinned, with its kind.

use insta::assert_snapshot;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{AnimalLoad, CarryList};
use osr_encumbrance::stones::{CoinPurse, Inventory, Thresholds};
use osr_encumbrance::{Error, InputText, slots, units};

/// The message and the kind, on one line.
fn show(err: Error) -> String {
    format!("{} [{}]", err, err.kind())
}

#[test]
fn out_of_range() {
    assert_snapshot!(show(Inventory { medium_items: 7, ..Inventory::default() }.assess(10).unwrap_err()), @"medium items held or worn must be in 0..=6, got 7 [out_of_range]");
    assert_snapshot!(show(Inventory { backpack: true, big_things: 6, ..Inventory::default() }.assess(10).unwrap_err()), @"big things strapped on must be in 0..=5, got 6 [out_of_range]");
    assert_snapshot!(show(Thresholds::for_strength(21).unwrap_err()), @"strength must be in 0..=20, got 21 [out_of_range]");
    assert_snapshot!(show(CoinPurse::for_coins(300).unwrap_err()), @"coins in one purse or pouch must be in 0..=250, got 300 [out_of_range]");
    assert_snapshot!(show(slots::Inventory { permanent_wounds: 11, ..slots::Inventory::default() }.assess().unwrap_err()), @"permanent wounds must be in 0..=10, got 11 [out_of_range]");
    assert_snapshot!(show(CarryList::new(1001, 10).unwrap_err()), @"carry must be in 0..=1000, got 1001 [out_of_range]");
    assert_snapshot!(show(AnimalLoad { movement: 5, capacity: Bulk::ZERO, carried: Bulk::ZERO }.reduction().unwrap_err()), @"animal capacity (raw bulk units) must be in 1..=9223372036854775807, got 0 [out_of_range]");
}

#[test]
fn wrapped_core_errors_keep_their_own_kind() {
    assert_snapshot!(show(Error::Core(osr_core::Error::ZeroSides)), @"a die needs at least 1 side, got 0 [zero_sides]");
    assert_snapshot!(show(osr_core::Error::EmptyUsageDie.into()), @"an empty usage die cannot be rolled [empty_usage_die]");
    assert_snapshot!(show(osr_core::Error::NotOnLadder { sides: 7, ladder: "usage" }.into()), @"d7 is not on the usage die ladder [not_on_ladder]");
    assert_snapshot!(show(osr_core::Error::DiceCount { count: 0, max: 1000 }.into()), @"a pool needs 1..=1000 dice, got 0 [dice_count]");
    assert_snapshot!(show(osr_core::Error::FaceOutOfRange { face: 7, sides: 6, position: 0 }.into()), @"supplied face 7 at position 0 is not on a d6 (1..=6) [face_out_of_range]");
    assert_snapshot!(show(osr_core::Error::FacesExhausted { sides: 6, position: 2 }.into()), @"supplied faces ran out: a d6 needed a face at position 2, but only 2 were supplied [faces_exhausted]");
}

#[test]
fn domain_errors() {
    assert_snapshot!(show(Inventory { small_things: 3, ..Inventory::default() }.assess(10).unwrap_err()), @"3 small and 0 big things need a backpack, and there is none [no_backpack]");
    assert_snapshot!(show(CarryList::new(13, 18).unwrap().with(Bulk::hundredths(1850)).unwrap_err()), @"an item of bulk 18.5 is heavier than strength 18 allows (at most 18) [item_too_heavy]");
    assert_snapshot!(show(Bulk::from_raw(1).scaled(-1).unwrap_err()), @"bulk 0.000078125 cannot be halved exactly any further [inexact_bulk]");
    assert_snapshot!(show(Bulk::whole(1).scaled(70).unwrap_err()), @"bulk is too large to count [overflow]");
    assert_snapshot!(show(units::Pack { supplies: u32::MAX, treasures: 1, ..units::Pack::default() }.assess().unwrap_err()), @"units is too large to count [overflow]");
    assert_snapshot!(show(Error::Mismatch { field: "load" }), @"the load given does not match the load of the inputs [mismatch]");
}

#[test]
fn bulk_text() {
    let bad = |text: &str| show(text.parse::<Bulk>().unwrap_err());
    assert_snapshot!(bad("-1"), @r#""-1" is not a bulk: a bulk cannot be negative [invalid_bulk]"#);
    assert_snapshot!(bad("abc"), @r#""abc" is not a bulk: expected a whole number, a decimal such as 0.05, or a fraction such as 1/2 or 1 1/2 [invalid_bulk]"#);
    assert_snapshot!(bad("1/3"), @r#""1/3" is not a bulk: not a whole number of 1/12800 bulk points [invalid_bulk]"#);
    assert_snapshot!(bad("2/0"), @r#""2/0" is not a bulk: a fraction's denominator cannot be 0 [invalid_bulk]"#);
    assert_snapshot!(bad("99999999999999"), @r#""99999999999999" is not a bulk: more than 10^12 bulk points [invalid_bulk]"#);
    assert_snapshot!(bad(&"9".repeat(60)), @r#""999999999999999999999999999999999999999999999999..." is not a bulk: more than 10^12 bulk points [invalid_bulk]"#);
    assert_snapshot!(bad("\"1\""), @r#""\"1\"" is not a bulk: expected a whole number, a decimal such as 0.05, or a fraction such as 1/2 or 1 1/2 [invalid_bulk]"#);
    assert_eq!(format!("{}", InputText::new("x")), "x");
}

#[cfg(feature = "serde")]
#[test]
fn errors_serialize_as_kind_and_message() {
    let err = Thresholds::for_strength(21).unwrap_err();
    assert_snapshot!(serde_json::to_string(&err).unwrap(), @r#"{"kind":"out_of_range","message":"strength must be in 0..=20, got 21"}"#);
    let err = "1/3".parse::<Bulk>().unwrap_err();
    assert_snapshot!(serde_json::to_string(&err).unwrap(), @r#"{"kind":"invalid_bulk","message":"\"1/3\" is not a bulk: not a whole number of 1/12800 bulk points"}"#);
}
