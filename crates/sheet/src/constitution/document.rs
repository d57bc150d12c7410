//! The versioned JSON document of a 3d6 Constitution sheet.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use osr_advancement::constitution::level_table;
use osr_check::constitution::SpellRating;
use osr_health::constitution::Vitality;
use osr_health::constitution::deprivation::Deprivation;
use osr_magic::constitution::{KnownSpell, Prepared, SpellLevel};

use super::{
    Abilities, ArmourClass, Class, Coins, Concept, Initiation, MAX_SKILLS, MAX_SPELLS, MAX_TRAITS,
    Pack, SYSTEM, Sheet, VERSION,
};
use crate::Error;
use crate::checks::at_most;

/// The most initiations a document may list, named or listed: far above
/// any level the table reaches.
const MAX_INITIATIONS: usize = 64;

/// The versioned JSON document of a [`Sheet`], in plain fields: reading
/// it into a sheet (`Sheet::try_from`) validates every field and gives a
/// typed [`Error`] naming it. Numbers are signed, so a negative or huge
/// one is refused with its exact value. Items and initiations are stable
/// IDs; money is a string in silver pieces (`"100.5"`).
///
/// The level, hit dice and tough hit dice are not written: they follow
/// from the XP and the initiations.
///
/// # Examples
///
/// ```
/// use osr_sheet::constitution::{Abilities, Sheet, SheetDocument};
///
/// let sheet = Sheet::new(Abilities::new([14, 9, 11, 7, 15])?, 4)?;
/// let doc = SheetDocument::from(sheet.clone());
/// assert_eq!((doc.system.as_str(), doc.version, doc.health.hp), ("constitution", 1, 4));
/// assert_eq!(Sheet::try_from(doc)?, sheet);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSheetDocument"))]
#[serde(deny_unknown_fields)]
pub struct SheetDocument {
    /// Always [`SYSTEM`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = SYSTEM)))]
    pub system: String,
    /// Always [`VERSION`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = VERSION)))]
    pub version: u64,
    /// The five scores.
    pub abilities: AbilitiesDocument,
    /// The class, if any.
    #[serde(default)]
    pub class: Option<Class>,
    /// Experience.
    pub xp: i64,
    /// Hit points and wounds.
    pub health: HealthDocument,
    /// Listed initiations by ID (`"tc.initiation.tough"`); at most 64.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_INITIATIONS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_INITIATIONS)))]
    pub initiations: Vec<String>,
    /// Initiations not in the rules' lists, by name; at most 64.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_INITIATIONS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_INITIATIONS)))]
    pub custom_initiations: Vec<String>,
    /// Free-form traits; at most [`MAX_TRAITS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_TRAITS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_TRAITS)))]
    pub traits: Vec<String>,
    /// The background, if specified.
    #[serde(default)]
    pub background: Option<String>,
    /// The concept.
    #[serde(default)]
    pub concept: Concept,
    /// Skills set so far; at most [`MAX_SKILLS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_SKILLS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_SKILLS)))]
    pub skills: Vec<SkillDocument>,
    /// Spells known; at most [`MAX_SPELLS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_SPELLS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_SPELLS)))]
    pub spells: Vec<SpellDocument>,
    /// Whether the character has a spell book.
    #[serde(default)]
    pub spell_book: bool,
    /// The spells prepared, as osr-magic writes them (checked by osr-magic
    /// as they are read: each in a free slot it fits).
    #[serde(default)]
    pub prepared: Option<Prepared>,
    /// Coins carried, in silver pieces (`"20.5"`).
    pub coins: String,
    /// Armour worn, by ID (`"tc.armour.full-chain"`).
    #[serde(default)]
    pub armour: Option<String>,
    /// Whether a shield is carried.
    #[serde(default)]
    pub shield: bool,
    /// The pack.
    #[serde(default)]
    pub pack: PackDocument,
    /// Treasure kept at home, in silver pieces.
    #[serde(default = "zero")]
    pub treasure_at_home: String,
    /// Food, water and sleep clocks as osr-health writes them, measured
    /// against the STR above; absent for a fed and rested character.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprivation: Option<Deprivation>,
}

fn zero() -> String {
    String::from("0")
}

/// The five scores of a [`SheetDocument`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct AbilitiesDocument {
    /// Strength.
    pub str: i64,
    /// Wits.
    pub wit: i64,
    /// Knowledge.
    pub kno: i64,
    /// Will.
    pub wil: i64,
    /// Charisma.
    pub cha: i64,
}

/// The health of a [`SheetDocument`]: osr-health's state less what the
/// sheet decides (level, hit dice, tough).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HealthDocument {
    /// Hit points.
    pub hp: i64,
    /// Fatigue.
    #[serde(default)]
    pub fatigue: i64,
    /// Penance.
    #[serde(default)]
    pub penance: i64,
    /// Major wound marks.
    #[serde(default)]
    pub marks: i64,
    /// Minor wounds not yet healed.
    #[serde(default)]
    pub minor_wounds: i64,
    /// Dead.
    #[serde(default)]
    pub dead: bool,
}

/// A skill of a [`SheetDocument`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SkillDocument {
    /// Its name.
    pub name: String,
    /// Its rating, 0 to 100.
    pub rating: i64,
}

/// A known spell of a [`SheetDocument`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SpellDocument {
    /// Its name.
    pub name: String,
    /// Its level.
    pub level: i64,
    /// Its rating, 0 to 100.
    pub rating: i64,
}

/// The pack of a [`SheetDocument`] ([`Pack`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
#[serde(deny_unknown_fields)]
pub struct PackDocument {
    /// Medium things held or worn, the shield not included.
    pub medium_items: i64,
    /// Whether a backpack is carried.
    pub backpack: bool,
    /// Small things in the backpack other than rations.
    pub small_things: i64,
    /// Rations in the backpack.
    pub rations: i64,
    /// Big things strapped on.
    pub big_things: i64,
    /// Large weapons ready at the side.
    pub weapons_at_side: i64,
}

fn count(what: &'static str, value: i64) -> Result<u32, Error> {
    u32::try_from(value).map_err(|_| {
        osr_core::Error::OutOfRange {
            what,
            value,
            min: 0,
            max: i64::from(u32::MAX),
        }
        .into()
    })
}

fn score(value: i64) -> Result<i32, Error> {
    i32::try_from(value).map_err(|_| {
        osr_core::Error::OutOfRange {
            what: "ability score",
            value,
            min: osr_check::constitution::AbilityScore::MIN.into(),
            max: osr_check::constitution::AbilityScore::MAX.into(),
        }
        .into()
    })
}

fn money(text: &str) -> Result<Coins, Error> {
    Ok(text.parse::<Coins>()?)
}

impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        at_most("initiations", doc.initiations.len(), MAX_INITIATIONS)?;
        at_most("initiations", doc.custom_initiations.len(), MAX_INITIATIONS)?;
        at_most("traits", doc.traits.len(), MAX_TRAITS)?;
        at_most("skills", doc.skills.len(), MAX_SKILLS)?;
        at_most("spells", doc.spells.len(), MAX_SPELLS)?;
        let a = doc.abilities;
        let abilities = Abilities::new([
            score(a.str)?,
            score(a.wit)?,
            score(a.kno)?,
            score(a.wil)?,
            score(a.cha)?,
        ])?;
        let xp = u64::try_from(doc.xp).map_err(|_| osr_core::Error::OutOfRange {
            what: "experience",
            value: doc.xp,
            min: 0,
            max: i64::MAX,
        })?;
        let level = level_table().level(osr_advancement::Xp::new(xp))?;
        let mut initiations = Vec::with_capacity(doc.initiations.len());
        for id in &doc.initiations {
            initiations.push(Initiation::from_id(id)?);
        }
        let tough = initiations.contains(&Initiation::Tough);
        let h = doc.health;
        let health = if tough {
            Vitality::new_tough(level, 0)?
        } else {
            Vitality::new(level, 0)?
        };
        let health = health
            .with_level(level, count("major wound marks", h.marks)?)?
            .with_hp(count("hit points", h.hp)?)?
            .with_fatigue(count("fatigue", h.fatigue)?)?
            .with_penance(count("penance", h.penance)?)?
            .with_minor_wounds(count("minor wounds", h.minor_wounds)?)?
            .with_dead(h.dead);
        let mut sheet = Self::new(abilities, 1)?
            .with_class(doc.class)?
            .with_xp(xp)?;
        for initiation in initiations {
            sheet = sheet.with_initiation(initiation)?;
        }
        let mut sheet = sheet.with_health(health)?;
        for name in &doc.custom_initiations {
            sheet = sheet.with_custom_initiation(name)?;
        }
        for description in &doc.traits {
            sheet = sheet.with_trait(description)?;
        }
        for skill in &doc.skills {
            if sheet.skill(&skill.name).is_some() {
                return Err(Error::Duplicate {
                    what: "skill",
                    id: skill.name.as_str().into(),
                });
            }
            sheet = sheet.with_skill_checked(&skill.name, skill.rating)?;
        }
        for spell in &doc.spells {
            let level = SpellLevel::new(spell.level)?;
            let rating = SpellRating::new(spell.rating)?;
            sheet = sheet.with_spell(KnownSpell::new(spell.name.as_str(), level, rating))?;
        }
        let armour = doc
            .armour
            .as_deref()
            .map(ArmourClass::from_id)
            .transpose()?;
        let p = doc.pack;
        let pack = Pack {
            medium_items: count("medium items held or worn", p.medium_items)?,
            backpack: p.backpack,
            small_things: count("small things in the backpack", p.small_things)?,
            rations: count("rations", p.rations)?,
            big_things: count("big things strapped on", p.big_things)?,
            weapons_at_side: count("weapons at the side", p.weapons_at_side)?,
        };
        let sheet = sheet
            .with_background(doc.background.as_deref())?
            .with_concept(doc.concept)
            .with_spell_book(doc.spell_book)
            .with_prepared(doc.prepared)?
            .with_coins(money(&doc.coins)?)?
            .with_treasure_at_home(money(&doc.treasure_at_home)?)?
            .with_armour(armour)
            .with_shield(doc.shield)?
            .with_pack(pack)?;
        match doc.deprivation {
            Some(deprivation) => sheet.with_deprivation(deprivation),
            None => Ok(sheet),
        }
    }
}

impl From<Sheet> for SheetDocument {
    fn from(sheet: Sheet) -> Self {
        let [str, wit, kno, wil, cha] = sheet.abilities.to_array().map(i64::from);
        let h = &sheet.health;
        let p = sheet.pack;
        Self {
            system: String::from(SYSTEM),
            version: VERSION,
            abilities: AbilitiesDocument {
                str,
                wit,
                kno,
                wil,
                cha,
            },
            class: sheet.class,
            xp: i64::try_from(sheet.xp.get()).unwrap_or(i64::MAX),
            health: HealthDocument {
                hp: h.hp().into(),
                fatigue: h.fatigue().into(),
                penance: h.penance().into(),
                marks: h.marks().into(),
                minor_wounds: h.minor_wounds().into(),
                dead: h.is_dead(),
            },
            initiations: sheet
                .initiations
                .iter()
                .map(|i| String::from(i.id()))
                .collect(),
            custom_initiations: sheet.custom_initiations,
            traits: sheet.traits,
            background: sheet.background,
            concept: sheet.concept,
            skills: sheet
                .skills
                .into_iter()
                .map(|(name, rating)| SkillDocument {
                    name,
                    rating: rating.get().into(),
                })
                .collect(),
            spells: sheet
                .spells
                .iter()
                .map(|s| SpellDocument {
                    name: String::from(s.name()),
                    level: s.level().get().into(),
                    rating: s.rating().get().into(),
                })
                .collect(),
            spell_book: sheet.spell_book,
            prepared: sheet.prepared,
            coins: sheet.coins.to_string(),
            armour: sheet.armour.map(|a| String::from(a.id())),
            shield: sheet.shield,
            pack: PackDocument {
                medium_items: p.medium_items.into(),
                backpack: p.backpack,
                small_things: p.small_things.into(),
                rations: p.rations.into(),
                big_things: p.big_things.into(),
                weapons_at_side: p.weapons_at_side.into(),
            },
            treasure_at_home: sheet.treasure_at_home.to_string(),
            deprivation: (!sheet.deprivation.is_fresh()).then(|| sheet.deprivation.clone()),
        }
    }
}
