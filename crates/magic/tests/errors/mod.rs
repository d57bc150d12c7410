//! Every error message of osr-magic, pinned: a change of wording is a
//! change of the API that programs answering in JSON see.

use insta::assert_snapshot;
use osr_magic::Error;

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod gods_and_monsters;
mod murdham;

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

#[cfg(feature = "serde")]
#[test]
fn forged_records_name_what_disagrees() {
    let forged = r#"{"from":{"verve":2,"survival":7},"to":{"verve":0,"survival":4},"injuries":0,"stun_penalty":4}"#;
    let err = serde_json::from_str::<osr_magic::gods_and_monsters::PsychicHit>(forged).unwrap_err();
    assert_snapshot!(err, @"the psychic damage does not agree with the record");
    let forged = r#"{"blessing":{"purpose":"just"},"penance":0,"minutes":5}"#;
    let err = serde_json::from_str::<osr_magic::constitution::BlessingAsked>(forged).unwrap_err();
    assert_snapshot!(err, @"the time of prayer does not agree with the record");
    let forged = r#"{"from":3,"to":4,"slots_full":true}"#;
    let err =
        serde_json::from_str::<osr_magic::block_dodge_parry::FatigueAdded>(forged).unwrap_err();
    assert_snapshot!(err, @"the fatigue does not agree with the record");
    let forged = r#"{"spell":"X","rating":150,"dice":[]}"#;
    let err = serde_json::from_str::<osr_magic::constitution::Learned>(forged).unwrap_err();
    assert_snapshot!(err, @"the rating does not agree with the record");
    let x = osr_magic::constitution::KnownSpell::new(
        "X",
        osr_magic::constitution::SpellLevel::new(1).unwrap(),
        osr_magic::constitution::SpellRating::new(60).unwrap(),
    );
    let ritual = osr_magic::constitution::Ritual::new(&x, 15, 12, true).unwrap();
    let forged = serde_json::to_string(&ritual)
        .unwrap()
        .replacen("\"dc\":20", "\"dc\":5", 1);
    let err = serde_json::from_str::<osr_magic::constitution::Ritual>(&forged).unwrap_err();
    assert_snapshot!(err, @"the ritual does not agree with the record");
    let forged = r#"{"verve":0,"charisma_major":0}"#;
    let err =
        serde_json::from_str::<osr_magic::gods_and_monsters::PsychicAttack>(forged).unwrap_err();
    assert_snapshot!(err, @"verve on one action must be in 1..=30, got 0");
}
