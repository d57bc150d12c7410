//! A sickness's whole course against paths counted by hand.

use osr_health::murdham::{Sickness, SicknessEnd, disease};

use crate::common::frac;

// rule: MU-health.disease.recovery, MU-health.disease.fail
#[test]
fn a_sickness_recovers_with_str_lowered_by_its_failures() {
    // Bloody flu on STR 10: saves pass with 1/2; a failure lowers STR by a
    // d4 before the next save; 2 successes recover.
    let course = Sickness::new(disease("bloody_flu").unwrap())
        .course_odds(10, 10)
        .unwrap();
    let recovered = |str| {
        course
            .endings()
            .probability(&SicknessEnd::Recovered { str })
            .unwrap()
    };
    assert_eq!(recovered(10), frac(1, 4)); // pass, pass
    // One failure of 1: fail-pass-pass (1/2 * 1/4 * (9/20)^2) or
    // pass-fail-pass (1/2 * 1/2 * 1/4 * 9/20).
    assert_eq!(recovered(9), frac(81, 3200) + frac(90, 3200));
    assert_eq!(course.ended_at(2), frac(1, 4));
    assert_eq!(course.ended_at(1), frac(0, 1));
}

// rule: MU-health.disease.list
#[test]
fn black_gangrene_rots_the_feet_on_its_second_failure() {
    // STR 1: a save passes with 1/20; after a failure STR is 0 and no save
    // passes, so the second failure comes next.
    let course = Sickness::new(disease("black_gangrene").unwrap())
        .course_odds(1, 5)
        .unwrap();
    let ends = course.endings();
    assert_eq!(
        ends.probability(&SicknessEnd::Recovered { str: 1 }),
        Some(frac(1, 400))
    );
    assert_eq!(
        ends.probability(&SicknessEnd::FeetRot { str: 0 }),
        Some(frac(399, 400))
    );
    // Fail, fail on days 1 and 2: (19/20) * 1.
    assert_eq!(
        course.ended_at_by(2, &SicknessEnd::FeetRot { str: 0 }),
        frac(19, 20)
    );
}

// rule: MU-health.disease.list
#[test]
fn weeping_sores_at_str_0_leave_no_recovery_and_digworm_has_none() {
    // Weeping sores lower STR by a d6: from STR 1 any failure leaves 0.
    let course = Sickness::new(disease("weeping_sores").unwrap())
        .course_odds(1, 5)
        .unwrap();
    assert_eq!(
        course.endings().probability(&SicknessEnd::Hopeless),
        Some(frac(399, 400))
    );
    // Hopeless on the day of the failure: day 1 with 19/20.
    assert_eq!(course.ended_at_by(1, &SicknessEnd::Hopeless), frac(19, 20));
    let digworm = Sickness::new(disease("digworm").unwrap()).course_odds(10, 5);
    assert_eq!(digworm.unwrap_err().kind(), "never_ends");
}

// rule: MU-health.suffocate, MU-health.drown
#[test]
fn a_drowning_lasts_its_held_rounds_and_two_failed_saves() {
    use osr_core::SuppliedFaces;
    use osr_health::murdham::Breathing;

    // STR 10: 4 rounds held, then a save each round at 1/2; the second
    // failure kills: dead in round 4 + n with (n - 1) / 2^n.
    let course = Breathing::new().course_odds(10, 12).unwrap();
    assert_eq!(*course.mean_steps(), frac(8, 1));
    for (round, p) in [
        (5, frac(0, 1)),
        (6, frac(1, 4)),
        (7, frac(2, 8)),
        (8, frac(3, 16)),
    ] {
        assert_eq!(course.ended_at(round), p, "round {round}");
    }
    // Already out cold after round 5, at STR 12: each failure (8 in 20) kills.
    let mut out = Breathing::new();
    for _ in 0..4 {
        out.round(12, &mut SuppliedFaces::new(&[])).unwrap();
    }
    out.round(12, &mut SuppliedFaces::new(&[15])).unwrap();
    let course = out.course_odds(12, 3).unwrap();
    assert_eq!(*course.mean_steps(), frac(5, 2));
    assert_eq!(course.ended_at(1), frac(2, 5));
    // Every save passes at STR 20; the dead have no course.
    let strong = Breathing::new().course_odds(20, 3).unwrap_err();
    assert_eq!(strong.kind(), "never_ends");
    out.round(12, &mut SuppliedFaces::new(&[20])).unwrap();
    assert_eq!(out.course_odds(12, 3).unwrap_err().kind(), "already_over");
}
