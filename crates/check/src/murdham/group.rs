//! Murdham's group save: one d20 against every member's score (MU-dice.group-save).

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_core::{Die, Edge, FaceSource};

use super::{check_ability, count, net_edge};
use crate::{Check, Error, Odds, PassFail, Prefer, Resolved, Rolled, kept_face_odds, roll_kept};

/// Most members a group save compares: far more than a company or a band
/// of foes, and few enough to keep every roll and its odds cheap.
pub const MAX_MEMBERS: usize = 100;

osr_core::bounded! {
    error: crate::Error;
    /// The number of members of a group save: one at least, and
    /// [`MAX_MEMBERS`] at most.
    pub struct Members(u32) in 1..=100, "group members";
}

/// A group save: one d20 is rolled for the whole group and compared with
/// each member's own score.
///
/// Each member passes or fails by their own comparison (fear: each member
/// is frightened or not). The band is the group's result where one member
/// passing is enough (passive detection of secrets, and awareness of
/// another group, which osr-combat's `murdham::Awareness` builds on it):
/// [`PassFail::Pass`] when anyone passes, which is when the d20 is at most
/// the highest score.
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamGroupSave"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "GroupSaveWire", into = "GroupSaveWire")
)]
pub struct GroupSave {
    scores: Vec<i32>,
    edge: Edge,
}

/// A [`GroupSave`] as read, checked by [`GroupSave::new`]: the number of
/// members is a fact of the whole list, which no field can check alone.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct GroupSaveWire {
    /// Each member's score, 0 to 20, at most 100 members.
    scores: Vec<i32>,
    /// Impairments and enhancements of the shared roll (none when left out).
    #[serde(default)]
    edge: Edge,
}

#[cfg(feature = "serde")]
impl TryFrom<GroupSaveWire> for GroupSave {
    type Error = Error;

    fn try_from(wire: GroupSaveWire) -> Result<Self, Error> {
        Ok(Self::new(&wire.scores)?.with_edge(wire.edge))
    }
}

#[cfg(feature = "serde")]
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
    /// [`AbilityScore`](super::AbilityScore)'s range.
    pub fn new(scores: &[i32]) -> Result<Self, Error> {
        Members::new(count(scores.len()))?;
        for &score in scores {
            check_ability(score)?;
        }
        Ok(Self {
            scores: scores.to_vec(),
            edge: Edge::NONE,
        })
    }

    /// The same save with the shared d20 enhanced or impaired; under
    /// Murdham's rules more of either add nothing, so any are taken.
    #[must_use]
    pub fn with_edge(self, edge: Edge) -> Self {
        Self { edge, ..self }
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
    pub fn passing_odds(&self) -> Odds<u32> {
        Odds::from_weights(
            self.face_odds()
                .into_iter()
                .zip(1_i64..)
                .map(|(p, face)| (self.passing(face), p)),
            None,
        )
    }

    fn passing(&self, face: i64) -> u32 {
        let passing = self
            .scores
            .iter()
            .filter(|&&score| face <= i64::from(score))
            .count();
        // At most the members, a bounded count.
        u32::try_from(passing).unwrap_or(u32::MAX)
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
///
/// With the `serde` feature it serializes as
/// `{"band": "pass", "face": 12, "results": ["pass", "fail"], "dice": [...]}`;
/// deserializing checks the kept d20 against the dice, the number of
/// members, and the band against the members' results
/// ([`Error::Inconsistent`] otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamGroupRoll"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "GroupRecord", into = "GroupRecord")
)]
pub struct GroupRoll {
    face: u32,
    results: Vec<PassFail>,
    dice: Vec<Rolled>,
}

/// A [`GroupRoll`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct GroupRecord {
    /// `pass` when any member passed.
    band: PassFail,
    /// The shared d20.
    face: u32,
    /// Each member's own result, in the order of the scores.
    results: Vec<PassFail>,
    /// Every d20 rolled, the kept one counted.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<GroupRecord> for GroupRoll {
    type Error = Error;

    fn try_from(record: GroupRecord) -> Result<Self, Error> {
        if crate::recorded_kept_face(&record.dice, 20, 1)? != record.face {
            return Err(Error::Inconsistent {
                what: "the kept d20",
            });
        }
        if Members::new(count(record.results.len())).is_err() {
            return Err(Error::Inconsistent {
                what: "the number of members",
            });
        }
        let roll = Self {
            face: record.face,
            results: record.results,
            dice: record.dice,
        };
        if roll.band() == record.band {
            Ok(roll)
        } else {
            Err(Error::Inconsistent { what: "the band" })
        }
    }
}

#[cfg(feature = "serde")]
impl From<GroupRoll> for GroupRecord {
    fn from(roll: GroupRoll) -> Self {
        Self {
            band: roll.band(),
            face: roll.face,
            results: roll.results,
            dice: roll.dice,
        }
    }
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
    pub fn passing(&self) -> u32 {
        let passing = self.results.iter().filter(|r| r.passed()).count();
        // At most the members, a bounded count.
        u32::try_from(passing).unwrap_or(u32::MAX)
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
    type Error = Error;

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
