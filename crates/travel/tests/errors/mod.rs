//! Every error message of osr-travel, pinned: a change of wording is a
//! change of the API that programs answering in JSON see.

mod cairn_house;
mod constitution;
mod gods_and_monsters;
mod murdham;
mod shared;

use insta::assert_snapshot;
use osr_travel::Error;

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

#[test]
fn travel_errors_name_the_value() {
    use osr_travel::cairn_house::{Delve, DungeonAction, Journey, Season, WatchAction};
    use osr_travel::{Clock, Entry, RandomTable, Unit};

    let mut clock = Clock::new(Unit::Turn);
    let err = clock.stop(7).unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @r#"unknown timer id "7""#);
    let err = clock.advance(0).unwrap_err();
    assert_snapshot!(err, @"duration in clock units must be in 1..=100000, got 0");
    let err = RandomTable::new("crypt", 1, 6, vec![Entry::new(2, 6, "ghoul")]).unwrap_err();
    assert_eq!(err.kind(), "bad_table");
    assert_snapshot!(err, @r#"table "crypt" is malformed: its rows leave a gap, overlap or are out of order"#);
    let mut delve = Delve::new(false);
    delve.set_lit(false);
    let err = delve
        .turn(
            DungeonAction::ShortRest,
            None,
            &mut osr_core::SuppliedFaces::new(&[]),
        )
        .unwrap_err();
    assert_eq!(err.kind(), "not_allowed");
    assert_snapshot!(err, @"a short rest is not allowed: it needs a safe, well-lit place");
    let mut journey = Journey::new(Season::Summer, 2, false).unwrap();
    let err = journey
        .watch(
            WatchAction::MakeCamp { eaters: 3 },
            None,
            &mut osr_core::SuppliedFaces::new(&[]),
        )
        .unwrap_err();
    assert_eq!(err.kind(), "inconsistent");
    assert_snapshot!(err, @"eaters is inconsistent: more eat than travel");
    let err = Journey::new(Season::Summer, 0, false).unwrap_err();
    assert_snapshot!(err, @"travellers must be in 1..=1000, got 0");
}

#[cfg(feature = "serde")]
#[test]
fn forged_attitude_outcomes() {
    let json = r#"{"band":"hostile","kept":2,"dice":[{"sides":6,"face":1,"fate":"counted"}]}"#;
    let err = serde_json::from_str::<osr_travel::murdham::AttitudeOutcome>(json).unwrap_err();
    assert_snapshot!(err, @"the kept die does not agree with the dice");
}
