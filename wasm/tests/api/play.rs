//! `playExpedition` plays what osr-play plays.

use serde_json::{Value, json};

use super::{call, refusal};

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
