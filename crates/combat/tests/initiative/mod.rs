//! Tests of `osr_combat::initiative`.
