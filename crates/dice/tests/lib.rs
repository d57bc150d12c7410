//! The integration tests of osr-dice, in one binary: one module per part of
//! the crate (the notation's meaning, distributions and the estimate of
//! their cost, rendering, serde), the laws over generated input, fuzz
//! regressions, and every error message.

mod dist;
mod dist_laws;
mod errors;
mod estimate;
mod fuzz_regressions;
mod laws;
mod notation;
mod render;
mod serialization;
