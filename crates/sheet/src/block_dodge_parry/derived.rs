//! The values derived from the sheet: saves, descriptors, the Skill
//! factor and impaired attacks.

use alloc::vec::Vec;

use osr_check::block_dodge_parry::{Ability, Save, Skill};
use osr_health::block_dodge_parry::Area;

use super::Sheet;

impl Sheet {
    /// A save against an ability's current score (osr-check's Block,
    /// Dodge, Parry save).
    ///
    /// # Panics
    ///
    /// Never: a track's current score is 0 and up, every score a save
    /// takes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_check::{Check, PassFail, Resolved};
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let sheet = Sheet::new([12, 10, 9], 6)?;
    /// let str = sheet.save(Ability::Str);
    /// assert_eq!(str.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Pass);
    /// assert_eq!(str.roll(&mut SuppliedFaces::new(&[13]))?.band(), PassFail::Fail);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn save(&self, ability: Ability) -> Save {
        Save::new(self.body.track(ability).current())
            .expect("a track's current score, 0 and up, is a save's")
    }

    /// The descriptors the current scores earn (15 or more: tough, deft,
    /// resolute), each an implicit skill.
    #[must_use]
    pub fn descriptors(&self) -> Vec<&'static str> {
        [Ability::Str, Ability::Dex, Ability::Wil]
            .into_iter()
            .filter(|a| self.body.track(*a).current() >= osr_check::block_dodge_parry::HIGH_ABILITY)
            .map(Ability::descriptor)
            .collect()
    }

    /// The Skill factor of Time, Gear & Skill for a task that `suits` these
    /// careers and skills (names, without regard to case) and calls on
    /// `ability` (BDP-1.4.career-skill): one specialisation when the
    /// career or a skill suits it, then the ability's current score (15 or
    /// more a benefit, 6 or less a hindrance).
    ///
    /// # Panics
    ///
    /// Never: a track's current score is 0 and up, every score the factor
    /// takes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let thief = Sheet::new([12, 10, 9], 6)?.with_career("thief")?;
    /// assert!(thief.skill_factor(&["thief"], Ability::Dex).present());
    /// assert!(!thief.skill_factor(&["sailor"], Ability::Dex).present());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn skill_factor(&self, suits: &[&str], ability: Ability) -> Skill {
        let specialised = self
            .career
            .iter()
            .chain(self.skills.iter())
            .any(|name| suits.iter().any(|s| name.matches(s)));
        let skill = if specialised {
            Skill::NONE.specialised()
        } else {
            Skill::NONE
        };
        skill
            .with_ability(self.body.track(ability).current())
            .expect("a track's current score, 0 and up, is an ability factor's")
    }

    /// Whether the character's attacks are impaired (BDP-core.impaired):
    /// while it carries a wound of an arm injury, as a critical injury to
    /// an arm leaves (what impaired does to an attack is the combat
    /// rules').
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_health::block_dodge_parry::{Area, Level, Stacking, Wound};
    /// use osr_sheet::block_dodge_parry::Sheet;
    ///
    /// let mut sheet = Sheet::new([12, 10, 9], 6)?;
    /// let arm = Wound::new("sword wound", Level::Severe, Some(Area::LeftArm))?;
    /// sheet.take_wound(arm, Stacking::NewSlot, Ability::Str)?;
    /// assert!(sheet.attacks_impaired());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn attacks_impaired(&self) -> bool {
        self.body
            .wounds()
            .iter()
            .any(|w| matches!(w.area(), Some(Area::LeftArm | Area::RightArm)))
    }
}
