//! The dice the rules use, and rolling "up to N" on the smallest.

use alloc::vec::Vec;

use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, MAX_TIE_ROUNDS, Odds, Outcome, Rolled, ratio};

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

osr_core::bounded! {
    error: crate::Error;
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
    /// assert_eq!(outcome.band(), 3);
    /// assert_eq!(outcome.dice()[0].fate, Fate::Replaced);
    /// assert_eq!(seven.odds().probability(&7), Some(BigRational::new(1.into(), 7.into())));
    /// assert_eq!(SmallestDie::new(15)?.die(), Die::D20);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// The outcome is an [`Outcome`] whose band is the number rolled, 1 to N.
    pub struct SmallestDie(u32) in 1..=20, "highest number rolled";
}

impl SmallestDie {
    /// The highest number rolled.
    #[must_use]
    pub const fn up_to(&self) -> u32 {
        self.0
    }

    /// The die rolled: the smallest of [`DICE`] with at least
    /// [`up_to`](Self::up_to) faces.
    #[must_use]
    pub fn die(&self) -> Die {
        // up_to is at most 20, the last die's faces.
        DICE.into_iter()
            .find(|die| die.sides() >= self.0)
            .unwrap_or(Die::D20)
    }
}

impl Check for SmallestDie {
    type Band = u32;
    type Outcome = Outcome<u32>;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Outcome<u32>, Error> {
        let die = self.die();
        let mut dice = Vec::new();
        for _ in 0..MAX_TIE_ROUNDS {
            let face = die.roll(source)?;
            let counted = face <= self.0;
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
                return Ok(Outcome::new(face, dice));
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
        let face = ratio(1, sides) / ratio(self.0, sides);
        Odds::from_weights((1..=self.0).map(|value| (value, face.clone())), None)
    }
}
