//! The tests of osr-health, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod cairn_house;
mod common;
mod constitution;
mod errors;
