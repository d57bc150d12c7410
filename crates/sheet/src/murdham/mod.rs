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
//!   (MU-sheet.size): osr-encumbrance's
//!   [`Size`](osr_encumbrance::bulk::murdham::Size), which also sets what a
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
//! [`Health`](osr_health::murdham::Health) (maximum = STR) and armour (0
//! to 3), the size, osr-magic's
//! [`Corruption`](osr_magic::murdham::Corruption), the conditions, skills
//! and career, coins, the items the rules call for by osr-equipment's
//! stable IDs ([`Tool`](osr_equipment::murdham::Tool)) and the bulk
//! carried. Derived, never stored: languages, literacy, knowledge,
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
//! let mut sheet = Sheet::new(Abilities::new(12, 9, 14)?).with_armour(2)?;
//! assert_eq!(sheet.languages(), [Language::Common]);
//! // Direct damage ignores armour: a d4 showing 3 takes 3.
//! sheet.hit(Damage::new(StepDie::D4), true, &mut SuppliedFaces::new(&[3]))?;
//! assert_eq!(sheet.health().current(), 9);
//! # Ok::<(), osr_sheet::Error>(())
//! ```

mod abilities;
#[cfg(feature = "serde")]
mod document;
mod event;
mod fight;
mod health;
mod knowledge;
mod load;
mod sheet;
mod skills;

pub use osr_health::murdham::Ability;

pub use self::abilities::{Abilities, MAX_LOSS};
use self::abilities::{ability_index, checked_loss};
#[cfg(feature = "serde")]
pub use self::document::{CareerEntry, SheetDocument, SkillEntry};
pub use self::event::Event;
pub use self::health::{Condition, MAX_CONDITIONS, Rest, WATCHES_PER_DAY};
pub use self::load::{SizeRuling, size_ruling};
pub use self::sheet::Sheet;
pub use self::skills::{
    Career, Field, KnownSkill, Language, MAX_GRANTS, MAX_NAME_CHARS, Name, Skill,
};

/// The `system` key of a Murdham sheet document.
pub const SYSTEM: &str = "murdham";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The most skills on a sheet.
pub const MAX_SKILLS: usize = 32;

/// The most items ([`Tool`](osr_equipment::murdham::Tool)s) on a sheet.
pub const MAX_ITEMS: usize = 64;

osr_core::bounded! {
    error: crate::Error;
    /// Coins on a sheet, in the game's unit of value.
    pub struct Coins(u32) in 0..=1_000_000, "coins";
}
