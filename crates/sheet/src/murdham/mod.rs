//! Murdham: the character sheet, what it derives, and its JSON.
//!
//! The rules this library follows are Murdham's adventuring chapter; it
//! uses a character's three abilities (STR, AGI, WIT), health, armour,
//! size, skills, career, languages and literacy, and leaves how a
//! character is made to another chapter of the game. So there is no
//! rolled creation here: a sheet is built from the values the table has
//! ([`Sheet::new`] and the `with_*` methods), each checked.
//!
//! What the chapter says about a sheet, in this library's words:
//!
//! - Every player character speaks Common, and any further language one of
//!   its skills grants (MU-sheet.languages): Classic (scholars, clerics,
//!   sacred scrolls), Magick (wizards, profane scrolls) or another tongue
//!   (MU-sheet.language-list, [`Language`]).
//! - Without a skill granting literacy a character neither reads nor
//!   writes, and counts only on its fingers (MU-sheet.literacy); reading a
//!   power scroll also needs its script ([`Sheet::can_read`], through
//!   osr-magic).
//! - Skills and a career give knowledge of their subjects, which the
//!   referee answers for (MU-sheet.knowledge, [`Sheet::knows`]).
//! - Sizes are tiny, small, medium (humans), large and massive
//!   (MU-sheet.size): osr-encumbrance's [`Size`], which also sets what a
//!   character carries and how many fit in a zone. In a STR save or
//!   contest the larger side wins without a roll; in an AGI or WIT contest
//!   where its size is a hindrance, the larger side loses without a roll
//!   (MU-sheet.size.saves, [`size_ruling`]).
//! - The skills the chapter names with an effect (MU-sheet.skills-referenced)
//!   are [`KnownSkill`]s: bushcraft for navigation, bargain for trade,
//!   river lore for sailing, medicine for diseases, erudition and music in
//!   dialogue, blather, charm, intimidate and leadership for dialogue
//!   proficiency; other skills grant languages, literacy, crafting or
//!   animal handling ([`Skill`], [`Field`]).
//!
//! The sheet holds the abilities (osr-check's scores, 0 to 20) and their
//! temporary loss ([`Sheet::score`] is what is left), osr-health's
//! [`Health`] (maximum = STR) and armour (0 to 3), the size, osr-magic's
//! [`Corruption`], the conditions, skills and career, coins, the items
//! the rules call for by osr-equipment's stable IDs ([`Tool`]) and the
//! bulk carried. Derived, never stored: languages, literacy, knowledge,
//! proficiencies, the load ([`Sheet::load`]), speed in zones a round, the
//! off-path travel speed and prices when selling.
//!
//! Operations go through the domain crates and return their outcomes: a
//! hit with the sheet's armour or as direct damage ([`Sheet::hit`],
//! osr-health), corruption and soulblight ([`Sheet::gain_corruption`],
//! osr-magic), drug withdrawal at a rest ([`Sheet::rest`], osr-health),
//! diseases caught and their daily course ([`Sheet::catch`],
//! [`Sheet::end_of_day`], osr-health: reductions become temporary loss,
//! greater rot's point a lasting one, demon pox's corruption is gained),
//! buying ([`Sheet::buy`]), and a fight ([`Sheet::combatant`] into
//! osr-combat's encounter, [`Sheet::after_fight`] back).
//!
//! Reading: maximum health follows STR without its losses; temporary and
//! lasting loss lower the score saves use ([`Sheet::score`]), not health.
//!
//! Absent, because the chapter does not have them: rolled creation,
//! recovering health and temporary ability loss at a rest, experience and
//! levels (osr-advancement's `murdham::GROWTH` is none), item prices and
//! bulks (the caller gives them), injuries.
//!
//! # Examples
//!
//! ```
//! use osr_check::murdham::Damage;
//! use osr_core::{StepDie, SuppliedFaces};
//! use osr_sheet::murdham::{Abilities, Language, Sheet};
//!
//! let mut sheet = Sheet::new(Abilities::new(12, 9, 14)?)?.with_armour(2)?;
//! assert_eq!(sheet.languages(), [Language::Common]);
//! // Direct damage ignores armour: a d4 showing 3 takes 3.
//! sheet.hit(Damage::new(StepDie::D4), true, &mut SuppliedFaces::new(&[3]))?;
//! assert_eq!(sheet.health().current(), 9);
//! # Ok::<(), osr_sheet::Error>(())
//! ```

#[cfg(feature = "serde")]
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_check::murdham::{AbilityScore, Damage, Save};
use osr_combat::Side;
use osr_combat::murdham::{
    Combatant, Condition as FightCondition, Event as FightEvent, Status as FightStatus,
};
use osr_core::FaceSource;
use osr_encumbrance::LoadModel;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::{Load, Size, State};
use osr_equipment::murdham::{Buyer, Tool, Value};
pub use osr_health::murdham::Ability;
use osr_health::murdham::{
    Armour, Disease, Event as HealthEvent, Health, Hit, HitBand, HitOutcome, RecoveryOutcome,
    Sickness,
};
use osr_magic::murdham::{Corruption, CorruptionGained, PowerScroll, Script};

use crate::Error;
#[cfg(feature = "serde")]
use crate::checks::at_most;

mod skills;

pub use self::skills::{
    Career, Field, KnownSkill, Language, MAX_GRANTS, MAX_NAME_CHARS, Name, Skill,
};

/// The `system` key of a Murdham sheet document.
pub const SYSTEM: &str = "murdham";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The most skills on a sheet.
pub const MAX_SKILLS: usize = 32;

/// The most items ([`Tool`]s) on a sheet.
pub const MAX_ITEMS: usize = 64;

osr_core::bounded! {
    error: crate::Error;
    /// Coins on a sheet, in the game's unit of value.
    pub struct Coins(u32) in 0..=1_000_000, "coins";
}

/// The three abilities, each 0 to 20 (osr-check's Murdham score); STR is
/// at least 1, since it is also the maximum health (MU-core.abilities).
///
/// # Examples
///
/// ```
/// use osr_sheet::murdham::{Abilities, Ability};
///
/// let abilities = Abilities::new(12, 9, 14)?;
/// assert_eq!(abilities.get(Ability::Wit), 14);
/// assert_eq!(Abilities::new(12, 21, 14).unwrap_err().kind(), "out_of_range");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Abilities {
    str: AbilityScore,
    agi: AbilityScore,
    wit: AbilityScore,
}

fn score(value: i64) -> Result<AbilityScore, Error> {
    let value = i32::try_from(value).map_err(|_| osr_core::Error::OutOfRange {
        what: "ability score",
        value,
        min: 0,
        max: 20,
    })?;
    Ok(AbilityScore::new(value)?)
}

impl Abilities {
    /// STR, AGI and WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") outside 0..=20, or
    /// ("maximum health") for STR 0.
    pub fn new(str: i64, agi: i64, wit: i64) -> Result<Self, Error> {
        Health::full(str)?;
        Ok(Self {
            str: score(str)?,
            agi: score(agi)?,
            wit: score(wit)?,
        })
    }

    /// One ability's score.
    #[must_use]
    pub fn get(&self, ability: Ability) -> u32 {
        let score = match ability {
            Ability::Str => self.str,
            Ability::Agi => self.agi,
            Ability::Wit => self.wit,
        };
        u32::try_from(score.get()).unwrap_or(0)
    }
}

/// A condition a character is in (MU-core.conditions). What stunned and
/// incapacitated stop a character doing is in another chapter of the
/// game; the sheet records them.
///
/// With the `serde` feature: `"frightened"`, `"incapacitated"`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Condition {
    /// Cannot approach what frightens it.
    Frightened,
    /// Must flee; cornered, it cowers and does nothing else.
    Terrified,
    /// Stunned.
    Stunned,
    /// Incapacitated (critical damage, knocked out, paralysed, asleep).
    Incapacitated,
    /// Drowning: can do nothing and may suffocate.
    Drowning,
    /// Frenzied (bloodburn): attacks anyone unless restrained.
    Frenzied,
    /// Sick with a disease.
    Sick,
    /// Addicted to a drug: withdrawal at every rest.
    Addicted,
    /// Lost all its health: dying.
    Dying,
    /// Dead.
    Dead,
}

/// The most temporary loss an ability records: a score is at most 20, so
/// more takes nothing further.
pub const MAX_LOSS: i64 = 20;

const MAX_LOSS_U32: u32 = 20;

const fn ability_index(ability: Ability) -> usize {
    match ability {
        Ability::Str => 0,
        Ability::Agi => 1,
        Ability::Wit => 2,
    }
}

/// The number of [`Condition`]s, the longest list of them a sheet holds.
pub const MAX_CONDITIONS: usize = 10;

/// How size settles a save or contest between two characters
/// (MU-sheet.size.saves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SizeRuling {
    /// The character wins without a roll.
    Wins,
    /// The character loses without a roll.
    Loses,
    /// Size settles nothing: roll.
    Roll,
}

/// How size settles a save or contest of `ability` between a character of
/// size `own` and one of size `other` (MU-sheet.size.saves): in STR the
/// larger wins outright; in AGI or WIT, when size is a hindrance
/// (`size_hinders`, the referee's call: squeezing through a gap), the
/// larger loses outright. Otherwise, and between equal sizes, roll.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::murdham::Size;
/// use osr_sheet::murdham::{Ability, SizeRuling, size_ruling};
///
/// // Arm-wrestling: large against medium wins without a roll.
/// assert_eq!(size_ruling(Size::Large, Size::Medium, Ability::Str, false), SizeRuling::Wins);
/// // Squeezing through a gap: large against small loses without a roll.
/// assert_eq!(size_ruling(Size::Large, Size::Small, Ability::Agi, true), SizeRuling::Loses);
/// assert_eq!(size_ruling(Size::Large, Size::Small, Ability::Agi, false), SizeRuling::Roll);
/// ```
#[must_use]
pub fn size_ruling(own: Size, other: Size, ability: Ability, size_hinders: bool) -> SizeRuling {
    let larger = match own.cmp(&other) {
        core::cmp::Ordering::Equal => return SizeRuling::Roll,
        core::cmp::Ordering::Greater => true,
        core::cmp::Ordering::Less => false,
    };
    match (ability, size_hinders, larger) {
        (Ability::Str, _, true) | (Ability::Agi | Ability::Wit, true, false) => SizeRuling::Wins,
        (Ability::Str, _, false) | (Ability::Agi | Ability::Wit, true, true) => SizeRuling::Loses,
        (Ability::Agi | Ability::Wit, false, _) => SizeRuling::Roll,
    }
}

/// A change to a sheet, as data a virtual tabletop can show; its `Display`
/// is the line to show.
///
/// With the `serde` feature: tagged by `"event"`, `snake_case`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// An item bought.
    Bought {
        /// The item.
        item: Tool,
        /// What it cost.
        cost: u32,
        /// Coins left.
        coins_left: u32,
    },
    /// A condition taken on.
    Became {
        /// The condition.
        condition: Condition,
    },
    /// WIT lost to drug withdrawal at a rest.
    Withdrawal {
        /// WIT lost.
        lost: u32,
        /// WIT after.
        wit: u32,
    },
    /// A disease caught.
    Caught {
        /// Its osr-health ID.
        disease: &'static str,
    },
    /// Recovered from a disease.
    RecoveredFrom {
        /// Its osr-health ID.
        disease: &'static str,
    },
    /// A condition ended.
    Ended {
        /// The condition.
        condition: Condition,
    },
    /// Health lost to soulblight.
    Soulblight {
        /// The direct damage.
        damage: u32,
        /// Health after.
        health: u32,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Bought {
                item,
                cost,
                coins_left,
            } => write!(
                f,
                "bought {} for {cost} coins: {coins_left} left",
                item.id()
            ),
            Self::Became { condition } => write!(f, "now {}", condition_name(*condition)),
            Self::Ended { condition } => write!(f, "no longer {}", condition_name(*condition)),
            Self::Caught { disease } => write!(f, "caught {disease}"),
            Self::RecoveredFrom { disease } => write!(f, "recovered from {disease}"),
            Self::Withdrawal { lost, wit } => {
                write!(f, "withdrawal: WIT -{lost} = {wit}")
            }
            Self::Soulblight { damage, health } => {
                write!(f, "soulblight: {damage} direct damage, health {health}")
            }
        }
    }
}

const fn condition_name(condition: Condition) -> &'static str {
    match condition {
        Condition::Frightened => "frightened",
        Condition::Terrified => "terrified",
        Condition::Stunned => "stunned",
        Condition::Incapacitated => "incapacitated",
        Condition::Drowning => "drowning",
        Condition::Frenzied => "frenzied",
        Condition::Sick => "sick",
        Condition::Addicted => "addicted",
        Condition::Dying => "dying",
        Condition::Dead => "dead",
    }
}

/// The conditions a hit's band brings: critical damage incapacitates,
/// losing all health is dying too, a killing hit is death.
fn band_conditions(band: HitBand) -> &'static [Condition] {
    match band {
        HitBand::Unhurt | HitBand::Hurt => &[],
        HitBand::CriticalDamage => &[Condition::Incapacitated],
        HitBand::Dying => &[Condition::Incapacitated, Condition::Dying],
        HitBand::Dead => &[Condition::Dead],
    }
}

/// A rest (MU-core.time-units): a daily rest takes a watch (three a day);
/// a full rest is the longer one. What a rest restores is in another
/// chapter of the game; here it is when drug withdrawal strikes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Rest {
    /// The daily rest: an addict needs one unit of its drug.
    Daily,
    /// A full rest: an addict needs eight units.
    Full,
}

impl Rest {
    /// The watches a daily rest takes; a full rest's length is in another
    /// chapter of the game.
    #[must_use]
    pub const fn watches(self) -> Option<u32> {
        match self {
            Self::Daily => Some(1),
            Self::Full => None,
        }
    }
}

/// Watches in a day (MU-core.time-units).
pub const WATCHES_PER_DAY: u32 = 3;

/// A Murdham character sheet.
///
/// Built with [`Sheet::new`] from the abilities (full health) and the
/// `with_*` methods, each checked: health at most STR, armour at most 3,
/// at most [`MAX_SKILLS`] skills and [`MAX_ITEMS`] items.
///
/// With the `serde` feature a sheet is the versioned document
/// [`SheetDocument`] (`{"system": "murdham", "version": 1, ...}`), read
/// back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::murdham::Size;
/// use osr_sheet::murdham::{Abilities, KnownSkill, Sheet};
///
/// let sheet = Sheet::new(Abilities::new(12, 9, 14)?)?
///     .with_health(7)?
///     .with_skill(KnownSkill::Bushcraft.skill())?;
/// assert_eq!((sheet.health().current(), sheet.health().max()), (7, 12));
/// assert_eq!(sheet.size(), Size::Medium);
/// assert_eq!(sheet.with_health(13).unwrap_err().kind(), "out_of_range");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SheetDocument", into = "SheetDocument")
)]
pub struct Sheet {
    abilities: Abilities,
    loss: [u32; 3],
    lasting: [u32; 3],
    sick: Vec<Sickness>,
    immune: Vec<&'static Disease>,
    health: Health,
    armour: Armour,
    size: Size,
    corruption: Corruption,
    conditions: Vec<Condition>,
    skills: Vec<Skill>,
    career: Option<Career>,
    coins: Coins,
    items: Vec<Tool>,
    carried: Bulk,
}

impl Sheet {
    /// A medium-sized character with these abilities at full health (its
    /// STR), no armour, no corruption, skills, career, coins or items.
    ///
    /// # Errors
    ///
    /// None for abilities made by [`Abilities::new`]; the result keeps the
    /// signature of the other constructors.
    pub fn new(abilities: Abilities) -> Result<Self, Error> {
        Ok(Self {
            health: Health::full(i64::from(abilities.get(Ability::Str)))?,
            abilities,
            loss: [0; 3],
            lasting: [0; 3],
            sick: Vec::new(),
            immune: Vec::new(),
            armour: Armour::new(0_u32)?,
            size: Size::Medium,
            corruption: Corruption::new(0_u32).map_err(Error::from)?,
            conditions: Vec::new(),
            skills: Vec::new(),
            career: None,
            coins: Coins(0),
            items: Vec::new(),
            carried: Bulk::whole(0),
        })
    }

    /// The same sheet with this temporary loss of an ability (its score
    /// now is the ability less the loss, 0 at the least).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability loss") outside 0..=20.
    pub fn with_loss(mut self, ability: Ability, loss: impl Into<i64>) -> Result<Self, Error> {
        let loss = osr_core::Error::check_range("ability loss", loss.into(), 0, MAX_LOSS)?;
        self.loss[ability_index(ability)] = u32::try_from(loss).unwrap_or(0);
        Ok(self)
    }

    /// The same sheet with `current` health (at most STR).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "health") outside 0..=STR.
    pub fn with_health(mut self, current: i64) -> Result<Self, Error> {
        self.health = Health::new(current, i64::from(self.health.max()))?;
        Ok(self)
    }

    /// The same sheet with this armour.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "armour") above 3.
    pub fn with_armour(mut self, armour: impl Into<i64>) -> Result<Self, Error> {
        self.armour = Armour::new(armour)?;
        Ok(self)
    }

    /// The same sheet with this size.
    #[must_use]
    pub const fn with_size(mut self, size: Size) -> Self {
        self.size = size;
        self
    }

    /// The same sheet with this corruption.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "corruption") outside osr-magic's
    /// range.
    pub fn with_corruption(mut self, corruption: impl Into<i64>) -> Result<Self, Error> {
        self.corruption = Corruption::new(corruption).map_err(Error::from)?;
        Ok(self)
    }

    /// The same sheet in one more condition (a condition it is already in
    /// changes nothing).
    #[must_use]
    pub fn with_condition(mut self, condition: Condition) -> Self {
        self.add_condition(condition);
        self
    }

    /// The same sheet with one more skill.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_SKILLS`].
    pub fn with_skill(mut self, skill: Skill) -> Result<Self, Error> {
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

    /// The same sheet with this career.
    #[must_use]
    pub fn with_career(mut self, career: Career) -> Self {
        self.career = Some(career);
        self
    }

    /// The same sheet with these coins.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "coins") outside [`Coins`].
    pub fn with_coins(mut self, coins: impl Into<i64>) -> Result<Self, Error> {
        self.coins = Coins::new(coins)?;
        Ok(self)
    }

    /// The same sheet carrying one more item.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_ITEMS`].
    pub fn with_item(mut self, item: Tool) -> Result<Self, Error> {
        self.push_item(item)?;
        Ok(self)
    }

    /// The same sheet carrying this much bulk (item bulks are the
    /// caller's: the rules chapter has no item list).
    #[must_use]
    pub const fn with_carried(mut self, carried: Bulk) -> Self {
        self.carried = carried;
        self
    }

    fn push_item(&mut self, item: Tool) -> Result<(), Error> {
        if self.items.len() >= MAX_ITEMS {
            return Err(Error::TooMany {
                what: "items",
                len: self.items.len() + 1,
                max: MAX_ITEMS,
            });
        }
        self.items.push(item);
        Ok(())
    }

    fn add_condition(&mut self, condition: Condition) -> bool {
        match self.conditions.binary_search(&condition) {
            Ok(_) => false,
            Err(at) => {
                self.conditions.insert(at, condition);
                true
            }
        }
    }

    /// The abilities as they are without temporary loss (STR is also the
    /// maximum health).
    #[must_use]
    pub const fn abilities(&self) -> &Abilities {
        &self.abilities
    }

    /// An ability's score now: without its temporary loss, 0 at the least.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Ability, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_loss(Ability::Wit, 3)?;
    /// assert_eq!((sheet.score(Ability::Wit), sheet.abilities().get(Ability::Wit)), (8, 11));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn score(&self, ability: Ability) -> u32 {
        let i = ability_index(ability);
        self.abilities
            .get(ability)
            .saturating_sub(self.loss[i])
            .saturating_sub(self.lasting[i])
    }

    /// An ability's lasting loss, which nothing gives back (greater rot).
    #[must_use]
    pub const fn lasting_loss(&self, ability: Ability) -> u32 {
        self.lasting[ability_index(ability)]
    }

    /// The diseases the character is sick with (osr-health's
    /// [`Sickness`]).
    #[must_use]
    pub fn sicknesses(&self) -> &[Sickness] {
        &self.sick
    }

    /// The diseases the character recovered from for good.
    #[must_use]
    pub fn immunities(&self) -> &[&'static Disease] {
        &self.immune
    }

    /// Catches a disease by its osr-health ID (`"plague"`): sick with it,
    /// unless already sick with it or immune.
    ///
    /// # Errors
    ///
    /// [`Error::Health`] (`UnknownId`) for an ID not in osr-health's
    /// [`DISEASES`](osr_health::murdham::DISEASES).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Condition, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?)?;
    /// sheet.catch("plague")?;
    /// assert!(sheet.is(Condition::Sick));
    /// assert_eq!(sheet.catch("pox").unwrap_err().kind(), "unknown_id");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn catch(&mut self, id: &str) -> Result<Vec<Event>, Error> {
        let disease = osr_health::murdham::disease(id)?;
        if self.immune.contains(&disease) || self.sick.iter().any(|s| s.disease() == disease) {
            return Ok(Vec::new());
        }
        self.sick.push(Sickness::new(disease));
        let mut events = alloc::vec![Event::Caught {
            disease: disease.id
        }];
        if self.add_condition(Condition::Sick) {
            events.push(Event::Became {
                condition: Condition::Sick,
            });
        }
        Ok(events)
    }

    /// The end of a day for every disease the character is sick with, in
    /// the order caught (osr-health's [`Sickness::end_of_day`], a STR save
    /// against the score now): reductions become temporary loss (lasting
    /// loss for greater rot's point), demon pox's corruption is gained
    /// (osr-magic, with its soulblight roll), and a disease recovered from
    /// leaves an immunity when it gives one; the last one ends the
    /// sickness.
    ///
    /// # Errors
    ///
    /// The face source's errors; the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::murdham::{Abilities, Ability, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?)?;
    /// sheet.catch("weeping_sores")?;
    /// // STR save 15 fails; STR and AGI lose a d6 each (4, 2), WIT nothing.
    /// sheet.end_of_day(&mut SuppliedFaces::new(&[15, 4, 2]))?;
    /// assert_eq!((sheet.score(Ability::Str), sheet.score(Ability::Agi), sheet.score(Ability::Wit)), (8, 7, 11));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn end_of_day<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
    ) -> Result<(Vec<RecoveryOutcome>, Vec<Event>), Error> {
        let mut next = self.clone();
        let mut outcomes = Vec::new();
        let mut events = Vec::new();
        let mut still = Vec::new();
        for mut sickness in core::mem::take(&mut next.sick) {
            let outcome = sickness.end_of_day(next.score(Ability::Str), source)?;
            for event in outcome.events() {
                match event {
                    HealthEvent::AbilityReduced {
                        ability,
                        temporary,
                        permanent,
                    } => {
                        let i = ability_index(*ability);
                        next.loss[i] = next.loss[i].saturating_add(*temporary).min(MAX_LOSS_U32);
                        next.lasting[i] =
                            next.lasting[i].saturating_add(*permanent).min(MAX_LOSS_U32);
                    }
                    HealthEvent::Corruption { amount } => {
                        let (_, more) = next.gain_corruption(*amount, source)?;
                        events.extend(more);
                    }
                    _ => {}
                }
            }
            if outcome.recovered() {
                events.push(Event::RecoveredFrom {
                    disease: sickness.disease().id,
                });
                if sickness.disease().lasting_immunity() {
                    next.immune.push(sickness.disease());
                }
            } else {
                still.push(sickness);
            }
            outcomes.push(outcome);
        }
        next.sick = still;
        if next.sick.is_empty() && next.end_condition(Condition::Sick) {
            events.push(Event::Ended {
                condition: Condition::Sick,
            });
        }
        *self = next;
        Ok((outcomes, events))
    }

    /// An ability's temporary loss (drug withdrawal, disease).
    #[must_use]
    pub const fn loss(&self, ability: Ability) -> u32 {
        self.loss[ability_index(ability)]
    }

    /// Gives back up to `amount` of an ability's temporary loss, as the
    /// game's recovery rules (in another chapter) allow; the amount given
    /// back.
    pub fn restore(&mut self, ability: Ability, amount: u32) -> u32 {
        let loss = &mut self.loss[ability_index(ability)];
        let back = amount.min(*loss);
        *loss -= back;
        back
    }

    /// Health (osr-health's state; its maximum is STR).
    #[must_use]
    pub const fn health(&self) -> Health {
        self.health
    }

    /// Armour, 0 to 3.
    #[must_use]
    pub const fn armour(&self) -> u32 {
        self.armour.get()
    }

    /// Size.
    #[must_use]
    pub const fn size(&self) -> Size {
        self.size
    }

    /// Corruption.
    #[must_use]
    pub const fn corruption(&self) -> u32 {
        self.corruption.get()
    }

    /// Conditions, in [`Condition`] order.
    #[must_use]
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// Whether the character is in `condition`.
    #[must_use]
    pub fn is(&self, condition: Condition) -> bool {
        self.conditions.binary_search(&condition).is_ok()
    }

    /// Ends a condition (the stretch ended, the fear passed); whether it
    /// was on.
    pub fn end_condition(&mut self, condition: Condition) -> bool {
        match self.conditions.binary_search(&condition) {
            Ok(at) => {
                self.conditions.remove(at);
                true
            }
            Err(_) => false,
        }
    }

    /// Skills.
    #[must_use]
    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    /// The career, if any.
    #[must_use]
    pub const fn career(&self) -> Option<&Career> {
        self.career.as_ref()
    }

    /// Coins.
    #[must_use]
    pub const fn coins(&self) -> u32 {
        self.coins.0
    }

    /// Items carried, by osr-equipment's Murdham IDs.
    #[must_use]
    pub fn items(&self) -> &[Tool] {
        &self.items
    }

    /// Whether the character carries `item`.
    #[must_use]
    pub fn has_item(&self, item: Tool) -> bool {
        self.items.contains(&item)
    }

    /// Bulk carried.
    #[must_use]
    pub const fn carried(&self) -> Bulk {
        self.carried
    }

    /// Whether one of the skills is named like `skill` (the chapter's
    /// named skills).
    #[must_use]
    pub fn has_skill(&self, skill: KnownSkill) -> bool {
        self.skills
            .iter()
            .any(|s| s.name().as_str() == skill.name())
    }

    /// Languages spoken (MU-sheet.languages): Common, then every language
    /// a skill grants, each once.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Language, Sheet, Skill};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?
    ///     .with_skill(Skill::new("sorcery")?.with_language(Language::Magick)?)?;
    /// assert_eq!(sheet.languages(), [Language::Common, Language::Magick]);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn languages(&self) -> Vec<Language> {
        let mut languages = alloc::vec![Language::Common];
        for language in self.skills.iter().flat_map(Skill::languages) {
            if !languages.contains(language) {
                languages.push(language.clone());
            }
        }
        languages
    }

    /// Whether the character reads and writes (MU-sheet.literacy): only
    /// with a skill granting literacy.
    #[must_use]
    pub fn literate(&self) -> bool {
        self.skills.iter().any(Skill::literacy)
    }

    /// Whether the character can read a power scroll: literate and
    /// knowing its script (osr-magic's [`PowerScroll::readable`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::murdham::PowerScroll;
    /// use osr_sheet::murdham::{Abilities, Language, Sheet, Skill};
    ///
    /// let cleric = Skill::new("liturgy")?.with_language(Language::Classic)?;
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_skill(cleric.clone())?;
    /// assert!(!sheet.can_read(PowerScroll::Sacred)); // not literate
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_skill(cleric.with_literacy())?;
    /// assert!(sheet.can_read(PowerScroll::Sacred));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn can_read(&self, scroll: PowerScroll) -> bool {
        let scripts: Vec<Script> = self
            .languages()
            .iter()
            .filter_map(Language::script)
            .collect();
        scroll.readable(&scripts, self.literate())
    }

    /// Subjects the skills and career give knowledge of
    /// (MU-sheet.knowledge), each once.
    #[must_use]
    pub fn knowledge(&self) -> Vec<&Name> {
        let mut subjects: Vec<&Name> = Vec::new();
        let career = self.career.iter().flat_map(Career::knowledge);
        for subject in self.skills.iter().flat_map(Skill::knowledge).chain(career) {
            if !subjects.contains(&subject) {
                subjects.push(subject);
            }
        }
        subjects
    }

    /// Whether a skill or the career gives knowledge of `subject`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Career, KnownSkill, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?
    ///     .with_skill(KnownSkill::Medicine.skill())?
    ///     .with_career(Career::new("rat-catcher")?.with_knowledge("rats")?);
    /// assert!(sheet.knows("diseases") && sheet.knows("rats"));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn knows(&self, subject: &str) -> bool {
        self.knowledge().iter().any(|s| s.as_str() == subject)
    }

    /// Whether a skill makes the character proficient in `field`
    /// (MU-core.proficiency).
    #[must_use]
    pub fn proficient(&self, field: Field) -> bool {
        self.skills
            .iter()
            .any(|s| s.proficiencies().contains(&field))
    }

    /// A save against one of the abilities (osr-check's Murdham save).
    ///
    /// # Errors
    ///
    /// None for a checked sheet; osr-check's range error otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Check, PassFail, Resolved};
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::murdham::{Abilities, Ability, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?;
    /// let wit = sheet.save(Ability::Wit)?;
    /// assert_eq!(wit.roll(&mut SuppliedFaces::new(&[11]))?.band(), PassFail::Pass);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn save(&self, ability: Ability) -> Result<Save, Error> {
        let score = i32::try_from(self.score(ability)).unwrap_or(i32::MAX);
        Ok(Save::new(score)?)
    }

    /// The load (osr-encumbrance's Murdham bulk model): the bulk carried
    /// against the size's carry limit.
    #[must_use]
    pub const fn load(&self) -> Load {
        Load {
            size: self.size,
            carried: self.carried,
        }
    }

    /// Zones moved in a round (MU-core.space-units with osr-travel's
    /// speed): 2, or 4 sprinting on open ground; halved when encumbered;
    /// none when overloaded.
    ///
    /// # Errors
    ///
    /// [`Error::Travel`] (`NotAllowed`) for a sprint among obstacles.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::bulk::Bulk;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?;
    /// assert_eq!(sheet.zones_per_round(true, true)?, 4);
    /// // Carrying 12 bulk: encumbered, half speed.
    /// assert_eq!(sheet.with_carried(Bulk::whole(12)).zones_per_round(false, false)?, 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn zones_per_round(&self, sprint: bool, open_ground: bool) -> Result<u32, Error> {
        let zones = osr_travel::murdham::sprint_zones(sprint, open_ground)?;
        self.load()
            .effects()
            .speed
            .of(zones)
            .ok_or(Error::Overflow { what: "zones" })
    }

    /// How many characters of the sheet's size a typical zone holds
    /// (`None` for a massive one, which needs a large open zone).
    #[must_use]
    pub const fn per_zone(&self) -> Option<u32> {
        self.size.per_zone()
    }

    /// Off-path travel speed as a fraction of normal (osr-equipment):
    /// bushcraft (proficiency in navigation) and navigation tools each
    /// halve the penalty.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, KnownSkill, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_skill(KnownSkill::Bushcraft.skill())?;
    /// assert_eq!(sheet.off_path_speed(true), (1, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn off_path_speed(&self, navigation_tools: bool) -> (u32, u32) {
        osr_equipment::murdham::off_path_speed(self.proficient(Field::Navigation), navigation_tools)
    }

    /// What `buyer` pays this character for an item of `value`
    /// (osr-equipment's prices): the character's bargain (proficiency in
    /// trade) cancels the buyer's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::{Buyer, Value};
    /// use osr_sheet::murdham::{Abilities, KnownSkill, Sheet};
    ///
    /// let trader = Sheet::new(Abilities::new(12, 9, 11)?)?.with_skill(KnownSkill::Bargain.skill())?;
    /// let merchant = Buyer { bargain: true, merchant: true };
    /// assert_eq!(trader.sale_price(100, merchant), Value::whole(50));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn sale_price(&self, value: u32, buyer: Buyer) -> Value {
        osr_equipment::murdham::price(value, buyer, self.proficient(Field::Trade))
    }

    /// Buys `item` for `cost` coins (the chapter has no price list: the
    /// price is the table's).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughCoins`] when it costs more than the coins,
    /// [`Error::TooMany`] past [`MAX_ITEMS`]; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::Tool;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_coins(30)?;
    /// sheet.buy(Tool::Antidote, 10)?;
    /// assert_eq!(sheet.coins(), 20);
    /// assert_eq!(sheet.buy(Tool::SurgicalTools, 40).unwrap_err().kind(), "not_enough_coins");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn buy(&mut self, item: Tool, cost: u32) -> Result<Event, Error> {
        let left = self
            .coins
            .0
            .checked_sub(cost)
            .ok_or(Error::NotEnoughCoins {
                item: item.id(),
                cost: u64::from(cost),
                coins: u64::from(self.coins.0),
            })?;
        self.push_item(item)?;
        self.coins = Coins(left);
        Ok(Event::Bought {
            item,
            cost,
            coins_left: left,
        })
    }

    fn conditions_from(&mut self, band: HitBand) -> Vec<Event> {
        band_conditions(band)
            .iter()
            .filter(|c| self.add_condition(**c))
            .map(|c| Event::Became { condition: *c })
            .collect()
    }

    /// Takes a hit (osr-health's [`Hit`]): the sheet's armour comes off
    /// unless it is `direct` damage (MU-core.direct-damage). Critical
    /// damage makes the character incapacitated, losing all its health
    /// dying too, a killing hit dead (MU-core.conditions); the conditions
    /// taken on follow the hit's own events.
    ///
    /// # Errors
    ///
    /// osr-health's errors (a face source that fails, a die that explodes
    /// too often); the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::murdham::Damage;
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_sheet::murdham::{Abilities, Condition, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_armour(2)?;
    /// // A d8 showing 8 explodes: 8 + (2 - 1) = 9, 7 through armour 2: critical.
    /// let (outcome, _) = sheet.hit(Damage::new(StepDie::D8), false, &mut SuppliedFaces::new(&[8, 2]))?;
    /// assert_eq!((outcome.damage(), sheet.health().current()), (7, 5));
    /// assert!(sheet.is(Condition::Incapacitated));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn hit<S: FaceSource + ?Sized>(
        &mut self,
        damage: Damage,
        direct: bool,
        source: &mut S,
    ) -> Result<(HitOutcome, Vec<Event>), Error> {
        let hit = if direct {
            Hit::direct(damage)
        } else {
            Hit::new(damage, self.armour.get())?
        };
        let outcome = hit.apply(&mut self.health, source)?;
        let events = self.conditions_from(outcome.band());
        Ok((outcome, events))
    }

    /// Gains corruption (osr-magic's [`Corruption::gain`]): on soulblight
    /// the d12 is taken as direct damage, with the conditions it brings.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the total leaves osr-magic's range or the face
    /// source fails; the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_corruption(3)?;
    /// // 3 + 4 = 7; a d12 of 5 is soulblight: 5 direct damage, corruption 2.
    /// sheet.gain_corruption(4, &mut SuppliedFaces::new(&[5]))?;
    /// assert_eq!((sheet.corruption(), sheet.health().current()), (2, 7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn gain_corruption<S: FaceSource + ?Sized>(
        &mut self,
        amount: u32,
        source: &mut S,
    ) -> Result<(CorruptionGained, Vec<Event>), Error> {
        let gained = self.corruption.gain(amount, source)?;
        self.corruption = gained.to;
        let mut events = Vec::new();
        if let Some(damage) = gained.soulblight {
            let band = self.health.band(damage);
            self.health = self.health.after(damage);
            events.push(Event::Soulblight {
                damage,
                health: self.health.current(),
            });
            events.extend(self.conditions_from(band));
        }
        Ok((gained, events))
    }

    /// A rest: an addicted character without enough of its drug
    /// (`drug_units` taken) loses WIT temporarily (osr-health's
    /// withdrawal: 1 at a daily rest without a unit, 1 per missing unit of
    /// 8 at a full rest); the score stops at 0, the loss at [`MAX_LOSS`].
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for more drug units than osr-health counts.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, Ability, Condition, Rest, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_condition(Condition::Addicted);
    /// sheet.rest(Rest::Full, 5)?;
    /// assert_eq!(sheet.score(Ability::Wit), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn rest(&mut self, rest: Rest, drug_units: u32) -> Result<Vec<Event>, Error> {
        if !self.is(Condition::Addicted) {
            return Ok(Vec::new());
        }
        let lost = osr_health::murdham::withdrawal(rest == Rest::Full, drug_units)?;
        if lost == 0 {
            return Ok(Vec::new());
        }
        let loss = &mut self.loss[ability_index(Ability::Wit)];
        *loss = loss.saturating_add(lost).min(MAX_LOSS_U32);
        let wit = self.score(Ability::Wit);
        Ok(alloc::vec![Event::Withdrawal { lost, wit }])
    }

    /// The character as a combatant of osr-combat's Murdham encounter.
    ///
    /// # Errors
    ///
    /// osr-combat's range errors (none for a checked sheet).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)?.with_armour(1)?;
    /// let me = sheet.combatant(1, Side::Party)?;
    /// assert_eq!((me.wit(), me.armour(), me.health().max()), (11, 1, 12));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn combatant(&self, id: u32, side: Side) -> Result<Combatant, Error> {
        let wit = i32::try_from(self.score(Ability::Wit)).unwrap_or(i32::MAX);
        Ok(Combatant::new(
            id,
            side,
            wit,
            self.health,
            self.armour.get(),
        )?)
    }

    /// Writes a fight back from osr-combat's encounter: this character's
    /// status at its end (`fight.status(id)?`) gives its health, and the
    /// encounter's `log` (`fight.events()`) the conditions its hits
    /// brought (critical damage incapacitates, losing all health is dying,
    /// a killing hit death) and fear from intimidation.
    ///
    /// # Errors
    ///
    /// [`Error::Mismatch`] when the status' maximum health is not this
    /// sheet's; the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::murdham::{Encounter, Setup, Stance};
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(10, 9, 12)?)?;
    /// let foe = Sheet::new(Abilities::new(8, 8, 8)?)?;
    /// let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
    ///     sheet.combatant(1, Side::Party)?,
    ///     foe.combatant(2, Side::Foes)?,
    /// ])?;
    /// let fight = Encounter::new(setup)?;
    /// assert!(sheet.after_fight(fight.status(1)?, fight.events())?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn after_fight(
        &mut self,
        status: &FightStatus,
        log: &[FightEvent],
    ) -> Result<Vec<Event>, Error> {
        let id = status.id;
        if status.health.max() != self.health.max() {
            return Err(Error::Mismatch {
                what: "maximum health",
                value: i64::from(status.health.max()),
                other: "STR",
                expected: i64::from(self.health.max()),
            });
        }
        self.health = status.health;
        let mut events = Vec::new();
        let mut frightened = false;
        for event in log {
            match event {
                FightEvent::Damage { target, band, .. } if *target == id => {
                    events.extend(self.conditions_from(*band));
                }
                FightEvent::ConditionGained {
                    id: who,
                    condition: FightCondition::Frightened { .. },
                } if *who == id => frightened = true,
                _ => {}
            }
        }
        if frightened && self.add_condition(Condition::Frightened) {
            events.push(Event::Became {
                condition: Condition::Frightened,
            });
        }
        Ok(events)
    }

    /// The load state (unencumbered, encumbered, overloaded).
    #[must_use]
    pub fn load_state(&self) -> State {
        self.load().state()
    }
}

/// A skill as written in a sheet document.
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SkillEntry {
    /// The name.
    pub name: String,
    /// Languages granted (`"classic"`, `"magick"`, `"common"` or another
    /// name).
    #[serde(default)]
    pub languages: Vec<String>,
    /// Whether it grants literacy.
    #[serde(default)]
    pub literacy: bool,
    /// Subjects of knowledge.
    #[serde(default)]
    pub knowledge: Vec<String>,
    /// Fields of proficiency.
    #[serde(default)]
    pub proficiencies: Vec<Field>,
}

/// A career as written in a sheet document.
#[cfg(feature = "serde")]
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CareerEntry {
    /// The name.
    pub name: String,
    /// Subjects of knowledge.
    #[serde(default)]
    pub knowledge: Vec<String>,
}

/// The versioned JSON document of a [`Sheet`], in plain fields: reading
/// it into a sheet (`Sheet::try_from`) checks every field and gives a
/// typed [`Error`] naming it. Items are osr-equipment IDs
/// (`"mu.tool.antidote"`); bulk is osr-encumbrance's (`8`, `"1/2"`).
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
    /// STR, 1 to 20; also the maximum health.
    pub str: i64,
    /// AGI, 0 to 20.
    pub agi: i64,
    /// WIT, 0 to 20.
    pub wit: i64,
    /// Temporary loss of STR, AGI and WIT, each 0 to 20.
    #[serde(default)]
    pub loss: [i64; 3],
    /// Lasting loss of STR, AGI and WIT (greater rot), each 0 to 20.
    #[serde(default)]
    pub lasting: [i64; 3],
    /// Diseases the character is sick with (osr-health's, checked as they
    /// are read), at most one of each.
    #[serde(default)]
    pub sick: Vec<Sickness>,
    /// IDs of diseases the character is immune to, at most one of each.
    #[serde(default)]
    pub immune: Vec<String>,
    /// Health left, 0 to STR.
    pub health: i64,
    /// Armour, 0 to 3.
    #[serde(default)]
    pub armour: i64,
    /// Size.
    #[serde(default)]
    pub size: Size,
    /// Corruption.
    #[serde(default)]
    pub corruption: i64,
    /// Conditions, at most [`MAX_CONDITIONS`]; `"sick"` exactly when
    /// `sick` lists a disease.
    #[serde(default)]
    pub conditions: Vec<Condition>,
    /// Skills, at most [`MAX_SKILLS`].
    #[serde(default)]
    pub skills: Vec<SkillEntry>,
    /// The career, if any.
    #[serde(default)]
    pub career: Option<CareerEntry>,
    /// Coins.
    #[serde(default)]
    pub coins: i64,
    /// Item IDs, at most [`MAX_ITEMS`].
    #[serde(default)]
    pub items: Vec<String>,
    /// Bulk carried.
    #[serde(default)]
    pub carried: Bulk,
}

#[cfg(feature = "serde")]
impl TryFrom<SkillEntry> for Skill {
    type Error = Error;

    fn try_from(entry: SkillEntry) -> Result<Self, Error> {
        at_most("skill languages", entry.languages.len(), MAX_GRANTS)?;
        at_most("skill knowledge", entry.knowledge.len(), MAX_GRANTS)?;
        at_most("skill proficiencies", entry.proficiencies.len(), MAX_GRANTS)?;
        let mut skill = Self::new(&entry.name)?;
        for language in &entry.languages {
            skill = skill.with_language(Language::parse(language)?)?;
        }
        if entry.literacy {
            skill = skill.with_literacy();
        }
        for subject in &entry.knowledge {
            skill = skill.with_knowledge(subject)?;
        }
        for field in entry.proficiencies {
            skill = skill.with_proficiency(field)?;
        }
        Ok(skill)
    }
}

#[cfg(feature = "serde")]
impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        at_most("conditions", doc.conditions.len(), MAX_CONDITIONS)?;
        at_most("skills", doc.skills.len(), MAX_SKILLS)?;
        at_most("items", doc.items.len(), MAX_ITEMS)?;
        let mut sheet = Self::new(Abilities::new(doc.str, doc.agi, doc.wit)?)?
            .with_health(doc.health)?
            .with_armour(doc.armour)?
            .with_size(doc.size)
            .with_corruption(doc.corruption)?
            .with_coins(doc.coins)?
            .with_carried(doc.carried)
            .with_loss(Ability::Str, doc.loss[0])?
            .with_loss(Ability::Agi, doc.loss[1])?
            .with_loss(Ability::Wit, doc.loss[2])?;
        at_most("sick", doc.sick.len(), osr_health::murdham::DISEASES.len())?;
        at_most(
            "immune",
            doc.immune.len(),
            osr_health::murdham::DISEASES.len(),
        )?;
        for (i, lasting) in doc.lasting.into_iter().enumerate() {
            let lasting =
                osr_core::Error::check_range("lasting ability loss", lasting, 0, MAX_LOSS)?;
            sheet.lasting[i] = u32::try_from(lasting).unwrap_or(0);
        }
        for sickness in doc.sick {
            if sheet.sick.iter().any(|s| s.disease() == sickness.disease()) {
                return Err(Error::TooMany {
                    what: "sicknesses with one disease",
                    len: 2,
                    max: 1,
                });
            }
            sheet.sick.push(sickness);
        }
        for id in &doc.immune {
            let disease = osr_health::murdham::disease(id)?;
            if !sheet.immune.contains(&disease) {
                sheet.immune.push(disease);
            }
        }
        for condition in doc.conditions {
            sheet.add_condition(condition);
        }
        for skill in doc.skills {
            sheet = sheet.with_skill(Skill::try_from(skill)?)?;
        }
        if let Some(career) = doc.career {
            at_most("career knowledge", career.knowledge.len(), MAX_GRANTS)?;
            let mut read = Career::new(&career.name)?;
            for subject in &career.knowledge {
                read = read.with_knowledge(subject)?;
            }
            sheet.career = Some(read);
        }
        for item in &doc.items {
            sheet.push_item(Tool::from_id(item)?)?;
        }
        let sick = sheet.is(Condition::Sick);
        if sick == sheet.sick.is_empty() {
            return Err(Error::Mismatch {
                what: "the sick condition",
                value: i64::from(sick),
                other: "having a sickness,",
                expected: i64::from(!sick),
            });
        }
        Ok(sheet)
    }
}

#[cfg(feature = "serde")]
impl From<Sheet> for SheetDocument {
    fn from(sheet: Sheet) -> Self {
        let names = |list: &[Name]| list.iter().map(|n| String::from(n.as_str())).collect();
        Self {
            system: String::from(SYSTEM),
            version: VERSION,
            str: i64::from(sheet.abilities.get(Ability::Str)),
            agi: i64::from(sheet.abilities.get(Ability::Agi)),
            wit: i64::from(sheet.abilities.get(Ability::Wit)),
            loss: sheet.loss.map(i64::from),
            lasting: sheet.lasting.map(i64::from),
            sick: sheet.sick.clone(),
            immune: sheet.immune.iter().map(|d| String::from(d.id)).collect(),
            health: i64::from(sheet.health.current()),
            armour: i64::from(sheet.armour.get()),
            size: sheet.size,
            corruption: i64::from(sheet.corruption.get()),
            conditions: sheet.conditions.clone(),
            skills: sheet
                .skills
                .iter()
                .map(|s| SkillEntry {
                    name: String::from(s.name().as_str()),
                    languages: s
                        .languages()
                        .iter()
                        .map(|l| String::from(l.name()))
                        .collect(),
                    literacy: s.literacy(),
                    knowledge: names(s.knowledge()),
                    proficiencies: s.proficiencies().to_vec(),
                })
                .collect(),
            career: sheet.career.as_ref().map(|c| CareerEntry {
                name: String::from(c.name().as_str()),
                knowledge: names(c.knowledge()),
            }),
            coins: i64::from(sheet.coins.0),
            items: sheet.items.iter().map(|i| String::from(i.id())).collect(),
            carried: sheet.carried,
        }
    }
}
