//! A group's morale over a whole fight, with exact odds: a course over
//! its losses (osr-check's [`Course`]) that each system's rules of when to
//! check fill in.

use num_rational::BigRational;
use num_traits::One;
use osr_check::Odds;
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};

use crate::Error;

/// How a group's morale ends over a fight
/// ([`cairn_house::morale_odds`](crate::cairn_house::morale_odds),
/// [`constitution::morale_odds`](crate::constitution::morale_odds)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "end", rename_all = "snake_case"))]
pub enum Morale {
    /// The group failed a morale check and broke (fled or gave up) after
    /// losing `lost` members (a lone foe: after it fell to 0 HP, 1).
    Broke {
        /// Members lost when it broke.
        lost: u32,
    },
    /// The group never broke: it fought to the last.
    Stood,
}

/// The most members a group's morale course follows.
pub const MAX_MORALE_GROUP: u32 = 64;

/// A group of `group` losing members one at a time; `checks(lost, now)`
/// says whether the loss that takes it from `lost` to `now` lost calls
/// for a check, held with `hold`.
struct Losses<F> {
    group: u32,
    hold: BigRational,
    checks: F,
}

impl<F: Fn(u32, u32) -> bool> Course for Losses<F> {
    /// Members lost so far.
    type State = u32;
    type End = Morale;

    fn step(&self, &lost: &u32) -> Result<Step<u32, Morale>, osr_check::Error> {
        let now = lost + 1;
        let goes_on = if now >= self.group {
            Next::End(Morale::Stood)
        } else {
            Next::Go(now)
        };
        if !(self.checks)(lost, now) {
            return Ok(Odds::certain(goes_on));
        }
        Odds::new(
            [
                (
                    Next::End(Morale::Broke { lost: now }),
                    BigRational::one() - &self.hold,
                ),
                (goes_on, self.hold.clone()),
            ],
            None,
        )
    }
}

/// The course of a group of `group` whose checks hold with `hold`, at the
/// losses `checks` names.
pub(crate) fn losses_odds(
    group: u32,
    hold: BigRational,
    checks: impl Fn(u32, u32) -> bool,
) -> Result<CourseOdds<Morale>, Error> {
    osr_core::Error::check_range(
        "members of a group",
        i64::from(group),
        1,
        i64::from(MAX_MORALE_GROUP),
    )?;
    let steps = MAX_MORALE_GROUP;
    let states = usize::try_from(MAX_MORALE_GROUP).unwrap_or(64);
    Ok(Losses {
        group,
        hold,
        checks,
    }
    .course_odds(0, Budget::new(states, steps)?)?)
}
