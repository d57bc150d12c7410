//! The record of a rule applied to a character's state: the band it fell
//! in, what it did step by step, and every die in order; written once for
//! every system, over the system's band and event types.

use alloc::vec::Vec;

use osr_check::{Resolved, Rolled};
use osr_core::SuppliedFaces;

use crate::Error;

/// The result of applying a rule to a character's state: its band, what
/// it did as the system's events `E`, and every die it rolled in order, so
/// [`Resolved::faces`] replays it on the same state.
///
/// Each system names its own: [`constitution::Applied`], and
/// [`cairn_house::Applied`] with [`cairn_house::Harm`] and
/// [`cairn_house::Report`]. A change with no band has an [`Unbanded`]
/// record instead.
///
/// With the `serde` feature it serializes as
/// `{"band": ..., "events": [...], "dice": [...]}`; its dice are checked
/// (each face on its die) when read back. With the `schema` feature,
/// Cairn House Rules' record has the JSON Schema `CairnHouseApplied`.
///
/// [`constitution::Applied`]: crate::constitution::Applied
/// [`cairn_house::Applied`]: crate::cairn_house::Applied
/// [`cairn_house::Harm`]: crate::cairn_house::Harm
/// [`cairn_house::Report`]: crate::cairn_house::Report
///
/// # Examples
///
/// ```
/// use osr_check::Resolved;
/// use osr_core::SuppliedFaces;
/// use osr_health::Applied;
/// use osr_health::cairn_house::{Character, Consequence, Event};
///
/// // HP 4 takes 5: STR 14 loses 1, and the critical damage save rolls 9.
/// let mut pc = Character::new(4, [14, 9, 11])?;
/// let harm: Applied<Consequence, Event> = pc.take_damage(5, &mut SuppliedFaces::new(&[9]))?;
/// assert_eq!(harm.consequence(), Consequence::StrengthLoss);
/// assert_eq!(harm.events()[1], Event::StrengthLost { from: 14, to: 13, excess: 1 });
/// assert_eq!(harm.faces(), [9]);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Applied<B, E> {
    pub(crate) band: B,
    pub(crate) events: Vec<E>,
    pub(crate) dice: Vec<Rolled>,
}

impl<B: Copy, E> Applied<B, E> {
    /// The events, in order.
    #[must_use]
    pub fn events(&self) -> &[E] {
        &self.events
    }

    /// The band the result falls in.
    #[must_use]
    pub const fn consequence(&self) -> B {
        self.band
    }

    /// Checks this record by making the same application again from its
    /// own faces ([`osr_check::verify_replay`]): `apply` repeats it (a
    /// trap, a rest, an attack) on a copy of the state as it was before,
    /// with the face source it is given, and must give the same record and
    /// use every face.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::Resolved;
    /// use osr_health::constitution::{Injury, Vitality};
    ///
    /// let before = Vitality::new(1, 4)?;
    /// let saves = Injury::new(0, 12, 9)?;
    /// let mut bandit = before.clone();
    /// let hit = bandit.take_damage(6, saves, &mut osr_core::SuppliedFaces::new(&[11, 8]))?;
    /// assert_eq!(hit.faces(), [11, 8]);
    /// hit.verify_with(|faces| before.clone().take_damage(6, saves, faces))?;
    /// assert!(hit.verify_with(|faces| before.clone().take_damage(7, saves, faces)).is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// ```
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_health::cairn_house::{Attack, Character};
    ///
    /// let before = Character::new(4, [14, 9, 11])?;
    /// let bow = Attack::new(StepDie::D6, 1)?;
    /// let harm = bow.roll(&mut before.clone(), &mut SuppliedFaces::new(&[6, 15]))?;
    /// harm.verify_with(|faces| bow.roll(&mut before.clone(), faces))?;
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify_with<F>(&self, apply: F) -> Result<(), Error>
    where
        B: PartialEq,
        E: PartialEq,
        F: for<'a> FnOnce(&mut SuppliedFaces<'a>) -> Result<Self, Error>,
    {
        crate::verify_replay(self, &self.faces(), apply)
    }
}

impl<B: Copy, E> Resolved for Applied<B, E> {
    type Band = B;

    fn band(&self) -> B {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

/// The record of a change that has no band: what it did as the system's
/// events `E`, and every die it rolled in order. It is an [`Applied`]
/// without the band, and serializes without one:
/// `{"events": [...], "dice": [...]}`.
///
/// Each system names its own: [`constitution::deprivation::DayReport`]
/// for a day of food, water and sleep, and
/// [`block_dodge_parry::Applied`] for a meal, a treatment or a day of
/// disease.
///
/// [`constitution::deprivation::DayReport`]: crate::constitution::deprivation::DayReport
/// [`block_dodge_parry::Applied`]: crate::block_dodge_parry::Applied
///
/// # Examples
///
/// ```
/// use osr_check::Resolved;
/// use osr_core::SuppliedFaces;
/// use osr_health::Unbanded;
/// use osr_health::block_dodge_parry::{Body, Event, Meal, Track};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let meal: Unbanded<Event> = body.eat(Meal::Desperate, &mut SuppliedFaces::new(&[15]))?;
/// assert_eq!(meal.faces(), [15]); // the WIL save failed: brought back up
/// assert!(meal.events().is_empty());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Unbanded<E> {
    pub(crate) events: Vec<E>,
    pub(crate) dice: Vec<Rolled>,
}

impl<E> Unbanded<E> {
    /// The events, in order.
    #[must_use]
    pub fn events(&self) -> &[E] {
        &self.events
    }

    /// Checks this record by making the same change again from its own
    /// faces ([`osr_check::verify_replay`]), as [`Applied::verify_with`]
    /// does.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::deprivation::{Day, Deprivation, Water};
    ///
    /// // STR 10, a day without water: the strength save rolls 12.
    /// let before = Deprivation::new(10)?;
    /// let dry = Day { water: Water::None, ..Day::NORMAL };
    /// let report = before.clone().day(dry, &mut SuppliedFaces::new(&[12]))?;
    /// report.verify_with(|faces| before.clone().day(dry, faces))?;
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify_with<F>(&self, apply: F) -> Result<(), Error>
    where
        E: PartialEq,
        F: for<'a> FnOnce(&mut SuppliedFaces<'a>) -> Result<Self, Error>,
    {
        crate::verify_replay(self, &self.faces(), apply)
    }
}

impl<E> Resolved for Unbanded<E> {
    type Band = ();

    fn band(&self) {}

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}
