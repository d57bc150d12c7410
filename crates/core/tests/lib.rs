//! The integration tests of osr-core, in one binary: a module per concept.

mod bias;
mod die;
mod errors;
mod known_answers;
mod ladders;
mod laws;
mod sample;
#[cfg(feature = "serde")]
mod serde;
mod source;
#[cfg(feature = "alloc")]
mod strict;
