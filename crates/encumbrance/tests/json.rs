//! serde: values in the rules' units, results beside their inputs, and
//! every value read back through the constructors' checks.

use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{self as gm, AnimalLoad, CarryList};
use osr_encumbrance::bulk::murdham::{self as mu, Load, Theft};
use osr_encumbrance::{Effects, Level, Speed, slots, stones, units};

use crate::common::{refusal, round_trip};

#[test]
fn bulk_is_written_in_bulk_points() {
    assert_eq!(round_trip(Bulk::whole(8)), "8");
    assert_eq!(round_trip(Bulk::ZERO), "0");
    assert_eq!(round_trip(Bulk::HALF), r#""0.5""#);
    assert_eq!(round_trip(Bulk::hundredths(150)), r#""1.5""#);
    assert_eq!(round_trip(Bulk::hundredths(5)), r#""0.05""#);
    assert_eq!(round_trip(Bulk::from_raw(1)), r#""0.000078125""#);
    let most = Bulk::whole(1_000_000).checked_mul(1_000_000).unwrap();
    assert_eq!(round_trip(most), "1000000000000");
}

#[test]
fn bulk_is_read_from_integers_fractions_decimals_and_numbers() {
    let read = |json: &str| serde_json::from_str::<Bulk>(json).unwrap();
    assert_eq!(read("8"), Bulk::whole(8));
    assert_eq!(read(r#""1/2""#), Bulk::HALF);
    assert_eq!(read(r#""1 1/2""#), Bulk::hundredths(150));
    assert_eq!(read(r#""0.05""#), Bulk::hundredths(5));
    assert_eq!(read(r#"".05""#), Bulk::hundredths(5));
    assert_eq!(read(r#""8""#), Bulk::whole(8));
    assert_eq!(read("0.5"), Bulk::HALF);
    assert_eq!(
        read("0.05"),
        Bulk::hundredths(5),
        "read through its shortest decimal"
    );
    assert_eq!(read("1.5e1"), Bulk::whole(15));
    assert_eq!(read("3.0"), Bulk::whole(3));
}

#[test]
fn hostile_bulks_are_refused_with_the_bulk_error() {
    assert_eq!(
        refusal::<Bulk>("-1"),
        r#""-1" is not a bulk: a bulk cannot be negative at line 1 column 2"#
    );
    assert_eq!(
        refusal::<Bulk>("-0.5"),
        r#""-0.5" is not a bulk: a bulk cannot be negative at line 1 column 4"#
    );
    assert_eq!(
        refusal::<Bulk>(r#""-1/2""#),
        r#""-1/2" is not a bulk: a bulk cannot be negative at line 1 column 6"#
    );
    assert_eq!(
        refusal::<Bulk>("18446744073709551615"),
        r#""18446744073709551615" is not a bulk: more than 10^12 bulk points at line 1 column 20"#
    );
    assert_eq!(
        refusal::<Bulk>("1000000000001"),
        r#""1000000000001" is not a bulk: more than 10^12 bulk points at line 1 column 13"#
    );
    assert_eq!(
        refusal::<Bulk>("1e300"),
        r#""a JSON number" is not a bulk: more than 10^12 bulk points at line 1 column 5"#
    );
    assert!(refusal::<Bulk>("1e400").contains("number out of range"));
    assert_eq!(
        refusal::<Bulk>("0.0000001"),
        r#""0.0000001" is not a bulk: not a whole number of 1/12800 bulk points at line 1 column 9"#
    );
    assert_eq!(
        refusal::<Bulk>(r#""1/3""#),
        r#""1/3" is not a bulk: not a whole number of 1/12800 bulk points at line 1 column 5"#
    );
    assert_eq!(
        refusal::<Bulk>(r#""1/0""#),
        r#""1/0" is not a bulk: a fraction's denominator cannot be 0 at line 1 column 5"#
    );
    assert_eq!(
        refusal::<Bulk>(r#""heavy""#),
        r#""heavy" is not a bulk: expected a whole number, a decimal such as 0.05, or a fraction such as 1/2 or 1 1/2 at line 1 column 7"#
    );
    assert_eq!(
        refusal::<Bulk>("true"),
        r#"invalid type: boolean `true`, expected a bulk: a whole number, or a string such as "0.05", "1/2" or "1 1/2" at line 1 column 4"#
    );
    assert!(refusal::<Bulk>("[8]").starts_with("invalid type: sequence"));
    assert!(refusal::<Bulk>("null").starts_with("invalid type: null"));
    let long = format!(r#""{}""#, "9".repeat(5000));
    assert!(refusal::<Bulk>(&long).contains("more than 10^12 bulk points"));
}

#[test]
fn data_types_round_trip() {
    assert_eq!(
        round_trip(Speed::TWO_THIRDS),
        r#"{"numerator":2,"denominator":3}"#
    );
    assert_eq!(
        round_trip(Level::HeavilyEncumbered),
        r#""heavily_encumbered""#
    );
    round_trip(Effects {
        drag: Some(2),
        ..Effects::NONE
    });
    round_trip(stones::State::OnlyDragging);
    round_trip(stones::Size::Big);
    round_trip(stones::CoinPurse::Pouch);
    round_trip(units::State::Encumbered);
    round_trip(slots::State::Full);
    round_trip(slots::WoundLevel::Permanent);
    round_trip(gm::Size::Gigantic);
    round_trip(gm::State::OverCarry);
    round_trip(mu::Size::Massive);
    round_trip(mu::State::Overloaded);
    round_trip(Theft::AgiSave);
}

#[test]
fn stones_assessments_carry_their_results() {
    let inventory = stones::Inventory {
        armour: stones::Armour::FullChain,
        medium_items: 2,
        backpack: true,
        rations: 7,
        small_things: 1,
        big_things: 2,
        ..stones::Inventory::default()
    };
    round_trip(inventory);
    round_trip(inventory.breakdown().unwrap());
    assert_eq!(
        round_trip(stones::Thresholds::for_strength(10).unwrap()),
        r#"{"str":10,"unencumbered":3,"encumbered":7,"heavily_encumbered":8}"#
    );
    let json = round_trip(inventory.assess(12).unwrap());
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["str"], 12);
    assert_eq!(value["load"], 7);
    assert_eq!(value["capacity"], 9);
    assert_eq!(value["state"], "encumbered");
    assert_eq!(value["level"], "encumbered");
    assert_eq!(value["breakdown"]["armour"], 3);
    assert_eq!(value["excess"], 0);
    assert_eq!(value["drag_capacity"], 5);
    assert_eq!(value["effects"]["speed"]["numerator"], 2);
    // Inputs alone are enough; results given must be the computed ones.
    let inputs = serde_json::json!({"inventory": value["inventory"], "str": 12});
    assert_eq!(
        serde_json::from_value::<stones::Assessment>(inputs).unwrap(),
        inventory.assess(12).unwrap()
    );
    let mut forged = value.clone();
    forged["state"] = "unencumbered".into();
    assert_eq!(
        serde_json::from_value::<stones::Assessment>(forged)
            .unwrap_err()
            .to_string(),
        "the state given does not match the state of the inputs"
    );
    let mut forged = value;
    forged["load"] = 2.into();
    assert_eq!(
        serde_json::from_value::<stones::Assessment>(forged)
            .unwrap_err()
            .to_string(),
        "the load given does not match the load of the inputs"
    );
    assert_eq!(
        refusal::<stones::Thresholds>(r#"{"str":10,"unencumbered":4}"#),
        "the unencumbered given does not match the unencumbered of the inputs"
    );
}

#[test]
fn units_and_slots_assessments_carry_their_results() {
    let pack = units::Pack {
        supplies: 1,
        fatigue: 1,
        transport: units::Carrying::Cart,
        ..units::Pack::default()
    };
    round_trip(pack);
    let json = round_trip(pack.assess().unwrap());
    assert!(
        json.ends_with(r#""load":2,"capacity":8,"free_units":6,"state":"encumbered","level":"encumbered","effects":{"speed":{"numerator":1,"denominator":2},"walking_only":false,"hp_zero":true,"disadvantage":false,"athletics_impossible":false,"agi_saves_need_str":false,"cannot_move":false,"drag":null}}"#),
        "{json}"
    );
    assert_eq!(
        refusal::<units::Assessment>(&json.replace(r#""free_units":6"#, r#""free_units":7"#)),
        "the free_units given does not match the free_units of the inputs"
    );

    let inventory = slots::Inventory {
        items: 3,
        light_wounds: 1,
        ..slots::Inventory::default()
    };
    round_trip(inventory);
    let json = round_trip(inventory.assess().unwrap());
    assert!(
        json.contains(r#""load":4,"capacity":10,"free":6,"state":"free","level":"unencumbered""#),
        "{json}"
    );
}

#[test]
fn bulk_models_carry_their_results() {
    let list = CarryList::new(13, 18)
        .unwrap()
        .with(Bulk::whole(18))
        .unwrap()
        .with(Bulk::HALF)
        .unwrap();
    assert_eq!(
        round_trip(list),
        r#"{"carry":13,"str":18,"entries":2,"total":"18.5","heaviest":18,"state":"within_carry","level":"unencumbered"}"#
    );
    assert_eq!(
        refusal::<CarryList>(
            r#"{"carry":1,"str":18,"entries":2,"total":"18.5","heaviest":18,"state":"within_carry"}"#
        ),
        "the state given does not match the state of the inputs"
    );
    let mule = AnimalLoad {
        movement: 10,
        capacity: Bulk::whole(400),
        carried: Bulk::whole(480),
    };
    assert_eq!(
        round_trip(mule),
        r#"{"movement":10,"capacity":400,"carried":480,"movement_now":8}"#
    );
    assert_eq!(
        refusal::<AnimalLoad>(r#"{"movement":10,"capacity":400,"carried":480,"movement_now":10}"#),
        "the movement_now given does not match the movement_now of the inputs"
    );
    assert_eq!(
        refusal::<AnimalLoad>(r#"{"movement":10,"capacity":0,"carried":480}"#),
        "animal capacity (raw bulk units) must be in 1..=9223372036854775807, got 0"
    );
    let load = Load {
        size: mu::Size::Small,
        carried: Bulk::whole(3),
    };
    let json = round_trip(load);
    assert!(
        json.starts_with(r#"{"size":"small","carried":3,"carry_limit":2,"capacity":4,"state":"encumbered","level":"encumbered""#),
        "{json}"
    );
    assert_eq!(
        refusal::<Load>(r#"{"size":"small","carried":3,"state":"unencumbered"}"#),
        "the state given does not match the state of the inputs"
    );
}

#[test]
fn deserializing_validates_like_the_constructors() {
    assert_eq!(
        refusal::<stones::Thresholds>(r#"{"str":40}"#),
        "strength must be in 0..=20, got 40"
    );
    assert_eq!(
        refusal::<stones::Assessment>(
            r#"{"inventory":{"armour":"full_plate","medium_items":9,"backpack":false,"small_things":0,"rations":0,"big_things":0,"weapons_at_side":0},"str":10}"#,
        ),
        "medium items held or worn must be in 0..=6, got 9"
    );
    assert_eq!(
        refusal::<slots::Assessment>(
            r#"{"inventory":{"items":0,"fatigue":0,"light_wounds":0,"severe_wounds":0,"permanent_wounds":12}}"#,
        ),
        "permanent wounds must be in 0..=10, got 12"
    );
    assert_eq!(
        refusal::<CarryList>(r#"{"carry":13,"str":18,"entries":1,"total":30,"heaviest":30}"#),
        "an item of bulk 30 is heavier than strength 18 allows (at most 18)"
    );
    assert_eq!(
        refusal::<CarryList>(r#"{"carry":13,"str":18,"entries":1,"total":5,"heaviest":"-1"}"#),
        r#""-1" is not a bulk: a bulk cannot be negative at line 1 column 58"#
    );
    assert!(
        refusal::<stones::Inventory>(r#"{"armour":"none","medium_items":-1}"#)
            .starts_with("unknown variant `none`")
    );
    assert!(
        refusal::<units::Assessment>(r#"{"pack":{"supplies":1,"treasures":0,"fatigue":0,"transport":"on_foot","leg_injured":false},"loda":1}"#)
            .contains("unknown field")
    );
}

#[test]
fn speeds_need_a_denominator() {
    assert_eq!(
        refusal::<Speed>(r#"{"numerator":1,"denominator":0}"#),
        "speed denominator must be in 1..=255, got 0"
    );
    assert!(refusal::<Speed>(r#"{"numerator":1,"denominator":256}"#).contains("invalid value"));
}
