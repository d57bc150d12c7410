//! An enemy group's morale over a whole fight, with exact odds
//! (osr-check's [`Course`]).

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::cairn_house::Save;
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::{Check, Odds, PassFail};

use super::{MAX_SIDE, half_lost};
use crate::Error;

/// How an enemy group's morale ends over a fight ([`morale_odds`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "end", rename_all = "snake_case"))]
pub enum Morale {
    /// The group failed a morale save and fled, having lost `lost`
    /// members (0 for a lone foe fleeing at 0 HP).
    Fled {
        /// Members lost before it fled.
        lost: u32,
    },
    /// The group never broke: it fought to the last (a lone foe: it
    /// passed its save at 0 HP).
    Stood,
}

/// A group of `group` losing members one at a time, saving on `pass`.
struct Losses {
    group: u32,
    pass: BigRational,
}

impl Course for Losses {
    /// Members lost so far.
    type State = u32;
    type End = Morale;

    fn step(&self, &lost: &u32) -> Result<Step<u32, Morale>, osr_check::Error> {
        let fail = BigRational::one() - &self.pass;
        if self.group == 1 {
            // A lone foe saves once, at 0 HP.
            return Odds::new(
                [
                    (Next::End(Morale::Fled { lost: 0 }), fail),
                    (Next::End(Morale::Stood), self.pass.clone()),
                ],
                None,
            );
        }
        let now = lost + 1;
        let goes_on = if now >= self.group {
            Next::End(Morale::Stood)
        } else {
            Next::Go(now)
        };
        // A save at the first casualty and at the first loss that makes
        // half: one save when both come at once.
        let first_half = half_lost(now, self.group) && !half_lost(lost, self.group);
        if now < self.group && (now == 1 || first_half) {
            Odds::new(
                [
                    (Next::End(Morale::Fled { lost: now }), fail),
                    (goes_on, self.pass.clone()),
                ],
                None,
            )
        } else {
            Ok(Odds::certain(goes_on))
        }
    }
}

/// The exact odds of how an enemy group of `group` with morale `wil`
/// ends a fight (CH-combat.morale.triggers, CH-combat.morale.lone): a WIL
/// save at its first casualty and again when it has lost half its number
/// (rounded up, [`half_lost`]), one save when both come at once; a lone
/// foe saves once at 0 HP. Members are lost one at a time; a group that
/// loses its last member stood. The course's steps are the members lost,
/// so [`CourseOdds::mean_steps`] is how many the party must take down on
/// average before the fight is won.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_combat::cairn_house::{Morale, morale_odds};
///
/// // Six bandits, WIL 9: flee at the first casualty with 11/20, at the
/// // third with 9/20 * 11/20, else they stand.
/// let odds = morale_odds(6, 9)?;
/// assert_eq!(odds.endings().probability(&Morale::Fled { lost: 1 }), Some(ratio(11, 20)));
/// assert_eq!(odds.endings().probability(&Morale::Fled { lost: 3 }), Some(ratio(99, 400)));
/// assert_eq!(odds.endings().probability(&Morale::Stood), Some(ratio(81, 400)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a group of 0 or more than
/// [`MAX_SIDE`], or a WIL outside the save's range.
pub fn morale_odds(group: u32, wil: i32) -> Result<CourseOdds<Morale>, Error> {
    let max = i64::try_from(MAX_SIDE).unwrap_or(i64::MAX);
    osr_core::Error::check_range("members of an enemy group", i64::from(group), 1, max)?;
    let pass = Save::new(wil)?
        .odds()
        .probability(&PassFail::Pass)
        .unwrap_or_else(BigRational::zero);
    let losses = Losses { group, pass };
    Ok(losses.course_odds(
        0,
        Budget::new(MAX_SIDE, u32::try_from(MAX_SIDE).unwrap_or(16))?,
    )?)
}
