//! serde: every data type round-trips, and deserializing validates.
#![cfg(feature = "serde")]

use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{self as gm, AnimalLoad, CarryList};
use osr_encumbrance::bulk::murdham::{self as mu, Load, Theft};
use osr_encumbrance::{Effects, Level, Speed, slots, stones, units};
use serde::{Serialize, de::DeserializeOwned};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(value: T) -> String {
    let json = serde_json::to_string(&value).unwrap();
    assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value, "{json}");
    json
}

#[test]
fn data_types_round_trip() {
    assert_eq!(round_trip(Bulk::HALF), "6400");
    assert_eq!(
        round_trip(Speed::TWO_THIRDS),
        r#"{"numerator":2,"denominator":3}"#
    );
    assert_eq!(
        round_trip(Level::HeavilyEncumbered),
        r#""heavily-encumbered""#
    );
    round_trip(Effects {
        drag: Some(2),
        ..Effects::NONE
    });

    let inventory = stones::Inventory {
        armour: stones::Armour::FullChain,
        medium_items: 2,
        backpack: true,
        ..stones::Inventory::default()
    };
    round_trip(inventory);
    round_trip(inventory.breakdown().unwrap());
    assert_eq!(
        round_trip(stones::Thresholds::for_strength(10).unwrap()),
        r#"{"strength":10}"#
    );
    round_trip(inventory.assess(12).unwrap());
    round_trip(stones::State::OnlyDragging);
    round_trip(stones::Size::Big);
    round_trip(stones::CoinPurse::Pouch);

    let pack = units::Pack {
        supplies: 1,
        fatigue: 1,
        transport: units::Transport::Cart,
        ..units::Pack::default()
    };
    round_trip(pack);
    round_trip(pack.assess().unwrap());
    round_trip(units::State::Encumbered);

    let slots_inv = slots::Inventory {
        items: 3,
        light_wounds: 1,
        ..slots::Inventory::default()
    };
    round_trip(slots_inv);
    round_trip(slots_inv.assess().unwrap());
    round_trip(slots::State::Full);
    round_trip(slots::WoundLevel::Permanent);

    round_trip(gm::Size::Gigantic);
    round_trip(gm::State::OverCarry);
    round_trip(
        CarryList::new(13, 18)
            .unwrap()
            .with(Bulk::whole(18))
            .unwrap()
            .with(Bulk::whole(6))
            .unwrap(),
    );
    round_trip(AnimalLoad {
        movement: 10,
        capacity: Bulk::whole(400),
        carried: Bulk::whole(480),
    });
    round_trip(mu::Size::Massive);
    round_trip(mu::State::Overloaded);
    round_trip(Load {
        size: mu::Size::Small,
        carried: Bulk::whole(3),
    });
    round_trip(Theft::AgiSave);
}

#[test]
fn deserializing_validates_like_the_constructors() {
    let err = serde_json::from_str::<stones::Thresholds>(r#"{"strength":40}"#).unwrap_err();
    assert_eq!(err.to_string(), "strength must be in 0..=20, got 40");
    let err = serde_json::from_str::<stones::Assessment>(
        r#"{"inventory":{"armour":"full-plate","medium_items":9,"backpack":false,"small_things":0,"rations":0,"big_things":0,"weapons_at_side":0},"strength":10}"#,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "medium items held or worn must be in 0..=6, got 9"
    );
    let err = serde_json::from_str::<slots::Assessment>(
        r#"{"items":0,"fatigue":0,"light_wounds":0,"severe_wounds":0,"permanent_wounds":12}"#,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "permanent wounds must be in 0..=10, got 12"
    );
    let heavy = format!(
        r#"{{"carry":13,"strength":18,"entries":1,"total":{0},"heaviest":{0}}}"#,
        Bulk::whole(30).raw()
    );
    let err = serde_json::from_str::<CarryList>(&heavy).unwrap_err();
    assert_eq!(
        err.to_string(),
        "an item of bulk 30 is heavier than strength 18 allows (at most 18)"
    );
    assert!(
        serde_json::from_str::<stones::Inventory>(r#"{"armour":"none","medium_items":-1}"#)
            .is_err()
    );
}
