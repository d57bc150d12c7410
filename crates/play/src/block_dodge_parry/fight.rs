//! A fight: exchanges of blows between the party and the foes met, every
//! blow routed through osr-combat (HP, then STR, then the Critical Damage
//! Save) and written back onto the sheets.

use alloc::vec::Vec;

use osr_check::Fate;
use osr_check::Rolled;
use osr_combat::Side;
use osr_combat::block_dodge_parry::Hp;
use osr_core::FaceSource;
use osr_health::block_dodge_parry::{Body, FatigueSource, Track};

use super::choices::Outcome;
use super::command::Policy;
use super::event::Event;
use super::setup::{Encounter, Feature, Setup, Weapon};
use super::state::{State, taken_out};
use crate::{Error, Name};

/// A foe in the fight.
struct Fighter {
    name: Name,
    hp: Hp,
    body: Body,
    attack: Weapon,
    down: bool,
}

/// One blow of `weapon`: its die rolled.
fn swing<S: FaceSource + ?Sized>(weapon: &Weapon, source: &mut S) -> Result<Rolled, Error> {
    let die = weapon.die.die();
    let face = die.roll(source)?;
    Ok(Rolled {
        sides: die.sides(),
        face,
        fate: Fate::Counted,
    })
}

impl State {
    /// Fights the foes met, by `policy`, to the end: the foes down, the
    /// foes fled after their exchanges, the party down, or the party
    /// fled. A surprised side loses the first exchange.
    pub(super) fn fight<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        policy: Policy,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let encounter = match self
            .meeting_room()
            .and_then(|room| setup.site().rooms.get(room))
            .map(|room| &room.feature)
        {
            Some(Feature::Foes(encounter)) => encounter,
            _ => return Ok(()),
        };
        self.met();
        let mut foes = Vec::new();
        for foe in &encounter.foes {
            let [str, dex, wil] = foe.abilities;
            let track = |score| Track::new(score, score);
            foes.push(Fighter {
                name: foe.name.clone(),
                hp: Hp::new(foe.hp, foe.hp)?,
                body: Body::new(track(str)?, track(dex)?, track(wil)?),
                attack: foe.attack.clone(),
                down: false,
            });
        }
        if let Some(side) = encounter.surprised {
            let names = match side {
                Side::Party => self
                    .party()
                    .iter()
                    .filter(|m| m.can_fight())
                    .map(|m| m.name().clone())
                    .collect(),
                Side::Foes => foes.iter().map(|f| f.name.clone()).collect(),
            };
            events.push(Event::Surprised { side, names });
        }
        let (outcome, exchanges) = self.exchanges(encounter, policy, &mut foes, source, events)?;
        self.rounds = self.rounds.saturating_add(exchanges);
        events.push(Event::Fought { outcome, exchanges });
        for member in self.party_mut() {
            if member.get_up() {
                events.push(Event::CameTo {
                    member: member.name().clone(),
                });
            }
        }
        if outcome == Outcome::PartyFled {
            self.flee(setup, events);
        } else if self.party().iter().any(|m| !m.is_dead()) {
            // The fight ends the room's turn: the torch burns.
            self.site_turn(source, events)?;
        }
        Ok(())
    }

    fn exchanges<S: FaceSource + ?Sized>(
        &mut self,
        encounter: &Encounter,
        policy: Policy,
        foes: &mut [Fighter],
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(Outcome, u32), Error> {
        let order = match encounter.first {
            Side::Party => [Side::Party, Side::Foes],
            Side::Foes => [Side::Foes, Side::Party],
        };
        let mut number = 0;
        loop {
            let standing = self.party().iter().filter(|m| m.can_fight()).count();
            if foes.iter().all(|f| f.down) {
                return Ok((Outcome::Won, number));
            }
            if standing == 0 {
                return Ok((Outcome::PartyDown, number));
            }
            if number >= encounter.flee_after {
                return Ok((Outcome::FoesFled, number));
            }
            if number > 0 && u32::try_from(standing).unwrap_or(u32::MAX) <= policy.flee_at {
                return Ok((Outcome::PartyFled, number));
            }
            number += 1;
            events.push(Event::Exchange { number });
            for side in order {
                if number == 1 && encounter.surprised == Some(side) {
                    continue;
                }
                match side {
                    Side::Foes => self.foes_strike(policy, foes, source, events)?,
                    Side::Party => self.party_strikes(foes, source, events)?,
                }
            }
        }
    }

    /// Each foe standing strikes the member in front (the first who can
    /// fight); by the policy, she blocks the first blow each exchange.
    fn foes_strike<S: FaceSource + ?Sized>(
        &mut self,
        policy: Policy,
        foes: &[Fighter],
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let mut blocked = false;
        for foe in foes.iter().filter(|f| !f.down) {
            let Some(member) = self.party_mut().iter_mut().find(|m| m.can_fight()) else {
                break;
            };
            if policy.block && !blocked && member.free_slots() >= 2 {
                blocked = true;
                let changes = member
                    .sheet_mut()
                    .gain_fatigue(FatigueSource::Blocking, 1)?;
                events.push(Event::Blocked {
                    member: member.name().clone(),
                    attacker: foe.name.clone(),
                    changes,
                });
                continue;
            }
            let die = swing(&foe.attack, source)?;
            let harm = foe.attack.harm(die.face)?;
            let landed = member.sheet_mut().land(&harm, source)?;
            events.push(Event::Struck {
                attacker: foe.name.clone(),
                target: member.name().clone(),
                weapon: foe.attack.name.clone(),
                die,
                changes: landed.events().to_vec(),
                critical: landed.dice().to_vec(),
            });
            if taken_out(landed.critical()) {
                member.take_out(landed.critical());
                events.push(Event::Down {
                    who: member.name().clone(),
                    critical: landed.critical(),
                });
            }
        }
        Ok(())
    }

    /// Each member who can fight strikes the first foe standing.
    fn party_strikes<S: FaceSource + ?Sized>(
        &mut self,
        foes: &mut [Fighter],
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        for member in self.party_mut().iter().filter(|m| m.can_fight()) {
            let Some(foe) = foes.iter_mut().find(|f| !f.down) else {
                break;
            };
            let die = swing(member.weapon(), source)?;
            let harm = member.weapon().harm(die.face)?;
            let landed = harm.land(&mut foe.hp, &mut foe.body, source)?;
            events.push(Event::Struck {
                attacker: member.name().clone(),
                target: foe.name.clone(),
                weapon: member.weapon().name.clone(),
                die,
                changes: landed.events().to_vec(),
                critical: landed.dice().to_vec(),
            });
            if taken_out(landed.critical()) {
                foe.down = true;
                events.push(Event::Down {
                    who: foe.name.clone(),
                    critical: landed.critical(),
                });
            }
        }
        Ok(())
    }
}
