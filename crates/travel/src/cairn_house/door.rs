//! Doors (CH-travel.door): listening, forcing, picking and unlocking, and
//! the search that finds secret doors.

use osr_check::cairn_house::Save;
use osr_check::{Check, Resolved};
use osr_core::FaceSource;

use crate::Error;

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
