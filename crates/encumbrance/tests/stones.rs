//! 3d6 Constitution stones, checked against the rulebook's numbers and the
//! worked load vectors.

use osr_encumbrance::stones::{
    Armour, CoinPurse, Inventory, POUNDS_PER_STONE, Size, State, Thresholds,
};
use osr_encumbrance::{Error, Level, LoadModel, Speed};

fn stones(inventory: Inventory) -> u32 {
    inventory.breakdown().expect("valid inventory").total()
}

#[test]
fn the_stone_and_the_size_classes() {
    // rule: TC-14.3, TC-14.9, TC-14.10, TC-14.11
    assert_eq!(POUNDS_PER_STONE, 14);
    assert_eq!(Size::Small.pounds(), 1);
    assert_eq!(Size::Medium.pounds(), 5);
    assert_eq!(Size::Big.pounds(), 9);
    // Every class is lighter than a stone on its own: it is the count that adds up.
    for size in [Size::Small, Size::Medium, Size::Big] {
        assert!(size.pounds() < POUNDS_PER_STONE);
    }
}

#[test]
fn worn_armour() {
    // rule: TC-14.4, TC-14.15.stones
    let table = [
        (Armour::ClothesOrLight, 0),
        (Armour::LeatherHide, 0),
        (Armour::ChainmailShirt, 1),
        (Armour::HalfChain, 1),
        (Armour::HalfPlate, 2),
        (Armour::FullChain, 3),
        (Armour::FullPlate, 4),
    ];
    for (armour, expected) in table {
        assert_eq!(armour.stones(), expected, "{armour:?}");
        assert_eq!(
            stones(Inventory {
                armour,
                ..Inventory::default()
            }),
            expected
        );
    }
}

#[test]
fn backpack_of_small_things() {
    // rule: TC-14.5
    let pack = |small_things| Inventory {
        backpack: true,
        small_things,
        ..Inventory::default()
    };
    assert_eq!(stones(pack(0)), 1, "an empty backpack still counts");
    assert_eq!(stones(pack(15)), 1);
    assert_eq!(stones(pack(16)), 2);
    assert_eq!(stones(pack(30)), 2);
    assert_eq!(
        pack(31).breakdown(),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "small things in the backpack",
            value: 31,
            min: 0,
            max: 30,
        }))
    );
}

#[test]
fn rations_are_two_small_things() {
    // rule: TC-14.6
    let pack = Inventory {
        backpack: true,
        rations: 7,
        ..Inventory::default()
    };
    assert_eq!(pack.small_count(), Ok(14));
    assert_eq!(stones(pack), 1);
    let pack = Inventory { rations: 8, ..pack };
    assert_eq!(pack.small_count(), Ok(16));
    assert_eq!(stones(pack), 2);
    assert!(
        Inventory {
            rations: 16,
            ..pack
        }
        .breakdown()
        .is_err(),
        "32 small things"
    );
}

#[test]
fn medium_things_held_or_worn() {
    // rule: TC-14.7
    let held = |medium_items| Inventory {
        medium_items,
        ..Inventory::default()
    };
    let expected = [0, 1, 1, 1, 2, 2, 2];
    for (count, stones_expected) in (0..).zip(expected) {
        assert_eq!(stones(held(count)), stones_expected, "{count} medium");
    }
    assert!(held(7).breakdown().is_err(), "more than 6 is impossible");
}

#[test]
fn big_things_strapped_on() {
    // rule: TC-14.8
    let strapped = |big_things| Inventory {
        backpack: true,
        big_things,
        ..Inventory::default()
    };
    // Strapped stones on top of the empty pack's 1.
    let expected = [0, 1, 2, 2, 3, 3];
    for (count, extra) in (0..).zip(expected) {
        assert_eq!(
            strapped(count).breakdown().unwrap().strapped,
            extra,
            "{count} big"
        );
    }
    assert!(
        strapped(6).breakdown().is_err(),
        "more than 5 is not covered"
    );
    assert_eq!(
        Inventory {
            big_things: 1,
            ..Inventory::default()
        }
        .breakdown(),
        Err(Error::NoBackpack {
            small_things: 0,
            big_things: 1
        })
    );
}

#[test]
fn large_weapons_strapped_or_at_the_side() {
    // rule: TC-14.12
    // E3 with a pike: strapped as the 5th big thing it adds nothing, ready
    // at the side it adds a stone.
    let e3 = Inventory {
        medium_items: 4,
        backpack: true,
        rations: 10,
        big_things: 4,
        ..Inventory::default()
    };
    assert_eq!(stones(e3), 7);
    assert_eq!(
        stones(Inventory {
            big_things: 5,
            ..e3
        }),
        7
    );
    assert_eq!(
        stones(Inventory {
            weapons_at_side: 1,
            ..e3
        }),
        8
    );
}

#[test]
fn purses_and_pouches_of_coins() {
    // rule: TC-14.13a
    assert_eq!(CoinPurse::for_coins(50), Ok(CoinPurse::Purse));
    assert_eq!(CoinPurse::for_coins(51), Ok(CoinPurse::Pouch));
    assert_eq!(CoinPurse::for_coins(200), Ok(CoinPurse::Pouch));
    assert_eq!(CoinPurse::Purse.size(), Size::Small);
    assert_eq!(CoinPurse::Pouch.size(), Size::Medium);
    assert!(CoinPurse::for_coins(251).is_err());
}

#[test]
fn thresholds_by_strength() {
    // rule: TC-14.13b
    // (STR, unencumbered <=, encumbered <=, heavily at), vectors-TC.md.
    let table = [
        (3, 1, 2, 3),
        (4, 1, 3, 4),
        (5, 2, 3, 4),
        (6, 2, 4, 5),
        (7, 2, 5, 6),
        (8, 3, 5, 6),
        (9, 3, 6, 7),
        (10, 3, 7, 8),
        (11, 4, 7, 8),
        (12, 4, 8, 9),
        (13, 4, 9, 10),
        (14, 5, 9, 10),
        (15, 5, 10, 11),
        (16, 5, 11, 12),
        (17, 6, 11, 12),
        (18, 6, 12, 13),
    ];
    for (strength, free, enc, heavy) in table {
        let t = Thresholds::for_strength(strength).unwrap();
        assert_eq!(
            (t.unencumbered(), t.encumbered(), t.heavily_encumbered()),
            (free, enc, heavy),
            "STR {strength}"
        );
    }
    let t = Thresholds::for_strength(10).unwrap();
    assert_eq!(t.state(3), State::Unencumbered);
    assert_eq!(t.state(4), State::Encumbered);
    assert_eq!(t.state(7), State::Encumbered);
    assert_eq!(t.state(8), State::HeavilyEncumbered);
    assert_eq!(t.state(9), State::OnlyDragging);
}

#[test]
fn state_effects() {
    // rule: TC-14.13b
    let at = |weapons_at_side| {
        Inventory {
            weapons_at_side,
            ..Inventory::default()
        }
        .assess(10)
        .unwrap()
    };
    let free = at(3).effects();
    assert_eq!((free.speed, free.disadvantage), (Speed::FULL, false));
    let enc = at(5).effects();
    assert_eq!(
        (enc.speed, enc.disadvantage, enc.walking_only),
        (Speed::TWO_THIRDS, true, false)
    );
    let heavy = at(8).effects();
    assert_eq!(
        (heavy.speed, heavy.walking_only, heavy.athletics_impossible),
        (Speed::ONE_THIRD, true, true)
    );
    let over = at(9);
    assert_eq!(over.level(), Level::Overloaded);
    assert!(over.effects().cannot_move);
    assert_eq!(over.effects().drag, Some(2), "STR 10 minus the 8 carried");
}

#[test]
fn worked_example_w7() {
    // rule: TC-14.4, TC-14.5, TC-14.6, TC-14.7, TC-14.8, TC-14.13b
    // STR 12: full chain 3 + sword and shield 1 + 7 rations and a torch
    // (15 small) 1 + bedroll and rope 2 = 7: encumbered, 2/3 speed.
    let gear = Inventory {
        armour: Armour::FullChain,
        medium_items: 2,
        backpack: true,
        rations: 7,
        small_things: 1,
        big_things: 2,
        weapons_at_side: 0,
    };
    let load = gear.assess(12).unwrap();
    assert_eq!(load.load(), 7);
    assert_eq!(load.state(), State::Encumbered);
    assert_eq!(load.effects().speed, Speed::TWO_THIRDS);
}

#[test]
fn load_vectors_e1_to_e8() {
    // rule: TC-14.1, TC-14.13b
    let e1 = Inventory {
        armour: Armour::FullChain,
        medium_items: 2,
        backpack: true,
        rations: 6,
        small_things: 3,
        big_things: 2,
        weapons_at_side: 0,
    };
    let b = e1.breakdown().unwrap();
    // Where each stone is carried.
    assert_eq!(
        (b.armour, b.held, b.backpack, b.strapped, b.at_side),
        (3, 1, 1, 2, 0)
    );
    assert_eq!(e1.assess(10).unwrap().state(), State::Encumbered);

    let e2 = Inventory {
        armour: Armour::LeatherHide,
        medium_items: 1,
        backpack: true,
        small_things: 10,
        ..Inventory::default()
    };
    assert_eq!(e2.assess(10).unwrap().load(), 2);
    assert_eq!(e2.assess(10).unwrap().state(), State::Unencumbered);

    let e3 = Inventory {
        medium_items: 4,
        backpack: true,
        rations: 10,
        big_things: 4,
        ..Inventory::default()
    };
    assert_eq!(e3.assess(10).unwrap().state(), State::Encumbered);
    let e4 = Inventory {
        weapons_at_side: 1,
        ..e3
    }
    .assess(10)
    .unwrap();
    assert_eq!((e4.load(), e4.state()), (8, State::HeavilyEncumbered));
    assert_eq!(e4.drag_capacity(), 2);

    let e6 = Inventory {
        armour: Armour::FullPlate,
        backpack: true,
        small_things: 31,
        ..Inventory::default()
    };
    assert!(e6.assess(10).is_err());
    let e7 = Inventory {
        medium_items: 7,
        ..Inventory::default()
    };
    assert!(e7.assess(10).is_err());
    let e8 = Inventory::default().assess(10).unwrap();
    assert_eq!(
        (e8.load(), e8.state(), e8.drag_capacity()),
        (0, State::Unencumbered, 10)
    );
}

#[test]
fn audit_finds_the_excess() {
    // rule: TC-14.2, TC-14.13b
    // X18: STR 10 with 9 stones carries 8 and must leave (or drag) 1; it can
    // drag 10 - 8 = 2.
    let x18 = Inventory {
        armour: Armour::FullChain,
        medium_items: 2,
        backpack: true,
        small_things: 15,
        big_things: 4,
        weapons_at_side: 1,
        ..Inventory::default()
    };
    let load = x18.assess(10).unwrap();
    assert_eq!(load.load(), 9);
    assert_eq!(load.state(), State::OnlyDragging);
    assert_eq!(load.excess(), 1);
    assert_eq!(load.drag_capacity(), 2);
    assert!(load.can_drag_excess());
    // STR 3 in full plate with a pike at the side: 5 stones, 3 can be
    // carried, 2 left over, and no strength left to drag them.
    let weak = Inventory {
        armour: Armour::FullPlate,
        weapons_at_side: 1,
        ..Inventory::default()
    }
    .assess(3)
    .unwrap();
    assert_eq!(
        (weak.excess(), weak.drag_capacity(), weak.can_drag_excess()),
        (2, 0, false)
    );
    assert_eq!(Inventory::default().assess(10).unwrap().excess(), 0);
}
