//! Strict shapes: every document type reads a value only in the shape osr
//! writes it. For the sheets, creation records and saved expeditions of
//! every system, each object of a real document is replaced, one at a
//! time, by an array of its values in order (serde's positional form of a
//! struct) and by `[]`, and each string by an integer (an enum tag written
//! as its index): each forgery must be refused as a value of the wrong
//! type, not read and not refused for some later reason. The objects
//! reached are matched against the object definitions of the committed
//! JSON Schemas, and those no document of the examples reaches are pinned
//! in a snapshot, so a new definition is either reached or seen.

use std::collections::{BTreeMap, BTreeSet};

use osr_testkit::mutate::{Json, Number};
use serde::de::DeserializeOwned;

/// A step from a value to one inside it.
#[derive(Debug, Clone)]
enum Step {
    Field(usize),
    Item(usize),
}

/// The value at `path` inside `node`.
fn at_mut<'a>(node: &'a mut Json, path: &[Step]) -> &'a mut Json {
    path.iter().fold(node, |node, step| match (node, step) {
        (Json::Object(fields), Step::Field(i)) => &mut fields[*i].1,
        (Json::Array(items), Step::Item(i)) => &mut items[*i],
        _ => unreachable!("paths come from the same document"),
    })
}

/// An object's keys, in order.
fn keys(json: &Json) -> Option<Vec<&str>> {
    match json {
        Json::Object(fields) => Some(fields.iter().map(|(k, _)| k.as_str()).collect()),
        _ => None,
    }
}

/// Where to forge: an object (its keys) or a string (the field holding it).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Site {
    Object(Vec<String>),
    String { parent: Vec<String>, field: String },
}

/// Every object and string of `doc`, once per kind of site (the first
/// place each appears), with the JSON Pointer of that place.
fn sites(doc: &Json) -> BTreeMap<Site, (Vec<Step>, String)> {
    fn walk(
        node: &Json,
        path: &mut Vec<Step>,
        pointer: &str,
        parent: Option<(&Json, &str)>,
        out: &mut BTreeMap<Site, (Vec<Step>, String)>,
    ) {
        match node {
            Json::Object(fields) => {
                let keys = keys(node).unwrap().iter().map(|k| k.to_string()).collect();
                out.entry(Site::Object(keys))
                    .or_insert_with(|| (path.clone(), pointer.to_owned()));
                for (i, (key, value)) in fields.iter().enumerate() {
                    path.push(Step::Field(i));
                    walk(
                        value,
                        path,
                        &format!("{pointer}/{key}"),
                        Some((node, key)),
                        out,
                    );
                    path.pop();
                }
            }
            Json::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    path.push(Step::Item(i));
                    walk(item, path, &format!("{pointer}/{i}"), None, out);
                    path.pop();
                }
            }
            Json::String(_) => {
                let site = match parent {
                    Some((object, field)) => Site::String {
                        parent: keys(object)
                            .unwrap()
                            .iter()
                            .map(|k| k.to_string())
                            .collect(),
                        field: field.to_owned(),
                    },
                    None => Site::String {
                        parent: Vec::new(),
                        field: pointer.rsplit('/').nth(1).unwrap_or("").to_owned(),
                    },
                };
                out.entry(site)
                    .or_insert_with(|| (path.clone(), pointer.to_owned()));
            }
            _ => {}
        }
    }
    let mut out = BTreeMap::new();
    walk(doc, &mut Vec::new(), "", None, &mut out);
    out
}

/// Whether `err` refuses a value for its type: serde's ``invalid type``, or
/// `serde_json`'s ``expected value`` for a number where an enum's name is due.
fn of_wrong_type(err: &serde_json::Error) -> bool {
    let text = err.to_string();
    text.contains("invalid type") || text.starts_with("expected value at")
}

/// An object's fields: each one's name, and its text if a string.
type Fields = Vec<(String, Option<String>)>;

/// What the forgeries of one document type reached.
#[derive(Default)]
struct Reached {
    /// The objects forged.
    objects: BTreeSet<Fields>,
    /// Where each was: the document's index, the path in it, its fields.
    places: Vec<(usize, Vec<Step>, Fields)>,
    /// The documents forged so far.
    documents: usize,
    /// The strings forged, as (keys of the object holding it, field).
    strings: BTreeSet<(Vec<String>, String)>,
}

/// Forges every site of `text` and checks that reading it as `T` refuses
/// each forgery as a value of the wrong type.
fn forge_all<T: DeserializeOwned>(what: &str, text: &str, reached: &mut Reached) {
    let index = reached.documents;
    reached.documents += 1;
    let read = |json: &str| serde_json::from_str::<T>(json).map(|_| ());
    if let Err(err) = read(text) {
        panic!("{what}: the document itself is refused: {err}");
    }
    let doc: Json = serde_json::from_str(text).unwrap();
    let mut accepted = Vec::new();
    for (site, (path, pointer)) in sites(&doc) {
        let forgeries: Vec<(&str, Json)> = match (&site, at_mut(&mut doc.clone(), &path)) {
            (Site::Object(_), Json::Object(fields)) => vec![
                (
                    "its values as an array",
                    Json::Array(fields.iter().map(|(_, v)| v.clone()).collect()),
                ),
                ("an empty array", Json::Array(Vec::new())),
            ],
            // An amount written as text ("1.5" coins) reads from a JSON
            // number too: both are its documented forms.
            (Site::String { .. }, Json::String(text)) if text.parse::<f64>().is_ok() => vec![],
            (Site::String { .. }, Json::String(_)) => vec![
                ("the integer 0", Json::Number(Number::Unsigned(0))),
                ("the integer 1", Json::Number(Number::Unsigned(1))),
            ],
            _ => unreachable!(),
        };
        for (how, forged_value) in forgeries {
            let mut forged = doc.clone();
            *at_mut(&mut forged, &path) = forged_value;
            let json = serde_json::to_string(&forged).unwrap();
            match read(&json) {
                Ok(()) => accepted.push(format!("{pointer} as {how}")),
                Err(err) if of_wrong_type(&err) => {}
                Err(err) => accepted.push(format!(
                    "{pointer} as {how}: refused, but not for its type: {err}"
                )),
            }
        }
        match site {
            Site::Object(_) => {
                let Json::Object(fields) = at_mut(&mut doc.clone(), &path).clone() else {
                    unreachable!()
                };
                let fields = fields
                    .into_iter()
                    .map(|(key, value)| match value {
                        Json::String(text) => (key, Some(text)),
                        _ => (key, None),
                    })
                    .collect::<Vec<_>>();
                reached.places.push((index, path.clone(), fields.clone()));
                reached.objects.insert(fields);
            }
            Site::String { parent, field } => {
                reached.strings.insert((parent, field));
            }
        }
    }
    assert!(
        accepted.is_empty(),
        "{what}: {} forgeries not refused for their shape:\n{}",
        accepted.len(),
        accepted.join("\n")
    );
}

/// One form an object takes in a schema: a struct, or one variant of a
/// tagged enum.
struct Form {
    name: String,
    /// The definition it belongs to (a tagged enum's variants share one).
    def: String,
    /// Its schema, to make a value of this form from.
    schema: serde_json::Value,
    properties: BTreeSet<String>,
    required: BTreeSet<String>,
    /// The fields whose value is fixed (a variant's tag), with that value.
    tags: BTreeMap<String, String>,
}

impl Form {
    /// Whether an object with these fields takes this form: all its
    /// required fields, none it does not define, its tag's value.
    fn fits(&self, fields: &[(String, Option<String>)]) -> bool {
        fields.iter().all(|(k, _)| self.properties.contains(k))
            && self
                .required
                .iter()
                .all(|r| fields.iter().any(|(k, _)| k == r))
            && self.tags.iter().all(|(tag, value)| {
                fields
                    .iter()
                    .any(|(k, v)| k == tag && v.as_deref() == Some(value.as_str()))
            })
    }
}

/// The object forms of a committed schema: each definition, and each
/// variant of a tagged enum.
fn object_definitions(schema: &serde_json::Value) -> Vec<Form> {
    fn collect(def: &str, name: &str, node: &serde_json::Value, out: &mut Vec<Form>) {
        if let Some(props) = node.get("properties").and_then(|p| p.as_object()) {
            let required = node
                .get("required")
                .and_then(|r| r.as_array())
                .map(|r| {
                    r.iter()
                        .filter_map(|k| k.as_str())
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default();
            let tags: BTreeMap<String, String> = props
                .iter()
                .filter_map(|(k, p)| Some((k.clone(), p.get("const")?.as_str()?.to_owned())))
                .collect();
            let name = match tags.iter().next() {
                Some((k, v)) => format!("{name} with {k} {v}"),
                None => name.to_owned(),
            };
            out.push(Form {
                name,
                def: def.to_owned(),
                schema: node.clone(),
                properties: props.keys().cloned().collect(),
                required,
                tags,
            });
        }
        for key in ["oneOf", "anyOf", "allOf"] {
            if let Some(variants) = node.get(key).and_then(|v| v.as_array()) {
                for variant in variants {
                    collect(def, name, variant, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    collect("(document)", "(document)", schema, &mut out);
    if let Some(defs) = schema.get("$defs").and_then(|d| d.as_object()) {
        for (name, def) in defs {
            collect(name, name, def, &mut out);
        }
    }
    out
}

/// A real document with `value` (of `form`) put where the schema expects
/// that form, and the path to it: in place of a reached variant of the same
/// definition, or as a field (or a list's one entry) of a reached object
/// whose schema holds the form's definition there.
fn place_for(
    form: &Form,
    value: &Json,
    definitions: &[Form],
    documents: &[String],
    reached: &Reached,
) -> Option<(Json, Vec<Step>)> {
    let sibling = reached.places.iter().find(|(_, _, fields)| {
        definitions
            .iter()
            .any(|other| other.def == form.def && other.fits(fields))
    });
    if let Some((index, path, _)) = sibling {
        let mut doc: Json = serde_json::from_str(&documents[*index]).unwrap();
        *at_mut(&mut doc, path) = value.clone();
        return Some((doc, path.clone()));
    }
    let target = format!("#/$defs/{}", form.def);
    let refers = |node: &serde_json::Value| -> Option<bool> {
        // Some(true): a list of the form; Some(false): the form itself.
        let direct =
            |n: &serde_json::Value| n.get("$ref").and_then(|r| r.as_str()) == Some(&target);
        let any_of = |n: &serde_json::Value| {
            ["anyOf", "oneOf"].iter().any(|k| {
                n.get(*k)
                    .and_then(|c| c.as_array())
                    .is_some_and(|c| c.iter().any(direct))
            })
        };
        if direct(node) || any_of(node) {
            Some(false)
        } else if node.get("items").is_some_and(|i| direct(i) || any_of(i)) {
            Some(true)
        } else {
            None
        }
    };
    for (index, path, fields) in &reached.places {
        for parent in definitions.iter().filter(|d| d.fits(fields)) {
            let Some(props) = parent.schema.get("properties").and_then(|p| p.as_object()) else {
                continue;
            };
            for (key, prop) in props {
                let Some(list) = refers(prop) else { continue };
                let mut doc: Json = serde_json::from_str(&documents[*index]).unwrap();
                let Json::Object(object) = at_mut(&mut doc, path) else {
                    continue;
                };
                let put = if list {
                    Json::Array(vec![value.clone()])
                } else {
                    value.clone()
                };
                let at = match object.iter().position(|(k, _)| k == key) {
                    Some(at) => {
                        object[at].1 = put;
                        at
                    }
                    None => {
                        object.push((key.clone(), put));
                        object.len() - 1
                    }
                };
                let mut inner = path.clone();
                inner.push(Step::Field(at));
                if list {
                    inner.push(Step::Item(0));
                }
                return Some((doc, inner));
            }
        }
    }
    None
}

/// The smallest value of the schema `node` (of the schema `root`): its
/// required fields only, the first of each choice, the least number, the
/// fewest entries. `None` where the schema allows nothing this finds.
fn minimal(root: &serde_json::Value, node: &serde_json::Value, depth: u32) -> Option<Json> {
    if depth > 24 {
        return None;
    }
    if let Some(reference) = node.get("$ref").and_then(|r| r.as_str()) {
        let name = reference.strip_prefix("#/$defs/")?;
        return minimal(root, &root["$defs"][name], depth + 1);
    }
    if let Some(value) = node.get("const") {
        return serde_json::from_value(value.clone()).ok();
    }
    if let Some(values) = node.get("enum").and_then(|e| e.as_array()) {
        return serde_json::from_value(values.first()?.clone()).ok();
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        if let Some(choices) = node.get(key).and_then(|c| c.as_array()) {
            return choices.iter().find_map(|c| minimal(root, c, depth + 1));
        }
    }
    let kind = match node.get("type") {
        Some(serde_json::Value::String(kind)) => kind.as_str(),
        Some(serde_json::Value::Array(kinds)) => kinds
            .iter()
            .filter_map(|k| k.as_str())
            .find(|k| *k != "null")
            .unwrap_or("null"),
        _ => return None,
    };
    let least = node
        .get("minimum")
        .and_then(serde_json::Value::as_i64)
        .unwrap_or(0);
    Some(match kind {
        "null" => Json::Null,
        "boolean" => Json::Bool(false),
        "integer" | "number" => {
            Json::Number(u64::try_from(least).map_or(Number::Signed(least), Number::Unsigned))
        }
        "string" => Json::String(
            "x".repeat(
                usize::try_from(
                    node.get("minLength")
                        .and_then(serde_json::Value::as_u64)
                        .unwrap_or(1),
                )
                .unwrap(),
            ),
        ),
        "array" => {
            let count = node
                .get("minItems")
                .and_then(serde_json::Value::as_u64)
                .unwrap_or(0);
            let item = match node.get("prefixItems").and_then(|p| p.as_array()) {
                Some(items) => {
                    return items
                        .iter()
                        .map(|i| minimal(root, i, depth + 1))
                        .collect::<Option<Vec<_>>>()
                        .map(Json::Array);
                }
                None if count == 0 => return Some(Json::Array(Vec::new())),
                None => minimal(root, node.get("items")?, depth + 1)?,
            };
            Json::Array(vec![item; usize::try_from(count).unwrap()])
        }
        "object" => {
            let mut fields = Vec::new();
            let properties = node.get("properties").and_then(|p| p.as_object());
            for required in node
                .get("required")
                .and_then(|r| r.as_array())
                .into_iter()
                .flatten()
            {
                let key = required.as_str()?;
                fields.push((
                    key.to_owned(),
                    minimal(root, properties?.get(key)?, depth + 1)?,
                ));
            }
            Json::Object(fields)
        }
        _ => return None,
    })
}

/// The object forms of the committed schema `file` that no real document
/// reaches are made (the smallest value of each) where a real document
/// holds that definition (`place_for`), and forged there: the unforged value
/// must read past its shape, and the forged one (its values as an array)
/// be refused for its type. Returns the summary pinned: the forms reached
/// by the documents, those made, and those neither reaches.
fn unreached<T: DeserializeOwned>(file: &str, documents: &[String], reached: &Reached) -> String {
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{}/../schemas/{file}", env!("CARGO_MANIFEST_DIR")))
            .unwrap(),
    )
    .unwrap();
    let definitions = object_definitions(&schema);
    assert!(!definitions.is_empty(), "{file}: no object definitions");
    let read = |json: &Json| serde_json::from_str::<T>(&serde_json::to_string(json).unwrap());
    let (mut made, mut missed, mut accepted) = (0, Vec::new(), Vec::new());
    for form in &definitions {
        if reached.objects.iter().any(|fields| form.fits(fields)) {
            continue;
        }
        let Some(value) = minimal(&schema, &form.schema, 0) else {
            missed.push(form.name.clone());
            continue;
        };
        let Some((mut doc, path)) = place_for(form, &value, &definitions, documents, reached)
        else {
            missed.push(form.name.clone());
            continue;
        };
        if let Err(err) = read(&doc) {
            if of_wrong_type(&err) {
                // The smallest value is not one this place reads.
                missed.push(form.name.clone());
                continue;
            }
        }
        let Json::Object(fields) = value else {
            unreachable!()
        };
        *at_mut(&mut doc, &path) = Json::Array(fields.into_iter().map(|(_, v)| v).collect());
        match read(&doc) {
            Err(err) if of_wrong_type(&err) => made += 1,
            Ok(_) => accepted.push(format!("{}: read", form.name)),
            Err(err) => accepted.push(format!("{}: refused, not for its type: {err}", form.name)),
        }
    }
    assert!(
        accepted.is_empty(),
        "{file}: forged made forms read: {accepted:#?}"
    );
    format!(
        "{} of {} object forms reached by the documents, {made} made where they hold its \
         definition; neither:\n{}",
        definitions.len() - missed.len() - made,
        definitions.len(),
        missed.join("\n")
    )
}

/// One system's documents: sheets and the saved expedition from seeds of
/// the expedition example, forged everywhere.
macro_rules! shapes {
    ($tests:ident, $system:ident) => {
        mod $tests {
            use super::*;
            use crate::$system as system;

            fn sheets_and_expeditions() -> (Vec<String>, Vec<String>) {
                use osr::$system::play::Expedition;
                use osr::$system::sheet::Sheet;

                let mut sheets = Vec::new();
                let mut expeditions = Vec::new();
                for seed in [0, 3, 7, 11] {
                    let chronicle = system::run(seed).unwrap();
                    for json in chronicle.sheets {
                        // Written again from the sheet: fields in the order
                        // osr writes them.
                        let sheet: Sheet = serde_json::from_value(json).unwrap();
                        sheets.push(serde_json::to_string(&sheet).unwrap());
                    }
                    let expedition: Expedition = serde_json::from_value(chronicle.saved).unwrap();
                    expeditions.push(serde_json::to_string(&expedition).unwrap());
                }
                (sheets, expeditions)
            }

            #[test]
            fn every_object_and_tag_of_a_sheet_is_read_in_its_shape_only() {
                use osr::$system::sheet::Sheet;

                let (sheets, _) = sheets_and_expeditions();
                let mut reached = Reached::default();
                for (i, text) in sheets.iter().enumerate() {
                    forge_all::<Sheet>(&format!("sheet {i}"), text, &mut reached);
                }
                insta::assert_snapshot!(
                    "sheet",
                    unreached::<Sheet>(concat!(stringify!($system), ".json"), &sheets, &reached)
                );
            }

            #[test]
            fn every_object_and_tag_of_an_expedition_is_read_in_its_shape_only() {
                use osr::$system::play::Expedition;

                let (_, expeditions) = sheets_and_expeditions();
                let mut reached = Reached::default();
                for (i, text) in expeditions.iter().enumerate() {
                    forge_all::<Expedition>(&format!("expedition {i}"), text, &mut reached);
                }
                insta::assert_snapshot!(
                    "expedition",
                    unreached::<Expedition>(
                        concat!(stringify!($system), "_expedition.json"),
                        &expeditions,
                        &reached
                    )
                );
            }
        }
    };
}

shapes!(constitution_shapes, constitution);
shapes!(cairn_house_shapes, cairn_house);
shapes!(gods_and_monsters_shapes, gods_and_monsters);
shapes!(murdham_shapes, murdham);
shapes!(block_dodge_parry_shapes, block_dodge_parry);
