//! In the site: the delve's supplies, dungeon turns, the stuck door,
//! the search and the treasure taken up, and leaving.

use alloc::vec::Vec;

use osr_check::Resolved as _;
use osr_check::cairn_house::{Ability, Save};
use osr_core::FaceSource;
use osr_travel::cairn_house::{Delve, DoorOutcome, DungeonAction};

use super::{Event, Meeting, Place, Role, Setup, State, not_now};
use crate::Error;

/// Minutes in a dungeon turn.
const TURN_MINUTES: u32 = 10;
/// Dungeon turns in a watch.
const TURNS_PER_WATCH: u64 = 48;

impl State {
    /// The site reached: a delve's worth of supplies unpacked, torches lit.
    pub(super) fn arrive(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
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

    pub(super) fn explore<S: FaceSource + ?Sized>(
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
        let report = delve.turn(action, Some(&setup.site().dungeon), source)?;
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
    pub(super) fn force_door<S: FaceSource + ?Sized>(
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
            if let Some(guard) = setup.site().guard.as_deref() {
                let band = setup.band(guard)?;
                events.push(Event::Behind {
                    monsters: setup
                        .site()
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

    pub(super) fn search(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        if !self.door.is_open() || self.found {
            events.push(Event::NothingFound);
            return Ok(());
        }
        self.found = true;
        let treasure = &setup.site().treasure;
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
        let treasure = &setup.site().treasure;
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

    pub(super) fn leave(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let turns = self.delve.take().map_or(0, |d| d.clock().now());
        let watches = u32::try_from(turns.div_ceil(TURNS_PER_WATCH).max(1)).unwrap_or(1);
        // The site's turns are on the watch clock; a night spent inside
        // still owes its camp.
        self.journey.clock_mut().advance(watches)?;
        events.push(Event::LeftSite { turns, watches });
        self.set_out(true, setup.site().miles, events);
        Ok(())
    }
}
