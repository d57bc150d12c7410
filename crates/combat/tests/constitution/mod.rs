//! Tests of `osr_combat::constitution`.
