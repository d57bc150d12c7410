//! Days of hunger one after another, with exact odds (osr-check's
//! [`Course`]): meals, the night's rest, deprivation and the Fatigue it
//! brings, until every slot is full.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::block_dodge_parry::{Ability, Save};
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::{Check, Odds, PassFail};
use osr_core::SuppliedFaces;

use super::{Body, DeprivationRule, Meal, Rest, deprivation_fatigue};
use crate::Error;

/// The most days [`Body::hunger_odds`] lists one by one.
pub const MAX_HUNGER_DAYS: u32 = 1000;

/// Each day's fare: the meal eaten, if any, and the night's rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Fare {
    /// The day's meal; `None` for a day without one.
    pub meal: Option<Meal>,
    /// The night's rest.
    pub rest: Rest,
}

/// Where a run of days stands each morning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Morning {
    fatigue: u32,
    hungry: bool,
    sleepless: bool,
    /// Days deprived in a row, counted up to the day from which each
    /// further day adds the same Fatigue.
    deprived: u32,
}

/// The same fare day after day.
struct Hunger<'a> {
    body: &'a Body,
    fare: Fare,
    rule: DeprivationRule,
    /// The chance a desperate meal stays down (a WIL save).
    kept: BigRational,
}

/// From this many days deprived in a row, each more adds the same Fatigue.
const STEADY: u32 = 3;

impl Hunger<'_> {
    /// The body as it stands on `morning`.
    fn body(&self, morning: &Morning) -> Result<Body, Error> {
        let mut body = self.body.clone();
        body.remove_fatigue(u32::MAX);
        body.gain_fatigue(morning.fatigue)?;
        body.hungry = morning.hungry;
        body.sleepless = morning.sleepless;
        Ok(body)
    }

    /// The day from `morning`, the meal kept down or not: the meal, the
    /// night's rest, then the end of the day (hungry without a meal kept;
    /// deprived another day, or no longer; deprivation's Fatigue, as far
    /// as the free slots go).
    fn day(&self, morning: &Morning, kept: bool) -> Result<Next<Morning, ()>, Error> {
        let mut body = self.body(morning)?;
        let fed = match self.fare.meal {
            Some(meal) if kept => {
                // Face 1 passes the desperate meal's WIL save; other meals
                // roll nothing.
                body.eat(meal, &mut SuppliedFaces::new(&[1]))?;
                true
            }
            _ => false,
        };
        body.sleep(self.fare.rest, None);
        if !fed {
            body.go_hungry();
        }
        let deprived = if body.deprived() {
            morning.deprived + 1
        } else {
            0
        };
        let gained = deprivation_fatigue(deprived, self.rule)?
            .saturating_sub(deprivation_fatigue(deprived.saturating_sub(1), self.rule)?);
        let free = body.free_slots();
        body.gain_fatigue(gained.min(free))?;
        if gained > 0 && body.free_slots() == 0 {
            return Ok(Next::End(()));
        }
        Ok(Next::Go(Morning {
            fatigue: body.fatigue(),
            hungry: body.hungry(),
            sleepless: body.sleepless(),
            deprived: deprived.min(STEADY),
        }))
    }
}

impl Course for Hunger<'_> {
    type State = Morning;
    /// Every slot full.
    type End = ();

    fn step(&self, morning: &Morning) -> Result<Step<Morning, ()>, osr_check::Error> {
        let as_check = |err: Error| err.into_check("a hungry day");
        let kept = match self.fare.meal {
            Some(Meal::Desperate) => self.kept.clone(),
            _ => BigRational::one(),
        };
        let mut next = Vec::new();
        for (down, p) in [(true, kept.clone()), (false, BigRational::one() - kept)] {
            if !p.is_zero() {
                next.push((self.day(morning, down).map_err(as_check)?, p));
            }
        }
        Odds::new(next, None)
    }
}

impl Body {
    /// The exact odds of how many days of the same `fare` it takes for
    /// deprivation's Fatigue to fill the last free slot (HP 0,
    /// BDP-1.6.slot), deprived for `deprived_days` days in a row so far, as
    /// a party's days go (BDP-1.8.3.daily-meal,
    /// BDP-1.6.deprivation-fatigue, BDP-1.8.2.sleep): each day the meal (a
    /// desperate one stays down on a WIL save), the night's rest, then the
    /// day's end: without a meal kept the character goes hungry, and
    /// deprived of food or sleep for more than a day gains deprivation's
    /// Fatigue as `rule` counts it. The exact mean number of days, and the
    /// chance of the slots filling on each of the first `days` days.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::block_dodge_parry::{Body, DeprivationRule, Fare, Rest, Track};
    ///
    /// // Nothing to eat, perilous camps: deprived from the first day, one
    /// // Fatigue a day from the second; ten free slots fill on day 11.
    /// let body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
    /// let fast = Fare { meal: None, rest: Rest::Perilous };
    /// let course = body.hunger_odds(fast, DeprivationRule::BeyondFirstDay, 0, 30)?;
    /// assert_eq!(course.ended_at(11), ratio(1, 1));
    /// // A good night's rest clears it each time: the slots never fill.
    /// let camp = Fare { meal: None, rest: Rest::Normal };
    /// assert!(body.hunger_odds(camp, DeprivationRule::BeyondFirstDay, 0, 30).is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Check`] with `NeverEnds` for a fare on which the slots may
    /// never fill (a meal kept every day, or rest that clears the Fatigue);
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_HUNGER_DAYS`]
    /// days listed, or more deprived days than
    /// [`DeprivedDays`](super::DeprivedDays) holds.
    pub fn hunger_odds(
        &self,
        fare: Fare,
        rule: DeprivationRule,
        deprived_days: u32,
        days: u32,
    ) -> Result<CourseOdds<()>, Error> {
        osr_core::Error::check_range("days of hunger", days.into(), 0, MAX_HUNGER_DAYS.into())?;
        deprivation_fatigue(deprived_days, rule)?;
        let wil = Save::new(self.track(Ability::Wil).current())?;
        let hunger = Hunger {
            body: self,
            fare,
            rule,
            kept: wil.odds().sum_where(|band| *band == PassFail::Pass),
        };
        let start = Morning {
            fatigue: self.fatigue(),
            hungry: self.hungry(),
            sleepless: self.sleepless(),
            deprived: deprived_days.min(STEADY),
        };
        // Fatigue 0..=10, two flags, four counts of days deprived.
        Ok(hunger.course_odds(start, Budget::new(11 * 4 * 4, days)?)?)
    }
}
