//! Every error message of osr-encumbrance, pinned.

use insta::assert_snapshot;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{AnimalLoad, CarryList};
use osr_encumbrance::stones::{CoinPurse, Inventory, Thresholds};
use osr_encumbrance::{Error, slots, units};

#[test]
fn out_of_range() {
    assert_snapshot!(Inventory { medium_items: 7, ..Inventory::default() }.assess(10).unwrap_err(), @"medium items held or worn must be in 0..=6, got 7");
    assert_snapshot!(Inventory { backpack: true, big_things: 6, ..Inventory::default() }.assess(10).unwrap_err(), @"big things strapped on must be in 0..=5, got 6");
    assert_snapshot!(Thresholds::for_strength(21).unwrap_err(), @"strength must be in 0..=20, got 21");
    assert_snapshot!(CoinPurse::for_coins(300).unwrap_err(), @"coins in one purse or pouch must be in 0..=250, got 300");
    assert_snapshot!(slots::Inventory { permanent_wounds: 11, ..slots::Inventory::default() }.assess().unwrap_err(), @"permanent wounds must be in 0..=10, got 11");
    assert_snapshot!(CarryList::new(1001, 10).unwrap_err(), @"carry must be in 0..=1000, got 1001");
    assert_snapshot!(AnimalLoad { movement: 5, capacity: Bulk::ZERO, carried: Bulk::ZERO }.reduction().unwrap_err(), @"animal capacity (raw bulk units) must be in 1..=9223372036854775807, got 0");
}

#[test]
fn domain_errors() {
    assert_snapshot!(Inventory { small_things: 3, ..Inventory::default() }.assess(10).unwrap_err(), @"3 small and 0 big things need a backpack, and there is none");
    assert_snapshot!(CarryList::new(13, 18).unwrap().with(Bulk::hundredths(1850)).unwrap_err(), @"an item of bulk 18.5 is heavier than strength 18 allows (at most 18)");
    assert_snapshot!(Bulk::from_raw(1).scaled(-1).unwrap_err(), @"bulk 0.000078125 cannot be halved exactly any further");
    assert_snapshot!(Bulk::whole(1).scaled(70).unwrap_err(), @"bulk is too large to count");
    assert_snapshot!(units::Pack { supplies: u32::MAX, treasures: 1, ..units::Pack::default() }.assess().unwrap_err(), @"units is too large to count");
    let err: &dyn core::error::Error = &Error::Core(osr_core::Error::ZeroSides);
    assert!(err.source().is_some());
}
