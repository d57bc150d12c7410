//! The one error type of osr-dice.

use alloc::format;
use alloc::string::String;
use core::fmt;

use crate::Span;

/// Everything that can go wrong reading, compiling, rolling or weighing a
/// dice expression: what went wrong ([`ErrorKind`]) and where in the notation
/// ([`Span`]).
///
/// # Examples
///
/// ```
/// use osr_dice::{ErrorKind, Limit, Limits, compile};
///
/// let err = compile("1000001d6", &Limits::default()).unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::Limit { limit: Limit::Dice, .. }));
/// assert_eq!(err.span().range(), 0..9);
/// assert_eq!(
///     err.to_string(),
///     "at 0..9: 1000001 dice exceed the limit of 10000 dice per roll",
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    span: Span,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, span: Span) -> Self {
        Self { kind, span }
    }

    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// Where in the notation text.
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }

    /// A stable `snake_case` key for what went wrong, as [`ErrorKind::key`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Limits, compile};
    ///
    /// assert_eq!(compile("4d6kh5", &Limits::default()).unwrap_err().key(), "keep_exceeds_pool");
    /// ```
    #[must_use]
    pub fn key(&self) -> &'static str {
        self.kind.key()
    }
}

/// `{"kind": key, "message": text, "span": {"start": s, "end": e}}`: the
/// [`key`](Error::key), the [`Display`](fmt::Display) text and the span, so
/// a bot can answer in JSON.
///
/// # Examples
///
/// ```
/// use osr_dice::{Limits, compile};
///
/// let err = compile("4d6kh5", &Limits::default()).unwrap_err();
/// assert_eq!(
///     serde_json::to_string(&err).unwrap(),
///     r#"{"kind":"keep_exceeds_pool","message":"at 3..6: kh5 keeps 5 dice, but there are at most 4","span":{"start":3,"end":6}}"#,
/// );
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        /// The message, handed to the serializer as text to collect.
        struct Message<'a>(&'a Error);

        impl serde::Serialize for Message<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self.0)
            }
        }

        let mut out = serializer.serialize_struct("Error", 3)?;
        out.serialize_field("kind", self.key())?;
        out.serialize_field("message", &Message(self))?;
        out.serialize_field("span", &self.span)?;
        out.end()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at {}: {}", self.span, self.kind)
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Face(inner) => Some(inner),
            _ => None,
        }
    }
}

/// A limit on untrusted input, named by [`ErrorKind::Limit`].
///
/// Each is a field of [`Limits`](crate::Limits) or
/// [`Budget`](crate::Budget).
///
/// # Examples
///
/// ```
/// use osr_dice::Limit;
///
/// assert_eq!(Limit::Depth.to_string(), "nesting depth");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Limit {
    /// Bytes of notation ([`Limits::max_length`](crate::Limits::max_length)).
    Length,
    /// Nesting of parentheses, groups, signs and labels
    /// ([`Limits::max_depth`](crate::Limits::max_depth)).
    Depth,
    /// Dice rolled by one roll before explosions and rerolls
    /// ([`Limits::max_dice`](crate::Limits::max_dice)).
    Dice,
    /// Faces of one die ([`Limits::max_sides`](crate::Limits::max_sides)).
    Sides,
    /// Extra dice from one die's explosions
    /// ([`Limits::max_explosions`](crate::Limits::max_explosions)).
    Explosions,
    /// Rerolls of one die ([`Limits::max_rerolls`](crate::Limits::max_rerolls)).
    Rerolls,
    /// Faces drawn by one roll in the worst case
    /// ([`Limits::max_work`](crate::Limits::max_work)).
    Work,
    /// Distinct totals of a distribution
    /// ([`Budget::max_outcomes`](crate::Budget::max_outcomes)).
    Outcomes,
    /// Arithmetic steps of a distribution
    /// ([`Budget::max_steps`](crate::Budget::max_steps)).
    Steps,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Length => "notation length",
            Self::Depth => "nesting depth",
            Self::Dice => "dice per roll",
            Self::Sides => "faces per die",
            Self::Explosions => "explosions per die",
            Self::Rerolls => "rerolls per die",
            Self::Work => "faces drawn per roll",
            Self::Outcomes => "outcomes per distribution",
            Self::Steps => "steps per distribution",
        })
    }
}

/// What went wrong, with the offending values.
///
/// # Examples
///
/// ```
/// use osr_dice::{ErrorKind, parse};
///
/// let err = parse("4d6kh3kh2").unwrap_err();
/// assert_eq!(err.kind(), &ErrorKind::Repeated { modifier: "keep or drop" });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The notation is empty (or only spaces).
    #[error("the notation is empty")]
    Empty,
    /// Something other than what the grammar allows here.
    #[error("expected {expected}, found {found}")]
    Unexpected {
        /// What was found: a character, or `"end of input"`.
        found: Found,
        /// What would have been accepted, as a phrase.
        expected: &'static str,
    },
    /// A number is larger than the grammar allows where it stands: 2^63 - 1
    /// for values, 2^32 - 1 for sides, keep counts and caps.
    #[error("the number is larger than {max}")]
    NumberTooLarge {
        /// The largest number allowed there.
        max: u64,
    },
    /// A modifier was given twice (`kh3kh2`), or `r` and `ro` were mixed.
    #[error("the {modifier} modifier is given twice")]
    Repeated {
        /// The modifier, as a phrase.
        modifier: &'static str,
    },
    /// A limit was exceeded.
    #[error("{}", limit_message(*.limit, *.needed, *.max))]
    Limit {
        /// Which limit.
        limit: Limit,
        /// The amount the expression needs (at least this much).
        needed: u64,
        /// The limit.
        max: u64,
    },
    /// A variable has no value bound to it.
    #[error("no value is bound to the variable {name}")]
    Unbound {
        /// The variable's name.
        name: String,
    },
    /// A dice count or a count of a pool contains dice (`(d4)d6`).
    #[error("a dice count must be fixed before rolling")]
    DiceInCount,
    /// A dice count is negative.
    #[error("a dice count must be 0 or more, got {count}")]
    NegativeCount {
        /// The count.
        count: i64,
    },
    /// A die has no faces (`d0`, `d{}`).
    #[error("a die needs at least one face")]
    NoFaces,
    /// A condition that never lets a die settle: every face explodes, or
    /// every face is rerolled, with no cap.
    #[error("every face would {what} forever: narrow the condition{}", never_stops_hint(.what))]
    NeverStops {
        /// `"explode"` or `"reroll"`.
        what: &'static str,
    },
    /// Keeping or dropping more dice (or group members) than there can be
    /// (`4d6kh5`): rather than keep every die, which is not what was written.
    #[error("{keep} {} {} {of}, but there are at most {available}", keep_verb(*.keep), .keep.count())]
    KeepExceedsPool {
        /// The modifier.
        keep: crate::Keep,
        /// The most dice (or members) there can be.
        available: u64,
        /// `"dice"` or `"members"`.
        of: &'static str,
    },
    /// A reroll or explosion condition that no face of the die can meet
    /// (`d6r7`, `d6!>6`): the modifier would never do anything.
    #[error("no face of the die meets the {what} condition")]
    NeverMatches {
        /// `"reroll"` or `"explode"`.
        what: &'static str,
    },
    /// Text that is not a probability (a fraction in `0..=1`).
    #[error("{text:?} is not a probability: {reason}")]
    InvalidProbability {
        /// The text (its first 40 characters).
        text: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A trace that is not a roll of the plan it was checked against: its
    /// faces replay to something else.
    #[error("the roll is not a roll of this plan: {what}")]
    ForgedRoll {
        /// What is wrong, as a phrase (`"its total differs from the replay
        /// of its faces"`).
        what: &'static str,
    },
    /// A `min` clamp above the `max` clamp.
    #[error("min{min} is above max{max}")]
    ClampOrder {
        /// The `min` value.
        min: i64,
        /// The `max` value.
        max: i64,
    },
    /// A divisor can be zero.
    #[error("the divisor can be zero")]
    DivisionByZero,
    /// A total could leave the range of 64-bit integers.
    #[error("a total could exceed the range of 64-bit integers")]
    Overflow,
    /// A face source failed: supplied faces ran out or did not fit a die.
    #[error(transparent)]
    Face(#[from] osr_core::Error),
    /// A die kept exploding or being rerolled until its limit, which
    /// [`Limits`](crate::Limits) made an error rather than a silent stop.
    #[error(
        "a die reached the limit of {max} {limit}; no total is given rather than a truncated one"
    )]
    LimitReached {
        /// [`Limit::Explosions`] or [`Limit::Rerolls`].
        limit: Limit,
        /// The limit.
        max: u64,
    },
    /// An exact distribution of something osr-dice cannot weigh exactly.
    #[error("no exact distribution of {what}")]
    Unsupported {
        /// What, as a phrase.
        what: &'static str,
    },
}

impl ErrorKind {
    /// A stable `snake_case` key for the kind of error, for programs that
    /// answer in JSON or choose a message of their own; a face source's
    /// error reports its own key ([`osr_core::Error::kind`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::ErrorKind;
    ///
    /// assert_eq!(ErrorKind::DivisionByZero.key(), "division_by_zero");
    /// assert_eq!(ErrorKind::Face(osr_core::Error::ZeroSides).key(), "zero_sides");
    /// ```
    #[must_use]
    pub fn key(&self) -> &'static str {
        // Keep `KEYS` beside this list.
        match self {
            Self::Empty => "empty",
            Self::Unexpected { .. } => "unexpected",
            Self::NumberTooLarge { .. } => "number_too_large",
            Self::Repeated { .. } => "repeated",
            Self::Limit { .. } => "limit",
            Self::Unbound { .. } => "unbound",
            Self::DiceInCount => "dice_in_count",
            Self::NegativeCount { .. } => "negative_count",
            Self::NoFaces => "no_faces",
            Self::NeverStops { .. } => "never_stops",
            Self::KeepExceedsPool { .. } => "keep_exceeds_pool",
            Self::NeverMatches { .. } => "never_matches",
            Self::InvalidProbability { .. } => "invalid_probability",
            Self::ForgedRoll { .. } => "forged_roll",
            Self::ClampOrder { .. } => "clamp_order",
            Self::DivisionByZero => "division_by_zero",
            Self::Overflow => "overflow",
            Self::Face(inner) => inner.kind(),
            Self::LimitReached { .. } => "limit_reached",
            Self::Unsupported { .. } => "unsupported",
        }
    }
    /// Every key [`key`](Self::key) returns for an error of osr-dice's own;
    /// a face source's error reports one of [`osr_core::Error::KINDS`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(osr_dice::ErrorKind::KEYS.contains(&"keep_exceeds_pool"));
    /// ```
    pub const KEYS: &'static [&'static str] = &[
        "empty",
        "unexpected",
        "number_too_large",
        "repeated",
        "limit",
        "unbound",
        "dice_in_count",
        "negative_count",
        "no_faces",
        "never_stops",
        "keep_exceeds_pool",
        "never_matches",
        "invalid_probability",
        "forged_roll",
        "clamp_order",
        "division_by_zero",
        "overflow",
        "limit_reached",
        "unsupported",
    ];
}

/// What the parser found where it expected something else.
///
/// # Examples
///
/// ```
/// use osr_dice::Found;
///
/// assert_eq!(Found::Char('?').to_string(), "'?'");
/// assert_eq!(Found::End.to_string(), "end of input");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// A character.
    Char(char),
    /// The end of the notation.
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Char(c) => write!(f, "{c:?}"),
            Self::End => f.write_str("end of input"),
        }
    }
}

/// The message of [`ErrorKind::Limit`].
fn limit_message(limit: Limit, needed: u64, max: u64) -> alloc::string::String {
    match limit {
        Limit::Length => format!("{needed} bytes exceed the limit of {max} bytes"),
        Limit::Depth => format!("nesting exceeds the depth limit of {max}"),
        Limit::Dice => format!("{needed} dice exceed the limit of {max} dice per roll"),
        Limit::Sides => format!("a die of {needed} faces exceeds the limit of {max}"),
        Limit::Explosions => format!("{needed} explosions per die exceed the limit of {max}"),
        Limit::Rerolls => format!("{needed} rerolls per die exceed the limit of {max}"),
        Limit::Work => format!(
            "up to {needed} faces per roll exceed the limit of {max} (dice times explosions and rerolls)"
        ),
        Limit::Outcomes => {
            format!("the distribution needs at least {needed} outcomes, over the budget of {max}")
        }
        Limit::Steps => {
            format!("the distribution needs at least {needed} steps, over the budget of {max}")
        }
    }
}

/// What to add to [`ErrorKind::NeverStops`]: explosions can be capped.
fn never_stops_hint(what: &str) -> &'static str {
    if what == "explode" {
        " or cap it (`!oN`)"
    } else {
        ""
    }
}

/// The verb of a keep or drop modifier.
fn keep_verb(keep: crate::Keep) -> &'static str {
    match keep {
        crate::Keep::Highest(_) | crate::Keep::Lowest(_) => "keeps",
        crate::Keep::DropHighest(_) | crate::Keep::DropLowest(_) => "drops",
    }
}
