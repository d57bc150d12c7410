//! A fight started from the party: the combatants from the sheets and the
//! referee's monsters, the simple policy, the events named, and the fight
//! written back.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use osr_combat::Side;
use osr_combat::gods_and_monsters::{
    Awareness, Combatant, Command as FightCommand, Event as FightEvent, Fight, Order, Phase,
    Setup as FightSetup,
};
use osr_core::FaceSource;
use osr_health::gods_and_monsters::Event as HealthEvent;

use super::state::{Condition, Location};
use super::{DamageRoll, Event, Foes, Setup, State, Tactic};
use crate::Error;

/// Rounds a fight lasts at most before both sides break off.
pub const MAX_ROUNDS: u32 = 30;

/// The first foe's ID in a fight; members are 1 and up.
const FOE_IDS: u32 = 101;

/// The group's monsters by name, numbered where several share one.
pub(super) fn foe_names(group: &Foes) -> Vec<String> {
    let names: Vec<&str> = group.monsters.iter().map(|m| m.name.as_str()).collect();
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let same = names.iter().filter(|n| *n == name).count();
        if same > 1 {
            let nth = names[..i].iter().filter(|n| *n == name).count() + 1;
            out.push(format!("{name} {nth}"));
        } else {
            out.push(String::from(*name));
        }
    }
    out
}

fn to_u32(i: usize) -> Result<u32, Error> {
    u32::try_from(i).map_err(|_| Error::Overflow { what: "fighters" })
}

impl State {
    /// The fight with the foes met, by `tactic`.
    pub(super) fn fight<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        tactic: Tactic,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Some(meeting) = self.meeting.take() else {
            return Ok(());
        };
        let group = setup
            .foes()
            .get(meeting.foes)
            .ok_or(Error::Overflow { what: "foes" })?;
        let mut names: Vec<(u32, String)> = Vec::new();
        let mut combatants: Vec<Combatant> = Vec::new();
        let caught = if meeting.asleep {
            Awareness::Sleeping
        } else {
            Awareness::Unaware
        };
        for (i, m) in self.members.iter().enumerate() {
            if !m.able() {
                continue;
            }
            let id = to_u32(i)? + 1;
            let mut c = m.sheet.combatant(id, Side::Party)?;
            if meeting.wandering {
                c = c.caught(caught);
            }
            names.push((id, String::from(m.name.as_str())));
            combatants.push(c);
        }
        let members = combatants.len();
        for (j, ((monster, name), vitals)) in group
            .monsters
            .iter()
            .zip(super::fight::foe_names(group))
            .zip(&meeting.vitals)
            .enumerate()
        {
            let id = FOE_IDS + to_u32(j)?;
            let mut c = monster.combatant(id, *vitals)?;
            if !meeting.wandering {
                c = c.caught(Awareness::Unaware);
            }
            names.push((id, name));
            combatants.push(c);
        }
        let name = |id: u32| -> String {
            names
                .iter()
                .find(|(i, _)| *i == id)
                .map_or_else(|| String::from("someone"), |(_, n)| n.clone())
        };
        if members == 0 {
            events.push(Event::FightEnded {
                winner: Some(Side::Foes),
                rounds: 0,
            });
            return self.lost(setup, events);
        }
        let mut fight = Fight::new(FightSetup::new(combatants.clone())?)?;
        play(&mut fight, &combatants, tactic, source)?;
        let rounds = fight.round();
        translate(fight.events(), rounds, &name, events);
        self.rounds = self.rounds.saturating_add(rounds);
        let winner = fight.ending().and_then(|e| e.winner);
        if fight.ending().is_none() {
            events.push(Event::FightEnded {
                winner: None,
                rounds,
            });
        }
        let mut waking = 0;
        let mut dying = Vec::new();
        for c in combatants.iter().filter(|c| c.side() == Side::Party) {
            let status = *fight.status(c.id())?;
            let index = usize::try_from(c.id() - 1).map_err(|_| Error::Overflow { what: "id" })?;
            let Some(m) = self.members.get_mut(index) else {
                continue;
            };
            m.sheet.after_fight(&status)?;
            if status.doomed {
                m.condition = Condition::Dead;
                events.push(Event::Died {
                    member: m.name.clone(),
                });
            } else if let Some(timer) = status.dying {
                events.push(Event::Dying {
                    member: m.name.clone(),
                    timer,
                });
                if timer.ran_out() {
                    m.condition = Condition::Dead;
                    events.push(Event::Died {
                        member: m.name.clone(),
                    });
                } else {
                    dying.push((index, timer));
                }
            } else if status.unconscious {
                let minutes = m.sheet.vitals().injuries();
                waking = waking.max(minutes);
                events.push(Event::CameTo {
                    member: m.name.clone(),
                    minutes,
                });
            }
        }
        for (index, timer) in dying {
            self.start_dying(index, timer)?;
        }
        if winner == Some(Side::Party) {
            self.xp = self.xp.saturating_add(group.xp);
            events.push(Event::Defeated {
                foes: group.name.clone(),
                xp: group.xp,
            });
            if !meeting.wandering {
                self.clear_room();
            }
        } else if self.members.iter().any(super::MemberState::alive) {
            self.lost(setup, events)?;
        }
        if waking > 0 && self.ending().is_none() {
            self.pass(
                setup,
                osr_travel::gods_and_monsters::rounds(waking),
                source,
                events,
            )?;
        }
        Ok(())
    }

    /// A fight lost or broken off: the party falls back and turns home.
    fn lost(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        self.routed = true;
        if !self.members.iter().any(super::MemberState::alive) {
            return Ok(());
        }
        events.push(Event::Withdrew);
        if matches!(self.location(), Location::Site { .. }) {
            self.leave(setup, events)
        } else {
            self.turn_home(setup)
        }
    }
}

/// The simple policy: those caught unaware roll first; every round the
/// party attack by `tactic`, each foe the member across from it.
fn play<S: FaceSource + ?Sized>(
    fight: &mut Fight,
    combatants: &[Combatant],
    tactic: Tactic,
    source: &mut S,
) -> Result<(), Error> {
    if fight.phase() == Phase::Surprise {
        fight.step(FightCommand::RollSurprise, source)?;
    }
    while fight.ending().is_none() && fight.round() < MAX_ROUNDS {
        fight.step(FightCommand::BeginRound, source)?;
        fight.step(FightCommand::EndPhase, source)?;
        fight.step(FightCommand::EndPhase, source)?;
        for _ in [Phase::Players, Phase::Npcs] {
            for (n, a) in combatants.iter().enumerate() {
                for _ in 0..a.attacks() {
                    if fight.ending().is_some() || !fight.next().contains(&a.id()) {
                        break;
                    }
                    let targets: Vec<u32> = combatants
                        .iter()
                        .filter(|t| {
                            t.side() != a.side() && fight.status(t.id()).is_ok_and(|s| s.in_fight())
                        })
                        .map(Combatant::id)
                        .collect();
                    if targets.is_empty() {
                        break;
                    }
                    let across = combatants
                        .iter()
                        .take(n)
                        .filter(|c| c.side() == a.side())
                        .count();
                    let pick = match (a.side(), tactic) {
                        (Side::Party, Tactic::Focus) => 0,
                        _ => across % targets.len(),
                    };
                    let Some(&target) = targets.get(pick) else {
                        break;
                    };
                    fight.step(FightCommand::Attack(Order::new(a.id(), target)), source)?;
                }
            }
            if fight.ending().is_some() {
                break;
            }
            fight.step(FightCommand::EndPhase, source)?;
        }
    }
    Ok(())
}

/// The fight's events as the expedition's, fighters by name: an attack
/// with its damage and what the damage did as one event.
fn translate(
    from: &[FightEvent],
    rounds: u32,
    name: &dyn Fn(u32) -> String,
    events: &mut Vec<Event>,
) {
    let mut open = false;
    for event in from {
        let harm = matches!(
            event,
            FightEvent::Health {
                change: HealthEvent::PoolLost { .. }
                    | HealthEvent::VerveLost { .. }
                    | HealthEvent::SurvivalLost { .. }
                    | HealthEvent::InjuryTaken { .. },
                ..
            }
        );
        if open && harm {
            if let (Some(Event::Attacked { harm, .. }), FightEvent::Health { change, .. }) =
                (events.last_mut(), event)
            {
                harm.push(*change);
                continue;
            }
        }
        open = false;
        match event {
            FightEvent::SurpriseRolled {
                id,
                target,
                face,
                surprised,
            } => events.push(Event::SurpriseRolled {
                who: name(*id),
                face: *face,
                target: *target,
                surprised: *surprised,
            }),
            FightEvent::RoundBegan { round } => events.push(Event::RoundBegan { round: *round }),
            FightEvent::SnapOutRolled {
                id,
                target,
                face,
                snapped_out,
            } => events.push(Event::SnapOut {
                who: name(*id),
                face: *face,
                target: *target,
                snapped_out: *snapped_out,
            }),
            FightEvent::AttackRolled {
                attacker,
                target,
                face,
                needed,
                ..
            } => events.push(Event::Attacked {
                attacker: name(*attacker),
                target: name(*target),
                face: *face,
                needed: *needed,
                damage: None,
                harm: Vec::new(),
            }),
            FightEvent::DamageRolled {
                faces,
                bonus,
                total,
                ..
            } => {
                if let Some(Event::Attacked { damage, .. }) = events.last_mut() {
                    *damage = Some(DamageRoll {
                        faces: faces.clone(),
                        bonus: *bonus,
                        total: *total,
                    });
                    open = true;
                }
            }
            FightEvent::Health { id, change } => events.push(Event::RoundEnd {
                who: name(*id),
                change: *change,
            }),
            FightEvent::OutOfFight { id, reason } => events.push(Event::OutOfFight {
                who: name(*id),
                reason: *reason,
            }),
            FightEvent::SurpriseEnded { id } => {
                events.push(Event::SurpriseOver { who: name(*id) });
            }
            FightEvent::FightEnded { winner } => events.push(Event::FightEnded {
                winner: *winner,
                rounds,
            }),
            _ => {}
        }
    }
}
