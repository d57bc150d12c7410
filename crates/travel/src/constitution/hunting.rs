//! Hunting, trapping and foraging (TC-13.6 to TC-13.9): each hunter's
//! check, the rations found and the distance lost, and a day on which
//! some hunt.

use alloc::vec::Vec;

use num_rational::{BigRational, Ratio};
use num_traits::One;
use osr_check::constitution::{AbilityCheck, AbilityRoll, Degrees, Skill};
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use super::{EncounterChecks, EncounterRoll};
use crate::Error;

/// How food is sought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "HuntMethod"))]
pub enum Method {
    /// A STR check with a ranged weapon: success costs d4 × 25% of the
    /// day's distance, failure the whole day.
    Ranged,
    /// A knowledge check with traps: always the whole day.
    Traps,
    /// A knowledge check without equipment, DC +5; distance as ranged.
    Forage,
}

/// Terrain for hunting and foraging.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "HuntingGround"))]
pub enum HuntingGround {
    /// Plains: -5.
    Plains,
    /// Forest or jungle: -10.
    ForestOrJungle,
    /// Desert: +5 in every season.
    Desert,
    /// Anything else (hills, mountains, swamp...): no change.
    Other,
}

/// The DC of hunting or foraging: 20; plains -5, forest and jungle -10;
/// winter +5, except in the desert, which is +5 in every season; foraging
/// +5.
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::{HuntingGround, Method, hunting_dc};
///
/// assert_eq!(hunting_dc(Method::Ranged, HuntingGround::ForestOrJungle, true), 15);
/// assert_eq!(hunting_dc(Method::Ranged, HuntingGround::Desert, false), 25);
/// assert_eq!(hunting_dc(Method::Forage, HuntingGround::ForestOrJungle, false), 15);
/// ```
#[must_use]
pub const fn hunting_dc(method: Method, ground: HuntingGround, winter: bool) -> i32 {
    let terrain = match ground {
        HuntingGround::Plains => -5,
        HuntingGround::ForestOrJungle => -10,
        HuntingGround::Desert => 5,
        HuntingGround::Other => 0,
    };
    let season = if winter && !matches!(ground, HuntingGround::Desert) {
        5
    } else {
        0
    };
    let forage = if matches!(method, Method::Forage) {
        5
    } else {
        0
    };
    20 + terrain + season + forage
}

/// One hunter's (or forager's) day.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::constitution::Skill;
/// use osr_travel::constitution::{Hunt, HuntingGround, Method};
///
/// // STR 12, hunting 50%, a bow in an autumn forest: DC 10; d20 14 -> 20,
/// // 3 degrees; rations d4 3 + 2 = 5; distance cut d4 2 -> 50%.
/// let hunt = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 12)?
///     .with_skill(Skill::new(50)?);
/// let day = hunt.roll(0, &mut SuppliedFaces::new(&[14, 3, 2]))?;
/// assert_eq!((day.rations, day.cut_quarters), (5, 2));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Hunt {
    method: Method,
    check: AbilityCheck,
}

/// What one hunt gave.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "HuntRoll"))]
pub struct HuntRoll {
    /// The check.
    pub check: AbilityRoll,
    /// Rations laid down.
    pub rations: u32,
    /// The quarters of the day's distance lost, 1 to 4 (4: the whole day).
    pub cut_quarters: u32,
    /// The d4s of rations and distance, in order.
    pub dice: Vec<Rolled>,
}

impl HuntRoll {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        let mut faces = self.check.faces();
        faces.extend(self.dice.iter().map(|d| d.face));
        faces
    }
}

impl Hunt {
    /// A hunt against the DC of [`hunting_dc`], with the ability the method
    /// calls for (STR for ranged hunting, knowledge otherwise).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an ability outside 3d6
    /// Constitution's range.
    pub fn new(
        method: Method,
        ground: HuntingGround,
        winter: bool,
        ability: i32,
    ) -> Result<Self, Error> {
        Ok(Self {
            method,
            check: AbilityCheck::new(ability, hunting_dc(method, ground, winter))?,
        })
    }

    /// The same hunt modified by the hunting skill.
    #[must_use]
    pub const fn with_skill(self, skill: Skill) -> Self {
        Self {
            check: self.check.with_skill(skill),
            ..self
        }
    }

    /// The check rolled.
    #[must_use]
    pub const fn check(&self) -> &AbilityCheck {
        &self.check
    }

    /// Rolls the hunt: the check; on success 1d4 rations plus the extra
    /// degrees not spent on the distance, then (ranged or foraging) the
    /// distance d4 with one more d4 per degree spent there, the lowest
    /// kept. `on_distance` is how many extra degrees go to the distance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails or `on_distance` is more
    /// than 100.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        on_distance: u32,
        source: &mut S,
    ) -> Result<HuntRoll, Error> {
        osr_core::Error::check_range("degrees spent on distance", on_distance.into(), 0, 100)?;
        let check = self.check.roll(source)?;
        let mut dice = Vec::new();
        let degrees: Degrees = check.band();
        if !degrees.succeeded() {
            return Ok(HuntRoll {
                check,
                rations: 0,
                cut_quarters: 4,
                dice,
            });
        }
        let extra = degrees.success_degrees() - 1;
        // Trapping takes the whole day: no degree can shorten it.
        let on_distance = if self.method == Method::Traps {
            0
        } else {
            on_distance.min(extra)
        };
        let ration_die = Die::D4.roll(source)?;
        dice.push(counted(4, ration_die));
        let rations = ration_die + extra - on_distance;
        let cut_quarters = if self.method == Method::Traps {
            4
        } else {
            osr_check::roll_kept(
                source,
                Die::D4,
                extra_d4(on_distance),
                osr_check::Prefer::Low,
                &mut dice,
            )?
        };
        Ok(HuntRoll {
            check,
            rations,
            cut_quarters,
            dice,
        })
    }
}

/// The extra d4s of the distance roll as a net edge (the lowest kept).
const fn extra_d4(n: u32) -> osr_core::Net {
    if n == 0 {
        osr_core::Net::Even
    } else {
        osr_core::Net::Advantage(n)
    }
}

impl Hunt {
    /// The exact odds of the quarters of the day's distance the hunt
    /// costs (1 to 4; 4 is the whole day), with up to `on_distance` extra
    /// degrees spent on the distance roll: a failure, or trapping, costs
    /// the whole day; a success costs the lowest of 1 + spent d4s.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_travel::constitution::{Hunt, HuntingGround, Method};
    ///
    /// // STR 10 with a bow on the plains (DC 15): success on a 5 or more.
    /// let hunt = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 10)?;
    /// let odds = hunt.cut_odds(0)?;
    /// assert_eq!(odds.probability(&1), Some(ratio(1, 5)));
    /// assert_eq!(odds.probability(&4), Some(ratio(2, 5)));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than 100 degrees spent.
    pub fn cut_odds(&self, on_distance: u32) -> Result<Odds<u32>, Error> {
        osr_core::Error::check_range("degrees spent on distance", on_distance.into(), 0, 100)?;
        let success = self.check.probability_of_success();
        let mut weights = alloc::vec![(4, BigRational::one() - success.clone())];
        if self.method == Method::Traps {
            weights.push((4, success));
            return Ok(Odds::new(weights, None)?);
        }
        for spent in 0..=on_distance {
            // P(exactly `spent` extra degrees go to the distance).
            let at_least = self.check.probability_at_least(spent + 1)?;
            let p = if spent < on_distance {
                at_least - self.check.probability_at_least(spent + 2)?
            } else {
                at_least
            };
            let faces = osr_check::kept_face_odds(4, extra_d4(spent), osr_check::Prefer::Low);
            for (q, face) in faces.into_iter().zip(1_u32..) {
                weights.push((face, p.clone() * q));
            }
        }
        Ok(Odds::new(weights, None)?)
    }
}

const fn counted(sides: u32, face: u32) -> Rolled {
    Rolled {
        sides,
        face,
        fate: Fate::Counted,
    }
}

/// A travel day on which some hunt or forage: every hunter rolls, the
/// worst distance cut counts, the rations add up, and the miles left
/// bring their encounter checks.
///
/// # Examples
///
/// ```
/// use num_rational::Ratio;
/// use osr_core::SuppliedFaces;
/// use osr_travel::constitution::{HuntingDay, Hunt, HuntingGround, Method};
///
/// let hunt = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 14)?;
/// let day = HuntingDay::new(Ratio::from_integer(18), vec![(hunt, 0)])?;
/// // d20 9 + 14 = 23 vs 15: 2 degrees, both on rations; d4 2 + 1 = 3; cut 1 quarter.
/// let outcome = day.roll(&mut SuppliedFaces::new(&[9, 2, 1, 6, 6, 6]))?;
/// assert_eq!((outcome.rations, outcome.miles), (3, Ratio::new(27, 2)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuntingDay {
    miles: Ratio<u32>,
    hunters: Vec<(Hunt, u32)>,
}

/// What a hunting day gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuntingDayRoll {
    /// Each hunter's roll, in order.
    pub hunts: Vec<HuntRoll>,
    /// Rations laid down in all.
    pub rations: u32,
    /// The worst cut, in quarters of the day.
    pub cut_quarters: u32,
    /// Miles travelled.
    pub miles: Ratio<u32>,
    /// The encounter checks on those miles.
    pub encounters: EncounterRoll,
}

impl HuntingDay {
    /// A day of `miles` (before hunting) with these hunters, each with the
    /// extra degrees they would spend on the distance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no hunters or more than 100, or
    /// more than 1000 miles.
    pub fn new(miles: Ratio<u32>, hunters: Vec<(Hunt, u32)>) -> Result<Self, Error> {
        let count = i64::try_from(hunters.len()).unwrap_or(i64::MAX);
        osr_core::Error::check_range("hunters", count, 1, 100)?;
        osr_core::Error::check_range("miles", miles.to_integer().into(), 0, 1000)?;
        Ok(Self { miles, hunters })
    }

    /// Rolls every hunter, then the encounter checks.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<HuntingDayRoll, Error> {
        let mut hunts = Vec::new();
        for (hunt, on_distance) in &self.hunters {
            hunts.push(hunt.roll(*on_distance, source)?);
        }
        let rations = hunts.iter().map(|h| h.rations).sum();
        let cut_quarters = hunts.iter().map(|h| h.cut_quarters).max().unwrap_or(0);
        let miles = self.miles * Ratio::new(4 - cut_quarters.min(4), 4);
        let encounters = EncounterChecks::overland(miles.to_integer())?.roll(source)?;
        Ok(HuntingDayRoll {
            hunts,
            rations,
            cut_quarters,
            miles,
            encounters,
        })
    }
}
