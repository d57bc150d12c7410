//! The tests of osr-travel, one binary: the clock and tables shared by
//! every system, a module per system, and the messages of every error
//! pinned in `errors`.

mod block_dodge_parry;
mod cairn_house;
mod clock;
mod common;
mod constitution;
mod errors;
mod gods_and_monsters;
mod laws;
mod light;
mod murdham;
mod party;
