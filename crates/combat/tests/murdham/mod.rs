//! Tests of `osr_combat::murdham`.
