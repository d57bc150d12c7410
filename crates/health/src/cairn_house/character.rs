//! A character's health under Cairn House Rules: the ability scores,
//! the state and its JSON document, built and read.

use alloc::vec::Vec;

use osr_check::cairn_house::{Ability, AbilityScore};

use super::{
    CRITICAL_MINUTES, DeathCause, Event, Fatigue, GrievousWound, Hp, MAX_WOUNDS, Rules,
    WoundEffects,
};
use crate::Error;

/// An ability score and the score it heals back to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ScoreDocument"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseScore"))]
pub struct Score {
    pub(super) current: AbilityScore,
    pub(super) max: AbilityScore,
}

/// The plain fields of a [`Score`] as JSON has them: reading one into a
/// score (`Score::try_from`) checks the range and that `current` is at
/// most `max`, with a typed [`Error`].
#[cfg(feature = "serde")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScoreDocument {
    /// The score now.
    pub current: i64,
    /// The score it heals back to.
    pub max: i64,
}

#[cfg(feature = "serde")]
impl TryFrom<ScoreDocument> for Score {
    type Error = Error;

    fn try_from(doc: ScoreDocument) -> Result<Self, Error> {
        let current = AbilityScore::new(doc.current)?;
        let max = AbilityScore::new(doc.max)?;
        Self::new(current.get(), max.get())
    }
}

impl Score {
    /// A score of `current` out of `max`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside 0..=20,
    /// [`Error::AboveMaximum`] when `current` exceeds `max`.
    pub fn new(current: i32, max: i32) -> Result<Self, Error> {
        let score = Self {
            current: AbilityScore::new(current)?,
            max: AbilityScore::new(max)?,
        };
        if current > max {
            return Err(Error::AboveMaximum {
                what: "ability score",
                value: current.into(),
                max: max.into(),
            });
        }
        Ok(score)
    }

    /// The score now.
    #[must_use]
    pub const fn current(&self) -> i32 {
        self.current.get()
    }

    /// The score it heals back to.
    #[must_use]
    pub const fn max(&self) -> i32 {
        self.max.get()
    }

    pub(super) fn set(&mut self, value: i32) {
        // Callers keep 0 <= value <= max <= 20.
        if let Ok(score) = AbilityScore::new(value) {
            self.current = score;
        }
    }
}

/// A character's health under Cairn House Rules: hit protection, the three
/// ability scores with their unharmed values, fatigue, grievous wounds,
/// critical damage, death, and whether they went without rations.
///
/// Every change goes through a method that returns what happened as
/// [`Event`]s; a method that fails leaves the character as it was.
///
/// With the `serde` feature it serializes as
///
/// ```text
/// {"hp": 3, "max_hp": 4, "str": {"current": 12, "max": 14}, "dex": {...}, "wil": {...},
///  "fatigue": 1, "wounds": ["broken_leg"], "critical_minutes": null, "dead": false,
///  "unfed": false, "rules": {"naturals": "compare", "short_rest_fatigue": "keeps"}}
/// ```
///
/// and reading it back validates it as the constructors do: HP at most
/// the maximum, each score at most its maximum, at most [`MAX_WOUNDS`]
/// wounds, STR 0 only when dead, critical damage only while alive and
/// under [`CRITICAL_MINUTES`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::cairn_house::{Character, Consequence, GrievousWound};
///
/// // HP 3 takes exactly 3: grievous wound, d6 = 2.
/// let mut pc = Character::new(4, [14, 9, 11])?.with_hp(3)?;
/// let harm = pc.take_damage(3, &mut SuppliedFaces::new(&[2]))?;
/// assert_eq!(harm.consequence(), Consequence::Grievous(GrievousWound::EyeGougedOut));
/// assert_eq!((pc.hp(), pc.wounds()), (0, &[GrievousWound::EyeGougedOut][..]));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "CharacterDocument"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseCharacter"))]
pub struct Character {
    pub(super) hp: Hp,
    pub(super) max_hp: Hp,
    pub(super) str: Score,
    pub(super) dex: Score,
    pub(super) wil: Score,
    pub(super) fatigue: Fatigue,
    pub(super) wounds: Vec<GrievousWound>,
    pub(super) critical_minutes: Option<u32>,
    pub(super) dead: bool,
    pub(super) unfed: bool,
    pub(super) encumbered: bool,
    pub(super) rules: Rules,
}

/// The plain fields of a [`Character`] as JSON has them, for programs
/// that read a character in two steps: parse the document (only JSON types
/// can fail there), then `Character::try_from(document)`, which validates
/// every field and relation as the constructors do and gives a typed
/// [`Error`] naming what was wrong (HP above the maximum, a score out of
/// range, too many wounds, STR 0 on a living character).
///
/// # Examples
///
/// ```
/// use osr_health::Error;
/// use osr_health::cairn_house::{Character, CharacterDocument};
///
/// let json = r#"{"hp": 9, "max_hp": 4, "str": {"current": 12, "max": 14},
///     "dex": {"current": 9, "max": 9}, "wil": {"current": 11, "max": 11}}"#;
/// let doc: CharacterDocument = serde_json::from_str(json)?;
/// assert_eq!(
///     Character::try_from(doc),
///     Err(Error::AboveMaximum { what: "hit points", value: 9, max: 4 })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CharacterDocument {
    /// Hit protection left.
    pub hp: i64,
    /// Hit protection when rested.
    pub max_hp: i64,
    /// STR now and unharmed.
    pub str: ScoreDocument,
    /// DEX now and unharmed.
    pub dex: ScoreDocument,
    /// WIL now and unharmed.
    pub wil: ScoreDocument,
    /// Fatigue (0 when absent).
    #[serde(default)]
    pub fatigue: i64,
    /// Grievous wounds, at most [`MAX_WOUNDS`].
    #[serde(default)]
    pub wounds: Vec<GrievousWound>,
    /// Minutes spent in critical damage, if in it.
    #[serde(default)]
    pub critical_minutes: Option<i64>,
    /// Dead.
    #[serde(default)]
    pub dead: bool,
    /// Went without rations since the last long rest.
    #[serde(default)]
    pub unfed: bool,
    /// Carrying supplies or treasure: HP are 0 while it lasts (written
    /// only when true).
    #[serde(default, skip_serializing_if = "is_false")]
    pub encumbered: bool,
    /// The table's readings.
    #[serde(default)]
    pub rules: Rules,
}

#[cfg(feature = "serde")]
impl TryFrom<CharacterDocument> for Character {
    type Error = Error;

    fn try_from(doc: CharacterDocument) -> Result<Self, Error> {
        osr_core::Error::check_range(
            "grievous wounds",
            i64::try_from(doc.wounds.len()).unwrap_or(i64::MAX),
            0,
            i64::try_from(MAX_WOUNDS).unwrap_or(i64::MAX),
        )?;
        // The range of the field; `validate` then refuses an hour or more.
        let critical_minutes = doc
            .critical_minutes
            .map(|m| {
                let m =
                    osr_core::Error::check_range("critical minutes", m, 0, i64::from(u32::MAX))?;
                Ok::<_, Error>(u32::try_from(m).unwrap_or(u32::MAX))
            })
            .transpose()?;
        let character = Self {
            hp: Hp::new(doc.hp)?,
            max_hp: Hp::new(doc.max_hp)?,
            str: Score::try_from(doc.str)?,
            dex: Score::try_from(doc.dex)?,
            wil: Score::try_from(doc.wil)?,
            fatigue: Fatigue::new(doc.fatigue)?,
            wounds: doc.wounds,
            critical_minutes,
            dead: doc.dead,
            unfed: doc.unfed,
            encumbered: doc.encumbered,
            rules: doc.rules,
        };
        character.validate()?;
        Ok(character)
    }
}

#[cfg(feature = "serde")]
impl From<&Score> for ScoreDocument {
    fn from(score: &Score) -> Self {
        Self {
            current: score.current().into(),
            max: score.max().into(),
        }
    }
}

#[cfg(feature = "serde")]
impl From<&Character> for CharacterDocument {
    fn from(c: &Character) -> Self {
        Self {
            hp: c.hp().into(),
            max_hp: c.max_hp().into(),
            str: (&c.str).into(),
            dex: (&c.dex).into(),
            wil: (&c.wil).into(),
            fatigue: c.fatigue().into(),
            wounds: c.wounds.clone(),
            critical_minutes: c.critical_minutes.map(i64::from),
            dead: c.dead,
            unfed: c.unfed,
            encumbered: c.encumbered,
            rules: c.rules,
        }
    }
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
const fn is_false(value: &bool) -> bool {
    !*value
}

impl Character {
    /// A character at full health: `max_hp` hit protection and STR, DEX,
    /// WIL at these scores, no fatigue and no wounds.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP outside [`Hp`] or a score
    /// outside 0..=20; [`Error::InconsistentState`] for STR 0 (a dead
    /// character is made by damage, not built).
    pub fn new(max_hp: u32, [str, dex, wil]: [i32; 3]) -> Result<Self, Error> {
        let max_hp = Hp::new(max_hp)?;
        let character = Self {
            hp: max_hp,
            max_hp,
            str: Score::new(str, str)?,
            dex: Score::new(dex, dex)?,
            wil: Score::new(wil, wil)?,
            fatigue: Fatigue(0),
            wounds: Vec::new(),
            critical_minutes: None,
            dead: false,
            unfed: false,
            encumbered: false,
            rules: Rules::default(),
        };
        character.validate()?;
        Ok(character)
    }

    /// The same character with `hp` hit protection left.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Hp`],
    /// [`Error::AboveMaximum`] above the maximum.
    pub fn with_hp(mut self, hp: u32) -> Result<Self, Error> {
        self.hp = Hp::new(hp)?;
        self.validate()?;
        Ok(self)
    }

    /// The same character with an ability lowered to `current` (its
    /// maximum stays).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside 0..=20,
    /// [`Error::AboveMaximum`] above the maximum,
    /// [`Error::InconsistentState`] for STR 0.
    pub fn with_ability(mut self, ability: Ability, current: i32) -> Result<Self, Error> {
        let score = self.score(ability);
        *self.score_mut(ability) = Score::new(current, score.max())?;
        self.validate()?;
        Ok(self)
    }

    /// The same character with this much fatigue.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Fatigue`]'s range.
    pub fn with_fatigue(mut self, fatigue: u32) -> Result<Self, Error> {
        self.fatigue = Fatigue::new(fatigue)?;
        Ok(self)
    }

    /// The same character with these grievous wounds already taken.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_WOUNDS`].
    pub fn with_wounds(mut self, wounds: &[GrievousWound]) -> Result<Self, Error> {
        self.wounds = wounds.to_vec();
        self.validate()?;
        Ok(self)
    }

    /// The same character under these table rules.
    #[must_use]
    pub const fn with_rules(mut self, rules: Rules) -> Self {
        self.rules = rules;
        self
    }

    pub(super) fn validate(&self) -> Result<(), Error> {
        if self.hp > self.max_hp {
            return Err(Error::AboveMaximum {
                what: "hit points",
                value: self.hp.get().into(),
                max: self.max_hp.get().into(),
            });
        }
        osr_core::Error::check_range(
            "grievous wounds",
            i64::try_from(self.wounds.len()).unwrap_or(i64::MAX),
            0,
            i64::try_from(MAX_WOUNDS).unwrap_or(i64::MAX),
        )?;
        if self.encumbered && self.hp.get() > 0 {
            return Err(Error::InconsistentState {
                what: "hit points on an encumbered character",
            });
        }
        if self.str.current() == 0 && !self.dead {
            return Err(Error::InconsistentState {
                what: "STR 0 on a living character",
            });
        }
        match self.critical_minutes {
            Some(_) if self.dead => Err(Error::InconsistentState {
                what: "critical damage on a dead character",
            }),
            Some(m) if m >= CRITICAL_MINUTES => Err(Error::InconsistentState {
                what: "critical damage untreated for the hour on a living character",
            }),
            _ => Ok(()),
        }
    }

    /// Hit protection left.
    #[must_use]
    pub const fn hp(&self) -> u32 {
        self.hp.get()
    }

    /// Hit protection when rested.
    #[must_use]
    pub const fn max_hp(&self) -> u32 {
        self.max_hp.get()
    }

    /// STR, DEX and WIL when unharmed, in the order [`Character::new`]
    /// takes them.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::cairn_house::Ability;
    /// use osr_health::cairn_house::Character;
    ///
    /// let pc = Character::new(4, [14, 9, 11])?.with_ability(Ability::Str, 8)?;
    /// assert_eq!(pc.maxima(), [14, 9, 11]);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn maxima(&self) -> [i32; 3] {
        [self.str.max(), self.dex.max(), self.wil.max()]
    }

    /// An ability score and its maximum.
    #[must_use]
    pub const fn score(&self, ability: Ability) -> Score {
        match ability {
            Ability::Str => self.str,
            Ability::Dex => self.dex,
            Ability::Wil => self.wil,
        }
    }

    pub(super) const fn score_mut(&mut self, ability: Ability) -> &mut Score {
        match ability {
            Ability::Str => &mut self.str,
            Ability::Dex => &mut self.dex,
            Ability::Wil => &mut self.wil,
        }
    }

    /// Fatigue.
    #[must_use]
    pub const fn fatigue(&self) -> u32 {
        self.fatigue.get()
    }

    /// Grievous wounds taken, in order.
    #[must_use]
    pub fn wounds(&self) -> &[GrievousWound] {
        &self.wounds
    }

    /// What the grievous wounds add up to.
    #[must_use]
    pub fn wound_effects(&self) -> WoundEffects {
        WoundEffects::of(&self.wounds)
    }

    /// Minutes spent untreated with critical damage, or `None` without it.
    #[must_use]
    pub const fn critical_minutes(&self) -> Option<u32> {
        self.critical_minutes
    }

    /// Whether the character has critical damage (and is alive).
    #[must_use]
    pub const fn is_critical(&self) -> bool {
        self.critical_minutes.is_some()
    }

    /// Whether the character is dead.
    #[must_use]
    pub const fn is_dead(&self) -> bool {
        self.dead
    }

    /// Whether DEX is 0: paralysed.
    #[must_use]
    pub const fn is_paralysed(&self) -> bool {
        self.dex.current() == 0
    }

    /// Whether WIL is 0: delirious.
    #[must_use]
    pub const fn is_delirious(&self) -> bool {
        self.wil.current() == 0
    }

    /// Whether the character went without rations and cannot regain HP
    /// until a long rest.
    #[must_use]
    pub const fn is_unfed(&self) -> bool {
        self.unfed
    }

    /// Whether the character is encumbered (CH-enc.effects): HP are 0
    /// while it lasts and no rest brings them back.
    #[must_use]
    pub const fn is_encumbered(&self) -> bool {
        self.encumbered
    }

    /// The table rules in force.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    pub(super) const fn alive(&self) -> Result<(), Error> {
        if self.dead { Err(Error::Dead) } else { Ok(()) }
    }

    /// Dies of `cause`, which ends any critical damage.
    pub(super) fn die(&mut self, cause: DeathCause, events: &mut Vec<Event>) {
        self.dead = true;
        self.critical_minutes = None;
        events.push(Event::Died { cause });
    }
}
