//! The messages of Cairn House Rules' errors.

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn cairn_house_errors_name_what_was_wrong() {
    assert_snapshot!(Error::DuplicateCombatant { id: 3 }, @"combatant id 3 is used twice");
    assert_snapshot!(Error::OutOfFight { id: 4 }, @"combatant 4 is out of the fight");
    assert_snapshot!(Error::SameSide { id: 1, target: 2 }, @"combatant 2 is on combatant 1's own side");
    assert_snapshot!(Error::MissileNoMove { id: 1 }, @"combatant 1 loosed a missile this round and cannot move");
    assert_snapshot!(Error::ChargeTooLate { round: 2 }, @"a charge is only allowed in the first round, not round 2");
    assert_snapshot!(Error::AlreadyInMelee { id: 5 }, @"combatant 5 is already in melee range and cannot charge");
    assert_snapshot!(Error::Blinded { id: 6 }, @"combatant 6 is blinded and cannot make a ranged attack");
    assert_snapshot!(Error::NoTargets, @"an attack needs at least one target");
    assert_snapshot!(Error::HealthMismatch { id: 2 }, @"combatant 2's health does not match its maximum HP and scores");
    assert_eq!(Error::HealthMismatch { id: 2 }.kind(), "health_mismatch");
    let kinds = [
        Error::DuplicateCombatant { id: 3 },
        Error::OutOfFight { id: 4 },
        Error::SameSide { id: 1, target: 2 },
        Error::MissileNoMove { id: 1 },
        Error::ChargeTooLate { round: 2 },
        Error::AlreadyInMelee { id: 5 },
        Error::Blinded { id: 6 },
        Error::NoTargets,
    ]
    .map(|e| e.kind());
    assert_eq!(
        kinds,
        [
            "duplicate_combatant",
            "out_of_fight",
            "same_side",
            "missile_no_move",
            "charge_too_late",
            "already_in_melee",
            "blinded",
            "no_targets"
        ]
    );
}
