//! osr-travel: time, movement, weather, encounters, events and foraging of five old-school rule systems.
//!
//! This crate holds exploration and journeys on a clock (rounds, turns, watches, days): movement by terrain, event and encounter tables rolled when the rules say, light and other timers, foraging and the social and wilderness procedures of each system, with exact odds where dice decide. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # What this crate does not do
//!
//! Encumbrance (what slows a traveller) is osr-encumbrance's; fights that an encounter starts are osr-combat's; hazards met on the way (falls, cold) are osr-health's.
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for inputs, state and outcomes;
//!   deserializing validates like the constructors.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

#[cfg(any(test, feature = "std"))]
extern crate std;

mod error;

pub use self::error::Error;
