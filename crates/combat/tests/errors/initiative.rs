//! The messages of the initiative house rules' errors.

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn initiative_errors_name_what_was_wrong() {
    let err = Error::NotTheirTurn { id: 4 };
    assert_eq!(err.kind(), "not_their_turn");
    assert_snapshot!(err, @"it is not combatant 4's turn");
}
