//! Murdham: the d20 save with trivial and impossible outcomes, impaired and
//! enhanced rolls, group saves, ability contests, luck games, the attitude
//! roll and exploding damage dice.
//!
//! Ability scores are [`AbilityScore`]s, 0 to 20: the rules chapter gives
//! no range, temporary reductions can take a score down to 0, and at 20 a
//! save can no longer fail, so a higher score would only change contests,
//! which nothing in the rules asks for.
//!
//! | rule | API |
//! |---|---|
//! | MU-core.save: pass on d20 at most the ability; trivial and impossible saves are not rolled | [`Save`], [`Gate`], [`SaveOutcome`] |
//! | MU-core.impaired-enhanced: roll twice, keep the worse or the better; one of each cancel; more add nothing | [`Save::with_edge`], [`Damage::with_edge`], [`GroupSave::with_edge`], [`Contest::with_edges`] |
//! | MU-dice.keep-low-high: 2d6 keep the lower or the higher (attitude) | [`AttitudeRoll`], [`Approach`], [`ATTITUDES`] |
//! | MU-dice.group-save: one d20 against every member's score; anyone passing notices | [`GroupSave`], [`GroupRoll`] |
//! | MU-dice.secret: saves the referee rolls in secret | [`secretly`](super::secretly) |
//! | MU-dice.contest: ability - d20 each, highest wins, ties rolled again | [`Contest`] |
//! | MU-dice.luck-d20: d20 each, lowest wins, ties rolled again | [`LuckGame`] |
//! | MU-dice.notation: damage dice explode (`1d4!p`) | [`Damage`], [`Damage::notation`] |

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource, Net, StepDie};

use super::{
    Check, Error, Fate, MAX_TIE_ROUNDS, Naturals, Odds, PassFail, Prefer, Resolved, Rolled, Table,
    kept_face_odds, ratio, roll_kept,
};
use crate::save::{EdgeRule, NaturalsRule, SaveRules};
use osr_dice::{Limits, Plan, compile};

bounded! {
    /// An ability score: the rules chapter gives no range, temporary
    /// reductions can take a score to 0, and at 20 a save cannot fail.
    pub struct AbilityScore(i32) in 0..=20, "ability score";
}

crate::save::impl_score!(AbilityScore);

fn check_ability(ability: i32) -> Result<i32, Error> {
    Ok(AbilityScore::new(ability)?.get())
}

/// The rules of Murdham's save: enhancements and impairments cancel one
/// for one and roll at most one extra d20, no natural 1/20 rule, and a
/// [`Gate`] settles trivial and impossible saves without a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules;

impl SaveRules for Rules {
    type Ability = AbilityScore;
    type Outcome = SaveOutcome;
    const EDGE: EdgeRule = EdgeRule::CancelOneExtra;
    const NATURALS: NaturalsRule = NaturalsRule::Fixed(Naturals::Compare);
}

/// `len` as an `i64` for a range check (lengths beyond `i64` saturate).
fn count(len: usize) -> i64 {
    i64::try_from(len).unwrap_or(i64::MAX)
}

/// Impairments and enhancements as the dice rolled: they cancel one for
/// one, and more of either add nothing.
const fn net_edge(edge: Edge) -> Net {
    edge.net().at_most(1)
}

/// A save: d20 at most the ability passes. Enhanced saves roll 2d20 and
/// keep the lower, impaired saves keep the higher; one enhancement cancels
/// one impairment and more of either add nothing ([`Save::with_edge`]). A
/// [`Gate`] other than [`Gate::Uncertain`] settles the save without a
/// roll ([`Save::with_gate`]).
///
/// It is the crate's [configurable save](crate::save::Save) under
/// [`Rules`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::{Edge, SuppliedFaces};
/// use osr_check::{Check, PassFail, Resolved, murdham::Save};
///
/// // WIT 11 (rule MU-core.save).
/// let wit = Save::new(11)?;
/// assert_eq!(wit.roll(&mut SuppliedFaces::new(&[11]))?.band(), PassFail::Pass);
/// assert_eq!(wit.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Fail);
///
/// // Enhanced: 2d20, the lower counts; P(pass) = 1 - (9/20)^2.
/// let enhanced = wit.with_edge(Edge::new(1, 0))?;
/// assert_eq!(enhanced.roll(&mut SuppliedFaces::new(&[17, 4]))?.band(), PassFail::Pass);
/// let p = BigRational::new(319.into(), 400.into());
/// assert_eq!(enhanced.odds().probability(&PassFail::Pass), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
pub type Save = crate::save::Save<Rules>;

impl Save {
    /// The same save, trivial, impossible or rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, murdham::{Gate, Save, SaveOutcome}};
    ///
    /// let sneak = Save::new(12)?.with_gate(Gate::Impossible);
    /// assert_eq!(sneak.roll(&mut SuppliedFaces::new(&[]))?, SaveOutcome::Impossible);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn with_gate(self, gate: Gate) -> Self {
        // Murdham has every gate.
        Self { gate, ..self }
    }
}

pub use crate::save::{Gate, SaveOutcome};

/// Most members a group save compares: far more than a company or a band
/// of foes, and few enough to keep every roll and its odds cheap.
pub const MAX_MEMBERS: usize = 100;

/// A group save: one d20 is rolled for the whole group and compared with
/// each member's own score.
///
/// Each member passes or fails by their own comparison (fear: each member
/// is frightened or not). The band is the group's result for awareness and
/// passive detection: [`PassFail::Pass`] when anyone passes, which is when
/// the d20 is at most the highest score.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved, murdham::GroupSave};
///
/// // WIT 10, 13 and 9 (rule MU-dice.group-save).
/// let company = GroupSave::new(&[10, 13, 9])?;
/// let noticed = company.roll(&mut SuppliedFaces::new(&[12]))?;
/// assert_eq!(noticed.band(), PassFail::Pass);
/// assert_eq!(noticed.results(), [PassFail::Fail, PassFail::Pass, PassFail::Fail]);
/// assert_eq!(company.roll(&mut SuppliedFaces::new(&[14]))?.band(), PassFail::Fail);
///
/// let thirteen = BigRational::new(13.into(), 20.into());
/// assert_eq!(company.odds().probability(&PassFail::Pass), Some(thirteen));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "GroupSaveWire", into = "GroupSaveWire")
)]
pub struct GroupSave {
    scores: Vec<i32>,
    edge: Edge,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct GroupSaveWire {
    scores: Vec<i32>,
    #[cfg_attr(feature = "serde", serde(default))]
    edge: Edge,
}

impl TryFrom<GroupSaveWire> for GroupSave {
    type Error = Error;

    fn try_from(wire: GroupSaveWire) -> Result<Self, Error> {
        Self::new(&wire.scores)?.with_edge(wire.edge)
    }
}

impl From<GroupSave> for GroupSaveWire {
    fn from(save: GroupSave) -> Self {
        Self {
            scores: save.scores,
            edge: save.edge,
        }
    }
}

impl GroupSave {
    /// A group save against each member's score, in member order.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no members or more than [`MAX_MEMBERS`]
    /// (`"group members"`), or for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(scores: &[i32]) -> Result<Self, Error> {
        Error::check_range("group members", count(scores.len()), 1, count(MAX_MEMBERS))?;
        for &score in scores {
            check_ability(score)?;
        }
        Ok(Self {
            scores: scores.to_vec(),
            edge: Edge::NONE,
        })
    }

    /// The same save with the shared d20 enhanced or impaired.
    ///
    /// # Errors
    ///
    /// None under Murdham's rules, where more of either add nothing; the
    /// `Result` keeps `with_edge` alike in every system.
    pub fn with_edge(self, edge: Edge) -> Result<Self, Error> {
        Ok(Self { edge, ..self })
    }

    /// The members' scores.
    #[must_use]
    pub fn scores(&self) -> &[i32] {
        &self.scores
    }

    /// The enhancements and impairments as given.
    #[must_use]
    pub const fn edge(&self) -> Edge {
        self.edge
    }

    fn face_odds(&self) -> Vec<BigRational> {
        kept_face_odds(20, net_edge(self.edge), Prefer::Low)
    }

    /// The exact odds of one member's own result, or `None` when there is
    /// no such member.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_check::{PassFail, murdham::GroupSave};
    ///
    /// let group = GroupSave::new(&[14, 10])?;
    /// let p = BigRational::new(10.into(), 20.into());
    /// assert_eq!(group.member_odds(1).and_then(|o| o.probability(&PassFail::Pass)), Some(p));
    /// assert!(group.member_odds(2).is_none());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn member_odds(&self, member: usize) -> Option<Odds<PassFail>> {
        let score = *self.scores.get(member)?;
        Some(Odds::from_weights(
            self.face_odds()
                .into_iter()
                .zip(1_i64..)
                .map(|(p, face)| (PassFail::from_bool(face <= i64::from(score)), p)),
            None,
        ))
    }

    /// The exact odds of how many members pass.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_check::murdham::GroupSave;
    ///
    /// // Both pass on 1..=10, only the first on 11..=14, nobody above.
    /// let odds = GroupSave::new(&[14, 10])?.passing_odds();
    /// assert_eq!(odds.probability(&2), Some(BigRational::new(10.into(), 20.into())));
    /// assert_eq!(odds.probability(&1), Some(BigRational::new(4.into(), 20.into())));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn passing_odds(&self) -> Odds<usize> {
        Odds::from_weights(
            self.face_odds()
                .into_iter()
                .zip(1_i64..)
                .map(|(p, face)| (self.passing(face), p)),
            None,
        )
    }

    fn passing(&self, face: i64) -> usize {
        self.scores
            .iter()
            .filter(|&&score| face <= i64::from(score))
            .count()
    }
}

/// A rolled [`GroupSave`]: the shared d20 and every member's result.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, murdham::GroupSave};
///
/// // Fear: d20 = 12 against WIT 14 and 10.
/// let fear = GroupSave::new(&[14, 10])?.roll(&mut SuppliedFaces::new(&[12]))?;
/// assert_eq!(fear.face(), 12);
/// assert_eq!(fear.member(0), Some(PassFail::Pass));
/// assert_eq!(fear.member(1), Some(PassFail::Fail));
/// assert_eq!(fear.passing(), 1);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GroupRoll {
    face: u32,
    results: Vec<PassFail>,
    dice: Vec<Rolled>,
}

impl GroupRoll {
    /// The kept d20.
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.face
    }

    /// Every member's result, in member order.
    #[must_use]
    pub fn results(&self) -> &[PassFail] {
        &self.results
    }

    /// One member's result, or `None` when there is no such member.
    #[must_use]
    pub fn member(&self, member: usize) -> Option<PassFail> {
        self.results.get(member).copied()
    }

    /// How many members passed.
    #[must_use]
    pub fn passing(&self) -> usize {
        self.results.iter().filter(|r| r.passed()).count()
    }

    /// Whether anyone passed: the group notices.
    #[must_use]
    pub fn anyone_passed(&self) -> bool {
        self.results.iter().any(|r| r.passed())
    }
}

impl Resolved for GroupRoll {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        PassFail::from_bool(self.anyone_passed())
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for GroupSave {
    type Band = PassFail;
    type Outcome = GroupRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<GroupRoll, Error> {
        let mut dice = Vec::with_capacity(2);
        let face = roll_kept(
            source,
            Die::D20,
            net_edge(self.edge),
            Prefer::Low,
            &mut dice,
        )?;
        let results = self
            .scores
            .iter()
            .map(|&score| PassFail::from_bool(i64::from(face) <= i64::from(score)))
            .collect();
        Ok(GroupRoll {
            face,
            results,
            dice,
        })
    }

    fn odds(&self) -> Odds<PassFail> {
        self.passing_odds()
            .map(|passing| PassFail::from_bool(passing > 0))
    }
}

/// The winner of a two-sided roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ContestWire", into = "ContestWire")
)]
pub struct Contest {
    abilities: [i32; 2],
    edges: [Edge; 2],
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct ContestWire {
    abilities: [i32; 2],
    #[cfg_attr(feature = "serde", serde(default))]
    edges: [Edge; 2],
}

impl TryFrom<ContestWire> for Contest {
    type Error = Error;

    fn try_from(wire: ContestWire) -> Result<Self, Error> {
        let [first, second] = wire.abilities;
        let [a, b] = wire.edges;
        Self::new(first, second)?.with_edges(a, b)
    }
}

impl From<Contest> for ContestWire {
    fn from(contest: Contest) -> Self {
        Self {
            abilities: contest.abilities,
            edges: contest.edges,
        }
    }
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
            abilities: [check_ability(first)?, check_ability(second)?],
            edges: [Edge::NONE; 2],
        })
    }

    /// The same contest with each side's enhancements and impairments.
    ///
    /// # Errors
    ///
    /// None under Murdham's rules, where more of either add nothing; the
    /// `Result` keeps `with_edge` alike in every system.
    pub const fn with_edges(self, first: Edge, second: Edge) -> Result<Self, Error> {
        Ok(Self {
            edges: [first, second],
            ..self
        })
    }

    /// The two abilities.
    #[must_use]
    pub const fn abilities(&self) -> [i32; 2] {
        self.abilities
    }

    /// The two sides' enhancements and impairments as given.
    #[must_use]
    pub const fn edges(&self) -> [Edge; 2] {
        self.edges
    }

    /// The exact chance of each result of one round: first wins, second
    /// wins, tie.
    fn round_odds(&self) -> [BigRational; 3] {
        let [a, b] = self.abilities;
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
pub struct ContestRoll {
    winner: Winner,
    scores: [i64; 2],
    rounds: u32,
    dice: Vec<Rolled>,
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

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ContestRoll, Error> {
        let [a, b] = self.abilities;
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

/// Most players in one luck game.
pub const MAX_PLAYERS: u32 = 20;

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
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct LuckGame {
    players: u32,
}

impl TryFrom<u32> for LuckGame {
    type Error = Error;

    fn try_from(players: u32) -> Result<Self, Error> {
        Self::new(players)
    }
}

impl From<LuckGame> for u32 {
    fn from(game: LuckGame) -> Self {
        game.players
    }
}

impl LuckGame {
    /// A game between `players` players.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for fewer than 2 or more than
    /// [`MAX_PLAYERS`] players.
    pub fn new(players: u32) -> Result<Self, Error> {
        Error::check_range("players", players, 2, MAX_PLAYERS.into())?;
        Ok(Self { players })
    }

    /// The number of players.
    #[must_use]
    pub const fn players(&self) -> u32 {
        self.players
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LuckRoll {
    winner: usize,
    rounds: u32,
    dice: Vec<Rolled>,
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

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<LuckRoll, Error> {
        let players = usize::try_from(self.players).unwrap_or(usize::MAX);
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
        let players = usize::try_from(self.players).unwrap_or(usize::MAX);
        Odds::from_weights((0..players).map(|p| (p, ratio(1, players))), None)
    }
}

/// How a being feels about the company, from worst to best.
///
/// # Examples
///
/// ```
/// use osr_check::murdham::{ATTITUDES, Attitude};
///
/// assert_eq!(ATTITUDES.row(1), Some(&Attitude::Hostile));
/// assert_eq!(Attitude::Neutral.to_string(), "neutral");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Attitude {
    /// Sets out to hurt the company.
    Hostile,
    /// Will not cooperate.
    Unfriendly,
    /// Willing to make deals that serve both sides.
    Neutral,
    /// Helps cheaply or for free, but will not be exploited.
    Friendly,
}

impl Attitude {
    /// How a being with this attitude behaves, in a few words.
    ///
    /// ```
    /// use osr_check::murdham::Attitude;
    ///
    /// assert_eq!(Attitude::Unfriendly.behaviour(), "will not cooperate");
    /// ```
    #[must_use]
    pub const fn behaviour(self) -> &'static str {
        match self {
            Self::Hostile => "sets out to hurt the company",
            Self::Unfriendly => "will not cooperate",
            Self::Neutral => "willing to make deals that serve both sides",
            Self::Friendly => "helps cheaply or for free, but will not be exploited",
        }
    }
}

impl fmt::Display for Attitude {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Hostile => "hostile",
            Self::Unfriendly => "unfriendly",
            Self::Neutral => "neutral",
            Self::Friendly => "friendly",
        })
    }
}

/// The attitude table, read with a d6 (or the kept die of 2d6): 1 hostile,
/// 2-3 unfriendly, 4-5 neutral, 6 friendly.
pub const ATTITUDES: Table<Attitude, 6> = Table::new([
    Attitude::Hostile,
    Attitude::Unfriendly,
    Attitude::Unfriendly,
    Attitude::Neutral,
    Attitude::Neutral,
    Attitude::Friendly,
]);

/// How the company approaches the beings whose attitude is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Approach {
    /// Particularly aggressive: 2d6, the lower counts.
    Aggressive,
    /// Neither: one d6.
    #[default]
    Other,
    /// Peaceful: 2d6, the higher counts.
    Peaceful,
}

/// The attitude roll, for a referee who rolls rather than picks: a d6 on
/// the [`ATTITUDES`] table, or 2d6 keeping the lower when the company is
/// aggressive and the higher when it is peaceful.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, murdham::{Approach, Attitude, AttitudeRoll}};
///
/// // 2d6 showing 5 and 2 (rule MU-dice.keep-low-high).
/// let aggressive = AttitudeRoll::new(Approach::Aggressive);
/// let outcome = aggressive.roll(&mut SuppliedFaces::new(&[5, 2]))?;
/// assert_eq!((outcome.kept(), outcome.band()), (2, Attitude::Unfriendly));
/// let peaceful = AttitudeRoll::new(Approach::Peaceful);
/// let outcome = peaceful.roll(&mut SuppliedFaces::new(&[5, 2]))?;
/// assert_eq!((outcome.kept(), outcome.band()), (5, Attitude::Neutral));
///
/// // P(hostile) = 1 - (5/6)^2 when aggressive.
/// let p = BigRational::new(11.into(), 36.into());
/// assert_eq!(aggressive.odds().probability(&Attitude::Hostile), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttitudeRoll {
    approach: Approach,
}

impl AttitudeRoll {
    /// The roll for this approach.
    #[must_use]
    pub const fn new(approach: Approach) -> Self {
        Self { approach }
    }

    /// The approach.
    #[must_use]
    pub const fn approach(&self) -> Approach {
        self.approach
    }

    /// The extra d6 and which die counts, as a net edge with higher faces
    /// better.
    const fn net(&self) -> Net {
        match self.approach {
            Approach::Aggressive => Net::Disadvantage(1),
            Approach::Other => Net::Even,
            Approach::Peaceful => Net::Advantage(1),
        }
    }
}

/// A rolled [`AttitudeRoll`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, murdham::{Approach, Attitude, AttitudeRoll}};
///
/// let outcome = AttitudeRoll::new(Approach::Other).roll(&mut SuppliedFaces::new(&[6]))?;
/// assert_eq!((outcome.kept(), outcome.attitude()), (6, Attitude::Friendly));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AttitudeOutcome {
    attitude: Attitude,
    kept: u32,
    dice: Vec<Rolled>,
}

impl AttitudeOutcome {
    /// The attitude read from the table.
    #[must_use]
    pub const fn attitude(&self) -> Attitude {
        self.attitude
    }

    /// The d6 that counted.
    #[must_use]
    pub const fn kept(&self) -> u32 {
        self.kept
    }
}

impl Resolved for AttitudeOutcome {
    type Band = Attitude;

    fn band(&self) -> Attitude {
        self.attitude
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for AttitudeRoll {
    type Band = Attitude;
    type Outcome = AttitudeOutcome;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AttitudeOutcome, Error> {
        let mut dice = Vec::with_capacity(2);
        let kept = roll_kept(source, Die::D6, self.net(), Prefer::High, &mut dice)?;
        let attitude =
            *ATTITUDES
                .row(kept)
                .ok_or(Error::Core(osr_core::Error::FaceOutOfRange {
                    face: kept,
                    sides: 6,
                    position: 0,
                }))?;
        Ok(AttitudeOutcome {
            attitude,
            kept,
            dice,
        })
    }

    fn odds(&self) -> Odds<Attitude> {
        Odds::from_weights(
            kept_face_odds(6, self.net(), Prefer::High)
                .into_iter()
                .zip(1..)
                .filter_map(|(p, face)| ATTITUDES.row(face).map(|&a| (a, p))),
            None,
        )
    }
}

/// Most extra dice one exploding damage die rolls before the roll gives up
/// with [`Error::Unresolved`]: the same limit as the notation engine's
/// default ([`Limits::max_explosions`]). A d4 gets there once in 4^101
/// rolls.
pub const MAX_EXPLOSIONS: u32 = 100;

/// How many explosions the odds of an exploding [`Damage`] roll list total
/// by total; totals needing more are folded into the odds'
/// [`tail`](Odds::tail).
pub const LISTED_EXPLOSIONS: u32 = 6;

/// A damage roll: one die on d4..d12 that explodes, impaired or enhanced.
///
/// A die showing its highest face is rolled again and the new face less
/// one is added, as long as it keeps showing its highest face: a d4
/// rolling 4 then 3 deals 4 + (3 - 1) = 6. This is the notation engine's
/// penetrating explosion, `1d4!p` ([`notation`](Self::notation)).
///
/// Impaired damage is rolled twice (each roll with its explosions) and the
/// lower total counts; enhanced damage keeps the higher. One enhancement
/// cancels one impairment and more of either add nothing.
/// [`exploding(false)`](Self::exploding) gives a plain die for rolls that
/// are not damage (a disease's d4 of ability loss), impaired or enhanced
/// in the same way.
///
/// The odds list every total up to [`LISTED_EXPLOSIONS`] explosions and
/// fold the rest into their tail, which holds the chance of that total or
/// more, exactly (including the astronomically rare chains longer than
/// [`MAX_EXPLOSIONS`], which the roll refuses).
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::{Edge, StepDie, SuppliedFaces};
/// use osr_check::{Check, Resolved, murdham::Damage};
///
/// let d4 = Damage::new(StepDie::D4);
/// assert_eq!(d4.roll(&mut SuppliedFaces::new(&[4, 3]))?.band(), 6);
/// assert_eq!(d4.notation(), "1d4!p");
///
/// // Impaired d4 rolling 3 and 1 deals 1; enhanced d6 rolling 2 and 5 deals 5.
/// let impaired = d4.with_edge(Edge::new(0, 1))?;
/// assert_eq!(impaired.roll(&mut SuppliedFaces::new(&[3, 1]))?.band(), 1);
/// let enhanced = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0))?;
/// assert_eq!(enhanced.roll(&mut SuppliedFaces::new(&[2, 5]))?.band(), 5);
///
/// // 6 on a d4 is a 4 then a 3: 1/16.
/// let sixteenth = BigRational::new(1.into(), 16.into());
/// assert_eq!(d4.odds().probability(&6), Some(sixteenth));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Damage {
    die: StepDie,
    #[cfg_attr(feature = "serde", serde(default))]
    edge: Edge,
    #[cfg_attr(feature = "serde", serde(default = "explodes_by_default"))]
    explodes: bool,
}

#[cfg(feature = "serde")]
const fn explodes_by_default() -> bool {
    true
}

impl Damage {
    /// A damage roll of one exploding die.
    #[must_use]
    pub const fn new(die: StepDie) -> Self {
        Self {
            die,
            edge: Edge::NONE,
            explodes: true,
        }
    }

    /// The same roll with these enhancements (advantages) and impairments
    /// (disadvantages).
    ///
    /// # Errors
    ///
    /// None under Murdham's rules, where more of either add nothing; the
    /// `Result` keeps `with_edge` alike in every system.
    pub const fn with_edge(self, edge: Edge) -> Result<Self, Error> {
        Ok(Self { edge, ..self })
    }

    /// The same roll with or without explosions.
    #[must_use]
    pub const fn exploding(self, explodes: bool) -> Self {
        Self { explodes, ..self }
    }

    /// The die.
    #[must_use]
    pub const fn die(&self) -> StepDie {
        self.die
    }

    /// The enhancements and impairments as given.
    #[must_use]
    pub const fn edge(&self) -> Edge {
        self.edge
    }

    /// Whether the die explodes.
    #[must_use]
    pub const fn explodes(&self) -> bool {
        self.explodes
    }

    /// The roll in dice notation: `1d4!p` for an exploding d4,
    /// `{1d4!p, 1d4!p}kl1` impaired, `{1d4!p, 1d4!p}kh1` enhanced, and
    /// `1d4`, `2d4kl1`, `2d4kh1` without explosions.
    ///
    /// ```
    /// use osr_core::{Edge, StepDie};
    /// use osr_check::murdham::Damage;
    ///
    /// let fire = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0))?;
    /// assert_eq!(fire.notation(), "{1d6!p, 1d6!p}kh1");
    /// assert_eq!(fire.exploding(false).notation(), "2d6kh1");
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn notation(&self) -> String {
        let sides = self.die.die().sides();
        let keep = match net_edge(self.edge) {
            Net::Even => None,
            Net::Advantage(_) => Some("kh1"),
            Net::Disadvantage(_) => Some("kl1"),
        };
        match (self.explodes, keep) {
            (true, None) => format!("1d{sides}!p"),
            (true, Some(keep)) => format!("{{1d{sides}!p, 1d{sides}!p}}{keep}"),
            (false, None) => format!("1d{sides}"),
            (false, Some(keep)) => format!("2d{sides}{keep}"),
        }
    }

    /// The roll compiled by the notation engine with the default
    /// [`Limits`], for rendering or for the engine's exact
    /// [`Distribution`](osr_dice::Distribution).
    ///
    /// ```
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_check::murdham::Damage;
    ///
    /// let plan = Damage::new(StepDie::D4).plan()?;
    /// assert_eq!(plan.roll(&mut SuppliedFaces::new(&[4, 3]))?.total, 6);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// None in practice: the notation is always within the default limits.
    pub fn plan(&self) -> Result<Plan, osr_dice::Error> {
        compile(&self.notation(), &Limits::default())
    }

    /// The first total the odds fold into their tail, or `None` for a die
    /// that does not explode.
    #[must_use]
    pub const fn tail_start(&self) -> Option<u32> {
        if self.explodes {
            let n = self.die.die().sides();
            Some(n + LISTED_EXPLOSIONS * (n - 1))
        } else {
            None
        }
    }
}

/// Rolls one exploding die into `dice` with `fate` and returns its total.
fn roll_exploding<S: FaceSource + ?Sized>(
    source: &mut S,
    die: Die,
    fate: Fate,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let sides = die.sides();
    let mut face = die.roll(source)?;
    dice.push(Rolled { sides, face, fate });
    let mut total = face;
    for _ in 0..MAX_EXPLOSIONS {
        if face != sides {
            return Ok(total);
        }
        face = die.roll(source)?;
        dice.push(Rolled { sides, face, fate });
        total = total.saturating_add(face.saturating_sub(1));
    }
    if face == sides {
        return Err(Error::Unresolved {
            what: "damage die explosion",
            rolls: MAX_EXPLOSIONS,
        });
    }
    Ok(total)
}

/// A rolled [`Damage`].
///
/// # Examples
///
/// ```
/// use osr_core::{Edge, StepDie, SuppliedFaces};
/// use osr_check::{Check, Fate, Resolved, murdham::Damage};
///
/// let impaired = Damage::new(StepDie::D4).with_edge(Edge::new(0, 1))?;
/// let outcome = impaired.roll(&mut SuppliedFaces::new(&[4, 2, 3]))?;
/// assert_eq!(outcome.total(), 3);
/// let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
/// assert_eq!(fates, [Fate::Dropped, Fate::Dropped, Fate::Counted]);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DamageRoll {
    total: u32,
    dice: Vec<Rolled>,
}

impl DamageRoll {
    /// The damage dealt.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.total
    }
}

impl Resolved for DamageRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.total
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Damage {
    type Band = u32;
    type Outcome = DamageRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<DamageRoll, Error> {
        let die = self.die.die();
        let net = net_edge(self.edge);
        let mut dice = Vec::with_capacity(2);
        if !self.explodes {
            let total = roll_kept(source, die, net, Prefer::High, &mut dice)?;
            return Ok(DamageRoll { total, dice });
        }
        let first = roll_exploding(source, die, Fate::Counted, &mut dice)?;
        let split = dice.len();
        let total = match net {
            Net::Even => first,
            Net::Advantage(_) | Net::Disadvantage(_) => {
                let second = roll_exploding(source, die, Fate::Counted, &mut dice)?;
                // Of equal totals the first counts.
                let keep_second = match net {
                    Net::Advantage(_) => second > first,
                    _ => second < first,
                };
                let (dropped, total) = if keep_second {
                    (0..split, second)
                } else {
                    (split..dice.len(), first)
                };
                for die in &mut dice[dropped] {
                    die.fate = Fate::Dropped;
                }
                total
            }
        };
        Ok(DamageRoll { total, dice })
    }

    fn odds(&self) -> Odds<u32> {
        let sides = self.die.die().sides();
        let net = net_edge(self.edge);
        let Some(tail) = self.tail_start() else {
            return Odds::from_weights(
                kept_face_odds(sides, net, Prefer::High)
                    .into_iter()
                    .zip(1..)
                    .map(|(p, face)| (face, p)),
                None,
            );
        };
        // One roll: p[t - 1] = P(total = t) for t below the tail.
        let p: Vec<BigRational> = (1..tail).map(|t| exploding_total(sides, t)).collect();
        // P(total <= t), t = 0..tail-1.
        let mut at_most = Vec::with_capacity(p.len() + 1);
        at_most.push(BigRational::zero());
        for (i, pt) in p.iter().enumerate() {
            let next = &at_most[i] + pt;
            at_most.push(next);
        }
        let square = |r: &BigRational| r * r;
        let one = BigRational::one();
        let (bands, tail_p): (Vec<(u32, BigRational)>, BigRational) = match net {
            Net::Even => (
                (1..tail).zip(p.iter().cloned()).collect(),
                one - &at_most[at_most.len() - 1],
            ),
            Net::Advantage(_) => (
                // P(max = t) = F(t)^2 - F(t - 1)^2.
                (1..tail)
                    .zip(at_most.windows(2))
                    .map(|(t, w)| (t, square(&w[1]) - square(&w[0])))
                    .collect(),
                one - square(&at_most[at_most.len() - 1]),
            ),
            Net::Disadvantage(_) => {
                // P(min = t) = S(t)^2 - S(t + 1)^2, S(t) = 1 - F(t - 1).
                let survival: Vec<BigRational> = at_most.iter().map(|f| &one - f).collect();
                (
                    (1..tail)
                        .zip(survival.windows(2))
                        .map(|(t, w)| (t, square(&w[0]) - square(&w[1])))
                        .collect(),
                    square(&survival[survival.len() - 1]),
                )
            }
        };
        Odds::from_weights(bands, Some((tail, tail_p)))
    }
}

/// The chance that one exploding die with `sides` faces totals `t`.
///
/// Below the highest face each total is one face. From there a total is
/// k highest faces then a lower face g, for t = sides + (k - 1)(sides - 1)
/// + (g - 1), one sequence of k + 1 faces.
fn exploding_total(sides: u32, t: u32) -> BigRational {
    if t == 0 {
        return BigRational::zero();
    }
    if t < sides {
        return ratio(1, sides);
    }
    let k = 1 + (t - sides) / (sides - 1);
    BigRational::new(BigInt::one(), BigInt::from(sides).pow(k + 1))
}
