//! osr for JavaScript: every osr crate behind a JSON-in, JSON-out API.
//!
//! This crate is the build input of the npm package `@osr-rs/osr`
//! (`js/` in the repository): built for `wasm32-unknown-unknown` and run
//! through `wasm-bindgen`, each [`Operation`] becomes one JavaScript
//! function that takes a plain object and returns one. Natively the same
//! operations are called by name through [`call`], which is how the
//! determinism vectors of the package are produced
//! (`js/test/vectors/<area>.json`); the TypeScript declarations are
//! generated from the Rust types ([`typescript::declarations`]).
//!
//! Randomness comes in with each request as [`Dice`]: a seed for osr's
//! reference generator, or the faces a virtual tabletop rolled itself. Every
//! response that rolled lists the faces it used, so a roll is stored and
//! replayed as data.
//!
//! # Examples
//!
//! ```
//! let response = osr_wasm::call(
//!     "rollNotation",
//!     r#"{"notation": "4d6kh3", "dice": {"faces": [6, 5, 3, 2]}}"#,
//! )?;
//! let response: serde_json::Value = serde_json::from_str(&response).unwrap();
//! assert_eq!(response["total"], 14);
//! assert_eq!(response["text"], "4d6kh3 = [6, 5, 3, 2 (dropped)] = 14");
//!
//! let err = osr_wasm::call("rollNotation", r#"{"notation": "4d6kh5", "dice": {"seed": 1}}"#)
//!     .unwrap_err();
//! assert_eq!(err.kind, "keep_exceeds_pool");
//! assert_eq!(err.span.map(|s| (s.start, s.end)), Some((3, 6)));
//! # Ok::<(), osr_wasm::ApiError>(())
//! ```
#![deny(missing_docs)]
// `#[wasm_bindgen]` writes the unsafe glue between JavaScript and the
// module; nothing else in this crate is unsafe.
#![deny(unsafe_code)]

mod advancement;
mod check;
mod combat;
mod dice;
mod encumbrance;
mod equipment;
mod error;
mod hazard;
mod health;
#[cfg(target_arch = "wasm32")]
mod js;
mod magic;
mod operation;
mod play;
mod procedure;
mod rest;
mod seal;
mod sheet;
mod source;
mod steps;
mod system;
mod task;
mod travel;
pub mod typescript;

pub use self::combat::FightTracker;
pub use self::dice::MAX_VARS;
pub use self::error::{ApiError, ErrorSpan, error_kinds};
pub use self::operation::{MAX_REQUEST_BYTES, Operation, call, operations};
pub use self::source::{Dice, MAX_FACES, MAX_SEED};

/// The JSON shapes, written by `wasm-bindgen` into the package's `osr.d.ts`.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("../types.d.ts");
