//! The initiative house rules a referee may choose instead of a system's
//! own: side or individual initiative on a d6, kept for the whole fight or
//! rolled again each round, with declarations before the roll if wanted.
//!
//! [`Initiative`] is a state machine a virtual tabletop drives with
//! [`Command`]s and asks "who acts next, and at what count"
//! ([`Initiative::next`], [`Initiative::order`]). Its rules, which trackers
//! often get wrong:
//!
//! - a round is every combatant acting exactly once, in the order rolled;
//! - initiative is rolled again only when a round ends, and only with
//!   [`Keep::EachRound`]; never after a turn;
//! - with side initiative every member of a side acts in its side's turn
//!   (in any order among themselves), and the side that rolled higher goes
//!   first, however many members each side has;
//! - declarations, when the rules ask for them, come before the roll each
//!   round: every combatant still in the fight declares first.
//!
//! | rule | API |
//! |---|---|
//! | side initiative: a d6 a side, higher first; ties re-rolled, simultaneous or the party's | [`Method::Side`], [`SideTies`], [`side_odds`] |
//! | individual initiative: a d6 each, higher first; ties by a policy | [`Method::Individual`], [`IndividualTies`] |
//! | kept for the fight or rolled each round | [`Keep`] |
//! | declarations before the roll | [`Rules::declarations`], [`Command::Declare`] |
//!
//! These are house rules, not rules of the five systems' books.

use alloc::vec::Vec;
use core::fmt;

use num_rational::BigRational;
use osr_check::Odds;
use osr_core::{Die, FaceSource, Recording};

use crate::{Error, Side};

/// Most times a tie is rolled again before the roll gives up: far more
/// than any fair die needs.
pub const MAX_REROLLS: u32 = 100;

/// How tied sides are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSideTies"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SideTies {
    /// Both sides roll again until one is higher.
    Reroll,
    /// Both sides act at once: one turn for everyone.
    Simultaneous,
    /// The party goes first.
    PartyFirst,
}

/// How combatants with the same individual roll are ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeIndividualTies"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum IndividualTies {
    /// The tied combatants roll a d6 each again, among themselves, until
    /// none is tied.
    Reroll,
    /// Party members before foes; then the order they were listed in.
    PartyFirst,
    /// The order they were listed in.
    ListOrder,
    /// They act at once, in one turn.
    Simultaneous,
}

/// Side or individual initiative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeMethod"))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "method", content = "ties", rename_all = "snake_case")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Method {
    /// A d6 for each side.
    Side(SideTies),
    /// A d6 for each combatant.
    Individual(IndividualTies),
}

/// When initiative is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeKeep"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Keep {
    /// Once, for the whole fight.
    WholeFight,
    /// At the start of every round.
    EachRound,
}

/// The house rules chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeRules"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rules {
    /// Side or individual.
    pub method: Method,
    /// Rolled once or each round.
    pub keep: Keep,
    /// Whether every combatant declares before the roll each round.
    pub declarations: bool,
}

/// A combatant: an ID the caller chooses (unique) and a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeEntrant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Entrant {
    /// The ID.
    pub id: u32,
    /// The side.
    pub side: Side,
}

/// The rules and the combatants, in the order listed.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::initiative::{Entrant, Keep, Method, Rules, Setup, SideTies};
///
/// let rules = Rules { method: Method::Side(SideTies::Reroll), keep: Keep::EachRound, declarations: false };
/// let setup = Setup::new(rules, vec![
///     Entrant { id: 1, side: Side::Party },
///     Entrant { id: 2, side: Side::Foes },
/// ])?;
/// assert_eq!(setup.entrants().len(), 2);
/// assert!(Setup::new(rules, vec![Entrant { id: 1, side: Side::Party }]).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    rules: Rules,
    entrants: Vec<Entrant>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    rules: Rules,
    entrants: Vec<Entrant>,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.rules, fields.entrants)
    }
}

impl Setup {
    /// The rules and the combatants.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] for a side with nobody on it,
    /// [`Error::DuplicateCombatant`] for an ID given twice.
    pub fn new(rules: Rules, entrants: Vec<Entrant>) -> Result<Self, Error> {
        for (i, e) in entrants.iter().enumerate() {
            if entrants[..i].iter().any(|d| d.id == e.id) {
                return Err(Error::DuplicateCombatant { id: e.id });
            }
        }
        for side in [Side::Party, Side::Foes] {
            if !entrants.iter().any(|e| e.side == side) {
                return Err(Error::EmptySide);
            }
        }
        Ok(Self { rules, entrants })
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The combatants, in the order listed.
    #[must_use]
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }
}

/// One turn of the order: the combatants who act in it (one, a whole
/// side, or everyone tied simultaneously) and its count, the d6 that put
/// it there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSlot"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Slot {
    /// The count.
    pub count: u32,
    /// Who acts, in the order listed.
    pub ids: Vec<u32>,
}

/// Who goes first under side initiative, the band of [`side_odds`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeSideOrder"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SideOrder {
    /// The party acts first.
    PartyFirst,
    /// Both act at once.
    Simultaneous,
    /// The foes act first.
    FoesFirst,
}

/// The exact odds of who acts first under side initiative: each side's d6
/// over all 36 pairs, ties settled by `ties` (a re-roll leaves the odds of
/// the pairs that are not tied).
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_combat::initiative::{SideOrder, SideTies, side_odds};
///
/// let p = |n: i64, d: i64| BigRational::new(n.into(), d.into());
/// assert_eq!(side_odds(SideTies::Simultaneous).probability(&SideOrder::PartyFirst), Some(p(15, 36)));
/// assert_eq!(side_odds(SideTies::PartyFirst).probability(&SideOrder::PartyFirst), Some(p(21, 36)));
/// assert_eq!(side_odds(SideTies::Reroll).probability(&SideOrder::PartyFirst), Some(p(1, 2)));
/// ```
#[must_use]
pub fn side_odds(ties: SideTies) -> Odds<SideOrder> {
    let mut weights = Vec::new();
    for party in 1..=6_u32 {
        for foes in 1..=6_u32 {
            let band = match (party.cmp(&foes), ties) {
                (core::cmp::Ordering::Greater, _)
                | (core::cmp::Ordering::Equal, SideTies::PartyFirst) => SideOrder::PartyFirst,
                (core::cmp::Ordering::Less, _) => SideOrder::FoesFirst,
                (core::cmp::Ordering::Equal, SideTies::Simultaneous) => SideOrder::Simultaneous,
                (core::cmp::Ordering::Equal, SideTies::Reroll) => continue,
            };
            weights.push((band, BigRational::from_integer(1.into())));
        }
    }
    let total = BigRational::from_integer(weights.len().into());
    let weights = weights.into_iter().map(|(b, w)| (b, w / &total));
    // Equal shares of the counted pairs: positive, summing to 1.
    Odds::new(weights, None).unwrap_or_else(|_| Odds::certain(SideOrder::Simultaneous))
}

/// What the caller decides, applied by [`Initiative::step`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// Something that happened, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "InitiativeEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A round began.
    RoundBegan {
        /// The round, from 1.
        round: u32,
    },
    /// A combatant declared.
    Declared {
        /// The combatant.
        id: u32,
    },
    /// A side rolled its d6.
    SideRolled {
        /// The side.
        side: Side,
        /// The face.
        face: u32,
    },
    /// A combatant rolled its d6.
    Rolled {
        /// The combatant.
        id: u32,
        /// The face.
        face: u32,
    },
    /// A tied combatant rolled again to break the tie.
    TieRolled {
        /// The combatant.
        id: u32,
        /// The face.
        face: u32,
    },
    /// The order for the round (or the fight) is set.
    OrderSet {
        /// The turns, first first.
        order: Vec<Slot>,
    },
    /// A turn began.
    TurnBegan {
        /// Its count.
        count: u32,
        /// Who acts.
        ids: Vec<u32>,
    },
    /// A combatant ended its turn.
    TurnEnded {
        /// The combatant.
        id: u32,
    },
    /// A combatant left the fight.
    Removed {
        /// The combatant.
        id: u32,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u32,
    },
    /// The fight ended.
    Ended {
        /// The side left standing, if one is.
        winner: Option<Side>,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::Declared { id } => write!(f, "  {id} declares"),
            Self::SideRolled { side, face } => {
                write!(f, "  the {side} roll initiative: d6 = {face}")
            }
            Self::Rolled { id, face } => write!(f, "  {id} rolls initiative: d6 = {face}"),
            Self::TieRolled { id, face } => write!(f, "  {id} breaks a tie: d6 = {face}"),
            Self::OrderSet { order } => {
                f.write_str("  order:")?;
                for slot in order {
                    write!(f, " {}{:?}", slot.count, slot.ids)?;
                }
                Ok(())
            }
            Self::TurnBegan { count, ids } => write!(f, "  at {count}: {ids:?} act"),
            Self::TurnEnded { id } => write!(f, "  {id} is done"),
            Self::Removed { id } => write!(f, "  {id} leaves the fight"),
            Self::RoundEnded { round } => write!(f, "end of round {round}"),
            Self::Ended { winner: Some(side) } => write!(f, "the fight is over: the {side} win"),
            Self::Ended { winner: None } => f.write_str("the fight is over"),
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

#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    phase: Phase,
    round: u32,
    order: Vec<Slot>,
    /// Per entrant: still in the fight, declared this round, done this turn.
    present: Vec<bool>,
    declared: Vec<bool>,
    done: Vec<bool>,
}

/// Initiative under the house rules: a state machine driven by
/// [`Command`]s, with its log and faces.
///
/// With the `serde` feature it serializes as `{"setup": ..., "commands":
/// [...], "faces": [...], "events": [...]}` and deserializes by replaying;
/// a document whose events differ or whose faces are left over is refused
/// ([`Error::Check`], `Forged`).
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Initiative {
    setup: Setup,
    commands: Vec<Command>,
    faces: Vec<u32>,
    events: Vec<Event>,
    state: State,
}

impl Initiative {
    /// A fight about to begin round 1 (declarations first when the rules
    /// ask for them).
    ///
    /// # Errors
    ///
    /// None beyond [`Setup::new`]'s; the `Result` keeps every fight's
    /// constructor alike.
    pub fn new(setup: Setup) -> Result<Self, Error> {
        let n = setup.entrants.len();
        let phase = if setup.rules.declarations {
            Phase::Declare
        } else {
            Phase::Roll
        };
        Ok(Self {
            setup,
            commands: Vec::new(),
            faces: Vec::new(),
            events: alloc::vec![Event::RoundBegan { round: 1 }],
            state: State {
                phase,
                round: 1,
                order: Vec::new(),
                present: alloc::vec![true; n],
                declared: alloc::vec![false; n],
                done: alloc::vec![false; n],
            },
        })
    }

    /// The setup.
    #[must_use]
    pub const fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The round, from 1.
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.state.round
    }

    /// The order rolled (empty before the first roll).
    #[must_use]
    pub fn order(&self) -> &[Slot] {
        &self.state.order
    }

    /// The turn being taken: who may still act in it and its count; `None`
    /// outside the acting phase.
    #[must_use]
    pub fn next(&self) -> Option<Turn> {
        match self.state.phase {
            Phase::Act { slot } => {
                let s = &self.state.order[slot];
                Some(Turn {
                    count: s.count,
                    ids: self.waiting_in(&self.state, s),
                })
            }
            _ => None,
        }
    }

    /// Combatants still to declare this round, in the order listed; empty
    /// outside the declaring phase.
    #[must_use]
    pub fn to_declare(&self) -> Vec<u32> {
        if self.state.phase != Phase::Declare {
            return Vec::new();
        }
        self.setup
            .entrants
            .iter()
            .enumerate()
            .filter(|(i, _)| self.state.present[*i] && !self.state.declared[*i])
            .map(|(_, e)| e.id)
            .collect()
    }

    /// The whole log so far.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The commands applied so far.
    #[must_use]
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// Every face used so far.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    fn index(&self, id: u32) -> Result<usize, Error> {
        self.setup
            .entrants
            .iter()
            .position(|e| e.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    fn waiting_in(&self, state: &State, slot: &Slot) -> Vec<u32> {
        slot.ids
            .iter()
            .copied()
            .filter(|id| {
                self.index(*id)
                    .is_ok_and(|i| state.present[i] && !state.done[i])
            })
            .collect()
    }

    /// Applies a command, rolling from `source`; returns its events. On an
    /// error nothing changes.
    ///
    /// # Errors
    ///
    /// [`Error::FightOver`] once over; [`Error::OutOfTurn`] for a command
    /// the phase does not take; [`Error::UnknownCombatant`];
    /// [`Error::NotTheirTurn`] for a turn ended by one not acting now or a
    /// second declaration; [`Error::Check`] (`Unresolved`) for a tie still
    /// there after [`MAX_REROLLS`]; [`Error::Core`] when the face source
    /// fails.
    pub fn step<S: FaceSource + ?Sized>(
        &mut self,
        command: Command,
        source: &mut S,
    ) -> Result<&[Event], Error> {
        let mut state = self.state.clone();
        let mut events = Vec::new();
        let mut faces = Vec::new();
        {
            let mut recording = Recording::new(source, |_, face| faces.push(face));
            self.apply(&mut state, command, &mut recording, &mut events)?;
        }
        self.state = state;
        self.commands.push(command);
        self.faces.extend(faces);
        let start = self.events.len();
        self.events.extend(events);
        Ok(&self.events[start..])
    }

    fn apply<S: FaceSource + ?Sized>(
        &self,
        state: &mut State,
        command: Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let phase = state.phase;
        if phase == Phase::Over {
            return Err(Error::FightOver);
        }
        let refuse = |event| Error::OutOfTurn {
            event,
            step: phase.key(),
        };
        match command {
            Command::End => {
                events.push(Event::Ended { winner: None });
                state.phase = Phase::Over;
            }
            Command::Remove { id } => {
                let i = self.index(id)?;
                if !state.present[i] {
                    return Err(Error::UnknownCombatant { id });
                }
                state.present[i] = false;
                events.push(Event::Removed { id });
                let side = self.setup.entrants[i].side;
                let standing = |s: Side| {
                    self.setup
                        .entrants
                        .iter()
                        .zip(&state.present)
                        .any(|(e, p)| *p && e.side == s)
                };
                if !standing(side) {
                    let winner = standing(side.opponent()).then_some(side.opponent());
                    events.push(Event::Ended { winner });
                    state.phase = Phase::Over;
                    return Ok(());
                }
                self.settle(state, events);
            }
            Command::Declare { id } => {
                if phase != Phase::Declare {
                    return Err(refuse("declare"));
                }
                let i = self.index(id)?;
                if !state.present[i] || state.declared[i] {
                    return Err(Error::NotTheirTurn { id });
                }
                state.declared[i] = true;
                events.push(Event::Declared { id });
                self.settle(state, events);
            }
            Command::Roll => {
                if phase != Phase::Roll {
                    return Err(refuse("roll"));
                }
                state.order = self.roll(state, source, events)?;
                events.push(Event::OrderSet {
                    order: state.order.clone(),
                });
                self.begin_turns(state, events);
            }
            Command::EndTurn { id } => {
                let Phase::Act { slot } = phase else {
                    return Err(refuse("end_turn"));
                };
                let i = self.index(id)?;
                if !self.waiting_in(state, &state.order[slot]).contains(&id) {
                    return Err(Error::NotTheirTurn { id });
                }
                state.done[i] = true;
                events.push(Event::TurnEnded { id });
                self.settle(state, events);
            }
        }
        Ok(())
    }

    /// Moves on when the phase has nothing left: every declaration made,
    /// or the turn's combatants all done.
    fn settle(&self, state: &mut State, events: &mut Vec<Event>) {
        match state.phase {
            Phase::Declare => {
                let all = state
                    .present
                    .iter()
                    .zip(&state.declared)
                    .all(|(p, d)| !*p || *d);
                if all {
                    if self.setup.rules.keep == Keep::WholeFight && !state.order.is_empty() {
                        self.begin_turns(state, events);
                    } else {
                        state.phase = Phase::Roll;
                    }
                }
            }
            Phase::Act { slot } => {
                if self.waiting_in(state, &state.order[slot]).is_empty() {
                    self.advance(state, slot + 1, events);
                }
            }
            Phase::Roll | Phase::Over => {}
        }
    }

    fn begin_turns(&self, state: &mut State, events: &mut Vec<Event>) {
        state.done.iter_mut().for_each(|d| *d = false);
        self.advance(state, 0, events);
    }

    /// Begins the first turn from `from` on with anyone left in it, or
    /// ends the round.
    fn advance(&self, state: &mut State, from: usize, events: &mut Vec<Event>) {
        for slot in from..state.order.len() {
            let ids = self.waiting_in(state, &state.order[slot]);
            if !ids.is_empty() {
                state.phase = Phase::Act { slot };
                events.push(Event::TurnBegan {
                    count: state.order[slot].count,
                    ids,
                });
                return;
            }
        }
        events.push(Event::RoundEnded { round: state.round });
        state.round = state.round.saturating_add(1);
        events.push(Event::RoundBegan { round: state.round });
        state.declared.iter_mut().for_each(|d| *d = false);
        if self.setup.rules.declarations {
            state.phase = Phase::Declare;
        } else if self.setup.rules.keep == Keep::EachRound {
            state.phase = Phase::Roll;
        } else {
            self.begin_turns(state, events);
        }
    }

    fn roll<S: FaceSource + ?Sized>(
        &self,
        state: &State,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<Vec<Slot>, Error> {
        let entrants: Vec<(u32, Side)> = self
            .setup
            .entrants
            .iter()
            .zip(&state.present)
            .filter(|(_, p)| **p)
            .map(|(e, _)| (e.id, e.side))
            .collect();
        let members = |side: Side| -> Vec<u32> {
            entrants
                .iter()
                .filter(|(_, s)| *s == side)
                .map(|(id, _)| *id)
                .collect()
        };
        match self.setup.rules.method {
            Method::Side(ties) => {
                let mut rolls = 0;
                loop {
                    let party = d6(source)?;
                    events.push(Event::SideRolled {
                        side: Side::Party,
                        face: party,
                    });
                    let foes = d6(source)?;
                    events.push(Event::SideRolled {
                        side: Side::Foes,
                        face: foes,
                    });
                    let p = Slot {
                        count: party,
                        ids: members(Side::Party),
                    };
                    let f = Slot {
                        count: foes,
                        ids: members(Side::Foes),
                    };
                    return Ok(match (party.cmp(&foes), ties) {
                        (core::cmp::Ordering::Greater, _)
                        | (core::cmp::Ordering::Equal, SideTies::PartyFirst) => alloc::vec![p, f],
                        (core::cmp::Ordering::Less, _) => alloc::vec![f, p],
                        (core::cmp::Ordering::Equal, SideTies::Simultaneous) => {
                            let ids = entrants.iter().map(|(id, _)| *id).collect();
                            alloc::vec![Slot { count: party, ids }]
                        }
                        (core::cmp::Ordering::Equal, SideTies::Reroll) => {
                            rolls += 1;
                            if rolls >= MAX_REROLLS {
                                return Err(Error::Check(osr_check::Error::Unresolved {
                                    what: "side initiative tie",
                                    rolls,
                                }));
                            }
                            continue;
                        }
                    });
                }
            }
            Method::Individual(ties) => individual(&entrants, ties, source, events),
        }
    }
}

fn d6<S: FaceSource + ?Sized>(source: &mut S) -> Result<u32, Error> {
    let face = source.next_face(Die::D6)?;
    if !Die::D6.has_face(face) {
        return Err(Error::Core(osr_core::Error::FaceOutOfRange {
            face,
            sides: 6,
            position: 0,
        }));
    }
    Ok(face)
}

/// Individual initiative: a d6 each in the order listed, then the order by
/// face, highest first, ties by `ties`.
fn individual<S: FaceSource + ?Sized>(
    entrants: &[(u32, Side)],
    ties: IndividualTies,
    source: &mut S,
    events: &mut Vec<Event>,
) -> Result<Vec<Slot>, Error> {
    // Each entrant's key: its d6, then any tie-breaking d6s.
    let mut keys: Vec<(usize, Vec<u32>)> = Vec::with_capacity(entrants.len());
    for (i, (id, _)) in entrants.iter().enumerate() {
        let face = d6(source)?;
        events.push(Event::Rolled { id: *id, face });
        keys.push((i, alloc::vec![face]));
    }
    if ties == IndividualTies::Reroll {
        let mut rolls = 0;
        loop {
            let tied: Vec<usize> = (0..keys.len())
                .filter(|&k| (0..keys.len()).any(|j| j != k && keys[j].1 == keys[k].1))
                .collect();
            if tied.is_empty() {
                break;
            }
            rolls += 1;
            if rolls > MAX_REROLLS {
                return Err(Error::Check(osr_check::Error::Unresolved {
                    what: "initiative tie",
                    rolls,
                }));
            }
            for k in tied {
                let face = d6(source)?;
                events.push(Event::TieRolled {
                    id: entrants[keys[k].0].0,
                    face,
                });
                keys[k].1.push(face);
            }
        }
    }
    // Highest key first; then the policy for what is still tied.
    let side_rank = |i: usize| match entrants[i].1 {
        Side::Party => 0,
        Side::Foes => 1,
    };
    keys.sort_by(|(a, ka), (b, kb)| {
        kb.cmp(ka).then_with(|| match ties {
            IndividualTies::PartyFirst => side_rank(*a).cmp(&side_rank(*b)).then(a.cmp(b)),
            _ => a.cmp(b),
        })
    });
    let mut order: Vec<Slot> = Vec::new();
    let mut last: Option<&Vec<u32>> = None;
    for (i, key) in &keys {
        let together = ties == IndividualTies::Simultaneous && last == Some(key);
        match order.last_mut() {
            Some(slot) if together => slot.ids.push(entrants[*i].0),
            _ => order.push(Slot {
                count: key[0],
                ids: alloc::vec![entrants[*i].0],
            }),
        }
        last = Some(key);
    }
    Ok(order)
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct InitiativeRecord {
    /// The combatants and the rules the fight was set up with.
    setup: Setup,
    /// Every command applied, in order.
    commands: Vec<Command>,
    /// Every face rolled, in order.
    faces: Vec<u32>,
    /// Every event the commands made, in order.
    events: Vec<Event>,
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Initiative {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Initiative".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut schema = InitiativeRecord::json_schema(generator);
        schema.insert("description".into(), "A saved initiative: its setup, commands, faces and events, read back by replaying them.".into());
        schema
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Initiative {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        InitiativeRecord {
            setup: self.setup.clone(),
            commands: self.commands.clone(),
            faces: self.faces.clone(),
            events: self.events.clone(),
        }
        .serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Initiative {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let record = InitiativeRecord::deserialize(deserializer)?;
        Self::replay(
            record.setup,
            &record.commands,
            &record.faces,
            &record.events,
        )
        .map_err(serde::de::Error::custom)
    }
}

impl Initiative {
    /// Replays `commands` on `setup` from `faces` and checks the replay
    /// gives exactly `events` and uses every face.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when the events differ, faces run out
    /// or are left over; a command's own error when the replay refuses it.
    ///
    /// # Examples
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
    /// let again = Initiative::replay(setup.clone(), fight.commands(), fight.faces(), fight.events())?;
    /// assert_eq!(again, fight);
    /// assert!(Initiative::replay(setup, fight.commands(), &[4, 3], fight.events()).is_err());
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn replay(
        setup: Setup,
        commands: &[Command],
        faces: &[u32],
        events: &[Event],
    ) -> Result<Self, Error> {
        let forged = || Error::Check(osr_check::Error::Forged);
        let mut fight = Self::new(setup)?;
        let mut source = osr_core::SuppliedFaces::new(faces);
        for &command in commands {
            fight.step(command, &mut source).map_err(|err| match err {
                Error::Core(osr_core::Error::FacesExhausted { .. }) => forged(),
                other => other,
            })?;
        }
        if fight.events != events || !source.remaining().is_empty() {
            return Err(forged());
        }
        Ok(fight)
    }
}
