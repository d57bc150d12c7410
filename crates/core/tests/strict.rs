//! Strict reading: a value read only in the shape osr writes it, and the
//! internally tagged enums of `TaggedDeserialize`.

use std::collections::BTreeMap;

use osr_core::strict::{self, TaggedDeserialize};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Point {
    x: i32,
    #[serde(default)]
    y: i32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Shape {
    Dot,
    Circle(u32),
    Square { side: u32 },
    Segment(Point, Point),
}

#[derive(Debug, Clone, PartialEq, Serialize, TaggedDeserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
enum Event {
    Started,
    Moved {
        to: Point,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
    Drawn(Drawing),
    #[serde(rename = "gone")]
    Vanished {
        shapes: Vec<Shape>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Drawing {
    shape: Shape,
    at: Point,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Document {
    points: Vec<Point>,
    named: BTreeMap<String, Point>,
    maybe: Option<Point>,
    shapes: Vec<Shape>,
    events: Vec<Event>,
}

fn strictly<T: serde::de::DeserializeOwned>(json: &str) -> Result<T, String> {
    let mut de = serde_json::Deserializer::from_str(json);
    let value = strict::deserialize(&mut de).map_err(|e| e.to_string())?;
    de.end().map_err(|e| e.to_string())?;
    Ok(value)
}

fn document() -> Document {
    Document {
        points: vec![Point { x: 1, y: 2 }],
        named: BTreeMap::from([("home".to_owned(), Point { x: 0, y: 0 })]),
        maybe: Some(Point { x: 5, y: -5 }),
        shapes: vec![
            Shape::Dot,
            Shape::Circle(3),
            Shape::Square { side: 2 },
            Shape::Segment(Point { x: 0, y: 0 }, Point { x: 1, y: 1 }),
        ],
        events: vec![
            Event::Started,
            Event::Moved {
                to: Point { x: 3, y: 4 },
                note: Some("north".to_owned()),
            },
            Event::Drawn(Drawing {
                shape: Shape::Square { side: 1 },
                at: Point { x: 0, y: 1 },
            }),
            Event::Vanished {
                shapes: vec![Shape::Dot, Shape::Square { side: 9 }],
            },
        ],
    }
}

#[test]
fn what_osr_writes_reads_back_strictly() {
    let doc = document();
    let json = serde_json::to_string(&doc).unwrap();
    assert_eq!(strictly::<Document>(&json).unwrap(), doc);
    // Through a `serde_json::Value` too, whose objects keep their keys in
    // alphabetical order: a tag after other fields is still found.
    let value = serde_json::to_value(&doc).unwrap();
    assert_eq!(strict::deserialize::<Document, _>(value).unwrap(), doc);
}

#[test]
fn serde_alone_reads_a_struct_from_an_array() {
    // What strict reading closes: serde's derive reads these.
    assert_eq!(
        serde_json::from_str::<Point>("[1, 2]").unwrap(),
        Point { x: 1, y: 2 }
    );
    assert_eq!(
        serde_json::from_str::<Shape>(r#"{"square": [2]}"#).unwrap(),
        Shape::Square { side: 2 }
    );
}

#[test]
fn a_struct_anywhere_is_refused_as_an_array() {
    let forged = [
        (r#"{"points": [[1, 2]]"#, "struct Point"),
        (r#"{"named": {"home": [0, 0]}"#, "struct Point"),
        (r#"{"maybe": [5, -5]"#, "struct Point"),
        (
            r#"{"shapes": [{"square": [2]}]"#,
            "struct variant Shape::Square",
        ),
        (
            r#"{"shapes": [{"segment": [[0, 0], {"x": 1}]}]"#,
            "struct Point",
        ),
        (
            r#"{"events": [{"event": "moved", "to": [3, 4]}]"#,
            "struct Point",
        ),
        (
            r#"{"events": [{"to": [3, 4], "event": "moved"}]"#,
            "struct Point",
        ),
        (
            r#"{"events": [{"event": "drawn", "shape": "dot", "at": [0, 1]}]"#,
            "struct Point",
        ),
        (
            r#"{"events": [{"at": [0, 1], "shape": "dot", "event": "drawn"}]"#,
            "struct Point",
        ),
        (
            r#"{"events": [{"shapes": [{"square": [1]}], "event": "gone"}]"#,
            "struct variant Shape::Square",
        ),
        (
            r#"{"events": [["moved", {"x": 1}]]"#,
            "an object whose first field",
        ),
        (r#"{"events": [[]]"#, "an object whose first field"),
    ];
    for (start, expected) in forged {
        // Completed with the document's other fields, empty.
        let json = complete(start);
        let err = strictly::<Document>(&json).unwrap_err();
        assert!(
            err.starts_with("invalid type: sequence, expected") && err.contains(expected),
            "{json}: {err}"
        );
    }
}

/// `start` (an object's first field, left open) with the document's other
/// fields, empty.
fn complete(start: &str) -> String {
    let mut json = start.to_owned();
    for (field, empty) in [
        ("points", "[]"),
        ("named", "{}"),
        ("maybe", "null"),
        ("shapes", "[]"),
        ("events", "[]"),
    ] {
        if !start.contains(&format!("\"{field}\"")) {
            json.push_str(&format!(", \"{field}\": {empty}"));
        }
    }
    json.push('}');
    json
}

#[test]
fn a_tag_is_a_name_never_a_number() {
    for json in [
        r#"{"event": 0}"#,
        r#"{"event": 1, "to": {"x": 1}}"#,
        r#"{"to": {"x": 1}, "event": 1}"#,
    ] {
        let err = strictly::<Event>(json).unwrap_err();
        assert!(
            err.contains("integer") || err.starts_with("expected value"),
            "{json}: {err}"
        );
    }
    // An externally tagged enum's name, and one inside a kept field.
    assert!(strictly::<Shape>("0").is_err());
    let err = strictly::<Event>(r#"{"shapes": [0], "event": "gone"}"#).unwrap_err();
    assert!(err.starts_with("invalid type: integer `0`"), "{err}");
}

#[test]
fn a_field_no_variant_has_is_refused_on_every_variant() {
    for (json, field) in [
        (r#"{"event": "started", "zzz": 1}"#, "zzz"),
        (r#"{"zzz": 1, "event": "started"}"#, "zzz"),
        (r#"{"event": "moved", "to": {"x": 1}, "by": 2}"#, "by"),
        (
            r#"{"event": "drawn", "shape": "dot", "at": {"x": 1}, "colour": "red"}"#,
            "colour",
        ),
        (r#"{"event": "started", "event": "started"}"#, "event"),
        (
            r#"{"event": "gone", "shapes": [], "event": "started"}"#,
            "event",
        ),
    ] {
        let err = strictly::<Event>(json).unwrap_err();
        assert!(
            err.starts_with(&format!("unknown field `{field}`")),
            "{json}: {err}"
        );
        // Without the strict wrapper too: the derive itself refuses.
        assert!(serde_json::from_str::<Event>(json).is_err(), "{json}");
    }
}

#[test]
fn a_tagged_enum_reads_its_fields_in_any_order() {
    let moved = Event::Moved {
        to: Point { x: 3, y: 0 },
        note: None,
    };
    for json in [
        r#"{"event": "moved", "to": {"x": 3}}"#,
        r#"{"to": {"x": 3}, "event": "moved"}"#,
        r#"{"note": null, "to": {"y": 0, "x": 3}, "event": "moved"}"#,
    ] {
        assert_eq!(strictly::<Event>(json).unwrap(), moved, "{json}");
    }
    let err = strictly::<Event>(r#"{"to": {"x": 3}}"#).unwrap_err();
    assert!(err.starts_with("missing field `event`"), "{err}");
    let err = strictly::<Event>(r#"{"event": "moved"}"#).unwrap_err();
    assert!(err.starts_with("missing field `to`"), "{err}");
    let err = strictly::<Event>(r#"{"event": "teleported"}"#).unwrap_err();
    assert!(err.starts_with("unknown variant `teleported`"), "{err}");
}

#[test]
fn kept_fields_read_every_json_form() {
    #[derive(Debug, PartialEq, Serialize, TaggedDeserialize)]
    #[serde(tag = "kind")]
    enum Values {
        All {
            n: i64,
            u: u8,
            f: f64,
            b: bool,
            s: String,
            o: Option<u8>,
            v: Vec<Option<i8>>,
            m: BTreeMap<String, u8>,
            e: Shape,
        },
    }
    let json = r#"{"n": -4, "u": 200, "f": 1.5, "b": true, "s": "é\"", "o": null,
        "v": [1, null, -1], "m": {"a": 1}, "e": {"circle": 2}, "kind": "All"}"#;
    let read = strictly::<Values>(json).unwrap();
    assert_eq!(
        read,
        Values::All {
            n: -4,
            u: 200,
            f: 1.5,
            b: true,
            s: "é\"".to_owned(),
            o: None,
            v: vec![Some(1), None, Some(-1)],
            m: BTreeMap::from([("a".to_owned(), 1)]),
            e: Shape::Circle(2),
        }
    );
    // Out of range, kept or not, is refused by the field's own type.
    let err = strictly::<Values>(&json.replace("200", "256")).unwrap_err();
    assert!(err.contains("invalid value: integer `256`"), "{err}");
    let err = strictly::<Values>(&json.replace(r#""circle": 2"#, r#""dot": 2"#)).unwrap_err();
    assert!(
        err.starts_with("invalid type: integer `2`, expected a unit variant"),
        "{err}"
    );
}

#[test]
fn a_variant_renamed_and_its_fields_renamed_read_as_serde_writes_them() {
    #[derive(Debug, PartialEq, Serialize, TaggedDeserialize)]
    #[serde(
        tag = "type",
        rename_all = "kebab-case",
        rename_all_fields = "camelCase"
    )]
    enum Step {
        WalkedOn {
            steps_taken: u32,
        },
        #[serde(rename = "halt")]
        Stopped,
    }
    for step in [Step::WalkedOn { steps_taken: 3 }, Step::Stopped] {
        let json = serde_json::to_string(&step).unwrap();
        assert_eq!(strictly::<Step>(&json).unwrap(), step, "{json}");
    }
    assert_eq!(
        serde_json::to_string(&Step::WalkedOn { steps_taken: 3 }).unwrap(),
        r#"{"type":"walked-on","stepsTaken":3}"#
    );
    let err = strictly::<Step>(r#"{"type": "walked-on", "steps_taken": 3}"#).unwrap_err();
    assert!(err.starts_with("unknown field `steps_taken`"), "{err}");
}
