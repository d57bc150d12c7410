//! Initiative as a state machine: the commands it takes, where the round
//! is, and the rules that apply each command; [`Initiative`] is a [`Log`]
//! of it.

use alloc::vec::Vec;

use osr_core::FaceSource;

use crate::{Error, Log, Machine, Side};

use super::{Event, Keep, Setup, Slot};

/// What the caller decides, applied by [`Initiative::step`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeCommand"))]
#[cfg_attr(feature = "serde", serde(tag = "command", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// A combatant declares what it will do this round (the content is
    /// the table's).
    Declare {
        /// The combatant.
        id: u32,
    },
    /// Roll initiative.
    Roll,
    /// A combatant ends its turn.
    EndTurn {
        /// The combatant.
        id: u32,
    },
    /// A combatant leaves the fight (out, fled): it is skipped from now on.
    Remove {
        /// The combatant.
        id: u32,
    },
    /// The fight ends.
    End,
}

/// Where the round is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativePhase"))]
#[cfg_attr(feature = "serde", serde(tag = "phase", rename_all = "snake_case"))]
pub enum Phase {
    /// Combatants declare.
    Declare,
    /// Initiative is to be rolled.
    Roll,
    /// Turns are taken: the turn at this index of the order.
    Act {
        /// The index in [`Initiative::order`].
        slot: usize,
    },
    /// The fight is over.
    Over,
}

impl Phase {
    /// A stable key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Declare => "declare",
            Self::Roll => "roll",
            Self::Act { .. } => "act",
            Self::Over => "over",
        }
    }
}

/// The turn being taken: who may still act in it, and its count.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeTurn"))]
pub struct Turn {
    /// The count.
    pub count: u32,
    /// Who may still act in it, in the order listed.
    pub ids: Vec<u32>,
}

/// The state of initiative between commands: the phase, the round, the
/// order rolled, and who is still in the fight, has declared, or is done
/// this turn. Its rules are its [`Machine`] implementation; an
/// [`Initiative`] is a [`Log`] of it, and its questions (who acts next)
/// are [`Initiative`]'s methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InitiativeState {
    phase: Phase,
    round: u32,
    order: Vec<Slot>,
    /// Per entrant: still in the fight, declared this round, done this turn.
    present: Vec<bool>,
    declared: Vec<bool>,
    done: Vec<bool>,
}

impl Machine for InitiativeState {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "Initiative";
    const TITLE: &'static str = "a saved initiative";
    const DESCRIPTION: &'static str =
        "A saved initiative: its setup, commands, faces and events, read back by replaying them.";

    /// About to begin round 1 (declarations first when the rules ask for
    /// them); the log opens with the round.
    fn start(setup: &Setup, events: &mut Vec<Event>) -> Result<Self, Error> {
        let n = setup.entrants().len();
        let phase = if setup.rules().declarations {
            Phase::Declare
        } else {
            Phase::Roll
        };
        events.push(Event::RoundBegan { round: 1 });
        Ok(Self {
            phase,
            round: 1,
            order: Vec::new(),
            present: alloc::vec![true; n],
            declared: alloc::vec![false; n],
            done: alloc::vec![false; n],
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let phase = self.phase;
        let refuse = |event| Error::OutOfTurn {
            event,
            step: phase.key(),
        };
        match *command {
            Command::End => {
                events.push(Event::Ended { winner: None });
                self.phase = Phase::Over;
            }
            Command::Remove { id } => self.remove(setup, id, events)?,
            Command::Declare { id } => {
                if phase != Phase::Declare {
                    return Err(refuse("declare"));
                }
                let i = setup.index(id)?;
                if !self.present[i] || self.declared[i] {
                    return Err(Error::NotTheirTurn { id });
                }
                self.declared[i] = true;
                events.push(Event::Declared { id });
                self.settle(setup, events);
            }
            Command::Roll => {
                if phase != Phase::Roll {
                    return Err(refuse("roll"));
                }
                self.order = super::roll::roll(setup, &self.present, source, events)?;
                events.push(Event::OrderSet {
                    order: self.order.clone(),
                });
                self.begin_turns(setup, events);
            }
            Command::EndTurn { id } => {
                let Phase::Act { slot } = phase else {
                    return Err(refuse("end_turn"));
                };
                let i = setup.index(id)?;
                if !self.waiting_in(setup, &self.order[slot]).contains(&id) {
                    return Err(Error::NotTheirTurn { id });
                }
                self.done[i] = true;
                events.push(Event::TurnEnded { id });
                self.settle(setup, events);
            }
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn over() -> Error {
        Error::FightOver
    }
}

/// Initiative under the house rules: a state machine driven by
/// [`Command`]s, with its log and faces.
///
/// With the `serde` feature it serializes as `{"setup": ..., "commands":
/// [...], "faces": [...], "events": [...]}` and deserializes by replaying;
/// a document whose events differ or whose faces run out or are left over
/// is refused ([`Error::Check`], `Forged`).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::Side;
/// use osr_combat::initiative::{Command, Entrant, Initiative, Keep, Method, Rules, Setup, SideTies, Turn};
///
/// let rules = Rules { method: Method::Side(SideTies::Reroll), keep: Keep::EachRound, declarations: false };
/// let setup = Setup::new(rules, vec![
///     Entrant { id: 1, side: Side::Party },
///     Entrant { id: 2, side: Side::Party },
///     Entrant { id: 3, side: Side::Foes },
/// ])?;
/// let mut fight = Initiative::new(setup)?;
/// // Party 2, foes 5: the foes first.
/// fight.step(Command::Roll, &mut SuppliedFaces::new(&[2, 5]))?;
/// assert_eq!(fight.next(), Some(Turn { count: 5, ids: vec![3] }));
/// fight.step(Command::EndTurn { id: 3 }, &mut SuppliedFaces::new(&[]))?;
/// assert_eq!(fight.next(), Some(Turn { count: 2, ids: vec![1, 2] }));
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// Read back by replaying: from its own faces it is the same; from other
/// faces it is refused.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::Side;
/// use osr_combat::initiative::{Command, Entrant, IndividualTies, Initiative, Keep, Method, Rules, Setup};
///
/// let rules = Rules { method: Method::Individual(IndividualTies::ListOrder), keep: Keep::WholeFight, declarations: false };
/// let setup = Setup::new(rules, vec![Entrant { id: 1, side: Side::Party }, Entrant { id: 2, side: Side::Foes }])?;
/// let mut fight = Initiative::new(setup.clone())?;
/// fight.step(Command::Roll, &mut SuppliedFaces::new(&[3, 4]))?;
/// let again = Initiative::replay(setup.clone(), fight.commands(), fight.faces())?;
/// assert_eq!(again, fight);
/// assert_ne!(Initiative::replay(setup, fight.commands(), &[4, 3])?.events(), fight.events());
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub type Initiative = Log<InitiativeState>;

impl Log<InitiativeState> {
    /// The phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state().phase
    }

    /// The round, from 1.
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.state().round
    }

    /// The order rolled (empty before the first roll).
    #[must_use]
    pub fn order(&self) -> &[Slot] {
        &self.state().order
    }

    /// The turn being taken: who may still act in it and its count; `None`
    /// outside the acting phase.
    #[must_use]
    pub fn next(&self) -> Option<Turn> {
        let state = self.state();
        match state.phase {
            Phase::Act { slot } => {
                let s = &state.order[slot];
                Some(Turn {
                    count: s.count,
                    ids: state.waiting_in(self.setup(), s),
                })
            }
            _ => None,
        }
    }

    /// Combatants still to declare this round, in the order listed; empty
    /// outside the declaring phase.
    #[must_use]
    pub fn to_declare(&self) -> Vec<u32> {
        let state = self.state();
        if state.phase != Phase::Declare {
            return Vec::new();
        }
        self.setup()
            .entrants()
            .iter()
            .enumerate()
            .filter(|(i, _)| state.present[*i] && !state.declared[*i])
            .map(|(_, e)| e.id)
            .collect()
    }
}

impl InitiativeState {
    fn waiting_in(&self, setup: &Setup, slot: &Slot) -> Vec<u32> {
        slot.ids
            .iter()
            .copied()
            .filter(|id| {
                setup
                    .index(*id)
                    .is_ok_and(|i| self.present[i] && !self.done[i])
            })
            .collect()
    }

    /// A combatant leaves: the fight ends when its side has nobody left.
    fn remove(&mut self, setup: &Setup, id: u32, events: &mut Vec<Event>) -> Result<(), Error> {
        let i = setup.index(id)?;
        if !self.present[i] {
            return Err(Error::UnknownCombatant { id });
        }
        self.present[i] = false;
        events.push(Event::Removed { id });
        let side = setup.entrants()[i].side;
        let standing = |s: Side| {
            setup
                .entrants()
                .iter()
                .zip(&self.present)
                .any(|(e, p)| *p && e.side == s)
        };
        if !standing(side) {
            let winner = standing(side.opponent()).then_some(side.opponent());
            events.push(Event::Ended { winner });
            self.phase = Phase::Over;
            return Ok(());
        }
        self.settle(setup, events);
        Ok(())
    }

    /// Moves on when the phase has nothing left: every declaration made,
    /// or the turn's combatants all done.
    fn settle(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Declare => {
                let all = self
                    .present
                    .iter()
                    .zip(&self.declared)
                    .all(|(p, d)| !*p || *d);
                if all {
                    if setup.rules().keep == Keep::WholeFight && !self.order.is_empty() {
                        self.begin_turns(setup, events);
                    } else {
                        self.phase = Phase::Roll;
                    }
                }
            }
            Phase::Act { slot } => {
                if self.waiting_in(setup, &self.order[slot]).is_empty() {
                    self.advance(setup, slot + 1, events);
                }
            }
            Phase::Roll | Phase::Over => {}
        }
    }

    fn begin_turns(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        self.done.iter_mut().for_each(|d| *d = false);
        self.advance(setup, 0, events);
    }

    /// Begins the first turn from `from` on with anyone left in it, or
    /// ends the round.
    fn advance(&mut self, setup: &Setup, from: usize, events: &mut Vec<Event>) {
        for slot in from..self.order.len() {
            let ids = self.waiting_in(setup, &self.order[slot]);
            if !ids.is_empty() {
                self.phase = Phase::Act { slot };
                events.push(Event::TurnBegan {
                    count: self.order[slot].count,
                    ids,
                });
                return;
            }
        }
        events.push(Event::RoundEnded { round: self.round });
        self.round = self.round.saturating_add(1);
        events.push(Event::RoundBegan { round: self.round });
        self.declared.iter_mut().for_each(|d| *d = false);
        if setup.rules().declarations {
            self.phase = Phase::Declare;
        } else if setup.rules().keep == Keep::EachRound {
            self.phase = Phase::Roll;
        } else {
            self.begin_turns(setup, events);
        }
    }
}
