//! Degrees of success and failure, the DC scale and the natural-1 policy
//! (TC-3.2, TC-3.5, TC-3.6).

use core::cmp::Ordering;
use core::fmt;

/// How many points each further degree of success or failure takes.
pub const DEGREE_STEP: i32 = 5;

/// The normal difficulty: something an ordinary adult can do, but not
/// every time (TC-3.6).
pub const DC_NORMAL: i32 = 20;

/// A small scale of DCs around [`DC_NORMAL`], one degree ([`DEGREE_STEP`])
/// apart.
///
/// The rules fix only the normal DC of 20 and say easier tasks go lower and
/// harder ones higher; the other steps are this crate's convenience, spaced
/// a degree apart as the hunting and foraging DCs are. A DC is any number
/// in [`Dc`](super::Dc)'s range: the scale is a vocabulary, not a limit.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::{DC_NORMAL, Difficulty};
///
/// assert_eq!(Difficulty::Normal.dc(), DC_NORMAL);
/// assert_eq!(Difficulty::Hard.dc(), 25);
/// assert_eq!(Difficulty::ALL.map(Difficulty::dc), [10, 15, 20, 25, 30]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Difficulty {
    /// DC 10.
    VeryEasy,
    /// DC 15.
    Easy,
    /// DC 20, the rules' normal difficulty.
    Normal,
    /// DC 25.
    Hard,
    /// DC 30.
    VeryHard,
}

impl Difficulty {
    /// Every step, easiest first.
    pub const ALL: [Self; 5] = [
        Self::VeryEasy,
        Self::Easy,
        Self::Normal,
        Self::Hard,
        Self::VeryHard,
    ];

    /// The DC of this step.
    #[must_use]
    pub const fn dc(self) -> i32 {
        let steps = match self {
            Self::VeryEasy => -2,
            Self::Easy => -1,
            Self::Normal => 0,
            Self::Hard => 1,
            Self::VeryHard => 2,
        };
        DC_NORMAL + steps * DEGREE_STEP
    }
}

/// The outcome bands of an ability check: degrees of failure, then degrees
/// of success, from worst to best.
///
/// Success by a margin (total minus DC) of `m >= 0` is `1 + m / 5` degrees;
/// failure by a shortfall (DC minus total) of `s >= 1` is `1 + s / 5`
/// degrees, so a total exactly 5 below the DC is already 2 degrees of
/// failure. A natural 1 under [`NaturalOne::Keep`] adds one degree of
/// failure: to a failure, or as a complication alongside a success
/// ([`Degrees::Complicated`]).
///
/// The order is total: more degrees of failure are worse, more degrees of
/// success are better, and a complicated success sits just below the
/// plain success of the same degrees.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::Degrees;
///
/// // DC 20 (rule TC-3.2).
/// assert_eq!(Degrees::of_total(20, 20), Degrees::Success(1));
/// assert_eq!(Degrees::of_total(25, 20), Degrees::Success(2));
/// assert_eq!(Degrees::of_total(19, 20), Degrees::Failure(1));
/// assert_eq!(Degrees::of_total(15, 20), Degrees::Failure(2));
///
/// assert!(Degrees::Failure(2) < Degrees::Failure(1));
/// assert!(Degrees::Complicated(2) < Degrees::Success(2));
/// assert!(Degrees::Success(1) < Degrees::Complicated(2));
/// assert_eq!(Degrees::Complicated(2).to_string(), "success, 2 degrees, with a complication");
/// ```
///
/// With the `serde` feature a band is `{"failure": 2}`,
/// `{"complicated": 1}` or `{"success": 3}`, the same in an outcome and in
/// its odds; a count of 0 is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Degrees {
    /// A failure of this many degrees (at least 1).
    #[cfg_attr(feature = "serde", serde(deserialize_with = "at_least_one"))]
    Failure(u32),
    /// A success of this many degrees (at least 1) that also carries one
    /// degree of failure from a natural 1: a complication for the referee
    /// to narrate.
    #[cfg_attr(feature = "serde", serde(deserialize_with = "at_least_one"))]
    Complicated(u32),
    /// A success of this many degrees (at least 1).
    #[cfg_attr(feature = "serde", serde(deserialize_with = "at_least_one"))]
    Success(u32),
}

/// A count of degrees as read: at least 1.
#[cfg(feature = "serde")]
fn at_least_one<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    let n = <u32 as serde::Deserialize>::deserialize(deserializer)?;
    crate::Error::check_range("degrees", n, 1, u32::MAX.into())
        .map_err(serde::de::Error::custom)?;
    Ok(n)
}

impl Degrees {
    /// The degrees a total makes against a DC, before any natural 1.
    #[must_use]
    pub fn of_total(total: i64, dc: i64) -> Self {
        let step = i64::from(DEGREE_STEP);
        let degrees = |points: i64| u32::try_from(1 + points / step).unwrap_or(u32::MAX);
        if total >= dc {
            Self::Success(degrees(total - dc))
        } else {
            Self::Failure(degrees(dc - total))
        }
    }

    /// Whether the check succeeded (a complicated success too).
    #[must_use]
    pub const fn succeeded(self) -> bool {
        !matches!(self, Self::Failure(_))
    }

    /// The degrees of success: 0 for a failure.
    #[must_use]
    pub const fn success_degrees(self) -> u32 {
        match self {
            Self::Failure(_) => 0,
            Self::Complicated(n) | Self::Success(n) => n,
        }
    }

    /// The degrees of failure: 1 for a complicated success, 0 for a plain
    /// one.
    #[must_use]
    pub const fn failure_degrees(self) -> u32 {
        match self {
            Self::Failure(n) => n,
            Self::Complicated(_) => 1,
            Self::Success(_) => 0,
        }
    }

    /// The same result with the natural 1's added degree of failure.
    #[must_use]
    pub const fn with_added_failure(self) -> Self {
        match self {
            Self::Failure(n) => Self::Failure(n.saturating_add(1)),
            Self::Complicated(n) | Self::Success(n) => Self::Complicated(n),
        }
    }

    /// Orders failures by descending degree, then successes by degree, a
    /// complicated success below the plain one.
    fn key(self) -> (i64, bool) {
        match self {
            Self::Failure(n) => (-i64::from(n), false),
            Self::Complicated(n) => (i64::from(n), false),
            Self::Success(n) => (i64::from(n), true),
        }
    }
}

impl Ord for Degrees {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Degrees {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Degrees {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, n) = match *self {
            Self::Failure(n) => ("failure", n),
            Self::Complicated(n) | Self::Success(n) => ("success", n),
        };
        let plural = if n == 1 { "" } else { "s" };
        write!(f, "{what}, {n} degree{plural}")?;
        if matches!(self, Self::Complicated(_)) {
            f.write_str(", with a complication")?;
        }
        Ok(())
    }
}

/// What a natural 1 on the kept d20 does (TC-3.5).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{AbilityCheck, Degrees, NaturalOne};
///
/// // Ability 15 against DC 10, natural 1.
/// let check = AbilityCheck::new(15, 10)?;
/// let band = |policy| -> Result<Degrees, osr_check::Error> {
///     Ok(check.with_natural_one(policy).roll(&mut SuppliedFaces::new(&[1]))?.band())
/// };
/// assert_eq!(band(NaturalOne::Keep)?, Degrees::Complicated(2));
/// assert_eq!(band(NaturalOne::Ignore)?, Degrees::Success(2));
/// assert_eq!(band(NaturalOne::MinusFour)?, Degrees::Success(1));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NaturalOne {
    /// One more degree of failure, whatever the result: a failure fails by
    /// one degree more, a success keeps its degrees and carries one degree
    /// of failure as a complication (the agreed reading).
    #[default]
    Keep,
    /// The natural 1 is an ordinary 1.
    Ignore,
    /// The die counts as -4 (a -5 to the roll) and the total is worked out
    /// again.
    MinusFour,
}

/// The value a natural 1 counts as under [`NaturalOne::MinusFour`].
pub const NATURAL_ONE_MINUS_FOUR: i32 = -4;
