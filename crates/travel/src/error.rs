//! The error type of osr-travel.

use alloc::string::String;

osr_core::error_type! {
    crate osr_travel;
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
    /// use osr_travel::Error;
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
        /// An ID that names nothing in its table (a terrain, a light source,
        /// a timer).
        #[error("unknown {what} id {id:?}")]
        UnknownId {
            /// What the ID should name.
            what: &'static str,
            /// The ID given.
            id: String,
        } => "unknown_id",
        /// An action the rules do not allow at this point of the procedure.
        #[error("{action} is not allowed: {reason}")]
        NotAllowed {
            /// The action asked for.
            action: &'static str,
            /// Why the rules refuse it now.
            reason: &'static str,
        } => "not_allowed",
        /// A referee's table that does not cover its dice: rows out of order,
        /// overlapping, leaving a gap, or outside what the dice can roll.
        #[error("table {table:?} is malformed: {reason}")]
        BadTable {
            /// The table's ID.
            table: String,
            /// What is wrong with it.
            reason: &'static str,
        } => "bad_table",
        /// Two inputs that the rules relate disagree (more eaters than
        /// travellers, a timer that ends before it starts).
        #[error("{what} is inconsistent: {reason}")]
        Inconsistent {
            /// The input.
            what: &'static str,
            /// How it disagrees.
            reason: &'static str,
        } => "inconsistent",
    }
}
