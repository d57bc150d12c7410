//! Block, Dodge, Parry's contested saves: the highest passing roll wins (BDP-1.3.contested).

use alloc::vec::Vec;

use osr_core::{Die, FaceSource};

use super::{AbilityScore, save_passes};
use crate::{Check, Error, Fate, MAX_TIE_ROUNDS, Odds, Resolved, Rolled, ratio};

/// The result of a contested save.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryWinner"))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Winner {
    /// Both saves failed: nobody wins.
    Neither,
    /// The first side won.
    First,
    /// The second side won.
    Second,
}

/// A contested save: both sides save, and the highest roll that still
/// passes wins.
///
/// A side that passes beats one that fails; when both fail nobody wins;
/// when both pass with the same roll, both roll again. A natural 1 always
/// passes, but as the lowest roll it loses to any other pass.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, block_dodge_parry::{Contest, Winner}};
///
/// // Disarming an ogre: STR 16 against STR 16.
/// let disarm = Contest::new(16, 16)?;
/// assert_eq!(disarm.roll(&mut SuppliedFaces::new(&[14, 9]))?.band(), Winner::First);
/// assert_eq!(disarm.roll(&mut SuppliedFaces::new(&[17, 3]))?.band(), Winner::Second);
/// assert_eq!(disarm.roll(&mut SuppliedFaces::new(&[18, 19]))?.band(), Winner::Neither);
///
/// let outcome = disarm.roll(&mut SuppliedFaces::new(&[10, 10, 2, 5]))?;
/// assert_eq!((outcome.band(), outcome.rounds()), (Winner::Second, 2));
///
/// // Both fail with probability (4/20)^2, given no tie.
/// let p = BigRational::new(16.into(), 384.into());
/// assert_eq!(disarm.odds().probability(&Winner::Neither), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryContest"))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Contest {
    abilities: [AbilityScore; 2],
}

impl Contest {
    /// A contest between two ability scores.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(first: i32, second: i32) -> Result<Self, Error> {
        Ok(Self {
            abilities: [AbilityScore::new(first)?, AbilityScore::new(second)?],
        })
    }

    /// The two ability scores.
    #[must_use]
    pub const fn abilities(&self) -> [i32; 2] {
        [self.abilities[0].get(), self.abilities[1].get()]
    }

    /// One round with these faces: its winner, or `None` for a tie between
    /// two passes.
    fn round(&self, a: u32, b: u32) -> Option<Winner> {
        let [first, second] = self.abilities();
        match (save_passes(first, a), save_passes(second, b)) {
            (false, false) => Some(Winner::Neither),
            (true, false) => Some(Winner::First),
            (false, true) => Some(Winner::Second),
            (true, true) if a > b => Some(Winner::First),
            (true, true) if b > a => Some(Winner::Second),
            (true, true) => None,
        }
    }
}

/// A rolled [`Contest`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Fate, Resolved, block_dodge_parry::Contest};
///
/// let outcome = Contest::new(16, 16)?.roll(&mut SuppliedFaces::new(&[11, 11, 14, 9]))?;
/// assert_eq!((outcome.faces_rolled(), outcome.rounds()), ([14, 9], 2));
/// assert_eq!(outcome.dice()[1].fate, Fate::Replaced);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryContestRoll"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ContestRecord", into = "ContestRecord")
)]
pub struct ContestRoll {
    winner: Winner,
    faces: [u32; 2],
    rounds: u32,
    dice: Vec<Rolled>,
}

/// A [`ContestRoll`] as written: `{"band": "first", "faces": [9, 4],
/// "rounds": 1, "dice": [...]}`.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ContestRecord {
    /// The side with the highest passing roll, or `neither` when both failed.
    band: Winner,
    /// The two d20s of the last round.
    faces: [u32; 2],
    /// The rounds rolled, ties included.
    rounds: u32,
    /// Every d20 rolled, in order; the dice of tied rounds are marked
    /// `replaced`.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<ContestRecord> for ContestRoll {
    type Error = Error;

    fn try_from(record: ContestRecord) -> Result<Self, Error> {
        let dice = &record.dice;
        let (earlier, last) = dice.split_at(dice.len().saturating_sub(2));
        let rounds_ok = usize::try_from(record.rounds)
            .is_ok_and(|r| (1..=MAX_TIE_ROUNDS).contains(&record.rounds) && dice.len() == 2 * r);
        if !rounds_ok
            || dice.iter().any(|d| d.sides != 20)
            || earlier.iter().any(|d| d.fate != Fate::Replaced)
            || last.iter().any(|d| d.fate != Fate::Counted)
            || last.iter().map(|d| d.face).ne(record.faces)
        {
            return Err(Error::Inconsistent {
                what: "the rounds of the contest",
            });
        }
        // A natural 1 always passes and a natural 20 always fails,
        // whatever the abilities; a tie between passes is rolled again.
        let [a, b] = record.faces;
        let possible = match record.band {
            Winner::Neither => a != 1 && b != 1,
            Winner::First => a != 20 && (b == 20 || a > b || b != 1),
            Winner::Second => b != 20 && (a == 20 || b > a || a != 1),
        };
        if !possible {
            return Err(Error::Inconsistent { what: "the band" });
        }
        Ok(Self {
            winner: record.band,
            faces: record.faces,
            rounds: record.rounds,
            dice: record.dice,
        })
    }
}

#[cfg(feature = "serde")]
impl From<ContestRoll> for ContestRecord {
    fn from(roll: ContestRoll) -> Self {
        Self {
            band: roll.winner,
            faces: roll.faces,
            rounds: roll.rounds,
            dice: roll.dice,
        }
    }
}

impl ContestRoll {
    /// The result.
    #[must_use]
    pub const fn winner(&self) -> Winner {
        self.winner
    }

    /// The two d20s of the deciding round.
    #[must_use]
    pub const fn faces_rolled(&self) -> [u32; 2] {
        self.faces
    }

    /// The rounds rolled, the deciding one included.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }
}

impl Resolved for ContestRoll {
    type Band = Winner;

    fn band(&self) -> Winner {
        self.winner
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Contest {
    type Band = Winner;
    type Outcome = ContestRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestRoll, Error> {
        let mut dice = Vec::with_capacity(2);
        for round in 1..=MAX_TIE_ROUNDS {
            let a = Die::D20.roll(source)?;
            let b = Die::D20.roll(source)?;
            if let Some(winner) = self.round(a, b) {
                for face in [a, b] {
                    dice.push(Rolled {
                        sides: 20,
                        face,
                        fate: Fate::Counted,
                    });
                }
                return Ok(ContestRoll {
                    winner,
                    faces: [a, b],
                    rounds: round,
                    dice,
                });
            }
            for face in [a, b] {
                dice.push(Rolled {
                    sides: 20,
                    face,
                    fate: Fate::Replaced,
                });
            }
        }
        Err(Error::Unresolved {
            what: "contested save tie",
            rolls: MAX_TIE_ROUNDS,
        })
    }

    fn odds(&self) -> Odds<Winner> {
        // Count the 400 pairs of one round; tied rounds are rolled again,
        // so each result's chance is its share of the pairs that settle
        // (never none: a 20 against a 19 settles every contest).
        let mut ways = [0_u32; 3];
        let mut settled = 0_u32;
        for a in 1..=20 {
            for b in 1..=20 {
                let slot = match self.round(a, b) {
                    None => continue,
                    Some(Winner::Neither) => 0,
                    Some(Winner::First) => 1,
                    Some(Winner::Second) => 2,
                };
                ways[slot] += 1;
                settled += 1;
            }
        }
        Odds::from_weights(
            [Winner::Neither, Winner::First, Winner::Second]
                .into_iter()
                .zip(ways)
                .map(|(winner, n)| (winner, ratio(n, settled))),
            None,
        )
    }
}
