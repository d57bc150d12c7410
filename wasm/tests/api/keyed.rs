//! Keyed lists: a list whose entries carry an `id` takes no two entries
//! with the same one. Every request of the committed vectors that is
//! answered is tried with each such list's first entry given twice; every
//! such request must be refused (the later entry silently winning, or both
//! taking part, would read a document the operations never make).

use serde_json::Value;

use super::answer;
use super::vectors::top_level_entries;

/// The JSON Pointers of the arrays under `value` whose entries are objects,
/// each with an `id`, all different.
fn keyed_lists(value: &Value, pointer: &str, out: &mut Vec<String>) {
    match value {
        Value::Array(items) => {
            let ids: Vec<&Value> = items.iter().filter_map(|item| item.get("id")).collect();
            if !items.is_empty() && ids.len() == items.len() {
                let mut distinct = ids.clone();
                distinct.dedup();
                if distinct.len() == ids.len() {
                    out.push(pointer.to_owned());
                }
            }
            for (i, item) in items.iter().enumerate() {
                keyed_lists(item, &format!("{pointer}/{i}"), out);
            }
        }
        Value::Object(fields) => {
            for (key, field) in fields {
                keyed_lists(field, &format!("{pointer}/{key}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn no_keyed_list_takes_an_id_twice() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../js/test/vectors");
    let mut tried = 0;
    let mut accepted = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        // Vector by vector: one of them nests past serde_json's depth on
        // purpose, and is left out.
        for vector in top_level_entries(&text)
            .into_iter()
            .filter_map(|e| serde_json::from_str::<Value>(e).ok())
        {
            if vector.get("error").is_some() {
                continue;
            }
            let operation = vector["operation"].as_str().unwrap();
            let mut lists = Vec::new();
            keyed_lists(&vector["request"], "", &mut lists);
            for pointer in lists {
                let mut forged = vector["request"].clone();
                let list = forged
                    .pointer_mut(&pointer)
                    .unwrap()
                    .as_array_mut()
                    .unwrap();
                let first = list[0].clone();
                list.push(first);
                tried += 1;
                if answer(operation, &forged).is_ok() {
                    accepted.push(format!("{operation} {pointer}"));
                }
            }
        }
    }
    assert!(tried > 0, "no keyed list in the vectors");
    assert!(
        accepted.is_empty(),
        "{tried} tried; taken twice: {accepted:#?}"
    );
}
