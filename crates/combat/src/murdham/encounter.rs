//! The encounter as a state machine: where it is, each combatant's state,
//! and the rules that apply each command; [`Encounter`] is a [`Log`] of it.

use alloc::vec::Vec;

use osr_check::murdham::{Damage, Save};
use osr_check::{Check, Resolved};
use osr_core::{FaceSource, StepDie};
use osr_health::murdham::{Health, Hit, HitBand};

use super::{
    Action, Command, Effect, Ending, Event, Force, Intent, Pace, Resolution, Setup, Situation,
    Social, SocialCondition, Spotting, approach, attack_edge,
};
use crate::{Error, Log, Machine, Side};

/// Where an encounter is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamStep"))]
#[cfg_attr(feature = "serde", serde(tag = "step", rename_all = "snake_case"))]
pub enum Step {
    /// Awareness is to be rolled.
    Awareness,
    /// The sides are to choose their approach.
    Approach {
        /// Who spotted whom.
        spotting: Spotting,
    },
    /// A fight's round.
    Round {
        /// The round, from 1.
        round: u32,
    },
    /// A parley under way.
    Parley,
    /// Over.
    Over {
        /// How it ended.
        ending: Ending,
    },
}

impl Step {
    /// A stable key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Awareness => "awareness",
            Self::Approach { .. } => "approach",
            Self::Round { .. } => "round",
            Self::Parley => "parley",
            Self::Over { .. } => "over",
        }
    }
}

/// One combatant's state in the fight.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamStatus"))]
pub struct Status {
    /// The combatant's ID.
    pub id: u32,
    /// Its side.
    pub side: Side,
    /// Its WIT.
    pub wit: i32,
    /// Its armour.
    pub armour: u32,
    /// Its health now.
    pub health: Health,
    /// Out of the fight (critical damage, dying or dead).
    pub out: bool,
    /// Acted this round.
    pub acted: bool,
    /// Loses its next turn.
    pub loses_turn: bool,
    /// Must spend its next turn trying to harm this combatant.
    pub taunted_by: Option<u32>,
    /// The combatants it is frightened of, until the encounter ends (the
    /// rules do not say how long the condition lasts).
    pub frightened_of: Vec<u32>,
}

/// The state of an encounter between commands: its step and every
/// combatant's [`Status`]. Its rules are its [`Machine`] implementation;
/// an [`Encounter`] is a [`Log`] of it, and its questions (who has still to
/// act) are [`Encounter`]'s methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EncounterState {
    step: Step,
    statuses: Vec<Status>,
}

impl Machine for EncounterState {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "MurdhamEncounter";
    const TITLE: &'static str = "a saved encounter";
    const DESCRIPTION: &'static str = "A saved encounter: its setup, commands, faces and events, read back by replaying them (a log whose events the replay does not give is refused).";

    /// About to roll awareness.
    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let statuses = setup
            .combatants()
            .iter()
            .map(|c| Status {
                id: c.id(),
                side: c.side(),
                wit: c.wit(),
                armour: c.armour(),
                health: c.health(),
                out: c.health().current() == 0,
                acted: false,
                loses_turn: false,
                taunted_by: None,
                frightened_of: Vec::new(),
            })
            .collect();
        Ok(Self {
            step: Step::Awareness,
            statuses,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        match (self.step, command) {
            (Step::Over { .. }, _) => Err(Error::FightOver),
            (Step::Awareness, Command::RollAwareness) => self.roll_awareness(setup, source, events),
            (Step::Approach { spotting }, Command::Approach { party, foes }) => {
                self.approach(spotting, *party, *foes, events)
            }
            (Step::Parley, Command::End) => {
                self.end(events, Ending::Parley, 1);
                Ok(())
            }
            (Step::Round { .. }, Command::End) => {
                self.end(events, Ending::Fight { winner: None }, 1);
                Ok(())
            }
            (Step::Round { round }, Command::EndRound) => {
                self.end_round(round, events);
                Ok(())
            }
            (Step::Round { .. }, Command::Act { actor, action }) => {
                self.act(*actor, action, source, events)
            }
            (step, command) => Err(Error::OutOfTurn {
                event: command.key(),
                step: step.key(),
            }),
        }
    }

    fn is_over(&self) -> bool {
        matches!(self.step, Step::Over { .. })
    }

    fn over() -> Error {
        Error::FightOver
    }

    /// The awareness roll; the approach chosen by the party alone, by the
    /// foes alone and by both (each intent a fight, for the caller to
    /// set); the end of the round and of the encounter; then for each
    /// combatant another action and a move of one zone at a normal pace
    /// over open ground, and at each other combatant a landed attack with
    /// a d6 and no situation, and each social action at its usual force.
    fn offers(&self, setup: &Setup) -> Vec<Command> {
        let fight = Some(Intent::Fight);
        let ids: Vec<u32> = setup
            .combatants()
            .iter()
            .map(super::Combatant::id)
            .collect();
        let mut offers = alloc::vec![
            Command::RollAwareness,
            Command::Approach {
                party: fight,
                foes: None,
            },
            Command::Approach {
                party: None,
                foes: fight,
            },
            Command::Approach {
                party: fight,
                foes: fight,
            },
            Command::EndRound,
            Command::End,
        ];
        for &actor in &ids {
            offers.push(Command::Act {
                actor,
                action: Action::Other,
            });
            offers.push(Command::Act {
                actor,
                action: Action::Move {
                    zones: 1,
                    pace: Pace::default(),
                    open_ground: true,
                },
            });
            for &target in ids.iter().filter(|&&other| other != actor) {
                offers.push(Command::Act {
                    actor,
                    action: Action::Attack {
                        target,
                        die: StepDie::D6,
                        direct: false,
                        situations: Vec::new(),
                        landed: true,
                    },
                });
                offers.extend([Social::Distract, Social::Intimidate, Social::Taunt].map(
                    |social| Command::Act {
                        actor,
                        action: Action::Social {
                            target,
                            social,
                            force: Force::default(),
                        },
                    },
                ));
            }
        }
        offers
    }
}

/// A Murdham encounter: a state machine driven by [`Command`]s, from
/// awareness through the approach to a fight's rounds or a parley, with
/// its log of [`Event`]s and every face it used.
///
/// Murdham's attack procedure and turn order belong to its combat rules,
/// which this library does not have: in a round each combatant still
/// standing acts once, in the order the caller gives; an attack lands
/// when the caller says so and its damage goes through osr-health's
/// [`Hit`]. A combatant whose hit is critical damage or worse is out of
/// the fight; a fight ends when one side has nobody left standing or by
/// [`Command::End`]. A fight or a parley takes one stretch.
///
/// With the `serde` feature it serializes as `{"setup": ..., "commands":
/// [...], "faces": [...], "events": [...]}` and deserializes by replaying
/// the commands from the faces; a document whose events differ or whose
/// faces run out or are left over is refused ([`Error::Check`],
/// `Forged`).
///
/// # Examples
///
/// ```
/// use osr_core::{StepDie, SuppliedFaces};
/// use osr_health::murdham::Health;
/// use osr_combat::Side;
/// use osr_combat::murdham::{Action, Combatant, Command, Encounter, Intent, Setup, Stance};
///
/// let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
///     Combatant::new(1, Side::Party, 12, Health::full(10)?, 1)?,
///     Combatant::new(2, Side::Foes, 8, Health::full(6)?, 0)?,
/// ])?;
/// let mut encounter = Encounter::new(setup)?;
/// // Awareness: 11 for the party (spots), 15 for the foes (does not).
/// encounter.step(Command::RollAwareness, &mut SuppliedFaces::new(&[11, 15]))?;
/// encounter.step(Command::Approach { party: Some(Intent::Fight), foes: None }, &mut SuppliedFaces::new(&[]))?;
/// let attack = Action::Attack { target: 2, die: StepDie::D8, direct: false, situations: vec![], landed: true };
/// encounter.step(Command::Act { actor: 1, action: attack }, &mut SuppliedFaces::new(&[6]))?;
/// assert_eq!(encounter.status(2)?.health.current(), 0);
/// assert!(encounter.is_over());
/// assert_eq!(encounter.faces(), [11, 15, 6]);
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub type Encounter = Log<EncounterState>;

impl Log<EncounterState> {
    /// Where the encounter is.
    #[must_use]
    pub const fn current(&self) -> Step {
        self.state().step
    }

    /// How it ended, once it has.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        match self.state().step {
            Step::Over { ending } => Some(ending),
            _ => None,
        }
    }

    /// Every combatant's state, in setup order.
    #[must_use]
    pub fn statuses(&self) -> &[Status] {
        &self.state().statuses
    }

    /// One combatant's state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] for an ID not in the encounter.
    pub fn status(&self, id: u32) -> Result<&Status, Error> {
        let state = self.state();
        Ok(&state.statuses[state.index(id)?])
    }

    /// In a round, the combatants who may still act (standing, not yet
    /// acted, not losing the turn), in setup order; empty otherwise.
    #[must_use]
    pub fn waiting(&self) -> Vec<u32> {
        let state = self.state();
        if !matches!(state.step, Step::Round { .. }) {
            return Vec::new();
        }
        state
            .statuses
            .iter()
            .filter(|s| !s.out && !s.acted && !s.loses_turn)
            .map(|s| s.id)
            .collect()
    }

    /// Stretches the encounter has taken (MU-combat.encounter.duration).
    #[must_use]
    pub fn stretches(&self) -> u32 {
        self.events()
            .iter()
            .map(|e| match e {
                Event::StretchPassed { stretches } => *stretches,
                _ => 0,
            })
            .sum()
    }
}

impl EncounterState {
    /// Each side's awareness of the other, and the approach to choose.
    fn roll_awareness<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let roll = setup.awareness()?.roll(source)?;
        for side in [Side::Party, Side::Foes] {
            let sight = roll.side(side);
            events.push(Event::AwarenessRolled {
                side,
                detection: sight.detection,
                face: sight.save.as_ref().map(osr_check::murdham::GroupRoll::face),
                spotted: sight.spotted,
            });
        }
        self.step = Step::Approach {
            spotting: roll.band(),
        };
        Ok(())
    }

    /// The sides' intents, and what comes of them.
    fn approach(
        &mut self,
        spotting: Spotting,
        party: Option<Intent>,
        foes: Option<Intent>,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let resolution = approach(spotting, party, foes)?;
        for (side, intent) in [(Side::Party, party), (Side::Foes, foes)] {
            if let Some(intent) = intent {
                events.push(Event::ApproachChosen { side, intent });
            }
        }
        events.push(Event::Resolved { resolution });
        match resolution {
            Resolution::Apart => self.end(events, Ending::Apart, 0),
            Resolution::Parley => self.step = Step::Parley,
            Resolution::Fight { ambush } => {
                self.step = Step::Round { round: 1 };
                events.push(Event::RoundBegan { round: 1 });
                // A surprise attack: the side taken unaware loses the
                // first round, so the ambushers strike first.
                if let Some(ambushers) = ambush {
                    for status in &mut self.statuses {
                        if status.side != ambushers && !status.out {
                            status.loses_turn = true;
                            events.push(Event::ConditionGained {
                                id: status.id,
                                condition: SocialCondition::LosesNextTurn,
                            });
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The end of a round: a lost turn not taken is lost, and the next
    /// round begins.
    fn end_round(&mut self, round: u32, events: &mut Vec<Event>) {
        for status in &mut self.statuses {
            if status.loses_turn && !status.acted && !status.out {
                status.loses_turn = false;
                events.push(Event::TurnLost { id: status.id });
            }
            status.acted = false;
        }
        events.push(Event::RoundEnded { round });
        let round = round.saturating_add(1);
        self.step = Step::Round { round };
        events.push(Event::RoundBegan { round });
    }

    fn end(&mut self, events: &mut Vec<Event>, ending: Ending, stretches: u32) {
        events.push(Event::Ended { ending });
        if stretches > 0 {
            events.push(Event::StretchPassed { stretches });
        }
        self.step = Step::Over { ending };
    }

    fn index(&self, id: u32) -> Result<usize, Error> {
        self.statuses
            .iter()
            .position(|s| s.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    /// The index of an enemy of `actor` still in the fight.
    fn enemy(&self, actor: usize, target: u32) -> Result<usize, Error> {
        let t = self.index(target)?;
        if self.statuses[t].side == self.statuses[actor].side {
            return Err(Error::SameSide {
                id: self.statuses[actor].id,
                target,
            });
        }
        if self.statuses[t].out {
            return Err(Error::OutOfFight { id: target });
        }
        Ok(t)
    }

    /// A combatant's action: checked able to act now, resolved, and the
    /// fight ended when a side has nobody left standing.
    fn act<S: FaceSource + ?Sized>(
        &mut self,
        actor: u32,
        action: &Action,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let a = self.actor(actor, action)?;
        match action {
            Action::Attack {
                target,
                die,
                direct,
                situations,
                landed,
            } => self.attack(
                a, *target, *die, *direct, situations, *landed, source, events,
            )?,
            Action::Social {
                target,
                social,
                force,
            } => self.social(a, *target, *social, *force, source, events)?,
            Action::Move {
                zones,
                pace,
                open_ground,
            } => {
                pace.check(*zones, *open_ground)?;
                events.push(Event::Moved {
                    id: actor,
                    zones: *zones,
                    pace: *pace,
                });
            }
            Action::Other => events.push(Event::ActedOtherwise { id: actor }),
        }
        let me = &mut self.statuses[a];
        me.acted = true;
        me.taunted_by = None;
        let side = me.side;
        self.check_ending(side, events);
        Ok(())
    }

    /// The index of `actor`, checked able to take this action now: in the
    /// fight, not yet acted, not losing the turn, and attacking its
    /// taunter when taunted.
    fn actor(&self, actor: u32, action: &Action) -> Result<usize, Error> {
        let a = self.index(actor)?;
        let me = &self.statuses[a];
        if me.out {
            return Err(Error::OutOfFight { id: actor });
        }
        if me.acted {
            return Err(Error::AlreadyActed { id: actor });
        }
        if me.loses_turn {
            return Err(Error::TurnLost { id: actor });
        }
        if let Some(by) = me.taunted_by {
            let taunter_standing = self.statuses.iter().any(|s| s.id == by && !s.out);
            let harms = matches!(action, Action::Attack { target, .. } if *target == by);
            if taunter_standing && !harms {
                return Err(Error::MustAttack {
                    id: actor,
                    target: by,
                });
            }
        }
        Ok(a)
    }

    /// An attack: when it landed, its damage through osr-health, and the
    /// target out of the fight at critical damage or worse.
    #[allow(clippy::too_many_arguments)]
    fn attack<S: FaceSource + ?Sized>(
        &mut self,
        a: usize,
        target: u32,
        die: StepDie,
        direct: bool,
        situations: &[Situation],
        landed: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let t = self.enemy(a, target)?;
        let edge = attack_edge(situations, 0);
        events.push(Event::Attacked {
            attacker: self.statuses[a].id,
            target,
            impaired: !situations.is_empty(),
            landed,
        });
        if !landed {
            return Ok(());
        }
        let damage = Damage::new(die).with_edge(edge);
        let hit = if direct {
            Hit::direct(damage)
        } else {
            Hit::new(damage, self.statuses[t].armour)?
        };
        let from = self.statuses[t].health.current();
        let outcome = hit.apply(&mut self.statuses[t].health, source)?;
        let total = outcome
            .events()
            .iter()
            .find_map(|e| match e {
                osr_health::murdham::Event::DamageRolled { total } => Some(*total),
                _ => None,
            })
            .unwrap_or(0);
        let band = outcome.band();
        events.push(Event::Damage {
            target,
            faces: outcome.faces(),
            total,
            damage: outcome.damage(),
            from,
            to: self.statuses[t].health.current(),
            band,
        });
        if band >= HitBand::CriticalDamage {
            self.statuses[t].out = true;
            events.push(Event::OutOfFight { id: target, band });
        }
        Ok(())
    }

    /// A social action: the saves its row calls for, and the condition it
    /// leaves on the target when it works.
    fn social<S: FaceSource + ?Sized>(
        &mut self,
        a: usize,
        target: u32,
        social: Social,
        force: Force,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let actor = self.statuses[a].id;
        let t = self.enemy(a, target)?;
        let row = social.row();
        let mut actor_passed = None;
        let mut target_passed = None;
        let worked = if force == Force::Ineffective {
            false
        } else {
            let mut worked = true;
            if row.actor_saves {
                let passed = wit_save(self.statuses[a].wit, source)?;
                actor_passed = Some(passed);
                worked = passed;
            }
            if worked && row.target_resists && force == Force::Resistible {
                let passed = wit_save(self.statuses[t].wit, source)?;
                target_passed = Some(passed);
                worked = !passed;
            }
            worked
        };
        events.push(Event::SocialTried {
            actor,
            target,
            social,
            actor_passed,
            target_passed,
            worked,
        });
        if worked {
            let condition = match row.effect {
                Effect::LosesNextTurn => {
                    self.statuses[t].loses_turn = true;
                    SocialCondition::LosesNextTurn
                }
                Effect::FrightenedOfActor => {
                    if !self.statuses[t].frightened_of.contains(&actor) {
                        self.statuses[t].frightened_of.push(actor);
                    }
                    SocialCondition::Frightened { of: actor }
                }
                Effect::MustHarmActor => {
                    self.statuses[t].taunted_by = Some(actor);
                    SocialCondition::Taunted { by: actor }
                }
            };
            events.push(Event::ConditionGained {
                id: target,
                condition,
            });
        }
        Ok(())
    }

    /// Ends the fight when `side` (the actor's) or its opponents have
    /// nobody left standing.
    fn check_ending(&mut self, side: Side, events: &mut Vec<Event>) {
        let foes_standing = self
            .statuses
            .iter()
            .any(|s| s.side == side.opponent() && !s.out);
        let own_standing = self.statuses.iter().any(|s| s.side == side && !s.out);
        if !foes_standing || !own_standing {
            let winner = if foes_standing {
                Some(side.opponent())
            } else if own_standing {
                Some(side)
            } else {
                None
            };
            self.end(events, Ending::Fight { winner }, 1);
        }
    }
}

fn wit_save<S: FaceSource + ?Sized>(wit: i32, source: &mut S) -> Result<bool, Error> {
    Ok(Save::new(wit)?.roll(source)?.passed())
}
