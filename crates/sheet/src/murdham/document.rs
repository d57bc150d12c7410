//! The versioned JSON document of a Murdham sheet.

use alloc::string::String;
use alloc::vec::Vec;

use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::Size;
use osr_equipment::murdham::Tool;
use osr_health::murdham::{Ability, Armour, Sickness};
use osr_magic::murdham::Corruption;

use super::{
    Abilities, Career, Coins, Condition, Field, Language, MAX_CONDITIONS, MAX_GRANTS, MAX_ITEMS,
    MAX_SKILLS, Name, SYSTEM, Sheet, Skill, VERSION, checked_loss,
};
use crate::Error;
use crate::checks::{at_most, listed_once};

/// A skill as written in a sheet document.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SkillEntry {
    /// The name.
    pub name: String,
    /// Languages granted (`"classic"`, `"magick"`, `"common"` or another
    /// name).
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_GRANTS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_GRANTS)))]
    pub languages: Vec<String>,
    /// Whether it grants literacy.
    #[serde(default)]
    pub literacy: bool,
    /// Subjects of knowledge.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_GRANTS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_GRANTS)))]
    pub knowledge: Vec<String>,
    /// Fields of proficiency.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_GRANTS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_GRANTS)))]
    pub proficiencies: Vec<Field>,
}

/// A career as written in a sheet document.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CareerEntry {
    /// The name.
    pub name: String,
    /// Subjects of knowledge.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_GRANTS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_GRANTS)))]
    pub knowledge: Vec<String>,
}

/// The versioned JSON document of a [`Sheet`], in plain fields: reading
/// it into a sheet (`Sheet::try_from`) checks every field and gives a
/// typed [`Error`] naming it. Items are osr-equipment IDs
/// (`"mu.tool.antidote"`); bulk is osr-encumbrance's (`8`, `"1/2"`).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSheetDocument"))]
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
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_CONDITIONS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_CONDITIONS)))]
    pub conditions: Vec<Condition>,
    /// Skills, at most [`MAX_SKILLS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_SKILLS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_SKILLS)))]
    pub skills: Vec<SkillEntry>,
    /// The career, if any.
    #[serde(default)]
    pub career: Option<CareerEntry>,
    /// Coins.
    #[serde(default)]
    pub coins: i64,
    /// Item IDs, at most [`MAX_ITEMS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_ITEMS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_ITEMS)))]
    pub items: Vec<String>,
    /// Bulk carried.
    #[serde(default)]
    pub carried: Bulk,
}

impl TryFrom<SkillEntry> for Skill {
    type Error = Error;

    fn try_from(entry: SkillEntry) -> Result<Self, Error> {
        at_most("skill languages", entry.languages.len(), MAX_GRANTS)?;
        at_most("skill knowledge", entry.knowledge.len(), MAX_GRANTS)?;
        at_most("skill proficiencies", entry.proficiencies.len(), MAX_GRANTS)?;
        listed_once("skill language", &entry.languages, String::as_str)?;
        listed_once("skill knowledge", &entry.knowledge, String::as_str)?;
        listed_once("skill proficiency", &entry.proficiencies, |f| f.name())?;
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

impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        at_most("conditions", doc.conditions.len(), MAX_CONDITIONS)?;
        at_most("skills", doc.skills.len(), MAX_SKILLS)?;
        at_most("items", doc.items.len(), MAX_ITEMS)?;
        // The document's numbers are read through the setters' checks, in
        // the same order.
        let mut sheet = Self::new(Abilities::checked(doc.str, doc.agi, doc.wit)?);
        sheet.health = sheet.checked_health(doc.health)?;
        sheet.armour = Armour::new(doc.armour)?;
        sheet = sheet.with_size(doc.size);
        sheet.corruption = Corruption::new(doc.corruption)?;
        sheet.coins = Coins::new(doc.coins)?;
        sheet = sheet.with_carried(doc.carried);
        for (i, loss) in doc.loss.into_iter().enumerate() {
            sheet.loss[i] = checked_loss("ability loss", loss)?;
        }
        at_most("sick", doc.sick.len(), osr_health::murdham::DISEASES.len())?;
        at_most(
            "immune",
            doc.immune.len(),
            osr_health::murdham::DISEASES.len(),
        )?;
        for (i, lasting) in doc.lasting.into_iter().enumerate() {
            sheet.lasting[i] = checked_loss("lasting ability loss", lasting)?;
        }
        for sickness in doc.sick {
            if sheet.sick.iter().any(|s| s.disease() == sickness.disease()) {
                return Err(Error::Duplicate {
                    what: "sickness",
                    id: sickness.disease().name.into(),
                });
            }
            sheet.sick.push(sickness);
        }
        // A list written twice over says nothing more: it is refused, not
        // read as once.
        for id in &doc.immune {
            let disease = osr_health::murdham::disease(id)?;
            if sheet.immune.contains(&disease) {
                return Err(Error::Duplicate {
                    what: "immunity",
                    id: id.as_str().into(),
                });
            }
            sheet.immune.push(disease);
        }
        sheet.check_sickness()?;
        for condition in doc.conditions {
            if !sheet.add_condition(condition) {
                return Err(Error::Duplicate {
                    what: "condition",
                    id: condition.name().into(),
                });
            }
        }
        for skill in doc.skills {
            sheet = sheet.with_skill(Skill::try_from(skill)?)?;
        }
        if let Some(career) = doc.career {
            at_most("career knowledge", career.knowledge.len(), MAX_GRANTS)?;
            listed_once("career knowledge", &career.knowledge, String::as_str)?;
            let mut read = Career::new(&career.name)?;
            for subject in &career.knowledge {
                read = read.with_knowledge(subject)?;
            }
            sheet.career = Some(read);
        }
        for item in &doc.items {
            sheet.push_item(Tool::from_id(item)?)?;
        }
        sheet.check_conditions()?;
        Ok(sheet)
    }
}

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
