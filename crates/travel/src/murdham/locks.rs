//! Locks and doors (MU-travel.locks): opening a lock with tools, and a
//! wooden door broken down with weapons.

use num_rational::BigRational;
use osr_check::Check;
use osr_check::murdham::{Damage, DamageRoll, Save, SaveOutcome};
use osr_core::{Edge, FaceSource, StepDie};

use crate::Error;

/// The tools for a lock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamLockTool"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LockTool {
    /// Lockpicks: a WIT save.
    Lockpicks,
    /// A crowbar: a STR save.
    Crowbar,
    /// Bare hands on an old locked or blocked door: a STR save.
    Bash,
}

/// The save [`open_lock`] rolls: WIT with lockpicks, STR with a crowbar
/// or bare hands.
///
/// ```
/// use osr_travel::murdham::{LockTool, open_lock_save};
///
/// assert_eq!(open_lock_save(LockTool::Crowbar, 9, 14)?.ability(), 14);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for the ability it takes out of range.
pub fn open_lock_save(tool: LockTool, wit: i32, str: i32) -> Result<Save, Error> {
    let ability = match tool {
        LockTool::Lockpicks => wit,
        LockTool::Crowbar | LockTool::Bash => str,
    };
    Ok(Save::new(ability)?)
}

/// Opening a lock (a watch with tools): the save the tool calls for, with
/// `wit` or `str`.
///
/// # Errors
///
/// [`Error::Core`] for an ability out of range or a failed face source.
pub fn open_lock<S: FaceSource + ?Sized>(
    tool: LockTool,
    wit: i32,
    str: i32,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(open_lock_save(tool, wit, str)?.roll(source)?)
}

/// A wooden door broken down with weapons: 8 health, 1 armour; damage is
/// impaired unless the weapon or tool suits the job.
///
/// # Examples
///
/// ```
/// use osr_travel::murdham::WoodenDoor;
///
/// let mut door = WoodenDoor::new();
/// door.hit(5);
/// assert_eq!(door.health(), 4);
/// door.hit(6);
/// assert!(door.broken());
/// ```
///
/// With the `serde` feature it is written `{"health": 4}`; reading refuses
/// a health above [`WoodenDoor::HEALTH`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamWoodenDoor"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "WoodenDoorWire", into = "WoodenDoorWire")
)]
pub struct WoodenDoor {
    health: u32,
}

/// A [`WoodenDoor`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct WoodenDoorWire {
    /// Health left, 0 (broken down) to 8.
    #[cfg_attr(feature = "schema", schemars(range(max = 8)))]
    health: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<WoodenDoorWire> for WoodenDoor {
    type Error = Error;

    fn try_from(wire: WoodenDoorWire) -> Result<Self, Error> {
        Self::with_health(wire.health)
    }
}

#[cfg(feature = "serde")]
impl From<WoodenDoor> for WoodenDoorWire {
    fn from(door: WoodenDoor) -> Self {
        Self {
            health: door.health,
        }
    }
}

impl Default for WoodenDoor {
    fn default() -> Self {
        Self::new()
    }
}

impl WoodenDoor {
    /// The door's health.
    pub const HEALTH: u32 = 8;
    /// Its armour.
    pub const ARMOUR: u32 = 1;

    /// A whole door.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            health: Self::HEALTH,
        }
    }

    /// A door with `health` left, as a hit left it.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a health above 8.
    pub fn with_health(health: u32) -> Result<Self, Error> {
        osr_core::Error::check_range("door health", health.into(), 0, Self::HEALTH.into())?;
        Ok(Self { health })
    }

    /// The damage die a weapon rolls against it: impaired unless it suits
    /// the job.
    #[must_use]
    pub const fn damage(die: StepDie, suitable: bool) -> Damage {
        let edge = if suitable {
            Edge::NONE
        } else {
            Edge::new(0, 1)
        };
        Damage::new(die).with_edge(edge)
    }

    /// A hit: the damage less the armour comes off its health. Returns the
    /// health lost.
    pub fn hit(&mut self, damage: u32) -> u32 {
        let lost = damage.saturating_sub(Self::ARMOUR).min(self.health);
        self.health -= lost;
        lost
    }

    /// The exact chance that one blow with `die` breaks it down: the
    /// damage, impaired unless the weapon suits the job, less the armour,
    /// reaches the health left.
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_core::StepDie;
    /// use osr_travel::murdham::WoodenDoor;
    ///
    /// // 8 health: an axe's d8 (suitable) must total 9 or more: it shows 8
    /// // and explodes into 2 to 8 more, 1/8 * 7/8.
    /// let p = WoodenDoor::new().breaking_chance(StepDie::D8, true);
    /// assert_eq!(p, BigRational::new(7.into(), 64.into()));
    /// ```
    #[must_use]
    pub fn breaking_chance(&self, die: StepDie, suitable: bool) -> BigRational {
        let health = self.health;
        Self::damage(die, suitable)
            .odds()
            .sum_where(|total| total.saturating_sub(Self::ARMOUR) >= health)
    }

    /// One blow with `die`: the damage rolled (impaired unless the weapon
    /// suits the job), its hit taken.
    ///
    /// ```
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_travel::murdham::WoodenDoor;
    ///
    /// // A sword's d6, impaired: 5 and 3, the 3 counts; 2 health lost.
    /// let mut door = WoodenDoor::new();
    /// let blow = door.strike(StepDie::D6, false, &mut SuppliedFaces::new(&[5, 3]))?;
    /// assert_eq!((blow.total(), door.health()), (3, 6));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn strike<S: FaceSource + ?Sized>(
        &mut self,
        die: StepDie,
        suitable: bool,
        source: &mut S,
    ) -> Result<DamageRoll, Error> {
        let roll = Self::damage(die, suitable).roll(source)?;
        self.hit(roll.total());
        Ok(roll)
    }

    /// Health left.
    #[must_use]
    pub const fn health(&self) -> u32 {
        self.health
    }

    /// Whether it is broken down.
    #[must_use]
    pub const fn broken(&self) -> bool {
        self.health == 0
    }
}
