//! Days of deprivation one after another, with exact odds (osr-check's
//! [`Course`]).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::cell::RefCell;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::{Check, Odds};

use super::{Day, Deprivation, Water};
use crate::Error;
use crate::constitution::{Injury, InjuryBand};

/// The most days [`Deprivation::course_odds`] follows.
pub const MAX_ORDEAL_DAYS: u32 = 100;

/// The most states a run of days may reach: with the days' count in each
/// state, at most [`MAX_ORDEAL_DAYS`] times this is the work of listing the
/// days one by one.
const MAX_ORDEAL_STATES: usize = 10_000;

/// How a run of days of deprivation ends.
///
/// With the `serde` feature: `"endured"`, `"died_of_thirst"` or
/// `"died_of_wounds"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OrdealEnd {
    /// Alive at the end of the last day.
    Endured,
    /// The third failed thirst save (TC-15.5).
    DiedOfThirst,
    /// A failed strength save of the daily injury saves, with as many
    /// major wound marks as levels or death chosen (TC-15.7, TC-6.11).
    DiedOfWounds,
}

/// What a step that fails names.
const DAY: &str = "a day of deprivation";

/// Where a run of days stands each morning.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Morning {
    clocks: Deprivation,
    marks: u32,
    days_lived: u32,
}

/// The same day lived again and again.
struct Ordeal {
    day: Day,
    saves: Injury,
    days: u32,
    /// The injury saves' odds by modifier and marks: many evenings share
    /// them, and each costs two exploding checks.
    injuries: RefCell<BTreeMap<(i32, u32), Odds<InjuryBand>>>,
}

impl Ordeal {
    /// What the end of a day does: death of thirst, the injury saves when
    /// the penalties reach STR, or the next morning.
    fn evening(
        &self,
        morning: &Morning,
        thirst: Option<(i32, bool)>,
        chance: &BigRational,
        next: &mut Vec<(Next<Morning, OrdealEnd>, BigRational)>,
    ) -> Result<(), Error> {
        let clocks = morning.clocks.lived(self.day, thirst, &mut Vec::new())?;
        if clocks.is_dead() {
            next.push((Next::End(OrdealEnd::DiedOfThirst), chance.clone()));
            return Ok(());
        }
        let days_lived = morning.days_lived + 1;
        let go = |marks| {
            if days_lived >= self.days {
                Next::End(OrdealEnd::Endured)
            } else {
                Next::Go(Morning {
                    clocks: clocks.clone(),
                    marks,
                    days_lived,
                })
            }
        };
        if !clocks.at_full_strength() {
            next.push((go(morning.marks), chance.clone()));
            return Ok(());
        }
        let modifier = self.saves.modifier() + clocks.penalty();
        let odds = if let Some(odds) = self.injuries.borrow().get(&(modifier, morning.marks)) {
            odds.clone()
        } else {
            let odds = self
                .saves
                .with_modifier(modifier)?
                .with_marks(self.saves.level(), morning.marks)?
                .odds();
            self.injuries
                .borrow_mut()
                .insert((modifier, morning.marks), odds.clone());
            odds
        };
        // A tail would be the last band and every band above it: the same
        // band here, as a strength and a will save each pass or fail.
        for (band, p) in odds.bands().chain(odds.tail()) {
            let then = match band {
                InjuryBand::Dead => Next::End(OrdealEnd::DiedOfWounds),
                InjuryBand::MajorDown | InjuryBand::MajorStanding => go(morning.marks + 1),
                InjuryBand::MinorDown | InjuryBand::MinorStanding => go(morning.marks),
            };
            next.push((then, chance * p));
        }
        Ok(())
    }
}

impl Course for Ordeal {
    type State = Morning;
    type End = OrdealEnd;

    fn step(&self, morning: &Morning) -> Result<Step<Morning, OrdealEnd>, osr_check::Error> {
        let mut next = Vec::new();
        if self.day.water == Water::None {
            let passes = morning
                .clocks
                .thirst_save()
                .map_err(|e| e.into_check(DAY))?
                .probability_of_success();
            let fails = BigRational::one() - &passes;
            // The total only names the save in the day's events, which a
            // course does not keep.
            for (passed, p) in [(true, passes), (false, fails)] {
                if !p.is_zero() {
                    self.evening(morning, Some((0, passed)), &p, &mut next)
                        .map_err(|e| e.into_check(DAY))?;
                }
            }
        } else {
            self.evening(morning, None, &BigRational::one(), &mut next)
                .map_err(|e| e.into_check(DAY))?;
        }
        Odds::new(next, None)
    }
}

impl Deprivation {
    /// The exact odds of living the same `day` for up to `days` days from
    /// these clocks (TC-15.2 to TC-15.7): dead of thirst, dead of the
    /// daily injury saves, or alive after the last day; the exact mean
    /// number of days, and the chance of the end coming on each day.
    ///
    /// Each day is [`Deprivation::day`]: food, water (its save on the
    /// morning's penalties), sleep. When the penalties then reach STR the
    /// day ends with injury saves at DC 20, as a character sheet makes
    /// them: `saves` are the character's injury saves without deprivation
    /// (strength and will, every other modifier, level, major wound marks
    /// and the player's choices); each evening adds the clocks' penalty to
    /// their modifier. A major wound adds a mark for the next day's saves.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::constitution::Injury;
    /// use osr_health::constitution::deprivation::{Day, Deprivation, OrdealEnd, Water};
    ///
    /// // STR 20, WIL 10, no water for two days: the first save (11+ on a
    /// // d20) passes 1 in 2 for -4; then -4 needs 15+ (6 in 20) and -6
    /// // needs 17+ (4 in 20). Two days cannot kill, nor reach STR 20.
    /// let dry = Day { water: Water::None, ..Day::NORMAL };
    /// let saves = Injury::new(0, 20, 10)?;
    /// let course = Deprivation::new(20)?.course_odds(dry, saves, 2)?;
    /// assert_eq!(course.endings().probability(&OrdealEnd::Endured), Some(ratio(1, 1)));
    ///
    /// // STR 4, level 1 with a major wound already: a day without water
    /// // (16+ passes, 5 in 20) leaves -4 or -6, at STR either way, and the
    /// // injury saves at DC 20 then pass only on a 20 (at -6, a 20 and
    /// // then 2+). A failed strength save kills.
    /// let wounded = Injury::new(0, 4, 10)?.with_marks(1, 1)?;
    /// let course = Deprivation::new(4)?.course_odds(dry, wounded, 1)?;
    /// let died = ratio(5, 20) * ratio(19, 20) + ratio(15, 20) * ratio(381, 400);
    /// assert_eq!(course.endings().probability(&OrdealEnd::DiedOfWounds), Some(died));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a character already dead of thirst;
    /// [`Error::InconsistentState`] when `saves` are made with another
    /// strength than these clocks'; [`Error::Core`] (`OutOfRange`) for
    /// more than [`MAX_ORDEAL_DAYS`] days, or when some day's penalties
    /// take a save's modifier past osr-check's range (the procedure itself
    /// refuses that day); [`Error::Check`] with `TooManyStates` when the
    /// days can reach more than 10,000 states.
    pub fn course_odds(
        &self,
        day: Day,
        saves: Injury,
        days: u32,
    ) -> Result<CourseOdds<OrdealEnd>, Error> {
        if self.is_dead() {
            return Err(Error::Dead);
        }
        if saves.strength() != self.strength() {
            return Err(Error::InconsistentState {
                what: "injury saves made with another strength than the clocks'",
            });
        }
        osr_core::Error::check_range(
            "days of deprivation",
            i64::from(days),
            1,
            i64::from(MAX_ORDEAL_DAYS),
        )?;
        let ordeal = Ordeal {
            day,
            saves: saves.with_overflow(0)?,
            days,
            injuries: RefCell::new(BTreeMap::new()),
        };
        let start = Morning {
            clocks: self.clone(),
            marks: saves.marks(),
            days_lived: 0,
        };
        Ok(ordeal.course_odds(start, Budget::new(MAX_ORDEAL_STATES, days)?)?)
    }
}
