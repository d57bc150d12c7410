//! Murdham: no advancement.
//!
//! The adventuring rules have no experience and no levels (MU-adv.none);
//! a character changes for good only by losing ability to greater rot or
//! by gaining immunities, which belong to the health rules. That is the
//! system's design, not a gap in this crate; [`GROWTH`] says so as data.

use crate::Growth;

/// No experience, no levels; abilities and health never rise.
pub const GROWTH: Growth = Growth::NONE;
