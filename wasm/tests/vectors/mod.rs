//! The determinism vectors of the npm package: requests answered by the
//! native build, committed under `js/test/vectors/`, and answered again by
//! the package under Node.js (`js/test/vectors.test.js`), which must give
//! the same JSON, error for error. After changing an operation:
//!
//! ```sh
//! OSR_WRITE_VECTORS=1 cargo test -p osr-wasm vectors
//! ```

use serde_json::{Value, json};

mod advancement;
mod check;
mod combat;
mod dice;
mod encumbrance;
mod equipment;
mod health;
mod magic;
mod play;
mod seal;
mod sheet;
mod travel;

/// One request of a vector file.
#[derive(Debug)]
pub(crate) struct Case {
    operation: &'static str,
    request: Value,
}

/// A request to `operation`.
pub(crate) fn case(operation: &'static str, request: Value) -> Case {
    Case { operation, request }
}

/// The response to a request that must succeed: for a vector whose
/// request carries what an earlier response returned.
pub(crate) fn answered(operation: &str, request: &Value) -> Value {
    let response = osr_wasm::call(operation, &request.to_string())
        .unwrap_or_else(|e| panic!("{operation} {request}: {e:?}"));
    serde_json::from_str(&response).unwrap()
}

/// The vector file of one area: each request with the native answer.
fn answer(cases: Vec<Case>) -> String {
    let vectors: Vec<Value> = cases
        .into_iter()
        .map(|case| {
            let answer = osr_wasm::call(case.operation, &case.request.to_string());
            let mut vector = json!({"operation": case.operation, "request": case.request});
            match answer {
                Ok(response) => {
                    vector["response"] = serde_json::from_str(&response).unwrap();
                }
                Err(error) => vector["error"] = serde_json::to_value(error).unwrap(),
            }
            vector
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&vectors).unwrap();
    text.push('\n');
    text
}

fn check(area: &str, cases: Vec<Case>) {
    crate::committed_is_current(
        &format!("js/test/vectors/{area}.json"),
        &answer(cases),
        "OSR_WRITE_VECTORS",
        "vectors",
    );
}

#[test]
fn dice_vectors_are_current() {
    check("dice", dice::cases());
}

#[test]
fn check_vectors_are_current() {
    check("check", check::cases());
}

#[test]
fn equipment_vectors_are_current() {
    check("equipment", equipment::cases());
}

#[test]
fn encumbrance_vectors_are_current() {
    check("encumbrance", encumbrance::cases());
}

#[test]
fn health_vectors_are_current() {
    check("health", health::cases());
}

#[test]
fn advancement_vectors_are_current() {
    check("advancement", advancement::cases());
}

#[test]
fn magic_vectors_are_current() {
    check("magic", magic::cases());
}

#[test]
fn travel_vectors_are_current() {
    check("travel", travel::cases());
}

#[test]
fn combat_vectors_are_current() {
    check("combat", combat::cases());
}

#[test]
fn sheet_vectors_are_current() {
    check("sheet", sheet::cases());
}

#[test]
fn seal_vectors_are_current() {
    check("seal", seal::cases());
}

#[test]
fn play_vectors_are_current() {
    let mut cases = play::cases();
    cases.extend(play::procedures());
    cases.extend(play::hazards());
    cases.extend(play::rests());
    check("play", cases);
}
