//! What a rule system gives the sweep: the foe's axes, the endings of a
//! duel, and the exact odds of one grid point. Adding a system is one
//! module implementing [`System`] and one line in [`crate::SYSTEMS`].

use osr::dice::num_rational::BigRational;

/// One number of the foe the sweep can vary along an axis.
#[derive(Debug, Clone, Copy)]
pub struct Axis {
    /// The name on the command line (`--x hp=1..12`).
    pub key: &'static str,
    /// The CSV column.
    pub column: &'static str,
    /// The axis in words, for the heat map.
    pub words: &'static str,
    /// The lowest value the rules allow.
    pub min: i32,
    /// The highest value the rules allow.
    pub max: i32,
    /// A value as the command line writes it (`"d8"`), or `None`.
    pub read: fn(&str) -> Option<i32>,
    /// A value as the command line and the CSV write it.
    pub show: fn(i32) -> String,
}

impl Axis {
    /// A whole number, as most axes read it.
    #[must_use]
    pub fn read_number(text: &str) -> Option<i32> {
        text.trim().parse().ok()
    }

    /// A whole number, as most axes show it.
    #[must_use]
    pub fn show_number(value: i32) -> String {
        value.to_string()
    }
}

/// Who an ending favours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    /// The adventurer wins.
    Adventurer,
    /// The foe wins.
    Foe,
    /// Nobody does (a stalemate).
    Neither,
}

/// One ending of a duel.
#[derive(Debug, Clone, Copy)]
pub struct Ending {
    /// The CSV column.
    pub column: &'static str,
    /// Who wins by it.
    pub winner: Winner,
}

/// What a system is, whatever its options.
#[derive(Debug)]
pub struct About {
    /// The name on the command line (`--system cairn-house`).
    pub key: &'static str,
    /// The system's name in words.
    pub name: &'static str,
    /// The foe's numbers the sweep can vary.
    pub axes: &'static [Axis],
    /// The endings, in the CSV's order; their chances sum to 1.
    pub endings: &'static [Ending],
    /// The system's own options, for `--help`.
    pub help: &'static str,
}

/// A rule system's duel, swept over the foe's numbers.
///
/// The adventurer and every foe number not on an axis are options of the
/// system ([`set`](Self::set)); [`odds`](Self::odds) gives the exact
/// chance of each of [`endings`](Self::endings) at one grid point.
pub trait System: Sync + Send {
    /// The system's names, axes, endings and help.
    fn about(&self) -> &'static About;

    /// The name on the command line (`--system cairn-house`).
    fn key(&self) -> &'static str {
        self.about().key
    }

    /// The system's name in words.
    fn name(&self) -> &'static str {
        self.about().name
    }

    /// The foe's numbers the sweep can vary.
    fn axes(&self) -> &'static [Axis] {
        self.about().axes
    }

    /// The endings, in the CSV's order; their chances sum to 1.
    fn endings(&self) -> &'static [Ending] {
        self.about().endings
    }

    /// The system's own options, for `--help`.
    fn options_help(&self) -> &'static str {
        self.about().help
    }

    /// Takes the system's option `option` with `value`: `Ok(false)` when
    /// it is not one of the system's options.
    ///
    /// # Errors
    ///
    /// A message for a bad value.
    fn set(&mut self, option: &str, value: &str) -> Result<bool, String>;

    /// Checks the options against the axes swept (`axes` are indices
    /// into [`axes`](Self::axes)), once before the sweep.
    ///
    /// # Errors
    ///
    /// A message when the options contradict the axes or each other.
    fn check(&self, axes: &[usize]) -> Result<(), String>;

    /// The fixed numbers in words: the adventurer, the foe's numbers not
    /// on `axes`, who strikes first and what ends the duel.
    fn setting(&self, axes: &[usize]) -> String;

    /// The exact chance of each ending (in [`endings`](Self::endings)'
    /// order) with the foe's numbers on `point`: (axis index, value)
    /// pairs.
    ///
    /// # Errors
    ///
    /// A message when the rules refuse the point.
    fn odds(&self, point: &[(usize, i32)]) -> Result<Vec<BigRational>, String>;
}
