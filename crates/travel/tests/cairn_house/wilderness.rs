//! Watches, wilderness actions and the wilderness event table.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::{Check, Resolved};
use osr_travel::cairn_house::{
    DelveEvent, Journey, JourneyEvent, Light, Season, Travel, WEATHER_STEPS, WILDERNESS_EVENTS,
    WatchAction, WeatherShift, WildEvent,
};
use osr_travel::{Entry, Error, RandomTable};

use crate::common::{assert_agrees_with_sampling, faces, frac};

fn results(events: &[JourneyEvent]) -> Vec<WildEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            JourneyEvent::EventRolled { result, .. } => Some(*result),
            _ => None,
        })
        .collect()
}

#[test]
fn watches_by_season() {
    // rule: CH-travel.watch
    assert_eq!(
        Season::Summer.watches(),
        [Light::Day, Light::Day, Light::Night]
    );
    assert_eq!(
        Season::Spring.watches(),
        [Light::Day, Light::Day, Light::Night]
    );
    assert_eq!(
        Season::Winter.watches(),
        [Light::Day, Light::Night, Light::Night]
    );
    assert_eq!(
        Season::Autumn.watches(),
        [Light::Day, Light::Night, Light::Night]
    );
    assert_eq!(osr_travel::Unit::Watch.minutes(), Some(8 * 60));
    let mut journey = Journey::new(Season::Winter, 2, false).unwrap();
    let lights: Vec<Light> = (0..6)
        .map(|_| {
            journey
                .watch(WatchAction::Explore, None, &mut faces(&[]))
                .unwrap()
                .light
        })
        .collect();
    assert_eq!(
        lights,
        [
            Light::Day,
            Light::Night,
            Light::Night,
            Light::Day,
            Light::Night,
            Light::Night
        ]
    );
}

#[test]
fn one_group_action_per_watch() {
    // rule: CH-travel.wild.actions
    // rule: CH-travel.wild.explore
    let mut journey = Journey::new(Season::Summer, 4, false).unwrap();
    let report = journey
        .watch(WatchAction::Explore, None, &mut faces(&[]))
        .unwrap();
    assert_eq!(report.events, [JourneyEvent::Explored]);
    assert_eq!((report.day, report.watch), (1, 1));
    assert_eq!(journey.clock().now(), 1);
}

#[test]
fn travel_is_2d6_miles_halved_down_to_at_least_one() {
    // rule: CH-travel.wild.travel
    let free = Travel { encumbered: false };
    let laden = Travel { encumbered: true };
    for (dice, miles, halved) in [
        ([3, 4], 7, 3),
        ([1, 1], 2, 1),
        ([1, 2], 3, 1),
        ([6, 6], 12, 6),
    ] {
        assert_eq!(free.roll(&mut faces(&dice)).unwrap().band(), miles);
        assert_eq!(laden.roll(&mut faces(&dice)).unwrap().band(), halved);
    }
    // The distribution of a watch's miles, against enumeration.
    for travel in [free, laden] {
        let mut expected: BTreeMap<u32, BigRational> = BTreeMap::new();
        for a in 1..=6_u32 {
            for b in 1..=6 {
                let sum = a + b;
                let miles = if travel.encumbered {
                    (sum / 2).max(1)
                } else {
                    sum
                };
                *expected.entry(miles).or_insert_with(BigRational::zero) += frac(1, 36);
            }
        }
        let odds = travel.odds();
        for (miles, p) in expected {
            assert_eq!(odds.probability(&miles), Some(p));
        }
        assert_agrees_with_sampling(&travel, 5000);
    }
    assert_eq!(laden.odds().probability(&1), Some(frac(3, 36)));
}

#[test]
fn forced_march_at_night_costs_fatigue() {
    // rule: CH-travel.wild.forced-march
    let mut journey = Journey::new(Season::Summer, 3, false).unwrap();
    assert!(matches!(
        journey.watch(WatchAction::ForcedMarch, None, &mut faces(&[4, 6])),
        Err(Error::NotAllowed { .. })
    ));
    journey
        .watch(WatchAction::Explore, None, &mut faces(&[]))
        .unwrap();
    journey
        .watch(WatchAction::Explore, None, &mut faces(&[]))
        .unwrap();
    let report = journey
        .watch(WatchAction::ForcedMarch, None, &mut faces(&[4, 6]))
        .unwrap();
    assert_eq!(report.light, Light::Night);
    assert!(matches!(
        report.events[0],
        JourneyEvent::ForcedMarch {
            miles: 4,
            fatigue_each: 1,
            ..
        }
    ));
    assert_eq!(report.miles(), 4);
}

#[test]
fn camp_rests_those_who_eat() {
    // rule: CH-travel.wild.camp
    let mut journey = Journey::new(Season::Autumn, 4, false).unwrap();
    let report = journey
        .watch(WatchAction::MakeCamp { eaters: 3 }, None, &mut faces(&[]))
        .unwrap();
    assert_eq!(
        report.events,
        [JourneyEvent::Camped {
            long_rests: 3,
            no_healing: 1
        }]
    );
    assert!(matches!(
        journey.watch(WatchAction::MakeCamp { eaters: 5 }, None, &mut faces(&[])),
        Err(Error::Inconsistent { .. })
    ));
    assert!(Journey::new(Season::Autumn, 0, false).is_err());
}

#[test]
fn every_travel_watch_rolls_an_event() {
    // rule: CH-travel.wild-event.trigger
    // rule: CH-travel.wild-event.table
    // rule: CH-travel.wild-event.5-6
    let mut journey = Journey::new(Season::Summer, 2, false).unwrap();
    let mut rolled = Vec::new();
    for dice in [[3, 3, 5], [2, 2, 6]] {
        let report = journey
            .watch(WatchAction::Travel, None, &mut faces(&dice))
            .unwrap();
        rolled.extend(results(&report.events));
        assert_eq!(report.events.len(), 2, "free: nothing else");
    }
    assert_eq!(rolled, [WildEvent::Free, WildEvent::Free]);
    let table = osr_check::Table::new(WILDERNESS_EVENTS);
    let rows: Vec<WildEvent> = (1..=6).map(|f| *table.row(f).unwrap()).collect();
    assert_eq!(
        rows,
        [
            WildEvent::Encounter,
            WildEvent::Clue,
            WildEvent::Exhaustion,
            WildEvent::Weather,
            WildEvent::Free,
            WildEvent::Free
        ]
    );
    assert_agrees_with_sampling(&table, 6000);
}

#[test]
fn wilderness_encounters_and_clues() {
    // rule: CH-travel.wild-event.1
    // rule: CH-travel.wild-event.2
    let wolves = RandomTable::new(
        "forest",
        1,
        4,
        vec![Entry::new(1, 3, "wolves"), Entry::new(4, 4, "bear")],
    )
    .unwrap();
    let mut journey = Journey::new(Season::Summer, 2, false).unwrap();
    let report = journey
        .watch(
            WatchAction::Travel,
            Some(&wolves),
            &mut faces(&[3, 3, 1, 4]),
        )
        .unwrap();
    assert!(matches!(
        &report.events[2],
        JourneyEvent::Delve(b) if matches!(&b.inner, DelveEvent::Encounter { roll, .. } if roll.entry == "bear")
    ));
    let report = journey
        .watch(
            WatchAction::Travel,
            Some(&wolves),
            &mut faces(&[3, 3, 2, 1]),
        )
        .unwrap();
    assert!(matches!(
        &report.events[2],
        JourneyEvent::Delve(b) if matches!(&b.inner, DelveEvent::Foreshadowed { roll } if roll.entry == "wolves")
    ));
}

#[test]
fn exhaustion_costs_the_encumbered_a_watch() {
    // rule: CH-travel.wild-event.3
    let mut journey = Journey::new(Season::Summer, 2, true).unwrap();
    journey
        .watch(WatchAction::Travel, None, &mut faces(&[3, 3, 3]))
        .unwrap();
    assert!(journey.rest_owed());
    assert!(
        journey
            .watch(WatchAction::Travel, None, &mut faces(&[3, 3, 5]))
            .is_err()
    );
    journey
        .watch(WatchAction::Rest, None, &mut faces(&[]))
        .unwrap();
    assert!(!journey.rest_owed());
    let mut light = Journey::new(Season::Summer, 2, false).unwrap();
    light
        .watch(WatchAction::Travel, None, &mut faces(&[3, 3, 3]))
        .unwrap();
    assert!(!light.rest_owed());
}

#[test]
fn weather_moves_one_step() {
    // rule: CH-travel.wild-event.4
    assert_eq!(WEATHER_STEPS.row(2), Some(&WeatherShift::Worse));
    assert_eq!(WEATHER_STEPS.row(3), Some(&WeatherShift::Worse));
    assert_eq!(WEATHER_STEPS.row(4), Some(&WeatherShift::Better));
    assert_eq!(
        WEATHER_STEPS.odds().probability(&WeatherShift::Worse),
        Some(frac(1, 2))
    );
    let mut journey = Journey::new(Season::Summer, 2, false).unwrap();
    let report = journey
        .watch(WatchAction::Travel, None, &mut faces(&[3, 3, 4, 2]))
        .unwrap();
    assert!(matches!(
        report.events[2],
        JourneyEvent::WeatherRolled {
            shift: WeatherShift::Worse,
            ..
        }
    ));
}
