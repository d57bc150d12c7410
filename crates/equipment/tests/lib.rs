//! osr-equipment's integration tests: one binary, one module per system,
//! plus the JSON forms, the cross-table lookup and every error message.

mod common;

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod errors;
mod gods_and_monsters;
#[cfg(feature = "serde")]
mod json;
mod lookup;
mod money;
mod murdham;
