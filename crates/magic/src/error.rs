//! The error type of osr-magic.

use alloc::string::String;

osr_core::error_type! {
    crate osr_magic;
    /// Everything that can go wrong setting up or applying a rule of this
    /// crate.
    ///
    /// Errors of the crates below are wrapped as they are. osr-core's error
    /// (an input out of range, a face source that failed) is always
    /// [`Error::Core`], also when it comes up inside an osr-check procedure
    /// or an osr-dice plan this crate rolls.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::Error;
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
        /// Preparing spells or casting a ritual without the spell book or its
        /// equivalent (3d6 Constitution).
        #[error("preparing spells or casting a ritual needs the spell book")]
        NoSpellBook => "no_spell_book",
        /// A procedure that needs an initiation, a specialisation or an
        /// ordination the caster does not have.
        #[error("{what} needs {needs}")]
        NotInitiated {
            /// What was tried, as a stable phrase (`"preparing spells"`).
            what: &'static str,
            /// What it needs, as a stable phrase (`"goetia or a similar initiation"`).
            needs: &'static str,
        } => "not_initiated",
        /// Spells that do not fit a caster's slots.
        #[error(
            "{spells} spells of these levels do not fit the slots of a level-{caster_level} caster"
        )]
        SpellsDoNotFit {
            /// The number of spells asked for.
            spells: usize,
            /// The caster's level.
            caster_level: u32,
        } => "spells_do_not_fit",
        /// A prepared spell asked for by a position that holds none.
        #[error("no prepared spell at position {position}: {prepared} are prepared")]
        NoSuchPreparedSpell {
            /// The position asked for, from 0.
            position: usize,
            /// How many spells are prepared.
            prepared: usize,
        } => "no_such_prepared_spell",
        /// A prepared spell cast again after its casting used it up.
        #[error("the prepared spell at position {position} has been cast already")]
        AlreadyCast {
            /// The position, from 0.
            position: usize,
        } => "already_cast",
        /// An ID that names no row of a table.
        #[error("unknown {what} '{id}'")]
        UnknownId {
            /// What the table holds, as a stable key (`"spell"`).
            what: &'static str,
            /// The ID given.
            id: String,
        } => "unknown_id",
        /// A way of learning with nothing left to learn.
        #[error("{source_of} holds no spell the caster does not know yet")]
        NothingToLearn {
            /// Where the spell was to come from, as a stable phrase
            /// (`"the curriculum"`).
            source_of: &'static str,
        } => "nothing_to_learn",
        /// A list that must not be empty.
        #[error("{what} is empty")]
        Empty {
            /// What is empty, as a stable phrase (`"the spell list"`).
            what: &'static str,
        } => "empty",
        /// A spell cast while the caster is encumbered (Cairn House Rules).
        #[error("spells cannot be cast while encumbered")]
        Encumbered => "encumbered",
        /// A spellbook read without both hands free (Cairn House Rules).
        #[error("casting from a spellbook needs both hands free")]
        HandsNotFree => "hands_not_free",
        /// A spell above the level a Gods & Monsters sorceror's injuries
        /// leave castable.
        #[error("a level-{spell_level} spell is above the level {cap} the injuries leave castable")]
        AboveInjuryCap {
            /// The spell's level.
            spell_level: u32,
            /// The highest level castable (0: none).
            cap: u32,
        } => "above_injury_cap",
        /// Psychic conflict with someone who is not psychically aware.
        #[error("only the psychically aware take part in psychic conflict")]
        NotPsychic => "not_psychic",
        /// More verve spent than there is.
        #[error("{cost} verve needed, {verve} left")]
        NotEnoughVerve {
            /// The verve the action costs.
            cost: u32,
            /// The verve left.
            verve: u32,
        } => "not_enough_verve",
        /// More verve spent on one psychic action than the monk level allows.
        #[error("{spent} verve on one action is more than the monk level {max}")]
        VerveAboveLevel {
            /// The verve spent.
            spent: u32,
            /// The monk level, the most one action may spend.
            max: u32,
        } => "verve_above_level",
        /// A record read back whose figures do not follow from its dice or
        /// inputs.
        #[error("{what} does not agree with the record")]
        Inconsistent {
            /// Which figure disagrees, as a stable phrase (`"the total"`).
            what: &'static str,
        } => "inconsistent",
    }
}
