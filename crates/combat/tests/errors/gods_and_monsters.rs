//! The messages of the Gods & Monsters errors.

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn gods_and_monsters_errors_name_what_was_wrong() {
    assert_snapshot!(Error::DuplicateCombatant { id: 3 }, @"combatant 3 is in the fight twice");
    assert_snapshot!(Error::CombatantOut { id: 4 }, @"combatant 4 is out of the fight");
    assert_snapshot!(Error::SurprisedCannotAct { id: 2 }, @"combatant 2 is surprised and cannot do that");
    assert_snapshot!(Error::ActionTaken { id: 4 }, @"combatant 4 has already taken this round's action");
    assert_snapshot!(Error::AttacksItself { id: 1 }, @"combatant 1 cannot attack itself");
    let kinds = [
        Error::DuplicateCombatant { id: 3 },
        Error::CombatantOut { id: 4 },
        Error::SurprisedCannotAct { id: 2 },
        Error::ActionTaken { id: 4 },
        Error::AttacksItself { id: 1 },
    ]
    .map(|e| e.kind());
    assert_eq!(
        kinds,
        [
            "duplicate_combatant",
            "combatant_out",
            "surprised_cannot_act",
            "action_taken",
            "attacks_itself"
        ]
    );
}
