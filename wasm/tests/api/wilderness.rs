//! Wilderness watches played one at a time, the journey carried between.

use serde_json::{Value, json};

use super::{call, refusal};

fn watch(request: Value) -> Value {
    call("wildernessWatch", &request)
}

#[test]
fn travel_is_2d6_miles_halved_when_encumbered_then_the_wilderness_event() {
    // rule: CH-travel.wild.travel
    // rule: CH-travel.wild-event.trigger
    // rule: CH-travel.wild-event.4
    // Summer, three travellers, encumbered: [3, 4] = 7 miles, halved to
    // 3; the event d6 4 is the weather, whose d6 2 makes it one step
    // worse.
    let first = watch(
        json!({"system": "cairn_house", "season": "summer", "travellers": 3,
                             "encumbered": true, "action": {"action": "travel"},
                             "dice": {"faces": [3, 4, 4, 2]}}),
    );
    assert_eq!(first["miles"], 3);
    assert_eq!(
        (
            first["report"]["day"].clone(),
            first["report"]["watch"].clone()
        ),
        (json!(1), json!(1))
    );
    assert_eq!(
        first["lines"],
        json!([
            "Travelled 3 miles (2d6 [3, 4], halved: encumbered)",
            "Wilderness Event d6 = 4: the weather changes",
            "Weather d6 = 2: one step worse",
        ])
    );
    // The journey goes on: the second watch, unencumbered now, [1, 1] is
    // 2 miles; a 5 is free.
    let second = watch(json!({"system": "cairn_house", "journey": first["journey"],
                              "encumbered": false, "action": {"action": "travel"},
                              "dice": {"faces": [1, 1, 5]}}));
    assert_eq!(second["report"]["watch"], 2);
    assert_eq!(second["miles"], 2);
    assert_eq!(
        second["lines"][1],
        "Wilderness Event d6 = 5: nothing happens"
    );
}

#[test]
fn a_summer_night_watch_takes_a_forced_march_and_camp_feeds_who_eats() {
    // rule: CH-travel.watch
    // rule: CH-travel.wild.forced-march
    // rule: CH-travel.wild.camp
    // Summer: two daylight watches, then a night one.
    let mut journey = watch(
        json!({"system": "cairn_house", "season": "summer", "travellers": 4,
                                   "action": {"action": "explore"}, "dice": {"faces": []}}),
    )["journey"]
        .clone();
    assert_eq!(
        refusal(
            "wildernessWatch",
            &json!({"system": "cairn_house", "journey": journey,
                    "action": {"action": "forced_march"}, "dice": {"faces": [4, 6]}})
        ),
        "not_allowed"
    );
    journey = watch(json!({"system": "cairn_house", "journey": journey,
                           "action": {"action": "explore"}, "dice": {"faces": []}}))["journey"]
        .clone();
    let march = watch(json!({"system": "cairn_house", "journey": journey,
                             "action": {"action": "forced_march"}, "dice": {"faces": [4, 6]}}));
    assert_eq!(march["report"]["light"], "night");
    assert_eq!(march["miles"], 4);
    assert_eq!(
        march["lines"][0],
        "A forced march through the night: 4 miles (d6 [4]), 1 fatigue each"
    );
    // Four travellers, three eat: three long rests, one without healing.
    let camp = watch(json!({"system": "cairn_house", "journey": march["journey"],
                            "action": {"action": "make_camp", "eaters": 3}, "dice": {"faces": []}}));
    assert_eq!(
        camp["lines"],
        json!([
            "Camp made: 3 eat and take a long rest; 1 without food cannot regain HP until they do"
        ])
    );
}

#[test]
fn a_journey_needs_its_season_and_travellers_to_set_out() {
    let set_out = |fields: Value| {
        let mut request = json!({"system": "cairn_house", "action": {"action": "explore"},
                                 "dice": {"faces": []}});
        request
            .as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        refusal("wildernessWatch", &request)
    };
    assert_eq!(set_out(json!({"season": "summer"})), "invalid_request");
    assert_eq!(
        set_out(json!({"season": "summer", "travellers": 0})),
        "out_of_range"
    );
}
