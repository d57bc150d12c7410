//! Mojo bids on a failed group roll: any participant's bid turns it, and
//! every member gains for the whole amount.

use alloc::vec::Vec;

use super::GroupEffort;
use crate::Error;
#[cfg(doc)]
use crate::Save;

/// The experience every member of a group gains per mojo spent on the
/// group's roll.
pub const XP_PER_MOJO_SPENT: u64 = 50;

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
        u64::from(self.total_spent()) * XP_PER_MOJO_SPENT
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
