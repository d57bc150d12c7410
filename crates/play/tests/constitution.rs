//! The expeditions of this system, played from outside the crate.
