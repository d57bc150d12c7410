//! The versioned JSON document of a Block, Dodge, Parry sheet.

use alloc::string::String;
use alloc::vec::Vec;

use osr_advancement::block_dodge_parry::PermanentWound;
use osr_combat::block_dodge_parry::{Hp, MAX_HP};
use osr_core::UsageDie;
use osr_health::block_dodge_parry::Body;

use super::{Gear, MAX_GEAR, MAX_SKILLS, Name, SYSTEM, Sheet, VERSION};
use crate::Error;
use crate::checks::{at_most, document_u32};

/// A piece of gear as written in a sheet document.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GearEntry {
    /// The name.
    pub name: String,
    /// Slots it takes.
    pub slots: i64,
}

impl TryFrom<GearEntry> for Gear {
    type Error = Error;

    fn try_from(entry: GearEntry) -> Result<Self, Error> {
        Self::checked(&entry.name, entry.slots)
    }
}

impl From<Gear> for GearEntry {
    fn from(gear: Gear) -> Self {
        Self {
            name: String::from(gear.name.as_str()),
            slots: i64::from(gear.slots),
        }
    }
}

/// The versioned JSON document of a [`Sheet`], in plain fields: reading
/// it into a sheet (`Sheet::try_from`) checks every field and gives a
/// typed [`Error`] naming it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParrySheetDocument"))]
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
    /// `{"attribute": "wil", "trained": false}`).
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_GEAR>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_GEAR)))]
    pub permanent: Vec<PermanentWound>,
    /// HP now.
    pub hp: i64,
    /// Most HP.
    pub max_hp: i64,
    /// The career, if any.
    #[serde(default)]
    pub career: Option<String>,
    /// Skills, at most [`MAX_SKILLS`].
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_SKILLS>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_SKILLS)))]
    pub skills: Vec<String>,
    /// The waterskin's usage die (`"d8"` .. `"empty"`), or none.
    #[serde(default)]
    pub waterskin: Option<UsageDie>,
    /// Other gear, at most [`MAX_GEAR`] pieces.
    #[serde(
        default,
        deserialize_with = "osr_core::strict::at_most::<_, _, MAX_GEAR>"
    )]
    #[cfg_attr(feature = "schema", schemars(length(max = MAX_GEAR)))]
    pub gear: Vec<GearEntry>,
}

impl TryFrom<SheetDocument> for Sheet {
    type Error = Error;

    fn try_from(doc: SheetDocument) -> Result<Self, Error> {
        crate::checks::header(&doc.system, doc.version, SYSTEM, VERSION)?;
        at_most("skills", doc.skills.len(), MAX_SKILLS)?;
        at_most("gear", doc.gear.len(), MAX_GEAR)?;
        at_most("permanent", doc.permanent.len(), MAX_GEAR)?;
        let mut sheet = Self {
            body: doc.body,
            hp: {
                // Checked in Hp::new's order and words.
                let max = document_u32("maximum hit protection", doc.max_hp, MAX_HP)?;
                let current = document_u32("hit protection", doc.hp, MAX_HP)?;
                Hp::new(current, max)?
            },
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
