//! Block, Dodge, Parry's fall from a great height (BDP-1.7.1.fall): 1d10
//! STR damage per floor, `Nd10`.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

#[cfg(feature = "serde")]
use osr_check::Error;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::sum_odds;

/// Most floors a fall is rolled for: ten times a tall tower.
pub const MAX_FLOORS: u32 = Floors::MAX;

osr_core::bounded! {
    error: crate::Error;
    /// The floors of a fall: at least one, and no more than a tower has.
    pub struct Floors(u32) in 1..=100, "floors";
}

/// A fall from a great height: 1d10 STR damage per floor fallen, to be
/// followed by a [`CriticalDamageSave`](super::CriticalDamageSave).
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_health::block_dodge_parry::Fall;
///
/// let two_floors = Fall::new(2)?;
/// assert_eq!(two_floors.roll(&mut SuppliedFaces::new(&[3, 8]))?.band(), 11);
/// assert_eq!(two_floors.notation(), "2d10");
/// let p = BigRational::new(10.into(), 100.into());
/// assert_eq!(two_floors.odds().probability(&11), Some(p));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Fall {
    floors: Floors,
}

impl Fall {
    /// A fall of `floors` floors.
    ///
    /// # Errors
    ///
    /// [`crate::Error::Core`] (`OutOfRange`) outside [`Floors`]' range.
    pub fn new(floors: u32) -> Result<Self, crate::Error> {
        Ok(Self {
            floors: Floors::new(floors)?,
        })
    }

    /// The floors fallen.
    #[must_use]
    pub const fn floors(&self) -> u32 {
        self.floors.get()
    }

    /// The damage in dice notation, `Nd10`.
    #[must_use]
    pub fn notation(&self) -> String {
        format!("{}d10", self.floors())
    }
}

/// A rolled [`Fall`].
///
/// With the `serde` feature it serializes as `{"band": 11, "dice": [...]}`,
/// the band being the damage; deserializing checks that every die is a
/// counted d10 and that the damage is their sum
/// ([`Inconsistent`](osr_check::Error::Inconsistent) otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "FallRecord", into = "FallRecord"))]
pub struct FallRoll {
    damage: u32,
    dice: Vec<Rolled>,
}

/// A [`FallRoll`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct FallRecord {
    band: u32,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<FallRecord> for FallRoll {
    type Error = Error;

    fn try_from(record: FallRecord) -> Result<Self, Error> {
        let floors = u32::try_from(record.dice.len()).unwrap_or(u32::MAX);
        if Floors::new(floors).is_err()
            || record
                .dice
                .iter()
                .any(|d| d.sides != 10 || d.fate != Fate::Counted)
        {
            return Err(Error::Inconsistent {
                what: "the dice of a fall",
            });
        }
        let sum = record.dice.iter().map(|d| d.face).sum::<u32>();
        if sum != record.band {
            return Err(Error::Inconsistent { what: "the damage" });
        }
        Ok(Self {
            damage: record.band,
            dice: record.dice,
        })
    }
}

#[cfg(feature = "serde")]
impl From<FallRoll> for FallRecord {
    fn from(roll: FallRoll) -> Self {
        Self {
            band: roll.damage,
            dice: roll.dice,
        }
    }
}

impl FallRoll {
    /// The STR damage.
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::Check;
    /// use osr_health::block_dodge_parry::Fall;
    ///
    /// assert_eq!(Fall::new(1)?.roll(&mut SuppliedFaces::new(&[7]))?.damage(), 7);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage
    }
}

impl Resolved for FallRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.damage
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Fall {
    type Band = u32;
    type Outcome = FallRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<FallRoll, crate::Error> {
        let mut dice = Vec::new();
        let mut damage = 0_u32;
        for _ in 0..self.floors() {
            let face = Die::D10.roll(source)?;
            dice.push(Rolled {
                sides: 10,
                face,
                fate: Fate::Counted,
            });
            damage = damage.saturating_add(face);
        }
        Ok(FallRoll { damage, dice })
    }

    fn odds(&self) -> Odds<u32> {
        sum_odds(Die::D10, self.floors())
    }
}
