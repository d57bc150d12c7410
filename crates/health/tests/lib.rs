//! The tests of osr-health, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod errors;
mod gods_and_monsters;
