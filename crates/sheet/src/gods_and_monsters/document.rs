//! The versioned JSON document of a sheet.

use alloc::string::String;
use alloc::vec::Vec;

use super::{
    Abilities, Archetype, ContributorTable, Field, Gain, Gear, Item, MAX_ENTRIES, MAX_LEVEL,
    Motivation, Place, Price, Referee, SYSTEM, Sheet, Size, Species, Spell, TOP_SCORE, VERSION,
    Vitals, entries,
};
use crate::Error;

/// The six ability scores as plain numbers (checked on reading).
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::SheetDocument;
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// let doc = SheetDocument::from(sheet);
/// assert_eq!((doc.abilities.strength, doc.vitals.verve, doc.gear[0].item.as_str()), (18, 7, "gm.weapon.battleaxe"));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScoresDocument {
    /// Charisma.
    #[serde(rename = "cha")]
    pub charisma: i64,
    /// Intelligence.
    #[serde(rename = "int")]
    pub intelligence: i64,
    /// Wisdom.
    #[serde(rename = "wis")]
    pub wisdom: i64,
    /// Endurance.
    #[serde(rename = "end")]
    pub endurance: i64,
    /// Agility.
    #[serde(rename = "agi")]
    pub agility: i64,
    /// Strength.
    #[serde(rename = "str")]
    pub strength: i64,
}

/// Survival, verve and injuries now, as plain numbers; the maxima are
/// derived from the abilities and level gains, not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct VitalsDocument {
    /// Survival now.
    pub survival: i64,
    /// Verve now.
    pub verve: i64,
    /// Injury points (those from aging included).
    #[serde(default)]
    pub injuries: i64,
    /// Injury points from aging, which no rest removes.
    #[serde(default)]
    pub unhealable_injuries: i64,
    /// A temporary survival pool.
    #[serde(default)]
    pub pool: i64,
}

/// A species as plain numbers (checked on reading, [`Species::check`]).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SpeciesDocument {
    /// Its name.
    pub name: String,
    /// Its size.
    pub size: Size,
    /// Base movement.
    pub movement: i64,
    /// Changes to charisma, intelligence, wisdom, endurance, agility,
    /// strength.
    pub adjustments: [i64; 6],
    /// The special bonus to health.
    pub health: i64,
    /// Base age in years.
    pub base_age: i64,
    /// d6s added to the age.
    pub age_dice: i64,
    /// Base height in inches.
    pub base_height: i64,
    /// d6s added to the height.
    pub height_dice: i64,
    /// Base weight in pounds.
    pub base_weight: i64,
    /// The skill it gives in the native culture field.
    #[serde(default)]
    pub skill: Option<String>,
}

/// The referee's numbers as plain numbers (checked on reading,
/// [`Referee::check`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RefereeDocument {
    /// Carry.
    pub carry: i64,
    /// Agility's share of defense.
    pub agility_defense: i64,
    /// The thrown weapons attack bonus.
    pub thrown_attack: i64,
    /// The propelled weapons attack bonus.
    pub propelled_attack: i64,
    /// The bonus on reactions against magic.
    pub magic_bonus: i64,
    /// Extras of the starting age.
    pub age_extras: i64,
}

fn signed(what: &'static str, value: i64, min: i64, max: i64) -> Result<i32, Error> {
    osr_core::Error::check_range(what, value, min, max)?;
    i32::try_from(value).map_err(|_| Error::Overflow { what })
}

impl TryFrom<SpeciesDocument> for Species {
    type Error = Error;

    fn try_from(d: SpeciesDocument) -> Result<Self, Error> {
        let mut adjustments = [0_i32; 6];
        for (to, from) in adjustments.iter_mut().zip(d.adjustments) {
            *to = signed("species adjustment", from, -10, 10)?;
        }
        let species = Self {
            name: d.name,
            size: d.size,
            movement: count("species movement", d.movement, 100)?,
            adjustments,
            health: signed("species health", d.health, -10, 10)?,
            base_age: count("species base age", d.base_age, 10_000)?,
            age_dice: count("species age dice", d.age_dice, 100)?,
            base_height: count("species base height", d.base_height, 10_000)?,
            height_dice: count("species height dice", d.height_dice, 100)?,
            base_weight: count("species base weight", d.base_weight, 1_000_000)?,
            skill: d.skill,
        };
        species.check()?;
        Ok(species)
    }
}

impl From<Species> for SpeciesDocument {
    fn from(s: Species) -> Self {
        Self {
            name: s.name,
            size: s.size,
            movement: s.movement.into(),
            adjustments: s.adjustments.map(i64::from),
            health: s.health.into(),
            base_age: s.base_age.into(),
            age_dice: s.age_dice.into(),
            base_height: s.base_height.into(),
            height_dice: s.height_dice.into(),
            base_weight: s.base_weight.into(),
            skill: s.skill,
        }
    }
}

impl TryFrom<RefereeDocument> for Referee {
    type Error = Error;

    fn try_from(d: RefereeDocument) -> Result<Self, Error> {
        let referee = Self {
            carry: count("carry", d.carry, 1000)?,
            agility_defense: signed("agility defense", d.agility_defense, -20, 20)?,
            thrown_attack: signed("thrown attack", d.thrown_attack, -20, 20)?,
            propelled_attack: signed("propelled attack", d.propelled_attack, -20, 20)?,
            magic_bonus: signed("magic bonus", d.magic_bonus, -20, 20)?,
            age_extras: count("age extras", d.age_extras, 100)?,
        };
        referee.check()?;
        Ok(referee)
    }
}

impl From<Referee> for RefereeDocument {
    fn from(r: Referee) -> Self {
        Self {
            carry: r.carry.into(),
            agility_defense: r.agility_defense.into(),
            thrown_attack: r.thrown_attack.into(),
            propelled_attack: r.propelled_attack.into(),
            magic_bonus: r.magic_bonus.into(),
            age_extras: r.age_extras.into(),
        }
    }
}

/// A piece of gear: its osr-equipment ID, the size it was made for, and
/// where it is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GearDocument {
    /// The osr-equipment ID (`"gm.weapon.battleaxe"`).
    pub item: String,
    /// Made for a creature of this size.
    pub made_for: Size,
    /// Where it is.
    pub place: Place,
}

/// The versioned JSON document of a [`Sheet`], in plain fields and human
/// units (coins in silver coins as a decimal string): reading it into a
/// sheet (`Sheet::try_from`) checks every field and gives a typed
/// [`Error`] naming it. Lists hold at most [`MAX_ENTRIES`] entries. Derived
/// values (reactions, defense, maxima, mojo) are not stored.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, SheetDocument, Species};
///
/// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?;
/// let doc = SheetDocument::from(sheet.clone());
/// assert_eq!((doc.system.as_str(), doc.version), ("gods_and_monsters", 1));
/// assert_eq!(Sheet::try_from(doc)?, sheet);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSheetDocument"))]
#[serde(deny_unknown_fields)]
pub struct SheetDocument {
    /// Always [`SYSTEM`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = SYSTEM)))]
    pub system: String,
    /// Always [`VERSION`].
    #[cfg_attr(feature = "schema", schemars(extend("const" = VERSION)))]
    pub version: u64,
    /// The archetype.
    pub archetype: Archetype,
    /// The species.
    pub species: SpeciesDocument,
    /// The final ability scores.
    pub abilities: ScoresDocument,
    /// The referee's numbers.
    pub referee: RefereeDocument,
    /// Experience points.
    pub xp: i64,
    /// What each level past the first gave.
    #[serde(default)]
    pub gains: Vec<Gain>,
    /// Survival, verve, injuries now.
    pub vitals: VitalsDocument,
    /// Mojo spent.
    #[serde(default)]
    pub mojo_spent: i64,
    /// Mojo earned beyond the levels.
    #[serde(default)]
    pub mojo_earned: i64,
    /// The Fighting Art skills.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_ENTRIES>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_ENTRIES)))]
    pub fighting_art_skills: Vec<String>,
    /// The native culture field.
    pub native_culture: Field,
    /// The other fields.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_ENTRIES>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_ENTRIES)))]
    pub fields: Vec<Field>,
    /// Extras of the starting age spent.
    #[serde(default)]
    pub extras_spent: i64,
    /// The moral code.
    pub moral_code: String,
    /// The motivation.
    pub motivation: Motivation,
    /// Age in years.
    pub age: i64,
    /// The height dice total.
    pub height_roll: i64,
    /// Silver coins (`"21"`, `"0.5"`).
    pub coins: String,
    /// Gear.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_ENTRIES>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_ENTRIES)))]
    pub gear: Vec<GearDocument>,
    /// A sorceror's spell book.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_ENTRIES>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_ENTRIES)))]
    pub spells: Vec<Spell>,
    /// The referee's contributor table, when it is not the agreed one:
    /// the major and minor values of scores 1 to 30.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contributors: Option<ContributorsDocument>,
}

/// A contributor table as plain numbers: 30 major and 30 minor values
/// (checked on reading).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ContributorsDocument {
    /// The major values of scores 1 to 30.
    pub major: Vec<i64>,
    /// The minor values of scores 1 to 30.
    pub minor: Vec<i64>,
}

impl TryFrom<ContributorsDocument> for ContributorTable {
    type Error = Error;

    fn try_from(d: ContributorsDocument) -> Result<Self, Error> {
        let mut tables = [[0_i32; TOP_SCORE]; 2];
        for (table, values) in tables.iter_mut().zip([&d.major, &d.minor]) {
            if values.len() != TOP_SCORE {
                return Err(Error::NotDerived {
                    what: "contributor values",
                    value: i64::try_from(values.len()).unwrap_or(i64::MAX),
                    expected: 30,
                });
            }
            for (to, from) in table.iter_mut().zip(values) {
                *to = signed("contributor", *from, -20, 20)?;
            }
        }
        let [major, minor] = tables;
        Self::new(major, minor)
    }
}

fn count(what: &'static str, value: i64, max: i64) -> Result<u32, Error> {
    osr_core::Error::check_range(what, value, 0, max)?;
    u32::try_from(value).map_err(|_| Error::Overflow { what })
}

impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        let a = doc.abilities;
        let mut scores = [0_i32; 6];
        for (score, value) in scores.iter_mut().zip([
            a.charisma,
            a.intelligence,
            a.wisdom,
            a.endurance,
            a.agility,
            a.strength,
        ]) {
            osr_core::Error::check_range("ability score", value, 1, 30)?;
            *score = i32::try_from(value).map_err(|_| Error::Overflow {
                what: "ability score",
            })?;
        }
        let [cha, int, wis, end, agi, st] = scores;
        let abilities = Abilities::new(cha, int, wis, end, agi, st)?;
        let mut sheet = Self::new(
            doc.archetype,
            Species::try_from(doc.species)?,
            abilities,
            Referee::try_from(doc.referee)?,
        )?;
        if let Some(table) = doc.contributors {
            sheet = sheet.with_contributors(ContributorTable::try_from(table)?)?;
        }
        osr_core::Error::check_range(
            "level",
            i64::try_from(doc.gains.len())
                .unwrap_or(i64::MAX)
                .saturating_add(1),
            1,
            MAX_LEVEL.into(),
        )?;
        sheet.gains.clone_from(&doc.gains);
        sheet.check_gains()?;
        let v = doc.vitals;
        let vitals = Vitals::new(sheet.max_survival(), sheet.max_verve())?
            .with_survival(count("survival", v.survival, 10_000)?)?
            .with_verve(count("verve", v.verve, 10_000)?)?
            .with_injuries(count("injuries", v.injuries, 10_000)?)?
            .with_unhealable_injuries(count("unhealable injuries", v.unhealable_injuries, 10_000)?)?
            .with_pool(count("pool", v.pool, 10_000)?)?;
        let xp = u64::try_from(doc.xp).map_err(|_| osr_core::Error::OutOfRange {
            what: "xp",
            value: doc.xp,
            min: 0,
            max: i64::MAX,
        })?;
        entries("fighting art skills", &doc.fighting_art_skills)?;
        let skills: Vec<&str> = doc.fighting_art_skills.iter().map(String::as_str).collect();
        entries("gear", &doc.gear)?;
        let mut gear = Vec::with_capacity(doc.gear.len().min(MAX_ENTRIES));
        for g in &doc.gear {
            gear.push(Gear {
                item: Item::from_id(&g.item)?,
                made_for: g.made_for,
                place: g.place,
            });
        }
        let coins: Price = doc.coins.parse()?;
        sheet = sheet
            .with_progress(xp, &doc.gains, vitals)?
            .with_mojo(
                count("mojo spent", doc.mojo_spent, super::mojo::MAX_MOJO.into())?,
                count("mojo earned", doc.mojo_earned, super::mojo::MAX_MOJO.into())?,
            )?
            .with_fields(
                &skills,
                doc.native_culture,
                &doc.fields,
                count("age extras spent", doc.extras_spent, 100)?,
            )?
            .with_story(
                &doc.moral_code,
                &doc.motivation.text,
                doc.motivation.fulfilled,
            )?
            .with_body(
                count("age", doc.age, 100_000)?,
                count("height roll", doc.height_roll, 600)?,
            )?
            .with_gear(coins, &gear)?
            .with_spells(&doc.spells)?;
        Ok(sheet)
    }
}

impl From<Sheet> for SheetDocument {
    fn from(sheet: Sheet) -> Self {
        let a = sheet.abilities;
        let v = sheet.vitals;
        Self {
            system: String::from(SYSTEM),
            version: VERSION,
            archetype: sheet.archetype,
            species: sheet.species.into(),
            abilities: ScoresDocument {
                charisma: a.charisma.get().into(),
                intelligence: a.intelligence.get().into(),
                wisdom: a.wisdom.get().into(),
                endurance: a.endurance.get().into(),
                agility: a.agility.get().into(),
                strength: a.strength.get().into(),
            },
            referee: sheet.referee.into(),
            xp: i64::try_from(sheet.xp).unwrap_or(i64::MAX),
            gains: sheet.gains,
            vitals: VitalsDocument {
                survival: v.survival().into(),
                verve: v.verve().into(),
                injuries: v.injuries().into(),
                unhealable_injuries: v.unhealable_injuries().into(),
                pool: v.pool().into(),
            },
            mojo_spent: sheet.mojo_spent.into(),
            mojo_earned: sheet.mojo_earned.into(),
            fighting_art_skills: sheet.fighting_art_skills,
            native_culture: sheet.native_culture,
            fields: sheet.fields,
            extras_spent: sheet.extras_spent.into(),
            moral_code: sheet.moral_code,
            motivation: sheet.motivation,
            age: sheet.age.into(),
            height_roll: sheet.height_roll.into(),
            coins: alloc::format!("{}", sheet.coins),
            gear: sheet
                .gear
                .iter()
                .map(|g| GearDocument {
                    item: String::from(g.item.id()),
                    made_for: g.made_for,
                    place: g.place,
                })
                .collect(),
            spells: sheet.spells,
            contributors: (!sheet.contributors.is_seed()).then(|| ContributorsDocument {
                major: sheet.contributors.majors().map(i64::from).to_vec(),
                minor: sheet.contributors.minors().map(i64::from).to_vec(),
            }),
        }
    }
}
