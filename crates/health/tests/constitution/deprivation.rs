//! Food, water and sleep (TC-15.1 to TC-15.7), with the deprivation
//! timeline, scenario X15 and worked example W12 step by step.

use osr_check::Resolved;
use osr_core::SuppliedFaces;
use osr_health::Error;
use osr_health::constitution::Event;
use osr_health::constitution::deprivation::{
    Day, Deprivation, Food, Hunger, RationsNeeded, STAY_AWAKE_DC, Sleep, Water, rations,
};

fn none() -> SuppliedFaces<'static> {
    SuppliedFaces::new(&[])
}

fn live(pc: &mut Deprivation, day: Day) {
    pc.day(day, &mut none()).unwrap();
}

#[test]
fn a_ration_of_food_and_of_water_each_per_day() {
    // rule: TC-15.1
    assert_eq!(
        rations(4, 3).unwrap(),
        RationsNeeded {
            food: 12,
            water: 12
        }
    );
    assert_eq!(rations(0, 3).unwrap(), RationsNeeded { food: 0, water: 0 });
    assert!(rations(3651, 1).is_err());
}

#[test]
fn fasting_gives_minus_two_and_takes_as_many_days_to_end() {
    // rule: TC-15.2
    let mut pc = Deprivation::new(18).unwrap();
    // Half a ration a day: fasting, no strain, for five days.
    for _ in 0..5 {
        live(&mut pc, Day::eating(Food::Half));
    }
    assert_eq!(
        (pc.hunger(), pc.penalty(), pc.strain()),
        (Hunger::Fasting, -2, 0)
    );
    // Five days of eating normally end the fast, not four.
    for day in 1..=4 {
        let report = pc.day(Day::NORMAL, &mut none()).unwrap();
        assert_eq!(report.events(), [Event::RecoveryDay { day, of: 5 }]);
    }
    assert_eq!(pc.hunger(), Hunger::Fasting);
    live(&mut pc, Day::NORMAL);
    assert_eq!((pc.hunger(), pc.penalty()), (Hunger::Fed, 0));
    // A fast of 40 days takes a month to end.
    let mut pc = Deprivation::new(18).unwrap();
    for _ in 0..40 {
        live(&mut pc, Day::eating(Food::Half));
    }
    let report = pc.day(Day::NORMAL, &mut none()).unwrap();
    assert_eq!(report.events(), [Event::RecoveryDay { day: 1, of: 30 }]);
}

#[test]
fn starvation_starts_after_a_third_of_str_in_days_of_strain() {
    // rule: TC-15.3
    for (str, threshold) in [(10, 3), (9, 3), (13, 4), (11, 4), (4, 1), (1, 1), (18, 6)] {
        assert_eq!(
            Deprivation::new(str).unwrap().threshold(),
            threshold,
            "STR {str}"
        );
    }
    // STR 10: no food and exertion for two days: 4 strain, starving.
    let mut pc = Deprivation::new(10).unwrap();
    live(&mut pc, Day::eating(Food::None).exerting());
    assert_eq!((pc.strain(), pc.hunger()), (2, Hunger::Fasting));
    live(&mut pc, Day::eating(Food::None).exerting());
    assert_eq!((pc.strain(), pc.hunger()), (4, Hunger::Starving));
}

/// Scenario X15: strain accounting.
#[test]
fn scenario_x15_strain_accounting() {
    // rule: TC-15.3
    let mut pc = Deprivation::new(10).unwrap();
    // 1. A fasting PC goes a day without food, marching hard: 2 strain.
    live(&mut pc, Day::eating(Food::Half));
    let report = pc
        .day(Day::eating(Food::None).exerting(), &mut none())
        .unwrap();
    assert_eq!(report.events(), [Event::StrainGained { from: 0, to: 2 }]);
    // 2. Half a ration and rest: no strain, still fasting at -2.
    live(&mut pc, Day::eating(Food::Half));
    assert_eq!((pc.strain(), pc.penalty()), (2, -2));
    // 3. No food: 3 strain, starvation starts.
    let report = pc.day(Day::eating(Food::None), &mut none()).unwrap();
    assert_eq!(
        report.events()[1],
        Event::StarvationStarted { fasted_days: 4 }
    );
    assert_eq!(pc.hunger(), Hunger::Starving);
}

/// The deprivation timeline for STR 10 (threshold 3), day by day.
#[test]
fn the_deprivation_timeline_for_str_10() {
    // rule: TC-15.4
    // rule: TC-15.7
    let mut pc = Deprivation::new(10).unwrap();
    let no_food = Day::eating(Food::None);
    // (day, strain, hunger, penalty, speed halved)
    let timeline = [
        (no_food, 1, Hunger::Fasting, -2, false),
        (no_food, 2, Hunger::Fasting, -2, false),
        (no_food, 3, Hunger::Starving, -2, false),
        (no_food, 4, Hunger::Starving, -4, false),
        (no_food.exerting(), 6, Hunger::Starving, -8, true),
        (Day::NORMAL, 6, Hunger::Starving, -8, true),
        (Day::NORMAL, 6, Hunger::Fasting, -2, false),
        (Day::NORMAL, 6, Hunger::Fasting, -2, false),
        (Day::NORMAL, 6, Hunger::Fasting, -2, false),
        (Day::NORMAL, 0, Hunger::Fed, 0, false),
    ];
    for (n, (day, strain, hunger, penalty, halved)) in timeline.into_iter().enumerate() {
        live(&mut pc, day);
        let seen = (
            pc.strain(),
            pc.hunger(),
            pc.penalty(),
            pc.at_half_strength(),
        );
        assert_eq!(seen, (strain, hunger, penalty, halved), "day {}", n + 1);
        assert_eq!(pc.morning_fatigue(), u32::from(halved), "day {}", n + 1);
    }
}

#[test]
fn each_day_of_strain_while_starving_adds_minus_two() {
    // rule: TC-15.4
    // Fasting plus 2 days of strain while starving: -6.
    let mut pc = Deprivation::new(10).unwrap();
    for _ in 0..5 {
        live(&mut pc, Day::eating(Food::None));
    }
    assert_eq!((pc.strain(), pc.penalty()), (5, -6));
    assert_eq!(pc.hunger_penalty(), -6);
}

#[test]
fn a_day_without_water_is_a_strength_save() {
    // rule: TC-15.5
    let dry = Day {
        water: Water::None,
        ..Day::NORMAL
    };
    let mut pc = Deprivation::new(10).unwrap();
    // d20 + 10 against DC 20: 10 passes (-4), 9 fails (-6).
    let report = pc.day(dry, &mut SuppliedFaces::new(&[10])).unwrap();
    assert_eq!(
        report.events(),
        [Event::ThirstSave {
            total: 20,
            passed: true,
            penalty: -4
        }]
    );
    assert_eq!(report.faces(), [10]);
    let mut pc = Deprivation::new(10).unwrap();
    pc.day(dry, &mut SuppliedFaces::new(&[9])).unwrap();
    assert_eq!(pc.thirst_penalty(), -6);
    // Drinking one's fill resets it.
    let fill = Day {
        water: Water::Fill,
        ..Day::NORMAL
    };
    let report = pc.day(fill, &mut none()).unwrap();
    assert_eq!(report.events(), [Event::Quenched]);
    assert_eq!(pc.penalty(), 0);
    // Three failures before drinking one's fill: dead. The second save
    // already carries the first day's -6.
    let mut pc = Deprivation::new(10).unwrap();
    pc.day(dry, &mut SuppliedFaces::new(&[9])).unwrap();
    let report = pc.day(dry, &mut SuppliedFaces::new(&[15])).unwrap();
    assert_eq!(
        report.events()[0],
        Event::ThirstSave {
            total: 19,
            passed: false,
            penalty: -12
        }
    );
    assert!(!pc.is_dead());
    let report = pc.day(dry, &mut SuppliedFaces::new(&[5])).unwrap();
    assert_eq!(report.events().last(), Some(&Event::DiedOfThirst));
    assert!(pc.is_dead());
    assert_eq!(pc.day(Day::NORMAL, &mut none()), Err(Error::Dead));
}

#[test]
fn sleep_loss_is_minus_four_per_day_after_the_first() {
    // rule: TC-15.6
    let awake = Day {
        sleep: Sleep::None,
        ..Day::NORMAL
    };
    let mut pc = Deprivation::new(10).unwrap();
    live(&mut pc, awake);
    assert_eq!(pc.sleep_penalty(), 0);
    assert!(pc.stay_awake(12).unwrap().is_none());
    live(&mut pc, awake);
    assert_eq!(pc.sleep_penalty(), -4);
    live(&mut pc, awake);
    assert_eq!(pc.sleep_penalty(), -8, "72 hours awake");
    // While penalised, staying awake is a will check at DC 25.
    let check = pc.stay_awake(12).unwrap().unwrap();
    assert_eq!((check.dc(), STAY_AWAKE_DC, check.modifier()), (25, 25, -8));
    // Sleeping badly leaves -2; sleeping well clears it.
    live(
        &mut pc,
        Day {
            sleep: Sleep::Badly,
            ..Day::NORMAL
        },
    );
    assert_eq!(pc.sleep_penalty(), -2);
    live(&mut pc, Day::NORMAL);
    assert_eq!(pc.sleep_penalty(), 0);
    // A bad night with no sleep loss leaves none.
    live(
        &mut pc,
        Day {
            sleep: Sleep::Badly,
            ..Day::NORMAL
        },
    );
    assert_eq!(pc.sleep_penalty(), 0);
    let pc = Deprivation::new(10).unwrap().with_hours_awake(72).unwrap();
    assert_eq!(pc.penalty(), -8);
}

#[test]
fn penalties_at_half_str_halve_speed_and_at_str_call_injury_saves() {
    // rule: TC-15.7
    // STR 12, fasting -2 and a passed thirst save -4: -6 is half STR.
    let mut pc = Deprivation::new(12).unwrap();
    let report = pc
        .day(
            Day {
                food: Food::Half,
                water: Water::None,
                ..Day::NORMAL
            },
            &mut SuppliedFaces::new(&[15]),
        )
        .unwrap();
    assert!(report.events().contains(&Event::FastingStarted));
    assert_eq!(pc.penalty(), -6);
    assert!(pc.at_half_strength());
    assert_eq!(pc.morning_fatigue(), 1);
    assert!(!pc.at_full_strength());
    assert!(pc.daily_injury(10).unwrap().is_none());
    // -5 is not.
    let pc5 = Deprivation::new(11).unwrap().with_hours_awake(48).unwrap();
    assert_eq!((pc5.penalty(), pc5.at_half_strength()), (-4, false));
    // A second dry day with its save passed: -10; a third: -14 >= 12.
    pc.day(
        Day {
            food: Food::Half,
            water: Water::None,
            ..Day::NORMAL
        },
        &mut SuppliedFaces::new(&[20, 1]),
    )
    .unwrap();
    assert_eq!(pc.penalty(), -10);
    pc.day(
        Day {
            food: Food::Half,
            water: Water::None,
            ..Day::NORMAL
        },
        &mut SuppliedFaces::new(&[20, 1]),
    )
    .unwrap();
    assert!(pc.at_full_strength());
    let injury = pc.daily_injury(10).unwrap().unwrap();
    assert_eq!(injury.dc(), 20);
}

/// Worked example W12: STR 9 (threshold 3).
#[test]
fn worked_example_w12_deprivation() {
    let mut pc = Deprivation::new(9).unwrap();
    assert_eq!(pc.threshold(), 3);
    // Day 1, no food: fasting at -2, 1 strain.
    live(&mut pc, Day::eating(Food::None));
    assert_eq!((pc.penalty(), pc.strain()), (-2, 1));
    // Day 2, no food and exertion: 3 strain, starving.
    live(&mut pc, Day::eating(Food::None).exerting());
    assert_eq!((pc.strain(), pc.hunger()), (3, Hunger::Starving));
    // Day 3: another -2 per day of strain.
    live(&mut pc, Day::eating(Food::None));
    assert_eq!(pc.penalty(), -4);
    // One day without water, the save failed: -6 more.
    pc.day(
        Day {
            food: Food::None,
            water: Water::None,
            ..Day::NORMAL
        },
        &mut SuppliedFaces::new(&[2]),
    )
    .unwrap();
    assert_eq!((pc.thirst_penalty(), pc.penalty()), (-6, -12));
}

#[cfg(feature = "serde")]
#[test]
fn clocks_serialize_in_days_and_read_back_through_their_ranges() {
    let mut pc = Deprivation::new(10).unwrap();
    live(&mut pc, Day::eating(Food::None));
    let json = serde_json::to_value(&pc).unwrap();
    assert_eq!(json["hunger"], "fasting");
    assert_eq!(json["strain"], 1);
    let back: Deprivation = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, pc);
    let mut bad = json.clone();
    bad["thirst_failures"] = 4.into();
    assert!(serde_json::from_value::<Deprivation>(bad).is_err());
    let mut bad = json.clone();
    bad["hunger"] = "fed".into();
    let err = serde_json::from_value::<Deprivation>(bad).unwrap_err();
    assert!(
        err.to_string()
            .contains("a fed character with a fast's clocks running"),
        "{err}"
    );
    let mut bad = json;
    bad["thirst_failures"] = 3.into();
    assert!(
        serde_json::from_value::<Deprivation>(bad).is_err(),
        "three failures but alive"
    );
}

mod course {
    //! Days of deprivation in a row, against a model of the rules written
    //! here from the seed's numbers.

    use num_rational::BigRational;
    use osr_health::Error;
    use osr_health::constitution::Injury;
    use osr_health::constitution::deprivation::{Day, Deprivation, Food, OrdealEnd, Sleep, Water};

    use crate::common::frac;

    /// The chance that an open-ended d20 (20 adds another d20) comes to
    /// at least `t`.
    fn at_least(t: i64) -> BigRational {
        if t <= 1 {
            frac(1, 1)
        } else if t <= 20 {
            frac(21 - t, 20)
        } else {
            frac(1, 20) * at_least(t - 20)
        }
    }

    /// A save of `score` with `penalty` against DC 20 passes.
    fn passes(score: i64, penalty: i64) -> BigRational {
        at_least(20 - score + penalty)
    }

    /// The endings of `days` days without water for STR `str` (no other
    /// penalty, food and sleep fine): each day a save, -4 or -6 and a
    /// failure; three failures kill; from the evening the penalty reaches
    /// STR, injury saves at DC 20 with that penalty, a failed strength save
    /// a major wound, or death past `level` marks.
    fn thirst_model(str: i64, level: u32, days: u32) -> [BigRational; 3] {
        let mut ends = [frac(0, 1), frac(0, 1), frac(0, 1)];
        // (penalty, failures, marks, chance)
        let mut mornings = vec![(0_i64, 0_u32, 0_u32, frac(1, 1))];
        for day in 1..=days {
            let mut next = Vec::new();
            for (penalty, failures, marks, p) in mornings {
                let pass = passes(str, penalty);
                for (passed, q) in [(true, pass.clone()), (false, frac(1, 1) - &pass)] {
                    let q = &p * q;
                    let penalty = penalty + if passed { 4 } else { 6 };
                    let failures = failures + u32::from(!passed);
                    if failures == 3 {
                        ends[1] += q;
                        continue;
                    }
                    let mut evenings = vec![(marks, q)];
                    if penalty >= str {
                        let (marks, q) = evenings.pop().unwrap();
                        let strong = passes(str, penalty);
                        evenings.push((marks, &q * &strong));
                        let failed = &q * (frac(1, 1) - &strong);
                        if marks >= level {
                            ends[2] += failed;
                        } else {
                            evenings.push((marks + 1, failed));
                        }
                    }
                    for (marks, q) in evenings {
                        if day == days {
                            ends[0] += q;
                        } else {
                            next.push((penalty, failures, marks, q));
                        }
                    }
                }
            }
            mornings = next;
        }
        ends
    }

    const DRY: Day = Day {
        food: Food::Full,
        exertion: false,
        water: Water::None,
        sleep: Sleep::Well,
    };

    #[test]
    fn days_without_water_end_in_thirst_or_wounds_as_counted_by_hand() {
        // rule: TC-15.5, TC-15.7, TC-6.11
        for (str, level) in [(10, 1), (12, 2), (6, 1), (15, 3)] {
            let saves = Injury::new(0, str, 10)
                .unwrap()
                .with_marks(level, 0)
                .unwrap();
            for days in [1, 2, 3, 5, 8] {
                let course = Deprivation::new(str)
                    .unwrap()
                    .course_odds(DRY, saves, days)
                    .unwrap();
                let [endured, thirst, wounds] = thirst_model(i64::from(str), level, days);
                let ends = course.endings();
                let got = |end| ends.probability(&end).unwrap();
                assert_eq!(got(OrdealEnd::Endured), endured, "STR {str}, {days} days");
                assert_eq!(
                    got(OrdealEnd::DiedOfThirst),
                    thirst,
                    "STR {str}, {days} days"
                );
                assert_eq!(
                    got(OrdealEnd::DiedOfWounds),
                    wounds,
                    "STR {str}, {days} days"
                );
            }
        }
    }

    #[test]
    fn the_first_two_dry_days_of_str_10_by_hand() {
        // rule: TC-15.5, TC-15.7
        // Day 1: 10+ on the d20 passes (11 in 20): -4, else -6. Day 2 at -4
        // passes on 14+ (7 in 20), at -6 on 16+ (5 in 20). No third
        // failure and no mark can kill in two days: all endure.
        let saves = Injury::new(0, 10, 10).unwrap();
        let course = Deprivation::new(10)
            .unwrap()
            .course_odds(DRY, saves, 2)
            .unwrap();
        assert_eq!(
            course.endings().probability(&OrdealEnd::Endured),
            Some(frac(1, 1))
        );
        assert_eq!(*course.mean_steps(), frac(2, 1));
        // Three days: the third failure needs three failed saves: 9/20,
        // then 15/20 at -6, then at -12 (d20 of 22+: only 20 then 2+).
        let course = Deprivation::new(10)
            .unwrap()
            .course_odds(DRY, saves, 3)
            .unwrap();
        let third = frac(9, 20) * frac(15, 20) * (frac(1, 1) - frac(19, 400));
        assert_eq!(
            course.endings().probability(&OrdealEnd::DiedOfThirst),
            Some(third.clone())
        );
        assert_eq!(course.ended_at_by(3, &OrdealEnd::DiedOfThirst), third);
    }

    #[test]
    fn starving_str_9_reaches_its_strength_on_the_seventh_day() {
        // rule: TC-15.3, TC-15.4, TC-15.7
        // STR 9, threshold 3: fasting -2 from day 1, starving from day 3
        // (-2), then -2 more each day: -4, -6, -8 and -10 on day 7, which
        // is past STR 9. Six days cannot end otherwise than alive.
        let starving = Day::eating(Food::None);
        let saves = Injury::new(0, 9, 10).unwrap();
        let pc = Deprivation::new(9).unwrap();
        let six = pc.course_odds(starving, saves, 6).unwrap();
        assert_eq!(
            six.endings().probability(&OrdealEnd::Endured),
            Some(frac(1, 1))
        );
        // Day 7: saves at -10 on STR 9 need 21+: a 20 then anything.
        // Level 1: the first failure a mark, the second kills. Day 8 at -12
        // needs 23+: a 20 then 3+ (18 in 20).
        let eight = pc.course_odds(starving, saves, 8).unwrap();
        let (p7, p8) = (frac(1, 20), frac(1, 20) * frac(18, 20));
        let died = (frac(1, 1) - &p7) * (frac(1, 1) - &p8);
        assert_eq!(
            eight.endings().probability(&OrdealEnd::DiedOfWounds),
            Some(died.clone())
        );
        assert_eq!(eight.ended_at_by(8, &OrdealEnd::DiedOfWounds), died);
        assert_eq!(eight.ended_at(7), frac(0, 1));
    }

    #[test]
    fn a_run_of_days_refuses_what_the_days_refuse() {
        let pc = Deprivation::new(10).unwrap();
        let saves = Injury::new(0, 10, 10).unwrap();
        // Saves of another strength, too many days, none at all.
        assert!(matches!(
            pc.course_odds(DRY, Injury::new(0, 11, 10).unwrap(), 3),
            Err(Error::InconsistentState { .. })
        ));
        assert!(pc.course_odds(DRY, saves, 101).is_err());
        assert!(pc.course_odds(DRY, saves, 0).is_err());
        // Thirty dry days take a save's modifier past -100 on some path:
        // the days themselves refuse that.
        assert!(pc.course_odds(DRY, saves, 30).is_err());
    }
}
