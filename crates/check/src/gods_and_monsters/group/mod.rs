//! Group effort: a group acting as one individual.

mod leader;
mod mojo;
mod morale;

use core::fmt;

use super::{Modifier, Roll, Score};
use crate::Error;

pub use self::leader::{LeaderCall, LeaderOrder, LeaderOrderRoll};
pub use self::mojo::{GroupMojo, GroupMojoBid, XP_PER_MOJO_SPENT};
pub use self::morale::{GroupMorale, GroupMoraleRoll, GroupResponse};

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
