//! Inputs found by the fuzz targets in `fuzz/`, kept as regression tests.

use osr_dice::{Limits, parse_with};

/// The canonical text of a notation parses back under the limits the
/// notation itself met: printing adds no nesting.
fn round_trips(text: &str, limits: &Limits) {
    let notation = parse_with(text, limits).expect("the input parses");
    let printed = notation.expr.to_string();
    let again = parse_with(&printed, limits)
        .unwrap_or_else(|e| panic!("{printed:?} (from {text:?}) does not parse back: {e}"));
    assert_eq!(again.expr, notation.expr, "{printed:?} (from {text:?})");
    assert_eq!(again.expr.to_string(), printed);
}

#[test]
fn repeated_signs_print_without_nesting() {
    // Printed as `-(-(...))`, ten signs nested twenty deep.
    let limits = Limits {
        max_depth: 16,
        ..Limits::default()
    };
    round_trips("----------2", &limits);
    assert_eq!(parse_with("--2", &limits).unwrap().to_string(), "--2");
    let deepest = "-".repeat(32) + "d6";
    round_trips(&deepest, &Limits::default());
}

#[test]
fn negations_after_operators_print_without_nesting() {
    let limits = Limits {
        max_depth: 5,
        ..Limits::default()
    };
    round_trips("2*-(2*-(2*-3))", &limits);
    assert_eq!(parse_with("2*-3", &limits).unwrap().to_string(), "2*-3");
    assert_eq!(parse_with("1--d4", &limits).unwrap().to_string(), "1--d4");
}
