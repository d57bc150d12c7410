//! The procedures of play: each command, with its consequences.

use alloc::vec::Vec;

use osr_check::cairn_house::{Ability, Disposition, Reaction, Save};
use osr_check::{Check as _, Resolved as _};
use osr_core::FaceSource;
use osr_health::cairn_house::{Event as HealthEvent, Report};
use osr_sheet::cairn_house::Item;
use osr_travel::cairn_house::{
    Delve, DelveEvent, DoorOutcome, DungeonAction, JourneyEvent, WatchAction, WeatherShift,
    WildEvent,
};

use super::{
    Command, Event, MAX_ITEMS, Meeting, Place, RATIONS_PER_UNIT, Role, Setup, State, WatchKind,
    WildRow, not_now,
};
use crate::{Ending, Error};

/// Minutes in a watch and in a dungeon turn.
const WATCH_MINUTES: u32 = 480;
const TURN_MINUTES: u32 = 10;
/// Dungeon turns in a watch.
const TURNS_PER_WATCH: u64 = 48;

impl State {
    pub(super) fn play<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let key = command.key();
        if !self.allowed().contains(&key) {
            return Err(not_now(key, self.place_words()));
        }
        match command {
            Command::Buy { member, items } => self.buy(*member, items, events),
            Command::Depart => {
                self.set_out(false, setup.site.miles, events);
                Ok(())
            }
            Command::Travel => self.travel(setup, source, events),
            Command::Rest => self.rest(setup, source, events),
            Command::Camp => self.camp(source, events),
            Command::TurnBack => {
                self.turned_back = true;
                events.push(Event::TurnedBack);
                self.set_out(true, self.walked.max(1), events);
                Ok(())
            }
            Command::Explore { action } => self.explore(setup, *action, source, events),
            Command::Leave => self.leave(setup, events),
            Command::Meet => self.meet(setup, source, events),
            Command::Fight { policy } => self.fight(setup, *policy, source, events),
            Command::Settle => self.settle(setup, events),
        }
    }

    const fn place_words(&self) -> &'static str {
        match self.place {
            Place::Market => "the party is in the market",
            Place::Road { .. } => "the party is on the road",
            Place::Site => "the party is in the site",
            Place::Meeting => "monsters are met",
            Place::Fight => "the party is in a fight",
            Place::Town => "the party is home",
            Place::Over { .. } => "the expedition is over",
        }
    }

    pub(super) fn member_name(&self, i: usize) -> Result<crate::Name, Error> {
        self.party
            .get(i)
            .map(|m| m.name.clone())
            .ok_or(Error::NoSuchMember {
                index: i,
                members: self.party.len(),
            })
    }

    pub(super) fn porter(&self) -> Option<usize> {
        self.party.iter().position(|m| m.role == Role::Porter)
    }

    /// Whether anyone alive carries a load (the party's pace is halved).
    pub(super) fn encumbered(&self) -> bool {
        self.party
            .iter()
            .any(|m| m.is_alive() && m.sheet.health().is_encumbered())
    }

    /// Member `i` carries these units; the load's effect on HP comes with
    /// it, and says so.
    pub(super) fn set_units(
        &mut self,
        i: usize,
        supplies: u32,
        treasures: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let member = self.party.get_mut(i).ok_or(Error::NoSuchMember {
            index: i,
            members: 0,
        })?;
        let before = member.sheet.health().clone();
        member.sheet = member.sheet.clone().with_units(supplies, treasures)?;
        let after = member.sheet.health();
        let change = match (before.is_encumbered(), after.is_encumbered()) {
            (false, true) => Some(HealthEvent::Encumbered { from: before.hp() }),
            (true, false) => Some(HealthEvent::Unencumbered),
            _ => None,
        };
        if let (Some(change), true) = (change, member.is_alive()) {
            events.push(Event::Health {
                member: member.name.clone(),
                change,
            });
        }
        Ok(())
    }

    pub(super) fn health(
        &self,
        i: usize,
        report: &Report,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let member = self.member_name(i)?;
        events.extend(report.events().iter().map(|change| Event::Health {
            member: member.clone(),
            change: *change,
        }));
        Ok(())
    }

    fn buy(&mut self, member: usize, items: &[Item], events: &mut Vec<Event>) -> Result<(), Error> {
        if items.len() > MAX_ITEMS {
            return Err(Error::TooMany {
                what: "the items bought at once",
                len: items.len(),
                max: MAX_ITEMS,
            });
        }
        let members = self.party.len();
        let m = self.party.get_mut(member).ok_or(Error::NoSuchMember {
            index: member,
            members,
        })?;
        for item in items {
            match m.sheet.buy(*item) {
                Ok(osr_sheet::cairn_house::Event::Bought {
                    item,
                    cost,
                    coins_left,
                }) => events.push(Event::Bought {
                    member: m.name.clone(),
                    item,
                    cost,
                    coins_left,
                }),
                Ok(_) => {}
                Err(osr_sheet::Error::NotEnoughCoins { cost, coins, .. }) => {
                    events.push(Event::CannotAfford {
                        member: m.name.clone(),
                        item: *item,
                        cost,
                        coins,
                    });
                }
                Err(err) => return Err(err.into()),
            }
        }
        Ok(())
    }

    fn set_out(&mut self, home: bool, miles: u32, events: &mut Vec<Event>) {
        self.place = Place::Road { home };
        self.walked = 0;
        self.goal = miles;
        events.push(Event::SetOut { home, miles });
    }

    /// The day and watch about to be played, and whether it is dark.
    fn watch_header(&self, kind: WatchKind) -> Event {
        let now = self.journey.clock().now();
        Event::Watch {
            day: now / 3 + 1,
            watch: u32::try_from(now % 3).unwrap_or(0) + 1,
            night: self.night_next(),
            kind,
        }
    }

    fn travel<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.night_next() {
            return Err(not_now(
                "travel",
                "travel is by daylight: a night watch is for camp",
            ));
        }
        if self.journey.rest_owed() {
            return Err(not_now("travel", "the encumbered must rest this watch"));
        }
        if self.camp_owed {
            return Err(not_now(
                "travel",
                "the party has not camped since the night",
            ));
        }
        events.push(self.watch_header(WatchKind::Travel));
        let encumbered = self.encumbered();
        self.journey.set_encumbered(encumbered);
        let report =
            self.journey
                .watch(WatchAction::Travel, Some(&setup.site.wilderness), source)?;
        let back = self.place;
        for event in report.events {
            self.journey_event(setup, event, back, events)?;
        }
        self.pass_time(WATCH_MINUTES, events)?;
        if self.walked >= self.goal {
            let home = matches!(back, Place::Road { home: true });
            let arrived = if home { Place::Town } else { Place::Site };
            for meeting in &mut self.meetings {
                meeting.back = arrived;
            }
            if home {
                events.push(Event::Home);
                self.place = Place::Town;
            } else {
                self.arrive(events)?;
            }
        }
        if !self.meetings.is_empty() {
            self.place = Place::Meeting;
        }
        Ok(())
    }

    fn journey_event(
        &mut self,
        setup: &Setup,
        event: JourneyEvent,
        back: Place,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        match event {
            JourneyEvent::Travelled {
                miles,
                halved,
                dice,
            } => {
                self.walked = self.walked.saturating_add(miles);
                let face = |i: usize| dice.get(i).map_or(0, |d| d.face);
                events.push(Event::Travelled {
                    dice: [face(0), face(1)],
                    halved,
                    miles,
                    walked: self.walked,
                    goal: self.goal,
                });
            }
            JourneyEvent::EventRolled { die, result } => events.push(Event::WildEventRolled {
                face: die.face,
                row: match result {
                    WildEvent::Encounter => WildRow::Encounter,
                    WildEvent::Clue => WildRow::Clue,
                    WildEvent::Exhaustion => WildRow::Exhaustion,
                    WildEvent::Weather => WildRow::Weather,
                    WildEvent::Free => WildRow::Free,
                },
            }),
            JourneyEvent::WeatherRolled { die, shift } => events.push(Event::Weather {
                face: die.face,
                better: shift == WeatherShift::Better,
            }),
            JourneyEvent::Delve(boxed) => self.delve_event(setup, boxed.inner, back, events)?,
            _ => {}
        }
        Ok(())
    }

    fn delve_event(
        &mut self,
        setup: &Setup,
        event: DelveEvent,
        back: Place,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let called = |entry: &str| -> Result<alloc::string::String, Error> {
            let band = setup.band(entry)?;
            Ok(setup
                .site
                .bands
                .get(band)
                .map(|b| alloc::string::String::from(b.called()))
                .unwrap_or_default())
        };
        match event {
            DelveEvent::EventRolled { die, result } => events.push(Event::DungeonEventRolled {
                face: die.face,
                row: result,
            }),
            DelveEvent::Encounter { roll, foreshadowed } => {
                let band = setup.band(&roll.entry)?;
                events.push(Event::Encounter {
                    monsters: called(&roll.entry)?,
                    dice: if foreshadowed {
                        Vec::new()
                    } else {
                        roll.dice.iter().map(|d| d.face).collect()
                    },
                });
                self.meetings.push(Meeting {
                    band,
                    surprised: false,
                    back,
                });
            }
            DelveEvent::Foreshadowed { roll } => events.push(Event::Clue {
                monsters: called(&roll.entry)?,
                dice: roll.dice.iter().map(|d| d.face).collect(),
            }),
            DelveEvent::RestOwed => events.push(Event::RestOwed),
            DelveEvent::RestTaken => events.push(Event::RestTaken),
            DelveEvent::LocalityChanged => events.push(Event::LocalityChanged),
            _ => {}
        }
        Ok(())
    }

    /// Time passes for the critically damaged left untreated.
    fn pass_time(&mut self, minutes: u32, events: &mut Vec<Event>) -> Result<(), Error> {
        for i in 0..self.party.len() {
            let Some(member) = self.party.get_mut(i) else {
                continue;
            };
            if member.is_alive() && member.sheet.health().is_critical() {
                let report = member.sheet.health_mut().pass_time(minutes)?;
                self.health(i, &report, events)?;
            }
        }
        Ok(())
    }

    fn rest<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.place == Place::Site {
            return self.explore(setup, DungeonAction::Rest, source, events);
        }
        events.push(self.watch_header(WatchKind::Rest));
        // A night passed without a camp still owes it.
        self.camp_owed |= self.journey.clock().now() % 3 == 2;
        let encumbered = self.encumbered();
        self.journey.set_encumbered(encumbered);
        let report = self.journey.watch(WatchAction::Rest, None, source)?;
        let back = self.place;
        for event in report.events {
            self.journey_event(setup, event, back, events)?;
        }
        self.pass_time(WATCH_MINUTES, events)
    }

    /// Make Camp: every living member eats a day's rations if any are
    /// left, unpacking a supply unit of food when none are unpacked; those
    /// who ate take a long rest, the others go hungry.
    fn camp<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        events.push(self.watch_header(WatchKind::Camp));
        self.camp_owed = false;
        let mut eaters = 0;
        for i in 0..self.party.len() {
            if !self.party.get(i).is_some_and(super::Member::is_alive) {
                continue;
            }
            if self.rations == 0 {
                self.unpack_food(events)?;
            }
            let name = self.member_name(i)?;
            let ate = self.rations > 0;
            if ate {
                self.rations -= 1;
                eaters += 1;
                events.push(Event::Ate {
                    member: name,
                    rations_left: self.rations,
                });
            } else {
                events.push(Event::Hungry { member: name });
            }
            if let Some(member) = self.party.get_mut(i) {
                let ability = most_hurt(member.sheet.health());
                let report = member.sheet.health_mut().make_camp(ate, ability, source)?;
                self.health(i, &report, events)?;
            }
        }
        let encumbered = self.encumbered();
        self.journey.set_encumbered(encumbered);
        self.journey
            .watch(WatchAction::MakeCamp { eaters }, None, source)?;
        self.pass_time(WATCH_MINUTES, events)
    }

    /// A supply unit of food off the porter's load: 7 rations.
    fn unpack_food(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
        let Some(porter) = self.porter() else {
            return Ok(());
        };
        let Some(member) = self.party.get(porter) else {
            return Ok(());
        };
        let (supplies, treasures) = (member.sheet.supplies(), member.sheet.treasures());
        if supplies <= self.delve_units {
            return Ok(());
        }
        let carrier = member.name.clone();
        self.set_units(porter, supplies - 1, treasures, events)?;
        self.rations += RATIONS_PER_UNIT;
        events.push(Event::FoodUnpacked {
            carrier,
            units_left: supplies - 1,
        });
        Ok(())
    }

    /// The site reached: a delve's worth of supplies unpacked, torches lit.
    fn arrive(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
        events.push(Event::Arrived { miles: self.walked });
        self.place = Place::Site;
        let mut delve = Delve::new(self.encumbered());
        let porter = self
            .porter()
            .and_then(|p| self.party.get(p).map(|m| (p, m)));
        match porter {
            Some((p, member)) if self.delve_units > 0 && member.is_alive() => {
                let (supplies, treasures) = (member.sheet.supplies(), member.sheet.treasures());
                let carrier = member.name.clone();
                self.delve_units -= 1;
                let left = supplies.saturating_sub(1);
                self.set_units(p, left, treasures, events)?;
                events.push(Event::Lit {
                    carrier,
                    units_left: left,
                });
                self.lit = true;
            }
            _ => {
                events.push(Event::Dark);
                self.lit = false;
            }
        }
        delve.set_lit(self.lit);
        delve.set_encumbered(self.encumbered());
        self.delve = Some(delve);
        Ok(())
    }

    fn explore<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        action: DungeonAction,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Some(mut delve) = self.delve.clone() else {
            return Err(not_now("explore", "the party is not in the site"));
        };
        let resting = matches!(action, DungeonAction::Rest | DungeonAction::ShortRest);
        if delve.rest_owed() && !resting {
            return Err(not_now("explore", "the encumbered must rest this turn"));
        }
        match action {
            DungeonAction::ShortRest if !self.lit => {
                return Err(not_now("a short rest", "it needs a well-lit place"));
            }
            DungeonAction::OpenDoor if self.door.is_open() => {
                return Err(not_now("bursting the door", "it is open"));
            }
            _ => {}
        }
        events.push(Event::Turn {
            turn: delve.clock().now() + 1,
            action,
        });
        match action {
            DungeonAction::OpenDoor => self.force_door(setup, source, events)?,
            DungeonAction::Search => self.search(setup, events)?,
            DungeonAction::ShortRest => {
                for i in 0..self.party.len() {
                    if let Some(member) = self.party.get_mut(i) {
                        if member.is_alive() {
                            let report = member.sheet.health_mut().short_rest()?;
                            self.health(i, &report, events)?;
                        }
                    }
                }
            }
            _ => {}
        }
        delve.set_encumbered(self.encumbered());
        let report = delve.turn(action, Some(&setup.site.dungeon), source)?;
        self.delve = Some(delve);
        for event in report.events {
            self.delve_event(setup, event, Place::Site, events)?;
        }
        self.pass_time(TURN_MINUTES, events)?;
        if !self.meetings.is_empty() {
            self.place = Place::Meeting;
        }
        Ok(())
    }

    /// The strongest adventurer standing bursts the stuck door; the guard
    /// behind it is surprised unless an attempt failed before.
    fn force_door<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let strongest = self
            .party
            .iter()
            .enumerate()
            .filter(|(_, m)| m.can_fight())
            .max_by_key(|(i, m)| {
                (
                    m.sheet.health().score(Ability::Str).current(),
                    core::cmp::Reverse(*i),
                )
            })
            .map(|(i, _)| i)
            .ok_or_else(|| not_now("bursting the door", "nobody can"))?;
        let target = self
            .party
            .get(strongest)
            .map_or(0, |m| m.sheet.health().score(Ability::Str).current());
        let attempt = self.door.force(Save::new(target)?, source)?;
        let face = attempt
            .save
            .as_ref()
            .and_then(|s| s.dice().first().map(|d| d.face))
            .unwrap_or(0);
        let opened = attempt.outcome == DoorOutcome::Opened;
        events.push(Event::ForcedDoor {
            member: self.member_name(strongest)?,
            target,
            face,
            opened,
        });
        if opened {
            if let Some(guard) = setup.site.guard.as_deref() {
                let band = setup.band(guard)?;
                events.push(Event::Behind {
                    monsters: setup
                        .site
                        .bands
                        .get(band)
                        .map(|b| alloc::string::String::from(b.called()))
                        .unwrap_or_default(),
                });
                self.meetings.push(Meeting {
                    band,
                    surprised: self.door.surprise_possible(),
                    back: Place::Site,
                });
            }
        }
        Ok(())
    }

    fn search(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        if !self.door.is_open() || self.found {
            events.push(Event::NothingFound);
            return Ok(());
        }
        self.found = true;
        let treasure = &setup.site.treasure;
        events.push(Event::Found {
            treasure: treasure.name.clone(),
            units: treasure.units,
        });
        self.take_up(setup, events, false)
    }

    /// The treasure onto the first load that holds it: the porter's, else
    /// an adventurer's (who is then encumbered, at HP 0).
    pub(super) fn take_up(
        &mut self,
        setup: &Setup,
        events: &mut Vec<Event>,
        passed: bool,
    ) -> Result<(), Error> {
        let treasure = &setup.site.treasure;
        let mut order: Vec<usize> = self.porter().into_iter().collect();
        order.extend((0..self.party.len()).filter(|&i| {
            self.party
                .get(i)
                .is_some_and(|m| m.role == Role::Adventurer)
        }));
        for i in order {
            let Some(member) = self.party.get(i) else {
                continue;
            };
            if !member.is_alive() {
                continue;
            }
            let (supplies, treasures) = (member.sheet.supplies(), member.sheet.treasures());
            let units = treasures.saturating_add(treasure.units);
            if member.sheet.clone().with_units(supplies, units).is_ok() {
                let name = member.name.clone();
                self.set_units(i, supplies, units, events)?;
                events.push(if passed {
                    Event::TreasurePassed { member: name }
                } else {
                    Event::Carries {
                        member: name,
                        treasure: treasure.name.clone(),
                    }
                });
                return Ok(());
            }
        }
        events.push(Event::LeftBehind {
            treasure: treasure.name.clone(),
        });
        Ok(())
    }

    fn leave(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let turns = self.delve.take().map_or(0, |d| d.clock().now());
        let watches = u32::try_from(turns.div_ceil(TURNS_PER_WATCH).max(1)).unwrap_or(1);
        let before = self.journey.clock().now();
        // The site's turns are on the watch clock; a night spent inside
        // still owes its camp.
        self.camp_owed |= (before..before + u64::from(watches)).any(|t| t % 3 == 2);
        self.journey.clock_mut().advance(watches)?;
        events.push(Event::LeftSite { turns, watches });
        self.set_out(true, setup.site.miles, events);
        Ok(())
    }

    /// The reaction roll, unless the monsters are undead (always hostile).
    fn meet<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let meeting = self
            .meetings
            .first()
            .copied()
            .ok_or_else(|| not_now("meet", "nobody is met"))?;
        let band = setup
            .site
            .bands
            .get(meeting.band)
            .ok_or_else(|| not_now("meet", "no band of monsters answers that row"))?;
        let monsters = alloc::string::String::from(band.called());
        if band.undead {
            events.push(Event::Undead { monsters });
            self.place = Place::Fight;
            return Ok(());
        }
        // Rolled for those meeting the party: its first adventurer standing.
        let modifier = self
            .party
            .iter()
            .find(|m| m.can_fight())
            .map_or(0, |m| m.sheet.health().wound_effects().reaction_modifier)
            .clamp(-10, 10);
        let roll = Reaction::new(modifier)?.roll(source)?;
        let face = |i: usize| roll.dice().get(i).map_or(0, |d| d.face);
        let disposition = roll.band();
        events.push(Event::Reaction {
            monsters: monsters.clone(),
            dice: [face(0), face(1)],
            modifier,
            disposition,
        });
        if matches!(disposition, Disposition::Hostile | Disposition::Negative) {
            self.place = Place::Fight;
        } else {
            events.push(Event::Parley { monsters });
            self.settle_meeting();
        }
        Ok(())
    }

    /// The meeting settled: the next one, or back where the party was.
    pub(super) fn settle_meeting(&mut self) {
        if self.meetings.is_empty() {
            return;
        }
        let meeting = self.meetings.remove(0);
        self.place = if self.meetings.is_empty() {
            meeting.back
        } else {
            Place::Meeting
        };
    }

    /// Home: the load put down, a week in town, the treasure sold, the
    /// porter paid, the rest shared among the adventurers alive.
    fn settle(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let treasure = &setup.site.treasure;
        let mut brought = false;
        for i in 0..self.party.len() {
            let Some(member) = self.party.get_mut(i) else {
                continue;
            };
            if !member.is_alive() {
                continue;
            }
            let carried = member.sheet.treasures();
            if carried > 0 {
                brought = true;
                let report = member.sheet.store_treasures(carried)?;
                let home = member.sheet.treasures_at_home().saturating_sub(carried);
                member.sheet = member.sheet.clone().with_treasures_at_home(home)?;
                self.health(i, &report, events)?;
            }
            let supplies = self.party.get(i).map_or(0, |m| m.sheet.supplies());
            if supplies > 0 {
                events.push(Event::PutDown {
                    member: self.member_name(i)?,
                    units: supplies,
                });
                self.set_units(i, 0, 0, events)?;
            }
            if let Some(member) = self.party.get_mut(i) {
                let report = member.sheet.health_mut().full_rest()?;
                self.health(i, &report, events)?;
            }
        }
        let mut value = 0;
        if brought {
            value = treasure.coins;
            self.treasure_home = u64::from(value);
            events.push(Event::Sold {
                treasure: treasure.name.clone(),
                coins: value,
            });
        }
        let watches = self.journey.clock().now();
        let days = u32::try_from(watches.div_ceil(3).max(1)).unwrap_or(u32::MAX);
        if let Some(p) = self
            .porter()
            .filter(|&p| self.party.get(p).is_some_and(super::Member::is_alive))
        {
            let owed = u32::try_from(osr_sheet::cairn_house::hireling_pay(days).subunits())
                .unwrap_or(u32::MAX);
            let paid = owed.min(value);
            value -= paid;
            self.add_coins(p, paid)?;
            events.push(Event::Paid {
                member: self.member_name(p)?,
                days,
                owed,
                paid,
            });
        }
        let sharers: Vec<usize> = (0..self.party.len())
            .filter(|&i| {
                self.party
                    .get(i)
                    .is_some_and(|m| m.role == Role::Adventurer && m.is_alive())
            })
            .collect();
        if value > 0 && !sharers.is_empty() {
            let share = value / u32::try_from(sharers.len()).unwrap_or(1);
            for i in sharers {
                let total = self.add_coins(i, share)?;
                events.push(Event::Share {
                    member: self.member_name(i)?,
                    coins: share,
                    total,
                });
            }
        }
        let ending = if self.routed {
            Ending::Rout
        } else if self.turned_back && !brought {
            Ending::Retreat
        } else {
            Ending::Home
        };
        self.end(ending, events);
        Ok(())
    }

    fn add_coins(&mut self, i: usize, coins: u32) -> Result<u32, Error> {
        let members = self.party.len();
        let member = self
            .party
            .get_mut(i)
            .ok_or(Error::NoSuchMember { index: i, members })?;
        let total = member
            .sheet
            .coins()
            .checked_add(coins)
            .ok_or(Error::Overflow { what: "coins" })?;
        member.sheet = member.sheet.clone().with_coins(total)?;
        Ok(total)
    }

    pub(super) fn end(&mut self, ending: Ending, events: &mut Vec<Event>) {
        self.meetings.clear();
        self.delve = None;
        self.place = Place::Over { ending };
        events.push(Event::Ended { ending });
    }
}

/// The ability furthest below its maximum (STR on a tie): the one a long
/// rest's d6 goes to.
fn most_hurt(health: &osr_health::cairn_house::Character) -> Ability {
    let lost = |a| health.score(a).max() - health.score(a).current();
    let mut best = Ability::Str;
    for ability in [Ability::Dex, Ability::Wil] {
        if lost(ability) > lost(best) {
            best = ability;
        }
    }
    best
}
