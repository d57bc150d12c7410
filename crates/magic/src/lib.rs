//! osr-magic: spells, slots, research, spellbooks and blessings of five old-school rule systems.
//!
//! This crate holds casting, preparing, learning and researching spells, spell lists as data with stable IDs, and the other magic of each system, with the exact odds of every procedure where dice decide. Each system's rules live in a module of
//! their own and take plain inputs (numbers and small structs of this
//! crate), so a virtual tabletop with its own actor model can call them
//! without adopting osr's character sheets.
//!
//! Errors of every kind are one type, [`Error`].
//!
//! # What this crate does not do
//!
//! The generic saves a spell calls for are osr-check's; the damage a spell deals lands through osr-health; timers that tick a spell's duration down ride on osr-travel's clock.
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
