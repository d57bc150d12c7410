//! The named difficulty levels.

use core::fmt;

/// The named difficulty levels and their modifiers, from hardest to
/// easiest (rule GM-dice.difficulty).
///
/// | difficulty | modifier |
/// |---|---|
/// | Practically Impossible | -16 |
/// | Nearly Impossible | -8 |
/// | Extremely Difficult | -4 |
/// | Very Difficult | -2 |
/// | Difficult | 0 (the table leaves it blank; see [`DifficultReading`]) |
/// | Easy | +2 |
/// | Very Easy | +4 |
/// | A Snap | +8 |
/// | Incredibly Easy | +16 |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{DifficultReading, Difficulty};
///
/// assert_eq!(Difficulty::ASnap.modifier(), 8);
/// assert_eq!(Difficulty::NearlyImpossible.modifier(), -8);
/// assert_eq!(Difficulty::Difficult.modifier(), 0);
/// assert_eq!(Difficulty::Difficult.modifier_under(DifficultReading::MinusOne), -1);
/// assert_eq!(Difficulty::ASnap.to_string(), "A Snap");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Difficulty {
    /// -16.
    PracticallyImpossible,
    /// -8.
    NearlyImpossible,
    /// -4.
    ExtremelyDifficult,
    /// -2.
    VeryDifficult,
    /// Blank in the table: 0 by default, -1 under
    /// [`DifficultReading::MinusOne`].
    Difficult,
    /// +2.
    Easy,
    /// +4.
    VeryEasy,
    /// +8 (jumping up is normally a snap).
    ASnap,
    /// +16.
    IncrediblyEasy,
}

/// How to read the table's "Difficult" row, which prints no number.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{DifficultReading, Difficulty};
///
/// assert_eq!(DifficultReading::default(), DifficultReading::Unmodified);
/// assert_eq!(Difficulty::Difficult.modifier_under(DifficultReading::Unmodified), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DifficultReading {
    /// A blank cell means 0: "Difficult" is the plain, unmodified roll.
    #[default]
    Unmodified,
    /// "Difficult" is -1, continuing the doubling 1, 2, 4, 8, 16.
    MinusOne,
}

impl Difficulty {
    /// Every difficulty, hardest first.
    pub const ALL: [Self; 9] = [
        Self::PracticallyImpossible,
        Self::NearlyImpossible,
        Self::ExtremelyDifficult,
        Self::VeryDifficult,
        Self::Difficult,
        Self::Easy,
        Self::VeryEasy,
        Self::ASnap,
        Self::IncrediblyEasy,
    ];

    /// The modifier, with the blank "Difficult" cell read as 0.
    #[must_use]
    pub const fn modifier(self) -> i32 {
        self.modifier_under(DifficultReading::Unmodified)
    }

    /// The modifier, with the "Difficult" row read as `reading` says.
    #[must_use]
    pub const fn modifier_under(self, reading: DifficultReading) -> i32 {
        match self {
            Self::PracticallyImpossible => -16,
            Self::NearlyImpossible => -8,
            Self::ExtremelyDifficult => -4,
            Self::VeryDifficult => -2,
            Self::Difficult => match reading {
                DifficultReading::Unmodified => 0,
                DifficultReading::MinusOne => -1,
            },
            Self::Easy => 2,
            Self::VeryEasy => 4,
            Self::ASnap => 8,
            Self::IncrediblyEasy => 16,
        }
    }

    /// The name the rules print.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::PracticallyImpossible => "Practically Impossible",
            Self::NearlyImpossible => "Nearly Impossible",
            Self::ExtremelyDifficult => "Extremely Difficult",
            Self::VeryDifficult => "Very Difficult",
            Self::Difficult => "Difficult",
            Self::Easy => "Easy",
            Self::VeryEasy => "Very Easy",
            Self::ASnap => "A Snap",
            Self::IncrediblyEasy => "Incredibly Easy",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
