//! Obstacles whose size matters: the modifier, the time, the failure point.

use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, Odds, Resolved, Rolled, ratio};

osr_core::bounded! {
    error: crate::Error;
    /// The size of an obstacle, in any unit: a trillion feet is far past
    /// any obstacle, and keeps sizes and times clear of overflow.
    pub struct ObstacleSize(i64) in 1..=1_000_000_000_000, "obstacle size";
    /// The size an obstacle can be without a penalty (10 feet for a
    /// climb, one person for assistance), in the obstacle's unit.
    pub struct NoPenaltySize(i64) in 1..=1_000_000_000_000, "no-penalty size";
    /// The sections [`Obstacle::failure_point`] picks from: the multiples
    /// the printed size table reaches (1024 up to 2047 read as its last
    /// column).
    pub struct Sections(u32) in 1..=2047, "obstacle sections";
}

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
/// | [`ReadDown`](Self::ReadDown) | 0 | -1 | -1 | -2 | -2 | -2 | -2 | -3 | -4 | -10 |
/// | [`Linear`](Self::Linear) | 0 | -2 | -3 | -4 | -5 | -6 | -7 | -8 | -16 | -1024 |
/// | [`ReadUp`](Self::ReadUp) | 0 | -1 | -2 | -4 | -8 | -16 | -32 | -64 | -2^14 | — |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Scale;
///
/// assert_eq!(Scale::ReadDown.modifier(3)?, -1);
/// assert_eq!(Scale::ReadDown.modifier(1024)?, -10);
/// assert_eq!(Scale::Linear.modifier(3)?, -3);
/// // Jumping up 5 feet: the 4 feet beyond the first cost 1, 2, 4, 8.
/// assert_eq!(Scale::ReadUp.modifier(5)?, -8);
/// assert!(Scale::ReadDown.modifier(0).is_err());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
    /// The modifier (a penalty: 0 or negative) on a roll against an
    /// obstacle `multiple` times the no-penalty size.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a multiple below 1, or above
    /// [`MAX_LINEAR_MULTIPLE`] ([`Linear`](Self::Linear)) or
    /// [`MAX_READ_UP_MULTIPLE`] ([`ReadUp`](Self::ReadUp)).
    pub fn modifier(self, multiple: i64) -> Result<i32, Error> {
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
        let penalty = match self {
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
        }?;
        // At most 2^31 - 1, so the negation fits.
        Ok(-penalty)
    }
}

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
/// | modifier | 0 | -1 | -2 | -3 | -4 |
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{Obstacle, Scale};
///
/// let wall = Obstacle::new(80, 10)?;
/// assert_eq!((wall.multiple(), wall.modifier()), (8, -3));
/// // Searching a 40 by 40 foot room: -2 on the perception roll.
/// assert_eq!(Obstacle::new(40, 10)?.modifier(), -2);
/// assert_eq!(Obstacle::new(30, 10)?.modifier_on(Scale::Linear)?, -3);
/// assert_eq!(
///     Obstacle::new(0, 10).unwrap_err().to_string(),
///     "obstacle size must be in 1..=1000000000000, got 0",
/// );
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"size": 80, "unit": 10}`,
/// each field read back through its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Obstacle {
    size: ObstacleSize,
    unit: NoPenaltySize,
}

impl Obstacle {
    /// An obstacle of `size` measured in the same unit as `no_penalty_size`
    /// (feet and 10 feet for a wall).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a size outside
    /// [`ObstacleSize::MIN`]`..=`[`ObstacleSize::MAX`] or a no-penalty size
    /// outside [`NoPenaltySize::MIN`]`..=`[`NoPenaltySize::MAX`].
    pub fn new(size: i64, no_penalty_size: i64) -> Result<Self, Error> {
        Ok(Self {
            size: ObstacleSize::new(size)?,
            unit: NoPenaltySize::new(no_penalty_size)?,
        })
    }

    /// The size.
    #[must_use]
    pub const fn size(&self) -> i64 {
        self.size.get()
    }

    /// The no-penalty size.
    #[must_use]
    pub const fn no_penalty_size(&self) -> i64 {
        self.unit.get()
    }

    /// How many no-penalty sizes the obstacle holds, rounded down, at
    /// least 1.
    #[must_use]
    pub const fn multiple(&self) -> i64 {
        // Both are at least 1, so the quotient never overflows.
        let multiple = self.size.get() / self.unit.get();
        if multiple < 1 { 1 } else { multiple }
    }

    /// The modifier on the usual scale ([`Scale::ReadDown`]): a penalty,
    /// 0 or negative, to add to the roll ([`Roll::adjusted`](super::Roll::adjusted)).
    #[must_use]
    pub fn modifier(&self) -> i32 {
        // ReadDown takes every multiple from 1 up; at least -62.
        Scale::ReadDown.modifier(self.multiple()).unwrap_or(0)
    }

    /// The modifier on `scale` (0 or negative).
    ///
    /// # Errors
    ///
    /// As [`Scale::modifier`]: the multiple is too big for the scale.
    pub fn modifier_on(&self, scale: Scale) -> Result<i32, Error> {
        scale.modifier(self.multiple())
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
    /// [`Sections::MAX`] sections.
    pub fn failure_point(&self) -> Result<FailurePoint, Error> {
        Ok(FailurePoint {
            sections: Sections::new(self.multiple())?,
            unit: self.unit,
        })
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct FailurePoint {
    sections: Sections,
    unit: NoPenaltySize,
}

impl FailurePoint {
    /// A failure point among `sections` sections of `unit` each.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for sections outside
    /// [`Sections::MIN`]`..=`[`Sections::MAX`] or a unit outside
    /// [`NoPenaltySize::MIN`]`..=`[`NoPenaltySize::MAX`].
    pub fn new(sections: u32, unit: i64) -> Result<Self, Error> {
        Ok(Self {
            sections: Sections::new(sections)?,
            unit: NoPenaltySize::new(unit)?,
        })
    }

    /// The number of sections: the die's faces.
    #[must_use]
    pub const fn sections(&self) -> u32 {
        self.sections.get()
    }

    /// The size of one section.
    #[must_use]
    pub const fn unit(&self) -> i64 {
        self.unit.get()
    }

    fn die(&self) -> Die {
        // At least one section by construction.
        Die::new(self.sections.get()).unwrap_or(Die::D1)
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
///
/// With the `serde` feature it serializes as `{"band": 5, "start": 40,
/// "end": 50, "unit": 10, "dice": [...]}` (the band is the section, as
/// in the odds); deserializing checks the die (one counted die, with a
/// face per section) and that the band, start and end agree with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "FailedAtFields", into = "FailedAtFields")
)]
pub struct FailedAt {
    unit: NoPenaltySize,
    dice: [Rolled; 1],
}

/// A [`FailedAt`] as written, with the figures a reader wants beside the
/// die.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct FailedAtFields {
    /// The section where the attempt failed, from 1.
    band: u32,
    /// Where the section starts, in the obstacle's units of measure.
    start: i64,
    /// Where the section ends.
    end: i64,
    /// The no-penalty size: the length of a section.
    unit: NoPenaltySize,
    /// The one die rolled.
    dice: [Rolled; 1],
}

impl TryFrom<FailedAtFields> for FailedAt {
    type Error = Error;

    fn try_from(fields: FailedAtFields) -> Result<Self, Error> {
        let [die] = fields.dice;
        Sections::new(die.sides)?;
        let at = Self {
            unit: fields.unit,
            dice: fields.dice,
        };
        if die.fate != Fate::Counted
            || fields.band != die.face
            || fields.start != at.start()
            || fields.end != at.end()
        {
            return Err(Error::Inconsistent {
                what: "failure point",
            });
        }
        Ok(at)
    }
}

impl From<FailedAt> for FailedAtFields {
    fn from(at: FailedAt) -> Self {
        Self {
            band: at.section(),
            start: at.start(),
            end: at.end(),
            unit: at.unit,
            dice: at.dice,
        }
    }
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
        (i64::from(self.section()) - 1).saturating_mul(self.unit.get())
    }

    /// Where the section ends (50 feet for the fifth ten feet).
    #[must_use]
    pub fn end(&self) -> i64 {
        i64::from(self.section()).saturating_mul(self.unit.get())
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
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<FailedAt, Error> {
        let face = self.die().roll(source)?;
        Ok(FailedAt {
            unit: self.unit,
            dice: [Rolled {
                sides: self.sections.get(),
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<u32> {
        Odds::from_weights(
            (1..=self.sections.get()).map(|section| (section, ratio(1, self.sections.get()))),
            None,
        )
    }
}
