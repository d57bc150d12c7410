//! Advantage and disadvantage: counted, and cancelled only when a rule says so.

/// How many advantages and disadvantages apply to one roll.
///
/// The systems differ in what the counts do, so the counts are kept as
/// given and each rule reads them its own way:
///
/// - 3d6 Constitution rolls one extra die per advantage or disadvantage and
///   leaves cancelling to the table: read [`advantage`](Edge::advantage) and
///   [`disadvantage`](Edge::disadvantage) directly.
/// - Murdham and Cairn House Rules cancel one for one and roll at most one
///   extra die: `edge.net().at_most(1)`.
///
/// # Examples
///
/// ```
/// use osr_core::{Edge, Net};
///
/// let edge = Edge::new(1, 1);
/// assert_eq!(edge.net(), Net::Even);
///
/// let edge = Edge::new(3, 1);
/// assert_eq!(edge.net(), Net::Advantage(2));
/// assert_eq!(edge.net().at_most(1), Net::Advantage(1));
/// assert_eq!(edge.extra_dice(), 4); // rolled without cancelling
/// ```
///
/// With the `serde` feature a count of zero may be left out, and is left
/// out when written: `{"advantage": 1}` is one advantage, `{}` neither.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Edge {
    /// Number of advantages (enhancements).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
    pub advantage: u32,
    /// Number of disadvantages (impairments).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
    pub disadvantage: u32,
}

/// A count left out of JSON: `{"advantage": 1}` reads and writes one
/// advantage and no disadvantage.
#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// What is left of an [`Edge`] after cancelling advantages against
/// disadvantages one for one.
///
/// # Examples
///
/// ```
/// use osr_core::{Edge, Net};
///
/// // Murdham: two enhancements and one impairment roll twice, keep the higher.
/// let net = Edge::new(2, 1).net().at_most(1);
/// assert_eq!(net, Net::Advantage(1));
/// assert_eq!(net.extra_dice(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Net {
    /// As many advantages as disadvantages (or none of either): a plain roll.
    Even,
    /// This many more advantages than disadvantages.
    Advantage(u32),
    /// This many more disadvantages than advantages.
    Disadvantage(u32),
}

impl Edge {
    /// Neither advantage nor disadvantage.
    pub const NONE: Self = Self::new(0, 0);

    /// `advantage` advantages and `disadvantage` disadvantages.
    #[must_use]
    pub const fn new(advantage: u32, disadvantage: u32) -> Self {
        Self {
            advantage,
            disadvantage,
        }
    }

    /// `n` advantages and no disadvantage: roll `n` extra dice and keep
    /// the best.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Edge, Net};
    ///
    /// assert_eq!(Edge::advantage(1), Edge::new(1, 0));
    /// assert_eq!(Edge::advantage(2).net(), Net::Advantage(2));
    /// ```
    #[must_use]
    pub const fn advantage(n: u32) -> Self {
        Self::new(n, 0)
    }

    /// `n` disadvantages and no advantage: roll `n` extra dice and keep
    /// the worst.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Edge, Net};
    ///
    /// assert_eq!(Edge::disadvantage(1), Edge::new(0, 1));
    /// assert_eq!(Edge::disadvantage(1).net(), Net::Disadvantage(1));
    /// ```
    #[must_use]
    pub const fn disadvantage(n: u32) -> Self {
        Self::new(0, n)
    }

    /// The counts after cancelling one for one.
    #[must_use]
    pub const fn net(self) -> Net {
        if self.advantage > self.disadvantage {
            Net::Advantage(self.advantage - self.disadvantage)
        } else if self.disadvantage > self.advantage {
            Net::Disadvantage(self.disadvantage - self.advantage)
        } else {
            Net::Even
        }
    }

    /// Every extra die, when nothing cancels: advantages plus disadvantages
    /// (a count, saturating at `u32::MAX`, far past any rule's cap).
    #[must_use]
    pub const fn extra_dice(self) -> u32 {
        self.advantage.saturating_add(self.disadvantage)
    }
}

impl Net {
    /// Limits the net count to `max`, for rules where more of either adds
    /// nothing beyond `max` (Murdham: at most one).
    #[must_use]
    pub const fn at_most(self, max: u32) -> Self {
        match self {
            _ if max == 0 => Self::Even,
            Self::Advantage(n) if n > max => Self::Advantage(max),
            Self::Disadvantage(n) if n > max => Self::Disadvantage(max),
            other => other,
        }
    }

    /// Extra dice to roll: the net count.
    #[must_use]
    pub const fn extra_dice(self) -> u32 {
        match self {
            Self::Even => 0,
            Self::Advantage(n) | Self::Disadvantage(n) => n,
        }
    }
}
