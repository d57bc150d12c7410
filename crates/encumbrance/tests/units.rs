//! Cairn House Rules units, checked against the rulebook's numbers.

use osr_encumbrance::units::{
    BASE_CAPACITY, Carrying, Pack, State, supply_units_for_food, treasure_units_for_coins,
};
use osr_encumbrance::{Effects, Level, LoadModel, Speed};

#[test]
fn fighting_gear_alone_is_unencumbered() {
    // rule: CH-enc.unencumbered
    let pack = Pack::default().assess().unwrap();
    assert_eq!(pack.state(), State::Unencumbered);
    assert_eq!(pack.effects(), Effects::NONE);
}

#[test]
fn four_units_and_no_more() {
    // rule: CH-enc.capacity
    assert_eq!(BASE_CAPACITY, 4);
    let four = Pack {
        supplies: 2,
        treasures: 2,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(
        (four.load(), four.capacity(), four.state()),
        (4, 4, State::Encumbered)
    );
    let five = Pack {
        supplies: 3,
        treasures: 2,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(five.state(), State::Overloaded);
    assert_eq!(five.level(), Level::Overloaded);
    // A broken leg halves it.
    let lame = Pack {
        supplies: 3,
        leg_injured: true,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!((lame.capacity(), lame.state()), (2, State::Overloaded));
}

#[test]
fn one_unit_encumbers_fatigue_does_not() {
    // rule: CH-enc.state
    let one = Pack {
        supplies: 1,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(one.state(), State::Encumbered);
    let tired = Pack {
        fatigue: 3,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(tired.state(), State::Unencumbered);
    assert_eq!(tired.load(), 3);
}

#[test]
fn encumbered_halves_speed_and_zeroes_hp() {
    // rule: CH-enc.effects
    let chest = Pack {
        treasures: 1,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    let effects = chest.effects();
    assert_eq!(effects.speed, Speed::HALF);
    assert!(effects.hp_zero);
    assert!(!effects.cannot_move);
}

#[test]
fn fatigue_takes_units() {
    // rule: CH-enc.fatigue
    let tired = Pack {
        fatigue: 2,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(tired.free_units(), 2);
    let full = Pack {
        fatigue: 2,
        supplies: 2,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(full.state(), State::Encumbered);
    let over = Pack {
        fatigue: 2,
        supplies: 3,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(over.state(), State::Overloaded);
}

#[test]
fn supply_and_treasure_units() {
    // rule: CH-enc.supply-unit, CH-enc.treasure-unit
    assert_eq!(supply_units_for_food(7), 1);
    assert_eq!(supply_units_for_food(14), 2);
    assert_eq!(supply_units_for_food(15), 3);
    assert_eq!(supply_units_for_food(0), 0);
    assert_eq!(treasure_units_for_coins(1000), 1);
    assert_eq!(treasure_units_for_coins(2000), 2);
    assert_eq!(treasure_units_for_coins(2500), 3);
}

#[test]
fn carts_and_wagons() {
    // rule: CH-enc.cart
    assert_eq!(Carrying::OnFoot.multiplier(), 1);
    let cart = Pack {
        supplies: 8,
        transport: Carrying::Cart,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!((cart.capacity(), cart.state()), (8, State::Encumbered));
    let wagon = Pack {
        supplies: 16,
        transport: Carrying::Wagon,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!((wagon.capacity(), wagon.state()), (16, State::Encumbered));
    let too_much = Pack {
        supplies: 17,
        transport: Carrying::Wagon,
        ..Pack::default()
    }
    .assess()
    .unwrap();
    assert_eq!(too_much.state(), State::Overloaded);
    let lame_cart = Pack {
        transport: Carrying::Cart,
        leg_injured: true,
        ..Pack::default()
    };
    assert_eq!(lame_cart.capacity(), 4);
}
