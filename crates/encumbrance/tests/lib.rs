//! osr-encumbrance's integration tests: one binary, one module per load
//! model, plus the JSON forms and every error message.

mod common;

mod bulk;
mod errors;
#[cfg(feature = "serde")]
mod json;
mod slots;
mod stones;
mod units;
