//! The fight operations answer as the library does, and refuse with the
//! library's kinds.

use osr::combat::{Side, cairn_house as ch, constitution as tc};
use osr::core::{StepDie, SuppliedFaces};
use serde_json::{Value, json};

use super::answer as call;

fn cairn_setup() -> ch::Setup {
    let pc = ch::Combatant::new(1, Side::Party, 4, [14, 9, 11])
        .unwrap()
        .with_die(StepDie::D8, false);
    let goblin = ch::Combatant::new(2, Side::Foes, 3, [8, 12, 7]).unwrap();
    ch::Setup::new(vec![pc, goblin]).unwrap()
}

#[test]
fn a_cairn_house_fight_steps_as_the_library_steps_it() {
    let setup = cairn_setup();
    let mut fight = ch::Fight::new(setup.clone()).unwrap();
    let mut response = call(
        "startFight",
        &json!({"system": "cairn_house", "setup": setup}),
    )
    .unwrap();
    let pass = ch::Command::Act {
        action: ch::Action::Pass,
    };
    let attack = ch::Command::Act {
        action: ch::Action::Attack {
            target: 2,
            step: ch::Step::default(),
            maneuver: None,
        },
    };
    for (command, faces) in [
        (ch::Command::RollInitiative, vec![5]),
        (pass.clone(), vec![]),
        (pass, vec![]),
        (attack, vec![6, 20]),
    ] {
        let events = fight
            .step(command.clone(), &mut SuppliedFaces::new(&faces))
            .unwrap()
            .to_vec();
        response = call(
            "stepFight",
            &json!({"system": "cairn_house", "fight": response["fight"],
                    "command": command, "dice": {"faces": faces}}),
        )
        .unwrap();
        // Each event as the library writes it, with its line.
        let mut told = serde_json::to_value(&events).unwrap();
        for (value, event) in told.as_array_mut().unwrap().iter_mut().zip(&events) {
            value["text"] = json!(event.to_string().trim_start());
        }
        assert_eq!(response["events"], told);
        assert_eq!(response["faces"], json!(faces));
        assert_eq!(response["fight"], serde_json::to_value(&fight).unwrap());
        assert_eq!(
            response["next"],
            serde_json::to_value(fight.next()).unwrap()
        );
    }
    assert_eq!(response["next"]["next"], "over");
    // The log reads back through the library's own serde.
    let read: ch::Fight = serde_json::from_value(response["fight"].clone()).unwrap();
    assert_eq!(read, fight);
}

#[test]
fn a_constitution_simulation_counts_the_library_endings() {
    let setup = tc::Setup::new(
        vec![
            tc::Combatant::new(1, Side::Party, 4).unwrap(),
            tc::Combatant::new(2, Side::Foes, 4).unwrap(),
        ],
        tc::Ties::SetupOrder,
    )
    .unwrap();
    let response = call(
        "simulateFights",
        &json!({"system": "constitution", "setup": setup, "fights": 40, "seed": 5}),
    )
    .unwrap();
    let mut rng = osr::seeded(5);
    let mut party = 0;
    for _ in 0..40 {
        if tc::simulate(&setup, tc::Policy::default(), &mut rng).unwrap()
            == tc::Ending::Won(Side::Party)
        {
            party += 1;
        }
    }
    assert_eq!(response["party"], party);
    assert_eq!(response["fights"], 40);
}

#[test]
fn duel_odds_are_the_library_odds() {
    let duel = ch::Duel::new(
        ch::Duelist::new(5, 12, 1, StepDie::D8).unwrap(),
        ch::Duelist::new(4, 11, 0, StepDie::D8).unwrap(),
    );
    let response = call("fightOdds", &json!({"system": "cairn_house", "duel": duel})).unwrap();
    assert_eq!(response["odds"], serde_json::to_value(duel.odds()).unwrap());
}

#[test]
fn refusals_carry_the_library_kinds() {
    let setup = cairn_setup();
    let started = call(
        "startFight",
        &json!({"system": "cairn_house", "setup": setup}),
    )
    .unwrap();
    let refused = |fight: &Value, command: Value, dice: Value| {
        call(
            "stepFight",
            &json!({"system": "cairn_house", "fight": fight, "command": command, "dice": dice}),
        )
        .unwrap_err()
    };
    let step = |fight: &Value, command: Value, dice: Value| refused(fight, command, dice).kind;
    let attack = json!({"command": "act", "action": {"action": "attack", "target": 1}});
    assert_eq!(
        step(&started["fight"], attack, json!({"seed": 1})),
        "out_of_turn"
    );
    let initiative = json!({"command": "roll_initiative"});
    assert_eq!(
        step(
            &started["fight"],
            initiative.clone(),
            json!({"faces": [21]})
        ),
        "face_out_of_range"
    );
    assert_eq!(
        step(
            &started["fight"],
            initiative.clone(),
            json!({"faces": [5, 5]})
        ),
        "unused_faces"
    );
    let rolled = call(
        "stepFight",
        &json!({"system": "cairn_house", "fight": started["fight"],
                "command": initiative, "dice": {"faces": [5]}}),
    )
    .unwrap();
    let mut forged = rolled["fight"].clone();
    forged["events"][0]["passed"] = json!(false);
    let pass = json!({"command": "act", "action": {"action": "pass"}});
    assert_eq!(step(&forged, pass.clone(), json!({"faces": []})), "forged");
    // Events are compared as JSON: an extra field or a log that is not a
    // list is not what the replay wrote either.
    let mut padded = rolled["fight"].clone();
    padded["events"][0]["note"] = json!("mine");
    assert_eq!(step(&padded, pass.clone(), json!({"faces": []})), "forged");
    let mut scalar = rolled["fight"].clone();
    scalar["events"] = json!(7);
    assert_eq!(step(&scalar, pass.clone(), json!({"faces": []})), "forged");
    let mut long = rolled["fight"].clone();
    long["commands"] = json!(vec![json!({"command": "roll_initiative"}); 2_001]);
    let err = refused(&long, pass.clone(), json!({"faces": []}));
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        (
            "log_too_long",
            "the saved fight has 2001 commands, above the limit of 2000"
        )
    );
    let mut rolled_long = rolled["fight"].clone();
    rolled_long["faces"] = json!(vec![1; 20_001]);
    let err = refused(&rolled_long, pass, json!({"faces": []}));
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        (
            "log_too_long",
            "the saved fight has 20001 faces, above the limit of 20000"
        )
    );
    let many = call(
        "simulateFights",
        &json!({"system": "cairn_house", "setup": cairn_setup(), "fights": 0, "seed": 1}),
    );
    assert_eq!(many.unwrap_err().kind, "out_of_range");
}

/// A held fight steps as `stepFight` steps its log: every `stepFight`
/// vector, resumed in a `FightTracker` from its saved fight and stepped
/// with its command, answers the vector's response without its log, and
/// saves the response's log; a refused one is refused with the same kind,
/// and the fight held is left as it was.
#[test]
fn a_held_fight_steps_as_step_fight_does() {
    use osr_wasm::FightTracker;

    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../js/test/vectors/combat.json"
    );
    let vectors: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (mut stepped, mut refused) = (0, 0);
    for vector in vectors.iter().filter(|v| v["operation"] == "stepFight") {
        let request = &vector["request"];
        let mut resume = json!({"system": request["system"], "fight": request["fight"]});
        if let Some(names) = request.get("names") {
            resume["names"] = names.clone();
        }
        let Ok(mut tracker) = FightTracker::resume(&resume.to_string()) else {
            // A saved fight refused as it is read: `stepFight` refuses it too.
            assert!(vector.get("error").is_some(), "{request}");
            continue;
        };
        let before = tracker.save().unwrap();
        let step = json!({"system": request["system"], "command": request["command"], "dice": request["dice"]});
        match (tracker.step(&step.to_string()), vector.get("response")) {
            (Ok(answer), Some(response)) => {
                let mut expected = response.clone();
                let log = expected.as_object_mut().unwrap().remove("fight").unwrap();
                let answer: Value = serde_json::from_str(&answer).unwrap();
                assert_eq!(answer, expected, "{request}");
                assert_eq!(
                    serde_json::from_str::<Value>(&tracker.save().unwrap()).unwrap(),
                    log
                );
                stepped += 1;
            }
            (Err(err), None) => {
                assert_eq!(err.kind, vector["error"]["kind"], "{request}");
                assert_eq!(
                    tracker.save().unwrap(),
                    before,
                    "a refused command changed the fight"
                );
                refused += 1;
            }
            (answer, _) => panic!("{request}: the tracker answered {answer:?}, stepFight {vector}"),
        }
    }
    assert!(
        stepped > 20 && refused > 3,
        "{stepped} stepped, {refused} refused"
    );
}

/// A tracker's state is where `startFight` leaves the fight.
#[test]
fn a_new_tracker_is_where_start_fight_leaves_the_fight() {
    use osr_wasm::FightTracker;

    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../js/test/vectors/combat.json"
    );
    let vectors: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut started = 0;
    for vector in vectors.iter().filter(|v| v["operation"] == "startFight") {
        let request = vector["request"].to_string();
        match (FightTracker::start(&request), vector.get("response")) {
            (Ok(tracker), Some(response)) => {
                let mut expected = response.clone();
                let log = expected.as_object_mut().unwrap().remove("fight").unwrap();
                let state: Value = serde_json::from_str(&tracker.state().unwrap()).unwrap();
                assert_eq!(state, expected, "{request}");
                assert_eq!(
                    serde_json::from_str::<Value>(&tracker.save().unwrap()).unwrap(),
                    log
                );
                started += 1;
            }
            (Err(err), None) => assert_eq!(err.kind, vector["error"]["kind"], "{request}"),
            (answer, _) => {
                panic!("{request}: the tracker answered {answer:?}, startFight {vector}")
            }
        }
    }
    assert!(started >= 4, "{started} started");
}
