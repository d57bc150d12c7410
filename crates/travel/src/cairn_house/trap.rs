//! Traps in rooms and on treasure (CH-travel.trap): found by searching,
//! sprung and disarmed.

use alloc::vec::Vec;

use osr_check::cairn_house::Save;
use osr_check::{Check, Resolved};
use osr_core::FaceSource;

use crate::Error;

/// Where a trap sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TrapSite {
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

impl TrapSite {
    /// Whether a turn's search finds it: anyone finds a room trap; only a
    /// thief finds a treasure trap.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::cairn_house::TrapSite;
    ///
    /// assert!(!TrapSite::Treasure.found_by_search(false));
    /// assert!(TrapSite::Treasure.found_by_search(true));
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
    /// use osr_travel::cairn_house::{TrapSite, TrapOutcome};
    ///
    /// let dex = Save::new(11)?;
    /// let roll = TrapSite::Room.disarm(dex, &mut SuppliedFaces::new(&[15, 18]))?;
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
