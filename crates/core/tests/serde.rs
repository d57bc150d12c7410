//! serde: every data type round-trips, and deserializing validates.

use osr_core::{DamageStep, Dice, Die, Edge, Net, StepDie, UsageDie, UsageRoll};
use serde::{Serialize, de::DeserializeOwned};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(
    value: T,
    json: &str,
) {
    assert_eq!(serde_json::to_string(&value).unwrap(), json);
    assert_eq!(serde_json::from_str::<T>(json).unwrap(), value);
}

#[test]
fn data_types_round_trip() {
    round_trip(Die::D20, "20");
    round_trip(Dice::new(3, Die::D6).unwrap(), r#"{"count":3,"die":6}"#);
    round_trip(StepDie::D10, r#""d10""#);
    round_trip(DamageStep::new(7).unwrap(), "7");
    round_trip(UsageDie::Empty, r#""empty""#);
    round_trip(
        UsageRoll {
            before: UsageDie::D8,
            face: 2,
            after: UsageDie::D6,
        },
        r#"{"before":"d8","face":2,"after":"d6"}"#,
    );
    round_trip(Edge::new(2, 1), r#"{"advantage":2,"disadvantage":1}"#);
    round_trip(Net::Disadvantage(2), r#"{"disadvantage":2}"#);
    round_trip(Net::Even, r#""even""#);
}

#[test]
fn deserializing_validates_like_the_constructors() {
    let err = serde_json::from_str::<Die>("0").unwrap_err();
    assert_eq!(err.to_string(), "a die needs at least 1 side, got 0");
    let err = serde_json::from_str::<Dice>(r#"{"count":0,"die":6}"#).unwrap_err();
    assert_eq!(err.to_string(), "a pool needs 1..=10000 dice, got 0");
    assert!(serde_json::from_str::<Dice>(r#"{"count":2,"die":0}"#).is_err());
    let err = serde_json::from_str::<DamageStep>("10006").unwrap_err();
    assert_eq!(
        err.to_string(),
        "damage step must be in 0..=10005, got 10006"
    );
    assert!(serde_json::from_str::<StepDie>(r#""d20""#).is_err());
    assert!(serde_json::from_str::<Die>("-6").is_err());
}
