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

#[test]
fn body_and_hazard_errors() {
    use osr_health::block_dodge_parry::{
        Body, DeprivationRule, Exposure, Illness, Level, Track, Wound, deprivation_fatigue,
        disease, hazard,
    };

    let err = hazard("lava").unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @r#"unknown hazard id "lava""#);
    assert_snapshot!(disease("flu").unwrap_err(), @r#"unknown disease id "flu""#);
    assert_snapshot!(Exposure::new(hazard("bear_trap").unwrap(), 2).unwrap_err(), @"units of a one-off hazard must be in 1..=1, got 2");
    assert_snapshot!(Exposure::new(hazard("fall").unwrap(), 101).unwrap_err(), @"hazard units must be in 1..=100, got 101");
    assert_snapshot!(Track::new(13, 12).unwrap_err(), @"ability score must be in 0..=12, got 13");
    assert_snapshot!(Wound::new("", Level::Light, None).unwrap_err(), @"wound type length must be in 1..=40, got 0");
    assert_snapshot!(deprivation_fatigue(4000, DeprivationRule::EveryDay).unwrap_err(), @"deprived days must be in 0..=3650, got 4000");
    assert_snapshot!(Illness::new(disease("swampsigh").unwrap(), Some(5)).unwrap_err(), @"days of a timed disease must be in 0..=4, got 5");
    assert_snapshot!(Illness::new(disease("shadowrot").unwrap(), Some(1)).unwrap_err(), @"shadowrot lasts indefinitely: it has no days to run, got 1");

    let mut pc = Body::new(
        Track::new(9, 9).unwrap(),
        Track::new(9, 9).unwrap(),
        Track::new(9, 9).unwrap(),
    );
    pc.gain_fatigue(9).unwrap();
    let err = pc.gain_fatigue(2).unwrap_err();
    assert_eq!(err.kind(), "no_free_slot");
    assert_snapshot!(err, @"no free inventory slot: 2 needed, 1 free");
    let err = pc.heal_wound(0).unwrap_err();
    assert_eq!(err.kind(), "no_such_wound");
    assert_snapshot!(err, @"no wound at index 0: 0 carried");
    let mut pc = Body::new(
        Track::new(9, 9).unwrap(),
        Track::new(9, 9).unwrap(),
        Track::new(9, 9).unwrap(),
    );
    pc.take_wound(
        Wound::new("burn", Level::Permanent, None).unwrap(),
        osr_health::block_dodge_parry::Stacking::NewSlot,
        osr_check::block_dodge_parry::Ability::Str,
    )
    .unwrap();
    let err = pc.heal_wound(0).unwrap_err();
    assert_eq!(err.kind(), "permanent_wound");
    let indefinite = Illness::new(disease("souls_despair").unwrap(), Some(3)).unwrap_err();
    assert_eq!(indefinite.kind(), "indefinite");
    assert_snapshot!(err, @"the wound at index 0 is permanent and never heals");
}
