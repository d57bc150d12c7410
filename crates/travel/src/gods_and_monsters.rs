//! Gods & Monsters: time, the speed table, exploring and the outdoors,
//! resting and pushing on, darkness, light sources, daily distance,
//! flying, animals, searching, tracking, chases and jumping.
//!
//! M is a character's Movement. Distances are exact fractions where the
//! rules divide (a bog day of M/2 miles, a night's halved movement).
//!
//! | rule | API |
//! |---|---|
//! | GM-travel.time: 6 rounds a minute, 8 hours a night's rest | [`ROUNDS_PER_MINUTE`], [`NIGHT_REST_HOURS`], [`rounds`] |
//! | GM-travel.movement: the speed table | [`Speed`], [`SPEEDS`], [`Speed::yards_per_minute`], [`Speed::feet_per_round`], [`Speed::time_base`] |
//! | GM-travel.explore, GM-travel.outdoors: the reaction penalty, shifted outdoors | [`Speed::reaction_penalty`], [`Speed::spotting_penalty`] |
//! | GM-travel.rest: pushing on with a health roll | [`PushOn`], [`walking_mph`], [`walking_hours_before_rest`] |
//! | GM-travel.darkness | [`Darkness`] |
//! | GM-travel.light-sources | [`LightSource`] |
//! | GM-travel.daily | [`Going`], [`daily_miles`], [`days_before_rest`] |
//! | GM-travel.flying | [`flying_miles_per_day`] |
//! | GM-travel.animals | [`animal_yards_per_minute`] |
//! | GM-travel.searching | [`search`] |
//! | GM-travel.tracking, GM-travel.tracking.cover | [`tracking_modifier`], [`cover_tracks_penalty`] |
//! | GM-travel.chase, GM-travel.contests | [`chase`], [`chase_bonus`] (osr-check's `Contest`) |
//! | GM-travel.jump | [`Jump`], [`height_penalty`], [`Size`], [`jump_factor`] |
//!
//! Readings: a chase's movement bonus is floor(difference / 3); a search
//! of a larger area takes 2 minutes per 100 square feet and its penalty is
//! -1 per doubling of the longer side beyond 10 feet; a tracking distance
//! is -1 per doubling beyond the obstacle size (a quarter mile outdoors,
//! 100 yards in town); "add the running movement to the roll" of a leap is
//! a bonus equal to the current movement; tiny creatures jump 1/2, fine
//! 1/4; in a chase the pursuer is the acting side of the opposed contest,
//! so when both fail the pursuer has failed and the quarry gets away.

use num_rational::Ratio;
use osr_check::gods_and_monsters::{Contest, GroupEffort, Roll};
use osr_check::{Fate, Rolled};
use osr_core::{Die, FaceSource};

use crate::{Clock, Error, TimerKind, Unit};

/// Rounds in a minute (a round is about 10 seconds).
pub const ROUNDS_PER_MINUTE: u32 = 6;
/// Hours in a night's rest.
pub const NIGHT_REST_HOURS: u32 = 8;

/// Rounds in `minutes`.
///
/// ```
/// use osr_travel::gods_and_monsters::rounds;
///
/// assert_eq!(rounds(60), 360);
/// ```
#[must_use]
pub fn rounds(minutes: u32) -> u64 {
    u64::from(minutes) * u64::from(ROUNDS_PER_MINUTE)
}

/// A speed of the movement table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Speed {
    /// Semi-conscious.
    SemiConscious,
    /// Moving in combat.
    Combat,
    /// A dash in combat instead of any other action.
    Dash,
    /// Exploring: watching for hidden things and mapping.
    Explore,
    /// Walking.
    Walk,
    /// Jogging.
    Jog,
    /// Running.
    Run,
    /// Sprinting.
    Sprint,
}

/// How long a speed can be kept up before a rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum TimeBase {
    /// This many rounds.
    Rounds(u32),
    /// This many minutes.
    Minutes(u32),
}

/// A row of the speed table: yards per minute and feet per round as
/// multiples of M, the time base as a multiple of endurance in its unit,
/// the mover's reaction penalty and the bonus of those attacking it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpeedRow {
    /// The speed.
    pub speed: Speed,
    /// Its stable ID.
    pub id: &'static str,
    /// Yards per minute ÷ M.
    pub yards_per_minute: Ratio<u32>,
    /// Feet per round ÷ M.
    pub feet_per_round: Ratio<u32>,
    /// Time base ÷ endurance.
    pub time_base: TimeBase,
    /// Penalty to the mover's reaction rolls (a positive number to subtract).
    pub reaction_penalty: i32,
    /// Bonus to attacks on the mover.
    pub attack_bonus: i32,
}

const fn row(
    speed: Speed,
    id: &'static str,
    yards: u32,
    feet: (u32, u32),
    time_base: TimeBase,
    reaction_penalty: i32,
    attack_bonus: i32,
) -> SpeedRow {
    SpeedRow {
        speed,
        id,
        yards_per_minute: Ratio::new_raw(yards, 1),
        feet_per_round: Ratio::new_raw(feet.0, feet.1),
        time_base,
        reaction_penalty,
        attack_bonus,
    }
}

/// The speed table.
pub const SPEEDS: [SpeedRow; 8] = [
    row(
        Speed::SemiConscious,
        "semi_conscious",
        1,
        (1, 2),
        TimeBase::Rounds(1),
        0,
        0,
    ),
    row(
        Speed::Combat,
        "combat",
        2,
        (1, 1),
        TimeBase::Minutes(1),
        0,
        0,
    ),
    row(Speed::Dash, "dash", 6, (3, 1), TimeBase::Minutes(1), 1, 4),
    row(
        Speed::Explore,
        "explore",
        4,
        (2, 1),
        TimeBase::Minutes(10),
        0,
        0,
    ),
    row(Speed::Walk, "walk", 10, (5, 1), TimeBase::Minutes(30), 2, 2),
    row(Speed::Jog, "jog", 20, (10, 1), TimeBase::Minutes(5), 4, 4),
    row(Speed::Run, "run", 30, (15, 1), TimeBase::Minutes(1), 8, 8),
    row(
        Speed::Sprint,
        "sprint",
        50,
        (25, 1),
        TimeBase::Rounds(1),
        16,
        16,
    ),
];

impl Speed {
    /// The speed's row of [`SPEEDS`].
    #[must_use]
    pub fn row(self) -> &'static SpeedRow {
        // The rows are in the enum's order; a constant index past the end
        // would not compile.
        match self {
            Self::SemiConscious => &SPEEDS[0],
            Self::Combat => &SPEEDS[1],
            Self::Dash => &SPEEDS[2],
            Self::Explore => &SPEEDS[3],
            Self::Walk => &SPEEDS[4],
            Self::Jog => &SPEEDS[5],
            Self::Run => &SPEEDS[6],
            Self::Sprint => &SPEEDS[7],
        }
    }

    /// The speed with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        SPEEDS
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.speed)
            .ok_or_else(|| Error::UnknownId {
                what: "speed",
                id: id.into(),
            })
    }

    /// Yards per minute at Movement `m`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::gods_and_monsters::Speed;
    ///
    /// assert_eq!(Speed::Walk.yards_per_minute(10)?.to_integer(), 100);
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a Movement outside [`Movement`].
    pub fn yards_per_minute(self, m: u32) -> Result<Ratio<u32>, Error> {
        Ok(self.row().yards_per_minute * Movement::new(m)?.get())
    }

    /// Feet per round at Movement `m`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a Movement outside [`Movement`].
    pub fn feet_per_round(self, m: u32) -> Result<Ratio<u32>, Error> {
        Ok(self.row().feet_per_round * Movement::new(m)?.get())
    }

    /// How long the speed lasts before a rest, at this endurance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an endurance outside [`Endurance`].
    pub fn time_base(self, endurance: i32) -> Result<TimeBase, Error> {
        // At least 1, so the unsigned value is the same number.
        let e = Endurance::new(endurance)?.get().unsigned_abs();
        Ok(match self.row().time_base {
            TimeBase::Rounds(n) => TimeBase::Rounds(n * e),
            TimeBase::Minutes(n) => TimeBase::Minutes(n * e),
        })
    }

    /// The mover's reaction penalty (a negative number); outdoors, away from
    /// ruins, dungeons and combat, walking and faster take the penalty of
    /// the row above.
    #[must_use]
    pub fn reaction_penalty(self, outdoors: bool) -> i32 {
        let shifted = match (outdoors, self) {
            (true, Self::Walk) => Self::Explore,
            (true, Self::Jog) => Self::Walk,
            (true, Self::Run) => Self::Jog,
            (true, Self::Sprint) => Self::Run,
            _ => self,
        };
        -shifted.row().reaction_penalty
    }

    /// The penalty to spotting traps and hidden things: none at exploring
    /// speed or slower, the reaction penalty at walking speed and faster.
    #[must_use]
    pub fn spotting_penalty(self, outdoors: bool) -> i32 {
        if self >= Self::Walk {
            self.reaction_penalty(outdoors)
        } else {
            0
        }
    }
}

/// Walking speed in miles per hour: M/3.
#[must_use]
pub fn walking_mph(m: u32) -> Ratio<u32> {
    Ratio::new(m, 3)
}

/// Hours walkers go before a 10-minute rest: endurance/2, exactly.
#[must_use]
pub fn walking_hours_before_rest(endurance: i32) -> Ratio<i32> {
    Ratio::new(endurance, 2)
}

/// Keeping on without the rest a time base calls for: a health roll, +2
/// per point of Movement given up for the period, -2 per earlier such roll
/// since the last rest, and up to -4 for too little water or salt. A
/// failure is 1 injury point.
///
/// # Examples
///
/// ```
/// use osr_travel::gods_and_monsters::PushOn;
///
/// // Health 11, second push, Movement reduced by 1: 11 + 2 - 2 = 11.
/// let push = PushOn { health: 11, movement_given_up: 1, earlier_rolls: 1, thirst: 0 };
/// assert_eq!(push.target()?, 11);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PushOn {
    /// The health reaction score.
    pub health: i32,
    /// Points of Movement given up for the period.
    pub movement_given_up: u32,
    /// Movement health rolls already made since the last rest.
    pub earlier_rolls: u32,
    /// The penalty for too little water or salt, 0 to 4.
    pub thirst: u32,
}

impl PushOn {
    /// The health roll's target.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a thirst above 4 or counts above
    /// 100.
    pub fn target(&self) -> Result<i32, Error> {
        osr_core::Error::check_range("thirst penalty", self.thirst.into(), 0, 4)?;
        osr_core::Error::check_range("movement given up", self.movement_given_up.into(), 0, 100)?;
        osr_core::Error::check_range("earlier rolls", self.earlier_rolls.into(), 0, 100)?;
        let bonus = 2 * i32::try_from(self.movement_given_up).unwrap_or(0);
        let penalty = 2 * i32::try_from(self.earlier_rolls).unwrap_or(0)
            + i32::try_from(self.thirst).unwrap_or(0);
        Ok(self.health + bonus - penalty)
    }

    /// The health roll, as osr-check's Gods & Monsters [`Roll`].
    ///
    /// # Errors
    ///
    /// As [`target`](Self::target), or a target outside the roll's range.
    pub fn roll(&self) -> Result<Roll, Error> {
        Ok(Roll::new(self.target()?)?)
    }
}

/// How dark it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Darkness {
    /// Daylight, a full moon, a light or special vision.
    Seen,
    /// Night without a full moon: half.
    Night,
    /// Total darkness (underground): a quarter.
    Total,
}

impl Darkness {
    /// Movement in this darkness, for someone without a light or special
    /// vision.
    ///
    /// ```
    /// use num_rational::Ratio;
    /// use osr_travel::gods_and_monsters::Darkness;
    ///
    /// assert_eq!(Darkness::Total.movement(10), Ratio::new(5, 2));
    /// ```
    #[must_use]
    pub fn movement(self, m: u32) -> Ratio<u32> {
        match self {
            Self::Seen => Ratio::from_integer(m),
            Self::Night => Ratio::new(m, 2),
            Self::Total => Ratio::new(m, 4),
        }
    }
}

/// A light source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LightSource {
    /// 6-yard radius, 6 hours; -1 to actions beyond 1 yard.
    Candle,
    /// 20-yard radius, 6 hours per flask of oil, 1 round to light.
    Lantern,
    /// 10-yard radius, 3 hours, 2 rounds to light.
    Torch,
}

/// Rounds to strike a fire with flint, steel and tinderbox.
pub const FIRE_STARTING_ROUNDS: u32 = 2;

impl LightSource {
    /// Every source, with its ID.
    pub const ALL: [(Self, &'static str); 3] = [
        (Self::Candle, "candle"),
        (Self::Lantern, "lantern"),
        (Self::Torch, "torch"),
    ];

    /// The source with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        Self::ALL
            .iter()
            .find(|(_, i)| *i == id)
            .map(|(s, _)| *s)
            .ok_or_else(|| Error::UnknownId {
                what: "light source",
                id: id.into(),
            })
    }

    /// Its ID.
    #[must_use]
    pub fn id(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("", |(_, i)| i)
    }

    /// Light radius in yards.
    #[must_use]
    pub const fn radius_yards(self) -> u32 {
        match self {
            Self::Candle => 6,
            Self::Lantern => 20,
            Self::Torch => 10,
        }
    }

    /// Hours of light per candle, torch or flask of oil.
    #[must_use]
    pub const fn hours(self) -> u32 {
        match self {
            Self::Candle | Self::Lantern => 6,
            Self::Torch => 3,
        }
    }

    /// Rounds to light it.
    #[must_use]
    pub const fn rounds_to_light(self) -> u32 {
        match self {
            Self::Candle => 0,
            Self::Lantern => 1,
            Self::Torch => 2,
        }
    }

    /// Its penalty to actions beyond 1 yard.
    #[must_use]
    pub const fn distant_penalty(self) -> i32 {
        match self {
            Self::Candle => -1,
            Self::Lantern | Self::Torch => 0,
        }
    }

    /// Lights it on a round clock (flasks for a lantern, 1 otherwise) and
    /// returns the timer's ID.
    ///
    /// ```
    /// use osr_travel::gods_and_monsters::LightSource;
    /// use osr_travel::{Clock, Unit};
    ///
    /// // A lantern and 2 flasks: 12 hours.
    /// let mut clock = Clock::new(Unit::Round);
    /// let id = LightSource::Lantern.light(&mut clock, 2)?;
    /// assert_eq!(clock.remaining(id), Some(12 * 360));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] on a clock that does not count rounds, or more
    /// than one measure of fuel for a candle or torch; [`Error::Core`]
    /// (`OutOfRange`) for 0 or more than 4 flasks.
    pub fn light(self, clock: &mut Clock, fuel: u32) -> Result<u32, Error> {
        if clock.unit() != Unit::Round {
            return Err(Error::NotAllowed {
                action: "lighting a light source",
                reason: "Gods & Monsters light is timed on a clock of rounds",
            });
        }
        osr_core::Error::check_range("flasks of oil", fuel.into(), 1, 4)?;
        if self != Self::Lantern && fuel != 1 {
            return Err(Error::NotAllowed {
                action: "refuelling",
                reason: "only a lantern takes more than one measure of fuel",
            });
        }
        let rounds = self.hours() * fuel * 60 * ROUNDS_PER_MINUTE;
        clock.start(TimerKind::Light, self.id(), rounds)
    }
}

/// The going of a day's walk.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Going {
    /// Ideal (a road): 2 × M miles.
    Ideal,
    /// Forests and hills: M miles.
    Rough,
    /// Bogs and thick undergrowth: M/2 miles.
    Bog,
}

/// A day's walking distance in miles; a forced day (with a health roll,
/// failure 1 injury) goes 50% further.
///
/// ```
/// use num_rational::Ratio;
/// use osr_travel::gods_and_monsters::{Going, daily_miles};
///
/// assert_eq!(daily_miles(10, Going::Ideal, true), Ratio::from_integer(30));
/// assert_eq!(daily_miles(10, Going::Bog, false), Ratio::from_integer(5));
/// ```
#[must_use]
pub fn daily_miles(m: u32, going: Going, forced: bool) -> Ratio<u32> {
    let base = match going {
        Going::Ideal => Ratio::from_integer(2 * m),
        Going::Rough => Ratio::from_integer(m),
        Going::Bog => Ratio::new(m, 2),
    };
    if forced {
        base * Ratio::new(3, 2)
    } else {
        base
    }
}

/// Days of such walking before a day of rest: endurance/2, exactly.
#[must_use]
pub fn days_before_rest(endurance: i32) -> Ratio<i32> {
    Ratio::new(endurance, 2)
}

/// A flier's day: M miles an hour for 16 hours, 8 times an ideal walking
/// day.
///
/// ```
/// use osr_travel::gods_and_monsters::flying_miles_per_day;
///
/// assert_eq!(flying_miles_per_day(10), 160);
/// ```
#[must_use]
pub const fn flying_miles_per_day(m: u32) -> u32 {
    m * 16
}

/// An animal's yards per minute: horses, ponies, mules and donkeys jog,
/// run and sprint at twice the table's speed.
///
/// ```
/// use osr_travel::gods_and_monsters::{Speed, animal_yards_per_minute};
///
/// // A pony (12) jogging.
/// assert_eq!(animal_yards_per_minute(Speed::Jog, 12, true)?.to_integer(), 480);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a Movement outside [`Movement`].
pub fn animal_yards_per_minute(speed: Speed, m: u32, hoofed: bool) -> Result<Ratio<u32>, Error> {
    let base = speed.yards_per_minute(m)?;
    let fast = hoofed && matches!(speed, Speed::Jog | Speed::Run | Speed::Sprint);
    Ok(if fast { base * 2 } else { base })
}

/// -1 per doubling of `size` beyond `unit` (10 ft beyond 10 ft: -1).
fn doublings(size: u32, unit: u32) -> i32 {
    let mut span = unit;
    let mut n = 0;
    while span < size {
        span = span.saturating_mul(2);
        n += 1;
    }
    -n
}

/// A search of an area `width` × `length` feet: the perception penalty
/// (-1 per doubling of the longer side beyond 10 feet) and the minutes it
/// takes (2 per 100 square feet, rounded up).
///
/// ```
/// use osr_travel::gods_and_monsters::search;
///
/// assert_eq!(search(40, 40)?, (-2, 32));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a side of 0 or more than 10 000 feet.
pub fn search(width: u32, length: u32) -> Result<(i32, u32), Error> {
    osr_core::Error::check_range("search width in feet", width.into(), 1, 10_000)?;
    osr_core::Error::check_range("search length in feet", length.into(), 1, 10_000)?;
    let penalty = doublings(width.max(length), 10);
    let minutes = (width * length).div_ceil(100) * 2;
    Ok((penalty, minutes))
}

/// The modifier of a tracking roll: the quarry's group-effort bonus, -1
/// per day since it passed, -1 per doubling of the distance beyond the
/// obstacle size (a quarter mile, 440 yards, outdoors; 100 yards in town).
///
/// ```
/// use osr_travel::gods_and_monsters::tracking_modifier;
///
/// // 12 orcs, 2 days ago, a mile of forest: +3 - 2 - 2 = -1.
/// assert_eq!(tracking_modifier(12, 2, 1760, false)?, -1);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for no quarry, more than 1000 days or a
/// distance outside 1 to 1 000 000 yards.
pub fn tracking_modifier(quarry: u32, days: u32, yards: u32, urban: bool) -> Result<i32, Error> {
    let group = GroupEffort::new(quarry)?;
    osr_core::Error::check_range("days since the quarry passed", days.into(), 0, 1000)?;
    osr_core::Error::check_range("tracking distance in yards", yards.into(), 1, 1_000_000)?;
    let obstacle = if urban { 100 } else { 440 };
    let bonus = i32::try_from(group.bonus()).unwrap_or(0);
    Ok(bonus - i32::try_from(days).unwrap_or(0) + doublings(yards, obstacle))
}

/// Covering one's tracks: a perception roll; what it was made by becomes
/// the trackers' penalty (0 when it failed). The coverer moves at half
/// Movement.
///
/// ```
/// use osr_travel::gods_and_monsters::cover_tracks_penalty;
///
/// assert_eq!(cover_tracks_penalty(9, 5), -4);
/// ```
#[must_use]
pub fn cover_tracks_penalty(perception: i32, face: u32) -> i32 {
    let face = i32::try_from(face.min(20)).unwrap_or(20);
    if face <= perception {
        face - perception
    } else {
        0
    }
}

/// The bonus of the faster side in a chase: +1 per full 3 points of
/// Movement it has over the other.
///
/// ```
/// use osr_travel::gods_and_monsters::chase_bonus;
///
/// assert_eq!(chase_bonus(14, 8), 2);
/// assert_eq!(chase_bonus(8, 14), 0);
/// ```
#[must_use]
pub const fn chase_bonus(movement: u32, other: u32) -> u32 {
    movement.saturating_sub(other) / 3
}

/// A chase: an agility contest (osr-check's [`Contest`], the pursuer
/// acting), the faster side adding [`chase_bonus`]. One side's success and
/// the other's failure ends it in escape or capture.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, Resolved};
/// use osr_check::gods_and_monsters::ContestEnd;
/// use osr_core::SuppliedFaces;
/// use osr_travel::gods_and_monsters::chase;
///
/// // Pursuer agility 10, Movement 14; quarry agility 11, Movement 8.
/// let contest = chase((10, 14), (11, 8))?;
/// let outcome = contest.roll(&mut SuppliedFaces::new(&[12, 15]))?;
/// assert_eq!(outcome.band(), ContestEnd::Won(0)); // 12 made with +2
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a score outside the roll's range.
pub fn chase(pursuer: (i32, u32), quarry: (i32, u32)) -> Result<Contest, Error> {
    let bonus = |a: u32, b: u32| i32::try_from(chase_bonus(a, b)).unwrap_or(0);
    let pursuer_roll = Roll::new(pursuer.0)?.with_modifier(bonus(pursuer.1, quarry.1))?;
    let quarry_roll = Roll::new(quarry.0)?.with_modifier(bonus(quarry.1, pursuer.1))?;
    Ok(Contest::opposed(pursuer_roll, quarry_roll))
}

/// The jump height penalty: 0 up to 1 foot, then -1, -2, -4 ... doubling
/// per foot (yards for a leap across).
///
/// ```
/// use osr_travel::gods_and_monsters::height_penalty;
///
/// assert_eq!(height_penalty(5)?, 8);
/// assert_eq!(height_penalty(7)?, 32);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a height of 0 or more than 20.
pub fn height_penalty(feet: u32) -> Result<i32, Error> {
    osr_core::Error::check_range("jump height", feet.into(), 1, 20)?;
    Ok(if feet == 1 { 0 } else { 1 << (feet - 2) })
}

/// Any creature's endurance score: osr-check's, which osr-health's
/// death timers and held breath count in too.
pub use osr_check::gods_and_monsters::{Endurance, Movement};

/// A creature's size: osr-encumbrance's, the one the carry rules scale
/// bulk by; [`jump_factor`] gives its factor on jumping distances.
pub use osr_encumbrance::bulk::gods_and_monsters::Size;

/// The factor on jumping distances of a creature of this size: ×1/4 fine,
/// ×1/2 tiny, ×3/4 small, ×1 medium, ×2 large, ×4 huge, ×8 gigantic, ×16
/// titanic.
///
/// # Examples
///
/// ```
/// use num_rational::Ratio;
/// use osr_travel::gods_and_monsters::{Size, jump_factor};
///
/// assert_eq!(jump_factor(Size::Small), Ratio::new(3, 4));
/// ```
#[must_use]
pub const fn jump_factor(size: Size) -> Ratio<u32> {
    match size {
        Size::Fine => Ratio::new_raw(1, 4),
        Size::Tiny => Ratio::new_raw(1, 2),
        Size::Small => Ratio::new_raw(3, 4),
        Size::Medium => Ratio::new_raw(1, 1),
        Size::Large => Ratio::new_raw(2, 1),
        Size::Huge => Ratio::new_raw(4, 1),
        Size::Gigantic => Ratio::new_raw(8, 1),
        Size::Titanic => Ratio::new_raw(16, 1),
    }
}

/// A jump: d20 at most agility + strength's major contributor + 8 (plus
/// the running movement for a leap on the move), less the height penalty.
/// A failed jump still reaches the greatest height whose target the roll
/// met.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::gods_and_monsters::Jump;
///
/// // Agility 12, STR major +4: 24; 5 feet is -8 -> 16; a roll of 18 reaches 4 feet.
/// let jump = Jump::new(12, 4, 0)?;
/// let outcome = jump.roll(5, &mut SuppliedFaces::new(&[18]))?;
/// assert_eq!((outcome.made, outcome.reached), (false, 4));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Jump {
    base: i32,
}

/// A rolled [`Jump`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct JumpRoll {
    /// Whether the height aimed for was made.
    pub made: bool,
    /// The greatest height (in the unit aimed for) reached; 0 for none.
    pub reached: u32,
    /// The d20.
    pub die: Rolled,
}

impl Jump {
    /// A jump by a character with this agility, strength major contributor
    /// and current running movement (0 standing).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for scores outside -20 to 60 or a
    /// movement above 100.
    pub fn new(agility: i32, strength_major: i32, running: u32) -> Result<Self, Error> {
        osr_core::Error::check_range("agility", agility.into(), -20, 60)?;
        osr_core::Error::check_range("strength major contributor", strength_major.into(), -20, 20)?;
        let running = Movement::new(running)?.get();
        Ok(Self {
            base: agility + strength_major + 8 + i32::try_from(running).unwrap_or(0),
        })
    }

    /// The target for a height.
    ///
    /// # Errors
    ///
    /// As [`height_penalty`].
    pub fn target(&self, height: u32) -> Result<i32, Error> {
        Ok(self.base - height_penalty(height)?)
    }

    /// Rolls for `height`.
    ///
    /// # Errors
    ///
    /// As [`height_penalty`]; [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        height: u32,
        source: &mut S,
    ) -> Result<JumpRoll, Error> {
        self.target(height)?;
        let face = Die::D20.roll(source)?;
        let roll = i32::try_from(face).unwrap_or(i32::MAX);
        let mut reached = 0;
        for h in 1..=height {
            if roll <= self.target(h)? {
                reached = h;
            }
        }
        Ok(JumpRoll {
            made: reached == height,
            reached,
            die: Rolled {
                sides: 20,
                face,
                fate: Fate::Counted,
            },
        })
    }
}
