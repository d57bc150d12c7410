//! The tests of osr-sheet, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod errors;
mod gods_and_monsters;
#[cfg(feature = "serde")]
mod hostile;
#[cfg(feature = "serde")]
#[path = "support/json_pointers.rs"]
mod json_pointers;
mod murdham;
