//! A meeting played through osr-combat's Murdham encounter, and its
//! events told with the fighters' names.

use alloc::string::String;
use alloc::vec::Vec;

use osr_combat::Side;
use osr_combat::murdham::{
    Action, Combatant, Command as FightCommand, Encounter, Ending as FightEnding,
    Event as FightEvent, Intent, SocialCondition, Stance, Step,
};
use osr_core::{FaceSource, StepDie};
use osr_health::murdham::Health;

use super::{Event, Foe, Group, Member, Policy, Target};
use crate::{Error, Name};

/// The first ID of a foe in an encounter; members are 1 and up.
pub(super) const FIRST_FOE: u32 = 100;

/// The foe as a combatant with this ID.
pub(super) fn foe(foe: &Foe, id: u32) -> Result<Combatant, Error> {
    let health = i32::try_from(foe.health).map_err(|_| Error::Overflow {
        what: "a foe's health",
    })?;
    Ok(Combatant::new(
        id,
        Side::Foes,
        foe.wit,
        Health::full(health)?,
        foe.armour,
    )?)
}

/// Who is who in an encounter: each fighter's ID, name and weapon's
/// damage die, so that the encounter's events can be told by name.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::Event as FightEvent;
/// use osr_core::StepDie;
/// use osr_play::Name;
/// use osr_play::murdham::Roster;
///
/// let roster = Roster::new(vec![
///     (1, Name::new("Ash")?, StepDie::D8),
///     (11, Name::new("the bandit")?, StepDie::D6),
/// ])?;
/// let lines = roster.events(&Name::new("a bandit")?, &[FightEvent::TurnLost { id: 11 }]);
/// assert_eq!(lines[0].to_string(), "the bandit loses the turn");
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Roster {
    fighters: Vec<(u32, Name, StepDie)>,
    unknown: Name,
}

impl Roster {
    /// The roster of these fighters: ID, name, weapon's damage die.
    ///
    /// # Errors
    ///
    /// None in practice.
    pub fn new(fighters: Vec<(u32, Name, StepDie)>) -> Result<Self, Error> {
        Ok(Self {
            fighters,
            unknown: Name::new("someone")?,
        })
    }

    fn name(&self, id: u32) -> Name {
        self.fighters
            .iter()
            .find(|(i, _, _)| *i == id)
            .map_or_else(|| self.unknown.clone(), |(_, name, _)| name.clone())
    }

    fn die(&self, id: u32) -> StepDie {
        self.fighters
            .iter()
            .find(|(i, _, _)| *i == id)
            .map_or(StepDie::D6, |(_, _, die)| *die)
    }

    /// The encounter's `log` told by name: `other` is the other side as a
    /// line says it ("three poachers"). An attack and its damage make one
    /// line; round ends and the stretch are left to the clock.
    #[must_use]
    pub fn events(&self, other: &Name, log: &[FightEvent]) -> Vec<Event> {
        let mut out = Vec::new();
        let mut attacker = None;
        for event in log {
            match event {
                FightEvent::AwarenessRolled {
                    side,
                    face,
                    spotted,
                    ..
                } => out.push(Event::Awareness {
                    side: *side,
                    other: other.clone(),
                    face: *face,
                    spotted: *spotted,
                }),
                FightEvent::ApproachChosen { side, intent } => out.push(Event::Intends {
                    side: *side,
                    other: other.clone(),
                    intent: *intent,
                }),
                FightEvent::Resolved { resolution } => out.push(Event::Resolved {
                    other: other.clone(),
                    resolution: *resolution,
                }),
                FightEvent::RoundBegan { round } => out.push(Event::Round { round: *round }),
                FightEvent::Attacked {
                    attacker: by,
                    target,
                    landed,
                    ..
                } => {
                    if *landed {
                        attacker = Some(*by);
                    } else {
                        out.push(Event::Missed {
                            attacker: self.name(*by),
                            target: self.name(*target),
                        });
                    }
                }
                FightEvent::Damage {
                    target,
                    faces,
                    total,
                    damage,
                    from,
                    to,
                    band,
                } => {
                    let by = attacker.take().unwrap_or(0);
                    out.push(Event::Struck {
                        attacker: self.name(by),
                        target: self.name(*target),
                        die: self.die(by),
                        faces: faces.clone(),
                        total: *total,
                        damage: *damage,
                        from: *from,
                        to: *to,
                        band: *band,
                    });
                }
                FightEvent::OutOfFight { id, band } => out.push(Event::Out {
                    name: self.name(*id),
                    band: *band,
                }),
                FightEvent::SocialTried {
                    actor,
                    target,
                    social,
                    worked,
                    ..
                } => out.push(Event::Acted {
                    name: self.name(*actor),
                    what: alloc::format!(
                        "tries to {} {}: {}",
                        social.row().id,
                        self.name(*target),
                        if *worked { "it works" } else { "no effect" }
                    ),
                }),
                FightEvent::ConditionGained { id, condition } => match condition {
                    SocialCondition::LosesNextTurn => out.push(Event::LosesTurn {
                        name: self.name(*id),
                    }),
                    SocialCondition::Frightened { of } => out.push(Event::Acted {
                        name: self.name(*id),
                        what: alloc::format!("is frightened of {}", self.name(*of)),
                    }),
                    SocialCondition::Taunted { by } => out.push(Event::Acted {
                        name: self.name(*id),
                        what: alloc::format!("must spend the next turn on {}", self.name(*by)),
                    }),
                },
                FightEvent::TurnLost { id } => out.push(Event::TurnLost {
                    name: self.name(*id),
                }),
                FightEvent::Moved { id, zones, .. } => out.push(Event::Acted {
                    name: self.name(*id),
                    what: alloc::format!("moves {zones} zones"),
                }),
                FightEvent::ActedOtherwise { id } => out.push(Event::Acted {
                    name: self.name(*id),
                    what: String::from("acts"),
                }),
                FightEvent::Ended { ending } => out.push(match ending {
                    FightEnding::Fight { winner } => Event::MeetingOver {
                        winner: *winner,
                        fight: true,
                    },
                    FightEnding::Apart | FightEnding::Parley => Event::MeetingOver {
                        winner: None,
                        fight: false,
                    },
                }),
                FightEvent::RoundEnded { .. } | FightEvent::StretchPassed { .. } => {}
            }
        }
        out
    }
}

/// What a meeting came to.
pub(super) struct Outcome {
    /// The encounter, at its end.
    pub(super) encounter: Encounter,
    /// The fighters of the party: (member index, ID).
    pub(super) members: Vec<(usize, u32)>,
    /// Rounds fought.
    pub(super) rounds: u32,
    /// Its events, by name.
    pub(super) events: Vec<Event>,
}

/// Plays a meeting between the party's members `standing` (indices) and
/// `group`, the party wanting `ours` and the group `theirs`, fought by
/// `policy`.
pub(super) fn meet<S: FaceSource + ?Sized>(
    party: &[Member],
    standing: &[usize],
    group: &Group,
    (ours, theirs): (Intent, Intent),
    policy: Policy,
    source: &mut S,
) -> Result<Outcome, Error> {
    let mut combatants = Vec::new();
    let mut roster = Vec::new();
    let mut members = Vec::new();
    for (&i, id) in standing.iter().zip(1_u32..) {
        let member = party.get(i).ok_or(Error::NoSuchMember {
            index: i,
            members: party.len(),
        })?;
        combatants.push(member.sheet.combatant(id, Side::Party)?);
        roster.push((id, member.name.clone(), member.weapon));
        members.push((i, id));
    }
    for (foe_row, id) in group.foes.iter().zip(FIRST_FOE..) {
        combatants.push(foe(foe_row, id)?);
        roster.push((id, foe_row.name.clone(), group.die));
    }
    let roster = Roster::new(roster)?;
    let setup = osr_combat::murdham::Setup::new(Stance::Cautious, Stance::Cautious, combatants)?;
    let mut encounter = Encounter::new(setup)?;
    encounter.step(FightCommand::RollAwareness, source)?;
    let (party_intent, foes_intent) = match encounter.current() {
        Step::Approach { spotting } => match spotting.chooser() {
            Some(Side::Party) => (Some(ours), None),
            Some(Side::Foes) => (None, Some(theirs)),
            None => (Some(ours), Some(theirs)),
        },
        _ => (Some(ours), Some(theirs)),
    };
    encounter.step(
        FightCommand::Approach {
            party: party_intent,
            foes: foes_intent,
        },
        source,
    )?;
    let rounds = fight(&mut encounter, &roster, policy, source)?;
    if matches!(encounter.current(), Step::Parley) {
        encounter.step(FightCommand::End, source)?;
    }
    let events = roster.events(&group.what, encounter.events());
    Ok(Outcome {
        encounter,
        members,
        rounds,
        events,
    })
}

/// The rounds of a fight by `policy`; the rounds fought.
fn fight<S: FaceSource + ?Sized>(
    encounter: &mut Encounter,
    roster: &Roster,
    policy: Policy,
    source: &mut S,
) -> Result<u32, Error> {
    let mut rounds = 0;
    while let Step::Round { round } = encounter.current() {
        if round > policy.rounds {
            // The survivors break off.
            encounter.step(FightCommand::End, source)?;
            break;
        }
        rounds = round;
        for id in encounter.waiting() {
            if encounter.is_over() {
                break;
            }
            let status = encounter.status(id)?;
            if status.out || status.acted || status.loses_turn {
                continue;
            }
            let side = status.side;
            let target = status.taunted_by.or_else(|| {
                let enemies = encounter
                    .statuses()
                    .iter()
                    .filter(|s| s.side != side && !s.out);
                match (side, policy.target) {
                    (Side::Party, Target::Weakest) => {
                        enemies.min_by_key(|s| s.health.current()).map(|s| s.id)
                    }
                    _ => enemies.map(|s| s.id).next(),
                }
            });
            let Some(target) = target else { break };
            let action = Action::Attack {
                target,
                die: roster.die(id),
                direct: false,
                situations: Vec::new(),
                landed: true,
            };
            encounter.step(FightCommand::Act { actor: id, action }, source)?;
        }
        if matches!(encounter.current(), Step::Round { .. }) {
            encounter.step(FightCommand::EndRound, source)?;
        }
    }
    Ok(rounds)
}
