//! Laws over many inputs: timers expire exactly once at their own time,
//! a watch's miles stay on the table, odds sum to 1.

use num_traits::One;
use osr_check::Check;
use osr_travel::cairn_house::Travel;
use osr_travel::constitution::EncounterChecks;
use osr_travel::{Clock, ClockEvent, TimerKind, Unit};
use proptest::prelude::*;

proptest! {
    #[test]
    fn timers_expire_once_at_their_end(
        lengths in proptest::collection::vec(1_u32..50, 1..8),
        steps in proptest::collection::vec(1_u32..20, 1..30),
    ) {
        let mut clock = Clock::new(Unit::Turn);
        let ids: Vec<u32> = lengths
            .iter()
            .map(|n| clock.start(TimerKind::Light, "torch", *n).unwrap())
            .collect();
        let mut seen = Vec::new();
        for step in steps {
            let from = clock.now();
            for event in clock.advance(step).unwrap() {
                if let ClockEvent::TimerExpired { id, at, .. } = event {
                    prop_assert!(at > from && at <= clock.now());
                    seen.push((id, at));
                }
            }
        }
        for (id, n) in ids.iter().zip(&lengths) {
            let expired: Vec<_> = seen.iter().filter(|(i, _)| i == id).collect();
            if u64::from(*n) <= clock.now() {
                prop_assert_eq!(expired.len(), 1);
                prop_assert_eq!(expired[0].1, u64::from(*n));
            } else {
                prop_assert!(expired.is_empty());
                prop_assert_eq!(clock.remaining(*id), Some(u64::from(*n) - clock.now()));
            }
        }
    }

    #[test]
    fn travel_miles_stay_on_the_table(a in 1_u32..=6, b in 1_u32..=6, encumbered: bool) {
        let travel = Travel { encumbered };
        let miles = travel.roll(&mut osr_core::SuppliedFaces::new(&[a, b])).unwrap().miles;
        prop_assert!((1..=12).contains(&miles));
        prop_assert_eq!(miles, if encumbered { ((a + b) / 2).max(1) } else { a + b });
    }

    #[test]
    fn encounter_odds_sum_to_one(miles in 0_u32..200) {
        let odds = EncounterChecks::overland(miles).unwrap().odds();
        prop_assert!(odds.total().is_one());
        prop_assert_eq!(odds.bands().count(), usize::try_from(1 + miles / 6).unwrap() + 1);
    }
}

#[test]
fn every_table_row_is_the_row_of_its_own_key() {
    use osr_travel::constitution::TERRAINS;
    use osr_travel::gods_and_monsters::SPEEDS;
    for row in &TERRAINS {
        assert_eq!(row.terrain.row(), row, "{}", row.id);
    }
    for row in &SPEEDS {
        assert_eq!(row.speed.row(), row, "{}", row.id);
    }
}
