//! The TypeScript declarations of the API, generated from the Rust types.
//!
//! Each operation's request and response types derive schemars'
//! `JsonSchema`; their schemas are turned into TypeScript here, and the
//! result (`wasm/types.d.ts`, checked by `cargo test -p osr-wasm`) is
//! handed to `wasm-bindgen`, which writes it into the package's `osr.d.ts`
//! beside the function signatures. Requests are described as serde reads
//! them, responses as serde writes them.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use schemars::generate::SchemaSettings;
use serde_json::{Map, Value};

use crate::operations;

/// The declarations of every request, response and error type, as one
/// TypeScript source text.
///
/// # Panics
///
/// When two types of the API share a name: two types of one name (which
/// schemars would number, `Size2`), or a request type read differently from
/// a response type of the same name. The declarations would confuse or lie,
/// so this is refused where they are made, in the crate's tests.
///
/// # Examples
///
/// ```
/// let ts = osr_wasm::typescript::declarations();
/// assert!(ts.contains("export interface RollRequest {"));
/// ```
#[must_use]
pub fn declarations() -> String {
    let definitions = definitions(operations(), true);
    let mut out = String::from(
        "// The JSON shapes of the osr API, generated from the Rust types by\n\
         // osr-wasm (wasm/src/typescript.rs). Do not edit: regenerate with\n\
         // OSR_WRITE_TYPES=1 cargo test -p osr-wasm types\n\
         // Every function throws the OsrError class of error.d.ts.\n",
    );
    for op in operations() {
        out.push('\n');
        // Doc comments come with the space after `///`.
        let lines: Vec<&str> = op
            .doc
            .lines()
            .map(|l| l.strip_prefix(' ').unwrap_or(l))
            .collect();
        let text = format!(
            "{}\n@throws {{OsrError}} when osr refuses the request.",
            lines.join("\n").trim_end()
        );
        doc(&mut out, &serde_json::json!({ "description": text }), "");
        if let Some((_, signature)) = SIGNATURES.iter().find(|(name, _)| *name == op.name) {
            out.push_str(signature);
            continue;
        }
        let _ = writeln!(
            out,
            "export function {}{};",
            op.name,
            signature(op, &definitions, false)
        );
    }
    out.push_str(TRACKER);
    out.push_str("\n/** Every `kind` of error an operation may throw (`OsrError.kind`). */\n");
    let kinds: Vec<String> = crate::error_kinds()
        .iter()
        .map(|kind| format!("\"{kind}\""))
        .collect();
    let _ = writeln!(
        out,
        "export type ErrorKind =\n  | {};",
        kinds.join("\n  | ")
    );
    for (name, schema) in &definitions {
        out.push('\n');
        doc(&mut out, schema, "");
        if is_plain_object(schema) {
            let _ = writeln!(out, "export interface {name} {}", object(schema, ""));
        } else {
            let _ = writeln!(out, "export type {name} = {};", ts(schema, ""));
        }
    }
    out
}

/// An operation's signature after its name. One tagged by `system` both
/// ways is answered in the request's system's type (a Murdham fight in, a
/// Murdham fight out): `<R extends FightRequest>(request: R):
/// Extract<FightResponse, { system: R["system"] }>`; any other is
/// `(request: Request): Response`. With `promise`, the answer is a
/// promise of that.
fn signature(
    op: &crate::Operation,
    definitions: &BTreeMap<String, Value>,
    promise: bool,
) -> String {
    let request = systems(definitions.get(op.request));
    let response = systems(definitions.get(op.response));
    let (generic, argument, answer) =
        if !request.is_empty() && request.iter().all(|system| response.contains(system)) {
            (
                format!("<R extends {}>", op.request),
                "R",
                format!("Extract<{}, {{ system: R[\"system\"] }}>", op.response),
            )
        } else {
            (String::new(), op.request, op.response.to_owned())
        };
    let answer = if promise {
        format!("Promise<{answer}>")
    } else {
        answer
    };
    format!("{generic}(request: {argument}): {answer}")
}

/// The functions whose signature says more than their request and
/// response types can: an operation on a sheet takes the operations of the
/// sheet's own system, in that system's shape, and
/// answers with a sheet of the same type; a sheet's combatant is its
/// system's combatant (none for a system without fights).
const SIGNATURES: &[(&str, &str)] = &[
    (
        "applyToSheet",
        "export function applyToSheet<S extends SheetDocument>(request: {\n  sheet: S;\n  operation: SheetOperationOf<S[\"system\"]>;\n  dice?: Dice | null;\n}): ApplyToSheetResponse & { sheet: S };\n\n\
     /** The operations the sheets of `system` take (`never` for none). */\n\
     export type SheetOperationOf<System extends SheetDocument[\"system\"]> =\n  \
     Extract<ApplyToSheetRequest, { sheet: { system: System } }>[\"operation\"];\n",
    ),
    (
        "combatantFromSheet",
        "export function combatantFromSheet<S extends SheetDocument>(request: {\n  sheet: S;\n  id: number;\n  side?: Side | null;\n}): Extract<CombatantFromSheetResponse, { system: S[\"system\"] }>;\n",
    ),
];

/// The declarations of the dice-only entry, `@osr-rs/osr/dice`
/// (`js/dice.d.ts`): its functions and the types they use, from the
/// module built with the dice functions alone (`osr_dice.js`).
///
/// # Examples
///
/// ```
/// let ts = osr_wasm::typescript::dice_declarations();
/// assert!(ts.contains("  RollRequest,\n"));
/// assert!(!ts.contains("CheckRoll"));
/// ```
#[must_use]
pub fn dice_declarations() -> String {
    entry_declarations(
        "dice",
        "osr_dice",
        crate::dice::OPERATIONS.iter().collect(),
        "import type { RollNotation } from \"./roll.js\";\n\n",
        "export type { NotationRoll, RollNotation, RollOptions } from \"./roll.js\";\n",
        "\n/** Rolls dice notation: `rollNotation(\"1d20+5\")`, or a request object. */\n\
         export declare const rollNotation: RollNotation;\n",
    )
}

/// A module of the package that the main entry loads when one of its
/// functions is first called: an entry of its own (`@osr-rs/osr/play`),
/// built with its functions alone, and left out of the main module.
#[derive(Debug, Clone, Copy)]
pub struct LazyModule {
    /// The entry's name under the package (`"play"`: `@osr-rs/osr/play`,
    /// `js/play.js`).
    pub entry: &'static str,
    /// The module's files' name (`"osr_play"`: `osr_play.js`,
    /// `osr_play_bg.wasm`).
    pub module: &'static str,
    /// What the module holds, for the documentation (`"expedition"`).
    pub what: &'static str,
    /// Its operations.
    operations: fn() -> Vec<&'static crate::Operation>,
}

impl LazyModule {
    /// Its functions' names, in the order declared.
    ///
    /// # Examples
    ///
    /// ```
    /// let play = osr_wasm::typescript::lazy_modules()[0];
    /// assert_eq!(play.functions()[0], "playExpedition");
    /// ```
    #[must_use]
    pub fn functions(&self) -> Vec<&'static str> {
        (self.operations)().iter().map(|op| op.name).collect()
    }

    /// The declarations of its entry (`js/play.d.ts`): its functions and
    /// the types they use, from the module built with them alone
    /// (`osr_play.js`).
    ///
    /// # Examples
    ///
    /// ```
    /// let play = osr_wasm::typescript::lazy_modules()[0];
    /// let ts = play.declarations();
    /// assert!(ts.contains("export { playExpedition, deprivationDay, rollHunt, diseaseOdds } from \"./osr_play.js\";"));
    /// assert!(ts.contains("  PlayExpeditionResponse,\n"));
    /// assert!(!ts.contains("CheckRoll"));
    /// ```
    #[must_use]
    pub fn declarations(&self) -> String {
        entry_declarations(self.entry, self.module, (self.operations)(), "", "", "")
    }
}

/// The modules the main entry loads when one of their functions is first
/// called: the expedition module (`@osr-rs/osr/play`: whole expeditions
/// and the procedures of play beside them), the magic module
/// (`@osr-rs/osr/magic`: spells, research, preparing and casting), the
/// travel module (`@osr-rs/osr/travel`: turns, tables and encounters) and
/// the hazard module (`@osr-rs/osr/hazard`: falls, traps, the elements,
/// suffocation, poison, ailments and rest), the fights module
/// (`@osr-rs/osr/fights`: whole fights simulated, and a duel's exact
/// odds) and the stepped-expedition module (`@osr-rs/osr/steps`: an
/// expedition started and stepped command by command).
///
/// # Examples
///
/// ```
/// let entries: Vec<&str> = osr_wasm::typescript::lazy_modules().iter().map(|m| m.entry).collect();
/// assert_eq!(entries, ["play", "magic", "travel", "hazard", "fights", "steps"]);
/// ```
#[must_use]
pub fn lazy_modules() -> [LazyModule; 6] {
    [
        LazyModule {
            entry: "play",
            module: "osr_play",
            what: "expedition",
            operations: || crate::play::module().collect(),
        },
        LazyModule {
            entry: "magic",
            module: "osr_magic",
            what: "magic",
            operations: || crate::magic::module().collect(),
        },
        LazyModule {
            entry: "travel",
            module: "osr_travel",
            what: "travel",
            operations: || crate::travel::module().collect(),
        },
        LazyModule {
            entry: "hazard",
            module: "osr_hazard",
            what: "hazard",
            operations: || crate::hazard::module().collect(),
        },
        LazyModule {
            entry: "fights",
            module: "osr_fights",
            what: "fights",
            operations: || crate::combat::whole::module().collect(),
        },
        LazyModule {
            entry: "steps",
            module: "osr_steps",
            what: "stepped expedition",
            operations: || crate::steps::OPERATIONS.iter().collect(),
        },
    ]
}

/// The main entry's declarations of the functions of every module it
/// loads when first called (`js/lazy.d.ts`): each answers with a
/// promise. `js/index.d.ts` re-exports them by name ([`lazy_exports`]).
///
/// # Examples
///
/// ```
/// let ts = osr_wasm::typescript::lazy_declarations();
/// assert!(ts.contains(
///     "export declare function playExpedition(request: PlayExpeditionRequest): Promise<PlayExpeditionResponse>;"
/// ));
/// assert!(ts.contains("The magic module (`@osr-rs/osr/magic`)"));
/// ```
#[must_use]
pub fn lazy_declarations() -> String {
    let modules = lazy_modules();
    let definitions = definitions(operations(), false);
    let mut types: Vec<&str> = modules
        .iter()
        .flat_map(|m| (m.operations)())
        .flat_map(|op| [op.request, op.response])
        .collect();
    types.sort_unstable();
    types.dedup();
    let mut out = format!(
        "// The main entry's functions of the modules it loads when one of their\n\
         // functions is first called, generated by osr-wasm\n\
         // (wasm/src/typescript.rs). Do not edit: regenerate with\n\
         // OSR_WRITE_TYPES=1 cargo test -p osr-wasm types\n\
         import type {{ {} }} from \"./osr.js\";\n",
        types.join(", ")
    );
    for module in modules {
        let what = module.what;
        for op in (module.operations)() {
            let _ = write!(
                out,
                "\n/**\n * {}\n *\n * The {what} module (`@osr-rs/osr/{}`) is loaded when a\n * function of it is first called, so the answer is a promise.\n */\n\
                 export declare function {}{};\n",
                op.doc
                    .lines()
                    .map(str::trim)
                    .collect::<Vec<_>>()
                    .join("\n * "),
                module.entry,
                op.name,
                signature(op, &definitions, true),
            );
        }
    }
    out
}

/// The lines of `js/index.d.ts` that re-export the functions of the
/// modules loaded when first called from `js/lazy.d.ts`, by name (two
/// `export *` of one name would export neither), one line a module.
///
/// # Examples
///
/// ```
/// assert!(osr_wasm::typescript::lazy_exports().starts_with("export { playExpedition, "));
/// ```
#[must_use]
pub fn lazy_exports() -> String {
    lazy_modules()
        .iter()
        .map(|m| {
            format!(
                "export {{ {} }} from \"./lazy.js\";\n",
                m.functions().join(", ")
            )
        })
        .collect()
}

/// The declarations of an entry of the package that has a module of its
/// own: `module`'s `init`, its functions (`rollNotation` is the entry's
/// own, declared in `after`) and every type they use.
fn entry_declarations(
    entry: &str,
    module: &str,
    ops: Vec<&crate::Operation>,
    imports: &str,
    exports: &str,
    after: &str,
) -> String {
    let mut out = format!(
        "// The declarations of @osr-rs/osr/{entry}, generated by osr-wasm\n\
         // (wasm/src/typescript.rs). Do not edit: regenerate with\n\
         // OSR_WRITE_TYPES=1 cargo test -p osr-wasm types\n\
         {imports}\
         export {{ default, initSync }} from \"./{module}.js\";\n\
         export {{ OsrError }} from \"./error.js\";\n\
         {exports}"
    );
    let functions: Vec<&str> = ops
        .iter()
        .map(|op| op.name)
        .filter(|name| *name != "rollNotation")
        .collect();
    let _ = writeln!(
        out,
        "export {{ {} }} from \"./{module}.js\";",
        functions.join(", ")
    );
    out.push_str("export type {\n");
    for name in definitions(ops.into_iter(), false).keys() {
        let _ = writeln!(out, "  {name},");
    }
    let _ = write!(out, "}} from \"./{module}.js\";\n{after}");
    out
}

/// The class `FightTracker`, typed by its fight's system.
const TRACKER: &str = "
/**
 * A fight held in the module and stepped one command at a time, without
 * replaying its log on every call as `stepFight` does: what a tracker
 * keeps open through a fight. `new FightTracker(request)` starts one from
 * a `startFight` request; `FightTracker.resume({system, fight, names})`
 * goes on with a saved one (replayed once). Call `free()` when done with
 * it: the fight is held in the WebAssembly module's memory.
 * @throws {OsrError} when osr refuses a request.
 */
export class FightTracker<System extends StartFightRequest[\"system\"] = StartFightRequest[\"system\"]> {
  constructor(request: StartFightRequest & { system: System });
  /** Goes on with a saved fight, read back by replaying it once. */
  static resume<R extends ResumeFightRequest>(request: R): FightTracker<R[\"system\"]>;
  /**
   * Applies one command of the fight's system, rolled from `dice`: what it
   * did and where the fight is now. A refused command changes nothing.
   */
  step(request: Extract<TrackedCommand, { system: System }>): Extract<FightStep, { system: System }>;
  /** Where the fight is now, with no events. */
  state(): Extract<FightStep, { system: System }>;
  /** The fight's log, as `startFight` and `stepFight` write it: `stepFight` and `resume` take it. */
  save(): Extract<FightResponse, { system: System }>[\"fight\"];
  /** Frees the fight held in the module; the tracker is unusable after. */
  free(): void;
}
";

/// Every type the operations read and write, and the error, by name; with
/// `tracker`, those of the class `FightTracker` too.
fn definitions<'a>(
    ops: impl Iterator<Item = &'a crate::Operation>,
    tracker: bool,
) -> BTreeMap<String, Value> {
    let mut reads = SchemaSettings::draft2020_12()
        .for_deserialize()
        .into_generator();
    let mut writes = SchemaSettings::draft2020_12()
        .for_serialize()
        .into_generator();
    for op in ops {
        (op.request_schema)(&mut reads);
        (op.response_schema)(&mut writes);
    }
    writes.subschema_for::<crate::ApiError>();
    if tracker {
        reads.subschema_for::<crate::combat::ResumeFightRequest>();
        reads.subschema_for::<crate::combat::TrackedCommand>();
        writes.subschema_for::<crate::combat::FightStep>();
    }
    // schemars tells two types of one name apart by numbering the second
    // (`Size2`): a name no reader could place, so it is refused here.
    let mut clashes = Vec::new();
    for generator in [&reads, &writes] {
        for name in generator.definitions().keys() {
            let base = name.trim_end_matches(|c: char| c.is_ascii_digit());
            if base != name && generator.definitions().contains_key(base) {
                clashes.push(format!("two types are named {base}"));
            }
        }
    }
    let mut definitions: BTreeMap<String, Value> = BTreeMap::new();
    for (name, schema) in reads.definitions().iter().chain(writes.definitions()) {
        if definitions.get(name).is_some_and(|seen| seen != schema) {
            clashes.push(format!("{name} is read and written in different shapes"));
        }
        definitions.insert(name.clone(), schema.clone());
    }
    clashes.sort();
    clashes.dedup();
    assert!(
        clashes.is_empty(),
        "give these types schema names of their own: {}",
        clashes.join("; ")
    );
    definitions
}

/// The systems of a type tagged by `system`: each of its forms an object
/// whose `system` is one constant. Empty for any other type.
fn systems(schema: Option<&Value>) -> Vec<String> {
    let forms = schema
        .and_then(|s| s.get("oneOf"))
        .and_then(Value::as_array)
        .map_or(&[][..], Vec::as_slice);
    let tags: Vec<String> = forms
        .iter()
        .filter_map(|form| form.pointer("/properties/system/const"))
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect();
    if tags.len() == forms.len() {
        tags
    } else {
        Vec::new()
    }
}

/// A schema that is one object type with named properties, nothing else.
fn is_plain_object(schema: &Value) -> bool {
    let Some(map) = schema.as_object() else {
        return false;
    };
    map.get("type").and_then(Value::as_str) == Some("object")
        && map.contains_key("properties")
        && !["oneOf", "anyOf", "allOf", "$ref", "enum", "const"]
            .iter()
            .any(|k| map.contains_key(*k))
}

/// A JSDoc comment from the schema's description.
fn doc(out: &mut String, schema: &Value, indent: &str) {
    let Some(text) = schema.get("description").and_then(Value::as_str) else {
        return;
    };
    let text = prose(text);
    let mut lines = text.lines();
    if let (Some(line), None) = (lines.next(), lines.clone().next()) {
        let _ = writeln!(out, "{indent}/** {line} */");
        return;
    }
    let _ = writeln!(out, "{indent}/**");
    for line in text.lines() {
        if line.is_empty() {
            let _ = writeln!(out, "{indent} *");
        } else {
            let _ = writeln!(out, "{indent} * {line}");
        }
    }
    let _ = writeln!(out, "{indent} */");
}

/// A Rust doc comment as JSDoc: the prose before any section heading
/// (`# Examples` and the Rust code under it), intra-doc links as plain
/// code, and no `*/` to end the comment early.
fn prose(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("# ") {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    let mut text = out.trim_end().replace("*/", "*\\/");
    // [`Name`](path) and [`Name`] become `Name`.
    while let Some(start) = text.find("[`") {
        let Some(close) = text[start..].find("`]").map(|i| start + i) else {
            break;
        };
        let name = text[start + 1..close + 1].to_owned();
        let mut end = close + 2;
        if text[end..].starts_with('(') {
            if let Some(paren) = text[end..].find(')') {
                end += paren + 1;
            }
        }
        text.replace_range(start..end, &name);
    }
    text
}

/// The TypeScript type of a schema.
fn ts(schema: &Value, indent: &str) -> String {
    let map = match schema {
        Value::Bool(true) => return "unknown".into(),
        Value::Bool(false) => return "never".into(),
        Value::Object(map) => map,
        _ => return "unknown".into(),
    };
    let mut parts: Vec<String> = Vec::new();
    if let Some(reference) = map.get("$ref").and_then(Value::as_str) {
        parts.push(reference.rsplit('/').next().unwrap_or(reference).to_owned());
    }
    if let Some(value) = map.get("const") {
        parts.push(value.to_string());
    }
    if let Some(values) = map.get("enum").and_then(Value::as_array) {
        parts.push(union(values.iter().map(Value::to_string)));
    }
    // A constant or an enumeration says more than its type.
    let literal = map.contains_key("const") || map.contains_key("enum");
    if !literal && (map.contains_key("type") || map.contains_key("properties")) {
        parts.push(typed(map, indent));
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = map.get(key).and_then(Value::as_array) {
            parts.push(union(options.iter().map(|o| ts(o, indent))));
        }
    }
    if let Some(all) = map.get("allOf").and_then(Value::as_array) {
        parts.extend(all.iter().map(|o| ts(o, indent)));
    }
    match parts.len() {
        0 => "unknown".into(),
        1 => parts.remove(0),
        _ => parts
            .iter()
            .map(|p| format!("({p})"))
            .collect::<Vec<_>>()
            .join(" & "),
    }
}

/// The members of a union, each once, in order.
fn union(members: impl Iterator<Item = String>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for member in members {
        if !seen.contains(&member) {
            seen.push(member);
        }
    }
    if seen.is_empty() {
        return "never".into();
    }
    seen.join(" | ")
}

/// A schema with a `type` (one or several).
fn typed(map: &Map<String, Value>, indent: &str) -> String {
    let types: Vec<&str> = match map.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => vec!["object"],
    };
    union(types.into_iter().map(|t| match t {
        "string" => "string".into(),
        "integer" | "number" => "number".into(),
        "boolean" => "boolean".into(),
        "null" => "null".into(),
        "array" => array(map, indent),
        "object" => object(&Value::Object(map.clone()), indent),
        _ => "unknown".into(),
    }))
}

/// An array or a tuple.
fn array(map: &Map<String, Value>, indent: &str) -> String {
    if let Some(prefix) = map.get("prefixItems").and_then(Value::as_array) {
        let items: Vec<String> = prefix.iter().map(|p| ts(p, indent)).collect();
        return format!("[{}]", items.join(", "));
    }
    match map.get("items") {
        Some(items) => format!("Array<{}>", ts(items, indent)),
        None => "Array<unknown>".into(),
    }
}

/// An object: its properties, or a record of one value type.
fn object(schema: &Value, indent: &str) -> String {
    let empty = Map::new();
    let properties = schema
        .get("properties")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let additional = schema.get("additionalProperties");
    if properties.is_empty() {
        return match additional {
            Some(Value::Bool(false)) => "Record<string, never>".into(),
            Some(value) => format!("Record<string, {}>", ts(value, indent)),
            None => "Record<string, unknown>".into(),
        };
    }
    let inner = format!("{indent}  ");
    let mut out = String::from("{\n");
    for (name, property) in properties {
        doc(&mut out, property, &inner);
        let optional = if required.contains(&name.as_str()) {
            ""
        } else {
            "?"
        };
        let _ = writeln!(
            out,
            "{inner}{}{optional}: {};",
            key(name),
            ts(property, &inner)
        );
    }
    if let Some(value) = additional.filter(|v| !matches!(v, Value::Bool(false))) {
        let _ = writeln!(out, "{inner}[key: string]: {};", ts(value, &inner));
    }
    out.push_str(indent);
    out.push('}');
    out
}

/// A property name, quoted unless it is an identifier.
fn key(name: &str) -> String {
    let mut chars = name.chars();
    let identifier = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    if identifier {
        name.into()
    } else {
        Value::String(name.into()).to_string()
    }
}
