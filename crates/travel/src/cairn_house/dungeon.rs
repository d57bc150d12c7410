//! The dungeon turn (CH-travel.turn, CH-travel.dungeon-event): one action
//! a turn, the Dungeon Event die every turn and on noise, and the chance of
//! an encounter within some turns.

use alloc::vec::Vec;
use core::fmt;

use osr_check::{Check, Odds, Resolved, Rolled, Table};
use osr_core::{Die, FaceSource};

use super::{encounter, replay_differs};
use crate::{Clock, ClockEvent, EntryRoll, Error, RandomTable, TimerKind, Unit};

/// The Dungeon Event table's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DungeonEvent {
    /// A wandering monster: rolled on the area's table now.
    Encounter,
    /// The next encounter is rolled now and foreshadowed.
    Clue,
    /// Encumbered characters must spend a turn resting without moving.
    Exhaustion,
    /// The local state of the dungeon changes.
    Locality,
    /// Nothing happens.
    Free,
}

/// The Dungeon Event d6: 1 encounter, 2 clue, 3 exhaustion, 4 locality,
/// 5-6 free.
pub const DUNGEON_EVENTS: [DungeonEvent; 6] = [
    DungeonEvent::Encounter,
    DungeonEvent::Clue,
    DungeonEvent::Exhaustion,
    DungeonEvent::Locality,
    DungeonEvent::Free,
    DungeonEvent::Free,
];

/// What the party does with a dungeon turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DungeonAction {
    /// Move to the next room.
    Move,
    /// Open a stuck or locked door (see [`Door`](super::Door)).
    OpenDoor,
    /// Search the room thoroughly: traps and secret doors are found.
    Search,
    /// A short rest: needs a safe, well-lit place.
    ShortRest,
    /// Rest without moving (what exhaustion calls for), lit or not.
    Rest,
    /// Deal with a feature of the room, such as a trap.
    Interact,
}

impl fmt::Display for DungeonAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Move => "move",
            Self::OpenDoor => "open door",
            Self::Search => "search",
            Self::ShortRest => "short rest",
            Self::Rest => "rest",
            Self::Interact => "interact",
        })
    }
}

/// One thing that happened in a dungeon turn or a wilderness watch.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum DelveEvent {
    /// The Dungeon Event die.
    EventRolled {
        /// The d6.
        die: Rolled,
        /// Its row.
        result: DungeonEvent,
    },
    /// A wandering monster rolled on the referee's table (or the one a
    /// clue rolled earlier, `foreshadowed`).
    Encounter {
        /// The table roll.
        roll: EntryRoll,
        /// Whether a clue rolled it earlier.
        foreshadowed: bool,
    },
    /// An encounter with no wandering monster table given: the referee
    /// picks.
    EncounterUnrolled,
    /// The next encounter, rolled now so the referee can foreshadow it.
    Foreshadowed {
        /// The table roll.
        roll: EntryRoll,
    },
    /// Encumbered characters must rest the next turn (or watch).
    RestOwed,
    /// The owed rest was taken.
    RestTaken,
    /// The local state of the dungeon changes: the referee says how.
    LocalityChanged,
    /// A timer on the clock ran out.
    TimerExpired {
        /// The timer's number.
        id: u32,
        /// What it counted down.
        kind: TimerKind,
        /// Its label.
        label: alloc::string::String,
        /// The time it ran out.
        at: u64,
    },
}

impl DelveEvent {
    pub(super) fn dice(&self) -> Vec<Rolled> {
        match self {
            Self::EventRolled { die, .. } => alloc::vec![*die],
            Self::Encounter {
                roll,
                foreshadowed: false,
            } => roll.dice.clone(),
            Self::Foreshadowed { roll } => roll.dice.clone(),
            _ => Vec::new(),
        }
    }

    pub(super) fn from_clock(events: Vec<ClockEvent>) -> impl Iterator<Item = Self> {
        events.into_iter().filter_map(|e| match e {
            ClockEvent::TimerExpired {
                id,
                kind,
                label,
                at,
            } => Some(Self::TimerExpired {
                id,
                kind,
                label,
                at,
            }),
            ClockEvent::Advanced { .. } => None,
        })
    }
}

/// What one dungeon turn did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TurnReport {
    /// The turn's number, from 1.
    pub turn: u64,
    /// The action taken.
    pub action: DungeonAction,
    /// What happened, in order.
    pub events: Vec<DelveEvent>,
}

impl TurnReport {
    /// Every face rolled, in order: supplying them again replays the turn
    /// from the same state.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.events
            .iter()
            .flat_map(DelveEvent::dice)
            .map(|d| d.face)
            .collect()
    }
}

/// A party in a dungeon: the turn clock, whether the party is
/// encumbered, whether a rest is owed, and a foreshadowed encounter.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::cairn_house::{Delve, DelveEvent, DungeonAction};
///
/// // Turn 1: move on; the event die shows 3: exhaustion (rule CH-travel.dungeon-event.3).
/// let mut delve = Delve::new(true);
/// let report = delve.turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[3]))?;
/// assert!(report.events.contains(&DelveEvent::RestOwed));
/// // The encumbered must rest now: moving is refused.
/// assert!(delve.turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[5])).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Delve {
    /// The turn clock, with its light and spell timers.
    clock: Clock,
    /// Whether any member carries supplies or treasure.
    encumbered: bool,
    /// Whether the party's place is safe and well lit.
    lit: bool,
    /// Whether a rest is owed (exhaustion while encumbered).
    rest_owed: bool,
    /// The encounter a clue rolled, waiting for the next encounter, or
    /// `null`.
    // Written always (null when none); required when read too, so one
    // shape serves both. schemars' `required` alone would drop the null.
    #[cfg_attr(
        feature = "schema",
        schemars(schema_with = "nullable_entry_roll", required)
    )]
    foreshadowed: Option<EntryRoll>,
    /// The Dungeon Event table, faces 1 to 6: the rules' or the referee's.
    events: [DungeonEvent; 6],
}

/// An [`EntryRoll`] or `null`: the schema of a field that is always
/// written and may be empty.
#[cfg(feature = "schema")]
pub(super) fn nullable_entry_roll(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "anyOf": [generator.subschema_for::<EntryRoll>(), {"type": "null"}]
    })
}

impl Delve {
    /// A party entering the dungeon at turn 0, lit, with the rules' event
    /// table.
    #[must_use]
    pub const fn new(encumbered: bool) -> Self {
        Self {
            clock: Clock::new(Unit::Turn),
            encumbered,
            lit: true,
            rest_owed: false,
            foreshadowed: None,
            events: DUNGEON_EVENTS,
        }
    }

    /// The same delve with a referee's own Dungeon Event table.
    #[must_use]
    pub fn with_events(self, events: [DungeonEvent; 6]) -> Self {
        Self { events, ..self }
    }

    /// The turn clock: start light and spell timers on it.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The turn clock, to start or stop timers.
    pub const fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// Whether any member carries supplies or treasure.
    pub const fn set_encumbered(&mut self, encumbered: bool) {
        self.encumbered = encumbered;
    }

    /// Whether the party's place is safe and well lit (a short rest needs it).
    pub const fn set_lit(&mut self, lit: bool) {
        self.lit = lit;
    }

    /// Whether a rest is owed (exhaustion while encumbered).
    #[must_use]
    pub const fn rest_owed(&self) -> bool {
        self.rest_owed
    }

    /// The encounter a clue rolled, waiting for the next encounter.
    #[must_use]
    pub const fn foreshadowed(&self) -> Option<&EntryRoll> {
        self.foreshadowed.as_ref()
    }

    /// Checks a turn read back (from JSON, a log) by replaying it from
    /// this state, the turn's action and its faces: every row must be what
    /// this delve's Dungeon Event table (the seed's, or the referee's one
    /// given with [`with_events`](Self::with_events)) and `monsters` give.
    /// Deserializing a [`TurnReport`] checks none of this by itself, since
    /// the tables may be the referee's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::cairn_house::{Delve, DelveEvent, DungeonAction, DungeonEvent};
    ///
    /// let start = Delve::new(true);
    /// let mut delve = start.clone();
    /// let mut report = delve.turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[6]))?;
    /// start.verify(&report, None)?;
    /// if let DelveEvent::EventRolled { result, .. } = &mut report.events[0] {
    ///     *result = DungeonEvent::Encounter;
    /// }
    /// assert!(start.verify(&report, None).is_err());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the replay differs; whatever the turn
    /// itself reports when its faces do not replay.
    pub fn verify(&self, report: &TurnReport, monsters: Option<&RandomTable>) -> Result<(), Error> {
        let faces = report.faces();
        let replayed = self.clone().turn(
            report.action,
            monsters,
            &mut osr_core::SuppliedFaces::new(&faces),
        )?;
        if replayed == *report {
            Ok(())
        } else {
            Err(replay_differs())
        }
    }

    /// One dungeon turn: the action, the clock moves on one turn (timers
    /// that run out say so), then the Dungeon Event die. `monsters` is the
    /// area's wandering monster table, when the referee has one.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for anything but a rest while a rest is owed,
    /// or a short rest in an unlit place; [`Error::Core`] when the face
    /// source fails or the clock is full. The delve is unchanged on error.
    pub fn turn<S: FaceSource + ?Sized>(
        &mut self,
        action: DungeonAction,
        monsters: Option<&RandomTable>,
        source: &mut S,
    ) -> Result<TurnReport, Error> {
        let resting = matches!(action, DungeonAction::Rest | DungeonAction::ShortRest);
        if self.rest_owed && !resting {
            return Err(Error::NotAllowed {
                action: "that action",
                reason: "encumbered characters must rest this turn",
            });
        }
        if action == DungeonAction::ShortRest && !self.lit {
            return Err(Error::NotAllowed {
                action: "a short rest",
                reason: "it needs a safe, well-lit place",
            });
        }
        let mut next = self.clone();
        let mut events: Vec<DelveEvent> = Vec::new();
        if next.rest_owed {
            next.rest_owed = false;
            events.push(DelveEvent::RestTaken);
        }
        events.extend(DelveEvent::from_clock(next.clock.advance(1)?));
        next.roll_event(monsters, source, &mut events)?;
        let turn = next.clock.now();
        *self = next;
        Ok(TurnReport {
            turn,
            action,
            events,
        })
    }

    /// The party made excessive noise: the Dungeon Event die is rolled
    /// without time passing.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; the delve is unchanged.
    pub fn noise<S: FaceSource + ?Sized>(
        &mut self,
        monsters: Option<&RandomTable>,
        source: &mut S,
    ) -> Result<Vec<DelveEvent>, Error> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.roll_event(monsters, source, &mut events)?;
        *self = next;
        Ok(events)
    }

    fn roll_event<S: FaceSource + ?Sized>(
        &mut self,
        monsters: Option<&RandomTable>,
        source: &mut S,
        events: &mut Vec<DelveEvent>,
    ) -> Result<(), Error> {
        let roll = Table::new(self.events).roll(source)?;
        let event = roll.band();
        events.push(DelveEvent::EventRolled {
            die: roll.dice()[0],
            result: event,
        });
        match event {
            DungeonEvent::Encounter => {
                events.push(encounter(&mut self.foreshadowed, monsters, source)?);
            }
            DungeonEvent::Clue => {
                if let Some(table) = monsters {
                    let roll = table.roll(source)?;
                    self.foreshadowed = Some(roll.clone());
                    events.push(DelveEvent::Foreshadowed { roll });
                }
            }
            DungeonEvent::Exhaustion => {
                if self.encumbered {
                    self.rest_owed = true;
                    events.push(DelveEvent::RestOwed);
                }
            }
            DungeonEvent::Locality => events.push(DelveEvent::LocalityChanged),
            DungeonEvent::Free => {}
        }
        Ok(())
    }
}

/// The exact chance that a Dungeon Event die shows an encounter at least
/// once in `turns` turns, with the rules' table (1 in 6 each turn):
/// `1 - (5/6)^turns`.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_travel::cairn_house::encounter_within;
///
/// assert_eq!(encounter_within(2)?.probability(&true), Some(ratio(11, 36)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for turns outside 1 to 1000.
pub fn encounter_within(turns: u32) -> Result<Odds<bool>, Error> {
    osr_core::Error::check_range("turns", turns.into(), 1, 1000)?;
    // Each turn's event die meets an encounter on a 1, once met it stays met.
    Ok((0..turns).fold(Odds::certain(false), |odds, _| {
        odds.then(|&met| Odds::die(Die::D6, |face| met || face == 1))
    }))
}
