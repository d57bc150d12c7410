//! rollHazard and rollPoison answer with the rulebooks' numbers, worked
//! by hand from the rules.

use serde_json::{Value, json};

use super::{answer, call, refusal};

/// The exact chance of `band` in serialized odds, or `None` when the odds
/// leave it out.
fn chance(odds: &Value, band: &Value) -> Option<String> {
    odds["bands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| &b["band"] == band)
        .map(|b| b["p"]["exact"].as_str().unwrap().to_owned())
}

/// Gods & Monsters vitals: so much survival, no verve, no injuries.
fn gm_vitals(survival: u32) -> Value {
    json!({"survival": survival, "max_survival": survival})
}

/// Fortitude 11, endurance 15 (Toromeen's).
fn toromeen() -> Value {
    json!({"stay_conscious": 11, "end": 15})
}

fn gm_fall(feet: u32, evasion: Option<i32>, faces: &[u32]) -> Value {
    let mut request = json!({"system": "gods_and_monsters", "hazard": "fall", "feet": feet,
        "vitals": gm_vitals(20), "resilience": toromeen(), "dice": {"faces": faces}});
    if let Some(evasion) = evasion {
        request["evasion"] = json!(evasion);
    }
    call("rollHazard", &request)
}

#[test]
fn a_gods_and_monsters_fall_follows_the_falling_table() {
    // rule: GM-health.falling
    // 30 feet: 3d6 = 3 + 4 + 4 = 11, one injury per die: 3 injuries and
    // 8 survival; 3 seconds aloft. Fortitude 11 - 3 = 8, rolled 5: conscious.
    let thirty = gm_fall(30, None, &[3, 4, 4, 5]);
    assert_eq!(thirty["system"], "gods_and_monsters");
    assert_eq!(thirty["hazard"], "fall");
    assert_eq!(thirty["seconds"], 3);
    assert_eq!(thirty["vitals"]["survival"], 12);
    assert_eq!(thirty["vitals"]["injuries"], 3);
    assert_eq!(thirty["consequence"], "injured");
    assert_eq!(
        thirty["text"],
        "A fall of 30 feet (3 seconds aloft); 3d6 = 11: 11 damage, 3 injury points; \
         roll to stay conscious 5 against 8: passed: injured, and conscious."
    );
    // 30 feet: an evasion roll has no effect, and is not rolled.
    let evading = gm_fall(30, Some(15), &[3, 4, 4, 5]);
    assert_eq!(evading["vitals"], thirty["vitals"]);
    // 15 feet, evasion made (5 against 12): 2d6 = 4 + 5 = 9 halved, rounded
    // down: 4 survival, and no injury.
    let fifteen = gm_fall(15, Some(12), &[5, 4, 5]);
    assert_eq!(fifteen["seconds"], 2);
    assert_eq!(fifteen["vitals"]["survival"], 16);
    assert_eq!(fifteen["vitals"]["injuries"], 0);
    assert_eq!(fifteen["consequence"], "hurt");
    // 5 feet, evasion made: no damage at all, no d6 rolled.
    let five = gm_fall(5, Some(12), &[3]);
    assert_eq!(five["consequence"], "unharmed");
    assert_eq!(five["vitals"]["survival"], 20);
    assert_eq!(five["faces"], json!([3]));
    // 320 feet: 7d6, 7 seconds; 600 feet: still 7d6, 8 seconds.
    let d6s = [1; 7];
    let mut faces = d6s.to_vec();
    // 7d6 = 7: 7 injuries and no survival lost; the roll to stay
    // conscious rolls 1, and 7 injuries do not exceed 20 survival.
    faces.push(1);
    let far = gm_fall(320, None, &faces);
    assert_eq!(far["seconds"], 7);
    assert_eq!(far["vitals"]["injuries"], 7);
    let farther = gm_fall(600, None, &faces);
    assert_eq!(farther["seconds"], 8);
    assert_eq!(farther["vitals"]["injuries"], 7);
}

#[test]
fn a_gods_and_monsters_fall_has_exact_odds() {
    // rule: GM-health.falling
    // rule: GM-health.unconscious
    // 5 feet, evasion 10: negated on 10 or less (1/2). Otherwise d6 with
    // its one injury; fortitude 11 - 1 = 10 stays conscious half the time,
    // and 1 injury never beats 15 or more survival: no death check.
    let answer = gm_fall(5, Some(10), &[11, 2, 4]);
    let odds = &answer["odds"];
    assert_eq!(chance(odds, &json!("unharmed")).as_deref(), Some("1/2"));
    assert_eq!(chance(odds, &json!("injured")).as_deref(), Some("1/4"));
    assert_eq!(chance(odds, &json!("unconscious")).as_deref(), Some("1/4"));
    assert_eq!(chance(odds, &json!("dying")), None);
    assert_eq!(answer["consequence"], "injured");
    assert_eq!(answer["vitals"]["survival"], 19);
}

#[test]
fn the_evasion_roll_takes_the_injury_penalty() {
    // rule: GM-health.injury
    // Two injuries already: evasion 12 rolls against 10, and 11 fails.
    let request = json!({"system": "gods_and_monsters", "hazard": "fall", "feet": 5,
        "vitals": {"survival": 20, "max_survival": 20, "injuries": 2},
        "resilience": toromeen(), "evasion": 12, "dice": {"faces": [11, 1, 1]}});
    let answer = call("rollHazard", &request);
    assert_eq!(answer["events"][0]["target"], 10);
    assert_eq!(answer["events"][0]["passed"], false);
}

fn mu_fall(centimetres: u32, agi: i32, faces: Option<&[u32]>) -> Value {
    let mut request = json!({"system": "murdham", "hazard": "fall", "centimetres": centimetres,
        "agi": agi, "health": {"current": 10, "max": 10}});
    if let Some(faces) = faces {
        request["dice"] = json!({"faces": faces});
    }
    call("rollHazard", &request)
}

#[test]
fn a_murdham_fall_is_a_d4_per_full_two_metres() {
    // rule: MU-health.fall
    // 5 m, AGI 12: the save (9) passes, 3 m is left: one d4, a 3.
    let five = mu_fall(500, 12, Some(&[9, 3]));
    assert_eq!(five["damage"], 3);
    assert_eq!(five["health"], json!({"current": 7, "max": 10}));
    assert_eq!(five["consequence"], "hurt");
    assert_eq!(
        five["text"],
        "A fall of 5 m; AGI save 9 against 12: passed; 3 direct damage, health 7 of 10: hurt."
    );
    // 5 m, the save failed: 2d4.
    assert_eq!(mu_fall(500, 12, Some(&[15, 1, 2]))["damage"], 3);
    // 2 m with the save: 0 m, nothing rolled after it.
    let two = mu_fall(200, 12, Some(&[5]));
    assert_eq!(
        (two["damage"].clone(), two["consequence"].clone()),
        (json!(0), json!("unhurt"))
    );
    // 6 m with the save: 4 m, 2d4.
    assert_eq!(mu_fall(600, 12, Some(&[5, 1, 2]))["damage"], 3);
    // 1.9 m: nothing at all, and no dice needed.
    let short = mu_fall(190, 12, None);
    assert_eq!(short["damage"], 0);
    assert_eq!(short["faces"], json!([]));
    assert_eq!(
        chance(&short["odds"], &json!("unhurt")).as_deref(),
        Some("1/1")
    );
}

#[test]
fn a_murdham_fall_has_exact_odds() {
    // rule: MU-health.fall
    // 2 m, AGI 10, health 10 of 10: the save (1/2) leaves nothing. A
    // failure rolls one exploding d4: 1-3 hurt; a 4 rolls again and adds
    // one less: 5 or more (critical: half the health) unless the next face
    // is 1 (3/16 in all); 10 (dead: the maximum) needs 4, 4, 4 (1/64).
    let answer = mu_fall(200, 10, Some(&[11, 2]));
    let odds = &answer["odds"];
    assert_eq!(chance(odds, &json!("unhurt")).as_deref(), Some("1/2"));
    assert_eq!(chance(odds, &json!("hurt")).as_deref(), Some("13/32"));
    assert_eq!(
        chance(odds, &json!("critical_damage")).as_deref(),
        Some("11/128")
    );
    assert_eq!(chance(odds, &json!("dead")).as_deref(), Some("1/128"));
}

fn bdp_body(str: i32, dex: i32, wil: i32) -> Value {
    json!({"str": {"current": str, "max": str}, "dex": {"current": dex, "max": dex},
        "wil": {"current": wil, "max": wil}})
}

#[test]
fn a_block_dodge_parry_fall_is_a_d10_per_floor_then_a_critical_damage_save() {
    // rule: BDP-1.7.1.fall
    // 2 floors, [3, 8]: 11 STR, 14 to 3; the save rolls 2: passed.
    let request = |faces: &[u32]| {
        json!({"system": "block_dodge_parry", "hazard": "fall", "floors": 2,
            "body": bdp_body(14, 10, 9), "dice": {"faces": faces}})
    };
    let passed = call("rollHazard", &request(&[3, 8, 2]));
    assert_eq!(passed["damage"], 11);
    assert_eq!(passed["body"]["str"]["current"], 3);
    assert_eq!(passed["critical"], "unharmed");
    assert_eq!(
        passed["text"],
        "Falling from a great height, 2 floors: 11 STR damage; \
         Critical Damage Save with STR 3: passed; STR now 3."
    );
    // The save rolls 5: failed, an injury: the d10 says where (1: the
    // torso, another 1d4 STR: 2, to 1) and a Severe wound takes a slot.
    let failed = call("rollHazard", &request(&[3, 8, 5, 1, 2]));
    assert_eq!(failed["body"]["str"]["current"], 1);
    assert_eq!(failed["critical"], json!({"injured": "torso"}));
    // 2d10: a total of 11 comes up 10 ways in 100.
    assert_eq!(
        chance(&passed["damage_odds"], &json!(11)).as_deref(),
        Some("1/10")
    );
}

#[test]
fn block_dodge_parry_environmental_damage_goes_straight_to_an_ability() {
    // rule: BDP-1.7.1.bear-trap
    // rule: BDP-1.7.1.gas
    // rule: BDP-1.7.1.night-spider
    // rule: BDP-1.7.1.glimpse
    // rule: BDP-1.7.1.cds-trigger
    // rule: BDP-1.7.1.routing
    let hazard = |id: &str, units: u32, dice: Option<Value>| {
        let mut request = json!({"system": "block_dodge_parry", "hazard": "environment",
            "id": id, "units": units, "body": bdp_body(12, 10, 9)});
        if let Some(dice) = dice {
            request["dice"] = dice;
        }
        call("rollHazard", &request)
    };
    // A bear trap: 1d4 = 3 off DEX, no save.
    let trap = hazard("bear_trap", 1, Some(json!({"faces": [3]})));
    assert_eq!(trap["body"]["dex"]["current"], 7);
    assert_eq!(trap["critical"], "unharmed");
    // Three turns of noxious gas: 3 STR, nothing rolled.
    let gas = hazard("noxious_gas", 3, None);
    assert_eq!(gas["body"]["str"]["current"], 9);
    assert_eq!(gas["faces"], json!([]));
    // Night Spider venom: DEX 10 - 6 = 4; the save rolls 7: immobilised.
    let venom = hazard("night_spider_venom", 1, Some(json!({"faces": [6, 7]})));
    assert_eq!(venom["body"]["dex"]["current"], 4);
    assert_eq!(venom["critical"], "immobilised");
    // A glimpse of something unnatural: WIL 9 to 8.
    assert_eq!(
        hazard("unnatural_glimpse", 1, None)["body"]["wil"]["current"],
        8
    );
    // Gas taking STR 2 to 0: dead, with no save and no dice.
    let choked = call(
        "rollHazard",
        &json!({"system": "block_dodge_parry", "hazard": "environment", "id": "noxious_gas",
            "units": 3, "body": bdp_body(2, 10, 9)}),
    );
    assert_eq!(choked["critical"], "dead");
    assert_eq!(choked["body"]["str"]["current"], 0);
}

fn ch_character(dex: i32) -> Value {
    json!({"hp": 4, "max_hp": 4, "str": {"current": 14, "max": 14},
        "dex": {"current": dex, "max": dex}, "wil": {"current": 11, "max": 11}})
}

fn ch_trap(dex: i32, faces: &[u32]) -> Value {
    call(
        "rollHazard",
        &json!({"system": "cairn_house", "hazard": "trap", "character": ch_character(dex),
            "save": "dex", "ability": "dex", "damage": {"count": 1, "die": 4},
            "dice": {"faces": faces}}),
    )
}

#[test]
fn a_cairn_house_trap_takes_an_ability_past_hp() {
    // rule: CH-health.trap-damage
    // rule: CH-travel.trap.room
    // A dart trap, DEX save, d4 to DEX: DEX 9 rolls 15 (failed), d4 = 3.
    let darts = ch_trap(9, &[15, 3]);
    assert_eq!(darts["consequence"], "ability_loss");
    assert_eq!(darts["character"]["dex"]["current"], 6);
    assert_eq!(darts["character"]["hp"], 4);
    assert_eq!(
        darts["text"],
        "DEX save 15 against 9: failed; d4 = 3 off DEX, 9 to 6."
    );
    // A pass: avoided.
    assert_eq!(ch_trap(9, &[9])["consequence"], "avoided");
    // DEX 9: the save passes on 9 or less (9/20); a d4 never takes 9 to 0.
    let odds = &darts["odds"];
    assert_eq!(chance(odds, &json!("avoided")).as_deref(), Some("9/20"));
    assert_eq!(
        chance(odds, &json!("ability_loss")).as_deref(),
        Some("11/20")
    );
    // DEX 2: avoided 2/20; a failure (18/20) reaches 0 on 2, 3 or 4 of the
    // d4 (3/4): 27/40, and loses a point on a 1: 9/40. At 0: paralysed.
    let low = ch_trap(2, &[5, 2]);
    assert_eq!(
        chance(&low["odds"], &json!("avoided")).as_deref(),
        Some("1/10")
    );
    assert_eq!(
        chance(&low["odds"], &json!("ability_loss")).as_deref(),
        Some("9/40")
    );
    assert_eq!(
        chance(&low["odds"], &json!("ability_zero")).as_deref(),
        Some("27/40")
    );
    assert_eq!(low["consequence"], "ability_zero");
    assert_eq!(low["character"]["dex"]["current"], 0);
    assert_eq!(
        low["text"],
        "DEX save 5 against 2: failed; d4 = 2 off DEX, 2 to 0: paralysed."
    );
}

fn mu_poison(request: Value) -> Value {
    let mut request = request;
    request["system"] = json!("murdham");
    call("rollPoison", &request)
}

#[test]
fn murdham_poison_is_resisted_once_a_stretch() {
    // rule: MU-health.poison.resist
    // STR 11 rolls 8: resisted; the chance of taking effect was 9/20.
    let first = mu_poison(json!({"step": "dose", "str": 11, "dice": {"faces": [8]}}));
    assert_eq!(first["takes_effect"], false);
    assert_eq!(first["chance"]["exact"], "9/20");
    assert_eq!(first["poisoning"], json!({"doses": 1}));
    assert_eq!(
        first["text"],
        "STR save 8 against 11: passed, the dose is resisted."
    );
    // A second dose the same stretch: no save, no dice.
    let second = mu_poison(json!({"step": "dose", "str": 11, "poisoning": first["poisoning"]}));
    assert_eq!(second["takes_effect"], true);
    assert_eq!(second["chance"]["exact"], "1/1");
    assert_eq!(second["faces"], json!([]));
}

#[test]
fn murdham_poison_in_food_is_noticed_with_a_wit_save() {
    // rule: MU-health.poison.ingestion
    let noticed = mu_poison(json!({"step": "notice", "wit": 12, "dice": {"faces": [7]}}));
    assert_eq!(noticed["noticed"], true);
    assert_eq!(noticed["chance"]["exact"], "3/5");
    // A very strong taste: nothing rolled, nothing noticed.
    let strong = mu_poison(json!({"step": "notice", "wit": 12, "strong_taste": true}));
    assert_eq!(strong["noticed"], false);
    assert_eq!(strong["chance"]["exact"], "0/1");
}

#[test]
fn murdham_poison_does_its_effect_at_the_end_of_the_stretch() {
    // rule: MU-health.poison.effects
    let health = json!({"current": 10, "max": 10});
    // Lethal, no antidote by the stretch's end: dead.
    let lethal = mu_poison(json!({"step": "end_of_stretch", "effect": "lethal", "health": health}));
    assert_eq!(lethal["dead"], true);
    assert_eq!(lethal["health"]["current"], 0);
    // With an antidote: nothing.
    let saved = mu_poison(
        json!({"step": "end_of_stretch", "effect": "lethal", "antidote": true, "health": health}),
    );
    assert_eq!(
        (saved["dead"].clone(), saved["health"].clone()),
        (json!(false), health.clone())
    );
    // Damaging: d12 direct, a 5: half of 10, critical damage.
    let damaging = mu_poison(json!({"step": "end_of_stretch", "effect": "damaging",
        "health": health, "dice": {"faces": [5]}}));
    assert_eq!(damaging["damage"], 5);
    assert_eq!(damaging["consequence"], "critical_damage");
    // Corrupting: 4 corruption.
    let corrupting =
        mu_poison(json!({"step": "end_of_stretch", "effect": "corrupting", "health": health}));
    assert_eq!(corrupting["corruption"], 4);
}

/// A Gods & Monsters ailment's step: `request` with its system, and
/// 20 survival and Toromeen's resilience when it gives none.
fn gm_ailment(request: Value) -> Value {
    let mut request = request;
    request["system"] = json!("gods_and_monsters");
    if request.get("vitals").is_none() {
        request["vitals"] = gm_vitals(20);
    }
    if request.get("resilience").is_none() {
        request["resilience"] = toromeen();
    }
    call("rollPoison", &request)
}

#[test]
fn a_gods_and_monsters_ailment_is_contracted_against_its_strength() {
    // rule: GM-health.ailment.roll
    // A huge spider's bite (strength 2) against evasion 8: 6 or less
    // resists, so it takes effect 14 times in 20; a 9 fails: d3 injuries,
    // a 2. Fortitude 11 - 2 = 9 to stay conscious, a 5: conscious.
    let bite = gm_ailment(json!({"step": "contract", "ailment": "huge_spider",
        "exposure": "inflicted", "score": 8, "health": 10, "dice": {"faces": [9, 2, 5]}}));
    assert_eq!(bite["events"][0]["target"], 6);
    assert_eq!(bite["chance"]["exact"], "7/10");
    assert_eq!(bite["taken"], 2);
    assert_eq!(bite["phase"], "over");
    assert_eq!(
        bite["text"],
        "Huge Spider: evasion roll 9 against 6, failed; it takes effect: 2 injury points; \
         roll to stay conscious 5 against 9: passed: injured, and conscious."
    );
    // Food poisoning eaten knowingly, health 10: 10 - 3 - 4 = 3.
    let meal = gm_ailment(json!({"step": "contract", "ailment": "food_poisoning",
        "exposure": "accepted", "score": 10, "health": 10, "dice": {"faces": [5, 3]}}));
    assert_eq!(meal["events"][0]["target"], 3);
    assert_eq!(meal["taken"], 1);
}

#[test]
fn an_ailments_injury_points_go_to_the_vitals_with_the_end_of_the_round() {
    // rule: GM-health.ailment.effect
    // rule: GM-health.unconscious
    // A large spider's bite (strength 1) against evasion 10: 9 or less
    // resists; a 15 fails, d2 injuries, a 2. Survival 7 stays, injuries 0
    // to 2; fortitude 11 - 2 = 9 to stay conscious, a 6: conscious, and 2
    // injuries do not exceed 7 survival: no death check.
    let vitals = json!({"survival": 7, "max_survival": 7});
    let bite = gm_ailment(json!({"step": "contract", "ailment": "large_spider",
        "exposure": "inflicted", "score": 10, "health": 10, "vitals": vitals,
        "dice": {"faces": [15, 2, 6]}}));
    assert_eq!(bite["vitals"]["survival"], 7);
    assert_eq!(bite["vitals"]["injuries"], 2);
    assert_eq!(bite["consequence"], "injured");
    assert_eq!(bite["condition"], Value::Null);
    assert_eq!(
        bite["events"][2],
        json!({"event": "injury_taken", "from": 0, "to": 2})
    );
    assert_eq!(
        bite["text"],
        "Large Spider: evasion roll 15 against 9, failed; it takes effect: 2 injury points; \
         roll to stay conscious 6 against 9: passed: injured, and conscious."
    );
    // Before the dice: it takes effect 11 times in 20, d2 a half each.
    // One injury: conscious on 10 or less; two: on 9 or less.
    let amount = |n: u64| chance(&bite["amount_odds"], &json!(n)).unwrap();
    assert_eq!(
        (amount(0), amount(1), amount(2)),
        ("9/20".into(), "11/40".into(), "11/40".into())
    );
    let band = |b: &str| chance(&bite["odds"], &json!(b)).unwrap();
    // Injured: 11/20 x (1/2 x 10/20 + 1/2 x 9/20) = 209/800; unconscious:
    // 11/20 x (1/2 x 10/20 + 1/2 x 11/20) = 231/800.
    assert_eq!(band("unharmed"), "9/20");
    assert_eq!(band("injured"), "209/800");
    assert_eq!(band("unconscious"), "231/800");
    // A 7 to stay conscious is not enough: unconscious for 2 minutes.
    let out = gm_ailment(json!({"step": "contract", "ailment": "large_spider",
        "exposure": "inflicted", "score": 10, "health": 10, "vitals": vitals,
        "dice": {"faces": [15, 2, 10]}}));
    assert_eq!(out["consequence"], "unconscious");
    assert_eq!(out["unconscious_minutes"], 2);
    // Resisted: nothing changes, and nothing more is rolled.
    let missed = gm_ailment(json!({"step": "contract", "ailment": "large_spider",
        "exposure": "inflicted", "score": 10, "health": 10, "vitals": vitals,
        "dice": {"faces": [9]}}));
    assert_eq!(
        (&missed["vitals"]["survival"], &missed["vitals"]["injuries"]),
        (&json!(7), &json!(0))
    );
    assert_eq!(missed["consequence"], "unharmed");
}

#[test]
fn an_ailment_that_injures_past_survival_makes_the_death_check() {
    // rule: GM-health.death-check
    // rule: GM-health.death-timer
    // Toromeen at 0 survival bitten by a huge spider: evasion 8 - 2 = 6,
    // a 9 fails; d3 = 2 injuries. Fortitude 11 - 2 = 9, a 6: conscious.
    // 2 injuries exceed 0 survival: the Guide rolls 1 (2 or less, it
    // succeeds), Tony needs 15 - 2 = 13 and rolls 20: dying, 13 minutes.
    let vitals = json!({"survival": 0, "max_survival": 7, "verve": 0, "max_verve": 17});
    let bite = gm_ailment(json!({"step": "contract", "ailment": "huge_spider",
        "exposure": "inflicted", "score": 8, "health": 10, "vitals": vitals,
        "dice": {"faces": [9, 2, 6, 1, 20]}}));
    assert_eq!(bite["vitals"]["injuries"], 2);
    assert_eq!(bite["consequence"], "dying");
    assert_eq!(bite["death_timer"]["left"], 13);
    assert_eq!(
        bite["text"],
        "Huge Spider: evasion roll 9 against 6, failed; it takes effect: 2 injury points; \
         roll to stay conscious 6 against 9: passed; death check: injuries roll 1 against 2, \
         endurance roll 20 against 13: dying, 13 minutes left."
    );
}

#[test]
fn injuries_weigh_on_the_roll_against_an_ailment() {
    // rule: GM-health.injury
    // Two injuries are -2 to reaction rolls: a huge spider's bite against
    // evasion 8 is resisted on 8 - 2 - 2 = 4 or less, 16 in 20 taken.
    let vitals = json!({"survival": 20, "max_survival": 20, "injuries": 2});
    let bite = gm_ailment(json!({"step": "contract", "ailment": "huge_spider",
        "exposure": "inflicted", "score": 8, "health": 10, "vitals": vitals,
        "dice": {"faces": [4]}}));
    assert_eq!(bite["events"][0]["target"], 4);
    assert_eq!(bite["chance"]["exact"], "4/5");
    assert_eq!(bite["vitals"]["injuries"], 2);
}

#[test]
fn a_chronic_ailment_comes_back_until_thrown_off() {
    // rule: GM-health.ailment.chronic
    // Food poisoning taken (1 injury), then three failed hourly health
    // rolls: 4 injuries in all; the strength fades 3, 2, 1, 0, and each
    // injury is -1 more on the next roll: health 10 - 2 - 1, 10 - 1 - 2,
    // 10 - 0 - 3, 7 each time, failing 13 times in 20.
    let meal = gm_ailment(json!({"step": "contract", "ailment": "food_poisoning",
        "exposure": "accepted", "score": 10, "health": 10, "dice": {"faces": [5, 1]}}));
    let mut course = meal["course"].clone();
    let mut vitals = meal["vitals"].clone();
    assert_eq!(vitals["injuries"], 1);
    let mut chances = Vec::new();
    let mut targets = Vec::new();
    for _ in 0..3 {
        let hour = gm_ailment(json!({"step": "action_time", "course": course, "score": 10,
            "vitals": vitals, "dice": {"faces": [20, 1]}}));
        chances.push(hour["chance"]["exact"].clone());
        targets.push(hour["events"][1]["target"].clone());
        course = hour["course"].clone();
        vitals = hour["vitals"].clone();
    }
    assert_eq!(vitals["injuries"], 4);
    assert_eq!(chances, [json!("13/20"), json!("13/20"), json!("13/20")]);
    assert_eq!(targets, [json!(7), json!(7), json!(7)]);
    assert_eq!(course["strength"], 0);
    let over = gm_ailment(json!({"step": "action_time", "course": course, "score": 10,
        "vitals": vitals, "dice": {"faces": [1]}}));
    assert_eq!(over["phase"], "over");
    assert_eq!(over["taken"], Value::Null);
    assert_eq!(over["vitals"], vitals);
}

#[test]
fn a_chronic_penalty_adds_up_until_thrown_off() {
    // rule: GM-health.ailment.roll
    // rule: GM-health.ailment.chronic
    // Alcohol (chronic, strength -1, -1 agility, concentration, evasion,
    // fortitude) drunk knowingly, health 12: 12 + 1 - 4 = 9 resists. A 15:
    // -1. Twenty minutes on, strength -2: health 14 to throw it off, a 20:
    // -2 in all. Then a 3 throws it off: no penalty left.
    let to = json!(["agility", "concentration", "evasion", "fortitude"]);
    let drink = gm_ailment(json!({"step": "contract", "ailment": "alcohol",
        "exposure": "accepted", "score": 12, "health": 12, "dice": {"faces": [15]}}));
    assert_eq!(drink["events"][0]["target"], 9);
    assert_eq!(
        drink["condition"],
        json!({"state": "penalty", "points": 1, "to": to})
    );
    assert_eq!(drink["consequence"], "unharmed");
    assert_eq!(drink["vitals"]["injuries"], 0);
    let more = gm_ailment(json!({"step": "action_time", "course": drink["course"],
        "score": 12, "dice": {"faces": [20]}}));
    assert_eq!(more["events"][1]["target"], 14);
    assert_eq!(
        more["condition"],
        json!({"state": "penalty", "points": 2, "to": to})
    );
    assert_eq!(
        more["text"],
        "Alcohol: strength -1 to -2: health roll 20 against 14, failed; it takes effect: \
         -1 to agility, concentration, evasion, fortitude; \
         -2 to agility, concentration, evasion, fortitude in all."
    );
    let sober = gm_ailment(json!({"step": "action_time", "course": more["course"],
        "score": 12, "dice": {"faces": [3]}}));
    assert_eq!(sober["phase"], "over");
    assert_eq!(sober["condition"], Value::Null);
}

#[test]
fn a_giant_spider_paralyses_for_d4_minutes() {
    // rule: GM-health.ailment.effect
    // Strength 4 against evasion 10: 6 or less resists, 14 in 20 taken; a
    // 7 fails, d4 = 3: paralysed 3 minutes, each of 1 to 4 at 14/80.
    let bite = gm_ailment(json!({"step": "contract", "ailment": "giant_spider",
        "exposure": "inflicted", "score": 10, "health": 10, "dice": {"faces": [7, 3]}}));
    assert_eq!(
        bite["condition"],
        json!({"state": "paralysed", "minutes": 3})
    );
    assert_eq!(bite["phase"], "over");
    assert_eq!(chance(&bite["amount_odds"], &json!(3)), Some("7/40".into()));
    assert_eq!(
        chance(&bite["odds"], &json!("unharmed")),
        Some("1/1".into())
    );
    assert_eq!(bite["vitals"]["injuries"], 0);
}

#[test]
fn an_inescapable_ailment_rolls_each_action_time() {
    // rule: GM-health.ailment.inescapable
    // Sleep gas (strength 0) met by a victim who notices it, perception 10:
    // five rounds in it, three failed rolls: three times 2d10 minutes.
    let mut step = gm_ailment(json!({"step": "contract", "ailment": "sleep_gas",
        "exposure": "noticeable", "score": 10, "health": 10, "action_times": 5,
        "dice": {"faces": [15, 1, 2]}}));
    let mut minutes = step["taken"].as_u64().unwrap();
    for faces in [json!([3]), json!([18, 3, 4]), json!([2]), json!([11, 5, 6])] {
        step = gm_ailment(
            json!({"step": "action_time", "course": step["course"], "score": 10,
            "dice": {"faces": faces}}),
        );
        minutes += step["taken"].as_u64().unwrap_or(0);
    }
    assert_eq!(minutes, 3 + 7 + 11);
    assert_eq!(step["course"]["times_taken"], 3);
    // Asleep for the three added up: 6d10 minutes, here 21.
    assert_eq!(step["condition"], json!({"state": "asleep", "minutes": 21}));
    // Out of the area, it is over, and nothing is rolled.
    let out = gm_ailment(
        json!({"step": "action_time", "course": step["course"], "score": 10,
        "in_area": false}),
    );
    assert_eq!(out["phase"], "over");
    assert_eq!(out["condition"], json!({"state": "asleep", "minutes": 21}));
}

#[test]
fn refusals_have_their_kinds() {
    let gm = |request: Value| refusal("rollHazard", &request);
    // A fall with no dice, an unknown field, a wrong system's field.
    assert_eq!(
        gm(
            json!({"system": "gods_and_monsters", "hazard": "fall", "feet": 10,
            "vitals": gm_vitals(7), "resilience": toromeen()})
        ),
        "invalid_request"
    );
    assert_eq!(
        gm(
            json!({"system": "murdham", "hazard": "fall", "centimetres": 500, "agi": 10,
            "health": {"current": 10, "max": 10}, "dice": {"seed": 1}, "floors": 2})
        ),
        "invalid_request"
    );
    // A murdham fall of 2 m or more needs dice.
    assert_eq!(
        gm(
            json!({"system": "murdham", "hazard": "fall", "centimetres": 200, "agi": 10,
            "health": {"current": 10, "max": 10}})
        ),
        "dice_required"
    );
    // AGI out of range, a height too great, an unknown hazard.
    assert_eq!(
        gm(
            json!({"system": "murdham", "hazard": "fall", "centimetres": 200, "agi": 21,
            "health": {"current": 10, "max": 10}, "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
    assert_eq!(
        gm(
            json!({"system": "block_dodge_parry", "hazard": "fall", "floors": 0,
            "body": bdp_body(12, 10, 9), "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
    assert_eq!(
        gm(
            json!({"system": "block_dodge_parry", "hazard": "environment", "id": "lava",
            "body": bdp_body(12, 10, 9), "dice": {"seed": 1}})
        ),
        "unknown_id"
    );
    // A one-off hazard for three units.
    assert_eq!(
        gm(
            json!({"system": "block_dodge_parry", "hazard": "environment", "id": "bear_trap",
            "units": 3, "body": bdp_body(12, 10, 9), "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
    // A trap of 11 dice, or on a dead character.
    assert_eq!(
        gm(
            json!({"system": "cairn_house", "hazard": "trap", "character": ch_character(9),
            "save": "dex", "ability": "dex", "damage": {"count": 11, "die": 4},
            "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
    // Faces: too few, one left over.
    assert_eq!(ch_trap_refusal(&[15]), "faces_exhausted");
    assert_eq!(ch_trap_refusal(&[9, 3]), "unused_faces");
    let poison = |request: Value| refusal("rollPoison", &request);
    assert_eq!(
        poison(json!({"system": "murdham", "step": "dose", "str": 11})),
        "dice_required"
    );
    assert_eq!(
        poison(json!({"system": "murdham", "step": "dose", "str": 21, "dice": {"seed": 1}})),
        "out_of_range"
    );
    assert_eq!(
        poison(
            json!({"system": "gods_and_monsters", "step": "contract", "ailment": "plague",
            "exposure": "accepted", "score": 10, "health": 10, "vitals": gm_vitals(7),
            "resilience": toromeen(), "dice": {"seed": 1}})
        ),
        "unknown_id"
    );
    // The vitals an ailment applies its effect to are needed.
    assert_eq!(
        poison(
            json!({"system": "gods_and_monsters", "step": "contract", "ailment": "huge_spider",
            "exposure": "inflicted", "score": 10, "health": 10, "dice": {"seed": 1}})
        ),
        "invalid_request"
    );
    assert_eq!(
        poison(json!({"system": "gods_and_monsters", "step": "action_time",
            "course": {"ailment": "food_poisoning", "exposure": "accepted", "strength": 30,
                "phase": "ailing", "in_area": true, "times_taken": 1},
            "score": 10, "vitals": gm_vitals(7), "resilience": toromeen(),
            "dice": {"seed": 1}})),
        "out_of_range"
    );
}

fn ch_trap_refusal(faces: &[u32]) -> String {
    refusal(
        "rollHazard",
        &json!({"system": "cairn_house", "hazard": "trap", "character": ch_character(9),
            "save": "dex", "ability": "dex", "damage": {"count": 1, "die": 4},
            "dice": {"faces": faces}}),
    )
}

#[test]
fn seeded_hazards_replay_from_their_faces() {
    for request in [
        json!({"system": "gods_and_monsters", "hazard": "fall", "feet": 60,
            "vitals": {"survival": 7, "max_survival": 7, "verve": 17, "max_verve": 17},
            "resilience": toromeen(), "archetypal": true}),
        json!({"system": "murdham", "hazard": "fall", "centimetres": 900, "agi": 9,
            "health": {"current": 12, "max": 12}}),
        json!({"system": "block_dodge_parry", "hazard": "fall", "floors": 3,
            "body": bdp_body(12, 10, 9)}),
    ] {
        let mut seeded = request.clone();
        seeded["dice"] = json!({"seed": 7});
        let first = call("rollHazard", &seeded);
        let mut replay = request;
        replay["dice"] = json!({"faces": first["faces"]});
        assert_eq!(call("rollHazard", &replay), first);
    }
}

fn mu_hazard(request: Value) -> Value {
    let mut request = request;
    request["system"] = json!("murdham");
    request["health"] = json!({"current": 10, "max": 10});
    call("rollHazard", &request)
}

#[test]
fn murdham_cold_and_heat_bite_from_the_second_stretch() {
    // rule: MU-health.cold-heat
    // The first stretch: nothing, and no dice.
    let first = mu_hazard(json!({"hazard": "climate", "stretch": 1}));
    assert_eq!(first["damage"], 0);
    assert_eq!(first["faces"], json!([]));
    // The second: d4 impaired, [3, 1] keeps the 1.
    let second = mu_hazard(json!({"hazard": "climate", "stretch": 2, "dice": {"faces": [3, 1]}}));
    assert_eq!(second["damage"], 1);
    assert_eq!(second["health"]["current"], 9);
    // Every roll deals at least 1: never unhurt.
    assert_eq!(chance(&second["odds"], &json!("unhurt")), None);
}

#[test]
fn murdham_fire_and_lightning_are_enhanced_against_the_vulnerable() {
    // rule: MU-health.fire
    // rule: MU-health.lightning
    // An oil-soaked target in a burning zone: d6 enhanced, [2, 5] keeps 5.
    let fire = mu_hazard(json!({"hazard": "element", "element": "fire", "die": "d6",
        "vulnerable": true, "dice": {"faces": [2, 5]}}));
    assert_eq!(fire["damage"], 5);
    assert_eq!(fire["consequence"], "critical_damage");
    assert_eq!(
        fire["text"],
        "Fire, d6 enhanced; 5 direct damage, health 5 of 10: \
         critical damage: incapacitated until the end of the stretch."
    );
    // Lightning on plate: enhanced too; cold never is.
    let bolt = mu_hazard(
        json!({"hazard": "element", "element": "lightning", "die": "d8",
        "vulnerable": true, "dice": {"faces": [1, 3]}}),
    );
    assert_eq!(bolt["damage"], 3);
    let cold = mu_hazard(json!({"hazard": "element", "element": "cold", "die": "d6",
        "vulnerable": true, "dice": {"faces": [2]}}));
    assert_eq!(cold["damage"], 2);
}

#[test]
fn murdham_suffocation_saves_from_the_fifth_round() {
    // rule: MU-health.suffocate
    let round = |breathing: &Value, dice: Option<Value>| {
        let mut request = json!({"system": "murdham", "hazard": "suffocation", "str": 10,
            "breathing": breathing});
        if let Some(dice) = dice {
            request["dice"] = dice;
        }
        call("rollHazard", &request)
    };
    // Rounds 1 to 4: no save, no dice.
    let mut breathing = json!({"rounds": 0, "state": "conscious"});
    for _ in 0..4 {
        let held = round(&breathing, None);
        assert_eq!(held["faces"], json!([]));
        breathing = held["breathing"].clone();
    }
    // Round 5: a STR save (10: passes half the time); 15 fails: out cold.
    let fifth = round(&breathing, Some(json!({"faces": [15]})));
    assert_eq!(
        chance(&fifth["odds"], &json!("unconscious")).as_deref(),
        Some("1/2")
    );
    assert_eq!(fifth["state"], "unconscious");
    assert_eq!(
        fifth["text"],
        "Round 5 without air: STR save 15 against 10, failed: out cold until the end of the stretch."
    );
    // Round 6: a pass keeps them alive; a failure kills.
    assert_eq!(
        round(&fifth["breathing"], Some(json!({"faces": [4]})))["state"],
        "unconscious"
    );
    let sixth = round(&fifth["breathing"], Some(json!({"faces": [11]})));
    assert_eq!(sixth["state"], "dead");
    // Round 5 needs dice.
    assert_eq!(
        refusal(
            "rollHazard",
            &json!({"system": "murdham", "hazard": "suffocation", "str": 10,
                "breathing": breathing})
        ),
        "dice_required"
    );
}

fn mu_fear(dread: &str, wards: u32, wit: i32, faces: Option<&[u32]>) -> Value {
    let mut request = json!({"system": "murdham", "hazard": "fear", "dread": dread,
        "wards": wards, "wit": wit});
    if let Some(faces) = faces {
        request["dice"] = json!({"faces": faces});
    }
    call("rollHazard", &request)
}

#[test]
fn murdham_fear_is_a_wit_save_for_the_stretch() {
    // rule: MU-health.fear.save
    // A terrifying dragon, WIT 9: the save passes on 9 or less (9/20);
    // 14 fails: terrified until the end of the stretch.
    let dragon = mu_fear("terrifying", 0, 9, Some(&[14]));
    assert_eq!(dragon["outcome"], "terrified");
    assert_eq!(
        chance(&dragon["odds"], &json!("unaffected")).as_deref(),
        Some("9/20")
    );
    assert_eq!(
        chance(&dragon["odds"], &json!("terrified")).as_deref(),
        Some("11/20")
    );
    assert_eq!(
        dragon["events"],
        json!([{"event": "save_rolled", "ability": "wit", "score": 9, "passed": false},
            {"event": "terrified"}])
    );
    // The next stretch, the dragon still there: the save again, 9 passes.
    assert_eq!(
        mu_fear("terrifying", 0, 9, Some(&[9]))["outcome"],
        "unaffected"
    );
    // A frightening creature failed: frightened, 11 in 20 again.
    let rat = mu_fear("frightening", 0, 9, Some(&[10]));
    assert_eq!(rat["outcome"], "frightened");
    assert_eq!(
        chance(&rat["odds"], &json!("frightened")).as_deref(),
        Some("11/20")
    );
}

#[test]
fn murdham_fear_saved_by_a_group_takes_one_d20() {
    // rule: MU-health.fear.save
    // One d20 = 12 against WIT 14 and 10: the first unaffected, the second
    // terrified; each member's own odds (14/20 and 10/20 to pass).
    let group = call(
        "rollHazard",
        &json!({"system": "murdham", "hazard": "group_fear", "dread": "terrifying",
            "wits": [14, 10], "dice": {"faces": [12]}}),
    );
    assert_eq!(group["outcomes"], json!(["unaffected", "terrified"]));
    assert_eq!(group["faces"], json!([12]));
    assert_eq!(
        chance(&group["odds"][0], &json!("terrified")).as_deref(),
        Some("3/10")
    );
    assert_eq!(
        chance(&group["odds"][1], &json!("terrified")).as_deref(),
        Some("1/2")
    );
    assert_eq!(
        group["text"],
        "Something terrifying: group WIT save 12; against 14, passed: unaffected; \
         against 10, failed: terrified until the end of the stretch, must flee or cower."
    );
}

#[test]
fn murdham_fear_effects_are_named_for_players() {
    // rule: MU-health.fear.effects
    // Frightened: cannot approach the source; terrified: must flee, or
    // cower and do nothing else.
    let frightened = mu_fear("frightening", 0, 9, Some(&[10]));
    assert_eq!(
        frightened["text"],
        "Something frightening; WIT save 10 against 9, failed: \
         frightened until the end of the stretch, cannot approach."
    );
    let terrified = mu_fear("terrifying", 0, 9, Some(&[14]));
    assert_eq!(
        terrified["text"],
        "Something terrifying; WIT save 14 against 9, failed: \
         terrified until the end of the stretch, must flee or cower."
    );
}

#[test]
fn murdham_fear_wards_ignore_fear_then_terror() {
    // rule: MU-health.fear.immunity
    // One ward and a frightening source: no save, no dice, unaffected.
    let warded = mu_fear("frightening", 1, 9, None);
    assert_eq!(warded["outcome"], "unaffected");
    assert_eq!(warded["faces"], json!([]));
    assert_eq!(
        chance(&warded["odds"], &json!("unaffected")).as_deref(),
        Some("1/1")
    );
    // One ward and a terrifying source: treated as frightening; WIT 9
    // fails on 10 or more (11/20), and the worst is frightened.
    let downgraded = mu_fear("terrifying", 1, 9, Some(&[14]));
    assert_eq!(downgraded["outcome"], "frightened");
    assert_eq!(chance(&downgraded["odds"], &json!("terrified")), None);
    assert_eq!(
        chance(&downgraded["odds"], &json!("frightened")).as_deref(),
        Some("11/20")
    );
    assert!(
        downgraded["text"]
            .as_str()
            .unwrap()
            .starts_with("Something terrifying, 1 fear-warding effect: it counts as frightening;")
    );
    // Two wards: terror is ignored too; three add nothing.
    for wards in [2, 3] {
        let calm = mu_fear("terrifying", wards, 9, None);
        assert_eq!(calm["outcome"], "unaffected");
        assert_eq!(calm["faces"], json!([]));
    }
    // A save to roll needs dice.
    assert_eq!(
        refusal(
            "rollHazard",
            &json!({"system": "murdham", "hazard": "fear", "dread": "terrifying", "wards": 1,
                "wit": 9})
        ),
        "dice_required"
    );
}

fn mu_torture(faces: &[u32]) -> Value {
    call(
        "rollHazard",
        &json!({"system": "murdham", "hazard": "torture", "wit": 8,
            "health": {"current": 10, "max": 10}, "dice": {"faces": faces}}),
    )
}

#[test]
fn murdham_torture_is_d6_direct_then_a_wit_save() {
    // rule: MU-health.torture
    // d6 = 4: 4 direct damage, health 10 to 6, still conscious; the WIT
    // save (15 against 8) fails: the captive talks.
    let broken = mu_torture(&[4, 15]);
    assert_eq!(broken["damage"], 4);
    assert_eq!(broken["health"], json!({"current": 6, "max": 10}));
    assert_eq!(broken["consequence"], "hurt");
    assert_eq!(broken["talks"], true);
    assert_eq!(
        broken["text"],
        "A stretch of torture: 4 direct damage, health 6 of 10: hurt; \
         WIT save 15 against 8: failed: breaks and talks."
    );
    // The save passed: holds out.
    assert_eq!(mu_torture(&[4, 8])["talks"], false);
    // A 5 is half the health left: critical damage, out of it, no save.
    let out = mu_torture(&[5]);
    assert_eq!(out["consequence"], "critical_damage");
    assert_eq!(out["talks"], false);
    assert_eq!(out["faces"], json!([5]));
    // The d6 explodes on 6: hurt on 1-4 (2/3), critical on 5 or 6 unless
    // the total reaches 10 (6 then 5 or 6: 1/18), which kills. The
    // captive talks when hurt and the save (8 in 20) fails: 2/3 x 3/5.
    let odds = &broken["odds"];
    assert_eq!(chance(odds, &json!("hurt")).as_deref(), Some("2/3"));
    assert_eq!(
        chance(odds, &json!("critical_damage")).as_deref(),
        Some("5/18")
    );
    assert_eq!(chance(odds, &json!("dead")).as_deref(), Some("1/18"));
    assert_eq!(broken["talk_chance"]["exact"], "2/5");
}

#[test]
fn a_murdham_crash_is_a_d4_for_each_aboard_and_the_vehicle() {
    // rule: MU-health.crash
    // A cart with 3 passengers topples: 4 separate d4s, the cart's first:
    // 1; then 2, 4 (exploding: 4 + 1 - 1 = 4) and 3.
    let full = json!({"current": 10, "max": 10});
    let cart = call(
        "rollHazard",
        &json!({"system": "murdham", "hazard": "crash", "vehicle": "cart",
            "passengers": [full, full, full], "dice": {"faces": [1, 2, 4, 1, 3]}}),
    );
    assert_eq!(cart["vehicle_damage"], 1);
    let damage: Vec<Value> = cart["passengers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["damage"].clone())
        .collect();
    assert_eq!(damage, [json!(2), json!(4), json!(3)]);
    assert_eq!(cart["passengers"][1]["health"]["current"], 6);
    assert_eq!(
        cart["text"],
        "The cart topples: 1 direct damage to the cart; \
         passenger 1: 2 direct damage, health 8 of 10: hurt; \
         passenger 2: 4 direct damage, health 6 of 10: hurt; \
         passenger 3: 3 direct damage, health 7 of 10: hurt."
    );
    // Each passenger's d4, exploding, at 10 health: critical from 5 (a 4
    // then 2 or more: 3/16), dead at 10 (4, 4, 4: 1/64).
    let odds = &cart["passengers"][0]["odds"];
    assert_eq!(chance(odds, &json!("hurt")).as_deref(), Some("13/16"));
    assert_eq!(
        chance(odds, &json!("critical_damage")).as_deref(),
        Some("11/64")
    );
    assert_eq!(chance(odds, &json!("dead")).as_deref(), Some("1/64"));
    // Thrown from a mount: the rider's d4 alone.
    let thrown = call(
        "rollHazard",
        &json!({"system": "murdham", "hazard": "crash", "vehicle": "mount",
            "passengers": [full], "dice": {"faces": [2]}}),
    );
    assert_eq!(thrown["vehicle_damage"], Value::Null);
    assert_eq!(thrown["passengers"][0]["health"]["current"], 8);
    assert_eq!(thrown["faces"], json!([2]));
    // A mount carries one rider.
    assert_eq!(
        refusal(
            "rollHazard",
            &json!({"system": "murdham", "hazard": "crash", "vehicle": "mount",
                "passengers": [full, full], "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
}

#[test]
fn a_murdham_drug_taking_effect_risks_addiction() {
    // rule: MU-health.drug.addiction
    // WIT 11: the save fails on 12 or more (9/20): addicted.
    let hooked = mu_poison(json!({"step": "addiction", "wit": 11, "dice": {"faces": [12]}}));
    assert_eq!(hooked["addicted"], true);
    assert_eq!(hooked["chance"]["exact"], "9/20");
    assert_eq!(
        hooked["events"],
        json!([{"event": "save_rolled", "ability": "wit", "score": 11, "passed": false},
            {"event": "addicted"}])
    );
    assert_eq!(
        hooked["text"],
        "The drug takes effect: WIT save 12 against 11, failed, addicted."
    );
    let spared = mu_poison(json!({"step": "addiction", "wit": 11, "dice": {"faces": [11]}}));
    assert_eq!(spared["addicted"], false);
}

#[test]
fn an_addicted_murdham_character_loses_wit_without_the_drug() {
    // rule: MU-health.drug.withdrawal
    let rest = |rest: &str, units: u32| {
        mu_poison(json!({"step": "withdrawal", "rest": rest, "units": units, "wit": 12}))
    };
    // A daily rest without the drug: WIT -1; with it, nothing.
    let daily = rest("daily", 0);
    assert_eq!(
        (daily["wit_lost"].clone(), daily["wit"].clone()),
        (json!(1), json!(11))
    );
    assert_eq!(daily["faces"], json!([]));
    assert_eq!(rest("daily", 1)["wit_lost"], 0);
    // A full rest with 5 units: 3 missing, WIT -3; with 8 or more, nothing.
    let full = rest("full", 5);
    assert_eq!(full["wit_lost"], 3);
    assert_eq!(
        full["text"],
        "A full rest with 5 units of the drug: WIT -3 for a while, 12 to 9."
    );
    assert_eq!(rest("full", 8)["wit_lost"], 0);
    assert_eq!(rest("full", 9)["wit_lost"], 0);
}

fn gm_buffer(request: Value) -> Value {
    let mut request = request;
    request["system"] = json!("gods_and_monsters");
    request["hazard"] = json!("suffocation_buffer");
    call("rollHazard", &request)
}

#[test]
fn a_gods_and_monsters_suffocation_buffer_is_endurance_or_a_d4() {
    // rule: GM-health.suffocation
    // Prepared, endurance 15: 15 rounds, nothing rolled; 30 inactive.
    let prepared = gm_buffer(json!({"end": 15, "prepared": true}));
    assert_eq!(prepared["rounds"], 15);
    assert_eq!(prepared["faces"], json!([]));
    assert_eq!(
        gm_buffer(json!({"end": 15, "prepared": true, "inactive": true}))["rounds"],
        30
    );
    // Unprepared: d4 = 2, endurance 15 as a minor contributor +1: 3 rounds.
    let gasping = gm_buffer(json!({"end": 15, "dice": {"faces": [2]}}));
    assert_eq!(gasping["rounds"], 3);
    assert_eq!(
        gasping["choking"],
        json!({"buffer": 3, "inactive": false, "health_rolls": 0})
    );
    assert_eq!(
        gasping["text"],
        "Out of air, unprepared: d4 2 with endurance 15: a buffer of 3 rounds, then a health roll."
    );
    // Each of 2 to 5 rounds 1 in 4.
    assert_eq!(chance(&gasping["odds"], &json!(2)).as_deref(), Some("1/4"));
    assert_eq!(chance(&gasping["odds"], &json!(5)).as_deref(), Some("1/4"));
    // Endurance 3 (minor -2): no buffer on a 1 or 2 (1/2), at least 0.
    let frail = gm_buffer(json!({"end": 3, "dice": {"faces": [1]}}));
    assert_eq!(frail["rounds"], 0);
    assert_eq!(chance(&frail["odds"], &json!(0)).as_deref(), Some("1/2"));
    // Inactive: d4 = 2 + 1, doubled: 6.
    assert_eq!(
        gm_buffer(json!({"end": 15, "inactive": true, "dice": {"faces": [2]}}))["rounds"],
        6
    );
}

fn gm_choke(choking: &Value, vitals: &Value, faces: &[u32]) -> Value {
    call(
        "rollHazard",
        &json!({"system": "gods_and_monsters", "hazard": "suffocation", "choking": choking,
            "health": 10, "vitals": vitals, "resilience": toromeen(),
            "dice": {"faces": faces}}),
    )
}

#[test]
fn gods_and_monsters_suffocation_health_rolls_grow_harder() {
    // rule: GM-health.suffocation
    // rule: GM-health.unconscious
    // Health 10, the buffer gone: the first roll against 10, 11 fails: one
    // injury; fortitude 11 - 1 = 10, rolled 4: conscious, injured.
    let choking = json!({"buffer": 3, "inactive": false, "health_rolls": 0});
    let first = gm_choke(&choking, &gm_vitals(20), &[11, 4]);
    assert_eq!(first["injured"], true);
    assert_eq!(first["vitals"]["injuries"], 1);
    assert_eq!(first["consequence"], "injured");
    assert_eq!(first["rounds_to_next"], 6);
    assert_eq!(first["choking"]["health_rolls"], 1);
    assert_eq!(
        first["text"],
        "Suffocating, health roll 1: health roll 11 against 10, failed: 1 injury point; \
         roll to stay conscious 4 against 10: passed: injured, and conscious."
    );
    // Fails half the time; then conscious half the time.
    let odds = &first["odds"];
    assert_eq!(chance(odds, &json!("unharmed")).as_deref(), Some("1/2"));
    assert_eq!(chance(odds, &json!("injured")).as_deref(), Some("1/4"));
    assert_eq!(chance(odds, &json!("unconscious")).as_deref(), Some("1/4"));
    // A minute later, the second roll at a cumulative -1, and -1 for the
    // injury: 8. It fails 12 in 20; then fortitude 11 - 2 = 9 holds 9 in
    // 20: injured 3/5 x 9/20, unconscious 3/5 x 11/20.
    let second = gm_choke(&first["choking"], &first["vitals"], &[9, 12]);
    assert_eq!(second["events"][0]["target"], 8);
    assert_eq!(second["consequence"], "unconscious");
    assert_eq!(second["unconscious_minutes"], 2);
    let odds = &second["odds"];
    assert_eq!(chance(odds, &json!("unharmed")).as_deref(), Some("2/5"));
    assert_eq!(chance(odds, &json!("injured")).as_deref(), Some("27/100"));
    assert_eq!(
        chance(odds, &json!("unconscious")).as_deref(),
        Some("33/100")
    );
    // Passed: nothing lost, the next roll a minute on; two when inactive.
    let held = gm_choke(
        &json!({"buffer": 6, "inactive": true, "health_rolls": 0}),
        &gm_vitals(20),
        &[3],
    );
    assert_eq!(held["consequence"], "unharmed");
    assert_eq!(
        (
            held["vitals"]["survival"].clone(),
            held["vitals"]["injuries"].clone()
        ),
        (json!(20), json!(0))
    );
    assert_eq!(held["rounds_to_next"], 12);
}

#[test]
fn a_semi_conscious_character_responds_on_willpower_or_after_a_d4() {
    // rule: GM-health.semi-conscious
    // Willpower 7: 7 responds at once; 8 fails, then d4 = 3 rounds.
    let respond = |injuries: u32, faces: &[u32]| {
        call(
            "rollHazard",
            &json!({"system": "gods_and_monsters", "hazard": "semi_conscious",
                "willpower": 7, "injuries": injuries, "dice": {"faces": faces}}),
        )
    };
    assert_eq!(respond(0, &[7])["response"], "at_once");
    let slow = respond(0, &[8, 3]);
    assert_eq!(slow["response"], json!({"after": 3}));
    assert_eq!(
        slow["text"],
        "Semi-conscious: willpower roll 8 against 7, failed: responds after 3 rounds."
    );
    // At once 7/20; each of 1 to 4 rounds 13/20 x 1/4 = 13/80.
    assert_eq!(
        chance(&slow["odds"], &json!("at_once")).as_deref(),
        Some("7/20")
    );
    assert_eq!(
        chance(&slow["odds"], &json!({"after": 4})).as_deref(),
        Some("13/80")
    );
    // Two injuries: the roll is against 5.
    assert_eq!(respond(2, &[6, 1])["events"][0]["target"], 5);
}

#[test]
fn a_roll_to_awaken_takes_the_injuries_off() {
    // rule: GM-health.awaken
    // A roll of 11 with 2 injuries: 9 or less wakes (9/20).
    let wake = |faces: &[u32]| {
        call(
            "rollHazard",
            &json!({"system": "gods_and_monsters", "hazard": "awaken", "score": 11,
                "injuries": 2, "dice": {"faces": faces}}),
        )
    };
    let woken = wake(&[9]);
    assert_eq!(woken["awake"], true);
    assert_eq!(
        chance(&woken["odds"], &json!("pass")).as_deref(),
        Some("9/20")
    );
    assert_eq!(woken["text"], "Roll to awaken 9 against 9: awake.");
    let asleep = wake(&[10]);
    assert_eq!(asleep["awake"], false);
    assert_eq!(
        asleep["text"],
        "Roll to awaken 10 against 9: still unconscious."
    );
}

#[test]
fn new_hazards_refuse_a_bad_field_at_its_path() {
    let at = |operation: &str, request: Value| {
        let err = answer(operation, &request).unwrap_err();
        (err.kind, err.path.unwrap_or_default())
    };
    let refused = |kind: &str, path: &str| (kind.to_owned(), path.to_owned());
    // A name no variant has, and a field no hazard has: at the value.
    assert_eq!(
        at(
            "rollHazard",
            json!({"system": "murdham", "hazard": "fear", "dread": "scary", "wit": 9,
                "dice": {"seed": 1}})
        ),
        refused("invalid_request", "/dread")
    );
    assert_eq!(
        at(
            "rollHazard",
            json!({"system": "murdham", "hazard": "crash", "vehicle": "wagon",
                "passengers": [], "dice": {"seed": 1}})
        ),
        refused("invalid_request", "/vehicle")
    );
    assert_eq!(
        at(
            "rollPoison",
            json!({"system": "murdham", "step": "withdrawal", "rest": "weekly", "wit": 12})
        ),
        refused("invalid_request", "/rest")
    );
    assert_eq!(
        at(
            "rollHazard",
            json!({"system": "gods_and_monsters", "hazard": "semi_conscious", "willpower": 7,
                "mojo": 1, "dice": {"seed": 1}})
        ),
        refused("invalid_request", "/mojo")
    );
    // Out of range or of the wrong type inside the tagged request: serde
    // reads a tagged request from a buffer and places the refusal at its
    // end; the value the message quotes is found in it.
    assert_eq!(
        at(
            "rollHazard",
            json!({"system": "gods_and_monsters", "hazard": "suffocation_buffer",
                "end": 41, "dice": {"seed": 1}})
        ),
        refused("out_of_range", "/end")
    );
    // A value the request holds twice is not guessed at: the refusal
    // stays at the object.
    assert_eq!(
        at(
            "rollHazard",
            json!({"system": "gods_and_monsters", "hazard": "suffocation_buffer",
                "end": 41, "dice": {"faces": [41]}})
        ),
        refused("out_of_range", "")
    );
    assert_eq!(
        at(
            "rollPoison",
            json!({"system": "murdham", "step": "withdrawal", "rest": "full", "units": 1001,
                "wit": 12})
        ),
        refused("out_of_range", "/units")
    );
    assert_eq!(
        at(
            "rollHazard",
            json!({"system": "gods_and_monsters", "hazard": "suffocation",
                "choking": {"buffer": 3, "health_rolls": "two"}, "health": 10,
                "vitals": gm_vitals(20), "resilience": toromeen(), "dice": {"seed": 1}})
        ),
        refused("invalid_request", "/choking/health_rolls")
    );
    // Checked once read: a WIT past 20, no dice where a d20 rolls.
    assert_eq!(
        refusal(
            "rollPoison",
            &json!({"system": "murdham", "step": "addiction", "wit": 21, "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
    assert_eq!(
        refusal(
            "rollHazard",
            &json!({"system": "murdham", "hazard": "torture", "wit": 21,
                "health": {"current": 10, "max": 10}, "dice": {"seed": 1}})
        ),
        "out_of_range"
    );
    assert_eq!(
        refusal(
            "rollHazard",
            &json!({"system": "gods_and_monsters", "hazard": "suffocation_buffer",
                "end": 15})
        ),
        "dice_required"
    );
}
