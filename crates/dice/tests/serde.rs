//! Serde: trees, traces and limits round-trip; deserialized trees go through
//! the same compile checks as parsed ones.
#![cfg(feature = "serde")]

use osr_core::SuppliedFaces;
use osr_dice::{ErrorKind, Expr, Limits, Notation, Plan, Roll, compile, parse};

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
    let back: Roll = serde_json::from_str(&json).unwrap();
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
