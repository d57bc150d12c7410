//! Food, water and sleep (TC-15.1 to TC-15.7): rations, fasting, the
//! strain clock and starvation, a day without water, sleep loss, and what
//! the penalties add up to.
//!
//! # Readings
//!
//! - A day is 24 hours: the day's food, exertion, water and sleep are
//!   given together ([`Day`]) and applied in that order; the water save
//!   takes the penalties in force when the day began.
//! - Half a ration or less keeps a character fasting without strain; no
//!   food is one day of strain, exertion while fasting another (both: two).
//!   A fed character who goes without food starts fasting that day.
//! - The strain threshold is `max(1, round_half_up(STR / 3))` days (agreed).
//!   Starving adds -2 per day of strain past the threshold to fasting's -2.
//! - Starvation lasts the days spent starving without eating normally; it
//!   ends after as many days of normal rations in a row, back to fasting,
//!   which ends after as many days in a row as the fast before starvation
//!   (at most 30); a day of less food starts the count again. The strain
//!   clock resets when the fast ends.
//! - Each day without water is a strength save against DC 20: -4 on a
//!   success, -6 on a failure, adding up until the character drinks their
//!   fill (1.5 rations); the third failure before that kills.
//! - Sleep loss: -4 for each full 24 hours awake after the first; sleeping
//!   well clears it; sleeping badly leaves -2 of it (none when there was
//!   none).
//! - The half-STR and full-STR thresholds (TC-15.7) compare the size of
//!   the combined penalty with STR / 2 and STR exactly (STR 9: 4.5).

use alloc::vec::Vec;

use osr_check::constitution::{AbilityCheck, AbilityScore, DC_NORMAL};
use osr_check::{Check, Resolved};
use osr_core::FaceSource;

use super::{Event, Injury};
use crate::Error;

mod course;

pub use course::{MAX_ORDEAL_DAYS, OrdealEnd};

osr_core::bounded! {
    error: crate::Error;
    /// Days of travel or of a clock.
    pub struct Days(u32) in 0..=3650, "days";
    /// Characters to feed.
    pub struct Characters(u32) in 0..=1000, "characters";
    /// Hours awake.
    pub struct Hours(u32) in 0..=2400, "hours awake";
    /// Days of strain counted on the starvation clock.
    pub struct Strain(u32) in 0..=7300, "days of strain";
    /// Failed saves for a lack of water since last drinking one's fill.
    pub struct ThirstFailures(u32) in 0..=3, "failed thirst saves";
    /// The size of the thirst penalty.
    pub struct ThirstPenalty(u32) in 0..=1000, "thirst penalty";
}

/// The longest a fast's recovery lasts: a month.
pub const MAX_FAST_RECOVERY_DAYS: u32 = 30;
/// The penalty of fasting (TC-15.2).
pub const FASTING_PENALTY: i32 = -2;
/// The penalty of each day of strain while starving (TC-15.4).
pub const STARVING_PENALTY_PER_STRAIN: i32 = -2;
/// A day without water, save passed (TC-15.5).
pub const THIRST_PASSED: i32 = -4;
/// A day without water, save failed (TC-15.5).
pub const THIRST_FAILED: i32 = -6;
/// Failed thirst saves that kill (TC-15.5).
pub const THIRST_DEATHS: u32 = 3;
/// Sleep loss per 24 hours after the first (TC-15.6).
pub const SLEEP_LOSS_PER_DAY: i32 = -4;
/// What sleeping badly leaves of sleep loss (TC-15.6).
pub const SLEPT_BADLY: i32 = -2;
/// The DC of the will check to stay awake sitting or lying down (TC-15.6).
pub const STAY_AWAKE_DC: i32 = 25;

/// The food and water rations `characters` need for `days` (TC-15.1): one
/// of each per character per day.
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) outside [`Days`] or [`Characters`].
///
/// # Examples
///
/// ```
/// use osr_health::constitution::deprivation::{RationsNeeded, rations};
///
/// assert_eq!(rations(4, 3)?, RationsNeeded { food: 12, water: 12 });
/// # Ok::<(), osr_health::Error>(())
/// ```
pub fn rations(days: u32, characters: u32) -> Result<RationsNeeded, Error> {
    let each = Days::new(days)?.get() * Characters::new(characters)?.get();
    Ok(RationsNeeded {
        food: each,
        water: each,
    })
}

/// The rations of food and of water a company needs, counted apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RationsNeeded {
    /// Food rations.
    pub food: u32,
    /// Water rations.
    pub water: u32,
}

/// The day's food.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionFood"))]
pub enum Food {
    /// Nothing at all.
    None,
    /// At least half a ration, less than a full one.
    Half,
    /// A full ration: eating normally.
    Full,
}

/// The day's water.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionWater"))]
pub enum Water {
    /// None: a strength save.
    None,
    /// A ration: enough for the day, not enough to undo thirst.
    Ration,
    /// One and a half rations: one's fill, thirst undone.
    Fill,
}

/// The night's sleep.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSleep"))]
pub enum Sleep {
    /// Slept well.
    Well,
    /// Slept badly.
    Badly,
    /// Stayed awake.
    None,
}

/// One day: what was eaten and drunk, whether the character exerted
/// themselves, and how they slept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionDay"))]
pub struct Day {
    /// Food.
    pub food: Food,
    /// Physical exertion.
    pub exertion: bool,
    /// Water.
    pub water: Water,
    /// Sleep.
    pub sleep: Sleep,
}

impl Day {
    /// A normal day: full rations of food and water, no exertion, a good
    /// night's sleep.
    pub const NORMAL: Self = Self {
        food: Food::Full,
        exertion: false,
        water: Water::Ration,
        sleep: Sleep::Well,
    };

    /// A normal day but for the food.
    #[must_use]
    pub const fn eating(food: Food) -> Self {
        Self {
            food,
            ..Self::NORMAL
        }
    }

    /// The same day with exertion.
    #[must_use]
    pub const fn exerting(self) -> Self {
        Self {
            exertion: true,
            ..self
        }
    }
}

/// Where a character stands with food.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionHunger"))]
pub enum Hunger {
    /// Eating normally.
    #[default]
    Fed,
    /// Fasting: -2 to all checks.
    Fasting,
    /// Starving: fasting's -2 and -2 per day of strain past the threshold.
    Starving,
}

/// A character's food, water and sleep clocks (TC-15.2 to TC-15.7).
///
/// With the `serde` feature it serializes in days, hours and penalty
/// points: `{"strength": 10, "hunger": "starving", "strain": 4,
/// "fasted_days": 3, "starving_days": 1, "recovery_days": 0,
/// "thirst_penalty": 0, "thirst_failures": 0, "hours_awake": 0,
/// "slept_badly": false, "dead": false}`, read back through the range
/// of each field and refused when the clocks disagree: no days of
/// recovery past the day that ends a fast or a starvation, and a thirst
/// penalty of 6 per failed save and 4 per passed one.
///
/// # Examples
///
/// ```
/// use osr_health::constitution::deprivation::{Day, Deprivation, Food, Hunger};
/// use osr_core::SuppliedFaces;
///
/// // STR 10 (threshold 3): three days without food start starvation.
/// let mut pc = Deprivation::new(10)?;
/// for _ in 0..3 {
///     pc.day(Day::eating(Food::None), &mut SuppliedFaces::new(&[]))?;
/// }
/// assert_eq!((pc.hunger(), pc.penalty()), (Hunger::Starving, -2));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "DeprivationFields"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionDeprivation"))]
pub struct Deprivation {
    #[cfg_attr(feature = "serde", serde(rename = "str"))]
    strength: AbilityScore,
    hunger: Hunger,
    strain: Strain,
    fasted_days: Days,
    starving_days: Days,
    recovery_days: Days,
    thirst_penalty: ThirstPenalty,
    thirst_failures: ThirstFailures,
    hours_awake: Hours,
    slept_badly: bool,
    dead: bool,
}

/// A [`Deprivation`] as read, before its clocks are checked together.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionDeprivation"))]
struct DeprivationFields {
    /// The strength score the clocks are measured against.
    #[serde(rename = "str")]
    strength: AbilityScore,
    /// Where the character stands with food.
    hunger: Hunger,
    /// Days of strain on the starvation clock.
    strain: Strain,
    /// Days fasted, while fasting or starving.
    fasted_days: Days,
    /// Days starved, while starving.
    starving_days: Days,
    /// Days of normal eating towards the end of a fast or starvation.
    recovery_days: Days,
    /// The size of the thirst penalty.
    thirst_penalty: ThirstPenalty,
    /// Failed thirst saves since last drinking one's fill.
    thirst_failures: ThirstFailures,
    /// Hours awake.
    hours_awake: Hours,
    /// Whether the last night was slept badly.
    slept_badly: bool,
    /// Dead of thirst.
    dead: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<DeprivationFields> for Deprivation {
    type Error = Error;

    fn try_from(f: DeprivationFields) -> Result<Self, Error> {
        let state = Self {
            strength: f.strength,
            hunger: f.hunger,
            strain: f.strain,
            fasted_days: f.fasted_days,
            starving_days: f.starving_days,
            recovery_days: f.recovery_days,
            thirst_penalty: f.thirst_penalty,
            thirst_failures: f.thirst_failures,
            hours_awake: f.hours_awake,
            slept_badly: f.slept_badly,
            dead: f.dead,
        };
        state.validate()?;
        Ok(state)
    }
}

impl Deprivation {
    /// Whether the thirst penalty is one its failed saves (6 each) and
    /// some passed ones (4 each) add up to.
    #[cfg(feature = "serde")]
    fn thirst_reached(&self) -> bool {
        let failed = self.thirst_failures.get() * THIRST_FAILED.unsigned_abs();
        self.thirst_penalty
            .get()
            .checked_sub(failed)
            .is_some_and(|passed| passed % THIRST_PASSED.unsigned_abs() == 0)
    }

    /// Checks that the clocks agree with each other.
    #[cfg(feature = "serde")]
    fn validate(&self) -> Result<(), Error> {
        let what = match self.hunger {
            Hunger::Fed
                if self.strain() + self.fasted_days.get() + self.recovery_days.get() > 0
                    || self.starving_days.get() > 0 =>
            {
                "a fed character with a fast's clocks running"
            }
            Hunger::Fasting if self.starving_days.get() > 0 => {
                "a fasting character counting days of starvation"
            }
            Hunger::Fasting | Hunger::Starving if self.fasted_days.get() == 0 => {
                "a hungry character who never fasted"
            }
            // Starvation starts at the threshold, but a strength raised
            // since then lifts the threshold above the strain it began
            // with (`with_strength`): only a starving character without
            // any strain is impossible.
            Hunger::Starving if self.strain() == 0 => "a starving character without strain",
            _ if self.dead != (self.thirst_failures.get() >= THIRST_DEATHS) => {
                "death and three failed thirst saves disagree"
            }
            // A fast ends on the day of recovery that makes up its days
            // (at most MAX_FAST_RECOVERY_DAYS), a starvation on the one
            // that makes up the days starved.
            Hunger::Fasting
                if self.recovery_days.get() > 0
                    && self.recovery_days.get()
                        >= self.fasted_days.get().min(MAX_FAST_RECOVERY_DAYS) =>
            {
                "a fast counting days of recovery past its end"
            }
            Hunger::Starving
                if self.recovery_days.get() > 0
                    && self.recovery_days.get() >= self.starving_days.get() =>
            {
                "a starvation counting days of recovery past its end"
            }
            // Each failed thirst save adds 6 to the penalty, each passed
            // one 4, until water is found.
            _ if !self.thirst_reached() => "a thirst penalty its saves cannot give",
            _ => return Ok(()),
        };
        Err(Error::InconsistentState { what })
    }

    /// A fed, rested character with this strength score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside osr-check's
    /// [`AbilityScore`].
    pub fn new(strength: i32) -> Result<Self, Error> {
        Ok(Self::fresh(AbilityScore::new(strength)?))
    }

    /// Whether the clocks are those of [`new`](Self::new): fed, rested,
    /// no thirst, nothing counting.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::constitution::deprivation::Deprivation;
    ///
    /// assert!(Deprivation::new(10)?.is_fresh());
    /// assert!(!Deprivation::new(10)?.with_hours_awake(30)?.is_fresh());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub fn is_fresh(&self) -> bool {
        *self == Self::fresh(self.strength)
    }

    const fn fresh(strength: AbilityScore) -> Self {
        Self {
            strength,
            hunger: Hunger::Fed,
            strain: Strain(0),
            fasted_days: Days(0),
            starving_days: Days(0),
            recovery_days: Days(0),
            thirst_penalty: ThirstPenalty(0),
            thirst_failures: ThirstFailures(0),
            hours_awake: Hours(0),
            slept_badly: false,
            dead: false,
        }
    }

    /// The same character with `hours` awake.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Hours`].
    pub fn with_hours_awake(mut self, hours: u32) -> Result<Self, Error> {
        self.hours_awake = Hours::new(hours)?;
        Ok(self)
    }

    /// The same clocks with this strength score: a raised or lowered STR
    /// moves the starvation threshold and the half- and full-STR marks
    /// (TC-15.3, TC-15.7). A character already starving goes on starving
    /// until fed, as the rules end starvation only by eating.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::AbilityScore;
    /// use osr_health::constitution::deprivation::Deprivation;
    ///
    /// assert_eq!(Deprivation::new(10)?.threshold(), 3);
    /// let stronger = Deprivation::new(10)?.with_strength(AbilityScore::new(14)?);
    /// assert_eq!(stronger.threshold(), 5);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn with_strength(mut self, strength: AbilityScore) -> Self {
        self.strength = strength;
        self
    }

    /// The strength score the clocks are measured against.
    #[must_use]
    pub const fn strength(&self) -> i32 {
        self.strength.get()
    }

    /// The days of strain that start starvation (TC-15.3):
    /// `max(1, round_half_up(STR / 3))`.
    #[must_use]
    pub fn threshold(&self) -> u32 {
        let str = self.strength.get().unsigned_abs();
        ((str + 1) / 3).max(1)
    }

    /// Where the character stands with food.
    #[must_use]
    pub const fn hunger(&self) -> Hunger {
        self.hunger
    }

    /// Days of strain on the clock.
    #[must_use]
    pub const fn strain(&self) -> u32 {
        self.strain.get()
    }

    /// Whether the character died of thirst.
    #[must_use]
    pub const fn is_dead(&self) -> bool {
        self.dead
    }

    /// The penalty from food: 0 fed, -2 fasting, and -2 more per day of
    /// strain past the threshold while starving.
    #[must_use]
    pub fn hunger_penalty(&self) -> i32 {
        match self.hunger {
            Hunger::Fed => 0,
            Hunger::Fasting => FASTING_PENALTY,
            Hunger::Starving => {
                let past = self.strain().saturating_sub(self.threshold());
                FASTING_PENALTY
                    + STARVING_PENALTY_PER_STRAIN * i32::try_from(past).unwrap_or(i32::MAX / 4)
            }
        }
    }

    /// The penalty from thirst.
    #[must_use]
    pub fn thirst_penalty(&self) -> i32 {
        -i32::try_from(self.thirst_penalty.get()).unwrap_or(0)
    }

    /// The penalty from sleep loss: -4 per full 24 hours awake after the
    /// first, or -2 left by a bad night.
    #[must_use]
    pub fn sleep_penalty(&self) -> i32 {
        let days = self.hours_awake.get() / 24;
        let awake = SLEEP_LOSS_PER_DAY * i32::try_from(days.saturating_sub(1)).unwrap_or(0);
        if self.slept_badly {
            awake + SLEPT_BADLY
        } else {
            awake
        }
    }

    /// Every deprivation penalty together, added to all checks.
    #[must_use]
    pub fn penalty(&self) -> i32 {
        self.hunger_penalty() + self.thirst_penalty() + self.sleep_penalty()
    }

    /// Whether the combined penalty is as big as half STR (TC-15.7):
    /// overland speed halved, and each day starts with 1 fatigue.
    #[must_use]
    pub fn at_half_strength(&self) -> bool {
        2 * i64::from(self.penalty().unsigned_abs()) >= i64::from(self.strength.get())
    }

    /// Whether the combined penalty is as big as STR (TC-15.7): an injury
    /// save each day.
    #[must_use]
    pub fn at_full_strength(&self) -> bool {
        i64::from(self.penalty().unsigned_abs()) >= i64::from(self.strength.get())
    }

    /// The fatigue the day starts with (TC-15.7): 1 at half STR, else 0;
    /// pass it to [`Vitality::good_night`](super::Vitality::good_night).
    #[must_use]
    pub fn morning_fatigue(&self) -> u32 {
        u32::from(self.at_half_strength())
    }

    /// The day's injury save at full STR (TC-15.7): DC 20 (no damage past
    /// 0 HP), the penalty on both saves; `None` below full STR.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a will score outside osr-check's
    /// [`AbilityScore`].
    pub fn daily_injury(&self, will: i32) -> Result<Option<Injury>, Error> {
        if !self.at_full_strength() {
            return Ok(None);
        }
        Ok(Some(
            Injury::new(0, self.strength.get(), will)?.with_modifier(self.penalty())?,
        ))
    }

    /// The will check to stay awake sitting or lying down, each
    /// exploration turn, while sleep loss gives any penalty (TC-15.6): DC
    /// 25, every deprivation penalty on it.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a will score outside osr-check's
    /// [`AbilityScore`].
    pub fn stay_awake(&self, will: i32) -> Result<Option<AbilityCheck>, Error> {
        if self.sleep_penalty() == 0 {
            return Ok(None);
        }
        Ok(Some(
            AbilityCheck::new(will, STAY_AWAKE_DC)?.with_modifier(self.penalty())?,
        ))
    }

    /// Lives one day: food and exertion, then water (a strength save
    /// against DC 20 when there is none, with the penalties the day began
    /// with), then sleep.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a character dead of thirst, [`Error::Core`] when
    /// the face source fails or a clock passes its range; the state is
    /// then unchanged.
    pub fn day<S: FaceSource + ?Sized>(
        &mut self,
        day: Day,
        source: &mut S,
    ) -> Result<DayReport, Error> {
        if self.dead {
            return Err(Error::Dead);
        }
        let mut dice = Vec::new();
        // Eating rolls nothing, so the water save (on the penalties the day
        // began with) may be rolled first: the faces are drawn in the
        // same order.
        let thirst = if day.water == Water::None {
            let save = self.thirst_save()?.roll(source)?;
            dice.extend_from_slice(save.dice());
            Some((save.total(), save.degrees().succeeded()))
        } else {
            None
        };
        let mut events = Vec::new();
        *self = self.lived(day, thirst, &mut events)?;
        Ok(DayReport { events, dice })
    }

    /// The strength save of a day without water: DC 20, with the penalties
    /// in force when the day begins.
    fn thirst_save(&self) -> Result<AbilityCheck, Error> {
        Ok(AbilityCheck::new(self.strength.get(), DC_NORMAL)?.with_modifier(self.penalty())?)
    }

    /// The state after `day`, the water save (its total and whether it
    /// passed) already rolled when there was no water.
    fn lived(
        &self,
        day: Day,
        thirst: Option<(i32, bool)>,
        events: &mut Vec<Event>,
    ) -> Result<Self, Error> {
        let mut next = self.clone();
        next.eat(day, events)?;
        next.drink(day.water, thirst, events)?;
        next.sleep(day.sleep)?;
        let (from, to) = (self.sleep_penalty(), next.sleep_penalty());
        if from != to {
            events.push(Event::SleepPenalty { from, to });
        }
        Ok(next)
    }

    fn add_strain(&mut self, days: u32, events: &mut Vec<Event>) -> Result<(), Error> {
        if days == 0 {
            return Ok(());
        }
        let from = self.strain();
        self.strain = Strain::new(from + days)?;
        events.push(Event::StrainGained {
            from,
            to: from + days,
        });
        if self.hunger == Hunger::Fasting && self.strain() >= self.threshold() {
            self.hunger = Hunger::Starving;
            self.starving_days = Days(0);
            self.recovery_days = Days(0);
            events.push(Event::StarvationStarted {
                fasted_days: self.fasted_days.get(),
            });
        }
        Ok(())
    }

    fn eat(&mut self, day: Day, events: &mut Vec<Event>) -> Result<(), Error> {
        let no_food = u32::from(day.food == Food::None);
        let exertion = u32::from(day.exertion);
        match (self.hunger, day.food) {
            (Hunger::Fed, Food::Full) => {}
            (Hunger::Fed, _) => {
                self.hunger = Hunger::Fasting;
                self.fasted_days = Days(1);
                self.recovery_days = Days(0);
                events.push(Event::FastingStarted);
                self.add_strain(no_food + exertion, events)?;
            }
            (Hunger::Fasting, Food::Full) => {
                let day_count = self.recovery_days.get() + 1;
                let of = self.fasted_days.get().min(MAX_FAST_RECOVERY_DAYS);
                self.recovery_days = Days::new(day_count)?;
                events.push(Event::RecoveryDay { day: day_count, of });
                if day_count >= of {
                    self.hunger = Hunger::Fed;
                    self.strain = Strain(0);
                    self.fasted_days = Days(0);
                    self.recovery_days = Days(0);
                    events.push(Event::FastEnded);
                } else {
                    self.add_strain(exertion, events)?;
                }
            }
            (Hunger::Fasting, _) => {
                self.fasted_days = Days::new(self.fasted_days.get() + 1)?;
                self.recovery_days = Days(0);
                self.add_strain(no_food + exertion, events)?;
            }
            (Hunger::Starving, Food::Full) => {
                let day_count = self.recovery_days.get() + 1;
                let of = self.starving_days.get();
                self.recovery_days = Days::new(day_count)?;
                events.push(Event::RecoveryDay { day: day_count, of });
                self.add_strain(exertion, events)?;
                if day_count >= of {
                    self.hunger = Hunger::Fasting;
                    self.starving_days = Days(0);
                    self.recovery_days = Days(0);
                    events.push(Event::StarvationEnded);
                }
            }
            (Hunger::Starving, _) => {
                self.starving_days = Days::new(self.starving_days.get() + 1)?;
                self.recovery_days = Days(0);
                self.add_strain(no_food + exertion, events)?;
            }
        }
        Ok(())
    }

    fn drink(
        &mut self,
        water: Water,
        thirst: Option<(i32, bool)>,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        match (water, thirst) {
            (Water::Ration, _) => {}
            (Water::Fill, _) => {
                if self.thirst_penalty.get() > 0 || self.thirst_failures.get() > 0 {
                    events.push(Event::Quenched);
                }
                self.thirst_penalty = ThirstPenalty(0);
                self.thirst_failures = ThirstFailures(0);
            }
            (Water::None, None) => {
                return Err(Error::InconsistentState {
                    what: "a day without water and without its save",
                });
            }
            (Water::None, Some((total, passed))) => {
                let add = if passed { THIRST_PASSED } else { THIRST_FAILED };
                let size = self.thirst_penalty.get() + add.unsigned_abs();
                self.thirst_penalty = ThirstPenalty::new(size)?;
                events.push(Event::ThirstSave {
                    total,
                    passed,
                    penalty: self.thirst_penalty(),
                });
                if !passed {
                    self.thirst_failures = ThirstFailures::new(self.thirst_failures.get() + 1)?;
                    if self.thirst_failures.get() >= THIRST_DEATHS {
                        self.dead = true;
                        events.push(Event::DiedOfThirst);
                    }
                }
            }
        }
        Ok(())
    }

    fn sleep(&mut self, sleep: Sleep) -> Result<(), Error> {
        match sleep {
            Sleep::Well => {
                self.hours_awake = Hours(0);
                self.slept_badly = false;
            }
            Sleep::Badly => {
                self.slept_badly = self.sleep_penalty() != 0;
                self.hours_awake = Hours(0);
            }
            Sleep::None => {
                self.hours_awake = Hours::new(self.hours_awake.get() + 24)?;
            }
        }
        Ok(())
    }
}

/// What a day did, as [`Event`]s, and the dice of its thirst save (the
/// crate's [`Unbanded`](crate::Unbanded) record: a day has no band).
pub type DayReport = crate::Unbanded<Event>;
