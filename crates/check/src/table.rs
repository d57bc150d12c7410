//! Tables read with dice: one entry per face of one die, or the total of
//! 2d6.

use alloc::vec::Vec;
use core::fmt;

use num_rational::BigRational;
use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, Odds, Resolved, Rolled, ratio};

/// A table read with one die: one entry per face of a dN, so a band
/// covering several faces repeats its entry (the Die of Fate, a d6 event
/// table, "1-3 worse, 4-6 better").
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, Table};
///
/// #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
/// enum Weather { Worse, Better }
///
/// let weather = Table::new([Weather::Worse, Weather::Worse, Weather::Worse,
///                           Weather::Better, Weather::Better, Weather::Better]);
/// let outcome = weather.roll(&mut SuppliedFaces::new(&[4]))?;
/// assert_eq!((outcome.face(), outcome.band()), (4, Weather::Better));
/// let half = BigRational::new(1.into(), 2.into());
/// assert_eq!(weather.odds().probability(&Weather::Worse), Some(half));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Table<T, const N: usize> {
    rows: [T; N],
}

impl<T: Ord + Clone + fmt::Debug, const N: usize> Table<T, N> {
    /// A table with `rows[face - 1]` for each face of a dN.
    ///
    /// # Panics
    ///
    /// At compile time (in a `const` context) or at once otherwise, when
    /// `N` is 0: a table needs a row.
    #[must_use]
    pub const fn new(rows: [T; N]) -> Self {
        assert!(N > 0, "a table needs at least one row");
        Self { rows }
    }

    /// The row for `face`, or `None` when `face` is not on the die.
    #[must_use]
    pub fn row(&self, face: u32) -> Option<&T> {
        let index = usize::try_from(face.checked_sub(1)?).ok()?;
        self.rows.get(index)
    }

    /// The die the table is read with.
    #[must_use]
    pub fn die(&self) -> Die {
        // N > 0 by construction; a table too long for a u32 die cannot
        // have been built in memory.
        Die::new(u32::try_from(N).unwrap_or(u32::MAX)).unwrap_or(Die::D1)
    }
}

/// A rolled [`Table`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "{T}TableRoll"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TableRoll<T> {
    /// The entry read for the face.
    entry: T,
    /// The one die rolled.
    dice: [Rolled; 1],
}

impl<T: Clone> TableRoll<T> {
    /// The face rolled.
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.dice[0].face
    }

    /// The entry read.
    #[must_use]
    pub const fn entry(&self) -> &T {
        &self.entry
    }
}

impl<T: Clone> Resolved for TableRoll<T> {
    type Band = T;

    fn band(&self) -> T {
        self.entry.clone()
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl<T: Ord + Clone + fmt::Debug, const N: usize> Check for Table<T, N> {
    type Band = T;
    type Outcome = TableRoll<T>;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TableRoll<T>, Error> {
        let die = self.die();
        let face = die.roll(source)?;
        let entry =
            self.row(face)
                .cloned()
                .ok_or(Error::Core(osr_core::Error::FaceOutOfRange {
                    face,
                    sides: die.sides(),
                    position: 0,
                }))?;
        Ok(TableRoll {
            entry,
            dice: [Rolled {
                sides: die.sides(),
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<T> {
        Odds::from_weights(self.rows.iter().map(|row| (row.clone(), ratio(1, N))), None)
    }
}

/// Rolls 2d6, the two dice counted, as the reaction and morale rolls do.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::roll_2d6;
///
/// let [a, b] = roll_2d6(&mut SuppliedFaces::new(&[3, 5]))?;
/// assert_eq!(a.face + b.face, 8);
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn roll_2d6<S: FaceSource + ?Sized>(source: &mut S) -> Result<[Rolled; 2], Error> {
    let mut d6 = || -> Result<Rolled, Error> {
        Ok(Rolled {
            sides: 6,
            face: Die::D6.roll(source)?,
            fate: Fate::Counted,
        })
    };
    Ok([d6()?, d6()?])
}

/// The odds of the bands a 2d6 total falls in: each of the 36 pairs of
/// faces weighs 1/36.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::odds_2d6;
///
/// let odds = odds_2d6(|total| total >= 7);
/// assert_eq!(odds.probability(&true), Some(BigRational::new(7.into(), 12.into())));
/// ```
pub fn odds_2d6<B: Ord>(mut band: impl FnMut(u32) -> B) -> Odds<B> {
    let pairs = (1..=6).flat_map(|a| (1..=6).map(move |b| a + b));
    let weights: Vec<(B, BigRational)> = pairs.map(|total| (band(total), ratio(1, 36))).collect();
    Odds::from_weights(weights, None)
}
