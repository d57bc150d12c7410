//! The error every operation returns: what the Rust crate said, as data.

use core::fmt;

use schemars::JsonSchema;
use serde::Serialize;

/// What went wrong, as the osr crate that refused the request reports it:
/// the same stable `kind` key, the same message and, for dice notation, the
/// same span. In JavaScript it arrives as a thrown `Error` carrying these
/// fields (`OsrError` in the TypeScript declarations).
///
/// A request that is not valid JSON for the operation is `invalid_request`,
/// with `path` pointing at the value that was refused and serde's message
/// saying why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ApiError {
    /// A stable `snake_case` key for what went wrong
    /// (`"keep_exceeds_pool"`, `"out_of_range"`, `"invalid_request"`).
    pub kind: String,
    /// The message, as the Rust error displays it.
    pub message: String,
    /// Where in the dice notation, for notation errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<ErrorSpan>,
    /// Where in the request, for a request refused as it is read: a JSON
    /// Pointer (RFC 6901) to the value refused, `"/abilities/str"` for a
    /// sheet's STR, `""` for the request as a whole. The message starts
    /// with it (`at /abilities/str: ...`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
}

/// Where in the notation: `start..end`, in UTF-16 code units, the indices
/// of a JavaScript string (`notation.slice(start, end)`). For a notation
/// of ASCII characters they are also byte offsets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorSpan {
    /// The index of the first code unit.
    pub start: u32,
    /// The index one past the last code unit.
    pub end: u32,
}

/// Declares the kinds of error osr-wasm refuses a request with itself, as
/// opposed to those of the osr crates it passes on.
macro_rules! kinds {
    ($($(#[doc = $doc:literal])* $kind:ident => $key:literal,)*) => {
        /// A kind of error of osr-wasm's own.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub(crate) enum Kind {
            $($(#[doc = $doc])* $kind,)*
        }

        impl Kind {
            /// Its `kind` key.
            pub(crate) const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$kind => $key,)*
                }
            }

            /// Every key of osr-wasm's own.
            const KEYS: &'static [&'static str] = &[$($key,)*];
        }
    };
}

kinds! {
    /// A request that does not read as the operation's input.
    InvalidRequest => "invalid_request",
    /// A value outside its range, checked here rather than by a crate.
    OutOfRange => "out_of_range",
    /// No operation of that name.
    UnknownOperation => "unknown_operation",
    /// A request above `MAX_REQUEST_BYTES`.
    RequestTooLarge => "request_too_large",
    /// More faces than `MAX_FACES`.
    TooManyFaces => "too_many_faces",
    /// More variables than `MAX_VARS`.
    TooManyVariables => "too_many_variables",
    /// More items than a request takes.
    TooManyItems => "too_many_items",
    /// More archetypes than a request takes.
    TooManyArchetypes => "too_many_archetypes",
    /// More combatant names than a request takes.
    TooManyNames => "too_many_names",
    /// A fight log longer than a request takes.
    LogTooLong => "log_too_long",
    /// An operation that rolls, given no dice.
    DiceRequired => "dice_required",
    /// Faces supplied and not used.
    UnusedFaces => "unused_faces",
    /// No table of that name.
    UnknownTable => "unknown_table",
    /// An operation the sheet's system does not take.
    UnsupportedOperation => "unsupported_operation",
    /// A document of a version this release does not read.
    UnsupportedVersion => "unsupported_version",
    /// A response that could not be written (a bug, never the caller's).
    Internal => "internal",
}

/// Every `kind` an operation's error may have: osr-wasm's own and those
/// of the osr crates, each once, in that order. The TypeScript
/// declarations write them as the union `ErrorKind`.
///
/// # Examples
///
/// ```
/// let kinds = osr_wasm::error_kinds();
/// assert!(kinds.contains(&"invalid_request") && kinds.contains(&"keep_exceeds_pool"));
/// ```
#[must_use]
pub fn error_kinds() -> Vec<&'static str> {
    let lists: [&[&'static str]; 14] = [
        Kind::KEYS,
        osr::core::Error::KINDS,
        osr::dice::ErrorKind::KEYS,
        osr::check::Error::KINDS,
        osr::equipment::Error::KINDS,
        osr::encumbrance::Error::KINDS,
        osr::health::Error::KINDS,
        osr::advancement::Error::KINDS,
        osr::magic::Error::KINDS,
        osr::travel::Error::KINDS,
        osr::combat::Error::KINDS,
        osr::sheet::Error::KINDS,
        osr::play::Error::KINDS,
        osr::seal::Error::KINDS,
    ];
    let mut kinds: Vec<&'static str> = Vec::new();
    for kind in lists.into_iter().flatten() {
        if !kinds.contains(kind) {
            kinds.push(kind);
        }
    }
    kinds
}

impl ApiError {
    /// An error of this crate's own: `kind` and `message`, no span.
    pub(crate) fn new(kind: Kind, message: impl fmt::Display) -> Self {
        Self {
            kind: kind.as_str().into(),
            message: message.to_string(),
            span: None,
            path: None,
        }
    }

    /// Refuses a count above its limit: `kind`, and the message
    /// "`{what}`, above the limit of `{limit}`", where `what` says what
    /// was counted (`|n| format!("{n} faces were supplied")`).
    pub(crate) fn at_most<D: fmt::Display>(
        kind: Kind,
        count: usize,
        limit: usize,
        what: impl FnOnce(usize) -> D,
    ) -> Result<(), Self> {
        if count > limit {
            return Err(Self::new(
                kind,
                format_args!("{}, above the limit of {limit}", what(count)),
            ));
        }
        Ok(())
    }

    /// The same error with its span, and the `at start..end: ` its message
    /// starts with, counted in UTF-16 code units of `text` instead of the
    /// bytes the osr crates count.
    pub(crate) fn in_utf16(mut self, text: &str) -> Self {
        let Some(span) = self.span else {
            return self;
        };
        let units = |byte: u32| -> u32 {
            let count: usize = text
                .char_indices()
                .take_while(|&(at, _)| at < byte as usize)
                .map(|(_, c)| c.len_utf16())
                .sum();
            u32::try_from(count).unwrap_or(u32::MAX)
        };
        let utf16 = ErrorSpan {
            start: units(span.start),
            end: units(span.end),
        };
        let bytes = format!("at {}..{}: ", span.start, span.end);
        if let Some(rest) = self.message.strip_prefix(&bytes) {
            self.message = format!("at {}..{}: {rest}", utf16.start, utf16.end);
        }
        self.span = Some(utf16);
        self
    }

    /// A request that is not JSON, or JSON with more after its value.
    pub(crate) fn syntax(err: &serde_json::Error) -> Self {
        Self::new(Kind::InvalidRequest, err)
    }

    /// `text`, the JSON of the part of a request at the JSON Pointer `at`,
    /// refused as it was read: the path is `at` followed by the pointer of
    /// the innermost value holding the last byte `serde_json` read, and the
    /// message leaves out its line and column. An error `serde_json` placed
    /// nowhere is the whole part's. serde reads an enum tagged inside its
    /// object from a buffer, and a refusal there is placed at the object's
    /// end: an unknown field or variant is the key or string of that name
    /// where the value found holds it once ([`named_place`]), and a
    /// refusal placed after a map's closing brace is its last entry when
    /// that is an object ([`last_entry`]). `text` is JSON the package
    /// wrote, so even a "syntax" error is about the value found where
    /// another was due ("expected value" for an array where a name is).
    pub(crate) fn located(err: &serde_json::Error, text: &str, at: &str) -> Self {
        let message = unplaced(err);
        let mut place = String::new();
        if err.line() != 0 {
            // The column counts the bytes of its line before the byte
            // after the last one read: the value refused ends there, or,
            // when serde_json refused it on its first byte (an array or
            // object where a number was due) without reading it, starts
            // there, after a `:`, a `,` or white space.
            let line_start = match err.line() {
                1 => 0,
                line => text
                    .match_indices('\n')
                    .nth(line - 2)
                    .map_or(text.len(), |(newline, _)| newline + 1),
            };
            let stopped = line_start + err.column();
            let bytes = text.as_bytes();
            let mut last = stopped.saturating_sub(1);
            let first = matches!(bytes.get(last), Some(b':' | b','))
                || bytes.get(last).is_some_and(u8::is_ascii_whitespace)
                // An array's first entry, an array or object refused
                // unread; an array read as a struct and refused at once
                // stops there too, and is taken for its first entry when
                // that is an array or object.
                || bytes.get(last) == Some(&b'[')
                    && matches!(bytes.get(skip_space(bytes, stopped)), Some(b'[' | b'{'));
            if first {
                last = skip_space(bytes, stopped);
            }
            place = pointer_to(text, last);
            // serde_json reads a map's closing brace before it places a
            // refusal of the map's last value: an object there (an enum
            // tagged inside it, read from serde's buffer) is taken for the
            // value refused, unless the map itself lacks a field. (A map
            // refused whole once read, a table's rows that leave a gap, is
            // placed where it ends too, so an object as its last field is
            // blamed in its place.)
            if !first && bytes.get(last) == Some(&b'}') && !message.starts_with("missing field") {
                if let Some(entry) = last_entry(text, last, &place) {
                    place = entry;
                }
            }
        }
        // An object serde buffered (an enum tagged inside it) is refused
        // where it ends: what the message names, or the value it quotes,
        // is found inside it.
        if let Some(named) =
            named_place(text, &message, &place).or_else(|| valued_place(text, &message, &place))
        {
            place = named;
        }
        Self::at(format!("{at}{place}"), &message)
    }

    /// `invalid_request` at the JSON Pointer `path`, its message led by it.
    /// A value the osr crates refused as out of range while it was read is
    /// `out_of_range`, as the same value refused after reading is.
    pub(crate) fn at(path: String, message: &str) -> Self {
        let kind = if out_of_range(message) {
            Kind::OutOfRange
        } else {
            Kind::InvalidRequest
        };
        placed(&path, Self::new(kind, message))
    }

    /// An osr crate's error, through its serde form (`kind`, `message`,
    /// and `span` where it has one).
    fn from_osr<E: Serialize + fmt::Display>(err: &E) -> Self {
        let mut out = Self {
            kind: String::new(),
            message: err.to_string(),
            span: None,
            path: None,
        };
        if let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(err) {
            if let Some(kind) = fields.get("kind").and_then(|k| k.as_str()) {
                kind.clone_into(&mut out.kind);
            }
            if let Some(span) = fields.get("span") {
                out.span = serde_json::from_value::<SpanIn>(span.clone())
                    .ok()
                    .map(|s| ErrorSpan {
                        start: s.start,
                        end: s.end,
                    });
            }
        }
        out
    }
}

/// The error's message without the " at line 1 column 66" `serde_json`
/// ends it with.
fn unplaced(err: &serde_json::Error) -> String {
    let mut message = err.to_string();
    if err.line() != 0 {
        let place = format!(" at line {} column {}", err.line(), err.column());
        if let Some(rest) = message.strip_suffix(&place) {
            message.truncate(rest.len());
        }
    }
    message
}

/// Adds one step to the JSON Pointer `path`: `/` and the name or index,
/// with `~` and `/` escaped (RFC 6901).
fn push_segment(path: &mut String, name: &str) {
    path.push('/');
    path.push_str(&name.replace('~', "~0").replace('/', "~1"));
}

/// Whether `message` is osr-core's `OutOfRange` text, `"{what} must be in
/// {min}..={max}, got {value}"`, which a type's reader passes on as serde's
/// custom error (serde keeps the text of a custom error, not its kind).
fn out_of_range(message: &str) -> bool {
    let Some((_, rest)) = message.rsplit_once(" must be in ") else {
        return false;
    };
    let Some((range, value)) = rest.split_once(", got ") else {
        return false;
    };
    let Some((min, max)) = range.split_once("..=") else {
        return false;
    };
    [min, max, value].iter().all(|n| n.parse::<i128>().is_ok())
}

/// The pointer of the last entry of the object at `place` whose closing
/// brace is at byte `close` of `text`, when that entry is an object
/// (`None` otherwise, or for an empty object).
fn last_entry(text: &str, close: usize, place: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut end = close;
    while end > 0 && bytes[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    if end == 0 || bytes[end - 1] != b'}' {
        return None;
    }
    let inner = pointer_to(text, end - 1);
    let rest = inner.strip_prefix(place)?.strip_prefix('/')?;
    let segment = rest.split('/').next()?;
    Some(format!("{place}/{segment}"))
}

/// The JSON Pointer, in `text`, of what a refusal names: the key an
/// unknown field is, or the string an unknown variant is, when the value
/// at the pointer `within` holds it once (`None` otherwise, or for
/// another refusal).
fn named_place(text: &str, message: &str, within: &str) -> Option<String> {
    let (key, rest) = if let Some(rest) = message.strip_prefix("unknown field `") {
        (true, rest)
    } else {
        (false, message.strip_prefix("unknown variant `")?)
    };
    let name = &rest[..rest.find('`')?];
    only_place(text, within, |under, value| {
        if key {
            under == Some(name)
        } else {
            value.as_str() == Some(name)
        }
    })
}

/// The value a refusal quotes: the number of osr-core's `OutOfRange`
/// text (`"..., got 41"`), or serde's `invalid type` and `invalid value`
/// (`` integer `41` ``, `string "two"`, `` boolean `true` ``, ``
/// floating point `1.5` ``); `None` for any other message.
fn quoted_value(message: &str) -> Option<serde_json::Value> {
    use serde_json::Value;
    if out_of_range(message) {
        let (_, value) = message.rsplit_once(", got ")?;
        return serde_json::from_str(value).ok();
    }
    let rest = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))?;
    if let Some(string) = rest.strip_prefix("string ") {
        // serde writes the string with Rust's escapes, which JSON's
        // match for the plain strings a request's wrong value holds.
        let (quoted, _) = string.rsplit_once(", expected")?;
        return serde_json::from_str::<String>(quoted)
            .ok()
            .map(Value::String);
    }
    let (kind, rest) = rest.split_once(" `")?;
    let (literal, _) = rest.split_once('`')?;
    match kind {
        "integer" | "floating point" | "boolean" => serde_json::from_str(literal).ok(),
        _ => None,
    }
}

/// The JSON Pointer, in `text`, of the value a refusal quotes
/// ([`quoted_value`]), when the value at the pointer `within` holds it
/// once: a value refused inside an object serde buffered is placed at
/// the object, and this finds it there.
fn valued_place(text: &str, message: &str, within: &str) -> Option<String> {
    let wanted = quoted_value(message)?;
    only_place(text, within, |_, value| match value {
        serde_json::Value::Number(n) => wanted.as_f64().is_some_and(|w| n.as_f64() == Some(w)),
        other => *other == wanted,
    })
}

/// The pointer of the one value, at or below the pointer `within` of the
/// JSON `text`, that `matches` (given the key it stands under, in an
/// object); `None` for none or more than one. The walk stops at a second.
fn only_place(
    text: &str,
    within: &str,
    matches: impl Fn(Option<&str>, &serde_json::Value) -> bool,
) -> Option<String> {
    fn walk(
        value: &serde_json::Value,
        under: Option<&str>,
        path: &mut String,
        matches: &dyn Fn(Option<&str>, &serde_json::Value) -> bool,
        found: &mut Vec<String>,
    ) {
        use serde_json::Value;
        if found.len() > 1 {
            return;
        }
        if matches(under, value) {
            found.push(path.clone());
        }
        let len = path.len();
        match value {
            Value::Object(map) => {
                for (k, v) in map {
                    push_segment(path, k);
                    walk(v, Some(k), path, matches, found);
                    path.truncate(len);
                }
            }
            Value::Array(items) => {
                for (i, v) in items.iter().enumerate() {
                    push_segment(path, &i.to_string());
                    walk(v, None, path, matches, found);
                    path.truncate(len);
                }
            }
            _ => {}
        }
    }
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let mut found = Vec::new();
    walk(
        value.pointer(within)?,
        None,
        &mut within.to_owned(),
        &matches,
        &mut found,
    );
    match found.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

/// The JSON Pointer (RFC 6901) of the innermost value of the JSON `text`
/// that holds the byte at `target`: `""` for the whole text,
/// `"/gear/1/item"` for the item of the second entry of `gear`. A byte of
/// an object's key, or between its members, is the object's. Only the text
/// up to the value holding `target` is read, so what follows may be
/// anything.
fn pointer_to(text: &str, target: usize) -> String {
    let bytes = text.as_bytes();
    let mut path = String::new();
    let mut at = skip_space(bytes, 0);
    'value: loop {
        let object = match bytes.get(at) {
            Some(b'{') => true,
            Some(b'[') => false,
            _ => return path,
        };
        at += 1;
        let mut index = 0_usize;
        loop {
            at = skip_space(bytes, at);
            let mut name = None;
            if object {
                if bytes.get(at) != Some(&b'"') {
                    return path;
                }
                let end = skip_value(bytes, at);
                if target < end {
                    return path;
                }
                name = serde_json::from_str::<String>(&text[at..end]).ok();
                at = skip_space(bytes, end);
                if bytes.get(at) != Some(&b':') {
                    return path;
                }
                at = skip_space(bytes, at + 1);
            }
            let end = skip_value(bytes, at);
            if (at..end).contains(&target) {
                match name {
                    Some(name) => push_segment(&mut path, &name),
                    None => push_segment(&mut path, &index.to_string()),
                }
                continue 'value;
            }
            at = skip_space(bytes, end);
            if bytes.get(at) != Some(&b',') {
                return path;
            }
            at += 1;
            index += 1;
        }
    }
}

/// The index of the first byte at or after `at` that is not JSON's white
/// space.
fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while matches!(bytes.get(at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        at += 1;
    }
    at
}

/// The index one past the JSON value that starts at `at` (a string, an
/// object or array with all it holds, or a number or literal, which ends
/// at the next delimiter), or the text's length when it does not end.
fn skip_value(bytes: &[u8], mut at: usize) -> usize {
    let mut depth = 0_usize;
    let mut in_string = false;
    while let Some(&byte) = bytes.get(at) {
        at += 1;
        if in_string {
            match byte {
                b'\\' => at += 1,
                b'"' if depth == 0 => return at,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' if depth == 1 => return at,
            b'}' | b']' if depth == 0 => return at - 1,
            b'}' | b']' => depth -= 1,
            b',' | b':' | b' ' | b'\t' | b'\n' | b'\r' if depth == 0 => return at - 1,
            _ => {}
        }
    }
    bytes.len()
}

/// A span as the osr crates serialize it.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SpanIn {
    start: u32,
    end: u32,
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ApiError {}

/// A notation error, read from its accessors (the dice-only module holds
/// no other error, and reading it through its serde form would add
/// `serde_json::Value` to it).
impl From<osr::dice::Error> for ApiError {
    fn from(err: osr::dice::Error) -> Self {
        let span = err.span();
        Self {
            kind: err.key().into(),
            message: err.to_string(),
            span: Some(ErrorSpan {
                start: span.start,
                end: span.end,
            }),
            path: None,
        }
    }
}

macro_rules! from_osr {
    ($($error:ty),* $(,)?) => {$(
        impl From<$error> for ApiError {
            fn from(err: $error) -> Self {
                Self::from_osr(&err)
            }
        }
    )*};
}

from_osr!(
    osr::core::Error,
    osr::check::Error,
    osr::equipment::Error,
    osr::encumbrance::Error,
    osr::health::Error,
    osr::advancement::Error,
    osr::magic::Error,
    osr::travel::Error,
    osr::combat::Error,
    osr::sheet::Error,
    osr::play::Error,
    osr::seal::Error,
);

/// `err`, a refusal of a request once read, placed at the JSON Pointer
/// `path` of the field it refuses (`""`: the request, for a field left
/// out): its kind kept, its message led by the place as a refusal while
/// reading is.
pub(crate) fn placed(path: &str, err: impl Into<ApiError>) -> ApiError {
    let mut err = err.into();
    if !path.is_empty() {
        err.message = format!("at {path}: {}", err.message);
    }
    err.path = Some(path.to_owned());
    err
}

/// A number a request holds, for a parameter of a narrower type: checked
/// against `min..=max` with the words (`what`) of the constructor it is
/// given to, so a value outside the parameter's type is the same
/// `out_of_range` error as one inside it.
pub(crate) fn request_number<T: TryFrom<i64>>(
    what: &'static str,
    value: i64,
    min: i64,
    max: i64,
) -> Result<T, ApiError> {
    let out_of_range = osr::core::Error::OutOfRange {
        what,
        value,
        min,
        max,
    };
    osr::core::Error::check_range(what, value, min, max)?;
    T::try_from(value).map_err(|_| ApiError::from(out_of_range))
}
