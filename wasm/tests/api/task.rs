//! rollTask answers with Murdham's numbers, worked by hand from the rules:
//! each save's target, its edges, the outcome and the exact chance.

use serde_json::{Value, json};

use super::{answer, call, refusal};

/// A Murdham task's request: `task` with `fields`.
fn request(task: &str, fields: &Value) -> Value {
    let mut request = json!({"system": "murdham", "task": task});
    for (key, value) in fields.as_object().unwrap() {
        request[key] = value.clone();
    }
    request
}

/// The answer to a Murdham task.
fn task(task: &str, fields: &Value) -> Value {
    call("rollTask", &request(task, fields))
}

/// The kind of refusal of a Murdham task.
fn refused(task: &str, fields: &Value) -> String {
    refusal("rollTask", &request(task, fields))
}

/// The exact chance of success an answer gives.
fn chance(answer: &Value) -> &str {
    answer["chance"]["exact"].as_str().unwrap()
}

/// The first save's kept d20 and its target.
fn save(answer: &Value, i: usize) -> (u64, u64) {
    let roll = &answer["saves"][i]["roll"]["save"];
    (
        roll["face"].as_u64().unwrap(),
        roll["target"].as_u64().unwrap(),
    )
}

#[test]
fn balancing_is_an_agi_save_or_a_fall_impossible_when_slippery_and_narrow() {
    // rule: MU-travel.move.balance
    // AGI 12 on an icy ledge: 12 passes (at most the score), 13 fails.
    let edge = task(
        "balance",
        &json!({"agi": 12, "footing": "hard", "dice": {"faces": [12]}}),
    );
    assert_eq!(
        (edge["success"].clone(), edge["result"].clone()),
        (json!(true), json!("balanced"))
    );
    assert_eq!(save(&edge, 0), (12, 12));
    assert_eq!(chance(&edge), "3/5");
    let fell = task(
        "balance",
        &json!({"agi": 12, "footing": "hard", "dice": {"faces": [13]}}),
    );
    assert_eq!(fell["result"], "fell");
    assert_eq!(fell["saves"][0]["ability"], "agi");
    assert_eq!(
        fell["text"],
        "Balance on difficult ground: AGI save 13 against 12, failed: loses their balance and falls, stunned."
    );
    // Slippery and narrow: no roll, no dice, never.
    let never = task("balance", &json!({"agi": 20, "footing": "impossible"}));
    assert_eq!(
        (never["result"].clone(), chance(&never)),
        (json!("fell"), "0/1")
    );
    assert_eq!(never["saves"][0]["roll"]["gate"], "impossible");
    assert_eq!(never["faces"], json!([]));
}

#[test]
fn sneaking_is_trivial_when_loud_and_dark_and_impossible_in_plain_view() {
    // rule: MU-travel.move.sneak
    let rolled = task(
        "sneak",
        &json!({"agi": 9, "ground": "hard", "dice": {"faces": [9]}}),
    );
    assert_eq!(
        (rolled["result"].clone(), chance(&rolled)),
        (json!("unnoticed"), "9/20")
    );
    let heard = task(
        "sneak",
        &json!({"agi": 9, "ground": "hard", "dice": {"faces": [10]}}),
    );
    assert_eq!(heard["result"], "noticed");
    let dark = task("sneak", &json!({"agi": 3, "ground": "easy"}));
    assert_eq!(
        (dark["result"].clone(), chance(&dark)),
        (json!("unnoticed"), "1/1")
    );
    assert_eq!(dark["saves"][0]["roll"]["gate"], "trivial");
    let in_view = task("sneak", &json!({"agi": 18, "ground": "impossible"}));
    assert_eq!(
        (in_view["result"].clone(), chance(&in_view)),
        (json!("noticed"), "0/1")
    );
    // A hard ground without dice: the save must roll.
    assert_eq!(
        refused("sneak", &json!({"agi": 9, "ground": "hard"})),
        "dice_required"
    );
}

#[test]
fn climbing_a_challenging_surface_saves_agi_a_rope_needs_none() {
    // rule: MU-travel.move.climb
    // A rough cliff, AGI 14: 14/20 = 7/10; 15 falls.
    let cliff = task(
        "climb",
        &json!({"agi": 14, "surface": "hard", "dice": {"faces": [15]}}),
    );
    assert_eq!(
        (cliff["result"].clone(), chance(&cliff)),
        (json!("fell"), "7/10")
    );
    assert_eq!(save(&cliff, 0), (15, 14));
    let rope = task("climb", &json!({"agi": 5, "surface": "easy"}));
    assert_eq!(
        (rope["result"].clone(), chance(&rope)),
        (json!("climbing"), "1/1")
    );
    let wall = task("climb", &json!({"agi": 20, "surface": "impossible"}));
    assert_eq!(
        (wall["result"].clone(), chance(&wall)),
        (json!("fell"), "0/1")
    );
}

#[test]
fn swimming_saves_in_turbulent_water_or_above_two_bulk() {
    // rule: MU-travel.move.swim
    // rule: MU-enc.swim
    // Calm water with 2 bulk: no save; 2 1/2 bulk: AGI 8, 8/20 = 2/5, 9
    // drowns.
    let light = task("swim", &json!({"agi": 8, "carried": 2}));
    assert_eq!(
        (light["result"].clone(), chance(&light)),
        (json!("swimming"), "1/1")
    );
    let laden = task(
        "swim",
        &json!({"agi": 8, "carried": 2.5, "dice": {"faces": [9]}}),
    );
    assert_eq!(
        (laden["result"].clone(), chance(&laden)),
        (json!("drowning"), "2/5")
    );
    assert_eq!(laden["success"], false);
    // Turbulent, nothing carried: the save all the same; 8 passes.
    let rough = task(
        "swim",
        &json!({"agi": 8, "turbulent": true, "dice": {"faces": [8]}}),
    );
    assert_eq!(
        (rough["result"].clone(), save(&rough, 0)),
        (json!("swimming"), (8, 8))
    );
}

#[test]
fn a_leap_is_trivial_a_save_or_impossible_by_its_length() {
    // rule: MU-travel.move.leap
    // Run-up: 1.5 m and 2 m trivial, 3 m and 4 m a save, 4.1 m and 5 m
    // impossible; standing: 0.8 m trivial, 1.5 m a save, 2.5 m impossible.
    for (decimetres, run_up, gate) in [
        (15, true, "trivial"),
        (20, true, "trivial"),
        (40, true, "uncertain"),
        (41, true, "impossible"),
        (50, true, "impossible"),
        (8, false, "trivial"),
        (15, false, "uncertain"),
        (25, false, "impossible"),
    ] {
        let mut fields = json!({"agi": 10, "decimetres": decimetres, "run_up": run_up});
        if gate == "uncertain" {
            fields["dice"] = json!({"faces": [10]});
        }
        let leap = task("leap", &fields);
        assert_eq!(leap["saves"][0]["roll"]["gate"], gate, "{decimetres} dm");
    }
    // 3 m with a run-up, AGI 10: 1/2; 11 falls short.
    let short = task(
        "leap",
        &json!({"agi": 10, "decimetres": 30, "run_up": true, "dice": {"faces": [11]}}),
    );
    assert_eq!(
        (short["result"].clone(), chance(&short)),
        (json!("fell"), "1/2")
    );
    assert_eq!(
        short["text"],
        "A leap of 3 m with a run-up: AGI save 11 against 10, failed: falls short."
    );
}

#[test]
fn shelter_in_bad_weather_takes_a_wit_save() {
    // rule: MU-travel.weather.camp
    let none = task("find_shelter", &json!({"wit": 9, "dice": {"faces": [10]}}));
    assert_eq!(
        (none["result"].clone(), chance(&none)),
        (json!("unsheltered"), "9/20")
    );
    assert_eq!(save(&none, 0), (10, 9));
    assert_eq!(none["saves"][0]["ability"], "wit");
    let found = task("find_shelter", &json!({"wit": 9, "dice": {"faces": [1]}}));
    assert_eq!(found["result"], "sheltered");
}

#[test]
fn navigation_crosses_two_areas_on_a_path_and_fractions_off_it() {
    // rule: MU-travel.navigate
    // rule: MU-travel.weather.speed
    // Base 2 a stretch or watch: off the path 1/4 of it, one aid 1/2, both
    // all; severe weather halves any of them.
    let off =
        |bushcraft: bool, tools: bool| json!({"off": {"bushcraft": bushcraft, "tools": tools}});
    for (path, severe, areas) in [
        (json!("clear"), false, [2, 1]),
        (off(false, false), false, [1, 2]),
        (off(true, false), false, [1, 1]),
        (off(false, true), false, [1, 1]),
        (off(true, true), false, [2, 1]),
        (json!("clear"), true, [1, 1]),
        (off(true, false), true, [1, 2]),
        (off(false, false), true, [1, 4]),
    ] {
        let moved = task("navigate", &json!({"path": path, "severe_weather": severe}));
        assert_eq!(
            [
                moved["areas"]["numer"].clone(),
                moved["areas"]["denom"].clone()
            ],
            areas.map(|n| json!(n)),
            "{path} {severe}"
        );
        assert_eq!(moved["faces"], json!([]));
    }
    let lost = task(
        "navigate",
        &json!({"path": off(false, false), "severe_weather": true}),
    );
    assert_eq!(
        lost["text"],
        "Off the path, without bushcraft or navigation tools, in severe weather: 1/4 area a stretch or watch."
    );
}

#[test]
fn a_lock_takes_wit_with_lockpicks_and_str_with_a_crowbar() {
    // rule: MU-travel.locks
    let picked = task(
        "open_lock",
        &json!({"tool": "lockpicks", "score": 11, "dice": {"faces": [11]}}),
    );
    assert_eq!(
        (picked["result"].clone(), chance(&picked)),
        (json!("opened"), "11/20")
    );
    assert_eq!(picked["saves"][0]["ability"], "wit");
    let pried = task(
        "open_lock",
        &json!({"tool": "crowbar", "score": 7, "dice": {"faces": [8]}}),
    );
    assert_eq!(
        (pried["result"].clone(), chance(&pried)),
        (json!("locked"), "7/20")
    );
    assert_eq!(pried["saves"][0]["ability"], "str");
    let bashed = task(
        "open_lock",
        &json!({"tool": "bash", "score": 16, "dice": {"faces": [16]}}),
    );
    assert_eq!(bashed["saves"][0]["ability"], "str");
    assert_eq!(bashed["result"], "opened");
}

#[test]
fn a_wooden_door_has_eight_health_one_armour_and_takes_impaired_damage() {
    // rule: MU-travel.locks
    // An axe's d8, suited to the job, at a whole door: it breaks on a total
    // of 9 or more (8 health + 1 armour): an 8, then 2 to 8 on the
    // explosion, 1/8 * 7/8 = 7/64. 8 then 3 is 8 + 2 = 10.
    let axe = task(
        "break_door",
        &json!({"die": "d8", "suitable": true, "dice": {"faces": [8, 3]}}),
    );
    assert_eq!(
        (axe["result"].clone(), chance(&axe)),
        (json!("broken"), "7/64")
    );
    assert_eq!(axe["door"], json!({"health": 0}));
    assert_eq!(axe["damage"][0]["band"], 10);
    // A sword's d6, impaired: two rolls, the lower kept, 5 and 3: 3, 2
    // past the armour, 6 left. A single d6 totals 9 or more on a 6 then
    // 4 to 6: 1/12, both of the two: 1/144.
    let sword = task(
        "break_door",
        &json!({"die": "d6", "dice": {"faces": [5, 3]}}),
    );
    assert_eq!(
        (sword["result"].clone(), chance(&sword)),
        (json!("standing"), "1/144")
    );
    assert_eq!(sword["door"], json!({"health": 6}));
    assert_eq!(
        sword["text"],
        "A blow at the door with a d6 (impaired): [5, 3] = 3, 2 past its armour: it stands, 6 of 8 health left."
    );
    // At 6 health a total of 7 breaks it: a 6, then 2 to 6, 5/36 a roll,
    // (5/36)^2 impaired.
    let again = task(
        "break_door",
        &json!({"door": sword["door"], "die": "d6", "dice": {"faces": [6, 2, 6, 3]}}),
    );
    assert_eq!(
        (again["result"].clone(), chance(&again)),
        (json!("broken"), "25/1296")
    );
    // A door above 8 health, or one broken down already, is refused.
    assert_eq!(
        refused(
            "break_door",
            &json!({"door": {"health": 9}, "die": "d6", "dice": {"faces": [1, 1]}})
        ),
        "out_of_range"
    );
    assert_eq!(
        refused(
            "break_door",
            &json!({"door": {"health": 0}, "die": "d6", "dice": {"faces": [1, 1]}})
        ),
        "not_allowed"
    );
}

#[test]
fn a_secret_is_noticed_passively_by_a_group_wit_save() {
    // rule: MU-travel.passive
    // rule: MU-dice.group-save
    // The referee's d20 shows 9 against WITs 8 and 11: 11 passes. Anyone
    // passes on 1 to 11: 11/20.
    let spotted = task("notice", &json!({"wits": [8, 11], "dice": {"faces": [9]}}));
    assert_eq!(
        (spotted["result"].clone(), chance(&spotted)),
        (json!("spotted"), "11/20")
    );
    assert_eq!(spotted["group"]["face"], 9);
    assert_eq!(
        spotted["text"],
        "Group WIT save 9 against 8, 11: one notices the secret."
    );
    let missed = task("notice", &json!({"wits": [8, 11], "dice": {"faces": [12]}}));
    assert_eq!(missed["result"], "missed");
    // Perfectly concealed: no roll, no chance.
    let hidden = task(
        "notice",
        &json!({"wits": [8, 11], "perfectly_concealed": true}),
    );
    assert_eq!(
        (hidden["result"].clone(), chance(&hidden)),
        (json!("missed"), "0/1")
    );
    assert!(hidden.get("group").is_none());
}

#[test]
fn befriending_takes_a_wit_save_and_improves_the_attitude_one_step() {
    // rule: MU-travel.diplomacy
    // rule: MU-travel.befriend
    // A gift to an unfriendly innkeeper, WIT 12 rolls 7: neutral; 12/20.
    let gift = task(
        "diplomacy",
        &json!({"appeal": "befriend", "wit": 12, "attitude": "unfriendly", "dice": {"faces": [7]}}),
    );
    assert_eq!(
        (gift["result"].clone(), chance(&gift)),
        (json!("worked"), "3/5")
    );
    assert_eq!(gift["attitude"], "neutral");
    assert_eq!(
        gift["text"],
        "Befriending: WIT save 7 against 12, passed: the attitude improves one step: from unfriendly to neutral."
    );
    let snub = task(
        "diplomacy",
        &json!({"appeal": "befriend", "wit": 12, "attitude": "unfriendly", "dice": {"faces": [13]}}),
    );
    assert_eq!(
        (snub["result"].clone(), snub["attitude"].clone()),
        (json!("failed"), json!("unfriendly"))
    );
    // Only befriending has an attitude to change.
    assert_eq!(
        refused(
            "diplomacy",
            &json!({"appeal": "persuade", "wit": 12, "attitude": "neutral", "dice": {"faces": [1]}})
        ),
        "invalid_request"
    );
}

#[test]
fn a_big_favour_or_solid_evidence_needs_no_save_and_shouting_does_nothing() {
    // rule: MU-travel.manip.describe
    // rule: MU-travel.persuade
    // rule: MU-travel.inspire
    let evidence = task(
        "diplomacy",
        &json!({"appeal": "persuade", "wit": 2, "quality": "compelling"}),
    );
    assert_eq!(
        (evidence["result"].clone(), chance(&evidence)),
        (json!("worked"), "1/1")
    );
    let shouting = task(
        "diplomacy",
        &json!({"appeal": "inspire", "wit": 19, "quality": "ineffective"}),
    );
    assert_eq!(
        (shouting["result"].clone(), chance(&shouting)),
        (json!("failed"), "0/1")
    );
    assert_eq!(shouting["faces"], json!([]));
}

#[test]
fn a_dialogue_skill_enhances_the_save() {
    // rule: MU-travel.dialogue-skills
    // rule: MU-travel.encourage
    // rule: MU-core.impaired-enhanced
    // Leadership, WIT 11: 2d20 keep the lower, 1 - (9/20)^2 = 319/400;
    // 17 and 4 keep 4.
    let rally = task(
        "diplomacy",
        &json!({"appeal": "encourage", "wit": 11, "proficient": true, "dice": {"faces": [17, 4]}}),
    );
    assert_eq!(
        (rally["result"].clone(), chance(&rally)),
        (json!("worked"), "319/400")
    );
    assert_eq!(save(&rally, 0), (4, 11));
    assert_eq!(rally["saves"][0]["enhanced"], true);
    assert_eq!(
        rally["text"],
        "Encouraging an ally: WIT save enhanced 17, 4 against 11, passed: the ally is no longer frightened."
    );
}

#[test]
fn a_taunt_needs_the_taunters_pass_then_the_targets_failure() {
    // rule: MU-travel.manip
    // rule: MU-travel.manip.taunt
    // Taunter WIT 13 passes on 13/20, target WIT 10 fails on 10/20:
    // 13/40. 9 then 15: taunted.
    let fields = |faces: &[u32]| json!({"ploy": "taunt", "target_wit": 10, "taunter_wit": 13, "dice": {"faces": faces}});
    let goaded = task("manipulate", &fields(&[9, 15]));
    assert_eq!(
        (goaded["result"].clone(), chance(&goaded)),
        (json!("worked"), "13/40")
    );
    assert_eq!(goaded["saves"][0]["by"], "actor");
    assert_eq!(save(&goaded, 0), (9, 13));
    assert_eq!(goaded["saves"][1]["by"], "target");
    assert_eq!(save(&goaded, 1), (15, 10));
    assert_eq!(
        goaded["text"],
        "Taunting: the taunter's WIT save 9 against 13, passed: the target's WIT save 15 against 10, failed: the target is goaded into rash aggression."
    );
    // The target passes: resisted; the taunter fails: no target roll.
    assert_eq!(task("manipulate", &fields(&[9, 4]))["result"], "resisted");
    let flat = task("manipulate", &fields(&[14]));
    assert_eq!(
        (
            flat["result"].clone(),
            flat["saves"].as_array().unwrap().len()
        ),
        (json!("failed"), 1)
    );
    // A taunt without the taunter's WIT, or an intimidation with it.
    assert_eq!(
        refused(
            "manipulate",
            &json!({"ploy": "taunt", "target_wit": 10, "dice": {"faces": [1, 1]}})
        ),
        "not_allowed"
    );
    assert_eq!(
        refused(
            "manipulate",
            &json!({"ploy": "intimidate", "target_wit": 10, "taunter_wit": 9, "dice": {"faces": [1]}})
        ),
        "invalid_request"
    );
}

#[test]
fn intimidation_and_distraction_work_on_the_targets_failed_wit_save() {
    // rule: MU-travel.manip.intimidate
    // rule: MU-travel.manip.distract
    // Target WIT 10: 10/20 to fail. 11 gives in.
    let threat = task(
        "manipulate",
        &json!({"ploy": "intimidate", "target_wit": 10, "dice": {"faces": [11]}}),
    );
    assert_eq!(
        (threat["result"].clone(), chance(&threat)),
        (json!("worked"), "1/2")
    );
    // Evident power and will: no save allowed, no dice.
    let evident = task(
        "manipulate",
        &json!({"ploy": "intimidate", "target_wit": 20, "quality": "compelling"}),
    );
    assert_eq!(
        (evident["result"].clone(), chance(&evident)),
        (json!("worked"), "1/1")
    );
    // A distraction seen through: WIT 6 rolls 3.
    let seen = task(
        "manipulate",
        &json!({"ploy": "distract", "target_wit": 6, "dice": {"faces": [3]}}),
    );
    assert_eq!(
        (seen["result"].clone(), chance(&seen)),
        (json!("resisted"), "7/10")
    );
}

#[test]
fn stealing_a_small_item_is_an_agi_save_and_a_big_one_impossible() {
    // rule: MU-travel.steal
    let lifted = task(
        "steal",
        &json!({"agi": 13, "small": true, "dice": {"faces": [12]}}),
    );
    assert_eq!(
        (lifted["result"].clone(), chance(&lifted)),
        (json!("unnoticed"), "13/20")
    );
    let big = task("steal", &json!({"agi": 13, "small": false}));
    assert_eq!(
        (big["result"].clone(), chance(&big)),
        (json!("noticed"), "0/1")
    );
}

#[test]
fn a_buyer_or_a_dealer_takes_a_watch_and_a_wit_save() {
    // rule: MU-travel.trade.full-price
    // rule: MU-travel.trade.illegal
    let buyer = task("find_buyer", &json!({"wit": 10, "dice": {"faces": [10]}}));
    assert_eq!(
        (buyer["result"].clone(), chance(&buyer)),
        (json!("found"), "1/2")
    );
    let fence = task(
        "find_buyer",
        &json!({"wit": 10, "illegal": true, "dice": {"faces": [11]}}),
    );
    assert_eq!(fence["result"], "not_found");
    assert_eq!(
        fence["text"],
        "A watch looking for a dealer in illegal goods: WIT save 11 against 10, failed: nobody is found."
    );
}

#[test]
fn haggling_is_a_wit_save_the_bargain_skill_enhances() {
    // rule: MU-travel.trade.haggle
    // WIT 10: 1/2 plain; with bargain 1 - (10/20)^2 = 3/4, and 15 and 9
    // keep 9.
    let plain = task("haggle", &json!({"wit": 10, "dice": {"faces": [15]}}));
    assert_eq!(
        (plain["result"].clone(), chance(&plain)),
        (json!("failed"), "1/2")
    );
    let skilled = task(
        "haggle",
        &json!({"wit": 10, "bargain": true, "dice": {"faces": [15, 9]}}),
    );
    assert_eq!(
        (skilled["result"].clone(), chance(&skilled)),
        (json!("worked"), "3/4")
    );
    assert_eq!(save(&skilled, 0), (9, 10));
}

#[test]
fn a_watch_among_the_locals_gives_a_rumour_from_the_referees_table() {
    // rule: MU-travel.rumours
    let rumours = json!({"id": "rumours", "count": 1, "sides": 6, "rows": [
        {"low": 1, "high": 3, "id": "the miller hides a relic"},
        {"low": 4, "high": 6, "id": "wolves in the old mine"}]});
    let heard = task(
        "hear_rumour",
        &json!({"rumours": rumours, "dice": {"faces": [4]}}),
    );
    assert_eq!(
        (heard["result"].clone(), chance(&heard)),
        (json!("heard"), "1/1")
    );
    assert_eq!(heard["rumour"]["entry"], "wolves in the old mine");
    assert_eq!(
        heard["text"],
        "A watch talking to the locals: wolves in the old mine (rolled 4), true or not."
    );
}

#[test]
fn cheating_is_a_wit_save_against_detection() {
    // rule: MU-travel.games.cheat
    let caught = task("cheat", &json!({"wit": 8, "dice": {"faces": [9]}}));
    assert_eq!(
        (caught["result"].clone(), chance(&caught)),
        (json!("detected"), "2/5")
    );
    assert_eq!(
        task("cheat", &json!({"wit": 8, "dice": {"faces": [8]}}))["result"],
        "undetected"
    );
}

#[test]
fn an_animal_is_befriended_with_food_and_a_wit_save_one_at_a_time() {
    // rule: MU-travel.animals.befriend
    let dog = task(
        "befriend_animal",
        &json!({"wit": 11, "dice": {"faces": [11]}}),
    );
    assert_eq!(
        (dog["result"].clone(), chance(&dog)),
        (json!("befriended"), "11/20")
    );
    let cat = task(
        "befriend_animal",
        &json!({"wit": 11, "dice": {"faces": [12]}}),
    );
    assert_eq!(cat["result"], "spurned");
    assert_eq!(
        refused(
            "befriend_animal",
            &json!({"wit": 11, "wild": true, "dice": {"faces": [1]}})
        ),
        "not_allowed"
    );
    assert_eq!(
        refused(
            "befriend_animal",
            &json!({"wit": 11, "befriended": true, "dice": {"faces": [1]}})
        ),
        "not_allowed"
    );
    let wolf = task(
        "befriend_animal",
        &json!({"wit": 11, "wild": true, "proficient": true, "dice": {"faces": [2]}}),
    );
    assert_eq!(wolf["result"], "befriended");
}

#[test]
fn an_animal_takes_two_trainings_and_a_wild_one_is_tamed_first() {
    // rule: MU-travel.animals.train
    // rule: MU-travel.animals.forms
    // rule: MU-travel.animals.wild
    // A dog, WIT 12 (12/20 = 3/5): Hunt (5), Track (9), then Tricks is
    // refused: two trainings at most.
    let hunt = task(
        "train_animal",
        &json!({"training": "hunt", "wit": 12, "dice": {"faces": [5]}}),
    );
    assert_eq!(
        (hunt["result"].clone(), chance(&hunt)),
        (json!("trained"), "3/5")
    );
    assert_eq!(
        hunt["animal"],
        json!({"wild": false, "tamed": true, "trainings": ["hunt"]})
    );
    let track = task(
        "train_animal",
        &json!({"animal": hunt["animal"], "training": "track", "wit": 12, "dice": {"faces": [9]}}),
    );
    assert_eq!(track["animal"]["trainings"], json!(["hunt", "track"]));
    assert_eq!(
        refused(
            "train_animal",
            &json!({"animal": track["animal"], "training": "tricks", "wit": 12, "dice": {"faces": [1]}})
        ),
        "not_allowed"
    );
    // A failed session hurts the trainer and teaches nothing.
    let bitten = task(
        "train_animal",
        &json!({"animal": hunt["animal"], "training": "track", "wit": 12, "dice": {"faces": [13]}}),
    );
    assert_eq!(
        (
            bitten["result"].clone(),
            bitten["animal"]["trainings"].clone()
        ),
        (json!("hurt"), json!(["hunt"]))
    );
    assert_eq!(
        bitten["text"],
        "A session training an animal (track): WIT save 13 against 12, failed: the trainer is hurt: an injury."
    );
    // A wolf: tamed in one session, then Fight in the next.
    let wolf = json!({"wild": true, "tamed": false, "trainings": []});
    assert_eq!(
        refused(
            "train_animal",
            &json!({"animal": wolf, "training": "fight", "wit": 12, "dice": {"faces": [1]}})
        ),
        "not_allowed"
    );
    let tamed = task(
        "train_animal",
        &json!({"animal": wolf, "training": "fight", "wit": 12, "proficient": true, "dice": {"faces": [3]}}),
    );
    assert_eq!(
        (tamed["result"].clone(), tamed["animal"]["tamed"].clone()),
        (json!("tamed"), json!(true))
    );
    assert_eq!(tamed["animal"]["trainings"], json!([]));
    let fighter = task(
        "train_animal",
        &json!({"animal": tamed["animal"], "training": "fight", "wit": 12, "proficient": true, "dice": {"faces": [4]}}),
    );
    assert_eq!(fighter["animal"]["trainings"], json!(["fight"]));
    // No animal has three trainings, one twice, or a domestic one untamed.
    for animal in [
        json!({"wild": false, "tamed": true, "trainings": ["hunt", "track", "fight"]}),
        json!({"wild": false, "tamed": true, "trainings": ["hunt", "hunt"]}),
        json!({"wild": false, "tamed": false, "trainings": []}),
    ] {
        assert_eq!(
            refused(
                "train_animal",
                &json!({"animal": animal, "training": "mount", "wit": 12, "dice": {"faces": [1]}})
            ),
            "invalid_request"
        );
    }
}

#[test]
fn a_rider_in_danger_saves_agi_or_is_thrown_for_d4() {
    // rule: MU-travel.mounts
    // AGI 10: 1/2; 14 fails, the d4 shows 3.
    let thrown = task("ride", &json!({"agi": 10, "dice": {"faces": [14, 3]}}));
    assert_eq!(
        (thrown["result"].clone(), chance(&thrown)),
        (json!("crashed"), "1/2")
    );
    assert_eq!(thrown["damage"][0]["band"], 3);
    assert_eq!(thrown["damage"][0]["dice"][0]["sides"], 4);
    assert_eq!(
        thrown["text"],
        "Riding in danger: AGI save 14 against 10, failed: thrown from the mount, d4 direct damage to the one: 3."
    );
    let seated = task("ride", &json!({"agi": 10, "dice": {"faces": [10]}}));
    assert_eq!(seated["result"], "steady");
    assert!(seated.get("damage").is_none());
}

#[test]
fn an_overturned_cart_deals_d4_to_the_cart_and_every_passenger() {
    // rule: MU-travel.carts
    // STR 9: 9/20; 12 fails; three victims: 2, 4 then 1 (4 + 0), 1.
    let crash = task(
        "drive_cart",
        &json!({"str": 9, "victims": 3, "dice": {"faces": [12, 2, 4, 1, 1]}}),
    );
    assert_eq!(
        (crash["result"].clone(), chance(&crash)),
        (json!("crashed"), "9/20")
    );
    let totals: Vec<Value> = crash["damage"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["band"].clone())
        .collect();
    assert_eq!(totals, [json!(2), json!(4), json!(1)]);
    assert_eq!(crash["saves"][0]["ability"], "str");
}

#[test]
fn a_boat_in_danger_saves_str_rowing_and_wit_sailing() {
    // rule: MU-travel.boats
    let rowed = task(
        "boat",
        &json!({"score": 13, "victims": 4, "dice": {"faces": [13]}}),
    );
    assert_eq!(
        (rowed["result"].clone(), chance(&rowed)),
        (json!("steady"), "13/20")
    );
    assert_eq!(rowed["saves"][0]["ability"], "str");
    // Sailing, WIT 7 (7/20): 8 capsizes; two aboard take 4 + 1 = 5 and 3.
    let capsized = task(
        "boat",
        &json!({"sailing": true, "sails": true, "river_lore": true, "score": 7, "victims": 2,
                "dice": {"faces": [8, 4, 2, 3]}}),
    );
    assert_eq!(
        (capsized["result"].clone(), chance(&capsized)),
        (json!("crashed"), "7/20")
    );
    assert_eq!(capsized["saves"][0]["ability"], "wit");
    assert_eq!(capsized["damage"][0]["band"], 5);
    assert_eq!(capsized["damage"][1]["band"], 3);
    // Sailing needs sails and river lore.
    assert_eq!(
        refused(
            "boat",
            &json!({"sailing": true, "sails": true, "score": 7, "victims": 2, "dice": {"faces": [1]}})
        ),
        "not_allowed"
    );
}

#[test]
fn bad_requests_are_refused_with_the_place_of_the_value() {
    let err = answer(
        "rollTask",
        &request(
            "climb",
            &json!({"agi": 21, "surface": "hard", "dice": {"faces": [1]}}),
        ),
    )
    .unwrap_err();
    assert_eq!(err.kind, "out_of_range");
    assert_eq!(err.path.as_deref(), Some("/agi"));
    assert!(
        err.message
            .ends_with("ability score must be in 0..=20, got 21"),
        "{err}"
    );
    let err = answer(
        "rollTask",
        &request(
            "cheat",
            &json!({"wit": 8, "footing": "hard", "dice": {"faces": [1]}}),
        ),
    )
    .unwrap_err();
    assert_eq!(err.kind, "invalid_request");
    assert_eq!(err.path.as_deref(), Some("/footing"));
    assert_eq!(
        err.message,
        "at /footing: unknown field `footing`, expected one of `wit`, `dice`"
    );
    // A field of no task at all, a missing one, and another system.
    let err = answer(
        "rollTask",
        &request("climb", &json!({"agi": 8, "surface": "hard", "grip": 2})),
    )
    .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("invalid_request", Some("/grip"))
    );
    let err = answer(
        "rollTask",
        &request("climb", &json!({"agi": 8, "dice": {"faces": [1]}})),
    )
    .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        ("invalid_request", "missing field `surface`")
    );
    assert_eq!(refused("flying", &json!({})), "invalid_request");
    assert_eq!(
        refusal(
            "rollTask",
            &json!({"system": "cairn_house", "task": "climb"})
        ),
        "invalid_request"
    );
    assert_eq!(
        refused("cheat", &json!({"wit": 8, "dice": {"faces": [1, 2]}})),
        "unused_faces"
    );
}

/// Each task's object in the declarations: its name and its properties,
/// found below `value` (a `$ref` read from `definitions`).
fn task_forms(
    value: &Value,
    definitions: &serde_json::Map<String, Value>,
    out: &mut Vec<(String, Vec<String>)>,
) {
    match value {
        Value::Object(map) => {
            if let Some(name) = map
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.rsplit('/').next())
            {
                if let Some(definition) = definitions.get(name) {
                    task_forms(definition, definitions, out);
                }
            }
            if let Some(properties) = map.get("properties").and_then(Value::as_object) {
                if let Some(task) = properties
                    .get("task")
                    .and_then(|t| t.get("const"))
                    .and_then(Value::as_str)
                {
                    let keys = properties
                        .keys()
                        .filter(|k| !["system", "task"].contains(&k.as_str()))
                        .cloned()
                        .collect();
                    out.push((task.to_owned(), keys));
                    return;
                }
            }
            for field in map.values() {
                task_forms(field, definitions, out);
            }
        }
        Value::Array(items) => {
            for item in items {
                task_forms(item, definitions, out);
            }
        }
        _ => {}
    }
}

/// The reader takes for each task the fields its declaration gives, and
/// no other: rollTask reads every task through one reader and checks
/// each field against the task's list, so this holds that list to the
/// declared shape.
#[test]
fn each_task_reads_the_fields_its_declaration_gives() {
    let mut generator = schemars::generate::SchemaSettings::draft2020_12()
        .for_deserialize()
        .into_generator();
    let op = osr_wasm::operations()
        .find(|op| op.name == "rollTask")
        .expect("rollTask is an operation");
    let schema = op.request_schema(&mut generator).to_value();
    let definitions: serde_json::Map<String, Value> = generator
        .definitions()
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let mut forms = Vec::new();
    task_forms(&schema, &definitions, &mut forms);
    forms.sort();
    forms.dedup();
    assert_eq!(forms.len(), 22, "{forms:?}");
    // A value each field reads, from the committed vectors' requests.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../js/test/vectors/travel.json"
    );
    let vectors: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut values = serde_json::Map::new();
    for vector in vectors
        .iter()
        .filter(|v| v["operation"] == "rollTask" && v.get("response").is_some())
    {
        for (key, value) in vector["request"].as_object().unwrap() {
            values.entry(key.clone()).or_insert_with(|| value.clone());
        }
    }
    let every: Vec<&String> = forms.iter().flat_map(|(_, keys)| keys).collect();
    for (name, keys) in &forms {
        for key in &every {
            let mut request = json!({"system": "murdham", "task": name});
            // The flags no vector sets read `true`.
            request[key.as_str()] = values
                .get(key.as_str())
                .cloned()
                .unwrap_or(Value::Bool(true));
            let err = answer("rollTask", &request).err();
            let message = err.as_ref().map_or_else(String::new, |e| e.message.clone());
            let unknown = message.contains(&format!("unknown field `{key}`"));
            assert_eq!(
                unknown,
                !keys.contains(key),
                "{name} and `{key}`: {message}"
            );
            if let (true, Some(err)) = (unknown, &err) {
                assert_eq!(err.path.as_deref(), Some(format!("/{key}").as_str()));
            }
        }
    }
}

/// The kind and the path of the refusal of a Murdham task.
fn placed(task: &str, fields: &Value) -> (String, Option<String>) {
    let err = answer("rollTask", &request(task, fields)).unwrap_err();
    (err.kind, err.path)
}

#[test]
fn a_value_refused_once_read_names_its_place() {
    let refused = |kind: &str, path: &str| (kind.to_owned(), Some(path.to_owned()));
    // Out of range: a cart's or a boat's victims, a company of nobody.
    for victims in [0, 101] {
        assert_eq!(
            placed(
                "drive_cart",
                &json!({"str": 9, "victims": victims, "dice": {"seed": 1}})
            ),
            refused("out_of_range", "/victims")
        );
        assert_eq!(
            placed(
                "boat",
                &json!({"score": 9, "victims": victims, "dice": {"seed": 1}})
            ),
            refused("out_of_range", "/victims")
        );
    }
    assert_eq!(
        placed("notice", &json!({"wits": [], "dice": {"seed": 1}})),
        refused("out_of_range", "/wits")
    );
    // A field another field does not allow.
    assert_eq!(
        placed(
            "diplomacy",
            &json!({"appeal": "inspire", "wit": 10, "attitude": "friendly",
            "dice": {"seed": 1}})
        ),
        refused("invalid_request", "/attitude")
    );
    assert_eq!(
        placed(
            "manipulate",
            &json!({"ploy": "distract", "target_wit": 10, "taunter_wit": 10,
            "dice": {"seed": 1}})
        ),
        refused("invalid_request", "/taunter_wit")
    );
    assert_eq!(
        placed(
            "boat",
            &json!({"sailing": true, "score": 9, "victims": 2,
            "dice": {"seed": 1}})
        ),
        refused("not_allowed", "/sailing")
    );
    assert_eq!(
        placed(
            "break_door",
            &json!({"door": {"health": 0}, "die": "d6", "dice": {"seed": 1}})
        ),
        refused("not_allowed", "/door")
    );
    assert_eq!(
        placed(
            "befriend_animal",
            &json!({"wit": 10, "wild": true, "dice": {"seed": 1}})
        ),
        refused("not_allowed", "/wild")
    );
    assert_eq!(
        placed(
            "befriend_animal",
            &json!({"wit": 10, "befriended": true, "dice": {"seed": 1}})
        ),
        refused("not_allowed", "/befriended")
    );
    assert_eq!(
        placed(
            "train_animal",
            &json!({"animal": {"wild": true, "tamed": false,
            "trainings": []}, "training": "hunt", "wit": 10, "dice": {"seed": 1}})
        ),
        refused("not_allowed", "/animal")
    );
    assert_eq!(
        placed(
            "train_animal",
            &json!({"animal": {"wild": false, "tamed": true,
            "trainings": ["hunt", "fight"]}, "training": "mount", "wit": 10,
            "dice": {"seed": 1}})
        ),
        refused("not_allowed", "/training")
    );
    // A taunt without the taunter's WIT lacks a field: the request's.
    assert_eq!(
        placed(
            "manipulate",
            &json!({"ploy": "taunt", "target_wit": 10, "dice": {"seed": 1}})
        ),
        refused("not_allowed", "")
    );
}
