//! The whole course of a disease, with exact odds (osr-check's
//! [`Course`](osr_check::course::Course)).

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::One;
use osr_check::block_dodge_parry::Ability;
use osr_check::course::{Budget, Course as Procedure, CourseOdds, Next, Step};
use osr_check::{Odds, ratio};

use super::disease::fail_chance;
use super::{Body, DiseaseDamage, Illness};
use crate::Error;

/// How a disease's course ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryDiseaseEnd"))]
#[cfg_attr(feature = "serde", serde(tag = "end", rename_all = "snake_case"))]
pub enum DiseaseEnd {
    /// The disease ran its course or was healed by saves, leaving the
    /// ability it damages at `score`.
    Recovered {
        /// The damaged ability's score when the disease ended.
        score: i32,
    },
    /// STR reached 0 (BDP-1.7.3.str): the character died.
    Died,
}

/// Where a disease's course stands between days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Day {
    successes: u32,
    days_left: Option<u32>,
    str: i32,
    score: i32,
}

/// A disease run day after day, the victim's save on STR as it falls.
struct Running {
    illness: Illness,
    care: bool,
}

impl Procedure for Running {
    type State = Day;
    type End = DiseaseEnd;

    fn step(&self, day: &Day) -> Result<Step<Day, DiseaseEnd>, osr_check::Error> {
        let disease = self.illness.disease();
        let fail = fail_chance(day.str, self.care).map_err(|err| match err {
            Error::Check(err) => err,
            _ => osr_check::Error::Inconsistent { what: "a STR save" },
        })?;
        let days_left = day.days_left.map(|d| d.saturating_sub(1));
        let runs_out = days_left == Some(0);
        let mut next = Vec::new();
        // Passed: one more success (counted only when saves heal), a day
        // less.
        let successes = if disease.saves_to_heal.is_some() {
            day.successes.saturating_add(1)
        } else {
            day.successes
        };
        let healed = runs_out || disease.saves_to_heal.is_some_and(|n| successes >= n);
        next.push((
            if healed {
                Next::End(DiseaseEnd::Recovered { score: day.score })
            } else {
                Next::Go(Day {
                    successes,
                    days_left,
                    ..*day
                })
            },
            BigRational::one() - &fail,
        ));
        // Failed: the disease's damage, each amount with its chance.
        let amounts: Vec<(u32, BigRational)> = match disease.damage {
            DiseaseDamage::Fixed(n) => alloc::vec![(n, BigRational::one())],
            DiseaseDamage::Roll(die) => (1..=die.sides())
                .map(|n| (n, ratio(1, i64::from(die.sides()))))
                .collect(),
        };
        for (amount, p) in amounts {
            let score = day
                .score
                .saturating_sub(i32::try_from(amount).unwrap_or(i32::MAX))
                .max(0);
            let str = if disease.ability == Ability::Str {
                score
            } else {
                day.str
            };
            let end = if str == 0 {
                Next::End(DiseaseEnd::Died)
            } else if runs_out {
                Next::End(DiseaseEnd::Recovered { score })
            } else {
                Next::Go(Day {
                    successes: day.successes,
                    days_left,
                    str,
                    score,
                })
            };
            next.push((end, &fail * p));
        }
        Odds::new(next, None)
    }
}

impl Illness {
    /// The exact odds of the whole course of the disease from today, for
    /// the victim's `body`, with or without rest and care every day
    /// (BDP-1.7.4.daily, .heal, .care): how it ends (recovered, with the
    /// damaged ability's score then, or dead of STR 0), the exact mean
    /// number of days, and the chance of ending on each of the first
    /// `days` days. A failed save lowers STR for the next day's save when
    /// the disease damages STR.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::block_dodge_parry::{Body, DiseaseEnd, Illness, Track, disease};
    ///
    /// // Bonebreaker Plague (2 STR a failed day, healed by 3 saves) on STR 2:
    /// // the first failed save kills.
    /// let body = Body::new(Track::new(2, 11)?, Track::new(10, 10)?, Track::new(9, 9)?);
    /// let sick = Illness::new(disease("bonebreaker_plague")?, None)?;
    /// let course = sick.course_odds(&body, false, 10)?;
    /// // A STR save passes on 2 or less: 1 in 10, three times in a row.
    /// let survives = ratio(1, 1000);
    /// assert_eq!(course.endings().probability(&DiseaseEnd::Recovered { score: 2 }), Some(survives));
    /// assert_eq!(course.ended_at_by(1, &DiseaseEnd::Died), ratio(9, 10));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::AlreadyOver`] for a disease already healed or cured;
    /// [`Error::Check`] with `NeverEnds` for a disease only a cure ends
    /// that cannot kill (Soul's Despair); [`Error::Core`] (`OutOfRange`)
    /// for more than 1000 days.
    pub fn course_odds(
        &self,
        body: &Body,
        care: bool,
        days: u32,
    ) -> Result<CourseOdds<DiseaseEnd>, Error> {
        if self.healed() {
            return Err(Error::AlreadyOver {
                what: "the disease",
            });
        }
        osr_core::Error::check_range("days of a disease's course", i64::from(days), 0, 1000)?;
        let start = Day {
            successes: self.successes(),
            days_left: self.days_left(),
            str: body.track(Ability::Str).current(),
            score: body.track(self.disease().ability).current(),
        };
        let running = Running {
            illness: *self,
            care,
        };
        // Saves to heal (at most 4), days left (at most 6), two scores of at
        // most 20 with their days: far below the budget.
        Ok(running.course_odds(start, Budget::new(1000, days)?)?)
    }
}
