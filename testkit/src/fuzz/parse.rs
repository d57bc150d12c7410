//! Parse -> display -> parse: the canonical text of any notation that
//! parses must parse back to the same tree, and print the same again.

use osr::dice::{Limits, parse_with};

/// Small limits keep each run cheap.
const LIMITS: Limits = Limits {
    max_length: 256,
    max_depth: 16,
    ..Limits::DEFAULT
};

/// The `parse` fuzz target's check of one input (see the module).
///
/// # Panics
///
/// When a notation that parses prints a text that does not parse back to
/// the same tree, or prints differently the second time.
pub fn parse(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    let Ok(notation) = parse_with(text, &LIMITS) else {
        return;
    };
    let printed = notation.expr.to_string();
    // The canonical text may be longer than the input (`3d6x10` prints
    // `3d6*10`, precedence may need parentheses), so only its length limit
    // is lifted.
    let again = Limits {
        max_length: u32::MAX,
        ..LIMITS
    };
    let reparsed = match parse_with(&printed, &again) {
        Ok(reparsed) => reparsed,
        Err(err) => panic!("{printed:?} (printed from {text:?}) does not parse back: {err}"),
    };
    assert_eq!(
        reparsed.expr, notation.expr,
        "{printed:?} (printed from {text:?}) parses to another tree"
    );
    assert_eq!(
        reparsed.expr.to_string(),
        printed,
        "the canonical text of {text:?} is not stable"
    );
}
