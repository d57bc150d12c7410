#![doc = include_str!("../README.md")]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

mod dist;
mod error;
mod limits;
mod parse;
mod plan;
mod probability;
mod render;
mod roll;
mod syntax;

/// The rational numbers exact odds are given in (`BigRational`), re-exported
/// so callers use the same version.
pub use num_rational;

pub use self::dist::{Cumulative, Distribution};
pub use self::error::{Error, ErrorKind, Found, Limit};
pub use self::limits::{Budget, Limits};
pub use self::parse::{parse, parse_with};
pub use self::plan::{Plan, compile};
pub use self::probability::{MAX_PROBABILITY_BITS, Probability};
pub use self::render::Rendered;
#[cfg(feature = "serde")]
pub use self::roll::RollSeed;
pub use self::roll::{DieRoll, ItemRoll, Roll};
pub use self::syntax::{
    BinaryOp, Compare, CompareOp, DiceTerm, Explode, ExplodeKind, Expr, Group, Keep, Notation,
    Reroll, Sides, Span, Target,
};
