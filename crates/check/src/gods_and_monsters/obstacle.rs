//! Obstacles whose size matters: the penalty, the time, the failure point.

use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, Odds, Resolved, Rolled, ratio};

/// Largest multiple [`Scale::ReadUp`] reads: the penalty doubles with each
/// step, and at 32 it is already 2^30.
pub const MAX_READ_UP_MULTIPLE: i64 = 32;

/// Largest multiple [`Scale::Linear`] reads: the penalty is the multiple,
/// so it must fit an `i32` (2^31 - 1).
pub const MAX_LINEAR_MULTIPLE: i64 = 2_147_483_647;

/// How an obstacle's penalty grows with its size, as a multiple of the
/// no-penalty size (rules GM-dice.obstacle-size and
/// GM-dice.obstacle-size.variants). At a multiple of 1 there is no penalty
/// on any scale: that is what the no-penalty size means.
///
/// | multiple | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 16 | 1024 |
/// |---|---|---|---|---|---|---|---|---|---|---|
/// | [`ReadDown`](Self::ReadDown) | 0 | 1 | 1 | 2 | 2 | 2 | 2 | 3 | 4 | 10 |
/// | [`Linear`](Self::Linear) | 0 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 16 | 1024 |
/// | [`ReadUp`](Self::ReadUp) | 0 | 1 | 2 | 4 | 8 | 16 | 32 | 64 | 2^14 | — |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Scale;
///
/// assert_eq!(Scale::ReadDown.penalty(3)?, 1);
/// assert_eq!(Scale::ReadDown.penalty(1024)?, 10);
/// assert_eq!(Scale::Linear.penalty(3)?, 3);
/// // Jumping up 5 feet: the 4 feet beyond the first cost 1, 2, 4, 8.
/// assert_eq!(Scale::ReadUp.penalty(5)?, 8);
/// assert!(Scale::ReadDown.penalty(0).is_err());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Scale {
    /// The usual scale: 1 more penalty each time the size doubles, sizes
    /// between the table's columns reading the column below
    /// (floor(log2(multiple))). The printed table stops at 1024 (10); past
    /// it the same rule goes on (2048 is 11).
    #[default]
    ReadDown,
    /// The penalty grows with the size: a size of 3 is a penalty of 3
    /// (the no-penalty size itself, 1, is still 0).
    Linear,
    /// The penalty doubles instead of the size ("read up"), as jumping up
    /// reads it: 1 is 0, then 1, 2, 4, 8 … (2^(multiple - 2)).
    ReadUp,
}

impl Scale {
    /// The penalty (a positive number to subtract) for an obstacle
    /// `multiple` times the no-penalty size.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a multiple below 1, or above
    /// [`MAX_LINEAR_MULTIPLE`] ([`Linear`](Self::Linear)) or
    /// [`MAX_READ_UP_MULTIPLE`] ([`ReadUp`](Self::ReadUp)).
    pub fn penalty(self, multiple: i64) -> Result<i32, Error> {
        let max = match self {
            Self::ReadDown => i64::MAX,
            Self::Linear => MAX_LINEAR_MULTIPLE,
            Self::ReadUp => MAX_READ_UP_MULTIPLE,
        };
        let multiple = Error::check_range("obstacle multiple", multiple, 1, max)?;
        let too_big = Error::Core(osr_core::Error::OutOfRange {
            what: "obstacle multiple",
            value: multiple,
            min: 1,
            max,
        });
        match self {
            Self::ReadDown => u64::try_from(multiple)
                .ok()
                .and_then(|m| i32::try_from(m.ilog2()).ok())
                .ok_or(too_big),
            Self::Linear if multiple == 1 => Ok(0),
            Self::Linear => i32::try_from(multiple).map_err(|_| too_big),
            Self::ReadUp if multiple == 1 => Ok(0),
            Self::ReadUp => u32::try_from(multiple - 2)
                .ok()
                .and_then(|exp| 2_i32.checked_pow(exp))
                .ok_or(too_big),
        }
    }
}

/// Largest obstacle or no-penalty size, in any unit: a trillion feet is far
/// past any obstacle, and keeps sizes and times clear of overflow.
pub const MAX_OBSTACLE_SIZE: i64 = 1_000_000_000_000;

/// An obstacle whose size matters: a wall to climb, an area to search, a
/// number of people to help, measured against a reasonable no-penalty
/// size (10 feet for climbing, one person for assistance).
///
/// The multiple is the size divided by the no-penalty size, rounded down,
/// and never below 1: a 39-foot wall is 3 ten-foot units, a 5-foot wall
/// one. An area is measured along one side, a circle across (a 20 × 20
/// foot area is 2 ten-foot units, not 4).
///
/// | wall (10-foot units) | up to 19 ft | 20-39 ft | 40-79 ft | 80-159 ft | 160-319 ft |
/// |---|---|---|---|---|---|
/// | penalty | 0 | 1 | 2 | 3 | 4 |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{Obstacle, Scale};
///
/// let wall = Obstacle::new(80, 10)?;
/// assert_eq!((wall.multiple(), wall.penalty()), (8, 3));
/// // Searching a 40 by 40 foot room: -2 on the perception roll.
/// assert_eq!(Obstacle::new(40, 10)?.penalty(), 2);
/// assert_eq!(Obstacle::new(30, 10)?.penalty_on(Scale::Linear)?, 3);
/// assert_eq!(
///     Obstacle::new(0, 10).unwrap_err().to_string(),
///     "obstacle size must be in 1..=1000000000000, got 0",
/// );
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ObstacleWire", into = "ObstacleWire")
)]
pub struct Obstacle {
    size: i64,
    unit: i64,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct ObstacleWire {
    size: i64,
    unit: i64,
}

impl TryFrom<ObstacleWire> for Obstacle {
    type Error = Error;

    fn try_from(wire: ObstacleWire) -> Result<Self, Error> {
        Self::new(wire.size, wire.unit)
    }
}

impl From<Obstacle> for ObstacleWire {
    fn from(obstacle: Obstacle) -> Self {
        Self {
            size: obstacle.size,
            unit: obstacle.unit,
        }
    }
}

/// Most sections [`Obstacle::failure_point`] picks from: the multiples the
/// printed size table reaches (1024 up to 2047 read as its last column).
pub const MAX_SECTIONS: u32 = 2047;

impl Obstacle {
    /// An obstacle of `size` measured in the same unit as `no_penalty_size`
    /// (feet and 10 feet for a wall).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a size or a no-penalty size outside
    /// `1..=`[`MAX_OBSTACLE_SIZE`].
    pub fn new(size: i64, no_penalty_size: i64) -> Result<Self, Error> {
        Error::check_range("obstacle size", size, 1, MAX_OBSTACLE_SIZE)?;
        Error::check_range("no-penalty size", no_penalty_size, 1, MAX_OBSTACLE_SIZE)?;
        Ok(Self {
            size,
            unit: no_penalty_size,
        })
    }

    /// The size.
    #[must_use]
    pub const fn size(&self) -> i64 {
        self.size
    }

    /// The no-penalty size.
    #[must_use]
    pub const fn no_penalty_size(&self) -> i64 {
        self.unit
    }

    /// How many no-penalty sizes the obstacle holds, rounded down, at
    /// least 1.
    #[must_use]
    pub const fn multiple(&self) -> i64 {
        // Both are at least 1, so the quotient never overflows.
        let multiple = self.size / self.unit;
        if multiple < 1 { 1 } else { multiple }
    }

    /// The penalty on the usual scale ([`Scale::ReadDown`]): a positive
    /// number to subtract from the roll.
    #[must_use]
    pub fn penalty(&self) -> i32 {
        // ReadDown takes every multiple from 1 up; at most 62.
        Scale::ReadDown.penalty(self.multiple()).unwrap_or(0)
    }

    /// The penalty on `scale`.
    ///
    /// # Errors
    ///
    /// As [`Scale::penalty`]: the multiple is too big for the scale.
    pub fn penalty_on(&self, scale: Scale) -> Result<i32, Error> {
        scale.penalty(self.multiple())
    }

    /// The time overcoming the obstacle takes, given the time one
    /// no-penalty size takes (rule GM-dice.obstacle-time): in proportion
    /// to the [`multiple`](Self::multiple), so a 40-foot climb takes four
    /// times as long as a 10-foot one. The unit of time is the caller's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::Obstacle;
    ///
    /// // Ten feet of wall take 2 rounds to climb.
    /// assert_eq!(Obstacle::new(40, 10)?.time(2)?, 8);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a negative time, or one so long that the
    /// product would not fit an `i64`.
    pub fn time(&self, per_unit: i64) -> Result<i64, Error> {
        let multiple = self.multiple();
        let max = i64::MAX / multiple;
        let per_unit = Error::check_range("time per no-penalty size", per_unit, 0, max)?;
        per_unit
            .checked_mul(multiple)
            .ok_or(Error::Core(osr_core::Error::OutOfRange {
                what: "time per no-penalty size",
                value: per_unit,
                min: 0,
                max,
            }))
    }

    /// The roll that picks where a failed attempt failed (rule
    /// GM-dice.obstacle-failure-point): a die with one face per
    /// no-penalty section, each equally likely. For a failed climb of an
    /// 80-foot wall that is a d8, and a 5 means the fall came from the
    /// fifth ten feet, 40 to 50 feet up.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the obstacle has more than
    /// [`MAX_SECTIONS`] sections.
    pub fn failure_point(&self) -> Result<FailurePoint, Error> {
        FailurePoint::new(self.multiple(), self.unit)
    }
}

/// Picks the section of an oversized obstacle where a failed attempt
/// failed: one face per section, 1 the first (the lowest ten feet of a
/// wall). Built by [`Obstacle::failure_point`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::Obstacle};
///
/// let fall = Obstacle::new(80, 10)?.failure_point()?;
/// assert_eq!(fall.sections(), 8);
/// let at = fall.roll(&mut SuppliedFaces::new(&[5]))?;
/// assert_eq!((at.band(), at.start(), at.end()), (5, 40, 50));
/// assert_eq!(fall.odds().probability(&5), Some(BigRational::new(1.into(), 8.into())));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "FailurePointWire", into = "FailurePointWire")
)]
pub struct FailurePoint {
    sections: u32,
    unit: i64,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct FailurePointWire {
    sections: i64,
    unit: i64,
}

impl TryFrom<FailurePointWire> for FailurePoint {
    type Error = Error;

    fn try_from(wire: FailurePointWire) -> Result<Self, Error> {
        Self::new(wire.sections, wire.unit)
    }
}

impl From<FailurePoint> for FailurePointWire {
    fn from(point: FailurePoint) -> Self {
        Self {
            sections: point.sections.into(),
            unit: point.unit,
        }
    }
}

impl FailurePoint {
    /// A failure point among `sections` sections of `unit` each.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for sections outside `1..=`[`MAX_SECTIONS`]
    /// or a unit below 1.
    pub fn new(sections: i64, unit: i64) -> Result<Self, Error> {
        let sections = Error::check_range("obstacle sections", sections, 1, MAX_SECTIONS.into())?;
        Error::check_range("no-penalty size", unit, 1, MAX_OBSTACLE_SIZE)?;
        Ok(Self {
            sections: u32::try_from(sections).map_err(|_| {
                Error::Core(osr_core::Error::OutOfRange {
                    what: "obstacle sections",
                    value: sections,
                    min: 1,
                    max: MAX_SECTIONS.into(),
                })
            })?,
            unit,
        })
    }

    /// The number of sections: the die's faces.
    #[must_use]
    pub const fn sections(&self) -> u32 {
        self.sections
    }

    /// The size of one section.
    #[must_use]
    pub const fn unit(&self) -> i64 {
        self.unit
    }

    fn die(&self) -> Die {
        // At least one section by construction.
        Die::new(self.sections).unwrap_or(Die::D1)
    }
}

/// A rolled [`FailurePoint`]: the section where the attempt failed.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, gods_and_monsters::Obstacle};
///
/// // A failed climb of a 160-foot wall: d16, 1 is the lowest ten feet.
/// let at = Obstacle::new(160, 10)?.failure_point()?.roll(&mut SuppliedFaces::new(&[1]))?;
/// assert_eq!((at.section(), at.start(), at.end()), (1, 0, 10));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FailedAt {
    unit: i64,
    dice: [Rolled; 1],
}

impl FailedAt {
    /// The section, 1 the first.
    #[must_use]
    pub const fn section(&self) -> u32 {
        self.dice[0].face
    }

    /// Where the section starts: the sections before it times their size
    /// (40 feet for the fifth ten feet).
    #[must_use]
    pub fn start(&self) -> i64 {
        (i64::from(self.section()) - 1).saturating_mul(self.unit)
    }

    /// Where the section ends (50 feet for the fifth ten feet).
    #[must_use]
    pub fn end(&self) -> i64 {
        i64::from(self.section()).saturating_mul(self.unit)
    }
}

impl Resolved for FailedAt {
    type Band = u32;

    fn band(&self) -> u32 {
        self.section()
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for FailurePoint {
    type Band = u32;
    type Outcome = FailedAt;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<FailedAt, Error> {
        let face = self.die().roll(source)?;
        Ok(FailedAt {
            unit: self.unit,
            dice: [Rolled {
                sides: self.sections,
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<u32> {
        Odds::from_weights(
            (1..=self.sections).map(|section| (section, ratio(1, self.sections))),
            None,
        )
    }
}
