//! Encounter checks (TC-13.5): overland by the day's miles, and in
//! dungeons, with their exact odds.

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// Encounter checks in one go.
    /// (At most 100: a day's travel makes a handful, a long delve a few
    /// dozen, and the exact odds of many more cost seconds to compose.)
    pub struct CheckCount(u32) in 1..=100, "encounter checks";
    /// Miles travelled in a day, for its encounter checks: below 600, the
    /// distance at which one check for the day and one per full 6 miles
    /// would pass [`CheckCount`]'s 100.
    pub struct DayMiles(u32) in 0..=599, "miles travelled in a day";
}

/// Encounter checks: each a d6, an encounter on 1 or 2 overland (1 in 3)
/// or on a 1 in a dungeon (1 in 6). The band is the number of encounters.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, ratio};
/// use osr_travel::constitution::EncounterChecks;
///
/// // 18 miles: 1 + 3 checks; no encounter with probability (2/3)^4 (rule TC-13.5).
/// let day = EncounterChecks::overland(18)?;
/// assert_eq!(day.count(), 4);
/// assert_eq!(day.odds().probability(&0), Some(ratio(16, 81)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct EncounterChecks {
    count: CheckCount,
    in_six: u32,
}

impl EncounterChecks {
    /// A travel day's checks: one for the day and one per full 6 miles
    /// travelled, each 1 in 3.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, naming the miles) outside
    /// [`DayMiles`]: 600 miles or more.
    pub fn overland(miles: u32) -> Result<Self, Error> {
        let miles = DayMiles::new(miles)?.get();
        Ok(Self {
            count: CheckCount::new(1 + miles / 6)?,
            in_six: 2,
        })
    }

    /// `count` dungeon checks (one per hour when quiet, one per turn when
    /// active), each 1 in 6.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`CheckCount`].
    pub fn dungeon(count: u32) -> Result<Self, Error> {
        Ok(Self {
            count: CheckCount::new(count)?,
            in_six: 1,
        })
    }

    /// The number of checks.
    #[must_use]
    pub const fn count(&self) -> u32 {
        self.count.get()
    }

    /// The exact chance of at least one encounter.
    #[must_use]
    pub fn at_least_one(&self) -> BigRational {
        self.odds().sum_where(|&met| met > 0)
    }
}

/// Rolled [`EncounterChecks`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct EncounterRoll {
    /// How many checks met an encounter.
    pub encounters: u32,
    /// One d6 per check.
    pub dice: Vec<Rolled>,
}

impl Resolved for EncounterRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.encounters
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for EncounterChecks {
    type Band = u32;
    type Outcome = EncounterRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<EncounterRoll, crate::Error> {
        let mut dice = Vec::new();
        let mut encounters = 0;
        for _ in 0..self.count() {
            let face = Die::D6.roll(source)?;
            if face <= self.in_six {
                encounters += 1;
            }
            dice.push(Rolled {
                sides: 6,
                face,
                fate: Fate::Counted,
            });
        }
        Ok(EncounterRoll { encounters, dice })
    }

    fn odds(&self) -> Odds<u32> {
        // Each check's d6 adds one encounter on a face up to `in_six`.
        let in_six = self.in_six;
        let check = Odds::die(Die::D6, |face| face <= in_six);
        (0..self.count()).fold(Odds::certain(0_u32), |odds, _| {
            odds.then(|&met| check.clone().map(|hit| met + u32::from(hit)))
        })
    }
}
