//! Non-player characters: survival dice by level, estimated endurance, no
//! verve.

use alloc::vec::Vec;

use osr_core::FaceSource;
use osr_health::gods_and_monsters::{Level, Vitals, npc_endurance, npc_night, npc_survival_dice};

use crate::Error;

/// A non-player character with an archetype (rule GM-health.npc): a d10
/// of survival per level for a warrior, a d6 for the others, each with
/// the per-die bonus; no verve; endurance estimated at 10 + half the level
/// (rounded down) + the per-die bonus; their level in survival back each
/// night, without a roll.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::gods_and_monsters::Npc;
///
/// // A 4th-level warrior: 4d10 = [3, 7, 2, 9] = 21 survival, endurance 12.
/// let npc = Npc::roll(4, true, 0, &mut SuppliedFaces::new(&[3, 7, 2, 9]))?;
/// assert_eq!((npc.vitals().max_survival(), npc.endurance()), (21, 12));
/// assert_eq!(npc.faces(), [3, 7, 2, 9]);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Npc {
    level: u32,
    warrior: bool,
    per_die_bonus: i32,
    faces: Vec<u32>,
    vitals: Vitals,
}

impl Npc {
    /// Rolls a non-player character of `level` (1..=100), a warrior or
    /// not, with a per-die survival bonus (-10..=10).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level or bonus out of range,
    /// or when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(
        level: u32,
        warrior: bool,
        per_die_bonus: i32,
        source: &mut S,
    ) -> Result<Self, Error> {
        osr_core::Error::check_range("level", level.into(), 1, 100)?;
        osr_core::Error::check_range("per-die bonus", per_die_bonus.into(), -10, 10)?;
        let dice = npc_survival_dice(Level::new(level)?, warrior)?;
        let faces: Vec<u32> = (0..dice.count())
            .map(|_| dice.die().roll(source))
            .collect::<Result<_, _>>()?;
        let total: i64 = faces
            .iter()
            .map(|f| i64::from(*f) + i64::from(per_die_bonus))
            .sum();
        let survival =
            u32::try_from(total.max(0)).map_err(|_| Error::Overflow { what: "survival" })?;
        Ok(Self {
            level,
            warrior,
            per_die_bonus,
            faces,
            vitals: Vitals::new(survival, 0)?,
        })
    }

    /// The level.
    #[must_use]
    pub const fn level(&self) -> u32 {
        self.level
    }

    /// Whether a warrior (d10 survival dice).
    #[must_use]
    pub const fn warrior(&self) -> bool {
        self.warrior
    }

    /// The survival dice's faces.
    #[must_use]
    pub fn faces(&self) -> &[u32] {
        &self.faces
    }

    /// Survival and injuries (no verve).
    #[must_use]
    pub const fn vitals(&self) -> &Vitals {
        &self.vitals
    }

    /// The survival state, to take hits through osr-health.
    pub const fn vitals_mut(&mut self) -> &mut Vitals {
        &mut self.vitals
    }

    /// The estimated endurance: 10 + half the level + the per-die bonus.
    #[must_use]
    pub fn endurance(&self) -> i32 {
        Level::new(self.level).map_or(10, |l| npc_endurance(l, self.per_die_bonus))
    }

    /// A night: the level in survival, no roll.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::Hit;
    /// use osr_sheet::gods_and_monsters::Npc;
    /// let mut npc = Npc::roll(2, false, 0, &mut SuppliedFaces::new(&[4, 5]))?;
    /// npc.vitals_mut().take(Hit::new(6)?)?;
    /// npc.night();
    /// assert_eq!((npc.vitals().survival(), npc.level(), npc.warrior()), (5, 2, false));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn night(&mut self) -> Option<osr_health::gods_and_monsters::Event> {
        Level::new(self.level)
            .ok()
            .and_then(|l| npc_night(&mut self.vitals, l))
    }
}
