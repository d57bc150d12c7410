//! The barrow: the shaft, the spear trap, the chamber searched, the way
//! out with the dying and the grave goods; the sale at home; and who
//! carries what.

use alloc::string::String;
use alloc::vec::Vec;

use num_rational::Ratio;
use osr_check::Resolved as _;
use osr_check::murdham::Damage;
use osr_core::FaceSource;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::State as LoadState;
use osr_equipment::murdham::Buyer;
use osr_health::murdham::Fall;
use osr_sheet::murdham::{Ability, Condition};
use osr_travel::murdham::{ExpeditionAction, Footing, Mode, find_buyer};

use super::{Place, State};
use crate::Error;
use crate::murdham::{Event, Setup};

impl State {
    /// Down the shaft and across the entrance hall, with its spear trap.
    pub(super) fn enter<S: FaceSource + ?Sized>(
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
    pub(super) fn climb<S: FaceSource + ?Sized>(
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
    pub(super) fn search(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
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
    pub(super) fn leave<S: FaceSource + ?Sized>(
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
    pub(super) fn sell<S: FaceSource + ?Sized>(
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
    pub(super) fn settle_burdens(&mut self, events: &mut Vec<Event>) {
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

    pub(super) fn carries(&self, c: usize, what: String, events: &mut Vec<Event>) {
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
    pub(super) fn reload(&mut self) {
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
    pub(super) fn roomiest(&self, bulk: Bulk) -> Option<usize> {
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
