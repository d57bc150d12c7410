//! JSON pointers to every object of a document, for tests that change
//! each object in turn. Shared with osr-wasm's API tests, which include
//! this file by path.

use serde_json::Value;

/// The JSON pointers (`""`, `"/gear/0"`) of every object in `value`,
/// itself first.
pub(crate) fn objects(value: &Value) -> Vec<String> {
    fn walk(value: &Value, pointer: String, out: &mut Vec<String>) {
        let children: Vec<(String, &Value)> = match value {
            Value::Object(map) => {
                out.push(pointer.clone());
                map.iter()
                    .map(|(k, v)| (k.replace('~', "~0").replace('/', "~1"), v))
                    .collect()
            }
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(i, v)| (i.to_string(), v))
                .collect(),
            _ => Vec::new(),
        };
        for (key, child) in children {
            walk(child, format!("{pointer}/{key}"), out);
        }
    }
    let mut out = Vec::new();
    walk(value, String::new(), &mut out);
    out
}
