//! The error type of the resolution procedures.

osr_core::error_type! {
    crate osr_check;
    /// Everything that can go wrong setting up or rolling a check.
    ///
    /// Rule inputs are validated when a check is built, so a check that exists
    /// can always be rolled from a working generator; rolling fails only when a
    /// face source does (supplied faces run out or do not fit the die) or when
    /// a rule's "roll again" runs past its limit. osr-core's error, which
    /// covers both out-of-range inputs and face sources, is wrapped as it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Error, cairn_house};
    ///
    /// let err = cairn_house::Save::new(40).unwrap_err();
    /// assert_eq!(
    ///     err,
    ///     Error::Core(osr_core::Error::OutOfRange {
    ///         what: "ability score", value: 40, min: 0, max: 20,
    ///     }),
    /// );
    /// assert_eq!(err.to_string(), "ability score must be in 0..=20, got 40");
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Error {
        wraps: [Core(osr_core)],
        /// A rule that says "roll again" (a tie in a contest) was still not
        /// settled after `rolls` rounds: only a broken or adversarial face
        /// source gets here, since fair dice settle long before.
        #[error("{what} still unresolved after {rolls} rolls")]
        Unresolved {
            /// What kept repeating, as a stable key (`"contest tie"`).
            what: &'static str,
            /// The rounds rolled.
            rolls: u32,
        } => "unresolved",
        /// An outcome that its check does not roll from the outcome's own
        /// faces: a forged or corrupted record ([`Check::verify`](crate::Check::verify)).
        #[error("the outcome is not what the check rolls from its faces")]
        Forged => "forged",
        /// Odds given to [`Odds::new`](crate::Odds::new) that
        /// are not a probability distribution.
        #[error("odds {reason}")]
        InvalidOdds {
            /// What is wrong, as a stable phrase (`"do not sum to 1"`).
            reason: &'static str,
        } => "invalid_odds",
        /// A deserialized outcome whose figures (a total, a band, the die
        /// kept) do not follow from its own dice: a forged or corrupted record.
        #[error("{what} does not agree with the dice")]
        Inconsistent {
            /// Which figure disagrees, as a stable phrase (`"the total"`).
            what: &'static str,
        } => "inconsistent",
        /// A 3d6 Constitution adventurer asked for a re-roll with every re-roll
        /// of the session spent ([`Rerolls::spend`](crate::constitution::Rerolls::spend)).
        #[error("no re-rolls left this session: all {allowance} spent")]
        NoRerollsLeft {
            /// The session's allowance, all spent.
            allowance: u32,
        } => "no_rerolls_left",
        /// Gods & Monsters: a task whose roll already succeeded, which stands
        /// for the rest of it ([`Attempts`](crate::gods_and_monsters::Attempts)).
        #[error("the task already succeeded: its roll stands for the rest of it")]
        TaskPassed => "task_passed",
        /// Gods & Monsters: the same kind of attempter already failed the task
        /// ([`Attempts`](crate::gods_and_monsters::Attempts)).
        #[error(
            "{by} already failed this task: only {} may try once more, or reframe the task",
            .by.other()
        )]
        NoRetry {
            /// Who asked to roll again.
            by: crate::gods_and_monsters::Attempter,
        } => "no_retry",
        /// Gods & Monsters: an individual and a group both failed the task
        /// ([`Attempts`](crate::gods_and_monsters::Attempts)).
        #[error("an individual and a group both failed this task: only a reframed task may be tried")]
        TaskExhausted => "task_exhausted",
        /// Gods & Monsters: a group roll whose median was taken over another
        /// number of members than the group has
        /// ([`GroupEffort::roll`](crate::gods_and_monsters::GroupEffort::roll)).
        #[error("a group of {group} members rolls with the median of {median} members' numbers")]
        GroupSizeMismatch {
            /// The members of the group.
            group: u32,
            /// The numbers the median was taken over.
            median: u32,
        } => "group_size_mismatch",
        /// A rule input the system does not have: a disadvantage in a system
        /// that knows only advantage, a natural 1/20 rule other than the
        /// system's own, a trivial save in a system that rolls every save.
        #[error("{what} is not in this system's rules")]
        NotInRules {
            /// What the system does not have, as a stable phrase
            /// (`"disadvantage"`).
            what: &'static str,
        } => "not_in_rules",
        /// A course ([`crate::course::Course`]) reaching more states than
        /// its budget allows.
        #[error("the procedure reaches more than {max} states, its budget")]
        TooManyStates {
            /// The most states the budget allows.
            max: usize,
        } => "too_many_states",
        /// A course with a state from which it can never end.
        #[error("the procedure can repeat forever without ending")]
        NeverEnds => "never_ends",
    }
}

impl Error {
    /// Checks that `value` lies in `min..=max`, naming it `what` otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::Error;
    ///
    /// assert_eq!(Error::check_range("skill", 60, 0, 100), Ok(60));
    /// assert_eq!(
    ///     Error::check_range("skill", 150, 0, 100).unwrap_err().to_string(),
    ///     "skill must be in 0..=100, got 150",
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when `value` is below `min` or above
    /// `max`.
    pub fn check_range(
        what: &'static str,
        value: impl Into<i64>,
        min: i64,
        max: i64,
    ) -> Result<i64, Self> {
        Ok(osr_core::Error::check_range(what, value.into(), min, max)?)
    }

    /// An out-of-range error, as [`Error::check_range`] reports it.
    #[must_use]
    pub const fn out_of_range(what: &'static str, value: i64, min: i64, max: i64) -> Self {
        Self::Core(osr_core::Error::OutOfRange {
            what,
            value,
            min,
            max,
        })
    }
}
