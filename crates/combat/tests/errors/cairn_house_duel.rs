//! The messages of the Cairn House Rules duel errors.

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn duel_errors_name_what_was_wrong() {
    let err = Error::DuelUnended { exchanges: 10_000 };
    assert_eq!(err.kind(), "duel_unended");
    assert_snapshot!(err, @"the duel did not end within 10000 exchanges");
}
