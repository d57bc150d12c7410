//! Experience totals and level tables, shared by the systems that have
//! them (3d6 Constitution and Gods & Monsters).

use alloc::vec::Vec;

use crate::Error;

/// The most levels a level table may list: far beyond any campaign, and
/// few enough that a table from JSON stays small.
pub const MAX_LEVELS: usize = 1000;

/// An experience total: a whole number of experience points, never
/// negative, that only grows. Arithmetic is checked.
///
/// With the `serde` feature it serializes as the plain number.
///
/// # Examples
///
/// ```
/// use osr_advancement::{Error, Xp};
///
/// let xp = Xp::ZERO.award(1_200)?.award(300)?;
/// assert_eq!(xp.get(), 1_500);
/// assert_eq!(Xp::new(u64::MAX).award(1), Err(Error::Overflow { what: "experience" }));
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Xp(u64);

impl Xp {
    /// No experience: where every character starts.
    pub const ZERO: Self = Self(0);

    /// A total of `xp` experience points.
    #[must_use]
    pub const fn new(xp: u64) -> Self {
        Self(xp)
    }

    /// The total.
    #[must_use]
    pub const fn get(self) -> u64 {
        self.0
    }

    /// The total after an award of `amount` experience points (an award
    /// only adds: experience is never taken away).
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the total would not fit a `u64`.
    pub fn award(self, amount: u64) -> Result<Self, Error> {
        self.plus(amount)
    }

    /// The total after adding `amount` experience points: the same as
    /// [`award`](Self::award).
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the total would not fit a `u64`.
    pub fn plus(self, amount: u64) -> Result<Self, Error> {
        self.0
            .checked_add(amount)
            .map(Self)
            .ok_or(Error::Overflow { what: "experience" })
    }
}

impl core::fmt::Display for Xp {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{} XP", self.0)
    }
}

/// A level table: the experience total at which each level is reached,
/// from level 1 at 0 XP, and the `ceiling`, the first total the table
/// cannot place (the threshold of the level after its last).
///
/// A referee who changes the thresholds builds their own table with
/// [`LevelTable::new`]; each system offers the seed's as its default.
/// With the `serde` feature it serializes as
/// `{"thresholds": [0, 1500, ...], "ceiling": n}` and is checked on the way
/// in like [`LevelTable::new`].
///
/// # Examples
///
/// ```
/// use osr_advancement::{Error, LevelTable, Xp};
///
/// let table = LevelTable::new(vec![0, 100, 300], 600)?;
/// assert_eq!(table.level(Xp::new(299))?, 2);
/// assert_eq!(table.level(Xp::new(300))?, 3);
/// assert_eq!(
///     table.level(Xp::new(600)),
///     Err(Error::XpBeyondTable { xp: 600, ceiling: 600 })
/// );
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "LevelTableFields"))]
pub struct LevelTable {
    /// The experience total at which each level is reached, level 1 (0 XP) first.
    thresholds: Vec<u64>,
    /// The first total the table cannot place.
    ceiling: u64,
}

/// A [`LevelTable`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct LevelTableFields {
    /// The experience total at which each level is reached, level 1 (0 XP) first.
    thresholds: Vec<u64>,
    /// The first total the table cannot place.
    ceiling: u64,
}

#[cfg(feature = "serde")]
impl TryFrom<LevelTableFields> for LevelTable {
    type Error = Error;

    fn try_from(fields: LevelTableFields) -> Result<Self, Error> {
        Self::new(fields.thresholds, fields.ceiling)
    }
}

impl LevelTable {
    /// A table from the thresholds of levels 1, 2, 3, ... and the ceiling.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTable`] when there is no level, more than
    /// [`MAX_LEVELS`], level 1 is not at 0 XP, the thresholds do not rise
    /// strictly, or the ceiling is not above the last threshold.
    pub fn new(thresholds: Vec<u64>, ceiling: u64) -> Result<Self, Error> {
        let invalid = |reason| Error::InvalidTable {
            table: "level",
            reason,
        };
        match thresholds.as_slice() {
            [] => return Err(invalid("has no level")),
            [first, ..] if *first != 0 => return Err(invalid("must start at 0 XP")),
            _ => {}
        }
        if thresholds.len() > MAX_LEVELS {
            return Err(invalid("has more than 1000 levels"));
        }
        if thresholds.windows(2).any(|w| w[0] >= w[1]) {
            return Err(invalid("must rise strictly"));
        }
        if thresholds.last().is_some_and(|last| ceiling <= *last) {
            return Err(invalid("must end above its last threshold"));
        }
        Ok(Self {
            thresholds,
            ceiling,
        })
    }

    /// A seed's table, whose shape its builder guarantees (tests check
    /// each seed table against [`LevelTable::new`]).
    pub(crate) fn seed(thresholds: Vec<u64>, ceiling: u64) -> Self {
        Self {
            thresholds,
            ceiling,
        }
    }

    /// The table's thresholds, level 1 first.
    #[must_use]
    pub fn thresholds(&self) -> &[u64] {
        &self.thresholds
    }

    /// The first experience total the table cannot place.
    #[must_use]
    pub const fn ceiling(&self) -> u64 {
        self.ceiling
    }

    /// The table's top level.
    #[must_use]
    pub fn top(&self) -> u32 {
        // At most MAX_LEVELS rows.
        u32::try_from(self.thresholds.len()).unwrap_or(u32::MAX)
    }

    /// The level a character with `xp` experience has reached.
    ///
    /// # Errors
    ///
    /// [`Error::XpBeyondTable`] when `xp` is at or past the ceiling.
    pub fn level(&self, xp: Xp) -> Result<u32, Error> {
        if xp.get() >= self.ceiling {
            return Err(Error::XpBeyondTable {
                xp: xp.get(),
                ceiling: self.ceiling,
            });
        }
        let reached = self.thresholds.partition_point(|&t| t <= xp.get());
        Ok(u32::try_from(reached).unwrap_or(u32::MAX))
    }

    /// The experience total at which `level` is reached.
    ///
    /// # Errors
    ///
    /// [`Error::LevelNotInTable`] for level 0 or a level above the top.
    pub fn threshold(&self, level: u32) -> Result<u64, Error> {
        let index = usize::try_from(level)
            .ok()
            .and_then(|l| l.checked_sub(1))
            .filter(|&i| i < self.thresholds.len());
        index
            .map(|i| self.thresholds[i])
            .ok_or(Error::LevelNotInTable {
                level,
                top: self.top(),
            })
    }

    /// The levels gained going from `before` to `after` experience: every
    /// level above the old one up to the new one, in order (empty when no
    /// threshold was crossed).
    ///
    /// # Errors
    ///
    /// [`Error::XpBeyondTable`] when either total is at or past the ceiling.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::{LevelTable, Xp};
    ///
    /// let table = LevelTable::new(vec![0, 100, 300], 600)?;
    /// assert_eq!(table.levels_gained(Xp::new(50), Xp::new(350))?, 2..=3);
    /// assert!(table.levels_gained(Xp::new(50), Xp::new(99))?.is_empty());
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    pub fn levels_gained(
        &self,
        before: Xp,
        after: Xp,
    ) -> Result<core::ops::RangeInclusive<u32>, Error> {
        let from = self.level(before)?;
        let to = self.level(after)?;
        Ok(from.saturating_add(1)..=to)
    }
}
