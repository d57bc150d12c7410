//! The class and initiation bonuses, derived from the sheet: ability
//! checks and the flags the referee consumes.

use osr_advancement::constitution::Ability;
use osr_check::constitution::AbilityCheck;

use super::{Class, Initiation, Sheet};
use crate::Error;

/// What kind of check a bonus is asked for ([`Sheet::bonus`]).
///
/// ```
/// use osr_sheet::constitution::{Abilities, CheckKind, Class, Initiation, Sheet};
///
/// let scout = Sheet::new(Abilities::new([10; 5])?, 3)?
///     .with_class(Some(Class::Adventurer))?
///     .with_initiation(Initiation::KeenEye)?;
/// assert_eq!(scout.bonus(CheckKind::Search)?, 1);
/// assert_eq!(scout.bonus(CheckKind::Other)?, 0);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CheckKind {
    /// The initiative roll (combat).
    Initiative,
    /// An attack roll (combat).
    Attack,
    /// A defence roll (combat).
    Defence,
    /// An injury save (combat).
    InjurySave,
    /// A knowledge check.
    Knowledge,
    /// A knowledge check about people, places or current events.
    PeoplePlacesEvents,
    /// A check of whole-body movement or contortion.
    WholeBody,
    /// A check searching for hidden things.
    Search,
    /// Any other check.
    Other,
}

impl Sheet {
    /// What the class and initiations add to a check of `kind`: the level
    /// for a fighter's combat checks (TC-7.1) and a sage's knowledge
    /// checks (TC-8.1); the level again for a wanderer's checks about
    /// people, places and events (TC-10.1, stacking with the sage's), a
    /// circus acrobat's whole-body movement (TC-9.2) and a keen eye's
    /// searching (TC-9.4).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, CheckKind, Class, Sheet};
    ///
    /// let fighter = Sheet::new(Abilities::new([13, 12, 10, 10, 10])?, 3)?
    ///     .with_class(Some(Class::Fighter))?
    ///     .with_xp(3_000)?;
    /// assert_eq!(fighter.bonus(CheckKind::Initiative)?, 3);
    /// assert_eq!(fighter.bonus(CheckKind::Knowledge)?, 0);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn bonus(&self, kind: CheckKind) -> Result<i32, Error> {
        let level = i32::try_from(self.level()?).map_err(|_| Error::Overflow { what: "level" })?;
        let class = match (self.class, kind) {
            (
                Some(Class::Fighter),
                CheckKind::Initiative
                | CheckKind::Attack
                | CheckKind::Defence
                | CheckKind::InjurySave,
            )
            | (Some(Class::Sage), CheckKind::Knowledge | CheckKind::PeoplePlacesEvents) => level,
            _ => 0,
        };
        let initiation = match kind {
            CheckKind::PeoplePlacesEvents => Some(Initiation::Wanderer),
            CheckKind::WholeBody => Some(Initiation::CircusAcrobat),
            CheckKind::Search => Some(Initiation::KeenEye),
            _ => None,
        };
        let extra = match initiation {
            Some(i) if self.has(i) => level,
            _ => 0,
        };
        Ok(class + extra)
    }

    /// The ability check of a `kind` with `ability` against `dc`, with
    /// [`Sheet::bonus`] as its modifier (osr-check's [`AbilityCheck`]).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`]; osr-check's range errors for the DC.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::Check;
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Abilities, Ability, CheckKind, Class, Sheet};
    ///
    /// let sage = Sheet::new(Abilities::new([9, 10, 14, 12, 10])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_xp(1_500)?;
    /// let check = sage.check(CheckKind::Knowledge, Ability::Kno, 20)?;
    /// let roll = check.roll(&mut SuppliedFaces::new(&[4]))?;
    /// assert_eq!(roll.total(), 20); // 1d20 + 14 + 2
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn check(&self, kind: CheckKind, ability: Ability, dc: i32) -> Result<AbilityCheck, Error> {
        Ok(AbilityCheck::new(self.abilities.get(ability), dc)?
            .with_modifier(self.modifier(kind)?)?)
    }

    /// What a check of `kind` adds in all: [`Sheet::bonus`] and every
    /// deprivation penalty (fasting, starving, thirst and sleep loss go on
    /// all checks, TC-15.2 to TC-15.6). [`Sheet::check`] and
    /// [`Sheet::injury_saves`] use it.
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::deprivation::{Day, Food};
    /// use osr_sheet::constitution::{Abilities, CheckKind, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// sheet.live_day(Day::eating(Food::None), &mut SuppliedFaces::new(&[]))?;
    /// assert_eq!(sheet.modifier(CheckKind::Other)?, -2); // fasting
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn modifier(&self, kind: CheckKind) -> Result<i32, Error> {
        Ok(self.bonus(kind)? + self.deprivation.penalty())
    }

    /// Free tactical actions each combat round: 1 for a tactician
    /// (TC-7.3), else 0. The fight is the referee's (or osr-combat's
    /// caller's) to run.
    #[must_use]
    pub fn tactical_actions(&self) -> u32 {
        u32::from(self.has(Initiation::Tactician))
    }

    /// Whether the character identifies magic items and potions with some
    /// basic study (artifact knowledge, TC-8.6); what they learn is the
    /// referee's.
    #[must_use]
    pub fn identifies_artifacts(&self) -> bool {
        self.has(Initiation::ArtifactKnowledge)
    }

    /// D20 re-rolls a session: the level for an adventurer (TC-9.1), else
    /// 0.
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    pub fn rerolls(&self) -> Result<u32, Error> {
        Ok(if self.class == Some(Class::Adventurer) {
            self.level()?
        } else {
            0
        })
    }
}
