//! The messages of the Gods & Monsters errors.

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn gods_and_monsters_errors_name_what_was_wrong() {
    assert_snapshot!(Error::SurprisedCannotAct { id: 2 }, @"combatant 2 is surprised and cannot do that");
    assert_snapshot!(Error::AlreadyActed { id: 4 }, @"combatant 4 has already taken this round's action");
    assert_snapshot!(Error::AttacksItself { id: 1 }, @"combatant 1 cannot attack itself");
    let kinds = [
        Error::SurprisedCannotAct { id: 2 },
        Error::AlreadyActed { id: 4 },
        Error::AttacksItself { id: 1 },
    ]
    .map(|e| e.kind());
    assert_eq!(
        kinds,
        ["surprised_cannot_act", "already_acted", "attacks_itself"]
    );
}
