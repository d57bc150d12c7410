//! The procedures of play: each command, with its consequences.

use alloc::vec::Vec;

use osr_check::cairn_house::{Disposition, Reaction};
use osr_check::{Check as _, Resolved as _};
use osr_core::FaceSource;
use osr_health::cairn_house::{Event as HealthEvent, Report};
use osr_sheet::cairn_house::Item;

use super::{Command, Event, MAX_ITEMS, Place, Role, Setup, State, not_now};
use crate::{Ending, Error};

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
                self.set_out(false, setup.site().miles, events);
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

    pub(super) fn buy(
        &mut self,
        member: usize,
        items: &[Item],
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
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

    /// The reaction roll, unless the monsters are undead (always hostile).
    pub(super) fn meet<S: FaceSource + ?Sized>(
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
            .site()
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
    pub(super) fn settle(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let treasure = &setup.site().treasure;
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

    pub(super) fn add_coins(&mut self, i: usize, coins: u32) -> Result<u32, Error> {
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
