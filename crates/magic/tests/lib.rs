//! The tests of osr-magic, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

// Test code counts small things; the casts cannot truncate here.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss
)]

mod block_dodge_parry;
mod cairn_house;
mod common;
mod constitution;
mod errors;
mod gods_and_monsters;
mod laws;
mod murdham;
mod records;
