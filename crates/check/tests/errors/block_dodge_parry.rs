//! Error messages of `osr_check::block_dodge_parry`.

use insta::assert_snapshot;
use osr_check::Naturals;
use osr_check::block_dodge_parry::{
    Ability, AbilityFactor, AbilityScore, Contest, CriticalDamageSave, Fall, Floors, Save, Scores,
    Skill,
};
use osr_core::Edge;

#[test]
fn input_ranges() {
    assert_snapshot!(Save::new(-21).unwrap_err(), @"ability score must be in 0..=2147483647, got -21");
    assert_snapshot!(AbilityScore::new(i64::from(i32::MAX) + 1).unwrap_err(), @"ability score must be in 0..=2147483647, got 2147483648");
    assert_snapshot!(Contest::new(16, -1).unwrap_err(), @"ability score must be in 0..=2147483647, got -1");
    assert_snapshot!(Scores::new(15, 9, -26).unwrap_err(), @"ability score must be in 0..=2147483647, got -26");
    assert_snapshot!(AbilityFactor::of(-30).unwrap_err(), @"ability score must be in 0..=2147483647, got -30");
    assert_snapshot!(
        Skill::new(0, 0).with_ability(-25).unwrap_err(),
        @"ability score must be in 0..=2147483647, got -25"
    );
    assert_snapshot!(
        CriticalDamageSave::new(Ability::Str, -99).unwrap_err(),
        @"ability score must be in 0..=2147483647, got -99"
    );
    assert_snapshot!(Fall::new(0).unwrap_err(), @"floors must be in 1..=100, got 0");
    assert_snapshot!(Floors::new(101).unwrap_err(), @"floors must be in 1..=100, got 101");
}

#[test]
fn inputs_not_in_the_rules() {
    let save = Save::new(12).unwrap();
    assert_snapshot!(
        save.with_edge(Edge::new(1, 1)).unwrap_err(),
        @"disadvantage is not in this system's rules"
    );
    assert_snapshot!(
        save.try_naturals(Naturals::Compare).unwrap_err(),
        @"natural 1/20 rule is not in this system's rules"
    );
}

#[cfg(feature = "serde")]
#[test]
fn forged_falls() {
    use osr_check::block_dodge_parry::FallRoll;

    let d10 = r#"{"sides":10,"face":3,"fate":"counted"}"#;
    let read = |json: String| {
        serde_json::from_str::<FallRoll>(&json)
            .unwrap_err()
            .to_string()
    };
    assert_snapshot!(read(format!(r#"{{"band":4,"dice":[{d10}]}}"#)), @"the damage does not agree with the dice");
    assert_snapshot!(read(r#"{"band":0,"dice":[]}"#.to_owned()), @"the dice of a fall does not agree with the dice");
}
