//! An enemy group's morale over a whole fight, with exact odds.

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::cairn_house::Save;
use osr_check::course::CourseOdds;
use osr_check::{Check, PassFail};

use super::{MAX_SIDE, half_lost};
use crate::morale::losses_odds;
use crate::{Error, Morale};

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
/// use osr_combat::Morale;
/// use osr_combat::cairn_house::morale_odds;
///
/// // Six bandits, WIL 9: flee at the first casualty with 11/20, at the
/// // third with 9/20 * 11/20, else they stand.
/// let odds = morale_odds(6, 9)?;
/// assert_eq!(odds.endings().probability(&Morale::Broke { lost: 1 }), Some(ratio(11, 20)));
/// assert_eq!(odds.endings().probability(&Morale::Broke { lost: 3 }), Some(ratio(99, 400)));
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
    let hold = Save::new(wil)?
        .odds()
        .probability(&PassFail::Pass)
        .unwrap_or_else(BigRational::zero);
    // A lone foe saves at 0 HP; a group at its first casualty and at the
    // first loss that makes half, once when both come at once, never at
    // its last member.
    losses_odds(group, hold, |lost, now| {
        group == 1
            || (now < group && (now == 1 || (half_lost(now, group) && !half_lost(lost, group))))
    })
}
