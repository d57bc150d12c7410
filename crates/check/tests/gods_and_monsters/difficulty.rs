//! Difficulty levels.

use osr_check::gods_and_monsters::*;

#[test]
fn difficulty_levels() {
    // rule: GM-dice.difficulty
    let table: Vec<(&str, i32)> = Difficulty::ALL
        .iter()
        .map(|d| (d.name(), d.modifier()))
        .collect();
    assert_eq!(
        table,
        [
            ("Practically Impossible", -16),
            ("Nearly Impossible", -8),
            ("Extremely Difficult", -4),
            ("Very Difficult", -2),
            ("Difficult", 0),
            ("Easy", 2),
            ("Very Easy", 4),
            ("A Snap", 8),
            ("Incredibly Easy", 16),
        ]
    );
    // The blank "Difficult" cell: 0 by default, -1 as an option; nothing
    // else changes.
    for d in Difficulty::ALL {
        let option = d.modifier_under(DifficultReading::MinusOne);
        if d == Difficulty::Difficult {
            assert_eq!(option, -1);
        } else {
            assert_eq!(option, d.modifier(), "{d}");
        }
    }
    assert_eq!(Difficulty::ASnap.to_string(), "A Snap");
    let nearly_impossible = Roll::new(12)
        .unwrap()
        .adjusted(Difficulty::NearlyImpossible.modifier())
        .unwrap();
    assert_eq!(nearly_impossible.target(), 4);
}
