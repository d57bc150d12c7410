//! What an expedition starts from: the party and the referee's site.

use alloc::format;
use alloc::vec::Vec;

use osr_check::block_dodge_parry::Ability;
use osr_combat::Side;
use osr_combat::block_dodge_parry::{Harm, Hp, Route};
use osr_core::{StepDie, UsageDie};
use osr_health::block_dodge_parry::{Fall, Track};
use osr_sheet::block_dodge_parry::{Gear, Sheet};

use crate::name::listed_once;
use crate::{Error, Name};

/// The most members a party has.
pub const MAX_MEMBERS: usize = 8;
/// The most rooms a site has.
pub const MAX_ROOMS: usize = 32;
/// The most foes one encounter has.
pub const MAX_FOES: usize = 12;
/// The most torches a party carries.
pub const MAX_TORCHES: u32 = 20;
/// The most days' walk between home and the site.
pub const MAX_DAYS_AWAY: u32 = 10;
/// The most exchanges an encounter lasts before its foes flee.
pub const MAX_EXCHANGES: u32 = 20;

/// A weapon (or a monster's claws): its name and the die its blows land
/// for; a blow that takes a Critical Damage Save's injury leaves a
/// "`name` wound".
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryWeapon"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Weapon {
    /// The weapon's name (`"spear"`, `"claws"`).
    pub name: Name,
    /// The die a blow lands for.
    pub die: StepDie,
}

impl Weapon {
    /// The harm of one blow of `amount` with this weapon: HP first, then
    /// STR, then a Critical Damage Save with a "`name` wound".
    pub(super) fn harm(&self, amount: u32) -> Result<Harm, Error> {
        Ok(Harm::new(amount, Route::Defensible, Ability::Str)?
            .with_critical_save(&format!("{} wound", self.name))?)
    }
}

/// A member of the party at the start: a name, a sheet (the table's: the
/// rules chapter has no creation) and the weapon they fight with.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryRecruit"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Recruit {
    /// The name every event writes.
    pub name: Name,
    /// The sheet, with its gear in its slots.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "osr_sheet::block_dodge_parry::SheetDocument")
    )]
    pub sheet: Sheet,
    /// The weapon.
    pub weapon: Weapon,
}

/// A foe, the referee's: a name, HP, STR, DEX and WIL, and its attack.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryFoe"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Foe {
    /// The name every event writes (`"the gaunt ghoul"`).
    pub name: Name,
    /// HP.
    pub hp: u32,
    /// STR, DEX and WIL.
    pub abilities: [i32; 3],
    /// Its attack.
    pub attack: Weapon,
}

/// Foes met in a room: who is surprised, and how long they stand.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryEncounter"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Encounter {
    /// The foes, 1 to [`MAX_FOES`].
    pub foes: Vec<Foe>,
    /// The side that strikes first in every exchange.
    pub first: Side,
    /// The side caught unawares, if any: it loses the first exchange.
    pub surprised: Option<Side>,
    /// Exchanges before the foes still standing flee (the referee's
    /// word), 1 to [`MAX_EXCHANGES`].
    pub flee_after: u32,
}

/// Treasure, the referee's: its name, the slots it fills, and what it is
/// worth (the rules have no money: a value in the referee's coins).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryTreasure"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Treasure {
    /// Its name (`"silver idol"`).
    pub name: Name,
    /// The slots it fills, 1 to 10.
    pub slots: u32,
    /// Its worth, in the referee's coins.
    pub value: u64,
}

/// What a room of the site holds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryFeature"))]
#[cfg_attr(feature = "serde", serde(tag = "feature", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Feature {
    /// Nothing but the way on.
    Empty,
    /// A pit: the one in front saves with DEX or falls so many floors.
    Pit {
        /// Floors fallen.
        floors: u32,
    },
    /// Foes.
    Foes(Encounter),
    /// Treasure.
    Treasure(Treasure),
}

/// A room of the site.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryRoom"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Room {
    /// What the party sees (`"the ghouls' hall"`).
    pub name: Name,
    /// What it holds.
    pub feature: Feature,
}

/// The site, the referee's: its name, how far from home, its rooms in the
/// order the party comes to them.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParrySite"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Site {
    /// Its name (`"the old crypt"`).
    pub name: Name,
    /// Days' walk from home, 1 to [`MAX_DAYS_AWAY`].
    pub days_away: u32,
    /// Its rooms, 1 to [`MAX_ROOMS`].
    pub rooms: Vec<Room>,
}

/// An expedition at its start: the party, its torches, and the site.
///
/// Built by [`Setup::new`], which checks everything; a saved setup reads
/// back through the same checks.
///
/// # Examples
///
/// ```
/// use osr_core::{StepDie, UsageDie};
/// use osr_play::Name;
/// use osr_play::block_dodge_parry::{Feature, Recruit, Room, Setup, Site, Weapon};
/// use osr_sheet::block_dodge_parry::Sheet;
///
/// let ash = Recruit {
///     name: Name::new("Ash")?,
///     sheet: Sheet::new([14, 10, 9], 6)?,
///     weapon: Weapon { name: Name::new("spear")?, die: StepDie::D8 },
/// };
/// let site = Site {
///     name: Name::new("the old crypt")?,
///     days_away: 1,
///     rooms: vec![Room { name: Name::new("the stairs")?, feature: Feature::Empty }],
/// };
/// let setup = Setup::new(vec![ash], 2, UsageDie::D8, site)?;
/// assert_eq!(setup.members().len(), 1);
/// assert!(Setup::new(vec![], 2, UsageDie::D8, setup.site().clone()).is_err());
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "BlockDodgeParryExpeditionSetup")
)]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    members: Vec<Recruit>,
    torches: u32,
    torch: UsageDie,
    site: Site,
}

/// A [`Setup`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    /// The party, 1 to 8 members with names of their own.
    members: Vec<Recruit>,
    /// Torches carried, at most 20.
    torches: u32,
    /// The usage die a torch starts on.
    torch: UsageDie,
    /// The site.
    site: Site,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.members, fields.torches, fields.torch, fields.site)
    }
}

fn at_most(what: &'static str, len: usize, max: usize) -> Result<(), Error> {
    if len > max {
        return Err(Error::TooMany { what, len, max });
    }
    Ok(())
}

fn count(len: usize) -> i64 {
    i64::try_from(len).unwrap_or(i64::MAX)
}

fn in_range(what: &'static str, value: i64, min: i64, max: i64) -> Result<(), Error> {
    osr_core::Error::check_range(what, value, min, max)?;
    Ok(())
}

impl Setup {
    /// The party `members` (1 to [`MAX_MEMBERS`], names unique), carrying
    /// `torches` torches (at most [`MAX_TORCHES`]) that burn on a usage
    /// die starting at `torch`, bound for `site`.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] for too many members, rooms or foes;
    /// [`Error::Core`] (`OutOfRange`) for an empty party, site or
    /// encounter, or a number outside its range; [`Error::Combat`],
    /// [`Error::Health`] or [`Error::Sheet`] for a weapon whose wound name
    /// is too long, a foe's HP or abilities, a pit's floors or a
    /// treasure's slots; [`Error::Duplicate`] for a name used twice in the
    /// party or in one encounter.
    pub fn new(
        members: Vec<Recruit>,
        torches: u32,
        torch: UsageDie,
        site: Site,
    ) -> Result<Self, Error> {
        at_most("members", members.len(), MAX_MEMBERS)?;
        in_range("members", count(members.len()), 1, count(MAX_MEMBERS))?;
        listed_once("the party", &members, |m| m.name.as_str())?;
        for member in &members {
            member.weapon.harm(0)?;
        }
        in_range("torches", i64::from(torches), 0, i64::from(MAX_TORCHES))?;
        in_range(
            "days away",
            i64::from(site.days_away),
            1,
            i64::from(MAX_DAYS_AWAY),
        )?;
        at_most("rooms", site.rooms.len(), MAX_ROOMS)?;
        in_range("rooms", count(site.rooms.len()), 1, count(MAX_ROOMS))?;
        for room in &site.rooms {
            check_feature(&room.feature)?;
        }
        Ok(Self {
            members,
            torches,
            torch,
            site,
        })
    }

    /// The party at the start.
    #[must_use]
    pub fn members(&self) -> &[Recruit] {
        &self.members
    }

    /// Torches carried at the start.
    #[must_use]
    pub const fn torches(&self) -> u32 {
        self.torches
    }

    /// The usage die a torch starts on.
    #[must_use]
    pub const fn torch(&self) -> UsageDie {
        self.torch
    }

    /// The site.
    #[must_use]
    pub const fn site(&self) -> &Site {
        &self.site
    }
}

fn check_feature(feature: &Feature) -> Result<(), Error> {
    match feature {
        Feature::Empty => {}
        Feature::Pit { floors } => {
            Fall::new(*floors)?;
        }
        Feature::Foes(encounter) => {
            at_most("foes", encounter.foes.len(), MAX_FOES)?;
            in_range("foes", count(encounter.foes.len()), 1, count(MAX_FOES))?;
            in_range(
                "exchanges before the foes flee",
                i64::from(encounter.flee_after),
                1,
                i64::from(MAX_EXCHANGES),
            )?;
            listed_once("an encounter", &encounter.foes, |f| f.name.as_str())?;
            for foe in &encounter.foes {
                Hp::new(foe.hp, foe.hp)?;
                for score in foe.abilities {
                    Track::new(score, score)?;
                }
                foe.attack.harm(0)?;
            }
        }
        Feature::Treasure(treasure) => {
            Gear::new(treasure.name.as_str(), treasure.slots)?;
        }
    }
    Ok(())
}
