//! Rest outside a sheet: the rules' rests on the health a tracker holds.

use serde_json::{Value, json};

use super::{call, refusal};

/// HP 1 of 5, STR 8 of 13, DEX and WIL whole, 2 fatigue.
fn worn() -> Value {
    json!({"hp": 1, "max_hp": 5, "str": {"current": 8, "max": 13},
           "dex": {"current": 10, "max": 10}, "wil": {"current": 10, "max": 10},
           "fatigue": 2})
}

#[test]
fn cairn_house_rests_restore_hp_fatigue_and_abilities() {
    // rule: CH-health.rest.short
    // rule: CH-health.rest.long
    // rule: CH-health.rest.full
    // A short rest: HP 1 -> 5; fatigue stays (the default reading).
    let short = call(
        "takeRest",
        &json!({"system": "cairn_house", "rest": "short", "character": worn()}),
    );
    assert_eq!(
        (&short["character"]["hp"], &short["character"]["fatigue"]),
        (&json!(5), &json!(2))
    );
    assert_eq!(short["faces"], json!([]));
    // A long rest, d6 = 3 to STR: 8 -> 11, fatigue 2 -> 0; before the
    // die, STR 13 needs 5 or 6 (1/3), 11 a 3 (1/6).
    let long = call(
        "takeRest",
        &json!({"system": "cairn_house", "rest": "long", "character": worn(), "ability": "str",
                "dice": {"faces": [3]}}),
    );
    let after = &long["character"];
    assert_eq!((&after["hp"], &after["fatigue"]), (&json!(5), &json!(0)));
    assert_eq!(after["str"], json!({"current": 11, "max": 13}));
    let bands = long["odds"]["bands"].as_array().unwrap();
    let p = |score: i64| {
        bands
            .iter()
            .find(|b| b["band"] == score)
            .map(|b| b["p"]["exact"].clone())
    };
    assert_eq!(
        (p(13), p(11), p(9)),
        (Some(json!("1/3")), Some(json!("1/6")), Some(json!("1/6")))
    );
    assert!(
        long["text"].as_str().unwrap().starts_with("Long rest: "),
        "{}",
        long["text"]
    );
    // STR 11 of 13 and a 5: capped at 13.
    let mut stronger = worn();
    stronger["str"]["current"] = json!(11);
    let capped = call(
        "takeRest",
        &json!({"system": "cairn_house", "rest": "long", "character": stronger,
                "ability": "str", "dice": {"faces": [5]}}),
    );
    assert_eq!(capped["character"]["str"]["current"], 13);
    // A full rest: every ability whole.
    let full = call(
        "takeRest",
        &json!({"system": "cairn_house", "rest": "full", "character": worn()}),
    );
    assert_eq!(full["character"]["str"], json!({"current": 13, "max": 13}));
    assert_eq!(full["character"]["fatigue"], 0);
    // A long rest rolls: it needs dice.
    let blind = json!({"system": "cairn_house", "rest": "long", "character": worn(),
                       "ability": "str"});
    assert_eq!(refusal("takeRest", &blind), "invalid_request");
}

#[test]
fn a_gods_and_monsters_night_is_a_health_roll_and_a_day_needs_none() {
    // rule: GM-health.rest
    // rule: GM-health.injury
    // Toromeen, level 2, at 2 survival of 7 with health 10: a d20 of 10
    // passes, 2 -> 4; an 11 fails, 2 -> 3. The chance: 10 in 20.
    let night = |face: u32| {
        call(
            "takeRest",
            &json!({"system": "gods_and_monsters", "rest": "night",
                    "vitals": {"survival": 2, "max_survival": 7}, "level": 2, "health": 10,
                    "dice": {"faces": [face]}}),
        )
    };
    let rested = night(10);
    assert_eq!(rested["vitals"]["survival"], 4);
    assert_eq!(rested["roll"], "pass");
    assert_eq!(rested["chance"]["exact"], "1/2");
    assert_eq!(night(11)["vitals"]["survival"], 3);
    // Two injury points are a penalty of 2: health 10 passes on 8 or
    // less, 2 in 5; passed, one injury is healed instead.
    let hurt = call(
        "takeRest",
        &json!({"system": "gods_and_monsters", "rest": "night",
                "vitals": {"survival": 0, "max_survival": 7, "injuries": 2}, "level": 2,
                "health": 10, "heal": "injury", "dice": {"faces": [8]}}),
    );
    assert_eq!(hurt["chance"]["exact"], "2/5");
    assert_eq!(hurt["vitals"]["injuries"], 1);
    // A full day: the level back in survival, no roll.
    let day = call(
        "takeRest",
        &json!({"system": "gods_and_monsters", "rest": "day",
                "vitals": {"survival": 2, "max_survival": 7}, "level": 2}),
    );
    assert_eq!(
        (&day["vitals"]["survival"], &day["faces"]),
        (&json!(4), &json!([]))
    );
    assert_eq!(day["chance"]["exact"], "1/1");
}

#[test]
fn a_rest_refuses_what_it_does_not_take() {
    let stray = |request: Value| refusal("takeRest", &request);
    // A field of another rest, a field of no rest, at either depth.
    assert_eq!(
        stray(
            json!({"system": "cairn_house", "rest": "short", "character": worn(),
                     "ability": "str"})
        ),
        "invalid_request"
    );
    assert_eq!(
        stray(
            json!({"system": "gods_and_monsters", "rest": "day", "level": 2,
                     "vitals": {"survival": 2, "max_survival": 7}, "charm": 1})
        ),
        "invalid_request"
    );
    let mut odd = worn();
    odd["charm"] = json!(1);
    assert_eq!(
        stray(json!({"system": "cairn_house", "rest": "full", "character": odd})),
        "invalid_request"
    );
    // A dead character does not rest.
    let mut dead = worn();
    dead["dead"] = json!(true);
    assert_eq!(
        stray(json!({"system": "cairn_house", "rest": "short", "character": dead})),
        "dead"
    );
}
