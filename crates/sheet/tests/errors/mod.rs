//! Every error message of osr-sheet, pinned: a change of wording is a
//! change of the API that programs answering in JSON see.

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod gods_and_monsters;
mod murdham;

use insta::assert_snapshot;
use osr_sheet::Error;

#[test]
fn wrapped_errors_keep_their_words_and_kinds() {
    let core = Error::from(osr_health::Error::Core(osr_core::Error::FacesExhausted {
        sides: 6,
        position: 0,
    }));
    assert!(matches!(core, Error::Core(_)));
    assert_eq!(core.kind(), "faces_exhausted");
    let check = Error::from(osr_check::Error::Forged);
    assert!(matches!(check, Error::Check(_)));
    assert_eq!(check.kind(), "forged");
    let health = Error::from(osr_health::Error::Dead);
    assert!(matches!(health, Error::Health(_)));
    assert_snapshot!(health, @"the character is dead");
    let unknown =
        Error::from(osr_equipment::cairn_house::Weapon::from_id("ch.weapon.x").unwrap_err());
    assert!(matches!(unknown, Error::Equipment(_)));
    assert_eq!(unknown.kind(), "unknown_id");
    let units = Error::from(osr_encumbrance::Error::Overflow { what: "units" });
    assert!(matches!(units, Error::Encumbrance(_)));
    assert_eq!(units.kind(), "overflow");
}
