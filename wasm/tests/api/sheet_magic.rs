//! Spells cast from sheets: the rules' costs land on the sheet.

use serde_json::{Value, json};

use super::{call, refusal};

/// A living 3d6 Constitution sage with Goetia, the spell book and two
/// spells, from the test document.
fn sage() -> Value {
    let mut sheet: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/constitution-1.json"
    ))
    .unwrap();
    sheet["health"] = json!({"dead": false, "fatigue": 0, "hp": 6, "marks": 0,
                             "minor_wounds": 0, "penance": 0});
    sheet["class"] = json!("sage");
    sheet["initiations"] = json!(["tc.initiation.goetia"]);
    sheet["spell_book"] = json!(true);
    sheet["xp"] = json!(1500);
    sheet["spells"] = json!([
        {"name": "Sleep", "level": 1, "rating": 50},
        {"name": "Ward", "level": 2, "rating": 35},
    ]);
    sheet
}

fn apply(sheet: &Value, operation: Value, dice: Option<Value>) -> Value {
    let mut request = json!({"sheet": sheet, "operation": operation});
    if let Some(dice) = dice {
        request["dice"] = dice;
    }
    call("applyToSheet", &request)
}

#[test]
fn a_constitution_sheet_prepares_and_casts_its_spells() {
    // rule: TC-12.3
    // rule: TC-12.3.roll
    // rule: TC-12.4
    // rule: TC-12.5
    // A level-2 sage: Ward takes the level-2 slot, Sleep the level-1 one.
    // A second preparation today puts 1 fatigue on the sheet.
    let prepared = apply(
        &sage(),
        json!({"op": "prepare_spells", "spells": ["Ward", "Sleep"], "earlier_today": 1}),
        None,
    );
    assert_eq!(prepared["sheet"]["health"]["fatigue"], 1);
    assert_eq!(prepared["sheet"]["prepared"]["spells"][0]["slot"], 2);
    assert_eq!(
        prepared["events"][0]["text"],
        "2 spells prepared in 2 hours: Ward in a level 2 slot (35%), Sleep in a level 1 slot \
         (50%). A second preparation today: 1 fatigue."
    );
    // Sleep's d100 50 is at most 50: it works, and is used up on the sheet.
    let cast = apply(
        &prepared["sheet"],
        json!({"op": "cast_spell", "position": 1}),
        Some(json!({"faces": [50]})),
    );
    assert_eq!(cast["sheet"]["prepared"]["spells"][1]["cast"], true);
    assert_eq!(
        cast["events"][0]["text"],
        "Sleep: d100 50 against 50%: the spell takes effect."
    );
    let again = json!({"sheet": cast["sheet"], "operation": {"op": "cast_spell", "position": 1},
                       "dice": {"faces": [1]}});
    assert_eq!(refusal("applyToSheet", &again), "already_cast");
    let unknown =
        json!({"sheet": sage(), "operation": {"op": "prepare_spells", "spells": ["Fly"]}});
    assert_eq!(refusal("applyToSheet", &unknown), "unknown_id");
}

/// The Cairn House Rules test document: alive, WIL 11.
fn cairn_mage() -> Value {
    serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/cairn_house-1.json"
    ))
    .unwrap()
}

#[test]
fn a_cairn_house_sheet_pays_a_spellbooks_fatigue_and_saves_on_its_wil() {
    // rule: CH-magic.spellbook.fatigue
    // rule: CH-magic.scroll
    // rule: CH-magic.danger-save
    // rule: CH-combat.cast-interrupt
    let sheet = cairn_mage();
    let book = json!({"from": "spellbook", "spell": "sleep", "level": 1});
    let cast = apply(&sheet, json!({"op": "cast_spell", "source": book}), None);
    let fatigue = |s: &Value| s["health"]["fatigue"].as_u64().unwrap_or(0);
    assert_eq!(fatigue(&cast["sheet"]), fatigue(&sheet) + 1);
    assert_eq!(
        cast["events"][0]["text"],
        "Sleep (level 1), cast from a spellbook: 1 fatigue."
    );
    assert_eq!(
        cast["events"].as_array().unwrap().len(),
        2,
        "{}",
        cast["events"]
    );
    // A scroll costs nothing; hit while casting, the sheet's WIL saves:
    // a 20 fails it and the spell is lost.
    let scroll = json!({"from": "scroll", "spell": "sleep", "level": 1});
    let lost = apply(
        &sheet,
        json!({"op": "cast_spell", "source": scroll, "hit": true}),
        Some(json!({"faces": [20]})),
    );
    assert_eq!(fatigue(&lost["sheet"]), fatigue(&sheet));
    assert_eq!(
        lost["events"][0]["text"],
        "Sleep (level 1), cast from a scroll, which is used up; hit while casting, WIL save 20 \
         against 11: failed, the spell is lost."
    );
    let danger = json!({"sheet": sheet, "operation": {"op": "cast_spell", "source": book,
                                                      "danger": true}});
    assert_eq!(refusal("applyToSheet", &danger), "dice_required");
}

#[test]
fn a_gods_and_monsters_sheet_memorises_and_casts_within_the_injury_cap() {
    // rule: GM-magic.injury-cap
    let mut sheet: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/gods_and_monsters-3.json"
    ))
    .unwrap();
    sheet["vitals"] = json!({"injuries": 0, "pool": 0, "survival": 4, "unhealable_injuries": 0,
                             "verve": 2});
    sheet["spells"] = json!([{"name": "Charm", "level": 1}]);
    let memorised = apply(&sheet, json!({"op": "memorise", "index": 0}), None);
    assert_eq!(memorised["sheet"]["spells"][0]["memorised"], true);
    assert_eq!(memorised["events"][0]["text"], "Charm (level 1) memorised");
    let cast = apply(
        &memorised["sheet"],
        json!({"op": "cast_spell", "index": 0}),
        None,
    );
    assert_eq!(cast["sheet"]["spells"][0]["memorised"], false);
    assert_eq!(
        cast["events"][0]["text"],
        "Charm (level 1) cast; its slot is free again"
    );
    // One injury at level 1 caps casting below level 1.
    let mut hurt = memorised["sheet"].clone();
    hurt["vitals"]["injuries"] = json!(1);
    let refused = json!({"sheet": hurt, "operation": {"op": "cast_spell", "index": 0}});
    assert_eq!(refusal("applyToSheet", &refused), "above_injury_cap");
}
