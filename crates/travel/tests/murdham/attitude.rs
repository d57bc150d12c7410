//! Murdham's attitude roll.

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::{Check, Fate, Resolved};
use osr_core::SuppliedFaces;
use osr_travel::murdham::{ATTITUDES, Approach, Attitude, AttitudeRoll};

use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn attitude_keeps_the_lower_or_higher_d6() {
    // rule: MU-dice.keep-low-high
    // rule: MU-travel.attitude.roll
    // rule: MU-travel.attitude.table
    let aggressive = AttitudeRoll::new(Approach::Aggressive);
    let peaceful = AttitudeRoll::new(Approach::Peaceful);
    let other = AttitudeRoll::new(Approach::Other);
    let outcome = aggressive.roll(&mut SuppliedFaces::new(&[5, 2])).unwrap();
    assert_eq!(
        (outcome.kept(), outcome.attitude()),
        (2, Attitude::Unfriendly)
    );
    assert_eq!(outcome.dice()[0].fate, Fate::Dropped);
    let outcome = peaceful.roll(&mut SuppliedFaces::new(&[5, 2])).unwrap();
    assert_eq!((outcome.kept(), outcome.attitude()), (5, Attitude::Neutral));
    assert_eq!(outcome.dice()[1].fate, Fate::Dropped);
    let outcome = other.roll(&mut SuppliedFaces::new(&[6])).unwrap();
    assert_eq!((outcome.kept(), outcome.band()), (6, Attitude::Friendly));
    assert_eq!(outcome.dice().len(), 1);

    // The table: 1 hostile, 2-3 unfriendly, 4-5 neutral, 6 friendly.
    let table: Vec<Attitude> = (1..=6).map(|f| *ATTITUDES.row(f).unwrap()).collect();
    assert_eq!(
        table,
        [
            Attitude::Hostile,
            Attitude::Unfriendly,
            Attitude::Unfriendly,
            Attitude::Neutral,
            Attitude::Neutral,
            Attitude::Friendly
        ]
    );
    assert_eq!(Attitude::Hostile.to_string(), "hostile");
    assert_eq!(
        Attitude::Friendly.behaviour(),
        "helps cheaply or for free, but will not be exploited"
    );

    // P(hostile): 11/36 aggressive, 1/6 otherwise, 1/36 peaceful.
    assert_eq!(
        aggressive.odds().probability(&Attitude::Hostile),
        Some(frac(11, 36))
    );
    assert_eq!(
        other.odds().probability(&Attitude::Hostile),
        Some(frac(1, 6))
    );
    assert_eq!(
        peaceful.odds().probability(&Attitude::Hostile),
        Some(frac(1, 36))
    );

    // Every band against enumeration of 2d6.
    for (roll, keep) in [
        (
            aggressive,
            (|a: u32, b: u32| a.min(b)) as fn(u32, u32) -> u32,
        ),
        (peaceful, |a: u32, b: u32| a.max(b)),
    ] {
        let mut expected = std::collections::BTreeMap::new();
        for a in 1..=6 {
            for b in 1..=6 {
                let attitude = *ATTITUDES.row(keep(a, b)).unwrap();
                *expected.entry(attitude).or_insert_with(BigRational::zero) += frac(1, 36);
            }
        }
        for (attitude, p) in expected {
            assert_eq!(roll.odds().probability(&attitude), Some(p));
        }
        assert_agrees_with_sampling(&roll, 10_000);
    }
    assert_agrees_with_sampling(&other, 10_000);
    assert_agrees_with_sampling(&ATTITUDES, 10_000);
}

#[cfg(feature = "serde")]
#[test]
fn attitude_outcomes_name_their_band_and_refuse_forgeries() {
    use osr_check::Error;
    use osr_travel::murdham::AttitudeOutcome;

    let outcome = AttitudeRoll::new(Approach::Peaceful)
        .roll(&mut SuppliedFaces::new(&[2, 5]))
        .unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(
        json,
        r#"{"band":"neutral","kept":5,"dice":[{"sides":6,"face":2,"fate":"dropped"},{"sides":6,"face":5,"fate":"counted"}]}"#
    );
    assert_eq!(
        serde_json::from_str::<AttitudeOutcome>(&json).unwrap(),
        outcome
    );
    let forged = [
        (json.replace("neutral", "friendly"), "the band"),
        (json.replace(r#""kept":5"#, r#""kept":2"#), "the kept die"),
        (
            json.replace(
                r#""face":2,"fate":"dropped""#,
                r#""face":2,"fate":"counted""#,
            ),
            "the kept die",
        ),
    ];
    for (text, what) in forged {
        let err = serde_json::from_str::<AttitudeOutcome>(&text).unwrap_err();
        let expected = Error::Inconsistent { what }.to_string();
        assert!(err.to_string().contains(&expected), "{text}: {err}");
    }
}

#[test]
fn faces_off_the_die_are_errors() {
    for face in [0, 7, u32::MAX] {
        assert!(
            AttitudeRoll::new(Approach::Peaceful)
                .roll(&mut crate::common::Always(face))
                .is_err()
        );
    }
}

#[cfg(feature = "serde")]
#[test]
fn every_rolled_attitude_reads_back_from_its_json() {
    use rand_core::SeedableRng;

    for approach in [Approach::Aggressive, Approach::Other, Approach::Peaceful] {
        let roll = AttitudeRoll::new(approach);
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(crate::common::SEED);
        for _ in 0..200 {
            let outcome = roll.roll(&mut rng).unwrap();
            let json = serde_json::to_string(&outcome).unwrap();
            let back: osr_travel::murdham::AttitudeOutcome = serde_json::from_str(&json).unwrap();
            assert_eq!(back, outcome);
            assert_eq!(roll.verify(&back), Ok(()));
        }
    }
}
