//! The road: a watch of travel, noticing what is hidden, the river, and
//! the daily rest.

use alloc::string::String;
use alloc::vec::Vec;

use num_rational::Ratio;
use osr_check::{Check as _, Resolved as _};
use osr_combat::murdham::Intent;
use osr_core::FaceSource;
use osr_encumbrance::LoadModel as _;
use osr_encumbrance::bulk::murdham::State as LoadState;
use osr_sheet::murdham::{Ability, Condition, KnownSkill, Rest, WATCHES_PER_DAY};
use osr_travel::murdham::{
    Approach, Attitude, AttitudeRoll, ExpeditionAction, Path, areas_per_unit, passive_notice,
};

use super::{Pending, Place, State};
use crate::Error;
use crate::murdham::{Event, Setup, Swim};

impl State {
    /// A watch on the road.
    pub(super) fn travel<S: FaceSource + ?Sized>(
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
            return self.pass(ExpeditionAction::MoveRegions, events);
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
        // A meeting is part of the watch: it ends once the meeting is over.
        if self.pending.is_none() {
            self.pass(ExpeditionAction::MoveRegions, events)?;
        }
        Ok(())
    }

    /// The referee's secret group WIT save of those `standing`.
    pub(super) fn notice<S: FaceSource + ?Sized>(
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
    pub(super) fn swim<S: FaceSource + ?Sized>(
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
    pub(super) fn rest<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let day = self.company.clock().now() / u64::from(WATCHES_PER_DAY) + 1;
        events.push(Event::Rested { day });
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
        self.pass(ExpeditionAction::DailyRest, events)
    }
}
