//! The fight as a state machine: where it is, each combatant's state, and
//! the rules that apply each command, one function per command; the
//! fight is a [`Log`] of it.

use alloc::vec::Vec;

use osr_check::constitution::{AbilityCheck, MoraleCheck};
use osr_check::{Check, Resolved};
use osr_core::FaceSource;
use osr_health::constitution::Vitality;

use super::initiative::{Bout, Start, roll_initiative};
use super::{BOW_EXTRA_ACTION_COST, MoraleTrigger, Reaction, active_defence};
use super::{Command, Defence, Event, Setup, Spend};
use crate::{Error, Log, Machine, Side};

mod blow;

/// Where the fight is.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Step;
///
/// assert_eq!(Step::BetweenRounds.key(), "between_rounds");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStep"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// Initiative is still to be rolled.
    Initiative,
    /// A round is on: turns at their counts.
    Turns,
    /// Between rounds.
    BetweenRounds,
    /// Over.
    Over,
}

impl Step {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Initiative => "initiative",
            Self::Turns => "turns",
            Self::BetweenRounds => "between_rounds",
            Self::Over => "over",
        }
    }
}

/// How a fight ended.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::Ending;
///
/// assert!(Ending::Won(Side::Party) < Ending::Undecided);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionEnding"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ending {
    /// This side has someone standing; the other has none.
    Won(Side),
    /// Neither side won within the policy's round limit.
    Undecided,
}

/// A combatant's state in a fight.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Combatant, Fight, Setup, Ties};
///
/// let setup = Setup::new(vec![
///     Combatant::new(1, Side::Party, 4)?,
///     Combatant::new(2, Side::Foes, 5)?,
/// ], Ties::SetupOrder)?;
/// let fight = Fight::new(setup)?;
/// let foe = fight.fighter(2)?;
/// assert!(foe.standing());
/// assert_eq!(foe.vitality.hp(), 5);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionFighter"))]
pub struct Fighter {
    /// Hit points and wounds.
    pub vitality: Vitality,
    /// The AC an active defence as the main action gives for the rest of
    /// the round.
    pub defending: Option<i32>,
    /// Berserk (TC-7.4): +2 to hit, cannot stop.
    pub berserk: bool,
    /// A spell declared for this round.
    pub declared: bool,
    /// Collapsed or dead.
    pub down: bool,
    /// Fled.
    pub fled: bool,
}

impl Fighter {
    /// Still in the fight.
    #[must_use]
    pub const fn standing(&self) -> bool {
        !self.down && !self.fled
    }
}

/// The state of a 3d6 Constitution fight between commands: where it is,
/// the bout (scores, turns taken, superior initiative) and every
/// combatant's [`Fighter`] state. Its rules are its [`Machine`]
/// implementation; a [`Fight`] is a [`Log`] of it, and its questions (who
/// acts next, at what count) are [`Fight`]'s methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FightState {
    step: Step,
    bout: Bout,
    fighters: Vec<Fighter>,
    /// A rolled follower's ordered extra turn, now: (id, count).
    extra: Option<(u32, u32)>,
}

/// The documentation of [`Fight`], which its saved form's JSON Schema
/// carries as its description.
macro_rules! fight_doc {
    () => {
        r#"A 3d6 Constitution fight: a state machine driven by [`Command`]s, each
applied by [`Fight::step`] and answered with the [`Event`]s it made.

With the `serde` feature it serializes as `{"setup": ..., "commands":
[...], "faces": [...], "events": [...]}` and reads back by replaying the
commands from the faces: a document whose events differ or whose
faces are left over is refused ([`osr_check::Error::Forged`], as [`Error::Check`]).

# Examples

```
use osr_core::SuppliedFaces;
use osr_combat::Side;
use osr_combat::constitution::{Combatant, Command, Fight, Setup, Ties};

let a = Combatant::new(1, Side::Party, 4)?;
let b = Combatant::new(2, Side::Foes, 4)?;
let mut fight = Fight::new(Setup::new(vec![a, b], Ties::SetupOrder)?)?;
fight.step(Command::RollInitiative, &mut SuppliedFaces::new(&[15, 8]))?;
assert_eq!(fight.next(), Some((1, 25)));
let attack = Command::Attack { attacker: 1, target: 2, defence: Default::default(), direct_hit: false };
let events = fight.step(attack, &mut SuppliedFaces::new(&[12, 3]))?;
assert_eq!(events.len(), 4); // turn, attack, damage, HP lost
assert_eq!(fight.fighter(2)?.vitality.hp(), 1);
# Ok::<(), osr_combat::Error>(())
```"#
    };
}

impl Machine for FightState {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "ConstitutionFight";
    const DESCRIPTION: &'static str = fight_doc!();

    /// About to roll initiative.
    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let mut bout = Bout::new(setup.ties());
        let mut fighters = Vec::with_capacity(setup.combatants().len());
        for c in setup.combatants() {
            bout.join(c.id, c.side, c.wits.get(), 0);
            fighters.push(Fighter {
                vitality: c.vitality()?,
                defending: None,
                berserk: c.berserk,
                declared: false,
                down: false,
                fled: false,
            });
        }
        Ok(Self {
            step: Step::Initiative,
            bout,
            fighters,
            extra: None,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let command = *command;
        match command {
            Command::RollInitiative => self.roll_initiative(setup, command, source, events),
            Command::Attack {
                attacker,
                target,
                defence,
                direct_hit,
            } => self.attack_in_turn(
                setup,
                command,
                (attacker, target),
                defence,
                direct_hit,
                source,
                events,
            ),
            Command::Defend { id } => self.defend(setup, command, id, source, events),
            Command::Pass { id } => self.pass(setup, command, id, events),
            Command::Cast { id } => self.cast(setup, command, id, events),
            Command::Superior { id } => self.superior(setup, command, id, events),
            Command::React { id, reaction } => self.react(setup, command, id, reaction, events),
            Command::OpportunityAttack { attacker, target } => {
                self.opportunity_attack(setup, command, attacker, target, source, events)
            }
            Command::BowExtraAttack { archer, target } => {
                self.bow_extra_attack(setup, command, archer, target, source, events)
            }
            Command::Order { by, follower } => self.order(setup, command, by, follower, events),
            Command::EndRound => self.close_round(command, events),
            Command::ForceBout => self.force_bout(command, events),
            Command::Reorient { id } => self.reorient(setup, command, id, source, events),
            Command::DeclareSpell { id } => self.declare_spell(setup, command, id, events),
            Command::NextRound => self.next_round(command, events),
            Command::Morale { id, trigger } => {
                self.morale(setup, command, id, trigger, source, events)
            }
        }
    }

    fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    fn over() -> Error {
        Error::FightOver
    }

    /// The referee's commands, then for each combatant its own commands
    /// (every reaction; a morale check with the first trigger, which the
    /// referee names), then those at each other combatant, an attack
    /// without a defence or a direct hit.
    fn offers(&self, setup: &Setup) -> Vec<Command> {
        let ids: Vec<u32> = setup.combatants().iter().map(|c| c.id).collect();
        let mut offers = alloc::vec![
            Command::RollInitiative,
            Command::NextRound,
            Command::EndRound,
            Command::ForceBout,
        ];
        for &id in &ids {
            offers.extend([
                Command::Defend { id },
                Command::Pass { id },
                Command::Cast { id },
                Command::Superior { id },
                Command::Reorient { id },
                Command::DeclareSpell { id },
            ]);
            offers.extend(Reaction::ALL.map(|reaction| Command::React { id, reaction }));
            offers.push(Command::Morale {
                id,
                trigger: MoraleTrigger::ALL[0],
            });
            for &target in ids.iter().filter(|&&other| other != id) {
                offers.extend([
                    Command::Attack {
                        attacker: id,
                        target,
                        defence: Defence::None,
                        direct_hit: false,
                    },
                    Command::OpportunityAttack {
                        attacker: id,
                        target,
                    },
                    Command::BowExtraAttack { archer: id, target },
                    Command::Order {
                        by: id,
                        follower: target,
                    },
                ]);
            }
        }
        offers
    }
}

#[doc = fight_doc!()]
pub type Fight = Log<FightState>;

impl Log<FightState> {
    /// Where the fight is.
    #[must_use]
    pub const fn current_step(&self) -> Step {
        self.state().step
    }

    /// The bout: scores, who has acted, superior initiative.
    #[must_use]
    pub const fn bout(&self) -> &Bout {
        &self.state().bout
    }

    /// Who takes the next regular turn, at what count; `None` between
    /// rounds, before initiative, or when the round's turns are done.
    #[must_use]
    pub fn next(&self) -> Option<(u32, u32)> {
        let state = self.state();
        if state.step == Step::Turns {
            state.extra.or_else(|| state.bout.next())
        } else {
            None
        }
    }

    /// The turns still to come this round, in order: (id, count).
    #[must_use]
    pub fn order(&self) -> Vec<(u32, u32)> {
        let state = self.state();
        if state.step == Step::Turns {
            let mut order = state.bout.order();
            if let Some(extra) = state.extra {
                order.insert(0, extra);
            }
            order
        } else {
            Vec::new()
        }
    }

    /// A combatant's state.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn fighter(&self, id: u32) -> Result<&Fighter, Error> {
        let i = self.setup().index(id)?;
        Ok(&self.state().fighters[i])
    }

    /// The ending, once there is one: the side left standing.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        let state = self.state();
        if state.step != Step::Over {
            return None;
        }
        [Side::Party, Side::Foes]
            .into_iter()
            .find(|&side| state.has_standing(self.setup(), side))
            .map(Ending::Won)
    }
}

fn faces_of(dice: &[osr_check::Rolled]) -> Vec<u32> {
    dice.iter().map(|d| d.face).collect()
}

/// The commands, one function each.
impl FightState {
    fn roll_initiative<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Initiative, command)?;
        for c in setup.combatants() {
            let bonus = c.combat_bonus() + c.initiative_bonus.get();
            let roll = roll_initiative(c.wits.get(), bonus, c.start, source)?;
            self.bout.set_score(c.id, roll.score)?;
            events.push(Event::InitiativeRolled {
                id: c.id,
                faces: roll.dice.iter().flatten().map(|d| d.face).collect(),
                score: roll.score,
            });
        }
        self.begin_round(events);
        Ok(())
    }

    /// An attack in the attacker's turn, on `(attacker, target)`.
    #[allow(clippy::too_many_arguments)]
    fn attack_in_turn<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        (attacker, target): (u32, u32),
        defence: Defence,
        direct_hit: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let a = self.begin_turn(setup, attacker, command, events)?;
        let t = self.standing(setup, target)?;
        self.attack(setup, a, t, defence, direct_hit, source, events)?;
        self.after_turn(setup, a)
    }

    fn defend<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let i = self.begin_turn(setup, id, command, events)?;
        let c = &setup.combatants()[i];
        let ac = self.ac(setup, i);
        let roll = AbilityCheck::new(c.strength.get(), ac)?
            .with_modifier(c.combat_bonus())?
            .roll(source)?;
        let to = active_defence(ac, roll.total());
        self.fighters[i].defending = Some(to);
        events.push(Event::DefenceRolled {
            id,
            faces: faces_of(roll.dice()),
            total: roll.total(),
            ac: to,
        });
        self.after_turn(setup, i)
    }

    fn pass(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let i = self.begin_turn(setup, id, command, events)?;
        events.push(Event::Passed { id });
        self.after_turn(setup, i)
    }

    fn cast(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        let i = setup.index(id)?;
        if !self.fighters[i].declared {
            return Err(self.out_of_turn(command));
        }
        let i = self.begin_turn(setup, id, command, events)?;
        self.fighters[i].declared = false;
        events.push(Event::SpellCast { id });
        self.after_turn(setup, i)
    }

    fn superior(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        self.standing(setup, id)?;
        let from = self.bout.place(id)?.score;
        let to = self.bout.superior(id)?;
        events.push(Event::SuperiorTurn { id, from, to });
        Ok(())
    }

    fn react(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        reaction: Reaction,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        let i = self.standing(setup, id)?;
        if reaction.needs_training() && !setup.combatants()[i].training.riposte {
            return Err(Error::NotTrained {
                id,
                what: "riposte training",
            });
        }
        self.pay(id, reaction.cost(), Spend::Reaction(reaction), events)
    }

    fn opportunity_attack<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        attacker: u32,
        target: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        let a = self.standing(setup, attacker)?;
        let t = self.standing(setup, target)?;
        if !self.bout.place(target)?.disoriented() {
            return Err(Error::OutOfTurn {
                event: "opportunity_attack",
                step: "target_not_disoriented",
            });
        }
        let r = Reaction::AttackOpening;
        self.pay(attacker, r.cost(), Spend::Reaction(r), events)?;
        self.attack(setup, a, t, Defence::None, false, source, events)
    }

    fn bow_extra_attack<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        archer: u32,
        target: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        let a = self.standing(setup, archer)?;
        let t = self.standing(setup, target)?;
        if !setup.combatants()[a].training.bow {
            return Err(Error::NotTrained {
                id: archer,
                what: "bow training",
            });
        }
        let side = setup.combatants()[a].side;
        let acted = self.bout.place(archer)?.acted;
        let opponent_acted = self
            .bout
            .places()
            .iter()
            .any(|p| p.side != side && p.acted && !p.out);
        if !acted || opponent_acted {
            return Err(Error::OutOfTurn {
                event: "bow_extra_attack",
                step: "not_before_all_opponents",
            });
        }
        self.pay(archer, BOW_EXTRA_ACTION_COST, Spend::BowExtraAction, events)?;
        self.attack(setup, a, t, Defence::None, false, source, events)
    }

    fn order(
        &mut self,
        setup: &Setup,
        command: Command,
        by: u32,
        follower: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        self.standing(setup, by)?;
        let h = self.standing(setup, follower)?;
        let c = &setup.combatants()[h];
        if by == follower || c.side != setup.combatants()[setup.index(by)?].side {
            return Err(Error::NotTrained {
                id: follower,
                what: "superior to take orders from",
            });
        }
        if self.extra.is_some() {
            return Err(self.out_of_turn(command));
        }
        let count = self.bout.place(by)?.score;
        let r = Reaction::OrderSubordinates;
        if c.start == Start::Henchman {
            if self.bout.place(follower)?.acted {
                return Err(self.out_of_turn(command));
            }
            self.pay(by, r.cost(), Spend::Reaction(r), events)?;
            // The henchman acts at the count of the command, next.
            self.bout.set_score(follower, count)?;
        } else {
            // A rolled follower acts now, besides their regular turn, and
            // pays like a reaction.
            let own = Reaction::OrderedAttack;
            if self.bout.place(follower)?.disoriented() {
                return Err(Error::Disoriented { id: follower });
            }
            self.pay(by, r.cost(), Spend::Reaction(r), events)?;
            self.pay(follower, own.cost(), Spend::Reaction(own), events)?;
            self.extra = Some((follower, count));
        }
        events.push(Event::Ordered {
            by,
            follower,
            count,
        });
        Ok(())
    }

    /// The round ends when no turn is left.
    fn close_round(&mut self, command: Command, events: &mut Vec<Event>) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        if self.bout.next().is_some() || self.extra.is_some() {
            return Err(self.out_of_turn(command));
        }
        self.end_round(events);
        Ok(())
    }

    fn force_bout(&mut self, command: Command, events: &mut Vec<Event>) -> Result<(), Error> {
        self.expect(Step::Turns, command)?;
        if self.bout.next().is_some() || self.extra.is_some() {
            return Err(self.out_of_turn(command));
        }
        events.push(Event::BoutForced);
        let before: Vec<(u32, u32, bool)> = self
            .bout
            .places()
            .iter()
            .map(|p| (p.id, p.score, p.out))
            .collect();
        let ended = self.bout.force();
        for (id, from, out) in before {
            if !out {
                let to = self.bout.place(id)?.score;
                events.push(Event::InitiativePaid {
                    id,
                    what: Spend::ForcedBout,
                    from,
                    to,
                });
            }
        }
        if ended {
            events.push(Event::BoutEnded);
            self.end_round(events);
        } else {
            self.bout.end_round();
            self.begin_round(events);
        }
        Ok(())
    }

    fn reorient<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::BetweenRounds, command)?;
        let i = self.standing(setup, id)?;
        let c = &setup.combatants()[i];
        let start = if self.bout.place(id)?.disoriented() {
            Start::Penalty
        } else {
            Start::Roll
        };
        let bonus = c.combat_bonus() + c.initiative_bonus.get();
        let roll = roll_initiative(c.wits.get(), bonus, start, source)?;
        self.bout.reorient(id, roll.score)?;
        events.push(Event::Reoriented {
            id,
            faces: roll.dice.iter().flatten().map(|d| d.face).collect(),
            score: roll.score,
        });
        Ok(())
    }

    fn declare_spell(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.expect(Step::BetweenRounds, command)?;
        let i = self.standing(setup, id)?;
        self.fighters[i].declared = true;
        events.push(Event::SpellDeclared { id });
        Ok(())
    }

    fn next_round(&mut self, command: Command, events: &mut Vec<Event>) -> Result<(), Error> {
        self.expect(Step::BetweenRounds, command)?;
        self.begin_round(events);
        Ok(())
    }

    fn morale<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: Command,
        id: u32,
        trigger: MoraleTrigger,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if !matches!(self.step, Step::Turns | Step::BetweenRounds) {
            return Err(self.out_of_turn(command));
        }
        let i = self.standing(setup, id)?;
        let Some(score) = setup.combatants()[i].morale else {
            return Err(Error::NotTrained {
                id,
                what: "morale score",
            });
        };
        let roll = MoraleCheck::new(score.get())?.roll(source)?;
        let held = roll.nerve() == osr_check::constitution::Nerve::Holds;
        let d = roll.dice();
        events.push(Event::MoraleChecked {
            id,
            trigger,
            faces: [d[0].face, d[1].face],
            total: roll.total(),
            score: score.get(),
            held,
        });
        if !held {
            self.fighters[i].fled = true;
            self.bout.remove(id)?;
            events.push(Event::Fled { id });
            self.check_ending(setup, events);
        }
        Ok(())
    }
}

/// What the commands share: turns, payments, attacks, the ending.
impl FightState {
    fn out_of_turn(&self, command: Command) -> Error {
        Error::OutOfTurn {
            event: command.key(),
            step: self.step.key(),
        }
    }

    fn expect(&self, step: Step, command: Command) -> Result<(), Error> {
        if self.step == step {
            Ok(())
        } else {
            Err(self.out_of_turn(command))
        }
    }

    /// Checks that `id` has the next regular turn and starts it.
    fn begin_turn(
        &mut self,
        setup: &Setup,
        id: u32,
        command: Command,
        events: &mut Vec<Event>,
    ) -> Result<usize, Error> {
        self.expect(Step::Turns, command)?;
        let i = setup.index(id)?;
        if let Some((follower, count)) = self.extra {
            if follower != id {
                return Err(self.out_of_turn(command));
            }
            // An extra turn: the regular one is still to come.
            self.extra = None;
            events.push(Event::TurnBegan { id, count });
            return Ok(i);
        }
        match self.bout.next() {
            Some((next, count)) if next == id => {
                self.bout.take_turn(id)?;
                events.push(Event::TurnBegan { id, count });
                Ok(i)
            }
            _ => Err(self.out_of_turn(command)),
        }
    }

    /// Ends a henchman's ordered turn at their own initiative again.
    fn after_turn(&mut self, setup: &Setup, i: usize) -> Result<(), Error> {
        let c = &setup.combatants()[i];
        if c.start == Start::Henchman {
            self.bout
                .set_score(c.id, super::rules::HENCHMAN_INITIATIVE)?;
        }
        Ok(())
    }

    fn standing(&self, setup: &Setup, id: u32) -> Result<usize, Error> {
        let i = setup.index(id)?;
        if self.fighters[i].standing() {
            Ok(i)
        } else {
            Err(Error::OutOfTurn {
                event: "act",
                step: "out_of_the_fight",
            })
        }
    }

    fn begin_round(&mut self, events: &mut Vec<Event>) {
        for f in &mut self.fighters {
            f.defending = None;
        }
        self.bout.begin_round();
        self.step = Step::Turns;
        events.push(Event::RoundBegan {
            round: self.bout.round(),
            superior: self.bout.superior_id(),
        });
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        self.bout.end_round();
        self.step = Step::BetweenRounds;
        events.push(Event::RoundEnded {
            round: self.bout.round(),
        });
    }

    fn pay(
        &mut self,
        id: u32,
        cost: u32,
        what: Spend,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let (from, to) = self.bout.pay(id, cost)?;
        events.push(Event::InitiativePaid { id, what, from, to });
        Ok(())
    }

    /// Whether `side` has anyone still standing.
    fn has_standing(&self, setup: &Setup, side: Side) -> bool {
        setup
            .combatants()
            .iter()
            .zip(&self.fighters)
            .any(|(c, f)| c.side == side && f.standing())
    }

    /// Ends the fight once one side has someone standing and the other
    /// nobody.
    fn check_ending(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        for side in [Side::Party, Side::Foes] {
            if self.has_standing(setup, side) && !self.has_standing(setup, side.opponent()) {
                self.step = Step::Over;
                events.push(Event::FightEnded { winner: side });
                return;
            }
        }
    }
}
