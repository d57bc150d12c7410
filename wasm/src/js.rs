//! The bridge to JavaScript: plain objects in and out through JSON text,
//! errors thrown as `Error`s carrying the osr error's fields.

use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::JsValue;

use crate::ApiError;
use crate::error::Kind;

/// Runs an operation on a JavaScript value: written as JSON text, read by
/// serde, answered as JSON text read back by `JSON.parse`.
pub(crate) fn call<Req, Resp>(
    request: &JsValue,
    f: fn(Req) -> Result<Resp, ApiError>,
) -> Result<JsValue, JsValue>
where
    Req: DeserializeOwned,
    Resp: Serialize,
{
    let response = crate::operation::call_json(&text(request)?, f).map_err(|e| throw(&e))?;
    value(&response)
}

/// A JavaScript value as JSON text.
pub(crate) fn text(request: &JsValue) -> Result<String, JsValue> {
    js_sys::JSON::stringify(request)
        .ok()
        .and_then(|text| JsValue::from(text).as_string())
        .ok_or_else(|| {
            throw(&ApiError::new(
                Kind::InvalidRequest,
                "the request cannot be written as JSON (undefined, a BigInt or a cycle)",
            ))
        })
}

/// JSON text the module wrote, as a JavaScript value.
pub(crate) fn value(response: &str) -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(response).map_err(|_| throw(&ApiError::new(Kind::Internal, "bad response")))
}

/// An `Error` named `OsrError` with the error's `kind`, and `span` and
/// `path` when it has them.
pub(crate) fn throw(err: &ApiError) -> JsValue {
    let out = js_sys::Error::new(&err.message);
    out.set_name("OsrError");
    let object: &JsValue = out.as_ref();
    let _ = js_sys::Reflect::set(object, &"kind".into(), &err.kind.as_str().into());
    if let Some(span) = err.span {
        let value = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&value, &"start".into(), &span.start.into());
        let _ = js_sys::Reflect::set(&value, &"end".into(), &span.end.into());
        let _ = js_sys::Reflect::set(object, &"span".into(), &value);
    }
    if let Some(path) = &err.path {
        let _ = js_sys::Reflect::set(object, &"path".into(), &path.as_str().into());
    }
    out.into()
}
