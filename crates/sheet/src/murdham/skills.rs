//! Names, languages, skills and careers of a Murdham sheet.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_magic::murdham::Script;

use crate::Error;

/// The longest name (of a skill, a career, a language, a subject), in
/// characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The most languages, subjects or fields one skill or career lists.
pub const MAX_GRANTS: usize = 8;

/// A name given by the table: a skill, a career, a language or a subject
/// of knowledge; 1 to [`MAX_NAME_CHARS`] characters.
///
/// # Examples
///
/// ```
/// use osr_sheet::murdham::Name;
///
/// assert_eq!(Name::new("rats")?.as_str(), "rats");
/// assert_eq!(Name::new("").unwrap_err().kind(), "bad_text");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Name(String);

impl Name {
    /// A name, checked.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] when it is empty or longer than
    /// [`MAX_NAME_CHARS`].
    pub fn new(text: &str) -> Result<Self, Error> {
        Self::checked("name", text)
    }

    pub(super) fn checked(what: &'static str, text: &str) -> Result<Self, Error> {
        let len = text.chars().count();
        if len == 0 || len > MAX_NAME_CHARS {
            return Err(Error::BadText {
                what,
                len,
                max: MAX_NAME_CHARS,
            });
        }
        Ok(Self(String::from(text)))
    }

    /// The name as written.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A language (MU-sheet.language-list): Common, which every player
/// character speaks; Classic, the scholars' and clerics' tongue and the
/// script of sacred power scrolls; Magick, the wizards' tongue and the
/// script of profane ones; or another regional or foreign tongue, named by
/// the table.
///
/// In a sheet document a language is `"common"`, `"classic"`, `"magick"`,
/// or any other name for another language.
///
/// # Examples
///
/// ```
/// use osr_magic::murdham::Script;
/// use osr_sheet::murdham::Language;
///
/// assert_eq!(Language::parse("classic")?, Language::Classic);
/// assert_eq!(Language::Classic.script(), Some(Script::Classic));
/// assert_eq!(Language::parse("Dwarvish")?.name(), "Dwarvish");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Language {
    /// The common tongue of the Kingdom.
    Common,
    /// The tongue of scholars and clerics.
    Classic,
    /// The tongue of wizards.
    Magick,
    /// Another language, named by the table.
    Other(Name),
}

impl Language {
    /// Reads a language from its document form.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("language") for an empty or too long name.
    pub fn parse(text: &str) -> Result<Self, Error> {
        Ok(match text {
            "common" => Self::Common,
            "classic" => Self::Classic,
            "magick" => Self::Magick,
            other => Self::Other(Name::checked("language", other)?),
        })
    }

    /// The document form: `"common"`, `"classic"`, `"magick"` or the
    /// other language's name.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Self::Common => "common",
            Self::Classic => "classic",
            Self::Magick => "magick",
            Self::Other(name) => name.as_str(),
        }
    }

    /// The power-scroll script written in this language, if any
    /// (osr-magic's [`Script`]).
    #[must_use]
    pub const fn script(&self) -> Option<Script> {
        match self {
            Self::Classic => Some(Script::Classic),
            Self::Magick => Some(Script::Magick),
            Self::Common | Self::Other(_) => None,
        }
    }
}

/// What a skill can make a character proficient at, as the rules chapter
/// uses skills (MU-sheet.skills-referenced, MU-core.proficiency). What
/// proficiency does to a roll is defined in another chapter of the game;
/// the sheet says who has it.
///
/// With the `serde` feature: `"navigation"`, `"trade"`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MurdhamField")
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Field {
    /// Finding the way off paths (bushcraft).
    Navigation,
    /// Trading and the WIT saves that go with it (bargain).
    Trade,
    /// Sailing (river lore).
    Sailing,
    /// Persuading with learning (erudition).
    Persuasion,
    /// Distracting with a performance (music).
    Distraction,
    /// Diplomacy and manipulation (blather, charm, intimidate,
    /// leadership).
    Dialogue,
    /// Crafting quality items of the skill's kind.
    Crafting,
    /// Handling, befriending and training animals.
    Animals,
}
impl Field {
    /// What the character is proficient at, in words (`"navigation"`).
    ///
    /// ```
    /// use osr_sheet::murdham::Field;
    ///
    /// assert_eq!(Field::Navigation.name(), "navigation");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Navigation => "navigation",
            Self::Trade => "trade",
            Self::Sailing => "sailing",
            Self::Persuasion => "persuasion",
            Self::Distraction => "distraction",
            Self::Dialogue => "dialogue",
            Self::Crafting => "crafting",
            Self::Animals => "animals",
        }
    }
}

/// The skills the rules chapter names with an effect
/// (MU-sheet.skills-referenced). The list of skills itself is in another
/// chapter of the game; [`KnownSkill::skill`] gives each with what this
/// chapter says it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum KnownSkill {
    /// Navigation off paths.
    Bushcraft,
    /// Trading.
    Bargain,
    /// Sailing.
    RiverLore,
    /// Knowing diseases and their course.
    Medicine,
    /// Persuasion with learning.
    Erudition,
    /// Distraction by performance.
    Music,
    /// Dialogue.
    Blather,
    /// Dialogue.
    Charm,
    /// Dialogue.
    Intimidate,
    /// Dialogue.
    Leadership,
}

impl KnownSkill {
    /// Every named skill.
    pub const ALL: [Self; 10] = [
        Self::Bushcraft,
        Self::Bargain,
        Self::RiverLore,
        Self::Medicine,
        Self::Erudition,
        Self::Music,
        Self::Blather,
        Self::Charm,
        Self::Intimidate,
        Self::Leadership,
    ];

    /// The skill's name (`"river lore"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Bushcraft => "bushcraft",
            Self::Bargain => "bargain",
            Self::RiverLore => "river lore",
            Self::Medicine => "medicine",
            Self::Erudition => "erudition",
            Self::Music => "music",
            Self::Blather => "blather",
            Self::Charm => "charm",
            Self::Intimidate => "intimidate",
            Self::Leadership => "leadership",
        }
    }

    /// The skill with what the rules chapter says it gives: a field of
    /// proficiency, or (medicine) knowledge of diseases.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Field, KnownSkill};
    ///
    /// assert!(KnownSkill::Bargain.skill().proficiencies().contains(&Field::Trade));
    /// assert_eq!(KnownSkill::Medicine.skill().knowledge()[0].as_str(), "diseases");
    /// ```
    #[must_use]
    pub fn skill(self) -> Skill {
        let field = match self {
            Self::Bushcraft => Some(Field::Navigation),
            Self::Bargain => Some(Field::Trade),
            Self::RiverLore => Some(Field::Sailing),
            Self::Medicine => None,
            Self::Erudition => Some(Field::Persuasion),
            Self::Music => Some(Field::Distraction),
            Self::Blather | Self::Charm | Self::Intimidate | Self::Leadership => {
                Some(Field::Dialogue)
            }
        };
        let knowledge = if self == Self::Medicine {
            alloc::vec![Name(String::from("diseases"))]
        } else {
            Vec::new()
        };
        Skill {
            name: Name(String::from(self.name())),
            languages: Vec::new(),
            literacy: false,
            knowledge,
            proficiencies: field.into_iter().collect(),
        }
    }
}

/// A skill on a sheet: its name and what it grants, each list at most
/// [`MAX_GRANTS`] long: languages (MU-sheet.languages), literacy
/// (MU-sheet.literacy), subjects of knowledge (MU-sheet.knowledge) and
/// fields of proficiency (MU-core.proficiency).
///
/// # Examples
///
/// ```
/// use osr_sheet::murdham::{Language, Skill};
///
/// let letters = Skill::new("letters")?.with_language(Language::Classic)?.with_literacy();
/// assert!(letters.literacy());
/// assert_eq!(letters.languages(), &[Language::Classic]);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Skill {
    name: Name,
    languages: Vec<Language>,
    literacy: bool,
    knowledge: Vec<Name>,
    proficiencies: Vec<Field>,
}

fn push_unique<T: PartialEq>(list: &mut Vec<T>, what: &'static str, item: T) -> Result<(), Error> {
    if list.contains(&item) {
        return Ok(());
    }
    if list.len() >= MAX_GRANTS {
        return Err(Error::TooMany {
            what,
            len: list.len() + 1,
            max: MAX_GRANTS,
        });
    }
    list.push(item);
    Ok(())
}

impl Skill {
    /// A skill with this name that grants nothing yet.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("skill") for an empty or too long name.
    pub fn new(name: &str) -> Result<Self, Error> {
        Ok(Self {
            name: Name::checked("skill", name)?,
            languages: Vec::new(),
            literacy: false,
            knowledge: Vec::new(),
            proficiencies: Vec::new(),
        })
    }

    /// The same skill granting a language too.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_GRANTS`] languages.
    pub fn with_language(mut self, language: Language) -> Result<Self, Error> {
        push_unique(&mut self.languages, "skill languages", language)?;
        Ok(self)
    }

    /// The same skill granting literacy.
    #[must_use]
    pub const fn with_literacy(mut self) -> Self {
        self.literacy = true;
        self
    }

    /// The same skill granting knowledge of a subject too.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] for a bad subject name, [`Error::TooMany`] past
    /// [`MAX_GRANTS`] subjects.
    pub fn with_knowledge(mut self, subject: &str) -> Result<Self, Error> {
        let subject = Name::checked("subject", subject)?;
        push_unique(&mut self.knowledge, "skill knowledge", subject)?;
        Ok(self)
    }

    /// The same skill granting proficiency in a field too.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] past [`MAX_GRANTS`] fields.
    pub fn with_proficiency(mut self, field: Field) -> Result<Self, Error> {
        push_unique(&mut self.proficiencies, "skill proficiencies", field)?;
        Ok(self)
    }

    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// Languages granted.
    #[must_use]
    pub fn languages(&self) -> &[Language] {
        &self.languages
    }

    /// Whether it grants literacy.
    #[must_use]
    pub const fn literacy(&self) -> bool {
        self.literacy
    }

    /// Subjects of knowledge granted.
    #[must_use]
    pub fn knowledge(&self) -> &[Name] {
        &self.knowledge
    }

    /// Fields of proficiency granted.
    #[must_use]
    pub fn proficiencies(&self) -> &[Field] {
        &self.proficiencies
    }
}

/// A career (defined in another chapter of the game): its name and the
/// subjects it gives knowledge of (MU-sheet.knowledge: a rat-catcher knows
/// rats), at most [`MAX_GRANTS`].
///
/// # Examples
///
/// ```
/// use osr_sheet::murdham::Career;
///
/// let career = Career::new("rat-catcher")?.with_knowledge("rats")?;
/// assert_eq!(career.knowledge()[0].as_str(), "rats");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Career {
    name: Name,
    knowledge: Vec<Name>,
}

impl Career {
    /// A career with this name.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] ("career") for an empty or too long name.
    pub fn new(name: &str) -> Result<Self, Error> {
        Ok(Self {
            name: Name::checked("career", name)?,
            knowledge: Vec::new(),
        })
    }

    /// The same career giving knowledge of a subject too.
    ///
    /// # Errors
    ///
    /// [`Error::BadText`] for a bad subject name, [`Error::TooMany`] past
    /// [`MAX_GRANTS`] subjects.
    pub fn with_knowledge(mut self, subject: &str) -> Result<Self, Error> {
        let subject = Name::checked("subject", subject)?;
        push_unique(&mut self.knowledge, "career knowledge", subject)?;
        Ok(self)
    }

    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// Subjects of knowledge.
    #[must_use]
    pub fn knowledge(&self) -> &[Name] {
        &self.knowledge
    }
}
