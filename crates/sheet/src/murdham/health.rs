//! Health and its troubles: conditions, hits, corruption, rest, restoring
//! lost ability, and disease.

use alloc::vec::Vec;

use osr_check::murdham::Damage;
use osr_core::FaceSource;
use osr_health::murdham::{
    Ability, Disease, Event as HealthEvent, Fall, Hit, HitBand, HitOutcome, RecoveryOutcome,
    Sickness,
};
use osr_magic::murdham::CorruptionGained;

use super::{Event, MAX_LOSS, Sheet, ability_index};
use crate::Error;

/// A condition a character is in (MU-core.conditions). What stunned and
/// incapacitated stop a character doing is in another chapter of the
/// game; the sheet records them.
///
/// With the `serde` feature: `"frightened"`, `"incapacitated"`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Condition {
    /// Cannot approach what frightens it.
    Frightened,
    /// Must flee; cornered, it cowers and does nothing else.
    Terrified,
    /// Stunned.
    Stunned,
    /// Incapacitated (critical damage, knocked out, paralysed, asleep).
    Incapacitated,
    /// Drowning: can do nothing and may suffocate.
    Drowning,
    /// Frenzied (bloodburn): attacks anyone unless restrained.
    Frenzied,
    /// Sick with a disease.
    Sick,
    /// Addicted to a drug: withdrawal at every rest.
    Addicted,
    /// Lost all its health: dying.
    Dying,
    /// Dead.
    Dead,
}

impl Condition {
    /// The condition, in words (`"frightened"`).
    ///
    /// ```
    /// use osr_sheet::murdham::Condition;
    ///
    /// assert_eq!(Condition::Dying.name(), "dying");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Frightened => "frightened",
            Self::Terrified => "terrified",
            Self::Stunned => "stunned",
            Self::Incapacitated => "incapacitated",
            Self::Drowning => "drowning",
            Self::Frenzied => "frenzied",
            Self::Sick => "sick",
            Self::Addicted => "addicted",
            Self::Dying => "dying",
            Self::Dead => "dead",
        }
    }
}

/// The number of [`Condition`]s, the longest list of them a sheet holds.
pub const MAX_CONDITIONS: usize = 10;

/// The conditions a hit's band brings: critical damage incapacitates,
/// losing all health is dying too, a killing hit is death.
pub(super) fn band_conditions(band: HitBand) -> &'static [Condition] {
    match band {
        HitBand::Unhurt | HitBand::Hurt => &[],
        HitBand::CriticalDamage => &[Condition::Incapacitated],
        HitBand::Dying => &[Condition::Incapacitated, Condition::Dying],
        HitBand::Dead => &[Condition::Dead],
    }
}

/// A rest (MU-core.time-units): a daily rest takes a watch (three a day);
/// a full rest is the longer one. What a rest restores is in another
/// chapter of the game; here it is when drug withdrawal strikes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamRest")
)]
pub enum Rest {
    /// The daily rest: an addict needs one unit of its drug.
    Daily,
    /// A full rest: an addict needs eight units.
    Full,
}

impl Rest {
    /// The watches a daily rest takes; a full rest's length is in another
    /// chapter of the game.
    #[must_use]
    pub const fn watches(self) -> Option<u32> {
        match self {
            Self::Daily => Some(1),
            Self::Full => None,
        }
    }
}

/// Watches in a day (MU-core.time-units).
pub const WATCHES_PER_DAY: u32 = 3;

impl Sheet {
    pub(super) fn add_condition(&mut self, condition: Condition) -> bool {
        match self.conditions.binary_search(&condition) {
            Ok(_) => false,
            Err(at) => {
                self.conditions.insert(at, condition);
                true
            }
        }
    }

    /// The diseases the character is sick with (osr-health's
    /// [`Sickness`]).
    #[must_use]
    pub fn sicknesses(&self) -> &[Sickness] {
        &self.sick
    }

    /// The diseases the character recovered from for good.
    #[must_use]
    pub fn immunities(&self) -> &[&'static Disease] {
        &self.immune
    }

    /// Catches a disease by its osr-health ID (`"plague"`): sick with it,
    /// unless already sick with it or immune.
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`UnknownId`) for an ID not in osr-health's
    /// [`DISEASES`](osr_health::murdham::DISEASES).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Condition, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?);
    /// sheet.catch("plague")?;
    /// assert!(sheet.is(Condition::Sick));
    /// assert_eq!(sheet.catch("pox").unwrap_err().kind(), "unknown_id");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn catch(&mut self, id: &str) -> Result<Vec<Event>, Error> {
        let disease = osr_health::murdham::disease(id)?;
        if self.immune.contains(&disease) || self.sick.iter().any(|s| s.disease() == disease) {
            return Ok(Vec::new());
        }
        self.sick.push(Sickness::new(disease));
        let mut events = alloc::vec![Event::Caught {
            disease: disease.id
        }];
        if self.add_condition(Condition::Sick) {
            events.push(Event::Became {
                condition: Condition::Sick,
            });
        }
        Ok(events)
    }

    /// Checks the sicknesses and immunities as [`Sheet::catch`] and
    /// [`Sheet::end_of_day`] leave them: no sickness already recovered
    /// from, none of a disease the character is immune to, and immunity
    /// only to a disease that leaves a lasting one.
    #[cfg(feature = "serde")]
    pub(super) fn check_sickness(&self) -> Result<(), Error> {
        for sickness in &self.sick {
            let id = sickness.disease().id;
            if sickness.recovered() {
                return Err(Error::Unreachable {
                    what: "sickness",
                    value: alloc::format!(
                        "{id:?} with {} recovery successes",
                        sickness.successes()
                    ),
                    rule: "a sickness ends on the day its last needed recovery save is made",
                });
            }
            if self.immune.contains(&sickness.disease()) {
                return Err(Error::Unreachable {
                    what: "sickness",
                    value: alloc::format!("{id:?}"),
                    rule: "a character immune to a disease does not catch it",
                });
            }
        }
        if let Some(disease) = self.immune.iter().find(|d| !d.lasting_immunity()) {
            return Err(Error::Unreachable {
                what: "immunity",
                value: alloc::format!("to {:?}", disease.id),
                rule: "only recovering from a disease that leaves a lasting immunity gives one",
            });
        }
        Ok(())
    }

    /// The end of a day for every disease the character is sick with, in
    /// the order caught (osr-health's [`Sickness::end_of_day`], a STR save
    /// against the score now): reductions become temporary loss (lasting
    /// loss for greater rot's point), demon pox's corruption is gained
    /// (osr-magic, with its soulblight roll), and a disease recovered from
    /// leaves an immunity when it gives one; the last one ends the
    /// sickness.
    ///
    /// # Errors
    ///
    /// The face source's errors; the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::murdham::{Abilities, Ability, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?);
    /// sheet.catch("weeping_sores")?;
    /// // STR save 15 fails; STR and AGI lose a d6 each (4, 2), WIT nothing.
    /// sheet.end_of_day(&mut SuppliedFaces::new(&[15, 4, 2]))?;
    /// assert_eq!((sheet.score(Ability::Str), sheet.score(Ability::Agi), sheet.score(Ability::Wit)), (8, 7, 11));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn end_of_day<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
    ) -> Result<(Vec<RecoveryOutcome>, Vec<Event>), Error> {
        let mut next = self.clone();
        let mut outcomes = Vec::new();
        let mut events = Vec::new();
        let mut still = Vec::new();
        for mut sickness in core::mem::take(&mut next.sick) {
            let outcome = sickness.end_of_day(next.score(Ability::Str), source)?;
            for event in outcome.events() {
                match event {
                    HealthEvent::AbilityReduced {
                        ability,
                        temporary,
                        permanent,
                    } => {
                        let i = ability_index(*ability);
                        next.loss[i] = next.loss[i].saturating_add(*temporary).min(MAX_LOSS);
                        next.lasting[i] = next.lasting[i].saturating_add(*permanent).min(MAX_LOSS);
                    }
                    HealthEvent::Corruption { amount } => {
                        let (_, more) = next.gain_corruption(*amount, source)?;
                        events.extend(more);
                    }
                    _ => {}
                }
            }
            if outcome.recovered() {
                events.push(Event::RecoveredFrom {
                    disease: sickness.disease().id,
                });
                if sickness.disease().lasting_immunity() {
                    next.immune.push(sickness.disease());
                }
            } else {
                still.push(sickness);
            }
            outcomes.push(outcome);
        }
        next.sick = still;
        if next.sick.is_empty() && next.end_condition(Condition::Sick) {
            events.push(Event::Ended {
                condition: Condition::Sick,
            });
        }
        *self = next;
        Ok((outcomes, events))
    }

    /// Gives back up to `amount` of an ability's temporary loss, as the
    /// game's recovery rules (in another chapter) allow; the amount given
    /// back.
    pub fn restore(&mut self, ability: Ability, amount: u32) -> u32 {
        let loss = &mut self.loss[ability_index(ability)];
        let back = amount.min(*loss);
        *loss -= back;
        back
    }

    /// Conditions, in [`Condition`] order.
    #[must_use]
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// Whether the character is in `condition`.
    #[must_use]
    pub fn is(&self, condition: Condition) -> bool {
        self.conditions.binary_search(&condition).is_ok()
    }

    /// Checks the conditions against the sicknesses, as [`Sheet::catch`]
    /// and [`Sheet::end_of_day`] keep them: sick exactly while sick with
    /// a disease. [`Sheet::with_condition`] and the reader run it.
    pub(super) fn check_conditions(&self) -> Result<(), Error> {
        let sick = self.is(Condition::Sick);
        if sick == self.sick.is_empty() {
            return Err(Error::Mismatch {
                what: "the sick condition",
                value: i64::from(sick),
                other: "having a sickness,",
                expected: i64::from(!sick),
            });
        }
        Ok(())
    }

    /// Ends a condition (the stretch ended, the fear passed); whether it
    /// was on. The sick condition ends only with the last sickness
    /// ([`Sheet::end_of_day`]): ending it while sick changes nothing.
    pub fn end_condition(&mut self, condition: Condition) -> bool {
        if condition == Condition::Sick && !self.sick.is_empty() {
            return false;
        }
        match self.conditions.binary_search(&condition) {
            Ok(at) => {
                self.conditions.remove(at);
                true
            }
            Err(_) => false,
        }
    }

    pub(super) fn conditions_from(&mut self, band: HitBand) -> Vec<Event> {
        band_conditions(band)
            .iter()
            .filter(|c| self.add_condition(**c))
            .map(|c| Event::Became { condition: *c })
            .collect()
    }

    /// Takes a hit (osr-health's [`Hit`]): the sheet's armour comes off
    /// unless it is `direct` damage (MU-core.direct-damage). Critical
    /// damage makes the character incapacitated, losing all its health
    /// dying too, a killing hit dead (MU-core.conditions); the conditions
    /// taken on follow the hit's own events.
    ///
    /// # Errors
    ///
    /// osr-health's errors (a face source that fails, a die that explodes
    /// too often); the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::murdham::Damage;
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_sheet::murdham::{Abilities, Condition, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_armour(2)?;
    /// // A d8 showing 8 explodes: 8 + (2 - 1) = 9, 7 through armour 2: critical.
    /// let (outcome, _) = sheet.hit(Damage::new(StepDie::D8), false, &mut SuppliedFaces::new(&[8, 2]))?;
    /// assert_eq!((outcome.damage(), sheet.health().current()), (7, 5));
    /// assert!(sheet.is(Condition::Incapacitated));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn hit<S: FaceSource + ?Sized>(
        &mut self,
        damage: Damage,
        direct: bool,
        source: &mut S,
    ) -> Result<(HitOutcome, Vec<Event>), Error> {
        let hit = if direct {
            Hit::direct(damage)
        } else {
            Hit::new(damage, self.armour.get())?
        };
        let outcome = hit.apply(&mut self.health, source)?;
        let events = self.conditions_from(outcome.band());
        Ok((outcome, events))
    }

    /// Falls (osr-health's [`Fall`], MU-health.fall): the AGI save that
    /// cushions the fall with this character's AGI, d4 direct damage for
    /// every full 2 m left, and the conditions the hit brings, as
    /// [`Sheet::hit`] gives them.
    ///
    /// # Errors
    ///
    /// osr-health's errors (a face source that fails); the sheet is
    /// unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::murdham::Fall;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?);
    /// // 6 m: AGI 9 rolls 15 (not cushioned), 3d4 show 2, 1, 3.
    /// let (outcome, _) = sheet.fall(Fall::metres(6)?, &mut SuppliedFaces::new(&[15, 2, 1, 3]))?;
    /// assert_eq!((outcome.damage(), sheet.health().current()), (6, 6));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn fall<S: FaceSource + ?Sized>(
        &mut self,
        fall: Fall,
        source: &mut S,
    ) -> Result<(HitOutcome, Vec<Event>), Error> {
        let outcome = fall.apply(self.score(Ability::Agi), &mut self.health, source)?;
        let events = self.conditions_from(outcome.band());
        Ok((outcome, events))
    }

    /// Gains corruption (osr-magic's [`Corruption::gain`]): on soulblight
    /// the d12 is taken as direct damage, with the conditions it brings.
    ///
    /// [`Corruption::gain`]: osr_magic::murdham::Corruption::gain
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the total leaves osr-magic's range or the face
    /// source fails; the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_corruption(3)?;
    /// // 3 + 4 = 7; a d12 of 5 is soulblight: 5 direct damage, corruption 2.
    /// sheet.gain_corruption(4, &mut SuppliedFaces::new(&[5]))?;
    /// assert_eq!((sheet.corruption(), sheet.health().current()), (2, 7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn gain_corruption<S: FaceSource + ?Sized>(
        &mut self,
        amount: u32,
        source: &mut S,
    ) -> Result<(CorruptionGained, Vec<Event>), Error> {
        let gained = self.corruption.gain(amount, source)?;
        self.corruption = gained.to;
        let mut events = Vec::new();
        if let Some(damage) = gained.soulblight {
            let band = self.health.band(damage);
            self.health = self.health.after(damage);
            events.push(Event::Soulblight {
                damage,
                health: self.health.current(),
            });
            events.extend(self.conditions_from(band));
        }
        Ok((gained, events))
    }

    /// A rest: an addicted character without enough of its drug
    /// (`drug_units` taken) loses WIT temporarily (osr-health's
    /// withdrawal: 1 at a daily rest without a unit, 1 per missing unit of
    /// 8 at a full rest); the score stops at 0, the loss at [`MAX_LOSS`](super::MAX_LOSS).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for more drug units than osr-health counts.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Ability, Condition, Rest, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_condition(Condition::Addicted)?;
    /// sheet.rest(Rest::Full, 5)?;
    /// assert_eq!(sheet.score(Ability::Wit), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn rest(&mut self, rest: Rest, drug_units: u32) -> Result<Vec<Event>, Error> {
        if !self.is(Condition::Addicted) {
            return Ok(Vec::new());
        }
        let lost = osr_health::murdham::withdrawal(rest == Rest::Full, drug_units)?;
        if lost == 0 {
            return Ok(Vec::new());
        }
        let loss = &mut self.loss[ability_index(Ability::Wit)];
        *loss = loss.saturating_add(lost).min(MAX_LOSS);
        let wit = self.score(Ability::Wit);
        Ok(alloc::vec![Event::Withdrawal { lost, wit }])
    }
}
