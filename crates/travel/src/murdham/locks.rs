//! Locks and doors (MU-travel.locks): opening a lock with tools, and a
//! wooden door broken down with weapons.

use osr_check::Check;
use osr_check::murdham::{Damage, Save, SaveOutcome};
use osr_core::{Edge, FaceSource, StepDie};

use crate::Error;

/// The tools for a lock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LockTool {
    /// Lockpicks: a WIT save.
    Lockpicks,
    /// A crowbar: a STR save.
    Crowbar,
    /// Bare hands on an old locked or blocked door: a STR save.
    Bash,
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
    let ability = match tool {
        LockTool::Lockpicks => wit,
        LockTool::Crowbar | LockTool::Bash => str,
    };
    Ok(Save::new(ability)?.roll(source)?)
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WoodenDoor {
    health: u32,
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
