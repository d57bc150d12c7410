//! The travel operations answer as osr-travel does.

use osr::core::SuppliedFaces;
use osr::travel::cairn_house::{Delve, DungeonAction};
use osr::travel::{Entry, RandomTable};
use serde_json::{Value, json};

use super::{call, refusal};

fn crypt() -> RandomTable {
    RandomTable::new(
        "crypt",
        1,
        6,
        vec![
            Entry::new(1, 3, "skeletons"),
            Entry::new(4, 5, "ghouls"),
            Entry::new(6, 6, "wight"),
        ],
    )
    .unwrap()
}

#[test]
fn turns_chain_as_the_library_plays_them() {
    let table = crypt();
    let mut delve = Delve::new(true);
    let mut state = Value::Null;
    for faces in [vec![2, 6], vec![3], vec![5], vec![1]] {
        let action = if delve.rest_owed() {
            DungeonAction::Rest
        } else {
            DungeonAction::Move
        };
        let start = delve.clone();
        let report = delve
            .turn(action, Some(&table), &mut SuppliedFaces::new(&faces))
            .unwrap();
        let mut request = json!({"system": "cairn_house", "action": action,
                                 "monsters": table, "dice": {"faces": faces}});
        if state.is_null() {
            request["encumbered"] = json!(true);
        } else {
            request["delve"] = state.clone();
        }
        let answer = call("travelTurn", &request);
        assert_eq!(answer["report"], serde_json::to_value(&report).unwrap());
        assert_eq!(answer["delve"], serde_json::to_value(&delve).unwrap());
        assert_eq!(answer["faces"], json!(report.faces()));
        let read = serde_json::from_value(answer["report"].clone()).unwrap();
        start.verify(&read, Some(&table)).unwrap();
        state = answer["delve"].clone();
    }
}

#[test]
fn a_turn_reads_as_lines_for_players() {
    // rule: CH-travel.dungeon-event.1
    // A move, then the Dungeon Event d6 1: an encounter, rolled on the
    // crypt's d6 (2: skeletons).
    let answer = call(
        "travelTurn",
        &json!({"system": "cairn_house", "action": "move", "monsters": crypt(),
                "dice": {"faces": [1, 2]}}),
    );
    assert_eq!(
        answer["lines"],
        json!([
            "Turn 1: move",
            "Dungeon Event d6 = 1: an encounter",
            "An encounter: skeletons"
        ])
    );
}

#[test]
fn tables_roll_and_weigh_as_the_library_does() {
    let table = crypt();
    let roll = table.roll(&mut SuppliedFaces::new(&[4])).unwrap();
    let answer = call(
        "rollOnTable",
        &json!({"table": table, "dice": {"faces": [4]}}),
    );
    assert_eq!(answer["roll"], serde_json::to_value(&roll).unwrap());
    let odds = call("tableOdds", &json!({"table": table}));
    assert_eq!(odds["rows"], serde_json::to_value(table.odds()).unwrap());
}

#[test]
fn refusals_have_their_kinds() {
    assert_eq!(
        refusal(
            "travelTurn",
            &json!({"system": "cairn_house", "lit": false, "action": "short_rest",
                    "dice": {"faces": [5]}})
        ),
        "not_allowed"
    );
    assert_eq!(
        refusal(
            "travelTurn",
            &json!({"system": "cairn_house", "action": "move", "dice": {"faces": [0]}})
        ),
        "face_out_of_range"
    );
    assert_eq!(
        refusal(
            "travelTurn",
            &json!({"system": "murdham", "action": "move", "dice": {"faces": [1]}})
        ),
        "invalid_request"
    );
    assert_eq!(
        refusal(
            "rollOnTable",
            &json!({"table": crypt(), "dice": {"faces": [1, 1]}})
        ),
        "unused_faces"
    );
}

#[test]
fn encounter_checks_are_the_librarys() {
    use osr::check::Check;
    use osr::travel::constitution::EncounterChecks;

    let checks = EncounterChecks::overland(18).unwrap();
    let faces = [3, 2, 6, 1];
    let roll = checks.roll(&mut SuppliedFaces::new(&faces)).unwrap();
    let answer = call(
        "rollEncounter",
        &json!({"system": "constitution", "checks": {"kind": "overland", "miles": 18},
                "dice": {"faces": faces}}),
    );
    assert_eq!(answer["roll"], serde_json::to_value(&roll).unwrap());
    assert_eq!(answer["checks"], 4);
    let odds = call(
        "encounterOdds",
        &json!({"system": "constitution", "checks": {"kind": "overland", "miles": 18}}),
    );
    assert_eq!(
        odds["encounters"],
        serde_json::to_value(checks.odds()).unwrap()
    );
    assert_eq!(
        odds["at_least_one"]["exact"],
        checks.at_least_one().to_string()
    );
    let cairn = call(
        "encounterOdds",
        &json!({"system": "cairn_house", "turns": 3}),
    );
    assert_eq!(cairn["at_least_one"]["exact"], "91/216");
    assert_eq!(
        refusal(
            "encounterOdds",
            &json!({"system": "cairn_house", "turns": 1001})
        ),
        "out_of_range"
    );
}
