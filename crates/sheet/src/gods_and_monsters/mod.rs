//! Gods & Monsters: the character sheet, its creation, non-player
//! characters and JSON.
//!
//! Creation by the rules: the player picks an archetype and a specialty
//! (here the species), rolls six abilities on 4d6 keeping the three
//! highest and puts the totals where they like, and the species adjusts
//! them. First-level mojo, survival, verve and the Fighting Art come from
//! the archetype and the abilities (osr-advancement's [`FirstLevel`]);
//! every character has their native culture at +2 with its language and an
//! etiquette, and some initial fields of their choice with a skill each.
//! Age is the species' base plus its age dice, height the species' base
//! plus its height dice, endurance as a minor and strength as a major
//! contributor; weight is the species' base plus ten times the height dice
//! with endurance as a major and strength as a minor contributor. The
//! starting silver coins are the archetypal ability's score; they buy gear
//! from osr-equipment's tables, sized for the character, and a mojo point
//! trades for 30 more coins.
//!
//! [`FirstLevel`]: osr_advancement::gods_and_monsters::FirstLevel
//!
//! The sheet keeps what was chosen or rolled (archetype, species,
//! abilities, XP and level with each level's survival and verve gain,
//! osr-health's [`Vitals`], mojo spent and earned, fields and skills, age,
//! the height dice, moral code, motivation, coins, gear); everything else
//! is derived each time it is asked for: the contributors (osr-advancement's
//! [`SeedContributors`], the agreed table), the six reactions, defense,
//! the attacks, movement, the carry list, mojo, maximum survival and
//! verve, height and weight, and the Fighting Art bonus.
//!
//! | rule | what it says | API |
//! |---|---|---|
//! | GM-sheet.abilities.assign | six 4d6-keep-3 totals placed at will, then the species' adjustments | [`Choices::assignment`], [`Creation::roll`] |
//! | GM-sheet.archetypes, GM-core.archetype-list | archetypal ability and reaction, verve contributor, Fighting Art | [`Archetype`] |
//! | GM-sheet.specialty.species | the species: ability changes, size, movement, health, age, height, weight, a skill | [`Species`], [`Species::dwarf`] |
//! | GM-sheet.mojo.initial | 12 + archetypal ability as major | [`Sheet::mojo`] |
//! | GM-sheet.survival.initial, GM-sheet.verve.initial | 5 + endurance major; 5 + archetypal and verve contributor as minors | [`Sheet::max_survival`], [`Sheet::max_verve`] |
//! | GM-sheet.fighting-art.initial | warriors start at +1 with unarmed combat and weapon fluency | [`Sheet::fighting_art`], [`Sheet::fighting_art_skills`] |
//! | GM-sheet.native-culture | the native culture field at +2 | [`Sheet::native_culture`], [`NATIVE_CULTURE_BONUS`] |
//! | GM-sheet.initial-fields | initial fields with one skill each | [`Sheet::fields`] |
//! | GM-sheet.movement | species base + strength minor | [`Sheet::movement`] |
//! | GM-sheet.carry, GM-sheet.max-item-bulk | Carry (the referee's number); no item above strength in bulk | [`Sheet::carry_list`], [`Sheet::max_item_bulk`] |
//! | GM-sheet.reactions, GM-core.reactions | 4 + major + minor + specials + level bonus | [`Sheet::reaction`], [`Sheet::reactions`] |
//! | GM-sheet.magic-resistance.dwarf | a bonus against magic (the referee's number) | [`Sheet::reaction_against_magic`] |
//! | GM-sheet.defense | agility's share + armour + shield + helmet | [`Sheet::defense`] |
//! | GM-eq.armor.helmet | a full helmet: -1 to perception and attack rolls | [`Sheet::sight_penalty`] |
//! | GM-eq.armor.small-shield | a small shield against the round's chosen opponent only | [`Sheet::defense_against`] |
//! | GM-sheet.attack.close, .thrown, .propelled | strength minor/major; thrown damage and range relief; agility | [`Sheet::attacks`] |
//! | GM-sheet.age, .height, .weight | species base + dice (+ contributors) | [`Sheet::age`], [`Sheet::height`], [`Sheet::weight`] |
//! | GM-sheet.starting-money, .starting-purchases | coins = archetypal score; gear bought from them | [`Creation::roll`], [`Sheet::buy`] |
//! | GM-sheet.mojo-for-coins | 1 mojo for 30 coins | [`Sheet::trade_mojo`], [`COINS_PER_MOJO`] |
//! | GM-sheet.moral-code, .motivation | kept as written | [`Sheet::moral_code`], [`Sheet::motivation`] |
//! | GM-magic.sorceror.slots, .spell.acquire, .spell.compatibility, .injury-cap | a sorceror's book, slots, memorising and casting | [`Sheet::acquire_spell`], [`Sheet::memorise`], [`Sheet::cast`], [`Spell`] |
//! | GM-magic.prophet.calling | a prophet's calling points, L(L+1)/2 | [`Sheet::calling_points`] |
//! | GM-adv.specialties, GM-adv.mojo.bid | specialties by level; mojo bid on a failed archetypal roll | [`Sheet::specialties`], [`Sheet::bid`] |
//! | GM-health.npc | non-player characters: survival dice, endurance, no verve | [`Npc`] |
//! | GM-sheet.size, GM-core.size | the species' size scales gear | [`Sheet::size`] |
//! | GM-core.contributor | major and minor contributors, the agreed table or the referee's | [`Sheet::major`], [`Sheet::minor`], [`ContributorTable`] |
//! | GM-core.archetypal | rolls against the archetypal reaction or ability; a warrior's combat losses | [`Sheet::is_archetypal_reaction`], [`Sheet::is_archetypal_ability`], [`Sheet::combat_losses_archetypal`] |
//!
//! # Readings
//!
//! The contributor table is the agreed one ([`SeedContributors`]) unless
//! the referee gives their own ([`ContributorTable`],
//! [`Sheet::with_contributors`]). The seed leaves some numbers to the
//! referee, so they are inputs ([`Referee`]), as agreed: Carry, agility's
//! share of defense, the thrown and propelled attack bonuses (the
//! rulebook's example gives 0 at agility 10 and names no contributor), a
//! species' bonus against magic (the dwarf's depends on endurance by a
//! table the seed lacks: +4 at endurance 15), and the extra skills or
//! field bonuses a starting age gives (five at 151 for a dwarf). The
//! number of initial fields depends on intelligence, wisdom and charisma
//! by a rule the seed lacks: the player's fields are kept as chosen, up to
//! [`MAX_ENTRIES`]. Gear is bought in the character's own culture: a small
//! dwarf's small battleaxe costs the table's 7 coins. Only gear the
//! archetype and level may use can be equipped ([`Sheet::may_use`]:
//! osr-equipment's armour access and weapon classes; the Fighting Art
//! skill "basic weapons" opens basic weapons); anything may be carried.
//! Trading mojo for coins is allowed at any time (the seed shows it at
//! creation only). The humans' species figures are not in the seed: only
//! the dwarf is built in, other species are the caller's ([`Species`]). A
//! sorceror keeps a spell book with memorised spells (osr-magic's slots,
//! acquisition, compatibility roll and injury cap); the rules do not say
//! what levels the slots hold, so any spell fits any slot.
//!
//! Not on this sheet: multiple archetypes and specialties other than the
//! species (osr-advancement levels them, but the sheet holds one
//! archetype); prophets' spirits and psychic powers; pack animals and
//! their loads (osr-encumbrance has them, the sheet's gear does not);
//! being unconscious or dying, which belong to a fight and osr-health's
//! death timer.
//!
//! # Examples
//!
//! ```
//! use osr_core::SuppliedFaces;
//! use osr_sheet::gods_and_monsters::{Choices, Creation, Reaction};
//!
//! // Toromeen's six rolls, 31 on 8d6 for age, 10 on 2d6 for height.
//! let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
//!              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
//! let created = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?;
//! let sheet = created.sheet();
//! assert_eq!(sheet.reaction(Reaction::Health), 10);
//! assert_eq!((sheet.mojo(), sheet.coins().to_string()), (15, "21".into()));
//! assert_eq!(sheet.defense(), 4);
//! # Ok::<(), osr_sheet::Error>(())
//! ```

mod creation;
mod derived;
#[cfg(feature = "serde")]
mod document;
mod fields;
mod fight;
mod gear;
mod health;
mod mojo;
mod npc;
mod sheet;
mod species;
mod spells;

use alloc::string::String;

pub use osr_advancement::gods_and_monsters::{Abilities, Ability, Archetype, Reaction};
use osr_advancement::gods_and_monsters::{Contributors, SeedContributors};
pub use osr_equipment::gods_and_monsters::{Armor, ArmorKind, Misc, Price, Size, Weapon};
pub use osr_health::gods_and_monsters::Vitals;
pub use osr_magic::gods_and_monsters::AcquiredBy;

pub use self::creation::{Choices, Created, Creation, Event, GearPurchase};
#[cfg(feature = "serde")]
pub use self::document::{
    ContributorsDocument, GearDocument, RefereeDocument, ScoresDocument, SheetDocument,
    SpeciesDocument, VitalsDocument,
};
pub use self::fields::Field;
pub use self::fight::Attacks;
use self::gear::check_coins;
pub use self::gear::{Gear, Item, Place};
pub use self::npc::Npc;
pub use self::sheet::{Gain, Motivation, Sheet};
use self::species::ability_index;
pub use self::species::{ABILITIES, Referee, Species};
pub use self::spells::{Acquired, Spell};
use crate::Error;

/// The `system` key of a Gods & Monsters sheet document.
pub const SYSTEM: &str = "gods_and_monsters";

/// The document version this crate reads and writes.
pub const VERSION: u64 = 1;

/// The most fields, skills, gear entries or level gains a sheet keeps.
pub const MAX_ENTRIES: usize = 64;

/// The longest name, moral code or motivation a sheet keeps, in
/// characters.
pub const MAX_TEXT: usize = 500;

/// Every reaction's base at first level.
pub const REACTION_BASE: i32 = 4;

/// The native culture field's bonus at first level.
pub const NATIVE_CULTURE_BONUS: u32 = 2;

/// Silver coins one mojo point trades for.
pub const COINS_PER_MOJO: u32 = 30;

/// The skills a warrior's Fighting Art starts with.
pub const WARRIOR_SKILLS: [&str; 2] = ["unarmed combat", "weapon fluency"];

/// The most coins a sheet holds, in whole silver coins.
pub const MAX_COINS: u64 = 100_000_000;

/// The highest level a sheet reaches: osr-magic's level bound (the
/// rulebook's level table stops at 10).
pub const MAX_LEVEL: u32 = 30;

pub(crate) fn text(what: &'static str, value: &str) -> Result<String, Error> {
    let len = value.chars().count();
    if len > MAX_TEXT {
        return Err(Error::TooLong {
            what,
            length: len,
            max: MAX_TEXT,
        });
    }
    Ok(String::from(value))
}

pub(crate) const fn entries<T>(what: &'static str, list: &[T]) -> Result<(), Error> {
    crate::checks::at_most(what, list.len(), MAX_ENTRIES)
}

fn range(what: &'static str, value: i64, min: i64, max: i64) -> Result<(), Error> {
    osr_core::Error::check_range(what, value, min, max)?;
    Ok(())
}

/// The highest ability score a [`ContributorTable`] covers (osr-advancement's
/// score range is 1..=30).
pub const TOP_SCORE: usize = 30;

/// The contributor table the sheet reads: for each ability score 1..=30
/// its value as a major and as a minor contributor. The seed does not
/// print its table; [`ContributorTable::seed`] is the agreed one
/// (osr-advancement's [`SeedContributors`]), and a referee with the full
/// rules' table gives their own ([`ContributorTable::new`]).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::Contributors;
/// use osr_sheet::gods_and_monsters::ContributorTable;
///
/// let seed = ContributorTable::seed();
/// assert_eq!((seed.major(18), seed.minor(18)), (4, 2));
/// // A table where 14 is still +1 (the seed's bow bands).
/// let mut major = seed.majors();
/// major[13] = 1;
/// let own = ContributorTable::new(major, seed.minors())?;
/// assert_eq!(own.major(14), 1);
/// assert!(ContributorTable::new([50; 30], seed.minors()).is_err());
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ContributorTable {
    major: [i32; TOP_SCORE],
    minor: [i32; TOP_SCORE],
}

impl Default for ContributorTable {
    fn default() -> Self {
        Self::seed()
    }
}

impl ContributorTable {
    /// The agreed table: major = floor((score - 10) / 2), minor = major / 2
    /// toward zero.
    #[must_use]
    pub fn seed() -> Self {
        let mut major = [0; TOP_SCORE];
        let mut minor = [0; TOP_SCORE];
        for (score, (ma, mi)) in (1_i32..).zip(major.iter_mut().zip(minor.iter_mut())) {
            *ma = SeedContributors.major(score);
            *mi = SeedContributors.minor(score);
        }
        Self { major, minor }
    }

    /// A table of the referee's: the major and minor values of scores 1 to
    /// 30, in order.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "contributor") for a value outside
    /// -20..=20.
    pub fn new(major: [i32; TOP_SCORE], minor: [i32; TOP_SCORE]) -> Result<Self, Error> {
        for value in major.iter().chain(minor.iter()) {
            range("contributor", (*value).into(), -20, 20)?;
        }
        Ok(Self { major, minor })
    }

    /// The major values of scores 1 to 30.
    #[must_use]
    pub const fn majors(&self) -> [i32; TOP_SCORE] {
        self.major
    }

    /// The minor values of scores 1 to 30.
    #[must_use]
    pub const fn minors(&self) -> [i32; TOP_SCORE] {
        self.minor
    }

    /// Whether this is the agreed table.
    #[must_use]
    pub fn is_seed(&self) -> bool {
        *self == Self::seed()
    }

    fn at(values: &[i32; TOP_SCORE], score: i32) -> i32 {
        let index = usize::try_from(score.clamp(1, 30) - 1).unwrap_or(0);
        values[index]
    }
}

impl Contributors for ContributorTable {
    fn major(&self, score: i32) -> i32 {
        Self::at(&self.major, score)
    }

    fn minor(&self, score: i32) -> i32 {
        Self::at(&self.minor, score)
    }
}

fn nonneg(value: i32) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(0)
}
