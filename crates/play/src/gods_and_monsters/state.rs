//! The expedition between commands, and the procedures of play.

use alloc::vec::Vec;

use osr_combat::Machine;
use osr_core::FaceSource;
use osr_health::gods_and_monsters::{DeathTimer, Vitals};
use osr_sheet::gods_and_monsters::{Item, Misc, Sheet};
use osr_travel::{Clock, Unit};

use super::{Command, Event, Setup};
use crate::{Ending, Error, Name, Summary};

/// Rounds in an hour.
pub(super) const HOUR: u64 = 360;
/// Hours a walking day lasts.
pub(super) const WALKING_HOURS: u64 = 16;
/// Hours a night's camp lasts (rule GM-health.rest).
pub(super) const NIGHT_HOURS: u32 = 8;
/// Minutes of rest after exploring for the time base (rule GM-travel.rest).
pub(super) const PAUSE_MINUTES: u32 = 10;
/// Days of rest at home at most.
pub(super) const HOME_REST_DAYS: u32 = 60;

/// Where the party is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "at", rename_all = "snake_case"))]
pub enum Location {
    /// In town, buying gear.
    Town,
    /// On the road: stretches walked in this direction.
    Road {
        /// Stretches walked.
        walked: usize,
        /// Whether on the way home.
        homeward: bool,
    },
    /// In the site: the room reached (none at the entrance).
    Site {
        /// The room, an index of the site.
        room: Option<usize>,
    },
    /// Home.
    Home,
}

/// A member's condition beyond the sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "condition", rename_all = "snake_case"))]
pub enum Condition {
    /// Alive and able.
    Well,
    /// Dying: the death timer runs on the clock.
    Dying {
        /// The time left when it started.
        timer: DeathTimer,
        /// The clock's timer.
        clock: u32,
    },
    /// Dead.
    Dead,
}

/// A member of the party now: name, sheet and condition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberState {
    pub(super) name: Name,
    pub(super) sheet: Sheet,
    pub(super) condition: Condition,
}

impl MemberState {
    /// The member's name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// The member's sheet.
    #[must_use]
    pub const fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// The member's condition.
    #[must_use]
    pub const fn condition(&self) -> Condition {
        self.condition
    }

    /// Whether alive.
    #[must_use]
    pub const fn alive(&self) -> bool {
        !matches!(self.condition, Condition::Dead)
    }

    /// Whether alive and not dying: able to walk and fight.
    #[must_use]
    pub const fn able(&self) -> bool {
        matches!(self.condition, Condition::Well)
    }

    pub(super) fn hurt(&self) -> bool {
        let v = self.sheet.vitals();
        v.survival() < v.max_survival() || v.injuries() > 0
    }
}

/// Foes met and not yet fought or parleyed with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meeting {
    pub(super) foes: usize,
    pub(super) vitals: Vec<Vitals>,
    pub(super) wandering: bool,
    pub(super) asleep: bool,
}

impl Meeting {
    /// The group met (an index of [`Setup::foes`]).
    #[must_use]
    pub const fn foes(&self) -> usize {
        self.foes
    }

    /// Whether wanderers (else the foes of a lair).
    #[must_use]
    pub const fn wandering(&self) -> bool {
        self.wandering
    }
}

/// A Gods & Monsters expedition between commands: the party, the clock
/// and its timers, where the party is, what it met and carries. Its rules
/// are its [`Machine`] implementation; [`Expedition`](super::Expedition) is
/// its record.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::gods_and_monsters::{Expedition, Location, Member, Setup};
/// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
///
/// let sheet = Sheet::new(Archetype::Thief, Species::dwarf(),
///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
/// let members = vec![Member { name: Name::new("Kesk")?, sheet }];
/// let expedition = Expedition::new(Setup::greyfell(members)?)?;
/// let state = expedition.state();
/// assert_eq!((state.location(), state.day(), state.clock().now()), (Location::Town, 1, 0));
/// assert_eq!(state.allowed(expedition.setup()), ["buy", "travel"]);
/// assert_eq!(state.summary(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    pub(super) members: Vec<MemberState>,
    pub(super) clock: Clock,
    pub(super) day: u32,
    pub(super) location: Location,
    pub(super) dusk: bool,
    pub(super) meeting: Option<Meeting>,
    pub(super) torch: Option<u32>,
    pub(super) dark: bool,
    pub(super) encounter_timer: Option<u32>,
    pub(super) rest_timer: Option<u32>,
    pub(super) pause_due: bool,
    pub(super) sleeping: bool,
    pub(super) cleared: Vec<bool>,
    pub(super) searches: u32,
    pub(super) found: bool,
    pub(super) carried: u64,
    pub(super) home: u64,
    pub(super) engaged: Vec<usize>,
    pub(super) xp: u64,
    pub(super) routed: bool,
    pub(super) rounds: u32,
    pub(super) ending: Option<Ending>,
}

impl Machine for State {
    const TITLE: &'static str = "a saved expedition";
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "GodsAndMonstersExpedition";
    const DESCRIPTION: &'static str = "A saved Gods & Monsters expedition: its setup, commands, \
        faces and events, read back by replaying them.";

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        Ok(Self {
            members: setup
                .members()
                .iter()
                .map(|m| MemberState {
                    name: m.name.clone(),
                    sheet: m.sheet.clone(),
                    condition: Condition::Well,
                })
                .collect(),
            clock: Clock::new(Unit::Round),
            day: 1,
            location: Location::Town,
            dusk: false,
            meeting: None,
            torch: None,
            dark: false,
            encounter_timer: None,
            rest_timer: None,
            pause_due: false,
            sleeping: false,
            cleared: alloc::vec![false; setup.site().len()],
            searches: 0,
            found: false,
            carried: 0,
            home: 0,
            engaged: Vec::new(),
            xp: 0,
            routed: false,
            rounds: 0,
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
        self.check(setup, command)?;
        match command {
            Command::Buy {
                member,
                items,
                place,
            } => self.buy(*member, items, *place, events)?,
            Command::Travel => self.travel(setup, source, events)?,
            Command::Explore => self.explore(setup, source, events)?,
            Command::Search => self.search(setup, source, events)?,
            Command::Leave => self.leave(setup, events)?,
            Command::Camp => self.camp(setup, source, events)?,
            Command::Fight { tactic } => self.fight(setup, *tactic, source, events)?,
            Command::Parley => self.parley(setup, events)?,
            Command::Home { donate } => self.come_home(*donate, source, events)?,
        }
        // The last stretch home walked and nobody in the way: home.
        let len = setup.route().len();
        if self.meeting.is_none()
            && matches!(self.location, Location::Road { walked, homeward: true } if walked >= len)
        {
            self.arrive_home()?;
        }
        if self.ending.is_none() && !self.members.iter().any(MemberState::alive) {
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
    pub fn members(&self) -> &[MemberState] {
        &self.members
    }

    /// The clock: rounds since the start, and its timers.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The day, from 1.
    #[must_use]
    pub const fn day(&self) -> u32 {
        self.day
    }

    /// Where the party is.
    #[must_use]
    pub const fn location(&self) -> Location {
        self.location
    }

    /// The foes met and not yet dealt with.
    #[must_use]
    pub const fn meeting(&self) -> Option<&Meeting> {
        self.meeting.as_ref()
    }

    /// Searches made in the room.
    #[must_use]
    pub const fn searches(&self) -> u32 {
        self.searches
    }

    /// Whether the hoard has been found.
    #[must_use]
    pub const fn hoard_found(&self) -> bool {
        self.found
    }

    /// Silver coins carried.
    #[must_use]
    pub const fn carried(&self) -> u64 {
        self.carried
    }

    /// Silver coins brought home (known once the party is home and has
    /// shared them).
    #[must_use]
    pub const fn treasure_home(&self) -> u64 {
        self.home
    }

    /// Whether night has fallen on the road: the party must camp.
    #[must_use]
    pub const fn dusk(&self) -> bool {
        self.dusk
    }

    /// Torches left in the party's packs.
    #[must_use]
    pub fn torches(&self) -> u32 {
        let n = self
            .members
            .iter()
            .filter(|m| m.alive())
            .flat_map(|m| m.sheet.gear())
            .filter(|g| g.item == Item::Misc(Misc::Torch))
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// How the expedition ended, once it has.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The expedition in figures, once it is over.
    #[must_use]
    pub fn summary(&self) -> Option<Summary> {
        self.ending.map(|ending| Summary {
            ending,
            rounds: self.rounds,
            deaths: u32::try_from(self.members.iter().filter(|m| !m.alive()).count())
                .unwrap_or(u32::MAX),
            treasure_home: self.home,
        })
    }

    /// Whether the rules allow `command` now.
    #[must_use]
    pub fn allows(&self, setup: &Setup, command: &Command) -> bool {
        self.check(setup, command).is_ok()
    }

    /// The commands the rules allow now, in words (`"travel"`, `"camp"`).
    #[must_use]
    pub fn allowed(&self, setup: &Setup) -> Vec<&'static str> {
        [
            Command::Buy {
                member: 0,
                items: Vec::new(),
                place: osr_sheet::gods_and_monsters::Place::Carried,
            },
            Command::Travel,
            Command::Explore,
            Command::Search,
            Command::Leave,
            Command::Camp,
            Command::Fight {
                tactic: super::Tactic::Focus,
            },
            Command::Parley,
            Command::Home { donate: 0 },
        ]
        .iter()
        .filter(|c| self.allows(setup, c))
        .map(Command::word)
        .collect()
    }

    fn check(&self, setup: &Setup, command: &Command) -> Result<(), Error> {
        let word = command.word();
        let not_now = |reason| {
            Err(Error::NotNow {
                command: word,
                reason,
            })
        };
        if self.ending.is_some() {
            return Err(Error::ExpeditionOver);
        }
        let fighting = matches!(command, Command::Fight { .. } | Command::Parley);
        if let Some(meeting) = &self.meeting {
            if !fighting {
                return not_now("foes are upon the party: fight or parley");
            }
            if matches!(command, Command::Parley)
                && setup.foes().get(meeting.foes).is_some_and(|f| f.hostile)
            {
                return not_now("these foes attack on sight");
            }
            return Ok(());
        }
        if fighting {
            return not_now("there is nobody to meet");
        }
        let dying = self
            .members
            .iter()
            .any(|m| matches!(m.condition, Condition::Dying { .. }));
        let moving = matches!(command, Command::Travel | Command::Explore | Command::Leave);
        if moving && dying {
            return not_now("a member is dying: the party tends them first");
        }
        let len = setup.route().len();
        match (command, self.location) {
            (Command::Buy { member, .. }, Location::Town) => {
                if *member >= self.members.len() {
                    return Err(Error::NoSuchMember {
                        index: *member,
                        members: self.members.len(),
                    });
                }
                Ok(())
            }
            (Command::Buy { .. }, _) => not_now("the market is in town"),
            (Command::Travel | Command::Explore, _) if self.dusk => {
                not_now("night has fallen: the party camps")
            }
            (Command::Travel, Location::Town) => Ok(()),
            (Command::Travel, Location::Road { walked, .. }) if walked < len => Ok(()),
            (Command::Travel, _) => not_now("there is no road left to walk"),
            (Command::Explore, Location::Road { walked, homeward })
                if walked == len && !homeward =>
            {
                Ok(())
            }
            (Command::Explore, Location::Site { room }) => {
                if room.map_or(0, |r| r + 1) < setup.site().len() {
                    Ok(())
                } else {
                    not_now("the site has no room left to explore")
                }
            }
            (Command::Explore, _) => not_now("the party is not at the site"),
            (Command::Search, _) if !self.members.iter().any(MemberState::able) => {
                not_now("nobody is able to search")
            }
            (Command::Search, Location::Site { room: Some(room) }) => {
                if setup.site().get(room).is_some_and(|r| r.hoard) && !self.found {
                    Ok(())
                } else {
                    not_now("nothing is hidden here")
                }
            }
            (Command::Search, _) => not_now("the party is in no room of the site"),
            (Command::Leave, Location::Site { .. }) => Ok(()),
            (Command::Leave, _) => not_now("the party is not in the site"),
            (Command::Camp, Location::Road { .. } | Location::Site { .. }) => Ok(()),
            (Command::Camp, _) => not_now("the party sleeps in beds in town and at home"),
            (Command::Home { .. }, Location::Home) => Ok(()),
            (Command::Home { .. }, _) => not_now("the party is not home"),
            (Command::Fight { .. } | Command::Parley, _) => not_now("there is nobody to meet"),
        }
    }

    pub(super) fn end(&mut self, ending: Ending, events: &mut Vec<Event>) {
        self.ending = Some(ending);
        events.push(Event::Ended { ending });
    }
}
