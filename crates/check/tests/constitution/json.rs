//! Serde: through the same validation.

use osr_check::Check;
use osr_check::constitution::{
    AbilityCheck, Degrees, Haggle, MoraleCheck, NaturalOne, PercentileCheck, Rerolls,
    ReusedConcept, Skill,
};
use osr_core::Edge;

use super::{check, roll};

use osr_check::Odds;

#[test]
fn ability_check_round_trips_and_validates() {
    // rule: TC-3.1, TC-3.8, TC-4.10
    let check = check(15, 20)
        .with_modifier(-2)
        .unwrap()
        .with_skill(Skill::new(60).unwrap())
        .with_edge(Edge::new(1, 2))
        .unwrap()
        .with_natural_one(NaturalOne::MinusFour);
    let json = serde_json::to_string(&check).unwrap();
    assert_eq!(
        json,
        r#"{"ability":15,"dc":20,"modifier":-2,"skill":60,"edge":{"advantage":1,"disadvantage":2},"natural_one":"minus-four"}"#
    );
    assert_eq!(serde_json::from_str::<AbilityCheck>(&json).unwrap(), check);
    // Defaults for everything but the ability and DC.
    let plain: AbilityCheck = serde_json::from_str(r#"{"ability":12,"dc":20}"#).unwrap();
    assert_eq!(plain, super::check(12, 20));
    for bad in [
        r#"{"ability":40,"dc":20}"#,
        r#"{"ability":0,"dc":20}"#,
        r#"{"ability":10,"dc":201}"#,
        r#"{"ability":10,"dc":20,"modifier":101}"#,
        r#"{"ability":10,"dc":20,"skill":150}"#,
        r#"{"ability":10,"dc":20,"edge":{"advantage":101,"disadvantage":0}}"#,
    ] {
        assert!(serde_json::from_str::<AbilityCheck>(bad).is_err(), "{bad}");
    }
    let err = serde_json::from_str::<AbilityCheck>(r#"{"ability":40,"dc":20}"#).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("ability score must be in 1..=20, got 40"),
        "{err}"
    );
}

#[test]
fn other_checks_round_trip_and_validate() {
    // rule: TC-5.13, TC-10.3, TC-12.3.roll, TC-9.1, TC-4.8.concept
    let morale = MoraleCheck::new(7).unwrap();
    assert_eq!(serde_json::to_string(&morale).unwrap(), "7");
    assert_eq!(serde_json::from_str::<MoraleCheck>("7").unwrap(), morale);
    assert!(serde_json::from_str::<MoraleCheck>("13").is_err());

    let haggle = Haggle::new(13).unwrap();
    assert_eq!(serde_json::to_string(&haggle).unwrap(), "13");
    assert!(serde_json::from_str::<Haggle>("21").is_err());

    let spell = PercentileCheck::new(60).unwrap();
    let json = serde_json::to_string(&spell).unwrap();
    assert_eq!(json, "60");
    assert_eq!(
        serde_json::from_str::<PercentileCheck>(&json).unwrap(),
        spell
    );
    assert!(serde_json::from_str::<PercentileCheck>("150").is_err());

    let mut rerolls = Rerolls::per_session(3).unwrap();
    rerolls.spend().unwrap();
    let json = serde_json::to_string(&rerolls).unwrap();
    assert_eq!(json, r#"{"level":3,"spent":1}"#);
    assert_eq!(serde_json::from_str::<Rerolls>(&json).unwrap(), rerolls);
    assert!(serde_json::from_str::<Rerolls>(r#"{"level":3,"spent":4}"#).is_err());
    assert!(serde_json::from_str::<Rerolls>(r#"{"level":0}"#).is_err());

    let concept: ReusedConcept = serde_json::from_str("null").unwrap();
    assert_eq!(concept, ReusedConcept);
}

#[test]
fn outcomes_and_odds_round_trip() {
    // rule: TC-3.2, TC-3.3
    let check = check(12, 20);
    let outcome = roll(&check, &[20, 20, 3]);
    let json = serde_json::to_string(&outcome).unwrap();
    let back = serde_json::from_str(&json).unwrap();
    assert_eq!(outcome, back);

    assert_eq!(
        serde_json::to_string(&Degrees::Complicated(2)).unwrap(),
        r#"{"complicated":2}"#
    );
    assert!(serde_json::from_str::<Degrees>(r#"{"failure":0}"#).is_err());
    assert_eq!(
        serde_json::from_str::<Degrees>(r#"{"success":3}"#).unwrap(),
        Degrees::Success(3)
    );

    let odds = check.odds();
    let json = serde_json::to_string(&odds).unwrap();
    assert_eq!(serde_json::from_str::<Odds<Degrees>>(&json).unwrap(), odds);
}
