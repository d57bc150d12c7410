//! Damage, rest, XP and improvement: the sheet's health through
//! osr-health and its levels through osr-advancement.

use alloc::vec::Vec;

use osr_advancement::constitution::{Ability, Improvement, ImprovementRoll, level_table};
use osr_check::Check;
use osr_core::FaceSource;
use osr_health::constitution::{Applied, HitBand, Injury, Keep};

use super::{CheckKind, Event, Sheet};
use crate::Error;

impl Sheet {
    /// The injury saves this character makes (osr-health's [`Injury`]):
    /// STR and WIL, a fighter's level added (TC-7.1).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Class, Sheet};
    ///
    /// let fighter = Sheet::new(Abilities::new([13, 10, 10, 10, 10])?, 4)?
    ///     .with_class(Some(Class::Fighter))?
    ///     .with_xp(1_500)?;
    /// assert_eq!(fighter.injury_saves()?.dc(), 20);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn injury_saves(&self) -> Result<Injury, Error> {
        Ok(Injury::new(
            0,
            self.abilities.get(Ability::Str),
            self.abilities.get(Ability::Wil),
        )?
        .with_modifier(self.modifier(CheckKind::InjurySave)?)?)
    }

    /// Takes `damage` through osr-health (TC-5.18, TC-6.6 to TC-6.11): HP
    /// first, then injury saves from [`Sheet::injury_saves`].
    ///
    /// # Errors
    ///
    /// osr-health's errors; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::{HitBand, InjuryBand};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// // HP 4, hit for 6: DC 22; STR 12 rolls 11 (23), WIL 9 rolls 8 (17).
    /// let mut sheet = Sheet::new(Abilities::new([12, 10, 10, 9, 10])?, 4)?;
    /// let hit = sheet.take_damage(6, &mut SuppliedFaces::new(&[11, 8]))?;
    /// assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::MinorDown));
    /// assert_eq!((sheet.health().hp(), sheet.health().minor_wounds()), (0, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn take_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        source: &mut S,
    ) -> Result<Applied<HitBand>, Error> {
        let saves = self.injury_saves()?;
        Ok(self.health.take_damage(damage, saves, source)?)
    }

    /// A short rest with the HP re-roll (TC-6.4, TC-6.5) through
    /// osr-health: `keep` is [`Keep::Higher`] only for a tough fighter.
    ///
    /// # Errors
    ///
    /// osr-health's errors; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::Keep;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 1)?;
    /// sheet.short_rest(Keep::New, &mut SuppliedFaces::new(&[5]))?;
    /// assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (5, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn short_rest<S: FaceSource + ?Sized>(
        &mut self,
        keep: Keep,
        source: &mut S,
    ) -> Result<Applied<u32>, Error> {
        Ok(self.health.short_rest(keep, source)?)
    }

    /// A good night's sleep (TC-6.5) through osr-health: fatigue 0, minor
    /// wounds healed, the morning HP re-roll.
    ///
    /// # Errors
    ///
    /// osr-health's errors; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::Keep;
    /// use osr_sheet::constitution::{Abilities, Sheet, Vitality};
    ///
    /// let tired = Vitality::new(1, 2)?.with_fatigue(3)?;
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 2)?.with_health(tired)?;
    /// sheet.good_night(Keep::New, &mut SuppliedFaces::new(&[6]))?;
    /// assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (6, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn good_night<S: FaceSource + ?Sized>(
        &mut self,
        keep: Keep,
        source: &mut S,
    ) -> Result<Applied<u32>, Error> {
        let morning = self.deprivation.morning_fatigue();
        Ok(self.health.good_night(morning, keep, source)?)
    }

    /// Gains `amount` experience; each level reached adds its hit die and
    /// opens an initiation.
    ///
    /// # Errors
    ///
    /// osr-advancement's errors ([`Error::Advancement`]) past the level
    /// table or on overflow; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Event, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// let events = sheet.gain_xp(3_100)?;
    /// assert_eq!(events.last(), Some(&Event::LevelGained { level: 3 }));
    /// assert_eq!(sheet.health().hit_dice(), 3);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn gain_xp(&mut self, amount: u64) -> Result<Vec<Event>, Error> {
        let before = self.xp;
        let after = before.plus(amount)?;
        let gained = level_table().levels_gained(before, after)?;
        let next = self.clone().with_xp(after.get())?;
        let mut events = alloc::vec![Event::XpGained {
            amount,
            total: after.get(),
        }];
        events.extend(gained.map(|level| Event::LevelGained { level }));
        *self = next;
        Ok(events)
    }

    /// The improvement roll after a session (TC-4.9) through
    /// osr-advancement: the abilities are tried in the player's `order`,
    /// each at its current score; the first d20 above its score raises it
    /// by one and ends the roll.
    ///
    /// # Errors
    ///
    /// osr-advancement's errors for an empty order or an ability named
    /// twice; [`Error::Core`] when the face source fails. The sheet is then
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Abilities, Ability, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([8, 12, 15, 10, 17])?, 4)?;
    /// let roll = sheet.improve(&[Ability::Str, Ability::Wit], &mut SuppliedFaces::new(&[7, 13]))?;
    /// assert_eq!(roll.raised(), Some((Ability::Wit, 12, 13)));
    /// assert_eq!(sheet.abilities().get(Ability::Wit), 13);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn improve<S: FaceSource + ?Sized>(
        &mut self,
        order: &[Ability],
        source: &mut S,
    ) -> Result<ImprovementRoll, Error> {
        let order: Vec<(Ability, i32)> =
            order.iter().map(|&a| (a, self.abilities.get(a))).collect();
        let roll = Improvement::new(&order)?.roll(source)?;
        if let Some((ability, _, to)) = roll.raised() {
            let abilities = self.abilities.with(ability, to)?;
            *self = self.clone().with_abilities(abilities);
        }
        Ok(roll)
    }
}
