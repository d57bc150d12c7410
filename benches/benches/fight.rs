//! Whole one-on-one fights of each system, simulated to the end, and the
//! exact odds of the fights whose state is finite (see
//! docs/performance.md). Each system's cases are in its own file under
//! `benches/fight/`.

use criterion::{criterion_group, criterion_main};

#[path = "fight/block_dodge_parry.rs"]
mod block_dodge_parry;
#[path = "fight/cairn_house.rs"]
mod cairn_house;
#[path = "fight/constitution.rs"]
mod constitution;
#[path = "fight/gods_and_monsters.rs"]
mod gods_and_monsters;
#[path = "fight/murdham.rs"]
mod murdham;

criterion_group!(
    fight,
    constitution::bench,
    cairn_house::bench,
    gods_and_monsters::bench,
    murdham::bench,
    block_dodge_parry::bench
);
criterion_main!(fight);
