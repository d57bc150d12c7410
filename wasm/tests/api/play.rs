//! `playExpedition` plays what osr-play plays, and `startExpedition` and
//! `stepExpedition` step it command by command as osr-play does.

use serde_json::{Value, json};

use super::{call, kind_or_answer, refusal};

/// The chronicle's text as osr-play's `Display` writes it.
fn text(chronicle: &Value) -> String {
    let mut out = String::new();
    for section in chronicle.as_array().unwrap() {
        out += &format!("-- {}\n", section["title"].as_str().unwrap());
        for line in section["lines"].as_array().unwrap() {
            out += &format!("  {}\n", line.as_str().unwrap());
        }
    }
    out
}

macro_rules! plays_as_the_library {
    ($($test:ident: $system:ident, $name:literal, $party:ident;)*) => {$(
        #[test]
        fn $test() {
            for seed in [0_u64, 7] {
                let played = osr::play::$system::sample::play(&mut osr::seeded(seed)).unwrap();
                let state = played.expedition.state();
                let answer = call("playExpedition", &json!({"system": $name, "dice": {"seed": seed}}));
                assert_eq!(answer["system"], $name);
                assert_eq!(text(&answer["chronicle"]), played.chronicle.to_string());
                assert_eq!(answer["summary"], serde_json::to_value(state.summary().unwrap()).unwrap());
                let party = answer["party"].as_array().unwrap();
                assert_eq!(party.len(), state.$party().len());
                // Each final sheet reads back through `readSheet`.
                for member in party {
                    assert!(!member["name"].as_str().unwrap().is_empty());
                    let read = call("readSheet", &json!({"sheet": member["sheet"]}));
                    assert_eq!(read["sheet"], member["sheet"]);
                }
                // The faces replay it.
                let again = call("playExpedition", &json!({"system": $name, "dice": {"faces": answer["faces"]}}));
                assert_eq!(again, answer);
            }
        }
    )*};
}

plays_as_the_library! {
    constitution_plays_as_the_library: constitution, "constitution", party;
    cairn_house_plays_as_the_library: cairn_house, "cairn_house", party;
    gods_and_monsters_plays_as_the_library: gods_and_monsters, "gods_and_monsters", members;
    murdham_plays_as_the_library: murdham, "murdham", party;
    block_dodge_parry_plays_as_the_library: block_dodge_parry, "block_dodge_parry", party;
}

/// The table's expedition from `seed`, started and stepped one command
/// at a time through the package with the commands and faces osr-play's
/// own play used: every step's events, the party and the end are the
/// library's, and the last saved expedition is the library's log.
macro_rules! steps_as_the_library {
    ($($test:ident: $system:ident, $name:literal, $rolled:literal;)*) => {$(
        #[test]
        fn $test() {
            use osr::core::SuppliedFaces;
            use osr::play::$system::{Expedition, sample};

            let seed = 3_u64;
            let played = sample::play(&mut osr::seeded(seed)).unwrap();
            let start = if $rolled {
                json!({"system": $name, "dice": {"seed": seed}})
            } else {
                json!({"system": $name})
            };
            let mut answer = call("startExpedition", &start);
            assert_eq!(answer["system"], $name);
            assert!(answer["events"].as_array().unwrap().is_empty());
            // The table's party is made as play makes it, its lines first
            // in play's chronicle.
            let made = text(&answer["chronicle"]);
            assert!(played.chronicle.to_string().starts_with(&made), "{made}");
            assert_eq!(
                answer["expedition"]["setup"],
                serde_json::to_value(played.expedition.setup()).unwrap()
            );
            // Each command with the faces it used in play.
            let faces = played.expedition.faces();
            let mut log = Expedition::new(played.expedition.setup().clone()).unwrap();
            let mut used = 0;
            for command in played.expedition.commands() {
                let allowed = answer["allowed"].as_array().unwrap().clone();
                let tag = serde_json::to_value(command).unwrap()["command"].clone();
                assert!(allowed.contains(&tag), "{tag} not in {allowed:?}");
                let mut source = SuppliedFaces::new(&faces[used..]);
                let events = log.step(command.clone(), &mut source).unwrap().to_vec();
                let took = faces.len() - used - source.remaining().len();
                let request = json!({"system": $name, "expedition": answer["expedition"],
                    "command": command, "dice": {"faces": faces[used..used + took]}});
                used += took;
                answer = call("stepExpedition", &request);
                let lines: Vec<String> = events.iter().map(ToString::to_string).collect();
                let told: Vec<&str> = answer["events"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| e["text"].as_str().unwrap())
                    .collect();
                assert_eq!(told, lines);
                assert_eq!(answer["faces"], json!(faces[used - took..used]));
            }
            assert_eq!(used, faces.len());
            assert_eq!(answer["expedition"], serde_json::to_value(&played.expedition).unwrap());
            assert_eq!(answer["allowed"], json!([]));
            assert_eq!(
                answer["summary"],
                serde_json::to_value(played.expedition.state().summary().unwrap()).unwrap()
            );
            // The party at the end is the one `playExpedition` ends with.
            let whole = call("playExpedition", &json!({"system": $name, "dice": {"seed": seed}}));
            assert_eq!(answer["party"], whole["party"]);
            // The expedition is over: one more command is refused.
            let last = played.expedition.commands().last().unwrap();
            let more = json!({"system": $name, "expedition": answer["expedition"],
                "command": last, "dice": {"seed": 1}});
            assert_eq!(refusal("stepExpedition", &more), "expedition_over");
        }
    )*};
}

steps_as_the_library! {
    constitution_steps_as_the_library: constitution, "constitution", true;
    cairn_house_steps_as_the_library: cairn_house, "cairn_house", true;
    gods_and_monsters_steps_as_the_library: gods_and_monsters, "gods_and_monsters", true;
    murdham_steps_as_the_library: murdham, "murdham", false;
    block_dodge_parry_steps_as_the_library: block_dodge_parry, "block_dodge_parry", false;
}

#[test]
fn an_expedition_starts_from_the_caller_s_setup_and_refuses_what_the_rules_do() {
    let table = call(
        "startExpedition",
        &json!({"system": "constitution", "dice": {"seed": 5}}),
    );
    let setup = table["expedition"]["setup"].clone();
    // The same setup given: the same expedition, without the party's making.
    let given = call(
        "startExpedition",
        &json!({"system": "constitution", "setup": setup}),
    );
    assert_eq!(given["expedition"], table["expedition"]);
    assert!(given.get("chronicle").is_none());
    assert_eq!(given["allowed"], json!(["buy", "depart"]));
    let refused = |request: Value| refusal("startExpedition", &request);
    // Dice roll the table's party: none with a setup, and needed without.
    assert_eq!(
        refused(json!({"system": "constitution", "setup": setup, "dice": {"seed": 1}})),
        "invalid_request"
    );
    assert_eq!(refused(json!({"system": "cairn_house"})), "dice_required");
    // The setup is read through the library's checks.
    let mut empty = setup.clone();
    empty["party"] = json!([]);
    assert_eq!(
        kind_or_answer(
            "startExpedition",
            &json!({"system": "constitution", "setup": empty})
        ),
        Err("out_of_range".into())
    );
    let step = |expedition: &Value, command: Value| {
        json!({"system": "constitution", "expedition": expedition, "command": command,
               "dice": {"seed": 2}})
    };
    // A march in town is not allowed now; nothing changes.
    assert_eq!(
        refusal(
            "stepExpedition",
            &step(&given["expedition"], json!({"command": "march"}))
        ),
        "not_now"
    );
    // A saved expedition whose events were edited is refused as forged.
    let departed = call(
        "stepExpedition",
        &step(&given["expedition"], json!({"command": "depart"})),
    );
    assert!(
        departed["allowed"]
            .as_array()
            .unwrap()
            .contains(&json!("march"))
    );
    let mut forged = departed["expedition"].clone();
    let events = forged["events"].as_array_mut().unwrap();
    assert!(!events.is_empty());
    events.pop();
    assert_eq!(
        refusal(
            "stepExpedition",
            &step(&forged, json!({"command": "march"}))
        ),
        "forged"
    );
}

#[test]
fn faces_that_run_out_and_unknown_systems_are_refused() {
    let short = json!({"system": "cairn_house", "dice": {"faces": [3, 4, 5]}});
    assert_eq!(refusal("playExpedition", &short), "faces_exhausted");
    let unknown = json!({"system": "cairn", "dice": {"seed": 1}});
    assert_eq!(refusal("playExpedition", &unknown), "invalid_request");
}

#[test]
fn a_day_of_deprivation_is_the_library_s_day() {
    use osr::core::SuppliedFaces;
    use osr::health::constitution::deprivation::{Day, Deprivation, Food, Sleep, Water};

    let day = Day {
        food: Food::None,
        exertion: true,
        water: Water::None,
        sleep: Sleep::Badly,
    };
    let mut pc = Deprivation::new(11).unwrap();
    let mut state = Value::Null;
    for face in [6, 15, 2] {
        let report = pc.day(day, &mut SuppliedFaces::new(&[face])).unwrap();
        let mut request = json!({"system": "constitution", "day": day, "dice": {"faces": [face]}});
        if state.is_null() {
            request["str"] = json!(11);
        } else {
            request["deprivation"] = state.clone();
        }
        let answer = call("deprivationDay", &request);
        assert_eq!(
            answer["events"],
            serde_json::to_value(report.events()).unwrap()
        );
        assert_eq!(answer["deprivation"], serde_json::to_value(&pc).unwrap());
        assert_eq!(answer["penalty"], json!(pc.penalty()));
        assert_eq!(answer["hunger"], serde_json::to_value(pc.hunger()).unwrap());
        assert_eq!(answer["dead"], json!(pc.is_dead()));
        state = answer["deprivation"].clone();
    }
}

#[test]
fn a_hunt_is_the_library_s_hunt_with_its_odds() {
    use osr::check::constitution::Skill;
    use osr::core::SuppliedFaces;
    use osr::travel::constitution::{Hunt, HuntingGround, Method};

    let hunt = Hunt::new(Method::Forage, HuntingGround::ForestOrJungle, true, 13)
        .unwrap()
        .with_skill(Skill::new(30).unwrap());
    let faces = [17, 2, 4, 3];
    let roll = hunt.roll(1, &mut SuppliedFaces::new(&faces)).unwrap();
    let answer = call(
        "rollHunt",
        &json!({"system": "constitution", "method": "forage", "ground": "forest_or_jungle",
                "winter": true, "ability": 13, "skill": 30, "on_distance": 1,
                "dice": {"faces": roll.faces()}}),
    );
    assert_eq!(answer["dc"], json!(20));
    assert_eq!(answer["roll"], serde_json::to_value(&roll).unwrap());
    assert_eq!(
        answer["cut_odds"],
        serde_json::to_value(hunt.cut_odds(1).unwrap()).unwrap()
    );
    assert_eq!(answer["faces"], json!(roll.faces()));
    assert_eq!(
        refusal(
            "rollHunt",
            &json!({"system": "constitution", "method": "traps",
        "ground": "plains", "ability": 10, "on_distance": 101, "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
}

#[test]
fn a_disease_s_course_has_the_library_s_odds() {
    // rule: BDP-1.7.4.daily
    // rule: BDP-1.7.4.heal
    // rule: BDP-1.7.3.str
    // rule: MU-health.disease.recovery
    use osr::health::block_dodge_parry::{Body, Track};

    // Bonebreaker Plague (2 STR a failed day, healed by 3 saves) on STR 2:
    // each save passes on 2 or less (1 in 10) and the first failure
    // kills, so it is healed only by three passes in a row.
    let body = Body::new(
        Track::new(2, 11).unwrap(),
        Track::new(10, 10).unwrap(),
        Track::new(9, 9).unwrap(),
    );
    let answer = call(
        "diseaseOdds",
        &json!({"system": "block_dodge_parry", "disease": "bonebreaker_plague",
                "body": serde_json::to_value(&body).unwrap()}),
    );
    let course = &answer["course"];
    let exact = |values: &Value| -> Vec<Value> {
        values
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["exact"].clone())
            .collect()
    };
    let endings: Vec<(Value, Value)> = course["endings"]["bands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|band| (band["band"].clone(), band["p"]["exact"].clone()))
        .collect();
    assert_eq!(
        endings,
        [
            (json!({"end": "recovered", "score": 2}), json!("1/1000")),
            (json!({"end": "died"}), json!("999/1000")),
        ]
    );
    assert_eq!(
        exact(&course["by_day"]),
        [json!("9/10"), json!("9/100"), json!("1/100")]
    );
    assert_eq!(course["mean_days"]["exact"], "111/100");
    // Murdham's bloody flu at STR 20: every save passes, recovered in two
    // days.
    let flu = call(
        "diseaseOdds",
        &json!({"system": "murdham", "disease": "bloody_flu", "str": 20}),
    );
    assert_eq!(flu["course"]["mean_days"]["exact"], "2");
    assert_eq!(
        exact(&flu["course"]["by_day"]),
        [json!("0/1"), json!("1/1")]
    );
    assert_eq!(
        refusal(
            "diseaseOdds",
            &json!({"system": "murdham", "disease": "digworm", "str": 10})
        ),
        "never_ends"
    );
}
