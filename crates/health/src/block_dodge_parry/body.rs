//! A Block, Dodge, Parry character's abilities, Fatigue and wounds
//! (BDP-1.6, BDP-1.7.2), and the events that change them.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_check::block_dodge_parry::{Ability, AbilityScore};

use super::Area;
use crate::Error;

/// The inventory slots a character has: each Fatigue and each wound fills
/// one, and with all of them full the character's HP drop to 0.
pub const SLOTS: u32 = 10;

/// Longest wound type name accepted ("sword wound", "frostbite").
pub const MAX_WOUND_NAME: usize = 40;

/// One ability as it stands: its score now and the score it recovers to.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::Track;
///
/// let str = Track::new(7, 12)?;
/// assert_eq!((str.current(), str.max(), str.loss()), (7, 12, 5));
/// assert!(Track::new(13, 12).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "TrackFields"))]
pub struct Track {
    current: i32,
    max: i32,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct TrackFields {
    /// The score now.
    current: i64,
    /// The score's maximum, 0 or more; the score now is at most it.
    max: i64,
}

#[cfg(feature = "serde")]
impl TryFrom<TrackFields> for Track {
    type Error = Error;

    fn try_from(fields: TrackFields) -> Result<Self, Error> {
        let max = AbilityScore::new(fields.max)?;
        Self::new_checked(fields.current, max)
    }
}

impl Track {
    /// An ability at `current` out of `max`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a negative score or a current
    /// score above the maximum.
    pub fn new(current: i32, max: i32) -> Result<Self, Error> {
        let max = AbilityScore::new(max)?;
        Self::new_checked(i64::from(current), max)
    }

    fn new_checked(current: i64, max: AbilityScore) -> Result<Self, Error> {
        let current =
            osr_core::Error::check_range("ability score", current, 0, i64::from(max.get()))?;
        Ok(Self {
            current: i32::try_from(current).unwrap_or(0),
            max: max.get(),
        })
    }

    /// The score now.
    #[must_use]
    pub const fn current(&self) -> i32 {
        self.current
    }

    /// The score it recovers to.
    #[must_use]
    pub const fn max(&self) -> i32 {
        self.max
    }

    /// The Ability Score Loss: how far the score is below its maximum (a
    /// track's score is at most its maximum, so never negative).
    #[must_use]
    pub const fn loss(&self) -> u32 {
        self.max.abs_diff(self.current)
    }

    /// The score after losing `amount`, stopping at 0.
    fn lowered(self, amount: u32) -> Self {
        let amount = i32::try_from(amount).unwrap_or(i32::MAX);
        Self {
            current: self.current.saturating_sub(amount).max(0),
            max: self.max,
        }
    }

    /// The score after recovering `amount`, stopping at the maximum.
    fn raised(self, amount: u32) -> Self {
        let amount = i32::try_from(amount).unwrap_or(i32::MAX);
        Self {
            current: self.current.saturating_add(amount).min(self.max),
            max: self.max,
        }
    }
}

/// How serious a wound is, in the order wounds escalate.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::Level;
///
/// assert!(Level::Light < Level::Severe);
/// assert_eq!(Level::Severe.escalated(), Some(Level::Permanent));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Level {
    /// Heals in the field with the right medicine or treatment.
    Light,
    /// Needs serious medical care, usually between adventures.
    Severe,
    /// Never heals: its slot is lost for good and a fitting ability drops
    /// by 1.
    Permanent,
}

impl Level {
    /// The next level up, or `None` for a permanent wound.
    #[must_use]
    pub const fn escalated(self) -> Option<Self> {
        match self {
            Self::Light => Some(Self::Severe),
            Self::Severe => Some(Self::Permanent),
            Self::Permanent => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Light => "Light",
            Self::Severe => "Severe",
            Self::Permanent => "Permanent",
        })
    }
}

/// A wound: its type (flavour, but cures are type-specific), level, and
/// the area hit when it came from a critical injury.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Area, Level, Wound};
///
/// let wound = Wound::new("sword wound", Level::Severe, Some(Area::RightLeg))?;
/// assert_eq!(wound.to_string(), "Severe sword wound (Right Leg)");
/// assert!(Wound::new("", Level::Light, None).is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "WoundFields"))]
pub struct Wound {
    kind: String,
    level: Level,
    area: Option<Area>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct WoundFields {
    /// The wound's type, 1 to 40 characters.
    kind: String,
    /// How bad it is.
    level: Level,
    /// The body area it struck, if the table tracks areas.
    area: Option<Area>,
}

#[cfg(feature = "serde")]
impl TryFrom<WoundFields> for Wound {
    type Error = Error;

    fn try_from(fields: WoundFields) -> Result<Self, Error> {
        Self::new(&fields.kind, fields.level, fields.area)
    }
}

impl Wound {
    /// A wound of type `kind` (1 to [`MAX_WOUND_NAME`] characters; compared
    /// without regard to case).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, `"wound type length"`) for an empty
    /// or overlong type name.
    pub fn new(kind: &str, level: Level, area: Option<Area>) -> Result<Self, Error> {
        let len = i64::try_from(kind.chars().count()).unwrap_or(i64::MAX);
        let max = i64::try_from(MAX_WOUND_NAME).unwrap_or(i64::MAX);
        osr_core::Error::check_range("wound type length", len, 1, max)?;
        Ok(Self {
            kind: String::from(kind),
            level,
            area,
        })
    }

    /// The wound's type.
    #[must_use]
    pub fn kind(&self) -> &str {
        &self.kind
    }

    /// The wound's level.
    #[must_use]
    pub const fn level(&self) -> Level {
        self.level
    }

    /// The area, for a wound from a critical injury.
    #[must_use]
    pub const fn area(&self) -> Option<Area> {
        self.area
    }

    fn same_type(&self, kind: &str) -> bool {
        self.kind.to_lowercase() == kind.to_lowercase()
    }
}

impl fmt::Display for Wound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.level, self.kind)?;
        if let Some(area) = self.area {
            write!(f, " ({area})")?;
        }
        Ok(())
    }
}

/// What the player chooses when a wound of a type already carried comes
/// in (BDP-1.7.2.stack).
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::{Body, Level, Stacking, Track, Wound};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let burn = Wound::new("burn", Level::Light, None)?;
/// body.take_wound(burn.clone(), Stacking::NewSlot, Ability::Str)?;
/// body.take_wound(burn, Stacking::Escalate, Ability::Str)?;
/// assert_eq!(body.wounds()[0].level(), Level::Severe);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Stacking {
    /// Raise the existing wound one level: no new slot, but a Severe wound
    /// becomes Permanent.
    Escalate,
    /// Take the new wound in a new slot.
    NewSlot,
}

/// Something that happened to a character, in order, for a table to show
/// step by step.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::{Body, Event, Track};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// assert_eq!(
///     body.lose(Ability::Dex, 3),
///     [Event::AbilityLost { ability: Ability::Dex, from: 10, to: 7 }],
/// );
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryHealthEvent"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// Ability damage dealt (before it stops at 0).
    Damage {
        /// The ability damaged.
        ability: Ability,
        /// The damage.
        amount: u32,
    },
    /// An ability score went down.
    AbilityLost {
        /// The ability.
        ability: Ability,
        /// The score before.
        from: i32,
        /// The score after.
        to: i32,
    },
    /// An ability score came back.
    AbilityRecovered {
        /// The ability.
        ability: Ability,
        /// The score before.
        from: i32,
        /// The score after.
        to: i32,
    },
    /// An ability's maximum dropped (a permanent wound).
    MaximumLowered {
        /// The ability.
        ability: Ability,
        /// The maximum before.
        from: i32,
        /// The maximum after.
        to: i32,
    },
    /// An ability's maximum came back up (a permanent wound's penalty
    /// trained away).
    MaximumRaised {
        /// The ability.
        ability: Ability,
        /// The maximum before.
        from: i32,
        /// The maximum after.
        to: i32,
    },
    /// A Critical Damage Save was made (or settled by a score of 0).
    CriticalDamageSave {
        /// The ability saved with.
        ability: Ability,
        /// The score after the damage.
        score: i32,
        /// The result.
        critical: super::Critical,
    },
    /// A score reached 0: STR 0 is death, DEX 0 immobilises, WIL 0
    /// debilitates.
    ReachedZero {
        /// The ability.
        ability: Ability,
    },
    /// A wound went into a slot.
    WoundTaken {
        /// The wound.
        wound: Wound,
    },
    /// A carried wound rose a level.
    WoundEscalated {
        /// The wound as it is now.
        wound: Wound,
    },
    /// A wound healed and its slot is free.
    WoundHealed {
        /// The wound healed.
        wound: Wound,
    },
    /// Fatigue went up.
    FatigueGained {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Fatigue went down.
    FatigueRemoved {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// The character became deprived of a crucial need.
    Deprived,
    /// The character is no longer deprived.
    NoLongerDeprived,
    /// Every slot is full: HP drop to 0.
    SlotsFull,
}

/// The line a table reads: `"3 STR damage"`, `"Critical Damage Save on
/// STR 3: injured: right leg"`, `"Severe cut wound"`.
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::Event;
///
/// let lost = Event::AbilityLost { ability: Ability::Dex, from: 10, to: 7 };
/// assert_eq!(lost.to_string(), "DEX 10 -> 7");
/// ```
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Damage { ability, amount } => write!(f, "{amount} {ability} damage"),
            Self::AbilityLost { ability, from, to }
            | Self::AbilityRecovered { ability, from, to } => {
                write!(f, "{ability} {from} -> {to}")
            }
            Self::MaximumLowered { ability, from, to }
            | Self::MaximumRaised { ability, from, to } => {
                write!(f, "{ability} maximum {from} -> {to}")
            }
            Self::CriticalDamageSave {
                ability,
                score,
                critical,
            } => write!(f, "Critical Damage Save on {ability} {score}: {critical}"),
            Self::ReachedZero { ability } => write!(f, "{ability} reached 0"),
            Self::WoundTaken { wound } => write!(f, "{wound} wound"),
            Self::WoundEscalated { wound } => write!(f, "the wound worsens: {wound}"),
            Self::WoundHealed { wound } => write!(f, "{wound} wound healed"),
            Self::FatigueGained { from, to } | Self::FatigueRemoved { from, to } => {
                write!(f, "Fatigue {from} -> {to}")
            }
            Self::Deprived => f.write_str("deprived of a crucial need"),
            Self::NoLongerDeprived => f.write_str("no longer deprived"),
            Self::SlotsFull => f.write_str("every slot is full: HP drop to 0"),
        }
    }
}

/// A Block, Dodge, Parry character's health: STR, DEX and WIL with their
/// maxima, Fatigue, wounds, and whether the character is deprived of a
/// crucial need (sleep or food).
///
/// Every change returns its [`Event`]s; a change that would not fit (more
/// Fatigue and wounds than [`SLOTS`]) is refused before anything changes.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::{Body, Track};
///
/// let mut body = Body::new(Track::new(14, 14)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// body.lose(Ability::Wil, 1);
/// assert_eq!(body.track(Ability::Wil).current(), 8);
/// body.gain_fatigue(3)?;
/// assert_eq!(body.free_slots(), 7);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "BodyFields"))]
pub struct Body {
    str: Track,
    dex: Track,
    wil: Track,
    fatigue: u32,
    wounds: Vec<Wound>,
    pub(super) sleepless: bool,
    pub(super) hungry: bool,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct BodyFields {
    /// STR now and at most.
    str: Track,
    /// DEX now and at most.
    dex: Track,
    /// WIL now and at most.
    wil: Track,
    /// Slots filled with Fatigue; Fatigue and wounds fill at most 10 slots.
    #[serde(default)]
    fatigue: u32,
    /// The wounds, each filling a slot.
    #[serde(default)]
    wounds: Vec<Wound>,
    /// Deprived of sleep.
    #[serde(default)]
    sleepless: bool,
    /// Deprived of food.
    #[serde(default)]
    hungry: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<BodyFields> for Body {
    type Error = Error;

    fn try_from(fields: BodyFields) -> Result<Self, Error> {
        let filled =
            u64::from(fields.fatigue) + u64::try_from(fields.wounds.len()).unwrap_or(u64::MAX);
        osr_core::Error::check_range(
            "filled slots",
            i64::try_from(filled).unwrap_or(i64::MAX),
            0,
            i64::from(SLOTS),
        )?;
        Ok(Self {
            str: fields.str,
            dex: fields.dex,
            wil: fields.wil,
            fatigue: fields.fatigue,
            wounds: fields.wounds,
            sleepless: fields.sleepless,
            hungry: fields.hungry,
        })
    }
}

impl Body {
    /// A character with these abilities, no Fatigue, no wounds, not
    /// deprived.
    #[must_use]
    pub const fn new(str: Track, dex: Track, wil: Track) -> Self {
        Self {
            str,
            dex,
            wil,
            fatigue: 0,
            wounds: Vec::new(),
            sleepless: false,
            hungry: false,
        }
    }

    /// One ability.
    #[must_use]
    pub const fn track(&self, ability: Ability) -> Track {
        match ability {
            Ability::Str => self.str,
            Ability::Dex => self.dex,
            Ability::Wil => self.wil,
        }
    }

    fn track_mut(&mut self, ability: Ability) -> &mut Track {
        match ability {
            Ability::Str => &mut self.str,
            Ability::Dex => &mut self.dex,
            Ability::Wil => &mut self.wil,
        }
    }

    /// The Fatigue carried.
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        self.fatigue
    }

    /// The wounds carried, oldest first.
    #[must_use]
    pub fn wounds(&self) -> &[Wound] {
        &self.wounds
    }

    /// Whether the character is deprived of a crucial need (and so cannot
    /// recover HP or ability scores).
    #[must_use]
    pub const fn deprived(&self) -> bool {
        self.sleepless || self.hungry
    }

    /// Whether the character went without sleep last night.
    #[must_use]
    pub const fn sleepless(&self) -> bool {
        self.sleepless
    }

    /// Whether the character went a day without a meal and has not eaten
    /// since.
    #[must_use]
    pub const fn hungry(&self) -> bool {
        self.hungry
    }

    /// Slots not filled by Fatigue or wounds.
    #[must_use]
    pub fn free_slots(&self) -> u32 {
        let wounds = u32::try_from(self.wounds.len()).unwrap_or(u32::MAX);
        SLOTS.saturating_sub(self.fatigue.saturating_add(wounds))
    }

    fn need_slots(&self, needed: u32) -> Result<(), Error> {
        let free = self.free_slots();
        if needed > free {
            return Err(Error::NoFreeSlot { needed, free });
        }
        Ok(())
    }

    /// Loses `amount` of an ability, stopping at 0; a score reaching 0
    /// adds [`Event::ReachedZero`].
    pub fn lose(&mut self, ability: Ability, amount: u32) -> Vec<Event> {
        let track = self.track_mut(ability);
        let from = track.current();
        *track = track.lowered(amount);
        let to = track.current();
        let mut events = Vec::new();
        if from != to {
            events.push(Event::AbilityLost { ability, from, to });
            if to == 0 {
                events.push(Event::ReachedZero { ability });
            }
        }
        events
    }

    /// Recovers `amount` of an ability, up to its maximum. A deprived
    /// character recovers nothing (BDP-1.6.deprived).
    pub fn recover(&mut self, ability: Ability, amount: u32) -> Vec<Event> {
        if self.deprived() {
            return Vec::new();
        }
        let track = self.track_mut(ability);
        let from = track.current();
        *track = track.raised(amount);
        let to = track.current();
        if from == to {
            Vec::new()
        } else {
            alloc::vec![Event::AbilityRecovered { ability, from, to }]
        }
    }

    /// Adds `amount` Fatigue, one slot each.
    ///
    /// # Errors
    ///
    /// [`Error::NoFreeSlot`] when the Fatigue does not fit; nothing
    /// changes.
    pub fn gain_fatigue(&mut self, amount: u32) -> Result<Vec<Event>, Error> {
        self.need_slots(amount)?;
        let from = self.fatigue;
        self.fatigue += amount;
        let mut events = Vec::new();
        if amount > 0 {
            events.push(Event::FatigueGained {
                from,
                to: self.fatigue,
            });
        }
        if self.free_slots() == 0 && amount > 0 {
            events.push(Event::SlotsFull);
        }
        Ok(events)
    }

    /// Removes up to `amount` Fatigue (`u32::MAX` for all of it).
    pub fn remove_fatigue(&mut self, amount: u32) -> Vec<Event> {
        let from = self.fatigue;
        self.fatigue = self.fatigue.saturating_sub(amount);
        if from == self.fatigue {
            Vec::new()
        } else {
            alloc::vec![Event::FatigueRemoved {
                from,
                to: self.fatigue
            }]
        }
    }

    /// The event for a change of deprivation since `was`.
    pub(super) fn deprivation_changed(&self, was: bool) -> Vec<Event> {
        match (was, self.deprived()) {
            (false, true) => alloc::vec![Event::Deprived],
            (true, false) => alloc::vec![Event::NoLongerDeprived],
            _ => Vec::new(),
        }
    }

    /// Takes a wound. When a wound of the same type (of a level below
    /// Permanent) is carried, `stacking` says whether it rises a level or
    /// the new wound takes a slot of its own (BDP-1.7.2.stack). A wound
    /// rising to Permanent lowers `fitting`'s maximum and score by 1
    /// (BDP-1.7.2.permanent); `fitting` is not used otherwise.
    ///
    /// # Errors
    ///
    /// [`Error::NoFreeSlot`] when the wound needs a slot and none is free;
    /// nothing changes.
    pub fn take_wound(
        &mut self,
        wound: Wound,
        stacking: Stacking,
        fitting: Ability,
    ) -> Result<Vec<Event>, Error> {
        let existing = self
            .wounds
            .iter()
            .position(|w| w.same_type(&wound.kind) && w.level < Level::Permanent);
        let mut events = Vec::new();
        match (existing, stacking) {
            (Some(i), Stacking::Escalate) => {
                let level = self.wounds[i].level.escalated().unwrap_or(Level::Permanent);
                self.wounds[i].level = level;
                events.push(Event::WoundEscalated {
                    wound: self.wounds[i].clone(),
                });
                if level == Level::Permanent {
                    events.extend(self.lower_maximum(fitting));
                }
            }
            _ => {
                self.need_slots(1)?;
                let permanent = wound.level == Level::Permanent;
                self.wounds.push(wound.clone());
                events.push(Event::WoundTaken { wound });
                if permanent {
                    events.extend(self.lower_maximum(fitting));
                }
                if self.free_slots() == 0 {
                    events.push(Event::SlotsFull);
                }
            }
        }
        Ok(events)
    }

    fn lower_maximum(&mut self, ability: Ability) -> Vec<Event> {
        let track = self.track_mut(ability);
        let from = track.max();
        if from == 0 {
            return Vec::new();
        }
        let to = from - 1;
        let current = track.current().min(to);
        *track = Track { current, max: to };
        alloc::vec![Event::MaximumLowered { ability, from, to }]
    }

    /// Raises `ability`'s maximum by 1, the score staying where it is: a
    /// permanent wound's penalty won back by training (BDP-adv.training;
    /// osr-advancement's `block_dodge_parry::PermanentWound::train` says
    /// when). The wound and its lost slot stay.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the maximum is already the
    /// highest score there is; nothing changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Body, Event, Track};
    ///
    /// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(11, 11)?);
    /// let events = body.raise_maximum(Ability::Wil)?;
    /// assert_eq!(events, [Event::MaximumRaised { ability: Ability::Wil, from: 11, to: 12 }]);
    /// assert_eq!(body.track(Ability::Wil).current(), 11);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn raise_maximum(&mut self, ability: Ability) -> Result<Vec<Event>, Error> {
        let track = self.track(ability);
        let from = track.max();
        let to = from.checked_add(1).ok_or(osr_core::Error::OutOfRange {
            what: "ability maximum",
            value: i64::from(from) + 1,
            min: 0,
            max: i64::from(i32::MAX),
        })?;
        *self.track_mut(ability) = Track::new(track.current(), to)?;
        Ok(alloc::vec![Event::MaximumRaised { ability, from, to }])
    }

    /// Heals the wound at `index` (in [`wounds`](Self::wounds)) and frees
    /// its slot: the right cure for a Light wound, serious care for a
    /// Severe one.
    ///
    /// # Errors
    ///
    /// [`Error::NoSuchWound`] for an index past the wounds carried, and
    /// [`Error::PermanentWound`] for a permanent wound, which never heals.
    pub fn heal_wound(&mut self, index: usize) -> Result<Vec<Event>, Error> {
        let count = self.wounds.len();
        let wound = self
            .wounds
            .get(index)
            .ok_or(Error::NoSuchWound { index, count })?;
        if wound.level == Level::Permanent {
            return Err(Error::PermanentWound { index });
        }
        let wound = self.wounds.remove(index);
        Ok(alloc::vec![Event::WoundHealed { wound }])
    }
}
