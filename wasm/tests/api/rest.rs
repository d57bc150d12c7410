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

/// A 3d6 Constitution character's hit points and wounds: `hit_dice` HD of
/// d6, `hp` HP, `fatigue` fatigue, level 1, no penance, marks or wounds.
fn vitality(hit_dice: u32, hp: u32, fatigue: u32) -> Value {
    json!({"hp": hp, "hit_dice": hit_dice, "fatigue": fatigue, "penance": 0, "tough": false,
           "level": 1, "marks": 0, "minor_wounds": 0, "dead": false})
}

/// The exact probability a rest's `odds` give `band`, as the fraction the
/// package writes.
fn exact(answer: &Value, band: i64) -> Option<Value> {
    answer["odds"]["bands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["band"] == band)
        .map(|b| b["p"]["exact"].clone())
}

#[test]
fn a_constitution_short_rest_rerolls_hp_with_fatigue_dice_dropped() {
    // rule: TC-6.4
    // rule: TC-6.5
    // Worked example W1: 2 HD, HP 7, fatigue 2 (the third short rest):
    // 4d6 = 6, 5, 2, 1, the two highest dropped: HP 3, then fatigue 3.
    let rested = call(
        "takeRest",
        &json!({"system": "constitution", "rest": "short", "vitality": vitality(2, 7, 2),
                "dice": {"faces": [6, 5, 2, 1]}}),
    );
    assert_eq!(
        (&rested["vitality"]["hp"], &rested["vitality"]["fatigue"]),
        (&json!(3), &json!(3))
    );
    assert_eq!(rested["faces"], json!([6, 5, 2, 1]));
    assert_eq!(rested["text"], "Short rest: HP 7 -> 3; fatigue 2 -> 3");
    // Before the dice: HP 12 needs four 6s, 1/1296; HP 2 at least two 1s,
    // 1 - (5/6)^4 - 4 (1/6) (5/6)^3 = 171/1296 = 19/144.
    assert_eq!(exact(&rested, 12), Some(json!("1/1296")));
    assert_eq!(exact(&rested, 2), Some(json!("19/144")));
    // The new total stands even when lower: HP 12, 2d6 = 1, 1 -> 2.
    let lower = call(
        "takeRest",
        &json!({"system": "constitution", "rest": "short", "vitality": vitality(2, 12, 0),
                "dice": {"faces": [1, 1]}}),
    );
    assert_eq!(lower["vitality"]["hp"], 2);
}

#[test]
fn a_tough_fighter_may_keep_the_last_total() {
    // rule: TC-7.2
    // Tough, 1 HD of d8, HP 5: a d8 of 3 leaves HP 5; before the die, HP
    // 5 unless it shows 6, 7 or 8: 5/8.
    let mut tough = vitality(1, 5, 0);
    tough["tough"] = json!(true);
    let kept = call(
        "takeRest",
        &json!({"system": "constitution", "rest": "short", "vitality": tough,
                "keep_higher": true, "dice": {"faces": [3]}}),
    );
    assert_eq!(kept["vitality"]["hp"], 5);
    assert_eq!(exact(&kept, 5), Some(json!("5/8")));
    assert_eq!(exact(&kept, 8), Some(json!("1/8")));
    assert_eq!(
        kept["text"],
        "Short rest: HP 5 -> 5 (rolled 3, the higher kept); fatigue 0 -> 1"
    );
    // Only a tough fighter keeps the higher.
    assert_eq!(
        refusal(
            "takeRest",
            &json!({"system": "constitution", "rest": "short", "vitality": vitality(1, 5, 0),
                    "keep_higher": true, "dice": {"faces": [3]}})
        ),
        "not_tough"
    );
}

#[test]
fn a_good_night_resets_fatigue_heals_minor_wounds_and_rerolls_without_fatigue_dice() {
    // rule: TC-6.5
    // rule: TC-6.9
    // W1 the next morning: fatigue 3 -> 0, the morning 2d6 = 3, 6: HP 9;
    // the shallow cut of the day before heals. 7 was 6 in 36 (1/6).
    let mut tired = vitality(2, 3, 3);
    tired["minor_wounds"] = json!(1);
    let morning = call(
        "takeRest",
        &json!({"system": "constitution", "rest": "good_night", "vitality": tired,
                "dice": {"faces": [3, 6]}}),
    );
    let after = &morning["vitality"];
    assert_eq!(
        (&after["hp"], &after["fatigue"], &after["minor_wounds"]),
        (&json!(9), &json!(0), &json!(0))
    );
    assert_eq!(exact(&morning, 7), Some(json!("1/6")));
    assert_eq!(
        morning["text"],
        "A good night's sleep: fatigue 3 -> 0; 1 minor wound healed; HP 3 -> 9"
    );
}

#[test]
fn penance_and_a_tired_morning_add_dice_to_the_morning_reroll() {
    // rule: TC-11.3
    // rule: TC-15.7
    // 1 HD with 1 penance: the morning keeps the lower of 2d6 = 5, 2 -> 2.
    // A 1 on either die: 11/36.
    let mut penitent = vitality(1, 4, 2);
    penitent["penance"] = json!(1);
    let morning = call(
        "takeRest",
        &json!({"system": "constitution", "rest": "good_night", "vitality": penitent,
                "dice": {"faces": [5, 2]}}),
    );
    assert_eq!(
        (&morning["vitality"]["hp"], &morning["vitality"]["penance"]),
        (&json!(2), &json!(1))
    );
    assert_eq!(exact(&morning, 1), Some(json!("11/36")));
    // Half STR lost to hunger, thirst and sleep: the day starts with 1
    // fatigue, so 2 HD keep the lowest 2 of 3d6 = 6, 4, 4 -> 8; 12 needs
    // three 6s, 1/216.
    let tired = call(
        "takeRest",
        &json!({"system": "constitution", "rest": "good_night", "vitality": vitality(2, 4, 0),
                "morning_fatigue": 1, "dice": {"faces": [6, 4, 4]}}),
    );
    assert_eq!(
        (&tired["vitality"]["hp"], &tired["vitality"]["fatigue"]),
        (&json!(8), &json!(1))
    );
    assert_eq!(exact(&tired, 12), Some(json!("1/216")));
}

#[test]
fn a_constitution_rest_names_the_field_it_refuses() {
    // HP past any hit dice's reach, at its place.
    let err = super::answer(
        "takeRest",
        &json!({"system": "constitution", "rest": "short", "vitality": vitality(2, 400, 0),
                "dice": {"faces": [1, 1]}}),
    )
    .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("out_of_range", Some("/vitality/hp")),
        "{err}"
    );
    // HP above what 2d6 roll: refused as the vitality is read.
    let err = super::answer(
        "takeRest",
        &json!({"system": "constitution", "rest": "short", "vitality": vitality(2, 13, 0),
                "dice": {"faces": [1, 1]}}),
    )
    .unwrap_err();
    assert_eq!(err.kind, "invalid_request", "{err}");
    assert!(
        err.message
            .ends_with("hit points 13 is above its maximum 12"),
        "{err}"
    );
    // Fatigue of the wrong type, at its place.
    let mut odd = vitality(2, 3, 0);
    odd["fatigue"] = json!("2");
    let err = super::answer(
        "takeRest",
        &json!({"system": "constitution", "rest": "short", "vitality": odd,
                "dice": {"faces": [1, 1]}}),
    )
    .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("invalid_request", Some("/vitality/fatigue")),
        "{err}"
    );
    // Morning fatigue past 40.
    let err = super::answer(
        "takeRest",
        &json!({"system": "constitution", "rest": "good_night", "vitality": vitality(2, 3, 0),
                "morning_fatigue": 41, "dice": {"faces": [1, 1]}}),
    )
    .unwrap_err();
    assert_eq!(err.kind, "out_of_range", "{err}");
    assert_eq!(err.path.as_deref(), Some("/morning_fatigue"), "{err}");
    // A re-roll rolls: dice are needed.
    assert_eq!(
        refusal(
            "takeRest",
            &json!({"system": "constitution", "rest": "short", "vitality": vitality(2, 3, 0)})
        ),
        "invalid_request"
    );
}

/// A Block, Dodge, Parry body: STR 8 of 12, DEX 9 of 10, WIL 9 of 9,
/// `fatigue` Fatigue.
fn bdp_body(fatigue: u32) -> Value {
    json!({"str": {"current": 8, "max": 12}, "dex": {"current": 9, "max": 10},
           "wil": {"current": 9, "max": 9}, "fatigue": fatigue})
}

/// A Block, Dodge, Parry night's sleep of `quality` for `body`.
fn sleep(body: &Value, quality: &str, restore: Option<&str>) -> Value {
    let mut request = json!({"system": "block_dodge_parry", "rest": "sleep", "body": body,
                             "quality": quality});
    if let Some(ability) = restore {
        request["restore"] = json!(ability);
    }
    call("takeRest", &request)
}

#[test]
fn block_dodge_parry_sleep_by_the_types_of_rest() {
    // rule: BDP-1.8.2.sleep
    // Awake all night: deprived, the 3 Fatigue stay.
    let awake = sleep(&bdp_body(3), "none", None);
    assert_eq!(
        (&awake["body"]["sleepless"], &awake["body"]["fatigue"]),
        (&json!(true), &json!(3))
    );
    assert_eq!(
        awake["text"],
        "A night without sleep: deprived of a crucial need"
    );
    // Perilous rest ends that, but the Fatigue stays.
    let perilous = sleep(&awake["body"], "perilous", None);
    assert_eq!(
        (&perilous["body"]["sleepless"], &perilous["body"]["fatigue"]),
        (&json!(false), &json!(3))
    );
    // Normal rest: Fatigue 3 -> 0, nothing rolled.
    let normal = sleep(&bdp_body(3), "normal", None);
    assert_eq!(normal["body"]["fatigue"], 0);
    assert_eq!(normal["text"], "A normal night's rest: Fatigue 3 -> 0");
    assert_eq!(
        (&normal["faces"], &normal["odds"]),
        (&json!([]), &json!(null))
    );
    // Comfortable rest: 1 point back to the chosen ability only: STR 8/12
    // and DEX 9/10, STR chosen: STR 9/12, DEX 9/10.
    let comfortable = sleep(&bdp_body(3), "comfortable", Some("str"));
    assert_eq!(comfortable["body"]["str"], json!({"current": 9, "max": 12}));
    assert_eq!(comfortable["body"]["dex"], json!({"current": 9, "max": 10}));
    assert_eq!(comfortable["body"]["fatigue"], 0);
}

#[test]
fn a_comfortable_rest_restores_nothing_while_deprived_of_food() {
    // rule: BDP-1.6.deprived
    let mut hungry = bdp_body(0);
    hungry["hungry"] = json!(true);
    let rested = sleep(&hungry, "comfortable", Some("str"));
    assert_eq!(rested["body"]["str"]["current"], 8);
    assert_eq!(
        rested["text"],
        "A comfortable night's rest: still deprived of a crucial need"
    );
}

/// Catching its breath at `hp` of 6 with the waterskin `skin`.
fn breather(body: &Value, hp: u32, skin: &str, faces: Option<&[u32]>) -> Result<Value, String> {
    let mut request = json!({"system": "block_dodge_parry", "rest": "catch_breath",
                             "body": body, "hp": {"current": hp, "max": 6}, "waterskin": skin});
    if let Some(faces) = faces {
        request["dice"] = json!({ "faces": faces });
    }
    super::kind_or_answer("takeRest", &request)
}

#[test]
fn catching_its_breath_restores_all_hp_and_rolls_the_waterskin() {
    // rule: BDP-1.8.1.breath
    // rule: BDP-1.8.1.usage-die
    // HP 2/6 and a drink: 6/6; the full waterskin's d8 shows 1: down to
    // d6. Before the die: d6 on a 1 or 2, 1/4; still d8, 3/4.
    let caught = breather(&bdp_body(0), 2, "d8", Some(&[1])).unwrap();
    assert_eq!(caught["hp"], json!({"current": 6, "max": 6}));
    assert_eq!(
        (&caught["waterskin"], &caught["faces"]),
        (&json!("d6"), &json!([1]))
    );
    let p = |answer: &Value, band: &str| {
        answer["odds"]["bands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["band"] == band)
            .map(|b| b["p"]["exact"].clone())
    };
    assert_eq!(
        (p(&caught, "d6"), p(&caught, "d8")),
        (Some(json!("1/4")), Some(json!("3/4")))
    );
    assert_eq!(
        caught["text"],
        "Catching one's breath: HP 2 -> 6; the waterskin's d8 shows 1: d8 -> d6"
    );
    // The d4's 2 empties it: 1/2 before the die.
    let last = breather(&bdp_body(0), 3, "d4", Some(&[2])).unwrap();
    assert_eq!(last["waterskin"], "empty");
    assert_eq!(p(&last, "empty"), Some(json!("1/2")));
    // A d6 showing 5 stays a d6.
    let kept = breather(&bdp_body(0), 3, "d6", Some(&[5])).unwrap();
    assert_eq!(kept["waterskin"], "d6");
    // No water: no breather, and no dice needed.
    let dry = breather(&bdp_body(0), 2, "empty", None).unwrap();
    assert_eq!(
        (&dry["hp"]["current"], &dry["odds"], &dry["faces"]),
        (&json!(2), &json!(null), &json!([]))
    );
    // Water and HP to recover: the usage die needs dice.
    assert_eq!(
        breather(&bdp_body(0), 2, "d8", None).unwrap_err(),
        "dice_required"
    );
}

#[test]
fn a_deprived_or_full_body_catches_no_breath() {
    // rule: BDP-1.6.deprived
    let mut sleepless = bdp_body(0);
    sleepless["sleepless"] = json!(true);
    let deprived = breather(&sleepless, 2, "d8", None).unwrap();
    assert_eq!(deprived["hp"]["current"], 2);
    assert_eq!(
        deprived["text"],
        "Catching one's breath: nothing recovered (deprived of a crucial need)"
    );
    // Ten Fatigue fill every slot: HP stay 0.
    let full = breather(&bdp_body(10), 0, "d8", None).unwrap();
    assert_eq!(
        (&full["hp"]["current"], &full["waterskin"]),
        (&json!(0), &json!("d8"))
    );
}

#[test]
fn a_block_dodge_parry_rest_names_the_field_it_refuses() {
    // HP above the maximum, at its place.
    let err = super::answer(
        "takeRest",
        &json!({"system": "block_dodge_parry", "rest": "catch_breath", "body": bdp_body(0),
                "hp": {"current": 7, "max": 6}, "waterskin": "d8", "dice": {"faces": [3]}}),
    )
    .unwrap_err();
    assert_eq!(err.kind, "invalid_request", "{err}");
    assert!(
        err.message
            .ends_with("hit protection 7 is above its maximum 6"),
        "{err}"
    );
    // A quality of rest the rules do not have.
    let err = super::answer(
        "takeRest",
        &json!({"system": "block_dodge_parry", "rest": "sleep", "body": bdp_body(0),
                "quality": "luxurious"}),
    )
    .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("invalid_request", Some("/quality")),
        "{err}"
    );
    // Fatigue and wounds past the ten slots.
    let err = super::answer(
        "takeRest",
        &json!({"system": "block_dodge_parry", "rest": "sleep", "body": bdp_body(11),
                "quality": "normal"}),
    )
    .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("out_of_range", Some("/body/fatigue")),
        "{err}"
    );
    // A sleep rolls nothing: dice are refused.
    assert_eq!(
        refusal(
            "takeRest",
            &json!({"system": "block_dodge_parry", "rest": "sleep", "body": bdp_body(0),
                    "quality": "normal", "dice": {"faces": [3]}})
        ),
        "invalid_request"
    );
}

/// A Murdham rest, `rest` (`"daily"` or `"full"`), at WIT `wit`.
fn murdham_rest(rest: &str, wit: i32, addicted: bool, units: Option<u32>) -> Value {
    let mut request = json!({"system": "murdham", "rest": rest, "wit": wit,
                             "addicted": addicted});
    if let Some(units) = units {
        request["drug_units"] = json!(units);
    }
    call("takeRest", &request)
}

#[test]
fn an_addict_short_of_its_drug_loses_wit_at_a_rest() {
    // rule: MU-health.drug.withdrawal
    // A daily rest without the drug: WIT -1; with a unit: nothing.
    let daily = murdham_rest("daily", 9, true, None);
    assert_eq!(daily["wit"], 8);
    assert_eq!(
        daily["events"],
        json!([{"event": "ability_reduced", "ability": "wit", "temporary": 1, "permanent": 0}])
    );
    assert_eq!(daily["text"], "A daily rest: withdrawal: WIT -1 (9 -> 8)");
    assert_eq!(murdham_rest("daily", 9, true, Some(1))["wit"], 9);
    // A full rest with 5 units of 8: WIT -3; with 8 or more: nothing.
    assert_eq!(murdham_rest("full", 9, true, Some(5))["wit"], 6);
    let enough = murdham_rest("full", 9, true, Some(9));
    assert_eq!(
        (&enough["wit"], &enough["events"], &enough["faces"]),
        (&json!(9), &json!([]), &json!([]))
    );
    // None of the 8 at WIT 5: the score stops at 0.
    assert_eq!(murdham_rest("full", 5, true, None)["wit"], 0);
    // Only an addict.
    let sober = murdham_rest("full", 9, false, None);
    assert_eq!(
        (&sober["wit"], &sober["text"]),
        (&json!(9), &json!("A full rest: no withdrawal"))
    );
}

#[test]
fn a_murdham_rest_names_the_field_it_refuses() {
    for (request, kind, path) in [
        (
            json!({"system": "murdham", "rest": "daily", "wit": 21, "addicted": true}),
            "out_of_range",
            "/wit",
        ),
        (
            json!({"system": "murdham", "rest": "full", "wit": 9, "addicted": true,
                   "drug_units": 1001}),
            "out_of_range",
            "/drug_units",
        ),
        (
            json!({"system": "murdham", "rest": "weekly", "wit": 9, "addicted": true}),
            "invalid_request",
            "/rest",
        ),
    ] {
        let err = super::answer("takeRest", &request).unwrap_err();
        assert_eq!(
            (err.kind.as_str(), err.path.as_deref()),
            (kind, Some(path)),
            "{err}"
        );
    }
    // A rest rolls nothing: dice are refused; whether addicted is asked.
    for request in [
        json!({"system": "murdham", "rest": "daily", "wit": 9, "addicted": true,
               "dice": {"seed": 1}}),
        json!({"system": "murdham", "rest": "daily", "wit": 9}),
    ] {
        assert_eq!(refusal("takeRest", &request), "invalid_request");
    }
}
