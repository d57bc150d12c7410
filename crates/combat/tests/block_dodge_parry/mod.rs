//! Tests of `osr_combat::block_dodge_parry`.
