#![doc = include_str!("../README.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

// schemars speaks `alloc` (a schema's name is a `Cow<str>`); so does the
// strict reading of a tagged enum whose tag comes late.
#[cfg(any(feature = "schema", feature = "alloc"))]
extern crate alloc;

mod bounded;
mod die;
mod edge;
mod error;
mod keyed;
mod ladder;
mod sample;
mod source;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod strict;
mod wrap;

pub use rand_core;

pub use self::die::{Dice, Die};
pub use self::edge::{Edge, Net};
pub use self::error::Error;
#[cfg(feature = "serde")]
pub use self::error::serialize_error;
pub use self::keyed::repeated_key;
pub use self::ladder::{DamageStep, StepDie, UsageDie, UsageRoll};
pub use self::sample::sample_face;
pub use self::source::{FaceSource, Recording, SuppliedFaces};
