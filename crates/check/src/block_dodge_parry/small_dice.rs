//! Block, Dodge, Parry's small dice from a d6 (BDP-dice.notation).

use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, Odds, Outcome, Rolled, ratio};

/// A d2 or d3 read from a d6, for tables without one: a d2 is 1 on 1-3 and
/// 2 on 4-6, a d3 is 1 on 1-2, 2 on 3-4 and 3 on 5-6. (The notation engine
/// rolls `1d2` and `1d3` directly, with the same odds.)
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::SmallDie};
///
/// assert_eq!(SmallDie::D3.roll(&mut SuppliedFaces::new(&[4]))?.band(), 2);
/// assert_eq!(SmallDie::D2.roll(&mut SuppliedFaces::new(&[3]))?.band(), 1);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum SmallDie {
    /// A d2 (Tick Jitters' 1d2 DEX).
    D2,
    /// A d3 (the salves' 1d3).
    D3,
}

impl SmallDie {
    /// The faces of the small die.
    #[must_use]
    pub const fn sides(self) -> u32 {
        match self {
            Self::D2 => 2,
            Self::D3 => 3,
        }
    }

    /// The value a d6 face reads as, or `None` for a face not on a d6.
    ///
    /// ```
    /// use osr_check::block_dodge_parry::SmallDie;
    ///
    /// let d3: Vec<u32> = (1..=6).filter_map(|f| SmallDie::D3.from_d6(f)).collect();
    /// assert_eq!(d3, [1, 1, 2, 2, 3, 3]);
    /// assert_eq!(SmallDie::D2.from_d6(7), None);
    /// ```
    #[must_use]
    pub const fn from_d6(self, face: u32) -> Option<u32> {
        if face == 0 || face > 6 {
            return None;
        }
        let per_value = 6 / self.sides();
        Some(face.div_ceil(per_value))
    }
}

/// A rolled [`SmallDie`].
///
/// It is the crate's [`Outcome`] of a number: with the `serde` feature,
/// `{"band": 2, "dice": [...]}`.
pub type SmallRoll = Outcome<u32>;

impl Outcome<u32> {
    /// The value read.
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, block_dodge_parry::SmallDie};
    ///
    /// assert_eq!(SmallDie::D3.roll(&mut SuppliedFaces::new(&[6]))?.value(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn value(&self) -> u32 {
        *self.band_ref()
    }
}

impl Check for SmallDie {
    type Band = u32;
    type Outcome = SmallRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<SmallRoll, Error> {
        let face = Die::D6.roll(source)?;
        let value = self
            .from_d6(face)
            .ok_or(Error::Core(osr_core::Error::FaceOutOfRange {
                face,
                sides: 6,
                position: 0,
            }))?;
        Ok(Outcome::new(
            value,
            alloc::vec![Rolled {
                sides: 6,
                face,
                fate: Fate::Counted,
            }],
        ))
    }

    fn odds(&self) -> Odds<u32> {
        Odds::from_weights(
            (1..=6).filter_map(|face| Some((self.from_d6(face)?, ratio(1, 6)))),
            None,
        )
    }
}
