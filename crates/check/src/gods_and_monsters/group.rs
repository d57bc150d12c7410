//! Group effort: a group acting as one individual.

use alloc::vec::Vec;
use core::fmt;

use osr_core::FaceSource;

use super::{Modifier, Roll, Score, check_save};
use crate::{Check, Error, Odds, PassFail, Resolved, Rolled, Save, ratio};

osr_core::bounded! {
    error: crate::Error;
    /// A final number a member brings to a group roll (ability plus their
    /// own bonuses, or a bonus the group lends): any [`Roll`] target,
    /// [`Score::MIN`] + [`Modifier::MIN`] to [`Score::MAX`] + [`Modifier::MAX`].
    pub struct MemberNumber(i32) in -120..=160, "member's number";
}

// A member's number is exactly the range of a roll's target.
const _: () = assert!(
    MemberNumber::MIN == Score::MIN + Modifier::MIN
        && MemberNumber::MAX == Score::MAX + Modifier::MAX
);

/// The largest group effort bonus: that of the largest group.
const MAX_GROUP_BONUS: u32 = GroupEffort::MAX.ilog2();

/// The experience every member of a group gains per mojo spent on the
/// group's roll.
pub const XP_PER_MOJO_SPENT: u32 = 50;

osr_core::bounded! {
    error: crate::Error;
    /// A group of characters acting together on one task, as one individual.
    ///
    /// The group's bonus is one per doubling of its size (the group effort
    /// chart: 1 member 0, 2-3 members 1, 4-7 members 2, ..., 1024-2047
    /// members 10, and on one per doubling up to 2^20 - 1 members, bonus 19). It applies to the
    /// group's ability rolls, reaction rolls, attack rolls and defense, and
    /// counts the group's extra actions and the rounds its decisions take.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// // A group of twelve (rules GM-dice.group.bonus, GM-dice.group.actions).
    /// let twelve = GroupEffort::new(12)?;
    /// assert_eq!(twelve.bonus(), 3);
    /// assert_eq!(twelve.actions_per_round(), 4);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub struct GroupEffort(u32) in 1..=1048575, "group members";
}

impl GroupEffort {
    /// The number of members.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// assert_eq!(GroupEffort::new(12)?.members(), 12);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn members(&self) -> u32 {
        self.0
    }

    /// The group effort bonus: floor(log2(members)).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// let bonus = |n| GroupEffort::new(n).map(|g| g.bonus());
    /// assert_eq!([bonus(1)?, bonus(2)?, bonus(3)?, bonus(20)?, bonus(1024)?], [0, 1, 1, 4, 10]);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn bonus(&self) -> u32 {
        self.0.ilog2()
    }

    /// The extra actions the group has each round: its bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// assert_eq!(GroupEffort::new(12)?.extra_actions(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn extra_actions(&self) -> u32 {
        self.bonus()
    }

    /// The actions the group has each round: one plus its bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// assert_eq!(GroupEffort::new(1)?.actions_per_round(), 1);
    /// assert_eq!(GroupEffort::new(12)?.actions_per_round(), 4);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn actions_per_round(&self) -> u32 {
        1 + self.bonus()
    }

    /// The extra rounds the group takes to change to a course that was not
    /// in its plan: its bonus (the normal decision time).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// assert_eq!(GroupEffort::new(8)?.course_change_rounds(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn course_change_rounds(&self) -> u32 {
        self.bonus()
    }

    /// The rounds a member takes to leave the group: its bonus. A member
    /// may start leaving whenever the group has an action.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// assert_eq!(GroupEffort::new(12)?.leave_rounds(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn leave_rounds(&self) -> u32 {
        self.bonus()
    }

    /// The group's roll: d20 at most the members' median final number plus
    /// the group bonus. A median halfway between two numbers counts as the
    /// lower one, which decides a d20 exactly as the half would
    /// (d20 <= 16.5 whenever d20 <= 16).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMedian};
    ///
    /// // Two historians: Int 15 + History 2 and Int 17 (rule GM-dice.group.median).
    /// let historians = GroupEffort::new(2)?;
    /// let roll = historians.roll(GroupMedian::of(&[17, 17])?)?;
    /// assert_eq!(roll.target(), 18);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::GroupSizeMismatch`] when the median was taken over another
    /// number of members than the group has, [`Error::Core`]
    /// (`OutOfRange`) when the median is not a score a [`Roll`] takes.
    pub fn roll(&self, median: GroupMedian) -> Result<Roll, Error> {
        if median.members != self.0 {
            return Err(Error::GroupSizeMismatch {
                group: self.0,
                median: median.members,
            });
        }
        // The bonus is at most 19.
        let bonus = i32::try_from(self.bonus()).unwrap_or(0);
        Roll::new(median.floor())?.with_modifier(bonus)
    }
}

/// The median of the members' numbers: their final numbers (ability plus
/// their own bonuses) for a group roll, or their bonuses when the group
/// lends one. With an even count it is the average of the middle two, so
/// it is kept exactly, in halves.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::GroupMedian;
///
/// assert_eq!(GroupMedian::of(&[9, 10, 11, 13, 39])?.floor(), 11);
/// // Lending a bonus: the median of 0 and 2 is 1.
/// assert_eq!(GroupMedian::of(&[0, 2])?.floor(), 1);
/// let half = GroupMedian::of(&[16, 17])?;
/// assert_eq!((half.twice(), half.floor(), half.to_string()), (33, 16, "16.5".to_string()));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "MedianWire", into = "MedianWire"))]
pub struct GroupMedian {
    twice: i32,
    members: u32,
}

/// A [`GroupMedian`] as read: twice the median within twice a member's
/// number, over a group's count of members.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct MedianWire {
    twice: i32,
    members: GroupEffort,
}

impl TryFrom<MedianWire> for GroupMedian {
    type Error = Error;

    fn try_from(wire: MedianWire) -> Result<Self, Error> {
        Error::check_range(
            "twice the median",
            wire.twice,
            2 * i64::from(MemberNumber::MIN),
            2 * i64::from(MemberNumber::MAX),
        )?;
        Ok(Self {
            twice: wire.twice,
            members: wire.members.members(),
        })
    }
}

impl From<GroupMedian> for MedianWire {
    fn from(median: GroupMedian) -> Self {
        Self {
            twice: median.twice,
            // Built from a count in range.
            members: GroupEffort(median.members),
        }
    }
}

impl GroupMedian {
    /// The median of `numbers`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupMedian;
    ///
    /// assert_eq!(GroupMedian::of(&[13, 9, 39, 11, 10])?.floor(), 11);
    /// assert!(GroupMedian::of(&[]).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no numbers or more than
    /// [`GroupEffort::MAX`], or a number outside
    /// [`MemberNumber::MIN`]`..=`[`MemberNumber::MAX`].
    pub fn of(numbers: &[i32]) -> Result<Self, Error> {
        let count = i64::try_from(numbers.len()).unwrap_or(i64::MAX);
        let members = GroupEffort::new(count)?.members();
        for &n in numbers {
            MemberNumber::new(n)?;
        }
        let mut sorted = numbers.to_vec();
        sorted.sort_unstable();
        let mid = sorted.len() / 2;
        let twice = if sorted.len() % 2 == 1 {
            2 * sorted[mid]
        } else {
            sorted[mid - 1] + sorted[mid]
        };
        Ok(Self { twice, members })
    }

    /// The number of members the median was taken over: a group roll
    /// ([`GroupEffort::roll`]) takes it only for a group of as many.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupMedian;
    ///
    /// assert_eq!(GroupMedian::of(&[16, 17, 9])?.members(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn members(&self) -> u32 {
        self.members
    }

    /// Twice the median: exact, as the median may end in a half.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupMedian;
    ///
    /// assert_eq!(GroupMedian::of(&[16, 17])?.twice(), 33);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn twice(&self) -> i32 {
        self.twice
    }

    /// The median rounded down: the number a d20 is rolled under, and the
    /// bonus lent when the median bonus ends in a half.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupMedian;
    ///
    /// assert_eq!(GroupMedian::of(&[16, 17])?.floor(), 16);
    /// assert_eq!(GroupMedian::of(&[-3, 0])?.floor(), -2);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn floor(&self) -> i32 {
        self.twice.div_euclid(2)
    }

    /// Whether the median is a whole number.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupMedian;
    ///
    /// assert!(GroupMedian::of(&[15, 17])?.is_whole());
    /// assert!(!GroupMedian::of(&[16, 17])?.is_whole());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn is_whole(&self) -> bool {
        self.twice % 2 == 0
    }
}

impl fmt::Display for GroupMedian {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_whole() {
            write!(f, "{}", self.floor())
        } else if self.twice < 0 && self.floor() == -1 {
            f.write_str("-0.5")
        } else {
            // The half's sign follows the whole part: -2.5 is -3 + 0.5.
            let whole = if self.twice < 0 {
                self.floor() + 1
            } else {
                self.floor()
            };
            write!(f, "{whole}.5")
        }
    }
}

/// What a group does after rolling to resist a spontaneous reaction.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::GroupResponse;
///
/// assert!(GroupResponse::Holds < GroupResponse::GivesWay(0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum GroupResponse {
    /// The roll succeeded: the group keeps to its course.
    Holds,
    /// The roll failed: the group takes the spontaneous action (a retreat)
    /// after this many rounds, the amount missed by up to the group bonus.
    GivesWay(u32),
}

/// A group's roll to resist a reaction an individual might make on the
/// spot, such as a retreat (a morale check): often a charisma roll with
/// the group bonus. On a failure the group gives way after as many rounds
/// as the roll was missed by, at most its bonus.
///
/// The roll is the group's roll as a whole, bonus included
/// ([`GroupEffort::roll`] adds it).
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::{GroupEffort, GroupMorale, GroupResponse, Roll}};
///
/// // Bonus 3, target 12 (rule GM-dice.group.decisions).
/// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
/// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[14]))?.band(), GroupResponse::GivesWay(2));
/// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[18]))?.band(), GroupResponse::GivesWay(3));
/// // Faces 15 to 20 all miss by 3 or more.
/// let capped = morale.odds().probability(&GroupResponse::GivesWay(3));
/// assert_eq!(capped, Some(BigRational::new(6.into(), 20.into())));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GroupMorale {
    /// The members of the group, 1 and up.
    group: GroupEffort,
    /// The group's roll, bonus included.
    roll: Roll,
}

impl GroupMorale {
    /// The morale roll of `group`, rolled as `roll`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMorale, GroupMedian};
    ///
    /// let goblins = GroupEffort::new(12)?;
    /// let morale = GroupMorale::new(goblins, goblins.roll(GroupMedian::of(&[9; 12])?)?);
    /// assert_eq!(morale.roll_under().target(), 12);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn new(group: GroupEffort, roll: Roll) -> Self {
        Self { group, roll }
    }

    /// The group.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMorale, Roll};
    ///
    /// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
    /// assert_eq!(morale.group().bonus(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn group(&self) -> GroupEffort {
        self.group
    }

    /// The roll.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMorale, Roll};
    ///
    /// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
    /// assert_eq!(morale.roll_under().target(), 12);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn roll_under(&self) -> Roll {
        self.roll
    }

    /// The response a d20 face leads to.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMorale, GroupResponse, Roll};
    ///
    /// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
    /// assert_eq!(morale.response(12), GroupResponse::Holds);
    /// assert_eq!(morale.response(13), GroupResponse::GivesWay(1));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn response(&self, face: u32) -> GroupResponse {
        let missed_by = i64::from(face) - i64::from(self.roll.target());
        if missed_by <= 0 {
            GroupResponse::Holds
        } else {
            let cap = self.group.bonus();
            GroupResponse::GivesWay(u32::try_from(missed_by).map_or(cap, |m| m.min(cap)))
        }
    }
}

/// A rolled [`GroupMorale`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, gods_and_monsters::{GroupEffort, GroupMorale, GroupResponse, Roll}};
///
/// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
/// let outcome = morale.roll(&mut SuppliedFaces::new(&[18]))?;
/// assert_eq!(outcome.save().missed_by(), Some(6));
/// assert_eq!(outcome.response(), GroupResponse::GivesWay(3));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"band": {"gives-way": 3},
/// "save": {...}}`, the band named as in the odds; deserializing checks the
/// save against its die and the band against the save (holding on a
/// success; on a failure giving way after at most the miss, and at most
/// the largest group bonus).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "GroupMoraleRollFields"))]
pub struct GroupMoraleRoll {
    /// Whether the group holds, or gives way after some rounds.
    #[cfg_attr(feature = "serde", serde(rename = "band"))]
    response: GroupResponse,
    /// The group's roll.
    save: Save,
}

/// A [`GroupMoraleRoll`] as read, before its band is checked.
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GroupMoraleRollFields {
    band: GroupResponse,
    save: Save,
}

impl TryFrom<GroupMoraleRollFields> for GroupMoraleRoll {
    type Error = Error;

    fn try_from(fields: GroupMoraleRollFields) -> Result<Self, Error> {
        let what = "group morale band";
        let holds = fields.band == GroupResponse::Holds;
        check_save(&fields.save, PassFail::from_bool(holds), what)?;
        if let GroupResponse::GivesWay(rounds) = fields.band {
            let missed_by = fields.save.missed_by().unwrap_or(0);
            if rounds > missed_by || rounds > MAX_GROUP_BONUS {
                return Err(Error::Inconsistent { what });
            }
        }
        Ok(Self {
            response: fields.band,
            save: fields.save,
        })
    }
}

impl GroupMoraleRoll {
    /// What the group does.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{GroupEffort, GroupMorale, GroupResponse, Roll}};
    ///
    /// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
    /// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[4]))?.response(), GroupResponse::Holds);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn response(&self) -> GroupResponse {
        self.response
    }

    /// The roll itself.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{GroupEffort, GroupMorale, Roll}};
    ///
    /// let morale = GroupMorale::new(GroupEffort::new(12)?, Roll::new(12)?);
    /// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[4]))?.save().made_by(), Some(8));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }
}

impl Resolved for GroupMoraleRoll {
    type Band = GroupResponse;

    fn band(&self) -> GroupResponse {
        self.response
    }

    fn dice(&self) -> &[Rolled] {
        self.save.dice()
    }
}

impl Check for GroupMorale {
    type Band = GroupResponse;
    type Outcome = GroupMoraleRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<GroupMoraleRoll, Error> {
        let save = self.roll.roll(source)?;
        Ok(GroupMoraleRoll {
            response: self.response(save.face()),
            save,
        })
    }

    fn odds(&self) -> Odds<GroupResponse> {
        Odds::from_weights((1..=20).map(|f| (self.response(f), ratio(1, 20))), None)
    }
}

/// What a group does when its leader calls for a change.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::LeaderCall;
///
/// assert!(LeaderCall::Unheeded < LeaderCall::Heeded(0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum LeaderCall {
    /// The roll failed: the group goes on doing what it was doing.
    Unheeded,
    /// The roll succeeded: the group changes after this many rounds, the
    /// normal decision time (the group bonus) less the amount the roll was
    /// made by, not below 0.
    Heeded(u32),
}

/// A leader's charisma roll to make the group do something other than
/// what it is doing.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, gods_and_monsters::{GroupEffort, LeaderCall, LeaderOrder, Roll}};
///
/// // Bonus 3, Cha 14, roll 12: made by 2, one round (rule GM-dice.group.leader).
/// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
/// assert_eq!(order.roll(&mut SuppliedFaces::new(&[12]))?.band(), LeaderCall::Heeded(1));
/// // Faces 1 to 11 make it by 3 or more: no delay.
/// let at_once = order.odds().probability(&LeaderCall::Heeded(0));
/// assert_eq!(at_once, Some(BigRational::new(11.into(), 20.into())));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct LeaderOrder {
    /// The members of the group, 1 and up.
    group: GroupEffort,
    /// The leader's charisma roll.
    charisma: Roll,
}

impl LeaderOrder {
    /// The leader of `group` rolling `charisma` (with any modifiers).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, LeaderOrder, Roll};
    ///
    /// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
    /// assert_eq!(order.charisma().target(), 14);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn new(group: GroupEffort, charisma: Roll) -> Self {
        Self { group, charisma }
    }

    /// The group.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, LeaderOrder, Roll};
    ///
    /// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
    /// assert_eq!(order.group().members(), 12);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn group(&self) -> GroupEffort {
        self.group
    }

    /// The leader's charisma roll.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, LeaderOrder, Roll};
    ///
    /// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?.with_modifier(1)?);
    /// assert_eq!(order.charisma().target(), 15);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn charisma(&self) -> Roll {
        self.charisma
    }

    /// The call a d20 face leads to.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, LeaderCall, LeaderOrder, Roll};
    ///
    /// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
    /// assert_eq!(order.call(14), LeaderCall::Heeded(3));
    /// assert_eq!(order.call(15), LeaderCall::Unheeded);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn call(&self, face: u32) -> LeaderCall {
        let made_by = i64::from(self.charisma.target()) - i64::from(face);
        if made_by < 0 {
            LeaderCall::Unheeded
        } else {
            let delay = i64::from(self.group.bonus()) - made_by;
            LeaderCall::Heeded(u32::try_from(delay.max(0)).unwrap_or(0))
        }
    }
}

/// A rolled [`LeaderOrder`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, gods_and_monsters::{GroupEffort, LeaderCall, LeaderOrder, Roll}};
///
/// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
/// let outcome = order.roll(&mut SuppliedFaces::new(&[12]))?;
/// assert_eq!((outcome.save().made_by(), outcome.call()), (Some(2), LeaderCall::Heeded(1)));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"band": {"heeded": 1},
/// "save": {...}}`, the band named as in the odds; deserializing checks the
/// save against its die and the band against the save (unheeded on a
/// failure; on a success a delay that the margin and the largest group
/// bonus allow).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "LeaderOrderRollFields"))]
pub struct LeaderOrderRoll {
    /// Whether the group heeds the order, and after how many rounds.
    #[cfg_attr(feature = "serde", serde(rename = "band"))]
    call: LeaderCall,
    /// The leader's roll.
    save: Save,
}

/// A [`LeaderOrderRoll`] as read, before its band is checked.
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct LeaderOrderRollFields {
    band: LeaderCall,
    save: Save,
}

impl TryFrom<LeaderOrderRollFields> for LeaderOrderRoll {
    type Error = Error;

    fn try_from(fields: LeaderOrderRollFields) -> Result<Self, Error> {
        let what = "leader's call";
        let heeded = fields.band != LeaderCall::Unheeded;
        check_save(&fields.save, PassFail::from_bool(heeded), what)?;
        if let LeaderCall::Heeded(rounds) = fields.band {
            // The delay is the bonus less the margin, so the two add up to
            // the bonus when there is a delay at all.
            let made_by = fields.save.made_by().unwrap_or(0);
            if rounds > 0 && rounds.saturating_add(made_by) > MAX_GROUP_BONUS {
                return Err(Error::Inconsistent { what });
            }
        }
        Ok(Self {
            call: fields.band,
            save: fields.save,
        })
    }
}

impl LeaderOrderRoll {
    /// What the group does.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{GroupEffort, LeaderCall, LeaderOrder, Roll}};
    ///
    /// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
    /// assert_eq!(order.roll(&mut SuppliedFaces::new(&[16]))?.call(), LeaderCall::Unheeded);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn call(&self) -> LeaderCall {
        self.call
    }

    /// The charisma roll itself.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, gods_and_monsters::{GroupEffort, LeaderOrder, Roll}};
    ///
    /// let order = LeaderOrder::new(GroupEffort::new(12)?, Roll::new(14)?);
    /// assert_eq!(order.roll(&mut SuppliedFaces::new(&[16]))?.save().missed_by(), Some(2));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }
}

impl Resolved for LeaderOrderRoll {
    type Band = LeaderCall;

    fn band(&self) -> LeaderCall {
        self.call
    }

    fn dice(&self) -> &[Rolled] {
        self.save.dice()
    }
}

impl Check for LeaderOrder {
    type Band = LeaderCall;
    type Outcome = LeaderOrderRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<LeaderOrderRoll, Error> {
        let save = self.charisma.roll(source)?;
        Ok(LeaderOrderRoll {
            call: self.call(save.face()),
            save,
        })
    }

    fn odds(&self) -> Odds<LeaderCall> {
        Odds::from_weights((1..=20).map(|f| (self.call(f), ratio(1, 20))), None)
    }
}

/// One participant's mojo bid on a failed group roll.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::GroupMojoBid;
///
/// let warrior = GroupMojoBid { mojo: 4, archetypal: true };
/// assert_eq!(warrior.mojo, 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GroupMojoBid {
    /// The mojo bid.
    pub mojo: u32,
    /// Whether the roll is archetypal for the bidder's character: only
    /// then does the bid count.
    pub archetypal: bool,
}

/// The mojo bookkeeping of a group roll: whether bids turned a failure
/// into a success, what each bidder spends, and what every member gains.
///
/// Any player character taking part may bid, if the roll is archetypal
/// for their own character; other bids do not count. When the bids that
/// count cover the amount the roll was missed by, the roll succeeds and
/// exactly that much is spent, taken from the bids in the order given
/// (each bidder pays from their bid until the amount is covered and keeps
/// the rest); otherwise nothing is spent. Every member of the group then
/// gains [`XP_PER_MOJO_SPENT`] experience per mojo spent on the roll, and
/// may gain a free bonus, skill or field costing at most that whole
/// amount, as if they had spent it all themselves.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
///
/// // Three fail an attack roll by 4; the warrior bids 4 (rule GM-dice.group.mojo).
/// let warrior = GroupMojoBid { mojo: 4, archetypal: true };
/// let mojo = GroupMojo::settle(GroupEffort::new(3)?, Some(4), &[warrior])?;
/// assert!(mojo.turned());
/// assert_eq!(mojo.spent(), [4]);
/// assert_eq!((mojo.xp_each(), mojo.free_bonus_budget()), (200, 4));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"members": 3, "succeeded":
/// true, "turned": true, "spent": [4]}`; reading it back checks that it
/// could have been settled so: no more bids than members, a turned roll
/// succeeded and spent something, and nothing spent unless it was turned.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GroupMojoFields"))]
pub struct GroupMojo {
    members: GroupEffort,
    succeeded: bool,
    turned: bool,
    spent: Vec<u32>,
}

/// A [`GroupMojo`] as read, before it is checked.
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GroupMojoFields {
    members: GroupEffort,
    succeeded: bool,
    turned: bool,
    spent: Vec<u32>,
}

impl TryFrom<GroupMojoFields> for GroupMojo {
    type Error = Error;

    fn try_from(fields: GroupMojoFields) -> Result<Self, Error> {
        let count = i64::try_from(fields.spent.len()).unwrap_or(i64::MAX);
        Error::check_range("mojo bids", count, 0, fields.members.members().into())?;
        let spent: u64 = fields.spent.iter().map(|&s| u64::from(s)).sum();
        let agrees = if fields.turned {
            fields.succeeded && spent > 0 && spent <= u64::from(u32::MAX)
        } else {
            spent == 0
        };
        if !agrees {
            return Err(Error::Inconsistent { what: "mojo spent" });
        }
        Ok(Self {
            members: fields.members,
            succeeded: fields.succeeded,
            turned: fields.turned,
            spent: fields.spent,
        })
    }
}

impl GroupMojo {
    /// Settles the bids on a group roll that was missed by `missed_by`
    /// (`None` when it succeeded: [`Save::missed_by`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
    ///
    /// let group = GroupEffort::new(3)?;
    /// let bid = |mojo| GroupMojoBid { mojo, archetypal: true };
    /// // Two bids of 3 cover a miss by 4: the first pays 3, the second 1.
    /// let both = GroupMojo::settle(group, Some(4), &[bid(3), bid(3)])?;
    /// assert_eq!((both.succeeded(), both.spent()), (true, &[3, 1][..]));
    /// // A bid of 3 alone does not: nothing is spent.
    /// let short = GroupMojo::settle(group, Some(4), &[bid(3)])?;
    /// assert_eq!((short.succeeded(), short.total_spent()), (false, 0));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more bids than the group has members.
    pub fn settle(
        group: GroupEffort,
        missed_by: Option<u32>,
        bids: &[GroupMojoBid],
    ) -> Result<Self, Error> {
        let count = i64::try_from(bids.len()).unwrap_or(i64::MAX);
        Error::check_range("mojo bids", count, 0, group.0.into())?;
        let Some(need) = missed_by else {
            return Ok(Self {
                members: group,
                succeeded: true,
                turned: false,
                spent: alloc::vec![0; bids.len()],
            });
        };
        let offered: u64 = bids
            .iter()
            .filter(|b| b.archetypal)
            .map(|b| u64::from(b.mojo))
            .sum();
        let covered = offered >= u64::from(need);
        let mut left = if covered { need } else { 0 };
        let spent = bids
            .iter()
            .map(|b| {
                let pay = if b.archetypal { b.mojo.min(left) } else { 0 };
                left -= pay;
                pay
            })
            .collect();
        Ok(Self {
            members: group,
            succeeded: covered,
            turned: covered,
            spent,
        })
    }

    /// Whether the roll is a success, by the dice or by mojo.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo};
    ///
    /// assert!(GroupMojo::settle(GroupEffort::new(3)?, None, &[])?.succeeded());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn succeeded(&self) -> bool {
        self.succeeded
    }

    /// Whether mojo turned a failed roll into a success.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo};
    ///
    /// assert!(!GroupMojo::settle(GroupEffort::new(3)?, None, &[])?.turned());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn turned(&self) -> bool {
        self.turned
    }

    /// What each bidder spends, in the order of the bids.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
    ///
    /// // A bid of 6 against a miss by 4 spends 4.
    /// let bid = GroupMojoBid { mojo: 6, archetypal: true };
    /// assert_eq!(GroupMojo::settle(GroupEffort::new(2)?, Some(4), &[bid])?.spent(), [4]);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn spent(&self) -> &[u32] {
        &self.spent
    }

    /// The mojo spent on the roll, by everyone.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
    ///
    /// let bid = |mojo| GroupMojoBid { mojo, archetypal: true };
    /// let mojo = GroupMojo::settle(GroupEffort::new(3)?, Some(5), &[bid(3), bid(2)])?;
    /// assert_eq!(mojo.total_spent(), 5);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn total_spent(&self) -> u32 {
        // Together at most the amount missed by, a u32.
        self.spent.iter().fold(0, |sum, &s| sum.saturating_add(s))
    }

    /// The experience each member of the group gains:
    /// [`XP_PER_MOJO_SPENT`] per mojo spent by anyone.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
    ///
    /// let bid = |mojo| GroupMojoBid { mojo, archetypal: true };
    /// let mojo = GroupMojo::settle(GroupEffort::new(3)?, Some(5), &[bid(3), bid(2)])?;
    /// assert_eq!(mojo.xp_each(), 250);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn xp_each(&self) -> u64 {
        u64::from(self.total_spent()) * u64::from(XP_PER_MOJO_SPENT)
    }

    /// The most a bonus, skill or field may cost for a member to gain it
    /// free from this roll: the whole mojo spent on it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo, GroupMojoBid};
    ///
    /// let bid = GroupMojoBid { mojo: 7, archetypal: true };
    /// let mojo = GroupMojo::settle(GroupEffort::new(4)?, Some(6), &[bid])?;
    /// assert_eq!(mojo.free_bonus_budget(), 6);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn free_bonus_budget(&self) -> u32 {
        self.total_spent()
    }

    /// The members who each gain it all.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{GroupEffort, GroupMojo};
    ///
    /// assert_eq!(GroupMojo::settle(GroupEffort::new(3)?, Some(4), &[])?.members(), 3);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn members(&self) -> u32 {
        self.members.0
    }
}
