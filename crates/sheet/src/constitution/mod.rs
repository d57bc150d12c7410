//! 3d6 Constitution: the character sheet, its creation, derived bonuses,
//! and JSON.
//!
//! # The rules
//!
//! A character has five abilities (TC-4.1): strength, wits, knowledge,
//! will and charisma, each rolled on 3d6 at creation (TC-4.2), 10 being
//! an average adult. A character may have one of three classes (TC-4.3,
//! TC-4.7): the fighter adds their level to combat checks (initiative,
//! attack and defence rolls, injury saves, TC-7.1), the sage to knowledge
//! checks (TC-8.1), and the adventurer re-rolls d20s, level times a
//! session (TC-9.1). Everyone starts at level 1 and rises with experience
//! (osr-advancement's table: level 2 at 1500 XP, doubling after). A
//! character has one hit die per level (TC-6.1, TC-6.2): after each rest
//! their HP total is that many d6s (d8s for a tough fighter, TC-7.2). A
//! character may hold as many initiations (special abilities) as their
//! level (TC-4.4); some belong to one class only.
//!
//! A new character is human, from the civilised world and short of money
//! (TC-4.8); any other concept needs the referee's approval, and a
//! non-standard concept played before also needs a d6 roll of 1. Other
//! properties the referee and group accept are free-form traits (TC-4.5);
//! the background may stay unspecified (TC-4.6). Skills are not listed in
//! full: each is set, 0 to 100, the first time it is used, and may go up
//! or down later (TC-4.11).
//!
//! # What is here
//!
//! - [`Creation::roll`]: an approved reused concept rolls its d6 first,
//!   then STR, WIT, KNO, WIL, CHA are 3d6 each in that order, then HP is
//!   1d6 (1d8 when the chosen initiation is Tough). Class, initiation,
//!   concept, background and starting coins are the player's and the
//!   referee's [`Choices`]: the rules give no starting-money roll, only
//!   "relatively short on money".
//! - [`Sheet`]: abilities, class, XP, osr-health's [`Vitality`] (HP, hit
//!   dice, fatigue, penance, wounds, marks), initiations (the listed ones by
//!   [`Initiation`] ID, new ones by name), traits, background, concept,
//!   skills, known and prepared spells and spell book (osr-magic), coins
//!   (osr-equipment's [`Coins`]), armour by osr-equipment ID, shield, the
//!   pack counted in osr-encumbrance's stones, and treasure kept at home
//!   outside the load. Level, hit dice, AC, load, class bonuses, the caster's
//!   slots and re-rolls are derived, never stored.
//! - Class and initiation bonuses as a derived value: [`Sheet::bonus`] for a
//!   [`CheckKind`] (fighter, sage, wanderer, circus acrobat, keen eye),
//!   [`Sheet::check`] building osr-check's [`AbilityCheck`] with it; the
//!   flags the referee consumes are [`Sheet::tactical_actions`] (tactician)
//!   and [`Sheet::identifies_artifacts`] (artifact knowledge).
//! - Operations through the domain crates: [`Sheet::buy`], [`Sheet::pay`]
//!   (gear priced from the referee's list, TC-14.14), [`Sheet::haggle`]
//!   (TC-10.3), [`Sheet::take_damage`], [`Sheet::short_rest`],
//!   [`Sheet::good_night`], [`Sheet::gain_xp`], [`Sheet::improve`],
//!   [`Sheet::prepare`] and [`Sheet::cast`] (the prepared spells kept on the
//!   sheet), [`Sheet::rummage`] (the prepared adventurer, TC-9.3),
//!   [`Sheet::daily_miles`] (the patient trapper, TC-10.2), and
//!   [`Sheet::combatant`] / [`Sheet::after_fight`] into and out of an
//!   osr-combat fight. Other osr-health rules (penance, a wound that worsens,
//!   buying off a direct hit) apply to a copy of [`Sheet::health`] set back
//!   with [`Sheet::with_health`], which checks it against the sheet.
//!
//! # Readings
//!
//! - "A number of initiations equal to their level" is read as at most
//!   the level: a new level opens one more ([`Sheet::open_initiations`]).
//! - The fighter's level goes on initiative, attacks, defence and injury
//!   saves; the sage's on every knowledge check, including one about
//!   people, places and events, where a wanderer's level stacks on it.
//! - The prepared adventurer's find (TC-9.3) is a knowledge check (so a
//!   sage's level would count); the item is one more medium thing carried
//!   and its cost is paid on success. Whether the character is in direct
//!   danger is the referee's call, before asking.
//! - A level gained adds its hit die at once; HP stay as they are until
//!   the next re-roll.
//!
//! # Absent
//!
//! Weapons and other gear have no prices in the rules (they point to an
//! external list): only armour is bought by ID, other gear is paid at the
//! caller's price ([`Sheet::pay`]) and counted in the [`Pack`]. The
//! short-campaign XP scale (TC-2.9.short) is not a sheet option: the sheet
//! uses the rules' level table. Hirelings and henchmen have no creation rules
//! of their own (a henchman's initiative is osr-combat's). A Goetia sage's
//! first spell (TC-8.3) is added with [`Sheet::with_spell`]: the rules name
//! neither the spell nor its rating. The HP of a new character are the one
//! hit die of level 1 rolled at creation: the rules give HP as the hit dice
//! rolled after a rest and say nothing else about the first total.
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_equipment::constitution::{ArmourClass, Coins};
//! use osr_sheet::constitution::{Ability, Choices, Class, Creation, Item};
//!
//! let choices = Choices { class: Some(Class::Fighter), coins: Coins::silver(120), ..Choices::default() };
//! // STR [3, 5, 6]; WIT [2, 2, 5]; KNO [4, 4, 3]; WIL [6, 1, 1]; CHA [5, 5, 5]; HP [4].
//! let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
//! let created = Creation::roll(&choices, &mut SuppliedFaces::new(&faces))?;
//! let mut sheet = created.sheet().clone();
//! assert_eq!(sheet.abilities().get(Ability::Str), 14);
//! sheet.buy(Item::Armour(ArmourClass::FullChain))?;
//! assert_eq!((sheet.ac(), sheet.coins().to_string().as_str()), (26, "20"));
//! # Ok::<(), osr_sheet::Error>(())
//! ```

#[cfg(feature = "serde")]
mod document;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use num_rational::Ratio;
use osr_advancement::Xp;
pub use osr_advancement::constitution::Ability;
use osr_advancement::constitution::{Improvement, ImprovementRoll, level_table};
use osr_check::constitution::{AbilityCheck, AbilityRoll, AbilityScore, Haggle, HaggleRoll, Skill};
use osr_check::{Check, Resolved};
use osr_combat::Side;
use osr_combat::constitution::{Ac, Combatant, Conditions, Fighter, Training, armour_class};
use osr_core::{Die, FaceSource};
use osr_encumbrance::stones::{Assessment, Inventory, State};
pub use osr_equipment::constitution::{ArmourClass, Coins};
pub use osr_health::constitution::Vitality;
use osr_health::constitution::{Applied, HitBand, Injury, Keep};
use osr_magic::constitution::{
    Caster, CasterLevel, KnownSpell, Prepared, PreparedCast, Specialisation, Specialisations,
};
use osr_travel::constitution::{Load, Terrain, Weather};

#[cfg(feature = "serde")]
pub use self::document::{
    AbilitiesDocument, HealthDocument, PackDocument, SheetDocument, SkillDocument, SpellDocument,
};
use crate::Error;
use crate::checks::at_most;

/// The `system` key of a 3d6 Constitution sheet document.
pub const SYSTEM: &str = "constitution";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The most skills a sheet records.
pub const MAX_SKILLS: usize = 100;
/// The most free-form traits a sheet records (TC-4.5).
pub const MAX_TRAITS: usize = 32;
/// The most spells a sheet records.
pub const MAX_SPELLS: usize = 100;
/// The most characters in a name, trait or background.
pub const MAX_TEXT: usize = 500;
/// The most coins a sheet holds, on the person or at home: ten million
/// silver pieces.
pub const MAX_COINS: Coins = Coins::silver(10_000_000);

/// The DC of the prepared adventurer's knowledge check (TC-9.3).
pub const RUMMAGE_DC: i32 = 20;

/// Abilities in the rules' order.
const ORDER: [Ability; 5] = Ability::ALL;

const fn index(ability: Ability) -> usize {
    match ability {
        Ability::Str => 0,
        Ability::Wit => 1,
        Ability::Kno => 2,
        Ability::Wil => 3,
        Ability::Cha => 4,
    }
}

/// The abbreviation of an ability, as the sheet shows it.
///
/// ```
/// use osr_sheet::constitution::{Ability, ability_name};
///
/// assert_eq!(Ability::ALL.map(ability_name), ["STR", "WIT", "KNO", "WIL", "CHA"]);
/// ```
#[must_use]
pub const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Str => "STR",
        Ability::Wit => "WIT",
        Ability::Kno => "KNO",
        Ability::Wil => "WIL",
        Ability::Cha => "CHA",
    }
}

/// The five ability scores (TC-4.1), each osr-check's [`AbilityScore`]
/// (1 to 20: 3d6 rolls 3 to 18, improvement rolls reach 20, wounds take
/// scores below 3).
///
/// # Examples
///
/// ```
/// use osr_sheet::constitution::{Abilities, Ability};
///
/// let scores = Abilities::new([14, 9, 11, 7, 15])?;
/// assert_eq!(scores.get(Ability::Kno), 11);
/// assert!(Abilities::new([14, 9, 11, 7, 25]).is_err());
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Abilities {
    scores: [AbilityScore; 5],
}

impl Abilities {
    /// Scores in the order STR, WIT, KNO, WIL, CHA.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") outside 1..=20.
    pub fn new(scores: [i32; 5]) -> Result<Self, Error> {
        let mut out = [AbilityScore::new(10)?; 5];
        for (slot, score) in out.iter_mut().zip(scores) {
            *slot = AbilityScore::new(score)?;
        }
        Ok(Self { scores: out })
    }

    /// The score of `ability`.
    #[must_use]
    pub const fn get(&self, ability: Ability) -> i32 {
        self.scores[index(ability)].get()
    }

    /// The same scores with `ability` at `score`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "ability score") outside 1..=20.
    pub fn with(mut self, ability: Ability, score: i32) -> Result<Self, Error> {
        self.scores[index(ability)] = AbilityScore::new(score)?;
        Ok(self)
    }

    /// The scores in the order STR, WIT, KNO, WIL, CHA.
    #[must_use]
    pub fn to_array(&self) -> [i32; 5] {
        self.scores.map(AbilityScore::get)
    }
}

/// The three basic classes (TC-4.7).
///
/// ```
/// use osr_sheet::constitution::Class;
///
/// assert_eq!(Class::ALL.map(Class::key), ["fighter", "sage", "adventurer"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Class {
    /// Excels at combat: level added to combat checks (TC-7.1).
    Fighter,
    /// Excels in knowledge: level added to knowledge checks (TC-8.1).
    Sage,
    /// Flexible: level re-rolls of d20s a session (TC-9.1).
    Adventurer,
}

impl Class {
    /// Every class.
    pub const ALL: [Self; 3] = [Self::Fighter, Self::Sage, Self::Adventurer];

    /// The class's key (`"fighter"`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Fighter => "fighter",
            Self::Sage => "sage",
            Self::Adventurer => "adventurer",
        }
    }
}

macro_rules! initiations {
    ($($variant:ident = $id:literal, $class:expr, $doc:literal;)+) => {
        /// The initiations the rules list (TC-7.2 to TC-10.3), each with a
        /// stable ID and the class it is exclusive to, if any; new ones are
        /// recorded by name ([`Sheet::with_custom_initiation`]).
        ///
        /// ```
        /// use osr_sheet::constitution::{Class, Initiation};
        ///
        /// assert_eq!(Initiation::Tough.id(), "tc.initiation.tough");
        /// assert_eq!(Initiation::Tough.class(), Some(Class::Fighter));
        /// assert_eq!(Initiation::Wanderer.class(), None);
        /// assert_eq!(Initiation::ALL.len(), 18);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum Initiation {
            $(
                #[doc = $doc]
                #[cfg_attr(feature = "serde", serde(rename = $id))]
                $variant,
            )+
        }

        impl Initiation {
            /// Every listed initiation.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The stable ID (`"tc.initiation.tough"`).
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $(Self::$variant => $id,)+
                }
            }

            /// The class it is exclusive to, or `None` when open to all.
            #[must_use]
            pub const fn class(self) -> Option<Class> {
                match self {
                    $(Self::$variant => $class,)+
                }
            }
        }
    };
}

initiations! {
    Tough = "tc.initiation.tough", Some(Class::Fighter), "Tough fucker (TC-7.2): d8 hit dice, may keep the previous HP.";
    Tactician = "tc.initiation.tactician", Some(Class::Fighter), "Tactician (TC-7.3): one free tactical action each round.";
    Berserk = "tc.initiation.berserk", Some(Class::Fighter), "Berserk (TC-7.4).";
    WeaponsTraining = "tc.initiation.weapons-training", Some(Class::Fighter), "Weapons training (TC-7.5).";
    SpearTraining = "tc.initiation.spear-training", Some(Class::Fighter), "Spear training (TC-7.6).";
    LongswordTraining = "tc.initiation.longsword-training", Some(Class::Fighter), "Longsword training (TC-7.7).";
    BowTraining = "tc.initiation.bow-training", Some(Class::Fighter), "Bow training (TC-7.8).";
    Ordained = "tc.initiation.ordained", Some(Class::Sage), "Ordained (TC-8.2): effective blessings.";
    Goetia = "tc.initiation.goetia", Some(Class::Sage), "Goetia (TC-8.3): 1st-level spells, memorising.";
    Pyromancer = "tc.initiation.pyromancer", Some(Class::Sage), "Pyromancer (TC-8.4).";
    Illusionist = "tc.initiation.illusionist", Some(Class::Sage), "Illusionist (TC-8.5).";
    ArtifactKnowledge = "tc.initiation.artifact-knowledge", Some(Class::Sage), "Artifact knowledge (TC-8.6): identifies magic items and potions.";
    CircusAcrobat = "tc.initiation.circus-acrobat", Some(Class::Adventurer), "Circus acrobat (TC-9.2): level to whole-body movement.";
    Prepared = "tc.initiation.prepared", Some(Class::Adventurer), "Prepared (TC-9.3): finds an unlisted medium item on a DC 20 knowledge check.";
    KeenEye = "tc.initiation.keen-eye", Some(Class::Adventurer), "Keen eye (TC-9.4): level to searching.";
    Wanderer = "tc.initiation.wanderer", None, "Wanderer (TC-10.1): level to knowing people, places and events.";
    PatientTrapper = "tc.initiation.patient-trapper", None, "Patient trapper (TC-10.2): sets traps at 3/4 speed.";
    Haggler = "tc.initiation.haggler", None, "Haggler (TC-10.3).";
}

impl Initiation {
    /// The initiation with this stable ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID not listed.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::Initiation;
    ///
    /// assert_eq!(Initiation::from_id("tc.initiation.keen-eye")?, Initiation::KeenEye);
    /// assert!(Initiation::from_id("tc.initiation.flying").is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn from_id(id: &str) -> Result<Self, Error> {
        Self::ALL
            .iter()
            .copied()
            .find(|i| i.id() == id)
            .ok_or_else(|| Error::UnknownId {
                what: "initiation",
                id: id.into(),
            })
    }

    const fn specialisation(self) -> Option<Specialisation> {
        match self {
            Self::Ordained => Some(Specialisation::Ordained),
            Self::Goetia => Some(Specialisation::Goetia),
            Self::Pyromancer => Some(Specialisation::Pyromancer),
            Self::Illusionist => Some(Specialisation::Illusionist),
            _ => None,
        }
    }
}

/// A character concept against the standard of TC-4.8.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::constitution::{Choices, Concept, Creation};
///
/// let choices = Choices { concept: Concept::ApprovedReused, ..Choices::default() };
/// // The d6 shows 2: refused before any ability is rolled.
/// let err = Creation::roll(&choices, &mut SuppliedFaces::new(&[2])).unwrap_err();
/// assert_eq!(err.kind(), "concept_refused");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Concept {
    /// Human, from the civilised world, relatively short of money.
    #[default]
    Standard,
    /// Another concept, accepted by the referee.
    Approved,
    /// Another concept accepted by the referee that has been played
    /// before: allowed only on a d6 roll of 1 at creation.
    ApprovedReused,
}

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

/// What the character carries besides armour and shield, counted as
/// osr-encumbrance's stones model counts it (TC-14.1 to TC-14.13a).
///
/// ```
/// use osr_sheet::constitution::{Abilities, Pack, Sheet};
///
/// let pack = Pack { medium_items: 1, backpack: true, rations: 7, ..Pack::default() };
/// let sheet = Sheet::new(Abilities::new([12, 10, 10, 10, 10])?, 4)?.with_pack(pack)?;
/// assert_eq!(sheet.load()?.breakdown().total(), 2);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pack {
    /// Medium things held or worn (a sword, a coin pouch), the shield
    /// not included.
    pub medium_items: u32,
    /// Whether a backpack is carried.
    pub backpack: bool,
    /// Small things in the backpack other than rations.
    pub small_things: u32,
    /// Rations of food in the backpack.
    pub rations: u32,
    /// Big things strapped outside the backpack.
    pub big_things: u32,
    /// Large weapons carried ready at the side.
    pub weapons_at_side: u32,
}

/// Something bought from osr-equipment's 3d6 Constitution tables: the
/// armour classes are the rules' only priced goods (TC-14.15).
///
/// With the `serde` feature: `{"armour": "tc.armour.full-chain"}`.
///
/// ```
/// use osr_equipment::constitution::{ArmourClass, Coins};
/// use osr_sheet::constitution::Item;
///
/// let plate = Item::Armour(ArmourClass::FullPlate);
/// assert_eq!((plate.id(), plate.cost()), ("tc.armour.full-plate", Coins::silver(1000)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Item {
    /// Armour, replacing the armour worn.
    Armour(ArmourClass),
}

impl Item {
    /// The item's stable osr-equipment ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Armour(a) => a.id(),
        }
    }

    /// The price.
    #[must_use]
    pub const fn cost(self) -> Coins {
        match self {
            Self::Armour(a) => a.row().cost,
        }
    }
}

/// One step of creating or changing a sheet, as data a virtual tabletop
/// can show; its `Display` is the line to show
/// (`"STR 3d6 = [3, 5, 6] = 14"`).
///
/// With the `serde` feature: tagged by `"event"`, `snake_case`.
///
/// ```
/// use osr_sheet::constitution::{Ability, Event};
///
/// let rolled = Event::AbilityRolled { ability: Ability::Str, faces: [3, 5, 6] };
/// assert_eq!(rolled.to_string(), "STR 3d6 = [3, 5, 6] = 14");
/// assert_eq!(Event::HpRolled { sides: 8, face: 7 }.to_string(), "HP 1d8 = [7] = 7");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A reused non-standard concept's d6: allowed on 1 (TC-4.8).
    ConceptRolled {
        /// The d6 face.
        face: u32,
    },
    /// An ability rolled on 3d6 (TC-4.2).
    AbilityRolled {
        /// The ability.
        ability: Ability,
        /// The three d6 faces, in order.
        faces: [u32; 3],
    },
    /// Hit points rolled on the one hit die of level 1 (TC-6.1).
    HpRolled {
        /// The die's sides: 6, or 8 when tough.
        sides: u32,
        /// The face: the HP.
        face: u32,
    },
    /// Something bought.
    Bought {
        /// What.
        item: Item,
        /// Its price.
        cost: Coins,
        /// The coins left after paying.
        coins_left: Coins,
    },
    /// Experience gained.
    XpGained {
        /// How much.
        amount: u64,
        /// The total after.
        total: u64,
    },
    /// A level reached: one more hit die and one more initiation.
    LevelGained {
        /// The new level.
        level: u32,
    },
    /// Money paid for gear priced from the referee's list (TC-14.14).
    Paid {
        /// What it cost.
        cost: Coins,
        /// The coins left after paying.
        coins_left: Coins,
    },
    /// An unlisted medium item found in the pack and paid for (TC-9.3).
    Found {
        /// What it cost.
        cost: Coins,
    },
}

fn sum3(faces: [u32; 3]) -> u32 {
    faces[0] + faces[1] + faces[2]
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ConceptRolled { face } => {
                let verdict = if *face == 1 { "allowed" } else { "refused" };
                write!(f, "reused concept d6 = [{face}]: {verdict}")
            }
            Self::AbilityRolled { ability, faces } => write!(
                f,
                "{} 3d6 = [{}, {}, {}] = {}",
                ability_name(*ability),
                faces[0],
                faces[1],
                faces[2],
                sum3(*faces)
            ),
            Self::HpRolled { sides, face } => write!(f, "HP 1d{sides} = [{face}] = {face}"),
            Self::Bought {
                item,
                cost,
                coins_left,
            } => write!(
                f,
                "bought {} for {cost} sp: {coins_left} sp left",
                item.id()
            ),
            Self::XpGained { amount, total } => write!(f, "+{amount} XP = {total} XP"),
            Self::LevelGained { level } => write!(f, "level {level} reached"),
            Self::Found { cost } => write!(f, "found in the pack, paid {cost} sp"),
            Self::Paid { cost, coins_left } => write!(f, "paid {cost} sp: {coins_left} sp left"),
        }
    }
}

fn text(what: &'static str, value: &str) -> Result<String, Error> {
    let length = value.chars().count();
    if length == 0 {
        return Err(Error::Empty { what });
    }
    if length > MAX_TEXT {
        return Err(Error::TooLong {
            what,
            length,
            max: MAX_TEXT,
        });
    }
    Ok(String::from(value))
}

fn coins_in_range(what: &'static str, coins: Coins) -> Result<Coins, Error> {
    if coins > MAX_COINS {
        return Err(Error::AboveLimit {
            what,
            value: coins.to_string(),
            max: MAX_COINS.to_string(),
        });
    }
    Ok(coins)
}

fn u32_of(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A 3d6 Constitution character sheet.
///
/// Built by [`Creation::roll`] or from given values with [`Sheet::new`]
/// and the `with_*` methods (importing a character), each checking every
/// relation between fields: the level the XP reaches is the level and
/// hit dice osr-health keeps, at most that many initiations, class
/// initiations only for their class, tough exactly with the Tough
/// initiation.
///
/// With the `serde` feature a sheet is the versioned document
/// [`SheetDocument`] (`{"system": "constitution", "version": 1, ...}`),
/// read back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_sheet::constitution::{Abilities, CheckKind, Class, Initiation, Sheet};
///
/// let sheet = Sheet::new(Abilities::new([12, 12, 14, 10, 9])?, 5)?
///     .with_class(Some(Class::Sage))?
///     .with_xp(1_500)?
///     .with_initiation(Initiation::Wanderer)?;
/// assert_eq!((sheet.level()?, sheet.hit_dice()?), (2, 2));
/// assert_eq!(sheet.bonus(CheckKind::PeoplePlacesEvents)?, 4);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SheetDocument", into = "SheetDocument")
)]
pub struct Sheet {
    abilities: Abilities,
    class: Option<Class>,
    xp: Xp,
    health: Vitality,
    initiations: Vec<Initiation>,
    custom_initiations: Vec<String>,
    traits: Vec<String>,
    background: Option<String>,
    concept: Concept,
    skills: Vec<(String, Skill)>,
    spells: Vec<KnownSpell>,
    spell_book: bool,
    prepared: Option<Prepared>,
    coins: Coins,
    armour: Option<ArmourClass>,
    shield: bool,
    pack: Pack,
    treasure_at_home: Coins,
}

impl Sheet {
    /// A level-1 character (0 XP, 1 hit die of d6) with these abilities
    /// and `hp` hit points; no class, initiations, skills, spells, coins
    /// or gear, a standard concept.
    ///
    /// # Errors
    ///
    /// osr-health's errors ([`Error::Health`], [`Error::Core`]) for HP
    /// outside what one d6 rolls.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([14, 9, 11, 8, 15])?, 4)?;
    /// assert_eq!((sheet.level()?, sheet.health().hp(), sheet.class()), (1, 4, None));
    /// assert_eq!(Sheet::new(Abilities::new([10; 5])?, 7).unwrap_err().kind(), "above_maximum");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn new(abilities: Abilities, hp: u32) -> Result<Self, Error> {
        Ok(Self {
            abilities,
            class: None,
            xp: Xp::ZERO,
            health: Vitality::new(1, hp)?,
            initiations: Vec::new(),
            custom_initiations: Vec::new(),
            traits: Vec::new(),
            background: None,
            concept: Concept::Standard,
            skills: Vec::new(),
            spells: Vec::new(),
            spell_book: false,
            prepared: None,
            coins: Coins::ZERO,
            armour: None,
            shield: false,
            pack: Pack::default(),
            treasure_at_home: Coins::ZERO,
        })
    }

    fn checked(self) -> Result<Self, Error> {
        let level = self.level()?;
        if self.health.level() != level {
            return Err(Error::NotDerived {
                what: "the health's level",
                expected: level.into(),
                value: self.health.level().into(),
            });
        }
        if self.health.hit_dice() != level {
            return Err(Error::NotDerived {
                what: "hit dice",
                expected: level.into(),
                value: self.health.hit_dice().into(),
            });
        }
        let tough = self.initiations.contains(&Initiation::Tough);
        if self.health.is_tough() != tough {
            return Err(Error::NotDerived {
                what: "tough hit dice (d8) with the tough initiation",
                expected: tough.into(),
                value: self.health.is_tough().into(),
            });
        }
        let count = self.initiations.len() + self.custom_initiations.len();
        at_most(
            "initiations",
            count,
            usize::try_from(level).unwrap_or(usize::MAX),
        )?;
        for (i, initiation) in self.initiations.iter().enumerate() {
            if self.initiations[..i].contains(initiation) {
                return Err(Error::Duplicate {
                    what: "initiation",
                    id: initiation.id().into(),
                });
            }
            if let Some(class) = initiation.class() {
                if self.class != Some(class) {
                    return Err(Error::ClassExclusive {
                        initiation: initiation.id(),
                        class: class.key(),
                    });
                }
            }
        }
        for (i, name) in self.custom_initiations.iter().enumerate() {
            if self.custom_initiations[..i].contains(name) {
                return Err(Error::Duplicate {
                    what: "initiation",
                    id: name.as_str().into(),
                });
            }
        }
        at_most("traits", self.traits.len(), MAX_TRAITS)?;
        at_most("skills", self.skills.len(), MAX_SKILLS)?;
        at_most("spells", self.spells.len(), MAX_SPELLS)?;
        coins_in_range("coins", self.coins)?;
        coins_in_range("treasure at home", self.treasure_at_home)?;
        self.inventory().breakdown()?;
        Ok(self)
    }

    /// The same sheet with these abilities.
    ///
    /// # Errors
    ///
    /// None today beyond the relations every setter checks.
    pub fn with_abilities(mut self, abilities: Abilities) -> Result<Self, Error> {
        self.abilities = abilities;
        self.checked()
    }

    /// The same sheet with this class, or none.
    ///
    /// # Errors
    ///
    /// [`Error::ClassExclusive`] when an initiation held belongs to
    /// another class.
    pub fn with_class(mut self, class: Option<Class>) -> Result<Self, Error> {
        self.class = class;
        self.checked()
    }

    /// The same sheet with `xp` experience: the level it reaches, with its
    /// hit dice, is carried into the health state (HP unchanged).
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] past the level table; [`Error::Health`] when
    /// the HP or major wound marks no longer fit a lower level;
    /// [`Error::TooMany`] for more initiations than the level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_xp(6_000)?;
    /// assert_eq!((sheet.level()?, sheet.hp_dice()?.to_string()), (4, "4d6".to_string()));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_xp(mut self, xp: u64) -> Result<Self, Error> {
        self.xp = Xp::new(xp);
        let level = self.level()?;
        self.health = self
            .health
            .clone()
            .with_hit_dice(level)?
            .with_level(level, self.health.marks())?;
        self.checked()
    }

    /// The same sheet with this health state (osr-health's).
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] when its level or hit dice are not the sheet's
    /// level, or it is tough without the Tough initiation (or the
    /// reverse).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet, Vitality};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_xp(1_500)?;
    /// let wounded = Vitality::new(2, 3)?.with_level(2, 1)?;
    /// assert_eq!(sheet.clone().with_health(wounded)?.health().marks(), 1);
    /// assert_eq!(sheet.with_health(Vitality::new(1, 3)?).unwrap_err().kind(), "not_derived");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_health(mut self, health: Vitality) -> Result<Self, Error> {
        self.health = health;
        self.checked()
    }

    /// The same sheet with one more listed initiation; Tough makes the
    /// hit dice d8s.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past the level (TC-4.4), [`Error::ClassExclusive`]
    /// for another class's initiation, [`Error::Duplicate`] for one held.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_class(Some(Class::Fighter))?;
    /// let tough = sheet.clone().with_initiation(Initiation::Tough)?;
    /// assert_eq!(tough.hp_dice()?.to_string(), "d8");
    /// assert_eq!(tough.open_initiations()?, 0);
    /// assert!(sheet.with_initiation(Initiation::Goetia).is_err()); // a sage's
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_initiation(mut self, initiation: Initiation) -> Result<Self, Error> {
        self.initiations.push(initiation);
        if initiation == Initiation::Tough {
            self.health = self.health.tough();
        }
        self.checked()
    }

    /// The same sheet with one more initiation not in the rules' lists
    /// (TC-4.4: new ones should be made), by name; it counts against the
    /// level like any other. Its effects are the referee's.
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`] for the name;
    /// [`Error::TooMany`] past the level; [`Error::Duplicate`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_custom_initiation("Siege engineer")?;
    /// assert_eq!(sheet.custom_initiations(), ["Siege engineer"]);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_custom_initiation(mut self, name: &str) -> Result<Self, Error> {
        self.custom_initiations.push(text("initiation name", name)?);
        self.checked()
    }

    /// The same sheet with one more property accepted by the referee and
    /// the group (TC-4.5), as free text.
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`]; [`Error::TooMany`] past
    /// [`MAX_TRAITS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_trait("Speaks with ravens")?;
    /// assert_eq!(sheet.traits(), ["Speaks with ravens"]);
    /// assert_eq!(sheet.with_trait("").unwrap_err().kind(), "empty");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_trait(mut self, description: &str) -> Result<Self, Error> {
        self.traits.push(text("trait", description)?);
        self.checked()
    }

    /// The same sheet with this background, or none (TC-4.6: it may stay
    /// unspecified).
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// assert_eq!(sheet.background(), None);
    /// assert_eq!(sheet.with_background(Some("Ferryman"))?.background(), Some("Ferryman"));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_background(mut self, background: Option<&str>) -> Result<Self, Error> {
        self.background = background.map(|b| text("background", b)).transpose()?;
        self.checked()
    }

    /// The same sheet with this concept (TC-4.8).
    #[must_use]
    pub const fn with_concept(mut self, concept: Concept) -> Self {
        self.concept = concept;
        self
    }

    /// The same sheet with skill `name` rated `rating` (TC-4.11): set the
    /// first time it is used, changed later as the group sees fit.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "skill") outside 0..=100;
    /// [`Error::Empty`], [`Error::TooLong`]; [`Error::TooMany`] past
    /// [`MAX_SKILLS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([15, 10, 10, 10, 10])?, 4)?.with_skill("hunting", 60)?;
    /// assert_eq!(sheet.skill("hunting").map(|s| s.modify(15)), Some(9));
    /// assert_eq!(sheet.skill("sailing"), None);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_skill(mut self, name: &str, rating: i64) -> Result<Self, Error> {
        let rating = Skill::new(rating)?;
        match self.skills.iter_mut().find(|(n, _)| n == name) {
            Some((_, r)) => *r = rating,
            None => self.skills.push((text("skill name", name)?, rating)),
        }
        self.checked()
    }

    /// The same sheet knowing one more spell (osr-magic's).
    ///
    /// # Errors
    ///
    /// [`Error::Empty`], [`Error::TooLong`] for the name,
    /// [`Error::Duplicate`] for a name known, [`Error::TooMany`] past
    /// [`MAX_SPELLS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::Skill;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sleep = KnownSpell::new("Sleep", SpellLevel::new(1)?, Skill::new(50)?);
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_spell(sleep.clone())?;
    /// assert_eq!(sheet.spells(), [sleep.clone()]);
    /// assert_eq!(sheet.with_spell(sleep).unwrap_err().kind(), "duplicate");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_spell(mut self, spell: KnownSpell) -> Result<Self, Error> {
        text("spell name", spell.name())?;
        if self.spells.iter().any(|s| s.name() == spell.name()) {
            return Err(Error::Duplicate {
                what: "spell",
                id: spell.name().into(),
            });
        }
        self.spells.push(spell);
        self.checked()
    }

    /// The same sheet with these spells prepared (osr-magic's
    /// [`Prepared`], made by [`Sheet::prepare`] or read back), or none.
    #[must_use]
    pub fn with_prepared(mut self, prepared: Option<Prepared>) -> Self {
        self.prepared = prepared;
        self
    }

    /// The same sheet with or without a spell book (TC-12.7).
    #[must_use]
    pub const fn with_spell_book(mut self, spell_book: bool) -> Self {
        self.spell_book = spell_book;
        self
    }

    /// The same sheet with these coins carried.
    ///
    /// # Errors
    ///
    /// [`Error::AboveLimit`] past [`MAX_COINS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_coins(Coins::copper(205))?;
    /// assert_eq!(sheet.coins().to_string(), "20.5");
    /// assert!(sheet.with_coins(Coins::silver(10_000_001)).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_coins(mut self, coins: Coins) -> Result<Self, Error> {
        self.coins = coins;
        self.checked()
    }

    /// The same sheet with this treasure kept at home, outside the load.
    ///
    /// # Errors
    ///
    /// [`Error::AboveLimit`] past [`MAX_COINS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_treasure_at_home(Coins::gold(10))?;
    /// assert_eq!(sheet.treasure_at_home(), Coins::silver(500));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn with_treasure_at_home(mut self, coins: Coins) -> Result<Self, Error> {
        self.treasure_at_home = coins;
        self.checked()
    }

    /// The same sheet wearing this armour, or none.
    #[must_use]
    pub const fn with_armour(mut self, armour: Option<ArmourClass>) -> Self {
        self.armour = armour;
        self
    }

    /// The same sheet with or without a shield (a medium thing held).
    ///
    /// # Errors
    ///
    /// osr-encumbrance's errors when it no longer fits with the pack.
    pub fn with_shield(mut self, shield: bool) -> Result<Self, Error> {
        self.shield = shield;
        self.checked()
    }

    /// The same sheet carrying this pack.
    ///
    /// # Errors
    ///
    /// osr-encumbrance's errors ([`Error::Core`], [`Error::Encumbrance`]):
    /// more than 6 medium things (shield included), 30 small things or 5
    /// big things, things in a backpack not carried.
    pub fn with_pack(mut self, pack: Pack) -> Result<Self, Error> {
        self.pack = pack;
        self.checked()
    }

    /// The ability scores.
    #[must_use]
    pub const fn abilities(&self) -> &Abilities {
        &self.abilities
    }

    /// The class, if any.
    #[must_use]
    pub const fn class(&self) -> Option<Class> {
        self.class
    }

    /// Experience.
    #[must_use]
    pub const fn xp(&self) -> u64 {
        self.xp.get()
    }

    /// The level the experience reaches (osr-advancement's table).
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] past the level table.
    pub fn level(&self) -> Result<u32, Error> {
        Ok(level_table().level(self.xp)?)
    }

    /// Hit dice: one per level (TC-6.2).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    pub fn hit_dice(&self) -> Result<u32, Error> {
        self.level()
    }

    /// The HP dice after a rest, without fatigue (TC-6.1): one d6 per hit
    /// die, d8s when tough.
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`]; [`Error::Core`] past osr-core's dice count.
    pub fn hp_dice(&self) -> Result<osr_core::Dice, Error> {
        Ok(osr_core::Dice::new(
            self.hit_dice()?,
            self.health.die().die(),
        )?)
    }

    /// The health state (osr-health's).
    #[must_use]
    pub const fn health(&self) -> &Vitality {
        &self.health
    }

    /// The listed initiations held.
    #[must_use]
    pub fn initiations(&self) -> &[Initiation] {
        &self.initiations
    }

    /// The initiations held that the rules do not list, by name.
    #[must_use]
    pub fn custom_initiations(&self) -> &[String] {
        &self.custom_initiations
    }

    /// Whether the character holds `initiation`.
    #[must_use]
    pub fn has(&self, initiation: Initiation) -> bool {
        self.initiations.contains(&initiation)
    }

    /// Initiations still open: the level less those held (TC-4.4).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    pub fn open_initiations(&self) -> Result<u32, Error> {
        let held = u32_of(self.initiations.len() + self.custom_initiations.len());
        Ok(self.level()?.saturating_sub(held))
    }

    /// The free-form traits (TC-4.5).
    #[must_use]
    pub fn traits(&self) -> &[String] {
        &self.traits
    }

    /// The background, if specified (TC-4.6).
    #[must_use]
    pub fn background(&self) -> Option<&str> {
        self.background.as_deref()
    }

    /// The concept (TC-4.8).
    #[must_use]
    pub const fn concept(&self) -> Concept {
        self.concept
    }

    /// The rating of skill `name`, or `None` when it has not been set yet
    /// (TC-4.11).
    #[must_use]
    pub fn skill(&self, name: &str) -> Option<Skill> {
        self.skills.iter().find(|(n, _)| n == name).map(|(_, r)| *r)
    }

    /// The skills set so far, in the order they were set.
    #[must_use]
    pub fn skills(&self) -> &[(String, Skill)] {
        &self.skills
    }

    /// The spells known.
    #[must_use]
    pub fn spells(&self) -> &[KnownSpell] {
        &self.spells
    }

    /// Whether the character has a spell book.
    #[must_use]
    pub const fn spell_book(&self) -> bool {
        self.spell_book
    }

    /// The spells prepared, if any, with those cast marked.
    #[must_use]
    pub const fn prepared(&self) -> Option<&Prepared> {
        self.prepared.as_ref()
    }

    /// Coins carried.
    #[must_use]
    pub const fn coins(&self) -> Coins {
        self.coins
    }

    /// Treasure kept at home, outside the load.
    #[must_use]
    pub const fn treasure_at_home(&self) -> Coins {
        self.treasure_at_home
    }

    /// Armour worn, if any.
    #[must_use]
    pub const fn armour(&self) -> Option<ArmourClass> {
        self.armour
    }

    /// Whether a shield is carried.
    #[must_use]
    pub const fn shield(&self) -> bool {
        self.shield
    }

    /// The pack.
    #[must_use]
    pub const fn pack(&self) -> Pack {
        self.pack
    }

    /// The armour class, unhindered (TC-5.15 through osr-combat): 20, or
    /// the armour's.
    #[must_use]
    pub fn ac(&self) -> i32 {
        armour_class(self.armour, Conditions::default())
    }

    fn inventory(&self) -> Inventory {
        Inventory {
            armour: self.armour.map(|a| a.row().worn).unwrap_or_default(),
            medium_items: self
                .pack
                .medium_items
                .saturating_add(u32::from(self.shield)),
            backpack: self.pack.backpack,
            small_things: self.pack.small_things,
            rations: self.pack.rations,
            big_things: self.pack.big_things,
            weapons_at_side: self.pack.weapons_at_side,
        }
    }

    /// The load in stones against strength (osr-encumbrance's stones
    /// model): armour, shield and pack.
    ///
    /// # Errors
    ///
    /// osr-encumbrance's errors.
    pub fn load(&self) -> Result<Assessment, Error> {
        let strength = u32::try_from(self.abilities.get(Ability::Str))
            .map_err(|_| Error::Overflow { what: "strength" })?;
        Ok(self.inventory().assess(strength)?)
    }

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
        Ok(AbilityCheck::new(self.abilities.get(ability), dc)?.with_modifier(self.bonus(kind)?)?)
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

    /// The sage specialisations held that bear on magic (osr-magic's).
    #[must_use]
    pub fn specialisations(&self) -> Specialisations {
        let list: Vec<Specialisation> = self
            .initiations
            .iter()
            .filter_map(|i| i.specialisation())
            .collect();
        Specialisations::of(&list)
    }

    /// The character as osr-magic's caster: level, specialisations and
    /// spell book, with one slot per level (TC-12.5).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_xp(3_000)?
    ///     .with_initiation(Initiation::Goetia)?;
    /// let caster = sage.caster()?;
    /// assert_eq!(caster.slots().levels().collect::<Vec<_>>(), [1, 2, 3]);
    /// assert!(caster.specialisations().may_prepare());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn caster(&self) -> Result<Caster, Error> {
        let level = CasterLevel::new(self.level()?)?;
        Ok(Caster::new(level, self.specialisations()).with_spell_book(self.spell_book))
    }

    /// Prepares the known spells named, through osr-magic (TC-12.3 to
    /// TC-12.6), replacing what was prepared before; `earlier_today`
    /// preparations made already: any after the first adds 1 fatigue to
    /// the health state (TC-12.4). Returns the preparation, also kept on
    /// the sheet for [`Sheet::cast`].
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for a spell not known; osr-magic's errors
    /// ([`Error::Magic`]) without Goetia or the spell book, or when the
    /// spells do not fit the slots; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::Skill;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let mut sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_initiation(Initiation::Goetia)?
    ///     .with_spell(KnownSpell::new("Sleep", SpellLevel::new(1)?, Skill::new(50)?))?
    ///     .with_spell_book(true);
    /// assert_eq!(sage.prepare(&["Sleep"], 0)?.slots(), [1]);
    /// sage.prepare(&["Sleep"], 1)?; // a second time today
    /// assert_eq!(sage.health().fatigue(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn prepare(&mut self, names: &[&str], earlier_today: u32) -> Result<Prepared, Error> {
        at_most("spells to prepare", names.len(), MAX_SPELLS)?;
        let mut spells = Vec::with_capacity(names.len());
        for name in names {
            let spell = self
                .spells
                .iter()
                .find(|s| s.name() == *name)
                .ok_or_else(|| Error::UnknownId {
                    what: "spell",
                    id: (*name).into(),
                })?;
            spells.push(spell.clone());
        }
        let prepared = self.caster()?.prepare(&spells, earlier_today)?;
        if prepared.fatigue() > 0 {
            let fatigue = self.health.fatigue().saturating_add(prepared.fatigue());
            self.health = self.health.clone().with_fatigue(fatigue)?;
        }
        self.prepared = Some(prepared.clone());
        Ok(prepared)
    }

    /// Casts the prepared spell at `position` through osr-magic: d100 at
    /// most its rating succeeds (TC-12.3), and either way it is used up.
    ///
    /// # Errors
    ///
    /// osr-magic's errors ([`Error::Magic`]): no spell prepared at
    /// `position`, or already cast; [`Error::Core`] when the face source
    /// fails. The sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::constitution::Skill;
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::constitution::{KnownSpell, SpellLevel};
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let mut sage = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_class(Some(Class::Sage))?
    ///     .with_initiation(Initiation::Goetia)?
    ///     .with_spell(KnownSpell::new("Sleep", SpellLevel::new(1)?, Skill::new(50)?))?
    ///     .with_spell_book(true);
    /// sage.prepare(&["Sleep"], 0)?;
    /// assert!(sage.cast(0, &mut SuppliedFaces::new(&[44]))?.succeeded());
    /// assert!(sage.cast(0, &mut SuppliedFaces::new(&[1])).is_err()); // used up
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cast<S: FaceSource + ?Sized>(
        &mut self,
        position: usize,
        source: &mut S,
    ) -> Result<PreparedCast, Error> {
        let Some(prepared) = self.prepared.as_mut() else {
            return Err(osr_magic::Error::NoSuchPreparedSpell {
                position,
                prepared: 0,
            }
            .into());
        };
        Ok(prepared.cast(position, source)?)
    }

    /// Buys `item` from osr-equipment's tables: armour replaces the armour
    /// worn.
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMoney`] when the price is above the coins; the
    /// sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::{ArmourClass, Coins};
    /// use osr_sheet::constitution::{Abilities, Item, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_coins(Coins::silver(60))?;
    /// let bought = sheet.buy(Item::Armour(ArmourClass::HalfChain))?;
    /// assert_eq!(bought.to_string(), "bought tc.armour.half-chain for 50 sp: 10 sp left");
    /// assert_eq!(sheet.ac(), 24);
    /// assert_eq!(sheet.buy(Item::Armour(ArmourClass::FullPlate)).unwrap_err().kind(), "not_enough_money");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn buy(&mut self, item: Item) -> Result<Event, Error> {
        let cost = item.cost();
        let left = self.pay_for(item.id(), cost)?;
        match item {
            Item::Armour(a) => self.armour = Some(a),
        }
        self.coins = left;
        Ok(Event::Bought {
            item,
            cost,
            coins_left: left,
        })
    }

    /// Pays `price` for gear whose price comes from the referee's list:
    /// the rules price only armour and send everything else to an external
    /// list (TC-14.14), so the price is the caller's. Where it is carried
    /// goes in the [`Pack`].
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMoney`] when the price is above the coins; the
    /// sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Event, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?.with_coins(Coins::silver(20))?;
    /// let paid = sheet.pay(Coins::silver(15))?;
    /// assert_eq!(paid, Event::Paid { cost: Coins::silver(15), coins_left: Coins::silver(5) });
    /// assert_eq!(paid.to_string(), "paid 15 sp: 5 sp left");
    /// assert!(sheet.pay(Coins::silver(6)).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn pay(&mut self, price: Coins) -> Result<Event, Error> {
        let left = self.pay_for("an item from the price list", price)?;
        self.coins = left;
        Ok(Event::Paid {
            cost: price,
            coins_left: left,
        })
    }

    /// The haggler's roll (TC-10.3) on a `listed` price, through
    /// osr-check: a d20 strictly below charisma takes 10% off. Returns the
    /// roll and the price to pay; paying is [`Sheet::pay`] or
    /// [`Sheet::buy`]'s caller's.
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without the Haggler initiation;
    /// [`Error::Equipment`] (`Inexact`) when 90% of the price is not a
    /// whole number of copper pieces; [`Error::Core`] when the face source
    /// fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Initiation, Sheet};
    ///
    /// let haggler = Sheet::new(Abilities::new([10, 10, 10, 10, 13])?, 4)?
    ///     .with_initiation(Initiation::Haggler)?;
    /// let (_, price) = haggler.haggle(Coins::silver(20), &mut SuppliedFaces::new(&[12]))?;
    /// assert_eq!(price, Coins::silver(18));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn haggle<S: FaceSource + ?Sized>(
        &self,
        listed: Coins,
        source: &mut S,
    ) -> Result<(HaggleRoll, Coins), Error> {
        if !self.has(Initiation::Haggler) {
            return Err(Error::NotInitiated {
                what: "haggling",
                needs: Initiation::Haggler.id(),
            });
        }
        let roll = Haggle::new(self.abilities.get(Ability::Cha))?.roll(source)?;
        let percent = u64::from(100 - roll.band().discount_percent());
        let price = listed.ratio(percent, 100, "haggled price")?;
        Ok((roll, price))
    }

    fn pay_for(&self, item: &'static str, cost: Coins) -> Result<Coins, Error> {
        self.coins
            .checked_sub(cost)
            .ok_or_else(|| Error::NotEnoughMoney {
                item,
                cost: cost.to_string(),
                money: self.coins.to_string(),
            })
    }

    /// The injury saves this character makes (osr-health's [`Injury`]):
    /// STR and WIL, a fighter's level added (TC-7.1).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Class, Sheet};
    ///
    /// let fighter = Sheet::new(Abilities::new([13, 10, 10, 10, 10])?, 4)?
    ///     .with_class(Some(Class::Fighter))?
    ///     .with_xp(1_500)?;
    /// assert_eq!(fighter.injury_saves()?.dc(), 20);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn injury_saves(&self) -> Result<Injury, Error> {
        Ok(Injury::new(
            0,
            self.abilities.get(Ability::Str),
            self.abilities.get(Ability::Wil),
        )?
        .with_modifier(self.bonus(CheckKind::InjurySave)?)?)
    }

    /// Takes `damage` through osr-health (TC-5.18, TC-6.6 to TC-6.11): HP
    /// first, then injury saves from [`Sheet::injury_saves`].
    ///
    /// # Errors
    ///
    /// osr-health's errors; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::{HitBand, InjuryBand};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// // HP 4, hit for 6: DC 22; STR 12 rolls 11 (23), WIL 9 rolls 8 (17).
    /// let mut sheet = Sheet::new(Abilities::new([12, 10, 10, 9, 10])?, 4)?;
    /// let hit = sheet.take_damage(6, &mut SuppliedFaces::new(&[11, 8]))?;
    /// assert_eq!(hit.consequence(), HitBand::Injured(InjuryBand::MinorDown));
    /// assert_eq!((sheet.health().hp(), sheet.health().minor_wounds()), (0, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn take_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        source: &mut S,
    ) -> Result<Applied<HitBand>, Error> {
        let saves = self.injury_saves()?;
        Ok(self.health.take_damage(damage, saves, source)?)
    }

    /// A short rest with the HP re-roll (TC-6.4, TC-6.5) through
    /// osr-health: `keep` is [`Keep::Higher`] only for a tough fighter.
    ///
    /// # Errors
    ///
    /// osr-health's errors; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::Keep;
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 1)?;
    /// sheet.short_rest(Keep::New, &mut SuppliedFaces::new(&[5]))?;
    /// assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (5, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn short_rest<S: FaceSource + ?Sized>(
        &mut self,
        keep: Keep,
        source: &mut S,
    ) -> Result<Applied<u32>, Error> {
        Ok(self.health.short_rest(keep, source)?)
    }

    /// A good night's sleep (TC-6.5) through osr-health: fatigue 0, minor
    /// wounds healed, the morning HP re-roll.
    ///
    /// # Errors
    ///
    /// osr-health's errors; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::constitution::Keep;
    /// use osr_sheet::constitution::{Abilities, Sheet, Vitality};
    ///
    /// let tired = Vitality::new(1, 2)?.with_fatigue(3)?;
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 2)?.with_health(tired)?;
    /// sheet.good_night(Keep::New, &mut SuppliedFaces::new(&[6]))?;
    /// assert_eq!((sheet.health().hp(), sheet.health().fatigue()), (6, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn good_night<S: FaceSource + ?Sized>(
        &mut self,
        keep: Keep,
        source: &mut S,
    ) -> Result<Applied<u32>, Error> {
        Ok(self.health.good_night(0, keep, source)?)
    }

    /// Gains `amount` experience; each level reached adds its hit die and
    /// opens an initiation.
    ///
    /// # Errors
    ///
    /// osr-advancement's errors ([`Error::Advancement`]) past the level
    /// table or on overflow; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Event, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 4)?;
    /// let events = sheet.gain_xp(3_100)?;
    /// assert_eq!(events.last(), Some(&Event::LevelGained { level: 3 }));
    /// assert_eq!(sheet.health().hit_dice(), 3);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn gain_xp(&mut self, amount: u64) -> Result<Vec<Event>, Error> {
        let before = self.xp;
        let after = before.plus(amount)?;
        let gained = level_table().levels_gained(before, after)?;
        let next = self.clone().with_xp(after.get())?;
        let mut events = alloc::vec![Event::XpGained {
            amount,
            total: after.get(),
        }];
        events.extend(gained.map(|level| Event::LevelGained { level }));
        *self = next;
        Ok(events)
    }

    /// The improvement roll after a session (TC-4.9) through
    /// osr-advancement: the abilities are tried in the player's `order`,
    /// each at its current score; the first d20 above its score raises it
    /// by one and ends the roll.
    ///
    /// # Errors
    ///
    /// osr-advancement's errors for an empty order or an ability named
    /// twice; [`Error::Core`] when the face source fails. The sheet is then
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Abilities, Ability, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([8, 12, 15, 10, 17])?, 4)?;
    /// let roll = sheet.improve(&[Ability::Str, Ability::Wit], &mut SuppliedFaces::new(&[7, 13]))?;
    /// assert_eq!(roll.raised(), Some((Ability::Wit, 12, 13)));
    /// assert_eq!(sheet.abilities().get(Ability::Wit), 13);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn improve<S: FaceSource + ?Sized>(
        &mut self,
        order: &[Ability],
        source: &mut S,
    ) -> Result<ImprovementRoll, Error> {
        let order: Vec<(Ability, i32)> =
            order.iter().map(|&a| (a, self.abilities.get(a))).collect();
        let roll = Improvement::new(&order)?.roll(source)?;
        if let Some((ability, _, to)) = roll.raised() {
            self.abilities = self.abilities.with(ability, to)?;
        }
        Ok(roll)
    }

    /// The prepared adventurer's find (TC-9.3): a knowledge check against
    /// DC 20 ([`RUMMAGE_DC`]); on success one more medium item is carried
    /// and `cost` is paid for it.
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] without the Prepared initiation,
    /// [`Error::NotEnoughMoney`] when the coins do not cover `cost`,
    /// osr-encumbrance's errors when a medium item more does not fit, all
    /// before rolling; [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_equipment::constitution::Coins;
    /// use osr_sheet::constitution::{Abilities, Class, Initiation, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10, 10, 12, 10, 10])?, 4)?
    ///     .with_class(Some(Class::Adventurer))?
    ///     .with_initiation(Initiation::Prepared)?
    ///     .with_coins(Coins::silver(10))?;
    /// let (roll, found) = sheet.rummage(Coins::silver(3), &mut SuppliedFaces::new(&[8]))?;
    /// assert_eq!((roll.total(), found.is_some()), (20, true));
    /// assert_eq!(sheet.coins(), Coins::silver(7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn rummage<S: FaceSource + ?Sized>(
        &mut self,
        cost: Coins,
        source: &mut S,
    ) -> Result<(AbilityRoll, Option<Event>), Error> {
        if !self.has(Initiation::Prepared) {
            return Err(Error::NotInitiated {
                what: "finding an unlisted item in the pack",
                needs: Initiation::Prepared.id(),
            });
        }
        let left = self.pay_for("an unlisted medium item", cost)?;
        let mut next = self.clone();
        next.pack.medium_items = next.pack.medium_items.saturating_add(1);
        next.coins = left;
        let next = next.checked()?;
        let roll = self
            .check(CheckKind::Knowledge, Ability::Kno, RUMMAGE_DC)?
            .roll(source)?;
        if roll.degrees().succeeded() {
            *self = next;
            Ok((roll, Some(Event::Found { cost })))
        } else {
            Ok((roll, None))
        }
    }

    /// A day's overland miles through osr-travel, at the load's speed
    /// (TC-13.4, TC-14.13b); `setting_traps` takes a quarter off for a
    /// patient trapper (TC-10.2).
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] for setting traps without the Patient
    /// trapper initiation; [`Error::Overloaded`] when the load can only be
    /// dragged; osr-encumbrance's errors.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Initiation, Sheet};
    /// use osr_travel::constitution::{Terrain, Weather};
    ///
    /// let trapper = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_initiation(Initiation::PatientTrapper)?;
    /// assert_eq!(trapper.daily_miles(Terrain::Road, Weather::Clear, true)?.to_integer(), 18);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn daily_miles(
        &self,
        terrain: Terrain,
        weather: Weather,
        setting_traps: bool,
    ) -> Result<Ratio<u32>, Error> {
        if setting_traps && !self.has(Initiation::PatientTrapper) {
            return Err(Error::NotInitiated {
                what: "setting traps while travelling",
                needs: Initiation::PatientTrapper.id(),
            });
        }
        let assessment = self.load()?;
        let load = match osr_encumbrance::LoadModel::state(&assessment) {
            State::Unencumbered => Load::Unencumbered,
            State::Encumbered => Load::Encumbered,
            State::HeavilyEncumbered => Load::HeavilyEncumbered,
            State::OnlyDragging => {
                return Err(Error::Overloaded {
                    stones: assessment.breakdown().total(),
                    max: assessment.thresholds().heavily_encumbered(),
                });
            }
        };
        Ok(osr_travel::constitution::daily_miles(
            terrain,
            weather,
            load,
            setting_traps,
        ))
    }

    /// The character as osr-combat's combatant with `id` on `side`:
    /// scores, AC of the armour worn, hit dice, HP, level and marks,
    /// fighter and tough, the trainings among the initiations, the shield;
    /// a d6 weapon and rolled initiative (change the public fields for
    /// anything else).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`]; osr-combat's range errors.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_sheet::constitution::{Abilities, Class, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([13, 12, 10, 11, 10])?, 5)?
    ///     .with_class(Some(Class::Fighter))?;
    /// let c = sheet.combatant(1, Side::Party)?;
    /// assert_eq!((c.strength.get(), c.hp.get(), c.combat_bonus()), (13, 5, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn combatant(&self, id: u32, side: Side) -> Result<Combatant, Error> {
        let mut c = Combatant::new(id, side, self.health.hp())?;
        c.wits = AbilityScore::new(self.abilities.get(Ability::Wit))?;
        c.strength = AbilityScore::new(self.abilities.get(Ability::Str))?;
        c.will = AbilityScore::new(self.abilities.get(Ability::Wil))?;
        c.ac = Ac::new(self.ac())?;
        c.hit_dice = osr_health::constitution::HitDice::new(self.health.hit_dice())?;
        c.level = osr_check::constitution::Level::new(self.level()?)?;
        c.marks = osr_health::constitution::Marks::new(self.health.marks())?;
        c.fighter = self.class == Some(Class::Fighter);
        c.tough = self.health.is_tough();
        c.training = Training {
            weapons: self.has(Initiation::WeaponsTraining),
            spear: self.has(Initiation::SpearTraining),
            longsword: self.has(Initiation::LongswordTraining),
            bow: self.has(Initiation::BowTraining),
            berserk: self.has(Initiation::Berserk),
            riposte: false,
        };
        c.shield = self.shield;
        Ok(c)
    }

    /// Writes a fight's result back (osr-combat's [`Fighter`] for this
    /// character's combatant): HP, major wound marks and death as the
    /// fight left them, the minor wounds it dealt added to those before.
    /// Fatigue and penance are the sheet's.
    ///
    /// # Errors
    ///
    /// osr-health's errors when the fighter's state does not fit this
    /// sheet (more HP than its hit dice, marks past the level).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::constitution::{Combatant, Fight, Setup, Ties};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 5)?;
    /// let setup = Setup::new(
    ///     vec![sheet.combatant(1, Side::Party)?, Combatant::new(2, Side::Foes, 4)?],
    ///     Ties::SetupOrder,
    /// )?;
    /// let mut fight = Fight::new(setup)?;
    /// // ... the fight is played; here it ends at once.
    /// let mut me = fight.fighter(1)?.clone();
    /// me.vitality = me.vitality.with_hp(2)?;
    /// sheet.after_fight(&me)?;
    /// assert_eq!(sheet.health().hp(), 2);
    /// # let _ = &mut fight;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn after_fight(&mut self, fighter: &Fighter) -> Result<(), Error> {
        let fought = &fighter.vitality;
        let minor = self
            .health
            .minor_wounds()
            .checked_add(fought.minor_wounds())
            .ok_or(Error::Overflow {
                what: "minor wounds",
            })?;
        let health = self
            .health
            .clone()
            .with_hp(fought.hp())?
            .with_level(self.health.level(), fought.marks())?
            .with_minor_wounds(minor)?
            .with_dead(fought.is_dead());
        *self = self.clone().with_health(health)?;
        Ok(())
    }
}

/// The player's and referee's choices at creation: nothing here is
/// rolled.
///
/// ```
/// use osr_equipment::constitution::Coins;
/// use osr_sheet::constitution::{Choices, Class, Initiation};
///
/// let choices = Choices {
///     class: Some(Class::Sage),
///     initiation: Some(Initiation::Goetia),
///     coins: Coins::silver(35),
///     ..Choices::default()
/// };
/// assert_eq!(choices.concept, Default::default());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Choices {
    /// The class, if any (TC-4.3, TC-4.7).
    #[cfg_attr(feature = "serde", serde(default))]
    pub class: Option<Class>,
    /// The one initiation of level 1, if taken now (TC-4.4).
    #[cfg_attr(feature = "serde", serde(default))]
    pub initiation: Option<Initiation>,
    /// The concept (TC-4.8).
    #[cfg_attr(feature = "serde", serde(default))]
    pub concept: Concept,
    /// The background, if specified (TC-4.6).
    #[cfg_attr(feature = "serde", serde(default))]
    pub background: Option<String>,
    /// Starting coins: relatively few, the referee's (TC-4.8).
    #[cfg_attr(feature = "serde", serde(default))]
    pub coins: Coins,
}

/// A created sheet with the choices and events that made it: the one
/// creation record ([`crate::creation::Created`]) of this system's
/// [`Creation`].
///
/// With the `serde` feature: `{"choices": {...}, "sheet": {...},
/// "events": [...]}`; reading it back replays the creation from the
/// events' faces and refuses one that does not match ([`Error::Check`],
/// `Forged`).
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::constitution::{Choices, Creation};
///
/// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
/// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
/// assert_eq!(created.faces(), faces);
/// created.verify()?;
/// assert_eq!(created.into_sheet().health().hp(), 4);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
pub type Created = crate::creation::Created<Creation>;

/// Creation of a player character by the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Creation;

impl Creation {
    /// Rolls a new character from `source` with these choices: the d6 of
    /// an approved reused concept first (only a 1 goes on, TC-4.8), then
    /// STR, WIT, KNO, WIL, CHA on 3d6 each (TC-4.2), then the HP of one
    /// hit die, 1d6 or 1d8 with Tough (TC-6.1, TC-6.2, TC-7.2); level 1 at
    /// 0 XP (TC-4.3).
    ///
    /// # Errors
    ///
    /// [`Error::ConceptRefused`] when the reused concept's d6 is not 1;
    /// [`Error::ClassExclusive`] for an initiation of another class;
    /// [`Error::AboveLimit`], [`Error::Empty`], [`Error::TooLong`] for the
    /// coins and background; [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    /// assert_eq!(lines[0], "STR 3d6 = [3, 5, 6] = 14");
    /// assert_eq!(lines[5], "HP 1d6 = [4] = 4");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(
        choices: &Choices,
        source: &mut S,
    ) -> Result<Created, Error> {
        Created::roll(choices, source)
    }
}

impl crate::creation::Procedure for Creation {
    type Choices = Choices;
    type Sheet = Sheet;
    type Event = Event;
    /// The reused concept's d6, five abilities, HP.
    const MAX_EVENTS: usize = 7;

    fn create<S: FaceSource + ?Sized>(
        choices: &Choices,
        source: &mut S,
    ) -> Result<(Sheet, Vec<Event>), Error> {
        if let Some(background) = &choices.background {
            text("background", background)?;
        }
        coins_in_range("coins", choices.coins)?;
        if let Some(initiation) = choices.initiation {
            if let Some(class) = initiation.class() {
                if choices.class != Some(class) {
                    return Err(Error::ClassExclusive {
                        initiation: initiation.id(),
                        class: class.key(),
                    });
                }
            }
        }
        let mut events = Vec::with_capacity(7);
        if choices.concept == Concept::ApprovedReused {
            let face = Die::D6.roll(source)?;
            events.push(Event::ConceptRolled { face });
            if face != 1 {
                return Err(Error::ConceptRefused { face });
            }
        }
        let mut scores = [0_i32; 5];
        for (score, ability) in scores.iter_mut().zip(ORDER) {
            let faces = [
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
            ];
            *score = i32::try_from(sum3(faces)).map_err(|_| Error::Overflow { what: "ability" })?;
            events.push(Event::AbilityRolled { ability, faces });
        }
        let tough = choices.initiation == Some(Initiation::Tough);
        let die = if tough { Die::D8 } else { Die::D6 };
        let hp = die.roll(source)?;
        events.push(Event::HpRolled {
            sides: die.sides(),
            face: hp,
        });
        let mut sheet = Sheet::new(Abilities::new(scores)?, 1)?;
        sheet.health = if tough {
            Vitality::new_tough(1, hp)?
        } else {
            Vitality::new(1, hp)?
        };
        sheet.class = choices.class;
        sheet.concept = choices.concept;
        sheet.background.clone_from(&choices.background);
        sheet.coins = choices.coins;
        if let Some(initiation) = choices.initiation {
            sheet.initiations.push(initiation);
        }
        Ok((sheet.checked()?, events))
    }

    fn faces(event: &Event) -> &[u32] {
        match event {
            Event::ConceptRolled { face } | Event::HpRolled { face, .. } => {
                core::slice::from_ref(face)
            }
            Event::AbilityRolled { faces, .. } => faces,
            Event::Bought { .. }
            | Event::XpGained { .. }
            | Event::LevelGained { .. }
            | Event::Found { .. }
            | Event::Paid { .. } => &[],
        }
    }
}
