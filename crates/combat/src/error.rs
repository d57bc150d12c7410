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
    /// Two combatants of a fight given the same ID.
    #[error("combatant id {id} is used twice")]
    DuplicateCombatant {
        /// The ID given twice.
        id: u32,
    },
    /// A combatant out of the fight (critically damaged, incapacitated,
    /// unconscious, dying, dead or fled) named as the one acting or the target.
    #[error("combatant {id} is out of the fight")]
    OutOfFight {
        /// The combatant.
        id: u32,
    },
    /// A combatant's action aimed at itself or its own side where the rule
    /// needs an enemy.
    #[error("combatant {target} is on combatant {id}'s own side")]
    SameSide {
        /// The one acting.
        id: u32,
        /// The one aimed at.
        target: u32,
    },
    /// A combatant who has used the round's action (or its attacks) and
    /// tries to act again in the same round.
    #[error("combatant {id} has already taken this round's action")]
    AlreadyActed {
        /// The combatant.
        id: u32,
    },
    /// A combatant's starting health whose maxima (HP, ability scores) are
    /// not the combatant's.
    #[error("combatant {id}'s health does not match its maximum HP and scores")]
    HealthMismatch {
        /// The combatant.
        id: u32,
    },
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
    // Cairn House Rules
    /// A move by a combatant who loosed a missile this round.
    #[error("combatant {id} loosed a missile this round and cannot move")]
    MissileNoMove {
        /// The combatant.
        id: u32,
    },
    /// A charge after the first round.
    #[error("a charge is only allowed in the first round, not round {round}")]
    ChargeTooLate {
        /// The round it was tried in.
        round: u32,
    },
    /// A charge by a combatant already in melee range of an enemy.
    #[error("combatant {id} is already in melee range and cannot charge")]
    AlreadyInMelee {
        /// The combatant.
        id: u32,
    },
    /// A ranged attack by a combatant who has lost both eyes.
    #[error("combatant {id} is blinded and cannot make a ranged attack")]
    Blinded {
        /// The combatant.
        id: u32,
    },
    /// A blast or a spell with no target.
    #[error("an attack needs at least one target")]
    NoTargets,
    // Cairn House Rules: duels
    /// A duel in which no one was out after this many exchanges: the face
    /// source never rolled a face that hurts.
    #[error("the duel did not end within {exchanges} exchanges")]
    DuelUnended {
        /// The exchanges fought.
        exchanges: u32,
    },
    // Gods & Monsters
    /// An action by a surprised combatant in the first round, or a
    /// maneuver while surprised.
    #[error("combatant {id} is surprised and cannot do that")]
    SurprisedCannotAct {
        /// Who.
        id: u32,
    },
    /// A combatant attacking themselves.
    #[error("combatant {id} cannot attack itself")]
    AttacksItself {
        /// Who.
        id: u32,
    },
    // Murdham and Block, Dodge, Parry
    /// An approach chosen by a side that does not choose one: when only
    /// one side spotted the other, that side alone chooses.
    #[error("the {side} cannot choose an approach: only the side that spotted the other does")]
    NotTheirChoice {
        /// The side that may not choose.
        side: crate::Side,
    },
    /// An approach that a side must choose and did not.
    #[error("the {side} must choose an approach")]
    ChoiceMissing {
        /// The side that must choose.
        side: crate::Side,
    },
    /// A combatant who lost this turn (distracted) tried to act.
    #[error("combatant {id} lost this turn")]
    TurnLost {
        /// The combatant.
        id: u32,
    },
    /// A taunted combatant whose turn must go to harming its taunter.
    #[error("combatant {id} must spend this turn trying to harm combatant {target}")]
    MustAttack {
        /// The taunted combatant.
        id: u32,
        /// The taunter.
        target: u32,
    },
    /// A move longer than the pace allows in a round.
    #[error("{zones} zones is too far in a round: at most {max}")]
    TooFar {
        /// The zones asked for.
        zones: u32,
        /// The most the pace allows.
        max: u32,
    },
    /// A sprint where there are obstacles.
    #[error("a sprint needs open ground: there are obstacles in the way")]
    CannotSprint,

    // Gods & Monsters: mass combat and special attacks
    /// A killing or knockout blow at a target it cannot be struck at (a
    /// killing blow needs an immobile target; a knockout blow one that is
    /// not defending itself).
    #[error("a {blow} cannot be struck at a {target} target")]
    BlowNotAllowed {
        /// The blow, as the rules name it.
        blow: &'static str,
        /// How the target stands, as a stable key.
        target: &'static str,
    },
    /// A unit's aftermath whose damage per member is above 20, the faces of
    /// the largest die the rules use.
    #[error("aftermath damage up to {max_damage} per member is beyond the largest die, a d20")]
    AftermathBeyondDice {
        /// The maximum damage per member.
        max_damage: u32,
    },
    // Initiative house rules
    /// A combatant named to end a turn that is not theirs now.
    #[error("it is not combatant {id}'s turn")]
    NotTheirTurn {
        /// The combatant named.
        id: u32,
    },
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
            Self::DuplicateCombatant { .. } => "duplicate_combatant",
            Self::OutOfFight { .. } => "out_of_fight",
            Self::SameSide { .. } => "same_side",
            Self::AlreadyActed { .. } => "already_acted",
            Self::AboveMaximum { .. } => "above_maximum",
            Self::HealthMismatch { .. } => "health_mismatch",
            Self::UnknownId { .. } => "unknown_id",
            // 3d6 Constitution
            Self::NotSuperior { .. } => "not_superior",
            Self::Disoriented { .. } => "disoriented",
            Self::NotTrained { .. } => "not_trained",
            // Cairn House Rules
            Self::MissileNoMove { .. } => "missile_no_move",
            Self::ChargeTooLate { .. } => "charge_too_late",
            Self::AlreadyInMelee { .. } => "already_in_melee",
            Self::Blinded { .. } => "blinded",
            Self::NoTargets => "no_targets",
            // Cairn House Rules: duels
            Self::DuelUnended { .. } => "duel_unended",
            // Gods & Monsters
            Self::SurprisedCannotAct { .. } => "surprised_cannot_act",
            Self::AttacksItself { .. } => "attacks_itself",
            // Murdham and Block, Dodge, Parry
            Self::NotTheirChoice { .. } => "not_their_choice",
            Self::ChoiceMissing { .. } => "choice_missing",
            Self::TurnLost { .. } => "turn_lost",
            Self::MustAttack { .. } => "must_attack",
            Self::TooFar { .. } => "too_far",
            Self::CannotSprint => "cannot_sprint",

            // Gods & Monsters: mass combat and special attacks
            Self::BlowNotAllowed { .. } => "blow_not_allowed",
            Self::AftermathBeyondDice { .. } => "aftermath_beyond_dice",
            // Initiative house rules
            Self::NotTheirTurn { .. } => "not_their_turn",
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
