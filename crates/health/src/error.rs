//! The error type of osr-health.

osr_core::error_type! {
    crate osr_health;
    /// Everything that can go wrong setting up or applying a rule of this
    /// crate.
    ///
    /// Errors of the crates below are wrapped as they are. osr-core's error
    /// (an input out of range, a face source that failed) is always
    /// [`Error::Core`], also when it comes up inside an osr-check procedure
    /// this crate rolls.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::Error;
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
        wraps: [Core(osr_core), Dice(osr_dice), Check(osr_check) { Core }],
        // 3d6 Constitution and Cairn House Rules
        /// A current value above the maximum it is kept under (hit points
        /// above their maximum, an ability score above its unharmed score,
        /// verve 20 of 17).
        #[error("{what} {value} is above its maximum {max}")]
        AboveMaximum {
            /// What the value is ("hit points", "STR").
            what: &'static str,
            /// The value given.
            value: i64,
            /// Its maximum.
            max: i64,
        } => "above_maximum",
        /// A rule applied to a character who is dead.
        #[error("the character is dead")]
        Dead => "dead",
        /// A state whose parts contradict each other (critical damage on a
        /// dead character, STR 0 on a living one).
        #[error("inconsistent state: {what}")]
        InconsistentState {
            /// What disagrees.
            what: &'static str,
        } => "inconsistent_state",
        /// Keeping the previous hit point total after a re-roll, which only
        /// a tough fighter may do (3d6 Constitution).
        #[error("only a tough character may keep the previous hit points")]
        NotTough => "not_tough",

        // Murdham and Block, Dodge, Parry
        /// A table looked up by an id it does not have.
        #[error("unknown {table} id {id:?}")]
        UnknownId {
            /// The table, as a stable key (`"hazard"`).
            table: &'static str,
            /// The id asked for.
            id: alloc::string::String,
        } => "unknown_id",
        /// Fatigue or a wound with no free inventory slot to go in.
        #[error("no free inventory slot: {needed} needed, {free} free")]
        NoFreeSlot {
            /// The slots needed.
            needed: u32,
            /// The slots free.
            free: u32,
        } => "no_free_slot",
        /// A wound asked for by an index past the wounds carried.
        #[error("no wound at index {index}: {count} carried")]
        NoSuchWound {
            /// The index asked for.
            index: usize,
            /// The wounds carried.
            count: usize,
        } => "no_such_wound",
        /// Days to run given to a disease that lasts indefinitely.
        #[error("{disease} lasts indefinitely: it has no days to run, got {days}")]
        Indefinite {
            /// The disease's id.
            disease: &'static str,
            /// The days given.
            days: u32,
        } => "indefinite",
        /// A permanent wound asked to heal: it never does.
        #[error("the wound at index {index} is permanent and never heals")]
        PermanentWound {
            /// The wound's index.
            index: usize,
        } => "permanent_wound",
        /// The course of something already over (a disease healed or
        /// cured) asked for: it has no days left to run.
        #[error("{what} is already over")]
        AlreadyOver {
            /// What is over (`"the disease"`).
            what: &'static str,
        } => "already_over",
    }
}

impl Error {
    /// This error as an osr-check procedure (a [`Course`] step) must give
    /// it: osr-check's and osr-core's errors as they are, any other as an
    /// inconsistency in `what`.
    ///
    /// [`Course`]: osr_check::course::Course
    pub(crate) fn into_check(self, what: &'static str) -> osr_check::Error {
        match self {
            Self::Check(err) => err,
            Self::Core(err) => err.into(),
            _ => osr_check::Error::Inconsistent { what },
        }
    }
}
