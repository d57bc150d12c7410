//! 3d6 Constitution trek days played one at a time, the trek carried
//! between.

use serde_json::{Value, json};

use super::{call, refusal};

fn day(request: &Value) -> Value {
    call("trekDay", request)
}

#[test]
fn a_trek_day_hunts_travels_checks_and_eats() {
    // rule: TC-13.4a
    // rule: TC-13.5
    // rule: TC-13.7
    // rule: TC-13.8
    // rule: TC-15.1
    // Three travellers with two rations on the plains; a hunter with STR
    // 12 against DC 20 - 5 = 15: d20 9 makes 21, 1 degree, on rations: d4
    // 2 + 1 = 3 rations; d4 2 quarters of the day lost: 18 miles -> 9, so
    // 1 + 1 checks, d6 1 (met) and 5.
    let first = day(
        &json!({"system": "constitution", "travellers": 3, "rations": 2,
                            "terrain": "plains", "weather": "clear",
                            "hunters": [{"method": "ranged", "ground": "plains", "ability": 12}],
                            "dice": {"faces": [9, 2, 2, 1, 5]}}),
    );
    let lines: Vec<&str> = first["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert_eq!(lines[1], "Travelled 9 miles", "{lines:?}");
    assert_eq!(lines[2], "2 encounter checks (d6 [1, 5]): an encounter");
    assert!(lines.contains(&"3 rations eaten, 2 left"), "{lines:?}");
    assert_eq!(first["trek"]["rations"], 2);
    assert_eq!(first["faces"], json!([9, 2, 2, 1, 5]));
    // Before the dice: the hunt fails on d20 1 or 2 (the whole day, one
    // check), else d4 quarters of 18 miles are lost (3, 2, 1 or 1
    // checks): no encounter 1/10 x 2/3 + 9/10 x 14/27 = 8/15.
    let none = first["encounters"]["bands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["band"] == 0)
        .unwrap();
    assert_eq!(none["p"]["exact"], "8/15");
    // Three encounters need the three checks of 13 1/2 miles (d4 1),
    // each met: 9/10 x 1/4 x 1/27 = 1/120.
    assert_eq!(first["encounters"]["bands"][3]["band"], 3);
    assert_eq!(first["encounters"]["bands"][3]["p"]["exact"], "1/120");
    // The next day, from the trek as the first left it: the road, a storm,
    // no hunters: 24 / 3 = 8 miles, 1 + 1 checks; two rations for three.
    let next = day(
        &json!({"system": "constitution", "trek": first["trek"], "terrain": "road",
                           "weather": "storm", "dice": {"faces": [6, 6]}}),
    );
    assert_eq!(next["day"]["day"], 2);
    let lines = next["lines"].as_array().unwrap();
    assert_eq!(lines[0], "Travelled 8 miles");
    assert_eq!(lines[1], "2 encounter checks (d6 [6, 6]): nothing met");
    assert_eq!(lines[2], "2 rations eaten, 0 left");
    assert_eq!(lines[3], "1 traveller goes without food today");
}

#[test]
fn a_trek_is_set_out_or_carried_on_not_both() {
    let both = json!({"system": "constitution", "trek": null, "travellers": 2, "rations": 2,
                      "terrain": "road", "weather": "clear", "dice": {"seed": 1}});
    assert_eq!(refusal("trekDay", &both), "invalid_request");
    let neither = json!({"system": "constitution", "terrain": "road", "weather": "clear",
                         "dice": {"seed": 1}});
    assert_eq!(refusal("trekDay", &neither), "invalid_request");
    let nobody = json!({"system": "constitution", "travellers": 0, "rations": 2,
                        "terrain": "road", "weather": "clear", "dice": {"seed": 1}});
    assert_eq!(refusal("trekDay", &nobody), "out_of_range");
}
