//! Serde: trees, traces and limits round-trip; deserialized trees go through
//! the same compile checks as parsed ones.
#![cfg(feature = "serde")]

use osr_core::SuppliedFaces;
use osr_dice::{
    Budget, Distribution, ErrorKind, Expr, Limits, Notation, Plan, Probability, Roll, compile,
    parse,
};
use serde::de::DeserializeSeed;

/// Reads a roll of `plan` from JSON, checked.
fn read_roll(plan: &Plan, json: &str) -> Result<Roll, String> {
    let mut de = serde_json::Deserializer::from_str(json);
    plan.roll_seed()
        .deserialize(&mut de)
        .map_err(|e| e.to_string())
}

#[test]
fn notation_round_trips() {
    let notation = parse("{4d6kh3, 2d20kl1 + 5}kh1 + d6r1!p[fire] - L").unwrap();
    let json = serde_json::to_string(&notation).unwrap();
    let back: Notation = serde_json::from_str(&json).unwrap();
    assert_eq!(back, notation);
}

#[test]
fn syntax_tree_json_is_readable() {
    let expr = parse("2d6+1").unwrap().expr;
    insta::assert_snapshot!(
        serde_json::to_string(&expr).unwrap(),
        @r#"{"binary":["add",{"dice":{"count":{"number":2},"sides":{"number":6},"reroll":null,"explode":null,"min":null,"max":null,"keep":null,"target":null}},{"number":1}]}"#
    );
}

#[test]
fn roll_round_trips_and_replays() {
    let plan = compile("4d6kh3 + 2d6!", &Limits::default()).unwrap();
    let roll = plan
        .roll(&mut SuppliedFaces::new(&[6, 5, 3, 2, 6, 1, 4]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    let back = read_roll(&plan, &json).unwrap();
    assert_eq!(back, roll);
    // A logged trace replays: its faces roll the same trace again.
    let replay = plan.roll(&mut SuppliedFaces::new(&back.faces())).unwrap();
    assert_eq!(replay, roll);
}

#[test]
fn limits_round_trip_and_default_missing_fields() {
    let limits = Limits {
        max_dice: 50,
        ..Limits::default()
    };
    let back: Limits = serde_json::from_str(&serde_json::to_string(&limits).unwrap()).unwrap();
    assert_eq!(back, limits);
    let partial: Limits = serde_json::from_str(r#"{"max_dice": 7}"#).unwrap();
    assert_eq!(
        partial,
        Limits {
            max_dice: 7,
            ..Limits::default()
        }
    );
}

#[test]
fn deserialized_trees_are_checked_like_parsed_ones() {
    // A die of zero sides cannot be typed, but can be sent as JSON.
    let expr: Expr = serde_json::from_str(r#"{"dice":{"sides":{"number":0}}}"#).unwrap();
    let err = Plan::new(&expr.into(), &Limits::default()).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::NoFaces);
    let expr: Expr = serde_json::from_str(r#"{"dice":{"count":{"number":-3}}}"#).unwrap();
    let err = Plan::new(&expr.into(), &Limits::default()).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::NegativeCount { count: -3 });
    // Spans that do not match the tree are tolerated, not trusted.
    let notation: Notation =
        serde_json::from_str(r#"{"expr":{"number":1},"source":"","spans":[]}"#).unwrap();
    assert_eq!(Plan::new(&notation, &Limits::default()).unwrap().max(), 1);
}

#[test]
fn a_forged_face_and_total_are_refused() {
    let plan = compile("1d6", &Limits::default()).unwrap();
    let forged = r#"{"total":999,"dice":[{"term":0,"span":{"start":0,"end":3},"sides":6,"face":99,"value":-5}]}"#;
    let err = read_roll(&plan, forged).unwrap_err();
    assert!(err.contains("supplied face 99"), "{err}");
}

#[test]
fn a_forged_total_is_refused() {
    let plan = compile("1d6", &Limits::default()).unwrap();
    let forged = r#"{"total":999,"dice":[{"term":0,"span":{"start":0,"end":3},"sides":6,"face":4,"value":4}]}"#;
    let err = read_roll(&plan, forged).unwrap_err();
    assert!(err.contains("its total differs"), "{err}");
    let honest = forged.replace("999", "4");
    assert_eq!(read_roll(&plan, &honest).unwrap().total, 4);
}

#[test]
fn forged_marks_values_and_extra_faces_are_refused() {
    let plan = compile("4d6kh3", &Limits::default()).unwrap();
    let roll = plan.roll(&mut SuppliedFaces::new(&[6, 5, 3, 2])).unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert_eq!(read_roll(&plan, &json).unwrap(), roll);
    // The dropped die moved to another die.
    let moved = json
        .replacen(r#""value":2,"dropped":true"#, r#""value":2"#, 1)
        .replacen(r#""value":3}"#, r#""value":3,"dropped":true}"#, 1);
    assert_ne!(moved, json);
    let err = read_roll(&plan, &moved).unwrap_err();
    assert!(err.contains("its dice differ"), "{err}");
    // A value that is not the face.
    let revalued = json.replacen(r#""face":6,"value":6"#, r#""face":6,"value":60"#, 1);
    assert_ne!(revalued, json);
    assert!(read_roll(&plan, &revalued).is_err());
    // Too few faces for the plan.
    let mut short = roll.clone();
    short.dice.pop();
    assert!(read_roll(&plan, &serde_json::to_string(&short).unwrap()).is_err());
    // A face the plan never draws.
    let mut long = roll.clone();
    long.dice.push(long.dice[0].clone());
    let err = read_roll(&plan, &serde_json::to_string(&long).unwrap()).unwrap_err();
    assert!(err.contains("more dice than the plan can draw"), "{err}");
    // A face beyond those the plan draws, within its worst case.
    let plan = compile("2d6!", &Limits::default()).unwrap();
    let mut long = plan.roll(&mut SuppliedFaces::new(&[3, 4])).unwrap();
    let json = serde_json::to_string(&long).unwrap();
    assert_eq!(read_roll(&plan, &json).unwrap(), long);
    long.dice.push(long.dice[0].clone());
    let err = read_roll(&plan, &serde_json::to_string(&long).unwrap()).unwrap_err();
    assert!(err.contains("faces the plan does not draw"), "{err}");
    // Unknown fields are not ignored.
    let extra_field = json.replacen(r#""total":"#, r#""bonus":1,"total":"#, 1);
    assert!(read_roll(&plan, &extra_field).is_err());
}

#[test]
fn a_roll_of_another_plan_is_refused() {
    let d6 = compile("1d6", &Limits::default()).unwrap();
    let d20 = compile("1d20", &Limits::default()).unwrap();
    let roll = d20.roll(&mut SuppliedFaces::new(&[17])).unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert!(read_roll(&d6, &json).is_err());
    let roll = d20.roll(&mut SuppliedFaces::new(&[3])).unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    // Face 3 fits a d6, but the trace says the die has 20 sides.
    assert!(read_roll(&d6, &json).is_err());
}

#[test]
fn probability_json_has_the_exact_fraction_and_a_decimal() {
    let p: Probability = "2/12".parse().unwrap();
    let json = serde_json::to_string(&p).unwrap();
    insta::assert_snapshot!(json, @"{\"exact\":\"1/6\",\"decimal\":0.16666666666666666}");
    let back: Probability = serde_json::from_str(&json).unwrap();
    assert_eq!(back, p);
    // The decimal is informative: the exact text decides.
    let back: Probability = serde_json::from_str(r#"{"exact":"1/2","decimal":0.9}"#).unwrap();
    assert_eq!(back.to_string(), "1/2");
    for bad in [
        r#"{"exact":"7/6"}"#,
        r#"{"exact":"1/0"}"#,
        r#"{"exact":"-1/2"}"#,
        r#"{"exact":"one half"}"#,
        r#"{"decimal":0.5}"#,
    ] {
        assert!(serde_json::from_str::<Probability>(bad).is_err(), "{bad}");
    }
    let huge = format!(r#"{{"exact":"1/{}"}}"#, "9".repeat(100_000));
    assert!(serde_json::from_str::<Probability>(&huge).is_err());
}

#[test]
fn distribution_round_trips_and_forged_ones_are_refused() {
    let plan = compile("2d6", &Limits::default()).unwrap();
    let dist = plan.distribution(&Budget::default()).unwrap();
    let json = serde_json::to_string(&dist).unwrap();
    let back: Distribution = serde_json::from_str(&json).unwrap();
    assert_eq!(back, dist);
    let forged = json.replacen("1/36", "2/36", 1);
    assert!(serde_json::from_str::<Distribution>(&forged).is_err());
}

#[test]
fn distribution_json_gives_exact_and_decimal_probabilities() {
    let plan = compile("d2+1", &Limits::default()).unwrap();
    let dist = plan.distribution(&Budget::default()).unwrap();
    insta::assert_snapshot!(serde_json::to_string(&dist).unwrap(), @"{\"outcomes\":[{\"total\":2,\"p\":{\"exact\":\"1/2\",\"decimal\":0.5}},{\"total\":3,\"p\":{\"exact\":\"1/2\",\"decimal\":0.5}}],\"truncated\":{\"exact\":\"0/1\",\"decimal\":0.0}}");
    for bad in [
        // Not ascending.
        r#"{"outcomes":[{"total":3,"p":{"exact":"1/2"}},{"total":2,"p":{"exact":"1/2"}}],"truncated":{"exact":"0/1"}}"#,
        // Not summing to 1.
        r#"{"outcomes":[{"total":2,"p":{"exact":"1/2"}}],"truncated":{"exact":"0/1"}}"#,
        // A probability above 1.
        r#"{"outcomes":[{"total":2,"p":{"exact":"3/2"}}],"truncated":{"exact":"0/1"}}"#,
        // A zero probability.
        r#"{"outcomes":[{"total":2,"p":{"exact":"0/1"}},{"total":3,"p":{"exact":"1/1"}}],"truncated":{"exact":"0/1"}}"#,
        // An unknown field.
        r#"{"outcomes":[{"total":2,"p":{"exact":"1/1"},"weight":1}],"truncated":{"exact":"0/1"}}"#,
    ] {
        assert!(serde_json::from_str::<Distribution>(bad).is_err(), "{bad}");
    }
}
