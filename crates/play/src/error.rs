//! The error type of osr-play.

osr_core::error_type! {
    crate osr_play;
    /// Everything a procedure of play can refuse.
    ///
    /// Errors of the crates below are wrapped as they are; osr-core's error
    /// (an input out of range, a face source that failed) is always
    /// [`Error::Core`], also when it comes up inside another crate.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_play::Error;
    ///
    /// assert_eq!(Error::ExpeditionOver.to_string(), "the expedition is over");
    /// assert_eq!(Error::ExpeditionOver.kind(), "expedition_over");
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum Error {
        wraps: [Core(osr_core), Dice(osr_dice), Check(osr_check) { Core }, Health(osr_health) { Core, Dice, Check }, Equipment(osr_equipment) { Core, Encumbrance }, Combat(osr_combat) { Core, Dice, Check, Health, Equipment }, Encumbrance(osr_encumbrance) { Core }, Magic(osr_magic) { Core, Dice, Check }, Travel(osr_travel) { Core, Dice, Check }, Advancement(osr_advancement) { Core, Dice, Check }, Sheet(osr_sheet) { Core, Dice, Check, Health, Equipment, Combat, Encumbrance, Magic, Travel, Advancement }],
        /// A command after the expedition ended.
        #[error("the expedition is over")]
        ExpeditionOver => "expedition_over",
        /// A member index past the end of the party.
        #[error("the party has {members} members; there is no member {index}")]
        NoSuchMember {
            /// The index given.
            index: usize,
            /// The members in the party.
            members: usize,
        } => "no_such_member",
        /// A command the rules do not allow at this point of play.
        #[error("{command} is not allowed now: {reason}")]
        NotNow {
            /// The command, in words (`"travel"`, `"trade"`).
            command: &'static str,
            /// Why not, in words (`"the party is in a fight"`).
            reason: &'static str,
        } => "not_now",
        /// A member the rules keep from a command (the dying cannot walk
        /// home or trade).
        #[error("{name} cannot {command}: {reason}")]
        Unable {
            /// The member's name.
            name: crate::Name,
            /// The command, in words.
            command: &'static str,
            /// Why not, in words (`"dying"`).
            reason: &'static str,
        } => "unable",
        /// An entry listed twice where each is listed once: two members
        /// or foes of one name, two prices for one item.
        #[error("{name} is listed twice in {what}")]
        Duplicate {
            /// The list, in words (`"the party"`, `"the price list"`).
            what: &'static str,
            /// The name or key listed twice (its first bytes).
            name: osr_encumbrance::InputText,
        } => "duplicate",
        /// A name that is empty, too long, or holds control characters.
        #[error("a name must be 1 to {max} characters without control characters, got {got:?}")]
        BadName {
            /// The first characters of the name given.
            got: osr_encumbrance::InputText,
            /// The most characters a name may have.
            max: usize,
        } => "bad_name",
        /// A list longer than its documented maximum.
        #[error("{what} has {len} entries, at most {max} are allowed")]
        TooMany {
            /// What the list is.
            what: &'static str,
            /// Its length.
            len: usize,
            /// The most allowed.
            max: usize,
        } => "too_many",
        /// A count that does not fit after adding.
        #[error("{what} overflowed")]
        Overflow {
            /// What was being counted.
            what: &'static str,
        } => "overflow",
    }
}
