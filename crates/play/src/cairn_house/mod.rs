//! Cairn House Rules: a whole expedition by its rules.
//!
//! The party (adventurers and a porter, each a name and an osr-sheet
//! [`Sheet`]), the watch clock of the wilderness and the turn clock of the
//! site, and the procedures of play as [`Command`]s, each applying every
//! consequence the rules give:
//!
//! | procedure | consequences applied |
//! |---|---|
//! | [`Command::Buy`] | coins paid, gear on the sheet (DR) |
//! | [`Command::Travel`] | 2d6 miles, halved while anyone carries a load (CH-travel.wild.travel); the Wilderness Event die: encounter, clue, exhaustion (the encumbered rest next), weather |
//! | [`Command::Camp`] | each living member eats a day's rations, unpacked a supply unit (7 rations) at a time from the porter's load, which lightens it (CH-enc.supply-unit); eaters take a long rest, the others cannot regain HP until they do (CH-travel.wild.camp) |
//! | [`Command::Rest`] | the watch or turn exhaustion calls for |
//! | arriving at the site | a delve's worth of supplies unpacked (a supply unit): the site is lit, short rests allowed (CH-travel.light) |
//! | [`Command::Explore`] | a dungeon turn and its event die (CH-travel.turn); bursting the stuck door (STR save; a failed attempt spoils surprise, CH-travel.door.force); the search that finds the treasure, taken up onto a load (HP 0 while carried, CH-enc.effects); a short rest |
//! | [`Command::Leave`] | the turns inside go on the watch clock: the road home goes on from the same day and watch |
//! | [`Command::Meet`] | the reaction roll (2d6, Gruesome Scars -1) for monsters whose disposition is unknown; undead are hostile without a roll (CH-travel.reaction, CH-combat.morale.undead) |
//! | [`Command::Fight`] | a fight of osr-combat from the sheets as they are (an encumbered member enters at HP 0), surprised monsters losing the first round, the health written back, the fallen stabilised by those still up, the treasure passed on from the dead |
//! | [`Command::Settle`] | a week in town (full rest), the treasure sold, the porter paid 10 coins a day, the rest shared |
//!
//! A death is an event like any other: the dead neither eat nor fight,
//! the others go on, and when no adventurer can fight on the survivors go
//! home; when every adventurer is dead the expedition ends.
//!
//! # Examples
//!
//! ```
//! use osr_combat::cairn_house::Policy;
//! use osr_core::SuppliedFaces;
//! use osr_play::cairn_house::{Command, Expedition, Place, Setup};
//!
//! let mut expedition = Expedition::new(Setup::example()?)?;
//! expedition.step(Command::Depart, &mut SuppliedFaces::new(&[]))?;
//! // Travel 2d6 [4, 3] = 7, halved to 3 for the porter's load; event d6 6.
//! let events = expedition.step(Command::Travel, &mut SuppliedFaces::new(&[4, 3, 6]))?;
//! assert_eq!(
//!     events[1].to_string(),
//!     "travel 2d6 4 + 3, halved: the party carries a load: 3 miles (3 of 12)"
//! );
//! assert_eq!(expedition.state().place(), Place::Road { home: false });
//! // Day 1, watch 2 is daylight too; then the night: camp.
//! expedition.step(Command::Travel, &mut SuppliedFaces::new(&[1, 1, 6]))?;
//! assert!(expedition.state().camp_due());
//! // Five eat (the porter unpacks a unit of food), each rolls a long rest's d6.
//! expedition.step(Command::Camp, &mut SuppliedFaces::new(&[2, 2, 2, 2, 2]))?;
//! assert_eq!(expedition.state().rations(), 2);
//! // A command the rules do not allow now (settling on the road) is refused.
//! let _ = Policy::FirstStanding;
//! assert!(expedition.step(Command::Settle, &mut SuppliedFaces::new(&[])).is_err());
//! # Ok::<(), osr_play::Error>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use osr_combat::cairn_house::Policy;
use osr_core::{FaceSource, StepDie};
use osr_sheet::cairn_house::{Item, Sheet};
use osr_travel::cairn_house::{Delve, Door, DungeonAction, Journey, Season};
use osr_travel::{Clock, Entry, RandomTable};

use crate::{Ending, Error, Name, Summary};

mod event;
mod fight;
mod play;

pub use self::event::{Event, FightLine, WatchKind, WildRow};

/// The most members a party may have.
pub const MAX_PARTY: usize = 8;
/// The most monsters of one band.
pub const MAX_BAND: u32 = 8;
/// The most bands of monsters a site may list.
pub const MAX_BANDS: usize = 16;
/// The most items one [`Command::Buy`] may list.
pub const MAX_ITEMS: usize = 8;
/// Rations (a person's food for a day) in a supply unit of food.
pub const RATIONS_PER_UNIT: u32 = 7;

/// A member's part in the party.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseRole"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Role {
    /// A player character: fights, shares the treasure.
    Adventurer,
    /// A hireling who carries the supplies, does not fight, and is paid
    /// 10 coins a day.
    Porter,
}

/// A member of the party: a name, a sheet and a role.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseMember"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Member {
    name: Name,
    #[cfg_attr(
        feature = "schema",
        schemars(with = "osr_sheet::cairn_house::SheetDocument")
    )]
    sheet: Sheet,
    role: Role,
}

impl Member {
    /// A member.
    #[must_use]
    pub const fn new(name: Name, sheet: Sheet, role: Role) -> Self {
        Self { name, sheet, role }
    }

    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// The sheet.
    #[must_use]
    pub const fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// The role.
    #[must_use]
    pub const fn role(&self) -> Role {
        self.role
    }

    /// Alive.
    #[must_use]
    pub const fn is_alive(&self) -> bool {
        !self.sheet.health().is_dead()
    }

    /// An adventurer able to fight: alive and not in critical damage.
    #[must_use]
    pub const fn can_fight(&self) -> bool {
        matches!(self.role, Role::Adventurer)
            && !self.sheet.health().is_dead()
            && !self.sheet.health().is_critical()
    }
}

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
    #[cfg_attr(feature = "schema", schemars(with = "String"))]
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

fn not_now(command: &'static str, reason: &'static str) -> Error {
    Error::NotNow { command, reason }
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
    /// [`MAX_BANDS`] bands; [`Error::NotNow`] for a party without an
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

    fn band(&self, entry: &str) -> Result<usize, Error> {
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
            let sheet = Sheet::new(Character::new(4, [12, 11, 10])?)
                .with_weapon(Weapon::Hand)?
                .with_armour(BodyArmour::Light);
            party.push(Member::new(Name::new(name)?, sheet, Role::Adventurer));
        }
        let porter = Sheet::new(Character::new(3, [10, 10, 10])?)
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

/// What a player or the referee decides, one procedure of play each.
///
/// With the `serde` feature: `{"command": "travel"}`,
/// `{"command": "buy", "member": 0, "items": [{"weapon": "ch.weapon.hand"}]}`.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_equipment::cairn_house::Shield;
/// use osr_play::cairn_house::{Command, Expedition, Setup};
/// use osr_sheet::cairn_house::Item;
///
/// let mut expedition = Expedition::new(Setup::example()?)?;
/// // The porter has no coins: the shield is not bought, and the line says so.
/// let buy = Command::Buy { member: 4, items: vec![Item::Shield(Shield::Shield)] };
/// let events = expedition.step(buy, &mut SuppliedFaces::new(&[]))?;
/// assert_eq!(events[0].to_string(), "Porter cannot afford Shield (10 coins, has 0)");
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseExpeditionCommand"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "command",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// In the market: member `member` buys `items` in order, those the
    /// coins still cover (at most [`MAX_ITEMS`]).
    Buy {
        /// The buyer, by index in the party.
        member: usize,
        /// What, in order.
        #[cfg_attr(
            feature = "schema",
            schemars(with = "Vec<alloc::collections::BTreeMap<String, String>>")
        )]
        items: Vec<Item>,
    },
    /// Leave town for the site.
    Depart,
    /// A daylight watch of travel.
    Travel,
    /// A watch (on the road) or a turn (in the site) of rest without
    /// moving, as exhaustion calls for.
    Rest,
    /// A watch of camp: rations and a long rest.
    Camp,
    /// On the road to the site: turn back for home.
    TurnBack,
    /// In the site: one dungeon turn.
    Explore {
        /// The action of the turn.
        action: DungeonAction,
    },
    /// Leave the site for the road home.
    Leave,
    /// Meet the monsters met: their reaction.
    Meet,
    /// Fight the hostile monsters, every fighter by `policy`.
    Fight {
        /// How the fighters choose.
        policy: Policy,
    },
    /// Home: a week in town, the treasure sold, pay and shares.
    Settle,
}

impl Command {
    const fn key(&self) -> &'static str {
        match self {
            Self::Buy { .. } => "buy",
            Self::Depart => "depart",
            Self::Travel => "travel",
            Self::Rest => "rest",
            Self::Camp => "camp",
            Self::TurnBack => "turn back",
            Self::Explore { .. } => "explore",
            Self::Leave => "leave",
            Self::Meet => "meet",
            Self::Fight { .. } => "fight",
            Self::Settle => "settle",
        }
    }
}

/// Where the expedition stands, and so what it may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHousePlace"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "place",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
pub enum Place {
    /// In town before setting out: [`Command::Buy`], [`Command::Depart`].
    Market,
    /// On a road: [`Command::Travel`], [`Command::Rest`],
    /// [`Command::Camp`] (and [`Command::TurnBack`] on the way out).
    Road {
        /// On the way home.
        home: bool,
    },
    /// In the site: [`Command::Explore`], [`Command::Leave`].
    Site,
    /// Monsters met: [`Command::Meet`].
    Meeting,
    /// Hostile monsters: [`Command::Fight`].
    Fight,
    /// Home: [`Command::Settle`].
    Town,
    /// Over.
    Over {
        /// How it ended.
        ending: Ending,
    },
}

/// Monsters met, before the meeting is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Meeting {
    band: usize,
    surprised: bool,
    back: Place,
}

/// The state of a Cairn House Rules expedition between commands: the
/// party, the clocks, where it is, the supplies unpacked and the treasure.
/// Its rules are its [`Machine`](osr_combat::Machine) implementation; an
/// [`Expedition`] is a [`Log`](osr_combat::Log) of it.
///
/// # Examples
///
/// ```
/// use osr_play::cairn_house::{Expedition, Place, Setup};
///
/// let expedition = Expedition::new(Setup::example()?)?;
/// let state = expedition.state();
/// assert_eq!(state.place(), Place::Market);
/// assert_eq!(state.allowed(), ["buy", "depart"]);
/// assert_eq!(state.clock().now(), 0);
/// assert!(state.summary().is_none());
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    party: Vec<Member>,
    place: Place,
    journey: Journey,
    delve: Option<Delve>,
    door: Door,
    meetings: Vec<Meeting>,
    lit: bool,
    camp_owed: bool,
    walked: u32,
    goal: u32,
    rations: u32,
    delve_units: u32,
    found: bool,
    turned_back: bool,
    routed: bool,
    rounds: u32,
    treasure_home: u64,
}

/// A whole expedition with its record: setup, commands, faces, events.
///
/// With the `serde` feature it saves as versioned JSON that reads back
/// only by replaying its commands from exactly its faces.
pub type Expedition = osr_combat::Log<State>;

impl osr_combat::Machine for State {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "CairnHouseExpedition";
    const DESCRIPTION: &'static str = "A saved Cairn House Rules expedition: its setup, commands, faces and events, read back by replaying them.";

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let travellers = u32::try_from(setup.party.len()).unwrap_or(u32::MAX);
        Ok(Self {
            party: setup.party.clone(),
            place: Place::Market,
            journey: Journey::new(setup.site.season, travellers, false)?,
            delve: None,
            door: Door::stuck(),
            meetings: Vec::new(),
            lit: false,
            camp_owed: false,
            walked: 0,
            goal: setup.site.miles,
            rations: 0,
            delve_units: setup.site.delve_units,
            found: false,
            turned_back: false,
            routed: false,
            rounds: 0,
            treasure_home: 0,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.play(setup, command, source, events)
    }

    fn is_over(&self) -> bool {
        matches!(self.place, Place::Over { .. })
    }

    fn over() -> Error {
        Error::ExpeditionOver
    }
}

impl State {
    /// The party now.
    #[must_use]
    pub fn party(&self) -> &[Member] {
        &self.party
    }

    /// Where the expedition stands.
    #[must_use]
    pub const fn place(&self) -> Place {
        self.place
    }

    /// The watch clock of the wilderness: it runs from setting out to
    /// coming home, the site's turns included.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        self.journey.clock()
    }

    /// The site's turn clock, while in the site.
    #[must_use]
    pub fn turns(&self) -> Option<u64> {
        self.delve.as_ref().map(|d| d.clock().now())
    }

    /// Whether the next watch is a night watch (no travel then).
    #[must_use]
    pub fn night_next(&self) -> bool {
        self.journey.next_light() == osr_travel::cairn_house::Light::Night
    }

    /// Whether the party should make camp next: the next watch is the
    /// night's, or the site took the night watch and the party has not
    /// camped since (no travel until it does).
    #[must_use]
    pub fn camp_due(&self) -> bool {
        self.camp_owed || self.night_next()
    }

    /// Whether exhaustion calls for a rest next (a watch on the road, a
    /// turn in the site).
    #[must_use]
    pub fn rest_owed(&self) -> bool {
        match (&self.place, &self.delve) {
            (Place::Site, Some(delve)) => delve.rest_owed(),
            _ => self.journey.rest_owed(),
        }
    }

    /// Whether the site's stuck door is open.
    #[must_use]
    pub const fn door_open(&self) -> bool {
        self.door.is_open()
    }

    /// Whether the treasure has been found.
    #[must_use]
    pub const fn found(&self) -> bool {
        self.found
    }

    /// Miles walked on this road, and its length.
    #[must_use]
    pub const fn miles(&self) -> (u32, u32) {
        (self.walked, self.goal)
    }

    /// Rations unpacked and not yet eaten.
    #[must_use]
    pub const fn rations(&self) -> u32 {
        self.rations
    }

    /// The commands allowed now, by name (`"travel"`, `"camp"`...).
    #[must_use]
    pub fn allowed(&self) -> &'static [&'static str] {
        match self.place {
            Place::Market => &["buy", "depart"],
            Place::Road { home: false } => &["travel", "rest", "camp", "turn back"],
            Place::Road { home: true } => &["travel", "rest", "camp"],
            Place::Site => &["explore", "leave"],
            Place::Meeting => &["meet"],
            Place::Fight => &["fight"],
            Place::Town => &["settle"],
            Place::Over { .. } => &[],
        }
    }

    /// The expedition in figures, once it is over.
    #[must_use]
    pub fn summary(&self) -> Option<Summary> {
        let Place::Over { ending } = self.place else {
            return None;
        };
        let deaths = self
            .party
            .iter()
            .filter(|m| m.role == Role::Adventurer && !m.is_alive())
            .count();
        Some(Summary {
            ending,
            rounds: self.rounds,
            deaths: u32::try_from(deaths).unwrap_or(u32::MAX),
            treasure_home: self.treasure_home,
        })
    }
}
