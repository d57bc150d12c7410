//! The bonus for attacking a moving target (rule GM-combat.moving-targets).

use crate::Error;

/// How fast a target moves, as the movement table names its speeds.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Pace;
///
/// assert_eq!(Pace::Run.row().id, "run");
/// assert_eq!(Pace::Run.attack_bonus(), 8);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersPace"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pace {
    /// Semi-conscious movement.
    SemiConscious,
    /// Combat movement.
    Combat,
    /// A dash in combat, instead of any other action.
    Dash,
    /// Exploring.
    Explore,
    /// Walking.
    Walk,
    /// Jogging.
    Jog,
    /// Running.
    Run,
    /// Sprinting.
    Sprint,
}

/// A row of [`PACES`]: a pace, its stable ID, and the bonus of attacks on
/// a target moving at it.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{PACES, Pace};
///
/// let sprint = PACES.iter().find(|row| row.pace == Pace::Sprint);
/// assert_eq!(sprint.map(|row| row.attack_bonus), Some(16));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PaceRow {
    /// The pace.
    pub pace: Pace,
    /// Its stable ID.
    pub id: &'static str,
    /// The bonus to attacks on a target moving at this pace.
    pub attack_bonus: i32,
}

/// The attack column of the movement table (rule GM-combat.moving-targets).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::PACES;
///
/// let bonuses: Vec<i32> = PACES.iter().map(|row| row.attack_bonus).collect();
/// assert_eq!(bonuses, [0, 0, 4, 0, 2, 4, 8, 16]);
/// ```
pub const PACES: [PaceRow; 8] = [
    PaceRow {
        pace: Pace::SemiConscious,
        id: "semi_conscious",
        attack_bonus: 0,
    },
    PaceRow {
        pace: Pace::Combat,
        id: "combat",
        attack_bonus: 0,
    },
    PaceRow {
        pace: Pace::Dash,
        id: "dash",
        attack_bonus: 4,
    },
    PaceRow {
        pace: Pace::Explore,
        id: "explore",
        attack_bonus: 0,
    },
    PaceRow {
        pace: Pace::Walk,
        id: "walk",
        attack_bonus: 2,
    },
    PaceRow {
        pace: Pace::Jog,
        id: "jog",
        attack_bonus: 4,
    },
    PaceRow {
        pace: Pace::Run,
        id: "run",
        attack_bonus: 8,
    },
    PaceRow {
        pace: Pace::Sprint,
        id: "sprint",
        attack_bonus: 16,
    },
];

impl Pace {
    /// The pace's row of [`PACES`].
    #[must_use]
    pub const fn row(self) -> &'static PaceRow {
        match self {
            Self::SemiConscious => &PACES[0],
            Self::Combat => &PACES[1],
            Self::Dash => &PACES[2],
            Self::Explore => &PACES[3],
            Self::Walk => &PACES[4],
            Self::Jog => &PACES[5],
            Self::Run => &PACES[6],
            Self::Sprint => &PACES[7],
        }
    }

    /// The bonus to attacks on a target moving at this pace.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::special::Pace;
    ///
    /// assert_eq!(Pace::Sprint.attack_bonus(), 16);
    /// assert_eq!(Pace::lookup("dash")?.attack_bonus(), 4);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub const fn attack_bonus(self) -> i32 {
        self.row().attack_bonus
    }

    /// The pace with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] (table `"pace"`) for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        PACES
            .iter()
            .find(|row| row.id == id)
            .map(|row| row.pace)
            .ok_or_else(|| Error::UnknownId {
                table: "pace",
                id: id.into(),
            })
    }
}
