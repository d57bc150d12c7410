//! The trace of a roll: every die and every group member, as recorded.

use alloc::vec::Vec;

#[cfg(doc)]
use crate::Plan;
use crate::Span;

/// One die of a [`Roll`]: the face it showed and what became of it.
///
/// Dice are listed in the order they were drawn, rerolled and exploded ones
/// included, so the faces of a trace replay it exactly (see
/// [`Roll::faces`]).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_dice::{Limits, compile};
///
/// let plan = compile("4d6kh3", &Limits::default())?;
/// let roll = plan.roll(&mut SuppliedFaces::new(&[6, 5, 3, 2]))?;
/// let last = &roll.dice[3];
/// assert_eq!((last.face, last.value, last.dropped), (2, 2, true));
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct DieRoll {
    /// The dice term it belongs to, as the pre-order index of the term's
    /// node (an index into [`Notation::spans`](crate::Notation::spans)).
    pub term: u32,
    /// Where the term is in the notation.
    pub span: Span,
    /// The faces of the die.
    pub sides: u32,
    /// The face drawn, `1..=sides`.
    pub face: u32,
    /// What the die counts: the face's value, less one for a penetrating
    /// extra die, the whole sum for a compounded die, after clamps.
    pub value: i64,
    /// Rerolled: replaced by the next die, counts nothing.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub rerolled: bool,
    /// Exploded: caused the next die of its term to be rolled.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub exploded: bool,
    /// Rolled because the die before it exploded.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub extra: bool,
    /// Added into the die that exploded (`!!`): counted in that die's value.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub compounded: bool,
    /// Its value was raised by `min` or lowered by `max`.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub clamped: bool,
    /// Dropped by keep or drop: counts nothing.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub dropped: bool,
    /// Met the success target: counts 1.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub success: bool,
    /// Met the failure target: counts -1.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub failure: bool,
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(b: &bool) -> bool {
    !*b
}

impl DieRoll {
    /// Whether the die counts toward its term: not rerolled, compounded or
    /// dropped.
    #[must_use]
    pub fn counts(&self) -> bool {
        !(self.rerolled || self.compounded || self.dropped)
    }
}

/// One member of a group (`{a, b}`) in a [`Roll`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_dice::{Limits, compile};
///
/// let plan = compile("{d6, d6+1}kh1", &Limits::default())?;
/// let roll = plan.roll(&mut SuppliedFaces::new(&[5, 2]))?;
/// assert_eq!(roll.items[1].total, 3);
/// assert!(roll.items[1].dropped);
/// assert_eq!(roll.total, 5);
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ItemRoll {
    /// The group, as the pre-order index of its node.
    pub term: u32,
    /// Where the group is in the notation.
    pub span: Span,
    /// The member's position in the group, from 0.
    pub index: u32,
    /// The member's total.
    pub total: i64,
    /// Dropped by keep or drop: counts nothing.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub dropped: bool,
    /// Met the success target.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub success: bool,
    /// Met the failure target.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub failure: bool,
}

/// The trace of a roll: the total, every die and every group member.
///
/// Render it with [`Roll::render`]; replay it by rolling the same plan from
/// [`Roll::faces`].
///
/// A roll that did not come from [`Plan::roll`] (built by hand, or read from
/// JSON) is checked against its plan with [`Plan::check_roll`]. With the
/// `serde` feature a roll serializes as it is, but deserializes only through
#[cfg_attr(
    feature = "serde",
    doc = " [`Plan::roll_seed`], which checks it: a trace names no plan, so reading"
)]
#[cfg_attr(
    not(feature = "serde"),
    doc = " `Plan::roll_seed`, which checks it: a trace names no plan, so reading"
)]
/// one needs the plan it claims to be a roll of.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_dice::{Limits, compile};
///
/// let plan = compile("2d6!", &Limits::default())?;
/// let roll = plan.roll(&mut osr_core::SuppliedFaces::new(&[6, 2, 4]))?;
/// assert_eq!(roll.total, 12);
/// assert_eq!(roll.render(&plan).to_string(), "2d6! = [6 (exploded), 2 (extra), 4] = 12");
///
/// let faces = roll.faces();
/// assert_eq!(plan.roll(&mut SuppliedFaces::new(&faces))?, roll);
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Roll {
    /// The total.
    pub total: i64,
    /// Every die, in the order drawn.
    pub dice: Vec<DieRoll>,
    /// Every group member, in the order evaluated.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub items: Vec<ItemRoll>,
}

impl Roll {
    /// The faces drawn, in order: roll the same plan from these (with
    /// [`SuppliedFaces`](osr_core::SuppliedFaces)) to replay the roll.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.dice.iter().map(|d| d.face).collect()
    }
}
