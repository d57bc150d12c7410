//! Limits for untrusted notation, and the budget of exact distributions.

/// Limits a notation must meet to be parsed and compiled.
///
/// Every check happens before anything is rolled, against the worst case of
/// the expression; a violation is an [`ErrorKind::Limit`](crate::ErrorKind::Limit)
/// error naming the limit and the span. The defaults suit a chat bot; raise
/// them for trusted input, lower them for a tiny device.
///
/// # Examples
///
/// ```
/// use osr_dice::{Limits, compile};
///
/// let strict = Limits { max_dice: 20, ..Limits::default() };
/// assert!(compile("20d6", &strict).is_ok());
/// assert!(compile("21d6", &strict).is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Limits {
    /// Bytes of notation. Default 1,000.
    pub max_length: u32,
    /// Nesting of parentheses, groups, signs and labels. Default 32.
    pub max_depth: u32,
    /// Dice rolled by one roll before explosions and rerolls, over all terms.
    /// Default 10,000.
    pub max_dice: u32,
    /// Faces of one die. Default 1,000,000.
    pub max_sides: u32,
    /// Extra dice one die may explode into. An uncapped explosion (`d6!`)
    /// that reaches it is an error at roll time. Default 100.
    pub max_explosions: u32,
    /// Rerolls of one die. A repeated reroll (`r<3`) that reaches it is an
    /// error at roll time. Default 100.
    pub max_rerolls: u32,
    /// Faces one roll may draw in the worst case: dice times the explosions
    /// and rerolls each may take. Default 1,000,000.
    pub max_work: u64,
}

impl Limits {
    /// The defaults, as a constant.
    pub const DEFAULT: Self = Self {
        max_length: 1_000,
        max_depth: 32,
        max_dice: 10_000,
        max_sides: 1_000_000,
        max_explosions: 100,
        max_rerolls: 100,
        max_work: 1_000_000,
    };
}

impl Default for Limits {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// How much work an exact distribution may take.
///
/// [`Plan::distribution`](crate::Plan::distribution) first estimates its
/// cost from the plan alone ([`Plan::distribution_cost`](crate::Plan::distribution_cost)),
/// without doing any arithmetic, and refuses at once with
/// [`ErrorKind::Limit`](crate::ErrorKind::Limit) when the estimate is over
/// the budget; while computing it counts its steps again and stops should
/// they ever pass the budget. A refused computation costs microseconds.
///
/// # A caller with a time limit
///
/// A step is one multiply-add on one 64-bit word, so time is roughly
/// proportional to steps: measure your build once (how long the
/// distribution of a plan takes, against its `distribution_cost`) and set
/// `max_steps` to what fits your time limit. A chat bot that must answer
/// within a fraction of a second in a debug build might allow
/// `10_000_000`; the default suits an optimised build and a second.
///
/// # Examples
///
/// ```
/// use osr_dice::{Budget, ErrorKind, Limit, Limits, compile};
///
/// let plan = compile("100d10", &Limits::default())?;
/// assert_eq!(plan.distribution(&Budget::default())?.len(), 901);
///
/// let tight = Budget { max_outcomes: 100, ..Budget::default() };
/// let err = plan.distribution(&tight).unwrap_err();
/// assert_eq!(
///     err.kind(),
///     &ErrorKind::Limit { limit: Limit::Outcomes, needed: 901, max: 100 },
/// );
/// assert_eq!(err.span().range(), 0..6);
///
/// // A bot with a time limit caps the steps.
/// let quick = Budget { max_steps: 10_000_000, ..Budget::default() };
/// let err = compile("50d20!", &Limits::default())?.distribution(&quick).unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::Limit { limit: Limit::Steps, .. }));
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Budget {
    /// Distinct totals any intermediate distribution may hold. Default 1,000,000.
    pub max_outcomes: u64,
    /// Arithmetic steps the computation may take, estimated from the plan
    /// before any is taken and counted again while computing. A step is one
    /// multiply-add on one 64-bit word: a step on numbers of several words
    /// (the large denominators of many dice) costs that many.
    /// Default 5,000,000,000: about a second of work at most on this
    /// project's build machine.
    pub max_steps: u64,
}

impl Budget {
    /// The defaults, as a constant.
    pub const DEFAULT: Self = Self {
        max_outcomes: 1_000_000,
        max_steps: 5_000_000_000,
    };
}

impl Default for Budget {
    fn default() -> Self {
        Self::DEFAULT
    }
}
