//! An ailment's whole course, action time by action time, with exact odds
//! (osr-check's [`Course`]).

use alloc::vec;
use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::{Odds, ratio};

use super::{AilmentRow, Amount, Exposure, MAX_CHRONIC_TIMES};
use crate::Error;
use crate::gods_and_monsters::dying::{pass_odds, reaction_roll};

/// The most action times in an inescapable ailment's area that
/// [`AilmentRow::course_odds`] follows.
pub const MAX_ACTION_TIMES_IN_AREA: u32 = 100;

/// How an ailment's course ends: how many times it took effect and its
/// amounts added up (injury points for an ailment that injures, minutes
/// for one that paralyses or puts to sleep, penalty points for one that
/// weakens).
///
/// With the `serde` feature: `{"times_taken": 2, "amount": 5}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AilmentEnd {
    /// How many times the effect was taken.
    pub times_taken: u32,
    /// The effect's amounts, added up.
    pub amount: u32,
}

/// Where the course stands before an action time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Before {
    /// Action times gone (capped once the victim is out of the area).
    times: u32,
    /// The ailment's strength now.
    strength: i32,
    /// Taken at least once and not thrown off (chronic kinds only).
    ailing: bool,
    taken: u32,
    amount: u32,
}

/// The course of one ailment for one victim.
struct Running {
    row: &'static AilmentRow,
    exposure: Exposure,
    score: i32,
    health: i32,
    in_area: u32,
    /// The chances of each amount of one effect.
    amounts: Vec<(u32, BigRational)>,
}

impl Running {
    const fn inescapable(&self) -> bool {
        self.row.kind.inescapable()
    }

    const fn chronic(&self) -> bool {
        self.row.kind.chronic()
    }

    /// The effect taken once more from `before` (already moved on to its
    /// next action time), with `chance`: each amount, and what follows.
    fn take(
        &self,
        before: Before,
        ailing: bool,
        chance: &BigRational,
        next: &mut Vec<(Next<Before, AilmentEnd>, BigRational)>,
    ) {
        for (amount, p) in &self.amounts {
            let after = Before {
                ailing,
                taken: before.taken.saturating_add(1),
                amount: before.amount.saturating_add(*amount),
                ..before
            };
            let then = if ailing || (self.inescapable() && after.times < self.in_area) {
                Next::Go(after)
            } else {
                Next::End(after.end())
            };
            next.push((then, chance * p));
        }
    }
}

impl Before {
    const fn end(self) -> AilmentEnd {
        AilmentEnd {
            times_taken: self.taken,
            amount: self.amount,
        }
    }
}

impl Course for Running {
    type State = Before;
    type End = AilmentEnd;

    fn step(&self, before: &Before) -> Result<Step<Before, AilmentEnd>, osr_check::Error> {
        let as_check = |err: Error| err.into_check("an ailment's action time");
        // This action time is the `times + 1`-th; the victim is in the
        // area for the first `in_area` of them.
        let here = before.times < self.in_area;
        let was_here = before.times > 0 && before.times <= self.in_area;
        let moved = Before {
            times: (before.times + 1).min(self.in_area + 1),
            ..*before
        };
        let mut next = Vec::new();
        if !before.ailing {
            // Exposed: out of the area it is over; in it, a roll against it.
            if before.times > 0 && !here {
                return Ok(Odds::certain(Next::End(before.end())));
            }
            let roll = reaction_roll(
                self.score,
                -i64::from(before.strength) - i64::from(self.exposure.penalty()),
            )
            .map_err(as_check)?;
            let resisted = pass_odds(&roll);
            let taken = BigRational::one() - &resisted;
            // Resisted: over, but for an inescapable ailment while the
            // victim stays in its area (another roll next time).
            let after_pass = if self.inescapable() && moved.times < self.in_area {
                Next::Go(moved)
            } else {
                Next::End(moved.end())
            };
            next.push((after_pass, resisted));
            if !taken.is_zero() {
                self.take(moved, self.chronic(), &taken, &mut next);
            }
            return Odds::new(next, None);
        }
        if self.inescapable() && here {
            // Chronic inescapable, still in it: no roll, one stronger.
            let stronger = Before {
                strength: before.strength.saturating_add(1),
                ..moved
            };
            self.take(stronger, true, &BigRational::one(), &mut next);
            return Odds::new(next, None);
        }
        // Ailing: back to its own strength on leaving the area, then one
        // weaker, and a health roll against it to throw it off.
        let strength = if self.inescapable() && was_here {
            self.row.strength
        } else {
            before.strength
        }
        .saturating_sub(1);
        let roll = reaction_roll(self.health, -i64::from(strength)).map_err(as_check)?;
        let off = pass_odds(&roll);
        let on = BigRational::one() - &off;
        let weaker = Before { strength, ..moved };
        next.push((Next::End(weaker.end()), off));
        if !on.is_zero() {
            self.take(weaker, true, &on, &mut next);
        }
        Odds::new(next, None)
    }
}

/// The chance of each amount: a fixed one, or each total of the dice.
pub(super) fn amount_odds(amount: Amount) -> Result<Vec<(u32, BigRational)>, Error> {
    match amount {
        Amount::Fixed(n) => Ok(vec![(n, BigRational::one())]),
        Amount::Dice { count, sides } => {
            osr_core::Error::check_range("an effect's dice", count.into(), 1, 20)?;
            osr_core::Error::check_range("an effect's die", sides.into(), 1, 100)?;
            let mut ways: Vec<(u32, BigRational)> = vec![(0, BigRational::one())];
            let each = ratio(1, i64::from(sides));
            for _ in 0..count {
                let mut next: Vec<(u32, BigRational)> = Vec::new();
                for (total, p) in &ways {
                    for face in 1..=sides {
                        let t = total + face;
                        let q = p * &each;
                        match next.iter_mut().find(|(x, _)| *x == t) {
                            Some((_, r)) => *r += q,
                            None => next.push((t, q)),
                        }
                    }
                }
                ways = next;
            }
            Ok(ways)
        }
    }
}

impl AilmentRow {
    /// The exact odds of the ailment's whole course, as [`AilmentCourse`]
    /// runs it, for a victim who meets it as `exposure` says with `score`
    /// in that reaction, throws it off with `health`, and stays `in_area`
    /// action times (at least 1) in an inescapable ailment's area: how
    /// many times it takes effect and the amounts added up
    /// ([`AilmentEnd`]), the exact mean number of action times, the first
    /// (the contract roll) included, and the chance that it is over after
    /// each of the first `listed` action times. Multiply by the ailment's
    /// [`action_time`](AilmentRow::action_time) for the time itself.
    ///
    /// [`AilmentCourse`]: super::AilmentCourse
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::gods_and_monsters::{AilmentEnd, Exposure, ailment};
    ///
    /// // Food poisoning eaten knowingly, health 10: avoided on 3 or less;
    /// // taken, 1 injury, and each hour a health roll at -(2, 1, 0, ...)
    /// // throws it off or gives another.
    /// let food = ailment("food_poisoning")?;
    /// let course = food.course_odds(10, Exposure::Accepted, 10, 1, 20)?;
    /// let avoided = AilmentEnd { times_taken: 0, amount: 0 };
    /// assert_eq!(course.endings().probability(&avoided), Some(ratio(3, 20)));
    /// assert_eq!(course.ended_at(1), ratio(3, 20));
    /// // Taken, then thrown off at the first hourly roll (8 or less at -2).
    /// assert_eq!(course.ended_at(2), ratio(17, 20) * ratio(8, 20));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`Roll`](osr_check::gods_and_monsters::Roll)'s range, `in_area`
    /// outside 1 to [`MAX_ACTION_TIMES_IN_AREA`], or more than
    /// [`MAX_CHRONIC_TIMES`] action times listed.
    pub fn course_odds(
        &'static self,
        score: i32,
        exposure: Exposure,
        health: i32,
        in_area: u32,
        listed: u32,
    ) -> Result<CourseOdds<AilmentEnd>, Error> {
        osr_core::Error::check_range(
            "action times in the ailment",
            in_area.into(),
            1,
            MAX_ACTION_TIMES_IN_AREA.into(),
        )?;
        osr_core::Error::check_range(
            "action times listed",
            listed.into(),
            0,
            MAX_CHRONIC_TIMES.into(),
        )?;
        let running = Running {
            row: self,
            exposure,
            score,
            health,
            in_area,
            amounts: amount_odds(self.effect.amount())?,
        };
        let start = Before {
            times: 0,
            strength: self.strength,
            ailing: false,
            taken: 0,
            amount: 0,
        };
        Ok(running.course_odds(start, Budget::new(5_000, listed)?)?)
    }
}
