//! Error messages of `osr_check::constitution`.

use insta::assert_snapshot;
use osr_check::constitution::{
    AbilityCheck, AbilityScore, Dc, DegreeCount, Haggle, Level, Modifier, MoraleCheck, MoraleScore,
    PercentileCheck, Rerolls, Skill,
};
use osr_check::{Check, Error};
use osr_core::{Edge, Net};

use crate::common::Always;

fn plain() -> AbilityCheck {
    AbilityCheck::new(10, 20).unwrap()
}

#[test]
fn ability_score() {
    assert_snapshot!(AbilityScore::new(0).unwrap_err(), @"ability score must be in 1..=20, got 0");
    assert_snapshot!(AbilityCheck::new(21, 20).unwrap_err(), @"ability score must be in 1..=20, got 21");
    assert_snapshot!(Haggle::new(0).unwrap_err(), @"ability score must be in 1..=20, got 0");
}

#[test]
fn dc() {
    assert_snapshot!(Dc::new(201).unwrap_err(), @"DC must be in -100..=200, got 201");
    assert_snapshot!(AbilityCheck::new(10, -101).unwrap_err(), @"DC must be in -100..=200, got -101");
}

#[test]
fn modifier() {
    assert_snapshot!(Modifier::new(-101).unwrap_err(), @"modifier must be in -100..=100, got -101");
    assert_snapshot!(plain().with_modifier(101).unwrap_err(), @"modifier must be in -100..=100, got 101");
}

#[test]
fn skill() {
    assert_snapshot!(Skill::new(150).unwrap_err(), @"skill must be in 0..=100, got 150");
    assert_snapshot!(PercentileCheck::new(101).unwrap_err(), @"skill must be in 0..=100, got 101");
}

#[test]
fn morale_score() {
    assert_snapshot!(MoraleScore::new(1).unwrap_err(), @"morale score must be in 2..=12, got 1");
    assert_snapshot!(MoraleCheck::new(13).unwrap_err(), @"morale score must be in 2..=12, got 13");
}

#[test]
fn level() {
    assert_snapshot!(Level::new(101).unwrap_err(), @"level must be in 1..=100, got 101");
    assert_snapshot!(Rerolls::per_session(0).unwrap_err(), @"level must be in 1..=100, got 0");
}

#[test]
fn degree_count() {
    assert_snapshot!(DegreeCount::new(1001).unwrap_err(), @"degrees must be in 0..=1000, got 1001");
    assert_snapshot!(
        plain().probability_at_least(DegreeCount::MAX + 1).unwrap_err(),
        @"degrees must be in 0..=1000, got 1001"
    );
}

#[test]
fn advantage_and_disadvantage_dice() {
    assert_snapshot!(
        plain().with_edge(Edge::new(60, 41)).unwrap_err(),
        @"advantage and disadvantage dice must be in 0..=100, got 101"
    );
    assert_snapshot!(
        plain().with_net(Net::Disadvantage(101)).unwrap_err(),
        @"advantage and disadvantage dice must be in 0..=100, got 101"
    );
}

#[test]
fn rolling_and_counting() {
    assert_snapshot!(
        plain().roll(&mut Always(20)).unwrap_err(),
        @"open-ended 20 still unresolved after 100 rolls"
    );
    let mut rerolls = Rerolls::per_session(1).unwrap();
    rerolls.spend().unwrap();
    assert_snapshot!(rerolls.spend().unwrap_err(), @"no re-rolls left this session: all 1 spent");
}

#[test]
fn forged_outcomes() {
    let forged = |what| Error::Inconsistent { what };
    assert_snapshot!(forged("the natural die"), @"the natural die does not agree with the dice");
    assert_snapshot!(forged("the total"), @"the total does not agree with the dice");
    assert_snapshot!(forged("the margin"), @"the margin does not agree with the dice");
    assert_snapshot!(forged("the band"), @"the band does not agree with the dice");
    assert_snapshot!(forged("the size of a die"), @"the size of a die does not agree with the dice");
    assert_snapshot!(forged("the fate of a die"), @"the fate of a die does not agree with the dice");
    assert_snapshot!(forged("the kept die"), @"the kept die does not agree with the dice");
    assert_snapshot!(forged("the number of dice"), @"the number of dice does not agree with the dice");
    assert_snapshot!(forged("the chain of 20s"), @"the chain of 20s does not agree with the dice");
}

#[cfg(feature = "serde")]
#[test]
fn read_from_json() {
    use osr_check::constitution::{AbilityRoll, Degrees, MoraleRoll};

    // serde_json adds where in the text it stopped; the message is ours.
    let err = |e: serde_json::Error| {
        let text = e.to_string();
        text.split(" at line ")
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    assert_snapshot!(
        err(serde_json::from_str::<AbilityCheck>(r#"{"ability":40,"dc":20}"#).unwrap_err()),
        @"ability score must be in 1..=20, got 40"
    );
    assert_snapshot!(
        err(serde_json::from_str::<Rerolls>(r#"{"level":3,"spent":4}"#).unwrap_err()),
        @"re-rolls spent must be in 0..=3, got 4"
    );
    assert_snapshot!(
        err(serde_json::from_str::<Degrees>(r#"{"success":0}"#).unwrap_err()),
        @"degrees must be in 1..=4294967295, got 0"
    );
    let roll = r#"{"band":{"success":2},"natural":13,"total":26,"dc":20,"margin":6,"bonus":12,"natural_one":"keep","dice":[{"sides":20,"face":13,"fate":"counted"}]}"#;
    assert_snapshot!(
        err(serde_json::from_str::<AbilityRoll>(roll).unwrap_err()),
        @"the total does not agree with the dice"
    );
    let bonus = roll.replace(r#""bonus":12"#, r#""bonus":121"#);
    assert_snapshot!(
        err(serde_json::from_str::<AbilityRoll>(&bonus).unwrap_err()),
        @"bonus must be in -100..=120, got 121"
    );
    let morale = r#"{"band":"holds","total":9,"score":6,"dice":[{"sides":6,"face":4,"fate":"counted"},{"sides":6,"face":5,"fate":"counted"}]}"#;
    assert_snapshot!(
        err(serde_json::from_str::<MoraleRoll>(morale).unwrap_err()),
        @"the band does not agree with the dice"
    );
}
