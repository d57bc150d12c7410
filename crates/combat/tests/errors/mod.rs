//! Every error message of osr-combat, pinned: a change of wording is a
//! change of the API that programs answering in JSON see.

mod cairn_house;
mod constitution;
mod gods_and_monsters;
mod initiative;
mod murdham;

use insta::assert_snapshot;
use osr_combat::Error;

#[test]
fn wrapped_errors_keep_their_words_and_kinds() {
    let core = Error::from(osr_check::Error::Core(osr_core::Error::FacesExhausted {
        sides: 6,
        position: 0,
    }));
    assert!(matches!(core, Error::Core(_)));
    assert_eq!(core.kind(), "faces_exhausted");
    let check = Error::from(osr_check::Error::Forged);
    assert_eq!(check.kind(), "forged");
    let health = Error::from(osr_health::Error::Dead);
    assert!(matches!(health, Error::Health(_)));
    assert_eq!(health.kind(), "dead");
    assert_snapshot!(health, @"the character is dead");
    let folded = Error::from(osr_health::Error::Check(osr_check::Error::Forged));
    assert!(matches!(folded, Error::Check(_)));
}

#[test]
fn shared_fight_errors_name_what_was_wrong() {
    assert_snapshot!(Error::UnknownCombatant { id: 7 }, @"no combatant 7 in this fight");
    assert_snapshot!(Error::OutOfTurn { event: "attack", step: "initiative" }, @"attack is not allowed now: the fight is at initiative");
    assert_snapshot!(Error::FightOver, @"the fight is over");
    assert_snapshot!(Error::EmptySide, @"a fight needs a combatant on each side");
    assert_snapshot!(Error::AboveMaximum { what: "hit points", value: 9, max: 6 }, @"hit points 9 is above its maximum 6");
    assert_snapshot!(Error::UnknownId { table: "maneuver", id: "wrestle".into() }, @"unknown maneuver id \"wrestle\"");
}
mod gods_and_monsters_mass;

mod cairn_house_duel;
