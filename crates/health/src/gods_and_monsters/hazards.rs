//! Aging, suffocation, semi-consciousness and awakening.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::One;
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Fate, Odds, PassFail, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::Error;

use osr_check::gods_and_monsters::{Contributors, SeedContributors};

use super::{Endurance, Event, Vitals};

/// The minor contributor of an ability score, as the agreed contributor
/// table ([`SeedContributors`]) gives it: the major contributor,
/// floor((score - 10) / 2), halved toward zero (15: +1, 8: 0, 3: -2).
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::minor_contributor;
///
/// assert_eq!([3, 8, 10, 15, 18].map(minor_contributor), [-2, 0, 0, 1, 2]);
/// ```
#[must_use]
pub fn minor_contributor(score: i32) -> i32 {
    SeedContributors.minor(score)
}

/// The age of the first unhealable aging injury (rule GM-health.aging): 40
/// plus endurance.
pub const AGING_BASE_YEARS: u32 = 40;

/// Aging (rule GM-health.aging): from 40 plus endurance years of age, and
/// then every `interval` years (one, changed by endurance as the
/// referee's special contributor), the character gains an injury point no
/// rest heals, or loses 2 points of one ability that stays above 1.
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{Aging, Endurance};
///
/// // A human with endurance 15: the first at 55, then every year.
/// let aging = Aging::new(Endurance::new(15)?);
/// assert_eq!(aging.first_at(), 55);
/// assert_eq!([54, 55, 56, 60].map(|age| aging.injuries_by(age)), [0, 1, 2, 6]);
/// assert_eq!(Aging::trade_for_ability(12)?, 10);
/// assert!(Aging::trade_for_ability(3).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Aging {
    endurance: Endurance,
    interval: AgingInterval,
}

osr_core::bounded! {
    error: crate::Error;
    /// Years between aging injuries after the first.
    pub struct AgingInterval(u32) in 1..=100, "aging interval in years";
}

/// The ability points an aging injury may be traded for.
pub const AGING_ABILITY_LOSS: i32 = 2;

impl Aging {
    /// Aging of a character with this endurance, one injury a year after
    /// the first.
    #[must_use]
    pub const fn new(endurance: Endurance) -> Self {
        Self {
            endurance,
            interval: AgingInterval(1),
        }
    }

    /// The same with `interval` years between injuries after the first.
    #[must_use]
    pub const fn every(self, interval: AgingInterval) -> Self {
        Self { interval, ..self }
    }

    /// The age of the first aging injury.
    #[must_use]
    pub const fn first_at(&self) -> u32 {
        AGING_BASE_YEARS + self.endurance.get().unsigned_abs()
    }

    /// How many aging injuries (or ability trades) a character has had by
    /// `age`.
    #[must_use]
    pub const fn injuries_by(&self, age: u32) -> u32 {
        if age < self.first_at() {
            0
        } else {
            1 + (age - self.first_at()) / self.interval.get()
        }
    }

    /// Gives `vitals` one aging injury: an injury point no rest removes.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the injuries would pass their
    /// maximum.
    pub fn injure(vitals: &mut Vitals) -> Result<Event, Error> {
        let from = vitals.injuries();
        let next = vitals
            .with_injuries(from.saturating_add(1))?
            .with_unhealable_injuries(vitals.unhealable_injuries().saturating_add(1))?;
        *vitals = next;
        Ok(Event::InjuryTaken { from, to: from + 1 })
    }

    /// The ability score after trading an aging injury for a 2-point
    /// loss, which must leave it above 1.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score that would drop to 1 or
    /// below.
    pub fn trade_for_ability(score: i32) -> Result<i32, Error> {
        osr_core::Error::check_range(
            "ability traded for an aging injury",
            score.into(),
            4,
            i64::from(i32::MAX),
        )?;
        Ok(score - AGING_ABILITY_LOSS)
    }
}

/// A suffocation buffer in rounds (rule GM-health.suffocation): endurance
/// rounds for a prepared character (a deep breath), otherwise a d4 plus
/// endurance as a minor contributor, never below 0; doubled for a
/// character who stays completely inactive and at rest.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::{Endurance, Suffocation};
///
/// let end = Endurance::new(15)?;
/// assert_eq!(Suffocation::new(end, false).prepared_buffer(), 15);
/// assert_eq!(Suffocation::new(end, true).prepared_buffer(), 30);
/// // Unprepared: d4 = 2, plus 1 for endurance 15.
/// let (rounds, _) = Suffocation::new(end, false).roll_buffer(&mut SuppliedFaces::new(&[2]))?;
/// assert_eq!(rounds, 3);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Suffocation {
    endurance: Endurance,
    inactive: bool,
}

/// Rounds in a minute: the interval between suffocation health rolls.
pub const ROUNDS_PER_MINUTE: u32 = 6;

impl Suffocation {
    /// A character with this endurance, inactive and at rest or not.
    #[must_use]
    pub const fn new(endurance: Endurance, inactive: bool) -> Self {
        Self {
            endurance,
            inactive,
        }
    }

    const fn doubled(&self, rounds: u32) -> u32 {
        if self.inactive { rounds * 2 } else { rounds }
    }

    /// The buffer of a prepared character.
    #[must_use]
    pub const fn prepared_buffer(&self) -> u32 {
        self.doubled(self.endurance.get().unsigned_abs())
    }

    /// The unprepared buffer for a d4 showing `face`.
    #[must_use]
    pub fn unprepared_buffer(&self, face: u32) -> u32 {
        let rounds = i64::from(face) + i64::from(minor_contributor(self.endurance.get()));
        self.doubled(u32::try_from(rounds.max(0)).unwrap_or(0))
    }

    /// Rolls the unprepared buffer.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll_buffer<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<(u32, Rolled), Error> {
        let face = Die::D4.roll(source)?;
        Ok((
            self.unprepared_buffer(face),
            Rolled {
                sides: 4,
                face,
                fate: Fate::Counted,
            },
        ))
    }

    /// The exact odds of the unprepared buffer, in rounds: a d4's faces.
    #[must_use]
    pub fn buffer_odds(&self) -> Odds<u32> {
        Odds::die(Die::D4, |face| self.unprepared_buffer(face))
    }

    /// Rounds between health rolls once the buffer is gone: a minute, or
    /// two when inactive.
    #[must_use]
    pub const fn rounds_between_rolls(&self) -> u32 {
        self.doubled(ROUNDS_PER_MINUTE)
    }

    /// The `n`-th health roll after the buffer (counted from 0): at -n, a
    /// failure gives one injury point.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the penalty leaves [`Roll`]'s
    /// range.
    pub fn health_roll(health: Roll, n: u32) -> Result<Roll, Error> {
        let n = i32::try_from(n).map_err(|_| osr_core::Error::OutOfRange {
            what: "suffocation health rolls",
            value: i64::from(n),
            min: 0,
            max: 100,
        })?;
        Ok(health.adjusted(-n)?)
    }
}

/// The most injury points [`Suffocation::injuries_odds`] counts to.
pub const MAX_SUFFOCATION_INJURIES: u32 = 100;

/// Suffocation's health rolls from the end of the buffer: how many were
/// made (counted up to the one past which every roll fails) and the
/// injuries they dealt.
struct Choking {
    health: Roll,
    until: u32,
    /// Rolls after which the target is below 1 and every roll fails.
    hopeless: u32,
}

impl Course for Choking {
    type State = (u32, u32);
    /// `until` injuries dealt.
    type End = ();

    fn step(
        &self,
        &(rolls, injuries): &(u32, u32),
    ) -> Result<Step<(u32, u32), ()>, osr_check::Error> {
        let n = i32::try_from(rolls).unwrap_or(i32::MAX);
        let pass = self
            .health
            .adjusted(-n)?
            .odds()
            .sum_where(|b| *b == PassFail::Pass);
        let rolls = (rolls + 1).min(self.hopeless);
        let failed = if injuries + 1 >= self.until {
            Next::End(())
        } else {
            Next::Go((rolls, injuries + 1))
        };
        let fail = BigRational::one() - &pass;
        Odds::new([(Next::Go((rolls, injuries)), pass), (failed, fail)], None)
    }
}

impl Suffocation {
    /// The exact odds of how many health rolls it takes, from the end of
    /// the buffer, for suffocation to deal `until` injury points (rule
    /// GM-health.suffocation: a roll when the buffer runs out and each
    /// [`rounds_between_rolls`](Self::rounds_between_rolls) after, each at
    /// -1 more than the last, a failure one injury): the exact mean and the
    /// chance that the `until`-th injury comes with each of the first
    /// `rolls` rolls. Roll `k` (from 1) comes `k - 1` intervals after the
    /// buffer. `until` is the caller's threshold: one injury past the
    /// survival left (plus verve when it counts) is where the death check
    /// begins. Nobody comes to the rescue.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{gods_and_monsters::Roll, ratio};
    /// use osr_health::gods_and_monsters::{Endurance, Suffocation};
    ///
    /// // Health 2: the first roll passes on 1-2, the second on 1, the
    /// // third never. The first injury comes with roll 1 (18 in 20), 2 or 3.
    /// let choking = Suffocation::new(Endurance::new(12)?, false);
    /// let course = choking.injuries_odds(Roll::new(2)?, 1, 5)?;
    /// assert_eq!(course.ended_at(1), ratio(18, 20));
    /// assert_eq!(course.ended_at(3), ratio(2, 20) * ratio(1, 20));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for `until` outside 1 to
    /// [`MAX_SUFFOCATION_INJURIES`], more than 1,000 rolls listed, or more
    /// states times rolls listed than osr-check's
    /// [`Budget::MAX_WORK`](osr_check::course::Budget::MAX_WORK).
    pub fn injuries_odds(
        &self,
        health: Roll,
        until: u32,
        rolls: u32,
    ) -> Result<CourseOdds<()>, Error> {
        osr_core::Error::check_range(
            "injuries from suffocation",
            i64::from(until),
            1,
            i64::from(MAX_SUFFOCATION_INJURIES),
        )?;
        osr_core::Error::check_range("suffocation health rolls", i64::from(rolls), 0, 1000)?;
        let hopeless = u32::try_from(health.target().max(0)).unwrap_or(0);
        let choking = Choking {
            health,
            until,
            hopeless,
        };
        // At most (hopeless + 1) x until states: 161 x 100 at worst.
        let states = (usize::try_from(hopeless).unwrap_or(usize::MAX) + 1)
            .saturating_mul(usize::try_from(until).unwrap_or(usize::MAX));
        Ok(choking.course_odds((0, 0), Budget::new(states, rolls)?)?)
    }
}

/// How a semi-conscious character responds to a direction or a question
/// (rule GM-health.semi-conscious): at once on a willpower roll, otherwise
/// after a d4 of rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersResponse"))]
pub enum Response {
    /// Responds at once.
    AtOnce,
    /// Responds after this many rounds.
    After(u32),
}

/// A semi-conscious character (rule GM-health.semi-conscious, reached
/// from unconsciousness for one mojo, rule GM-health.awaken): no agility
/// bonus to defense, half movement, acts only to move, and takes a
/// willpower roll to respond at once. Death rolls count them as
/// unconscious ([`RoundEnd::already_unconscious`](super::RoundEnd::already_unconscious)).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::gods_and_monsters::Roll;
/// use osr_health::gods_and_monsters::{Response, SemiConscious};
///
/// let dazed = SemiConscious::new(Roll::new(7)?);
/// assert_eq!(dazed.respond(&mut SuppliedFaces::new(&[7]))?.0, Response::AtOnce);
/// assert_eq!(dazed.respond(&mut SuppliedFaces::new(&[8, 3]))?.0, Response::After(3));
/// assert_eq!(SemiConscious::movement(10), 5);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SemiConscious {
    willpower: Roll,
}

/// The mojo a player spends to bring an unconscious character to
/// semi-consciousness.
pub const SEMI_CONSCIOUS_MOJO: u32 = 1;

impl SemiConscious {
    /// A semi-conscious character rolling `willpower` to respond.
    #[must_use]
    pub const fn new(willpower: Roll) -> Self {
        Self { willpower }
    }

    /// Half movement (rounded down).
    #[must_use]
    pub const fn movement(movement: u32) -> u32 {
        movement / 2
    }

    /// Rolls the willpower roll, and the d4 of rounds when it fails.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn respond<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<(Response, Vec<Rolled>), Error> {
        let save = self.willpower.roll(source)?;
        let mut dice = save.dice().to_vec();
        if save.passed() {
            return Ok((Response::AtOnce, dice));
        }
        let face = Die::D4.roll(source)?;
        dice.push(Rolled {
            sides: 4,
            face,
            fate: Fate::Counted,
        });
        Ok((Response::After(face), dice))
    }

    /// The exact odds of each response: the save, then a d4 on a failure.
    #[must_use]
    pub fn odds(&self) -> Odds<Response> {
        self.willpower.odds().then(|band| match band {
            PassFail::Pass => Odds::certain(Response::AtOnce),
            PassFail::Fail => Odds::die(Die::D4, Response::After),
        })
    }
}

/// A roll to awaken an injured character after their unconsciousness ends
/// (rule GM-health.awaken): the roll at minus their injuries.
///
/// # Examples
///
/// ```
/// use osr_check::gods_and_monsters::Roll;
/// use osr_health::gods_and_monsters::awaken_roll;
///
/// assert_eq!(awaken_roll(Roll::new(11)?, 2).target(), 9);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Panics
///
/// Never: a target below [`Roll`]'s lowest score is rolled as that score,
/// and above it the modifier stays within the modifier's range (at least
/// the lowest score minus the highest, -80).
#[must_use]
pub fn awaken_roll(roll: Roll, injuries: u32) -> Roll {
    super::dying::reaction_roll(
        roll.score(),
        i64::from(roll.modifier()) - i64::from(injuries),
    )
    .expect("a clamped reaction roll is in range")
}
