//! The error type of osr-combat.

osr_core::error_type! {
    crate osr_combat;
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
    #[derive(Debug, Clone, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum Error {
        wraps: [Core(osr_core), Dice(osr_dice), Check(osr_check) { Core }, Health(osr_health) { Core, Dice, Check }, Equipment(osr_equipment) { Core }],

        // Shared by every system's fights.
        /// A combatant named by an ID the fight does not have.
        #[error("no combatant {id} in this fight")]
        UnknownCombatant {
            /// The ID asked for.
            id: u32,
        } => "unknown_combatant",
        /// An event that the fight's current step does not allow ("attack"
        /// while initiative is still being rolled).
        #[error("{event} is not allowed now: the fight is at {step}")]
        OutOfTurn {
            /// The event refused, as a stable key.
            event: &'static str,
            /// The step the fight is at, as a stable key.
            step: &'static str,
        } => "out_of_turn",
        /// An event given to a fight that has ended.
        #[error("the fight is over")]
        FightOver => "fight_over",
        /// Two combatants of a fight given the same ID.
        #[error("combatant id {id} is used twice")]
        DuplicateCombatant {
            /// The ID given twice.
            id: u32,
        } => "duplicate_combatant",
        /// A combatant out of the fight (critically damaged, incapacitated,
        /// unconscious, dying, dead or fled) named as the one acting or the target.
        #[error("combatant {id} is out of the fight")]
        OutOfFight {
            /// The combatant.
            id: u32,
        } => "out_of_fight",
        /// A combatant's action aimed at itself or its own side where the rule
        /// needs an enemy.
        #[error("combatant {target} is on combatant {id}'s own side")]
        SameSide {
            /// The one acting.
            id: u32,
            /// The one aimed at.
            target: u32,
        } => "same_side",
        /// A combatant who has used the round's action (or its attacks) and
        /// tries to act again in the same round.
        #[error("combatant {id} has already taken this round's action")]
        AlreadyActed {
            /// The combatant.
            id: u32,
        } => "already_acted",
        /// A combatant's starting health whose maxima (HP, ability scores) are
        /// not the combatant's.
        #[error("combatant {id}'s health does not match its maximum HP and scores")]
        HealthMismatch {
            /// The combatant.
            id: u32,
        } => "health_mismatch",
        /// A fight with no combatant on one of its sides.
        #[error("a fight needs a combatant on each side")]
        EmptySide => "empty_side",
        /// A current value above the maximum it is kept under.
        #[error("{what} {value} is above its maximum {max}")]
        AboveMaximum {
            /// What the value is ("hit points").
            what: &'static str,
            /// The value given.
            value: i64,
            /// Its maximum.
            max: i64,
        } => "above_maximum",
        /// A table looked up by an ID it does not have.
        #[error("unknown {table} id {id:?}")]
        UnknownId {
            /// The table, as a stable key (`"maneuver"`).
            table: &'static str,
            /// The ID asked for.
            id: alloc::string::String,
        } => "unknown_id",
        // 3d6 Constitution
        /// Superior initiative asked by a combatant who does not have it this
        /// round, before their turn, or a second time (TC-5.3).
        #[error("combatant {id} has no superior initiative turn left in round {round}")]
        NotSuperior {
            /// The combatant.
            id: u32,
            /// The round.
            round: u32,
        } => "not_superior",
        /// A reaction asked of a combatant at initiative 0 (TC-5.9).
        #[error("combatant {id} is disoriented at initiative 0 and cannot react")]
        Disoriented {
            /// The combatant.
            id: u32,
        } => "disoriented",
        /// Something only a trained or equipped combatant may do (a riposte,
        /// a shield defence, a bow's cheap extra action).
        #[error("combatant {id} has no {what}")]
        NotTrained {
            /// The combatant.
            id: u32,
            /// What they lack, as a stable key.
            what: &'static str,
        } => "not_trained",
        // Cairn House Rules
        /// A move by a combatant who loosed a missile this round.
        #[error("combatant {id} loosed a missile this round and cannot move")]
        MissileNoMove {
            /// The combatant.
            id: u32,
        } => "missile_no_move",
        /// A charge after the first round.
        #[error("a charge is only allowed in the first round, not round {round}")]
        ChargeTooLate {
            /// The round it was tried in.
            round: u32,
        } => "charge_too_late",
        /// A charge by a combatant already in melee range of an enemy.
        #[error("combatant {id} is already in melee range and cannot charge")]
        AlreadyInMelee {
            /// The combatant.
            id: u32,
        } => "already_in_melee",
        /// A ranged attack by a combatant who has lost both eyes.
        #[error("combatant {id} is blinded and cannot make a ranged attack")]
        Blinded {
            /// The combatant.
            id: u32,
        } => "blinded",
        /// A blast or a spell with no target.
        #[error("an attack needs at least one target")]
        NoTargets => "no_targets",
        // Cairn House Rules: duels
        /// A duel in which no one was out after this many exchanges: the face
        /// source never rolled a face that hurts.
        #[error("the duel did not end within {exchanges} exchanges")]
        DuelUnended {
            /// The exchanges fought.
            exchanges: u32,
        } => "duel_unended",
        // Gods & Monsters
        /// An action by a surprised combatant in the first round, or a
        /// maneuver while surprised.
        #[error("combatant {id} is surprised and cannot do that")]
        SurprisedCannotAct {
            /// Who.
            id: u32,
        } => "surprised_cannot_act",
        /// A combatant attacking themselves.
        #[error("combatant {id} cannot attack itself")]
        AttacksItself {
            /// Who.
            id: u32,
        } => "attacks_itself",
        // Murdham and Block, Dodge, Parry
        /// An approach chosen by a side that does not choose one: when only
        /// one side spotted the other, that side alone chooses.
        #[error("the {side} cannot choose an approach: only the side that spotted the other does")]
        NotTheirChoice {
            /// The side that may not choose.
            side: crate::Side,
        } => "not_their_choice",
        /// An approach that a side must choose and did not.
        #[error("the {side} must choose an approach")]
        ChoiceMissing {
            /// The side that must choose.
            side: crate::Side,
        } => "choice_missing",
        /// A combatant who lost this turn (distracted) tried to act.
        #[error("combatant {id} lost this turn")]
        TurnLost {
            /// The combatant.
            id: u32,
        } => "turn_lost",
        /// A taunted combatant whose turn must go to harming its taunter.
        #[error("combatant {id} must spend this turn trying to harm combatant {target}")]
        MustAttack {
            /// The taunted combatant.
            id: u32,
            /// The taunter.
            target: u32,
        } => "must_attack",
        /// A move longer than the pace allows in a round.
        #[error("{zones} zones is too far in a round: at most {max}")]
        TooFar {
            /// The zones asked for.
            zones: u32,
            /// The most the pace allows.
            max: u32,
        } => "too_far",
        /// A sprint where there are obstacles.
        #[error("a sprint needs open ground: there are obstacles in the way")]
        CannotSprint => "cannot_sprint",

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
        } => "blow_not_allowed",
        /// A unit's aftermath whose damage per member is above 20, the faces of
        /// the largest die the rules use.
        #[error("aftermath damage up to {max_damage} per member is beyond the largest die, a d20")]
        AftermathBeyondDice {
            /// The maximum damage per member.
            max_damage: u32,
        } => "aftermath_beyond_dice",
        // Initiative house rules
        /// A combatant named to end a turn that is not theirs now.
        #[error("it is not combatant {id}'s turn")]
        NotTheirTurn {
            /// The combatant named.
            id: u32,
        } => "not_their_turn",
    }
}
