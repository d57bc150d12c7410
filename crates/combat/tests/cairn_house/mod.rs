//! Tests of `osr_combat::cairn_house`.

mod duel;
