//! What an expedition starts from: the party and the referee's content.

use alloc::vec::Vec;

use osr_advancement::constitution::{Ability, Gain};
use osr_combat::constitution::DamageDie;
use osr_equipment::constitution::ArmourClass;
use osr_sheet::constitution::{Initiation, Sheet};
use osr_travel::constitution::{Terrain, Weather};

use crate::name::listed_once;
use crate::{Error, Name};

/// The most members a party has.
pub const MAX_MEMBERS: usize = 8;
/// The most entries of any list of the referee's (wares, monsters, table
/// rows, treasures, weather days).
pub const MAX_LIST: usize = 64;

/// A member of the party at the start: a name, the sheet, and the
/// player's standing choices the procedures apply for them.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::constitution::Recruit;
/// use osr_sheet::constitution::{Abilities, Ability, Sheet};
///
/// let ash = Recruit {
///     name: Name::new("Ash")?,
///     sheet: Sheet::new(Abilities::new([12, 11, 10, 9, 8])?, 4)?,
///     improve: Ability::ALL.to_vec(),
///     initiations: vec![],
/// };
/// assert_eq!(ash.name.as_str(), "Ash");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionRecruit"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Recruit {
    /// The member's name.
    pub name: Name,
    /// The sheet at the start.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "osr_sheet::constitution::SheetDocument")
    )]
    pub sheet: Sheet,
    /// The order the player tries abilities in at the session's end
    /// (TC-4.9): at least one, none twice.
    pub improve: Vec<Ability>,
    /// The initiations the player takes, in order, as levels open them
    /// (TC-4.4): each new level takes the first the sheet accepts.
    pub initiations: Vec<Initiation>,
}

/// What a ware is, so the buyer's sheet carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionWareKind"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WareKind {
    /// Armour of the rules' table, at the table's price (TC-14.15).
    Armour(ArmourClass),
    /// A weapon: a medium thing held.
    Weapon,
    /// A shield.
    Shield,
    /// A backpack.
    Backpack,
    /// Rations of food, two small things each.
    Rations(u32),
    /// Torches, a small thing each, burning 6 turns (TC-13.2).
    Torches(u32),
    /// A spell book: a small thing.
    SpellBook,
}

/// A ware on the market at the referee's price in silver (TC-14.14); armour
/// costs what the rules' table says.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionWare"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Ware {
    /// As the chronicle names it ("a sword").
    pub name: Name,
    /// The price in silver pieces (ignored for armour).
    pub price: u32,
    /// What it is.
    pub kind: WareKind,
}

/// Who is surprised when the party meets a monster (TC-5.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSurprise"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Surprise {
    /// Nobody: everyone rolls initiative.
    #[default]
    None,
    /// The monsters lie in ambush: they take an advantage die and the
    /// party starts flat-footed at initiative 0.
    Ambush,
    /// The monsters are caught unaware: the party takes an advantage die,
    /// the monsters start at 0 and check morale for being surprised.
    Unaware,
}

/// A kind of monster, as the referee states it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionMonster"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Monster {
    /// One of them ("wolf"); the fight numbers them ("wolf 2").
    pub name: Name,
    /// How many come, 1 to 20.
    pub count: u32,
    /// Hit dice: their HP are that many d6 (TC-6.1), 1 to 20.
    pub hit_dice: u32,
    /// Strength.
    #[cfg_attr(feature = "serde", serde(rename = "str"))]
    pub strength: i32,
    /// Wits.
    #[cfg_attr(feature = "serde", serde(rename = "wit"))]
    pub wits: i32,
    /// Armour class.
    pub ac: i32,
    /// The damage die.
    pub damage: DamageDie,
    /// Morale score (TC-5.12), 2 to 12.
    pub morale: u32,
    /// Who is surprised when they meet.
    #[cfg_attr(feature = "serde", serde(default))]
    pub surprise: Surprise,
}

/// A row of an encounter table rolled on a d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionTableRow"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Row {
    /// The lowest face.
    pub low: u32,
    /// The highest face.
    pub high: u32,
    /// The monster met, by its place in [`Referee::monsters`].
    pub monster: usize,
}

/// How much room a treasure takes in a pack (TC-14.7, TC-14.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionBulk"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Bulk {
    /// Medium things held (a coin pouch).
    pub medium: u32,
    /// Big things strapped outside the pack (a sack, a chest).
    pub big: u32,
}

/// A treasure at the site.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionTreasure"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Treasure {
    /// As the chronicle names it.
    pub name: Name,
    /// What kind of gain it is (TC-2.1): mundane goods give no XP.
    pub gain: Gain,
    /// Its value in silver pieces, sold at home.
    pub value: u32,
    /// The room it takes on its carrier.
    pub bulk: Bulk,
}

/// The site at the end of the road.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionSite"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Site {
    /// Its name ("the crypt").
    pub name: Name,
    /// Its encounter table on a d6, checked 1 in 6 every turn (an active
    /// dungeon, TC-13.5).
    pub table: Vec<Row>,
    /// Turns the search for the hoard takes (TC-13.1), 1 to 100.
    pub search_turns: u32,
    /// The search's DC (WIT and a keen eye's level).
    pub search_dc: i32,
    /// Turns from the hoard back out, 1 to 100.
    pub exit_turns: u32,
    /// The spell that lights the site, if the referee rules one does: its
    /// name as the sheets know it, and how many turns it lasts.
    pub light_spell: Option<(Name, u32)>,
    /// The hoard.
    pub hoard: Vec<Treasure>,
}

/// The road from home to the site and back.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionRoad"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Road {
    /// Miles each way, 1 to 500.
    pub miles: u32,
    /// The terrain (TC-13.4a).
    pub terrain: Terrain,
    /// The weather of each day in turn, repeating (TC-13.4b).
    pub weather: Vec<Weather>,
    /// Streams to drink from each day (TC-13.10); without them nobody
    /// drinks on the road.
    pub streams: bool,
    /// The road's encounter table on a d6, checked 1 in 3 once a day and
    /// once per full 6 miles (TC-13.5).
    pub table: Vec<Row>,
}

/// The referee's content: the market, the road, the site and the monsters.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionReferee"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Referee {
    /// What can be bought before leaving.
    pub market: Vec<Ware>,
    /// The road.
    pub road: Road,
    /// The site.
    pub site: Site,
    /// The monsters the tables name.
    pub monsters: Vec<Monster>,
}

/// What a 3d6 Constitution expedition starts from: the party and the
/// referee's content, checked by [`Setup::new`] (and again when read from
/// JSON).
///
/// # Examples
///
/// See [`Expedition`](super::Expedition).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionExpeditionSetup"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SetupFields", into = "SetupFields")
)]
pub struct Setup {
    party: Vec<Recruit>,
    referee: Referee,
}

/// A setup as saved, before it is checked.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct SetupFields {
    /// The party at the start.
    party: Vec<Recruit>,
    /// The referee's content.
    referee: Referee,
}

impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.party, fields.referee)
    }
}

impl From<Setup> for SetupFields {
    fn from(setup: Setup) -> Self {
        Self {
            party: setup.party,
            referee: setup.referee,
        }
    }
}

fn at_most(what: &'static str, len: usize, max: usize) -> Result<(), Error> {
    if len > max {
        return Err(Error::TooMany { what, len, max });
    }
    Ok(())
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn in_range(what: &'static str, value: i64, min: i64, max: i64) -> Result<(), Error> {
    osr_core::Error::check_range(what, value, min, max)?;
    Ok(())
}

fn check_table(rows: &[Row], monsters: usize) -> Result<(), Error> {
    at_most("encounter table rows", rows.len(), MAX_LIST)?;
    for face in 1..=6 {
        let hits = rows
            .iter()
            .filter(|r| r.low <= face && face <= r.high)
            .count();
        in_range("encounter table rows on a d6 face", count(hits), 1, 1)?;
    }
    for row in rows {
        in_range("encounter table face", row.low.into(), 1, 6)?;
        in_range("encounter table face", row.high.into(), row.low.into(), 6)?;
        if row.monster >= monsters {
            return Err(Error::TooMany {
                what: "monster index in an encounter table",
                len: row.monster.saturating_add(1),
                max: monsters,
            });
        }
    }
    Ok(())
}

impl Setup {
    /// The expedition of `party` through the referee's content.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] for an empty party or more than [`MAX_MEMBERS`],
    /// lists longer than [`MAX_LIST`], a table row naming a monster not
    /// listed; [`Error::Core`] (`OutOfRange`) for counts out of their
    /// ranges, tables that do not cover each face of the d6 once, an
    /// improvement order naming an ability twice or none;
    /// [`Error::Duplicate`] for a name given to two members, two wares or
    /// two monsters.
    pub fn new(party: Vec<Recruit>, referee: Referee) -> Result<Self, Error> {
        in_range("party members", count(party.len()), 1, count(MAX_MEMBERS))?;
        listed_once("the party", &party, |r| r.name.as_str())?;
        for recruit in &party {
            in_range(
                "abilities in an improvement order",
                count(recruit.improve.len()),
                1,
                5,
            )?;
            for (k, a) in recruit.improve.iter().enumerate() {
                if recruit.improve[..k].contains(a) {
                    in_range("times an ability is tried", 2, 1, 1)?;
                }
            }
            at_most(
                "initiations wished for",
                recruit.initiations.len(),
                MAX_LIST,
            )?;
        }
        let r = &referee;
        at_most("wares", r.market.len(), MAX_LIST)?;
        at_most("monsters", r.monsters.len(), MAX_LIST)?;
        listed_once("the market", &r.market, |w| w.name.as_str())?;
        listed_once("the monsters", &r.monsters, |m| m.name.as_str())?;
        at_most("treasures", r.site.hoard.len(), MAX_LIST)?;
        at_most("weather days", r.road.weather.len(), MAX_LIST)?;
        in_range(
            "weather days",
            count(r.road.weather.len()),
            1,
            count(MAX_LIST),
        )?;
        in_range("miles to the site", r.road.miles.into(), 1, 500)?;
        in_range("search turns", r.site.search_turns.into(), 1, 100)?;
        in_range("turns out of the site", r.site.exit_turns.into(), 1, 100)?;
        in_range("search DC", r.site.search_dc.into(), -100, 200)?;
        if let Some((_, turns)) = &r.site.light_spell {
            in_range("turns a light spell lasts", (*turns).into(), 1, 1000)?;
        }
        for ware in &r.market {
            in_range("a ware's price", ware.price.into(), 0, 1_000_000)?;
            if let WareKind::Rations(n) | WareKind::Torches(n) = ware.kind {
                in_range("things in a ware", n.into(), 1, 30)?;
            }
        }
        for m in &r.monsters {
            in_range("monsters met", m.count.into(), 1, 20)?;
            in_range("a monster's hit dice", m.hit_dice.into(), 1, 20)?;
            in_range("a monster's morale", m.morale.into(), 2, 12)?;
            in_range("a monster's strength", m.strength.into(), 1, 30)?;
            in_range("a monster's wits", m.wits.into(), 1, 30)?;
            in_range("a monster's AC", m.ac.into(), 0, 60)?;
            // "wolf 20" must still be a name.
            in_range(
                "characters in a monster's name",
                count(m.name.as_str().chars().count()),
                1,
                36,
            )?;
        }
        for t in &r.site.hoard {
            in_range("a treasure's value", t.value.into(), 0, 1_000_000)?;
            in_range("medium things in a treasure", t.bulk.medium.into(), 0, 6)?;
            in_range("big things in a treasure", t.bulk.big.into(), 0, 5)?;
        }
        check_table(&r.road.table, r.monsters.len())?;
        check_table(&r.site.table, r.monsters.len())?;
        Ok(Self { party, referee })
    }

    /// The party at the start.
    #[must_use]
    pub fn party(&self) -> &[Recruit] {
        &self.party
    }

    /// The referee's content.
    #[must_use]
    pub const fn referee(&self) -> &Referee {
        &self.referee
    }
}
