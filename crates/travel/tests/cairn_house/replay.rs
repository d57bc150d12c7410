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

#[test]
fn verify_accepts_true_reports_and_refuses_forged_rows() {
    use osr_travel::cairn_house::{DelveEvent, DungeonEvent, WildEvent};
    let table = monsters();
    let start = Delve::new(true);
    // A 1 is an encounter: the monster table's 2d6 follow.
    let report = start
        .clone()
        .turn(DungeonAction::Move, Some(&table), &mut faces(&[1, 3, 4]))
        .unwrap();
    start.verify(&report, Some(&table)).unwrap();
    // Another table, or none, does not give the same report.
    assert_eq!(
        start.verify(&report, None).unwrap_err().kind(),
        "inconsistent"
    );
    // A forged row (face 1 read as a free turn) is refused.
    let mut forged = report.clone();
    if let DelveEvent::EventRolled { result, .. } = &mut forged.events[0] {
        *result = DungeonEvent::Free;
    }
    assert_eq!(
        start.verify(&forged, Some(&table)).unwrap_err().kind(),
        "inconsistent"
    );
    // A forged monster row is refused by the table roll's own verify.
    if let DelveEvent::Encounter { roll, .. } = &report.events[1] {
        roll.verify(&table).unwrap();
        let mut wrong = roll.clone();
        wrong.entry = "wight".into();
        assert_eq!(wrong.verify(&table).unwrap_err().kind(), "inconsistent");
    } else {
        panic!("an encounter was rolled: {report:?}");
    }
    // A referee's event table: verified against the journey that uses it.
    let house = [WildEvent::Weather; 6];
    let journey = Journey::new(Season::Winter, 2, false)
        .unwrap()
        .with_events(house);
    let watch = journey
        .clone()
        .watch(WatchAction::Travel, None, &mut faces(&[2, 3, 6, 4]))
        .unwrap();
    journey.verify(&watch, None).unwrap();
    let seed = Journey::new(Season::Winter, 2, false).unwrap();
    assert!(seed.verify(&watch, None).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn reports_read_back_from_json_are_verified_by_replay() {
    let start = Delve::new(true);
    let report = start
        .clone()
        .turn(DungeonAction::Move, None, &mut faces(&[4]))
        .unwrap();
    let json = serde_json::to_string(&report).unwrap();
    let read: osr_travel::cairn_house::TurnReport = serde_json::from_str(&json).unwrap();
    start.verify(&read, None).unwrap();
    // Face 4 is the locality row; the forged log says free.
    let forged = json.replace(r#""result":"locality""#, r#""result":"free""#);
    assert_ne!(forged, json);
    let read: osr_travel::cairn_house::TurnReport = serde_json::from_str(&forged).unwrap();
    assert_eq!(
        start.verify(&read, None).unwrap_err().kind(),
        "inconsistent"
    );
    // A face off the die is refused as it is read.
    let off = json.replace(r#""face":4"#, r#""face":9"#);
    assert!(serde_json::from_str::<osr_travel::cairn_house::TurnReport>(&off).is_err());
}
