//! Ailments: the table, the contract roll and the courses.

use crate::common::faces;

use crate::common::{assert_samples_agree, frac};
use osr_health::Error;
use osr_health::gods_and_monsters::{
    AILMENTS, AilmentCourse, AilmentKind, AilmentPhase, Event, Exposure, RolledAgainst, ailment,
};

#[test]
fn the_example_ailments() {
    // rule: GM-health.ailment.roll
    let strengths: Vec<(&str, i32)> = AILMENTS.iter().map(|a| (a.id, a.strength)).collect();
    assert_eq!(
        strengths,
        [
            ("alcohol", -1),
            ("common_cold", 1),
            ("food_poisoning", 3),
            ("black_widow", 0),
            ("giant_spider", 4),
            ("huge_spider", 2),
            ("large_spider", 1),
            ("shadow_spider", 1),
            ("sleep_gas", 0)
        ]
    );
    assert_eq!(
        ailment("food_poisoning").unwrap().kind,
        AilmentKind::Chronic
    );
    assert!(matches!(
        ailment("wyvern"),
        Err(Error::UnknownId {
            table: "ailment",
            ..
        })
    ));
}

#[test]
fn the_contract_roll_is_the_reaction_minus_strength() {
    // rule: GM-health.ailment.roll
    let bite = ailment("huge_spider").unwrap();
    assert_eq!(
        bite.contract_roll(8, Exposure::Inflicted).unwrap().target(),
        6
    );
    let meal = ailment("food_poisoning").unwrap();
    assert_eq!(
        meal.contract_roll(10, Exposure::Accepted).unwrap().target(),
        3
    );
    assert_eq!(
        meal.contract_roll(10, Exposure::Noticeable)
            .unwrap()
            .target(),
        7
    );
    assert_eq!(Exposure::Noticeable.reaction(), RolledAgainst::Perception);
    let (_, step) =
        AilmentCourse::contract(bite, 8, Exposure::Inflicted, &mut faces(&[6])).unwrap();
    assert_eq!(
        step.events,
        [Event::CheckRolled {
            reaction: RolledAgainst::Evasion,
            target: 6,
            face: 6,
            passed: true
        }]
    );
}

#[test]
fn a_large_spider_bite_gives_d2_injuries_once() {
    // rule: GM-health.ailment.effect
    let bite = ailment("large_spider").unwrap();
    let (mut course, step) =
        AilmentCourse::contract(bite, 8, Exposure::Inflicted, &mut faces(&[9, 2])).unwrap();
    assert_eq!(step.taken, Some(2));
    assert_eq!(course.phase(), AilmentPhase::Over);
    let later = course.action_time(8, false, &mut faces(&[])).unwrap();
    assert_eq!(later.taken, None);
    // Evasion 8 - 1: a 7 avoids the bite altogether.
    let (dodged, step) =
        AilmentCourse::contract(bite, 8, Exposure::Inflicted, &mut faces(&[7])).unwrap();
    assert_eq!((step.taken, dodged.phase()), (None, AilmentPhase::Over));
}

#[test]
fn food_poisoning_three_failures_after_it_took_effect_is_four_injuries() {
    // rule: GM-health.ailment.chronic
    let meal = ailment("food_poisoning").unwrap();
    let (mut course, first) =
        AilmentCourse::contract(meal, 10, Exposure::Accepted, &mut faces(&[4])).unwrap();
    let mut injuries = first.taken.unwrap();
    let mut targets = Vec::new();
    for _ in 0..3 {
        let step = course.action_time(10, true, &mut faces(&[20])).unwrap();
        injuries += step.taken.unwrap();
        targets.extend(step.events.iter().filter_map(|e| match e {
            Event::CheckRolled { target, .. } => Some(*target),
            _ => None,
        }));
    }
    assert_eq!(injuries, 4);
    // The strength fades by one each hour: the rolls at -2, -1, 0.
    assert_eq!(targets, [8, 9, 10]);
    assert_eq!(course.times_taken(), 4);
    let end = course.action_time(10, true, &mut faces(&[10])).unwrap();
    assert_eq!(end.events.last(), Some(&Event::AilmentEnded));
    assert_eq!(course.phase(), AilmentPhase::Over);
}

#[test]
fn five_rounds_of_sleep_gas_with_three_failures_is_six_d10_minutes() {
    // rule: GM-health.ailment.inescapable
    let gas = ailment("sleep_gas").unwrap();
    // Evasion 10: fail, pass, fail, pass, fail; each failure 2d10.
    let (mut course, first) =
        AilmentCourse::contract(gas, 10, Exposure::Inflicted, &mut faces(&[11, 3, 4])).unwrap();
    let mut minutes = vec![first.taken];
    for f in [&[5][..], &[12, 10, 1], &[2], &[20, 6, 6]] {
        minutes.push(course.action_time(10, true, &mut faces(f)).unwrap().taken);
    }
    assert_eq!(minutes, [Some(7), None, Some(11), None, Some(12)]);
    assert_eq!(course.times_taken(), 3);
    assert_eq!(course.phase(), AilmentPhase::Exposed);
    // Out of the gas: over, no roll.
    let out = course.action_time(10, false, &mut faces(&[])).unwrap();
    assert_eq!((out.taken, course.phase()), (None, AilmentPhase::Over));
}

#[test]
fn a_chronic_inescapable_ailment_grows_while_in_it_and_fades_after() {
    // rule: GM-health.ailment.chronic-inescapable
    // MIASMA: the food poisoning row as the model, made inescapable.
    let (mut course, first) =
        AilmentCourse::contract(&MIASMA, 10, Exposure::Inflicted, &mut faces(&[8])).unwrap();
    assert_eq!((first.taken, course.strength()), (Some(1), 3));
    // In the area: no roll, one stronger each action time.
    let step = course.action_time(10, true, &mut faces(&[])).unwrap();
    assert_eq!(step.taken, Some(1));
    assert_eq!(step.events[0], Event::AilmentStrength { from: 3, to: 4 });
    course.action_time(10, true, &mut faces(&[])).unwrap();
    assert_eq!(course.strength(), 5);
    // Out of it: back to 3, fading to 2 before the health roll at -2.
    let out = course.action_time(10, false, &mut faces(&[9])).unwrap();
    assert_eq!(course.strength(), 2);
    assert!(matches!(
        out.events.last(),
        Some(Event::AilmentTookEffect { .. })
    ));
    assert!(out.events.contains(&Event::CheckRolled {
        reaction: RolledAgainst::Health,
        target: 8,
        face: 9,
        passed: false
    }));
    let over = course.action_time(10, false, &mut faces(&[9])).unwrap();
    assert_eq!(over.events.last(), Some(&Event::AilmentEnded));
}

#[cfg(feature = "serde")]
#[test]
fn a_course_in_progress_reads_back_through_the_table() {
    let meal = ailment("food_poisoning").unwrap();
    let (course, _) =
        AilmentCourse::contract(meal, 10, Exposure::Accepted, &mut faces(&[4])).unwrap();
    let json = serde_json::to_string(&course).unwrap();
    assert_eq!(
        json,
        r#"{"ailment":"food_poisoning","exposure":"accepted","strength":3,"phase":"ailing","in_area":true,"times_taken":1,"amount":1}"#
    );
    assert_eq!(
        serde_json::from_str::<AilmentCourse>(&json).unwrap(),
        course
    );
    // A course written before it kept its amount reads as none taken.
    let older = json.replace(r#","amount":1"#, "");
    assert_eq!(
        serde_json::from_str::<AilmentCourse>(&older)
            .unwrap()
            .amount(),
        0
    );
    let unknown = json.replace("food_poisoning", "wyvern_venom");
    let err = serde_json::from_str::<AilmentCourse>(&unknown)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(r#"unknown ailment id "wyvern_venom""#),
        "{err}"
    );
    assert!(
        serde_json::from_str::<AilmentCourse>(&json.replace(r#""strength":3"#, r#""strength":99"#))
            .is_err()
    );
}

/// Runs a course the way the odds describe it: `action_times` in the
/// ailment (the first the contract roll), then out of it until it is over.
fn run_course(
    row: &'static osr_health::gods_and_monsters::AilmentRow,
    score: i32,
    health: i32,
    action_times: u32,
    rng: &mut rand_pcg::Pcg64Mcg,
) -> u32 {
    let (mut course, _) = AilmentCourse::contract(row, score, Exposure::Inflicted, rng).unwrap();
    for _ in 1..action_times {
        let reaction = if course.phase() == AilmentPhase::Exposed {
            score
        } else {
            health
        };
        course.action_time(reaction, true, rng).unwrap();
    }
    for _ in 0..200 {
        if course.phase() == AilmentPhase::Over {
            break;
        }
        course.action_time(health, false, rng).unwrap();
    }
    assert_eq!(course.phase(), AilmentPhase::Over);
    course.times_taken()
}

static MIASMA: osr_health::gods_and_monsters::AilmentRow =
    osr_health::gods_and_monsters::AilmentRow {
        id: "miasma",
        name: "Miasma",
        kind: AilmentKind::ChronicInescapable,
        ..AILMENTS[2]
    };

#[test]
fn how_often_an_ailment_takes_effect_agrees_with_its_course() {
    // rule: GM-health.ailment.chronic
    // rule: GM-health.ailment.inescapable
    let meal = ailment("food_poisoning").unwrap();
    let odds = meal
        .times_taken_odds(10, Exposure::Inflicted, 10, 1)
        .unwrap();
    // Evasion 10 - 3: resisted on 7 or less; then the hourly rolls at -2, -1, 0, +1...
    assert_eq!(odds.probability(&0), Some(frac(7, 20)));
    assert_eq!(odds.probability(&1), Some(frac(13, 20) * frac(8, 20)));
    assert_eq!(
        odds.probability(&2),
        Some(frac(13, 20) * frac(12, 20) * frac(9, 20))
    );
    // Five rounds of sleep gas at evasion 10: binomial, 10 of 20 each.
    let gas = ailment("sleep_gas").unwrap();
    let gas_odds = gas
        .times_taken_odds(10, Exposure::Inflicted, 10, 5)
        .unwrap();
    assert_eq!(gas_odds.probability(&3), Some(frac(10, 32)));
    for (row, times) in [
        (meal, 1),
        (gas, 5),
        (&MIASMA, 4),
        (ailment("huge_spider").unwrap(), 1),
    ] {
        let odds = row
            .times_taken_odds(9, Exposure::Inflicted, 8, times)
            .unwrap();
        assert_samples_agree(&odds, 10_000, |rng| run_course(row, 9, 8, times, rng));
    }
}

#[test]
fn a_chronic_inescapable_ailment_counts_every_time_in_it() {
    // rule: GM-health.ailment.chronic-inescapable
    // Health 30 throws it off at once outside; evasion 10 - 3 = 7 in it.
    let odds = MIASMA
        .times_taken_odds(10, Exposure::Inflicted, 30, 3)
        .unwrap();
    // Taken first at the first of 3 times: 3 in it, then 1 more outside
    // only if the health roll fails (it cannot at 30).
    assert_eq!(odds.probability(&3), Some(frac(13, 20)));
    assert_eq!(odds.probability(&2), Some(frac(7, 20) * frac(13, 20)));
    assert_eq!(odds.probability(&0), Some(frac(7 * 7 * 7, 8000)));
}

/// An ailment's course rolled through [`AilmentCourse`]: how it ended and
/// after how many action times (the contract roll the first; the call that
/// only finds an inescapable ailment left behind is no action time of it).
fn run_whole_course(
    row: &'static osr_health::gods_and_monsters::AilmentRow,
    score: i32,
    health: i32,
    in_area: u32,
    rng: &mut rand_pcg::Pcg64Mcg,
) -> (u32, osr_health::gods_and_monsters::AilmentEnd) {
    let (mut course, first) =
        AilmentCourse::contract(row, score, Exposure::Inflicted, rng).unwrap();
    let mut amount = first.taken.unwrap_or(0);
    let mut times = 1;
    for t in 2..=400 {
        if course.phase() == AilmentPhase::Over {
            break;
        }
        let here = t <= in_area;
        if !here && course.phase() == AilmentPhase::Exposed {
            course.action_time(score, false, rng).unwrap();
            break;
        }
        let reaction = if course.phase() == AilmentPhase::Exposed {
            score
        } else {
            health
        };
        amount += course
            .action_time(reaction, here, rng)
            .unwrap()
            .taken
            .unwrap_or(0);
        times = t;
    }
    assert_eq!(course.phase(), AilmentPhase::Over);
    let end = osr_health::gods_and_monsters::AilmentEnd {
        times_taken: course.times_taken(),
        amount,
    };
    (times, end)
}

#[test]
fn an_ailments_whole_course_counts_its_times_as_the_closed_forms_do() {
    // rule: GM-health.ailment.chronic, GM-health.ailment.inescapable, GM-health.ailment.chronic-inescapable
    let rows = AILMENTS.iter().chain([&MIASMA]);
    for row in rows {
        for (score, health, in_area) in [(9, 8, 1), (12, 10, 3), (6, 14, 5)] {
            let course = row
                .course_odds(score, Exposure::Inflicted, health, in_area, 200)
                .unwrap();
            let times = row
                .times_taken_odds(score, Exposure::Inflicted, health, in_area)
                .unwrap();
            for (n, p) in times.bands() {
                let summed = course.endings().sum_where(|end| end.times_taken == *n);
                assert_eq!(
                    &summed, p,
                    "{} {score} {health} {in_area}: {n} times",
                    row.id
                );
            }
        }
    }
}

#[test]
fn an_ailments_whole_course_agrees_with_rolling_it() {
    for (row, in_area) in [
        (ailment("food_poisoning").unwrap(), 1),
        (ailment("sleep_gas").unwrap(), 4),
        (&MIASMA, 3),
        (ailment("giant_spider").unwrap(), 1),
    ] {
        let course = row
            .course_odds(9, Exposure::Inflicted, 8, in_area, 200)
            .unwrap();
        assert_eq!(*course.beyond(), frac(0, 1));
        let mut weights = Vec::new();
        for step in 1..=course.steps_listed() {
            for (end, _) in course.endings().bands() {
                weights.push(((step, *end), course.ended_at_by(step, end)));
            }
        }
        let joint = osr_check::Odds::new(weights, None).unwrap();
        assert_samples_agree(&joint, 10_000, |rng| {
            run_whole_course(row, 9, 8, in_area, rng)
        });
    }
}

#[test]
fn food_poisonings_course_by_hand() {
    // rule: GM-health.ailment.chronic
    // Evasion 10 against strength 3: resisted on 7 or less (one action
    // time). Taken: 1 injury, then hourly health rolls (health 10) at -2,
    // -1, 0: thrown off on 8, 9, 10 or less, another injury otherwise.
    let meal = ailment("food_poisoning").unwrap();
    let course = meal
        .course_odds(10, Exposure::Inflicted, 10, 1, 50)
        .unwrap();
    let end = |times_taken, amount| osr_health::gods_and_monsters::AilmentEnd {
        times_taken,
        amount,
    };
    let p = |e| course.endings().probability(&e).unwrap();
    assert_eq!(p(end(0, 0)), frac(7, 20));
    assert_eq!(p(end(1, 1)), frac(13, 20) * frac(8, 20));
    assert_eq!(p(end(2, 2)), frac(13, 20) * frac(12, 20) * frac(9, 20));
    assert_eq!(
        course.ended_at(3),
        frac(13, 20) * frac(12, 20) * frac(9, 20)
    );
}
