//! Every error message of osr-health, pinned: a change of wording is a
//! change of the API that programs answering in JSON see.

mod block_dodge_parry;
mod murdham;

use insta::assert_snapshot;
use osr_health::Error;

mod cairn_house;
mod constitution;

#[test]
fn wrapped_errors_keep_their_words_and_kinds() {
    let core = Error::from(osr_check::Error::Core(osr_core::Error::FacesExhausted {
        sides: 6,
        position: 0,
    }));
    assert!(matches!(core, Error::Core(_)));
    assert_eq!(core.kind(), "faces_exhausted");
    assert_snapshot!(core, @"supplied faces ran out: a d6 needed a face at position 0, but none were supplied");
    let check = Error::from(osr_check::Error::Forged);
    assert_eq!(check.kind(), "forged");
    assert_snapshot!(check, @"the outcome is not what the check rolls from its faces");
}

mod gods_and_monsters;
