//! Hostile documents against every system's sheet: nesting far past the
//! parser's limit, megabytes where a name goes, wrong JSON types, a
//! truncated document, and another system's sheet. Each is refused with an
//! error, never a panic, and the errors that quote input quote only its
//! start.

use serde_json::{Value, json};

/// One valid document per system, by its `system` key.
fn documents() -> Vec<(&'static str, Value)> {
    use osr_sheet::{block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham};

    let gm = crate::gods_and_monsters::toromeen().into_sheet();
    vec![
        (
            constitution::SYSTEM,
            serde_json::to_value(
                constitution::Sheet::new(constitution::Abilities::new([10; 5]).unwrap(), 4)
                    .unwrap(),
            )
            .unwrap(),
        ),
        (
            cairn_house::SYSTEM,
            serde_json::to_value(
                cairn_house::Sheet::new(cairn_house::Character::new(4, [14, 9, 11]).unwrap())
                    .unwrap(),
            )
            .unwrap(),
        ),
        (gods_and_monsters::SYSTEM, serde_json::to_value(gm).unwrap()),
        (
            murdham::SYSTEM,
            serde_json::to_value(murdham::Sheet::new(
                murdham::Abilities::new(10, 10, 10).unwrap(),
            ))
            .unwrap(),
        ),
        (
            block_dodge_parry::SYSTEM,
            serde_json::to_value(block_dodge_parry::Sheet::new([12, 10, 9], 6).unwrap()).unwrap(),
        ),
    ]
}

/// Reads `text` as one system's sheet in two steps; the error's kind and
/// message, or `None` when the parser refused it before the sheet's checks.
macro_rules! read_as {
    ($module:ident, $text:expr) => {{
        use osr_sheet::$module as system;
        let one_step = serde_json::from_str::<system::Sheet>($text);
        match serde_json::from_str::<system::SheetDocument>($text) {
            Ok(doc) => {
                let two_step = system::Sheet::try_from(doc);
                assert_eq!(one_step.is_ok(), two_step.is_ok());
                two_step.err().map(|e| (e.kind(), e.to_string()))
            }
            Err(_) => {
                assert!(one_step.is_err());
                None
            }
        }
    }};
}

/// Every system's reading of `text`, in the order of [`documents`].
fn read_all(text: &str) -> [Option<(&'static str, String)>; 5] {
    [
        read_as!(constitution, text),
        read_as!(cairn_house, text),
        read_as!(gods_and_monsters, text),
        read_as!(murdham, text),
        read_as!(block_dodge_parry, text),
    ]
}

/// Reads `text` as one system's sheet: whether it was read.
macro_rules! reads_as {
    ($module:ident, $text:expr) => {
        serde_json::from_str::<osr_sheet::$module::Sheet>($text).is_ok()
    };
}

#[test]
fn each_system_reads_its_own_document_and_no_other() {
    for (i, (system, doc)) in documents().into_iter().enumerate() {
        let text = doc.to_string();
        let header: osr_sheet::Header = serde_json::from_str(&text).unwrap();
        assert_eq!((header.system.as_str(), header.version), (system, 1));
        let reads = [
            reads_as!(constitution, &text),
            reads_as!(cairn_house, &text),
            reads_as!(gods_and_monsters, &text),
            reads_as!(murdham, &text),
            reads_as!(block_dodge_parry, &text),
        ];
        for (j, read) in reads.into_iter().enumerate() {
            assert_eq!(read, i == j, "{system} read as system {j}");
        }
        // Another system's name on a well-formed document: a typed error.
        let mut renamed = doc.clone();
        renamed["system"] = json!("murdham");
        if system != "murdham" {
            let (kind, message) = read_all(&renamed.to_string())[i].clone().expect("refused");
            assert_eq!(kind, "wrong_system", "{message}");
        }
    }
}

#[test]
fn malformed_documents_are_refused_by_every_system() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let deep_object = format!("{}1{}", "{\"a\":".repeat(100_000), "}".repeat(100_000));
    let corpus = [
        deep,
        deep_object,
        String::new(),
        String::from("{\"system\": 5, \"version\": 1}"),
        String::from("{\"system\": \"cairn_house\""),
        String::from("[]"),
        String::from("null"),
    ];
    for text in &corpus {
        for (i, read) in read_all(text).into_iter().enumerate() {
            // Refused by the parser, or by the sheet's checks.
            if let Some((kind, message)) = read {
                panic!(
                    "system {i} read {:?} to a sheet error {kind}: {message}",
                    &text[..text.len().min(40)]
                );
            }
        }
    }
}

#[test]
fn megabytes_in_a_name_are_quoted_by_their_start() {
    for (system, mut doc) in documents() {
        doc["system"] = json!("x".repeat(4_000_000));
        let index = documents().iter().position(|(s, _)| *s == system).unwrap();
        // Read as its own system's document: the wrong name is quoted by
        // its first bytes only.
        let (kind, message) = read_all(&doc.to_string())[index].clone().expect("refused");
        assert_eq!(kind, "wrong_system", "{system}");
        assert!(message.len() < 200, "{system}: {} bytes", message.len());
    }
}

/// A misspelled field anywhere in a sheet (`"modifer"`) is refused, never
/// read as its field left out: every object of each system's document is
/// tried in turn.
#[test]
fn unknown_fields_are_refused_at_every_depth() {
    let mut tried = 0;
    for (system, doc) in documents() {
        for pointer in crate::json_pointers::objects(&doc) {
            tried += 1;
            let mut typo = doc.clone();
            typo.pointer_mut(&pointer).unwrap()["modifer"] = json!(1);
            let text = typo.to_string();
            let read = match system {
                "constitution" => reads_as!(constitution, &text),
                "cairn_house" => reads_as!(cairn_house, &text),
                "gods_and_monsters" => reads_as!(gods_and_monsters, &text),
                "murdham" => reads_as!(murdham, &text),
                _ => reads_as!(block_dodge_parry, &text),
            };
            assert!(
                !read,
                "{system} read a document with `modifer` at {pointer:?}"
            );
        }
    }
    assert!(tried > 20, "only {tried} objects tried");
}

/// A list past its limit is refused at the entry past the limit: the rest
/// of the list (here 200,000 entries of the wrong type) is never read, so
/// the error is the list's length, at the column of that entry.
#[test]
fn a_list_is_refused_at_the_entry_past_its_limit() {
    use osr_sheet::{block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham};

    let lists: [(&str, &str, Value, usize); 6] = [
        (
            constitution::SYSTEM,
            "traits",
            json!("brave"),
            constitution::MAX_TRAITS,
        ),
        (
            cairn_house::SYSTEM,
            "weapons",
            json!("ch.weapon.hand"),
            cairn_house::MAX_WEAPONS,
        ),
        (
            gods_and_monsters::SYSTEM,
            "fields",
            json!({"name": "x", "bonus": 1, "skills": []}),
            gods_and_monsters::MAX_ENTRIES,
        ),
        (
            murdham::SYSTEM,
            "items",
            json!("mu.tool.saddle"),
            murdham::MAX_ITEMS,
        ),
        (
            block_dodge_parry::SYSTEM,
            "skills",
            json!("climbing"),
            block_dodge_parry::MAX_SKILLS,
        ),
        (
            block_dodge_parry::SYSTEM,
            "gear",
            json!({"name": "rope", "slots": 1}),
            block_dodge_parry::MAX_GEAR,
        ),
    ];
    for (system, field, entry, max) in lists {
        let (_, mut doc) = documents().into_iter().find(|(s, _)| *s == system).unwrap();
        let mut entries = vec![entry; max + 1];
        entries.extend(std::iter::repeat_n(json!(0), 200_000));
        doc[field] = Value::Array(entries);
        let text = doc.to_string();
        let expected = format!("invalid length {}, expected at most {max} entries", max + 1);
        let errors = read_all(&text);
        for (i, error) in errors.iter().enumerate() {
            // Only the system's own reader gets as far as the list.
            if documents()[i].0 == system {
                assert!(
                    error.is_none(),
                    "{system}: refused by the sheet's checks: {error:?}"
                );
            }
        }
        let err = match system {
            constitution::SYSTEM => serde_json::from_str::<constitution::Sheet>(&text).map(drop),
            cairn_house::SYSTEM => serde_json::from_str::<cairn_house::Sheet>(&text).map(drop),
            gods_and_monsters::SYSTEM => {
                serde_json::from_str::<gods_and_monsters::Sheet>(&text).map(drop)
            }
            murdham::SYSTEM => serde_json::from_str::<murdham::Sheet>(&text).map(drop),
            _ => serde_json::from_str::<block_dodge_parry::Sheet>(&text).map(drop),
        }
        .unwrap_err();
        assert!(
            err.to_string().starts_with(&expected),
            "{system} {field}: {err}"
        );
        // Stopped within the first entries, far before the list's end.
        assert!(
            err.column() < text.len() / 10,
            "{system} {field}: at column {}",
            err.column()
        );
    }
}
