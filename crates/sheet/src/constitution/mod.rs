//! 3d6 Constitution: the character sheet, its creation, derived bonuses,
//! and JSON.
//!
//! # The rules
//!
//! A character has five abilities (TC-4.1): strength, wits, knowledge,
//! will and charisma, each rolled on 3d6 at creation (TC-4.2), 10 being
//! an average adult. A character may have one of three classes (TC-4.3,
//! TC-4.7): the fighter adds their level to combat checks (initiative,
//! attack and defence rolls, injury saves, TC-7.1), the sage to knowledge
//! checks (TC-8.1), and the adventurer re-rolls d20s, level times a
//! session (TC-9.1). Everyone starts at level 1 and rises with experience
//! (osr-advancement's table: level 2 at 1500 XP, doubling after). A
//! character has one hit die per level (TC-6.1, TC-6.2): after each rest
//! their HP total is that many d6s (d8s for a tough fighter, TC-7.2). A
//! character may hold as many initiations (special abilities) as their
//! level (TC-4.4); some belong to one class only.
//!
//! A new character is human, from the civilised world and short of money
//! (TC-4.8); any other concept needs the referee's approval, and a
//! non-standard concept played before also needs a d6 roll of 1. Other
//! properties the referee and group accept are free-form traits (TC-4.5);
//! the background may stay unspecified (TC-4.6). Skills are not listed in
//! full: each is set, 0 to 100, the first time it is used, and may go up
//! or down later (TC-4.11).
//!
//! # What is here
//!
//! - [`Creation::roll`]: an approved reused concept rolls its d6 first,
//!   then STR, WIT, KNO, WIL, CHA are 3d6 each in that order, then HP is
//!   1d6 (1d8 when the chosen initiation is Tough). Class, initiation,
//!   concept, background and starting coins are the player's and the
//!   referee's [`Choices`]: the rules give no starting-money roll, only
//!   "relatively short on money".
//! - [`Sheet`]: abilities, class, XP, osr-health's [`Vitality`] (HP, hit
//!   dice, fatigue, penance, wounds, marks), initiations (the listed ones by
//!   [`Initiation`] ID, new ones by name), traits, background, concept,
//!   skills, known and prepared spells and spell book (osr-magic), coins
//!   (osr-equipment's [`Coins`]), armour by osr-equipment ID, shield, the
//!   pack counted in osr-encumbrance's stones, and treasure kept at home
//!   outside the load. Level, hit dice, AC, load, class bonuses, the caster's
//!   slots and re-rolls are derived, never stored.
//! - Class and initiation bonuses as a derived value: [`Sheet::bonus`] for a
//!   [`CheckKind`] (fighter, sage, wanderer, circus acrobat, keen eye),
//!   [`Sheet::check`] building osr-check's [`AbilityCheck`] with it; the
//!   flags the referee consumes are [`Sheet::tactical_actions`] (tactician)
//!   and [`Sheet::identifies_artifacts`] (artifact knowledge).
//! - Operations through the domain crates: [`Sheet::buy`], [`Sheet::pay`]
//!   (gear priced from the referee's list, TC-14.14), [`Sheet::haggle`]
//!   (TC-10.3), [`Sheet::take_damage`], [`Sheet::short_rest`],
//!   [`Sheet::good_night`], [`Sheet::gain_xp`], [`Sheet::improve`],
//!   [`Sheet::prepare`] and [`Sheet::cast`] (the prepared spells kept on the
//!   sheet), [`Sheet::rummage`] (the prepared adventurer, TC-9.3),
//!   [`Sheet::daily_miles`] (the patient trapper, TC-10.2), and
//!   [`Sheet::combatant`] / [`Sheet::after_fight`] into and out of an
//!   osr-combat fight.
//! - Food, water and sleep kept on the sheet (TC-15): [`Sheet::live_day`]
//!   and [`Sheet::deprivation`]; the penalties go on every check
//!   ([`Sheet::modifier`]), a tired morning on [`Sheet::good_night`], half
//!   speed on [`Sheet::daily_miles`]. Other osr-health rules (penance, a wound that worsens,
//!   buying off a direct hit) apply to a copy of [`Sheet::health`] set back
//!   with [`Sheet::with_health`], which checks it against the sheet.
//!
//! [`AbilityCheck`]: osr_check::constitution::AbilityCheck
//!
//! # Readings
//!
//! - "A number of initiations equal to their level" is read as at most
//!   the level: a new level opens one more ([`Sheet::open_initiations`]).
//! - The fighter's level goes on initiative, attacks, defence and injury
//!   saves; the sage's on every knowledge check, including one about
//!   people, places and events, where a wanderer's level stacks on it.
//! - The prepared adventurer's find (TC-9.3) is a knowledge check (so a
//!   sage's level would count); the item is one more medium thing carried
//!   and its cost is paid on success. Whether the character is in direct
//!   danger is the referee's call, before asking.
//! - A level gained adds its hit die at once; HP stay as they are until
//!   the next re-roll.
//!
//! # Absent
//!
//! Weapons and other gear have no prices in the rules (they point to an
//! external list): only armour is bought by ID, other gear is paid at the
//! caller's price ([`Sheet::pay`]) and counted in the [`Pack`]. The
//! short-campaign XP scale (TC-2.9.short) is not a sheet option: the sheet
//! uses the rules' level table. Hirelings and henchmen have no creation rules
//! of their own (a henchman's initiative is osr-combat's). A Goetia sage's
//! first spell (TC-8.3) is added with [`Sheet::with_spell`]: the rules name
//! neither the spell nor its rating. The HP of a new character are the one
//! hit die of level 1 rolled at creation: the rules give HP as the hit dice
//! rolled after a rest and say nothing else about the first total.
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_equipment::constitution::{ArmourClass, Coins};
//! use osr_sheet::constitution::{Ability, Choices, Class, Creation, Item};
//!
//! let choices = Choices { class: Some(Class::Fighter), coins: Coins::silver(120), ..Choices::default() };
//! // STR [3, 5, 6]; WIT [2, 2, 5]; KNO [4, 4, 3]; WIL [6, 1, 1]; CHA [5, 5, 5]; HP [4].
//! let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
//! let created = Creation::roll(&choices, &mut SuppliedFaces::new(&faces))?;
//! let mut sheet = created.sheet().clone();
//! assert_eq!(sheet.abilities().get(Ability::Str), 14);
//! sheet.buy(Item::Armour(ArmourClass::FullChain))?;
//! assert_eq!((sheet.ac(), sheet.coins().to_string().as_str()), (26, "20"));
//! # Ok::<(), osr_sheet::Error>(())
//! ```

mod bonuses;
mod character;
mod creation;
mod deprivation;
#[cfg(feature = "serde")]
mod document;
mod event;
mod fight;
mod gear;
mod health;
mod sheet;
mod spells;
mod travel;

use alloc::string::{String, ToString};

pub use osr_advancement::constitution::Ability;
pub use osr_equipment::constitution::{ArmourClass, Coins};
pub use osr_health::constitution::Vitality;

pub use self::bonuses::CheckKind;
pub use self::character::{Abilities, Class, Concept, Initiation};
pub use self::creation::{Choices, Created, Creation};
pub use self::deprivation::DayLived;
#[cfg(feature = "serde")]
pub use self::document::{
    AbilitiesDocument, HealthDocument, PackDocument, SheetDocument, SkillDocument, SpellDocument,
};
pub use self::event::Event;
use self::event::sum3;
pub use self::gear::{Item, Pack};
pub use self::sheet::Sheet;
use crate::Error;

/// The `system` key of a 3d6 Constitution sheet document.
pub const SYSTEM: &str = "constitution";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The most skills a sheet records.
pub const MAX_SKILLS: usize = 100;
/// The most free-form traits a sheet records (TC-4.5).
pub const MAX_TRAITS: usize = 32;
/// The most spells a sheet records.
pub const MAX_SPELLS: usize = 100;
/// The most characters in a name, trait or background.
pub const MAX_TEXT: usize = 500;
/// The most coins a sheet holds, on the person or at home: ten million
/// silver pieces.
pub const MAX_COINS: Coins = Coins::silver(10_000_000);

/// The DC of the prepared adventurer's knowledge check (TC-9.3).
pub const RUMMAGE_DC: i32 = 20;

/// Abilities in the rules' order.
const ORDER: [Ability; 5] = Ability::ALL;

const fn index(ability: Ability) -> usize {
    match ability {
        Ability::Str => 0,
        Ability::Wit => 1,
        Ability::Kno => 2,
        Ability::Wil => 3,
        Ability::Cha => 4,
    }
}

/// The abbreviation of an ability, as the sheet shows it.
///
/// ```
/// use osr_sheet::constitution::{Ability, ability_name};
///
/// assert_eq!(Ability::ALL.map(ability_name), ["STR", "WIT", "KNO", "WIL", "CHA"]);
/// ```
#[must_use]
pub const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Str => "STR",
        Ability::Wit => "WIT",
        Ability::Kno => "KNO",
        Ability::Wil => "WIL",
        Ability::Cha => "CHA",
    }
}

fn text(what: &'static str, value: &str) -> Result<String, Error> {
    let length = value.chars().count();
    if length == 0 {
        return Err(Error::Empty { what });
    }
    if length > MAX_TEXT {
        return Err(Error::TooLong {
            what,
            length,
            max: MAX_TEXT,
        });
    }
    Ok(String::from(value))
}

fn coins_in_range(what: &'static str, coins: Coins) -> Result<Coins, Error> {
    if coins > MAX_COINS {
        return Err(Error::AboveLimit {
            what,
            value: coins.to_string(),
            max: MAX_COINS.to_string(),
        });
    }
    Ok(coins)
}

fn u32_of(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
