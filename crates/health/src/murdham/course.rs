//! The whole course of a sickness, with exact odds (osr-check's
//! [`Course`](osr_check::course::Course)).

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::murdham::Save;
use osr_check::{Check, Odds, PassFail, ratio};

use osr_core::Edge;

use super::{
    Ability, Breath, Breathing, HELD_ROUNDS, MAX_ROUNDS, Score, Sickness, SpecialRule, pass_chance,
};
use crate::Error;

/// How a sickness's course ends (MU-health.disease).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSicknessEnd"))]
#[cfg_attr(feature = "serde", serde(tag = "end", rename_all = "snake_case"))]
pub enum SicknessEnd {
    /// Recovered, with STR at `str` after the failures' reductions.
    Recovered {
        /// STR when recovered.
        str: i32,
    },
    /// Black gangrene's second failure: the feet must come off within a
    /// day (surgical tools and a WIT save) or the victim dies; STR at
    /// `str`.
    FeetRot {
        /// STR then.
        str: i32,
    },
    /// STR fell to 0 (on the day of the failure that took it there), where
    /// the recovery save cannot pass: the victim cannot recover by saves
    /// any more. A victim already at STR 0 ends here on the first day.
    Hopeless,
}

/// Where a sickness's course stands between days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Day {
    successes: u32,
    /// Failures so far, counted only while black gangrene can rot the feet.
    failures: u32,
    str: i32,
}

/// A sickness day after day, its recovery save on STR as it falls.
struct Days {
    sickness: Sickness,
}

impl Course for Days {
    type State = Day;
    type End = SicknessEnd;

    fn step(&self, day: &Day) -> Result<Step<Day, SicknessEnd>, osr_check::Error> {
        let disease = self.sickness.disease();
        let pass = Save::new(day.str)?
            .odds()
            .probability(&PassFail::Pass)
            .unwrap_or_else(BigRational::zero);
        let needed = disease.successes_needed();
        let rots = disease.rule == SpecialRule::FeetRot;
        if pass.is_zero() && !rots {
            return Ok(Odds::certain(Next::End(SicknessEnd::Hopeless)));
        }
        let mut next = Vec::new();
        let successes = day.successes.saturating_add(1);
        next.push((
            if needed.is_some_and(|n| successes >= n) {
                Next::End(SicknessEnd::Recovered { str: day.str })
            } else {
                Next::Go(Day { successes, ..*day })
            },
            pass.clone(),
        ));
        let fail = BigRational::one() - pass;
        let failures = if rots { day.failures + 1 } else { 0 };
        let reductions: Vec<(i32, BigRational)> = match disease.reduction_die(Ability::Str) {
            Some(die) => (1..=die.sides())
                .map(|face| {
                    (
                        i32::try_from(face).unwrap_or(i32::MAX),
                        ratio(1, i64::from(die.sides())),
                    )
                })
                .collect(),
            None => alloc::vec![(0, BigRational::one())],
        };
        for (down, p) in reductions {
            let str = day.str.saturating_sub(down).max(0);
            let end = if rots && failures == 2 {
                Next::End(SicknessEnd::FeetRot { str })
            } else if str == 0 && !rots {
                Next::End(SicknessEnd::Hopeless)
            } else {
                Next::Go(Day {
                    successes: day.successes,
                    failures,
                    str,
                })
            };
            next.push((end, &fail * p));
        }
        Odds::new(next, None)
    }
}

impl Sickness {
    /// The exact odds of the whole course of the sickness from today for a
    /// victim with `str` (MU-health.disease.recovery, .fail, .list): how it
    /// ends (recovered, with STR then; black gangrene's rotting feet; or
    /// hopeless at STR 0, where no save passes), the exact mean days, and
    /// the chance of ending on each of the first `days` days. Each failure
    /// lowers STR by its reduction die before the next day's save.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::murdham::{Sickness, SicknessEnd, disease};
    ///
    /// // Bloody flu at STR 20: every save passes, recovered in 2 days.
    /// let course = Sickness::new(disease("bloody_flu")?).course_odds(20, 5)?;
    /// assert_eq!(course.endings().probability(&SicknessEnd::Recovered { str: 20 }), Some(ratio(1, 1)));
    /// assert_eq!(*course.mean_steps(), ratio(2, 1));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a STR outside 0 to 20 or more
    /// than 1000 days; [`Error::Check`] with `NeverEnds` for a sickness
    /// saves cannot cure (digworm: only surgery ends it).
    pub fn course_odds(&self, str: i32, days: u32) -> Result<CourseOdds<SicknessEnd>, Error> {
        let str = Score::new(str)?.get();
        if self.disease().successes_needed().is_none() {
            // Saves cannot cure it: only surgery ends it.
            return Err(osr_check::Error::NeverEnds.into());
        }
        osr_core::Error::check_range("days of a sickness's course", i64::from(days), 0, 1000)?;
        let start = Day {
            successes: self.successes(),
            failures: if self.disease().rule == SpecialRule::FeetRot {
                self.failures()
            } else {
                0
            },
            str,
        };
        // Successes (at most 4), failures (at most 2), STR 0 to 20.
        Ok(Days { sickness: *self }.course_odds(start, Budget::new(1000, days)?)?)
    }
}

/// A character without air, round by round: rounds gone (counted up to
/// the first save) and whether it is out cold.
struct Drowning {
    pass: BigRational,
}

impl Course for Drowning {
    type State = (u32, bool);
    /// Dead.
    type End = ();

    fn step(
        &self,
        &(rounds, out): &(u32, bool),
    ) -> Result<Step<(u32, bool), ()>, osr_check::Error> {
        let rounds = (rounds + 1).min(HELD_ROUNDS + 1);
        if rounds <= HELD_ROUNDS {
            return Ok(Odds::certain(Next::Go((rounds, out))));
        }
        let failed = if out {
            Next::End(())
        } else {
            Next::Go((rounds, true))
        };
        Odds::new(
            [
                (Next::Go((rounds, out)), self.pass.clone()),
                (failed, BigRational::one() - &self.pass),
            ],
            None,
        )
    }
}

impl Breathing {
    /// The exact odds of how many more rounds a character with `str`
    /// lasts without air before it dies (MU-health.suffocate,
    /// MU-health.drown: no one comes to the rescue): the exact mean and the
    /// chance of dying in each of the next `rounds` rounds.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::murdham::Breathing;
    ///
    /// // STR 10: 4 rounds held, then two failures at 1 in 2 each: 4 + 2 + 2.
    /// let course = Breathing::new().course_odds(10, 10)?;
    /// assert_eq!(*course.mean_steps(), ratio(8, 1));
    /// assert_eq!(course.ended_at(6), ratio(1, 4));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::AlreadyOver`] for a character already dead;
    /// [`Error::Core`] (`OutOfRange`) for STR outside 0..=20 or more than
    /// [`MAX_ROUNDS`] rounds; [`Error::Check`] with `NeverEnds` at STR 20,
    /// where every save passes.
    pub fn course_odds(&self, str: i32, rounds: u32) -> Result<CourseOdds<()>, Error> {
        let str = Score::new(str)?.get();
        osr_core::Error::check_range("rounds", i64::from(rounds), 0, i64::from(MAX_ROUNDS))?;
        if self.state() == Breath::Dead {
            return Err(Error::AlreadyOver {
                what: "the suffocation",
            });
        }
        let drowning = Drowning {
            pass: pass_chance(str, Edge::NONE)?,
        };
        let start = (
            self.rounds().min(HELD_ROUNDS + 1),
            self.state() == Breath::Unconscious,
        );
        Ok(drowning.course_odds(start, Budget::new(10, rounds)?)?)
    }
}
