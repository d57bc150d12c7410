//! Block, Dodge, Parry: the character sheet, its slots, and its JSON.
//!
//! The rules chapter this library follows uses a character's three
//! abilities (STR for physical power, DEX for poise and reflexes, WIL for
//! persuasion and spells), HP, an inventory of slots, Fatigue, wounds,
//! careers and skills; how a character is made (ability generation, HP,
//! careers, starting gear) is in other chapters of the game. So there is no
//! rolled creation here: a sheet is built from the values the table has
//! ([`Sheet::new`] and the `with_*` methods), each checked.
//!
//! What the chapter says about a sheet, in this library's words:
//!
//! - Each ability has a current and a normal (maximum) value: damage and
//!   ability loss lower the current value, recovery raises it back, never
//!   past the maximum (BDP-1.8.5.tracking: osr-health's [`Track`]).
//! - A permanent wound lowers the maximum of a fitting ability by 1 (the
//!   caller names which) and takes its slot for good
//!   (BDP-1.7.2.permanent-attr, [`Sheet::take_wound`]); training can win
//!   the point back, not the slot ([`Sheet::train`], through
//!   osr-advancement's [`PermanentWound`](osr_advancement::block_dodge_parry::PermanentWound)).
//! - Careers and skills feed the Skill factor of Time, Gear & Skill
//!   (BDP-1.4.career-skill, [`Sheet::skill_factor`]), as does an ability of
//!   15 or more (tough, deft, resolute) and against it one of 6 or less.
//! - Fatigue and every wound are items in the inventory: one slot each,
//!   beside the gear (BDP-core.fatigue, BDP-core.wound); with every slot
//!   full HP drop to 0. The inventory is osr-encumbrance's slots model
//!   ([`Sheet::inventory`], [`Sheet::load`]): 10 slots, fewer after
//!   permanent wounds.
//! - A deprived character (without food or sleep) recovers neither HP nor
//!   ability scores (BDP-core.deprived).
//!
//! The sheet holds osr-health's [`Body`] (abilities, Fatigue, wounds,
//! deprivation), osr-combat's [`Hp`], the ability each permanent wound
//! lowered, a career and skills by name, the
//! waterskin's usage die and other gear by name and slots. Derived, never
//! stored: the inventory and load, the descriptors (tough, deft,
//! resolute) and the Skill factor. Every change goes through the domain
//! crates and returns osr-combat's [`Event`]s (a body change as osr-health
//! reports it, or HP lost); a change that would need more slots than are
//! free is refused and changes nothing.
//!
//! [`Hp`]: osr_combat::block_dodge_parry::Hp
//!
//! Absent, because the chapter does not have them: rolled creation, the
//! attack, block and dodge procedure (osr-combat routes a blow the caller
//! says landed), money and prices, experience and levels (osr-advancement's
//! `block_dodge_parry::GROWTH` has only training), and training a
//! permanent wound's penalty away, which osr-health's [`Body`] has no
//! change for.
//!
//! # Examples
//!
//! ```
//! use osr_health::block_dodge_parry::FatigueSource;
//! use osr_sheet::block_dodge_parry::{Gear, Sheet};
//!
//! let mut sheet = Sheet::new([12, 10, 9], 6)?.with_gear(Gear::new("rope", 2)?)?;
//! sheet.gain_fatigue(FatigueSource::Blocking, 3)?;
//! // 1 waterskin + 2 rope + 3 Fatigue.
//! assert_eq!(sheet.load()?.free(), 4);
//! # Ok::<(), osr_sheet::Error>(())
//! ```

mod body;
mod derived;
#[cfg(feature = "serde")]
mod document;
mod gear;
mod sheet;

use core::fmt;

pub use osr_combat::block_dodge_parry::Event;
pub use osr_health::block_dodge_parry::{Body, Track};

#[cfg(feature = "serde")]
pub use self::document::{GearEntry, SheetDocument};
pub use self::gear::Gear;
pub use self::sheet::Sheet;
use crate::Error;

/// The `system` key of a Block, Dodge, Parry sheet document.
pub const SYSTEM: &str = "block_dodge_parry";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The longest name (a career, a skill, a piece of gear), in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The most skills on a sheet.
pub const MAX_SKILLS: usize = 16;

/// The most pieces of gear on a sheet (no more than there are slots).
pub const MAX_GEAR: usize = 10;

/// The most slots one piece of gear takes.
pub const MAX_GEAR_SLOTS: u32 = 10;

/// A name given by the table (a career, a skill, a piece of gear): 1 to
/// [`MAX_NAME_CHARS`] characters, compared without regard to case.
///
/// # Examples
///
/// ```
/// use osr_sheet::block_dodge_parry::Name;
///
/// assert!(Name::new("Thief")?.matches("thief"));
/// assert_eq!(Name::new("").unwrap_err().kind(), "bad_text");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Name(alloc::string::String);

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
        Ok(Self(alloc::string::String::from(text)))
    }

    /// The name as written.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `other` is this name, without regard to case.
    #[must_use]
    pub fn matches(&self, other: &str) -> bool {
        self.0.to_lowercase() == other.to_lowercase()
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
