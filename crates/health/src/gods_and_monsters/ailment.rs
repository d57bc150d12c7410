//! Ailments: sickness, disease and poison, and their course.

use alloc::string::ToString;
use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::Error;

use super::dying::{pass_odds, reaction_roll};

mod course;

use super::{Event, RolledAgainst};
pub use course::{AilmentEnd, MAX_ACTION_TIMES_IN_AREA};

/// How an ailment runs (rules GM-health.ailment.effect,
/// GM-health.ailment.chronic, GM-health.ailment.inescapable,
/// GM-health.ailment.chronic-inescapable).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AilmentKind {
    /// Takes effect once, then it is gone.
    Ordinary,
    /// Takes effect again at each action time until a health roll throws
    /// it off; its strength fades by one each action time.
    Chronic,
    /// A roll at each action time while exposed decides whether it takes
    /// effect that time; effects add up.
    Inescapable,
    /// Once it takes effect it does so every action time while exposed,
    /// one stronger each time; out of it, it fades as a chronic ailment.
    ChronicInescapable,
}

impl AilmentKind {
    /// Whether a roll is made at each action time while exposed
    /// (inescapable and chronic inescapable ailments).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{AilmentKind, ailment};
    ///
    /// assert!(ailment("sleep_gas")?.kind.inescapable());
    /// assert!(!AilmentKind::Chronic.inescapable());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn inescapable(self) -> bool {
        matches!(self, Self::Inescapable | Self::ChronicInescapable)
    }

    /// Whether it goes on taking effect until thrown off (chronic and
    /// chronic inescapable ailments).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{AilmentKind, ailment};
    ///
    /// assert!(ailment("food_poisoning")?.kind.chronic());
    /// assert!(!AilmentKind::Inescapable.chronic());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn chronic(self) -> bool {
        matches!(self, Self::Chronic | Self::ChronicInescapable)
    }
}

/// The unit of an action time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TimeUnit {
    /// Combat rounds.
    Rounds,
    /// Minutes.
    Minutes,
    /// Hours.
    Hours,
    /// Days.
    Days,
}

/// How long after contracting an ailment takes effect, and how often a
/// chronic or inescapable one comes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ActionTime {
    /// How many units.
    pub count: u32,
    /// The unit.
    pub unit: TimeUnit,
}

/// An amount an effect gives: fixed, or rolled on dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Amount {
    /// Always this much.
    Fixed(u32),
    /// `count` dice of `sides` faces, added up.
    Dice {
        /// How many dice.
        count: u32,
        /// Their faces.
        sides: u32,
    },
}

/// What an ailment does when it takes effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AilmentEffect {
    /// A penalty of `points` to each of `to` while it lasts.
    Penalty {
        /// The penalty.
        points: Amount,
        /// What it applies to.
        to: &'static [&'static str],
    },
    /// Injury points (they stay after the ailment and heal normally).
    Injuries(Amount),
    /// Paralysis, for minutes.
    Paralysis(Amount),
    /// Sleep, for minutes.
    Sleep(Amount),
}

impl Amount {
    /// The exact odds of each amount: certain for a fixed one, every total
    /// of the dice otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::gods_and_monsters::{Amount, ailment};
    ///
    /// // A huge spider's d3 injuries: 1, 2 or 3, a third each.
    /// let odds = ailment("huge_spider")?.effect.amount().odds()?;
    /// assert_eq!(odds.probability(&2), Some(ratio(1, 3)));
    /// assert_eq!(Amount::Fixed(1).odds()?.probability(&1), Some(ratio(1, 1)));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than 20 dice or dice of
    /// more than 100 faces.
    pub fn odds(self) -> Result<Odds<u32>, Error> {
        Ok(Odds::new(course::amount_odds(self)?, None)?)
    }
}

impl AilmentEffect {
    /// The amount of the effect.
    #[must_use]
    pub const fn amount(&self) -> Amount {
        match *self {
            Self::Penalty { points, .. } => points,
            Self::Injuries(a) | Self::Paralysis(a) | Self::Sleep(a) => a,
        }
    }
}

/// A row of the example ailments table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AilmentRow {
    /// Stable ID.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// How it runs.
    pub kind: AilmentKind,
    /// Its strength: the penalty on the reaction roll against it.
    pub strength: i32,
    /// Its action time.
    pub action_time: ActionTime,
    /// What it does.
    pub effect: AilmentEffect,
}

const fn at(count: u32, unit: TimeUnit) -> ActionTime {
    ActionTime { count, unit }
}

const fn dice(count: u32, sides: u32) -> Amount {
    Amount::Dice { count, sides }
}

/// The example ailments (a blank strength is 0, a blank type ordinary;
/// sleep gas is inescapable, as the rules' own example calls it).
pub const AILMENTS: [AilmentRow; 9] = [
    AilmentRow {
        id: "alcohol",
        name: "Alcohol",
        kind: AilmentKind::Chronic,
        strength: -1,
        action_time: at(20, TimeUnit::Minutes),
        effect: AilmentEffect::Penalty {
            points: Amount::Fixed(1),
            to: &["agility", "concentration", "evasion", "fortitude"],
        },
    },
    AilmentRow {
        id: "common_cold",
        name: "Common Cold",
        kind: AilmentKind::Chronic,
        strength: 1,
        action_time: at(1, TimeUnit::Days),
        effect: AilmentEffect::Penalty {
            points: Amount::Fixed(1),
            to: &["concentration", "evasion", "fortitude"],
        },
    },
    AilmentRow {
        id: "food_poisoning",
        name: "Food Poisoning",
        kind: AilmentKind::Chronic,
        strength: 3,
        action_time: at(1, TimeUnit::Hours),
        effect: AilmentEffect::Injuries(Amount::Fixed(1)),
    },
    AilmentRow {
        id: "black_widow",
        name: "Black Widow",
        kind: AilmentKind::Ordinary,
        strength: 0,
        action_time: at(30, TimeUnit::Minutes),
        effect: AilmentEffect::Injuries(dice(1, 2)),
    },
    AilmentRow {
        id: "giant_spider",
        name: "Giant Spider",
        kind: AilmentKind::Ordinary,
        strength: 4,
        action_time: at(1, TimeUnit::Rounds),
        effect: AilmentEffect::Paralysis(dice(1, 4)),
    },
    AilmentRow {
        id: "huge_spider",
        name: "Huge Spider",
        kind: AilmentKind::Ordinary,
        strength: 2,
        action_time: at(1, TimeUnit::Rounds),
        effect: AilmentEffect::Injuries(dice(1, 3)),
    },
    AilmentRow {
        id: "large_spider",
        name: "Large Spider",
        kind: AilmentKind::Ordinary,
        strength: 1,
        action_time: at(1, TimeUnit::Rounds),
        effect: AilmentEffect::Injuries(dice(1, 2)),
    },
    AilmentRow {
        id: "shadow_spider",
        name: "Shadow Spider",
        kind: AilmentKind::Ordinary,
        strength: 1,
        action_time: at(2, TimeUnit::Rounds),
        effect: AilmentEffect::Injuries(dice(1, 6)),
    },
    AilmentRow {
        id: "sleep_gas",
        name: "Sleep gas",
        kind: AilmentKind::Inescapable,
        strength: 0,
        action_time: at(1, TimeUnit::Rounds),
        effect: AilmentEffect::Sleep(dice(2, 10)),
    },
];

/// The ailment with this ID.
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::ailment;
///
/// assert_eq!(ailment("huge_spider")?.strength, 2);
/// assert!(ailment("basilisk_breath").is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::UnknownId`] for an ID not in [`AILMENTS`].
pub fn ailment(id: &str) -> Result<&'static AilmentRow, Error> {
    AILMENTS
        .iter()
        .find(|row| row.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "ailment",
            id: id.to_string(),
        })
}

/// How the victim meets an ailment (rule GM-health.ailment.roll), which
/// decides the reaction rolled against it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersExposure"))]
pub enum Exposure {
    /// Knowingly imbibed, injected or accepted: health, at a further -4.
    Accepted,
    /// Avoidable by knowing it is there (poisoned wine): perception.
    Noticeable,
    /// Done to an unwilling victim (a poisoned sword): evasion.
    Inflicted,
}

/// The further penalty on a knowingly accepted ailment.
pub const ACCEPTED_PENALTY: i32 = 4;

impl Exposure {
    /// The reaction rolled against the ailment.
    #[must_use]
    pub const fn reaction(self) -> RolledAgainst {
        match self {
            Self::Accepted => RolledAgainst::Health,
            Self::Noticeable => RolledAgainst::Perception,
            Self::Inflicted => RolledAgainst::Evasion,
        }
    }

    /// The further penalty (positive: subtracted).
    #[must_use]
    pub const fn penalty(self) -> i32 {
        match self {
            Self::Accepted => ACCEPTED_PENALTY,
            Self::Noticeable | Self::Inflicted => 0,
        }
    }
}

impl AilmentRow {
    /// The roll against contracting the ailment (rule
    /// GM-health.ailment.roll): `score` (of the reaction
    /// [`Exposure::reaction`] names) minus the strength, minus 4 more when
    /// accepted knowingly.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{Exposure, ailment};
    ///
    /// // A huge spider's bite against evasion 8: 6 or less.
    /// let bite = ailment("huge_spider")?.contract_roll(8, Exposure::Inflicted)?;
    /// assert_eq!(bite.target(), 6);
    /// // Food poisoning eaten knowingly, health 10: 10 - 3 - 4 = 3.
    /// let meal = ailment("food_poisoning")?.contract_roll(10, Exposure::Accepted)?;
    /// assert_eq!(meal.target(), 3);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside [`Roll`]'s range.
    pub fn contract_roll(&self, score: i32, exposure: Exposure) -> Result<Roll, Error> {
        reaction_roll(
            score,
            -i64::from(self.strength) - i64::from(exposure.penalty()),
        )
    }

    /// The exact odds of how many times the ailment takes effect on a
    /// victim who meets it as `exposure` says with `score` in that
    /// reaction, throws it off with `health`, and stays `action_times`
    /// action times (at least 1) in an inescapable ailment before getting
    /// out; the first of them is the contract roll. The course is the one
    /// [`AilmentCourse`] rolls.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::gods_and_monsters::{Exposure, ailment};
    ///
    /// // Food poisoning eaten knowingly, health 10: avoided on 3 or less; once
    /// // only if the first hourly roll (at -2) is 8 or less.
    /// let odds = ailment("food_poisoning")?.times_taken_odds(10, Exposure::Accepted, 10, 1)?;
    /// assert_eq!(odds.probability(&0), Some(ratio(3, 20)));
    /// assert_eq!(odds.probability(&1), Some(ratio(17 * 8, 20 * 20)));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside [`Roll`]'s range
    /// or no action times.
    pub fn times_taken_odds(
        &self,
        score: i32,
        exposure: Exposure,
        health: i32,
        action_times: u32,
    ) -> Result<Odds<u32>, Error> {
        osr_core::Error::check_range("action times in the ailment", action_times.into(), 1, 1000)?;
        let resisted = pass_odds(&self.contract_roll(score, exposure)?);
        let taken = BigRational::one() - &resisted;
        // The chronic tail: how many more times after taking effect once.
        let tail = self.chronic_tail(health)?;
        let mut weights: Vec<(u32, BigRational)> = Vec::new();
        match self.kind {
            AilmentKind::Ordinary => {
                weights.push((0, resisted));
                weights.push((1, taken));
            }
            AilmentKind::Chronic => {
                weights.push((0, resisted));
                for (more, p) in tail {
                    weights.push((1 + more, &taken * p));
                }
            }
            AilmentKind::Inescapable => {
                // Each action time in it is a roll of its own.
                let mut ways = alloc::vec![BigRational::one()];
                for _ in 0..action_times {
                    let mut next = alloc::vec![BigRational::zero(); ways.len() + 1];
                    for (k, p) in ways.iter().enumerate() {
                        next[k] += p * &resisted;
                        next[k + 1] += p * &taken;
                    }
                    ways = next;
                }
                weights.extend((0..).zip(ways));
            }
            AilmentKind::ChronicInescapable => {
                // Resisted until action time j (1-based), then taken at j and
                // at every later time in it, then the chronic tail outside.
                let mut still = BigRational::one();
                for j in 1..=action_times {
                    let first = &still * &taken;
                    for (more, p) in &tail {
                        weights.push((action_times - j + 1 + more, &first * p));
                    }
                    still *= &resisted;
                }
                weights.push((0, still));
            }
        }
        Ok(Odds::new(weights, None)?)
    }

    /// How many more times a chronic ailment takes effect after the
    /// first, with each chance: the strength fades by one before each
    /// health roll, so it is thrown off for sure once the target reaches 20.
    fn chronic_tail(&self, health: i32) -> Result<Vec<(u32, BigRational)>, Error> {
        let mut tail = Vec::new();
        let mut going_on = BigRational::one();
        let mut strength = self.strength;
        // The target climbs one a time from at least -20 - 4: it reaches 20
        // well within the bound, and the bound keeps the loop finite.
        for more in 0..MAX_CHRONIC_TIMES {
            if going_on.is_zero() {
                break;
            }
            strength = strength.saturating_sub(1);
            let off = pass_odds(&reaction_roll(health, -i64::from(strength))?);
            tail.push((more, &going_on * &off));
            going_on *= BigRational::one() - off;
        }
        if !going_on.is_zero() {
            return Err(osr_core::Error::OutOfRange {
                what: "action times of a chronic ailment",
                value: MAX_CHRONIC_TIMES.into(),
                min: 0,
                max: (MAX_CHRONIC_TIMES - 1).into(),
            }
            .into());
        }
        Ok(tail)
    }

    /// Rolls the amount of the effect (no dice for a fixed amount).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll_effect<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
        dice: &mut Vec<Rolled>,
    ) -> Result<u32, Error> {
        match self.effect.amount() {
            Amount::Fixed(n) => Ok(n),
            Amount::Dice { count, sides } => {
                let die = Die::new(sides)?;
                let mut total = 0_u32;
                for _ in 0..count {
                    let face = die.roll(source)?;
                    total = total.saturating_add(face);
                    dice.push(Rolled {
                        sides,
                        face,
                        fate: Fate::Counted,
                    });
                }
                Ok(total)
            }
        }
    }
}

/// The most action times [`AilmentRow::times_taken_odds`] follows a
/// chronic ailment for; its fading strength always ends it sooner.
pub const MAX_CHRONIC_TIMES: u32 = 200;

/// Where an ailment's course stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAilmentPhase"))]
pub enum AilmentPhase {
    /// In an inescapable ailment that has not taken effect yet.
    Exposed,
    /// Ailing: a chronic ailment (or a chronic inescapable one that took
    /// effect) that has not been thrown off.
    Ailing,
    /// Over: thrown off, or an ordinary one that took effect, or out of
    /// an inescapable one.
    Over,
}

/// An ailment's course, action time by action time (rules
/// GM-health.ailment.effect, GM-health.ailment.chronic,
/// GM-health.ailment.inescapable, GM-health.ailment.chronic-inescapable).
///
/// Start it with [`contract`](Self::contract), the reaction roll the
/// victim makes when first exposed; then call
/// [`action_time`](Self::action_time) at each later action time. Each
/// time the effect is taken the events carry its amount
/// ([`Event::AilmentTookEffect`]): injuries to add, minutes of sleep, the
/// penalty. A chronic ailment's health roll is made at minus its current
/// strength, which fades by one at each action time before the roll.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::{AilmentCourse, Exposure, AilmentPhase, ailment};
///
/// // Food poisoning eaten knowingly (health 10: 3 or less): 5 fails, 1 injury.
/// let row = ailment("food_poisoning")?;
/// let (mut course, step) =
///     AilmentCourse::contract(row, 10, Exposure::Accepted, &mut SuppliedFaces::new(&[5]))?;
/// assert_eq!(step.taken, Some(1));
/// // Three hourly health rolls failed: 4 injuries in all.
/// let mut injuries = 1;
/// for face in [20, 20, 20] {
///     injuries += course.action_time(10, true, &mut SuppliedFaces::new(&[face]))?.taken.unwrap_or(0);
/// }
/// assert_eq!((injuries, course.phase()), (4, AilmentPhase::Ailing));
/// assert_eq!(course.action_time(10, true, &mut SuppliedFaces::new(&[1]))?.taken, None);
/// assert_eq!(course.phase(), AilmentPhase::Over);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// With the `serde` feature a course in progress serializes as
/// `{"ailment": "food_poisoning", "exposure": "accepted", "strength": 2,
/// "phase": "ailing", "in_area": true, "times_taken": 2, "amount": 2}`
/// (`amount` may be left out: 0); reading it back looks the ailment up
/// ([`Error::UnknownId`]) and checks the strength stays within 20 of the
/// ailment's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "CourseFields", into = "CourseFields")
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAilmentCourse"))]
pub struct AilmentCourse {
    row: &'static AilmentRow,
    exposure: Exposure,
    strength: i32,
    phase: AilmentPhase,
    in_area: bool,
    taken: u32,
    amount: u32,
}

/// How far a course's strength may drift from the ailment's own.
pub const MAX_STRENGTH_DRIFT: i32 = 20;

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct CourseFields {
    /// The ailment's ID (`"food_poisoning"`, ...).
    ailment: alloc::string::String,
    /// How the victim met it, which decides the reaction rolled.
    exposure: Exposure,
    /// Its current strength, within 20 of the ailment's own.
    strength: i32,
    /// Where the course stands.
    phase: AilmentPhase,
    /// Whether the victim is still in an inescapable ailment's area.
    in_area: bool,
    /// How many times the effect was taken.
    times_taken: u32,
    /// The effect's amounts taken so far, added up.
    #[serde(default)]
    amount: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<CourseFields> for AilmentCourse {
    type Error = Error;

    fn try_from(f: CourseFields) -> Result<Self, Error> {
        let row = ailment(&f.ailment)?;
        osr_core::Error::check_range(
            "ailment strength",
            f.strength.into(),
            i64::from(row.strength - MAX_STRENGTH_DRIFT),
            i64::from(row.strength + MAX_STRENGTH_DRIFT),
        )?;
        Ok(Self {
            row,
            exposure: f.exposure,
            strength: f.strength,
            phase: f.phase,
            in_area: f.in_area,
            taken: f.times_taken,
            amount: f.amount,
        })
    }
}

#[cfg(feature = "serde")]
impl From<AilmentCourse> for CourseFields {
    fn from(c: AilmentCourse) -> Self {
        Self {
            ailment: c.row.id.to_string(),
            exposure: c.exposure,
            strength: c.strength,
            phase: c.phase,
            in_area: c.in_area,
            times_taken: c.taken,
            amount: c.amount,
        }
    }
}

/// What one action time of an ailment did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AilmentStep {
    /// The amount of the effect taken this time, if it took effect.
    pub taken: Option<u32>,
    /// What happened, in order.
    pub events: Vec<Event>,
    /// Every die, in order.
    pub dice: Vec<Rolled>,
}

impl AilmentCourse {
    /// The victim's first exposure: a roll of `score` (the reaction the
    /// exposure names) against contracting it
    /// ([`AilmentRow::contract_roll`]). Failed, the effect
    /// is taken (at the end of the action time); an ordinary ailment is
    /// then over, a chronic one goes on. Passed, it is over, except for an
    /// inescapable ailment, which goes on while the victim stays in it.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn contract<S: FaceSource + ?Sized>(
        row: &'static AilmentRow,
        score: i32,
        exposure: Exposure,
        source: &mut S,
    ) -> Result<(Self, AilmentStep), Error> {
        let mut course = Self {
            row,
            exposure,
            strength: row.strength,
            phase: AilmentPhase::Exposed,
            in_area: true,
            taken: 0,
            amount: 0,
        };
        let step = course.exposed_roll(score, source)?;
        Ok((course, step))
    }

    /// The ailment.
    #[must_use]
    pub const fn ailment(&self) -> &'static AilmentRow {
        self.row
    }

    /// Its current strength.
    #[must_use]
    pub const fn strength(&self) -> i32 {
        self.strength
    }

    /// Where the course stands.
    #[must_use]
    pub const fn phase(&self) -> AilmentPhase {
        self.phase
    }

    /// How many times the effect was taken.
    #[must_use]
    pub const fn times_taken(&self) -> u32 {
        self.taken
    }

    /// The effect's amounts taken so far, added up (the effects of an
    /// ailment add up: rules GM-health.ailment.chronic,
    /// GM-health.ailment.inescapable): injury points, minutes of
    /// paralysis or sleep, penalty points.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::{AilmentCourse, Exposure, ailment};
    ///
    /// // Sleep gas noticed, perception 10: failed twice, 2d10 each time.
    /// let gas = ailment("sleep_gas")?;
    /// let (mut course, _) =
    ///     AilmentCourse::contract(gas, 10, Exposure::Noticeable, &mut SuppliedFaces::new(&[15, 1, 2]))?;
    /// course.action_time(10, true, &mut SuppliedFaces::new(&[18, 3, 4]))?;
    /// assert_eq!((course.times_taken(), course.amount()), (2, 10));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn amount(&self) -> u32 {
        self.amount
    }

    const fn inescapable(&self) -> bool {
        self.row.kind.inescapable()
    }

    const fn chronic(&self) -> bool {
        self.row.kind.chronic()
    }

    /// A roll against the ailment while exposed: failed, it takes effect.
    fn exposed_roll<S: FaceSource + ?Sized>(
        &mut self,
        score: i32,
        source: &mut S,
    ) -> Result<AilmentStep, Error> {
        let roll = reaction_roll(
            score,
            -i64::from(self.strength) - i64::from(self.exposure.penalty()),
        )?;
        let mut step = self.rolled(roll, self.exposure.reaction(), source)?;
        let passed = matches!(
            step.events.last(),
            Some(Event::CheckRolled { passed: true, .. })
        );
        if passed {
            if !self.inescapable() {
                self.phase = AilmentPhase::Over;
            }
        } else {
            self.take(source, &mut step)?;
            self.phase = if self.chronic() {
                AilmentPhase::Ailing
            } else if self.inescapable() {
                AilmentPhase::Exposed
            } else {
                AilmentPhase::Over
            };
        }
        Ok(step)
    }

    fn rolled<S: FaceSource + ?Sized>(
        &self,
        roll: Roll,
        reaction: RolledAgainst,
        source: &mut S,
    ) -> Result<AilmentStep, Error> {
        let save = roll.roll(source)?;
        Ok(AilmentStep {
            taken: None,
            events: Vec::from([Event::CheckRolled {
                reaction,
                target: i64::from(roll.target()),
                face: save.face(),
                passed: save.passed(),
            }]),
            dice: save.dice().to_vec(),
        })
    }

    fn take<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        step: &mut AilmentStep,
    ) -> Result<(), Error> {
        let amount = self.row.roll_effect(source, &mut step.dice)?;
        self.taken = self.taken.saturating_add(1);
        self.amount = self.amount.saturating_add(amount);
        step.taken = Some(amount);
        step.events.push(Event::AilmentTookEffect { amount });
        Ok(())
    }

    fn set_strength(&mut self, to: i32, events: &mut Vec<Event>) {
        if to != self.strength {
            events.push(Event::AilmentStrength {
                from: self.strength,
                to,
            });
            self.strength = to;
        }
    }

    /// The exact chance that the next [`action_time`](Self::action_time),
    /// with the same `score` and `in_area`, takes effect: the chance of
    /// failing its roll, certain for a chronic inescapable ailment still
    /// in its area, none once over or out of an inescapable ailment not
    /// taken.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::{AilmentCourse, Exposure, ailment};
    ///
    /// // Food poisoning taken: the first hourly roll is at health 10 - 2.
    /// let row = ailment("food_poisoning")?;
    /// let (course, _) =
    ///     AilmentCourse::contract(row, 10, Exposure::Accepted, &mut SuppliedFaces::new(&[5]))?;
    /// assert_eq!(course.next_chance(10, true)?, ratio(12, 20));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when a target leaves [`Roll`]'s range.
    pub fn next_chance(&self, score: i32, in_area: bool) -> Result<BigRational, Error> {
        let fails = |roll: Roll| BigRational::one() - pass_odds(&roll);
        Ok(match self.phase {
            AilmentPhase::Over => BigRational::zero(),
            AilmentPhase::Exposed if !in_area => BigRational::zero(),
            AilmentPhase::Exposed => fails(reaction_roll(
                score,
                -i64::from(self.strength) - i64::from(self.exposure.penalty()),
            )?),
            AilmentPhase::Ailing if self.inescapable() && in_area => BigRational::one(),
            AilmentPhase::Ailing => {
                let left_area = self.inescapable() && self.in_area && !in_area;
                let strength = if left_area {
                    self.row.strength
                } else {
                    self.strength
                };
                fails(reaction_roll(
                    score,
                    -i64::from(strength.saturating_sub(1)),
                )?)
            }
        })
    }

    /// The next action time. `score` is the reaction rolled: health for a
    /// chronic ailment's roll to throw it off, the exposure's reaction
    /// (with its penalty) for an inescapable one; `in_area` whether the
    /// victim is still in an inescapable ailment's area.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails or a target leaves
    /// [`Roll`]'s range.
    pub fn action_time<S: FaceSource + ?Sized>(
        &mut self,
        score: i32,
        in_area: bool,
        source: &mut S,
    ) -> Result<AilmentStep, Error> {
        let mut step = AilmentStep {
            taken: None,
            events: Vec::new(),
            dice: Vec::new(),
        };
        let left_area = self.inescapable() && self.in_area && !in_area;
        self.in_area = in_area;
        match self.phase {
            AilmentPhase::Over => {}
            AilmentPhase::Exposed if !in_area => {
                self.phase = AilmentPhase::Over;
                step.events.push(Event::AilmentEnded);
            }
            AilmentPhase::Exposed => {
                step = self.exposed_roll(score, source)?;
            }
            AilmentPhase::Ailing if self.inescapable() && in_area => {
                // Chronic inescapable, still in it: no roll, one stronger.
                let to = self.strength.saturating_add(1);
                self.set_strength(to, &mut step.events);
                self.take(source, &mut step)?;
            }
            AilmentPhase::Ailing => {
                if left_area {
                    let normal = self.row.strength;
                    self.set_strength(normal, &mut step.events);
                }
                let to = self.strength.saturating_sub(1);
                self.set_strength(to, &mut step.events);
                let roll = reaction_roll(score, -i64::from(self.strength))?;
                let mut rolled = self.rolled(roll, RolledAgainst::Health, source)?;
                step.events.append(&mut rolled.events);
                step.dice.append(&mut rolled.dice);
                let thrown_off = matches!(
                    step.events.last(),
                    Some(Event::CheckRolled { passed: true, .. })
                );
                if thrown_off {
                    self.phase = AilmentPhase::Over;
                    step.events.push(Event::AilmentEnded);
                } else {
                    self.take(source, &mut step)?;
                }
            }
        }
        Ok(step)
    }
}
