//! Initiative rolled on its own, with its odds.

use serde_json::json;

use super::{answer, call, refusal};

#[test]
fn constitution_initiative_orders_from_the_highest_with_the_odds_of_superior_initiative() {
    // rule: TC-5.1
    // rule: TC-5.3
    // rule: TC-5.10
    // A (WIT 10) rolls 12: 22; B (WIT 14) rolls 8: 22, a tie kept in the
    // request's order; an ambusher of WIT 13 takes 33 without a roll.
    let answer = call(
        "rollInitiative",
        &json!({"system": "constitution", "combatants": [
            {"name": "Ash", "wit": 10},
            {"name": "Birch", "wit": 14},
            {"name": "the cutthroat", "wit": 13, "start": "ambush"},
        ], "dice": {"faces": [12, 8]}}),
    );
    let scores: Vec<(&str, u64)> = answer["order"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["name"].as_str().unwrap(), c["score"].as_u64().unwrap()))
        .collect();
    assert_eq!(scores, [("the cutthroat", 33), ("Ash", 22), ("Birch", 22)]);
    // 33 beats every roll of 1d20 + 10 (at most 30), and 1d20 + 14 on a
    // 1 to 18 (a 19 ties at 33, a 20 makes 34): 18 in 20. Birch is highest
    // alone only on a 20 (34): 1 in 20. Ash never.
    let chance = |i: usize| answer["order"][i]["first_chance"]["exact"].clone();
    assert_eq!(
        (chance(0), chance(1), chance(2)),
        (json!("9/10"), json!("0/1"), json!("1/20"))
    );
    assert_eq!(
        answer["lines"],
        json!([
            "the cutthroat: initiative 33",
            "Ash: d20 12, initiative 22",
            "Birch: d20 8, initiative 22"
        ])
    );
}

#[test]
fn a_duel_of_equal_wits_is_won_outright_with_a_chance_of_19_in_40() {
    // rule: TC-5.1
    // Two WIT 10 combatants: either is highest alone in 190 of 400 rolls.
    let answer = call(
        "rollInitiative",
        &json!({"system": "constitution", "combatants": [
            {"name": "Ash", "wit": 10}, {"name": "Birch", "wit": 10},
        ], "dice": {"seed": 3}}),
    );
    for c in answer["order"].as_array().unwrap() {
        assert_eq!(c["first_chance"]["exact"], "19/40");
    }
}

#[test]
fn cairn_house_pcs_save_on_dex_to_act_before_the_enemies() {
    // rule: CH-combat.initiative
    // A (DEX 13) rolls 8: before the enemies; B (DEX 9) rolls 12: after;
    // a hasted C acts before without a roll.
    let answer = call(
        "rollInitiative",
        &json!({"system": "cairn_house", "pcs": [
            {"name": "A", "dex": 13}, {"name": "B", "dex": 9}, {"name": "C", "dex": 5, "mode": "haste"},
        ], "dice": {"faces": [8, 12]}}),
    );
    let before: Vec<bool> = answer["pcs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|pc| pc["before_enemies"].as_bool().unwrap())
        .collect();
    assert_eq!(before, [true, false, true]);
    assert_eq!(answer["pcs"][0]["chance"]["exact"], "13/20");
    assert_eq!(answer["pcs"][2]["chance"]["exact"], "1/1");
    // One PC at least (C) acts first; all three when A and B both save:
    // 13/20 x 9/20 = 117/400.
    let bands = answer["before_odds"]["bands"].as_array().unwrap();
    assert_eq!(bands[0]["band"], 1);
    assert_eq!(bands.last().unwrap()["band"], 3);
    assert_eq!(bands.last().unwrap()["p"]["exact"], "117/400");
    assert_eq!(
        answer["lines"],
        json!([
            "A: DEX save 8 against 13: acts before the enemies",
            "B: DEX save 12 against 9: acts after the enemies",
            "C: hasted, acts before the enemies",
        ])
    );
    // Nobody saves: no dice needed.
    let slow = call(
        "rollInitiative",
        &json!({"system": "cairn_house", "pcs": [{"name": "D", "dex": 12, "mode": "slow"}]}),
    );
    assert_eq!(slow["pcs"][0]["before_enemies"], false);
    assert_eq!(
        refusal(
            "rollInitiative",
            &json!({"system": "cairn_house", "pcs": [{"name": "A", "dex": 13}]})
        ),
        "dice_required"
    );
    assert_eq!(
        refusal(
            "rollInitiative",
            &json!({"system": "cairn_house", "pcs": [{"name": "", "dex": 13}], "dice": {"seed": 1}})
        ),
        "bad_text"
    );
}

#[test]
fn murdham_awareness_is_a_group_wit_save_by_stance() {
    // rule: MU-combat.awareness.save
    // rule: MU-combat.awareness.reckless
    // rule: MU-combat.awareness.hidden
    // One d20 a side against each member's WIT: the company's 11 against
    // 9 and 12 passes on the 12; the bandits' 15 against 10 and 8 fails.
    let meeting = call(
        "rollInitiative",
        &json!({"system": "murdham",
                "party": {"stance": "cautious", "wits": [9, 12]},
                "foes": {"stance": "cautious", "wits": [10, 8]},
                "dice": {"faces": [11, 15]}}),
    );
    assert_eq!(meeting["spotting"], "party_only");
    assert_eq!(
        meeting["lines"],
        json!([
            "The party spot the foes (group WIT save, d20 11)",
            "The foes do not spot the party (group WIT save, d20 15)",
            "Only the party spot the foes",
        ])
    );
    // The company passes on 12 in 20, the bandits on 10 in 20: only the
    // company, 12/20 x 10/20 = 3/10.
    let party_only = meeting["odds"]["bands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["band"] == "party_only")
        .unwrap();
    assert_eq!(party_only["p"]["exact"], "3/10");
    // Reckless foes are heard without a roll and hear nothing; hidden
    // foes are never spotted by a save and spot the party themselves.
    let loud = call(
        "rollInitiative",
        &json!({"system": "murdham",
                "party": {"stance": "cautious", "wits": [9]},
                "foes": {"stance": "reckless", "wits": [10]}}),
    );
    assert_eq!(loud["spotting"], "party_only");
    assert_eq!(loud["faces"], json!([]));
    assert_eq!(loud["lines"][0], "The party spot the foes without a roll");
    let ambush = call(
        "rollInitiative",
        &json!({"system": "murdham",
                "party": {"stance": "cautious", "wits": [9]},
                "foes": {"stance": "hidden", "wits": [10]}}),
    );
    assert_eq!(ambush["spotting"], "foes_only");
    assert_eq!(ambush["lines"][0], "The party cannot spot the foes");
    // A save to roll needs dice.
    let blind = json!({"system": "murdham", "party": {"stance": "cautious", "wits": [9]},
                       "foes": {"stance": "cautious", "wits": [10]}});
    assert_eq!(refusal("rollInitiative", &blind), "dice_required");
}

/// The kind and the path of the refusal of `request`.
fn placed(request: &serde_json::Value) -> (String, Option<String>) {
    let err = answer("rollInitiative", request).unwrap_err();
    (err.kind, err.path)
}

#[test]
fn a_value_refused_once_read_names_its_place() {
    let refused = |kind: &str, path: &str| (kind.to_owned(), Some(path.to_owned()));
    // Murdham: a WIT past 20 on either side, a side with nobody.
    let side = |wits: serde_json::Value| json!({"stance": "cautious", "wits": wits});
    assert_eq!(
        placed(&json!({"system": "murdham", "party": side(json!([21])),
            "foes": side(json!([10])), "dice": {"seed": 1}})),
        refused("out_of_range", "/party/wits/0")
    );
    assert_eq!(
        placed(&json!({"system": "murdham", "party": side(json!([10])),
            "foes": side(json!([12, -1])), "dice": {"seed": 1}})),
        refused("out_of_range", "/foes/wits/1")
    );
    assert_eq!(
        placed(&json!({"system": "murdham", "party": side(json!([])),
            "foes": side(json!([0])), "dice": {"seed": 1}})),
        refused("out_of_range", "/party/wits")
    );
    // Cairn House Rules: a DEX past 20, a name too short.
    assert_eq!(
        placed(
            &json!({"system": "cairn_house", "pcs": [{"name": "Ash", "dex": 10},
            {"name": "Birch", "dex": 21}], "dice": {"seed": 1}})
        ),
        refused("out_of_range", "/pcs/1/dex")
    );
    assert_eq!(
        placed(
            &json!({"system": "cairn_house", "pcs": [{"name": "Ash", "dex": 10},
            {"name": "", "dex": 12}], "dice": {"seed": 1}})
        ),
        refused("bad_text", "/pcs/1/name")
    );
    // 3d6 Constitution: a name too long, 65 combatants.
    assert_eq!(
        placed(&json!({"system": "constitution",
            "combatants": [{"name": "x".repeat(41), "wit": 10}], "dice": {"seed": 1}})),
        refused("bad_text", "/combatants/0/name")
    );
    // A WIT outside 1..=20 and a bonus outside -50..=50, where they are.
    assert_eq!(
        placed(&json!({"system": "constitution",
            "combatants": [{"name": "Ash", "wit": 10}, {"name": "Birch", "wit": 21}],
            "dice": {"seed": 1}})),
        refused("out_of_range", "/combatants/1/wit")
    );
    assert_eq!(
        placed(&json!({"system": "constitution",
            "combatants": [{"name": "Ash", "wit": 10, "bonus": 99}], "dice": {"seed": 1}})),
        refused("out_of_range", "/combatants/0/bonus")
    );
    let crowd: Vec<_> = (0..65)
        .map(|i| json!({"name": format!("c{i}"), "wit": 10}))
        .collect();
    assert_eq!(
        placed(&json!({"system": "constitution", "combatants": crowd, "dice": {"seed": 1}})),
        refused("too_many_names", "/combatants")
    );
}

/// The house rules' initiative (not a rule of the five books) tracked as
/// osr-combat tracks it.
#[test]
fn house_initiative_is_tracked_as_the_library_tracks_it() {
    use osr::combat::Side;
    use osr::combat::initiative::{
        Command, Entrant, Initiative, Keep, Method, Rules, Setup, SideTies,
    };
    use osr::core::SuppliedFaces;

    let setup = Setup::new(
        Rules {
            method: Method::Side(SideTies::Reroll),
            keep: Keep::EachRound,
            declarations: false,
        },
        vec![
            Entrant {
                id: 1,
                side: Side::Party,
            },
            Entrant {
                id: 2,
                side: Side::Party,
            },
            Entrant {
                id: 3,
                side: Side::Foes,
            },
        ],
    )
    .unwrap();
    let names = json!([{"id": 1, "name": "Ash"}, {"id": 2, "name": "Briar"},
                       {"id": 3, "name": "the ogre"}]);
    let started = call(
        "startHouseInitiative",
        &json!({"setup": setup, "names": names}),
    );
    assert_eq!(started["phase"], json!({"phase": "roll"}));
    assert_eq!(started["events"][0]["text"], "round 1");
    assert_eq!(started["order"], json!([]));
    // Side initiative, ties rolled again: each side first half the time.
    let odds: Vec<(String, String)> = started["side_odds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["order"].as_str().unwrap().to_owned(),
                b["p"]["exact"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        odds,
        [
            ("party_first".to_owned(), "1/2".to_owned()),
            ("foes_first".to_owned(), "1/2".to_owned()),
        ]
    );
    // The party rolls 2, the foes 5: the ogre acts first, then the party.
    let rolled = call(
        "stepHouseInitiative",
        &json!({"initiative": started["initiative"], "command": {"command": "roll"},
                "dice": {"faces": [2, 5]}, "names": names}),
    );
    let lines: Vec<&str> = rolled["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert_eq!(
        lines,
        [
            "the party roll initiative: d6 = 2",
            "the foes roll initiative: d6 = 5",
            "order: 5: the ogre; 2: Ash and Briar",
            "at 5: the ogre acts",
        ]
    );
    assert_eq!(rolled["next"], json!({"count": 5, "ids": [3]}));
    // The library's own log after the same command.
    let mut library = Initiative::new(setup).unwrap();
    library
        .step(Command::Roll, &mut SuppliedFaces::new(&[2, 5]))
        .unwrap();
    assert_eq!(
        rolled["initiative"],
        serde_json::to_value(&library).unwrap()
    );
    // Ash cannot end a turn that is the ogre's.
    let early = json!({"initiative": rolled["initiative"],
                       "command": {"command": "end_turn", "id": 1}, "dice": {"faces": []}});
    assert_eq!(refusal("stepHouseInitiative", &early), "not_their_turn");
}
