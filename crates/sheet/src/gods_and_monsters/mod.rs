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
#[cfg(feature = "serde")]
mod document;
mod npc;
mod spells;

use alloc::string::String;
use alloc::vec::Vec;

use osr_advancement::Xp;
pub use osr_advancement::gods_and_monsters::{Abilities, Ability, Archetype, Reaction};
use osr_advancement::gods_and_monsters::{
    Bid, Contributors, FirstLevel, LevelGained, LevelUp, Mojo, SeedContributors, award,
    level_table, mojo_for_level,
};
use osr_check::gods_and_monsters::Roll;
use osr_core::{Dice, FaceSource};
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{CarryList, carried_bulk};
pub use osr_equipment::gods_and_monsters::{Armor, ArmorKind, Misc, Price, Size, Weapon};
use osr_equipment::gods_and_monsters::{Levels, sized_cost, sized_damage, sized_range};
pub use osr_health::gods_and_monsters::Vitals;
use osr_health::gods_and_monsters::{Hit, Level, NightRest, RestChoice, Taken};

pub use self::creation::{Choices, Created, Creation, Event, Purchase};
#[cfg(feature = "serde")]
pub use self::document::{
    ContributorsDocument, GearDocument, RefereeDocument, ScoresDocument, SheetDocument,
    SpeciesDocument, VitalsDocument,
};
pub use self::npc::Npc;
pub use self::spells::{Acquired, Spell};
use crate::Error;
pub use osr_magic::gods_and_monsters::AcquiredBy;

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

/// A species (the specialty "Species") and the figures the sheet reads
/// from it.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Size, Species};
///
/// let dwarf = Species::dwarf();
/// assert_eq!((dwarf.size, dwarf.movement, dwarf.base_age), (Size::Small, 8, 120));
/// dwarf.check()?;
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Species {
    /// Its name ("dwarf").
    pub name: String,
    /// Its size.
    pub size: Size,
    /// Base movement, before strength.
    pub movement: u32,
    /// Changes to the rolled abilities, in the order charisma,
    /// intelligence, wisdom, endurance, agility, strength.
    pub adjustments: [i32; 6],
    /// The special bonus to health.
    pub health: i32,
    /// Base age in years.
    pub base_age: u32,
    /// How many d6 are added to the age.
    pub age_dice: u32,
    /// Base height in inches.
    pub base_height: u32,
    /// How many d6 are added to the height (their sum also sets weight).
    pub height_dice: u32,
    /// Base weight in pounds.
    pub base_weight: u32,
    /// The skill it gives in the native culture field, if any.
    pub skill: Option<String>,
}

/// The order [`Species::adjustments`] and [`Choices::assignment`] list
/// abilities in, the rules' order.
pub const ABILITIES: [Ability; 6] = [
    Ability::Charisma,
    Ability::Intelligence,
    Ability::Wisdom,
    Ability::Endurance,
    Ability::Agility,
    Ability::Strength,
];

const fn ability_index(ability: Ability) -> usize {
    match ability {
        Ability::Charisma => 0,
        Ability::Intelligence => 1,
        Ability::Wisdom => 2,
        Ability::Endurance => 3,
        Ability::Agility => 4,
        Ability::Strength => 5,
    }
}

impl Species {
    /// The dwarf: endurance +1, charisma -1, small, movement 8, health +2,
    /// 8 times as old as humans (120 + 8d6 years), 41 inches + 2d6,
    /// 80 pounds, and the skill Spelunking.
    #[must_use]
    pub fn dwarf() -> Self {
        Self {
            name: String::from("dwarf"),
            size: Size::Small,
            movement: 8,
            adjustments: [-1, 0, 0, 1, 0, 0],
            health: 2,
            base_age: 120,
            age_dice: 8,
            base_height: 41,
            height_dice: 2,
            base_weight: 80,
            skill: Some(String::from("Spelunking")),
        }
    }

    /// The change to one ability.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Ability, Species};
    /// assert_eq!(Species::dwarf().adjustment(Ability::Endurance), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub const fn adjustment(&self, ability: Ability) -> i32 {
        self.adjustments[ability_index(ability)]
    }

    /// Checks every figure against its range: movement 0..=100,
    /// adjustments and health -10..=10, ages up to 10,000 years and 100
    /// dice, heights up to 10,000 inches and 100 dice, weights up to
    /// 1,000,000 pounds, texts up to [`MAX_TEXT`].
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) naming the figure, [`Error::TooLong`]
    /// for a text.
    pub fn check(&self) -> Result<(), Error> {
        text("species name", &self.name)?;
        if let Some(skill) = &self.skill {
            text("species skill", skill)?;
        }
        range("species movement", self.movement.into(), 0, 100)?;
        for adjustment in self.adjustments {
            range("species adjustment", adjustment.into(), -10, 10)?;
        }
        range("species health", self.health.into(), -10, 10)?;
        range("species base age", self.base_age.into(), 0, 10_000)?;
        range("species age dice", self.age_dice.into(), 0, 100)?;
        range("species base height", self.base_height.into(), 0, 10_000)?;
        range("species height dice", self.height_dice.into(), 0, 100)?;
        range("species base weight", self.base_weight.into(), 0, 1_000_000)?;
        Ok(())
    }
}

/// The numbers the seed leaves to the referee (they are not in its
/// text): Carry, agility's share of defense, the thrown and propelled
/// attack bonuses, the species' bonus on reactions against magic, and the
/// extra skills or field bonuses the starting age gives.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::Referee;
///
/// let toromeen = Referee::toromeen();
/// assert_eq!((toromeen.carry, toromeen.magic_bonus, toromeen.age_extras), (13, 4, 5));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Referee {
    /// Carry: how many entries the character carries without penalty.
    pub carry: u32,
    /// Agility's share of defense.
    pub agility_defense: i32,
    /// The thrown weapons attack bonus.
    pub thrown_attack: i32,
    /// The propelled weapons attack bonus.
    pub propelled_attack: i32,
    /// The bonus on reactions against magical attacks or effects.
    pub magic_bonus: i32,
    /// Extra skills or field bonuses the starting age gives.
    pub age_extras: u32,
}

impl Referee {
    /// Toromeen's: Carry 13 (strength 18, endurance 15), defense,
    /// thrown and propelled attack 0 (agility 10), +4 against magic (a
    /// dwarf with endurance 15), 5 extras (151 years old).
    #[must_use]
    pub const fn toromeen() -> Self {
        Self {
            carry: 13,
            agility_defense: 0,
            thrown_attack: 0,
            propelled_attack: 0,
            magic_bonus: 4,
            age_extras: 5,
        }
    }

    /// Checks every number: Carry 0..=1000, bonuses -20..=20, extras
    /// 0..=100.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) naming the number.
    pub fn check(&self) -> Result<(), Error> {
        range("carry", self.carry.into(), 0, 1000)?;
        range("agility defense", self.agility_defense.into(), -20, 20)?;
        range("thrown attack", self.thrown_attack.into(), -20, 20)?;
        range("propelled attack", self.propelled_attack.into(), -20, 20)?;
        range("magic bonus", self.magic_bonus.into(), -20, 20)?;
        range("age extras", self.age_extras.into(), 0, 100)?;
        Ok(())
    }
}

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
    name: String,
    bonus: u32,
    skills: Vec<String>,
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
    /// [`Error::TooLong`] for a name or skill above [`MAX_TEXT`]
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

/// Something from osr-equipment's Gods & Monsters tables.
///
/// With the `serde` feature: `{"weapon": "gm.weapon.battleaxe"}`,
/// `{"armor": "gm.armor.shield"}`, `{"misc": "gm.misc.torch"}`.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::Bulk;
/// use osr_sheet::gods_and_monsters::{Armor, Item, Price};
/// let item = Item::Armor(Armor::Shield);
/// assert_eq!((item.id(), item.cost(), item.bulk()), ("gm.armor.shield", Some(Price::whole(5)), Bulk::whole(6)));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Item {
    /// A weapon.
    Weapon(Weapon),
    /// Armour, a shield or a helmet.
    Armor(Armor),
    /// Anything on the miscellaneous table.
    Misc(Misc),
}

impl Item {
    /// The item's stable osr-equipment ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Weapon(w) => w.id(),
            Self::Armor(a) => a.id(),
            Self::Misc(m) => m.id(),
        }
    }

    /// Reads an item from its osr-equipment ID, in any of the three tables.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::bulk::Bulk;
    /// use osr_sheet::gods_and_monsters::{Item, Price};
    /// let item = Item::from_id("gm.armor.banded-leather")?;
    /// assert_eq!((item.id(), item.cost(), item.bulk()), ("gm.armor.banded-leather", Some(Price::whole(15)), Bulk::whole(8)));
    /// assert_eq!(Item::from_id("gm.weapon.x").unwrap_err().kind(), "unknown_id");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Equipment`] (`UnknownId`) for an ID in none of them.
    pub fn from_id(id: &str) -> Result<Self, Error> {
        if let Ok(w) = Weapon::from_id(id) {
            return Ok(Self::Weapon(w));
        }
        if let Ok(a) = Armor::from_id(id) {
            return Ok(Self::Armor(a));
        }
        Ok(Self::Misc(Misc::from_id(id)?))
    }

    /// The table's price for the medium item; `None` for the full helmet,
    /// whose price depends on the other armour.
    #[must_use]
    pub fn cost(self) -> Option<Price> {
        match self {
            Self::Weapon(w) => Some(w.row().cost),
            Self::Armor(a) => a.row().cost,
            Self::Misc(m) => Some(m.row().cost),
        }
    }

    /// The table's bulk for a creature of the size it is made for (worn
    /// bulk for armour).
    #[must_use]
    pub fn bulk(self) -> Bulk {
        match self {
            Self::Weapon(w) => w.row().bulk,
            Self::Armor(a) => a.row().bulk_worn,
            Self::Misc(m) => m.row().bulk,
        }
    }
}

/// Where a piece of gear is: equipped (worn, wielded), carried, or stored
/// at home outside the load.
///
/// # Examples
///
/// ```
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// use osr_sheet::gods_and_monsters::Place;
///
/// sheet.move_gear(1, Place::Stored)?;
/// assert_eq!(sheet.defense(), 1);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// Worn or wielded: armour counts for defense, the first weapon is the
    /// one fought with.
    Equipped,
    /// Carried.
    Carried,
    /// Stored at home: not in the load.
    Stored,
}

/// One piece of gear: the item, the size of creature it was made for, and
/// where it is.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Item, Place, Size, Weapon};
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// let gear = sheet.gear()[0];
/// assert_eq!((gear.item, gear.made_for, gear.place), (Item::Weapon(Weapon::Battleaxe), Size::Small, Place::Equipped));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Gear {
    /// What.
    pub item: Item,
    /// Made for a creature of this size.
    pub made_for: Size,
    /// Where it is.
    pub place: Place,
}

/// The attack and damage bonuses of the three kinds of attack
/// (GM-sheet.attack.*).
///
/// # Examples
///
/// ```
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// assert_eq!(sheet.attacks().propelled_attack, 0);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Attacks {
    /// Close combat attack: strength as a minor contributor.
    pub close_attack: i32,
    /// Close combat damage: strength as a major contributor.
    pub close_damage: i32,
    /// Thrown weapons attack (the referee's number).
    pub thrown_attack: i32,
    /// Thrown damage: strength as a minor contributor.
    pub thrown_damage: i32,
    /// Range penalty points a throw ignores: strength as a minor
    /// contributor, never below 0.
    pub thrown_range_relief: u32,
    /// Propelled weapons attack (the referee's number, from agility).
    pub propelled_attack: i32,
}

/// A character's written motivation, and whether its goal is reached.
///
/// # Examples
///
/// ```
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// assert!(!sheet.motivation().fulfilled);
/// let sheet = sheet.with_story("Chaotic Good", "See Fomhor Achadh", true)?;
/// assert_eq!(sheet.motivation().text, "See Fomhor Achadh");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Motivation {
    /// The motivation as written.
    pub text: String,
    /// Its goal is reached: retire the character or write a new one.
    pub fulfilled: bool,
}

/// What one level past the first gave: its survival and verve gains (one
/// of them is 0).
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::Gain;
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// sheet.gain_xp(1000)?;
/// sheet.level_up(&mut SuppliedFaces::new(&[8]))?;
/// assert_eq!(sheet.gains(), [Gain { survival: 0, verve: 10 }]);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Gain {
    /// Survival gained.
    pub survival: u32,
    /// Verve gained.
    pub verve: u32,
}

/// A Gods & Monsters character sheet.
///
/// Built by [`Creation::roll`] or from given values with [`Sheet::new`]
/// and the `with_*` methods (importing a character), each checked: the
/// vitals' maxima must be the derived ones, the level within the XP, the
/// mojo spent within the mojo had.
///
/// With the `serde` feature a sheet is the versioned document
/// [`SheetDocument`], read back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Reaction, Referee, Sheet, Species};
///
/// let sheet = Sheet::new(
///     Archetype::Warrior,
///     Species::dwarf(),
///     Abilities::new(8, 12, 15, 15, 10, 18)?,
///     Referee::toromeen(),
/// )?;
/// assert_eq!(sheet.reaction(Reaction::Fortitude), 10);
/// assert_eq!((sheet.max_survival(), sheet.max_verve(), sheet.mojo()), (7, 7, 16));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SheetDocument", into = "SheetDocument")
)]
pub struct Sheet {
    archetype: Archetype,
    species: Species,
    abilities: Abilities,
    referee: Referee,
    xp: u64,
    gains: Vec<Gain>,
    vitals: Vitals,
    mojo_spent: u32,
    mojo_earned: u32,
    fighting_art_skills: Vec<String>,
    native_culture: Field,
    fields: Vec<Field>,
    extras_spent: u32,
    moral_code: String,
    motivation: Motivation,
    age: u32,
    height_roll: u32,
    coins: Price,
    gear: Vec<Gear>,
    spells: Vec<Spell>,
    contributors: ContributorTable,
}

impl Sheet {
    /// A first-level character of this archetype and species with these
    /// final abilities: 0 XP, full survival and verve, no mojo spent, the
    /// warrior's Fighting Art skills (none for the others), a native culture
    /// field named after the species at +2 with no skills, no other fields,
    /// age the species' base, the lowest height dice (all ones), no coins
    /// and no gear.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) or [`Error::TooLong`] for a species
    /// or referee's number out of range.
    pub fn new(
        archetype: Archetype,
        species: Species,
        abilities: Abilities,
        referee: Referee,
    ) -> Result<Self, Error> {
        species.check()?;
        referee.check()?;
        let first = FirstLevel::with(archetype, &abilities, &ContributorTable::seed());
        let vitals = Vitals::new(nonneg(first.survival), nonneg(first.verve))?;
        let fighting_art_skills = if archetype == Archetype::Warrior {
            WARRIOR_SKILLS.iter().map(|s| String::from(*s)).collect()
        } else {
            Vec::new()
        };
        let species_height_dice = species.height_dice;
        let culture = alloc::format!("{} Culture", species.name);
        let native_culture = Field::new(&culture, NATIVE_CULTURE_BONUS, &[])?;
        Ok(Self {
            archetype,
            age: species.base_age,
            species,
            abilities,
            referee,
            xp: 0,
            gains: Vec::new(),
            vitals,
            mojo_spent: 0,
            mojo_earned: 0,
            fighting_art_skills,
            native_culture,
            fields: Vec::new(),
            extras_spent: 0,
            moral_code: String::new(),
            motivation: Motivation {
                text: String::new(),
                fulfilled: false,
            },
            height_roll: species_height_dice,
            coins: Price::from_subunits(0),
            gear: Vec::new(),
            spells: Vec::new(),
            contributors: ContributorTable::seed(),
        })
    }

    fn first_level(&self) -> FirstLevel {
        FirstLevel::with(self.archetype, &self.abilities, &self.contributors)
    }

    /// The contributor table the sheet reads.
    #[must_use]
    pub const fn contributors(&self) -> &ContributorTable {
        &self.contributors
    }

    /// The same sheet under the referee's contributor table: first-level
    /// survival, verve and mojo, reactions, attacks, movement, height,
    /// weight and later level gains read it. Survival and verve are set
    /// full at the maxima the table gives: call it right after
    /// [`Sheet::new`], before [`Sheet::with_progress`] sets the vitals.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, ContributorTable, Referee, Sheet, Species};
    ///
    /// let seed = ContributorTable::seed();
    /// let mut major = seed.majors();
    /// major[17] = 3; // strength 18 a major +3 in this table
    /// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?
    ///     .with_contributors(ContributorTable::new(major, seed.minors())?)?;
    /// assert_eq!((sheet.mojo(), sheet.attacks().close_damage), (15, 3));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for maxima outside osr-health's
    /// range.
    pub fn with_contributors(mut self, contributors: ContributorTable) -> Result<Self, Error> {
        self.contributors = contributors;
        self.vitals = Vitals::new(self.max_survival(), self.max_verve())?;
        Ok(self)
    }

    /// The same sheet with this XP, level gains (one per level past the
    /// first) and vitals.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Gain, Vitals};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // Level 2 at 1,000 XP: a verve gain of 10.
    /// let gain = Gain { survival: 0, verve: 10 };
    /// let sheet = sheet.with_progress(1000, &[gain], Vitals::new(7, 17)?)?;
    /// assert_eq!((sheet.level(), sheet.max_verve()), (2, 17));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] for XP past the level table,
    /// [`Error::NotDerived`] for more levels than the XP reach or maxima of
    /// survival and verve other than the first level's plus the gains,
    /// [`Error::Core`] (`OutOfRange`, "level") for a level past
    /// [`MAX_LEVEL`].
    pub fn with_progress(mut self, xp: u64, gains: &[Gain], vitals: Vitals) -> Result<Self, Error> {
        let levels = i64::try_from(gains.len())
            .unwrap_or(i64::MAX)
            .saturating_add(1);
        range("level", levels, 1, MAX_LEVEL.into())?;
        self.xp = xp;
        self.gains = gains.to_vec();
        let reached = level_table().level(Xp::new(xp))?;
        if self.level() > reached {
            return Err(Error::NotDerived {
                what: "level",
                value: self.level().into(),
                expected: reached.into(),
            });
        }
        for (what, value, expected) in [
            ("max survival", vitals.max_survival(), self.max_survival()),
            ("max verve", vitals.max_verve(), self.max_verve()),
        ] {
            if value != expected {
                return Err(Error::NotDerived {
                    what,
                    value: value.into(),
                    expected: expected.into(),
                });
            }
        }
        self.vitals = vitals;
        self.check_mojo()?;
        Ok(self)
    }

    /// The same sheet with this mojo spent and earned (beyond the mojo of
    /// the levels).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_mojo(4, 2)?;
    /// assert_eq!((sheet.mojo_ledger(), sheet.mojo()), ((4, 2), 14));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when more is spent than the character had.
    pub fn with_mojo(mut self, spent: u32, earned: u32) -> Result<Self, Error> {
        self.mojo_spent = spent;
        self.mojo_earned = earned;
        self.check_mojo()?;
        Ok(self)
    }

    fn mojo_had(&self) -> u64 {
        let first = u64::try_from(self.first_level().mojo).unwrap_or(0);
        let levels: u64 = (2..=self.level())
            .map(|l| u64::from(mojo_for_level(l)))
            .sum();
        first + levels + u64::from(self.mojo_earned)
    }

    fn check_mojo(&self) -> Result<(), Error> {
        let have = self.mojo_had();
        if u64::from(self.mojo_spent) > have {
            return Err(Error::NotEnoughMojo {
                need: self.mojo_spent.into(),
                have,
            });
        }
        Ok(())
    }

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
    /// [`Error::NotDerived`] for more extras spent than the age gives.
    pub fn with_fields(
        mut self,
        fighting_art_skills: &[&str],
        native_culture: Field,
        fields: &[Field],
        extras_spent: u32,
    ) -> Result<Self, Error> {
        entries("fighting art skills", fighting_art_skills)?;
        entries("fields", fields)?;
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
        Ok(self)
    }

    /// The same sheet with this moral code and motivation.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_story("Lawful Good", "Build a fortress", true)?;
    /// assert_eq!((sheet.moral_code(), sheet.motivation().fulfilled), ("Lawful Good", true));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a text above [`MAX_TEXT`] characters.
    pub fn with_story(
        mut self,
        moral_code: &str,
        motivation: &str,
        fulfilled: bool,
    ) -> Result<Self, Error> {
        self.moral_code = text("moral code", moral_code)?;
        self.motivation = Motivation {
            text: text("motivation", motivation)?,
            fulfilled,
        };
        Ok(self)
    }

    /// The same sheet with this age and height dice total.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_body(200, 12)?;
    /// assert_eq!((sheet.age(), sheet.height(), sheet.weight()), (200, 58, 240));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an age below the species' base
    /// or above 100,000 years, or a height dice total outside what its
    /// dice roll.
    pub fn with_body(mut self, age: u32, height_roll: u32) -> Result<Self, Error> {
        range("age", age.into(), self.species.base_age.into(), 100_000)?;
        let dice = self.species.height_dice;
        range(
            "height roll",
            height_roll.into(),
            dice.into(),
            i64::from(dice) * 6,
        )?;
        self.age = age;
        self.height_roll = height_roll;
        Ok(self)
    }

    /// The same sheet with these coins and gear.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Price;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let sheet = sheet.with_gear(Price::whole(5), &[])?;
    /// assert_eq!((sheet.coins(), sheet.defense()), (Price::whole(5), 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "coins") above [`MAX_COINS`],
    /// [`Error::TooMany`] for more than [`MAX_ENTRIES`] pieces of gear,
    /// [`Error::Encumbrance`] for an item above the strength in bulk that
    /// is not stored.
    pub fn with_gear(mut self, coins: Price, gear: &[Gear]) -> Result<Self, Error> {
        check_coins(coins)?;
        entries("gear", gear)?;
        self.coins = coins;
        self.gear = gear.to_vec();
        self.check_gear()?;
        Ok(self)
    }

    /// The archetype.
    #[must_use]
    pub const fn archetype(&self) -> Archetype {
        self.archetype
    }

    /// The species.
    #[must_use]
    pub const fn species(&self) -> &Species {
        &self.species
    }

    /// The six final ability scores.
    #[must_use]
    pub const fn abilities(&self) -> &Abilities {
        &self.abilities
    }

    /// The referee's numbers.
    #[must_use]
    pub const fn referee(&self) -> &Referee {
        &self.referee
    }

    /// An ability's score as a major contributor (the agreed table).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Ability;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!((sheet.major(Ability::Strength), sheet.minor(Ability::Strength)), (4, 2));
    /// assert_eq!((sheet.major(Ability::Charisma), sheet.minor(Ability::Charisma)), (-1, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn major(&self, ability: Ability) -> i32 {
        self.contributors.major(self.abilities.get(ability))
    }

    /// An ability's score as a minor contributor (the agreed table).
    #[must_use]
    pub fn minor(&self, ability: Ability) -> i32 {
        self.contributors.minor(self.abilities.get(ability))
    }

    /// Experience points.
    #[must_use]
    pub const fn xp(&self) -> u64 {
        self.xp
    }

    /// The level: one plus the levels gained.
    #[must_use]
    pub fn level(&self) -> u32 {
        u32::try_from(self.gains.len()).map_or(u32::MAX, |n| n.saturating_add(1))
    }

    /// What each level past the first gave.
    #[must_use]
    pub fn gains(&self) -> &[Gain] {
        &self.gains
    }

    /// Survival, verve and injuries (osr-health's state).
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// Maximum survival: 5 + endurance as a major contributor at first
    /// level (never below 0), plus each level's gain.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!((sheet.max_survival(), sheet.max_verve()), (7, 7));
    /// assert_eq!((sheet.level(), sheet.xp(), sheet.gains().len()), (1, 0, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn max_survival(&self) -> u32 {
        let first = self.first_level();
        self.gains.iter().fold(nonneg(first.survival), |sum, g| {
            sum.saturating_add(g.survival)
        })
    }

    /// Maximum verve: 5 + the archetypal ability and the verve contributor
    /// as minor contributors at first level, plus each level's gain.
    #[must_use]
    pub fn max_verve(&self) -> u32 {
        let first = self.first_level();
        self.gains
            .iter()
            .fold(nonneg(first.verve), |sum, g| sum.saturating_add(g.verve))
    }

    /// Mojo now: 12 + the archetypal ability as a major contributor at
    /// first level, 10 + level at each later level, plus mojo earned,
    /// minus mojo spent.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // 16 at first level, one traded for coins.
    /// assert_eq!((sheet.mojo(), sheet.mojo_ledger()), (15, (1, 0)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn mojo(&self) -> u64 {
        self.mojo_had().saturating_sub(self.mojo_spent.into())
    }

    /// Mojo spent (on rolls, purchases, coins) and earned (beyond the
    /// levels).
    #[must_use]
    pub const fn mojo_ledger(&self) -> (u32, u32) {
        (self.mojo_spent, self.mojo_earned)
    }

    /// Spends mojo (a bid, a purchase with mojo).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.spend_mojo(4)?;
    /// assert_eq!(sheet.mojo(), 11);
    /// assert!(sheet.spend_mojo(12).is_err());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when the sheet has less; it is unchanged.
    pub fn spend_mojo(&mut self, mojo: u32) -> Result<(), Error> {
        let have = self.mojo();
        if u64::from(mojo) > have {
            return Err(Error::NotEnoughMojo {
                need: mojo.into(),
                have,
            });
        }
        self.mojo_spent = self
            .mojo_spent
            .checked_add(mojo)
            .ok_or(Error::Overflow { what: "mojo" })?;
        Ok(())
    }

    /// Bids mojo on a failed archetypal roll (osr-advancement's
    /// [`Bid`]): a bid covering the amount missed by turns the roll and
    /// spends exactly that; each mojo spent gives 50 XP at once.
    /// `archetypal` is the caller's to say ([`Sheet::is_archetypal_reaction`]
    /// and the like).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation, Reaction};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// use osr_check::Check;
    ///
    /// // Fortitude 10 (archetypal for a warrior), rolled 14: missed by 4.
    /// let save = sheet.reaction_roll(Reaction::Fortitude)?.roll(&mut SuppliedFaces::new(&[14]))?;
    /// let bid = sheet.bid(&save, 6, sheet.is_archetypal_reaction(Reaction::Fortitude))?;
    /// assert!(bid.turned);
    /// assert_eq!((bid.spent, sheet.mojo(), sheet.xp()), (4, 11, 200));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] for a roll that passed or is not archetypal,
    /// or a bid above the mojo; the sheet is unchanged.
    pub fn bid(
        &mut self,
        save: &osr_check::Save,
        bid: u32,
        archetypal: bool,
    ) -> Result<Bid, Error> {
        let mojo = u32::try_from(self.mojo()).map_err(|_| Error::Overflow { what: "mojo" })?;
        let settled = Bid::settle(Mojo::new(mojo), save.missed_by(), bid, archetypal)?;
        let xp = self
            .xp
            .checked_add(settled.xp)
            .ok_or(Error::Overflow { what: "xp" })?;
        level_table().level(Xp::new(xp))?;
        self.spend_mojo(settled.spent)?;
        self.xp = xp;
        Ok(settled)
    }

    /// An adventure encounter engaged without conflict: verve back up to
    /// the level (osr-health; once per encounter, which the caller keeps).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Hit;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.take(Hit::new(6)?.archetypal(true))?;
    /// sheet.encounter_engaged()?;
    /// assert_eq!(sheet.vitals().verve(), 2);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level past osr-health's range.
    pub fn encounter_engaged(
        &mut self,
    ) -> Result<Option<osr_health::gods_and_monsters::Event>, Error> {
        Ok(self.vitals.encounter_engaged(Level::new(self.level())?))
    }

    /// Trades mojo for silver coins, 30 a point (GM-sheet.mojo-for-coins).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughMojo`] when the sheet has less mojo,
    /// [`Error::Core`] (`OutOfRange`) when the coins pass [`MAX_COINS`];
    /// the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
    ///
    /// let mut sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?;
    /// sheet.trade_mojo(1)?;
    /// assert_eq!((sheet.mojo(), sheet.coins().to_string()), (15, "30".into()));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn trade_mojo(&mut self, mojo: u32) -> Result<Event, Error> {
        let coins = u64::from(mojo) * u64::from(COINS_PER_MOJO);
        let after = self
            .coins
            .checked_add(Price::from_subunits(coins * 100))
            .ok_or(Error::Overflow { what: "coins" })?;
        check_coins(after)?;
        self.spend_mojo(mojo)?;
        self.coins = after;
        Ok(Event::MojoTraded {
            mojo,
            coins: u32::try_from(coins).map_err(|_| Error::Overflow { what: "coins" })?,
        })
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
    /// [`MAX_ENTRIES`] skills or [`MAX_TEXT`] characters; the sheet is
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

    /// The moral code.
    #[must_use]
    pub fn moral_code(&self) -> &str {
        &self.moral_code
    }

    /// The motivation.
    #[must_use]
    pub const fn motivation(&self) -> &Motivation {
        &self.motivation
    }

    /// The size: the species'.
    #[must_use]
    pub const fn size(&self) -> Size {
        self.species.size
    }

    /// Movement: the species' base plus strength as a minor contributor
    /// (never below 0).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.movement(), 10);
    /// assert_eq!(sheet.max_item_bulk(), osr_encumbrance::bulk::Bulk::whole(18));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn movement(&self) -> u32 {
        let movement = i64::from(self.species.movement) + i64::from(self.minor(Ability::Strength));
        u32::try_from(movement.max(0)).unwrap_or(0)
    }

    /// The heaviest bulk one item may have: the strength score.
    #[must_use]
    pub fn max_item_bulk(&self) -> Bulk {
        Bulk::whole(nonneg(self.abilities.get(Ability::Strength)))
    }

    /// A reaction: 4 + its major and minor contributors + the species'
    /// health bonus (health only) + the archetype's bonus of level (the
    /// archetypal reaction +1 per level, the others +1 per even level).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Reaction;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.reaction(Reaction::Fortitude), 10);
    /// assert_eq!(sheet.reactions(), [10, 10, 6, 4, 6, 3]);
    /// assert_eq!(sheet.reaction_against_magic(Reaction::Evasion), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn reaction(&self, reaction: Reaction) -> i32 {
        let (major, minor) = contributors(reaction);
        let special = if reaction == Reaction::Health {
            self.species.health
        } else {
            0
        };
        let level = i32::try_from(self.archetype.reaction_bonus(reaction, self.level()))
            .unwrap_or(i32::MAX);
        REACTION_BASE + self.major(major) + self.minor(minor) + special + level
    }

    /// The six reactions in the rules' order: health, fortitude, willpower,
    /// evasion, reason, perception.
    #[must_use]
    pub fn reactions(&self) -> [i32; 6] {
        Reaction::ALL.map(|r| self.reaction(r))
    }

    /// A reaction against a magical attack or effect: the reaction plus
    /// the species' bonus (the referee's number).
    #[must_use]
    pub fn reaction_against_magic(&self, reaction: Reaction) -> i32 {
        self.reaction(reaction) + self.referee.magic_bonus
    }

    /// Whether a roll against this reaction is archetypal (GM-core.
    /// archetypal): the archetype's own reaction.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Ability, Reaction};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert!(sheet.is_archetypal_reaction(Reaction::Fortitude));
    /// assert!(sheet.is_archetypal_ability(Ability::Strength));
    /// assert!(sheet.combat_losses_archetypal());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn is_archetypal_reaction(&self, reaction: Reaction) -> bool {
        self.archetype.reaction() == reaction
    }

    /// Whether a roll against this ability is archetypal: the archetype's
    /// own ability.
    #[must_use]
    pub fn is_archetypal_ability(&self, ability: Ability) -> bool {
        self.archetype.ability() == ability
    }

    /// Whether losses in combat are archetypal: a warrior's are (so they
    /// come off verve first); the others' depend on what they were doing,
    /// the caller's to say with [`Hit::archetypal`].
    #[must_use]
    pub fn combat_losses_archetypal(&self) -> bool {
        self.archetype == Archetype::Warrior
    }

    /// A reaction roll (osr-check's roll under), at minus the injuries.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Reaction;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.reaction_roll(Reaction::Perception)?.target(), 3);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a target outside osr-check's
    /// range.
    pub fn reaction_roll(&self, reaction: Reaction) -> Result<Roll, Error> {
        let penalty = i32::try_from(self.vitals.injury_penalty()).unwrap_or(i32::MIN);
        Ok(Roll::new(self.reaction(reaction))?.with_modifier(penalty)?)
    }

    /// Defense: agility's share (the referee's number) plus every equipped
    /// armour, shield and helmet, against the opponent chosen for the round
    /// (a small shield counts against that one only).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // Banded leather 3 + shield 1.
    /// assert_eq!(sheet.defense(), 4);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn defense(&self) -> i32 {
        self.defense_against(true)
    }

    /// Defense against an opponent: the chosen one for the round, or
    /// another, against whom a small shield does not count
    /// (GM-eq.armor.small-shield).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Armor, Gear, Item, Place, Price,
    ///     Referee, Sheet, Size, Species};
    ///
    /// let shield = Gear { item: Item::Armor(Armor::SmallShield), made_for: Size::Small,
    ///     place: Place::Equipped };
    /// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
    /// # let sheet = sheet.with_progress(3000, &[Default::default(); 2],
    /// #     osr_sheet::gods_and_monsters::Vitals::new(5, 5)?)?;
    /// let sheet = sheet.with_gear(Price::whole(0), &[shield])?;
    /// assert_eq!((sheet.defense_against(true), sheet.defense_against(false)), (1, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn defense_against(&self, chosen_opponent: bool) -> i32 {
        let armour: i32 = self
            .gear
            .iter()
            .filter(|g| g.place == Place::Equipped)
            .filter_map(|g| match g.item {
                Item::Armor(a) if chosen_opponent || !a.row().one_opponent => {
                    Some(i32::from(a.row().defense))
                }
                _ => None,
            })
            .sum();
        self.referee.agility_defense + armour
    }

    /// The attack and damage bonuses.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let a = sheet.attacks();
    /// assert_eq!((a.close_attack, a.close_damage, a.thrown_damage, a.thrown_range_relief), (2, 4, 2, 2));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn attacks(&self) -> Attacks {
        let minor = self.minor(Ability::Strength);
        Attacks {
            close_attack: minor,
            close_damage: self.major(Ability::Strength),
            thrown_attack: self.referee.thrown_attack,
            thrown_damage: minor,
            thrown_range_relief: nonneg(minor),
            propelled_attack: self.referee.propelled_attack,
        }
    }

    /// Age in years.
    #[must_use]
    pub const fn age(&self) -> u32 {
        self.age
    }

    /// The height dice total.
    #[must_use]
    pub const fn height_roll(&self) -> u32 {
        self.height_roll
    }

    /// Height in inches: the species' base + the height dice + endurance
    /// as a minor + strength as a major contributor.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!((sheet.age(), sheet.height_roll(), sheet.height(), sheet.weight()), (151, 10, 56, 220));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn height(&self) -> i64 {
        i64::from(self.species.base_height)
            + i64::from(self.height_roll)
            + i64::from(self.minor(Ability::Endurance))
            + i64::from(self.major(Ability::Strength))
    }

    /// Weight in pounds: the species' base + 10 × (the height dice +
    /// endurance as a major + strength as a minor contributor).
    #[must_use]
    pub fn weight(&self) -> i64 {
        i64::from(self.species.base_weight)
            + 10 * (i64::from(self.height_roll)
                + i64::from(self.major(Ability::Endurance))
                + i64::from(self.minor(Ability::Strength)))
    }

    /// Silver coins.
    #[must_use]
    pub const fn coins(&self) -> Price {
        self.coins
    }

    /// Gear, in the order it was gained.
    #[must_use]
    pub fn gear(&self) -> &[Gear] {
        &self.gear
    }

    /// Moves a piece of gear (by its index in [`Sheet::gear`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Place;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.move_gear(2, Place::Stored)?;
    /// assert_eq!((sheet.defense(), sheet.carry_list()?.entries()), (3, 2));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, "gear index") for no such piece,
    /// [`Error::Encumbrance`] when it is heavier than the strength and not
    /// stored; the sheet is unchanged.
    pub fn move_gear(&mut self, index: usize, place: Place) -> Result<(), Error> {
        let len = i64::try_from(self.gear.len()).unwrap_or(i64::MAX);
        let at = i64::try_from(index).unwrap_or(i64::MAX);
        range("gear index", at, 0, len - 1)?;
        let before = self.gear[index].place;
        self.gear[index].place = place;
        if let Err(err) = self.check_gear() {
            self.gear[index].place = before;
            return Err(err);
        }
        Ok(())
    }

    fn levels(&self) -> Levels {
        let level = u8::try_from(self.level()).unwrap_or(u8::MAX);
        let mut levels = Levels::default();
        match self.archetype {
            Archetype::Warrior => levels.warrior = level,
            Archetype::Thief => levels.thief = level,
            Archetype::Sorceror => levels.sorceror = level,
            Archetype::Prophet => levels.prophet = level,
            Archetype::Monk => levels.monk = level,
        }
        levels
    }

    /// Whether the character may wear or wield an item: armour by the
    /// archetype and level (osr-equipment's access table, no magically
    /// light chain mail), weapons by class (a warrior, or the Fighting Art
    /// skill "basic weapons" for basic weapons); anything else may be
    /// used.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Armor, Item, Referee, Sheet, Species, Weapon};
    ///
    /// let thief = Sheet::new(Archetype::Thief, Species::dwarf(),
    ///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
    /// assert!(thief.may_use(Item::Armor(Armor::Leather)));
    /// assert!(!thief.may_use(Item::Armor(Armor::Shield)));
    /// assert!(!thief.may_use(Item::Weapon(Weapon::Battleaxe)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn may_use(&self, item: Item) -> bool {
        let warrior = self.archetype == Archetype::Warrior;
        match item {
            Item::Armor(a) => a.usable_by(self.levels(), false),
            Item::Weapon(w) => w.row().class.usable_by(
                warrior,
                self.fighting_art_skills
                    .iter()
                    .any(|s| s.eq_ignore_ascii_case("basic weapons")),
            ),
            Item::Misc(_) => true,
        }
    }

    fn check_gear(&self) -> Result<(), Error> {
        if self
            .gear
            .iter()
            .any(|g| g.place == Place::Equipped && !self.may_use(g.item))
        {
            return Err(Error::InvalidChoice {
                what: "equipped gear the archetype and level may not use",
            });
        }
        self.carry_list()?;
        Ok(())
    }

    /// The carry list (osr-encumbrance's bulk model): each equipped or
    /// carried item an entry, its bulk scaled from the size it was made for
    /// to the character's; armour carried rather than worn at its carried
    /// bulk (worn bulk where the table gives no multiplier); stored gear is
    /// out of it.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let list = sheet.carry_list()?;
    /// assert_eq!((list.entries(), list.carry()), (3, 13));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Encumbrance`] when an item's bulk is above the strength.
    pub fn carry_list(&self) -> Result<CarryList, Error> {
        let mut list = CarryList::new(
            self.referee.carry,
            nonneg(self.abilities.get(Ability::Strength)),
        )?;
        for g in self.gear.iter().filter(|g| g.place != Place::Stored) {
            let bulk = match (g.item, g.place) {
                (Item::Armor(a), Place::Carried) => a.carried_bulk().unwrap_or(a.row().bulk_worn),
                (item, _) => item.bulk(),
            };
            list = list.with(carried_bulk(bulk, g.made_for, self.size())?)?;
        }
        Ok(list)
    }

    /// What an item costs this character: the table's price for an item
    /// made for `made_for`, bought in a culture of the character's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Item, Price, Size, Weapon};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // A medium long sword in a small culture: 20 × 2.
    /// assert_eq!(sheet.price(Item::Weapon(Weapon::LongSword), Size::Medium)?, Price::whole(40));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotForSale`] for the full helmet (priced from other
    /// armour), [`Error::Equipment`] for an absurd price.
    pub fn price(&self, item: Item, made_for: Size) -> Result<Price, Error> {
        let cost = item.cost().ok_or(Error::NotForSale { item: item.id() })?;
        Ok(sized_cost(cost, made_for, self.size())?)
    }

    /// Buys an item made for the character's size, carried (GM-sheet.
    /// starting-purchases; the same rule for later purchases).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughCoins`] when it costs more than the coins,
    /// [`Error::NotForSale`] for the full helmet, [`Error::TooLong`] past
    /// [`MAX_ENTRIES`] pieces, [`Error::Encumbrance`] when its bulk is
    /// above the strength; the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Item, Referee, Sheet, Species, Weapon};
    ///
    /// let mut sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(8, 12, 15, 15, 10, 18)?, Referee::toromeen())?;
    /// sheet.trade_mojo(1)?;
    /// sheet.buy(Item::Weapon(Weapon::Battleaxe))?;
    /// assert_eq!(sheet.coins().to_string(), "23");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn buy(&mut self, item: Item) -> Result<Event, Error> {
        self.buy_for(Purchase {
            item,
            made_for: self.size(),
            place: Place::Carried,
        })
    }

    /// Buys an item made for a creature of `purchase.made_for` and puts it
    /// where the purchase says. [`Error::NotEnoughCoins`] counts whole
    /// coins: the price rounded up, the coins down.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Item, Place, Purchase, Size, Weapon};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let bought = sheet.buy_for(Purchase { item: Item::Weapon(Weapon::Dagger), made_for: Size::Small, place: Place::Carried })?;
    /// assert_eq!(bought.to_string(), "bought gm.weapon.dagger (small) for 2 sc: 19 sc left");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Sheet::buy`].
    pub fn buy_for(&mut self, purchase: Purchase) -> Result<Event, Error> {
        let Purchase {
            item,
            made_for,
            place,
        } = purchase;
        let cost = self.price(item, made_for)?;
        let left = self.coins.checked_sub(cost).ok_or(Error::NotEnoughCoins {
            item: item.id(),
            cost: cost.subunits().div_ceil(100),
            coins: self.coins.subunits() / 100,
        })?;
        if self.gear.len() >= MAX_ENTRIES {
            return Err(Error::TooMany {
                what: "gear",
                len: self.gear.len() + 1,
                max: MAX_ENTRIES,
            });
        }
        self.gear.push(Gear {
            item,
            made_for,
            place,
        });
        if let Err(err) = self.check_gear() {
            self.gear.pop();
            return Err(err);
        }
        self.coins = left;
        Ok(Event::Bought {
            item,
            made_for,
            cost,
            coins_left: left,
        })
    }

    /// Takes a hit through osr-health: verve first when it is archetypal.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Hit;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // A warrior's loss in combat is archetypal: off verve first.
    /// sheet.take(Hit::new(5)?.archetypal(sheet.combat_losses_archetypal()))?;
    /// assert_eq!((sheet.vitals().verve(), sheet.vitals().survival()), (2, 7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Health`] or [`Error::Core`] as osr-health refuses it.
    pub fn take(&mut self, hit: Hit) -> Result<Taken, Error> {
        Ok(self.vitals.take(hit)?)
    }

    /// A night's rest (osr-health): a health roll; passed, the level in
    /// survival (or one injury healed), failed, 1 survival.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::{Hit, RestChoice};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.take(Hit::new(12)?.archetypal(true))?;
    /// sheet.wake();
    /// // Health 10: 4 passes, the level (1) in survival comes back.
    /// sheet.rest_night(RestChoice::Survival, &mut SuppliedFaces::new(&[4]))?;
    /// assert_eq!((sheet.vitals().survival(), sheet.vitals().verve()), (3, 7));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn rest_night<S: FaceSource + ?Sized>(
        &mut self,
        choice: RestChoice,
        source: &mut S,
    ) -> Result<Vec<osr_health::gods_and_monsters::Event>, Error> {
        let rest = NightRest::new(
            self.vitals,
            Level::new(self.level())?,
            self.reaction_roll(Reaction::Health)?,
            choice,
        );
        let checked = rest.roll(source)?;
        self.vitals = *checked.vitals();
        Ok(checked.events().to_vec())
    }

    /// A full day of rest (osr-health): the level in survival, or one
    /// injury healed, without a roll.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// use osr_health::gods_and_monsters::{Hit, RestChoice};
    ///
    /// // 7 verve and 7 survival; 16 archetypal damage: 2 injuries.
    /// sheet.take(Hit::new(16)?.archetypal(true))?;
    /// sheet.rest_day(RestChoice::Injury)?;
    /// assert_eq!(sheet.vitals().injuries(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level past osr-health's range.
    pub fn rest_day(
        &mut self,
        choice: RestChoice,
    ) -> Result<Option<osr_health::gods_and_monsters::Event>, Error> {
        let level = Level::new(self.level())?;
        Ok(osr_health::gods_and_monsters::day_of_rest(
            &mut self.vitals,
            level,
            choice,
        ))
    }

    /// Waking for the day: verve back to full (osr-health).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Hit;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.take(Hit::new(5)?.archetypal(true))?;
    /// sheet.wake();
    /// assert_eq!(sheet.vitals().verve(), 7);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn wake(&mut self) -> Option<osr_health::gods_and_monsters::Event> {
        self.vitals.wake_for_the_day()
    }

    /// Adds experience (osr-advancement); the levels it reaches are rolled
    /// with [`Sheet::level_up`]. Returns the level the XP reach.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.gain_xp(1200)?, 2);
    /// assert_eq!(sheet.levels_due(), 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Advancement`] for XP past the level table; the sheet is
    /// unchanged.
    pub fn gain_xp(&mut self, xp: u64) -> Result<u32, Error> {
        let awarding = award(&level_table(), Xp::new(self.xp), xp, false)?;
        self.xp = self
            .xp
            .checked_add(xp)
            .ok_or(Error::Overflow { what: "xp" })?;
        Ok(awarding.to_level)
    }

    /// Levels the XP reach that are not rolled yet.
    #[must_use]
    pub fn levels_due(&self) -> u32 {
        level_table()
            .level(Xp::new(self.xp))
            .map_or(0, |l| l.saturating_sub(self.level()))
    }

    /// Rolls the next level (osr-advancement): the survival or verve d10,
    /// both added to the maximum and the current value.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// sheet.gain_xp(1000)?;
    /// let gained = sheet.level_up(&mut SuppliedFaces::new(&[8]))?;
    /// assert_eq!((gained.verve_gain(), sheet.max_verve(), sheet.fighting_art()), (10, 17, 2));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NoLevelDue`] when the XP do not reach it,
    /// [`Error::Core`] (`OutOfRange`, "level") past [`MAX_LEVEL`], or when
    /// the face source fails; the sheet is unchanged.
    pub fn level_up<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
    ) -> Result<LevelGained, Error> {
        range("level", i64::from(self.level()) + 1, 1, MAX_LEVEL.into())?;
        if self.levels_due() == 0 {
            return Err(Error::NoLevelDue {
                level: self.level(),
                xp: self.xp,
            });
        }
        let gained = LevelUp::multi_with(
            self.archetype,
            &[(self.archetype, self.level() + 1)],
            &self.abilities,
            &self.contributors,
        )?
        .roll(source)?;
        let gain = Gain {
            survival: gained.survival_gain(),
            verve: gained.verve_gain(),
        };
        let v = self.vitals;
        let vitals = Vitals::new(
            v.max_survival().saturating_add(gain.survival),
            v.max_verve().saturating_add(gain.verve),
        )?
        .with_survival(v.survival().saturating_add(gain.survival))?
        .with_verve(v.verve().saturating_add(gain.verve))?
        .with_injuries(v.injuries())?
        .with_unhealable_injuries(v.unhealable_injuries())?
        .with_pool(v.pool())?;
        self.gains.push(gain);
        self.vitals = vitals;
        Ok(gained)
    }

    /// The damage the first equipped weapon does, sized for the creature
    /// it was made for, and its range; unarmed (d3) without one.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // The small battleaxe.
    /// let (damage, range) = sheet.weapon()?;
    /// assert_eq!((damage.to_string(), range), ("d8".into(), Some(1)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Equipment`] for a weapon whose damage is off the
    /// progression at another size.
    pub fn weapon(&self) -> Result<(Dice, Option<u32>), Error> {
        let wielded = self.gear.iter().find_map(|g| match (g.item, g.place) {
            (Item::Weapon(w), Place::Equipped) => Some((w, g.made_for)),
            _ => None,
        });
        Ok(match wielded {
            Some((w, size)) => {
                let row = w.row();
                let damage = if size == Size::Medium {
                    row.damage
                } else {
                    sized_damage(row.damage, size)?
                };
                (damage, row.range.map(|r| sized_range(r, size)))
            }
            None => (osr_combat::gods_and_monsters::unarmed_damage(false), None),
        })
    }

    /// The sheet as osr-combat's combatant: Fighting Art, close combat
    /// attack (minus 1 a size step for a weapon made for another size),
    /// defense, the wielded weapon's damage plus the strength's close
    /// damage, vitals, reactions and endurance; losses in combat are
    /// archetypal, and warrior cover applies, for a warrior.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let hero = sheet.combatant(1, Side::Party)?;
    /// assert_eq!((hero.fighting_art(), hero.attack_bonus(), hero.defense()), (1, 2, 4));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a number outside osr-combat's
    /// ranges.
    pub fn combatant(
        &self,
        id: u32,
        side: osr_combat::Side,
    ) -> Result<osr_combat::gods_and_monsters::Combatant, Error> {
        use osr_combat::gods_and_monsters::{Combatant, Damage, Reactions};
        let (dice, _) = self.weapon()?;
        let size_penalty = self
            .gear
            .iter()
            .find_map(|g| match (g.item, g.place) {
                (Item::Weapon(_), Place::Equipped) => Some(g.made_for.steps_to(self.size()).abs()),
                _ => None,
            })
            .unwrap_or(0);
        let attacks = self.attacks();
        let warrior = self.combat_losses_archetypal();
        Ok(Combatant::new(id, side, self.vitals)?
            .with_player(true)
            .with_attack(
                i32::try_from(self.fighting_art()).unwrap_or(i32::MAX),
                attacks.close_attack - size_penalty,
            )?
            .with_defense(self.defense())?
            .with_damage(Damage::new(dice, attacks.close_damage)?)
            .with_reactions(Reactions::new(
                self.reaction(Reaction::Perception),
                self.reaction(Reaction::Willpower),
                self.reaction(Reaction::Fortitude),
                self.reaction(Reaction::Evasion),
            )?)
            .with_endurance(self.abilities.get(Ability::Endurance))?
            .with_archetypal_losses(warrior)
            .with_warrior_cover(warrior))
    }

    /// Writes a fight's result back: the vitals the combatant ended with
    /// (survival, verve, injuries). Being unconscious or dying is the
    /// fight's ([`Status`](osr_combat::gods_and_monsters::Status)) and
    /// osr-health's death timer; the sheet does not keep it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::gods_and_monsters::{Combatant, Command, Fight, Order, Setup};
    /// use osr_sheet::gods_and_monsters::Vitals;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let hero = sheet.combatant(1, Side::Party)?;
    /// let orc = Combatant::new(2, Side::Foes, Vitals::new(20, 0)?)?;
    /// let mut fight = Fight::new(Setup::new(vec![hero, orc])?)?;
    /// let mut dice = SuppliedFaces::new(&[3, 2]);
    /// for command in [Command::BeginRound, Command::EndPhase, Command::EndPhase, Command::EndPhase] {
    ///     fight.step(command, &mut dice)?;
    /// }
    /// // The orc: 3 <= 11 - 4 hits, d3 = 2 off verve.
    /// fight.step(Command::Attack(Order::new(2, 1)), &mut dice)?;
    /// sheet.after_fight(fight.status(1)?)?;
    /// assert_eq!(sheet.vitals().verve(), 5);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] when the vitals' maxima are not this sheet's
    /// (the status of another combatant); the sheet is unchanged.
    pub fn after_fight(
        &mut self,
        status: &osr_combat::gods_and_monsters::Status,
    ) -> Result<(), Error> {
        for (what, value, expected) in [
            (
                "max survival",
                status.vitals.max_survival(),
                self.max_survival(),
            ),
            ("max verve", status.vitals.max_verve(), self.max_verve()),
        ] {
            if value != expected {
                return Err(Error::NotDerived {
                    what,
                    value: value.into(),
                    expected: expected.into(),
                });
            }
        }
        self.vitals = status.vitals;
        Ok(())
    }
}

const fn contributors(reaction: Reaction) -> (Ability, Ability) {
    match reaction {
        Reaction::Health => (Ability::Endurance, Ability::Strength),
        Reaction::Fortitude => (Ability::Strength, Ability::Endurance),
        Reaction::Willpower => (Ability::Wisdom, Ability::Charisma),
        Reaction::Evasion => (Ability::Agility, Ability::Intelligence),
        Reaction::Reason => (Ability::Intelligence, Ability::Wisdom),
        Reaction::Perception => (Ability::Charisma, Ability::Agility),
    }
}

fn nonneg(value: i32) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(0)
}

fn check_coins(coins: Price) -> Result<(), Error> {
    let whole = coins.subunits() / 100;
    range(
        "coins",
        i64::try_from(whole).unwrap_or(i64::MAX),
        0,
        i64::try_from(MAX_COINS).unwrap_or(i64::MAX),
    )
}
