//! A fight from the party as it stands, written back onto the sheets.

use alloc::format;
use alloc::vec::Vec;

use osr_combat::Side;
use osr_combat::cairn_house::{
    Action, Combatant, Command as FightCommand, Ending as FightEnding, Event as FightEvent, Fight,
    MAX_ROUNDS, Next, Policy,
};
use osr_core::FaceSource;

use super::{Band, Event, FightLine, Place, Setup, State, not_now};
use crate::{Ending, Error, Name};

/// The first foe's combatant ID; the party's fighters are 1 and up.
const FIRST_FOE: u32 = 100;

const ORDINALS: [&str; 8] = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
];

/// The name of foe `k` (from 0) of `band`: `the ghoul`, `the second wolf`.
pub(super) fn foe_name(band: &Band, k: usize) -> Result<Name, Error> {
    if band.count == 1 {
        return Name::new(&format!("the {}", band.name));
    }
    let ordinal = ORDINALS.get(k).copied().unwrap_or("last");
    Name::new(&format!("the {ordinal} {}", band.name))
}

impl State {
    /// The fight with the monsters met: the adventurers able to fight, at
    /// the health on their sheets (an encumbered one at HP 0), against the
    /// band; surprised monsters lose the first round.
    pub(super) fn fight<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        policy: Policy,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let meeting = self
            .meetings
            .first()
            .copied()
            .ok_or_else(|| not_now("fight", "nobody is met"))?;
        let band = setup
            .site()
            .bands
            .get(meeting.band)
            .ok_or_else(|| not_now("fight", "no band of monsters answers that row"))?;
        let fighters: Vec<usize> = (0..self.party.len())
            .filter(|&i| self.party.get(i).is_some_and(super::Member::can_fight))
            .collect();
        if fighters.is_empty() {
            return Err(not_now("fight", "nobody can fight"));
        }
        let mut foes = Vec::new();
        let mut names: Vec<(u32, Name)> = Vec::new();
        for (id, &i) in (1..).zip(&fighters) {
            names.push((id, self.member_name(i)?));
        }
        for (k, id) in (0..band.count).zip(FIRST_FOE..) {
            let mut foe =
                Combatant::new(id, Side::Foes, band.hp, band.abilities)?.with_die(band.die, false);
            if band.undead {
                foe = foe.undead();
            }
            foes.push(foe);
            names.push((id, foe_name(band, usize::try_from(k).unwrap_or(0))?));
        }
        let sheets: Vec<&osr_sheet::cairn_house::Sheet> = fighters
            .iter()
            .filter_map(|&i| self.party.get(i).map(|m| &m.sheet))
            .collect();
        let mut fight = Fight::new(osr_sheet::cairn_house::setup(&sheets, foes)?)?;
        let name = |id: u32| names.iter().find(|(i, _)| *i == id).map(|(_, n)| n.clone());
        let mut entering = Vec::new();
        for (id, _) in (1..).zip(&fighters) {
            if let Some(n) = name(id) {
                entering.push((n, fight.fighter(id)?.health().hp()));
            }
        }
        events.push(Event::FightBegan {
            fighters: entering,
            foes: names
                .iter()
                .filter(|(id, _)| *id >= FIRST_FOE)
                .map(|(_, n)| n.clone())
                .collect(),
        });
        if meeting.surprised {
            events.push(Event::Surprised {
                monsters: band.called().into(),
            });
        }
        let undecided = loop {
            if fight.ending().is_some() {
                break None;
            }
            if fight.round() > MAX_ROUNDS {
                break Some(MAX_ROUNDS);
            }
            let mut command = policy.command(&fight);
            let mut lost = None;
            if let Next::Act { round: 1, id, .. } = fight.next() {
                if meeting.surprised && id >= FIRST_FOE {
                    command = FightCommand::Act {
                        action: Action::Pass,
                    };
                    lost = Some(id);
                }
            }
            let stepped: Vec<FightEvent> = fight.step(command, source)?.to_vec();
            for event in stepped {
                match event {
                    FightEvent::Passed { id } if lost == Some(id) => {
                        if let Some(who) = name(id) {
                            events.push(Event::LostTurn { who });
                        }
                    }
                    FightEvent::Passed { .. } => {}
                    _ => {
                        let (who, whom) = actors(&event);
                        events.push(Event::Fight {
                            line: FightLine {
                                who: who.and_then(name),
                                whom: whom.and_then(name),
                                event,
                            },
                        });
                    }
                }
            }
        };
        let round = match fight.ending() {
            Some(FightEnding::Won { round, .. } | FightEnding::Undecided { round }) => round,
            None => undecided.unwrap_or(MAX_ROUNDS),
        };
        self.rounds = self.rounds.saturating_add(round);
        if let Some(rounds) = undecided {
            events.push(Event::BrokeOff { rounds });
        }
        for (id, &i) in (1..).zip(&fighters) {
            let fighter = fight.fighter(id)?;
            if let Some(member) = self.party.get_mut(i) {
                member.sheet.after_fight(fighter)?;
            }
        }
        self.settle_meeting();
        let lost = matches!(
            fight.ending(),
            Some(FightEnding::Won {
                winner: Side::Foes,
                ..
            })
        );
        self.aftermath(setup, lost, events)
    }

    /// After a fight: the critically damaged stabilised by anyone still
    /// up (or dead, left untreated for the hour), the treasure taken from
    /// the dead, and the end when the fight is lost or no adventurer is
    /// left standing: the survivors go home, or nobody does.
    fn aftermath(
        &mut self,
        setup: &Setup,
        lost: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let aid = self
            .party
            .iter()
            .any(|m| m.is_alive() && !m.sheet.health().is_critical());
        for i in 0..self.party.len() {
            let Some(member) = self.party.get_mut(i) else {
                continue;
            };
            if !(member.is_alive() && member.sheet.health().is_critical()) {
                continue;
            }
            let report = if aid {
                member.sheet.health_mut().stabilise()?
            } else {
                member
                    .sheet
                    .health_mut()
                    .pass_time(osr_health::cairn_house::CRITICAL_MINUTES)?
            };
            self.health(i, &report, events)?;
        }
        let dropped: Vec<usize> = (0..self.party.len())
            .filter(|&i| {
                self.party
                    .get(i)
                    .is_some_and(|m| !m.is_alive() && m.sheet.treasures() > 0)
            })
            .collect();
        for i in dropped {
            let supplies = self.party.get(i).map_or(0, |m| m.sheet.supplies());
            self.set_units(i, supplies, 0, events)?;
            self.take_up(setup, events, true)?;
        }
        if !self
            .party
            .iter()
            .any(|m| m.role == super::Role::Adventurer && m.is_alive())
        {
            self.end(Ending::Dead, events);
        } else if lost || !self.party.iter().any(super::Member::can_fight) {
            self.routed = true;
            events.push(Event::Routed);
            self.meetings.clear();
            self.delve = None;
            self.place = Place::Town;
        }
        Ok(())
    }
}

/// The fighter an event is about, and its target.
const fn actors(event: &FightEvent) -> (Option<u32>, Option<u32>) {
    match *event {
        FightEvent::InitiativeRolled { id, .. }
        | FightEvent::InitiativeGiven { id, .. }
        | FightEvent::Passed { id }
        | FightEvent::CastingBegan { id }
        | FightEvent::SpellTookEffect { id }
        | FightEvent::CastingSave { id, .. }
        | FightEvent::SpellLost { id }
        | FightEvent::DefenderChose { id, .. }
        | FightEvent::Health { id, .. }
        | FightEvent::Withdrew { id, .. }
        | FightEvent::FleeAttempted { id, .. }
        | FightEvent::OutOfFight { id, .. } => (Some(id), None),
        FightEvent::Attacked {
            attacker, target, ..
        } => (Some(attacker), Some(target)),
        FightEvent::SpellDamageRolled { caster, target, .. } => (Some(caster), Some(target)),
        FightEvent::Charged { id, target } | FightEvent::Approached { id, target } => {
            (Some(id), Some(target))
        }
        _ => (None, None),
    }
}
