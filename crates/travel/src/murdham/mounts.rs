//! Mounts, carts and boats (MU-travel.mounts, MU-travel.carts,
//! MU-travel.boats): the saves in danger, the crashes behind them, and a
//! boat's crew and speed.

use alloc::vec::Vec;

use num_rational::Ratio;
use osr_check::murdham::{Damage, DamageRoll, Save, SaveOutcome};
use osr_check::{Check, Resolved};
use osr_core::{FaceSource, StepDie};

use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// How many take a crash's d4 direct damage: the rider, or a cart or
    /// boat and everyone aboard (rules MU-travel.mounts, MU-travel.carts,
    /// MU-travel.boats).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::murdham::Victims;
    ///
    /// assert_eq!(Victims::new(3)?.get(), 3);
    /// assert_eq!(
    ///     Victims::new(0).unwrap_err().to_string(),
    ///     "victims must be in 1..=100, got 0",
    /// );
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    pub struct Victims(u32) in 1..=100, "victims";
}

/// A save in danger with a crash behind it: the save, and each victim's
/// d4 direct damage on a failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mishap {
    /// The save.
    pub save: SaveOutcome,
    /// Damage to each victim, in order, when the save failed.
    pub damage: Vec<DamageRoll>,
}

impl Mishap {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        let mut faces = self.save.faces();
        for d in &self.damage {
            faces.extend(d.faces());
        }
        faces
    }
}

fn mishap<S: FaceSource + ?Sized>(
    save: Save,
    victims: u32,
    source: &mut S,
) -> Result<Mishap, Error> {
    Victims::new(victims)?;
    let save = save.roll(source)?;
    let mut damage = Vec::new();
    if !save.passed() {
        for _ in 0..victims {
            damage.push(Damage::new(StepDie::D4).roll(source)?);
        }
    }
    Ok(Mishap { save, damage })
}

/// Riding a trained, saddled mount when it sprints, leaps, dodges, takes
/// fright or meets danger: the rider's AGI save; a failure throws the rider
/// for d4 direct damage. Quiet riding needs no save.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::ride;
///
/// let fall = ride(10, &mut SuppliedFaces::new(&[14, 3]))?;
/// assert_eq!(fall.damage[0].total(), 3);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn ride<S: FaceSource + ?Sized>(agi: i32, source: &mut S) -> Result<Mishap, Error> {
    mishap(ride_save(agi)?, 1, source)
}

/// The rider's AGI save of [`ride`].
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn ride_save(agi: i32) -> Result<Save, Error> {
    Ok(Save::new(agi)?)
}

/// Driving a cart that sprints, whose pullers take fright or that meets
/// danger: the driver's STR save; a failure overturns it, and the cart and
/// every passenger take d4 direct damage (`victims` counts them all).
///
/// # Errors
///
/// [`Error::Core`] for a STR or victim count out of range, or a failed
/// face source.
pub fn drive_cart<S: FaceSource + ?Sized>(
    str: i32,
    victims: u32,
    source: &mut S,
) -> Result<Mishap, Error> {
    mishap(drive_cart_save(str)?, victims, source)
}

/// The driver's STR save of [`drive_cart`].
///
/// # Errors
///
/// [`Error::Core`] for a STR out of range.
pub fn drive_cart_save(str: i32) -> Result<Save, Error> {
    Ok(Save::new(str)?)
}

/// A boat: its crew and how it moves.
///
/// # Examples
///
/// ```
/// use num_rational::Ratio;
/// use osr_travel::murdham::Boat;
///
/// let barge = Boat::new(6, false)?;
/// assert_eq!(barge.speed(6, true)?, Ratio::from_integer(4));
/// assert_eq!(barge.speed(3, true)?, Ratio::from_integer(2));
/// assert_eq!(barge.speed(6, false)?, Ratio::from_integer(2));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Boat {
    crew: u32,
    sails: bool,
}

impl Boat {
    /// A boat needing `crew`, with sails or not.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a crew of 0 or more than 1000.
    pub fn new(crew: u32, sails: bool) -> Result<Self, Error> {
        osr_core::Error::check_range("crew", crew.into(), 1, 1000)?;
        Ok(Self { crew, sails })
    }

    /// Areas per time unit: 4 with the current or the wind, 2 otherwise,
    /// in proportion to the crew aboard.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no crew or more than needed.
    pub fn speed(&self, aboard: u32, with_current: bool) -> Result<Ratio<u32>, Error> {
        osr_core::Error::check_range("crew aboard", aboard.into(), 1, self.crew.into())?;
        let full = if with_current { 4 } else { 2 };
        Ok(Ratio::from_integer(full) * Ratio::new(aboard, self.crew))
    }

    /// The driver's save in danger: STR rowing, WIT sailing (which needs
    /// sails and a crew with river lore); a failure capsizes it, and the
    /// boat and everyone aboard take d4 direct damage.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for sailing a boat without sails or a crew
    /// without river lore; [`Error::Core`] for a score out of range or a
    /// failed face source.
    pub fn danger<S: FaceSource + ?Sized>(
        &self,
        sailing: bool,
        river_lore: bool,
        score: i32,
        victims: u32,
        source: &mut S,
    ) -> Result<Mishap, Error> {
        mishap(
            self.danger_save(sailing, river_lore, score)?,
            victims,
            source,
        )
    }

    /// The driver's save of [`danger`](Self::danger), checked as it
    /// checks it: `score` is the STR rowing, the WIT sailing.
    ///
    /// ```
    /// use osr_travel::murdham::Boat;
    ///
    /// let skiff = Boat::new(2, false)?;
    /// assert_eq!(skiff.danger_save(false, false, 13)?.ability(), 13);
    /// assert!(skiff.danger_save(true, true, 13).is_err());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for sailing a boat without sails or a crew
    /// without river lore; [`Error::Core`] for a score out of range.
    pub fn danger_save(&self, sailing: bool, river_lore: bool, score: i32) -> Result<Save, Error> {
        if sailing && !(self.sails && river_lore) {
            return Err(Error::NotAllowed {
                action: "sailing",
                reason: "it needs sails and a crew with river lore",
            });
        }
        Ok(Save::new(score)?)
    }
}
