//! Hits, rest and levels: the sheet's health through osr-health and its
//! experience through osr-advancement.

use alloc::vec::Vec;

use osr_advancement::Xp;
use osr_advancement::gods_and_monsters::{LevelGained, LevelUp, Reaction, award, level_table};
use osr_core::FaceSource;
use osr_health::gods_and_monsters::{CreatureLevel, Hit, NightRest, RestChoice, Taken, Vitals};

use super::{Gain, MAX_LEVEL, Sheet, range};
use crate::Error;

impl Sheet {
    /// Takes a hit through osr-health: verve first when it is archetypal.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Hit;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // A warrior's loss in combat is archetypal: off verve first.
    /// sheet.take(Hit::new(5)?.archetypal(sheet.combat_losses_archetypal()))?;
    /// assert_eq!((sheet.vitals().verve(), sheet.vitals().survival()), (2, 7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Health`] or [`Error::Core`] as osr-health refuses it.
    pub fn take(&mut self, hit: Hit) -> Result<Taken, Error> {
        Ok(self.vitals.take(hit)?)
    }

    /// A night's rest (osr-health): a health roll; passed, the level in
    /// survival (or one injury healed), failed, 1 survival.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{Hit, RestChoice};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.take(Hit::new(12)?.archetypal(true))?;
    /// sheet.wake();
    /// // Health 10: 4 passes, the level (1) in survival comes back.
    /// sheet.rest_night(RestChoice::Survival, &mut SuppliedFaces::new(&[4]))?;
    /// assert_eq!((sheet.vitals().survival(), sheet.vitals().verve()), (3, 7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn rest_night<S: FaceSource + ?Sized>(
        &mut self,
        choice: RestChoice,
        source: &mut S,
    ) -> Result<Vec<osr_health::gods_and_monsters::Event>, Error> {
        let rest = NightRest::new(
            self.vitals,
            CreatureLevel::new(self.level())?,
            self.reaction_roll(Reaction::Health)?,
            choice,
        );
        let checked = rest.roll(source)?;
        self.vitals = *checked.vitals();
        Ok(checked.events().to_vec())
    }

    /// A full day of rest (osr-health): the level in survival, or one
    /// injury healed, without a roll.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// use osr_health::gods_and_monsters::{Hit, RestChoice};
    ///
    /// // 7 verve and 7 survival; 16 archetypal damage: 2 injuries.
    /// sheet.take(Hit::new(16)?.archetypal(true))?;
    /// sheet.rest_day(RestChoice::Injury);
    /// assert_eq!(sheet.vitals().injuries(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn rest_day(&mut self, choice: RestChoice) -> Option<osr_health::gods_and_monsters::Event> {
        let level = self.creature_level();
        osr_health::gods_and_monsters::day_of_rest(&mut self.vitals, level, choice)
    }

    /// Waking for the day: verve back to full (osr-health).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Hit;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.take(Hit::new(5)?.archetypal(true))?;
    /// sheet.wake();
    /// assert_eq!(sheet.vitals().verve(), 7);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn wake(&mut self) -> Option<osr_health::gods_and_monsters::Event> {
        self.vitals.wake_for_the_day()
    }

    /// Adds experience (osr-advancement); the levels it reaches are rolled
    /// with [`Sheet::level_up`]. Returns the level the XP reach.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.gain_xp(1200)?, 2);
    /// assert_eq!(sheet.levels_due(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] for XP past the level table; the sheet is
    /// unchanged.
    pub fn gain_xp(&mut self, xp: u64) -> Result<u32, Error> {
        let awarding = award(&level_table(), Xp::new(self.xp), xp, false)?;
        self.xp = self
            .xp
            .checked_add(xp)
            .ok_or(Error::Overflow { what: "xp" })?;
        Ok(awarding.to_level)
    }

    /// Levels the XP reach that are not rolled yet.
    #[must_use]
    pub fn levels_due(&self) -> u32 {
        level_table()
            .level(Xp::new(self.xp))
            .map_or(0, |l| l.saturating_sub(self.level()))
    }

    /// Rolls the next level (osr-advancement): the survival or verve d10,
    /// both added to the maximum and the current value.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.gain_xp(1000)?;
    /// let gained = sheet.level_up(&mut SuppliedFaces::new(&[8]))?;
    /// assert_eq!((gained.verve_gain(), sheet.max_verve(), sheet.fighting_art()), (10, 17, 2));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NoLevelDue`] when the XP do not reach it,
    /// [`Error::Core`] (`OutOfRange`, "level") past [`MAX_LEVEL`], or when
    /// the face source fails; the sheet is unchanged.
    pub fn level_up<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
    ) -> Result<LevelGained, Error> {
        range("level", i64::from(self.level()) + 1, 1, MAX_LEVEL.into())?;
        if self.levels_due() == 0 {
            return Err(Error::NoLevelDue {
                level: self.level(),
                xp: self.xp,
            });
        }
        let gained = LevelUp::multi_with(
            self.archetype,
            &[(self.archetype, self.level() + 1)],
            &self.abilities,
            &self.contributors,
        )?
        .roll(source)?;
        let gain = Gain {
            survival: gained.survival_gain(),
            verve: gained.verve_gain(),
        };
        let v = self.vitals;
        let vitals = Vitals::new(
            v.max_survival().saturating_add(gain.survival),
            v.max_verve().saturating_add(gain.verve),
        )?
        .with_survival(v.survival().saturating_add(gain.survival))?
        .with_verve(v.verve().saturating_add(gain.verve))?
        .with_injuries(v.injuries())?
        .with_unhealable_injuries(v.unhealable_injuries())?
        .with_pool(v.pool())?;
        self.gains.push(gain);
        self.vitals = vitals;
        Ok(gained)
    }

    /// Checks that each level gain is one [`Sheet::level_up`] can roll:
    /// at each level past the first, the d10 of that level (verve at even
    /// levels, survival at odd ones) and its contributors, the other 0.
    pub(super) fn check_gains(&self) -> Result<(), Error> {
        for (level, gain) in (2_u32..).zip(&self.gains) {
            let up = LevelUp::multi_with(
                self.archetype,
                &[(self.archetype, level)],
                &self.abilities,
                &self.contributors,
            )?;
            let rolled = (1..=10).any(|face| {
                up.roll(&mut osr_core::SuppliedFaces::new(&[face]))
                    .is_ok_and(|g| {
                        g.survival_gain() == gain.survival && g.verve_gain() == gain.verve
                    })
            });
            if !rolled {
                return Err(Error::Unreachable {
                    what: "level gain",
                    value: alloc::format!(
                        "of {} survival and {} verve at level {level}",
                        gain.survival,
                        gain.verve
                    ),
                    rule: "each level past the first gains the d10 and its contributors, in verve at an even level and in survival at an odd one, and nothing else",
                });
            }
        }
        Ok(())
    }
}
