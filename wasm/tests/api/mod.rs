//! The operations answer as the osr crates do: each area's answers
//! compared with the library called directly, and its refusals' kinds.

use serde_json::Value;

mod advancement;
mod check;
mod combat;
mod encumbrance;
mod equipment;
mod hazard;
mod health;
mod initiative;
#[path = "../../../crates/sheet/tests/support/json_pointers.rs"]
mod json_pointers;
mod keyed;
mod magic;
mod paths;
mod play;
mod rest;
mod seal;
mod sheet;
mod sheet_fight;
mod sheet_magic;
mod task;
mod travel;
mod trek;
mod wilderness;
// osr-testkit's own file, where the function is public.
#[allow(unreachable_pub)]
#[path = "../../../testkit/src/vectors.rs"]
pub(crate) mod vectors;

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

/// The limits every operation shares: the request's size and the faces
/// supplied.
#[test]
fn requests_and_faces_have_limits() {
    let big = "x".repeat(osr_wasm::MAX_REQUEST_BYTES);
    let request = serde_json::json!({"notation": big, "dice": {"seed": 1}});
    let err = answer("rollNotation", &request).unwrap_err();
    assert_eq!(err.kind, "request_too_large");
    assert_eq!(
        err.message,
        format!(
            "the request is {} bytes of JSON, above the limit of 1048576",
            request.to_string().len()
        )
    );
    let faces = vec![1; osr_wasm::MAX_FACES + 1];
    let err = answer(
        "rollNotation",
        &serde_json::json!({"notation": "1d6", "dice": {"faces": faces}}),
    )
    .unwrap_err();
    assert_eq!(err.kind, "too_many_faces");
    assert_eq!(
        err.message,
        "65537 faces were supplied, above the limit of 65536"
    );
}
