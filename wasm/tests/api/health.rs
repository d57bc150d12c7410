//! applyDamage, damageOdds and diseaseDay answer as osr-health does.

use osr::check::Resolved;
use osr::core::SuppliedFaces;
use osr::health::cairn_house::{Character, CharacterDocument};
use serde_json::{Value, json};

use super::kind_or_answer as call;

#[test]
fn cairn_house_damage_is_the_library_damage() {
    let before = Character::new(6, [11, 10, 10]).unwrap().with_hp(2).unwrap();
    let mut after = before.clone();
    let harm = after
        .take_damage(5, &mut SuppliedFaces::new(&[12]))
        .unwrap();
    let answer = call(
        "applyDamage",
        &json!({"system": "cairn_house", "character": CharacterDocument::from(&before),
            "damage": 5, "dice": {"faces": [12]}}),
    )
    .unwrap();
    assert_eq!(
        answer["character"],
        serde_json::to_value(CharacterDocument::from(&after)).unwrap()
    );
    assert_eq!(
        answer["consequence"],
        serde_json::to_value(harm.consequence()).unwrap()
    );
    assert_eq!(
        answer["events"],
        serde_json::to_value(harm.events()).unwrap()
    );
    assert_eq!(answer["faces"], json!(harm.faces()));
}

#[test]
fn cairn_house_seeded_damage_replays_from_its_faces() {
    let character = json!({"hp": 1, "max_hp": 6, "str": {"current": 15, "max": 15},
        "dex": {"current": 10, "max": 10}, "wil": {"current": 8, "max": 8}});
    let seeded = call(
        "applyDamage",
        &json!({"system": "cairn_house", "character": character, "damage": 6, "dice": {"seed": 3}}),
    )
    .unwrap();
    let replayed = call(
        "applyDamage",
        &json!({"system": "cairn_house", "character": character, "damage": 6,
            "dice": {"faces": seeded["faces"]}}),
    )
    .unwrap();
    assert_eq!(seeded, replayed);
}

#[test]
fn cairn_house_odds_are_the_library_odds() {
    let character = Character::new(6, [11, 10, 10]).unwrap().with_hp(2).unwrap();
    let direct = serde_json::to_value(character.damage_odds(5).unwrap()).unwrap();
    let answer = call(
        "damageOdds",
        &json!({"system": "cairn_house", "character": CharacterDocument::from(&character), "damage": 5}),
    )
    .unwrap();
    assert_eq!(answer["odds"], direct);
}

#[test]
fn refusals_have_their_kinds() {
    let character = json!({"hp": 4, "max_hp": 4, "str": {"current": 14, "max": 14},
        "dex": {"current": 9, "max": 9}, "wil": {"current": 11, "max": 11}});
    let request = |damage: u32, dice: Value| json!({"system": "cairn_house", "character": character, "damage": damage, "dice": dice});
    assert_eq!(
        call("applyDamage", &request(1001, json!({"seed": 1}))),
        Err("out_of_range".into())
    );
    assert_eq!(
        call("applyDamage", &request(4, json!({"faces": [0]}))),
        Err("face_out_of_range".into())
    );
    assert_eq!(
        call("applyDamage", &request(4, json!({"faces": [1, 1]}))),
        Err("unused_faces".into())
    );
    assert_eq!(
        call("applyDamage", &request(4, json!({"faces": []}))),
        Err("faces_exhausted".into())
    );
    let mut bad = character.clone();
    bad["hp"] = json!(5);
    assert_eq!(
        call(
            "damageOdds",
            &json!({"system": "cairn_house", "character": bad, "damage": 1})
        ),
        Err("above_maximum".into())
    );
}

#[test]
fn murdham_hit_is_the_library_hit() {
    use osr::check::murdham::Damage;
    use osr::core::StepDie;
    use osr::health::murdham::{Health, Hit};

    let hit = Hit::new(Damage::new(StepDie::D10), 1).unwrap();
    let mut health = Health::new(8, 12).unwrap();
    let outcome = hit
        .apply(&mut health, &mut SuppliedFaces::new(&[10, 4]))
        .unwrap();
    let answer = call(
        "applyDamage",
        &json!({"system": "murdham", "health": {"current": 8, "max": 12}, "die": "d10",
            "armour": 1, "dice": {"faces": [10, 4]}}),
    )
    .unwrap();
    let direct = serde_json::to_value(&outcome).unwrap();
    assert_eq!(answer["consequence"], direct["band"]);
    assert_eq!(answer["damage"], direct["damage"]);
    assert_eq!(answer["events"], direct["events"]);
    assert_eq!(answer["faces"], json!(outcome.faces()));
    assert_eq!(answer["health"], serde_json::to_value(health).unwrap());

    let odds = call(
        "damageOdds",
        &json!({"system": "murdham", "health": {"current": 8, "max": 12}, "die": "d10", "armour": 1}),
    )
    .unwrap();
    let direct = serde_json::to_value(hit.odds(Health::new(8, 12).unwrap()).unwrap()).unwrap();
    assert_eq!(odds["odds"], direct);
    assert_eq!(
        call(
            "damageOdds",
            &json!({"system": "murdham", "health": {"current": 8, "max": 21}, "die": "d4", "armour": 0})
        ),
        Err("out_of_range".into())
    );
}

#[test]
fn a_disease_day_is_the_library_s_day_with_its_odds() {
    // rule: BDP-1.7.4.daily
    // rule: BDP-1.7.4.care
    use osr::health::block_dodge_parry::{Body, Track};

    // Shadowrot on STR 11, resting with care: both d20s (15, 12) fail the
    // save, and the day costs 2 DEX.
    let body = Body::new(
        Track::new(11, 11).unwrap(),
        Track::new(10, 10).unwrap(),
        Track::new(9, 9).unwrap(),
    );
    let body_json = serde_json::to_value(&body).unwrap();
    let answer = super::call(
        "diseaseDay",
        &json!({"system": "block_dodge_parry", "disease": "shadowrot", "body": body_json,
                "care": true, "dice": {"faces": [15, 12]}}),
    );
    assert_eq!(answer["course"], "failed");
    assert_eq!(answer["illness"]["successes"], 0);
    assert_eq!(answer["faces"], json!([15, 12]));
    let dex = &answer["body"]["dex"];
    assert_eq!(
        (dex["current"].clone(), dex["max"].clone()),
        (json!(8), json!(10))
    );
    // The next day's save fails only when both d20s show 12 or more:
    // (9/20)^2 = 81/400.
    let failed = answer["next_day"]["bands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|band| band["band"] == "failed")
        .unwrap();
    assert_eq!(failed["p"]["exact"], "81/400");
    // The day after, from the illness and body it returned: a pass on 4.
    let again = super::call(
        "diseaseDay",
        &json!({"system": "block_dodge_parry", "illness": answer["illness"], "body": answer["body"],
                "care": true, "dice": {"faces": [15, 4]}}),
    );
    assert_eq!(
        (
            again["course"].clone(),
            again["illness"]["successes"].clone()
        ),
        (json!("passed"), json!(1))
    );
}

#[test]
fn a_murdham_disease_day_lowers_each_ability_on_a_failure() {
    // rule: MU-health.disease.recovery
    // rule: MU-health.disease.fail
    let failed = super::call(
        "diseaseDay",
        &json!({"system": "murdham", "disease": "bloody_flu", "str": 10, "dice": {"faces": [15, 3, 1, 4]}}),
    );
    assert_eq!(
        (failed["passed"].clone(), failed["recovered"].clone()),
        (json!(false), json!(false))
    );
    let reduced: Vec<(Value, Value)> = failed["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "ability_reduced")
        .map(|e| (e["ability"].clone(), e["temporary"].clone()))
        .collect();
    assert_eq!(
        reduced,
        [
            (json!("str"), json!(3)),
            (json!("agi"), json!(1)),
            (json!("wit"), json!(4))
        ]
    );
    // Two passes in all recover, not necessarily in a row.
    let mut sickness = failed["sickness"].clone();
    for (face, recovered) in [(4, false), (2, true)] {
        let day = super::call(
            "diseaseDay",
            &json!({"system": "murdham", "sickness": sickness, "str": 10, "dice": {"faces": [face]}}),
        );
        assert_eq!(day["recovered"], recovered);
        sickness = day["sickness"].clone();
    }
    assert_eq!(
        super::refusal(
            "diseaseDay",
            &json!({"system": "murdham", "str": 10, "dice": {"seed": 1}})
        ),
        "invalid_request"
    );
    assert_eq!(
        super::refusal(
            "diseaseDay",
            &json!({"system": "murdham", "disease": "the_blahs", "str": 10, "dice": {"seed": 1}})
        ),
        "unknown_id"
    );
}
