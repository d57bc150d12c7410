//! The state of a Murdham expedition between commands, and the procedures
//! that change it.

use alloc::vec::Vec;

use num_rational::Ratio;
use osr_combat::Side;
use osr_combat::murdham::Intent;
use osr_core::FaceSource;
use osr_encumbrance::bulk::Bulk;
use osr_sheet::murdham::{Condition, Event as SheetEvent, WATCHES_PER_DAY};
use osr_travel::murdham::{Expedition as Company, ExpeditionAction, ExpeditionEvent, Mode};

mod barrow;
mod road;

use super::{Command, Event, Member, Policy, Price, Setup, fight};
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
    const TITLE: &'static str = "a saved expedition";
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

    /// The commands allowed now, in words ([`Command::name`]): `"buy"`
    /// when some member may buy some item, `"sell"` when some member may
    /// sell, `"meet"` when someone waits to be met, and so on.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::StepDie;
    /// use osr_play::Name;
    /// use osr_play::murdham::{Expedition, Member, Referee, Setup};
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let ash = Member {
    ///     name: Name::new("Ash")?,
    ///     sheet: Sheet::new(Abilities::new(13, 9, 10)?).with_coins(15)?,
    ///     weapon: StepDie::D8,
    /// };
    /// let expedition = Expedition::new(Setup::new(vec![ash], Referee::barrow()?)?)?;
    /// assert_eq!(expedition.state().allowed(), ["buy", "depart"]);
    /// # Ok::<(), osr_play::Error>(())
    /// ```
    #[must_use]
    pub fn allowed(&self) -> Vec<&'static str> {
        let n = self.party.len();
        let buys = (0..n).flat_map(|member| {
            self.prices.iter().map(move |p| Command::Buy {
                member,
                item: p.item,
            })
        });
        let policy = Policy {
            target: super::Target::First,
            rounds: 1,
        };
        let others = [
            Command::Depart,
            Command::Travel,
            Command::SearchRegion,
            Command::Rest,
            Command::Meet {
                intent: Intent::Parley,
                policy,
            },
            Command::Enter,
            Command::Explore,
            Command::Search,
            Command::Leave,
        ];
        let sells = (0..n).map(|member| Command::Sell { member });
        let mut names: Vec<&'static str> = Vec::new();
        for command in buys.chain(others).chain(sells).chain([Command::Disband]) {
            if !names.contains(&command.name()) && self.allows(&command) {
                names.push(command.name());
            }
        }
        names
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
                        item: item.name(),
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
        // The meeting ends the stretch in the barrow, the watch on the road.
        if self.place == Place::Barrow {
            self.pass(ExpeditionAction::Fight, events)?;
        } else {
            self.pass(ExpeditionAction::MoveRegions, events)?;
        }
        Ok(())
    }
}
