//! The tests of osr-sheet, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod cairn_house;
mod errors;
mod gods_and_monsters;
