//! Cairn House Rules: damage to hit protection, grievous wounds at exactly
//! 0 HP, strength loss and the critical damage save past 0, ability loss,
//! rest, rations, fatigue and traps, with the exact odds of every
//! consequence of a hit before it is rolled.
//!
//! | rule | API |
//! |---|---|
//! | CH-health.damage-to-hp: damage comes off HP first | [`Character::take_damage`], [`Attack`] |
//! | CH-health.zero-exact: exactly 0 HP rolls a grievous wound | [`Consequence::Grievous`], [`Event::GrievousWound`] |
//! | CH-health.grievous.table, .1 to .6: the d6 table and each effect | [`GRIEVOUS_WOUNDS`], [`GrievousWound`], [`WoundEffects`], [`lookup`] |
//! | CH-health.overflow: damage past 0 lowers STR | [`Event::StrengthLost`] |
//! | CH-health.crit-save: then a STR save against the lowered STR | [`Event::CriticalDamageSave`], [`Consequence::CriticalDamage`] |
//! | CH-health.critical: crawling; dies within the hour untreated | [`Character::pass_time`], [`Character::stabilise`], [`CRITICAL_MINUTES`] |
//! | CH-health.ability-zero: STR 0 dead, DEX 0 paralysed, WIL 0 delirious | [`Character::is_dead`], [`Character::is_paralysed`], [`Character::is_delirious`] |
//! | CH-health.rest.short, .long, .full | [`Character::short_rest`], [`Character::long_rest`], [`Character::full_rest`] |
//! | CH-health.no-rations: no HP back until a long rest | [`Character::make_camp`], [`Character::heal`] |
//! | CH-health.fatigue.sources, .remove | [`Character::add_fatigue`], [`FatigueSource`], [`ShortRestFatigue`] |
//! | CH-health.trap-damage: a failed save takes damage off an ability | [`Trap`] |
//!
//! # Readings
//!
//! - Exactly 0 HP gives a grievous wound, damage past 0 lowers STR and
//!   calls for the critical damage save; the two never happen together,
//!   and no damage at 0 HP does nothing.
//! - STR lowered to 0 is death at once: no save is rolled. Ability loss
//!   stops at 0.
//! - The critical damage save is the Cairn House Rules save of osr-check
//!   ([`osr_check::cairn_house::Save`]): d20 at most the lowered STR
//!   passes; the natural 1/20 rule is off unless [`Rules::naturals`] turns
//!   it on.
//! - A short rest heals HP only; fatigue goes with a long or full rest
//!   (the option [`ShortRestFatigue::Removes`] follows the fatigue
//!   paragraph instead). Fatigue fills the 4 units of extra load, so a
//!   fifth point is refused ([`Fatigue`]'s range).
//! - A critically damaged PC dies after [`CRITICAL_MINUTES`] untreated;
//!   what counts as aid is the referee's, who calls
//!   [`Character::stabilise`].
//!
//! # Not here
//!
//! Monsters' special effects on a failed critical damage save are the
//! caller's to apply (the save and its result are in the events); what
//! "blinded", "paralysed" and "delirious" stop a character doing is not
//! in the rules.

mod wounds;

use alloc::vec::Vec;
use core::fmt;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::cairn_house::{Ability, AbilityScore, Save};
use osr_check::{Check, Fate, Naturals, Odds, PassFail, Resolved, Rolled, ratio};
use osr_core::{Die, FaceSource, StepDie};

pub use self::wounds::{
    GRIEVOUS_WOUNDS, GrievousWound, GrievousWoundRow, Limb, WoundEffect, WoundEffects, lookup,
};
use crate::Error;
use crate::sum_odds;

osr_core::bounded! {
    error: crate::Error;
    /// Hit protection: d6 for a starting character, more for monsters.
    pub struct Hp(u32) in 0..=100, "hit points";
    /// Damage reduction from armour and shields (3 at most for a PC).
    pub struct Dr(u32) in 0..=10, "damage reduction";
    /// Damage dealt, after damage reduction.
    pub struct Damage(u32) in 0..=1000, "damage";
    /// Fatigue: each point fills one of the 4 units of extra load.
    pub struct Fatigue(u32) in 0..=4, "fatigue";
    /// Minutes of game time passing at once: up to a week.
    pub struct Minutes(u32) in 0..=10080, "minutes";
    /// The number of dice of a trap's damage.
    pub struct TrapDice(u32) in 1..=10, "trap damage dice";
}

/// Minutes a critically damaged PC lives without aid and rest.
pub const CRITICAL_MINUTES: u32 = 60;

/// The most grievous wounds a character's state holds: far more than a
/// character lives through, so a state read from JSON stays small.
pub const MAX_WOUNDS: usize = 64;

/// The table's choices where the rules leave room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rules {
    /// The natural 1/20 rule of saves: off by default.
    #[cfg_attr(feature = "serde", serde(default))]
    pub naturals: Naturals,
    /// Whether a short rest removes fatigue: no by default.
    #[cfg_attr(feature = "serde", serde(default))]
    pub short_rest_fatigue: ShortRestFatigue,
}

/// What a short rest does to fatigue (CH-health.fatigue.remove).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ShortRestFatigue {
    /// Fatigue stays (the list of rests; the default).
    #[default]
    Keeps,
    /// Fatigue goes (the fatigue paragraph's reading).
    Removes,
}

/// Where a point of fatigue came from (CH-health.fatigue.sources).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseFatigueSource")
)]
pub enum FatigueSource {
    /// Casting a spell from a spellbook (a scroll gives none).
    SpellbookCast,
    /// A forced march by night.
    ForcedMarch,
    /// A counterspell spent from a spellbook.
    Counterspell,
    /// Any other condition the referee rules tiring.
    Other,
}

/// Why a character died.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseDeathCause")
)]
pub enum DeathCause {
    /// STR reduced to 0.
    StrengthZero,
    /// Critical damage left untreated for the hour.
    UntreatedCriticalDamage,
}

/// An ability score and the score it heals back to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ScoreDocument"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseScore"))]
pub struct Score {
    current: AbilityScore,
    max: AbilityScore,
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

    fn set(&mut self, value: i32) {
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
    hp: Hp,
    max_hp: Hp,
    str: Score,
    dex: Score,
    wil: Score,
    fatigue: Fatigue,
    wounds: Vec<GrievousWound>,
    critical_minutes: Option<u32>,
    dead: bool,
    unfed: bool,
    rules: Rules,
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
            rules: c.rules,
        }
    }
}

/// The consequence of damage or a hit, in the order of the rules' steps
/// (HP, exactly 0, past 0 and the save, STR 0): the bands of
/// [`Attack::odds`] and [`Character::damage_odds`].
///
/// With the `serde` feature: `"standing"`, `{"grievous": "broken_leg"}`,
/// `"strength_loss"`, `"critical_damage"`, `"dead"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseConsequence")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Consequence {
    /// HP took it all, or there was no damage: still standing, unwounded.
    Standing,
    /// Brought to exactly 0 HP: this grievous wound.
    Grievous(GrievousWound),
    /// Past 0 HP: STR lowered, the critical damage save passed.
    StrengthLoss,
    /// Past 0 HP: STR lowered, the save failed: crawling, dying within the
    /// hour untreated.
    CriticalDamage,
    /// STR lowered to 0: dead.
    Dead,
}

impl Consequence {
    /// Whether the character is still on their feet: unwounded, grievously
    /// wounded, or past 0 HP with the critical damage save passed.
    #[must_use]
    pub const fn still_standing(self) -> bool {
        !matches!(self, Self::CriticalDamage | Self::Dead)
    }
}

/// What happened, step by step, for a program to show or replay.
///
/// With the `serde` feature each is an object tagged
/// `{"event": "hp_lost", "from": 4, "to": 0}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[non_exhaustive]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseHealthEvent")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A damage die rolled, less damage reduction (at least 0).
    DamageRolled {
        /// The die's sides.
        sides: u32,
        /// The face.
        face: u32,
        /// The damage reduction taken off.
        dr: u32,
        /// The damage dealt.
        damage: u32,
    },
    /// Hit protection lost.
    HpLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Brought to exactly 0 HP: the d6 face and the wound it gives.
    GrievousWound {
        /// The d6 face.
        face: u32,
        /// The wound.
        wound: GrievousWound,
    },
    /// A second eye gouged out.
    Blinded,
    /// Damage past 0 HP taken off STR.
    StrengthLost {
        /// STR before.
        from: i32,
        /// STR after (at least 0).
        to: i32,
        /// The damage past 0 HP.
        excess: u32,
    },
    /// The STR save against critical damage.
    CriticalDamageSave {
        /// The lowered STR.
        target: i32,
        /// The kept d20.
        face: u32,
        /// Whether it passed.
        passed: bool,
    },
    /// Critical damage: crawling, dying within the hour untreated.
    CriticalDamage,
    /// Stabilised after critical damage.
    Stabilised,
    /// Dead.
    Died {
        /// Why.
        cause: DeathCause,
    },
    /// A save against a trap.
    TrapSave {
        /// The ability saved with.
        ability: Ability,
        /// Its score.
        target: i32,
        /// The kept d20.
        face: u32,
        /// Whether it passed.
        passed: bool,
    },
    /// An ability score lowered directly (a trap).
    AbilityLost {
        /// Which.
        ability: Ability,
        /// Before.
        from: i32,
        /// After.
        to: i32,
    },
    /// DEX reduced to 0.
    Paralysed,
    /// WIL reduced to 0.
    Delirious,
    /// Hit protection regained.
    HpRestored {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// HP could not be regained: no rations eaten since the last long rest.
    HealingBlocked,
    /// Fatigue gained.
    FatigueGained {
        /// Where it came from.
        source: FatigueSource,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Fatigue removed.
    FatigueRemoved {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// An ability score healed.
    AbilityRestored {
        /// Which.
        ability: Ability,
        /// Before.
        from: i32,
        /// After.
        to: i32,
    },
    /// Made camp without eating a day's rations.
    WentHungry,
}

const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Str => "STR",
        Ability::Dex => "DEX",
        Ability::Wil => "WIL",
    }
}

/// The line a tabletop shows: `"d6 5 - DR 1 = 4 damage"`,
/// `"HP 4 -> 0"`, `"STR save 9: d20 12, failed"`.
///
/// # Examples
///
/// ```
/// use osr_health::cairn_house::Event;
///
/// assert_eq!(Event::HpLost { from: 4, to: 0 }.to_string(), "HP 4 -> 0");
/// ```
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = |passed: bool| if passed { "passed" } else { "failed" };
        match *self {
            Self::DamageRolled {
                sides,
                face,
                dr,
                damage,
            } => write!(f, "d{sides} {face} - DR {dr} = {damage} damage"),
            Self::HpLost { from, to } => write!(f, "HP {from} -> {to}"),
            Self::GrievousWound { face, wound } => {
                write!(f, "exactly 0 HP, grievous wound d6 {face}: {wound}")
            }
            Self::Blinded => f.write_str("blinded"),
            Self::StrengthLost { from, to, excess } => {
                write!(f, "{excess} past 0 HP: STR {from} -> {to}")
            }
            Self::CriticalDamageSave {
                target,
                face,
                passed,
            } => write!(
                f,
                "STR save {target} against critical damage: d20 {face}, {}",
                outcome(passed)
            ),
            Self::CriticalDamage => f.write_str("critical damage"),
            Self::Stabilised => f.write_str("stabilised"),
            Self::Died { cause } => match cause {
                DeathCause::StrengthZero => f.write_str("dead: STR 0"),
                DeathCause::UntreatedCriticalDamage => {
                    f.write_str("dead: critical damage untreated")
                }
            },
            Self::TrapSave {
                ability,
                target,
                face,
                passed,
            } => write!(
                f,
                "{} save {target} against the trap: d20 {face}, {}",
                ability_name(ability),
                outcome(passed)
            ),
            Self::AbilityLost { ability, from, to } => {
                write!(f, "{} {from} -> {to}", ability_name(ability))
            }
            Self::Paralysed => f.write_str("paralysed: DEX 0"),
            Self::Delirious => f.write_str("delirious: WIL 0"),
            Self::HpRestored { from, to } => write!(f, "HP {from} -> {to}"),
            Self::HealingBlocked => f.write_str("no HP back: no rations since the last long rest"),
            Self::FatigueGained { source, from, to } => write!(
                f,
                "fatigue {from} -> {to} ({})",
                match source {
                    FatigueSource::SpellbookCast => "casting from a spellbook",
                    FatigueSource::ForcedMarch => "forced march",
                    FatigueSource::Counterspell => "counterspell",
                    FatigueSource::Other => "exhaustion",
                }
            ),
            Self::FatigueRemoved { from, to } => write!(f, "fatigue {from} -> {to}"),
            Self::AbilityRestored { ability, from, to } => {
                write!(f, "{} {from} -> {to}", ability_name(ability))
            }
            Self::WentHungry => f.write_str("went hungry"),
        }
    }
}

/// The result of applying a rule to a [`Character`]: its band, what it
/// did as [`Event`]s, and every die in order (the crate's
/// [`Applied`](crate::Applied) record), with the JSON Schema
/// `CairnHouseApplied`.
pub type Applied<B> = crate::Applied<B, Event>;

/// The JSON Schema of Cairn House Rules' [`Applied`]: the schema the
/// record had when it was this module's own type.
#[cfg(feature = "schema")]
mod applied_schema {
    use alloc::borrow::Cow;
    use alloc::vec::Vec;

    use osr_check::Rolled;
    use schemars::{JsonSchema, Schema, SchemaGenerator};

    use super::Event;

    /// The result of applying a rule: what it did, step by step, and every die
    /// it rolled in order, so [`Resolved::faces`] replays it on the same
    /// character.
    ///
    /// With the `serde` feature it serializes as
    /// `{"band": ..., "events": [...], "dice": [...]}`; its dice are checked
    /// (each face on its die) when read back.
    #[derive(JsonSchema)]
    #[schemars(rename = "CairnHouseApplied")]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code, reason = "only its JSON Schema is used")]
    struct CairnHouseApplied<B> {
        band: B,
        events: Vec<Event>,
        dice: Vec<Rolled>,
    }

    impl<B: JsonSchema> JsonSchema for crate::Applied<B, Event> {
        fn schema_name() -> Cow<'static, str> {
            CairnHouseApplied::<B>::schema_name()
        }

        fn schema_id() -> Cow<'static, str> {
            CairnHouseApplied::<B>::schema_id()
        }

        fn json_schema(generator: &mut SchemaGenerator) -> Schema {
            CairnHouseApplied::<B>::json_schema(generator)
        }
    }
}

/// Damage or a hit applied: [`Consequence`] and its events.
pub type Harm = Applied<Consequence>;

/// A rest or another change with no band of its own.
pub type Report = Applied<()>;

const fn counted(die: Die, face: u32) -> Rolled {
    Rolled {
        sides: die.sides(),
        face,
        fate: Fate::Counted,
    }
}

fn roll_die<S: FaceSource + ?Sized>(
    die: Die,
    source: &mut S,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let face = die.roll(source)?;
    dice.push(counted(die, face));
    Ok(face)
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

    fn validate(&self) -> Result<(), Error> {
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

    const fn score_mut(&mut self, ability: Ability) -> &mut Score {
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

    /// The table rules in force.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    const fn alive(&self) -> Result<(), Error> {
        if self.dead { Err(Error::Dead) } else { Ok(()) }
    }

    /// Takes `damage` (after damage reduction): off HP first; exactly 0
    /// HP rolls a d6 grievous wound; past 0 the rest comes off STR and a
    /// STR save against the lowered STR decides critical damage; STR 0
    /// is death. Rolls only the dice the damage calls for.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Damage`] or a face source that
    /// fails, [`Error::Dead`] for a dead character. On error the character
    /// is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::cairn_house::{Character, Consequence};
    ///
    /// // HP 2 takes 5: HP 0 and STR 11 -> 8; d20 12 fails the save.
    /// let mut pc = Character::new(6, [11, 10, 10])?.with_hp(2)?;
    /// let harm = pc.take_damage(5, &mut SuppliedFaces::new(&[12]))?;
    /// assert_eq!(harm.consequence(), Consequence::CriticalDamage);
    /// assert_eq!(pc.score(osr_check::cairn_house::Ability::Str).current(), 8);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn take_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        source: &mut S,
    ) -> Result<Harm, Error> {
        let damage = Damage::new(damage)?;
        let mut next = self.clone();
        let mut harm = Harm {
            band: Consequence::Standing,
            events: Vec::new(),
            dice: Vec::new(),
        };
        next.apply_damage(damage.get(), source, &mut harm)?;
        *self = next;
        Ok(harm)
    }

    fn apply_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        source: &mut S,
        harm: &mut Harm,
    ) -> Result<(), Error> {
        self.alive()?;
        let hp = self.hp();
        if damage == 0 {
            return Ok(());
        }
        if damage <= hp {
            self.hp = Hp(hp - damage);
            harm.events.push(Event::HpLost {
                from: hp,
                to: hp - damage,
            });
            if damage == hp {
                let face = roll_die(Die::D6, source, &mut harm.dice)?;
                let wound = GrievousWound::of_face(face).unwrap_or(GrievousWound::GruesomeScars);
                harm.events.push(Event::GrievousWound { face, wound });
                if wound == GrievousWound::EyeGougedOut
                    && self.wounds.contains(&GrievousWound::EyeGougedOut)
                    && !self.wound_effects().blinded()
                {
                    harm.events.push(Event::Blinded);
                }
                osr_core::Error::check_range(
                    "grievous wounds",
                    i64::try_from(self.wounds.len() + 1).unwrap_or(i64::MAX),
                    0,
                    i64::try_from(MAX_WOUNDS).unwrap_or(i64::MAX),
                )?;
                self.wounds.push(wound);
                harm.band = Consequence::Grievous(wound);
            }
            return Ok(());
        }
        if hp > 0 {
            self.hp = Hp(0);
            harm.events.push(Event::HpLost { from: hp, to: 0 });
        }
        let excess = damage - hp;
        let from = self.str.current();
        let to = i32::try_from(i64::from(from) - i64::from(excess)).map_or(0, |v| v.max(0));
        self.str.set(to);
        harm.events.push(Event::StrengthLost { from, to, excess });
        if to == 0 {
            self.die(DeathCause::StrengthZero, &mut harm.events);
            harm.band = Consequence::Dead;
            return Ok(());
        }
        let save = self.critical_save(to)?;
        let outcome = save.roll(source)?;
        harm.dice.extend_from_slice(outcome.dice());
        let passed = outcome.band().passed();
        harm.events.push(Event::CriticalDamageSave {
            target: to,
            face: outcome.face(),
            passed,
        });
        if passed {
            harm.band = Consequence::StrengthLoss;
        } else {
            harm.events.push(Event::CriticalDamage);
            if self.critical_minutes.is_none() {
                self.critical_minutes = Some(0);
            }
            harm.band = Consequence::CriticalDamage;
        }
        Ok(())
    }

    fn critical_save(&self, str: i32) -> Result<Save, Error> {
        Ok(Save::new(str)?.with_naturals(self.rules.naturals))
    }

    fn die(&mut self, cause: DeathCause, events: &mut Vec<Event>) {
        self.dead = true;
        self.critical_minutes = None;
        events.push(Event::Died { cause });
    }

    /// The exact odds of each [`Consequence`] of `damage` (after damage
    /// reduction) landing on this character.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Damage`], [`Error::Dead`] for a
    /// dead character.
    pub fn damage_odds(&self, damage: u32) -> Result<Odds<Consequence>, Error> {
        let damage = Damage::new(damage)?;
        self.alive()?;
        let weights = self.consequences_of(damage.get(), &BigRational::one())?;
        Ok(Odds::new(weights, None)?)
    }

    /// The consequences of `damage`, each weighted by `p` times its own
    /// chance.
    fn consequences_of(
        &self,
        damage: u32,
        p: &BigRational,
    ) -> Result<Vec<(Consequence, BigRational)>, Error> {
        let hp = self.hp();
        if damage < hp || damage == 0 {
            return Ok(alloc::vec![(Consequence::Standing, p.clone())]);
        }
        if damage == hp {
            let sixth = p * ratio(1, 6);
            return Ok(GrievousWound::ALL
                .iter()
                .map(|&w| (Consequence::Grievous(w), sixth.clone()))
                .collect());
        }
        let excess = i64::from(damage - hp);
        let to = i64::from(self.str.current()) - excess;
        if to <= 0 {
            return Ok(alloc::vec![(Consequence::Dead, p.clone())]);
        }
        let to = i32::try_from(to).unwrap_or(0);
        let odds = self.critical_save(to)?.odds();
        let pass = odds
            .probability(&PassFail::Pass)
            .unwrap_or_else(BigRational::zero);
        let fail = odds
            .probability(&PassFail::Fail)
            .unwrap_or_else(BigRational::zero);
        Ok(alloc::vec![
            (Consequence::StrengthLoss, p * pass),
            (Consequence::CriticalDamage, p * fail),
        ])
    }

    /// Time passes: a critically damaged PC left untreated dies when
    /// [`CRITICAL_MINUTES`] have passed in all.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for minutes outside [`Minutes`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::cairn_house::Character;
    ///
    /// let mut pc = Character::new(2, [11, 10, 10])?.with_hp(2)?;
    /// pc.take_damage(5, &mut SuppliedFaces::new(&[12]))?; // critical damage
    /// pc.pass_time(50)?;
    /// assert!(!pc.is_dead());
    /// pc.pass_time(10)?;
    /// assert!(pc.is_dead());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn pass_time(&mut self, minutes: u32) -> Result<Report, Error> {
        let minutes = Minutes::new(minutes)?.get();
        let mut events = Vec::new();
        if let Some(before) = self.critical_minutes {
            let after = before.saturating_add(minutes);
            if after >= CRITICAL_MINUTES {
                self.die(DeathCause::UntreatedCriticalDamage, &mut events);
            } else {
                self.critical_minutes = Some(after);
            }
        }
        Ok(report(events, Vec::new()))
    }

    /// Aid and rest: a critically damaged PC stabilises (the referee
    /// judges what counts). Nothing happens without critical damage.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn stabilise(&mut self) -> Result<Report, Error> {
        self.alive()?;
        let mut events = Vec::new();
        if self.critical_minutes.take().is_some() {
            events.push(Event::Stabilised);
        }
        Ok(report(events, Vec::new()))
    }

    /// A point of fatigue from `source`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) past [`Fatigue`]'s 4 (no unit of
    /// load left to fill), [`Error::Dead`] for a dead character.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::cairn_house::{Character, FatigueSource};
    ///
    /// let mut pc = Character::new(4, [10, 10, 10])?;
    /// pc.add_fatigue(FatigueSource::SpellbookCast)?;
    /// pc.add_fatigue(FatigueSource::SpellbookCast)?;
    /// assert_eq!(pc.fatigue(), 2);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn add_fatigue(&mut self, source: FatigueSource) -> Result<Report, Error> {
        self.alive()?;
        let from = self.fatigue();
        self.fatigue = Fatigue::new(from + 1)?;
        Ok(report(
            alloc::vec![Event::FatigueGained {
                source,
                from,
                to: from + 1,
            }],
            Vec::new(),
        ))
    }

    fn restore_hp(&mut self, to: u32, events: &mut Vec<Event>) {
        if self.unfed {
            events.push(Event::HealingBlocked);
            return;
        }
        let from = self.hp();
        let to = to.min(self.max_hp());
        if to > from {
            self.hp = Hp(to);
            events.push(Event::HpRestored { from, to });
        }
    }

    fn remove_fatigue(&mut self, events: &mut Vec<Event>) {
        let from = self.fatigue();
        if from > 0 {
            self.fatigue = Fatigue(0);
            events.push(Event::FatigueRemoved { from, to: 0 });
        }
    }

    fn restore_ability(&mut self, ability: Ability, by: u32, events: &mut Vec<Event>) {
        let score = self.score(ability);
        let from = score.current();
        let to = i64::from(from)
            .saturating_add(i64::from(by))
            .min(i64::from(score.max()));
        let to = i32::try_from(to).unwrap_or(from);
        if to > from {
            self.score_mut(ability).set(to);
            events.push(Event::AbilityRestored { ability, from, to });
        }
    }

    /// A short rest, a few minutes somewhere safe and well lit: all HP
    /// back (unless unfed). Fatigue stays unless the table's
    /// [`ShortRestFatigue::Removes`] is in force.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn short_rest(&mut self) -> Result<Report, Error> {
        self.alive()?;
        let mut events = Vec::new();
        self.restore_hp(self.max_hp(), &mut events);
        if self.rules.short_rest_fatigue == ShortRestFatigue::Removes {
            self.remove_fatigue(&mut events);
        }
        Ok(report(events, Vec::new()))
    }

    /// A long rest, a night in camp with a day's rations eaten: all HP
    /// back, all fatigue gone, and d6 back to `ability` (not above its
    /// maximum). Eating ends going unfed.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character, [`Error::Core`] when the face
    /// source fails; the character is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::cairn_house::Ability;
    /// use osr_health::cairn_house::Character;
    ///
    /// let mut pc = Character::new(4, [13, 10, 10])?.with_ability(Ability::Str, 8)?;
    /// pc.long_rest(Ability::Str, &mut SuppliedFaces::new(&[3]))?;
    /// assert_eq!(pc.score(Ability::Str).current(), 11);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn long_rest<S: FaceSource + ?Sized>(
        &mut self,
        ability: Ability,
        source: &mut S,
    ) -> Result<Report, Error> {
        self.alive()?;
        let mut dice = Vec::new();
        let face = roll_die(Die::D6, source, &mut dice)?;
        let mut events = Vec::new();
        self.unfed = false;
        self.restore_hp(self.max_hp(), &mut events);
        self.remove_fatigue(&mut events);
        self.restore_ability(ability, face, &mut events);
        Ok(report(events, dice))
    }

    /// A full rest, a week in town: all HP, no fatigue, every ability at
    /// its maximum.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn full_rest(&mut self) -> Result<Report, Error> {
        self.alive()?;
        let mut events = Vec::new();
        self.unfed = false;
        self.restore_hp(self.max_hp(), &mut events);
        self.remove_fatigue(&mut events);
        for ability in [Ability::Str, Ability::Dex, Ability::Wil] {
            let max = self.score(ability).max();
            self.restore_ability(ability, max.unsigned_abs(), &mut events);
        }
        Ok(report(events, Vec::new()))
    }

    /// Make Camp: a traveller who eats a day's rations takes a long rest
    /// (d6 back to `ability`); one who does not cannot regain HP by any
    /// means until they take a long rest. Rolls nothing when unfed.
    ///
    /// # Errors
    ///
    /// As [`long_rest`](Self::long_rest).
    pub fn make_camp<S: FaceSource + ?Sized>(
        &mut self,
        ate_rations: bool,
        ability: Ability,
        source: &mut S,
    ) -> Result<Report, Error> {
        if ate_rations {
            return self.long_rest(ability, source);
        }
        self.alive()?;
        self.unfed = true;
        Ok(report(alloc::vec![Event::WentHungry], Vec::new()))
    }

    /// Regains `amount` HP by other means (magic, a potion), up to the
    /// maximum; blocked while unfed.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for an amount outside [`Hp`], [`Error::Dead`] for a
    /// dead character.
    pub fn heal(&mut self, amount: u32) -> Result<Report, Error> {
        let amount = Hp::new(amount)?.get();
        self.alive()?;
        let mut events = Vec::new();
        self.restore_hp(self.hp().saturating_add(amount), &mut events);
        Ok(report(events, Vec::new()))
    }
}

fn report(events: Vec<Event>, dice: Vec<Rolled>) -> Report {
    Report {
        band: (),
        events,
        dice,
    }
}

/// A hit: a damage die less the target's damage reduction (CH-health.damage-to-hp).
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::StepDie;
/// use osr_health::cairn_house::{Attack, Character, Consequence};
///
/// // HP 3, STR 12, DR 1, hit by a d8.
/// let pc = Character::new(3, [12, 10, 10])?;
/// let odds = Attack::new(StepDie::D8, 1)?.odds(&pc)?;
/// assert_eq!(odds.probability(&Consequence::Standing), Some(ratio(3, 8)));
/// assert_eq!(odds.sum_where(|c| c.still_standing()), ratio(3, 8) + ratio(1, 8) + ratio(19, 80));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Attack {
    die: StepDie,
    dr: Dr,
}

impl Attack {
    /// A hit with `die` against damage reduction `dr`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for DR outside [`Dr`].
    pub fn new(die: StepDie, dr: u32) -> Result<Self, Error> {
        Ok(Self {
            die,
            dr: Dr::new(dr)?,
        })
    }

    /// The damage die.
    #[must_use]
    pub const fn die(&self) -> StepDie {
        self.die
    }

    /// The damage reduction.
    #[must_use]
    pub const fn dr(&self) -> u32 {
        self.dr.get()
    }

    /// Rolls the damage die and applies the damage to `target`.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead target, [`Error::Core`] when the face
    /// source fails; the target is then unchanged.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        target: &mut Character,
        source: &mut S,
    ) -> Result<Harm, Error> {
        target.alive()?;
        let mut next = target.clone();
        let mut harm = Harm {
            band: Consequence::Standing,
            events: Vec::new(),
            dice: Vec::new(),
        };
        let die = self.die.die();
        let face = roll_die(die, source, &mut harm.dice)?;
        let damage = face.saturating_sub(self.dr());
        harm.events.push(Event::DamageRolled {
            sides: die.sides(),
            face,
            dr: self.dr(),
            damage,
        });
        next.apply_damage(damage, source, &mut harm)?;
        *target = next;
        Ok(harm)
    }

    /// Checks a recorded hit (read from JSON, a log, another program)
    /// against the character it was rolled on: rolling its own faces again
    /// must give the same hit, every face used.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] with [`osr_check::Error::Forged`] when the replay
    /// differs or runs out of faces; the replay's other errors as they are.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_health::cairn_house::{Attack, Character};
    ///
    /// let before = Character::new(4, [14, 9, 11])?;
    /// let bow = Attack::new(StepDie::D6, 1)?;
    /// let harm = bow.roll(&mut before.clone(), &mut SuppliedFaces::new(&[6, 15]))?;
    /// assert!(bow.verify(&before, &harm).is_ok());
    /// assert!(Attack::new(StepDie::D6, 0)?.verify(&before, &harm).is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn verify(&self, before: &Character, harm: &Harm) -> Result<(), Error> {
        let faces = harm.faces();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = self
            .roll(&mut before.clone(), &mut source)
            .map_err(|err| match err {
                Error::Core(osr_core::Error::FacesExhausted { .. }) => {
                    Error::from(osr_check::Error::Forged)
                }
                other => other,
            })?;
        if replayed == *harm && source.remaining().is_empty() {
            Ok(())
        } else {
            Err(osr_check::Error::Forged.into())
        }
    }

    /// The exact odds of each [`Consequence`] for `target`.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead target.
    pub fn odds(&self, target: &Character) -> Result<Odds<Consequence>, Error> {
        target.alive()?;
        let sides = self.die.die().sides();
        let each = ratio(1, sides);
        let mut weights = Vec::new();
        for face in 1..=sides {
            weights.extend(target.consequences_of(face.saturating_sub(self.dr()), &each)?);
        }
        Ok(Odds::new(weights, None)?)
    }
}

/// The bands of a sprung [`Trap`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TrapResult {
    /// The save passed: no damage.
    Avoided,
    /// The ability lost points and stays above 0.
    AbilityLoss,
    /// The ability reached 0: paralysed (DEX), delirious (WIL) or dead
    /// (STR).
    AbilityZero,
}

/// A trap (CH-health.trap-damage): a save with one ability; on a failure
/// the trap's damage comes straight off an ability score, past HP. Which
/// save, which ability and what damage are the trap's data.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die, SuppliedFaces};
/// use osr_check::cairn_house::Ability;
/// use osr_health::cairn_house::{Character, Trap, TrapResult};
///
/// // A dart trap: DEX save, d4 to DEX. DEX 9 rolls 15 (fails), d4 = 3.
/// let darts = Trap::new(Ability::Dex, Ability::Dex, Dice::one(Die::D4))?;
/// let mut pc = Character::new(4, [14, 9, 11])?;
/// let sprung = darts.spring(&mut pc, &mut SuppliedFaces::new(&[15, 3]))?;
/// assert_eq!(sprung.consequence(), TrapResult::AbilityLoss);
/// assert_eq!(pc.score(Ability::Dex).current(), 6);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trap {
    save: Ability,
    target: Ability,
    count: TrapDice,
    die: Die,
}

impl Trap {
    /// A trap saved against with `save` that deals `damage` to `target`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more dice than [`TrapDice`]
    /// allows or a die of more than 100 sides.
    pub fn new(save: Ability, target: Ability, damage: osr_core::Dice) -> Result<Self, Error> {
        osr_core::Error::check_range("trap damage die", damage.die().sides().into(), 1, 100)?;
        Ok(Self {
            save,
            target,
            count: TrapDice::new(damage.count())?,
            die: damage.die(),
        })
    }

    /// Springs the trap on `character`: the save, then on a failure the
    /// damage dice off the target ability (stopping at 0).
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character, [`Error::Core`] when the face
    /// source fails; the character is then unchanged.
    pub fn spring<S: FaceSource + ?Sized>(
        &self,
        character: &mut Character,
        source: &mut S,
    ) -> Result<Applied<TrapResult>, Error> {
        character.alive()?;
        let mut next = character.clone();
        let mut dice = Vec::new();
        let mut events = Vec::new();
        let target = next.score(self.save).current();
        let outcome = Save::new(target)?
            .with_naturals(next.rules.naturals)
            .roll(source)?;
        dice.extend_from_slice(outcome.dice());
        let passed = outcome.band().passed();
        events.push(Event::TrapSave {
            ability: self.save,
            target,
            face: outcome.face(),
            passed,
        });
        let mut band = TrapResult::Avoided;
        if !passed {
            let mut damage = 0_u32;
            for _ in 0..self.count.get() {
                damage = damage.saturating_add(roll_die(self.die, source, &mut dice)?);
            }
            let from = next.score(self.target).current();
            let to = i32::try_from(i64::from(from) - i64::from(damage)).map_or(0, |v| v.max(0));
            next.score_mut(self.target).set(to);
            events.push(Event::AbilityLost {
                ability: self.target,
                from,
                to,
            });
            band = TrapResult::AbilityLoss;
            if to == 0 {
                band = TrapResult::AbilityZero;
                match self.target {
                    Ability::Str => next.die(DeathCause::StrengthZero, &mut events),
                    Ability::Dex => events.push(Event::Paralysed),
                    Ability::Wil => events.push(Event::Delirious),
                }
            }
        }
        *character = next;
        Ok(Applied { band, events, dice })
    }

    /// The exact odds of each [`TrapResult`] for `character`.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn odds(&self, character: &Character) -> Result<Odds<TrapResult>, Error> {
        character.alive()?;
        let save = Save::new(character.score(self.save).current())?
            .with_naturals(character.rules.naturals)
            .odds();
        let score = u64::from(character.score(self.target).current().unsigned_abs());
        let totals = sum_odds(self.die, self.count.get());
        Ok(save.then(|band| match band {
            PassFail::Pass => Odds::certain(TrapResult::Avoided),
            PassFail::Fail => totals.clone().map(|total| {
                if u64::from(total) >= score {
                    TrapResult::AbilityZero
                } else {
                    TrapResult::AbilityLoss
                }
            }),
        }))
    }
}
