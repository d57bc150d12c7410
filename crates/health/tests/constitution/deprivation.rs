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
