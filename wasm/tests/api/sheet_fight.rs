//! Sheets into fights and back: the combatant a sheet fights as, and the
//! state a fight leaves on the sheet.

use serde_json::{Value, json};

use super::{call, refusal};

/// A test document of the sheets' test kit.
fn document(name: &str) -> Value {
    let path = format!(
        "{}/../testkit/documents/sheet/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The fight `start` of `system`, stepped through each command with its
/// faces; the lines of the events, in order.
fn fight(system: &str, start: Value, commands: &[(Value, &[u32])]) -> (Value, Vec<String>) {
    let mut response = start;
    let mut lines = Vec::new();
    for (command, faces) in commands {
        response = call(
            "stepFight",
            &json!({"system": system, "fight": response["fight"], "command": command,
                    "dice": {"faces": faces}}),
        );
        for event in response["events"].as_array().unwrap() {
            lines.push(event["text"].as_str().unwrap().to_owned());
        }
    }
    (response["fight"].clone(), lines)
}

/// The sheet after `fight`, as combatant `id`.
fn after_fight(sheet: &Value, fight: &Value, id: u32) -> Value {
    call(
        "applyToSheet",
        &json!({"sheet": sheet, "operation": {"op": "after_fight", "fight": fight, "id": id}}),
    )
}

#[test]
fn a_cairn_house_sheet_fights_and_keeps_its_losses() {
    // rule: CH-combat.dr
    // rule: CH-equip.weapons
    // rule: CH-health.damage-to-hp
    // HP 4, STR 7, DEX 8, WIL 11, a hand weapon (d6), unarmoured with a
    // shield (DR 1).
    let sheet = document("cairn_house-1");
    let hero = call("combatantFromSheet", &json!({"sheet": sheet, "id": 1}));
    assert_eq!(hero["system"], "cairn_house");
    let combatant = &hero["combatant"];
    assert_eq!(
        (
            &combatant["hp"],
            &combatant["abilities"],
            &combatant["die"],
            &combatant["dr"]
        ),
        (&json!(4), &json!([7, 8, 11]), &json!("d6"), &json!(1))
    );
    assert_eq!(hero["health"]["id"], 1);
    assert_eq!(
        hero["health"]["health"]["str"],
        json!({"current": 7, "max": 7})
    );
    let goblin = json!({"id": 2, "side": "foes", "hp": 3, "abilities": [8, 12, 7], "die": "d6"});
    let start = call(
        "startFight",
        &json!({"system": "cairn_house", "setup": {
            "combatants": [combatant, goblin], "health": [hero["health"]]}}),
    );
    let pass = json!({"command": "act", "action": {"action": "pass"}});
    // DEX save 5 <= 8: the hero acts first. Both wait through the move;
    // in the melee the goblin's d6 6 less DR 1 is 5: HP 4 -> 0, 1 more
    // off STR (7 -> 6), and the STR save (d20 3 <= 6) passes.
    let (fought, lines) = fight(
        "cairn_house",
        start,
        &[
            (json!({"command": "roll_initiative"}), &[5]),
            (pass.clone(), &[]),
            (pass.clone(), &[]),
            (pass, &[]),
            (
                json!({"command": "act", "action": {"action": "attack", "target": 1}}),
                &[6, 3],
            ),
        ],
    );
    assert!(
        lines.contains(&"#2 hits #1: d6 6 - DR 1 = 5 damage".to_owned()),
        "{lines:?}"
    );
    let after = after_fight(&sheet, &fought, 1);
    let health = &after["sheet"]["health"];
    assert_eq!((&health["hp"], &health["max_hp"]), (&json!(0), &json!(4)));
    assert_eq!(health["str"], json!({"current": 6, "max": 7}));
    assert_eq!(health["dex"], json!({"current": 8, "max": 8}));
    assert_eq!(
        after["events"],
        json!([{"event": "after_fight",
                "text": "After the fight: 0 of 4 HP (was 4), STR 6 of 7"}])
    );
    // The goblin's fighter does not fit the sheet: its maxima differ.
    let goblin =
        json!({"sheet": sheet, "operation": {"op": "after_fight", "fight": fought, "id": 2}});
    assert_eq!(refusal("applyToSheet", &goblin), "health_mismatch");
    // A Cairn House Rules sheet is a player character.
    let foe = json!({"sheet": sheet, "id": 1, "side": "foes"});
    let err = osr_wasm::call("combatantFromSheet", &foe.to_string()).unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.path.as_deref()),
        ("invalid_request", Some("/side"))
    );
}

#[test]
fn a_constitution_sheet_fights_in_its_armour() {
    // rule: TC-14.15
    // The test fighter, alive with 6 HP, in half-chain (AC 24).
    let mut sheet = document("constitution-1");
    sheet["health"] = json!({"dead": false, "fatigue": 0, "hp": 6, "marks": 0,
                             "minor_wounds": 0, "penance": 0});
    let hero = call("combatantFromSheet", &json!({"sheet": sheet, "id": 1}));
    assert_eq!(hero["system"], "constitution");
    let combatant = &hero["combatant"];
    assert_eq!(
        (
            &combatant["ac"],
            &combatant["hp"],
            &combatant["str"],
            &combatant["side"]
        ),
        (&json!(24), &json!(6), &json!(8), &json!("party"))
    );
    assert_eq!(
        (&combatant["fighter"], &combatant["tough"]),
        (&json!(true), &json!(true))
    );
    // Its double fights for the other side.
    let twin = call(
        "combatantFromSheet",
        &json!({"sheet": sheet, "id": 2, "side": "foes"}),
    );
    let start = call(
        "startFight",
        &json!({"system": "constitution", "setup": {
            "combatants": [combatant, twin["combatant"]], "ties": "setup_order"}}),
    );
    let (fought, lines) = fight(
        "constitution",
        start,
        &[
            (json!({"command": "roll_initiative"}), &[6, 19]),
            (
                json!({"command": "attack", "attacker": 2, "target": 1, "defence": "none"}),
                &[18, 2],
            ),
        ],
    );
    assert!(lines.contains(&"#1 HP 6 -> 4".to_owned()), "{lines:?}");
    let after = after_fight(&sheet, &fought, 1);
    assert_eq!(after["sheet"]["health"]["hp"], 4);
    assert_eq!(after["events"][0]["text"], "After the fight: 4 HP (was 6)");
}

#[test]
fn a_gods_and_monsters_sheet_takes_its_losses_off_survival() {
    // rule: GM-combat.damage
    // Survival 6, verve 7, not archetypal in combat: a hit comes off
    // survival.
    let sheet = document("gods_and_monsters-2");
    let hero = call("combatantFromSheet", &json!({"sheet": sheet, "id": 1}));
    assert_eq!(hero["system"], "gods_and_monsters");
    assert_eq!(hero["combatant"]["archetypal"], false);
    let mut orc = hero["combatant"].clone();
    orc["id"] = json!(2);
    orc["side"] = json!("foes");
    orc["player"] = json!(false);
    orc["damage"] = json!({"bonus": 0, "dice": {"count": 1, "die": 6}});
    let start = call(
        "startFight",
        &json!({"system": "gods_and_monsters", "setup": {"combatants": [hero["combatant"], orc]}}),
    );
    let end = json!({"command": "end_phase"});
    // The orc's d20 2 hits; its d6 4 takes survival 6 -> 2.
    let (fought, lines) = fight(
        "gods_and_monsters",
        start,
        &[
            (json!({"command": "begin_round"}), &[]),
            (end.clone(), &[]),
            (end.clone(), &[]),
            (end, &[]),
            (
                json!({"command": "attack", "attacker": 2, "target": 1}),
                &[2, 4],
            ),
        ],
    );
    assert!(
        lines.contains(&"#1 survival 6 -> 2".to_owned()),
        "{lines:?}"
    );
    let after = after_fight(&sheet, &fought, 1);
    let vitals = &after["sheet"]["vitals"];
    assert_eq!(
        (&vitals["survival"], &vitals["verve"]),
        (&json!(2), &json!(7))
    );
    assert_eq!(
        after["events"][0]["text"],
        "After the fight: survival 2 of 6, verve 7 of 7"
    );
}

#[test]
fn a_murdham_sheet_comes_out_of_an_encounter_hurt() {
    // STR 13 (health 13), armour 2, WIT 10.
    let mut sheet = document("murdham-1");
    sheet["health"] = json!(13);
    sheet["conditions"] = json!([]);
    let hero = call("combatantFromSheet", &json!({"sheet": sheet, "id": 1}));
    assert_eq!(
        hero,
        json!({"system": "murdham", "combatant": {"id": 1, "side": "party", "wit": 10,
               "health": {"current": 13, "max": 13}, "armour": 2}})
    );
    let foe = json!({"id": 2, "side": "foes", "wit": 10, "health": {"current": 8, "max": 8},
                     "armour": 0});
    let start = call(
        "startFight",
        &json!({"system": "murdham", "setup": {"party": "cautious", "foes": "cautious",
                "combatants": [hero["combatant"], foe]}}),
    );
    let hit = json!({"command": "act", "actor": 2,
                     "action": {"action": "attack", "target": 1, "die": "d6", "landed": true}});
    // Both sides spot each other (WIT saves 6 and 3); the foe's d6 5 less
    // armour 2 is 3: health 13 -> 10.
    let (fought, lines) = fight(
        "murdham",
        start,
        &[
            (json!({"command": "roll_awareness"}), &[6, 3]),
            (
                json!({"command": "approach", "party": "fight", "foes": "fight"}),
                &[],
            ),
            (hit, &[5]),
        ],
    );
    assert!(
        lines
            .iter()
            .any(|l| l.ends_with("3 after armour: #1 health 13 -> 10 (hurt)")),
        "{lines:?}"
    );
    let after = after_fight(&sheet, &fought, 1);
    assert_eq!(after["sheet"]["health"], 10);
    assert_eq!(
        after["events"][0]["text"],
        "After the fight: health 10 of 13 (was 13)"
    );
}

#[test]
fn a_block_dodge_parry_sheet_has_no_fight() {
    let sheet = document("block_dodge_parry-1");
    assert_eq!(
        refusal("combatantFromSheet", &json!({"sheet": sheet, "id": 1})),
        "unsupported_operation"
    );
    // Another system's fight is refused where it is read.
    let cairn = document("cairn_house-1");
    let start = call(
        "startFight",
        &json!({"system": "constitution", "setup": {"combatants": [
            call("combatantFromSheet", &json!({"sheet": document("constitution-2"), "id": 1}))["combatant"],
            call("combatantFromSheet", &json!({"sheet": document("constitution-2"), "id": 2, "side": "foes"}))["combatant"],
        ], "ties": "setup_order"}}),
    );
    let wrong = json!({"sheet": cairn, "operation": {"op": "after_fight", "fight": start["fight"], "id": 1}});
    assert_eq!(refusal("applyToSheet", &wrong), "invalid_request");
}
