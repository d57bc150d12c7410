//! `constitution::morale`: morale (TC-5.13).

use osr_check::constitution::{MoraleCheck, MoraleScore, Nerve};
use osr_check::{Check, Error, Resolved};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn morale_holds_on_2d6_at_most_the_score() {
    // rule: TC-5.13
    let seven = MoraleCheck::new(7).unwrap();
    assert_eq!(band(&seven, &[3, 4]), Nerve::Holds);
    assert_eq!(band(&seven, &[2, 6]), Nerve::Breaks);
    assert_eq!(roll(&seven, &[2, 6]).total(), 8);
    assert_eq!(seven.odds().probability(&Nerve::Holds), Some(frac(21, 36)));
    // X8: morale 6, 2d6 = 9 -> breaks.
    assert_eq!(band(&MoraleCheck::new(6).unwrap(), &[4, 5]), Nerve::Breaks);
    // 2 holds only on double 1s; 12 always holds.
    let two = MoraleCheck::new(2).unwrap();
    assert_eq!(two.odds().probability(&Nerve::Holds), Some(frac(1, 36)));
    let twelve = MoraleCheck::new(12).unwrap();
    assert_eq!(twelve.odds().probability(&Nerve::Holds), Some(frac(1, 1)));
    assert_eq!(twelve.score(), 12);
    assert_eq!((MoraleScore::MIN, MoraleScore::MAX), (2, 12));
    assert_eq!(
        MoraleCheck::new(13).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "morale score",
            value: 13,
            min: 2,
            max: 12
        })
    );
    assert!(MoraleCheck::new(1).is_err());
    // Every pair of faces against every score.
    for score in 2..=12 {
        let morale = MoraleCheck::new(score).unwrap();
        for a in 1..=6 {
            for b in 1..=6 {
                let outcome = roll(&morale, &[a, b]);
                let expected = if a + b <= score {
                    Nerve::Holds
                } else {
                    Nerve::Breaks
                };
                assert_eq!(outcome.band(), expected, "{score}: {a} + {b}");
                assert_eq!((outcome.total(), outcome.score()), (a + b, score));
            }
        }
    }
    // The ways to make 2..=12 on 2d6: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1.
    let mut ways = 0;
    for (score, n) in (2..=12).zip([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]) {
        ways += n;
        let morale = MoraleCheck::new(score).unwrap();
        assert_eq!(
            morale.odds().sum_where(|n| *n == Nerve::Holds),
            frac(ways, 36),
            "morale {score}"
        );
    }
}

#[test]
fn morale_checks_agree_with_sampling() {
    for score in 2..=12 {
        assert_agrees_with_sampling(&MoraleCheck::new(score).unwrap(), 20_000);
    }
}

#[cfg(feature = "serde")]
mod json {
    use osr_check::constitution::{MoraleCheck, MoraleRoll};
    use osr_check::{Check, Error};

    use super::roll;

    #[test]
    fn morale_checks_and_rolls_as_json() {
        let morale = MoraleCheck::new(7).unwrap();
        assert_eq!(serde_json::to_string(&morale).unwrap(), "7");
        assert_eq!(serde_json::from_str::<MoraleCheck>("7").unwrap(), morale);
        assert!(serde_json::from_str::<MoraleCheck>("13").is_err());

        let outcome = roll(&morale, &[3, 4]);
        let json = serde_json::to_string(&outcome).unwrap();
        assert_eq!(
            json,
            r#"{"band":"holds","total":7,"score":7,"dice":[{"sides":6,"face":3,"fate":"counted"},{"sides":6,"face":4,"fate":"counted"}]}"#
        );
        let back: MoraleRoll = serde_json::from_str(&json).unwrap();
        assert_eq!(back, outcome);
        assert_eq!(morale.verify(&back), Ok(()));
    }

    #[test]
    fn forged_morale_rolls_are_refused() {
        let dice = |a: u32, b: u32, sides: u32| {
            format!(
                r#"[{{"sides":{sides},"face":{a},"fate":"counted"}},{{"sides":{sides},"face":{b},"fate":"counted"}}]"#
            )
        };
        let record = |band: &str, total: u32, score: u32, dice: &str| {
            format!(r#"{{"band":"{band}","total":{total},"score":{score},"dice":{dice}}}"#)
        };
        let refused = |json: String, what: &'static str| {
            let err = serde_json::from_str::<MoraleRoll>(&json).unwrap_err();
            let expected = Error::Inconsistent { what }.to_string();
            assert!(err.to_string().starts_with(&expected), "{json}: {err}");
        };
        // The honest record reads.
        let honest = record("breaks", 9, 6, &dice(4, 5, 6));
        assert_eq!(
            serde_json::from_str::<MoraleRoll>(&honest).unwrap().total(),
            9
        );
        refused(record("breaks", 12, 6, &dice(4, 5, 6)), "the total");
        refused(record("holds", 9, 6, &dice(4, 5, 6)), "the band");
        refused(record("breaks", 9, 6, &dice(4, 5, 8)), "the size of a die");
        let dropped = dice(4, 5, 6).replacen("counted", "dropped", 1);
        refused(record("breaks", 9, 6, &dropped), "the fate of a die");
        // Out-of-range scores and faces fail as their types do.
        assert!(
            serde_json::from_str::<MoraleRoll>(&record("breaks", 9, 13, &dice(4, 5, 6))).is_err()
        );
        assert!(
            serde_json::from_str::<MoraleRoll>(&record("breaks", 9, 6, &dice(4, 7, 6))).is_err()
        );
        let three = r#"[{"sides":6,"face":4,"fate":"counted"},{"sides":6,"face":5,"fate":"counted"},{"sides":6,"face":1,"fate":"counted"}]"#;
        assert!(serde_json::from_str::<MoraleRoll>(&record("breaks", 9, 6, three)).is_err());
    }
}
