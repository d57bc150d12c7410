//! Survival, verve, injury points and a temporary pool: the state, and
//! what a hit does to it.

use alloc::vec::Vec;

use crate::Error;

use super::{CreatureLevel, Event};

osr_core::bounded! {
    error: crate::Error;
    /// Survival points (current or maximum).
    pub struct Survival(u32) in 0..=10_000, "survival";
    /// Verve points (current or maximum).
    pub struct Verve(u32) in 0..=10_000, "verve";
    /// Injury points.
    pub struct Injuries(u32) in 0..=10_000, "injuries";
    /// Points of damage one hit does.
    pub struct Points(u32) in 0..=10_000, "damage";
}

/// A character's survival, verve and injuries, and a temporary survival
/// pool while one lasts (rules GM-health.survival, GM-health.verve.use,
/// GM-health.injury, GM-health.temp-pool).
///
/// Survival and verve never exceed their maxima; injury points include
/// the ones aging gave, which no rest removes. Non-player characters have
/// no verve (maximum 0).
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{Hit, Vitals};
///
/// // Toromeen: 7 survival, 17 verve; an orc hits him in combat for 5 (archetypal).
/// let mut toromeen = Vitals::new(7, 17)?;
/// toromeen.take(Hit::new(5)?.archetypal(true))?;
/// assert_eq!((toromeen.verve(), toromeen.survival()), (12, 7));
/// assert!(Vitals::new(7, 17)?.with_verve(20).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"survival": 7,
/// "max_survival": 7, "verve": 12, "max_verve": 17, "injuries": 0,
/// "unhealable_injuries": 0, "pool": 0}`; reading it back checks every
/// value against its range and maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "VitalsFields"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersVitals"))]
pub struct Vitals {
    survival: Survival,
    max_survival: Survival,
    verve: Verve,
    max_verve: Verve,
    injuries: Injuries,
    unhealable_injuries: Injuries,
    pool: Survival,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
struct VitalsFields {
    survival: Survival,
    max_survival: Survival,
    #[serde(default)]
    verve: Option<Verve>,
    #[serde(default)]
    max_verve: Option<Verve>,
    #[serde(default)]
    injuries: Option<Injuries>,
    #[serde(default)]
    unhealable_injuries: Option<Injuries>,
    #[serde(default)]
    pool: Option<Survival>,
}

#[cfg(feature = "serde")]
impl TryFrom<VitalsFields> for Vitals {
    type Error = Error;

    fn try_from(f: VitalsFields) -> Result<Self, Error> {
        let max_verve = f.max_verve.map_or(0, Verve::get);
        let mut vitals = Self::new(f.max_survival.get(), max_verve)?
            .with_survival(f.survival.get())?
            .with_verve(f.verve.map_or(max_verve, Verve::get))?
            .with_injuries(f.injuries.map_or(0, Injuries::get))?
            .with_pool(f.pool.map_or(0, Survival::get))?;
        if let Some(lasting) = f.unhealable_injuries {
            vitals = vitals.with_unhealable_injuries(lasting.get())?;
        }
        Ok(vitals)
    }
}

/// `Err(AboveMaximum)` when `value` is above `max`.
pub(super) fn at_most(what: &'static str, value: u32, max: u32) -> Result<u32, Error> {
    if value > max {
        Err(Error::AboveMaximum {
            what,
            value: i64::from(value),
            max: i64::from(max),
        })
    } else {
        Ok(value)
    }
}

impl Vitals {
    /// A character at full survival and verve, without injuries.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a maximum outside
    /// [`Survival::MIN`]`..=`[`Survival::MAX`] or
    /// [`Verve::MIN`]`..=`[`Verve::MAX`].
    pub fn new(max_survival: u32, max_verve: u32) -> Result<Self, Error> {
        let max_survival = Survival::new(max_survival)?;
        let max_verve = Verve::new(max_verve)?;
        Ok(Self {
            survival: max_survival,
            max_survival,
            verve: max_verve,
            max_verve,
            injuries: Injuries(0),
            unhealable_injuries: Injuries(0),
            pool: Survival(0),
        })
    }

    /// The same character with `survival` survival points.
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] above the maximum survival.
    #[inline]
    pub fn with_survival(self, survival: u32) -> Result<Self, Error> {
        at_most("survival", survival, self.max_survival.get())?;
        Ok(Self {
            survival: Survival(survival),
            ..self
        })
    }

    /// The same character with `verve` verve points.
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] above the maximum verve.
    #[inline]
    pub fn with_verve(self, verve: u32) -> Result<Self, Error> {
        at_most("verve", verve, self.max_verve.get())?;
        Ok(Self {
            verve: Verve(verve),
            ..self
        })
    }

    /// The same character with `injuries` injury points.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Injuries::MIN`]`..=`[`Injuries::MAX`],
    /// [`Error::AboveMaximum`] below the unhealable injuries (they
    /// are part of the total).
    #[inline]
    pub fn with_injuries(self, injuries: u32) -> Result<Self, Error> {
        let injuries = Injuries::new(injuries)?;
        if injuries < self.unhealable_injuries {
            return Err(Error::AboveMaximum {
                what: "unhealable injuries",
                value: i64::from(self.unhealable_injuries.get()),
                max: i64::from(injuries.get()),
            });
        }
        Ok(Self { injuries, ..self })
    }

    /// The same character with `lasting` of its injury points unhealable
    /// (rule GM-health.aging): rest never removes them.
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] when `lasting` is above the injuries.
    pub fn with_unhealable_injuries(self, lasting: u32) -> Result<Self, Error> {
        at_most("unhealable injuries", lasting, self.injuries.get())?;
        Ok(Self {
            unhealable_injuries: Injuries(lasting),
            ..self
        })
    }

    /// The same character with a temporary survival pool of `pool` points
    /// (rule GM-health.temp-pool), replacing any pool before.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Survival::MIN`]`..=`[`Survival::MAX`].
    #[inline]
    pub fn with_pool(self, pool: u32) -> Result<Self, Error> {
        Ok(Self {
            pool: Survival::new(pool)?,
            ..self
        })
    }

    /// Current survival.
    #[must_use]
    pub const fn survival(&self) -> u32 {
        self.survival.get()
    }

    /// Maximum survival.
    #[must_use]
    pub const fn max_survival(&self) -> u32 {
        self.max_survival.get()
    }

    /// Current verve.
    #[must_use]
    pub const fn verve(&self) -> u32 {
        self.verve.get()
    }

    /// Maximum verve.
    #[must_use]
    pub const fn max_verve(&self) -> u32 {
        self.max_verve.get()
    }

    /// Injury points: the penalty on attack, reaction and ability rolls
    /// (rule GM-health.injury).
    #[must_use]
    pub const fn injuries(&self) -> u32 {
        self.injuries.get()
    }

    /// The injury points no rest removes.
    #[must_use]
    pub const fn unhealable_injuries(&self) -> u32 {
        self.unhealable_injuries.get()
    }

    /// What is left of a temporary survival pool (0 without one).
    #[must_use]
    pub const fn pool(&self) -> u32 {
        self.pool.get()
    }

    /// The penalty injuries give attack, reaction and ability rolls, as a
    /// modifier (rule GM-health.injury): two injuries, -2.
    #[must_use]
    pub fn injury_penalty(&self) -> i64 {
        -i64::from(self.injuries.get())
    }

    /// The survival the injury total is compared with to see whether the
    /// character may die (rule GM-health.death-check): survival, plus
    /// verve when the latest injuries came from archetypal activity.
    #[must_use]
    pub const fn survival_against_injuries(&self, archetypal: bool) -> u32 {
        // Each at most 10 000: the sum fits.
        self.survival.get() + if archetypal { self.verve.get() } else { 0 }
    }

    /// Takes a hit (rule GM-health.verve.use, GM-health.injury,
    /// GM-health.temp-pool): eligible damage comes off a temporary pool
    /// first, then off verve when the loss is archetypal, then off
    /// survival; what is left becomes injury points, and so do the hit's
    /// own injuries. Returns what changed, in order, and what the end of
    /// the round must check.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{Event, Hit, Vitals};
    ///
    /// // Survival 4, a sword thrust for 6: survival 0 and 2 injuries.
    /// let mut toromeen = Vitals::new(7, 17)?.with_survival(4)?.with_verve(0)?;
    /// let taken = toromeen.take(Hit::new(6)?)?;
    /// assert_eq!(taken.events, [
    ///     Event::SurvivalLost { from: 4, to: 0 },
    ///     Event::InjuryTaken { from: 0, to: 2 },
    /// ]);
    /// assert!(taken.dropped_to_zero && taken.injuries_gained == 2);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the injuries would pass
    /// [`Injuries::MAX`]; the state is then left as it was.
    pub fn take(&mut self, hit: Hit) -> Result<Taken, Error> {
        let mut events = Vec::new();
        let mut left = hit.damage.get();
        let mut next = *self;
        if hit.pool_eligible && next.pool.get() > 0 && left > 0 {
            let from = next.pool.get();
            let to = from.saturating_sub(left);
            left -= from - to;
            next.pool = Survival(to);
            events.push(Event::PoolLost { from, to });
        }
        if hit.archetypal && next.verve.get() > 0 && left > 0 {
            let from = next.verve.get();
            let to = from.saturating_sub(left);
            left -= from - to;
            next.verve = Verve(to);
            events.push(Event::VerveLost { from, to });
        }
        let mut dropped_to_zero = false;
        if next.survival.get() > 0 && left > 0 {
            let from = next.survival.get();
            let to = from.saturating_sub(left);
            left -= from - to;
            next.survival = Survival(to);
            dropped_to_zero = to == 0;
            events.push(Event::SurvivalLost { from, to });
        }
        let gained = i64::from(left) + i64::from(hit.injuries.get());
        if gained > 0 {
            let from = next.injuries.get();
            next.injuries = Injuries::new(i64::from(from) + gained)?;
            events.push(Event::InjuryTaken {
                from,
                to: next.injuries.get(),
            });
        }
        *self = next;
        Ok(Taken {
            events,
            dropped_to_zero,
            // At most Injuries::MAX, checked above.
            injuries_gained: u32::try_from(gained).unwrap_or(u32::MAX),
            archetypal: hit.archetypal,
        })
    }

    /// Ends a temporary pool (the spell or spirit's effect is over): what
    /// was left of it is gone, real survival untouched.
    pub fn end_pool(&mut self) -> Option<Event> {
        let from = self.pool.get();
        self.pool = Survival(0);
        (from > 0).then_some(Event::PoolLost { from, to: 0 })
    }

    /// Verve back to its maximum, as at the start of each game day (rule
    /// GM-health.verve.restore).
    pub fn wake_for_the_day(&mut self) -> Option<Event> {
        self.regain_verve(self.max_verve.get())
    }

    /// Verve regained when an encounter of the adventure is engaged without
    /// conflict (rule GM-health.verve.restore): up to the character's
    /// level, never above the maximum. Each encounter does this once per
    /// adventure; keeping count is the caller's.
    pub fn encounter_engaged(&mut self, level: CreatureLevel) -> Option<Event> {
        self.regain_verve(level.get())
    }

    fn regain_verve(&mut self, points: u32) -> Option<Event> {
        let from = self.verve.get();
        let to = from.saturating_add(points).min(self.max_verve.get());
        self.verve = Verve(to);
        (to > from).then_some(Event::VerveRegained { from, to })
    }

    /// Regains up to `points` survival, never above the maximum (rule
    /// GM-health.survival).
    pub fn regain_survival(&mut self, points: u32) -> Option<Event> {
        let from = self.survival.get();
        let to = from.saturating_add(points).min(self.max_survival.get());
        self.survival = Survival(to);
        (to > from).then_some(Event::SurvivalRegained { from, to })
    }

    /// Removes up to `points` healable injury points (the unhealable ones
    /// stay).
    pub fn heal_injuries(&mut self, points: u32) -> Option<Event> {
        let from = self.injuries.get();
        let to = from
            .saturating_sub(points)
            .max(self.unhealable_injuries.get());
        self.injuries = Injuries(to);
        (to < from).then_some(Event::InjuryHealed { from, to })
    }
}

/// One hit: damage that goes through a temporary pool, verve (when
/// archetypal) and survival before it becomes injuries, and injury points
/// the hit gives at once (a fall's one per die, a knockout blow's).
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::Hit;
///
/// let fall = Hit::new(8)?.with_injuries(3)?;
/// assert_eq!((fall.damage(), fall.injuries(), fall.is_archetypal()), (8, 3, false));
/// assert!(Hit::new(10_001).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Hit {
    damage: Points,
    #[cfg_attr(feature = "serde", serde(default = "no_injuries"))]
    injuries: Injuries,
    #[cfg_attr(feature = "serde", serde(default))]
    archetypal: bool,
    #[cfg_attr(feature = "serde", serde(default = "yes"))]
    pool_eligible: bool,
}

#[cfg(feature = "serde")]
const fn no_injuries() -> Injuries {
    Injuries(0)
}

#[cfg(feature = "serde")]
const fn yes() -> bool {
    true
}

impl Hit {
    /// A hit for `damage` points, not archetypal, that a temporary pool
    /// absorbs.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Points::MIN`]`..=`[`Points::MAX`].
    pub fn new(damage: u32) -> Result<Self, Error> {
        Ok(Self {
            damage: Points::new(damage)?,
            injuries: Injuries(0),
            archetypal: false,
            pool_eligible: true,
        })
    }

    /// The same hit with `injuries` injury points given at once.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Injuries::MIN`]`..=`[`Injuries::MAX`].
    pub fn with_injuries(self, injuries: u32) -> Result<Self, Error> {
        Ok(Self {
            injuries: Injuries::new(injuries)?,
            ..self
        })
    }

    /// The same hit, archetypal for the character or not (rule
    /// GM-core.archetypal): only then does verve absorb it.
    #[must_use]
    pub const fn archetypal(self, archetypal: bool) -> Self {
        Self { archetypal, ..self }
    }

    /// The same hit, eligible for a temporary pool or not.
    #[must_use]
    pub const fn pool_eligible(self, eligible: bool) -> Self {
        Self {
            pool_eligible: eligible,
            ..self
        }
    }

    /// The damage points.
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage.get()
    }

    /// The injury points given at once.
    #[must_use]
    pub const fn injuries(&self) -> u32 {
        self.injuries.get()
    }

    /// Whether the loss is archetypal.
    #[must_use]
    pub const fn is_archetypal(&self) -> bool {
        self.archetypal
    }
}

/// What a hit changed, and what the end of the round must check.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Taken {
    /// What changed, in order.
    pub events: Vec<Event>,
    /// Whether survival dropped to 0 with this hit.
    pub dropped_to_zero: bool,
    /// The injury points the hit gave.
    pub injuries_gained: u32,
    /// Whether the hit was archetypal.
    pub archetypal: bool,
}

/// What happened to a character in one round, gathered hit by hit, for the
/// checks at its end (rules GM-health.unconscious, GM-health.death-check).
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{Hit, RoundHarm, Vitals};
///
/// let mut yeti = Vitals::new(20, 0)?.with_survival(12)?;
/// let mut round = RoundHarm::default();
/// round.add(&yeti.take(Hit::new(12)?)?);
/// assert!(round.dropped_to_zero && round.injuries_gained == 0);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersRoundHarm"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoundHarm {
    /// Whether anything was lost this round (a pool, verve, survival or
    /// injuries).
    #[cfg_attr(feature = "serde", serde(default))]
    pub hurt: bool,
    /// Whether survival dropped to 0 this round.
    #[cfg_attr(feature = "serde", serde(default))]
    pub dropped_to_zero: bool,
    /// The injury points gained this round.
    #[cfg_attr(feature = "serde", serde(default))]
    pub injuries_gained: u32,
    /// Whether the latest injuries came from archetypal activity.
    #[cfg_attr(feature = "serde", serde(default))]
    pub latest_archetypal: bool,
}

impl RoundHarm {
    /// Adds a hit's effects.
    pub fn add(&mut self, taken: &Taken) {
        self.hurt |= !taken.events.is_empty();
        self.dropped_to_zero |= taken.dropped_to_zero;
        if taken.injuries_gained > 0 {
            self.injuries_gained = self.injuries_gained.saturating_add(taken.injuries_gained);
            self.latest_archetypal = taken.archetypal;
        }
    }
}
