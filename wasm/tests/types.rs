//! The committed TypeScript declarations (`wasm/types.d.ts`, and
//! `js/dice.d.ts`, `js/play.d.ts`, `js/magic.d.ts` and `js/lazy.d.ts` for
//! the other entries) are the ones the Rust types give. After changing a request or response type:
//!
//! ```sh
//! OSR_WRITE_TYPES=1 cargo test -p osr-wasm types
//! ```

use std::path::Path;

use schemars::generate::SchemaSettings;
use serde_json::{Map, Value};

#[test]
fn committed_declarations_are_current() {
    let mut files = vec![
        (
            "wasm/types.d.ts".to_owned(),
            osr_wasm::typescript::declarations(),
        ),
        (
            "js/dice.d.ts".to_owned(),
            osr_wasm::typescript::dice_declarations(),
        ),
        (
            "js/lazy.d.ts".to_owned(),
            osr_wasm::typescript::lazy_declarations(),
        ),
    ];
    for module in osr_wasm::typescript::lazy_modules() {
        files.push((format!("js/{}.d.ts", module.entry), module.declarations()));
    }
    for (file, generated) in files {
        crate::committed_is_current(&file, &generated, "OSR_WRITE_TYPES", "types");
    }
}

/// The functions of the modules the main entry loads when first called
/// are named alike everywhere they are listed by hand: `js/build.sh`
/// builds each module with its functions and the main module without
/// them, the main entries wrap each (`js/lazy.js`), and `js/index.d.ts`
/// re-exports their declarations.
#[test]
fn the_modules_loaded_when_first_called_are_listed_alike() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let read = |file: &str| std::fs::read_to_string(root.join(file)).unwrap();
    for module in osr_wasm::typescript::lazy_modules() {
        let names = module.functions();
        let list = names.join(",");
        let entry = module.entry;
        assert!(
            read("js/build.sh").contains(&format!("{entry}_functions={list}\n")),
            "js/build.sh: {entry}_functions={list}"
        );
        let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
        let constant = format!(
            "{}_FUNCTIONS = [{}]",
            entry.to_uppercase(),
            quoted.join(", ")
        );
        assert!(
            read("js/lazy.js").contains(&constant),
            "js/lazy.js: {constant}"
        );
    }
    assert!(
        read("js/index.d.ts").contains(&osr_wasm::typescript::lazy_exports()),
        "js/index.d.ts: {}",
        osr_wasm::typescript::lazy_exports()
    );
}

#[test]
fn every_operation_names_declared_types() {
    let generated = osr_wasm::typescript::declarations();
    for op in osr_wasm::operations() {
        for name in [op.request, op.response] {
            let declared = [
                format!("export interface {name} "),
                format!("export type {name} "),
            ];
            assert!(
                declared.iter().any(|d| generated.contains(d.as_str())),
                "{}: {name} is not declared",
                op.name
            );
        }
    }
}

/// Calls `visit` with every object in `schema` and its path, outermost
/// first (a description's text is not walked).
fn objects(schema: &Value, path: &str, visit: &mut impl FnMut(&Map<String, Value>, &str)) {
    match schema {
        Value::Object(map) => {
            visit(map, path);
            for (key, value) in map {
                if key != "description" {
                    objects(value, &format!("{path}/{key}"), visit);
                }
            }
        }
        Value::Array(items) => {
            for (i, value) in items.iter().enumerate() {
                objects(value, &format!("{path}/{i}"), visit);
            }
        }
        _ => {}
    }
}

/// The paths of the objects in `schema` that list properties and take
/// others besides. An object whose other properties come from the
/// schemas it is combined with (an enum's tag beside its variant's
/// fields) is left to those.
fn open_objects(schema: &Value, path: &str, out: &mut Vec<String>) {
    objects(schema, path, &mut |map, path| {
        let combined = ["allOf", "oneOf", "anyOf", "$ref"]
            .iter()
            .any(|k| map.contains_key(*k));
        if map.contains_key("properties")
            && !combined
            && map.get("additionalProperties") != Some(&Value::Bool(false))
        {
            out.push(path.to_owned());
        }
    });
}

/// Every object a request holds is read strictly, so a misspelled
/// field is refused rather than read as left out.
#[test]
fn requests_refuse_unknown_fields() {
    let mut reads = SchemaSettings::draft2020_12()
        .for_deserialize()
        .into_generator();
    let mut open = Vec::new();
    for op in osr_wasm::operations() {
        let schema = op.request_schema(&mut reads);
        open_objects(&schema.to_value(), op.request, &mut open);
    }
    for (name, schema) in reads.definitions() {
        open_objects(schema, name, &mut open);
    }
    // A check is tagged twice (`system`, then `procedure`), and
    // schemars leaves a variant's object open when a tag of the enum
    // around it is another property of it; serde refuses unknown
    // fields there all the same, which the API test
    // `unknown_fields_are_refused_at_every_depth` checks.
    // A sealed fight is tagged twice too (`kind`, then `system`); the
    // API test `bad_keys_seals_and_documents_are_refused_with_their_kinds`
    // checks its unknown fields are refused.
    // A hazard and a poison's step are tagged twice too (`system`, then
    // `hazard` or `step`); the API test `refusals_have_their_kinds` of
    // `rollHazard` and `rollPoison` checks their unknown fields are
    // refused. So is a spell to learn (`system`, then `way`), which
    // `a_sorceror_acquires_spells_and_rolls_for_compatibility` checks,
    // and a task (`system`, then `task`), whose API test
    // `bad_requests_are_refused_with_the_place_of_the_value` checks a
    // field of another task is refused, and a rest (`system`, then
    // `rest`), whose unknown fields
    // `a_rest_refuses_what_it_does_not_take` checks are refused.
    open.retain(|path| {
        ![
            "CheckSpec/oneOf/",
            "SealedDocument/oneOf/1/oneOf/",
            "HazardRequest/oneOf/",
            "PoisonRequest/oneOf/",
            "LearnSpellRequest/oneOf/",
            "TaskRequest/oneOf/",
            "RestRequest/oneOf/",
        ]
        .iter()
        .any(|prefix| path.starts_with(prefix))
    });
    assert!(
        open.is_empty(),
        "objects that take unknown fields: {open:?}"
    );
}

/// Whether `name` is written in the one JSON convention: `snake_case`
/// (lower case ASCII letters and digits, words joined by `_`).
fn snake_case(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('_')
        && !name.ends_with('_')
        && !name.contains("__")
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// The field names, tags and enum values in `schema` that break the
/// convention, with their paths. A catalog ID (`"tc.armour.full-chain"`)
/// is a name a catalog gives, kept as written, not an enum value.
fn off_convention(schema: &Value, path: &str, out: &mut Vec<String>) {
    objects(schema, path, &mut |map, path| {
        if let Some(Value::Object(properties)) = map.get("properties") {
            for key in properties.keys() {
                if !snake_case(key) {
                    out.push(format!("{path}/properties/{key}"));
                }
            }
        }
        let values = map
            .get("enum")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .chain(map.get("const"));
        for value in values {
            if let Some(text) = value.as_str() {
                if !snake_case(text) && !text.contains('.') {
                    out.push(format!("{path}: {text:?}"));
                }
            }
        }
    });
}

/// One JSON convention (docs/design.md): every field name, tag and enum
/// value of every request and response is `snake_case`.
#[test]
fn every_name_is_snake_case() {
    let mut generators = [
        SchemaSettings::draft2020_12()
            .for_deserialize()
            .into_generator(),
        SchemaSettings::draft2020_12()
            .for_serialize()
            .into_generator(),
    ];
    let mut off = Vec::new();
    for op in osr_wasm::operations() {
        let [reads, writes] = &mut generators;
        off_convention(&op.request_schema(reads).to_value(), op.request, &mut off);
        off_convention(
            &op.response_schema(writes).to_value(),
            op.response,
            &mut off,
        );
    }
    for generator in &generators {
        for (name, schema) in generator.definitions() {
            off_convention(schema, name, &mut off);
        }
    }
    off.sort();
    off.dedup();
    assert!(off.is_empty(), "names that are not snake_case: {off:#?}");
}

/// The schema of one operation's request (`reads`) or response, with the
/// definitions it refers to.
fn validator(op: &osr_wasm::Operation, reads: bool) -> jsonschema::Validator {
    let settings = SchemaSettings::draft2020_12();
    let mut generator = if reads {
        settings.for_deserialize()
    } else {
        settings.for_serialize()
    }
    .into_generator();
    let schema = if reads {
        op.request_schema(&mut generator)
    } else {
        op.response_schema(&mut generator)
    };
    let mut root = schema.to_value();
    let definitions: serde_json::Map<String, Value> = generator
        .definitions()
        .iter()
        .map(|(name, schema)| (name.clone(), schema.clone()))
        .collect();
    if let Value::Object(map) = &mut root {
        map.insert("$defs".into(), Value::Object(definitions));
    }
    jsonschema::validator_for(&root).expect("a valid JSON Schema")
}

/// What the package answers fits what its declarations say: every request
/// and response of the determinism vectors (`js/test/vectors/`) against
/// the schemas `types.d.ts` is made from. A value the library writes as
/// `null` where a declaration says an object, say, fails here.
#[test]
fn the_vectors_fit_their_declared_shapes() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../js/test/vectors");
    let mut checked = 0;
    let mut misfits = Vec::new();
    let mut validators = std::collections::HashMap::new();
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        // Vector by vector: one of them nests past serde_json's depth on
        // purpose, and is left out.
        let vectors = crate::api::vectors::top_level_entries(&text)
            .into_iter()
            .filter_map(|e| serde_json::from_str::<Value>(e).ok());
        for (index, vector) in vectors.enumerate() {
            let op = osr_wasm::operations()
                .find(|op| op.name == vector["operation"])
                .unwrap();
            let name = op.name;
            let Some(response) = vector.get("response") else {
                continue;
            };
            for (reads, value) in [(true, &vector["request"]), (false, response)] {
                checked += 1;
                let validator = validators
                    .entry((name, reads))
                    .or_insert_with(|| validator(op, reads));
                for error in validator.iter_errors(value) {
                    misfits.push(format!(
                        "{file}[{index}] {name} {}: at {}: {error}",
                        if reads { "request" } else { "response" },
                        error.instance_path()
                    ));
                }
            }
        }
    }
    assert!(checked > 500, "only {checked} values checked");
    assert!(misfits.is_empty(), "{}", misfits.join("\n"));
}

/// `applyToSheet`'s request type takes an operation for a sheet exactly
/// when the sheet's system takes it in that shape: each operation on each
/// system's sheet fits the declared shape if and only if the reader does
/// not refuse it for its shape (`unsupported_operation` for an `op` of
/// another system, `invalid_request` for another system's fields).
#[test]
fn a_sheet_takes_in_its_type_the_operations_its_system_takes() {
    let op = osr_wasm::operations()
        .find(|op| op.name == "applyToSheet")
        .unwrap();
    let shape = validator(op, true);
    let sheets = [
        include_str!("../../testkit/documents/sheet/constitution-1.json"),
        include_str!("../../testkit/documents/sheet/cairn_house-1.json"),
        include_str!("../../testkit/documents/sheet/gods_and_monsters-1.json"),
        include_str!("../../testkit/documents/sheet/murdham-1.json"),
        include_str!("../../testkit/documents/sheet/block_dodge_parry-1.json"),
    ];
    // Every operation of every system, once in each shape it has.
    let operations = [
        serde_json::json!({"op": "buy", "item": "no.such.item"}),
        serde_json::json!({"op": "buy", "item": "no.such.item", "cost": 1}),
        serde_json::json!({"op": "gain_xp", "amount": 1}),
        serde_json::json!({"op": "level_up"}),
        serde_json::json!({"op": "take_damage", "damage": 1}),
        serde_json::json!({"op": "take_damage", "die": "d4"}),
        serde_json::json!({"op": "take_damage", "harm": {"amount": 1, "route": "defensible", "ability": "str"}}),
        serde_json::json!({"op": "short_rest"}),
        serde_json::json!({"op": "short_rest", "keep_higher": true}),
        serde_json::json!({"op": "good_night"}),
        serde_json::json!({"op": "rest_night", "heal": "injury"}),
        serde_json::json!({"op": "rest_day"}),
        serde_json::json!({"op": "wake"}),
        serde_json::json!({"op": "fall", "metres": 1}),
        serde_json::json!({"op": "gain_corruption", "amount": 1}),
        serde_json::json!({"op": "catch", "disease": "plague"}),
        serde_json::json!({"op": "end_of_day"}),
        serde_json::json!({"op": "rest", "rest": "daily"}),
        serde_json::json!({"op": "restore", "ability": "str", "amount": 1}),
        serde_json::json!({"op": "end_condition", "condition": "dying"}),
        serde_json::json!({"op": "gain_fatigue", "cause": {"source": "blocking"}}),
        serde_json::json!({"op": "take_wound", "wound": {"kind": "cut", "level": "light"},
                           "stacking": "new_slot", "fitting": "str"}),
        serde_json::json!({"op": "heal_wound", "index": 0}),
        serde_json::json!({"op": "train", "index": 0}),
        serde_json::json!({"op": "sleep", "rest": "normal"}),
        serde_json::json!({"op": "go_hungry"}),
        serde_json::json!({"op": "eat", "meal": "fresh"}),
        serde_json::json!({"op": "treat", "treatment": "spa"}),
        serde_json::json!({"op": "catch_breath"}),
        serde_json::json!({"op": "take_gear", "name": "rope", "slots": 1}),
        serde_json::json!({"op": "drop_gear", "index": 0}),
        serde_json::json!({"op": "prepare_spells", "spells": ["Sleep"]}),
        serde_json::json!({"op": "cast_spell", "position": 0}),
        serde_json::json!({"op": "cast_spell", "source": {"from": "scroll", "spell": "sleep", "level": 1}}),
        serde_json::json!({"op": "memorise", "index": 0}),
        serde_json::json!({"op": "cast_spell", "index": 0}),
    ];
    let mut typed = std::collections::BTreeMap::new();
    for sheet in sheets {
        let sheet: Value = serde_json::from_str(sheet).unwrap();
        let system = sheet["system"].as_str().unwrap().to_owned();
        for operation in &operations {
            let request = serde_json::json!({
                "sheet": sheet, "operation": operation, "dice": {"seed": 1},
            });
            let refused = crate::api::answer("applyToSheet", &request).is_err_and(|err| {
                err.kind == "unsupported_operation" || err.kind == "invalid_request"
            });
            assert_eq!(
                shape.is_valid(&request),
                !refused,
                "{system} {operation}: the type and the reader disagree"
            );
            *typed.entry(system.clone()).or_insert(0) += usize::from(!refused);
        }
    }
    let typed: Vec<(&str, usize)> = typed.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(
        typed,
        [
            ("block_dodge_parry", 12),
            ("cairn_house", 4),
            ("constitution", 8),
            ("gods_and_monsters", 9),
            ("murdham", 9),
        ]
    );
}

/// Every error the vectors hold has a `kind` of the declared union
/// `ErrorKind`, which lists each kind once.
#[test]
fn every_error_kind_is_declared() {
    let kinds = osr_wasm::error_kinds();
    let mut seen = std::collections::BTreeSet::new();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../js/test/vectors");
    for entry in std::fs::read_dir(&folder).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for vector in crate::api::vectors::top_level_entries(&text) {
            if let Ok(vector) = serde_json::from_str::<Value>(vector) {
                if let Some(kind) = vector.pointer("/error/kind").and_then(Value::as_str) {
                    seen.insert(kind.to_owned());
                }
            }
        }
    }
    let undeclared: Vec<&String> = seen
        .iter()
        .filter(|k| !kinds.contains(&k.as_str()))
        .collect();
    assert!(
        undeclared.is_empty(),
        "kinds not in ErrorKind: {undeclared:?}"
    );
    assert!(seen.len() > 20, "only {} kinds seen", seen.len());
    let mut unique = kinds.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), kinds.len());
}
