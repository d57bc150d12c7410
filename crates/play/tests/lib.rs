//! The tests of osr-play, one binary: a module per system.

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod gods_and_monsters;
mod murdham;
