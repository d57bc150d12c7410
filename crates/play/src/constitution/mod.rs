//! 3d6 Constitution: a whole expedition by its rules.
//!
//! The party buys its gear in town (a haggler haggling every price),
//! marches day by day to a site at the pace of its slowest member (the
//! terrain, the weather, each load in stones and half STR lost to hunger
//! or thirst, TC-13.4, TC-14.13b, TC-15.7), checks for encounters 1 in 3
//! once a day and per full 6 miles (TC-13.5), eats from its packs and
//! drinks from the streams each evening (TC-15.1 to TC-15.7 through the
//! sheets' [`live_day`](osr_sheet::constitution::Sheet::live_day)),
//! sleeps (fatigue cleared, minor wounds healed, HP re-rolled, TC-6.5),
//! and explores the site turn by turn on a turn clock: the light spell or
//! torches burning on timers (TC-13.2), a 1-in-6 encounter check every
//! turn (TC-13.5), short rests that take their turn and its check
//! (TC-6.4), a search whose extra degrees save turns (TC-13.1). The hoard
//! goes on the carriers' loads, so it slows the way home.
//!
//! Fights go through osr-combat from the sheets and back: surprise sets
//! initiative (TC-5.10) and a surprised side loses its first round; the
//! round's superior takes its second turn (TC-5.3); the foes check morale
//! when surprised and when a quarter and half of them have fallen
//! (TC-5.13); injury saves show their dice. At home the treasure gives XP
//! (TC-2.1, TC-2.5), the foes 10 XP a hit die (TC-2.7); a level gained
//! brings its hit die and its initiation (TC-4.4); each member makes the
//! improvement roll (TC-4.9) and, having tried to cast, the spell-rating
//! roll (TC-12.15).
//!
//! The referee's, as the rules leave them, are [`Referee`]'s: prices,
//! weather, tables, monsters and surprise, the site, the light spell, the
//! treasure. XP and treasure are shared equally among the living. The
//! rules give no reaction roll or parley, and no hirelings' rules.
//!
//! # Examples
//!
//! See [`Expedition`].

mod event;
mod example;
mod fight;
mod play;
pub mod sample;
mod setup;

use alloc::vec::Vec;

use num_rational::Ratio;
use osr_combat::Machine;
use osr_core::FaceSource;
use osr_sheet::constitution::Sheet;
use osr_travel::{Clock, Unit};

pub use self::event::{Event, Foe, Initiative, Meal, Outcome, Reroll, Try, Wound};
pub use self::fight::narrate;
pub use self::setup::{
    Bulk, MAX_LIST, MAX_MEMBERS, Monster, Recruit, Referee, Road, Row, Setup, Site, Surprise,
    Treasure, Ware, WareKind,
};
use crate::{Ending, Error, Name, Summary};

/// What the party decides; each is applied by [`Expedition`]'s `step`
/// with every consequence the rules give.
///
/// With the `serde` feature: `{"command": "buy", "member": 0, "ware":
/// 2}`, `{"command": "march"}`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionExpeditionCommand"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "command",
        rename_all = "snake_case",
        rename_all_fields = "snake_case",
        deny_unknown_fields
    )
)]
pub enum Command {
    /// In town: a member buys a ware of the market (a haggler haggles).
    Buy {
        /// The member, by place in the party.
        member: usize,
        /// The ware, by place on the market.
        ware: usize,
    },
    /// Leave town for the site.
    Depart,
    /// A day's march.
    March,
    /// Fight the monsters met, the party by this policy (direct hits
    /// when the roll allows; undecided after its rounds).
    Fight {
        /// The party's policy.
        policy: osr_combat::constitution::Policy,
    },
    /// A short rest: those below the average of their HP dice re-roll
    /// them (TC-6.4, TC-6.5: a point of fatigue each). In a site it takes
    /// a turn on the turn clock, with its light and its encounter check;
    /// on the road its ten minutes are within the day, whose checks
    /// (TC-13.5: per day and per 6 miles) already cover them.
    Rest,
    /// The evening: eat, drink, and sleep.
    Camp,
    /// In the site: a member prepares and casts the light spell.
    Cast {
        /// The member.
        member: usize,
    },
    /// In the site: the best searcher searches for the hoard.
    Search,
    /// In the site: a turn on the way out.
    Leave,
    /// At home: treasure, experience, levels, the session's rolls.
    EndSession,
}

impl Command {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(&self) -> &'static str {
        match self {
            Self::Buy { .. } => "buy",
            Self::Depart => "depart",
            Self::March => "march",
            Self::Fight { .. } => "fight",
            Self::Rest => "rest",
            Self::Camp => "camp",
            Self::Cast { .. } => "cast",
            Self::Search => "search",
            Self::Leave => "leave",
            Self::EndSession => "end_session",
        }
    }
}

/// Where the party is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// In town, before setting out.
    Town,
    /// On the road, out or home.
    Road {
        /// On the way home.
        homeward: bool,
    },
    /// In the site.
    Site,
    /// Home again.
    Home,
}

/// A member of the party: name, sheet, and the spell they tried to cast
/// this session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    name: Name,
    sheet: Sheet,
    cast: Option<Name>,
}

impl Member {
    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// The sheet now.
    #[must_use]
    pub const fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// Whether alive.
    #[must_use]
    pub const fn alive(&self) -> bool {
        !self.sheet.health().is_dead()
    }
}

/// The state of a 3d6 Constitution expedition between commands: the
/// party, where it is, the clocks, the monsters met and the treasure
/// carried. Its rules are its [`Machine`] implementation; an
/// [`Expedition`] is a log of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    party: Vec<Member>,
    place: Place,
    /// Days on the road.
    days: Clock,
    /// Turns in the site.
    turns: Clock,
    /// Miles still to go on this leg.
    to_go: Ratio<u32>,
    /// The day's march is done: the evening is due.
    marched: bool,
    /// Monsters met and not yet fought, by place in the referee's list.
    pending: Vec<usize>,
    /// The light burning in the site: its timer.
    light: Option<u32>,
    /// No light left in the site.
    dark: bool,
    /// The hoard is found.
    found: bool,
    /// Turns still to walk out of the site.
    exit_left: u32,
    /// Treasures carried: (treasure, member).
    carried: Vec<(usize, usize)>,
    /// Hit dice of the foes overcome.
    overcome: Vec<u32>,
    /// Rounds fought.
    rounds: u32,
    /// A fight lost.
    beaten: bool,
    /// The value brought home, in silver.
    home_value: u64,
    ending: Option<Ending>,
}

/// The documentation of [`Expedition`].
macro_rules! expedition_doc {
    () => {
        r#"A 3d6 Constitution expedition: the party, the clocks and the procedures
of play, each [`Command`] applied by `step` with every consequence and
answered with the [`Event`]s it made, every die in them.

With the `serde` feature it saves as `{"version": 1, "setup": ...,
"commands": [...], "faces": [...], "events": [...]}` and reads back only by
replaying the commands from exactly the faces.

# Examples

```
use osr_play::Name;
use osr_play::constitution::*;
use osr_combat::constitution::{DamageDie, Policy};
use osr_core::SuppliedFaces;
use osr_sheet::constitution::{Abilities, Ability, Sheet};
use osr_travel::constitution::{Terrain, Weather};

let wolf = Monster {
    name: Name::new("wolf")?, count: 1, hit_dice: 1, strength: 12, wits: 12, ac: 21,
    damage: DamageDie::D6, morale: 8, surprise: Surprise::None,
};
let referee = Referee {
    market: vec![],
    road: Road {
        miles: 12, terrain: Terrain::Forest, weather: vec![Weather::Clear], streams: true,
        table: vec![Row { low: 1, high: 6, monster: 0 }],
    },
    site: Site {
        name: Name::new("the crypt")?, table: vec![Row { low: 1, high: 6, monster: 0 }],
        search_turns: 3, search_dc: 20, exit_turns: 2, light_spell: None, hoard: vec![],
    },
    monsters: vec![wolf],
};
let ash = Recruit {
    name: Name::new("Ash")?,
    sheet: Sheet::new(Abilities::new([12, 11, 10, 9, 8])?, 4)?,
    improve: Ability::ALL.to_vec(),
    initiations: vec![],
};
let mut expedition = Expedition::new(Setup::new(vec![ash], referee)?)?;
expedition.step(Command::Depart, &mut SuppliedFaces::new(&[]))?;
// 12 miles of forest in a day; three checks at 1 in 3: d6 5, 4 and 6, nothing met.
let events = expedition.step(Command::March, &mut SuppliedFaces::new(&[5, 4, 6]))?;
assert_eq!(events[0].to_string(), "day 1, clear: 12 miles at Ash's pace, 0 to go");
assert_eq!(expedition.state().place(), Place::Site);
assert_eq!(expedition.state().allowed(), ["search", "leave"]);
// A refused command changes nothing.
assert!(expedition.step(Command::Camp, &mut SuppliedFaces::new(&[])).is_err());
# let _ = Policy::default();
# Ok::<(), Box<dyn std::error::Error>>(())
```"#
    };
}

#[doc = expedition_doc!()]
pub type Expedition = osr_combat::Log<State>;

impl Machine for State {
    const TITLE: &'static str = "a saved expedition";
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "ConstitutionExpedition";
    const DESCRIPTION: &'static str = expedition_doc!();

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let party = setup
            .party()
            .iter()
            .map(|r| Member {
                name: r.name.clone(),
                sheet: r.sheet.clone(),
                cast: None,
            })
            .collect();
        Ok(Self {
            party,
            place: Place::Town,
            days: Clock::new(Unit::Day),
            turns: Clock::new(Unit::Turn),
            to_go: Ratio::from_integer(setup.referee().road.miles),
            marched: false,
            pending: Vec::new(),
            light: None,
            dark: false,
            found: false,
            exit_left: setup.referee().site.exit_turns,
            carried: Vec::new(),
            overcome: Vec::new(),
            rounds: 0,
            beaten: false,
            home_value: 0,
            ending: None,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let key = command.key();
        if !self.allowed().contains(&key) {
            return Err(Error::NotNow {
                command: key,
                reason: self.why_not(),
            });
        }
        match *command {
            Command::Buy { member, ware } => self.buy(setup, member, ware, source, events),
            Command::Depart => {
                self.place = Place::Road { homeward: false };
                events.push(Event::Departed {
                    site: setup.referee().site.name.clone(),
                    miles: setup.referee().road.miles,
                });
                Ok(())
            }
            Command::March => self.march(setup, source, events),
            Command::Fight { policy } => self.fight(setup, policy, source, events),
            Command::Rest => self.rest(setup, source, events),
            Command::Camp => self.camp(setup, source, events),
            Command::Cast { member } => self.cast(setup, member, source, events),
            Command::Search => self.search(setup, source, events),
            Command::Leave => self.leave(setup, source, events),
            Command::EndSession => self.end_session(setup, source, events),
        }?;
        if self.ending.is_none() && !self.party.iter().any(Member::alive) {
            self.end(Ending::Dead, events);
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    fn over() -> Error {
        Error::ExpeditionOver
    }
}

impl State {
    /// The party, in marching order.
    #[must_use]
    pub fn party(&self) -> &[Member] {
        &self.party
    }

    /// Where the party is.
    #[must_use]
    pub const fn place(&self) -> Place {
        self.place
    }

    /// The day clock: days on the road.
    #[must_use]
    pub const fn days(&self) -> &Clock {
        &self.days
    }

    /// The turn clock of the site, with its light timers.
    #[must_use]
    pub const fn turns(&self) -> &Clock {
        &self.turns
    }

    /// Miles still to go on this leg.
    #[must_use]
    pub const fn to_go(&self) -> Ratio<u32> {
        self.to_go
    }

    /// Whether the hoard has been found.
    #[must_use]
    pub const fn found(&self) -> bool {
        self.found
    }

    /// The ending, once the expedition is over.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The monsters met and not yet fought, by place in
    /// [`Referee::monsters`]: the next `fight` is with the first.
    #[must_use]
    pub fn pending(&self) -> &[usize] {
        &self.pending
    }

    /// Treasures carried: (treasure by place in the hoard, member).
    #[must_use]
    pub fn carried(&self) -> &[(usize, usize)] {
        &self.carried
    }

    /// The expedition in figures, once it is over.
    #[must_use]
    pub fn summary(&self) -> Option<Summary> {
        let ending = self.ending?;
        let deaths = self.party.iter().filter(|m| !m.alive()).count();
        Some(Summary {
            ending,
            rounds: self.rounds,
            deaths: u32::try_from(deaths).unwrap_or(u32::MAX),
            treasure_home: self.home_value,
        })
    }

    /// The commands allowed now, by key ([`Command::key`]); empty once
    /// the expedition is over.
    #[must_use]
    pub fn allowed(&self) -> Vec<&'static str> {
        let mut keys = Vec::new();
        if self.ending.is_some() {
            return keys;
        }
        if !self.pending.is_empty() {
            keys.push("fight");
            return keys;
        }
        match self.place {
            Place::Town => keys.extend(["buy", "depart"]),
            Place::Road { .. } => {
                if self.wants_rest() {
                    keys.push("rest");
                }
                keys.push(if self.marched { "camp" } else { "march" });
            }
            Place::Site => {
                if self.caster().is_some() {
                    keys.push("cast");
                }
                if self.wants_rest() {
                    keys.push("rest");
                }
                if !self.found && !self.dark {
                    keys.push("search");
                }
                keys.push("leave");
            }
            Place::Home => keys.push("end_session"),
        }
        keys
    }

    fn why_not(&self) -> &'static str {
        if !self.pending.is_empty() {
            return "monsters are upon the party";
        }
        match self.place {
            Place::Town => "the party is in town",
            Place::Road { .. } if self.marched => "the day's march is done: the evening is due",
            Place::Road { .. } => "the party is on the road",
            Place::Site => "the party is in the site",
            Place::Home => "the party is home",
        }
    }

    fn end(&mut self, ending: Ending, events: &mut Vec<Event>) {
        self.ending = Some(ending);
        events.push(Event::Ended { ending });
    }

    fn alive(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.party.len()).filter(|&i| self.party.get(i).is_some_and(Member::alive))
    }

    fn member(&self, i: usize, command: &'static str) -> Result<&Member, Error> {
        let m = self.party.get(i).ok_or(Error::NoSuchMember {
            index: i,
            members: self.party.len(),
        })?;
        if !m.alive() {
            return Err(Error::Unable {
                name: m.name.clone(),
                command,
                reason: "dead",
            });
        }
        Ok(m)
    }
}
