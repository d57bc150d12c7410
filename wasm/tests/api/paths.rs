//! A request refused as it is read names the value it got wrong, as a
//! JSON Pointer into the request, and its message says where without
//! `serde_json`'s "line 1 column N" of JSON the caller did not write.

use serde_json::{Value, json};

use super::answer;

/// The error of `operation` on `request`, which must be refused as it
/// is read.
fn refused(operation: &str, request: &Value) -> osr_wasm::ApiError {
    let err = answer(operation, request).unwrap_err();
    assert_eq!(err.kind, "invalid_request", "{operation}: {}", err.message);
    assert!(
        !err.message.contains("line 1"),
        "{operation}: {}",
        err.message
    );
    err
}

/// The committed sheet of each system, with the pointer of one nested
/// number in it.
fn sheets() -> [(&'static str, &'static str); 5] {
    [
        (
            include_str!("../../../testkit/documents/sheet/constitution-1.json"),
            "/abilities/str",
        ),
        (
            include_str!("../../../testkit/documents/sheet/cairn_house-1.json"),
            "/health/str/max",
        ),
        (
            include_str!("../../../testkit/documents/sheet/gods_and_monsters-1.json"),
            "/abilities/str",
        ),
        (
            include_str!("../../../testkit/documents/sheet/murdham-1.json"),
            "/str",
        ),
        (
            include_str!("../../../testkit/documents/sheet/block_dodge_parry-1.json"),
            "/body/str/max",
        ),
    ]
}

#[test]
fn a_sheet_field_of_the_wrong_type_is_named_in_every_system() {
    for (file, pointer) in sheets() {
        let mut sheet: Value = serde_json::from_str(file).unwrap();
        *sheet.pointer_mut(pointer).unwrap() = json!("12");
        let system = sheet["system"].clone();
        for (operation, request, at) in [
            ("readSheet", json!({ "sheet": sheet }), "/sheet"),
            (
                "sealDocument",
                json!({"key": "0".repeat(64), "document": {"kind": "sheet", "sheet": sheet}}),
                "/document/sheet",
            ),
        ] {
            let err = refused(operation, &request);
            let path = format!("{at}{pointer}");
            assert_eq!(err.path.as_deref(), Some(path.as_str()), "{system}: {err}");
            assert!(
                err.message
                    .starts_with(&format!("at {path}: invalid type: string \"12\"")),
                "{system}: {err}"
            );
        }
    }
}

#[test]
fn list_entries_and_escaped_names_are_pointed_at() {
    // An entry of a list, by index.
    let err = refused(
        "rollNotation",
        &json!({"notation": "1d6", "dice": {"faces": [3, "4"]}}),
    );
    assert_eq!(err.path.as_deref(), Some("/dice/faces/1"));
    // A name that is not one of an object's is pointed at by the object
    // that refused it, and the message names it (`dice` is one of two
    // forms, keyed by `seed` or `faces`).
    let err = refused(
        "rollNotation",
        &json!({"notation": "1d6", "dice": {"seed": 1, "sed": 1}}),
    );
    assert_eq!(err.path.as_deref(), Some("/dice"));
    assert!(err.message.contains("unknown variant `sed`"), "{err}");
    // A name holding `~` or `/` is escaped (RFC 6901).
    let err = refused(
        "rollNotation",
        &json!({"notation": "1d6", "dice": {"seed": 1}, "vars": {"a/b~c": "x"}}),
    );
    assert_eq!(err.path.as_deref(), Some("/vars/a~1b~0c"));
    // The request as a whole: the empty pointer, and no prefix.
    let err = refused("rollNotation", &json!([]));
    assert_eq!(err.path.as_deref(), Some(""));
    assert!(err.message.starts_with("invalid type: sequence"), "{err}");
}

/// Inside an enum tagged inside its object, which serde reads from a
/// buffer where `serde_json` cannot say where it stopped: a name the request
/// got wrong is found by name, and any other refusal is the object's.
#[test]
fn a_mistake_inside_a_tagged_request_is_pointed_at() {
    // A procedure no system has, and a field this procedure has not.
    let err = refused(
        "checkOdds",
        &json!({"check": {"system": "murdham", "procedure": "reaction", "modifier": 1}}),
    );
    assert_eq!(err.path.as_deref(), Some("/check/procedure"));
    let err = refused(
        "checkOdds",
        &json!({"check": {"system": "murdham", "procedure": "contest", "abilities": [12, 10], "rounds": 2}}),
    );
    assert_eq!(err.path.as_deref(), Some("/check/rounds"));
    // A field of the request as a whole, itself tagged by `system`.
    let err = refused(
        "rollImprovement",
        &json!({"system": "constitution", "improvement": [{"ability": "str", "score": 8}], "luck": 3}),
    );
    assert_eq!(err.path.as_deref(), Some("/luck"));
    // A list of the wrong length: the tagged object that holds it.
    let err = refused(
        "checkOdds",
        &json!({"check": {"system": "murdham", "procedure": "contest", "abilities": [12, 10, 8]}}),
    );
    assert_eq!(err.path.as_deref(), Some("/check"));
    // A sheet operation's field, read once the sheet says its system.
    let sheet: Value = serde_json::from_str(sheets()[3].0).unwrap();
    let err = refused(
        "applyToSheet",
        &json!({"sheet": sheet, "operation": {"op": "take_damage", "die": "d8", "damage": 3}, "dice": {"seed": 1}}),
    );
    assert_eq!(err.path.as_deref(), Some("/operation/damage"));
}

#[test]
fn json_that_does_not_parse_keeps_its_line_and_column() {
    let err = osr_wasm::call("rollNotation", "{\"notation\": ").unwrap_err();
    assert_eq!(err.kind, "invalid_request");
    assert_eq!(err.path, None);
    assert!(err.message.contains("line 1 column 13"), "{err}");
}

/// Every value inside `value`, by its JSON Pointer: the scalars, and the
/// objects and arrays in `containers`.
fn leaves(value: &Value, at: &str, out: &mut Vec<String>, containers: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, value) in map {
                let key = key.replace('~', "~0").replace('/', "~1");
                leaves(value, &format!("{at}/{key}"), out, containers);
            }
        }
        Value::Array(items) => {
            for (i, value) in items.iter().enumerate() {
                leaves(value, &format!("{at}/{i}"), out, containers);
            }
        }
        _ => return out.push(at.to_owned()),
    }
    if !at.is_empty() {
        containers.push(at.to_owned());
    }
}

/// Each scalar of each system's sheet replaced by an array, and each
/// object or array by a number, is refused at its own pointer: the sheet is read from its text and the value is
/// found from where the reader stopped (`ApiError::located`), so this
/// checks that finding against the pointer the mutation was made at.
#[test]
fn every_value_of_a_sheet_is_pointed_at() {
    let mut pointed = 0;
    for (file, _) in sheets() {
        let sheet: Value = serde_json::from_str(file).unwrap();
        let (mut scalars, mut containers) = (Vec::new(), Vec::new());
        leaves(&sheet, "", &mut scalars, &mut containers);
        let forgeries = scalars
            .into_iter()
            .map(|pointer| (pointer, json!([])))
            .chain(containers.into_iter().map(|pointer| (pointer, json!(7))));
        for (pointer, forgery) in forgeries {
            if pointer == "/system" || pointer == "/version" {
                continue;
            }
            let mut forged = sheet.clone();
            *forged.pointer_mut(&pointer).unwrap() = forgery;
            let err = refused("readSheet", &json!({ "sheet": forged }));
            let path = format!("/sheet{pointer}");
            assert_eq!(err.path.as_deref(), Some(path.as_str()), "{err}");
            pointed += 1;
        }
    }
    // 205 in the five committed sheets.
    assert!(pointed > 200, "only {pointed} values pointed at");
}

/// The same mistake gets the same kind wherever it is found: a score out
/// of its range is `out_of_range` whether a type refused it while it was
/// read (with the path) or the library after reading.
#[test]
fn a_value_out_of_range_is_out_of_range_in_every_system() {
    let (constitution, _) = sheets()[0];
    let mut sheet: Value = serde_json::from_str(constitution).unwrap();
    sheet["abilities"]["str"] = json!(99);
    let requests = [
        ("readSheet", json!({ "sheet": sheet }), None),
        (
            "checkOdds",
            json!({"check": {"system": "cairn_house", "procedure": "save", "ability": 21}}),
            Some("/check/ability"),
        ),
        (
            "rollImprovement",
            json!({"system": "constitution", "dice": {"seed": 1},
                   "improvement": [{"ability": "str", "score": 21}]}),
            Some("/improvement/0/score"),
        ),
        (
            "listSpells",
            json!({"system": "constitution", "level": 10}),
            Some("/level"),
        ),
    ];
    for (operation, request, path) in requests {
        let err = answer(operation, &request).unwrap_err();
        assert_eq!(err.kind, "out_of_range", "{operation}: {err}");
        assert_eq!(err.path.as_deref(), path, "{operation}: {err}");
    }
    // osr-core's own text is what is recognised.
    let core = osr::core::Error::check_range("ability score", 21, 0, 20).unwrap_err();
    let err = answer(
        "checkOdds",
        &json!({"check": {"system": "cairn_house", "procedure": "save", "ability": 21}}),
    )
    .unwrap_err();
    assert!(err.message.ends_with(&core.to_string()), "{err}");
}
