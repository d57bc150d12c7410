//! Operations: one JSON-in, JSON-out function each, listed for [`call`], the
//! JavaScript exports and the TypeScript declarations.

use schemars::{Schema, SchemaGenerator};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::ApiError;
use crate::error::Kind;

/// The largest request read, in bytes of JSON: a sheet or a fight log is a
/// few kilobytes, and a request above this is refused before it is parsed.
pub const MAX_REQUEST_BYTES: usize = 1 << 20;

/// One function of the JavaScript API.
#[derive(Debug, Clone, Copy)]
pub struct Operation {
    /// The JavaScript name (`"rollNotation"`), also the name [`call`] takes.
    pub name: &'static str,
    /// What it does, as the JavaScript function's documentation.
    pub doc: &'static str,
    /// The name of its request type in the TypeScript declarations.
    pub request: &'static str,
    /// The name of its response type in the TypeScript declarations.
    pub response: &'static str,
    pub(crate) call: fn(&str) -> Result<String, ApiError>,
    pub(crate) request_schema: fn(&mut SchemaGenerator) -> Schema,
    pub(crate) response_schema: fn(&mut SchemaGenerator) -> Schema,
}

impl Operation {
    /// The JSON Schema of its request as `generator` writes it (the
    /// generator's settings say whether as serde reads or writes it), with
    /// the types it refers to added to the generator's definitions.
    ///
    /// # Examples
    ///
    /// ```
    /// use schemars::generate::SchemaSettings;
    ///
    /// let mut reads = SchemaSettings::draft2020_12().for_deserialize().into_generator();
    /// let roll = osr_wasm::operations().find(|op| op.name == "rollNotation").unwrap();
    /// let schema = roll.request_schema(&mut reads);
    /// assert!(schema.to_value().to_string().contains("RollRequest"));
    /// ```
    pub fn request_schema(&self, generator: &mut SchemaGenerator) -> Schema {
        (self.request_schema)(generator)
    }

    /// The JSON Schema of its response as `generator` writes it, with the
    /// types it refers to added to the generator's definitions.
    ///
    /// # Examples
    ///
    /// ```
    /// use schemars::generate::SchemaSettings;
    ///
    /// let mut writes = SchemaSettings::draft2020_12().for_serialize().into_generator();
    /// let roll = osr_wasm::operations().find(|op| op.name == "rollNotation").unwrap();
    /// let schema = roll.response_schema(&mut writes);
    /// assert!(schema.to_value().to_string().contains("RollResponse"));
    /// ```
    pub fn response_schema(&self, generator: &mut SchemaGenerator) -> Schema {
        (self.response_schema)(generator)
    }
}

/// Every operation, in the order the API documents them.
///
/// # Examples
///
/// ```
/// assert!(osr_wasm::operations().any(|op| op.name == "rollNotation"));
/// ```
pub fn operations() -> impl Iterator<Item = &'static Operation> {
    [
        crate::dice::OPERATIONS,
        crate::check::OPERATIONS,
        crate::equipment::OPERATIONS,
        crate::encumbrance::OPERATIONS,
        crate::health::OPERATIONS,
        crate::advancement::OPERATIONS,
        crate::magic::OPERATIONS,
        crate::travel::OPERATIONS,
        crate::task::OPERATIONS,
        crate::combat::OPERATIONS,
        crate::combat::whole::OPERATIONS,
        crate::combat::initiative::OPERATIONS,
        crate::combat::house::OPERATIONS,
        crate::sheet::OPERATIONS,
        crate::play::OPERATIONS,
        crate::procedure::OPERATIONS,
        crate::steps::OPERATIONS,
        crate::hazard::OPERATIONS,
        crate::rest::OPERATIONS,
        crate::seal::OPERATIONS,
    ]
    .into_iter()
    .flatten()
}

/// Calls the operation `name` with a JSON request, as the JavaScript
/// function of that name does, and returns its JSON response.
///
/// # Errors
///
/// `unknown_operation` for a name no operation has, `request_too_large`
/// above [`MAX_REQUEST_BYTES`], `invalid_request` for JSON that does not
/// read as the operation's request, and otherwise the error of the osr
/// crate that refused it.
///
/// # Examples
///
/// ```
/// let odds = osr_wasm::call("notationOdds", r#"{"notation": "1d4"}"#)?;
/// assert!(odds.contains(r#""exact":"1/4""#));
/// assert_eq!(osr_wasm::call("noSuchThing", "{}").unwrap_err().kind, "unknown_operation");
/// # Ok::<(), osr_wasm::ApiError>(())
/// ```
pub fn call(name: &str, request: &str) -> Result<String, ApiError> {
    let operation = operations().find(|op| op.name == name).ok_or_else(|| {
        ApiError::new(
            Kind::UnknownOperation,
            format_args!("no operation is named {:?}", Quoted(name)),
        )
    })?;
    (operation.call)(request)
}

/// At most 48 bytes of a name from outside, cut at a character boundary.
struct Quoted<'a>(&'a str);

impl core::fmt::Debug for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut end = self.0.len().min(48);
        while !self.0.is_char_boundary(end) {
            end -= 1;
        }
        core::fmt::Debug::fmt(&self.0[..end], f)
    }
}

/// Reads the request, runs `f`, writes the response.
pub(crate) fn call_json<Req, Resp>(
    request: &str,
    f: fn(Req) -> Result<Resp, ApiError>,
) -> Result<String, ApiError>
where
    Req: DeserializeOwned,
    Resp: Serialize,
{
    write_json(&f(read_json(request)?)?)
}

/// Reads a request strictly: every value only in the shape osr writes it,
/// at most [`MAX_REQUEST_BYTES`] of it.
pub(crate) fn read_json<Req: DeserializeOwned>(request: &str) -> Result<Req, ApiError> {
    ApiError::at_most(
        Kind::RequestTooLarge,
        request.len(),
        MAX_REQUEST_BYTES,
        |n| format!("the request is {n} bytes of JSON"),
    )?;
    let mut json = serde_json::Deserializer::from_str(request);
    let request = osr::core::strict::deserialize(&mut json).map_err(|e| refused(&e, request))?;
    json.end().map_err(|e| ApiError::syntax(&e))?;
    Ok(request)
}

/// Writes a response as JSON text.
pub(crate) fn write_json<Resp: Serialize>(response: &Resp) -> Result<String, ApiError> {
    serde_json::to_string(response).map_err(|e| ApiError::new(Kind::Internal, e))
}

/// A request that does not read as the operation's input. JSON that does
/// not parse keeps `serde_json`'s line and column; any other refusal
/// carries the JSON Pointer of the value refused, found from where the
/// reader stopped (`ApiError::located`), in place of the line and column
/// of a text the caller did not write. The dice-only module (built with
/// `OSR_LINE_COLUMN`) keeps the line and column: finding the place would
/// cost it 7 kB (121,550 against 128,456 bytes, gzip -9, the module
/// alone), past its budget.
fn refused(err: &serde_json::Error, request: &str) -> ApiError {
    #[cfg(not(osr_line_column))]
    if !(err.is_syntax() || err.is_eof()) {
        return ApiError::located(err, request, "");
    }
    let _ = request;
    ApiError::syntax(err)
}

/// Whether two names are the same, at compile time.
// Used only by the macro's `const _` assertions, which Rust 1.85 does not
// count as uses.
#[allow(dead_code)]
pub(crate) const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Declares a module's operations: the list [`call`] and the TypeScript
/// declarations read, and, on wasm32, one `#[wasm_bindgen]` export each.
///
/// ```ignore
/// declare_operations! {
///     /// Rolls dice notation.
///     "rollNotation" => roll(RollRequest: "RollRequest") -> RollResponse: "RollResponse";
/// }
/// ```
///
/// The type names are written twice, as the identifiers that find the
/// schemas and as the names the TypeScript declarations use; a
/// compile-time check keeps each pair equal.
macro_rules! declare_operations {
    ($(
        $(#[doc = $doc:tt])*
        $js:literal => $func:ident($request:ident: $request_ts:literal) -> $response:ident: $response_ts:literal;
    )*) => {
        $(
            const _: () = assert!(
                $crate::operation::same_name(stringify!($request), $request_ts)
                    && $crate::operation::same_name(stringify!($response), $response_ts),
                "an operation's TypeScript type names must be its Rust type names",
            );
        )*

        /// This module's operations.
        pub(crate) const OPERATIONS: &[$crate::Operation] = &[$(
            $crate::Operation {
                name: $js,
                doc: concat!($($doc, "\n",)*),
                request: $request_ts,
                response: $response_ts,
                call: |json| $crate::operation::call_json(json, $func),
                request_schema: |g| g.subschema_for::<$request>(),
                response_schema: |g| g.subschema_for::<$response>(),
            },
        )*];

        /// The JavaScript functions. Their declarations and documentation
        /// are written by `typescript::declarations` from [`OPERATIONS`]
        /// (wasm-bindgen would copy a doc comment that passed through a
        /// macro with its raw-string quotes).
        #[cfg(target_arch = "wasm32")]
        #[allow(unreachable_pub)]
        mod exports {
            #[allow(unused_imports)]
            use wasm_bindgen::prelude::*;

            $(
                // A module built for a few functions (`OSR_OPERATIONS`,
                // read by build.rs) exports those alone; one built without
                // a few (`OSR_LEAVE_OUT`), all but those.
                #[cfg(all(any(not(osr_operations), osr_operation = $js), not(osr_left_out = $js)))]
                #[wasm_bindgen(js_name = $js, skip_typescript)]
                pub fn $func(request: JsValue) -> Result<JsValue, JsValue> {
                    $crate::js::call(&request, super::$func)
                }
            )*
        }
    };
}

pub(crate) use declare_operations;
