//! Cairn House Rules sheets: creation, hirelings, buying, derived values,
//! and the versioned JSON.

mod built;
mod core;
mod creation;
mod d1;
mod fight;
#[cfg(feature = "serde")]
mod forged;
#[cfg(feature = "serde")]
mod hostile;
mod import;
#[cfg(feature = "serde")]
mod json;
mod keeping;
mod load;
mod magic;
