//! Error messages of `osr_health::block_dodge_parry`.

use insta::assert_snapshot;
use osr_check::block_dodge_parry::Ability;
use osr_health::block_dodge_parry::{CriticalDamageSave, Fall, Floors};

#[test]
fn input_ranges() {
    assert_snapshot!(
        CriticalDamageSave::new(Ability::Str, -99).unwrap_err(),
        @"ability score must be in 0..=2147483647, got -99"
    );
    assert_snapshot!(Fall::new(0).unwrap_err(), @"floors must be in 1..=100, got 0");
    assert_snapshot!(Floors::new(101).unwrap_err(), @"floors must be in 1..=100, got 101");
}

#[cfg(feature = "serde")]
#[test]
fn forged_falls() {
    use osr_health::block_dodge_parry::FallRoll;

    let d10 = r#"{"sides":10,"face":3,"fate":"counted"}"#;
    let read = |json: String| {
        serde_json::from_str::<FallRoll>(&json)
            .unwrap_err()
            .to_string()
    };
    assert_snapshot!(read(format!(r#"{{"band":4,"dice":[{d10}]}}"#)), @"the damage does not agree with the dice");
    assert_snapshot!(read(r#"{"band":0,"dice":[]}"#.to_owned()), @"the dice of a fall does not agree with the dice");
}
