//! Murdham sheets: the sheet rows, the core rows a sheet checks, a fight
//! and back, and the versioned JSON.

mod built;
mod fight;
#[cfg(feature = "serde")]
mod forged;
#[cfg(feature = "serde")]
mod json;
mod rules;
