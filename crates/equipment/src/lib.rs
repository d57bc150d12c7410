#![doc = include_str!("../README.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

// The JSON Schema of money names its type with a `Cow`.
#[cfg(feature = "schema")]
extern crate alloc;

#[macro_use]
mod catalog;
mod error;
mod lookup;
mod money;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod murdham;

pub use self::error::Error;
pub use self::lookup::{ANY_TABLE, Item, lookup};
pub use self::money::Money;
pub use osr_encumbrance::InputText;
