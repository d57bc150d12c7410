//! The error type of osr-sheet.

osr_core::error_type! {
    crate osr_sheet;
    /// Everything that can go wrong creating, importing or changing a sheet.
    ///
    /// Errors of the crates below are wrapped as they are. osr-core's error
    /// (an input out of range, a face source that failed) is always
    /// [`Error::Core`], also when it comes up inside osr-check, osr-health,
    /// osr-equipment or osr-encumbrance.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::Error;
    ///
    /// let err = Error::from(osr_core::Error::OutOfRange {
    ///     what: "coins", value: -3, min: 0, max: 1_000_000,
    /// });
    /// assert_eq!(err.kind(), "out_of_range");
    /// assert_eq!(err.to_string(), "coins must be in 0..=1000000, got -3");
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum Error {
        wraps: [Core(osr_core), Dice(osr_dice), Check(osr_check) { Core }, Health(osr_health) { Core, Dice, Check }, Equipment(osr_equipment) { Core, Encumbrance }, Combat(osr_combat) { Core, Dice, Check, Health, Equipment }, Encumbrance(osr_encumbrance) { Core }, Magic(osr_magic) { Core, Dice, Check }, Travel(osr_travel) { Core, Dice, Check }, Advancement(osr_advancement) { Core, Dice, Check }],
        /// A sheet document of another system than the one read.
        #[error("a {expected} sheet was expected, got system {got:?}")]
        WrongSystem {
            /// The system read.
            expected: &'static str,
            /// The system the document names (its first bytes).
            got: osr_encumbrance::InputText,
        } => "wrong_system",
        /// A sheet document of a version this crate does not read.
        #[error("sheet version {version} is not supported (this crate reads version {supported})")]
        UnsupportedVersion {
            /// The version the document names.
            version: u64,
            /// The version this crate reads and writes.
            supported: u64,
        } => "unsupported_version",
        /// A purchase that costs more coins than the sheet has.
        #[error("{item} costs {cost} coins, only {coins} left")]
        NotEnoughCoins {
            /// The item's name, as the rulebook prints it.
            item: &'static str,
            /// Its price in coins.
            cost: u32,
            /// The coins on the sheet.
            coins: u32,
        } => "not_enough_coins",
        /// A row with no price (unarmed, unarmoured) offered for sale.
        #[error("{item} is not for sale")]
        NotForSale {
            /// The item's name, as the rulebook prints it.
            item: &'static str,
        } => "not_for_sale",
        /// A count that does not fit after adding.
        #[error("{what} overflowed")]
        Overflow {
            /// What was being counted.
            what: &'static str,
        } => "overflow",
        /// Two fields that must agree and do not (a maximum health other than
        /// STR).
        #[error("{what} is {value}; it must equal {other} {expected}")]
        Mismatch {
            /// The field read.
            what: &'static str,
            /// Its value.
            value: i64,
            /// The field it must agree with.
            other: &'static str,
            /// That field's value.
            expected: i64,
        } => "mismatch",
        /// A list longer than its documented maximum.
        #[error("{what} has {len} entries, at most {max} are allowed")]
        TooMany {
            /// The list.
            what: &'static str,
            /// Its length.
            len: usize,
            /// The maximum.
            max: usize,
        } => "too_many",
        /// An index past the end of a list.
        #[error("no {what} at index {index}: the list has {len}")]
        NoSuchEntry {
            /// What the list holds ("gear").
            what: &'static str,
            /// The index asked for.
            index: usize,
            /// The list's length.
            len: usize,
        } => "no_such_entry",
        /// A name that is empty or too long.
        #[error("{what} must have 1 to {max} characters, got {len}")]
        BadText {
            /// The field.
            what: &'static str,
            /// Its length in characters.
            len: usize,
            /// The maximum.
            max: usize,
        } => "bad_text",
        /// A purchase that costs more money than the sheet has, both in the
        /// system's main coin.
        #[error("{item} costs {cost}, only {money} left")]
        NotEnoughMoney {
            /// The item's name, or what it is ("an unlisted medium item").
            item: &'static str,
            /// Its price.
            cost: alloc::string::String,
            /// The money on the sheet.
            money: alloc::string::String,
        } => "not_enough_money",
        /// A text longer than its documented maximum.
        #[error("{what} of {length} characters is longer than the {max} allowed")]
        TooLong {
            /// What the text is.
            what: &'static str,
            /// Its length in characters.
            length: usize,
            /// The most allowed.
            max: usize,
        } => "too_long",
        /// An empty text where a name is needed.
        #[error("{what} must not be empty")]
        Empty {
            /// What the text is.
            what: &'static str,
        } => "empty",
        /// An amount above its documented maximum.
        #[error("{what} {value} is above the {max} allowed")]
        AboveLimit {
            /// What the amount is.
            what: &'static str,
            /// The amount, as written.
            value: alloc::string::String,
            /// The most allowed, as written.
            max: alloc::string::String,
        } => "above_limit",
        /// The same entry twice where each may appear once.
        #[error("{what} {id:?} is listed twice")]
        Duplicate {
            /// What is listed.
            what: &'static str,
            /// The entry (its first bytes).
            id: osr_encumbrance::InputText,
        } => "duplicate",
        /// An ID or name that is not known.
        #[error("unknown {what} {id:?}")]
        UnknownId {
            /// What was looked up.
            what: &'static str,
            /// The ID or name given (its first bytes).
            id: osr_encumbrance::InputText,
        } => "unknown_id",
        /// A special ability reserved to a class, on a character of another.
        #[error("{initiation} is for the {class} class only")]
        ClassExclusive {
            /// The ability's stable ID.
            initiation: &'static str,
            /// The class it needs.
            class: &'static str,
        } => "class_exclusive",
        /// An action that needs a special ability the character lacks.
        #[error("{what} needs {needs}")]
        NotInitiated {
            /// The action.
            what: &'static str,
            /// The ability it needs (its stable ID).
            needs: &'static str,
        } => "not_initiated",
        /// A stored value that disagrees with the value the rules derive from
        /// the rest of the sheet (a level other than the XP give).
        #[error("{what} is {value}, the rules give {expected}")]
        NotDerived {
            /// What value.
            what: &'static str,
            /// The value given.
            value: i64,
            /// The value the rules derive.
            expected: i64,
        } => "not_derived",
        /// A reused non-standard character concept whose d6 was not 1.
        #[error("a reused non-standard concept needs a d6 roll of 1, got {face}")]
        ConceptRefused {
            /// The d6 face.
            face: u32,
        } => "concept_refused",
        /// A load too heavy to carry: it can only be dragged.
        #[error("{stones} stones is more than the {max} that can be carried")]
        Overloaded {
            /// The load.
            stones: u32,
            /// The most that can be carried.
            max: u32,
        } => "overloaded",
        /// Spending more mojo than the sheet has.
        #[error("{need} mojo needed, only {have} left")]
        NotEnoughMojo {
            /// The mojo asked for.
            need: u64,
            /// The mojo on the sheet.
            have: u64,
        } => "not_enough_mojo",
        /// A level-up asked for before the XP reach the next level.
        #[error("no level is due at level {level} with {xp} XP")]
        NoLevelDue {
            /// The level now.
            level: u32,
            /// The XP now.
            xp: u64,
        } => "no_level_due",
        /// A choice the rules do not allow.
        #[error("invalid choice: {what}")]
        InvalidChoice {
            /// What is wrong with it.
            what: &'static str,
        } => "invalid_choice",
        /// A sheet document holding what neither creation nor any of the
        /// sheet's operations can give (a level gain its roll cannot give,
        /// a spell prepared beyond what the caster may prepare).
        #[error("{what} {value} cannot be reached: {rule}")]
        Unreachable {
            /// The field read.
            what: &'static str,
            /// Its value, as written.
            value: alloc::string::String,
            /// The rule it breaks, in words.
            rule: &'static str,
        } => "unreachable",
    }
}
