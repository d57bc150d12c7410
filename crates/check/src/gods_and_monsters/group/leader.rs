//! A leader's call for a change: a charisma roll whose margin shortens the
//! group's delay.

use osr_core::FaceSource;

use super::{GroupEffort, MAX_GROUP_BONUS};
use crate::gods_and_monsters::{Roll, check_save};
use crate::{Check, Error, Odds, PassFail, Resolved, Rolled, Save, ratio};

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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
    #[cfg_attr(feature = "serde", serde(rename = "cha"))]
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
    type Error = Error;

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
