//! The procedures of play: buying, walking, exploring, searching,
//! leaving, camping, parleying and coming home.

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use osr_advancement::gods_and_monsters::{Disposal, loot_xp, share};
use osr_check::Check as _;
use osr_core::FaceSource;
use osr_health::gods_and_monsters::{RestChoice, TimerUnit};
use osr_sheet::gods_and_monsters::{GearPurchase, Item, Price, Reaction};
use osr_travel::gods_and_monsters::{Speed, daily_miles, search};

use super::state::{Condition, HOME_REST_DAYS, HOUR, Location, NIGHT_HOURS, WALKING_HOURS};
use super::{Event, Setup, State};
use crate::{Ending, Error};

impl State {
    pub(super) fn buy(
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
    pub(super) fn movement(&self) -> u32 {
        self.members
            .iter()
            .filter(|m| m.able())
            .map(|m| m.sheet.movement())
            .min()
            .unwrap_or(1)
    }

    pub(super) fn travel<S: FaceSource + ?Sized>(
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
        Ok(())
    }

    pub(super) fn arrive_home(&mut self) -> Result<(), Error> {
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

    pub(super) fn explore<S: FaceSource + ?Sized>(
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

    pub(super) fn search<S: FaceSource + ?Sized>(
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

    pub(super) fn camp<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        events.push(Event::Camped { hours: NIGHT_HOURS });
        self.sleeping = true;
        let night = u64::from(NIGHT_HOURS) * HOUR;
        let dusk = self.clock.now();
        let passed = self.pass(setup, night, source, events);
        self.sleeping = false;
        passed?;
        if self.clock.now() - dusk < night {
            // Broken before morning: no rest, no new day yet.
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

    pub(super) fn parley(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
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

    pub(super) fn come_home<S: FaceSource + ?Sized>(
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
