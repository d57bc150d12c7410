//! The advancement operations answer as osr-advancement does.

use osr::advancement::constitution::{Ability, Improvement, SessionEnd, SpellImprovement};
use osr::advancement::{Xp, constitution, gods_and_monsters};
use osr::check::Check;
use osr::core::SuppliedFaces;
use serde_json::{Value, json};

use super::{call, refusal};

#[test]
fn levels_are_the_tables_levels() {
    for xp in [0, 1_499, 1_500, 47_999, 48_000] {
        let answer = call("levelForXp", &json!({"system": "constitution", "xp": xp}));
        let level = constitution::level_table().level(Xp::new(xp)).unwrap();
        assert_eq!(answer["level"], level);
        let answer = call(
            "levelForXp",
            &json!({"system": "gods_and_monsters", "xp": xp}),
        );
        let level = gods_and_monsters::level_table().level(Xp::new(xp)).unwrap();
        assert_eq!(answer["level"], level);
    }
}

#[test]
fn an_award_lists_the_levels_crossed() {
    let answer = call(
        "gainXp",
        &json!({"system": "gods_and_monsters", "xp": 500, "award": 2_600}),
    );
    let table = gods_and_monsters::level_table();
    let gained: Vec<u32> = table
        .levels_gained(Xp::new(500), Xp::new(3_100))
        .unwrap()
        .collect();
    let listed: Vec<u64> = answer["gained"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["level"].as_u64().unwrap())
        .collect();
    assert_eq!(
        listed,
        gained.iter().map(|&l| u64::from(l)).collect::<Vec<_>>()
    );
    assert_eq!(answer["xp"], 3_100);
}

#[test]
fn the_end_of_a_session_is_the_librarys() {
    let end = SessionEnd::new(
        Improvement::new(&[(Ability::Kno, 15), (Ability::Wil, 12)]).unwrap(),
        Some(SpellImprovement::new(60).unwrap()),
    );
    let faces = [3, 17, 83];
    let rolled = end.roll(&mut SuppliedFaces::new(&faces)).unwrap();
    let answer = call(
        "rollImprovement",
        &json!({"system": "constitution",
                "improvement": [{"ability": "kno", "score": 15}, {"ability": "wil", "score": 12}],
                "spell": 60, "dice": {"faces": faces}}),
    );
    assert_eq!(answer["rolled"], serde_json::to_value(&rolled).unwrap());
    assert_eq!(answer["faces"], json!(faces));
    // The response's record reads back checked, and verifies.
    let read: osr::advancement::constitution::SessionEndRoll =
        serde_json::from_value(answer["rolled"].clone()).unwrap();
    assert_eq!(end.verify(&read), Ok(()));
}

#[test]
fn the_odds_are_the_librarys() {
    let improvement = Improvement::new(&[(Ability::Str, 8), (Ability::Wit, 12)]).unwrap();
    let answer = call(
        "improvementOdds",
        &json!({"system": "constitution",
                "improvement": [{"ability": "str", "score": 8}, {"ability": "wit", "score": 12}],
                "spell": 40}),
    );
    assert_eq!(
        answer["improvement"],
        serde_json::to_value(improvement.odds()).unwrap()
    );
    assert_eq!(
        answer["spell"],
        serde_json::to_value(SpellImprovement::new(40).unwrap().odds()).unwrap()
    );
}

#[test]
fn refusals_have_their_kinds() {
    assert_eq!(
        refusal(
            "levelForXp",
            &json!({"system": "constitution", "xp": u64::MAX})
        ),
        "xp_beyond_table"
    );
    assert_eq!(
        refusal(
            "gainXp",
            &json!({"system": "constitution", "xp": u64::MAX, "award": 1})
        ),
        "overflow"
    );
    assert_eq!(
        refusal(
            "gainXp",
            &json!({"system": "constitution", "xp": 0, "award": -1})
        ),
        "negative_award"
    );
    assert_eq!(
        refusal("levelForXp", &json!({"system": "murdham", "xp": 0})),
        "invalid_request"
    );
    let roll = |faces: Value| {
        refusal(
            "rollImprovement",
            &json!({"system": "constitution",
                    "improvement": [{"ability": "str", "score": 8}],
                    "dice": {"faces": faces}}),
        )
    };
    assert_eq!(roll(json!([0])), "face_out_of_range");
    assert_eq!(roll(json!([])), "faces_exhausted");
    assert_eq!(roll(json!([9, 9])), "unused_faces");
}

#[test]
fn a_level_up_is_the_librarys() {
    use osr::advancement::gods_and_monsters::{Abilities, Archetype, LevelUp};

    let toromeen = Abilities::new(8, 12, 15, 15, 10, 18).unwrap();
    let level_up = LevelUp::new(Archetype::Warrior, 3, &toromeen).unwrap();
    let gained = level_up.roll(&mut SuppliedFaces::new(&[6])).unwrap();
    let request = json!({"system": "gods_and_monsters", "raised": "warrior",
                         "levels": [{"archetype": "warrior", "level": 3}],
                         "abilities": toromeen});
    let mut roll = request.clone();
    roll["dice"] = json!({"faces": [6]});
    let answer = call("rollLevelUp", &roll);
    assert_eq!(answer["gained"], serde_json::to_value(&gained).unwrap());
    let read = serde_json::from_value(answer["gained"].clone()).unwrap();
    assert_eq!(level_up.verify(&read), Ok(()));
    let odds = call("levelUpOdds", &request);
    assert_eq!(odds["gain"], serde_json::to_value(level_up.odds()).unwrap());
    assert_eq!(odds["modifier"], 2);
    let mut many = request.clone();
    many["levels"] = json!(vec![json!({"archetype": "warrior", "level": 1}); 17]);
    assert_eq!(refusal("levelUpOdds", &many), "too_many_archetypes");
    assert_eq!(
        super::answer("levelUpOdds", &many).unwrap_err().message,
        "17 archetypes were listed, above the limit of 16"
    );
}
