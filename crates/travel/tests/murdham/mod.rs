//! Murdham: the attitude roll (moved from osr-check with its tests), the
//! modes and turns, secrets, social rules, movement, navigation, locks,
//! animals and vehicles, and the worked examples E1, E2 and E4.

mod attitude;
mod rules;
