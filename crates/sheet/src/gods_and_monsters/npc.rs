//! Non-player characters: survival dice by level, estimated endurance, no
//! verve.

use alloc::vec::Vec;

use osr_core::FaceSource;
use osr_health::gods_and_monsters::{
    CreatureLevel, Vitals, npc_endurance, npc_night, npc_survival_dice,
};

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
///
/// With the `serde` feature: `{"level": 4, "warrior": true,
/// "per_die_bonus": 0, "faces": [3, 7, 2, 9], "vitals": {...}}`, read back
/// only when the faces are the level's dice and the maximum survival
/// their total.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "NpcFields"))]
pub struct Npc {
    level: u32,
    warrior: bool,
    per_die_bonus: i32,
    faces: Vec<u32>,
    vitals: Vitals,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NpcFields {
    level: u32,
    warrior: bool,
    per_die_bonus: i32,
    faces: Vec<u32>,
    vitals: Vitals,
}

#[cfg(feature = "serde")]
impl TryFrom<NpcFields> for Npc {
    type Error = Error;

    fn try_from(f: NpcFields) -> Result<Self, Error> {
        osr_core::Error::check_range("level", f.level.into(), 1, 100)?;
        let again = Self::roll(
            f.level,
            f.warrior,
            f.per_die_bonus,
            &mut osr_core::SuppliedFaces::new(&f.faces),
        )?;
        if again.faces != f.faces || again.vitals.max_survival() != f.vitals.max_survival() {
            return Err(osr_check::Error::Forged.into());
        }
        Ok(Self {
            vitals: f.vitals,
            ..again
        })
    }
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
        let dice = npc_survival_dice(CreatureLevel::new(level)?, warrior)?;
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
        CreatureLevel::new(self.level).map_or(10, |l| npc_endurance(l, self.per_die_bonus))
    }

    /// The non-player character as osr-combat's combatant: survival (no
    /// verve), the estimated endurance for the death check, and for a
    /// warrior, warrior cover and archetypal losses. Attack, defense and
    /// damage are the referee's: set them with the combatant's `with_*`
    /// methods.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_combat::Side;
    /// use osr_sheet::gods_and_monsters::Npc;
    ///
    /// let npc = Npc::roll(4, true, 0, &mut SuppliedFaces::new(&[3, 7, 2, 9]))?;
    /// let foe = npc.combatant(2, Side::Foes)?.with_defense(3)?;
    /// assert_eq!((foe.endurance(), foe.vitals().survival(), foe.is_player()), (12, 21, false));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an endurance outside osr-combat's
    /// range.
    pub fn combatant(
        &self,
        id: u32,
        side: osr_combat::Side,
    ) -> Result<osr_combat::gods_and_monsters::Combatant, Error> {
        Ok(
            osr_combat::gods_and_monsters::Combatant::new(id, side, self.vitals)
                .with_endurance(self.endurance())?
                .with_archetypal_losses(self.warrior)
                .with_warrior_cover(self.warrior),
        )
    }

    /// Writes a fight's result back: the vitals the combatant ended with.
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] when the maximum survival is not this
    /// character's; it is unchanged.
    pub fn after_fight(
        &mut self,
        status: &osr_combat::gods_and_monsters::Status,
    ) -> Result<(), Error> {
        let (value, expected) = (status.vitals.max_survival(), self.vitals.max_survival());
        if value != expected || status.vitals.max_verve() != 0 {
            return Err(Error::NotDerived {
                what: "max survival",
                value: value.into(),
                expected: expected.into(),
            });
        }
        self.vitals = status.vitals;
        Ok(())
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
        CreatureLevel::new(self.level)
            .ok()
            .and_then(|l| npc_night(&mut self.vitals, l))
    }
}
