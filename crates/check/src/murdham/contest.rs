//! Murdham's ability contests: ability minus a d20 each, the highest wins, ties rolled again
//! (MU-dice.contest).

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource};

use super::{AbilityScore, net_edge};
use crate::{
    Check, Error, Fate, MAX_TIE_ROUNDS, Odds, Prefer, Resolved, Rolled, kept_face_odds, roll_kept,
};

/// The winner of a two-sided roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamWinner"))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Winner {
    /// The first side.
    First,
    /// The second side.
    Second,
}

/// An ability contest (games of skill, usually WIT or AGI): each side
/// scores its ability minus a d20, the higher score wins, and a tie is
/// rolled again by both sides.
///
/// A side may be enhanced (2d20, the lower counts) or impaired (the higher
/// counts). The odds are those of the contest as played to the end: the
/// chance of each side winning a round, given the round is not a tie.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, murdham::{Contest, Winner}};
///
/// // WIT 12 rolls 5 (score 7) against WIT 10 rolling 8 (score 2).
/// let game = Contest::new(12, 10)?;
/// let outcome = game.roll(&mut SuppliedFaces::new(&[5, 8]))?;
/// assert_eq!((outcome.band(), outcome.scores()), (Winner::First, [7, 2]));
///
/// // Scores 4 and 4 tie: both roll again.
/// let outcome = Contest::new(12, 10)?.roll(&mut SuppliedFaces::new(&[8, 6, 9, 3]))?;
/// assert_eq!((outcome.band(), outcome.rounds()), (Winner::Second, 2));
///
/// // Equal abilities: even odds.
/// let half = BigRational::new(1.into(), 2.into());
/// assert_eq!(Contest::new(11, 11)?.odds().probability(&Winner::First), Some(half));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamContest"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Contest {
    /// The two sides' ability scores, 0 to 20.
    abilities: [AbilityScore; 2],
    /// Each side's impairments and enhancements (none when left out).
    #[cfg_attr(feature = "serde", serde(default))]
    edges: [Edge; 2],
}

impl Contest {
    /// A contest between two abilities.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(first: i32, second: i32) -> Result<Self, Error> {
        Ok(Self {
            abilities: [AbilityScore::new(first)?, AbilityScore::new(second)?],
            edges: [Edge::NONE; 2],
        })
    }

    /// The same contest with each side's enhancements and impairments
    /// (under Murdham's rules more of either add nothing, so any are
    /// taken).
    #[must_use]
    pub const fn with_edges(self, first: Edge, second: Edge) -> Self {
        Self {
            edges: [first, second],
            ..self
        }
    }

    /// The two abilities.
    #[must_use]
    pub const fn abilities(&self) -> [i32; 2] {
        [self.abilities[0].get(), self.abilities[1].get()]
    }

    /// The two sides' enhancements and impairments as given.
    #[must_use]
    pub const fn edges(&self) -> [Edge; 2] {
        self.edges
    }

    /// The exact chance of each result of one round: first wins, second
    /// wins, tie.
    fn round_odds(&self) -> [BigRational; 3] {
        let [a, b] = self.abilities();
        let first = kept_face_odds(20, net_edge(self.edges[0]), Prefer::Low);
        let second = kept_face_odds(20, net_edge(self.edges[1]), Prefer::Low);
        let mut odds = [
            BigRational::zero(),
            BigRational::zero(),
            BigRational::zero(),
        ];
        for (pa, fa) in first.iter().zip(1_i64..) {
            for (pb, fb) in second.iter().zip(1_i64..) {
                let (sa, sb) = (i64::from(a) - fa, i64::from(b) - fb);
                let slot = match sa.cmp(&sb) {
                    core::cmp::Ordering::Greater => 0,
                    core::cmp::Ordering::Less => 1,
                    core::cmp::Ordering::Equal => 2,
                };
                odds[slot] += pa * pb;
            }
        }
        odds
    }
}

/// A rolled [`Contest`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Fate, Resolved, murdham::Contest};
///
/// let outcome = Contest::new(12, 10)?.roll(&mut SuppliedFaces::new(&[8, 6, 5, 8]))?;
/// assert_eq!(outcome.rounds(), 2);
/// assert_eq!(outcome.dice()[0].fate, Fate::Replaced);
/// assert_eq!(outcome.dice()[2].fate, Fate::Counted);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamContestRoll"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ContestRecord", into = "ContestRecord")
)]
pub struct ContestRoll {
    winner: Winner,
    scores: [i64; 2],
    rounds: u32,
    dice: Vec<Rolled>,
}

/// A [`ContestRoll`] as written: `{"band": "first", "scores": [4, 2],
/// "rounds": 1, "dice": [...]}`.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ContestRecord {
    /// The side that won.
    band: Winner,
    /// Each side's ability minus its d20 in the last round.
    scores: [i64; 2],
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
        let [first, second] = record.scores;
        let winner = match first.cmp(&second) {
            core::cmp::Ordering::Greater => Winner::First,
            core::cmp::Ordering::Less => Winner::Second,
            core::cmp::Ordering::Equal => {
                return Err(Error::Inconsistent {
                    what: "a tied last round",
                });
            }
        };
        if winner != record.band {
            return Err(Error::Inconsistent { what: "the band" });
        }
        // An ability of 0..=20 less a d20.
        let scored = |score: i64| (-20..=19).contains(&score);
        if !scored(first) || !scored(second) {
            return Err(Error::Inconsistent { what: "the scores" });
        }
        check_rounds(&record.dice, record.rounds)?;
        Ok(Self {
            winner,
            scores: record.scores,
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
            scores: roll.scores,
            rounds: roll.rounds,
            dice: roll.dice,
        }
    }
}

/// Checks the dice of a recorded contest of d20s: every die a d20, at
/// least one per round, the last round's dice kept or dropped and every
/// earlier die replaced.
#[cfg(feature = "serde")]
pub(super) fn check_rounds(dice: &[Rolled], rounds: u32) -> Result<(), Error> {
    let replaced = dice.iter().filter(|d| d.fate == Fate::Replaced).count();
    let last = &dice[replaced.min(dice.len())..];
    let rounds_ok = (1..=MAX_TIE_ROUNDS).contains(&rounds)
        && usize::try_from(rounds).is_ok_and(|r| dice.len() >= r && (r > 1) == (replaced > 0));
    if !rounds_ok
        || dice.iter().any(|d| d.sides != 20)
        || dice[..replaced].iter().any(|d| d.fate != Fate::Replaced)
        || last.iter().any(|d| d.fate == Fate::Replaced)
        || last.is_empty()
    {
        return Err(Error::Inconsistent {
            what: "the rounds of the contest",
        });
    }
    Ok(())
}

impl ContestRoll {
    /// The winner.
    #[must_use]
    pub const fn winner(&self) -> Winner {
        self.winner
    }

    /// Each side's ability minus its d20 in the deciding round.
    #[must_use]
    pub const fn scores(&self) -> [i64; 2] {
        self.scores
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

/// Marks every die from `start` on as part of a round rolled again.
fn replace_from(dice: &mut [Rolled], start: usize) {
    for die in dice.iter_mut().skip(start) {
        die.fate = Fate::Replaced;
    }
}

impl Check for Contest {
    type Band = Winner;
    type Outcome = ContestRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestRoll, Error> {
        let [a, b] = self.abilities();
        let mut dice = Vec::with_capacity(2);
        for round in 1..=MAX_TIE_ROUNDS {
            let start = dice.len();
            let fa = roll_kept(
                source,
                Die::D20,
                net_edge(self.edges[0]),
                Prefer::Low,
                &mut dice,
            )?;
            let fb = roll_kept(
                source,
                Die::D20,
                net_edge(self.edges[1]),
                Prefer::Low,
                &mut dice,
            )?;
            let scores = [i64::from(a) - i64::from(fa), i64::from(b) - i64::from(fb)];
            if scores[0] != scores[1] {
                let winner = if scores[0] > scores[1] {
                    Winner::First
                } else {
                    Winner::Second
                };
                return Ok(ContestRoll {
                    winner,
                    scores,
                    rounds: round,
                    dice,
                });
            }
            replace_from(&mut dice, start);
        }
        Err(Error::Unresolved {
            what: "contest tie",
            rolls: MAX_TIE_ROUNDS,
        })
    }

    fn odds(&self) -> Odds<Winner> {
        let [first, second, tie] = self.round_odds();
        // A round settles with probability 1 - tie > 0 (two d20 always
        // differ with some chance), so ties are rolled away by conditioning.
        let settled = BigRational::one() - tie;
        Odds::from_weights(
            [
                (Winner::First, first / &settled),
                (Winner::Second, second / settled),
            ],
            None,
        )
    }
}
