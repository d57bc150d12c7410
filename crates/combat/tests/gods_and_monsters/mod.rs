//! Tests of `osr_combat::gods_and_monsters`.

mod mass;
mod special;
