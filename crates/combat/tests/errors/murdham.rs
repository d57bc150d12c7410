//! The messages of Murdham's and Block, Dodge, Parry's errors.

use insta::assert_snapshot;
use osr_combat::{Error, Side};

#[test]
fn encounter_errors_name_what_was_wrong() {
    let cases = [
        (Error::DuplicateCombatant { id: 3 }, "duplicate_combatant"),
        (
            Error::NotTheirChoice { side: Side::Party },
            "not_their_choice",
        ),
        (Error::ChoiceMissing { side: Side::Foes }, "choice_missing"),
        (Error::AlreadyActed { id: 2 }, "already_acted"),
        (Error::OutOfFight { id: 4 }, "out_of_fight"),
        (Error::TurnLost { id: 5 }, "turn_lost"),
        (Error::MustAttack { id: 5, target: 1 }, "must_attack"),
        (Error::SameSide { id: 1, target: 2 }, "same_side"),
        (Error::TooFar { zones: 5, max: 4 }, "too_far"),
        (Error::CannotSprint, "cannot_sprint"),
    ];
    for (err, kind) in &cases {
        assert_eq!(err.kind(), *kind);
    }
    let text: Vec<String> = cases.iter().map(|(e, _)| e.to_string()).collect();
    assert_snapshot!(text.join("\n"), @r"
    combatant id 3 is used twice
    the party cannot choose an approach: only the side that spotted the other does
    the foes must choose an approach
    combatant 2 has already taken this round's action
    combatant 4 is out of the fight
    combatant 5 lost this turn
    combatant 5 must spend this turn trying to harm combatant 1
    combatant 2 is on combatant 1's own side
    5 zones is too far in a round: at most 4
    a sprint needs open ground: there are obstacles in the way
    ");
}
