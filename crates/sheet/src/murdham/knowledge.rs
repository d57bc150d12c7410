//! What the character knows, derived from the skills and career:
//! languages, literacy, subjects and fields of proficiency.

use alloc::vec::Vec;

use osr_magic::murdham::{PowerScroll, Script};

use super::{Career, Field, KnownSkill, Language, Name, Sheet, Skill};

impl Sheet {
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
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)
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
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_skill(cleric.clone())?;
    /// assert!(!sheet.can_read(PowerScroll::Sacred)); // not literate
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_skill(cleric.with_literacy())?;
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
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?)
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
}
