//! Murdham's luck games: a d20 each, the lowest wins, ties rolled again (MU-dice.luck-d20).

use alloc::vec::Vec;

use osr_core::{Die, FaceSource};

use crate::{Check, Error, Fate, MAX_TIE_ROUNDS, Odds, Resolved, Rolled, ratio};

/// Most players in one luck game.
pub const MAX_PLAYERS: u32 = LuckPlayers::MAX;

osr_core::bounded! {
    error: crate::Error;
    /// The players of a luck game: two at least, and no more than a
    /// tavern table seats.
    pub struct LuckPlayers(u32) in 2..=20, "players";
}

/// A luck game: every player rolls a d20 and the lowest roll wins. Players
/// tied for the lowest roll again among themselves until one is lowest
/// alone (the rules leave ties open; rolling again, as contests do, is the
/// default reading).
///
/// Players are numbered from 0; the band is the winner's number. The dice
/// are fair and alike, so each player wins with probability 1/n.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, murdham::LuckGame};
///
/// let game = LuckGame::new(2)?;
/// assert_eq!(game.roll(&mut SuppliedFaces::new(&[7, 12]))?.band(), 0);
///
/// // Three players: 9, 4, 4; the two 4s roll again, 15 and 6.
/// let outcome = LuckGame::new(3)?.roll(&mut SuppliedFaces::new(&[9, 4, 4, 15, 6]))?;
/// assert_eq!((outcome.winner(), outcome.rounds()), (2, 2));
///
/// let third = BigRational::new(1.into(), 3.into());
/// assert_eq!(LuckGame::new(3)?.odds().probability(&1), Some(third));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct LuckGame {
    players: LuckPlayers,
}

impl LuckGame {
    /// A game between `players` players.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`LuckPlayers`]' range.
    pub fn new(players: u32) -> Result<Self, Error> {
        Ok(Self {
            players: LuckPlayers::new(players)?,
        })
    }

    /// The number of players.
    #[must_use]
    pub const fn players(&self) -> u32 {
        self.players.get()
    }
}

/// A rolled [`LuckGame`].
///
/// The dice are listed round by round, each round in player order among
/// the players still in the game; dice of a round that ended in a tie for
/// the lowest roll are [`Fate::Replaced`] for the tied players.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Fate, Resolved, murdham::LuckGame};
///
/// let outcome = LuckGame::new(3)?.roll(&mut SuppliedFaces::new(&[9, 4, 4, 15, 6]))?;
/// let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
/// assert_eq!(fates, [Fate::Counted, Fate::Replaced, Fate::Replaced, Fate::Counted, Fate::Counted]);
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as
/// `{"band": 2, "rounds": 2, "dice": [...]}`, the band being the winner;
/// deserializing replays the dice for every number of players and refuses
/// a record that no game rolls so ([`Error::Inconsistent`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "LuckRecord", into = "LuckRecord"))]
pub struct LuckRoll {
    winner: usize,
    rounds: u32,
    dice: Vec<Rolled>,
}

/// A [`LuckRoll`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct LuckRecord {
    /// The winner: the index of the player, from 0.
    band: usize,
    /// The rounds rolled, ties included.
    rounds: u32,
    /// Every d20 rolled, in order; the dice of tied players rolled again are
    /// marked `replaced`.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<LuckRecord> for LuckRoll {
    type Error = Error;

    fn try_from(record: LuckRecord) -> Result<Self, Error> {
        let roll = Self {
            winner: record.band,
            rounds: record.rounds,
            dice: record.dice,
        };
        // The dice tell the game only with the number of players: the
        // record stands if some game replays it exactly.
        let faces = roll.faces();
        let replays = (LuckPlayers::MIN..=LuckPlayers::MAX).any(|players| {
            let mut source = osr_core::SuppliedFaces::new(&faces);
            LuckGame::new(players)
                .and_then(|game| game.roll(&mut source))
                .is_ok_and(|replayed| replayed == roll && source.remaining().is_empty())
        });
        if replays {
            Ok(roll)
        } else {
            Err(Error::Inconsistent {
                what: "the luck game",
            })
        }
    }
}

#[cfg(feature = "serde")]
impl From<LuckRoll> for LuckRecord {
    fn from(roll: LuckRoll) -> Self {
        Self {
            band: roll.winner,
            rounds: roll.rounds,
            dice: roll.dice,
        }
    }
}

impl LuckRoll {
    /// The winner's number, from 0.
    #[must_use]
    pub const fn winner(&self) -> usize {
        self.winner
    }

    /// The rounds rolled, the deciding one included.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }
}

impl Resolved for LuckRoll {
    type Band = usize;

    fn band(&self) -> usize {
        self.winner
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for LuckGame {
    type Band = usize;
    type Outcome = LuckRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<LuckRoll, Error> {
        let players = usize::try_from(self.players()).unwrap_or(usize::MAX);
        let mut playing: Vec<usize> = (0..players).collect();
        let mut dice = Vec::with_capacity(players);
        for round in 1..=MAX_TIE_ROUNDS {
            let start = dice.len();
            for _ in &playing {
                let face = Die::D20.roll(source)?;
                dice.push(Rolled {
                    sides: 20,
                    face,
                    fate: Fate::Counted,
                });
            }
            let faces = &dice[start..];
            let lowest = faces.iter().map(|d| d.face).min().unwrap_or(0);
            let tied: Vec<usize> = faces
                .iter()
                .zip(&playing)
                .filter(|(d, _)| d.face == lowest)
                .map(|(_, &player)| player)
                .collect();
            if let [winner] = tied[..] {
                return Ok(LuckRoll {
                    winner,
                    rounds: round,
                    dice,
                });
            }
            for die in &mut dice[start..] {
                if die.face == lowest {
                    die.fate = Fate::Replaced;
                }
            }
            playing = tied;
        }
        Err(Error::Unresolved {
            what: "luck game tie",
            rolls: MAX_TIE_ROUNDS,
        })
    }

    fn odds(&self) -> Odds<usize> {
        // Every player rolls the same fair die, in every round, so the game
        // is symmetric in the players: each wins with probability 1/n.
        let players = usize::try_from(self.players()).unwrap_or(usize::MAX);
        Odds::from_weights((0..players).map(|p| (p, ratio(1, players))), None)
    }
}
