//! Days of hunger in a row, against the rules counted by hand and a table
//! of the days written here.

use osr_health::Error;
use osr_health::block_dodge_parry::{DeprivationRule, Fare, Level, Meal, Rest, Stacking, Wound};

use super::body;
use crate::common::frac;

const FAST: Fare = Fare {
    meal: None,
    rest: Rest::Perilous,
};

#[test]
fn without_food_the_slots_fill_a_day_at_a_time() {
    // rule: BDP-1.6.deprivation-fatigue, BDP-1.8.3.daily-meal, BDP-1.6.slot
    // Deprived from the first day; one Fatigue a day from the second: ten
    // free slots are full at the end of day 11, and not before.
    let fresh = body(12, 10, 9);
    let course = fresh
        .hunger_odds(FAST, DeprivationRule::BeyondFirstDay, 0, 30)
        .unwrap();
    assert_eq!(course.ended_at(11), frac(1, 1));
    assert_eq!(course.ended_by(10), frac(0, 1));
    assert_eq!(*course.mean_steps(), frac(11, 1));
    // Two wounds leave eight slots: day 9.
    let mut hurt = fresh.clone();
    for _ in 0..2 {
        let cut = Wound::new("cut", Level::Severe, None).unwrap();
        hurt.take_wound(
            cut,
            Stacking::NewSlot,
            osr_check::block_dodge_parry::Ability::Str,
        )
        .unwrap();
    }
    let course = hurt
        .hunger_odds(FAST, DeprivationRule::BeyondFirstDay, 0, 30)
        .unwrap();
    assert_eq!(course.ended_at(9), frac(1, 1));
    // Counted from the first day (2 on day 2, then 1 a day): day 10.
    let course = fresh
        .hunger_odds(FAST, DeprivationRule::EveryDay, 0, 30)
        .unwrap();
    assert_eq!(course.ended_at(10), frac(1, 1));
    // Already three days deprived: one Fatigue each day, full on day 10.
    let course = fresh
        .hunger_odds(FAST, DeprivationRule::BeyondFirstDay, 3, 30)
        .unwrap();
    assert_eq!(course.ended_at(10), frac(1, 1));
}

#[test]
fn a_good_nights_rest_or_a_meal_each_day_keeps_the_slots_free() {
    // rule: BDP-1.8.2.sleep, BDP-1.8.3.daily-meal
    // Normal rest removes all Fatigue each night, and the day's end adds
    // one from the second day: never more than one. A simple meal each
    // day: never deprived. Either way the slots never fill.
    let never = Err(Error::Check(osr_check::Error::NeverEnds));
    let fresh = body(12, 10, 9);
    for fare in [
        Fare {
            meal: None,
            rest: Rest::Normal,
        },
        Fare {
            meal: Some(Meal::Simple),
            rest: Rest::Perilous,
        },
    ] {
        let course = fresh.hunger_odds(fare, DeprivationRule::BeyondFirstDay, 0, 20);
        assert_eq!(course.map(|_| ()), never, "{fare:?}");
    }
    // Fed but awake every night: deprived of sleep, a Fatigue a day from
    // the second, and the day's simple meal takes one back first: one
    // Fatigue at most, the slots never fill. A fresh meal takes none back:
    // ten Fatigue on day 11.
    let awake = |meal| Fare {
        meal: Some(meal),
        rest: Rest::None,
    };
    let course = fresh.hunger_odds(awake(Meal::Simple), DeprivationRule::BeyondFirstDay, 0, 20);
    assert_eq!(course.map(|_| ()), never);
    let course = fresh
        .hunger_odds(awake(Meal::Fresh), DeprivationRule::BeyondFirstDay, 0, 20)
        .unwrap();
    assert_eq!(course.ended_at(11), frac(1, 1));
}

/// The chance the slots fill on each day living on desperate meals kept
/// down with chance `kept` in 20, perilous camps: each day without a meal
/// kept is deprived, a run of two or more adds one Fatigue a day, and ten
/// fill the slots.
fn desperate_table(kept: i64, days: u32) -> Vec<num_rational::BigRational> {
    let keep = frac(kept, 20);
    let lose = frac(20 - kept, 20);
    // (fatigue, run of days deprived) -> chance
    let mut now = std::collections::BTreeMap::from([((0_u32, 0_u32), frac(1, 1))]);
    let mut full = Vec::new();
    for _ in 0..days {
        let mut next = std::collections::BTreeMap::new();
        let mut filled = frac(0, 1);
        for ((fatigue, run), p) in now {
            *next.entry((fatigue, 0)).or_insert_with(|| frac(0, 1)) += &p * &keep;
            let run = (run + 1).min(2);
            let fatigue = fatigue + u32::from(run >= 2);
            if fatigue == 10 {
                filled += &p * &lose;
            } else {
                *next.entry((fatigue, run)).or_insert_with(|| frac(0, 1)) += &p * &lose;
            }
        }
        full.push(filled);
        now = next;
    }
    full
}

#[test]
fn desperate_meals_stay_down_on_a_wil_save() {
    // rule: BDP-1.8.3.meals, BDP-1.6.deprivation-fatigue
    // WIL 9: a desperate meal stays down on 9 or less. The slots fill at
    // the earliest on day 11, when none of the eleven meals stayed down.
    let desperate = Fare {
        meal: Some(Meal::Desperate),
        rest: Rest::Perilous,
    };
    let course = body(12, 10, 9)
        .hunger_odds(desperate, DeprivationRule::BeyondFirstDay, 0, 40)
        .unwrap();
    let none_kept = (0..11).fold(frac(1, 1), |p, _| p * frac(11, 20));
    assert_eq!(course.ended_at(11), none_kept);
    for (day, p) in desperate_table(9, 40).iter().enumerate() {
        let day = u32::try_from(day).unwrap() + 1;
        assert_eq!(course.ended_at(day), *p, "day {day}");
    }
}

#[test]
fn a_run_of_hungry_days_refuses_bad_bounds() {
    let fresh = body(12, 10, 9);
    assert!(
        fresh
            .hunger_odds(FAST, DeprivationRule::default(), 0, 1001)
            .is_err()
    );
    assert!(
        fresh
            .hunger_odds(FAST, DeprivationRule::default(), 4000, 10)
            .is_err()
    );
}
