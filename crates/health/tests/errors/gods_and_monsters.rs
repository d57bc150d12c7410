//! The error messages of the Gods & Monsters rules.

use insta::assert_snapshot;
use osr_health::gods_and_monsters::{Fall, Feet, Points, Resilience, Vitals};

#[test]
fn points_above_their_maximum_name_the_value() {
    let err = Vitals::new(7, 17).unwrap().with_verve(20).unwrap_err();
    assert_eq!(err.kind(), "above_maximum");
    assert_snapshot!(err, @"verve 20 is above its maximum 17");
    let err = Vitals::new(7, 17).unwrap().with_survival(8).unwrap_err();
    assert_snapshot!(err, @"survival 8 is above its maximum 7");
}

#[test]
fn out_of_range_inputs_name_the_value() {
    let (v, r) = (
        Vitals::new(7, 17).unwrap(),
        Resilience::new(11, 15).unwrap(),
    );
    // A fall and a hit take unsigned heights and damage: a negative one is
    // refused where a number is read into them.
    let err = Fall::new(1_000_001, v, r).unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    assert_snapshot!(err, @"fall height in feet must be in 0..=1000000, got 1000001");
    assert_snapshot!(Feet::new(-3).unwrap_err(), @"fall height in feet must be in 0..=1000000, got -3");
    assert_snapshot!(Points::new(-3).unwrap_err(), @"damage must be in 0..=10000, got -3");
    assert_snapshot!(Resilience::new(11, 0).unwrap_err(), @"endurance must be in 1..=40, got 0");
}

#[test]
fn an_unknown_ailment_names_the_id() {
    let err = osr_health::gods_and_monsters::ailment("basilisk_breath").unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @r#"unknown ailment id "basilisk_breath""#);
}
