//! The messages of the errors Murdham sheets give.

use insta::assert_snapshot;
use osr_sheet::Error;

#[test]
fn messages() {
    let mismatch = Error::Mismatch {
        what: "maximum health",
        value: 8,
        other: "STR",
        expected: 10,
    };
    assert_eq!(mismatch.kind(), "mismatch");
    assert_snapshot!(mismatch, @"maximum health is 8; it must equal STR 10");
    let many = Error::TooMany {
        what: "skills",
        len: 33,
        max: 32,
    };
    assert_eq!(many.kind(), "too_many");
    assert_snapshot!(many, @"skills has 33 entries, at most 32 are allowed");
    let text = Error::BadText {
        what: "career",
        len: 0,
        max: 40,
    };
    assert_eq!(text.kind(), "bad_text");
    assert_snapshot!(text, @"career must have 1 to 40 characters, got 0");
    let travel = Error::from(osr_travel::murdham::sprint_zones(true, false).unwrap_err());
    assert!(matches!(travel, Error::Travel(_)));
    assert_eq!(travel.kind(), "not_allowed");
    let magic = Error::from(osr_magic::Error::Core(osr_core::Error::FacesExhausted {
        sides: 12,
        position: 0,
    }));
    assert!(matches!(magic, Error::Core(_)));
    let combat = Error::from(osr_combat::Error::UnknownCombatant { id: 9 });
    assert!(matches!(combat, Error::Combat(_)));
    assert_eq!(combat.kind(), "unknown_combatant");
}
