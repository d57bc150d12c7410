//! Murdham's poisons and drugs (MU-health.poison.*, MU-health.drug.*).

use alloc::vec::Vec;

use osr_check::Rolled;
use osr_check::murdham::Damage;
use osr_core::{Edge, FaceSource, StepDie};

use super::{Ability, Event, Health, Hit, HitOutcome, Score, lone_save, save};
use crate::Error;

/// How a poison gets in.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::Delivery;
///
/// let (noticed, _) = Delivery::noticed(12, false, &mut SuppliedFaces::new(&[7]))?;
/// assert!(noticed);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Delivery {
    /// Into the blood: a sharp weapon or item is coated in a round, and the
    /// dose goes in with the first attack that deals at least 1 damage
    /// after armour.
    Bloodstream,
    /// Swallowed: hidden in food or drink, it can be noticed with a WIT
    /// save unless the food or drink tastes very strong.
    Ingestion,
}

impl Delivery {
    /// Whether a coated weapon's hit delivers the dose: at least 1 damage
    /// after armour (bloodstream poisons; ingested ones never go in by a
    /// hit).
    ///
    /// ```
    /// use osr_health::murdham::Delivery;
    ///
    /// assert!(!Delivery::Bloodstream.delivered_by_hit(0));
    /// assert!(Delivery::Bloodstream.delivered_by_hit(2));
    /// ```
    #[must_use]
    pub const fn delivered_by_hit(self, damage_after_armour: u32) -> bool {
        matches!(self, Self::Bloodstream) && damage_after_armour >= 1
    }

    /// Whether a character notices poison in its food or drink: a WIT save,
    /// impossible when the taste is very strong (then nothing is rolled).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for WIT outside 0..=20 or a failing face source.
    pub fn noticed<S: FaceSource + ?Sized>(
        wit: i32,
        strong_taste: bool,
        source: &mut S,
    ) -> Result<(bool, Vec<Rolled>), Error> {
        let wit = Score::new(wit)?.get();
        let mut dice = Vec::new();
        if strong_taste {
            return Ok((false, dice));
        }
        let (noticed, rolled) = lone_save(Ability::Wit, wit, source)?;
        dice.extend(rolled);
        Ok((noticed, dice))
    }
}

/// What a poison does (MU-health.poison.effects).
///
/// # Examples
///
/// ```
/// use osr_health::murdham::PoisonEffect;
///
/// assert_eq!(PoisonEffect::Soporific.incapacitates(), Some(true));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPoisonEffect"))]
pub enum PoisonEffect {
    /// Without an antidote by the end of the stretch: d12 direct damage.
    Damaging,
    /// Without an antidote by the end of the stretch: 4 corruption.
    Corrupting,
    /// Without an antidote by the end of the stretch: death.
    Lethal,
    /// Incapacitated until the end of the stretch (an antidote ends it).
    Paralysing,
    /// Incapacitated until the end of the watch (damage or an antidote
    /// ends it).
    Soporific,
}

impl PoisonEffect {
    /// At the end of the stretch the dose was taken in: what a damaging,
    /// corrupting or lethal poison does without an antidote (nothing with
    /// one, and nothing for the incapacitating poisons, whose effect is
    /// [`incapacitates`](Self::incapacitates)).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::murdham::{Event, Health, PoisonEffect};
    ///
    /// let mut health = Health::new(10, 10)?;
    /// let outcome = PoisonEffect::Lethal.end_of_stretch(false, &mut health, &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!(outcome.events(), [Event::Died]);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails (the d12).
    pub fn end_of_stretch<S: FaceSource + ?Sized>(
        self,
        antidote: bool,
        health: &mut Health,
        source: &mut S,
    ) -> Result<HitOutcome, Error> {
        use super::HitBand;
        if antidote {
            return Ok(HitOutcome::new(HitBand::Unhurt, 0, Vec::new(), Vec::new()));
        }
        match self {
            Self::Damaging => Hit::direct(Damage::new(StepDie::D12)).apply(health, source),
            Self::Corrupting => Ok(HitOutcome::new(
                HitBand::Unhurt,
                0,
                alloc::vec![Event::Corruption { amount: 4 }],
                Vec::new(),
            )),
            Self::Lethal => Ok(HitOutcome::new(
                HitBand::Dead,
                0,
                alloc::vec![Event::Died],
                Vec::new(),
            )),
            Self::Paralysing | Self::Soporific => {
                Ok(HitOutcome::new(HitBand::Unhurt, 0, Vec::new(), Vec::new()))
            }
        }
    }

    /// How long the poison incapacitates, for the incapacitating ones:
    /// `Some(false)` until the end of the stretch, `Some(true)` until the
    /// end of the watch.
    #[must_use]
    pub const fn incapacitates(self) -> Option<bool> {
        match self {
            Self::Paralysing => Some(false),
            Self::Soporific => Some(true),
            _ => None,
        }
    }

    /// Whether damage ends the effect early (soporific poisons).
    #[must_use]
    pub const fn ended_by_damage(self) -> bool {
        matches!(self, Self::Soporific)
    }
}

/// A character's poison doses this stretch: the first dose (poison or
/// drug) can be resisted with a STR save, any further dose in the same
/// stretch takes effect without one (MU-health.poison.resist,
/// MU-health.drug.resist).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::Poisoning;
///
/// let mut stretch = Poisoning::new();
/// let (first, _) = stretch.dose(11, &mut SuppliedFaces::new(&[8]))?;
/// let (second, dice) = stretch.dose(11, &mut SuppliedFaces::new(&[]))?;
/// assert_eq!((first, second, dice.len()), (false, true, 0));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPoisoning"))]
pub struct Poisoning {
    /// Doses (poisons and drugs) met this stretch: only the first can be
    /// resisted.
    doses: u32,
}

impl Poisoning {
    /// No dose yet this stretch.
    #[must_use]
    pub const fn new() -> Self {
        Self { doses: 0 }
    }

    /// Doses met this stretch.
    #[must_use]
    pub const fn doses(&self) -> u32 {
        self.doses
    }

    /// A new stretch: the next dose can be resisted again.
    pub const fn new_stretch(&mut self) {
        self.doses = 0;
    }

    /// A dose: returns whether it takes effect, and the dice.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for STR outside 0..=20 or a failing face source; nothing
    /// changes then.
    pub fn dose<S: FaceSource + ?Sized>(
        &mut self,
        str: i32,
        source: &mut S,
    ) -> Result<(bool, Vec<Rolled>), Error> {
        let str = Score::new(str)?.get();
        let mut dice = Vec::new();
        let takes = if self.doses == 0 {
            let mut events = Vec::new();
            !save(
                Ability::Str,
                str,
                Edge::NONE,
                source,
                &mut dice,
                &mut events,
            )?
        } else {
            true
        };
        self.doses = self.doses.saturating_add(1);
        Ok((takes, dice))
    }

    /// When a drug takes effect, the WIT save against addiction
    /// (MU-health.drug.addiction): returns whether the character is now
    /// addicted.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for WIT outside 0..=20 or a failing face source.
    pub fn addiction_save<S: FaceSource + ?Sized>(
        wit: i32,
        source: &mut S,
    ) -> Result<(bool, Vec<Rolled>), Error> {
        let wit = Score::new(wit)?.get();
        let mut dice = Vec::new();
        let (passed, rolled) = lone_save(Ability::Wit, wit, source)?;
        dice.extend(rolled);
        Ok((!passed, dice))
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// Units of a drug taken at a rest.
    pub struct DrugUnits(u32) in 0..=1000, "drug units";
}

/// The WIT an addicted character loses temporarily at a rest
/// (MU-health.drug.withdrawal): at a daily rest 1 unless it takes the
/// drug; at a full rest 1 for each of the 8 units it does not take.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::withdrawal;
///
/// assert_eq!(withdrawal(false, 0)?, 1);
/// assert_eq!(withdrawal(false, 1)?, 0);
/// assert_eq!(withdrawal(true, 5)?, 3);
/// assert_eq!(withdrawal(true, 9)?, 0);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) outside [`DrugUnits`]' range.
pub fn withdrawal(full_rest: bool, units: u32) -> Result<u32, Error> {
    let units = DrugUnits::new(units)?.get();
    let needed = if full_rest { 8 } else { 1 };
    Ok(needed - units.min(needed))
}
