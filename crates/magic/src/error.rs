//! The error type of osr-magic.

use alloc::string::String;

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
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A rule input outside the range the rule allows
    /// ([`osr_core::Error::OutOfRange`]), or a face source that failed:
    /// supplied faces ran out, or a face is not on the die it was supplied
    /// for.
    #[error(transparent)]
    Core(#[from] osr_core::Error),
    /// Dice notation that did not parse or was refused by its limits (a
    /// face that failed while a plan rolled is [`Error::Core`]).
    #[error(transparent)]
    Dice(osr_dice::Error),
    /// A resolution procedure of osr-check that failed for a reason of its
    /// own (osr-core's errors inside it are [`Error::Core`]).
    #[error(transparent)]
    Check(osr_check::Error),
    /// Preparing spells or casting a ritual without the spell book or its
    /// equivalent (3d6 Constitution).
    #[error("preparing spells or casting a ritual needs the spell book")]
    NoSpellBook,
    /// A procedure that needs an initiation, a specialisation or an
    /// ordination the caster does not have.
    #[error("{what} needs {needs}")]
    NotInitiated {
        /// What was tried, as a stable phrase (`"preparing spells"`).
        what: &'static str,
        /// What it needs, as a stable phrase (`"goetia or a similar initiation"`).
        needs: &'static str,
    },
    /// Spells that do not fit a caster's slots.
    #[error(
        "{spells} spells of these levels do not fit the slots of a level-{caster_level} caster"
    )]
    SpellsDoNotFit {
        /// The number of spells asked for.
        spells: usize,
        /// The caster's level.
        caster_level: u32,
    },
    /// A prepared spell asked for by a position that holds none.
    #[error("no prepared spell at position {position}: {prepared} are prepared")]
    NoSuchPreparedSpell {
        /// The position asked for, from 0.
        position: usize,
        /// How many spells are prepared.
        prepared: usize,
    },
    /// A prepared spell cast again after its casting used it up.
    #[error("the prepared spell at position {position} has been cast already")]
    AlreadyCast {
        /// The position, from 0.
        position: usize,
    },
    /// An ID that names no row of a table.
    #[error("unknown {what} '{id}'")]
    UnknownId {
        /// What the table holds, as a stable key (`"spell"`).
        what: &'static str,
        /// The ID given.
        id: String,
    },
    /// A way of learning with nothing left to learn.
    #[error("{source_of} holds no spell the caster does not know yet")]
    NothingToLearn {
        /// Where the spell was to come from, as a stable phrase
        /// (`"the curriculum"`).
        source_of: &'static str,
    },
    /// A list that must not be empty.
    #[error("{what} is empty")]
    Empty {
        /// What is empty, as a stable phrase (`"the spell list"`).
        what: &'static str,
    },
    /// A spell cast while the caster is encumbered (Cairn House Rules).
    #[error("spells cannot be cast while encumbered")]
    Encumbered,
    /// A spellbook read without both hands free (Cairn House Rules).
    #[error("casting from a spellbook needs both hands free")]
    HandsNotFree,
    /// A spell above the level a Gods & Monsters sorceror's injuries
    /// leave castable.
    #[error("a level-{spell_level} spell is above the level {cap} the injuries leave castable")]
    AboveInjuryCap {
        /// The spell's level.
        spell_level: u32,
        /// The highest level castable (0: none).
        cap: i64,
    },
    /// Psychic conflict with someone who is not psychically aware.
    #[error("only the psychically aware take part in psychic conflict")]
    NotPsychic,
    /// More verve spent than there is.
    #[error("{cost} verve needed, {verve} left")]
    NotEnoughVerve {
        /// The verve the action costs.
        cost: u32,
        /// The verve left.
        verve: u32,
    },
    /// More verve spent on one psychic action than the monk level allows.
    #[error("{spent} verve on one action is more than the monk level {max}")]
    VerveAboveLevel {
        /// The verve spent.
        spent: u32,
        /// The monk level, the most one action may spend.
        max: u32,
    },
    /// A record read back whose figures do not follow from its dice or
    /// inputs.
    #[error("{what} does not agree with the record")]
    Inconsistent {
        /// Which figure disagrees, as a stable phrase (`"the total"`).
        what: &'static str,
    },
}

/// A face source that fails while one of this crate's plans rolls is
/// osr-core's error: the notation is the crate's own, not the caller's, so
/// its span would point into text the caller never wrote.
impl From<osr_dice::Error> for Error {
    fn from(err: osr_dice::Error) -> Self {
        match err.kind() {
            osr_dice::ErrorKind::Face(inner) => Self::Core(*inner),
            _ => Self::Dice(err),
        }
    }
}

impl From<osr_check::Error> for Error {
    fn from(err: osr_check::Error) -> Self {
        match err {
            osr_check::Error::Core(err) => Self::Core(err),
            other => Self::Check(other),
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
    /// use osr_magic::Error;
    ///
    /// assert_eq!(Error::from(osr_check::Error::Forged).kind(), "forged");
    /// ```
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Core(err) => err.kind(),
            Self::Dice(err) => err.key(),
            Self::Check(err) => err.kind(),
            Self::NoSpellBook => "no_spell_book",
            Self::NotInitiated { .. } => "not_initiated",
            Self::SpellsDoNotFit { .. } => "spells_do_not_fit",
            Self::NoSuchPreparedSpell { .. } => "no_such_prepared_spell",
            Self::AlreadyCast { .. } => "already_cast",
            Self::UnknownId { .. } => "unknown_id",
            Self::NothingToLearn { .. } => "nothing_to_learn",
            Self::Empty { .. } => "empty",
            Self::Encumbered => "encumbered",
            Self::HandsNotFree => "hands_not_free",
            Self::AboveInjuryCap { .. } => "above_injury_cap",
            Self::NotPsychic => "not_psychic",
            Self::NotEnoughVerve { .. } => "not_enough_verve",
            Self::VerveAboveLevel { .. } => "verve_above_level",
            Self::Inconsistent { .. } => "inconsistent",
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
            _ => osr_core::serialize_error(serializer, self.kind(), self),
        }
    }
}
