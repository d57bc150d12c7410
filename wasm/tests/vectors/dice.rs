//! Dice notation: seeded rolls, supplied faces, odds and refusals.

use serde_json::json;

use super::{Case, case};

pub(crate) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for (notation, seed) in [
        ("4d6kh3", 1),
        ("3d6", 7),
        ("d20", 42),
        ("2d20kl1 + 3", 9_007_199_254_740_991_u64),
        ("3d6!", 2026),
        ("10d10>=7", 5),
        ("{d6, d6+1}kh1", 11),
        ("d%", 100),
    ] {
        cases.push(case(
            "rollNotation",
            json!({"notation": notation, "dice": {"seed": seed}}),
        ));
    }
    cases.push(case(
        "rollNotation",
        json!({"notation": "4d6kh3", "dice": {"faces": [6, 5, 3, 2]}}),
    ));
    cases.push(case(
        "rollNotation",
        json!({"notation": "2d6!", "dice": {"faces": [6, 2, 4]}}),
    ));
    for notation in ["4d6kh3", "2d6 + 1", "d20!o3", "d6!"] {
        cases.push(case("notationOdds", json!({"notation": notation})));
    }
    // Variables bound by name, for rolls and odds.
    cases.push(case(
        "rollNotation",
        json!({"notation": "1d20 + @str", "dice": {"seed": 3}, "vars": {"str": 2, "dex": -1}}),
    ));
    cases.push(case(
        "notationOdds",
        json!({"notation": "(@{level}+1)d4", "vars": {"level": 2}}),
    ));
    cases.push(case(
        "rollNotation",
        json!({"notation": "1d20 + @wis", "dice": {"seed": 3}, "vars": {"str": 2}}),
    ));
    // A span counts UTF-16 code units, as JavaScript indexes a string.
    cases.push(case(
        "rollNotation",
        json!({"notation": "2d6 + \u{1F3B2}", "dice": {"seed": 1}}),
    ));
    // Refusals: notation, faces, seeds and the request itself.
    cases.push(case(
        "rollNotation",
        json!({"notation": "4d6kh5", "dice": {"seed": 1}}),
    ));
    cases.push(case(
        "rollNotation",
        json!({"notation": "2d6", "dice": {"faces": [6, 7]}}),
    ));
    cases.push(case(
        "rollNotation",
        json!({"notation": "2d6", "dice": {"faces": [6, 1, 2]}}),
    ));
    cases.push(case(
        "rollNotation",
        json!({"notation": "2d6", "dice": {"seed": 9_007_199_254_740_992_u64}}),
    ));
    cases.push(case("rollNotation", json!({"notation": "2d6"})));
    cases.push(case("notationOdds", json!({"notation": "1000001d6"})));
    cases
}
