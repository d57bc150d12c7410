//! The tests of osr-advancement, one binary: a module per system, the laws
//! every roll keeps in `common`, and the messages of every error pinned in
//! `errors`.

mod common;
mod errors;

mod constitution;
mod gods_and_monsters;
mod laws;
mod no_levels;
mod serde;
