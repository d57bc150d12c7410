//! Fields, skills and the Fighting Art.

use alloc::string::String;
use alloc::vec::Vec;

use super::{MAX_ENTRIES, Sheet, entries, range, text};
use crate::Error;

/// A field with its bonus and skills.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::Field;
///
/// let field = Field::new("War Craft", 1, &["Weaponsmith"])?;
/// assert_eq!(field.skills(), ["Weaponsmith"]);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "GodsAndMonstersField")
)]
#[cfg_attr(feature = "serde", serde(try_from = "FieldFields"))]
pub struct Field {
    pub(super) name: String,
    pub(super) bonus: u32,
    pub(super) skills: Vec<String>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct FieldFields {
    /// The field's name.
    name: String,
    /// Its bonus, 0 to 20.
    bonus: i64,
    /// Its skills.
    #[serde(default)]
    skills: Vec<String>,
}

#[cfg(feature = "serde")]
impl TryFrom<FieldFields> for Field {
    type Error = Error;

    fn try_from(f: FieldFields) -> Result<Self, Error> {
        range("field bonus", f.bonus, 0, 20)?;
        let skills: Vec<&str> = f.skills.iter().map(String::as_str).collect();
        Self::new(&f.name, u32::try_from(f.bonus).unwrap_or(0), &skills)
    }
}

impl Field {
    /// A field at `bonus` with these skills.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a bonus above 20,
    /// [`Error::TooLong`] for a name or skill above [`MAX_TEXT`](super::MAX_TEXT)
    /// characters or more than [`MAX_ENTRIES`] skills.
    pub fn new(name: &str, bonus: u32, skills: &[&str]) -> Result<Self, Error> {
        range("field bonus", bonus.into(), 0, 20)?;
        entries("skills", skills)?;
        Ok(Self {
            name: text("field name", name)?,
            bonus,
            skills: skills
                .iter()
                .map(|s| text("skill", s))
                .collect::<Result<_, _>>()?,
        })
    }

    /// Its name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its bonus.
    #[must_use]
    pub const fn bonus(&self) -> u32 {
        self.bonus
    }

    /// Its skills.
    #[must_use]
    pub fn skills(&self) -> &[String] {
        &self.skills
    }
}

impl Sheet {
    /// The same sheet with these Fighting Art skills, native culture and
    /// other fields, and extras of the starting age spent.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Field;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let culture = Field::new("Dwarven Culture", 2, &["Dwarven Language"])?;
    /// let sheet = sheet.with_fields(&["unarmed combat"], culture, &[], 2)?;
    /// assert_eq!((sheet.fighting_art_skills().len(), sheet.age_extras_left()), (1, 3));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] for more than [`MAX_ENTRIES`] skills or fields,
    /// [`Error::Duplicate`] for a skill or field named twice (the native
    /// culture among the fields),
    /// [`Error::NotDerived`] for more extras spent than the age gives,
    /// [`Error::InvalidChoice`] for an equipped weapon the skills no
    /// longer allow.
    pub fn with_fields(
        mut self,
        fighting_art_skills: &[&str],
        native_culture: Field,
        fields: &[Field],
        extras_spent: u32,
    ) -> Result<Self, Error> {
        entries("fighting art skills", fighting_art_skills)?;
        entries("fields", fields)?;
        // A skill or a field is held once: the native culture is a field
        // too.
        crate::checks::listed_once("skill", fighting_art_skills, |s| s)?;
        crate::checks::listed_once("field", fields, Field::name)?;
        if let Some(field) = fields.iter().find(|f| f.name == native_culture.name) {
            return Err(Error::Duplicate {
                what: "field",
                id: field.name.as_str().into(),
            });
        }
        if extras_spent > self.referee.age_extras {
            return Err(Error::NotDerived {
                what: "age extras spent",
                value: extras_spent.into(),
                expected: self.referee.age_extras.into(),
            });
        }
        self.fighting_art_skills = fighting_art_skills
            .iter()
            .map(|s| text("skill", s))
            .collect::<Result<_, _>>()?;
        self.native_culture = native_culture;
        self.fields = fields.to_vec();
        self.extras_spent = extras_spent;
        self.check_gear()?;
        Ok(self)
    }

    /// The Fighting Art field bonus: the archetype's cadence at this level
    /// (a warrior +1 at first level).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.fighting_art(), 1);
    /// assert_eq!(sheet.native_culture().bonus(), 2);
    /// assert_eq!(sheet.fields().len(), 2);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn fighting_art(&self) -> u32 {
        self.archetype.fighting_art_bonus(self.level())
    }

    /// The Fighting Art skills.
    #[must_use]
    pub fn fighting_art_skills(&self) -> &[String] {
        &self.fighting_art_skills
    }

    /// Spends one extra of the starting age on a Fighting Art skill (as
    /// Toromeen's Battleaxe).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.learn_with_age_extra("Mace")?;
    /// assert_eq!((sheet.age_extras_left(), sheet.fighting_art_skills().len()), (3, 4));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] with no extra left, [`Error::TooLong`] past
    /// [`MAX_ENTRIES`] skills or [`MAX_TEXT`](super::MAX_TEXT) characters; the sheet is
    /// unchanged.
    pub fn learn_with_age_extra(&mut self, skill: &str) -> Result<(), Error> {
        if self.age_extras_left() == 0 {
            return Err(Error::NotDerived {
                what: "age extras spent",
                value: i64::from(self.extras_spent) + 1,
                expected: self.referee.age_extras.into(),
            });
        }
        if self.fighting_art_skills.len() >= MAX_ENTRIES {
            return Err(Error::TooMany {
                what: "fighting art skills",
                len: self.fighting_art_skills.len() + 1,
                max: MAX_ENTRIES,
            });
        }
        self.fighting_art_skills.push(text("skill", skill)?);
        self.extras_spent += 1;
        Ok(())
    }

    /// Specialties by this level (osr-advancement): one at first level,
    /// one more at each odd level from the third.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.specialties(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn specialties(&self) -> u32 {
        osr_advancement::gods_and_monsters::specialties_at(self.level())
    }

    /// The native culture field.
    #[must_use]
    pub const fn native_culture(&self) -> &Field {
        &self.native_culture
    }

    /// The other fields.
    #[must_use]
    pub fn fields(&self) -> &[Field] {
        &self.fields
    }

    /// Extras of the starting age left to spend.
    #[must_use]
    pub const fn age_extras_left(&self) -> u32 {
        self.referee.age_extras.saturating_sub(self.extras_spent)
    }
}
