//! Tests of `osr_combat::gods_and_monsters`.
