//! The error type of osr-advancement.

osr_core::error_type! {
    crate osr_advancement;
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
    /// use osr_advancement::Error;
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
        /// An award of experience or mojo below zero: awards only add.
        #[error("an award must not be negative, got {value}")]
        NegativeAward {
            /// The award asked for.
            value: i64,
        } => "negative_award",
        /// A total (experience, mojo, a cost) that no longer fits its integer.
        #[error("{what} overflowed")]
        Overflow {
            /// What overflowed, as a stable key.
            what: &'static str,
        } => "overflow",
        /// An experience total at or past the first total a level table cannot
        /// place.
        #[error("{xp} XP is beyond the level table, which ends below {ceiling} XP")]
        XpBeyondTable {
            /// The experience total.
            xp: u64,
            /// The first total the table cannot place.
            ceiling: u64,
        } => "xp_beyond_table",
        /// A level the table does not list.
        #[error("level {level} is not in the level table (levels 1..={top})")]
        LevelNotInTable {
            /// The level asked for.
            level: u32,
            /// The table's top level.
            top: u32,
        } => "level_not_in_table",
        /// A table given by the caller that breaks its shape.
        #[error("the {table} table {reason}")]
        InvalidTable {
            /// The table, as a stable key.
            table: &'static str,
            /// What is wrong with it.
            reason: &'static str,
        } => "invalid_table",
        /// A purchase or payment that costs more mojo than the character has.
        #[error("{cost} mojo needed, only {have} available")]
        NotEnoughMojo {
            /// The cost.
            cost: u64,
            /// The mojo the character has.
            have: u64,
        } => "not_enough_mojo",
        /// Inputs that contradict each other or the rule.
        #[error("invalid input: {what}")]
        Invalid {
            /// What is wrong, as a stable phrase.
            what: &'static str,
        } => "invalid",
    }
}
