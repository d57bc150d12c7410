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

use alloc::vec::Vec;

use osr_combat::cairn_house::Policy;
use osr_core::FaceSource;
use osr_sheet::cairn_house::{Item, Sheet};
use osr_travel::Clock;
use osr_travel::cairn_house::{Delve, Door, DungeonAction, Journey};

use crate::{Ending, Error, Name, Summary};

mod event;
mod fight;
mod play;
mod road;
pub mod sample;
mod setup;
mod site;

pub use self::event::{Event, FightLine, WatchKind, WildRow};
pub use self::setup::{Band, Setup, Site, Treasure};

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

fn not_now(command: &'static str, reason: &'static str) -> Error {
    Error::NotNow { command, reason }
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
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
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
            schemars(
                with = "Vec<alloc::collections::BTreeMap<alloc::string::String, alloc::string::String>>"
            )
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
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
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
    camps: u64,
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
    const TITLE: &'static str = "a saved expedition";
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "CairnHouseExpedition";
    const DESCRIPTION: &'static str = "A saved Cairn House Rules expedition: its setup, commands, faces and events, read back by replaying them.";

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let travellers = u32::try_from(setup.party().len()).unwrap_or(u32::MAX);
        Ok(Self {
            party: setup.party().to_vec(),
            place: Place::Market,
            journey: Journey::new(setup.site().season, travellers, false)?,
            delve: None,
            door: Door::stuck(),
            meetings: Vec::new(),
            lit: false,
            camps: 0,
            walked: 0,
            goal: setup.site().miles,
            rations: 0,
            delve_units: setup.site().delve_units,
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

    /// Whether the party should make camp next: a camp a day, in the
    /// night's watch, or (the site or an exhaustion rest having taken that
    /// watch) owed from a day gone by: then no travel until it is made.
    #[must_use]
    pub fn camp_due(&self) -> bool {
        self.camps < self.journey.clock().now() / 3 + u64::from(self.night_next())
    }

    /// Whether a day has gone by without its camp.
    pub(super) fn camp_owed(&self) -> bool {
        self.camps < self.journey.clock().now() / 3
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
            Place::Site => &["explore", "rest", "leave"],
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
