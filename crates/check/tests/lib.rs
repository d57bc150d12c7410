//! The integration tests of osr-check, in one binary: a module per system,
//! the laws every check keeps in `common`.

mod common;
mod errors;

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod course;
mod gods_and_monsters;
mod murdham;
mod odds;
mod save;
