//! Valid documents of every type and every system, mutated (out-of-range,
//! wrong-type and oversized values, fields removed and added, repeated keys,
//! entries duplicated and removed, names moved to the wrong place, objects
//! turned into arrays): each is refused with an error, never a panic, or
//! is a document whose every rule holds, judged by the oracle of
//! `osr_testkit::documents`, which reads nothing the way the readers do
//! (a sheet's rules are checked on what it writes; a log is stepped again
//! through the public API; a creation record is rolled again).
//!
//! Each test draws `OSR_ATTACK_CASES` mutated copies of each document (by
//! default 3 to 24, fewer for the larger and more numerous documents,
//! which keeps the module to seconds in a debug build); set it higher for
//! a longer attack. The fuzz targets in fuzz/ run the same
//! mutations and oracle for as long as they are given.

#![cfg(feature = "serde")]

use arbitrary::Unstructured;
use osr_testkit::documents::{Document, Kind, attack, check, documents};
use osr_testkit::mutate::{Json, Mutation, Replacement, apply};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// The cases each document gets: `OSR_ATTACK_CASES`, or `default`.
fn cases(default: u32) -> u32 {
    std::env::var("OSR_ATTACK_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Attacks every valid document of `kind` with `cases` mutations each,
/// drawn by proptest as the bytes the mutation engine reads.
fn attack_all(kind: Kind, default_cases: u32) {
    let all = documents(kind);
    assert!(!all.is_empty());
    for document in all {
        // Every starting document is itself accepted (some request
        // vectors are there to be refused).
        let accepted = check(document, &document.json);
        assert!(
            accepted || kind == Kind::Request,
            "{} is refused",
            document.name
        );
        let mut runner = TestRunner::new(Config {
            cases: cases(default_cases),
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&prop::collection::vec(any::<u8>(), 1..96), |bytes| {
                attack(document, &mut Unstructured::new(&bytes));
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{:?} {}: {e}", document.system, document.name));
    }
}

#[test]
fn mutated_sheets_are_refused_or_keep_their_rules() {
    attack_all(Kind::Sheet, 24);
}

#[test]
fn mutated_creation_records_are_refused_or_roll_again_the_same() {
    attack_all(Kind::Creation, 16);
}

#[test]
fn mutated_fights_are_refused_or_step_again_the_same() {
    attack_all(Kind::Fight, 12);
}

#[test]
fn mutated_expeditions_are_refused_or_step_again_the_same() {
    attack_all(Kind::Expedition, 6);
}

#[test]
fn mutated_requests_are_answered_or_refused() {
    attack_all(Kind::Request, 3);
}

/// Every mutation of every kind, once, at every node of one small document
/// of each type: the engine reaches every node, and no reader panics.
#[test]
fn every_mutation_at_every_node() {
    let replacements = [
        Replacement::MinusOne,
        Replacement::Zero,
        Replacement::Plus(1),
        Replacement::Minus(1),
        Replacement::TwoPow32,
        Replacement::TwoPow53,
        Replacement::U64Max,
        Replacement::I64Min,
        Replacement::Big,
        Replacement::AsFloat,
        Replacement::AsString,
        Replacement::EmptyString,
        Replacement::Null,
        Replacement::EmptyArray,
        Replacement::EmptyObject,
        Replacement::Wrapped,
    ];
    let first = |kind| -> &Document { &documents(kind)[0] };
    for document in [first(Kind::Sheet), first(Kind::Creation)] {
        let nodes = count(&document.json);
        for at in 0..nodes {
            let at = u16::try_from(at).unwrap();
            let mut mutations: Vec<Mutation> = replacements
                .iter()
                .map(|&with| Mutation::Replace { at, with })
                .collect();
            mutations.extend([
                Mutation::Remove { at },
                Mutation::AddUnknown { at },
                Mutation::RepeatKey { at, field: 0 },
                Mutation::DuplicateEntry { at },
                Mutation::SwapTag { at, from: at },
                Mutation::RenameKey { at, from: at },
                Mutation::ObjectToArray { at },
            ]);
            for mutation in mutations {
                let mut json = document.json.clone();
                apply(&mut json, mutation);
                check(document, &json);
            }
        }
    }
}

fn count(json: &Json) -> usize {
    1 + match json {
        Json::Array(items) => items.iter().map(count).sum(),
        Json::Object(fields) => fields.iter().map(|(_, v)| count(v)).sum(),
        _ => 0,
    }
}

/// The oracle can fail: a sheet it is given with a rule broken (an ability
/// above 18), or a log whose events were changed, is caught when the reader
/// lets it through, which the readers never do; so the oracle is checked
/// against documents written here.
#[test]
fn the_oracle_catches_a_broken_rule() {
    use osr_testkit::documents::{System, sheet_invariants};
    let mut sheet: serde_json::Value = serde_json::from_str(
        &documents(Kind::Sheet)
            .iter()
            .find(|d| d.system == System::CairnHouse)
            .unwrap()
            .json
            .to_string(),
    )
    .unwrap();
    assert!(sheet_invariants(System::CairnHouse, &sheet).is_ok());
    sheet["health"]["hp"] = serde_json::json!(7);
    assert!(sheet_invariants(System::CairnHouse, &sheet).is_err());
    let written = serde_json::json!({"hp": 4});
    assert!(osr_testkit::mutate::same_content(&serde_json::json!({"hp": 5}), &written).is_err());
    assert!(
        osr_testkit::mutate::same_content(&serde_json::json!({"hp": 4, "x": 1}), &written).is_err()
    );
}
