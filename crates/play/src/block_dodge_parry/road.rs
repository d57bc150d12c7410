//! The road and the camp: a day's walk, treasure brought home, the
//! night's meal and rest, and the end of each day.

use alloc::vec::Vec;

use osr_check::block_dodge_parry::{Ability, Save};
use osr_check::{Check as _, Resolved as _};
use osr_core::{FaceSource, SuppliedFaces};
use osr_health::block_dodge_parry::{FatigueSource, Meal, Rest};

use super::choices::{Camp, Food, Goal};
use super::command::Place;
use super::event::Event;
use super::setup::Setup;
use super::state::{NIGHT, State, WALK, most_lost, treasure};
use crate::Error;

impl State {
    /// The end of a day: who ate nothing goes hungry; deprived more than
    /// a day, a Fatigue (BDP-1.6.deprivation-fatigue).
    pub(super) fn end_day(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
        events.push(Event::DayEnded { day: self.day });
        self.day = self.day.saturating_add(1);
        for member in self.party.iter_mut().filter(|m| !m.is_dead()) {
            if !member.fed {
                let changes = member.sheet.go_hungry();
                events.push(Event::Hungry {
                    member: member.name.clone(),
                    changes,
                });
            }
            member.fed = false;
            if member.sheet.body().deprived() {
                member.deprived_days = member.deprived_days.saturating_add(1);
            } else {
                member.deprived_days = 0;
            }
            if member.deprived_days >= 2 {
                let changes = if member.free_slots() > 0 {
                    // One Fatigue: what a second day of deprivation adds.
                    member
                        .sheet
                        .gain_fatigue(FatigueSource::Deprivation { days: 2 }, 0)?
                } else {
                    Vec::new()
                };
                events.push(Event::Deprivation {
                    member: member.name.clone(),
                    days: member.deprived_days,
                    changes,
                });
            }
        }
        Ok(())
    }

    pub(super) fn travel(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let (toward, walked) = match self.place {
            Place::Road { toward, walked } => (toward, walked),
            Place::Outside => (Goal::Home, 0),
            _ => (Goal::Site, 0),
        };
        let walked = walked.saturating_add(1);
        let arrived = walked >= setup.site().days_away;
        events.push(Event::Walked {
            day: self.day,
            toward,
            arrived,
            site: setup.site().name.clone(),
        });
        self.pass(WALK, events)?;
        self.place = match (arrived, toward) {
            (false, _) => Place::Road { toward, walked },
            (true, Goal::Site) => Place::Site,
            (true, Goal::Home) => Place::Home,
        };
        if self.place == Place::Home {
            self.bring_home(setup, events)?;
        }
        Ok(())
    }

    /// Home: the treasure carried leaves the packs and is home.
    fn bring_home(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let mut names = Vec::new();
        let mut value = 0_u64;
        for room in core::mem::take(&mut self.carried) {
            let Some(t) = treasure(setup, room) else {
                continue;
            };
            for member in &mut self.party {
                if let Some(i) = member
                    .sheet
                    .gear()
                    .iter()
                    .position(|g| g.name().as_str() == t.name.as_str())
                {
                    member.sheet.drop_gear(i)?;
                    break;
                }
            }
            names.push(t.name.clone());
            value = value.saturating_add(t.value);
        }
        self.treasure_home = self.treasure_home.saturating_add(value);
        events.push(Event::Home {
            treasure: names,
            value,
        });
        Ok(())
    }

    pub(super) fn camp<S: FaceSource + ?Sized>(
        &mut self,
        camp: Camp,
        food: Food,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        events.push(Event::Camped {
            day: self.day,
            camp,
            food,
        });
        for i in 0..self.party.len() {
            if self.party.get(i).is_some_and(|m| !m.is_dead()) {
                self.eat(i, food, source, events)?;
            }
        }
        let rest = camp.site().rest();
        for member in self.party.iter_mut().filter(|m| !m.is_dead()) {
            let restored = if rest == Rest::Comfortable {
                most_lost(&member.sheet)
            } else {
                None
            };
            let changes = member.sheet.sleep(rest, restored);
            events.push(Event::Slept {
                member: member.name.clone(),
                restored,
                changes,
            });
            if member.down.is_some() {
                member.down = None;
                events.push(Event::CameTo {
                    member: member.name.clone(),
                });
            }
        }
        self.pass(NIGHT, events)
    }

    /// Member `i` eats `food`: a ration from their pack or another's, or a
    /// meal; a desperate one needs a WIL save to stay down.
    fn eat<S: FaceSource + ?Sized>(
        &mut self,
        i: usize,
        food: Food,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let mut from = None;
        if food == Food::Rations {
            let order = core::iter::once(i).chain((0..self.party.len()).filter(|j| *j != i));
            for j in order {
                let Some(owner) = self.party.get_mut(j) else {
                    continue;
                };
                if let Some(k) = owner
                    .sheet
                    .gear()
                    .iter()
                    .position(|g| g.name().matches("rations"))
                {
                    owner.sheet.drop_gear(k)?;
                    from = Some(owner.name.clone());
                    break;
                }
            }
            if from.is_none() {
                if let Some(member) = self.party.get(i) {
                    events.push(Event::NoRations {
                        member: member.name.clone(),
                    });
                }
                return Ok(());
            }
        }
        let Some(member) = self.party.get_mut(i) else {
            return Ok(());
        };
        let wil = member.sheet.body().track(Ability::Wil).current();
        let mut body = member.sheet.body().clone();
        let applied = body.eat(food.meal(), source)?;
        let kept = if food.meal() == Meal::Desperate {
            Save::new(wil)?
                .roll(&mut SuppliedFaces::new(&applied.faces()))?
                .passed()
        } else {
            true
        };
        member.sheet = member
            .sheet
            .clone()
            .with_body(body, member.sheet.permanent_wounds())?;
        member.fed |= kept;
        events.push(Event::Ate {
            member: member.name.clone(),
            food,
            from,
            save: applied.dice().to_vec(),
            wil,
            kept,
            changes: applied
                .events()
                .iter()
                .map(|change| super::Change::Body {
                    change: change.clone(),
                })
                .collect(),
        });
        Ok(())
    }
}
