//! The dice the rules use, and rolling "up to N" on the smallest.

use alloc::vec::Vec;

use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, MAX_TIE_ROUNDS, Odds, Resolved, Rolled, ratio};

/// The dice the rules use, smallest first: d2, d3, d4, d6, d8, d10, d12,
/// d20 (rule GM-dice.notation). Sums of them (2d6, 8d6, 4d6 keeping the
/// highest 3) are written in the crate's notation, and the damage
/// progression's "+d6" steps are [`DamageStep`](osr_core::DamageStep).
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::DICE;
/// use osr_dice::{Limits, compile};
///
/// assert_eq!(DICE.map(|d| d.sides()), [2, 3, 4, 6, 8, 10, 12, 20]);
/// // Ability scores: roll 4d6 and add the three highest.
/// let abilities = compile("4d6kh3", &Limits::default())?;
/// let roll = abilities.roll_total(&mut osr_core::SuppliedFaces::new(&[2, 5, 3, 6]))?;
/// assert_eq!(roll, 14);
/// # Ok::<(), osr_dice::Error>(())
/// ```
pub const DICE: [Die; 8] = [
    Die::D2,
    Die::D3,
    Die::D4,
    Die::D6,
    Die::D8,
    Die::D10,
    Die::D12,
    Die::D20,
];

/// Rolling "up to N" (rule GM-dice.smallest-die): the smallest of the
/// [`DICE`] with at least N faces, re-rolled while it shows more than N,
/// so every number 1 to N is equally likely. Up to 7 is a d8 re-rolling
/// 8s; up to 15 a d20 re-rolling 16 to 20.
///
/// The re-rolled dice stay in the outcome as
/// [`Fate::Replaced`]; after [`MAX_TIE_ROUNDS`] dice without a number
/// in range (only a broken or adversarial face source gets there) the roll
/// gives up with [`Error::Unresolved`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::{Die, SuppliedFaces};
/// use osr_check::{Check, Fate, Resolved, gods_and_monsters::SmallestDie};
///
/// let seven = SmallestDie::new(7)?;
/// assert_eq!(seven.die(), Die::D8);
/// let outcome = seven.roll(&mut SuppliedFaces::new(&[8, 3]))?;
/// assert_eq!(outcome.value(), 3);
/// assert_eq!(outcome.dice()[0].fate, Fate::Replaced);
/// assert_eq!(seven.odds().probability(&7), Some(BigRational::new(1.into(), 7.into())));
/// assert_eq!(SmallestDie::new(15)?.die(), Die::D20);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct SmallestDie {
    up_to: u32,
}

/// Largest N [`SmallestDie`] rolls up to: the faces of a d20.
pub const MAX_UP_TO: u32 = 20;

impl SmallestDie {
    /// Rolling a number from 1 to `up_to`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for `up_to` outside `1..=`[`MAX_UP_TO`].
    pub fn new(up_to: u32) -> Result<Self, Error> {
        Error::check_range("highest number rolled", up_to, 1, MAX_UP_TO.into())?;
        Ok(Self { up_to })
    }

    /// The highest number rolled.
    #[must_use]
    pub const fn up_to(&self) -> u32 {
        self.up_to
    }

    /// The die rolled: the smallest of [`DICE`] with at least
    /// [`up_to`](Self::up_to) faces.
    #[must_use]
    pub fn die(&self) -> Die {
        // up_to is at most 20, the last die's faces.
        DICE.into_iter()
            .find(|die| die.sides() >= self.up_to)
            .unwrap_or(Die::D20)
    }
}

impl TryFrom<u32> for SmallestDie {
    type Error = Error;

    fn try_from(up_to: u32) -> Result<Self, Error> {
        Self::new(up_to)
    }
}

impl From<SmallestDie> for u32 {
    fn from(die: SmallestDie) -> Self {
        die.up_to
    }
}

/// A rolled [`SmallestDie`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::SmallestDie};
///
/// let outcome = SmallestDie::new(15)?.roll(&mut SuppliedFaces::new(&[18, 16, 15]))?;
/// assert_eq!((outcome.value(), outcome.faces()), (15, vec![18, 16, 15]));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct UpTo {
    value: u32,
    dice: Vec<Rolled>,
}

impl UpTo {
    /// The number rolled, 1 to N.
    #[must_use]
    pub const fn value(&self) -> u32 {
        self.value
    }
}

impl Resolved for UpTo {
    type Band = u32;

    fn band(&self) -> u32 {
        self.value
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for SmallestDie {
    type Band = u32;
    type Outcome = UpTo;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<UpTo, Error> {
        let die = self.die();
        let mut dice = Vec::new();
        for _ in 0..MAX_TIE_ROUNDS {
            let face = die.roll(source)?;
            let counted = face <= self.up_to;
            dice.push(Rolled {
                sides: die.sides(),
                face,
                fate: if counted {
                    Fate::Counted
                } else {
                    Fate::Replaced
                },
            });
            if counted {
                return Ok(UpTo { value: face, dice });
            }
        }
        Err(Error::Unresolved {
            what: "smallest-die re-roll",
            rolls: MAX_TIE_ROUNDS,
        })
    }

    fn odds(&self) -> Odds<u32> {
        // Re-rolling the faces above N conditions the die on showing at
        // most N: each face 1..=N keeps its 1/sides over the N/sides left.
        let sides = self.die().sides();
        let face = ratio(1, sides) / ratio(self.up_to, sides);
        Odds::from_weights((1..=self.up_to).map(|value| (value, face.clone())), None)
    }
}
