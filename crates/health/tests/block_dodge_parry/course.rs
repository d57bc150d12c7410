//! A disease's whole course against paths counted by hand.

use osr_health::Error;
use osr_health::block_dodge_parry::{DiseaseEnd, Illness, disease};

use super::body;
use crate::common::frac;

// rule: BDP-1.7.4.daily, BDP-1.7.4.heal, BDP-1.7.4.care
#[test]
fn a_timed_disease_ends_with_its_days_and_the_damage_of_its_failures() {
    // Swampsigh, 1 STR a failed day, with 2 days to run, on STR 11: the
    // save passes on 1-11, then on 1-10 after a failure.
    let sick = Illness::new(disease("swampsigh").unwrap(), Some(2)).unwrap();
    let course = sick.course_odds(&body(11, 10, 9), false, 5).unwrap();
    let ends = course.endings();
    let left = |score| ends.probability(&DiseaseEnd::Recovered { score }).unwrap();
    assert_eq!(left(11), frac(121, 400)); // pass, pass
    assert_eq!(left(10), frac(11 * 9 + 9 * 10, 400)); // pass-fail or fail-pass
    assert_eq!(left(9), frac(9 * 10, 400)); // fail, fail
    assert_eq!(*course.mean_steps(), frac(2, 1));
    assert_eq!(course.ended_at(2), frac(1, 1));
    // With rest and care, advantage: a day fails only when both d20 do.
    let cared = sick.course_odds(&body(11, 10, 9), true, 5).unwrap();
    let both_pass = frac(319, 400) * frac(319, 400);
    assert_eq!(
        cared
            .endings()
            .probability(&DiseaseEnd::Recovered { score: 11 }),
        Some(both_pass)
    );
}

// rule: BDP-1.7.4.heal, BDP-1.7.3.str
#[test]
fn a_str_disease_healed_by_saves_races_death() {
    // Bonebreaker Plague: 2 STR a failed day, 3 saves heal it. On STR 4 the
    // save passes with 1/5, on STR 2 with 1/10, and a second failure kills.
    // Recovered: three passes, or one failure after j passes and then
    // 3 - j passes on STR 2.
    let sick = Illness::new(disease("bonebreaker_plague").unwrap(), None).unwrap();
    let course = sick.course_odds(&body(4, 10, 9), false, 10).unwrap();
    let one_fail = |j: u32| {
        let early = frac(1, 5);
        let late = frac(1, 10);
        (0..j).fold(frac(1, 1), |p, _| p * &early)
            * frac(4, 5)
            * (0..3 - j).fold(frac(1, 1), |p, _| p * &late)
    };
    let clean = frac(1, 125);
    let recovered_on_two = one_fail(0) + one_fail(1) + one_fail(2);
    assert_eq!(recovered_on_two, frac(28, 5000));
    let ends = course.endings();
    assert_eq!(
        ends.probability(&DiseaseEnd::Recovered { score: 4 }),
        Some(clean)
    );
    assert_eq!(
        ends.probability(&DiseaseEnd::Recovered { score: 2 }),
        Some(recovered_on_two)
    );
    assert_eq!(ends.probability(&DiseaseEnd::Died), Some(frac(1233, 1250)));
    // Dead on day 2 at the earliest: fail, fail.
    assert_eq!(course.ended_at_by(1, &DiseaseEnd::Died), frac(0, 1));
    assert_eq!(
        course.ended_at_by(2, &DiseaseEnd::Died),
        frac(4, 5) * frac(9, 10)
    );
}

#[test]
fn a_course_with_no_end_or_already_over_is_refused() {
    // Soul's Despair: WIL, no duration, no saves heal it: only a cure.
    let despair = Illness::new(disease("souls_despair").unwrap(), None).unwrap();
    let err = despair.course_odds(&body(11, 10, 9), false, 5).unwrap_err();
    assert_eq!(err.kind(), "never_ends");
    let mut cured = Illness::new(disease("shadowrot").unwrap(), None).unwrap();
    cured.cure();
    let err = cured.course_odds(&body(11, 10, 9), false, 5).unwrap_err();
    assert_eq!(
        err,
        Error::AlreadyOver {
            what: "the disease"
        }
    );
    assert_eq!(err.to_string(), "the disease is already over");
}
