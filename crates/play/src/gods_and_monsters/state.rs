//! The expedition between commands, and the procedures of play.

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use osr_advancement::gods_and_monsters::{Disposal, loot_xp, share};
use osr_check::Check as _;
use osr_combat::Machine;
use osr_core::{Die, FaceSource};
use osr_health::gods_and_monsters::{DeathTimer, RestChoice, TimerUnit, Vitals};
use osr_sheet::gods_and_monsters::{GearPurchase, Item, Misc, Npc, Price, Reaction, Sheet};
use osr_travel::gods_and_monsters::{LightSource, Speed, TimeBase, daily_miles, search};
use osr_travel::{Clock, ClockEvent, TimerKind, Unit};

use super::{Body, Command, Event, Setup};
use crate::{Ending, Error, Name, Summary};

/// Rounds in an hour.
const HOUR: u64 = 360;
/// Hours a walking day lasts.
const WALKING_HOURS: u64 = 16;
/// Hours a night's camp lasts (rule GM-health.rest).
const NIGHT_HOURS: u32 = 8;
/// Minutes of rest after exploring for the time base (rule GM-travel.rest).
const PAUSE_MINUTES: u32 = 10;
/// Days of rest at home at most.
const HOME_REST_DAYS: u32 = 60;

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

    fn hurt(&self) -> bool {
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
    clock: Clock,
    day: u32,
    location: Location,
    dusk: bool,
    pub(super) meeting: Option<Meeting>,
    torch: Option<u32>,
    dark: bool,
    encounter_timer: Option<u32>,
    rest_timer: Option<u32>,
    pause_due: bool,
    sleeping: bool,
    cleared: Vec<bool>,
    searches: u32,
    found: bool,
    carried: u64,
    home: u64,
    engaged: Vec<usize>,
    pub(super) xp: u64,
    pub(super) routed: bool,
    pub(super) rounds: u32,
    ending: Option<Ending>,
}

impl Machine for State {
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

    fn buy(
        &mut self,
        member: usize,
        items: &[Item],
        place: osr_sheet::gods_and_monsters::Place,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if items.len() > 8 {
            return Err(Error::TooMany {
                what: "choices of a purchase",
                len: items.len(),
                max: 8,
            });
        }
        let m = self.members.get_mut(member).ok_or(Error::NoSuchMember {
            index: member,
            members: 0,
        })?;
        for &item in items {
            let purchase = GearPurchase {
                item,
                made_for: m.sheet.size(),
                place,
            };
            match m.sheet.buy_for(purchase) {
                Ok(osr_sheet::gods_and_monsters::Event::Bought {
                    cost, coins_left, ..
                }) => {
                    events.push(Event::Bought {
                        member: m.name.clone(),
                        item,
                        cost,
                        coins_left,
                    });
                    return Ok(());
                }
                Ok(_) => return Ok(()),
                Err(err) => {
                    let reason = match err {
                        osr_sheet::Error::NotEnoughCoins { cost, coins, .. } => {
                            format!("it costs {cost} sc and {} has {coins} sc", m.name)
                        }
                        osr_sheet::Error::Encumbrance(err) => err.to_string(),
                        _ => "the rules do not allow it".into(),
                    };
                    events.push(Event::CannotBuy {
                        member: m.name.clone(),
                        item,
                        reason,
                    });
                }
            }
        }
        Ok(())
    }

    /// The party's Movement: the slowest able member's.
    fn movement(&self) -> u32 {
        self.members
            .iter()
            .filter(|m| m.able())
            .map(|m| m.sheet.movement())
            .min()
            .unwrap_or(1)
    }

    fn start_encounter_timer(&mut self, setup: &Setup, in_site: bool) -> Result<(), Error> {
        if let Some(id) = self.encounter_timer.take() {
            self.clock.stop(id)?;
        }
        let e = setup.encounters();
        let rounds = if in_site {
            e.site_minutes * 6
        } else {
            e.road_hours * 360
        };
        self.encounter_timer = Some(self.clock.start(
            TimerKind::Referee,
            "encounter check",
            rounds,
        )?);
        Ok(())
    }

    fn start_rest_timer(&mut self) -> Result<(), Error> {
        if let Some(id) = self.rest_timer.take() {
            self.clock.stop(id)?;
        }
        let endurance = self
            .members
            .iter()
            .filter(|m| m.able())
            .map(|m| {
                m.sheet
                    .abilities()
                    .get(osr_sheet::gods_and_monsters::Ability::Endurance)
            })
            .min()
            .unwrap_or(1)
            .max(1);
        let rounds = match Speed::Explore.time_base(endurance)? {
            TimeBase::Rounds(n) => n,
            TimeBase::Minutes(n) => n.saturating_mul(6),
        };
        self.rest_timer = Some(self.clock.start(
            TimerKind::Referee,
            "rest",
            rounds.clamp(1, 100_000),
        )?);
        Ok(())
    }

    /// Lights the next torch from a member's pack, or goes dark.
    fn light(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
        let carrier = self.members.iter().position(|m| {
            m.alive()
                && m.sheet
                    .gear()
                    .iter()
                    .any(|g| g.item == Item::Misc(Misc::Torch))
        });
        let Some(i) = carrier else {
            if !self.dark {
                events.push(Event::Darkness);
            }
            self.dark = true;
            return Ok(());
        };
        let Some(m) = self.members.get_mut(i) else {
            return Ok(());
        };
        let mut gear = m.sheet.gear().to_vec();
        if let Some(at) = gear.iter().position(|g| g.item == Item::Misc(Misc::Torch)) {
            gear.remove(at);
        }
        m.sheet = m.sheet.clone().with_gear(m.sheet.coins(), &gear)?;
        let name = m.name.clone();
        let id = LightSource::Torch.light(&mut self.clock, 1)?;
        self.torch = Some(id);
        self.dark = false;
        events.push(Event::TorchLit {
            member: name,
            rounds: u32::try_from(self.clock.remaining(id).unwrap_or(0)).unwrap_or(0),
            left: self.torches(),
        });
        Ok(())
    }

    /// Time passes: every timer that runs out on the way does what it
    /// does, at its time.
    pub(super) fn pass<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        rounds: u64,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let mut left = rounds;
        let calm = self.meeting.is_none();
        // Foes met cut the activity short: the time left is not spent.
        while left > 0 && !(calm && self.meeting.is_some()) {
            let next = self
                .clock
                .timers()
                .iter()
                .map(|t| t.ends.saturating_sub(self.clock.now()).max(1))
                .min()
                .unwrap_or(left);
            let step = left.min(next).min(100_000);
            left -= step;
            let step = u32::try_from(step).map_err(|_| Error::Overflow { what: "time" })?;
            for event in self.clock.advance(step)? {
                if let ClockEvent::TimerExpired { id, at, .. } = event {
                    self.expired(setup, id, at, source, events)?;
                }
            }
            if self.pause_due {
                self.pause_due = false;
                events.push(Event::Paused {
                    minutes: PAUSE_MINUTES,
                });
                left += osr_travel::gods_and_monsters::rounds(PAUSE_MINUTES);
                self.start_rest_timer()?;
            }
        }
        Ok(())
    }

    fn expired<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        id: u32,
        at: u64,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.torch == Some(id) {
            self.torch = None;
            events.push(Event::TorchOut { at });
            return self.light(events);
        }
        if self.rest_timer == Some(id) {
            self.rest_timer = None;
            self.pause_due = !self.sleeping;
            return Ok(());
        }
        if self.encounter_timer == Some(id) {
            self.encounter_timer = None;
            self.start_encounter_timer(setup, matches!(self.location, Location::Site { .. }))?;
            if self.meeting.is_none() && self.members.iter().any(MemberState::alive) {
                self.encounter_check(setup, source, events)?;
            }
            return Ok(());
        }
        for m in &mut self.members {
            if matches!(m.condition, Condition::Dying { clock, .. } if clock == id) {
                m.condition = Condition::Dead;
                events.push(Event::Died {
                    member: m.name.clone(),
                });
            }
        }
        Ok(())
    }

    fn encounter_check<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let e = setup.encounters();
        let face = e.die.roll(source)?;
        events.push(Event::EncounterCheck {
            die: e.die.sides(),
            face,
            on: e.on,
        });
        if face > e.on {
            return Ok(());
        }
        let sides = u32::try_from(e.table.len()).map_err(|_| Error::Overflow { what: "table" })?;
        let table = Die::new(sides)?;
        let face = table.roll(source)?;
        let entry = usize::try_from(face - 1).unwrap_or(0);
        let foes = e.table.get(entry).copied().unwrap_or(0);
        let group = setup
            .foes()
            .get(foes)
            .ok_or(Error::Overflow { what: "foes" })?;
        events.push(Event::Wanderers {
            die: sides,
            face,
            foes: group.name.clone(),
            asleep: self.sleeping,
        });
        self.meet(setup, foes, true, source, events)
    }

    /// Foes met: each non-player monster's survival rolled.
    fn meet<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        foes: usize,
        wandering: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let group = setup
            .foes()
            .get(foes)
            .ok_or(Error::Overflow { what: "foes" })?;
        let names = super::fight::foe_names(group);
        let mut vitals = Vec::new();
        for (monster, name) in group.monsters.iter().zip(names) {
            match monster.body {
                Body::Npc { level, warrior } => {
                    let npc = Npc::roll(level, warrior, 0, source)?;
                    events.push(Event::FoeRolled {
                        foe: name,
                        level,
                        warrior,
                        faces: npc.faces().to_vec(),
                        survival: npc.vitals().max_survival(),
                    });
                    vitals.push(*npc.vitals());
                }
                Body::Creature { survival, .. } => vitals.push(Vitals::new(survival, 0)?),
            }
        }
        self.meeting = Some(Meeting {
            foes,
            vitals,
            wandering,
            asleep: self.sleeping,
        });
        Ok(())
    }

    fn travel<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let (walked, homeward) = match self.location {
            Location::Road { walked, homeward } => (walked, homeward),
            _ => {
                self.start_encounter_timer(setup, false)?;
                (0, false)
            }
        };
        let len = setup.route().len();
        let index = if homeward { len - 1 - walked } else { walked };
        let stretch = setup
            .route()
            .get(index)
            .ok_or(Error::Overflow { what: "route" })?;
        let movement = self.movement();
        let miles = daily_miles(movement, stretch.going, false);
        events.push(Event::Walked {
            stretch: stretch.name.clone(),
            homeward,
            movement,
            miles: miles.to_integer(),
            half: !miles.is_integer(),
        });
        self.location = Location::Road {
            walked: walked + 1,
            homeward,
        };
        self.dusk = true;
        self.pass(setup, WALKING_HOURS * HOUR, source, events)?;
        if homeward && walked + 1 == len && self.meeting.is_none() {
            self.arrive_home()?;
        }
        Ok(())
    }

    fn arrive_home(&mut self) -> Result<(), Error> {
        self.location = Location::Home;
        self.dusk = false;
        for id in [
            self.encounter_timer.take(),
            self.rest_timer.take(),
            self.torch.take(),
        ]
        .into_iter()
        .flatten()
        {
            self.clock.stop(id)?;
        }
        Ok(())
    }

    fn explore<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let next = match self.location {
            Location::Site { room } => room.map_or(0, |r| r + 1),
            _ => {
                self.location = Location::Site { room: None };
                self.dusk = false;
                self.start_encounter_timer(setup, true)?;
                self.start_rest_timer()?;
                if let Some(first) = setup.site().first() {
                    events.push(Event::Arrived {
                        room: first.name.clone(),
                    });
                }
                0
            }
        };
        if self.torch.is_none() {
            self.light(events)?;
        }
        let room = setup
            .site()
            .get(next)
            .ok_or(Error::Overflow { what: "site" })?;
        let mut speed = Speed::Explore.yards_per_minute(self.movement())?;
        if self.dark {
            speed /= 4;
        }
        let yards = num_rational::Ratio::from_integer(room.yards);
        let minutes = (yards / speed).ceil().to_integer().max(1);
        events.push(Event::Explored {
            room: room.name.clone(),
            yards: room.yards,
            speed: speed.to_integer(),
            minutes,
            dark: self.dark,
        });
        self.location = Location::Site { room: Some(next) };
        self.searches = 0;
        self.pass(
            setup,
            osr_travel::gods_and_monsters::rounds(minutes),
            source,
            events,
        )?;
        if self.meeting.is_none() {
            if let (Some(lair), false) =
                (room.lair, self.cleared.get(next).copied().unwrap_or(true))
            {
                let group = setup
                    .foes()
                    .get(lair)
                    .ok_or(Error::Overflow { what: "foes" })?;
                events.push(Event::Lair {
                    room: room.name.clone(),
                    foes: group.name.clone(),
                });
                self.meet(setup, lair, false, source, events)?;
            }
        }
        Ok(())
    }

    pub(super) fn clear_room(&mut self) {
        if let Location::Site { room: Some(room) } = self.location {
            if let Some(c) = self.cleared.get_mut(room) {
                *c = true;
            }
        }
    }

    fn search<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Location::Site { room: Some(index) } = self.location else {
            return Ok(());
        };
        let room = setup
            .site()
            .get(index)
            .ok_or(Error::Overflow { what: "site" })?;
        let (penalty, minutes) = search(room.width, room.length)?;
        let Some(seeker) = self
            .members
            .iter()
            .filter(|m| m.able())
            .max_by_key(|m| m.sheet.reaction(Reaction::Perception))
        else {
            return Err(Error::NotNow {
                command: "search",
                reason: "nobody is able to search",
            });
        };
        let roll = seeker
            .sheet
            .reaction_roll(Reaction::Perception)?
            .with_modifier(penalty)?;
        let save = roll.roll(source)?;
        events.push(Event::Searched {
            member: seeker.name.clone(),
            minutes,
            penalty,
            face: save.face(),
            target: roll.target(),
            found: save.passed(),
        });
        self.searches += 1;
        self.pass(
            setup,
            osr_travel::gods_and_monsters::rounds(minutes),
            source,
            events,
        )?;
        if save.passed() {
            let hoard = setup.hoard();
            let mut faces = Vec::new();
            for _ in 0..hoard.count {
                faces.push(hoard.die.roll(source)?);
            }
            let points: u64 = faces.iter().map(|f| u64::from(*f)).sum();
            let silver = points * u64::from(hoard.times);
            self.found = true;
            self.carried += silver;
            events.push(Event::HoardFound {
                die: hoard.die.sides(),
                faces,
                times: hoard.times,
                silver,
            });
        }
        Ok(())
    }

    pub(super) fn leave(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        events.push(Event::LeftSite {
            silver: self.carried,
        });
        self.turn_home(setup)
    }

    /// The party turns for home from wherever it is.
    pub(super) fn turn_home(&mut self, setup: &Setup) -> Result<(), Error> {
        let len = setup.route().len();
        self.location = match self.location {
            Location::Road {
                walked,
                homeward: false,
            } => Location::Road {
                walked: len - walked.min(len),
                homeward: true,
            },
            Location::Road { walked, .. } => Location::Road {
                walked,
                homeward: true,
            },
            Location::Site { .. } => {
                for id in [self.rest_timer.take(), self.torch.take()]
                    .into_iter()
                    .flatten()
                {
                    self.clock.stop(id)?;
                }
                self.start_encounter_timer(setup, false)?;
                Location::Road {
                    walked: 0,
                    homeward: true,
                }
            }
            other => other,
        };
        if self.location
            == (Location::Road {
                walked: len,
                homeward: true,
            })
        {
            self.arrive_home()?;
        }
        Ok(())
    }

    fn camp<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        events.push(Event::Camped { hours: NIGHT_HOURS });
        self.sleeping = true;
        let passed = self.pass(setup, u64::from(NIGHT_HOURS) * HOUR, source, events);
        self.sleeping = false;
        passed?;
        if self.meeting.is_some() {
            // The night is broken: no rest, no new day yet.
            return Ok(());
        }
        for m in self.members.iter_mut().filter(|m| m.alive() && m.hurt()) {
            let choice = if m.sheet.vitals().injuries() > 0 {
                RestChoice::Injury
            } else {
                RestChoice::Survival
            };
            let changes = m.sheet.rest_night(choice, source)?;
            events.push(Event::Rested {
                member: m.name.clone(),
                changes,
            });
        }
        for m in &mut self.members {
            if let Condition::Dying { timer, clock } = m.condition {
                if m.sheet.vitals().injuries() == 0 {
                    let left = self.clock.remaining(clock).unwrap_or(0);
                    self.clock.stop(clock)?;
                    m.condition = Condition::Well;
                    let units = match timer.unit() {
                        TimerUnit::Minutes => left / 6,
                        TimerUnit::Hours => left / HOUR,
                    };
                    let left = u32::try_from(units).unwrap_or(u32::MAX);
                    events.push(Event::Saved {
                        member: m.name.clone(),
                        timer: timer.elapse(timer.left().saturating_sub(left)),
                    });
                }
            }
        }
        self.day += 1;
        self.dusk = false;
        events.push(Event::DayBegan { day: self.day });
        for m in self.members.iter_mut().filter(|m| m.alive()) {
            if let Some(change) = m.sheet.wake() {
                events.push(Event::VerveBack {
                    member: m.name.clone(),
                    change,
                    waking: true,
                });
            }
        }
        if matches!(self.location, Location::Site { .. }) {
            self.start_rest_timer()?;
        }
        Ok(())
    }

    /// A dying member's death timer on the clock.
    pub(super) fn start_dying(&mut self, index: usize, timer: DeathTimer) -> Result<(), Error> {
        let rounds = match timer.unit() {
            TimerUnit::Minutes => u64::from(timer.left()) * 6,
            TimerUnit::Hours => u64::from(timer.left()) * HOUR,
        };
        let rounds = u32::try_from(rounds.clamp(1, 100_000)).unwrap_or(100_000);
        let Some(m) = self.members.get_mut(index) else {
            return Ok(());
        };
        let label = format!("dying: {}", m.name);
        let clock = self.clock.start(
            TimerKind::Referee,
            label.get(..64).unwrap_or("dying"),
            rounds,
        )?;
        m.condition = Condition::Dying { timer, clock };
        Ok(())
    }

    fn parley(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let Some(meeting) = self.meeting.take() else {
            return Ok(());
        };
        let group = setup
            .foes()
            .get(meeting.foes)
            .ok_or(Error::Overflow { what: "foes" })?;
        let first = !self.engaged.contains(&meeting.foes);
        let xp = if first { group.engage_xp } else { 0 };
        events.push(Event::Parleyed {
            foes: group.name.clone(),
            xp,
        });
        if first {
            self.engaged.push(meeting.foes);
            self.xp = self.xp.saturating_add(xp);
            for m in self.members.iter_mut().filter(|m| m.alive()) {
                if let Some(change) = m.sheet.encounter_engaged() {
                    events.push(Event::VerveBack {
                        member: m.name.clone(),
                        change,
                        waking: false,
                    });
                }
            }
        }
        Ok(())
    }

    fn come_home<S: FaceSource + ?Sized>(
        &mut self,
        donate: u64,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.home = self.carried;
        self.carried = 0;
        events.push(Event::CameHome { silver: self.home });
        let living = self.members.iter().filter(|m| m.alive()).count();
        let count = u32::try_from(living).map_err(|_| Error::Overflow { what: "members" })?;
        let donated = donate.min(self.home);
        if donated > 0 {
            let price = Price::whole(
                u32::try_from(donated).map_err(|_| Error::Overflow { what: "silver" })?,
            );
            let xp = loot_xp(price, Disposal::Donated);
            self.xp = self.xp.saturating_add(xp);
            events.push(Event::Donated {
                silver: donated,
                xp,
            });
        }
        if count > 0 {
            let (each, _) = share(self.home - donated, count)?;
            let each32 = u32::try_from(each).map_err(|_| Error::Overflow { what: "silver" })?;
            for m in self.members.iter_mut().filter(|m| m.alive()) {
                if each == 0 {
                    break;
                }
                let coins = m
                    .sheet
                    .coins()
                    .checked_add(Price::whole(each32))
                    .ok_or(Error::Overflow { what: "coins" })?;
                let gear = m.sheet.gear().to_vec();
                m.sheet = m.sheet.clone().with_gear(coins, &gear)?;
                events.push(Event::Share {
                    member: m.name.clone(),
                    silver: each,
                    coins,
                });
            }
            let (each, left) = share(self.xp, count)?;
            events.push(Event::XpShared {
                xp: self.xp,
                members: count,
                each,
                left,
            });
            for m in self.members.iter_mut().filter(|m| m.alive()) {
                let level = m.sheet.gain_xp(each)?;
                events.push(Event::XpGained {
                    member: m.name.clone(),
                    xp: m.sheet.xp(),
                    level,
                });
                while m.sheet.levels_due() > 0 {
                    let gained = m.sheet.level_up(source)?;
                    events.push(Event::LevelRaised {
                        member: m.name.clone(),
                        gained,
                    });
                }
            }
            for m in self.members.iter_mut().filter(|m| m.alive()) {
                let mut days = 0;
                while m.hurt() && days < HOME_REST_DAYS {
                    days += 1;
                    let choice = if m.sheet.vitals().injuries() > 0 {
                        RestChoice::Injury
                    } else {
                        RestChoice::Survival
                    };
                    m.sheet.rest_day(choice);
                }
                m.sheet.wake();
                if days > 0 {
                    let v = m.sheet.vitals();
                    events.push(Event::DaysOfRest {
                        member: m.name.clone(),
                        days,
                        survival: v.survival(),
                        max_survival: v.max_survival(),
                        injuries: v.injuries(),
                    });
                }
            }
        }
        let ending = if self.routed {
            Ending::Rout
        } else if self.found {
            Ending::Home
        } else {
            Ending::Retreat
        };
        self.end(ending, events);
        Ok(())
    }
}
