//! Mutations of valid JSON documents, chosen by data: the engine under the
//! attack property tests and the structure-aware fuzz targets.
//!
//! A document is parsed into [`Json`], a tree that keeps the order of an
//! object's fields and every copy of a repeated key (`serde_json`'s `Value`
//! sorts its keys and keeps the last copy). [`mutate`] draws one to four
//! [`Mutation`]s from an [`Unstructured`] (the fuzzer's bytes, or a
//! proptest-drawn byte vector) and applies them; [`same_content`] then
//! tells whether what a reader wrote back says what the mutated document
//! said.
//!
//! ```
//! use arbitrary::Unstructured;
//! use osr_testkit::mutate::{Json, mutate};
//!
//! let mut doc = Json::parse(r#"{"hp": 4, "max_hp": 6}"#).unwrap();
//! let applied = mutate(&mut doc, &mut Unstructured::new(&[0, 0, 1, 2, 3]));
//! assert!(!applied.is_empty());
//! assert!(serde_json::from_str::<serde_json::Value>(&doc.to_string()).is_ok());
//! ```

use std::fmt;

use arbitrary::{Arbitrary, Unstructured};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::Value;

/// The length of an oversized string or array.
pub const OVERSIZED: usize = 100_000;

/// The most text an oversized array's copies take (4 MB): more than a
/// sheet's 1 MiB, and large entries are copied fewer times.
pub const OVERSIZED_BYTES: usize = 4_000_000;

/// How deep an oversized nesting goes: past `serde_json`'s own limit (128).
pub const DEEP: usize = 200;

/// A JSON number as it was read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    /// A non-negative integer.
    Unsigned(u64),
    /// A negative integer.
    Signed(i64),
    /// Any other number (always finite).
    Float(f64),
}

/// A JSON document that keeps its objects' field order and repeated keys.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Self>),
    /// An object: its fields in order, repeated keys kept.
    Object(Vec<(String, Self)>),
}

impl Json {
    /// Parses `text`.
    ///
    /// # Errors
    ///
    /// `serde_json`'s, when `text` is not JSON.
    pub fn parse(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// `serde_json`'s `Value` of this document (the last copy of a repeated
    /// key wins, as in every serde reader that keeps one).
    #[must_use]
    pub fn to_value(&self) -> Value {
        match self {
            Self::Null => Value::Null,
            Self::Bool(b) => Value::Bool(*b),
            Self::Number(Number::Unsigned(n)) => Value::from(*n),
            Self::Number(Number::Signed(n)) => Value::from(*n),
            Self::Number(Number::Float(f)) => Value::from(*f),
            Self::String(s) => Value::String(s.clone()),
            Self::Array(items) => Value::Array(items.iter().map(Self::to_value).collect()),
            Self::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (k.clone(), v.to_value()))
                    .collect(),
            ),
        }
    }

    /// Whether some object in the document has a key twice.
    #[must_use]
    pub fn has_repeated_key(&self) -> bool {
        match self {
            Self::Array(items) => items.iter().any(Self::has_repeated_key),
            Self::Object(fields) => {
                fields
                    .iter()
                    .enumerate()
                    .any(|(i, (k, _))| fields[..i].iter().any(|(other, _)| other == k))
                    || fields.iter().any(|(_, v)| v.has_repeated_key())
            }
            _ => false,
        }
    }

    fn children_mut(&mut self) -> Option<Vec<&mut Self>> {
        match self {
            Self::Array(items) => Some(items.iter_mut().collect()),
            Self::Object(fields) => Some(fields.iter_mut().map(|(_, v)| v).collect()),
            _ => None,
        }
    }

    /// The paths (child positions from the root) of every node, in
    /// document order, the root first.
    fn paths(&self) -> Vec<Vec<usize>> {
        fn walk(node: &Json, path: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            out.push(path.clone());
            let children: Vec<&Json> = match node {
                Json::Array(items) => items.iter().collect(),
                Json::Object(fields) => fields.iter().map(|(_, v)| v).collect(),
                _ => return,
            };
            for (i, child) in children.into_iter().enumerate() {
                path.push(i);
                walk(child, path, out);
                path.pop();
            }
        }
        let mut out = Vec::new();
        walk(self, &mut Vec::new(), &mut out);
        out
    }

    fn at(&self, path: &[usize]) -> &Self {
        path.iter().fold(self, |node, &i| match node {
            Self::Array(items) => &items[i],
            Self::Object(fields) => &fields[i].1,
            _ => unreachable!("a path names children only"),
        })
    }

    fn at_mut(&mut self, path: &[usize]) -> &mut Self {
        let mut node = self;
        for &i in path {
            node = node
                .children_mut()
                .and_then(|c| c.into_iter().nth(i))
                .expect("a path names children only");
        }
        node
    }

    /// Every distinct string in the document, values and keys, in order.
    fn strings(&self) -> Vec<String> {
        fn walk(node: &Json, out: &mut Vec<String>) {
            let mut add = |s: &String| {
                if !out.contains(s) {
                    out.push(s.clone());
                }
            };
            match node {
                Json::String(s) => add(s),
                Json::Array(items) => items.iter().for_each(|i| walk(i, out)),
                Json::Object(fields) => {
                    for (k, v) in fields {
                        if !out.contains(k) {
                            out.push(k.clone());
                        }
                        walk(v, out);
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        walk(self, &mut out);
        out
    }
}

impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Null => serializer.serialize_unit(),
            Self::Bool(b) => serializer.serialize_bool(*b),
            Self::Number(Number::Unsigned(n)) => serializer.serialize_u64(*n),
            Self::Number(Number::Signed(n)) => serializer.serialize_i64(*n),
            Self::Number(Number::Float(x)) => serializer.serialize_f64(*x),
            Self::String(s) => serializer.serialize_str(s),
            Self::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Self::Object(fields) => {
                let mut map = serializer.serialize_map(Some(fields.len()))?;
                for (k, v) in fields {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Tree;
        impl<'de> Visitor<'de> for Tree {
            type Value = Json;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("JSON")
            }
            fn visit_unit<E: de::Error>(self) -> Result<Json, E> {
                Ok(Json::Null)
            }
            fn visit_bool<E: de::Error>(self, b: bool) -> Result<Json, E> {
                Ok(Json::Bool(b))
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Json, E> {
                Ok(Json::Number(Number::Unsigned(n)))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Json, E> {
                Ok(match u64::try_from(n) {
                    Ok(n) => Json::Number(Number::Unsigned(n)),
                    Err(_) => Json::Number(Number::Signed(n)),
                })
            }
            fn visit_f64<E: de::Error>(self, x: f64) -> Result<Json, E> {
                Ok(Json::Number(Number::Float(x)))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Json, E> {
                Ok(Json::String(s.to_owned()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Json::Array(items))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
                let mut fields = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    fields.push(entry);
                }
                Ok(Json::Object(fields))
            }
        }
        deserializer.deserialize_any(Tree)
    }
}

/// A value put in place of a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub enum Replacement {
    /// -1.
    MinusOne,
    /// 0.
    Zero,
    /// 1.
    One,
    /// A number `n` more than the number there (or `n` itself).
    Plus(u8),
    /// A number `n` less than the number there (or `-n`).
    Minus(u8),
    /// 65 536: past every u16.
    Huge,
    /// 2^32: past every u32.
    TwoPow32,
    /// 2^53: the last integer a double holds exactly.
    TwoPow53,
    /// `u64::MAX`.
    U64Max,
    /// `i64::MIN`.
    I64Min,
    /// 0.5.
    Half,
    /// -2.5.
    NegativeFloat,
    /// 1e308.
    Big,
    /// The number there written as a float (4 as 4.0).
    AsFloat,
    /// The number there written as a string (4 as "4").
    AsString,
    /// "".
    EmptyString,
    /// A string no document holds.
    Text,
    /// true.
    True,
    /// false.
    False,
    /// null.
    Null,
    /// [].
    EmptyArray,
    /// {}.
    EmptyObject,
    /// The node wrapped in an array of one.
    Wrapped,
}

/// How a node is made too large.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub enum Oversize {
    /// A string of [`OVERSIZED`] characters.
    LongString,
    /// An array of [`OVERSIZED`] copies of the node's first entry (or of
    /// 1), fewer of a large entry: at most [`OVERSIZED_BYTES`] of text.
    LongArray,
    /// The node nested [`DEEP`] arrays deep.
    Deep,
}

/// One change to a document. Each picks its node by an index taken modulo
/// the nodes it applies to; one that finds no such node changes nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub enum Mutation {
    /// A node (a leaf or not) replaced.
    Replace {
        /// Which node.
        at: u16,
        /// By what.
        with: Replacement,
    },
    /// A field of an object or an entry of an array removed.
    Remove {
        /// Which node (never the root).
        at: u16,
    },
    /// A field no document has, added to an object.
    AddUnknown {
        /// Which object.
        at: u16,
    },
    /// A second copy of an object's field, at its end.
    RepeatKey {
        /// Which object.
        at: u16,
        /// Which field of it.
        field: u8,
    },
    /// An entry of an array written twice in a row.
    DuplicateEntry {
        /// Which entry.
        at: u16,
    },
    /// A string replaced by another string of the document (a value or a
    /// key), so real names and IDs land in the wrong place.
    SwapTag {
        /// Which string.
        at: u16,
        /// Which other string.
        from: u16,
    },
    /// A key of an object replaced by another string of the document.
    RenameKey {
        /// Which field (of every object's fields).
        at: u16,
        /// Which string.
        from: u16,
    },
    /// An object replaced by the array of its values.
    ObjectToArray {
        /// Which object.
        at: u16,
    },
    /// A node made too large.
    Oversize {
        /// Which node.
        at: u16,
        /// How.
        how: Oversize,
    },
}

fn number_of(node: &Json) -> Option<i128> {
    match node {
        Json::Number(Number::Unsigned(n)) => Some(i128::from(*n)),
        Json::Number(Number::Signed(n)) => Some(i128::from(*n)),
        _ => None,
    }
}

fn integer(n: i128) -> Json {
    if let Ok(u) = u64::try_from(n) {
        Json::Number(Number::Unsigned(u))
    } else if let Ok(i) = i64::try_from(n) {
        Json::Number(Number::Signed(i))
    } else {
        Json::Number(Number::Float(n as f64))
    }
}

fn replacement(node: &Json, with: Replacement) -> Json {
    let here = number_of(node);
    match with {
        Replacement::MinusOne => integer(-1),
        Replacement::Zero => integer(0),
        Replacement::One => integer(1),
        Replacement::Plus(n) => integer(here.unwrap_or(0) + i128::from(n)),
        Replacement::Minus(n) => integer(here.unwrap_or(0) - i128::from(n)),
        Replacement::Huge => integer(65_536),
        Replacement::TwoPow32 => integer(1 << 32),
        Replacement::TwoPow53 => integer(1 << 53),
        Replacement::U64Max => integer(u64::MAX.into()),
        Replacement::I64Min => integer(i64::MIN.into()),
        Replacement::Half => Json::Number(Number::Float(0.5)),
        Replacement::NegativeFloat => Json::Number(Number::Float(-2.5)),
        Replacement::Big => Json::Number(Number::Float(1e308)),
        Replacement::AsFloat => match node {
            Json::Number(Number::Unsigned(n)) => Json::Number(Number::Float(*n as f64)),
            Json::Number(Number::Signed(n)) => Json::Number(Number::Float(*n as f64)),
            other => other.clone(),
        },
        Replacement::AsString => match node {
            Json::Number(Number::Unsigned(n)) => Json::String(n.to_string()),
            Json::Number(Number::Signed(n)) => Json::String(n.to_string()),
            Json::Number(Number::Float(x)) => Json::String(x.to_string()),
            Json::Bool(b) => Json::String(b.to_string()),
            other => other.clone(),
        },
        Replacement::EmptyString => Json::String(String::new()),
        Replacement::Text => Json::String("no such thing".to_owned()),
        Replacement::True => Json::Bool(true),
        Replacement::False => Json::Bool(false),
        Replacement::Null => Json::Null,
        Replacement::EmptyArray => Json::Array(Vec::new()),
        Replacement::EmptyObject => Json::Object(Vec::new()),
        Replacement::Wrapped => Json::Array(vec![node.clone()]),
    }
}

fn pick<T: Clone>(items: &[T], at: u16) -> Option<T> {
    if items.is_empty() {
        None
    } else {
        Some(items[usize::from(at) % items.len()].clone())
    }
}

/// Applies `mutation` to `doc`.
///
/// # Panics
///
/// Never: the paths it follows are the document's own.
///
/// # Examples
///
/// ```
/// use osr_testkit::mutate::{Json, Mutation};
///
/// let mut doc = Json::parse(r#"{"a": 1, "b": {"c": 2}}"#).unwrap();
/// osr_testkit::mutate::apply(&mut doc, Mutation::ObjectToArray { at: 1 });
/// assert_eq!(doc.to_string(), r#"{"a":1,"b":[2]}"#);
/// ```
pub fn apply(doc: &mut Json, mutation: Mutation) {
    let paths = doc.paths();
    let where_ = |keep: &dyn Fn(&[usize], &Json) -> bool| -> Vec<Vec<usize>> {
        paths
            .iter()
            .filter(|p| keep(p, doc.at(p)))
            .cloned()
            .collect()
    };
    let parent_is_array =
        |p: &[usize]| !p.is_empty() && matches!(doc.at(&p[..p.len() - 1]), Json::Array(_));
    let parent_is_object =
        |p: &[usize]| !p.is_empty() && matches!(doc.at(&p[..p.len() - 1]), Json::Object(_));
    match mutation {
        Mutation::Replace { at, with } => {
            if let Some(p) = pick(&paths, at) {
                let node = doc.at_mut(&p);
                *node = replacement(node, with);
            }
        }
        Mutation::Remove { at } => {
            if let Some(p) = pick(&where_(&|p, _| !p.is_empty()), at) {
                let (last, parent) = p.split_last().expect("not the root");
                match doc.at_mut(parent) {
                    Json::Array(items) => {
                        items.remove(*last);
                    }
                    Json::Object(fields) => {
                        fields.remove(*last);
                    }
                    _ => {}
                }
            }
        }
        Mutation::AddUnknown { at } => {
            if let Some(p) = pick(&where_(&|_, n| matches!(n, Json::Object(_))), at) {
                if let Json::Object(fields) = doc.at_mut(&p) {
                    fields.push(("no_such_field".to_owned(), integer(1)));
                }
            }
        }
        Mutation::RepeatKey { at, field } => {
            let objects = where_(&|_, n| matches!(n, Json::Object(f) if !f.is_empty()));
            if let Some(p) = pick(&objects, at) {
                if let Json::Object(fields) = doc.at_mut(&p) {
                    let copy = fields[usize::from(field) % fields.len()].clone();
                    fields.push(copy);
                }
            }
        }
        Mutation::DuplicateEntry { at } => {
            if let Some(p) = pick(&where_(&|p, _| parent_is_array(p)), at) {
                let (last, parent) = p.split_last().expect("not the root");
                if let Json::Array(items) = doc.at_mut(parent) {
                    let copy = items[*last].clone();
                    items.insert(*last, copy);
                }
            }
        }
        Mutation::SwapTag { at, from } => {
            let strings = doc.strings();
            let targets = where_(&|_, n| matches!(n, Json::String(_)));
            if let (Some(p), Some(s)) = (pick(&targets, at), pick(&strings, from)) {
                *doc.at_mut(&p) = Json::String(s);
            }
        }
        Mutation::RenameKey { at, from } => {
            let strings = doc.strings();
            if let (Some(p), Some(s)) = (
                pick(&where_(&|p, _| parent_is_object(p)), at),
                pick(&strings, from),
            ) {
                let (last, parent) = p.split_last().expect("not the root");
                if let Json::Object(fields) = doc.at_mut(parent) {
                    fields[*last].0 = s;
                }
            }
        }
        Mutation::ObjectToArray { at } => {
            if let Some(p) = pick(&where_(&|_, n| matches!(n, Json::Object(_))), at) {
                let node = doc.at_mut(&p);
                if let Json::Object(fields) = node {
                    *node = Json::Array(fields.drain(..).map(|(_, v)| v).collect());
                }
            }
        }
        Mutation::Oversize { at, how } => {
            if let Some(p) = pick(&paths, at) {
                let node = doc.at_mut(&p);
                *node = match how {
                    Oversize::LongString => Json::String("x".repeat(OVERSIZED)),
                    Oversize::LongArray => {
                        let entry = match node {
                            Json::Array(items) if !items.is_empty() => items[0].clone(),
                            _ => integer(1),
                        };
                        // Copies of a large entry (a whole document
                        // wrapped in an array) up to OVERSIZED_BYTES of
                        // text: past every list's limit and every
                        // document's size, without spending the run on
                        // building and parsing a document of 70 MB.
                        let len = entry.to_string().len().max(1);
                        let copies = (OVERSIZED_BYTES / len).clamp(2, OVERSIZED);
                        Json::Array(vec![entry; copies])
                    }
                    Oversize::Deep => {
                        (0..DEEP).fold(node.clone(), |inner, _| Json::Array(vec![inner]))
                    }
                };
            }
        }
    }
}

/// Draws one to four mutations from `u` and applies them to `doc` in
/// order, stopping after the first [`Mutation::Oversize`] (a document that
/// large is not worth walking again); gives the mutations applied.
pub fn mutate(doc: &mut Json, u: &mut Unstructured<'_>) -> Vec<Mutation> {
    let count = u.int_in_range(1..=4u8).unwrap_or(1);
    let mut applied = Vec::new();
    for _ in 0..count {
        let Ok(mutation) = Mutation::arbitrary(u) else {
            break;
        };
        apply(doc, mutation);
        applied.push(mutation);
        if matches!(mutation, Mutation::Oversize { .. }) {
            break;
        }
    }
    applied
}

fn is_default(key: &str, value: &Value, defaults: &[(&str, Value)]) -> bool {
    if defaults.iter().any(|(k, v)| *k == key && v == value) {
        return true;
    }
    match value {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::Number(n) => n.as_f64() == Some(0.0),
        // Money at 0 is written "0".
        Value::String(s) => s.is_empty() || s == "0",
        // Arrays and objects of defaults (no ability loss, a pack holding
        // nothing) are defaults.
        Value::Array(items) => items.iter().all(|v| is_default(key, v, defaults)),
        Value::Object(fields) => fields.iter().all(|(k, v)| is_default(k, v, defaults)),
    }
}

fn same_number(a: &serde_json::Number, b: &serde_json::Number) -> bool {
    match (a.as_i64(), b.as_i64(), a.as_u64(), b.as_u64()) {
        (Some(x), Some(y), _, _) => x == y,
        (_, _, Some(x), Some(y)) => x == y,
        // A quantity read from a decimal (a bulk of 0.0) and written as
        // the integer of the same value says the same.
        _ => a.as_f64() == b.as_f64(),
    }
}

/// Whether `a` and `b` are decimal numerals of one value (`"075"` and
/// `"75"`, `"1.50"` and `"1.5"`, `".5"` and `"0.5"`): amounts of money are
/// read from any such spelling and written in the shortest.
fn same_decimal(a: &str, b: &str) -> bool {
    fn canonical(text: &str) -> Option<(&str, &str)> {
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let numeral = |part: &str| part.bytes().all(|c| c.is_ascii_digit());
        if whole.len() + fraction.len() == 0 || !numeral(whole) || !numeral(fraction) {
            return None;
        }
        Some((
            whole.trim_start_matches('0'),
            fraction.trim_end_matches('0'),
        ))
    }
    a == b || matches!((canonical(a), canonical(b)), (Some(x), Some(y)) if x == y)
}

/// Whether `written` (what a reader wrote back for an accepted document)
/// says what `input` (the document it read) says: `Ok`, or where they
/// differ. These forms count as the same, and no others:
///
/// - a field missing on one side and at its default on the other (`null`,
///   `false`, 0, `""`, `[]`, `{}`): optional fields are omitted when they
///   hold their default, and read as their default when absent;
/// - a number and a string that writes that number (money and exact
///   amounts are written as strings and read from either), and two
///   decimal strings of one value (`"075"` and `"75"`: money is read from
///   any spelling of its amount and written in the shortest);
/// - a decimal and an integer of the same value (a bulk read from `0.0`
///   is written `0`);
/// - a field `x` left out and written at the value of its sibling `max_x`
///   (a current value left out reads as its maximum);
/// - a field read as `null` and written as it would be were it left out
///   (a field that may be left out reads `null` as not given).
///
/// # Errors
///
/// The path of the first difference, with both sides.
///
/// # Examples
///
/// ```
/// use osr_testkit::mutate::same_content;
/// use serde_json::json;
///
/// assert!(same_content(&json!({"gp": 10, "notes": ""}), &json!({"gp": "10"})).is_ok());
/// assert!(same_content(&json!({"gp": "075"}), &json!({"gp": "75"})).is_ok());
/// assert!(same_content(&json!({"gp": "1.50"}), &json!({"gp": "1.5"})).is_ok());
/// assert!(same_content(&json!({"gp": "750"}), &json!({"gp": "75"})).is_err());
/// assert!(same_content(&json!({"name": "Ash"}), &json!({"name": "ash"})).is_err());
/// assert!(same_content(&json!({"hp": 3}), &json!({"hp": 4})).is_err());
/// assert!(same_content(&json!({"carried": 0.0}), &json!({"carried": 0})).is_ok());
/// assert!(same_content(&json!({"carried": 0.5}), &json!({"carried": 0})).is_err());
/// let full = json!({"verve": 14, "max_verve": 14});
/// assert!(same_content(&json!({"max_verve": 14}), &full).is_ok());
/// assert!(same_content(&json!({"max_verve": 14}), &json!({"verve": 9, "max_verve": 14})).is_err());
/// assert!(same_content(&json!({"injuries": null}), &json!({"injuries": 0})).is_ok());
/// assert!(same_content(&json!({"verve": null, "max_verve": 14}), &full).is_ok());
/// assert!(same_content(&json!({"injuries": null}), &json!({"injuries": 2})).is_err());
/// ```
pub fn same_content(input: &Value, written: &Value) -> Result<(), String> {
    same_content_with(input, written, &[])
}

/// [`same_content`], where a field named in `defaults` also counts as at
/// its default when it holds the value given with it: defaults that are
/// not empty (an object of rules options, say).
///
/// # Errors
///
/// The path of the first difference, with both sides.
///
/// # Examples
///
/// ```
/// use osr_testkit::mutate::same_content_with;
/// use serde_json::json;
///
/// let defaults = [("rules", json!({"naturals": "compare"}))];
/// let written = json!({"hp": 3, "rules": {"naturals": "compare"}});
/// assert!(same_content_with(&json!({"hp": 3}), &written, &defaults).is_ok());
/// ```
pub fn same_content_with(
    input: &Value,
    written: &Value,
    defaults: &[(&str, Value)],
) -> Result<(), String> {
    let is_default = |key: &str, value: &Value| is_default(key, value, defaults);
    walk(input, written, &mut String::new(), &is_default)
}

fn walk(
    a: &Value,
    b: &Value,
    path: &mut String,
    is_default: &dyn Fn(&str, &Value) -> bool,
) -> Result<(), String> {
    {
        let differ = |path: &String| Err(format!("at {path}: read {a} but wrote {b}"));
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                for (key, value) in x {
                    // A null reads as the field left out: checked with the
                    // fields written below.
                    if value.is_null() {
                        continue;
                    }
                    let len = path.len();
                    path.push('/');
                    path.push_str(key);
                    match y.get(key) {
                        Some(other) => walk(value, other, path, is_default)?,
                        None if is_default(key, value) => {}
                        None => return Err(format!("at {path}: read {value} but wrote nothing")),
                    }
                    path.truncate(len);
                }
                for (key, value) in y {
                    let read = match x.get(key) {
                        None => "nothing",
                        Some(Value::Null) => "null",
                        Some(_) => continue,
                    };
                    // A field left out reads as its default, and a current
                    // value left out as its maximum (a Gods & Monsters
                    // character's verve).
                    let at_maximum = y.get(&format!("max_{key}")) == Some(value);
                    if !is_default(key, value) && !at_maximum {
                        return Err(format!("at {path}/{key}: read {read} but wrote {value}"));
                    }
                }
                Ok(())
            }
            (Value::Array(x), Value::Array(y)) => {
                if x.len() != y.len() {
                    return differ(path);
                }
                for (i, (p, q)) in x.iter().zip(y).enumerate() {
                    let len = path.len();
                    path.push_str(&format!("/{i}"));
                    walk(p, q, path, is_default)?;
                    path.truncate(len);
                }
                Ok(())
            }
            (Value::Number(x), Value::Number(y)) if same_number(x, y) => Ok(()),
            (Value::Number(n), Value::String(s)) | (Value::String(s), Value::Number(n))
                if same_decimal(s, &n.to_string()) =>
            {
                Ok(())
            }
            (Value::String(x), Value::String(y)) if same_decimal(x, y) => Ok(()),
            _ if a == b => Ok(()),
            _ => differ(path),
        }
    }
}

/// Reads the mutated document `input` as a `T` and, when it is accepted,
/// checks what every document type owes: no key was read twice, the value
/// writes back and reads to the same value, and what it writes says what
/// `input` says ([`same_content`]). Gives the accepted value, or `None`
/// when the document is refused.
///
/// # Panics
///
/// When an accepted document breaks one of these.
///
/// # Examples
///
/// ```
/// use osr_testkit::mutate::{Json, accepted};
///
/// let doc = Json::parse("[1, 2]").unwrap();
/// assert_eq!(accepted::<Vec<u8>>(&doc), Some(vec![1, 2]));
/// assert_eq!(accepted::<Vec<bool>>(&doc), None);
/// ```
pub fn accepted<T>(input: &Json) -> Option<T>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug,
{
    accepted_with(input, &[])
}

/// [`accepted`], with the fields at a default that is not empty
/// ([`same_content_with`]).
///
/// # Panics
///
/// When an accepted document breaks one of the checks of [`accepted`].
pub fn accepted_with<T>(input: &Json, defaults: &[(&str, Value)]) -> Option<T>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + fmt::Debug,
{
    let text = input.to_string();
    let value: T = serde_json::from_str(&text).ok()?;
    let shown = || {
        let mut s = text.clone();
        if s.len() > 2_000 {
            let mut end = 2_000;
            while !s.is_char_boundary(end) {
                end -= 1;
            }
            s.truncate(end);
            s.push_str("...");
        }
        s
    };
    assert!(
        !input.has_repeated_key(),
        "a document with a repeated key was accepted: {}",
        shown()
    );
    let written = serde_json::to_value(&value).expect("an accepted document writes back");
    let again: T = serde_json::from_value(written.clone())
        .unwrap_or_else(|e| panic!("what {} wrote does not read back: {e}", shown()));
    assert_eq!(again, value, "{} reads back to another value", shown());
    if let Err(difference) = same_content_with(&input.to_value(), &written, defaults) {
        panic!("{} was accepted but {difference}", shown());
    }
    Some(value)
}
