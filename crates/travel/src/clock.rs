//! The clock an exploration or a journey runs on, and the timers that ride
//! on it (a torch burning down, a spell running out, a referee's own
//! countdown).
//!
//! A [`Clock`] counts whole units of one kind ([`Unit`]): rounds, turns,
//! stretches, watches or days. The caller advances it by the time an
//! action takes; every timer whose last unit has passed expires on that
//! advance and says so in a [`ClockEvent::TimerExpired`]. A timer started
//! at time `t` that lasts `n` units expires when the clock reaches `t + n`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::Error;

/// The unit a clock counts in.
///
/// # Examples
///
/// ```
/// use osr_travel::Unit;
///
/// assert_eq!(Unit::Turn.minutes(), Some(10));
/// assert_eq!(Unit::Watch.minutes(), Some(480));
/// assert_eq!(Unit::Turn.to_string(), "turn");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Unit {
    /// A combat round: about 10 seconds in Gods & Monsters; other systems
    /// set their own.
    Round,
    /// An exploration or dungeon turn of 10 minutes (3d6 Constitution,
    /// Cairn House Rules).
    Turn,
    /// Murdham's stretch of site exploration: about 10 minutes.
    Stretch,
    /// A watch of 8 hours, 3 to a day (Cairn House Rules, Murdham).
    Watch,
    /// A day of overland travel.
    Day,
}

impl Unit {
    /// The unit's length in minutes, where the rules give one; a round's
    /// length differs between systems, so it has none here.
    #[must_use]
    pub const fn minutes(self) -> Option<u32> {
        match self {
            Self::Round => None,
            Self::Turn | Self::Stretch => Some(10),
            Self::Watch => Some(480),
            Self::Day => Some(1440),
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Round => "round",
            Self::Turn => "turn",
            Self::Stretch => "stretch",
            Self::Watch => "watch",
            Self::Day => "day",
        })
    }
}

/// What a timer counts down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TimerKind {
    /// A light source burning down.
    Light,
    /// A spell's duration.
    Spell,
    /// Anything else a referee counts down.
    Referee,
}

/// The most timers one clock runs at once.
pub const MAX_TIMERS: usize = 256;
/// The longest a timer's label may be, in bytes.
pub const MAX_LABEL: usize = 64;

osr_core::bounded! {
    error: crate::Error;
    /// How many units a timer lasts, or a clock advances in one step.
    pub struct Span(u32) in 1..=100_000, "duration in clock units";
}

/// The latest time a clock can reach: far more than any campaign counts
/// (a million days), and a sum that never overflows.
pub const MAX_TIME: u64 = 1_000_000_000;

/// A timer on a clock.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Timer {
    /// Its number on its clock, unique and never reused.
    pub id: u32,
    /// What it counts down.
    pub kind: TimerKind,
    /// A caller's label, such as a light source's ID (`torch`).
    pub label: String,
    /// The time it was started.
    pub started: u64,
    /// The time it expires.
    pub ends: u64,
}

/// What advancing a clock did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum ClockEvent {
    /// The clock moved on.
    Advanced {
        /// The time before.
        from: u64,
        /// The time after.
        to: u64,
    },
    /// A timer ran out at `at`.
    TimerExpired {
        /// The timer's number.
        id: u32,
        /// What it counted down.
        kind: TimerKind,
        /// Its label.
        label: String,
        /// The time it ran out.
        at: u64,
    },
}

/// A clock in whole units with the timers riding on it.
///
/// With the `serde` feature it serializes as
/// `{"unit": "turn", "now": 3, "next_id": 1, "timers": [...]}`; reading it
/// back checks every timer as [`Clock::start`] does, that none has
/// already run out, and that the IDs are unique and below `next_id`.
///
/// # Examples
///
/// ```
/// use osr_travel::{Clock, ClockEvent, TimerKind, Unit};
///
/// // A torch lit at turn 0 burns 6 turns (rule TC-13.2).
/// let mut clock = Clock::new(Unit::Turn);
/// let torch = clock.start(TimerKind::Light, "torch", 6)?;
/// assert!(clock.advance(5)?.iter().all(|e| matches!(e, ClockEvent::Advanced { .. })));
/// assert_eq!(clock.remaining(torch), Some(1));
/// let events = clock.advance(1)?;
/// assert!(matches!(&events[1], ClockEvent::TimerExpired { at: 6, .. }));
/// assert_eq!(clock.remaining(torch), None);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "ClockFields"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Clock {
    /// What one tick of the clock is.
    unit: Unit,
    /// The time now, in units from the start.
    now: u64,
    /// The number the next timer started gets.
    next_id: u32,
    /// The timers still running.
    timers: Vec<Timer>,
}

/// A [`Clock`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ClockFields {
    /// What one tick of the clock is.
    unit: Unit,
    /// The time now, in units from the start.
    now: u64,
    /// The number the next timer started gets.
    next_id: u32,
    /// The timers still running.
    timers: Vec<Timer>,
}

#[cfg(feature = "serde")]
impl TryFrom<ClockFields> for Clock {
    type Error = Error;

    fn try_from(fields: ClockFields) -> Result<Self, Error> {
        Error::check_time(fields.now)?;
        let mut clock = Self {
            unit: fields.unit,
            now: fields.now,
            next_id: fields.next_id,
            timers: Vec::new(),
        };
        for timer in fields.timers {
            if clock.timers.len() >= MAX_TIMERS {
                return Err(too_many_timers());
            }
            check_label(&timer.label)?;
            let lasts = timer.ends.saturating_sub(timer.started);
            Span::new(i64::try_from(lasts).unwrap_or(i64::MAX))?;
            let bad = |reason| Error::Inconsistent {
                what: "a timer",
                reason,
            };
            if timer.started > clock.now || timer.ends <= clock.now {
                return Err(bad("it is not running at the clock's time"));
            }
            if timer.id >= clock.next_id || clock.timers.iter().any(|t| t.id == timer.id) {
                return Err(bad("its id is repeated or not yet given out"));
            }
            clock.timers.push(timer);
        }
        Ok(clock)
    }
}

impl Error {
    fn check_time(time: u64) -> Result<(), Self> {
        let value = i64::try_from(time).unwrap_or(i64::MAX);
        osr_core::Error::check_range("clock time", value, 0, 1_000_000_000)?;
        Ok(())
    }
}

fn too_many_timers() -> Error {
    Error::NotAllowed {
        action: "starting a timer",
        reason: "the clock already runs 256 timers",
    }
}

pub(crate) fn check_label(label: &str) -> Result<(), Error> {
    let len = i64::try_from(label.len()).unwrap_or(i64::MAX);
    osr_core::Error::check_range("timer label length", len, 0, 64)?;
    Ok(())
}

impl Clock {
    /// A clock at time 0 with no timers.
    #[must_use]
    pub const fn new(unit: Unit) -> Self {
        Self {
            unit,
            now: 0,
            next_id: 0,
            timers: Vec::new(),
        }
    }

    /// The unit it counts.
    #[must_use]
    pub const fn unit(&self) -> Unit {
        self.unit
    }

    /// The units elapsed since it started.
    #[must_use]
    pub const fn now(&self) -> u64 {
        self.now
    }

    /// The timers still running, in the order started.
    #[must_use]
    pub fn timers(&self) -> &[Timer] {
        &self.timers
    }

    /// Starts a timer that lasts `lasts` units from now and returns its ID.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a duration outside [`Span`] or a
    /// label longer than [`MAX_LABEL`]; [`Error::NotAllowed`] when
    /// [`MAX_TIMERS`] are running already.
    pub fn start(&mut self, kind: TimerKind, label: &str, lasts: u32) -> Result<u32, Error> {
        let lasts = Span::new(lasts)?;
        check_label(label)?;
        if self.timers.len() >= MAX_TIMERS {
            return Err(too_many_timers());
        }
        let id = self.next_id;
        self.next_id = self.next_id.checked_add(1).ok_or_else(too_many_timers)?;
        self.timers.push(Timer {
            id,
            kind,
            label: String::from(label),
            started: self.now,
            ends: self.now + u64::from(lasts.get()),
        });
        Ok(id)
    }

    /// The units a running timer has left, or `None` when it has expired,
    /// was stopped or never existed.
    #[must_use]
    pub fn remaining(&self, id: u32) -> Option<u64> {
        self.timers
            .iter()
            .find(|t| t.id == id)
            .map(|t| t.ends - self.now)
    }

    /// The exact chance that a running timer still runs through the next
    /// `units` units: a fixed duration rolls nothing, so the odds are
    /// certain, read off the timer (`true` when it ends no earlier than
    /// `now + units`). A light source lit on this clock lasts a delve of
    /// `units` more units exactly when this says `true`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_travel::{Clock, TimerKind, Unit};
    ///
    /// let mut clock = Clock::new(Unit::Turn);
    /// let torch = clock.start(TimerKind::Light, "torch", 6)?;
    /// assert_eq!(clock.lasts(torch, 6)?.probability(&true), Some(ratio(1, 1)));
    /// assert_eq!(clock.lasts(torch, 7)?.probability(&false), Some(ratio(1, 1)));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] when no running timer has that ID;
    /// [`Error::Core`] (`OutOfRange`) for `units` outside [`Span`].
    pub fn lasts(&self, id: u32, units: u32) -> Result<osr_check::Odds<bool>, Error> {
        let units = Span::new(units)?;
        let left = self.remaining(id).ok_or_else(|| Error::UnknownId {
            what: "timer",
            id: alloc::format!("{id}"),
        })?;
        Ok(osr_check::Odds::certain(left >= u64::from(units.get())))
    }

    /// Stops a running timer (a torch put out) and returns it.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] when no running timer has that ID.
    pub fn stop(&mut self, id: u32) -> Result<Timer, Error> {
        let index =
            self.timers
                .iter()
                .position(|t| t.id == id)
                .ok_or_else(|| Error::UnknownId {
                    what: "timer",
                    id: alloc::format!("{id}"),
                })?;
        Ok(self.timers.remove(index))
    }

    /// Moves the clock on by `by` units: an [`ClockEvent::Advanced`], then
    /// one [`ClockEvent::TimerExpired`] for each timer that ran out, in the
    /// order they ran out (then the order started).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a step outside [`Span`] or a time
    /// past [`MAX_TIME`]; the clock is unchanged.
    pub fn advance(&mut self, by: u32) -> Result<Vec<ClockEvent>, Error> {
        let by = Span::new(by)?;
        let to = self.now + u64::from(by.get());
        Error::check_time(to)?;
        let mut events = alloc::vec![ClockEvent::Advanced { from: self.now, to }];
        self.now = to;
        let mut expired: Vec<Timer> = Vec::new();
        self.timers.retain(|t| {
            if t.ends <= to {
                expired.push(t.clone());
                false
            } else {
                true
            }
        });
        expired.sort_by_key(|t| (t.ends, t.id));
        events.extend(expired.into_iter().map(|t| ClockEvent::TimerExpired {
            id: t.id,
            kind: t.kind,
            label: t.label,
            at: t.ends,
        }));
        Ok(events)
    }
}
