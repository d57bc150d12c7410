//! The sheet: what it keeps, how it is built from given values and kept
//! consistent, and its plain accessors.

use alloc::vec::Vec;

use osr_advancement::block_dodge_parry::PermanentWound;
use osr_check::block_dodge_parry::Ability;
use osr_combat::block_dodge_parry::{Event, Hp};
use osr_core::UsageDie;
use osr_encumbrance::LoadModel;
use osr_equipment::block_dodge_parry::WATERSKIN_FULL;
use osr_health::block_dodge_parry::{Body, Track};

#[cfg(feature = "serde")]
use super::SheetDocument;
use super::{Gear, MAX_SKILLS, Name};
use crate::Error;

/// A Block, Dodge, Parry character sheet.
///
/// Built with [`Sheet::new`] (abilities at their maxima, full HP, a full
/// waterskin) and the `with_*` methods, each checked: every score at most
/// its maximum, HP at most their maximum, everything in the slots there
/// are, and HP 0 when every slot is full.
///
/// With the `serde` feature a sheet is the versioned document
#[cfg_attr(
    feature = "serde",
    doc = " [`SheetDocument`] (`{\"system\": \"block_dodge_parry\", \"version\": 1,"
)]
#[cfg_attr(
    not(feature = "serde"),
    doc = " `SheetDocument` (`{\"system\": \"block_dodge_parry\", \"version\": 1,"
)]
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
    serde(
        try_from = "osr_core::strict::Strictly<SheetDocument>",
        into = "SheetDocument"
    )
)]
pub struct Sheet {
    pub(super) body: Body,
    pub(super) hp: Hp,
    pub(super) permanent: Vec<PermanentWound>,
    pub(super) career: Option<Name>,
    pub(super) skills: Vec<Name>,
    pub(super) waterskin: Option<UsageDie>,
    pub(super) gear: Vec<Gear>,
}

sheet_document!("a Block, Dodge, Parry sheet");

impl Sheet {
    /// A character with STR, DEX and WIL at these maxima (and at them
    /// now), `max_hp` HP (full), a full waterskin, no Fatigue, wounds,
    /// career, skills or other gear.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a negative score or HP outside
    /// osr-combat's range.
    pub fn new(maxima: [i32; 3], max_hp: u32) -> Result<Self, Error> {
        let track = |max: i32| -> Result<Track, Error> { Ok(Track::new(max, max)?) };
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
    pub fn with_score(mut self, ability: Ability, current: i32) -> Result<Self, Error> {
        let track = self.body.track(ability);
        let target = Track::new(current, track.max())?.current();
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
    pub fn with_hp(mut self, current: u32) -> Result<Self, Error> {
        self.hp = Hp::new(current, self.hp.max())?;
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

    /// Checks the slots and HP: everything fits, and HP are 0 when every
    /// slot is full.
    pub(super) fn check(&self) -> Result<(), Error> {
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
    pub(super) fn commit(
        &mut self,
        mut next: Self,
        mut events: Vec<Event>,
    ) -> Result<Vec<Event>, Error> {
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
            next.hp = Hp::new(0, next.hp.max())?;
        }
        *self = next;
        Ok(events)
    }

    pub(super) fn body_events(events: Vec<osr_health::block_dodge_parry::Event>) -> Vec<Event> {
        events
            .into_iter()
            .map(|change| Event::Body { change })
            .collect()
    }
}
