//! The error type of osr-combat.

/// Everything that can go wrong setting up or playing a fight with this
/// crate.
///
/// Errors of the crates below are wrapped as they are. osr-core's error
/// (an input out of range, a face source that failed) is always
/// [`Error::Core`], also when it comes up inside an osr-check procedure or
/// an osr-health application this crate makes; osr-check's own errors are
/// always [`Error::Check`].
///
/// # Examples
///
/// ```
/// use osr_combat::Error;
///
/// let err = Error::from(osr_core::Error::OutOfRange {
///     what: "hit points", value: -3, min: 0, max: 20,
/// });
/// assert_eq!(err.kind(), "out_of_range");
/// assert_eq!(err.to_string(), "hit points must be in 0..=20, got -3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A rule input outside the range the rule allows
    /// ([`osr_core::Error::OutOfRange`]), or a face source that failed:
    /// supplied faces ran out, or a face is not on the die it was supplied
    /// for.
    #[error(transparent)]
    Core(#[from] osr_core::Error),
    /// Dice notation that did not parse or was refused by its limits.
    #[error(transparent)]
    Dice(#[from] osr_dice::Error),
    /// A resolution procedure of osr-check that failed for a reason of its
    /// own (osr-core's errors inside it are [`Error::Core`]).
    #[error(transparent)]
    Check(osr_check::Error),
    /// Damage or a hazard that osr-health refused for a reason of its own
    /// (osr-core's and osr-check's errors inside it are [`Error::Core`] and
    /// [`Error::Check`]).
    #[error(transparent)]
    Health(osr_health::Error),
    /// An equipment lookup that failed (an unknown item ID).
    #[error(transparent)]
    Equipment(#[from] osr_equipment::Error),

    // Shared by every system's fights.
    /// A combatant named by an ID the fight does not have.
    #[error("no combatant {id} in this fight")]
    UnknownCombatant {
        /// The ID asked for.
        id: u32,
    },
    /// An event that the fight's current step does not allow ("attack"
    /// while initiative is still being rolled).
    #[error("{event} is not allowed now: the fight is at {step}")]
    OutOfTurn {
        /// The event refused, as a stable key.
        event: &'static str,
        /// The step the fight is at, as a stable key.
        step: &'static str,
    },
    /// An event given to a fight that has ended.
    #[error("the fight is over")]
    FightOver,
    /// A fight with no combatant on one of its sides.
    #[error("a fight needs a combatant on each side")]
    EmptySide,
    /// A current value above the maximum it is kept under.
    #[error("{what} {value} is above its maximum {max}")]
    AboveMaximum {
        /// What the value is ("hit points").
        what: &'static str,
        /// The value given.
        value: i64,
        /// Its maximum.
        max: i64,
    },
    /// A table looked up by an ID it does not have.
    #[error("unknown {table} id {id:?}")]
    UnknownId {
        /// The table, as a stable key (`"maneuver"`).
        table: &'static str,
        /// The ID asked for.
        id: alloc::string::String,
    },
    // 3d6 Constitution
    /// Superior initiative asked by a combatant who does not have it this
    /// round, before their turn, or a second time (TC-5.3).
    #[error("combatant {id} has no superior initiative turn left in round {round}")]
    NotSuperior {
        /// The combatant.
        id: u32,
        /// The round.
        round: u32,
    },
    /// A reaction asked of a combatant at initiative 0 (TC-5.9).
    #[error("combatant {id} is disoriented at initiative 0 and cannot react")]
    Disoriented {
        /// The combatant.
        id: u32,
    },
    /// Something only a trained or equipped combatant may do (a riposte,
    /// a shield defence, a bow's cheap extra action).
    #[error("combatant {id} has no {what}")]
    NotTrained {
        /// The combatant.
        id: u32,
        /// What they lack, as a stable key.
        what: &'static str,
    },
    /// Two combatants of one fight with the same ID.
    #[error("combatant id {id} is used twice")]
    DuplicateCombatant {
        /// The ID.
        id: u32,
    },
    /// A saved fight whose replay from its setup, commands and faces does
    /// not give the events it holds, or leaves faces unused.
    #[error("the saved fight does not replay: {what}")]
    ReplayDiffers {
        /// What differs, as a stable key.
        what: &'static str,
    },
    // Cairn House Rules

    // Gods & Monsters

    // Murdham and Block, Dodge, Parry

    // Initiative house rules
}

impl From<osr_check::Error> for Error {
    fn from(err: osr_check::Error) -> Self {
        match err {
            osr_check::Error::Core(err) => Self::Core(err),
            other => Self::Check(other),
        }
    }
}

impl From<osr_health::Error> for Error {
    fn from(err: osr_health::Error) -> Self {
        match err {
            osr_health::Error::Core(err) => Self::Core(err),
            osr_health::Error::Dice(err) => Self::Dice(err),
            osr_health::Error::Check(err) => Self::Check(err),
            other => Self::Health(other),
        }
    }
}

impl Error {
    /// A stable snake-case key for the kind of error, for programs that
    /// answer in JSON; a wrapped error reports its own kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Error;
    ///
    /// assert_eq!(Error::from(osr_check::Error::Forged).kind(), "forged");
    /// assert_eq!(Error::FightOver.kind(), "fight_over");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Dice(err) => err.key(),
            Self::Check(err) => err.kind(),
            Self::Health(err) => err.kind(),
            Self::Equipment(err) => err.kind(),

            // Shared by every system's fights.
            Self::UnknownCombatant { .. } => "unknown_combatant",
            Self::OutOfTurn { .. } => "out_of_turn",
            Self::FightOver => "fight_over",
            Self::EmptySide => "empty_side",
            Self::AboveMaximum { .. } => "above_maximum",
            Self::UnknownId { .. } => "unknown_id",
            // 3d6 Constitution
            Self::NotSuperior { .. } => "not_superior",
            Self::Disoriented { .. } => "disoriented",
            Self::NotTrained { .. } => "not_trained",
            Self::DuplicateCombatant { .. } => "duplicate_combatant",
            Self::ReplayDiffers { .. } => "replay_differs",
            // Cairn House Rules

            // Gods & Monsters

            // Murdham and Block, Dodge, Parry

            // Initiative house rules
        }
    }
}

/// With the `serde` feature: `{"kind": ..., "message": ...}`, the shape
/// every osr error serializes to (a dice notation error adds its span).
#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Dice(err) => err.serialize(serializer),
            Self::Health(err) => err.serialize(serializer),
            Self::Equipment(err) => err.serialize(serializer),
            _ => osr_core::serialize_error(serializer, self.kind(), self),
        }
    }
}
