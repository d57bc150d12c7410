//! The clock's timers: the torch, the rest after the time base, the
//! wandering-encounter check, the death timer; and the foes they bring.

use alloc::format;
use alloc::vec::Vec;

use osr_core::{Die, FaceSource};
use osr_health::gods_and_monsters::{DeathTimer, TimerUnit, Vitals};
use osr_sheet::gods_and_monsters::{Item, Misc, Npc};
use osr_travel::ClockEvent;
use osr_travel::TimerKind;
use osr_travel::gods_and_monsters::{LightSource, Speed, TimeBase};

use super::state::{Condition, HOUR, Location, Meeting, MemberState, PAUSE_MINUTES};
use super::{Body, Event, Setup, State};
use crate::Error;

impl State {
    pub(super) fn start_encounter_timer(
        &mut self,
        setup: &Setup,
        in_site: bool,
    ) -> Result<(), Error> {
        if let Some(id) = self.encounter_timer.take() {
            self.clock.stop(id)?;
        }
        let e = setup.encounters();
        let rounds = if in_site {
            e.site_minutes * 6
        } else {
            e.road_hours * 360
        };
        self.encounter_timer = Some(self.clock.start(
            TimerKind::Referee,
            "encounter check",
            rounds,
        )?);
        Ok(())
    }

    pub(super) fn start_rest_timer(&mut self) -> Result<(), Error> {
        if let Some(id) = self.rest_timer.take() {
            self.clock.stop(id)?;
        }
        let endurance = self
            .members
            .iter()
            .filter(|m| m.able())
            .map(|m| {
                m.sheet
                    .abilities()
                    .get(osr_sheet::gods_and_monsters::Ability::Endurance)
            })
            .min()
            .unwrap_or(1)
            .max(1);
        let rounds = match Speed::Explore.time_base(endurance)? {
            TimeBase::Rounds(n) => n,
            TimeBase::Minutes(n) => n.saturating_mul(6),
        };
        self.rest_timer = Some(self.clock.start(
            TimerKind::Referee,
            "rest",
            rounds.clamp(1, 100_000),
        )?);
        Ok(())
    }

    /// Lights the next torch from a member's pack, or goes dark.
    pub(super) fn light(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
        let carrier = self.members.iter().position(|m| {
            m.alive()
                && m.sheet
                    .gear()
                    .iter()
                    .any(|g| g.item == Item::Misc(Misc::Torch))
        });
        let Some(i) = carrier else {
            if !self.dark {
                events.push(Event::Darkness);
            }
            self.dark = true;
            return Ok(());
        };
        let Some(m) = self.members.get_mut(i) else {
            return Ok(());
        };
        let mut gear = m.sheet.gear().to_vec();
        if let Some(at) = gear.iter().position(|g| g.item == Item::Misc(Misc::Torch)) {
            gear.remove(at);
        }
        m.sheet = m.sheet.clone().with_gear(m.sheet.coins(), &gear)?;
        let name = m.name.clone();
        let id = LightSource::Torch.light(&mut self.clock, 1)?;
        self.torch = Some(id);
        self.dark = false;
        events.push(Event::TorchLit {
            member: name,
            rounds: u32::try_from(self.clock.remaining(id).unwrap_or(0)).unwrap_or(0),
            left: self.torches(),
        });
        Ok(())
    }

    /// Time passes: every timer that runs out on the way does what it
    /// does, at its time.
    pub(super) fn pass<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        rounds: u64,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let mut left = rounds;
        let calm = self.meeting.is_none();
        // Foes met cut the activity short: the time left is not spent.
        while left > 0 && !(calm && self.meeting.is_some()) {
            let next = self
                .clock
                .timers()
                .iter()
                .map(|t| t.ends.saturating_sub(self.clock.now()).max(1))
                .min()
                .unwrap_or(left);
            let step = left.min(next).min(100_000);
            left -= step;
            let step = u32::try_from(step).map_err(|_| Error::Overflow { what: "time" })?;
            for event in self.clock.advance(step)? {
                if let ClockEvent::TimerExpired { id, at, .. } = event {
                    self.expired(setup, id, at, source, events)?;
                }
            }
            if self.pause_due {
                self.pause_due = false;
                events.push(Event::Paused {
                    minutes: PAUSE_MINUTES,
                });
                left += osr_travel::gods_and_monsters::rounds(PAUSE_MINUTES);
                self.start_rest_timer()?;
            }
        }
        Ok(())
    }

    pub(super) fn expired<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        id: u32,
        at: u64,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.torch == Some(id) {
            self.torch = None;
            events.push(Event::TorchOut { at });
            return self.light(events);
        }
        if self.rest_timer == Some(id) {
            self.rest_timer = None;
            self.pause_due = !self.sleeping;
            return Ok(());
        }
        if self.encounter_timer == Some(id) {
            self.encounter_timer = None;
            self.start_encounter_timer(setup, matches!(self.location, Location::Site { .. }))?;
            if self.meeting.is_none() && self.members.iter().any(MemberState::alive) {
                self.encounter_check(setup, source, events)?;
            }
            return Ok(());
        }
        for m in &mut self.members {
            if matches!(m.condition, Condition::Dying { clock, .. } if clock == id) {
                m.condition = Condition::Dead;
                events.push(Event::Died {
                    member: m.name.clone(),
                });
            }
        }
        Ok(())
    }

    pub(super) fn encounter_check<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let e = setup.encounters();
        let face = e.die.roll(source)?;
        events.push(Event::EncounterCheck {
            die: e.die.sides(),
            face,
            on: e.on,
        });
        if face > e.on {
            return Ok(());
        }
        let sides = u32::try_from(e.table.len()).map_err(|_| Error::Overflow { what: "table" })?;
        let table = Die::new(sides)?;
        let face = table.roll(source)?;
        let entry = usize::try_from(face - 1).unwrap_or(0);
        let foes = e.table.get(entry).copied().unwrap_or(0);
        let group = setup
            .foes()
            .get(foes)
            .ok_or(Error::Overflow { what: "foes" })?;
        events.push(Event::Wanderers {
            die: sides,
            face,
            foes: group.name.clone(),
            asleep: self.sleeping,
        });
        self.meet(setup, foes, true, source, events)
    }

    /// Foes met: each non-player monster's survival rolled.
    pub(super) fn meet<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        foes: usize,
        wandering: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let group = setup
            .foes()
            .get(foes)
            .ok_or(Error::Overflow { what: "foes" })?;
        let names = super::fight::foe_names(group);
        let mut vitals = Vec::new();
        for (monster, name) in group.monsters.iter().zip(names) {
            match monster.body {
                Body::Npc { level, warrior } => {
                    let npc = Npc::roll(level, warrior, 0, source)?;
                    events.push(Event::FoeRolled {
                        foe: name,
                        level,
                        warrior,
                        faces: npc.faces().to_vec(),
                        survival: npc.vitals().max_survival(),
                    });
                    vitals.push(*npc.vitals());
                }
                Body::Creature { survival, .. } => vitals.push(Vitals::new(survival, 0)?),
            }
        }
        self.meeting = Some(Meeting {
            foes,
            vitals,
            wandering,
            asleep: self.sleeping,
        });
        Ok(())
    }

    /// A dying member's death timer on the clock.
    pub(super) fn start_dying(&mut self, index: usize, timer: DeathTimer) -> Result<(), Error> {
        let rounds = match timer.unit() {
            TimerUnit::Minutes => u64::from(timer.left()) * 6,
            TimerUnit::Hours => u64::from(timer.left()) * HOUR,
        };
        let rounds = u32::try_from(rounds.clamp(1, 100_000)).unwrap_or(100_000);
        let Some(m) = self.members.get_mut(index) else {
            return Ok(());
        };
        let label = format!("dying: {}", m.name);
        let clock = self.clock.start(
            TimerKind::Referee,
            label.get(..64).unwrap_or("dying"),
            rounds,
        )?;
        m.condition = Condition::Dying { timer, clock };
        Ok(())
    }
}
