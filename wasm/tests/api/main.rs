//! The operations answer as the osr crates do: each area's answers
//! compared with the library called directly, and its refusals' kinds.

use serde_json::Value;

mod advancement;
mod check;
mod combat;
mod encumbrance;
mod equipment;
mod health;
mod magic;
mod sheet;
mod travel;

/// The answer of `operation` to `request`: its JSON, or the error.
pub(crate) fn answer(operation: &str, request: &Value) -> Result<Value, osr_wasm::ApiError> {
    osr_wasm::call(operation, &request.to_string())
        .map(|response| serde_json::from_str(&response).expect("a response is JSON"))
}

/// The answer of `operation` to `request`, which must not be refused.
pub(crate) fn call(operation: &str, request: &Value) -> Value {
    answer(operation, request).unwrap_or_else(|err| panic!("{operation} refused: {err}"))
}

/// The kind of error `operation` refuses `request` with.
pub(crate) fn refusal(operation: &str, request: &Value) -> String {
    match answer(operation, request) {
        Ok(response) => panic!("{operation} answered {response}"),
        Err(err) => err.kind,
    }
}

/// The answer of `operation` to `request`, or the kind of its refusal.
pub(crate) fn kind_or_answer(operation: &str, request: &Value) -> Result<Value, String> {
    answer(operation, request).map_err(|err| err.kind)
}
