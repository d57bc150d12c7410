//! Cairn House Rules: no advancement.
//!
//! The rules award no experience and have no levels or improvement rolls:
//! maximum hit points and ability scores never rise (CH-adv.none). That is
//! the system's design, not a gap in this crate; [`GROWTH`] says so as
//! data. (A spell's "your level" means the spell's level.)

use crate::Growth;

/// Nothing grows: no experience, no levels, no rising scores.
pub const GROWTH: Growth = Growth::NONE;
