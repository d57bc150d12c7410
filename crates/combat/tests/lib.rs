//! The tests of osr-combat, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod block_dodge_parry;
mod cairn_house;
mod common;
mod constitution;
mod errors;
mod gods_and_monsters;
mod initiative;
mod legal;
mod murdham;
