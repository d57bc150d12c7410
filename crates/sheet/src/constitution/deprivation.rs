//! Food, water and sleep on the sheet (TC-15.1 to TC-15.7): osr-health's
//! deprivation clocks kept with the character, and every consequence they
//! have applied where it is read: penalties on the sheet's checks and
//! injury saves, a tired morning, halved overland speed, the daily injury
//! saves at full STR, death of thirst.

use osr_check::Resolved as _;
use osr_check::course::CourseOdds;
use osr_core::FaceSource;
use osr_health::constitution::deprivation::{Day, DayReport, Deprivation, OrdealEnd};
use osr_health::constitution::{Applied, Injury, InjuryBand};

use super::{Ability, CheckKind, Sheet};
use crate::Error;

/// What one day of food, water and sleep did to a sheet
/// ([`Sheet::live_day`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct DayLived {
    /// The clocks' events and the thirst save's dice, as osr-health
    /// reports them.
    pub day: DayReport,
    /// The day's injury saves, when the penalties reached STR (TC-15.7):
    /// DC 20, every penalty and a fighter's level on them.
    pub injury: Option<Applied<InjuryBand>>,
    /// Whether the character died of thirst today (TC-15.5).
    pub died_of_thirst: bool,
}

impl DayLived {
    /// Every face rolled, in order: the thirst save's, then the injury
    /// saves'.
    #[must_use]
    pub fn faces(&self) -> alloc::vec::Vec<u32> {
        let mut faces = self.day.faces();
        if let Some(injury) = &self.injury {
            faces.extend(injury.faces());
        }
        faces
    }
}

impl Sheet {
    /// The food, water and sleep clocks (TC-15), measured against the
    /// sheet's STR.
    #[must_use]
    pub const fn deprivation(&self) -> &Deprivation {
        &self.deprivation
    }

    /// The same sheet with these clocks (importing a character mid-fast).
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] when the clocks are measured against another
    /// strength than the sheet's STR, or when they record death of thirst
    /// on a living character.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::constitution::deprivation::Deprivation;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([12, 10, 10, 10, 10])?, 4)?;
    /// let tired = Deprivation::new(12)?.with_hours_awake(72)?;
    /// assert_eq!(sheet.clone().with_deprivation(tired)?.deprivation().penalty(), -8);
    /// assert!(sheet.with_deprivation(Deprivation::new(10)?).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_deprivation(mut self, deprivation: Deprivation) -> Result<Self, Error> {
        let str = self.abilities.get(Ability::Str);
        if deprivation.strength() != str {
            return Err(Error::NotDerived {
                what: "the strength the deprivation clocks are measured against",
                value: deprivation.strength().into(),
                expected: str.into(),
            });
        }
        self.deprivation = deprivation;
        self.checked()
    }

    /// Lives one day of food, exertion, water and sleep (TC-15.1 to
    /// TC-15.7) and applies what it does to the character: a third failed
    /// thirst save kills; when the penalties reach STR the day ends with
    /// injury saves at DC 20 ([`Sheet::injury_saves`], every penalty on
    /// them). The clocks then weigh on every check the sheet builds
    /// ([`Sheet::modifier`]), on the next morning's fatigue
    /// ([`Sheet::good_night`]) and on overland speed
    /// ([`Sheet::daily_miles`]).
    ///
    /// # Errors
    ///
    /// osr-health's errors (a dead character lives no more days, a clock
    /// past its range) and the face source's; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::deprivation::{Day, Water};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// // STR 4: a failed thirst save (d20 3 + 4 against DC 20) is -6, past STR.
    /// let mut sheet = Sheet::new(Abilities::new([4, 10, 10, 10, 10])?, 4)?;
    /// let dry = Day { water: Water::None, ..Day::NORMAL };
    /// let lived = sheet.live_day(dry, &mut SuppliedFaces::new(&[3, 15, 15]))?;
    /// assert_eq!(sheet.deprivation().penalty(), -6);
    /// assert!(lived.injury.is_some()); // the day ends with injury saves
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn live_day<S: FaceSource + ?Sized>(
        &mut self,
        day: Day,
        source: &mut S,
    ) -> Result<DayLived, Error> {
        if self.health.is_dead() {
            return Err(osr_health::Error::Dead.into());
        }
        let mut next = self.clone();
        let report = next.deprivation.day(day, source)?;
        let died_of_thirst = next.deprivation.is_dead();
        let injury = if died_of_thirst {
            next.health.dies()?;
            None
        } else if next.deprivation.at_full_strength() {
            let saves = next.injury_saves()?;
            Some(next.health.worsen(saves, source)?)
        } else {
            None
        };
        *self = next.checked()?;
        Ok(DayLived {
            day: report,
            injury,
            died_of_thirst,
        })
    }

    /// The exact odds of living the same `day` for up to `days` days from
    /// now, as [`Sheet::live_day`] would live them (osr-health's
    /// [`Deprivation::course_odds`]): dead of thirst, dead of the daily
    /// injury saves at full STR, or alive after the last day, with the
    /// exact mean number of days and the chance of each. The injury saves
    /// are the sheet's, with its level, major wound marks and every
    /// modifier but the clocks' (each evening adds the clocks' own).
    ///
    /// # Errors
    ///
    /// osr-health's: a character already dead, more than
    /// [`MAX_ORDEAL_DAYS`](osr_health::constitution::deprivation::MAX_ORDEAL_DAYS)
    /// days, or a day whose penalties leave a save's range.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::constitution::deprivation::{Day, OrdealEnd, Water};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// // Two days without water cannot kill (it takes three failed saves).
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// let dry = Day { water: Water::None, ..Day::NORMAL };
    /// let course = sheet.deprivation_odds(dry, 2)?;
    /// assert_eq!(course.endings().probability(&OrdealEnd::Endured), Some(ratio(1, 1)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn deprivation_odds(&self, day: Day, days: u32) -> Result<CourseOdds<OrdealEnd>, Error> {
        if self.health.is_dead() {
            return Err(osr_health::Error::Dead.into());
        }
        let saves = Injury::new(
            0,
            self.abilities.get(Ability::Str),
            self.abilities.get(Ability::Wil),
        )?
        .with_modifier(self.bonus(CheckKind::InjurySave)?)?
        .with_marks(self.health.level(), self.health.marks())?;
        Ok(self.deprivation.course_odds(day, saves, days)?)
    }
}
