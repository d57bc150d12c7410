//! What an expedition starts from: the party and the referee's content.

use alloc::string::String;
use alloc::vec::Vec;

use osr_core::StepDie;
use osr_sheet::cairn_house::Sheet;
use osr_travel::cairn_house::Season;
use osr_travel::{Entry, RandomTable};

use super::{MAX_BAND, MAX_BANDS, MAX_PARTY, Member, Role, not_now};
use crate::name::listed_once;
use crate::{Error, Name};

/// The referee's monsters for a row of an encounter table.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseBand"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Band {
    /// The table row it answers (`wolves`).
    pub entry: String,
    /// One of them (`wolf`).
    pub name: String,
    /// Several (`wolves`).
    pub plural: String,
    /// How many, 1 to [`MAX_BAND`].
    pub count: u32,
    /// HP of each.
    pub hp: u32,
    /// STR, DEX, WIL of each.
    pub abilities: [i32; 3],
    /// Damage die.
    pub die: StepDie,
    /// Undead: always hostile, no morale.
    pub undead: bool,
}

impl Band {
    /// The band, as a chronicle names it: `wolves`, or `ghoul` for one.
    #[must_use]
    pub fn called(&self) -> &str {
        if self.count == 1 {
            &self.name
        } else {
            &self.plural
        }
    }
}

/// The treasure of the site.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseTreasure"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Treasure {
    /// What it is (`a silver reliquary`).
    pub name: String,
    /// Treasure units (1 to 4: one object, or 1000 coins each).
    pub units: u32,
    /// Its price in town, in coins.
    pub coins: u32,
}

/// The referee's content: the road, the site, the tables and monsters,
/// the treasure.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseSite"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Site {
    /// The season (which watches are dark).
    pub season: Season,
    /// Miles from town to the site, 1 to 1000.
    pub miles: u32,
    /// The wilderness encounter table.
    pub wilderness: RandomTable,
    /// The site's encounter table.
    pub dungeon: RandomTable,
    /// The monsters of every row of both tables, and of the guard.
    pub bands: Vec<Band>,
    /// The row of the monsters behind the site's stuck door, if any.
    pub guard: Option<String>,
    /// The treasure in the room behind the door.
    pub treasure: Treasure,
    /// The porter's supply units that are delve supplies (torches,
    /// spikes); the rest of the porter's units are food.
    pub delve_units: u32,
}

/// What an expedition starts from: the party and the referee's content,
/// checked by [`Setup::new`] (and again when read from JSON).
///
/// # Examples
///
/// ```
/// use osr_play::cairn_house::{Setup, Site};
///
/// let setup = Setup::example()?;
/// assert_eq!(setup.party().len(), 5);
/// // A guard of no band of monsters is refused.
/// let site = Site { guard: Some("dragon".into()), ..Site::example()? };
/// assert!(Setup::new(setup.party().to_vec(), site).is_err());
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseExpeditionSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    party: Vec<Member>,
    site: Site,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    party: Vec<Member>,
    site: Site,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.party, fields.site)
    }
}

fn check_text(text: &str) -> Result<(), Error> {
    Name::new(text).map(|_| ())
}

impl Setup {
    /// The expedition of `party` to `site`.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] for more than [`MAX_PARTY`] members or
    /// [`MAX_BANDS`] bands; [`Error::Duplicate`] for two members of one
    /// name, or two bands of one entry or one name; [`Error::NotNow`] for a party without an
    /// adventurer, with two porters, with delve units and no porter, or a
    /// table row or guard without its band; [`Error::BadName`] for a band
    /// or treasure name that is not a name; [`Error::Core`] for numbers
    /// out of range (miles 1 to 1000, a band of 1 to [`MAX_BAND`],
    /// treasure units 1 to 4, delve units beyond the porter's supplies).
    pub fn new(party: Vec<Member>, site: Site) -> Result<Self, Error> {
        if party.len() > MAX_PARTY {
            return Err(Error::TooMany {
                what: "the party",
                len: party.len(),
                max: MAX_PARTY,
            });
        }
        if site.bands.len() > MAX_BANDS {
            return Err(Error::TooMany {
                what: "the bands of monsters",
                len: site.bands.len(),
                max: MAX_BANDS,
            });
        }
        listed_once("the party", &party, |m| m.name.as_str())?;
        // A table row names its band by its entry: one band to an entry,
        // and one to a name, which the chronicle writes.
        listed_once("the bands of monsters", &site.bands, |b| b.entry.as_str())?;
        listed_once("the bands of monsters", &site.bands, |b| b.name.as_str())?;
        let setup = "the setup";
        if !party.iter().any(|m| m.role == Role::Adventurer) {
            return Err(not_now(setup, "the party has no adventurer"));
        }
        if party.iter().filter(|m| m.role == Role::Porter).count() > 1 {
            return Err(not_now(setup, "the party has more than one porter"));
        }
        let carried = party
            .iter()
            .find(|m| m.role == Role::Porter)
            .map_or(0, |m| m.sheet.supplies());
        osr_core::Error::check_range("delve units", site.delve_units.into(), 0, carried.into())?;
        osr_core::Error::check_range("miles", site.miles.into(), 1, 1000)?;
        for band in &site.bands {
            check_text(&band.entry)?;
            check_text(&band.name)?;
            check_text(&band.plural)?;
            osr_core::Error::check_range(
                "monsters in a band",
                band.count.into(),
                1,
                MAX_BAND.into(),
            )?;
            // Each fighter's name ("the seventh wolf") is a name too.
            for k in 0..band.count {
                super::fight::foe_name(band, usize::try_from(k).unwrap_or(0))?;
            }
            // The combatant's own checks, once.
            osr_combat::cairn_house::Combatant::new(
                1,
                osr_combat::Side::Foes,
                band.hp,
                band.abilities,
            )?;
        }
        check_text(&site.treasure.name)?;
        osr_core::Error::check_range("treasure units", site.treasure.units.into(), 1, 4)?;
        osr_core::Error::check_range("treasure coins", site.treasure.coins.into(), 0, 1_000_000)?;
        let rows = site
            .wilderness
            .rows()
            .iter()
            .chain(site.dungeon.rows())
            .map(|e: &Entry| e.id.as_str())
            .chain(site.guard.as_deref());
        for row in rows {
            if !site.bands.iter().any(|b| b.entry == row) {
                return Err(not_now(setup, "a table row has no band of monsters"));
            }
        }
        Ok(Self { party, site })
    }

    /// The party at the start.
    #[must_use]
    pub fn party(&self) -> &[Member] {
        &self.party
    }

    /// The referee's content.
    #[must_use]
    pub const fn site(&self) -> &Site {
        &self.site
    }

    pub(super) fn band(&self, entry: &str) -> Result<usize, Error> {
        self.site
            .bands
            .iter()
            .position(|b| b.entry == entry)
            .ok_or_else(|| not_now("meet", "no band of monsters answers that row"))
    }

    /// A small expedition for examples and tests: four adventurers
    /// (HP 4, STR 12, DEX 11, WIL 10, a hand weapon, light armour) and a
    /// porter carrying 3 supply units (1 of them delve supplies), 12
    /// miles to a crypt in summer, with wolves or bandits on the road,
    /// skeletons, giant rats or a ghoul inside, a ghoul behind the
    /// crypt's door and a silver reliquary of 400 coins.
    ///
    /// # Errors
    ///
    /// None in practice; those of [`Setup::new`].
    pub fn example() -> Result<Self, Error> {
        use osr_equipment::cairn_house::{BodyArmour, Weapon};
        use osr_health::cairn_house::Character;
        let mut party = Vec::new();
        for name in ["Ash", "Briar", "Cole", "Dell"] {
            let sheet = Sheet::new(Character::new(4, [12, 11, 10])?)?
                .with_weapon(Weapon::Hand)?
                .with_armour(BodyArmour::Light);
            party.push(Member::new(Name::new(name)?, sheet, Role::Adventurer));
        }
        let porter = Sheet::new(Character::new(3, [10, 10, 10])?)?
            .with_weapon(Weapon::Hand)?
            .with_units(3, 0)?;
        party.push(Member::new(Name::new("Porter")?, porter, Role::Porter));
        Self::new(party, Site::example()?)
    }
}

impl Site {
    /// The content of [`Setup::example`].
    ///
    /// # Errors
    ///
    /// None in practice; a table's own checks.
    pub fn example() -> Result<Self, Error> {
        let band =
            |entry: &str, name: &str, plural: &str, count, hp, abilities, die, undead| Band {
                entry: entry.into(),
                name: name.into(),
                plural: plural.into(),
                count,
                hp,
                abilities,
                die,
                undead,
            };
        Ok(Self {
            season: Season::Summer,
            miles: 12,
            wilderness: RandomTable::new(
                "forest",
                1,
                6,
                alloc::vec![Entry::new(1, 4, "wolves"), Entry::new(5, 6, "bandits")],
            )?,
            dungeon: RandomTable::new(
                "crypt",
                1,
                6,
                alloc::vec![
                    Entry::new(1, 3, "skeletons"),
                    Entry::new(4, 5, "giant-rats"),
                    Entry::new(6, 6, "ghoul"),
                ],
            )?,
            bands: alloc::vec![
                band(
                    "wolves",
                    "wolf",
                    "wolves",
                    3,
                    3,
                    [10, 14, 6],
                    StepDie::D6,
                    false
                ),
                band(
                    "bandits",
                    "bandit",
                    "bandits",
                    2,
                    4,
                    [11, 11, 9],
                    StepDie::D6,
                    false
                ),
                band(
                    "skeletons",
                    "skeleton",
                    "skeletons",
                    3,
                    2,
                    [10, 10, 3],
                    StepDie::D6,
                    true
                ),
                band(
                    "giant-rats",
                    "giant rat",
                    "giant rats",
                    4,
                    1,
                    [6, 14, 6],
                    StepDie::D4,
                    false
                ),
                band(
                    "ghoul",
                    "ghoul",
                    "ghouls",
                    1,
                    6,
                    [13, 12, 10],
                    StepDie::D8,
                    true
                ),
            ],
            guard: Some("ghoul".into()),
            treasure: Treasure {
                name: "a silver reliquary".into(),
                units: 1,
                coins: 400,
            },
            delve_units: 1,
        })
    }
}
