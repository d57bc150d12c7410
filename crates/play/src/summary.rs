//! How an expedition ended, in figures every system shares.

use core::fmt;

/// How an expedition ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ExpeditionEnding"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Ending {
    /// The party came home with what it found.
    Home,
    /// The party turned back before its goal and came home.
    Retreat,
    /// The party fled a fight and came home beaten.
    Rout,
    /// Every member died.
    Dead,
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Home => "came home",
            Self::Retreat => "turned back",
            Self::Rout => "fled and came home beaten",
            Self::Dead => "died to the last",
        })
    }
}

/// An expedition in figures every system shares: for tables over many
/// expeditions.
///
/// # Examples
///
/// ```
/// use osr_play::{Ending, Summary};
///
/// let summary = Summary { ending: Ending::Home, rounds: 7, deaths: 1, treasure_home: 400 };
/// assert_eq!(summary.ending.to_string(), "came home");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ExpeditionSummary"))]
pub struct Summary {
    /// How it ended.
    pub ending: Ending,
    /// Rounds of combat fought.
    pub rounds: u32,
    /// Members of the party who died (hirelings and animals not counted).
    pub deaths: u32,
    /// The value of the treasure brought home, in the system's coins.
    pub treasure_home: u64,
}
