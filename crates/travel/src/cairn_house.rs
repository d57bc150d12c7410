//! Cairn House Rules: the dungeon turn and its event table, doors, traps,
//! watches by season, the wilderness actions and the wilderness event
//! table with its weather steps.
//!
//! | rule | API |
//! |---|---|
//! | CH-travel.turn: a 10-minute turn, one action | [`Delve::turn`], [`DungeonAction`] |
//! | CH-travel.dungeon-event.trigger: a d6 every turn, and on noise | [`Delve::turn`], [`Delve::noise`] |
//! | CH-travel.dungeon-event.table, .1-.5-6 | [`DUNGEON_EVENTS`], [`DungeonEvent`], [`DelveEvent`] |
//! | CH-travel.door.listen | [`listen`], [`Beyond`] |
//! | CH-travel.door.force, .locked, .spike, .hold | [`Door`] |
//! | CH-travel.door.secret | [`RoomSearch`] |
//! | CH-travel.trap.room, .trap.treasure | [`Trap`] |
//! | CH-travel.watch | [`Season::watches`], [`Light`] |
//! | CH-travel.wild.actions, .travel, .explore, .forced-march, .camp | [`Journey::watch`], [`WatchAction`], [`Travel`] |
//! | CH-travel.wild.camp for a named party | [`Journey::make_camp`], [`Party::camp`](crate::party::Party::camp) |
//! | a turn or watch read back, checked against the tables in play | [`Delve::verify`], [`Journey::verify`] |
//! | CH-travel.wild-event.trigger, .table, .1-.5-6 | [`WILDERNESS_EVENTS`], [`WildEvent`], [`JourneyEvent`] |
//! | CH-travel.wild-event.4: the weather step | [`WEATHER_STEPS`], [`WeatherShift`] |
//! | CH-travel.light: short rests need a lit place | [`Delve::set_lit`] |
//! | CH-travel.reaction | `osr_check::cairn_house::Reaction` (reused) |
//!
//! Readings: the seed prints the dungeon event table's fifth row as a
//! second 6; it is "free, nothing happens" as in the wilderness table. A
//! resting turn rolls the event die once (the rest and the turn are one
//! trigger). Halving travel rounds down with a minimum of 1 mile. The
//! wilderness event is rolled on every watch of travel (travel and forced
//! march), not on exploring, camping or resting. Day watches come before
//! night watches. The weather scale itself is the referee's: the rules give
//! only "one step worse" or "one step better".

use alloc::vec::Vec;
use core::fmt;

use osr_check::cairn_house::Save;
use osr_check::{Check, Fate, Odds, Resolved, Rolled, Table, odds_2d6, roll_2d6};
use osr_core::{Die, FaceSource};

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
    /// Open a stuck or locked door (see [`Door`]).
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    fn dice(&self) -> Vec<Rolled> {
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

    fn from_clock(events: Vec<ClockEvent>) -> impl Iterator<Item = Self> {
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
    /// The encounter a clue rolled, waiting for the next encounter.
    // Written always (null when none); required when read too, so one
    // shape serves both.
    #[cfg_attr(feature = "schema", schemars(required))]
    foreshadowed: Option<EntryRoll>,
    /// The Dungeon Event table, faces 1 to 6: the rules' or the referee's.
    events: [DungeonEvent; 6],
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

/// The encounter an event calls for: the foreshadowed one, or a roll on
/// the table, or none rolled.
fn encounter<S: FaceSource + ?Sized>(
    foreshadowed: &mut Option<EntryRoll>,
    monsters: Option<&RandomTable>,
    source: &mut S,
) -> Result<DelveEvent, Error> {
    if let Some(roll) = foreshadowed.take() {
        return Ok(DelveEvent::Encounter {
            roll,
            foreshadowed: true,
        });
    }
    Ok(match monsters {
        Some(table) => DelveEvent::Encounter {
            roll: table.roll(source)?,
            foreshadowed: false,
        },
        None => DelveEvent::EncounterUnrolled,
    })
}

/// Who is beyond a door.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Beyond {
    /// Nobody.
    Empty,
    /// Living beings (or anything that makes a sound).
    Occupied,
    /// Only undead, who make no sound.
    UndeadOnly,
}

/// What listening at a door gave.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Listened {
    /// Whether the listener heard someone.
    pub heard: bool,
    /// The WIL save.
    pub save: osr_check::Save,
}

/// Listening at a door: a WIL save tells whether the room beyond is
/// occupied; undead make no sound and are never heard. The save is rolled
/// either way, so the roll gives nothing away.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::cairn_house::Save;
/// use osr_travel::cairn_house::{Beyond, listen};
///
/// // WIL 12 rolls 9: orcs beyond are heard (rule CH-travel.door.listen).
/// let wil = Save::new(12)?;
/// assert!(listen(wil, Beyond::Occupied, &mut SuppliedFaces::new(&[9]))?.heard);
/// assert!(!listen(wil, Beyond::UndeadOnly, &mut SuppliedFaces::new(&[9]))?.heard);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn listen<S: FaceSource + ?Sized>(
    wil: Save,
    beyond: Beyond,
    source: &mut S,
) -> Result<Listened, Error> {
    let save = wil.roll(source)?;
    let heard = save.band().passed() && beyond == Beyond::Occupied;
    Ok(Listened { heard, save })
}

/// A door: every door is stuck; some are locked, spiked shut, or held by
/// someone on the other side.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::cairn_house::Save;
/// use osr_travel::cairn_house::{Door, DoorOutcome};
///
/// // STR 10 rolls 14: the door holds, and surprise is lost (rule CH-travel.door.force).
/// let mut door = Door::stuck();
/// let str10 = Save::new(10)?;
/// assert_eq!(door.force(str10, &mut SuppliedFaces::new(&[14]))?.outcome, DoorOutcome::Holds);
/// assert!(!door.surprise_possible());
/// assert_eq!(door.force(str10, &mut SuppliedFaces::new(&[4]))?.outcome, DoorOutcome::Opened);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Door {
    locked: bool,
    barred: bool,
    open: bool,
    surprise: bool,
}

/// What an attempt on a door did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DoorOutcome {
    /// The door did not give.
    Holds,
    /// The lock was picked (or opened with its key): the door is still
    /// stuck.
    Unlocked,
    /// The door is open.
    Opened,
}

/// An attempt on a door and its save.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DoorAttempt {
    /// What happened.
    pub outcome: DoorOutcome,
    /// The save rolled, if one was.
    pub save: Option<osr_check::Save>,
}

impl Door {
    /// A stuck door, as every door is.
    #[must_use]
    pub const fn stuck() -> Self {
        Self {
            locked: false,
            barred: false,
            open: false,
            surprise: true,
        }
    }

    /// A locked door.
    #[must_use]
    pub const fn locked() -> Self {
        Self {
            locked: true,
            ..Self::stuck()
        }
    }

    /// The same door wedged shut with iron spikes, or held shut by people
    /// on this side: whoever opens it from beyond must burst it.
    #[must_use]
    pub const fn barred(self) -> Self {
        Self {
            barred: true,
            ..self
        }
    }

    /// Whether it is open.
    #[must_use]
    pub const fn is_open(&self) -> bool {
        self.open
    }

    /// Whether it is locked.
    #[must_use]
    pub const fn is_locked(&self) -> bool {
        self.locked
    }

    /// Whether whoever is beyond can still be surprised: a failed attempt
    /// to burst the door gives the party away.
    #[must_use]
    pub const fn surprise_possible(&self) -> bool {
        self.surprise
    }

    /// Bursting the stuck door open: a STR save. A failure makes surprise
    /// impossible; trying again is allowed.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a locked or open door; [`Error::Core`]
    /// when the face source fails.
    pub fn force<S: FaceSource + ?Sized>(
        &mut self,
        str_save: Save,
        source: &mut S,
    ) -> Result<DoorAttempt, Error> {
        self.closed("forcing a door")?;
        if self.locked {
            return Err(Error::NotAllowed {
                action: "forcing a door",
                reason: "it is locked, and only its key or a picked lock opens it",
            });
        }
        let save = str_save.roll(source)?;
        let outcome = if save.band().passed() {
            self.open = true;
            DoorOutcome::Opened
        } else {
            self.surprise = false;
            DoorOutcome::Holds
        };
        Ok(DoorAttempt {
            outcome,
            save: Some(save),
        })
    }

    /// Picking the lock: a DEX save; the door is then stuck as any other.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a door that is not locked or is open;
    /// [`Error::Core`] when the face source fails.
    pub fn pick<S: FaceSource + ?Sized>(
        &mut self,
        dex_save: Save,
        source: &mut S,
    ) -> Result<DoorAttempt, Error> {
        self.closed("picking a lock")?;
        if !self.locked {
            return Err(Error::NotAllowed {
                action: "picking a lock",
                reason: "the door is not locked",
            });
        }
        let save = dex_save.roll(source)?;
        let outcome = if save.band().passed() {
            self.locked = false;
            DoorOutcome::Unlocked
        } else {
            DoorOutcome::Holds
        };
        Ok(DoorAttempt {
            outcome,
            save: Some(save),
        })
    }

    /// Opening the lock with its key: no roll.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a door that is not locked or is open.
    pub fn unlock_with_key(&mut self) -> Result<DoorAttempt, Error> {
        self.closed("unlocking a door")?;
        if !self.locked {
            return Err(Error::NotAllowed {
                action: "unlocking a door",
                reason: "the door is not locked",
            });
        }
        self.locked = false;
        Ok(DoorAttempt {
            outcome: DoorOutcome::Unlocked,
            save: None,
        })
    }

    /// A monster opening the door from beyond: freely, unless it is spiked
    /// or held shut; then it must burst it with a STR save (its `str_save`),
    /// and the party may hear it trying. `None` when no save was needed.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for an open door; [`Error::Core`] when the
    /// face source fails.
    pub fn open_from_beyond<S: FaceSource + ?Sized>(
        &mut self,
        str_save: Save,
        source: &mut S,
    ) -> Result<DoorAttempt, Error> {
        self.closed("opening a door")?;
        if !self.barred {
            self.open = true;
            return Ok(DoorAttempt {
                outcome: DoorOutcome::Opened,
                save: None,
            });
        }
        let save = str_save.roll(source)?;
        let outcome = if save.band().passed() {
            self.open = true;
            DoorOutcome::Opened
        } else {
            DoorOutcome::Holds
        };
        Ok(DoorAttempt {
            outcome,
            save: Some(save),
        })
    }

    fn closed(&self, action: &'static str) -> Result<(), Error> {
        if self.open {
            Err(Error::NotAllowed {
                action,
                reason: "the door is open",
            })
        } else {
            Ok(())
        }
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// The turns a room's thorough search takes: one, more for larger rooms.
    pub struct SearchTurns(u32) in 1..=100, "search turns";
}

/// Searching a room for secret doors: only a complete search finds them,
/// one turn for an ordinary room, more for a larger one.
///
/// # Examples
///
/// ```
/// use osr_travel::cairn_house::RoomSearch;
///
/// let hall = RoomSearch::new(3)?;
/// assert!(!hall.finds_secret_doors(2));
/// assert!(hall.finds_secret_doors(3));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RoomSearch {
    turns: SearchTurns,
}

impl RoomSearch {
    /// A room whose complete search takes `turns`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`SearchTurns`].
    pub fn new(turns: u32) -> Result<Self, Error> {
        Ok(Self {
            turns: SearchTurns::new(turns)?,
        })
    }

    /// Whether `spent` turns of searching find the room's secret doors.
    #[must_use]
    pub const fn finds_secret_doors(&self, spent: u32) -> bool {
        spent >= self.turns.get()
    }
}

/// Where a trap sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Trap {
    /// In a room: anyone searching the area for a turn finds it.
    Room,
    /// On a treasure (a needle in a lock, a plate under a statuette): only
    /// a thief searching that treasure for a turn finds it.
    Treasure,
}

/// What springing or disarming a trap did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TrapOutcome {
    /// The trap fired: its damage goes straight to an ability score.
    Harmed,
    /// The trap fired and the DEX save avoided it.
    Avoided,
    /// A thief disarmed it.
    Disarmed,
}

/// A trap and its save.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TrapRoll {
    /// What happened.
    pub outcome: TrapOutcome,
    /// Every DEX save rolled, in order.
    pub saves: Vec<osr_check::Save>,
}

impl Trap {
    /// Whether a turn's search finds it: anyone finds a room trap; only a
    /// thief finds a treasure trap.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::cairn_house::Trap;
    ///
    /// assert!(!Trap::Treasure.found_by_search(false));
    /// assert!(Trap::Treasure.found_by_search(true));
    /// ```
    #[must_use]
    pub const fn found_by_search(self, thief: bool) -> bool {
        match self {
            Self::Room => true,
            Self::Treasure => thief,
        }
    }

    /// The trap fires on someone: a DEX save avoids it; a failure is
    /// damage straight to an ability score (the trap's own amount).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn spring<S: FaceSource + ?Sized>(
        self,
        dex_save: Save,
        source: &mut S,
    ) -> Result<TrapRoll, Error> {
        let save = dex_save.roll(source)?;
        let outcome = if save.band().passed() {
            TrapOutcome::Avoided
        } else {
            TrapOutcome::Harmed
        };
        Ok(TrapRoll {
            outcome,
            saves: alloc::vec![save],
        })
    }

    /// A thief tries to disarm it (a DEX save, the seed giving no other
    /// roll); a failed attempt sets it off on the thief, who saves again.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::cairn_house::Save;
    /// use osr_travel::cairn_house::{Trap, TrapOutcome};
    ///
    /// let dex = Save::new(11)?;
    /// let roll = Trap::Room.disarm(dex, &mut SuppliedFaces::new(&[15, 18]))?;
    /// assert_eq!(roll.outcome, TrapOutcome::Harmed);
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn disarm<S: FaceSource + ?Sized>(
        self,
        dex_save: Save,
        source: &mut S,
    ) -> Result<TrapRoll, Error> {
        let save = dex_save.roll(source)?;
        if save.band().passed() {
            return Ok(TrapRoll {
                outcome: TrapOutcome::Disarmed,
                saves: alloc::vec![save],
            });
        }
        let mut sprung = self.spring(dex_save, source)?;
        sprung.saves.insert(0, save);
        Ok(sprung)
    }
}

/// The four seasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Season {
    /// Two daylight watches.
    Spring,
    /// Two daylight watches.
    Summer,
    /// One daylight watch.
    Autumn,
    /// One daylight watch.
    Winter,
}

/// Whether a watch is in daylight or at night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Light {
    /// A daylight watch.
    Day,
    /// A night watch.
    Night,
}

impl Season {
    /// The three 8-hour watches of a day, daylight first: spring and
    /// summer have two daylight watches and one night watch, autumn and
    /// winter one and two.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::cairn_house::{Light, Season};
    ///
    /// assert_eq!(Season::Winter.watches(), [Light::Day, Light::Night, Light::Night]);
    /// ```
    #[must_use]
    pub const fn watches(self) -> [Light; 3] {
        match self {
            Self::Spring | Self::Summer => [Light::Day, Light::Day, Light::Night],
            Self::Autumn | Self::Winter => [Light::Day, Light::Night, Light::Night],
        }
    }
}

/// A travel watch's distance: 2d6 miles, halved (rounded down, at least
/// 1 mile) when any traveller is encumbered. Its band is the miles.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_travel::cairn_house::Travel;
///
/// // [3, 4]: 7 miles, 3 encumbered (rule CH-travel.wild.travel).
/// let roll = Travel { encumbered: true }.roll(&mut SuppliedFaces::new(&[3, 4]))?;
/// assert_eq!(roll.band(), 3);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Travel {
    /// Whether any traveller is encumbered.
    pub encumbered: bool,
}

impl Travel {
    /// The miles a 2d6 total makes.
    #[must_use]
    pub const fn miles(&self, total: u32) -> u32 {
        if self.encumbered {
            if total / 2 > 1 { total / 2 } else { 1 }
        } else {
            total
        }
    }
}

/// A rolled [`Travel`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TravelRoll {
    /// The miles covered.
    pub miles: u32,
    /// The two d6.
    pub dice: Vec<Rolled>,
}

impl Resolved for TravelRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.miles
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Travel {
    type Band = u32;
    type Outcome = TravelRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TravelRoll, osr_check::Error> {
        let dice = roll_2d6(source)?;
        Ok(TravelRoll {
            miles: self.miles(dice[0].face + dice[1].face),
            dice: dice.into(),
        })
    }

    fn odds(&self) -> Odds<u32> {
        odds_2d6(|total| self.miles(total))
    }
}

/// The Wilderness Event table's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WildEvent {
    /// An encounter, rolled on the area's table now.
    Encounter,
    /// The next encounter is rolled now and foreshadowed.
    Clue,
    /// Encumbered characters must spend a watch resting without moving.
    Exhaustion,
    /// The weather changes one step (see [`WEATHER_STEPS`]).
    Weather,
    /// Nothing happens.
    Free,
}

/// The Wilderness Event d6: 1 encounter, 2 clue, 3 exhaustion, 4 weather,
/// 5-6 free.
pub const WILDERNESS_EVENTS: [WildEvent; 6] = [
    WildEvent::Encounter,
    WildEvent::Clue,
    WildEvent::Exhaustion,
    WildEvent::Weather,
    WildEvent::Free,
    WildEvent::Free,
];

/// Which way the weather moves on the referee's scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WeatherShift {
    /// One step worse.
    Worse,
    /// One step better.
    Better,
}

/// The weather d6: 1-3 one step worse, 4-6 one step better.
pub const WEATHER_STEPS: Table<WeatherShift, 6> = Table::new([
    WeatherShift::Worse,
    WeatherShift::Worse,
    WeatherShift::Worse,
    WeatherShift::Better,
    WeatherShift::Better,
    WeatherShift::Better,
]);

/// What the travellers do with a watch: one group action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "action"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum WatchAction {
    /// 2d6 miles toward another area, halved if encumbered.
    Travel,
    /// Search the current area for its landmarks.
    Explore,
    /// 1d6 miles in a night watch; every traveller gains 1 fatigue.
    ForcedMarch,
    /// Everyone who eats a day's rations takes a long rest; the others
    /// cannot regain HP until they do.
    MakeCamp {
        /// How many eat a day's rations.
        eaters: u32,
    },
    /// Rest without moving (what exhaustion calls for).
    Rest,
}

/// One thing that happened in a watch.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum JourneyEvent {
    /// The travellers moved.
    Travelled {
        /// Miles covered.
        miles: u32,
        /// Whether the distance was halved for encumbrance.
        halved: bool,
        /// The dice.
        dice: Vec<Rolled>,
    },
    /// A forced march: miles, and 1 fatigue for each traveller.
    ForcedMarch {
        /// Miles covered.
        miles: u32,
        /// Fatigue each traveller gains.
        fatigue_each: u32,
        /// The d6.
        die: Rolled,
    },
    /// The area's landmarks are revealed.
    Explored,
    /// Camp made.
    Camped {
        /// Travellers who ate and take a long rest.
        long_rests: u32,
        /// Travellers who did not eat and cannot regain HP until a long rest.
        no_healing: u32,
    },
    /// The Wilderness Event die.
    EventRolled {
        /// The d6.
        die: Rolled,
        /// Its row.
        result: WildEvent,
    },
    /// The weather die.
    WeatherRolled {
        /// The d6.
        die: Rolled,
        /// Which way the weather moves.
        shift: WeatherShift,
    },
    /// Something of the dungeon turn's kinds: an encounter, a clue, a rest
    /// owed or taken, a timer run out.
    Delve(DelveEventBox),
}

/// A [`DelveEvent`] inside a [`JourneyEvent`]: serialized under `inner`
/// so the two event tags do not collide.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DelveEventBox {
    /// The event.
    pub inner: DelveEvent,
}

impl JourneyEvent {
    fn dice(&self) -> Vec<Rolled> {
        match self {
            Self::Travelled { dice, .. } => dice.clone(),
            Self::ForcedMarch { die, .. }
            | Self::EventRolled { die, .. }
            | Self::WeatherRolled { die, .. } => alloc::vec![*die],
            Self::Delve(boxed) => boxed.inner.dice(),
            Self::Explored | Self::Camped { .. } => Vec::new(),
        }
    }

    const fn delve(inner: DelveEvent) -> Self {
        Self::Delve(DelveEventBox { inner })
    }
}

/// What one watch did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WatchReport {
    /// The day, from 1.
    pub day: u64,
    /// The watch of the day, 1 to 3.
    pub watch: u32,
    /// Daylight or night.
    pub light: Light,
    /// The action taken.
    pub action: WatchAction,
    /// What happened, in order.
    pub events: Vec<JourneyEvent>,
}

impl WatchReport {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.events
            .iter()
            .flat_map(JourneyEvent::dice)
            .map(|d| d.face)
            .collect()
    }

    /// The miles covered this watch.
    #[must_use]
    pub fn miles(&self) -> u32 {
        self.events
            .iter()
            .map(|e| match e {
                JourneyEvent::Travelled { miles, .. } | JourneyEvent::ForcedMarch { miles, .. } => {
                    *miles
                }
                _ => 0,
            })
            .sum()
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// How many travel together.
    pub struct Travellers(u32) in 1..=1000, "travellers";
}

/// A company in the wilderness: the watch clock, the season, how many
/// travel, whether any is encumbered, a rest owed and a foreshadowed
/// encounter.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::cairn_house::{Journey, Season, WatchAction};
///
/// // Summer, three travellers, one encumbered: [6, 1] = 7 miles, halved to 3.
/// let mut journey = Journey::new(Season::Summer, 3, true)?;
/// let report = journey.watch(WatchAction::Travel, None, &mut SuppliedFaces::new(&[6, 1, 5]))?;
/// assert_eq!(report.miles(), 3);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Journey {
    clock: Clock,
    season: Season,
    travellers: Travellers,
    encumbered: bool,
    rest_owed: bool,
    foreshadowed: Option<EntryRoll>,
    events: [WildEvent; 6],
}

impl Journey {
    /// A company setting out at the first watch of day 1.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for travellers outside [`Travellers`].
    pub fn new(season: Season, travellers: u32, encumbered: bool) -> Result<Self, Error> {
        Ok(Self {
            clock: Clock::new(Unit::Watch),
            season,
            travellers: Travellers::new(travellers)?,
            encumbered,
            rest_owed: false,
            foreshadowed: None,
            events: WILDERNESS_EVENTS,
        })
    }

    /// The same journey with a referee's own Wilderness Event table.
    #[must_use]
    pub fn with_events(self, events: [WildEvent; 6]) -> Self {
        Self { events, ..self }
    }

    /// The watch clock.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The watch clock, to start or stop timers.
    pub const fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// Whether any traveller carries supplies or treasure.
    pub const fn set_encumbered(&mut self, encumbered: bool) {
        self.encumbered = encumbered;
    }

    /// The season (it sets which watches are dark).
    pub const fn set_season(&mut self, season: Season) {
        self.season = season;
    }

    /// Whether a rest is owed.
    #[must_use]
    pub const fn rest_owed(&self) -> bool {
        self.rest_owed
    }

    /// The light of the watch about to be played.
    #[must_use]
    pub fn next_light(&self) -> Light {
        let index = usize::try_from(self.clock.now() % 3).unwrap_or(0);
        self.season.watches()[index]
    }

    /// One watch: the group action, then, for a watch of travel (travel or
    /// forced march), the Wilderness Event die, with the weather die on a
    /// 4. `monsters` is the area's encounter table, when the referee has
    /// one.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a forced march in daylight, or any action
    /// but a rest or camp while a rest is owed; [`Error::Inconsistent`]
    /// for more eaters than travellers; [`Error::Core`] when the face
    /// source fails. The journey is unchanged on error.
    pub fn watch<S: FaceSource + ?Sized>(
        &mut self,
        action: WatchAction,
        monsters: Option<&RandomTable>,
        source: &mut S,
    ) -> Result<WatchReport, Error> {
        let light = self.next_light();
        let watch = u32::try_from(self.clock.now() % 3).unwrap_or(0) + 1;
        let day = self.clock.now() / 3 + 1;
        let resting = matches!(action, WatchAction::Rest | WatchAction::MakeCamp { .. });
        if self.rest_owed && !resting {
            return Err(Error::NotAllowed {
                action: "that action",
                reason: "encumbered characters must rest this watch",
            });
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        if next.rest_owed {
            next.rest_owed = false;
            events.push(JourneyEvent::delve(DelveEvent::RestTaken));
        }
        let travelling = match action {
            WatchAction::Travel => {
                let travel = Travel {
                    encumbered: next.encumbered,
                };
                let roll = travel.roll(source)?;
                events.push(JourneyEvent::Travelled {
                    miles: roll.miles,
                    halved: next.encumbered,
                    dice: roll.dice,
                });
                true
            }
            WatchAction::ForcedMarch => {
                if light == Light::Day {
                    return Err(Error::NotAllowed {
                        action: "a forced march",
                        reason: "it is made in a night watch",
                    });
                }
                let face = Die::D6.roll(source)?;
                events.push(JourneyEvent::ForcedMarch {
                    miles: face,
                    fatigue_each: 1,
                    die: Rolled {
                        sides: 6,
                        face,
                        fate: Fate::Counted,
                    },
                });
                true
            }
            WatchAction::Explore => {
                events.push(JourneyEvent::Explored);
                false
            }
            WatchAction::MakeCamp { eaters } => {
                let travellers = next.travellers.get();
                if eaters > travellers {
                    return Err(Error::Inconsistent {
                        what: "eaters",
                        reason: "more eat than travel",
                    });
                }
                events.push(JourneyEvent::Camped {
                    long_rests: eaters,
                    no_healing: travellers - eaters,
                });
                false
            }
            WatchAction::Rest => false,
        };
        events.extend(DelveEvent::from_clock(next.clock.advance(1)?).map(JourneyEvent::delve));
        if travelling {
            next.roll_event(monsters, source, &mut events)?;
        }
        *self = next;
        Ok(WatchReport {
            day,
            watch,
            light,
            action,
            events,
        })
    }

    /// Checks a watch read back (from JSON, a log) by replaying it from
    /// this state, the watch's action and its faces: every row must be
    /// what this journey's Wilderness Event table (the seed's, or the
    /// referee's one given with [`with_events`](Self::with_events)), the
    /// weather steps and `monsters` give. Deserializing a [`WatchReport`]
    /// checks none of this by itself, since the tables may be the
    /// referee's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::cairn_house::{Journey, Season, WatchAction};
    ///
    /// let start = Journey::new(Season::Summer, 3, false)?;
    /// let mut journey = start.clone();
    /// let mut report = journey.watch(WatchAction::Travel, None, &mut SuppliedFaces::new(&[6, 1, 5]))?;
    /// start.verify(&report, None)?;
    /// report.watch = 2;
    /// assert!(start.verify(&report, None).is_err());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the replay differs; whatever the watch
    /// itself reports when its faces do not replay.
    pub fn verify(
        &self,
        report: &WatchReport,
        monsters: Option<&RandomTable>,
    ) -> Result<(), Error> {
        let faces = report.faces();
        let replayed = self.clone().watch(
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

    /// A watch of camp for a named party: every traveller eats from their
    /// own rations, those who ate take a long rest and the others do not
    /// ([`Party::camp`](crate::party::Party::camp)), and the watch is played
    /// as [`WatchAction::MakeCamp`] with the eaters counted. Returns the
    /// watch and one meal and one rest event per traveller.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::cairn_house::{Journey, JourneyEvent, Season};
    /// use osr_travel::party::{Party, PartyEvent, Traveller};
    ///
    /// let mut journey = Journey::new(Season::Summer, 2, false)?;
    /// let mut party = Party::new(vec![Traveller::new("Ada", 2, 2)?, Traveller::new("Bo", 0, 2)?])?;
    /// let (watch, meals) = journey.make_camp(&mut party, None, &mut SuppliedFaces::new(&[]))?;
    /// assert!(watch.events.contains(&JourneyEvent::Camped { long_rests: 1, no_healing: 1 }));
    /// assert_eq!(meals[3], PartyEvent::NoRest { name: "Bo".into(), at: 0 });
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the party's size is not the journey's
    /// travellers; otherwise as [`watch`](Self::watch). Neither the journey
    /// nor the party changes on error.
    pub fn make_camp<S: FaceSource + ?Sized>(
        &mut self,
        party: &mut crate::party::Party,
        monsters: Option<&RandomTable>,
        source: &mut S,
    ) -> Result<(WatchReport, Vec<crate::party::PartyEvent>), Error> {
        if party.len() != self.travellers.get() {
            return Err(Error::Inconsistent {
                what: "the party",
                reason: "its size is not the journey's travellers",
            });
        }
        let mut fed = party.clone();
        let meals = fed.camp(&self.clock);
        let eaters = crate::party::Party::ate(&meals);
        let report = self.watch(WatchAction::MakeCamp { eaters }, monsters, source)?;
        *party = fed;
        Ok((report, meals))
    }

    fn roll_event<S: FaceSource + ?Sized>(
        &mut self,
        monsters: Option<&RandomTable>,
        source: &mut S,
        events: &mut Vec<JourneyEvent>,
    ) -> Result<(), Error> {
        let roll = Table::new(self.events).roll(source)?;
        let event = roll.band();
        events.push(JourneyEvent::EventRolled {
            die: roll.dice()[0],
            result: event,
        });
        match event {
            WildEvent::Encounter => events.push(JourneyEvent::delve(encounter(
                &mut self.foreshadowed,
                monsters,
                source,
            )?)),
            WildEvent::Clue => {
                if let Some(table) = monsters {
                    let roll = table.roll(source)?;
                    self.foreshadowed = Some(roll.clone());
                    events.push(JourneyEvent::delve(DelveEvent::Foreshadowed { roll }));
                }
            }
            WildEvent::Exhaustion => {
                if self.encumbered {
                    self.rest_owed = true;
                    events.push(JourneyEvent::delve(DelveEvent::RestOwed));
                }
            }
            WildEvent::Weather => {
                let weather = WEATHER_STEPS.roll(source)?;
                events.push(JourneyEvent::WeatherRolled {
                    die: weather.dice()[0],
                    shift: weather.band(),
                });
            }
            WildEvent::Free => {}
        }
        Ok(())
    }
}

fn replay_differs() -> Error {
    Error::Inconsistent {
        what: "a report read back",
        reason: "replaying its faces gives another result",
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
