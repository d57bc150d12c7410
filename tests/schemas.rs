//! The JSON Schemas of the sheet documents and the saved expeditions: the
//! committed files in `schemas/` are the ones generated from the document
//! types, and they accept every sheet the rules create or the crates use
//! as a fixture, and refuse hostile documents. (The saved expeditions of
//! the example are checked against theirs in `expedition`.)
//!
//! To regenerate the files after a document type changed:
//! `OSR_WRITE_SCHEMAS=1 cargo test -p osr-tests schemas`.

use std::fs;
use std::path::PathBuf;

use osr::sheet::{block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham};
use serde::Serialize;
use serde_json::{Value, json};

/// The five systems, with each generated schema.
fn generated() -> [(&'static str, schemars::Schema); 5] {
    [
        (
            "constitution",
            schemars::schema_for!(constitution::SheetDocument),
        ),
        (
            "cairn_house",
            schemars::schema_for!(cairn_house::SheetDocument),
        ),
        (
            "gods_and_monsters",
            schemars::schema_for!(gods_and_monsters::SheetDocument),
        ),
        ("murdham", schemars::schema_for!(murdham::SheetDocument)),
        (
            "block_dodge_parry",
            schemars::schema_for!(block_dodge_parry::SheetDocument),
        ),
    ]
}

/// The five systems' saved expeditions, with each generated schema, by
/// file name.
fn expeditions() -> [(&'static str, schemars::Schema); 5] {
    use osr::play;
    [
        (
            "constitution_expedition",
            schemars::schema_for!(play::constitution::Expedition),
        ),
        (
            "cairn_house_expedition",
            schemars::schema_for!(play::cairn_house::Expedition),
        ),
        (
            "gods_and_monsters_expedition",
            schemars::schema_for!(play::gods_and_monsters::Expedition),
        ),
        (
            "murdham_expedition",
            schemars::schema_for!(play::murdham::Expedition),
        ),
        (
            "block_dodge_parry_expedition",
            schemars::schema_for!(play::block_dodge_parry::Expedition),
        ),
    ]
}

fn path(system: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../schemas")
        .join(format!("{system}.json"))
}

/// A schema as committed: pretty-printed, with a trailing newline.
fn text(schema: &schemars::Schema) -> String {
    let mut text = serde_json::to_string_pretty(schema).expect("a schema is JSON");
    text.push('\n');
    text
}

#[test]
fn the_committed_schemas_are_the_generated_ones() {
    let write = std::env::var("OSR_WRITE_SCHEMAS").is_ok_and(|value| value == "1");
    let mut stale = Vec::new();
    for (system, schema) in generated().into_iter().chain(expeditions()) {
        let path = path(system);
        let text = text(&schema);
        if write {
            fs::create_dir_all(path.parent().expect("schemas/")).expect("schemas/ is created");
            fs::write(&path, text).expect("the schema is written");
        } else {
            let committed = fs::read_to_string(&path)
                .unwrap_or_default()
                .replace("\r\n", "\n");
            if committed != text {
                stale.push(path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "these committed schemas differ from the ones the document types generate: {stale:?}; \
         regenerate them with `OSR_WRITE_SCHEMAS=1 cargo test -p osr-tests schemas` \
         and commit the result"
    );
}

fn validator(system: &str) -> jsonschema::Validator {
    let (_, schema) = generated()
        .into_iter()
        .find(|(name, _)| *name == system)
        .expect("a system");
    jsonschema::validator_for(schema.as_value()).expect("the schema is a valid JSON Schema")
}

/// Fails with every error the schema reports for `document`.
fn assert_accepted(validator: &jsonschema::Validator, what: &str, document: &Value) {
    let errors: Vec<String> = validator
        .iter_errors(document)
        .map(|error| format!("{} at {}", error, error.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "{what} is refused by its schema: {errors:#?}\n{document:#}"
    );
}

fn to_json(value: &impl Serialize) -> Value {
    serde_json::to_value(value).expect("a sheet serializes")
}

#[test]
fn the_expedition_schemas_are_valid_json_schemas_named_for_their_system() {
    for (file, schema) in expeditions() {
        jsonschema::meta::validate(schema.as_value())
            .unwrap_or_else(|error| panic!("{file}: {error}"));
        let title = schema.as_value()["title"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(title.ends_with("Expedition"), "{file}: {title}");
        let required = &schema.as_value()["required"];
        for key in ["version", "setup", "commands", "faces", "events"] {
            assert!(
                required
                    .as_array()
                    .is_some_and(|r| r.iter().any(|k| k == key))
                    || schema.as_value()["properties"].get(key).is_some(),
                "{file}: {key}"
            );
        }
    }
}

#[test]
fn the_schemas_are_valid_json_schemas_with_the_documents_doc_comments() {
    for (system, schema) in generated() {
        jsonschema::meta::validate(schema.as_value())
            .unwrap_or_else(|error| panic!("{system}: {error}"));
        let value = schema.as_value();
        // Each system's document has a name of its own:
        // `ConstitutionSheetDocument`, `CairnHouseSheetDocument`, ...
        let camel: String = system
            .split('_')
            .map(|word| word[..1].to_uppercase() + &word[1..])
            .collect();
        assert_eq!(value["title"], format!("{camel}SheetDocument"), "{system}");
        assert!(
            value["description"]
                .as_str()
                .is_some_and(|d| d.contains("versioned JSON document")),
            "{system}: {}",
            value["description"]
        );
        assert_eq!(value["properties"]["system"]["const"], system);
        assert_eq!(value["properties"]["version"]["const"], 1);
    }
}

#[test]
fn constitution_sheets_created_by_the_rules_are_valid() {
    use constitution::{Choices, Class, Creation, Initiation};
    use osr::equipment::constitution::Coins;
    let validator = validator("constitution");
    let choices = [
        Choices::default(),
        Choices {
            class: Some(Class::Sage),
            initiation: Some(Initiation::Goetia),
            coins: Coins::silver(35),
            background: Some(String::from("Ferryman")),
            ..Choices::default()
        },
        Choices {
            class: Some(Class::Fighter),
            initiation: Some(Initiation::Tough),
            ..Choices::default()
        },
    ];
    let mut created = 0;
    for seed in 0..50 {
        for choices in &choices {
            let sheet = Creation::roll(choices, &mut osr::seeded(seed))
                .expect("a character is created")
                .into_sheet();
            assert_accepted(&validator, &format!("seed {seed}"), &to_json(&sheet));
            created += 1;
        }
    }
    assert_eq!(created, 150);
}

#[test]
fn constitution_fixtures_are_valid() {
    use constitution::{Abilities, Class, Initiation, Sheet};
    use osr::check::constitution::SpellRating;
    use osr::core::SuppliedFaces;
    use osr::health::constitution::deprivation::{Day, Water};
    use osr::magic::constitution::{KnownSpell, SpellLevel};
    let validator = validator("constitution");
    // osr-sheet's tests/constitution/json.rs.
    let doc = json!({
        "system": "constitution",
        "version": 1,
        "abilities": {"str": 14, "wit": 9, "kno": 11, "wil": 8, "cha": 15},
        "class": "fighter",
        "xp": 1600,
        "health": {"hp": 7, "fatigue": 1, "penance": 0, "marks": 1, "minor_wounds": 1, "dead": false},
        "initiations": ["tc.initiation.tough"],
        "custom_initiations": ["Siege engineer"],
        "traits": ["Speaks with ravens"],
        "background": "Ferryman",
        "concept": "standard",
        "skills": [{"name": "hunting", "rating": 60}],
        "spells": [],
        "spell_book": false,
        "prepared": null,
        "coins": "20.5",
        "armour": "tc.armour.full-chain",
        "shield": true,
        "pack": {"medium_items": 1, "backpack": true, "small_things": 1, "rations": 7, "big_things": 2, "weapons_at_side": 0},
        "treasure_at_home": "300"
    });
    serde_json::from_value::<Sheet>(doc.clone()).expect("the fixture reads");
    assert_accepted(&validator, "the JSON fixture", &doc);
    // The SheetDocument doc example, and a sage with prepared spells, one cast.
    let sheet = Sheet::new(Abilities::new([14, 9, 11, 7, 15]).unwrap(), 4).unwrap();
    assert_accepted(&validator, "the doc example", &to_json(&sheet));
    let mut sage = Sheet::new(Abilities::new([10; 5]).unwrap(), 4)
        .unwrap()
        .with_class(Some(Class::Sage))
        .unwrap()
        .with_xp(1_500)
        .unwrap()
        .with_initiation(Initiation::Goetia)
        .unwrap()
        .with_spell(KnownSpell::new(
            "Sleep",
            SpellLevel::new(1).unwrap(),
            SpellRating::new(50).unwrap(),
        ))
        .unwrap()
        .with_spell_book(true);
    sage.prepare(&["Sleep", "Sleep"], 0).unwrap();
    sage.cast(1, &mut SuppliedFaces::new(&[51])).unwrap();
    let sage = to_json(&sage);
    assert_eq!(sage["prepared"]["spells"][1]["cast"], true);
    assert_accepted(&validator, "a sage with prepared spells", &sage);
    // A character after a day without water writes its deprivation clocks.
    let mut thirsty = Sheet::new(Abilities::new([12, 10, 10, 10, 10]).unwrap(), 4).unwrap();
    let dry = Day {
        water: Water::None,
        ..Day::NORMAL
    };
    thirsty
        .live_day(dry, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    let thirsty = to_json(&thirsty);
    assert!(thirsty.get("deprivation").is_some(), "{thirsty}");
    assert_accepted(&validator, "a thirsty character", &thirsty);
}

#[test]
fn cairn_house_sheets_created_by_the_rules_are_valid() {
    use cairn_house::{Creation, Hireling};
    let validator = validator("cairn_house");
    for seed in 0..50 {
        let character = Creation::roll(&mut osr::seeded(seed)).expect("a character is created");
        assert_accepted(
            &validator,
            &format!("character of seed {seed}"),
            &to_json(character.sheet()),
        );
        let hireling = Hireling::roll(&mut osr::seeded(seed)).expect("a hireling is created");
        assert_accepted(
            &validator,
            &format!("hireling of seed {seed}"),
            &to_json(hireling.sheet()),
        );
    }
}

#[test]
fn cairn_house_fixtures_are_valid() {
    let validator = validator("cairn_house");
    // osr-sheet's tests/cairn_house/json.rs, then with every optional field.
    let mut doc = json!({
        "system": "cairn_house",
        "version": 1,
        "health": {"hp": 4, "max_hp": 4, "str": {"current": 14, "max": 14}, "dex": {"current": 9, "max": 9}, "wil": {"current": 11, "max": 11}},
        "coins": 65,
        "weapons": ["ch.weapon.hand"],
        "armour": "ch.armour.unarmoured",
        "shield": "ch.armour.shield",
        "supplies": 0,
        "treasures": 0
    });
    serde_json::from_value::<cairn_house::Sheet>(doc.clone()).expect("the fixture reads");
    assert_accepted(&validator, "the JSON fixture", &doc);
    doc["health"]["hp"] = json!(0);
    doc["health"]["str"]["current"] = json!(12);
    doc["health"]["fatigue"] = json!(1);
    doc["health"]["wounds"] = json!(["broken_arm"]);
    doc["health"]["critical_minutes"] = json!(10);
    doc["health"]["unfed"] = json!(true);
    doc["transport"] = json!(["ch.transport.hand-cart"]);
    doc["treasures_at_home"] = json!(3);
    doc["health"]["rules"] =
        json!({"naturals": "one_passes_twenty_fails", "short_rest_fatigue": "removes"});
    let sheet: cairn_house::Sheet = serde_json::from_value(doc.clone()).expect("the sheet reads");
    assert_accepted(&validator, "a wounded character", &doc);
    assert_accepted(&validator, "a wounded character written", &to_json(&sheet));
}

#[test]
fn gods_and_monsters_sheets_created_by_the_rules_are_valid() {
    use gods_and_monsters::{
        Archetype, Choices, Creation, GearPurchase, Item, Misc, Place, Size, Weapon,
    };
    let validator = validator("gods_and_monsters");
    let mut bought = 0;
    for seed in 0..50 {
        for archetype in Archetype::ALL {
            // Toromeen's choices with another archetype, buying nothing.
            let choices = Choices {
                archetype,
                purchases: Vec::new(),
                ..Choices::toromeen()
            };
            let character =
                Creation::roll(&choices, &mut osr::seeded(seed)).expect("a character is created");
            assert_accepted(
                &validator,
                &format!("{archetype:?} of seed {seed}"),
                &to_json(character.sheet()),
            );
        }
        // Toromeen's choices buying a dagger and a blanket: some rolls
        // leave too few coins for them, which the rules refuse.
        let choices = Choices {
            purchases: vec![
                GearPurchase {
                    item: Item::Weapon(Weapon::Dagger),
                    made_for: Size::Small,
                    place: Place::Equipped,
                },
                GearPurchase {
                    item: Item::Misc(Misc::Blanket),
                    made_for: Size::Small,
                    place: Place::Carried,
                },
            ],
            ..Choices::toromeen()
        };
        if let Ok(character) = Creation::roll(&choices, &mut osr::seeded(seed)) {
            assert_accepted(
                &validator,
                &format!("a dwarf of seed {seed} with a dagger"),
                &to_json(character.sheet()),
            );
            bought += 1;
        }
    }
    assert!(bought >= 10, "only {bought} characters bought a dagger");
}

/// Toromeen, the rulebook's example, as osr-sheet's tests roll him.
fn toromeen() -> gods_and_monsters::Sheet {
    let faces = [
        2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3, 4, 4, 4, 4, 4, 4,
        4, 3, 4, 6,
    ];
    gods_and_monsters::Creation::roll(
        &gods_and_monsters::Choices::toromeen(),
        &mut osr::core::SuppliedFaces::new(&faces),
    )
    .expect("Toromeen is created")
    .into_sheet()
}

#[test]
fn gods_and_monsters_fixtures_are_valid() {
    use gods_and_monsters::{
        Abilities, Archetype, ContributorTable, Referee, Sheet, Species, Spell,
    };
    use osr::core::SuppliedFaces;
    let validator = validator("gods_and_monsters");
    let toromeen = toromeen();
    assert_accepted(&validator, "Toromeen", &to_json(&toromeen));
    // With a referee's contributor table, after a level.
    let seed = ContributorTable::seed();
    let mut major = seed.majors();
    major[17] = 3;
    let mut levelled = toromeen
        .with_contributors(ContributorTable::new(major, seed.minors()).unwrap())
        .unwrap();
    levelled.gain_xp(1000).unwrap();
    levelled.level_up(&mut SuppliedFaces::new(&[8])).unwrap();
    let levelled = to_json(&levelled);
    assert_eq!(levelled["contributors"]["major"][17], 3);
    assert_accepted(&validator, "Toromeen levelled", &levelled);
    // The SheetDocument doc example, and a sorceror with a spell book.
    let dwarf = Sheet::new(
        Archetype::Warrior,
        Species::dwarf(),
        Abilities::new(8, 12, 15, 15, 10, 18).unwrap(),
        Referee::toromeen(),
    )
    .unwrap();
    assert_accepted(&validator, "the doc example", &to_json(&dwarf));
    let mut sorceror = to_json(
        &Sheet::new(
            Archetype::Sorceror,
            Species::dwarf(),
            Abilities::new(8, 18, 15, 15, 10, 12).unwrap(),
            Referee::toromeen(),
        )
        .unwrap(),
    );
    sorceror["spells"] = to_json(&[Spell::new("Light", 1).unwrap()]);
    sorceror["spells"][0]["memorised"] = json!(true);
    serde_json::from_value::<Sheet>(sorceror.clone()).expect("the sorceror reads");
    assert_accepted(&validator, "a sorceror", &sorceror);
}

#[test]
fn murdham_sheets_from_given_values_are_valid() {
    use murdham::{Abilities, Condition, Sheet};
    use osr::check::murdham::Damage;
    use osr::core::{StepDie, SuppliedFaces};
    let validator = validator("murdham");
    // osr-sheet's tests/murdham/json.rs.
    let doc = json!({
        "system": "murdham",
        "version": 1,
        "str": 12, "agi": 9, "wit": 11,
        "loss": [0, 0, 2],
        "health": 7,
        "armour": 2,
        "size": "medium",
        "corruption": 3,
        "conditions": ["addicted", "sick"],
        "lasting": [1, 0, 0],
        "sick": [{"disease": "plague", "successes": 1, "failures": 2}],
        "immune": ["bloody_flu"],
        "skills": [
            {"name": "bargain", "proficiencies": ["trade"]},
            {"name": "letters", "languages": ["classic", "Dwarvish"], "literacy": true}
        ],
        "career": {"name": "rat-catcher", "knowledge": ["rats"]},
        "coins": 40,
        "items": ["mu.tool.antidote"],
        "carried": "5/2"
    });
    let sheet: Sheet = serde_json::from_value(doc.clone()).expect("the fixture reads");
    assert_accepted(&validator, "the JSON fixture", &doc);
    let written = to_json(&sheet);
    assert_eq!(written["carried"], "2.5");
    assert_accepted(&validator, "the JSON fixture written", &written);
    for carried in [json!(8), json!(0.5), json!("1 1/2"), json!(".05")] {
        let mut doc = doc.clone();
        doc["carried"] = carried;
        serde_json::from_value::<Sheet>(doc.clone()).expect("the bulk reads");
        assert_accepted(&validator, "a bulk", &doc);
    }
    // The module doc's example, hit, and frightened.
    let mut sheet = Sheet::new(Abilities::new(12, 9, 14).unwrap())
        .with_armour(2)
        .unwrap()
        .with_condition(Condition::Frightened)
        .unwrap();
    sheet
        .hit(
            Damage::new(StepDie::D4),
            true,
            &mut SuppliedFaces::new(&[3]),
        )
        .unwrap();
    assert_accepted(&validator, "the module doc example", &to_json(&sheet));
}

#[test]
fn block_dodge_parry_sheets_from_given_values_are_valid() {
    use block_dodge_parry::{Gear, Sheet};
    use osr::health::block_dodge_parry::FatigueSource;
    let validator = validator("block_dodge_parry");
    // osr-sheet's tests/block_dodge_parry/json.rs.
    let doc = json!({
        "system": "block_dodge_parry",
        "version": 1,
        "body": {
            "str": {"current": 6, "max": 10},
            "dex": {"current": 7, "max": 10},
            "wil": {"current": 9, "max": 9},
            "fatigue": 2,
            "wounds": [{"kind": "sword wound", "level": "severe", "area": "right_leg"}]
        },
        "hp": 3,
        "max_hp": 4,
        "career": "thief",
        "skills": ["lockpicking"],
        "waterskin": "d6",
        "gear": [{"name": "rope", "slots": 2}]
    });
    let sheet: Sheet = serde_json::from_value(doc.clone()).expect("the fixture reads");
    assert_accepted(&validator, "the JSON fixture", &doc);
    assert_accepted(&validator, "the JSON fixture written", &to_json(&sheet));
    // The module doc's example.
    let mut sheet = Sheet::new([12, 10, 9], 6)
        .unwrap()
        .with_gear(Gear::new("rope", 2).unwrap())
        .unwrap();
    sheet.gain_fatigue(FatigueSource::Blocking, 3).unwrap();
    assert_accepted(&validator, "the module doc example", &to_json(&sheet));
}

/// A hostile change to a valid document, and what it is.
type Change<'a> = (&'a str, &'a dyn Fn(&mut Value));

/// Each hostile document is refused by the schema, and by reading too.
fn assert_refused<T: serde::de::DeserializeOwned>(
    system: &str,
    valid: &Value,
    changes: &[Change<'_>],
) {
    let validator = validator(system);
    assert_accepted(&validator, "the document before any change", valid);
    serde_json::from_value::<T>(valid.clone()).expect("the document reads");
    for (what, change) in changes {
        let mut doc = valid.clone();
        change(&mut doc);
        assert!(
            !validator.is_valid(&doc),
            "{system}: {what} is accepted by the schema"
        );
        assert!(
            serde_json::from_value::<T>(doc).is_err(),
            "{system}: {what} is read"
        );
    }
}

fn remove(doc: &mut Value, field: &str) {
    doc.as_object_mut()
        .expect("an object")
        .remove(field)
        .expect("the field is there");
}

#[test]
fn hostile_documents_are_refused() {
    let sheet = constitution::Creation::roll(&Default::default(), &mut osr::seeded(7))
        .unwrap()
        .into_sheet();
    assert_refused::<constitution::Sheet>(
        "constitution",
        &to_json(&sheet),
        &[
            ("a score as a string", &|d| {
                d["abilities"]["str"] = json!("14");
            }),
            ("no health", &|d| remove(d, "health")),
            ("an unknown class", &|d| d["class"] = json!("wizard")),
            ("an unknown concept", &|d| d["concept"] = json!("borrowed")),
            ("another system", &|d| d["system"] = json!("murdham")),
            ("another version", &|d| d["version"] = json!(2)),
            ("coins as a number", &|d| d["coins"] = json!(20)),
            ("a caster level of 0", &|d| {
                d["prepared"] = json!({"caster_level": 0, "spells": [], "fatigue": 0});
            }),
        ],
    );

    let sheet = cairn_house::Creation::roll(&mut osr::seeded(7)).unwrap();
    assert_refused::<cairn_house::Sheet>(
        "cairn_house",
        &to_json(sheet.sheet()),
        &[
            ("coins as a string", &|d| d["coins"] = json!("65")),
            ("no armour", &|d| remove(d, "armour")),
            ("no STR", &|d| remove(&mut d["health"], "str")),
            ("an unknown grievous wound", &|d| {
                d["health"]["wounds"] = json!(["stubbed_toe"]);
            }),
            ("an unknown natural rule", &|d| {
                d["health"]["rules"] = json!({"naturals": "always"});
            }),
        ],
    );

    assert_refused::<gods_and_monsters::Sheet>(
        "gods_and_monsters",
        &to_json(&toromeen()),
        &[
            ("an archetype as a number", &|d| d["archetype"] = json!(1)),
            ("no vitals", &|d| remove(d, "vitals")),
            ("an unknown archetype", &|d| d["archetype"] = json!("bard")),
            ("an unknown place", &|d| {
                d["gear"][0]["place"] = json!("lost");
            }),
            ("an unknown size", &|d| {
                d["species"]["size"] = json!("colossal");
            }),
            ("an unknown field", &|d| d["hair"] = json!("red")),
            ("an unknown field in a field", &|d| {
                d["native_culture"]["rank"] = json!(1);
            }),
        ],
    );

    let sheet = murdham::Sheet::new(murdham::Abilities::new(12, 9, 14).unwrap());
    assert_refused::<murdham::Sheet>(
        "murdham",
        &to_json(&sheet),
        &[
            ("STR as a string", &|d| d["str"] = json!("twelve")),
            ("no health", &|d| remove(d, "health")),
            ("an unknown size", &|d| d["size"] = json!("gigantic")),
            ("an unknown condition", &|d| {
                d["conditions"] = json!(["cursed"]);
            }),
            ("a bulk in words", &|d| d["carried"] = json!("a lot")),
            ("a negative bulk", &|d| d["carried"] = json!(-1)),
            ("three losses as one", &|d| d["loss"] = json!(2)),
        ],
    );

    let sheet = block_dodge_parry::Sheet::new([12, 10, 9], 6).unwrap();
    assert_refused::<block_dodge_parry::Sheet>(
        "block_dodge_parry",
        &to_json(&sheet),
        &[
            ("HP as a string", &|d| d["hp"] = json!("6")),
            ("no body", &|d| remove(d, "body")),
            ("an unknown usage die", &|d| d["waterskin"] = json!("d20")),
            ("an unknown wound level", &|d| {
                d["body"]["wounds"] = json!([{"kind": "cut", "level": "deadly", "area": null}]);
            }),
            ("an unknown permanent wound attribute", &|d| {
                d["permanent"] = json!([{"attribute": "cha", "trained": false}]);
            }),
        ],
    );
}
