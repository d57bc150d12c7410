//! The site and home: rooms a turn at a time by torchlight, the pit,
//! catching a breath, treasure into the slots, leaving, and treatment.

use alloc::vec::Vec;

use osr_check::block_dodge_parry::Ability;
use osr_check::{Check as _, Fate, Resolved as _, Rolled};
use osr_combat::block_dodge_parry::{Harm, Route};
use osr_core::FaceSource;
use osr_encumbrance::LoadModel as _;
use osr_health::block_dodge_parry::Fall;
use osr_sheet::block_dodge_parry::Gear;
use osr_travel::light::UsageLight;

use super::choices::{Care, NoBreath};
use super::command::Place;
use super::event::Event;
use super::setup::{Feature, Setup};
use super::state::{State, WALK, most_lost, taken_out, treasure};
use crate::{Ending, Error, Name};

impl State {
    pub(super) fn explore<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.torch.as_ref().is_none_or(UsageLight::is_out) {
            self.light(setup, events)?;
        }
        let index = self.next_room;
        self.next_room = self.next_room.saturating_add(1);
        self.turn = self.turn.saturating_add(1);
        let Some(room) = setup.site().rooms.get(index) else {
            return Ok(());
        };
        events.push(Event::Entered {
            turn: self.turn,
            room: room.name.clone(),
        });
        match &room.feature {
            Feature::Empty => {}
            Feature::Pit { floors } => self.pit(*floors, source, events)?,
            Feature::Foes(encounter) => {
                events.push(Event::Met {
                    foes: encounter.foes.iter().map(|f| f.name.clone()).collect(),
                });
                self.meeting = Some(index);
            }
            Feature::Treasure(treasure) => {
                events.push(Event::Found {
                    treasure: treasure.name.clone(),
                    slots: treasure.slots,
                });
                self.found = Some(index);
            }
        }
        if self.meeting.is_none() {
            self.site_turn(source, events)?;
        }
        Ok(())
    }

    /// Lights the next torch; the last one lit, its bundle is dropped.
    fn light(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        self.torches = self.torches.saturating_sub(1);
        self.torch = Some(UsageLight::new("torch", setup.torch())?);
        events.push(Event::TorchLit {
            die: setup.torch(),
            left: self.torches,
        });
        if self.torches == 0 {
            for member in &mut self.party {
                if let Some(k) = member
                    .sheet
                    .gear()
                    .iter()
                    .position(|g| g.name().matches("torches"))
                {
                    let gear = member.sheet.drop_gear(k)?;
                    events.push(Event::Dropped {
                        member: member.name.clone(),
                        gear: Name::new(gear.name().as_str())?,
                    });
                    break;
                }
            }
        }
        Ok(())
    }

    /// A pit: the one in front saves with DEX or falls (1d10 STR a floor,
    /// then a Critical Damage Save).
    fn pit<S: FaceSource + ?Sized>(
        &mut self,
        floors: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Some(member) = self.party.iter_mut().find(|m| m.can_fight()) else {
            return Ok(());
        };
        let score = member.sheet.body().track(Ability::Dex).current();
        let save = member.sheet.save(Ability::Dex).roll(source)?;
        events.push(Event::Saved {
            member: member.name.clone(),
            ability: Ability::Dex,
            score,
            dice: save.dice().to_vec(),
            passed: save.passed(),
        });
        if save.passed() {
            return Ok(());
        }
        let fall = Fall::new(floors)?.roll(source)?;
        let harm = Harm::new(fall.damage(), Route::Undefendable, Ability::Str)?
            .with_critical_save("fall wound")?;
        let landed = member.sheet.land(&harm, source)?;
        events.push(Event::Fell {
            member: member.name.clone(),
            floors,
            dice: fall.dice().to_vec(),
            changes: landed.events().to_vec(),
            critical: landed.dice().to_vec(),
        });
        if taken_out(landed.critical()) {
            member.down = Some(landed.critical());
            events.push(Event::Down {
                who: member.name.clone(),
                critical: landed.critical(),
            });
        }
        Ok(())
    }

    pub(super) fn breather<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        for member in &mut self.party {
            let hp = member.sheet.hp();
            if member.down.is_some() || hp.current() >= hp.max() {
                continue;
            }
            let waterskin = member
                .sheet
                .waterskin()
                .unwrap_or(osr_core::UsageDie::Empty);
            let reason = if waterskin.is_empty() {
                Some(NoBreath::NoWater)
            } else if member.sheet.body().deprived() {
                Some(NoBreath::Deprived)
            } else if member.sheet.load()?.effects().hp_zero {
                Some(NoBreath::SlotsFull)
            } else {
                None
            };
            let breath = match reason {
                Some(_) => None,
                None => member.sheet.catch_breath(source)?,
            };
            match (breath, waterskin.die()) {
                (Some(breath), Some(die)) if breath.face.is_some() => {
                    events.push(Event::Breath {
                        member: member.name.clone(),
                        hp: (hp.current(), breath.hp),
                        waterskin,
                        die: Rolled {
                            sides: die.sides(),
                            face: breath.face.unwrap_or(0),
                            fate: Fate::Counted,
                        },
                        after: breath.waterskin,
                    });
                }
                _ => events.push(Event::NoBreath {
                    member: member.name.clone(),
                    reason: reason.unwrap_or(NoBreath::NoWater),
                }),
            }
        }
        if self.place == Place::Site {
            self.site_turn(source, events)
        } else {
            self.pass(1, events)
        }
    }

    /// The treasure found goes to the member standing with the most free
    /// slots, if it fits; filling every slot drops HP to 0.
    pub(super) fn take(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let Some(room) = self.found.take() else {
            return Ok(());
        };
        let Some(t) = treasure(setup, room) else {
            return Ok(());
        };
        let carrier = self
            .party
            .iter_mut()
            .filter(|m| m.down.is_none())
            .rev()
            .max_by_key(|m| m.free_slots())
            .filter(|m| m.free_slots() >= t.slots);
        let Some(member) = carrier else {
            events.push(Event::NoRoom {
                treasure: t.name.clone(),
                slots: t.slots,
            });
            return Ok(());
        };
        let fills = member.free_slots() == t.slots;
        let hp = member.sheet.hp().current();
        let mut sheet = member.sheet.clone();
        let mut changes = Vec::new();
        if fills && hp > 0 {
            sheet = sheet.with_hp(0)?;
            changes.push(super::Change::HpLost { from: hp, to: 0 });
        }
        member.sheet = sheet.with_gear(Gear::new(t.name.as_str(), t.slots)?)?;
        self.carried.push(room);
        events.push(Event::Took {
            member: member.name.clone(),
            treasure: t.name.clone(),
            slots: t.slots,
            free: member.free_slots(),
            changes,
        });
        Ok(())
    }

    pub(super) fn leave<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.found = None;
        self.site_turn(source, events)?;
        self.torch = None;
        self.place = Place::Outside;
        events.push(Event::Left {
            site: setup.site().name.clone(),
        });
        Ok(())
    }

    pub(super) fn flee(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        self.fled = true;
        self.meeting = None;
        self.found = None;
        self.torch = None;
        self.place = Place::Outside;
        events.push(Event::Left {
            site: setup.site().name.clone(),
        });
    }

    pub(super) fn treat<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        for member in self.party.iter_mut().filter(|m| !m.is_dead()) {
            let Some(ability) = most_lost(&member.sheet) else {
                continue;
            };
            let care = Care::for_ability(ability);
            let mut body = member.sheet.body().clone();
            let applied = body.treat(care.treatment(), source)?;
            member.sheet = member
                .sheet
                .clone()
                .with_body(body, member.sheet.permanent_wounds())?;
            events.push(Event::Treated {
                member: member.name.clone(),
                care,
                dice: applied.dice().to_vec(),
                changes: applied
                    .events()
                    .iter()
                    .map(|change| super::Change::Body {
                        change: change.clone(),
                    })
                    .collect(),
            });
        }
        // A day's treatment: the day's two waking watches, as a day's walk.
        self.pass(WALK, events)
    }

    pub(super) fn disband(&mut self, events: &mut Vec<Event>) {
        let ending = if self.fled {
            Ending::Rout
        } else if self.rooms_left() > 0 {
            Ending::Retreat
        } else {
            Ending::Home
        };
        self.end(ending, events);
    }
}
