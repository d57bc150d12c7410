//! The state of a Murdham expedition between commands, and the procedures
//! that change it.

use alloc::string::String;
use alloc::vec::Vec;

use num_rational::Ratio;
use osr_check::murdham::Damage;
use osr_check::{Check as _, Resolved as _};
use osr_combat::Side;
use osr_combat::murdham::Intent;
use osr_core::FaceSource;
use osr_encumbrance::LoadModel as _;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::State as LoadState;
use osr_equipment::murdham::Buyer;
use osr_health::murdham::Fall;
use osr_sheet::murdham::{
    Ability, Condition, Event as SheetEvent, KnownSkill, Rest, WATCHES_PER_DAY,
};
use osr_travel::murdham::{
    Approach, Attitude, AttitudeRoll, Expedition as Company, ExpeditionAction, ExpeditionEvent,
    Footing, Mode, Path, areas_per_unit, find_buyer, passive_notice,
};

use super::{Command, Event, Member, Policy, Price, Setup, Swim, fight};
use crate::{Ending, Error, Summary};

/// Where the party is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPlace"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// In town, at the market.
    Market,
    /// Off the path, out to the barrow or home.
    Road,
    /// In the barrow.
    Barrow,
    /// Home.
    Home,
}

/// A meeting waiting for [`Command::Meet`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Pending {
    /// The barrow's dead (else the strangers on the road).
    dead: bool,
    /// What they want.
    intent: Intent,
}

/// The state of a Murdham expedition between commands: the party, its
/// supplies and treasure, the clock and where the party is. Its rules are
/// its [`osr_combat::Machine`] implementation; an [`Expedition`] is a
/// [`osr_combat::Log`] of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    party: Vec<Member>,
    /// Each member's own bulk carried, as set up.
    base: Vec<Bulk>,
    left: Vec<bool>,
    carried_by: Vec<Option<usize>>,
    prices: Vec<Price>,
    doses: u32,
    company: Company,
    place: Place,
    homeward: bool,
    leg: u32,
    crossed: Ratio<u32>,
    river_at: Option<u32>,
    found: bool,
    outward_watches: u32,
    met: bool,
    pending: Option<Pending>,
    chamber: bool,
    treasure_found: bool,
    treasure_lost: bool,
    treasure_bulk: Bulk,
    treasure: Option<usize>,
    sold: bool,
    treasure_home: u32,
    beaten: bool,
    rounds: u32,
    ending: Option<Ending>,
}

/// A whole Murdham expedition, recorded: every command, every face and
/// every event, read back by replaying.
///
/// # Examples
///
/// See [the module](super).
pub type Expedition = osr_combat::Log<State>;

impl osr_combat::Machine for State {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "MurdhamExpedition";
    const DESCRIPTION: &'static str = "A saved Murdham expedition: its setup, commands, faces and events, read back by replaying them.";

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let n = setup.party().len();
        let players = u32::try_from(n).map_err(|_| Error::Overflow { what: "players" })?;
        Ok(Self {
            party: setup.party().to_vec(),
            base: setup.party().iter().map(|m| m.sheet.carried()).collect(),
            left: alloc::vec![false; n],
            carried_by: alloc::vec![None; n],
            prices: setup.referee().prices.clone(),
            doses: setup.referee().doses,
            company: Company::new(players)?,
            place: Place::Market,
            homeward: false,
            leg: setup.referee().regions,
            crossed: Ratio::from_integer(0),
            river_at: None,
            found: false,
            outward_watches: 0,
            met: false,
            pending: None,
            chamber: false,
            treasure_found: false,
            treasure_lost: false,
            treasure_bulk: setup.referee().treasure_bulk,
            treasure: None,
            sold: false,
            treasure_home: 0,
            beaten: false,
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
        self.refusal(command)?;
        match command {
            Command::Buy { member, item } => self.buy(*member, *item, events)?,
            Command::Depart => {
                self.place = Place::Road;
                events.push(Event::Departed {
                    regions: setup.referee().regions,
                });
            }
            Command::Travel => self.travel(setup, source, events)?,
            Command::SearchRegion => {
                self.found = true;
                events.push(Event::SearchedRegion);
                self.pass(ExpeditionAction::SearchRegion, events)?;
            }
            Command::Rest => self.rest(source, events)?,
            Command::Meet { intent, policy } => {
                self.meet(setup, *intent, *policy, source, events)?;
            }
            Command::Enter => self.enter(setup, source, events)?,
            Command::Explore => {
                self.chamber = true;
                self.pending = Some(Pending {
                    dead: true,
                    intent: Intent::Fight,
                });
                events.push(Event::DeadRise {
                    what: setup.referee().dead.what.clone(),
                });
            }
            Command::Search => self.search(setup, events)?,
            Command::Leave => self.leave(setup, source, events)?,
            Command::Sell { member } => self.sell(setup, *member, source, events)?,
            Command::Disband => {
                let ending = if self.beaten {
                    Ending::Rout
                } else if self.sold {
                    Ending::Home
                } else {
                    Ending::Retreat
                };
                self.ending = Some(ending);
                events.push(Event::Ended { ending });
            }
        }
        if self.ending.is_none() && !(0..self.party.len()).any(|i| self.walks(i)) {
            self.ending = Some(Ending::Dead);
            events.push(Event::Lost);
            events.push(Event::Ended {
                ending: Ending::Dead,
            });
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
    /// The party now.
    #[must_use]
    pub fn party(&self) -> &[Member] {
        &self.party
    }

    /// Where the party is.
    #[must_use]
    pub const fn place(&self) -> Place {
        self.place
    }

    /// The mode of play: travel (watches) or site (stretches).
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.company.mode()
    }

    /// The clock of the mode of play now: watches on the road, stretches
    /// in the barrow.
    #[must_use]
    pub const fn clock(&self) -> &osr_travel::Clock {
        self.company.clock()
    }

    /// Doses of drug left.
    #[must_use]
    pub const fn doses(&self) -> u32 {
        self.doses
    }

    /// Who carries the grave goods, if the party has them.
    #[must_use]
    pub const fn treasure_carrier(&self) -> Option<usize> {
        self.treasure
    }

    /// Who carries member `index`, if anyone does.
    #[must_use]
    pub fn carrier_of(&self, index: usize) -> Option<usize> {
        self.carried_by.get(index).copied().flatten()
    }

    /// Whether member `index` was left behind.
    #[must_use]
    pub fn is_left(&self, index: usize) -> bool {
        self.left.get(index).copied().unwrap_or(false)
    }

    /// The market's price of `item`, if it sells it.
    #[must_use]
    pub fn price(&self, item: osr_equipment::murdham::Tool) -> Option<u32> {
        self.prices.iter().find(|p| p.item == item).map(|p| p.cost)
    }

    /// Whether the daily rest is due: the road's third watch of a day.
    #[must_use]
    pub fn rest_due(&self) -> bool {
        self.place == Place::Road
            && self.company.mode() == Mode::Travel
            && self.company.clock().now() % u64::from(WATCHES_PER_DAY)
                == u64::from(WATCHES_PER_DAY) - 1
    }

    /// Whether `command` is allowed now (the rules refuse it otherwise,
    /// as [`osr_combat::Log::step`] would).
    #[must_use]
    pub fn allows(&self, command: &Command) -> bool {
        self.refusal(command).is_ok()
    }

    /// The expedition in figures, once it is over.
    #[must_use]
    pub fn summary(&self) -> Option<Summary> {
        let ending = self.ending?;
        let deaths = self
            .party
            .iter()
            .filter(|m| m.sheet.is(Condition::Dead))
            .count();
        Some(Summary {
            ending,
            rounds: self.rounds,
            deaths: u32::try_from(deaths).unwrap_or(u32::MAX),
            treasure_home: u64::from(self.treasure_home),
        })
    }

    /// Neither dead, dying nor left behind.
    fn walks(&self, i: usize) -> bool {
        !self.is_left(i)
            && self
                .party
                .get(i)
                .is_some_and(|m| !m.sheet.is(Condition::Dead) && !m.sheet.is(Condition::Dying))
    }

    /// Walks and is not out of action.
    fn stands(&self, i: usize) -> bool {
        self.walks(i)
            && self
                .party
                .get(i)
                .is_some_and(|m| !m.sheet.is(Condition::Incapacitated))
    }

    fn standing(&self) -> Vec<usize> {
        (0..self.party.len()).filter(|&i| self.stands(i)).collect()
    }

    fn member(&self, index: usize) -> Result<&Member, Error> {
        self.party.get(index).ok_or(Error::NoSuchMember {
            index,
            members: self.party.len(),
        })
    }

    /// Member `index`, checked able to trade.
    fn trader(&self, index: usize) -> Result<&Member, Error> {
        let member = self.member(index)?;
        let reason = if member.sheet.is(Condition::Dead) {
            "dead"
        } else if self.is_left(index) {
            "left behind"
        } else if member.sheet.is(Condition::Dying) {
            "dying"
        } else {
            return Ok(member);
        };
        Err(Error::Unable {
            name: member.name.clone(),
            command: "trade",
            reason,
        })
    }

    fn arrived(&self) -> bool {
        self.crossed >= Ratio::from_integer(self.leg)
    }

    /// Why `command` is refused now, if it is.
    fn refusal(&self, command: &Command) -> Result<(), Error> {
        if self.ending.is_some() {
            return Err(Error::ExpeditionOver);
        }
        let not = |reason: &'static str| {
            Err(Error::NotNow {
                command: command.name(),
                reason,
            })
        };
        if self.pending.is_some() && !matches!(command, Command::Meet { .. }) {
            return not("someone is waiting to be met");
        }
        let road = self.place == Place::Road;
        let outward_there = road && !self.homeward && self.arrived();
        match command {
            Command::Buy { member, item } => {
                if self.place != Place::Market {
                    return not("the party is not at the market");
                }
                let trader = self.trader(*member)?;
                let Some(cost) = self.price(*item) else {
                    return not("the market does not sell that");
                };
                if trader.sheet.coins() < cost {
                    return Err(osr_sheet::Error::NotEnoughCoins {
                        item: item.id(),
                        cost,
                        coins: trader.sheet.coins(),
                    }
                    .into());
                }
                Ok(())
            }
            Command::Depart if self.place != Place::Market => not("the party is not in town"),
            Command::Travel | Command::SearchRegion | Command::Rest | Command::Enter if !road => {
                not("the party is not on the road")
            }
            Command::Travel | Command::SearchRegion if self.rest_due() => {
                not("the daily rest is due")
            }
            Command::Rest if !self.rest_due() => not("the daily rest is not due"),
            Command::Travel if outward_there => not("the party has reached the barrow"),
            Command::SearchRegion if !outward_there || self.found => {
                not("there is nothing to search for here")
            }
            Command::Enter if !outward_there || !self.found => not("the barrow is not found"),
            Command::Meet { policy, .. } => {
                if self.pending.is_none() {
                    return not("nobody is waiting to be met");
                }
                if policy.rounds == 0 || policy.rounds > 50 {
                    osr_core::Error::check_range("policy rounds", policy.rounds.into(), 1, 50)?;
                }
                Ok(())
            }
            Command::Explore | Command::Search | Command::Leave if self.place != Place::Barrow => {
                not("the party is not in the barrow")
            }
            Command::Explore | Command::Search if self.beaten => {
                not("the party was beaten: it can only leave")
            }
            Command::Explore | Command::Search if self.standing().is_empty() => {
                not("nobody is standing")
            }
            Command::Explore if self.chamber => not("the chamber is reached already"),
            Command::Search if !self.chamber || self.treasure_found => {
                not("there is nothing to search here")
            }
            Command::Sell { member } => {
                if self.place != Place::Home || self.sold || self.treasure.is_none() {
                    return not("there is nothing to sell");
                }
                self.trader(*member).map(|_| ())
            }
            Command::Disband if self.place != Place::Home => not("the party is not home"),
            _ => Ok(()),
        }
    }

    fn buy(
        &mut self,
        member: usize,
        item: osr_equipment::murdham::Tool,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let cost = self.price(item).unwrap_or(0);
        let m = self.party.get_mut(member).ok_or(Error::NoSuchMember {
            index: member,
            members: 0,
        })?;
        m.sheet.buy(item, cost)?;
        events.push(Event::Bought {
            name: m.name.clone(),
            item,
            cost,
            coins: m.sheet.coins(),
        });
        Ok(())
    }

    /// Every player takes `action`; the watch or stretch ends, and with it
    /// critical damage's incapacity.
    fn pass(&mut self, action: ExpeditionAction, events: &mut Vec<Event>) -> Result<(), Error> {
        let players =
            u32::try_from(self.party.len()).map_err(|_| Error::Overflow { what: "players" })?;
        for player in 0..players {
            for event in self.company.act(player, action)? {
                if let ExpeditionEvent::StepEnded { unit, now } = event {
                    events.push(Event::TimePassed { unit, now });
                }
            }
        }
        for i in 0..self.party.len() {
            if self.walks(i) {
                let m = &mut self.party[i];
                if m.sheet.end_condition(Condition::Incapacitated) {
                    events.push(Event::NoLonger {
                        name: m.name.clone(),
                        condition: Condition::Incapacitated,
                    });
                }
            }
        }
        Ok(())
    }

    fn sheet_events(&self, i: usize, list: Vec<SheetEvent>, events: &mut Vec<Event>) {
        let Some(m) = self.party.get(i) else { return };
        for event in list {
            match event {
                SheetEvent::Became { condition } => events.push(Event::Became {
                    name: m.name.clone(),
                    condition,
                }),
                SheetEvent::Ended { condition } => events.push(Event::NoLonger {
                    name: m.name.clone(),
                    condition,
                }),
                SheetEvent::Withdrawal { lost, wit } => events.push(Event::Withdrawal {
                    name: m.name.clone(),
                    lost,
                    wit,
                }),
                _ => {}
            }
        }
    }

    /// A watch on the road.
    fn travel<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.settle_burdens(events);
        let bushcraft = (0..self.party.len())
            .any(|i| self.walks(i) && self.party[i].sheet.has_skill(KnownSkill::Bushcraft));
        let mut pace = areas_per_unit(
            Path::Off {
                bushcraft,
                tools: false,
            },
            false,
        );
        let slowed_by = (0..self.party.len())
            .find(|&i| self.walks(i) && self.party[i].sheet.load_state() != LoadState::Unencumbered)
            .map(|i| self.party[i].name.clone());
        if slowed_by.is_some() {
            pace /= 2;
        }
        let now = self.company.clock().now();
        let leg = Ratio::from_integer(self.leg);
        self.crossed = (self.crossed + pace).min(leg);
        let per_day = u64::from(WATCHES_PER_DAY);
        events.push(Event::Travelled {
            day: now / per_day + 1,
            watch: now % per_day + 1,
            pace: [*pace.numer(), *pace.denom()],
            bushcraft,
            slowed_by,
            crossed: [*self.crossed.numer(), *self.crossed.denom()],
            of: self.leg,
            homeward: self.homeward,
        });
        self.pass(ExpeditionAction::MoveRegions, events)?;
        if self.homeward {
            if let Some(at) = self.river_at {
                if self.crossed >= Ratio::from_integer(at) && !self.swim(setup, source, events)? {
                    self.crossed = Ratio::from_integer(at.saturating_sub(1));
                }
            }
            if self.arrived() {
                self.place = Place::Home;
                events.push(Event::Home);
            }
            return Ok(());
        }
        self.outward_watches = self.outward_watches.saturating_add(1);
        let standing = self.standing();
        if !self.met
            && self.outward_watches >= setup.referee().meeting_watch
            && !standing.is_empty()
        {
            self.met = true;
            let roll = AttitudeRoll::new(Approach::Peaceful).roll(source)?;
            let attitude = roll.attitude();
            events.push(Event::Met {
                what: setup.referee().strangers.what.clone(),
                faces: roll.faces(),
                attitude,
            });
            let intent = if matches!(attitude, Attitude::Hostile | Attitude::Unfriendly) {
                Intent::Fight
            } else {
                Intent::Parley
            };
            self.pending = Some(Pending {
                dead: false,
                intent,
            });
        }
        if self.arrived() && !self.found && !standing.is_empty() {
            self.found = self.notice("the hidden barrow", &standing, source, events)?;
        }
        Ok(())
    }

    /// The referee's secret group WIT save of those `standing`.
    fn notice<S: FaceSource + ?Sized>(
        &self,
        what: &str,
        standing: &[usize],
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<bool, Error> {
        let wits: Vec<i32> = standing
            .iter()
            .filter_map(|&i| self.party.get(i))
            .map(|m| m.sheet.score(Ability::Wit))
            .collect();
        let Some(roll) = passive_notice(&wits, false, source)? else {
            return Ok(false);
        };
        let noticed = roll.anyone_passed();
        events.push(Event::Noticed {
            what: String::from(what),
            face: roll.face(),
            noticed,
        });
        Ok(noticed)
    }

    /// The river: every member who walks swims it with what they carry.
    /// Whether anyone got across.
    fn swim<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<bool, Error> {
        let turbulent = setup.referee().turbulent;
        let mut results = Vec::new();
        for i in 0..self.party.len() {
            if !self.walks(i) {
                continue;
            }
            let sheet = &self.party[i].sheet;
            let agi = sheet.swim(turbulent, source)?;
            let mut faces = agi.faces();
            let mut across = agi.passed();
            if agi.was_rolled() && across && sheet.load().effects().agi_saves_need_str {
                let str = sheet.save(Ability::Str).roll(source)?;
                faces.extend(str.faces());
                across = str.passed();
            }
            results.push((i, faces, across));
        }
        let rescuer = results
            .iter()
            .find(|(_, _, across)| *across)
            .map(|(i, _, _)| self.party[*i].name.clone());
        for (i, faces, across) in results {
            let name = self.party[i].name.clone();
            let swim = if !across {
                Swim::Drowning {
                    faces,
                    rescuer: rescuer.clone(),
                }
            } else if faces.is_empty() {
                Swim::Across
            } else {
                Swim::Made { faces }
            };
            events.push(Event::Swam { name, swim });
        }
        if rescuer.is_some() {
            self.river_at = None;
            Ok(true)
        } else {
            events.push(Event::RiverHeldBack);
            Ok(false)
        }
    }

    /// The daily rest: an addict takes a dose while any is left, or
    /// withdraws; the sick make their recovery saves.
    fn rest<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let day = self.company.clock().now() / u64::from(WATCHES_PER_DAY) + 1;
        events.push(Event::Rested { day });
        self.pass(ExpeditionAction::DailyRest, events)?;
        for i in 0..self.party.len() {
            if self.is_left(i) || self.party[i].sheet.is(Condition::Dead) {
                continue;
            }
            let taken = if self.party[i].sheet.is(Condition::Addicted) && self.doses > 0 {
                self.doses -= 1;
                events.push(Event::Dosed {
                    name: self.party[i].name.clone(),
                    left: self.doses,
                });
                1
            } else {
                0
            };
            let mut list = self.party[i].sheet.rest(Rest::Daily, taken)?;
            if self.party[i].sheet.is(Condition::Sick) {
                list.extend(self.party[i].sheet.end_of_day(source)?.1);
            }
            self.sheet_events(i, list, events);
        }
        Ok(())
    }

    /// The waiting meeting, played to its end and written onto the sheets.
    fn meet<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        intent: Intent,
        policy: Policy,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let pending = self.pending.take().ok_or(Error::NotNow {
            command: "meet",
            reason: "nobody is waiting to be met",
        })?;
        let group = if pending.dead {
            &setup.referee().dead
        } else {
            &setup.referee().strangers
        };
        let standing = self.standing();
        if standing.is_empty() {
            events.push(Event::MeetingOver {
                winner: None,
                fight: false,
            });
        } else {
            let outcome = fight::meet(
                &self.party,
                &standing,
                group,
                (intent, pending.intent),
                policy,
                source,
            )?;
            events.extend(outcome.events);
            self.rounds = self.rounds.saturating_add(outcome.rounds);
            for (i, id) in outcome.members {
                let status = outcome.encounter.status(id)?;
                let list = self.party[i]
                    .sheet
                    .after_fight(status, outcome.encounter.events())?;
                self.sheet_events(i, list, events);
            }
            if let Some(osr_combat::murdham::Ending::Fight {
                winner: Some(Side::Foes),
            }) = outcome.encounter.ending()
            {
                self.beaten = true;
                if self.place == Place::Road && !self.homeward {
                    // Beaten on the way out: the party turns back.
                    self.homeward = true;
                    self.leg = self.crossed.to_integer().max(1);
                    self.crossed = Ratio::from_integer(0);
                    let river = setup
                        .referee()
                        .regions
                        .saturating_sub(setup.referee().river_region);
                    self.river_at = self.leg.checked_sub(river).filter(|at| *at > 0);
                }
            }
        }
        if self.place == Place::Barrow {
            self.pass(ExpeditionAction::Fight, events)?;
        }
        Ok(())
    }

    /// Down the shaft and across the entrance hall, with its spear trap.
    fn enter<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.settle_burdens(events);
        self.company.switch(Mode::Site)?;
        self.place = Place::Barrow;
        self.climb(setup, true, source, events)?;
        let standing = self.standing();
        if !standing.is_empty() {
            let noticed = self.notice("a spear trap", &standing, source, events)?;
            if noticed {
                events.push(Event::TrapAvoided);
            } else if let Some(&lead) = standing.first() {
                // Unseen, it allows no reaction.
                let m = &mut self.party[lead];
                let (outcome, list) =
                    m.sheet
                        .hit(Damage::new(setup.referee().trap_die), false, source)?;
                events.push(Event::Hurt {
                    name: m.name.clone(),
                    what: String::from("the spear trap"),
                    save: None,
                    faces: outcome.faces(),
                    damage: outcome.damage(),
                    health: m.sheet.health().current(),
                });
                self.sheet_events(lead, list, events);
            }
        }
        self.pass(ExpeditionAction::MoveSectors, events)?;
        self.settle_burdens(events);
        Ok(())
    }

    /// Every member who walks climbs the shaft, with what they carry; a
    /// failed climb is a fall of the shaft's height.
    fn climb<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        down: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let metres = setup.referee().shaft_metres;
        for i in 0..self.party.len() {
            if !self.walks(i) {
                continue;
            }
            let saves = self.party[i].sheet.climb(Footing::Hard, source)?;
            let held = saves.iter().all(|s| s.passed());
            let m = &mut self.party[i];
            events.push(Event::Climbed {
                name: m.name.clone(),
                down,
                faces: saves.iter().flat_map(|s| s.faces()).collect(),
                held,
            });
            if !held {
                let (outcome, list) = m.sheet.fall(Fall::metres(metres)?, source)?;
                let mut faces = outcome.faces();
                let save = (!faces.is_empty()).then(|| faces.remove(0));
                events.push(Event::Hurt {
                    name: m.name.clone(),
                    what: alloc::format!("a fall of {metres} m"),
                    save,
                    faces,
                    damage: outcome.damage(),
                    health: m.sheet.health().current(),
                });
                self.sheet_events(i, list, events);
            }
        }
        Ok(())
    }

    /// A stretch searching the chamber: the grave goods, carried by the
    /// member standing with the most room.
    fn search(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        self.treasure_found = true;
        events.push(Event::Found {
            value: setup.referee().treasure_value,
            bulk: setup.referee().treasure_bulk,
        });
        self.pass(ExpeditionAction::SearchZone, events)?;
        self.settle_burdens(events);
        Ok(())
    }

    /// Up the shaft with the dying and the grave goods, and onto the road
    /// home.
    fn leave<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.settle_burdens(events);
        self.climb(setup, false, source, events)?;
        self.pass(ExpeditionAction::MoveSectors, events)?;
        self.company.switch(Mode::Travel)?;
        self.place = Place::Road;
        self.homeward = true;
        self.leg = setup.referee().regions;
        self.crossed = Ratio::from_integer(0);
        self.river_at = Some(setup.referee().river_region);
        self.settle_burdens(events);
        Ok(())
    }

    /// A watch looking for a full-price buyer (a WIT save), else the
    /// market's price; the coins shared among those who came home alive.
    fn sell<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        member: usize,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let value = setup.referee().treasure_value;
        let seller = self.trader(member)?;
        let outcome = find_buyer(seller.sheet.score(Ability::Wit), source)?;
        let full = outcome.passed();
        let price = if full {
            value
        } else {
            let paid = seller.sheet.sale_price(value, Buyer::MARKET).subunits() / 4;
            u32::try_from(paid).map_err(|_| Error::Overflow { what: "price" })?
        };
        events.push(Event::Sold {
            name: seller.name.clone(),
            face: outcome.faces().first().copied().unwrap_or(0),
            full,
            price,
        });
        self.sold = true;
        self.treasure_home = price;
        let home: Vec<usize> = (0..self.party.len())
            .filter(|&i| !self.is_left(i) && !self.party[i].sheet.is(Condition::Dead))
            .collect();
        let n = u32::try_from(home.len()).map_err(|_| Error::Overflow { what: "members" })?;
        let share = price.checked_div(n).unwrap_or(0);
        for i in home {
            let m = &mut self.party[i];
            let coins = m
                .sheet
                .coins()
                .checked_add(share)
                .ok_or(Error::Overflow { what: "coins" })?;
            m.sheet = m.sheet.clone().with_coins(coins)?;
            events.push(Event::Share {
                name: m.name.clone(),
                share,
                coins,
            });
        }
        Ok(())
    }

    /// Who carries what: a carrier who can no longer walk drops what it
    /// carried; the grave goods, once found, and every dying member go to
    /// the member who walks with the most room, as long as the load stays
    /// within twice the carry limit; what nobody can carry is left behind.
    /// Loads go onto the sheets.
    fn settle_burdens(&mut self, events: &mut Vec<Event>) {
        let n = self.party.len();
        for j in 0..n {
            if let Some(c) = self.carried_by[j] {
                if !self.walks(c) {
                    self.carried_by[j] = None;
                }
            }
        }
        if let Some(c) = self.treasure {
            if !self.walks(c) {
                self.treasure = None;
            }
        }
        self.reload();
        if self.treasure_found && self.treasure.is_none() && !self.treasure_lost {
            match self.roomiest(self.treasure_bulk) {
                Some(c) => {
                    self.treasure = Some(c);
                    self.reload();
                    self.carries(c, String::from("the grave goods"), events);
                }
                None => {
                    self.treasure_lost = true;
                    events.push(Event::LeftBehind {
                        what: String::from("the grave goods"),
                    });
                }
            }
        }
        for j in 0..n {
            let dying = !self.is_left(j)
                && self.party[j].sheet.is(Condition::Dying)
                && !self.party[j].sheet.is(Condition::Dead);
            if !dying || self.carried_by[j].is_some() {
                continue;
            }
            let bulk = self.party[j].sheet.size().bulk();
            match self.roomiest(bulk) {
                Some(c) => {
                    self.carried_by[j] = Some(c);
                    self.reload();
                    let what = String::from(self.party[j].name.as_str());
                    self.carries(c, what, events);
                }
                None => {
                    self.left[j] = true;
                    events.push(Event::LeftBehind {
                        what: String::from(self.party[j].name.as_str()),
                    });
                }
            }
        }
    }

    fn carries(&self, c: usize, what: String, events: &mut Vec<Event>) {
        if let Some(m) = self.party.get(c) {
            events.push(Event::Carries {
                name: m.name.clone(),
                what,
                load: m.sheet.carried(),
                encumbered: m.sheet.load_state() != LoadState::Unencumbered,
            });
        }
    }

    /// Puts every member's load on its sheet: its own things, the dying it
    /// carries, and the grave goods if it carries them.
    fn reload(&mut self) {
        for c in 0..self.party.len() {
            let mut load = self.base.get(c).copied().unwrap_or(Bulk::whole(0));
            for (j, by) in self.carried_by.iter().enumerate() {
                if *by == Some(c) {
                    if let Some(m) = self.party.get(j) {
                        load = load.checked_add(m.sheet.size().bulk()).unwrap_or(load);
                    }
                }
            }
            if self.treasure == Some(c) {
                load = load.checked_add(self.treasure_bulk).unwrap_or(load);
            }
            let sheet = self.party[c].sheet.clone().with_carried(load);
            self.party[c].sheet = sheet;
        }
    }

    /// The member standing with the most room for `bulk` within twice the
    /// carry limit.
    fn roomiest(&self, bulk: Bulk) -> Option<usize> {
        (0..self.party.len())
            .filter(|&i| self.walks(i))
            .filter_map(|i| {
                let sheet = &self.party[i].sheet;
                let after = sheet.carried().checked_add(bulk)?;
                (after <= sheet.size().encumbered_limit()).then_some((i, after))
            })
            .min_by_key(|(_, after)| *after)
            .map(|(i, _)| i)
    }
}
