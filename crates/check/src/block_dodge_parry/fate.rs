//! Block, Dodge, Parry's Die of Fate: a d6 for unclear situations (BDP-1.5.die-of-fate).

use core::fmt;

use crate::Table;

/// An answer of the Die of Fate, worst first.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Answer;
///
/// assert_eq!(Answer::YesBut.to_string(), "Yes, but…");
/// assert!(Answer::YesBut.is_yes());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Answer {
    /// No, and worse.
    NoAnd,
    /// No.
    No,
    /// No, but something good.
    NoBut,
    /// Yes, but something bad.
    YesBut,
    /// Yes.
    Yes,
    /// Yes, and better.
    YesAnd,
}

impl Answer {
    /// Whether the answer is a yes.
    #[must_use]
    pub const fn is_yes(self) -> bool {
        matches!(self, Self::YesBut | Self::Yes | Self::YesAnd)
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::NoAnd => "No, and…",
            Self::No => "No",
            Self::NoBut => "No, but…",
            Self::YesBut => "Yes, but…",
            Self::Yes => "Yes",
            Self::YesAnd => "Yes, and…",
        })
    }
}

/// The Die of Fate, a d6 for unclear situations that nothing about the
/// characters bears on; the referee narrates the answer.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::{Answer, DIE_OF_FATE}};
///
/// assert_eq!(DIE_OF_FATE.roll(&mut SuppliedFaces::new(&[4]))?.band(), Answer::YesBut);
/// # Ok::<(), osr_check::Error>(())
/// ```
pub const DIE_OF_FATE: Table<Answer, 6> = Table::new([
    Answer::NoAnd,
    Answer::No,
    Answer::NoBut,
    Answer::YesBut,
    Answer::Yes,
    Answer::YesAnd,
]);
