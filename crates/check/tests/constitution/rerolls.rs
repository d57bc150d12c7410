//! `constitution::rerolls`: the adventurer's re-rolls (TC-9.1).

use osr_check::constitution::{Degrees, MoraleCheck, PercentileCheck, Rerolls};
use osr_check::{Error, Resolved};
use osr_core::Edge;

use super::{check, roll};

#[test]
fn an_adventurer_rerolls_level_times_per_session() {
    // rule: TC-9.1
    let mut rerolls = Rerolls::per_session(3).unwrap();
    assert_eq!((rerolls.allowance(), rerolls.remaining()), (3, 3));
    assert_eq!(rerolls.spend(), Ok(2));
    assert_eq!(rerolls.spend(), Ok(1));
    assert_eq!(rerolls.spend(), Ok(0));
    let err = rerolls.spend().unwrap_err();
    assert_eq!(err, Error::NoRerollsLeft { allowance: 3 });
    assert_eq!(rerolls.remaining(), 0);
    rerolls.new_session();
    assert_eq!(rerolls.remaining(), 3);

    assert_eq!(
        Rerolls::per_session(0).unwrap_err().to_string(),
        "level must be in 1..=100, got 0"
    );

    // Re-rolling is rolling the same (Copy) check again; the outcome says
    // which d20s were rolled.
    let check = check(12, 20).with_edge(Edge::new(1, 0)).unwrap();
    let first = roll(&check, &[3, 6]);
    assert_eq!(first.band(), Degrees::Failure(1));
    assert!(Rerolls::applies_to(&first));
    assert_eq!(first.faces(), [3, 6]);
    let again = check;
    assert_eq!(roll(&again, &[11, 2]).band(), Degrees::Success(1));
    // Morale and the d100 are not d20 rolls.
    assert!(!Rerolls::applies_to(&roll(
        &MoraleCheck::new(7).unwrap(),
        &[1, 1]
    )));
    assert!(!Rerolls::applies_to(&roll(
        &PercentileCheck::new(7).unwrap(),
        &[1]
    )));
}

#[cfg(feature = "serde")]
#[test]
fn rerolls_as_json() {
    let mut rerolls = Rerolls::per_session(3).unwrap();
    rerolls.spend().unwrap();
    let json = serde_json::to_string(&rerolls).unwrap();
    assert_eq!(json, r#"{"level":3,"spent":1}"#);
    assert_eq!(serde_json::from_str::<Rerolls>(&json).unwrap(), rerolls);
    let fresh: Rerolls = serde_json::from_str(r#"{"level":2}"#).unwrap();
    assert_eq!(fresh, Rerolls::per_session(2).unwrap());
    assert!(serde_json::from_str::<Rerolls>(r#"{"level":3,"spent":4}"#).is_err());
    assert!(serde_json::from_str::<Rerolls>(r#"{"level":0}"#).is_err());
    assert!(serde_json::from_str::<Rerolls>(r#"{"level":101}"#).is_err());
}
