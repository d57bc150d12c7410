//! On the road: watches of travel, rest and camp, and what they turn up.

use alloc::vec::Vec;

use osr_check::Resolved as _;
use osr_check::cairn_house::Ability;
use osr_core::FaceSource;
use osr_travel::cairn_house::{
    DelveEvent, DungeonAction, JourneyEvent, WatchAction, WeatherShift, WildEvent,
};

use super::{Event, Meeting, Place, RATIONS_PER_UNIT, Setup, State, WatchKind, WildRow, not_now};
use crate::Error;

/// Minutes in a watch.
pub(super) const WATCH_MINUTES: u32 = 480;

impl State {
    pub(super) fn set_out(&mut self, home: bool, miles: u32, events: &mut Vec<Event>) {
        self.place = Place::Road { home };
        self.walked = 0;
        self.goal = miles;
        events.push(Event::SetOut { home, miles });
    }

    /// The day and watch about to be played, and whether it is dark.
    pub(super) fn watch_header(&self, kind: WatchKind) -> Event {
        let now = self.journey.clock().now();
        Event::Watch {
            day: now / 3 + 1,
            watch: u32::try_from(now % 3).unwrap_or(0) + 1,
            night: self.night_next(),
            kind,
        }
    }

    pub(super) fn travel<S: FaceSource + ?Sized>(
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
        if self.camp_owed() {
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
                .watch(WatchAction::Travel, Some(&setup.site().wilderness), source)?;
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

    pub(super) fn journey_event(
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

    pub(super) fn delve_event(
        &mut self,
        setup: &Setup,
        event: DelveEvent,
        back: Place,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let called = |entry: &str| -> Result<alloc::string::String, Error> {
            let band = setup.band(entry)?;
            Ok(setup
                .site()
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
    pub(super) fn pass_time(&mut self, minutes: u32, events: &mut Vec<Event>) -> Result<(), Error> {
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

    pub(super) fn rest<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.place == Place::Site {
            return self.explore(setup, DungeonAction::Rest, source, events);
        }
        events.push(self.watch_header(WatchKind::Rest));
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
    pub(super) fn camp<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        events.push(self.watch_header(WatchKind::Camp));
        self.camps += 1;
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
                if let Some(die) = report.dice().first() {
                    events.push(Event::LongRest {
                        member: self.member_name(i)?,
                        ability,
                        face: die.face,
                    });
                }
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
    pub(super) fn unpack_food(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
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
