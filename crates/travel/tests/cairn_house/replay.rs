//! Seeded delves and journeys replay turn by turn from their faces, and
//! their state and reports read back from JSON.

use osr_travel::cairn_house::{Delve, DungeonAction, Journey, Season, WatchAction};
use osr_travel::{Entry, RandomTable, TimerKind};

use crate::common::{faces, rng};

fn monsters() -> RandomTable {
    RandomTable::new(
        "crypt",
        2,
        6,
        vec![
            Entry::new(2, 5, "rats"),
            Entry::new(6, 9, "skeletons"),
            Entry::new(10, 12, "wight"),
        ],
    )
    .unwrap()
}

#[test]
fn delves_replay_from_their_faces() {
    let table = monsters();
    let mut rng = rng();
    let mut delve = Delve::new(true);
    delve
        .clock_mut()
        .start(TimerKind::Light, "torch", 6)
        .unwrap();
    for turn in 0..200 {
        let action = if delve.rest_owed() {
            DungeonAction::Rest
        } else if turn % 3 == 0 {
            DungeonAction::Search
        } else {
            DungeonAction::Move
        };
        let before = delve.clone();
        let report = delve.turn(action, Some(&table), &mut rng).unwrap();
        let mut replay = before;
        let again = replay
            .turn(action, Some(&table), &mut faces(&report.faces()))
            .unwrap();
        assert_eq!(again, report);
        assert_eq!(replay, delve);
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&report).unwrap();
            assert_eq!(
                serde_json::from_str::<osr_travel::cairn_house::TurnReport>(&json).unwrap(),
                report
            );
            let state = serde_json::to_string(&delve).unwrap();
            assert_eq!(serde_json::from_str::<Delve>(&state).unwrap(), delve);
        }
    }
}

#[test]
fn journeys_replay_from_their_faces() {
    let table = monsters();
    let mut rng = rng();
    let mut journey = Journey::new(Season::Autumn, 4, true).unwrap();
    for watch in 0..300 {
        let action = if journey.rest_owed() {
            WatchAction::Rest
        } else if watch % 3 == 2 {
            WatchAction::MakeCamp { eaters: 3 }
        } else if watch % 3 == 1 {
            WatchAction::ForcedMarch
        } else {
            WatchAction::Travel
        };
        let before = journey.clone();
        let report = journey.watch(action, Some(&table), &mut rng).unwrap();
        let mut replay = before;
        let again = replay
            .watch(action, Some(&table), &mut faces(&report.faces()))
            .unwrap();
        assert_eq!(again, report);
        assert_eq!(replay, journey);
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&report).unwrap();
            assert_eq!(
                serde_json::from_str::<osr_travel::cairn_house::WatchReport>(&json).unwrap(),
                report
            );
            let state = serde_json::to_string(&journey).unwrap();
            assert_eq!(serde_json::from_str::<Journey>(&state).unwrap(), journey);
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn events_serialize_with_their_tag() {
    let mut delve = Delve::new(false);
    let report = delve
        .turn(DungeonAction::Move, None, &mut faces(&[4]))
        .unwrap();
    let json = serde_json::to_string(&report.events).unwrap();
    assert_eq!(
        json,
        r#"[{"event":"event_rolled","die":{"sides":6,"face":4,"fate":"counted"},"result":"locality"},{"event":"locality_changed"}]"#
    );
}
