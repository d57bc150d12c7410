//! The integration tests of osr-core, in one binary: a module per concept.

mod bias;
mod errors;
mod known_answers;
mod ladders;
mod laws;
#[cfg(feature = "serde")]
mod serde;
