//! Group effort: a group acting as one individual.

use alloc::vec::Vec;
use core::fmt;

use osr_core::FaceSource;

use super::{MAX_MODIFIER, MAX_SCORE, MIN_SCORE, Roll};
use crate::{Check, Error, Odds, Resolved, Rolled, Save, ratio};

/// The largest group the bonus is given for: 2^20 - 1 members, bonus 19.
/// The rules' chart ends at 1024-2047 (bonus 10); beyond it the bonus
/// goes on one per doubling, as the chart does, up to here.
pub const MAX_GROUP_SIZE: u32 = (1 << 20) - 1;

/// The lowest final number a member brings to a group roll: the lowest
/// [`Roll`] target.
pub const MIN_MEMBER_NUMBER: i32 = MIN_SCORE - MAX_MODIFIER;

/// The highest final number a member brings to a group roll: the highest
/// [`Roll`] target.
pub const MAX_MEMBER_NUMBER: i32 = MAX_SCORE + MAX_MODIFIER;

/// The experience every member of a group gains per mojo spent on the
/// group's roll.
pub const XP_PER_MOJO_SPENT: u32 = 50;

/// A group of characters acting together on one task, as one individual.
///
/// The group's bonus is one per doubling of its size (the group effort
/// chart: 1 member 0, 2-3 members 1, 4-7 members 2, ..., 1024-2047
/// members 10, and on up to [`MAX_GROUP_SIZE`]). It applies to the
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct GroupEffort {
    members: u32,
}

impl TryFrom<u32> for GroupEffort {
    type Error = Error;

    fn try_from(members: u32) -> Result<Self, Error> {
        Self::new(members)
    }
}

impl From<GroupEffort> for u32 {
    fn from(group: GroupEffort) -> Self {
        group.members
    }
}

impl GroupEffort {
    /// A group of `members` characters.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::GroupEffort;
    ///
    /// assert_eq!(GroupEffort::new(2047)?.bonus(), 10);
    /// assert_eq!(
    ///     GroupEffort::new(0).unwrap_err().to_string(),
    ///     "group members must be in 1..=1048575, got 0",
    /// );
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no members or more than
    /// [`MAX_GROUP_SIZE`].
    pub fn new(members: u32) -> Result<Self, Error> {
        Error::check_range("group members", members, 1, MAX_GROUP_SIZE.into())?;
        Ok(Self { members })
    }

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
        self.members
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
        self.members.ilog2()
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
    /// [`Error::Core`] (`OutOfRange`) when the median is not a score a [`Roll`]
    /// takes.
    pub fn roll(&self, median: GroupMedian) -> Result<Roll, Error> {
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
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct MedianWire {
    twice: i32,
}

impl TryFrom<MedianWire> for GroupMedian {
    type Error = Error;

    fn try_from(wire: MedianWire) -> Result<Self, Error> {
        Error::check_range(
            "twice the median",
            wire.twice,
            2 * i64::from(MIN_MEMBER_NUMBER),
            2 * i64::from(MAX_MEMBER_NUMBER),
        )?;
        Ok(Self { twice: wire.twice })
    }
}

impl From<GroupMedian> for MedianWire {
    fn from(median: GroupMedian) -> Self {
        Self {
            twice: median.twice,
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
    /// [`MAX_GROUP_SIZE`], or a number outside
    /// [`MIN_MEMBER_NUMBER`]`..=`[`MAX_MEMBER_NUMBER`].
    pub fn of(numbers: &[i32]) -> Result<Self, Error> {
        let count = i64::try_from(numbers.len()).unwrap_or(i64::MAX);
        Error::check_range("group members", count, 1, MAX_GROUP_SIZE.into())?;
        for &n in numbers {
            Error::check_range(
                "member's number",
                n,
                MIN_MEMBER_NUMBER.into(),
                MAX_MEMBER_NUMBER.into(),
            )?;
        }
        let mut sorted = numbers.to_vec();
        sorted.sort_unstable();
        let mid = sorted.len() / 2;
        let twice = if sorted.len() % 2 == 1 {
            2 * sorted[mid]
        } else {
            sorted[mid - 1] + sorted[mid]
        };
        Ok(Self { twice })
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
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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
pub struct GroupMorale {
    group: GroupEffort,
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
    /// let morale = GroupMorale::new(goblins, goblins.roll(GroupMedian::of(&[9])?)?);
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GroupMoraleRoll {
    response: GroupResponse,
    save: Save,
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
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
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
pub struct LeaderOrder {
    group: GroupEffort,
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LeaderOrderRoll {
    call: LeaderCall,
    save: Save,
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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GroupMojo {
    members: u32,
    succeeded: bool,
    turned: bool,
    spent: Vec<u32>,
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
        Error::check_range("mojo bids", count, 0, group.members.into())?;
        let Some(need) = missed_by else {
            return Ok(Self {
                members: group.members,
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
            members: group.members,
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
        self.members
    }
}
