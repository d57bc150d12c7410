//! A group's roll to resist a spontaneous reaction: a morale check that
//! gives way after the rounds it was missed by.

use osr_core::FaceSource;

use super::{GroupEffort, MAX_GROUP_BONUS};
use crate::gods_and_monsters::{Roll, check_save};
use crate::{Check, Error, Odds, PassFail, Resolved, Rolled, Save, ratio};

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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
/// With the `serde` feature it serializes as `{"band": {"gives_way": 3},
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
    type Error = Error;

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
