//! A fight with the monsters met: from the sheets into osr-combat and
//! back, every event told with the fighters' names.

use alloc::format;
use alloc::vec::Vec;

use osr_check::constitution::{AbilityScore, Level, MoraleScore};
use osr_check::{Check as _, Resolved as _};
use osr_combat::Side;
use osr_combat::constitution::{
    Ac, Combatant, Command as FightCommand, Ending as FightEnding, Event as FightEvent, Fight,
    MoraleTrigger, Policy, SUPERIOR_COST, Setup as FightSetup, Start, Step, Ties,
};
use osr_core::{FaceSource, Recording};
use osr_health::constitution::{HitDice, HitDie, HpRoll};

use super::play::{faces, injury_events};
use super::{Event, Foe, Initiative, Outcome, Setup, State, Surprise, Wound};
use crate::{Error, Name};

/// The first foe's id in a fight; the party's are 1 to 8.
const FOES: u32 = 101;

/// Names by combatant id, and the name of someone not named.
struct Names(Vec<(u32, Name)>, Name);

impl Names {
    fn new(names: Vec<(u32, Name)>) -> Result<Self, Error> {
        Ok(Self(names, Name::new("someone")?))
    }

    fn of(&self, id: u32) -> Name {
        self.0
            .iter()
            .find(|(i, _)| *i == id)
            .map_or_else(|| self.1.clone(), |(_, n)| n.clone())
    }
}

/// A fight of osr-combat told as this crate's events, the fighters by
/// the names given for their ids (an id not named is someone):
/// each command replayed from the fight's own faces, so the injury saves
/// show their dice.
///
/// # Errors
///
/// osr-combat's errors if the fight does not replay (it always does for a
/// fight made by its own [`Fight::step`]).
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Combatant, Command, Fight, Setup, Ties};
/// use osr_core::SuppliedFaces;
/// use osr_play::Name;
/// use osr_play::constitution::narrate;
///
/// let a = Combatant::new(1, Side::Party, 4)?;
/// let b = Combatant::new(2, Side::Foes, 4)?;
/// let mut fight = Fight::new(Setup::new(vec![a, b], Ties::SetupOrder)?)?;
/// fight.step(Command::RollInitiative, &mut SuppliedFaces::new(&[15, 8]))?;
/// let attack = Command::Attack { attacker: 1, target: 2, defence: Default::default(), direct_hit: false };
/// fight.step(attack, &mut SuppliedFaces::new(&[12, 3]))?;
/// let names = [(1, Name::new("Ash")?), (2, Name::new("the ogre")?)];
/// let lines: Vec<String> = narrate(&fight, &names)?.iter().map(ToString::to_string).collect();
/// assert_eq!(lines[0], "initiative: Ash 25 (d20 15), the ogre 18 (d20 8)");
/// assert!(lines.contains(&"the ogre HP 4 -> 1".to_string()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn narrate(fight: &Fight, names: &[(u32, Name)]) -> Result<Vec<Event>, Error> {
    let names = Names::new(names.to_vec())?;
    let mut again = Fight::new(fight.setup().clone())?;
    let mut source = osr_check::Replaying::new(fight.faces());
    let mut events = Vec::new();
    for &command in fight.commands() {
        step(&mut again, command, &names, &mut source, &mut events)?;
    }
    Ok(events)
}

impl State {
    pub(super) fn fight<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        policy: Policy,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        osr_core::Error::check_range("rounds a fight may last", policy.max_rounds.into(), 1, 1000)?;
        let Some(&index) = self.pending.first() else {
            return Ok(());
        };
        let monster = setup.referee().monsters.get(index).ok_or(Error::NotNow {
            command: "fight",
            reason: "no such monster",
        })?;
        let (party_start, foe_start) = match monster.surprise {
            Surprise::None => (Start::Roll, Start::Roll),
            Surprise::Ambush => (Start::FlatFooted, Start::Advantage),
            Surprise::Unaware => (Start::Advantage, Start::FlatFooted),
        };
        let fighters: Vec<usize> = self.alive().collect();
        let mut combatants = Vec::new();
        let mut names = Names::new(Vec::new())?;
        for (&i, id) in fighters.iter().zip(1..) {
            let Some(m) = self.party.get(i) else { continue };
            let mut c = m.sheet.combatant(id, Side::Party)?;
            c.start = party_start;
            combatants.push(c);
            names.0.push((id, m.name.clone()));
        }
        let mut foes = Vec::new();
        for k in 0..monster.count {
            let hp = HpRoll::new(monster.hit_dice, 0, HitDie::D6)?.roll(source)?;
            let mut foe = Combatant::new(FOES + k, Side::Foes, hp.total())?;
            foe.hit_dice = HitDice::new(monster.hit_dice)?;
            foe.level = Level::new(monster.hit_dice)?;
            foe.strength = AbilityScore::new(monster.strength)?;
            foe.wits = AbilityScore::new(monster.wits)?;
            foe.ac = Ac::new(monster.ac)?;
            foe.damage = monster.damage;
            foe.morale = Some(MoraleScore::new(monster.morale)?);
            foe.start = foe_start;
            let name = if monster.count == 1 {
                monster.name.clone()
            } else {
                Name::new(&format!("{} {}", monster.name, k + 1))?
            };
            foes.push(Foe {
                name: name.clone(),
                hit_dice: monster.hit_dice,
                faces: faces(hp.dice()),
                hp: hp.total(),
            });
            names.0.push((FOES + k, name));
            combatants.push(foe);
        }
        events.push(Event::FightBegan {
            party: names
                .0
                .iter()
                .filter(|(id, _)| *id < FOES)
                .map(|(_, n)| n.clone())
                .collect(),
            foes,
        });
        if monster.surprise != Surprise::None {
            events.push(Event::Surprised {
                party: monster.surprise == Surprise::Ambush,
            });
        }
        let mut fight = Fight::new(FightSetup::new(combatants, Ties::HigherWits)?)?;
        let foe_ids: Vec<u32> = (FOES..FOES + monster.count).collect();
        let mut checked: Vec<MoraleTrigger> = Vec::new();
        let mut surprise_checked = monster.surprise != Surprise::Unaware;
        while let Some(command) = policy.command(&fight) {
            if fight.current_step() == Step::BetweenRounds {
                // The foes check morale once a quarter and once half of
                // them have fallen (TC-5.13).
                let fallen = foe_ids
                    .iter()
                    .filter(|&&id| fight.fighter(id).is_ok_and(|f| !f.standing()))
                    .count();
                let triggers = MoraleTrigger::losses(
                    monster.count,
                    u32::try_from(fallen).unwrap_or(u32::MAX),
                    false,
                )?;
                let new: Vec<MoraleTrigger> = triggers
                    .into_iter()
                    .flatten()
                    .filter(|t| !checked.contains(t))
                    .collect();
                checked.extend(&new);
                if let Some(&trigger) = new.last() {
                    morale(&mut fight, &foe_ids, trigger, &names, source, events)?;
                }
                if fight.ending().is_some() {
                    break;
                }
            }
            step(&mut fight, command, &names, source, events)?;
            if !surprise_checked && fight.current_step() == Step::Turns {
                // Caught unaware, they check morale in the first round.
                surprise_checked = true;
                morale(
                    &mut fight,
                    &foe_ids,
                    MoraleTrigger::Surprised,
                    &names,
                    source,
                    events,
                )?;
            }
            // The round's superior takes the second turn when it leaves a
            // count to act at (TC-5.3).
            if let FightCommand::Attack { attacker, .. } = command {
                let bout = fight.bout();
                let fresh = bout.places().iter().any(|p| {
                    p.id == attacker && !p.superior_used && !p.out && p.score > SUPERIOR_COST
                });
                if bout.superior_id() == Some(attacker) && fresh && fight.ending().is_none() {
                    step(
                        &mut fight,
                        FightCommand::Superior { id: attacker },
                        &names,
                        source,
                        events,
                    )?;
                }
            }
        }
        let rounds = fight.bout().round();
        self.rounds = self.rounds.saturating_add(rounds);
        let outcome = match fight.ending() {
            Some(FightEnding::Won(Side::Party)) => {
                self.overcome
                    .extend(core::iter::repeat_n(monster.hit_dice, foe_ids.len()));
                Outcome::Won
            }
            Some(FightEnding::Won(Side::Foes)) => Outcome::Lost,
            _ => Outcome::BrokeOff,
        };
        events.push(Event::FightEnded { outcome, rounds });
        for (&i, id) in fighters.iter().zip(1..) {
            let fighter = fight.fighter(id)?.clone();
            if let Some(m) = self.party.get_mut(i) {
                m.sheet.after_fight(&fighter)?;
            }
        }
        if !self.pending.is_empty() {
            self.pending.remove(0);
        }
        self.pick_up_from_the_dead(setup, events)?;
        if outcome == Outcome::Lost {
            self.beaten = true;
            self.turn_home(setup, events);
        }
        Ok(())
    }
}

/// Every standing foe checks morale for `trigger`.
fn morale<S: FaceSource + ?Sized>(
    fight: &mut Fight,
    foes: &[u32],
    trigger: MoraleTrigger,
    names: &Names,
    source: &mut S,
    events: &mut Vec<Event>,
) -> Result<(), Error> {
    for &id in foes {
        if fight.ending().is_none() && fight.fighter(id)?.standing() {
            step(
                fight,
                FightCommand::Morale { id, trigger },
                names,
                source,
                events,
            )?;
        }
    }
    Ok(())
}

/// One fight command, its faces recorded so the injury saves show their
/// dice, its events told with names.
fn step<S: FaceSource + ?Sized>(
    fight: &mut Fight,
    command: FightCommand,
    names: &Names,
    source: &mut S,
    events: &mut Vec<Event>,
) -> Result<(), Error> {
    let mut rolled = Vec::new();
    let made = {
        let mut recording = Recording::new(source, |_, face| rolled.push(face));
        fight.step(command, &mut recording)?.to_vec()
    };
    let mut cursor = 0usize;
    for e in made {
        match e {
            FightEvent::InitiativeRolled { id, faces, score } => {
                cursor += faces.len();
                let line = Initiative {
                    who: names.of(id),
                    faces,
                    score,
                };
                match events.last_mut() {
                    Some(Event::InitiativeRolled { rolls }) => rolls.push(line),
                    _ => events.push(Event::InitiativeRolled {
                        rolls: alloc::vec![line],
                    }),
                }
            }
            FightEvent::RoundBegan { round, superior } => {
                events.push(Event::RoundBegan {
                    round,
                    superior: superior.map(|s| names.of(s)),
                });
            }
            FightEvent::SuperiorTurn { id, from, to } => {
                events.push(Event::SuperiorTaken {
                    who: names.of(id),
                    from,
                    to,
                });
            }
            FightEvent::AttackRolled {
                attacker,
                target,
                faces,
                total,
                ac,
                hit,
                extra_degrees,
            } => {
                cursor += faces.len();
                events.push(Event::Attacked {
                    attacker: names.of(attacker),
                    target: names.of(target),
                    faces,
                    total,
                    ac,
                    hit,
                    extra: extra_degrees,
                });
            }
            FightEvent::DefenceRolled { faces, .. } => cursor += faces.len(),
            FightEvent::DirectHit { attacker, target } => {
                events.push(Event::DirectHit {
                    attacker: names.of(attacker),
                    target: names.of(target),
                });
            }
            FightEvent::DamageRolled {
                target,
                faces,
                amount,
                ..
            } => {
                cursor += faces.len();
                events.push(Event::Damage {
                    target: names.of(target),
                    faces,
                    amount,
                });
            }
            FightEvent::Health { id, change } => {
                let before = events.len();
                injury_events(
                    &names.of(id),
                    &[change],
                    rolled.get(cursor..).unwrap_or(&[]),
                    events,
                );
                for e in events.get(before..).unwrap_or(&[]) {
                    if let Event::InjurySaves { strength, will, .. } = e {
                        cursor += strength.len() + will.len();
                    }
                }
            }
            FightEvent::WentBerserk { id } => events.push(Event::Berserk { who: names.of(id) }),
            FightEvent::Reoriented { id, faces, score } => {
                cursor += faces.len();
                events.push(Event::Reoriented {
                    who: names.of(id),
                    faces,
                    score,
                });
            }
            FightEvent::MoraleChecked {
                id,
                trigger,
                faces,
                total,
                score,
                held,
            } => {
                cursor += faces.len();
                events.push(Event::Morale {
                    who: names.of(id),
                    faces: faces.to_vec(),
                    total,
                    score,
                    held,
                    surprised: trigger == MoraleTrigger::Surprised,
                });
            }
            FightEvent::Fled { id } => events.push(Event::Fled { who: names.of(id) }),
            _ => {}
        }
    }
    let _ = Wound::Minor;
    Ok(())
}
