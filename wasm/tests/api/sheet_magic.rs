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

#[test]
fn a_gods_and_monsters_sorceror_acquires_spells_into_the_book() {
    // rule: GM-magic.spell.acquire
    // rule: GM-magic.spell.compatibility
    let mut sheet: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/gods_and_monsters-3.json"
    ))
    .unwrap();
    sheet["mojo_earned"] = json!(20);
    let read = call("readSheet", &json!({ "sheet": sheet }));
    let reason = read["derived"]["reactions"]["reason"].as_i64().unwrap();
    let mojo = read["derived"]["mojo"].as_i64().unwrap();
    // A looted level 2 formula: the compatibility roll is reason at +6
    // less the level, a d20 at most it passing.
    let target = reason + 6 - 2;
    let looted = apply(
        &sheet,
        json!({"op": "acquire_spell", "spell": "Web", "level": 2, "by": {"by": "loot"}}),
        Some(json!({"faces": [target]})),
    );
    let book = looted["sheet"]["spells"].as_array().unwrap();
    assert_eq!(book.len(), 2);
    assert_eq!(
        (&book[1]["name"], &book[1]["level"]),
        (&json!("Web"), &json!(2))
    );
    assert_eq!(looted["events"][0]["event"], "spell_acquired");
    assert_eq!(
        looted["events"][0]["text"],
        format!(
            "Web (level 2) acquired; compatibility roll d20 {target} against {target}: compatible for good"
        )
    );
    assert_eq!(looted["faces"], json!([target]));
    // One higher fails: the book is as it was.
    let failed = apply(
        &sheet,
        json!({"op": "acquire_spell", "spell": "Web", "level": 2, "by": {"by": "loot"}}),
        Some(json!({"faces": [target + 1]})),
    );
    assert_eq!(failed["sheet"]["spells"].as_array().unwrap().len(), 1);
    assert_eq!(failed["events"][0]["event"], "spell_incompatible");
    // Bought with 3 mojo a level, all of it archetypal: no roll, no dice.
    let bought = apply(
        &sheet,
        json!({"op": "acquire_spell", "spell": "Light", "level": 1,
               "by": {"by": "mojo", "archetypal": 1}}),
        None,
    );
    assert_eq!(bought["sheet"]["spells"].as_array().unwrap().len(), 2);
    assert_eq!(bought["derived"]["mojo"], json!(mojo - 3));
    assert_eq!(
        bought["events"][0]["text"],
        "Light (level 1) acquired for 3 mojo: inscribed in the spell book at no cost"
    );
    // A roll needs dice; a warrior keeps no spell book.
    let no_dice = json!({"sheet": sheet, "operation": {"op": "acquire_spell", "spell": "Web",
                         "level": 2, "by": {"by": "loot"}}});
    assert_eq!(refusal("applyToSheet", &no_dice), "dice_required");
    let warrior: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/gods_and_monsters-1.json"
    ))
    .unwrap();
    let refused = json!({"sheet": warrior, "operation": {"op": "acquire_spell", "spell": "Web",
                         "level": 2, "by": {"by": "loot"}}, "dice": {"seed": 1}});
    assert_eq!(refusal("applyToSheet", &refused), "invalid_choice");
}

#[test]
fn a_murdham_sheet_reads_the_power_scrolls_of_its_scripts() {
    // rule: MU-magic.power-scrolls
    let mut sheet: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/murdham-2.json"
    ))
    .unwrap();
    let scrolls = |sheet: &Value| {
        call("readSheet", &json!({ "sheet": sheet }))["derived"]["power_scrolls"].clone()
    };
    // Bushcraft grants no script: none.
    assert_eq!(scrolls(&sheet), json!([]));
    // Classic without literacy reads nothing; with it, sacred scrolls.
    sheet["skills"] = json!([{"name": "liturgy", "languages": ["classic"], "literacy": false,
                              "knowledge": [], "proficiencies": []}]);
    assert_eq!(scrolls(&sheet), json!([]));
    sheet["skills"][0]["literacy"] = json!(true);
    assert_eq!(scrolls(&sheet), json!(["sacred"]));
    // Magick too: profane ones as well.
    sheet["skills"][0]["languages"] = json!(["classic", "magick"]);
    assert_eq!(scrolls(&sheet), json!(["sacred", "profane"]));
}

#[test]
fn a_constitution_sheet_learns_from_a_mentor_and_studies() {
    // rule: TC-12.13
    // rule: TC-12.14
    let sheet = sage();
    // A mentor at 75% teaches at half, rounded down: 37%.
    let taught = apply(
        &sheet,
        json!({"op": "learn_from_mentor", "spell": "Light", "level": 1, "rating": 75}),
        None,
    );
    let spells = taught["sheet"]["spells"].as_array().unwrap();
    assert_eq!(
        spells[2],
        json!({"name": "Light", "level": 1, "rating": 37})
    );
    assert_eq!(
        taught["events"][0]["text"],
        "Learnt Light at 37%, half the mentor's 75%"
    );
    // Two days on Sleep from 50%: +4 and +3, 57%.
    let studied = apply(
        &sheet,
        json!({"op": "study_spell", "spell": "Sleep", "days": 2}),
        Some(json!({"faces": [4, 3]})),
    );
    assert_eq!(studied["sheet"]["spells"][0]["rating"], 57);
    assert_eq!(
        studied["events"][0]["text"],
        "2 days of study: Sleep from 50% to 57% (2d6 [4, 3])"
    );
    // Never past 100%: Ward from 35% with eleven sixes.
    let capped = apply(
        &sheet,
        json!({"op": "study_spell", "spell": "Ward", "days": 11}),
        Some(json!({"faces": vec![6; 11]})),
    );
    assert_eq!(capped["sheet"]["spells"][1]["rating"], 100);
    // A spell not known is not studied; one known is not taught again.
    let unknown = json!({"sheet": sheet, "operation": {"op": "study_spell", "spell": "Light",
                         "days": 1}, "dice": {"seed": 1}});
    assert_eq!(refusal("applyToSheet", &unknown), "unknown_id");
    let again = json!({"sheet": sheet, "operation": {"op": "learn_from_mentor", "spell": "Sleep",
                       "level": 1, "rating": 80}});
    assert_eq!(refusal("applyToSheet", &again), "duplicate");
}

#[test]
fn a_constitution_sheet_learns_by_research_writings_and_curriculum() {
    // rule: TC-12.10
    // rule: TC-12.11
    // rule: TC-12.12
    let sheet = sage();
    // Exploratory research with Goetia: Sleep is known, so a d3 picks among
    // the other three 1st-level spells; a 2 is the second, Light, at
    // level 1 and 50%.
    let researched = apply(
        &sheet,
        json!({"op": "research_spell", "spells": ["Sleep", "Charm", "Light", "Shield"]}),
        Some(json!({"faces": [2]})),
    );
    assert_eq!(
        researched["sheet"]["spells"][2],
        json!({"name": "Light", "level": 1, "rating": 50})
    );
    assert_eq!(
        researched["events"][0]["text"],
        "Learnt Light at 50% (d3 = 2, of the 3 1st-level spells not yet known)"
    );
    assert_eq!(researched["faces"], json!([2]));
    // Without Goetia there is no exploratory research.
    let mut layman = sheet.clone();
    layman["initiations"] = json!([]);
    let refused = json!({"sheet": layman, "operation": {"op": "research_spell",
                          "spells": ["Light"]}, "dice": {"seed": 1}});
    assert_eq!(refusal("applyToSheet", &refused), "not_initiated");
    // Another magician's writings: Ward is known, so a d2 picks between
    // Web and Fireball, each at the level the writings give.
    let writings = json!([{"spell": "Ward", "level": 2}, {"spell": "Web", "level": 2},
                          {"spell": "Fireball", "level": 3}]);
    let read = apply(
        &sheet,
        json!({"op": "read_writings", "spells": writings}),
        Some(json!({"faces": [2]})),
    );
    assert_eq!(
        read["sheet"]["spells"][2],
        json!({"name": "Fireball", "level": 3, "rating": 50})
    );
    // Every spell of the writings known: nothing to learn.
    let known = json!({"sheet": sheet, "operation": {"op": "read_writings",
                       "spells": [{"spell": "Sleep", "level": 1}]}, "dice": {"seed": 1}});
    assert_eq!(refusal("applyToSheet", &known), "nothing_to_learn");
    // A school's curriculum needs the school's initiation; with it, the
    // next spell not yet known, without dice.
    let curriculum = json!([{"spell": "Sleep", "level": 1}, {"spell": "Flame", "level": 2},
                            {"spell": "Blaze", "level": 3}]);
    let unschooled = json!({"sheet": sheet, "operation": {"op": "follow_curriculum",
                            "curriculum": curriculum}});
    assert_eq!(refusal("applyToSheet", &unschooled), "not_initiated");
    let mut pyromancer = sheet.clone();
    pyromancer["initiations"] = json!(["tc.initiation.goetia", "tc.initiation.pyromancer"]);
    let taught = apply(
        &pyromancer,
        json!({"op": "follow_curriculum", "curriculum": curriculum}),
        None,
    );
    assert_eq!(
        taught["sheet"]["spells"][2],
        json!({"name": "Flame", "level": 2, "rating": 50})
    );
    assert_eq!(
        taught["events"][0]["text"],
        "Learnt Flame at 50%, next on the curriculum"
    );
}

#[test]
fn a_gods_and_monsters_sheet_derives_its_slots_and_calling_points_by_level() {
    // rule: GM-magic.sorceror.slots
    // rule: GM-magic.prophet.calling
    let sorceror: Value = serde_json::from_str(include_str!(
        "../../../testkit/documents/sheet/gods_and_monsters-3.json"
    ))
    .unwrap();
    let derived = |sheet: &Value| call("readSheet", &json!({"sheet": sheet}))["derived"].clone();
    // Level 1: one slot; no calling points for a sorceror.
    assert_eq!(derived(&sorceror)["slots"], 1);
    assert_eq!(derived(&sorceror)["calling_points"], 0);
    // Up to level 3 (3,000 experience, two levels rolled): reaching level 2
    // gives 2 more slots, level 3 gives 3 more.
    let mut sheet =
        apply(&sorceror, json!({"op": "gain_xp", "amount": 3000}), None)["sheet"].clone();
    let mut slots = vec![derived(&sheet)["slots"].clone()];
    for seed in [1, 2] {
        sheet = apply(
            &sheet,
            json!({"op": "level_up"}),
            Some(json!({"seed": seed})),
        )["sheet"]
            .clone();
        slots.push(derived(&sheet)["slots"].clone());
    }
    assert_eq!(slots, [json!(1), json!(3), json!(6)]);
    // A prophet's calling points count alike; a sorceror's slots are its own.
    let mut prophet = sheet.clone();
    prophet["archetype"] = json!("prophet");
    prophet["spells"] = json!([]);
    // Its verve contributor is another ability: vitals within either's.
    prophet["vitals"]["verve"] = json!(0);
    let read = call("readSheet", &json!({"sheet": prophet}));
    assert_eq!(read["derived"]["calling_points"], 6);
    assert_eq!(read["derived"]["slots"], 0);
}
