//! The messages of 3d6 Constitution's errors.

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn constitution_errors_name_what_was_wrong() {
    let not_superior = Error::NotSuperior { id: 2, round: 3 };
    assert_eq!(not_superior.kind(), "not_superior");
    assert_snapshot!(not_superior, @"combatant 2 has no superior initiative turn left in round 3");
    let disoriented = Error::Disoriented { id: 4 };
    assert_eq!(disoriented.kind(), "disoriented");
    assert_snapshot!(disoriented, @"combatant 4 is disoriented at initiative 0 and cannot react");
    let untrained = Error::NotTrained {
        id: 1,
        what: "bow training",
    };
    assert_eq!(untrained.kind(), "not_trained");
    assert_snapshot!(untrained, @"combatant 1 has no bow training");
}
