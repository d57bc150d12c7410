//! `constitution::spell`: the d100 spell roll (TC-12.3.roll).

use osr_check::constitution::{PercentileCheck, Skill};
use osr_check::{Check, PassFail, Resolved};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn prepared_spell_rolls_d100_at_most_the_rating() {
    // rule: TC-12.3.roll
    let spell = PercentileCheck::new(50).unwrap();
    assert_eq!(band(&spell, &[49]), PassFail::Pass);
    assert_eq!(band(&spell, &[50]), PassFail::Pass);
    assert_eq!(band(&spell, &[51]), PassFail::Fail);
    assert_eq!(roll(&spell, &[51]).faces(), [51]);
    assert_eq!(spell.odds().probability(&PassFail::Pass), Some(frac(1, 2)));
    // 100% always succeeds; 0% never.
    let sure = PercentileCheck::new(100).unwrap();
    assert_eq!(band(&sure, &[100]), PassFail::Pass);
    assert_eq!(sure.odds().probability(&PassFail::Fail), Some(frac(0, 1)));
    let never = PercentileCheck::new(0).unwrap();
    assert_eq!(band(&never, &[1]), PassFail::Fail);
    // X19: X at 60%: 44 casts, 71 does not.
    let x = PercentileCheck::from(Skill::new(60).unwrap());
    assert_eq!(band(&x, &[44]), PassFail::Pass);
    assert_eq!(band(&x, &[71]), PassFail::Fail);
    assert_eq!(x.rating().rating(), 60);
    assert!(PercentileCheck::new(101).is_err());
}

#[test]
fn every_d100_face_casts_at_most_the_rating() {
    // rule: TC-12.3.roll
    for rating in [0, 1, 37, 50, 60, 99, 100] {
        let spell = PercentileCheck::new(rating).unwrap();
        for face in 1..=100 {
            let expected = if face <= rating {
                PassFail::Pass
            } else {
                PassFail::Fail
            };
            assert_eq!(band(&spell, &[face]), expected, "{rating}%: {face}");
        }
        let pass = spell.odds().probability(&PassFail::Pass);
        assert_eq!(pass, Some(frac(rating.into(), 100)), "{rating}%");
    }
}

#[test]
fn spell_rolls_agree_with_sampling() {
    for rating in [0, 1, 37, 50, 99, 100] {
        assert_agrees_with_sampling(&PercentileCheck::new(rating).unwrap(), 20_000);
    }
}

#[cfg(feature = "serde")]
#[test]
fn spell_checks_and_rolls_as_json() {
    let spell = PercentileCheck::new(60).unwrap();
    let json = serde_json::to_string(&spell).unwrap();
    assert_eq!(json, "60");
    assert_eq!(
        serde_json::from_str::<PercentileCheck>(&json).unwrap(),
        spell
    );
    assert!(serde_json::from_str::<PercentileCheck>("150").is_err());

    let outcome = roll(&spell, &[44]);
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(
        json,
        r#"{"band":"pass","dice":[{"sides":100,"face":44,"fate":"counted"}]}"#
    );
    let back: osr_check::constitution::PercentileRoll = serde_json::from_str(&json).unwrap();
    assert_eq!(back, outcome);
    assert_eq!(spell.verify(&back), Ok(()));
    // A forged band is caught against the check that rolled it.
    let forged: osr_check::constitution::PercentileRoll =
        serde_json::from_str(&json.replace("pass", "fail")).unwrap();
    assert_eq!(spell.verify(&forged), Err(osr_check::Error::Forged));
}
