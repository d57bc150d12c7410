//! Block, Dodge, Parry: the character sheet, its slots, and its JSON.
//!
//! The rules chapter this library follows uses a character's three
//! abilities (STR for physical power, DEX for poise and reflexes, WIL for
//! persuasion and spells), HP, an inventory of slots, Fatigue, wounds,
//! careers and skills; how a character is made (ability generation, HP,
//! careers, starting gear) is in other chapters of the game. So there is no
//! rolled creation here: a sheet is built from the values the table has
//! ([`Sheet::new`] and the `with_*` methods), each checked.
//!
//! What the chapter says about a sheet, in this library's words:
//!
//! - Each ability has a current and a normal (maximum) value: damage and
//!   ability loss lower the current value, recovery raises it back, never
//!   past the maximum (BDP-1.8.5.tracking: osr-health's [`Track`]).
//! - A permanent wound lowers the maximum of a fitting ability by 1 (the
//!   caller names which) and takes its slot for good
//!   (BDP-1.7.2.permanent-attr, [`Sheet::take_wound`]); training can win
//!   the point back, not the slot ([`Sheet::train`], through
//!   osr-advancement's [`PermanentWound`]).
//! - Careers and skills feed the Skill factor of Time, Gear & Skill
//!   (BDP-1.4.career-skill, [`Sheet::skill_factor`]), as does an ability of
//!   15 or more (tough, deft, resolute) and against it one of 6 or less.
//! - Fatigue and every wound are items in the inventory: one slot each,
//!   beside the gear (BDP-core.fatigue, BDP-core.wound); with every slot
//!   full HP drop to 0. The inventory is osr-encumbrance's slots model
//!   ([`Sheet::inventory`], [`Sheet::load`]): 10 slots, fewer after
//!   permanent wounds.
//! - A deprived character (without food or sleep) recovers neither HP nor
//!   ability scores (BDP-core.deprived).
//!
//! The sheet holds osr-health's [`Body`] (abilities, Fatigue, wounds,
//! deprivation), osr-combat's [`Hp`], the ability each permanent wound
//! lowered, a career and skills by name, the
//! waterskin's usage die and other gear by name and slots. Derived, never
//! stored: the inventory and load, the descriptors (tough, deft,
//! resolute) and the Skill factor. Every change goes through the domain
//! crates and returns osr-combat's [`Event`]s (a body change as osr-health
//! reports it, or HP lost); a change that would need more slots than are
//! free is refused and changes nothing.
//!
//! Absent, because the chapter does not have them: rolled creation, the
//! attack, block and dodge procedure (osr-combat routes a blow the caller
//! says landed), money and prices, experience and levels (osr-advancement's
//! `block_dodge_parry::GROWTH` has only training), and training a
//! permanent wound's penalty away, which osr-health's [`Body`] has no
//! change for.
//!
//! # Examples
//!
//! ```
//! use osr_health::block_dodge_parry::FatigueSource;
//! use osr_sheet::block_dodge_parry::{Gear, Sheet};
//!
//! let mut sheet = Sheet::new([12, 10, 9], 6)?.with_gear(Gear::new("rope", 2)?)?;
//! sheet.gain_fatigue(FatigueSource::Blocking, 3)?;
//! // 1 waterskin + 2 rope + 3 Fatigue.
//! assert_eq!(sheet.load()?.free(), 4);
//! # Ok::<(), osr_sheet::Error>(())
//! ```

#[cfg(feature = "serde")]
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_advancement::block_dodge_parry::PermanentWound;
use osr_check::block_dodge_parry::{Ability, Save, Skill};
pub use osr_combat::block_dodge_parry::Event;
use osr_combat::block_dodge_parry::{Harm, Hp, Landed};
use osr_core::{FaceSource, UsageDie};
use osr_encumbrance::LoadModel;
use osr_encumbrance::slots::{Assessment, Inventory, WATERSKIN_SLOTS};
use osr_equipment::block_dodge_parry::WATERSKIN_FULL;
use osr_health::block_dodge_parry::{
    Area, Breath, FatigueSource, Level, Meal, Rest, Stacking, Treatment, Wound,
};
pub use osr_health::block_dodge_parry::{Body, Track};

use crate::Error;
#[cfg(feature = "serde")]
use crate::checks::at_most;

/// The `system` key of a Block, Dodge, Parry sheet document.
pub const SYSTEM: &str = "block_dodge_parry";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The longest name (a career, a skill, a piece of gear), in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The most skills on a sheet.
pub const MAX_SKILLS: usize = 16;

/// The most pieces of gear on a sheet (no more than there are slots).
pub const MAX_GEAR: usize = 10;

/// The most slots one piece of gear takes.
pub const MAX_GEAR_SLOTS: u32 = 10;

/// A name given by the table (a career, a skill, a piece of gear): 1 to
/// [`MAX_NAME_CHARS`] characters, compared without regard to case.
///
/// # Examples
///
/// ```
/// use osr_sheet::block_dodge_parry::Name;
///
/// assert!(Name::new("Thief")?.matches("thief"));
/// assert_eq!(Name::new("").unwrap_err().kind(), "bad_text");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Name(alloc::string::String);

impl Name {
    /// A name, checked.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] when it is empty or longer than
    /// [`MAX_NAME_CHARS`].
    pub fn new(text: &str) -> Result<Self, Error> {
        Self::checked("name", text)
    }

    fn checked(what: &'static str, text: &str) -> Result<Self, Error> {
        let len = text.chars().count();
        if len == 0 || len > MAX_NAME_CHARS {
            return Err(Error::BadText {
                what,
                len,
                max: MAX_NAME_CHARS,
            });
        }
        Ok(Self(alloc::string::String::from(text)))
    }

    /// The name as written.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `other` is this name, without regard to case.
    #[must_use]
    pub fn matches(&self, other: &str) -> bool {
        self.0.to_lowercase() == other.to_lowercase()
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A piece of gear other than the waterskin: its name and the slots it
/// takes (1 to [`MAX_GEAR_SLOTS`]; the rules chapter lists no gear, so the
/// count is the table's).
///
/// # Examples
///
/// ```
/// use osr_sheet::block_dodge_parry::Gear;
///
/// assert_eq!(Gear::new("lantern", 1)?.slots(), 1);
/// assert_eq!(Gear::new("lantern", 0).unwrap_err().kind(), "out_of_range");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GearEntry", into = "GearEntry"))]
pub struct Gear {
    name: Name,
    slots: u32,
}

impl Gear {
    /// Gear named `name` taking `slots` slots.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("gear") for a bad name, [`Error::Core`]
    /// (`OutOfRange`, "gear slots") outside 1..=[`MAX_GEAR_SLOTS`].
    pub fn new(name: &str, slots: impl Into<i64>) -> Result<Self, Error> {
        let name = Name::checked("gear", name)?;
        let slots =
            osr_core::Error::check_range("gear slots", slots.into(), 1, i64::from(MAX_GEAR_SLOTS))?;
        Ok(Self {
            name,
            slots: u32::try_from(slots).map_err(|_| Error::Overflow { what: "gear slots" })?,
        })
    }

    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// Slots it takes.
    #[must_use]
    pub const fn slots(&self) -> u32 {
        self.slots
    }
}

/// A piece of gear as written in a sheet document.
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GearEntry {
    /// The name.
    pub name: String,
    /// Slots it takes.
    pub slots: i64,
}

#[cfg(feature = "serde")]
impl TryFrom<GearEntry> for Gear {
    type Error = Error;

    fn try_from(entry: GearEntry) -> Result<Self, Error> {
        Self::new(&entry.name, entry.slots)
    }
}

#[cfg(feature = "serde")]
impl From<Gear> for GearEntry {
    fn from(gear: Gear) -> Self {
        Self {
            name: String::from(gear.name.as_str()),
            slots: i64::from(gear.slots),
        }
    }
}

/// A Block, Dodge, Parry character sheet.
///
/// Built with [`Sheet::new`] (abilities at their maxima, full HP, a full
/// waterskin) and the `with_*` methods, each checked: every score at most
/// its maximum, HP at most their maximum, everything in the slots there
/// are, and HP 0 when every slot is full.
///
/// With the `serde` feature a sheet is the versioned document
/// [`SheetDocument`] (`{"system": "block_dodge_parry", "version": 1,
/// ...}`), read back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_sheet::block_dodge_parry::Sheet;
///
/// let sheet = Sheet::new([12, 10, 9], 6)?.with_score(Ability::Str, 7)?;
/// let str = sheet.body().track(Ability::Str);
/// assert_eq!((str.current(), str.max()), (7, 12));
/// assert_eq!(sheet.with_score(Ability::Str, 13).unwrap_err().kind(), "out_of_range");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SheetDocument", into = "SheetDocument")
)]
pub struct Sheet {
    body: Body,
    hp: Hp,
    permanent: Vec<PermanentWound>,
    career: Option<Name>,
    skills: Vec<Name>,
    waterskin: Option<UsageDie>,
    gear: Vec<Gear>,
}

fn score(value: i64) -> Result<i32, Error> {
    i32::try_from(value).map_err(|_| {
        Error::Core(osr_core::Error::OutOfRange {
            what: "ability score",
            value,
            min: 0,
            max: i64::from(i32::MAX),
        })
    })
}

impl Sheet {
    /// A character with STR, DEX and WIL at these maxima (and at them
    /// now), `max_hp` HP (full), a full waterskin, no Fatigue, wounds,
    /// career, skills or other gear.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a negative score or HP outside
    /// osr-combat's range.
    pub fn new(maxima: [i64; 3], max_hp: i64) -> Result<Self, Error> {
        let track = |max: i64| -> Result<Track, Error> {
            let max = score(max)?;
            Ok(Track::new(max, max)?)
        };
        Ok(Self {
            body: Body::new(track(maxima[0])?, track(maxima[1])?, track(maxima[2])?),
            hp: Hp::new(max_hp, max_hp)?,
            permanent: Vec::new(),
            career: None,
            skills: Vec::new(),
            waterskin: Some(WATERSKIN_FULL),
            gear: Vec::new(),
        })
    }

    /// The same sheet with a body given as osr-health's state (scores,
    /// Fatigue, wounds, deprivation), checked against the gear's slots;
    /// `permanent` names, for each of its permanent wounds in order, the
    /// ability it lowered and whether that was trained back.
    ///
    /// # Errors
    ///
    /// [`Error::Mismatch`] when `permanent` does not have one entry per
    /// permanent wound, or when every slot is full and HP are not 0;
    /// [`Error::Health`] (`NoFreeSlot`) when the body does not fit beside
    /// the gear.
    pub fn with_body(mut self, body: Body, permanent: &[PermanentWound]) -> Result<Self, Error> {
        self.body = body;
        self.permanent = permanent.to_vec();
        self.check()?;
        Ok(self)
    }

    /// The same sheet with one ability's current score (lowered as loss,
    /// raised as recovery, never past the maximum).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside 0..=its maximum;
    /// [`Error::Mismatch`] for a score raised while deprived, when nothing
    /// recovers.
    pub fn with_score(mut self, ability: Ability, current: i64) -> Result<Self, Error> {
        let track = self.body.track(ability);
        let target = Track::new(score(current)?, track.max())?.current();
        let now = track.current();
        let by = target.abs_diff(now);
        if target < now {
            self.body.lose(ability, by);
        } else {
            self.body.recover(ability, by);
        }
        let got = self.body.track(ability).current();
        if got != target {
            return Err(Error::Mismatch {
                what: "ability score",
                value: i64::from(got),
                other: "the score given while deprived,",
                expected: i64::from(target),
            });
        }
        Ok(self)
    }

    /// The same sheet with `current` HP.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above the maximum;
    /// [`Error::Mismatch`] for HP above 0 with every slot full.
    pub fn with_hp(mut self, current: i64) -> Result<Self, Error> {
        self.hp = Hp::new(current, i64::from(self.hp.max()))?;
        self.check()?;
        Ok(self)
    }

    /// The same sheet with this career.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("career") for a bad name.
    pub fn with_career(mut self, career: &str) -> Result<Self, Error> {
        self.career = Some(Name::checked("career", career)?);
        Ok(self)
    }

    /// The same sheet with one more skill.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("skill") for a bad name, [`Error::TooMany`] past
    /// [`MAX_SKILLS`].
    pub fn with_skill(mut self, skill: &str) -> Result<Self, Error> {
        let skill = Name::checked("skill", skill)?;
        if self.skills.len() >= MAX_SKILLS {
            return Err(Error::TooMany {
                what: "skills",
                len: self.skills.len() + 1,
                max: MAX_SKILLS,
            });
        }
        self.skills.push(skill);
        Ok(self)
    }

    /// The same sheet with this waterskin (`None`: no waterskin, its slot
    /// free).
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`NoFreeSlot`) when a waterskin does not fit.
    pub fn with_waterskin(mut self, waterskin: Option<UsageDie>) -> Result<Self, Error> {
        self.waterskin = waterskin;
        self.check()?;
        Ok(self)
    }

    /// The same sheet carrying one more piece of gear.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_GEAR`] pieces, [`Error::Health`]
    /// (`NoFreeSlot`) when it does not fit.
    pub fn with_gear(mut self, gear: Gear) -> Result<Self, Error> {
        if self.gear.len() >= MAX_GEAR {
            return Err(Error::TooMany {
                what: "gear",
                len: self.gear.len() + 1,
                max: MAX_GEAR,
            });
        }
        self.gear.push(gear);
        self.check()?;
        Ok(self)
    }

    /// Drops the piece of gear at `index`, freeing its slots.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] ("gear index") for an index past the gear.
    pub fn drop_gear(&mut self, index: usize) -> Result<Gear, Error> {
        if index >= self.gear.len() {
            return Err(Error::TooMany {
                what: "gear index",
                len: index + 1,
                max: self.gear.len(),
            });
        }
        Ok(self.gear.remove(index))
    }

    /// osr-health's body: abilities, Fatigue, wounds, deprivation.
    #[must_use]
    pub const fn body(&self) -> &Body {
        &self.body
    }

    /// HP (osr-combat's hit protection).
    #[must_use]
    pub const fn hp(&self) -> Hp {
        self.hp
    }

    /// The career, if any.
    #[must_use]
    pub const fn career(&self) -> Option<&Name> {
        self.career.as_ref()
    }

    /// Skills.
    #[must_use]
    pub fn skills(&self) -> &[Name] {
        &self.skills
    }

    /// The waterskin's usage die, if one is carried.
    #[must_use]
    pub const fn waterskin(&self) -> Option<UsageDie> {
        self.waterskin
    }

    /// Gear other than the waterskin.
    #[must_use]
    pub fn gear(&self) -> &[Gear] {
        &self.gear
    }

    /// The inventory as osr-encumbrance's slots model counts it: gear
    /// (the waterskin and the rest), Fatigue, and wounds by level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::block_dodge_parry::FatigueSource;
    /// use osr_sheet::block_dodge_parry::{Gear, Sheet};
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?.with_gear(Gear::new("shield", 2)?)?;
    /// sheet.gain_fatigue(FatigueSource::Blocking, 1)?;
    /// let inventory = sheet.inventory();
    /// assert_eq!((inventory.items, inventory.fatigue), (3, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn inventory(&self) -> Inventory {
        let gear: u32 = self.gear.iter().map(Gear::slots).sum();
        let water = if self.waterskin.is_some() {
            WATERSKIN_SLOTS
        } else {
            0
        };
        let count = |level: Level| {
            u32::try_from(
                self.body
                    .wounds()
                    .iter()
                    .filter(|w| w.level() == level)
                    .count(),
            )
            .unwrap_or(u32::MAX)
        };
        Inventory {
            items: gear.saturating_add(water),
            fatigue: self.body.fatigue(),
            light_wounds: count(Level::Light),
            severe_wounds: count(Level::Severe),
            permanent_wounds: count(Level::Permanent),
        }
    }

    /// The load: slots filled against the slots there are.
    ///
    /// # Errors
    ///
    /// [`Error::Encumbrance`] when the counts do not add up.
    pub fn load(&self) -> Result<Assessment, Error> {
        Ok(self.inventory().assess()?)
    }

    /// Checks the slots and HP: everything fits, and HP are 0 when every
    /// slot is full.
    fn check(&self) -> Result<(), Error> {
        let permanent = self.inventory().permanent_wounds;
        if usize::try_from(permanent).ok() != Some(self.permanent.len()) {
            return Err(Error::Mismatch {
                what: "permanent wound attributes",
                value: i64::try_from(self.permanent.len()).unwrap_or(i64::MAX),
                other: "the permanent wounds",
                expected: i64::from(permanent),
            });
        }
        let load = self.load()?;
        if load.load() > load.capacity() {
            return Err(osr_health::Error::NoFreeSlot {
                needed: load.load() - load.capacity(),
                free: 0,
            }
            .into());
        }
        if load.effects().hp_zero && self.hp.current() > 0 {
            return Err(Error::Mismatch {
                what: "HP",
                value: i64::from(self.hp.current()),
                other: "the HP of a character with every slot full,",
                expected: 0,
            });
        }
        Ok(())
    }

    /// Commits a changed sheet after checking its slots; with every slot
    /// full, HP drop to 0 (an [`Event::HpLost`]).
    fn commit(&mut self, mut next: Self, mut events: Vec<Event>) -> Result<Vec<Event>, Error> {
        let load = next.load()?;
        if load.load() > load.capacity() {
            let before = self.load()?;
            return Err(osr_health::Error::NoFreeSlot {
                needed: load.load().saturating_sub(before.load()),
                free: before.free(),
            }
            .into());
        }
        if load.effects().hp_zero && next.hp.current() > 0 {
            events.push(Event::HpLost {
                from: next.hp.current(),
                to: 0,
            });
            next.hp = Hp::new(0, i64::from(next.hp.max()))?;
        }
        *self = next;
        Ok(events)
    }

    fn body_events(events: Vec<osr_health::block_dodge_parry::Event>) -> Vec<Event> {
        events
            .into_iter()
            .map(|change| Event::Body { change })
            .collect()
    }

    /// A save against an ability's current score (osr-check's Block,
    /// Dodge, Parry save).
    ///
    /// # Errors
    ///
    /// None for a checked sheet; osr-check's range error otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_check::{Check, PassFail, Resolved};
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let sheet = Sheet::new([12, 10, 9], 6)?;
    /// let str = sheet.save(Ability::Str)?;
    /// assert_eq!(str.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Pass);
    /// assert_eq!(str.roll(&mut SuppliedFaces::new(&[13]))?.band(), PassFail::Fail);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn save(&self, ability: Ability) -> Result<Save, Error> {
        Ok(Save::new(self.body.track(ability).current())?)
    }

    /// The descriptors the current scores earn (15 or more: tough, deft,
    /// resolute), each an implicit skill.
    #[must_use]
    pub fn descriptors(&self) -> Vec<&'static str> {
        [Ability::Str, Ability::Dex, Ability::Wil]
            .into_iter()
            .filter(|a| self.body.track(*a).current() >= osr_check::block_dodge_parry::HIGH_ABILITY)
            .map(Ability::descriptor)
            .collect()
    }

    /// The Skill factor of Time, Gear & Skill for a task that `suits` these
    /// careers and skills (names, without regard to case) and calls on
    /// `ability` (BDP-1.4.career-skill): one specialisation when the
    /// career or a skill suits it, then the ability's current score (15 or
    /// more a benefit, 6 or less a hindrance).
    ///
    /// # Errors
    ///
    /// None for a checked sheet; osr-check's range error otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let thief = Sheet::new([12, 10, 9], 6)?.with_career("thief")?;
    /// assert!(thief.skill_factor(&["thief"], Ability::Dex)?.present());
    /// assert!(!thief.skill_factor(&["sailor"], Ability::Dex)?.present());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn skill_factor(&self, suits: &[&str], ability: Ability) -> Result<Skill, Error> {
        let specialised = self
            .career
            .iter()
            .chain(self.skills.iter())
            .any(|name| suits.iter().any(|s| name.matches(s)));
        let skill = if specialised {
            Skill::NONE.specialised()
        } else {
            Skill::NONE
        };
        Ok(skill.with_ability(self.body.track(ability).current())?)
    }

    /// Whether the character's attacks are impaired (BDP-core.impaired):
    /// while it carries a wound of an arm injury, as a critical injury to
    /// an arm leaves (what impaired does to an attack is the combat
    /// rules').
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Area, Level, Stacking, Wound};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// let arm = Wound::new("sword wound", Level::Severe, Some(Area::LeftArm))?;
    /// sheet.take_wound(arm, Stacking::NewSlot, Ability::Str)?;
    /// assert!(sheet.attacks_impaired());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn attacks_impaired(&self) -> bool {
        self.body
            .wounds()
            .iter()
            .any(|w| matches!(w.area(), Some(Area::LeftArm | Area::RightArm)))
    }

    /// Gains Fatigue from `source` (osr-health's [`Body::fatigue_from`]):
    /// one slot each, beside the gear.
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`NoFreeSlot`) when it does not fit; the sheet is
    /// unchanged.
    pub fn gain_fatigue(&mut self, source: FatigueSource, count: u32) -> Result<Vec<Event>, Error> {
        let mut next = self.clone();
        let events = Self::body_events(next.body.fatigue_from(source, count)?);
        self.commit(next, events)
    }

    /// Takes a wound (osr-health's [`Body::take_wound`]): a slot unless it
    /// escalates one of its type; a permanent wound lowers `fitting`'s
    /// maximum by 1 and keeps its slot for good.
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`NoFreeSlot`) when it does not fit; the sheet is
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Level, Stacking, Wound};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// let burn = || Wound::new("burn", Level::Light, None);
    /// sheet.take_wound(burn()?, Stacking::NewSlot, Ability::Str)?;
    /// sheet.take_wound(burn()?, Stacking::Escalate, Ability::Str)?;
    /// // One Severe burn in one slot, beside the waterskin.
    /// assert_eq!(sheet.inventory().severe_wounds, 1);
    /// assert_eq!(sheet.load()?.free(), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn take_wound(
        &mut self,
        wound: Wound,
        stacking: Stacking,
        fitting: Ability,
    ) -> Result<Vec<Event>, Error> {
        let mut next = self.clone();
        let events = Self::body_events(next.body.take_wound(wound, stacking, fitting)?);
        next.record_permanent(fitting);
        self.commit(next, events)
    }

    /// Notes `fitting` for every permanent wound the body has that the
    /// sheet has not named yet.
    fn record_permanent(&mut self, fitting: Ability) {
        let count = usize::try_from(self.inventory().permanent_wounds).unwrap_or(usize::MAX);
        while self.permanent.len() < count {
            self.permanent.push(PermanentWound::new(fitting));
        }
    }

    /// The permanent wounds' penalties (osr-advancement's
    /// [`PermanentWound`]): for each permanent wound, in the order they
    /// came, the ability it lowered and whether that was trained back.
    #[must_use]
    pub fn permanent_wounds(&self) -> &[PermanentWound] {
        &self.permanent
    }

    /// Trains away the penalty of the permanent wound at `index` (in
    /// [`Sheet::permanent_wounds`]; osr-advancement's
    /// [`PermanentWound::train`]): its ability's maximum rises by 1 back,
    /// the wound and its lost slot stay (how long training takes is the
    /// referee's call).
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] ("permanent wound index") past the permanent
    /// wounds; [`Error::Advancement`] (`Invalid`) when it was trained
    /// already. The sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Level, Stacking, Wound};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 12], 6)?;
    /// let nerves = Wound::new("nerve damage", Level::Permanent, None)?;
    /// sheet.take_wound(nerves, Stacking::NewSlot, Ability::Wil)?;
    /// assert_eq!(sheet.body().track(Ability::Wil).max(), 11);
    /// sheet.train(0)?;
    /// assert_eq!(sheet.body().track(Ability::Wil).max(), 12);
    /// assert_eq!(sheet.load()?.free(), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn train(&mut self, index: usize) -> Result<Vec<Event>, Error> {
        let count = self.permanent.len();
        let wound = self.permanent.get(index).ok_or(Error::TooMany {
            what: "permanent wound index",
            len: index + 1,
            max: count,
        })?;
        let trained = wound.train()?;
        let mut next = self.clone();
        let events = Self::body_events(next.body.raise_maximum(trained.attribute)?);
        next.permanent[index] = trained;
        self.commit(next, events)
    }

    /// Heals the wound at `index` (osr-health's [`Body::heal_wound`]).
    ///
    /// # Errors
    ///
    /// osr-health's `NoSuchWound` and `PermanentWound`.
    pub fn heal_wound(&mut self, index: usize) -> Result<Vec<Event>, Error> {
        Ok(Self::body_events(self.body.heal_wound(index)?))
    }

    /// Lands a blow or harm (osr-combat's [`Harm::land`]): HP first when
    /// it could be defended against, the rest to the ability, then the
    /// Critical Damage Save when called for.
    ///
    /// # Errors
    ///
    /// osr-combat's errors, and [`Error::Health`] (`NoFreeSlot`) when an
    /// injury's wound does not fit beside the gear; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_combat::block_dodge_parry::{Harm, Route};
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 4)?;
    /// // 6 from a blade: 4 HP, then 2 STR.
    /// let blade = Harm::new(6, Route::Defensible, Ability::Str)?;
    /// let landed = sheet.land(&blade, &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!((landed.hp_lost(), landed.ability_damage()), (4, 2));
    /// assert_eq!(sheet.body().track(Ability::Str).current(), 10);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn land<S: FaceSource + ?Sized>(
        &mut self,
        harm: &Harm,
        source: &mut S,
    ) -> Result<Landed, Error> {
        let mut next = self.clone();
        let landed = harm.land(&mut next.hp, &mut next.body, source)?;
        // A blow's wounds are Severe; none becomes permanent here.
        next.record_permanent(harm.ability());
        // The blow's own events say what it did; a full inventory's HP drop
        // is already among them (osr-health's `SlotsFull`) or shows in HP.
        self.commit(next, Vec::new())?;
        Ok(landed)
    }

    /// Sleeps (osr-health's [`Body::sleep`]); after a comfortable rest
    /// `restore` names the ability that gets 1 point of loss back.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::block_dodge_parry::{FatigueSource, Rest};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// sheet.gain_fatigue(FatigueSource::Dodging, 2)?;
    /// sheet.sleep(Rest::Normal, None);
    /// assert_eq!(sheet.body().fatigue(), 0);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn sleep(&mut self, rest: Rest, restore: Option<Ability>) -> Vec<Event> {
        Self::body_events(self.body.sleep(rest, restore))
    }

    /// A day without a meal: deprived.
    pub fn go_hungry(&mut self) -> Vec<Event> {
        Self::body_events(self.body.go_hungry())
    }

    /// Eats a meal (osr-health's [`Body::eat`]).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails (a desperate meal's WIL
    /// save); the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::block_dodge_parry::{FatigueSource, Meal};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// sheet.gain_fatigue(FatigueSource::Fiction, 3)?;
    /// sheet.eat(Meal::Simple, &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!(sheet.body().fatigue(), 2);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn eat<S: FaceSource + ?Sized>(
        &mut self,
        meal: Meal,
        source: &mut S,
    ) -> Result<Vec<Event>, Error> {
        Ok(Self::body_events(
            self.body.eat(meal, source)?.events().to_vec(),
        ))
    }

    /// A day of treatment (osr-health's [`Body::treat`]): 1d4 back to its
    /// ability, nothing while deprived.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_core::SuppliedFaces;
    /// use osr_health::block_dodge_parry::Treatment;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?.with_score(Ability::Dex, 5)?;
    /// sheet.treat(Treatment::Spa, &mut SuppliedFaces::new(&[2]))?;
    /// assert_eq!(sheet.body().track(Ability::Dex).current(), 7);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn treat<S: FaceSource + ?Sized>(
        &mut self,
        treatment: Treatment,
        source: &mut S,
    ) -> Result<Vec<Event>, Error> {
        Ok(Self::body_events(
            self.body.treat(treatment, source)?.events().to_vec(),
        ))
    }

    /// Catches its breath (osr-health's [`Body::catch_breath`]): all HP
    /// back and the waterskin's usage die rolled; nothing without water,
    /// while deprived, or with every slot full (HP stay 0 then).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{SuppliedFaces, UsageDie};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?.with_hp(2)?;
    /// // A drink: HP 6, and the full waterskin's d8 rolls 2: down to d6.
    /// sheet.catch_breath(&mut SuppliedFaces::new(&[2]))?;
    /// assert_eq!((sheet.hp().current(), sheet.waterskin()), (6, Some(UsageDie::D6)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn catch_breath<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
    ) -> Result<Option<Breath>, Error> {
        let Some(waterskin) = self.waterskin else {
            return Ok(None);
        };
        if self.load()?.effects().hp_zero {
            return Ok(None);
        }
        let breath = self
            .body
            .catch_breath(self.hp.current(), self.hp.max(), waterskin, source)?;
        self.hp = Hp::new(i64::from(breath.hp), i64::from(self.hp.max()))?;
        self.waterskin = Some(breath.waterskin);
        Ok(Some(breath))
    }
}

/// The versioned JSON document of a [`Sheet`], in plain fields: reading
/// it into a sheet (`Sheet::try_from`) checks every field and gives a
/// typed [`Error`] naming it.
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SheetDocument {
    /// Always [`SYSTEM`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = SYSTEM)))]
    pub system: String,
    /// Always [`VERSION`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = VERSION)))]
    pub version: u64,
    /// osr-health's body: `{"str": {"current": 12, "max": 12}, "dex":
    /// ..., "wil": ..., "fatigue": 0, "wounds": [...]}` (checked by
    /// osr-health as it is read).
    pub body: Body,
    /// For each permanent wound in `body`, in order, the ability it
    /// lowered and whether that was trained back (osr-advancement's
    /// `{"attribute": "WIL", "trained": false}`).
    #[serde(default)]
    pub permanent: Vec<PermanentWound>,
    /// HP now.
    pub hp: i64,
    /// Most HP.
    pub max_hp: i64,
    /// The career, if any.
    #[serde(default)]
    pub career: Option<String>,
    /// Skills, at most [`MAX_SKILLS`].
    #[serde(default)]
    pub skills: Vec<String>,
    /// The waterskin's usage die (`"d8"` .. `"empty"`), or none.
    #[serde(default)]
    pub waterskin: Option<UsageDie>,
    /// Other gear, at most [`MAX_GEAR`] pieces.
    #[serde(default)]
    pub gear: Vec<GearEntry>,
}

#[cfg(feature = "serde")]
impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        at_most("skills", doc.skills.len(), MAX_SKILLS)?;
        at_most("gear", doc.gear.len(), MAX_GEAR)?;
        at_most("permanent", doc.permanent.len(), MAX_GEAR)?;
        let mut sheet = Self {
            body: doc.body,
            hp: Hp::new(doc.hp, doc.max_hp)?,
            permanent: doc.permanent,
            career: doc
                .career
                .as_deref()
                .map(|c| Name::checked("career", c))
                .transpose()?,
            skills: Vec::new(),
            waterskin: doc.waterskin,
            gear: Vec::new(),
        };
        for skill in &doc.skills {
            sheet.skills.push(Name::checked("skill", skill)?);
        }
        for gear in doc.gear {
            sheet.gear.push(Gear::try_from(gear)?);
        }
        sheet.check()?;
        Ok(sheet)
    }
}

#[cfg(feature = "serde")]
impl From<Sheet> for SheetDocument {
    fn from(sheet: Sheet) -> Self {
        Self {
            system: String::from(SYSTEM),
            version: VERSION,
            hp: i64::from(sheet.hp.current()),
            max_hp: i64::from(sheet.hp.max()),
            body: sheet.body,
            permanent: sheet.permanent,
            career: sheet.career.map(|c| String::from(c.as_str())),
            skills: sheet
                .skills
                .iter()
                .map(|s| String::from(s.as_str()))
                .collect(),
            waterskin: sheet.waterskin,
            gear: sheet.gear.into_iter().map(GearEntry::from).collect(),
        }
    }
}
