//! Block, Dodge, Parry's diseases (BDP-1.7.4): a daily STR save, ability
//! damage on a failure, healing by saves or by time, advantage with rest
//! and care, and cures.

use alloc::string::String;
use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::block_dodge_parry::{Ability, Save};
use osr_check::{Check, Odds, Resolved, Rolled, ratio};
use osr_core::{Die, FaceSource};

use super::recovery::roll_die;
use super::{Applied, Body, Event};
use crate::Error;

/// What a failed day of a disease costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DiseaseDamage {
    /// A fixed amount.
    Fixed(u32),
    /// One die.
    Roll(Die),
}

/// A disease of the rules' examples.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::disease;
///
/// assert_eq!(disease("shadowrot")?.saves_to_heal, Some(4));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Disease {
    /// A stable key.
    pub id: &'static str,
    /// The name to show.
    pub name: &'static str,
    /// How long it lasts, rolled when caught, or `None` for indefinitely.
    pub duration: Option<Die>,
    /// The ability a failed day damages.
    pub ability: Ability,
    /// The damage of a failed day.
    pub damage: DiseaseDamage,
    /// Successful saves that heal it, or `None` when saves do not heal it.
    pub saves_to_heal: Option<u32>,
}

/// The rules' example diseases (BDP-1.7.4.list), by [`Disease::id`].
/// Soul's Despair lasts indefinitely and the rules give no number of saves
/// that heal it: only a cure ends it.
pub const DISEASES: &[Disease] = &[
    Disease {
        id: "swampsigh",
        name: "Swampsigh",
        duration: Some(Die::D4),
        ability: Ability::Str,
        damage: DiseaseDamage::Fixed(1),
        saves_to_heal: None,
    },
    Disease {
        id: "bonebreaker_plague",
        name: "Bonebreaker Plague",
        duration: None,
        ability: Ability::Str,
        damage: DiseaseDamage::Fixed(2),
        saves_to_heal: Some(3),
    },
    Disease {
        id: "tick_jitters",
        name: "Tick Jitters",
        duration: Some(Die::D6),
        ability: Ability::Dex,
        damage: DiseaseDamage::Roll(Die::D2),
        saves_to_heal: None,
    },
    Disease {
        id: "shadowrot",
        name: "Shadowrot",
        duration: None,
        ability: Ability::Dex,
        damage: DiseaseDamage::Fixed(2),
        saves_to_heal: Some(4),
    },
    Disease {
        id: "mindfog_fever",
        name: "Mindfog Fever",
        duration: Some(Die::D4),
        ability: Ability::Wil,
        damage: DiseaseDamage::Fixed(1),
        saves_to_heal: None,
    },
    Disease {
        id: "souls_despair",
        name: "Soul's Despair",
        duration: None,
        ability: Ability::Wil,
        damage: DiseaseDamage::Roll(Die::D4),
        saves_to_heal: None,
    },
];

/// The disease with this [`Disease::id`].
///
/// # Errors
///
/// [`Error::UnknownId`] for an id not in [`DISEASES`].
pub fn disease(id: &str) -> Result<&'static Disease, Error> {
    DISEASES
        .iter()
        .find(|d| d.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "disease",
            id: String::from(id),
        })
}

osr_core::bounded! {
    error: crate::Error;
    /// Days a timed disease has left, or successful saves counted.
    pub struct DiseaseDays(u32) in 0..=3650, "disease days";
}

/// A disease a character has: which one, the days it has left (timed
/// diseases) and the successful saves so far.
///
/// A timed disease ends when its days run out, whatever the saves (a
/// success only spares that day's damage); a disease healed by saves ends
/// at its count of successes, which need not come in a row.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Illness, Track, disease};
///
/// // Shadowrot, STR 11, resting with care: [15, 12] fails, DEX -2.
/// let mut body = Body::new(Track::new(11, 11)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let mut illness = Illness::new(disease("shadowrot")?, None)?;
/// illness.day(&mut body, true, &mut SuppliedFaces::new(&[15, 12]))?;
/// assert_eq!(body.track(osr_check::block_dodge_parry::Ability::Dex).current(), 8);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryIllness"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "IllnessFields", into = "IllnessFields")
)]
pub struct Illness {
    disease: &'static Disease,
    days_left: Option<u32>,
    successes: u32,
    cured: bool,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct IllnessFields {
    /// The disease's ID (`"swampsigh"`, `"shadowrot"`, ...).
    disease: String,
    /// Days left of a timed disease; `null` for one without a duration.
    days_left: Option<u32>,
    /// Successful saves so far.
    successes: u32,
    /// Whether a cure ended it.
    #[serde(default)]
    cured: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<IllnessFields> for Illness {
    type Error = Error;

    fn try_from(fields: IllnessFields) -> Result<Self, Error> {
        let mut illness = Self::new(disease(&fields.disease)?, fields.days_left)?;
        illness.successes = DiseaseDays::new(fields.successes)?.get();
        illness.cured = fields.cured;
        Ok(illness)
    }
}

#[cfg(feature = "serde")]
impl From<Illness> for IllnessFields {
    fn from(illness: Illness) -> Self {
        Self {
            disease: String::from(illness.disease.id),
            days_left: illness.days_left,
            successes: illness.successes,
            cured: illness.cured,
        }
    }
}

/// Where a disease stands after a day.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Course, Illness, Track, disease};
///
/// let mut body = Body::new(Track::new(11, 11)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let mut sick = Illness::new(disease("bonebreaker_plague")?, None)?;
/// let (course, _) = sick.day(&mut body, false, &mut SuppliedFaces::new(&[4]))?;
/// assert_eq!(course, Course::Passed);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryDiseaseCourse"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Course {
    /// The day's save failed: damage taken, still sick.
    Failed,
    /// The day's save passed: still sick.
    Passed,
    /// The disease is over.
    Healed,
}

impl Illness {
    /// A case of `disease` with `days_left` days to run (a timed disease's
    /// rolled duration; `None` for a disease without one).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for days outside [`DiseaseDays`]'
    /// range or above its duration die, or none given to a timed one
    /// (`"days of a timed disease"`, reported as 0);
    /// [`Error::Indefinite`] for days given to a disease without a
    /// duration.
    pub fn new(disease: &'static Disease, days_left: Option<u32>) -> Result<Self, Error> {
        match (disease.duration, days_left) {
            (Some(die), Some(days)) => {
                osr_core::Error::check_range(
                    "days of a timed disease",
                    i64::from(days),
                    0,
                    i64::from(die.sides()),
                )?;
            }
            (Some(die), None) => {
                osr_core::Error::check_range(
                    "days of a timed disease",
                    0,
                    1,
                    i64::from(die.sides()),
                )?;
            }
            (None, Some(days)) => {
                return Err(Error::Indefinite {
                    disease: disease.id,
                    days,
                });
            }
            (None, None) => {}
        }
        Ok(Self {
            disease,
            days_left,
            successes: 0,
            cured: false,
        })
    }

    /// Catches `disease`, rolling its duration when it has one.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn catch<S: FaceSource + ?Sized>(
        disease: &'static Disease,
        source: &mut S,
    ) -> Result<(Self, Vec<Rolled>), Error> {
        let mut dice = Vec::new();
        let days = match disease.duration {
            Some(die) => Some(roll_die(die, source, &mut dice)?),
            None => None,
        };
        Ok((Self::new(disease, days)?, dice))
    }

    /// The disease.
    #[must_use]
    pub const fn disease(&self) -> &'static Disease {
        self.disease
    }

    /// Days left of a timed disease.
    #[must_use]
    pub const fn days_left(&self) -> Option<u32> {
        self.days_left
    }

    /// Successful saves so far.
    #[must_use]
    pub const fn successes(&self) -> u32 {
        self.successes
    }

    /// Whether the disease is over.
    #[must_use]
    pub fn healed(&self) -> bool {
        self.cured
            || self.days_left == Some(0)
            || self
                .disease
                .saves_to_heal
                .is_some_and(|n| self.successes >= n)
    }

    /// One day of the disease (BDP-1.7.4.daily): a STR save, with
    /// advantage when `care` (rest and care, BDP-1.7.4.care); a failure
    /// deals the disease's damage. A timed disease then loses a day.
    /// Returns the day's course with its events and dice.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; nothing changes then.
    pub fn day<S: FaceSource + ?Sized>(
        &mut self,
        body: &mut Body,
        care: bool,
        source: &mut S,
    ) -> Result<(Course, Applied), Error> {
        if self.healed() {
            return Ok((
                Course::Healed,
                Applied {
                    events: Vec::new(),
                    dice: Vec::new(),
                },
            ));
        }
        let mut next_body = body.clone();
        let mut next = *self;
        let save = Save::new(next_body.track(Ability::Str).current())?
            .with_advantage(care)
            .roll(source)?;
        let mut dice = save.dice().to_vec();
        let mut events = Vec::new();
        let mut course = if save.passed() {
            next.successes = next.successes.saturating_add(1);
            Course::Passed
        } else {
            let amount = match self.disease.damage {
                DiseaseDamage::Fixed(n) => n,
                DiseaseDamage::Roll(die) => roll_die(die, source, &mut dice)?,
            };
            events.push(Event::Damage {
                ability: self.disease.ability,
                amount,
            });
            events.extend(next_body.lose(self.disease.ability, amount));
            Course::Failed
        };
        if let Some(days) = next.days_left.as_mut() {
            *days = days.saturating_sub(1);
        }
        if next.healed() {
            course = Course::Healed;
        }
        *self = next;
        *body = next_body;
        Ok((course, Applied { events, dice }))
    }

    /// A cure ends the disease at once, without saves (BDP-1.7.4.cure).
    pub const fn cure(&mut self) {
        self.cured = true;
    }

    /// The exact chance of the next day's save failing for a STR score,
    /// with or without care.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a negative score.
    pub fn day_odds(&self, str: i32, care: bool) -> Result<Odds<Course>, Error> {
        let fail = fail_chance(str, care)?;
        let pass = BigRational::from_integer(1.into()) - &fail;
        let passed = if self
            .disease
            .saves_to_heal
            .is_some_and(|n| self.successes.saturating_add(1) >= n)
            || self.days_left == Some(1)
        {
            Course::Healed
        } else {
            Course::Passed
        };
        let failed = if self.days_left == Some(1) {
            Course::Healed
        } else {
            Course::Failed
        };
        Ok(Odds::new([(passed, pass), (failed, fail)], None)?)
    }
}

/// The exact chance that a day's STR save fails for a STR score, with or
/// without care (advantage: both of two d20s must fail).
pub(super) fn fail_chance(str: i32, care: bool) -> Result<BigRational, Error> {
    let save = Save::new(str)?.with_advantage(care);
    Ok((1..=20_u32)
        .flat_map(|a| (1..=20_u32).map(move |b| (a, b)))
        .filter(|&(a, b)| {
            let passes = |f| save.roll_under().passes(f);
            if care {
                !passes(a) && !passes(b)
            } else {
                !passes(a)
            }
        })
        .map(|_| ratio(1, 400))
        .sum())
}
