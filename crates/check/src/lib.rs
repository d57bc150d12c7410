//! osr-check: the resolution procedures of five old-school rule systems.
//! Roll a check, or ask for the exact odds of every outcome before rolling.
//!
//! Every procedure is a value implementing [`Check`]: it is built from the
//! rule's inputs (validated, so an ability of 40 where 3..=18 is meant is an
//! [`Error::Core`] (`OutOfRange`) naming the value and the range), rolled from any
//! [`FaceSource`] (a seeded generator, or dice rolled at the table), and
//! asked for its [`Odds`]: the exact probability of every outcome band as
//! fractions that sum to exactly 1.
//!
//! A rolled outcome implements [`Resolved`]: its band, and the dice it
//! rolled in order ([`Rolled`]), so it can be shown die by die and
//! replayed from [`Resolved::faces`]. Re-rolling (3d6 Constitution's
//! adventurer, a mojo-free retry) is rolling the same check again: a check
//! is a small `Copy` value the caller keeps.
//!
//! Procedures that belong to one system live in its module:
//!
//! | module | system |
//! |---|---|
//! | [`constitution`] | 3d6 Constitution |
//! | [`cairn_house`] | Cairn House Rules |
//! | [`gods_and_monsters`] | Gods & Monsters |
//! | [`murdham`] | Murdham |
//! | [`block_dodge_parry`] | Block, Dodge, Parry |
//!
//! The d20 roll-under save that four of them share is [`RollUnder`]; Cairn
//! House Rules, Murdham and Block, Dodge, Parry state their differences
//! (ability range, advantage, natural 1/20, trivial saves) as rules of one
//! configurable save, [`save::Save`].
//!
//! # Examples
//!
//! ```
//! use num_rational::BigRational;
//! use osr_core::{Edge, SuppliedFaces};
//! use osr_check::{Check, PassFail, Resolved, cairn_house::Save};
//!
//! // STR 12 with advantage: roll 2d20 and use the lower (rule CH-dice.save.adv).
//! let save = Save::new(12)?.with_edge(Edge::advantage(1))?;
//! let outcome = save.roll(&mut SuppliedFaces::new(&[15, 7]))?;
//! assert_eq!(outcome.band(), PassFail::Pass);
//! assert_eq!(outcome.faces(), [15, 7]);
//!
//! // P(pass) = 1 - (8/20)^2.
//! let p = save.odds().probability(&PassFail::Pass);
//! assert_eq!(p, Some(BigRational::new(84.into(), 100.into())));
//! # Ok::<(), osr_check::Error>(())
//! ```
//!
//! # What this crate does not do
//!
//! - Dice notation (`4d6kh3`), traces of notation and exact distributions of
//!   expressions are [`osr_dice`]'s; procedures here use it where a rule
//!   prints dice (Murdham's exploding damage).
//! - Rules of other catalog domains (combat, health, travel, ...) belong to
//!   their own crates: Block, Dodge, Parry's Critical Damage Save and falls
//!   are osr-health's, Murdham's attitude roll is osr-travel's.
//!
//! # Crate features
//!
//! - `std` (default): nothing beyond what `core` offers yet.
//! - `serde`: Serialize and Deserialize for checks, outcomes and odds;
//!   deserializing validates like the constructors.
//! - `schema`: schemars' `JsonSchema` for the types the sheet documents of
//!   osr-sheet hold, so their JSON Schemas can be generated; implies `serde`.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

extern crate alloc;
#[cfg(any(test, feature = "std"))]
extern crate std;

mod error;
mod odds;
mod outcome;
mod replay;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod murdham;
pub mod save;

use alloc::vec::Vec;
use core::fmt;

use num_rational::BigRational;
use num_traits::Zero;
use osr_core::{Die, FaceSource, Net};

pub use self::error::Error;
pub use self::odds::{Odds, ratio};
pub use self::outcome::Outcome;
pub use self::replay::{replay_exactly, verify_replay};

/// A resolution procedure: rolled from a face source, with exact odds.
///
/// Implementations keep two promises, which the crate's tests check for
/// every procedure: the odds sum to exactly 1, and the bands of rolled
/// outcomes occur as often as the odds say.
pub trait Check {
    /// The outcome bands the odds are given for.
    type Band: Ord + Clone + fmt::Debug;
    /// A rolled outcome.
    type Outcome: Resolved<Band = Self::Band> + PartialEq;

    /// Rolls the check.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (a face error) when the face source fails (supplied faces run out
    /// or do not fit a die), [`Error::Unresolved`] when a "roll again" rule
    /// does not settle within its limit.
    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Self::Outcome, Error>;

    /// The exact probability of every outcome band.
    fn odds(&self) -> Odds<Self::Band>;

    /// Checks a recorded outcome (read from JSON, a log, another program)
    /// against this check: rolling the outcome's own faces again must give
    /// the same outcome, dice and band and every figure, or the record was
    /// forged or corrupted.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, Error, cairn_house::Save};
    ///
    /// let save = Save::new(12)?;
    /// let outcome = save.roll(&mut SuppliedFaces::new(&[7]))?;
    /// assert_eq!(save.verify(&outcome), Ok(()));
    /// // The same faces against a weaker save do not give this outcome.
    /// assert_eq!(Save::new(5)?.verify(&outcome), Err(Error::Forged));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Forged`] when the outcome differs from the replay, or the
    /// replay's error when its faces do not fit the check's dice.
    fn verify(&self, outcome: &Self::Outcome) -> Result<(), Error> {
        let faces = outcome.faces();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = self.roll(&mut source).map_err(|err| match err {
            Error::Core(osr_core::Error::FacesExhausted { .. }) => Error::Forged,
            other => other,
        })?;
        if replayed == *outcome && source.remaining().is_empty() {
            Ok(())
        } else {
            Err(Error::Forged)
        }
    }
}

/// A rolled outcome: its band and the dice that made it.
pub trait Resolved {
    /// The outcome bands.
    type Band;

    /// The band this outcome falls in.
    fn band(&self) -> Self::Band;

    /// Every die rolled, in the order rolled.
    fn dice(&self) -> &[Rolled];

    /// The faces rolled, in order: supplying them again
    /// ([`SuppliedFaces`](osr_core::SuppliedFaces)) replays the outcome.
    fn faces(&self) -> Vec<u32> {
        self.dice().iter().map(|d| d.face).collect()
    }
}

/// One die a check rolled.
///
/// # Examples
///
/// ```
/// use osr_check::{Fate, Rolled};
///
/// let die = Rolled { sides: 20, face: 14, fate: Fate::Dropped };
/// assert_eq!(die.to_string(), "d20: 14 (dropped)");
/// ```
///
/// With the `serde` feature it serializes as
/// `{"sides": 20, "face": 14, "fate": "dropped"}`; deserializing checks
/// the face against the die, as [`Rolled::new`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "RolledFields"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rolled {
    /// The faces of the die.
    pub sides: u32,
    /// The face rolled, `1..=sides`.
    pub face: u32,
    /// What became of it.
    pub fate: Fate,
}

/// The fields of a [`Rolled`] as read, before the face is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct RolledFields {
    /// The faces of the die.
    sides: u32,
    /// The face rolled, `1..=sides`.
    face: u32,
    /// What became of it.
    fate: Fate,
}

#[cfg(feature = "serde")]
impl TryFrom<RolledFields> for Rolled {
    type Error = Error;

    fn try_from(fields: RolledFields) -> Result<Self, Error> {
        Self::new(fields.sides, fields.face, fields.fate)
    }
}

impl Rolled {
    /// A die with `sides` faces that showed `face`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] with [`osr_core::Error::ZeroSides`] for a die without
    /// sides, or [`osr_core::Error::FaceOutOfRange`] for a face not on it.
    pub fn new(sides: u32, face: u32, fate: Fate) -> Result<Self, Error> {
        let die = Die::new(sides)?;
        if !(1..=die.sides()).contains(&face) {
            return Err(Error::Core(osr_core::Error::FaceOutOfRange {
                face,
                sides,
                position: 0,
            }));
        }
        Ok(Self { sides, face, fate })
    }
}

/// What became of a rolled die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
pub enum Fate {
    /// It counts toward the outcome.
    Counted,
    /// Rolled for advantage or disadvantage and set aside.
    Dropped,
    /// Part of a round the rule throws away and rolls again (a tie).
    Replaced,
}

impl fmt::Display for Rolled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}: {}", self.sides, self.face)?;
        match self.fate {
            Fate::Counted => Ok(()),
            Fate::Dropped => f.write_str(" (dropped)"),
            Fate::Replaced => f.write_str(" (rolled again)"),
        }
    }
}

/// The two bands of a check that passes or fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum PassFail {
    /// The check failed.
    Fail,
    /// The check passed.
    Pass,
}

impl PassFail {
    /// `Pass` when `pass` is true.
    #[must_use]
    pub const fn from_bool(pass: bool) -> Self {
        if pass { Self::Pass } else { Self::Fail }
    }

    /// Whether this is `Pass`.
    #[must_use]
    pub const fn passed(self) -> bool {
        matches!(self, Self::Pass)
    }
}

/// Whether a natural 1 or 20 decides a roll-under save on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Naturals {
    /// Only the comparison counts.
    #[default]
    Compare,
    /// A natural 1 always passes and a natural 20 always fails.
    OnePassesTwentyFails,
}

/// The most advantage and disadvantage dice one check rolls: far more than
/// any table stacks, and few enough that a hostile count cannot make a
/// roll or its odds expensive.
pub const MAX_EXTRA_DICE: u32 = 100;

/// The d20 roll-under save: pass when the kept d20 is at most the target.
///
/// Advantage keeps the lowest of the dice rolled, disadvantage the highest.
/// The edge is applied as given: systems that cancel advantage against
/// disadvantage or cap it pass the cancelled [`Net`]
/// ([`Edge::net`](osr_core::Edge::net)). The target may be any value, so
/// bonuses and penalties are added by the caller or the system module;
/// at or above 20 the save cannot fail and at or below 0 it cannot pass
/// unless [`Naturals::OnePassesTwentyFails`] applies.
///
/// # Examples
///
/// ```
/// use osr_core::{Net, SuppliedFaces};
/// use osr_check::{Check, Naturals, PassFail, Resolved, RollUnder};
///
/// let save = RollUnder::new(12).naturals(Naturals::OnePassesTwentyFails);
/// let outcome = save.roll(&mut SuppliedFaces::new(&[12]))?;
/// assert_eq!((outcome.band(), outcome.margin()), (PassFail::Pass, 0));
///
/// let outcome = save.edge(Net::Disadvantage(1))?.roll(&mut SuppliedFaces::new(&[3, 13]))?;
/// assert_eq!((outcome.band(), outcome.margin()), (PassFail::Fail, -1));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct RollUnder {
    target: i32,
    edge: NetDice,
    naturals: Naturals,
}

/// A [`Net`] whose count is at most [`MAX_EXTRA_DICE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Net", into = "Net"))]
struct NetDice(Net);

impl TryFrom<Net> for NetDice {
    type Error = Error;

    fn try_from(net: Net) -> Result<Self, Error> {
        Error::check_range(
            "advantage or disadvantage dice",
            net.extra_dice(),
            0,
            MAX_EXTRA_DICE.into(),
        )?;
        Ok(Self(net))
    }
}

impl From<NetDice> for Net {
    fn from(net: NetDice) -> Self {
        net.0
    }
}

impl RollUnder {
    /// A plain roll-under save against `target`.
    #[must_use]
    pub const fn new(target: i32) -> Self {
        Self {
            target,
            edge: NetDice(Net::Even),
            naturals: Naturals::Compare,
        }
    }

    /// The same save with this many net advantage or disadvantage dice,
    /// each one more d20.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_EXTRA_DICE`] extra dice.
    pub fn edge(self, net: Net) -> Result<Self, Error> {
        Ok(Self {
            edge: NetDice::try_from(net)?,
            ..self
        })
    }

    /// The same save under the given natural 1/20 rule.
    #[must_use]
    pub const fn naturals(self, naturals: Naturals) -> Self {
        Self { naturals, ..self }
    }

    /// The target the kept d20 must not exceed.
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.target
    }

    /// The net advantage or disadvantage.
    #[must_use]
    pub const fn net(&self) -> Net {
        self.edge.0
    }

    /// Whether a kept face passes.
    #[must_use]
    pub fn passes(&self, face: u32) -> bool {
        match (self.naturals, face) {
            (Naturals::OnePassesTwentyFails, 1) => true,
            (Naturals::OnePassesTwentyFails, 20) => false,
            _ => i64::from(face) <= i64::from(self.target),
        }
    }
}

/// A rolled [`RollUnder`] save.
///
/// With the `serde` feature it serializes as
/// `{"band": "pass", "face": 7, "target": 12, "margin": 5, "dice": [...]}`,
/// the band named as in the save's [`Odds`]. Deserializing checks the
/// record against its own dice, as far as they tell: every die a d20, the
/// kept one counted and the lowest or highest of them (the first of
/// equals), the face the kept die's, the margin target minus face, and
/// the band the comparison's (a natural 1 below a target of 1 and a
/// natural 20 at a target of 20 or more may go either way, as the save's
/// [`Naturals`] rule decides); [`Error::Inconsistent`] otherwise.
/// [`Check::verify`] replays it against the save that rolled it.
///
/// # Examples
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use osr_check::{PassFail, Resolved, Save};
///
/// let json = r#"{"band": "pass", "face": 7, "target": 12, "margin": 5,
///                "dice": [{"sides": 20, "face": 7, "fate": "counted"}]}"#;
/// let save: Save = serde_json::from_str(json).unwrap();
/// assert_eq!((save.band(), save.made_by()), (PassFail::Pass, Some(5)));
///
/// let forged = json.replace(r#""band": "pass""#, r#""band": "fail""#);
/// assert!(serde_json::from_str::<Save>(&forged).is_err());
/// # }
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "SaveRoll"))]
#[cfg_attr(feature = "serde", serde(try_from = "SaveRecord", into = "SaveRecord"))]
pub struct Save {
    passed: bool,
    face: u32,
    target: i32,
    dice: Vec<Rolled>,
}

/// A [`Save`] as written, before it is checked against its dice.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SaveRecord {
    /// Whether the save passed.
    band: PassFail,
    /// The kept d20.
    face: u32,
    /// The target the kept d20 must not exceed.
    target: i32,
    /// The target minus the face: made by when zero or more, missed by when
    /// negative.
    margin: i64,
    /// Every d20 rolled, the kept one counted and the others dropped.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<SaveRecord> for Save {
    type Error = Error;

    fn try_from(record: SaveRecord) -> Result<Self, Error> {
        let save = Self {
            passed: record.band.passed(),
            face: record.face,
            target: record.target,
            dice: record.dice,
        };
        save.check_dice()?;
        if save.margin() != record.margin {
            return Err(Error::Inconsistent { what: "the margin" });
        }
        let compared = i64::from(save.face) <= i64::from(save.target);
        let natural_may_decide =
            (save.face == 1 && save.target < 1) || (save.face == 20 && save.target >= 20);
        if save.passed != compared && !natural_may_decide {
            return Err(Error::Inconsistent { what: "the band" });
        }
        Ok(save)
    }
}

#[cfg(feature = "serde")]
impl From<Save> for SaveRecord {
    fn from(save: Save) -> Self {
        Self {
            band: save.band(),
            margin: save.margin(),
            face: save.face,
            target: save.target,
            dice: save.dice,
        }
    }
}

impl Save {
    /// Checks the dice of a recorded save against its kept face.
    #[cfg(feature = "serde")]
    fn check_dice(&self) -> Result<(), Error> {
        if recorded_kept_face(&self.dice, 20, MAX_EXTRA_DICE)? == self.face {
            Ok(())
        } else {
            Err(Error::Inconsistent {
                what: "the kept d20",
            })
        }
    }

    /// Whether the save passed.
    #[must_use]
    pub const fn passed(&self) -> bool {
        self.passed
    }

    /// The kept d20.
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.face
    }

    /// The target the face was compared with.
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.target
    }

    /// Target minus face: what the save was made by when zero or more,
    /// minus what it was missed by when negative (a natural 1 or 20 can
    /// decide against the sign).
    #[must_use]
    pub fn margin(&self) -> i64 {
        i64::from(self.target) - i64::from(self.face)
    }
    /// What a passed save was made by (target minus face), or `None` when
    /// it failed.
    #[must_use]
    pub fn made_by(&self) -> Option<u32> {
        if self.passed {
            u32::try_from(self.margin()).ok().or(Some(0))
        } else {
            None
        }
    }

    /// What a failed save was missed by (face minus target), or `None`
    /// when it passed: what a bid to turn it around must cover.
    #[must_use]
    pub fn missed_by(&self) -> Option<u32> {
        if self.passed {
            None
        } else {
            u32::try_from(-self.margin()).ok().or(Some(0))
        }
    }
}

impl Resolved for Save {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        PassFail::from_bool(self.passed)
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for RollUnder {
    type Band = PassFail;
    type Outcome = Save;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Save, Error> {
        let mut dice = Vec::new();
        let face = roll_kept(source, Die::D20, self.net(), Prefer::Low, &mut dice)?;
        Ok(Save {
            passed: self.passes(face),
            face,
            target: self.target,
            dice,
        })
    }

    fn odds(&self) -> Odds<PassFail> {
        let faces = kept_face_odds(20, self.net(), Prefer::Low);
        Odds::from_weights(
            faces
                .into_iter()
                .zip(1..)
                .map(|(p, face)| (PassFail::from_bool(self.passes(face)), p)),
            None,
        )
    }
}

/// The kept face of recorded dice that [`roll_kept`] rolled: dice with
/// `sides` faces, at most `max_extra` more than one, the counted one the
/// first lowest or the first highest, the others dropped.
///
/// # Errors
///
/// [`Error::Inconsistent`] when the dice could not have been rolled so.
#[cfg(feature = "serde")]
pub(crate) fn recorded_kept_face(
    dice: &[Rolled],
    sides: u32,
    max_extra: u32,
) -> Result<u32, Error> {
    let extra = u32::try_from(dice.len().saturating_sub(1)).unwrap_or(u32::MAX);
    if dice.is_empty() || extra > max_extra {
        return Err(Error::Inconsistent {
            what: "the number of dice",
        });
    }
    if dice.iter().any(|d| d.sides != sides) {
        return Err(Error::Inconsistent {
            what: if sides == 20 {
                "a die other than a d20"
            } else {
                "a die of another size"
            },
        });
    }
    let kept_error = Error::Inconsistent {
        what: if sides == 20 {
            "the kept d20"
        } else {
            "the kept die"
        },
    };
    let mut counted = dice
        .iter()
        .enumerate()
        .filter(|(_, d)| d.fate == Fate::Counted);
    let (Some((kept, die)), None) = (counted.next(), counted.next()) else {
        return Err(kept_error);
    };
    let others_dropped = dice
        .iter()
        .enumerate()
        .all(|(i, d)| i == kept || d.fate == Fate::Dropped);
    let first_of = |face: Option<u32>| dice.iter().position(|d| Some(d.face) == face);
    let lowest = first_of(dice.iter().map(|d| d.face).min());
    let highest = first_of(dice.iter().map(|d| d.face).max());
    if others_dropped && (lowest == Some(kept) || highest == Some(kept)) {
        Ok(die.face)
    } else {
        Err(kept_error)
    }
}

/// Implements [`Check`] for a system's save that is a [`RollUnder`] with
/// the system's inputs: the type has `fn roll_under(&self) -> RollUnder`,
/// and rolls and weighs exactly as that save does.
macro_rules! check_as_roll_under {
    ($save:ty) => {
        impl $crate::Check for $save {
            type Band = $crate::PassFail;
            type Outcome = $crate::Save;

            fn roll<S: osr_core::FaceSource + ?Sized>(
                &self,
                source: &mut S,
            ) -> Result<$crate::Save, $crate::Error> {
                self.roll_under().roll(source)
            }

            fn odds(&self) -> $crate::Odds<$crate::PassFail> {
                self.roll_under().odds()
            }
        }
    };
}
pub(crate) use check_as_roll_under;

/// Which die of several a rule keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Prefer {
    /// Lower is better (roll-under).
    Low,
    /// Higher is better (roll-high).
    High,
}

/// Whether the net edge keeps the lowest face, given which faces are better.
const fn keeps_lowest(net: Net, prefer: Prefer) -> bool {
    matches!(
        (net, prefer),
        (Net::Advantage(_), Prefer::Low) | (Net::Disadvantage(_), Prefer::High)
    )
}

/// Rolls one die plus one per net advantage or disadvantage, records every
/// die in `dice` and returns the kept face. Of equal faces the first is
/// kept. With [`kept_face_odds`] this is the building block of a check
/// that keeps the best or worst of several dice.
///
/// # Examples
///
/// ```
/// use osr_core::{Die, Net, SuppliedFaces};
/// use osr_check::{Fate, Prefer, roll_kept};
///
/// let mut dice = Vec::new();
/// let mut faces = SuppliedFaces::new(&[15, 7]);
/// let kept = roll_kept(&mut faces, Die::D20, Net::Advantage(1), Prefer::Low, &mut dice)?;
/// assert_eq!(kept, 7);
/// assert_eq!((dice[0].fate, dice[1].fate), (Fate::Dropped, Fate::Counted));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn roll_kept<S: FaceSource + ?Sized>(
    source: &mut S,
    die: Die,
    net: Net,
    prefer: Prefer,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let start = dice.len();
    let lowest = keeps_lowest(net, prefer);
    let mut kept = start;
    for i in 0..=net.extra_dice() {
        let face = die.roll(source)?;
        dice.push(Rolled {
            sides: die.sides(),
            face,
            fate: Fate::Dropped,
        });
        let best = dice[kept].face;
        if i > 0 && ((lowest && face < best) || (!lowest && face > best)) {
            kept = dice.len() - 1;
        }
    }
    dice[kept].fate = Fate::Counted;
    Ok(dice[kept].face)
}

/// The probability of each kept face `1..=sides` (index `face - 1`) of one
/// die plus one per net advantage or disadvantage, as [`roll_kept`] keeps
/// it.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::Net;
/// use osr_check::{Prefer, kept_face_odds};
///
/// // The lower of 2d6 is a 1 in 11 of 36 rolls.
/// let odds = kept_face_odds(6, Net::Advantage(1), Prefer::Low);
/// assert_eq!(odds[0], BigRational::new(11.into(), 36.into()));
/// ```
#[must_use]
pub fn kept_face_odds(sides: u32, net: Net, prefer: Prefer) -> Vec<BigRational> {
    let n = net.extra_dice() + 1;
    let total = num_bigint::BigInt::from(sides).pow(n);
    let lowest = keeps_lowest(net, prefer);
    (1..=sides)
        .map(|face| {
            // P(kept <= face) - P(kept <= face - 1), counted in outcomes.
            let at_most = |f: u32| -> num_bigint::BigInt {
                if lowest {
                    // Not all dice above f.
                    num_bigint::BigInt::from(sides).pow(n)
                        - num_bigint::BigInt::from(sides - f).pow(n)
                } else {
                    num_bigint::BigInt::from(f).pow(n)
                }
            };
            let ways = at_most(face) - at_most(face - 1);
            if ways.is_zero() {
                BigRational::zero()
            } else {
                BigRational::new(ways, total.clone())
            }
        })
        .collect()
}

/// The most rounds a "roll again on a tie" rule rolls before giving up
/// with [`Error::Unresolved`].
pub const MAX_TIE_ROUNDS: u32 = 1000;

/// A table read with one die: one entry per face of a dN, so a band
/// covering several faces repeats its entry (the Die of Fate, a d6 event
/// table, "1-3 worse, 4-6 better").
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, Table};
///
/// #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
/// enum Weather { Worse, Better }
///
/// let weather = Table::new([Weather::Worse, Weather::Worse, Weather::Worse,
///                           Weather::Better, Weather::Better, Weather::Better]);
/// let outcome = weather.roll(&mut SuppliedFaces::new(&[4]))?;
/// assert_eq!((outcome.face(), outcome.band()), (4, Weather::Better));
/// let half = BigRational::new(1.into(), 2.into());
/// assert_eq!(weather.odds().probability(&Weather::Worse), Some(half));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Table<T, const N: usize> {
    rows: [T; N],
}

impl<T: Ord + Clone + fmt::Debug, const N: usize> Table<T, N> {
    /// A table with `rows[face - 1]` for each face of a dN.
    ///
    /// # Panics
    ///
    /// At compile time (in a `const` context) or at once otherwise, when
    /// `N` is 0: a table needs a row.
    #[must_use]
    pub const fn new(rows: [T; N]) -> Self {
        assert!(N > 0, "a table needs at least one row");
        Self { rows }
    }

    /// The row for `face`, or `None` when `face` is not on the die.
    #[must_use]
    pub fn row(&self, face: u32) -> Option<&T> {
        let index = usize::try_from(face.checked_sub(1)?).ok()?;
        self.rows.get(index)
    }

    /// The die the table is read with.
    #[must_use]
    pub fn die(&self) -> Die {
        // N > 0 by construction; a table too long for a u32 die cannot
        // have been built in memory.
        Die::new(u32::try_from(N).unwrap_or(u32::MAX)).unwrap_or(Die::D1)
    }
}

/// A rolled [`Table`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "{T}TableRoll"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TableRoll<T> {
    /// The entry read for the face.
    entry: T,
    /// The one die rolled.
    dice: [Rolled; 1],
}

impl<T: Clone> TableRoll<T> {
    /// The face rolled.
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.dice[0].face
    }

    /// The entry read.
    #[must_use]
    pub const fn entry(&self) -> &T {
        &self.entry
    }
}

impl<T: Clone> Resolved for TableRoll<T> {
    type Band = T;

    fn band(&self) -> T {
        self.entry.clone()
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl<T: Ord + Clone + fmt::Debug, const N: usize> Check for Table<T, N> {
    type Band = T;
    type Outcome = TableRoll<T>;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TableRoll<T>, Error> {
        let die = self.die();
        let face = die.roll(source)?;
        let entry =
            self.row(face)
                .cloned()
                .ok_or(Error::Core(osr_core::Error::FaceOutOfRange {
                    face,
                    sides: die.sides(),
                    position: 0,
                }))?;
        Ok(TableRoll {
            entry,
            dice: [Rolled {
                sides: die.sides(),
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<T> {
        Odds::from_weights(self.rows.iter().map(|row| (row.clone(), ratio(1, N))), None)
    }
}

/// Rolls a check in secret: the outcome comes sealed, so code that shows
/// players what happened cannot print it, log it with `{:?}` or serialize
/// it by mistake; the referee's side [`reveal`s](Sealed::reveal) it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Resolved, secretly, cairn_house::Save};
///
/// let sealed = secretly(&Save::new(12)?, &mut SuppliedFaces::new(&[15]))?;
/// assert_eq!(format!("{sealed:?}"), "Sealed(..)");
/// assert!(!sealed.reveal().band().passed());
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// As [`Check::roll`].
pub fn secretly<C: Check, S: FaceSource + ?Sized>(
    check: &C,
    source: &mut S,
) -> Result<Sealed<C::Outcome>, Error> {
    check.roll(source).map(|outcome| Sealed { outcome })
}

/// An outcome rolled in secret; see [`secretly`].
#[derive(Clone, PartialEq, Eq)]
pub struct Sealed<O> {
    outcome: O,
}

impl<O> Sealed<O> {
    /// Seals an outcome rolled some other way.
    #[must_use]
    pub const fn new(outcome: O) -> Self {
        Self { outcome }
    }

    /// The outcome, for the referee.
    #[must_use]
    pub fn reveal(self) -> O {
        self.outcome
    }

    /// A look at the outcome without unsealing it, for the referee.
    #[must_use]
    pub const fn peek(&self) -> &O {
        &self.outcome
    }
}

impl<O> fmt::Debug for Sealed<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Sealed(..)")
    }
}

/// Rolls 2d6, the two dice counted, as the reaction and morale rolls do.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::roll_2d6;
///
/// let [a, b] = roll_2d6(&mut SuppliedFaces::new(&[3, 5]))?;
/// assert_eq!(a.face + b.face, 8);
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn roll_2d6<S: FaceSource + ?Sized>(source: &mut S) -> Result<[Rolled; 2], Error> {
    let mut d6 = || -> Result<Rolled, Error> {
        Ok(Rolled {
            sides: 6,
            face: Die::D6.roll(source)?,
            fate: Fate::Counted,
        })
    };
    Ok([d6()?, d6()?])
}

/// The odds of the bands a 2d6 total falls in: each of the 36 pairs of
/// faces weighs 1/36.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::odds_2d6;
///
/// let odds = odds_2d6(|total| total >= 7);
/// assert_eq!(odds.probability(&true), Some(BigRational::new(7.into(), 12.into())));
/// ```
pub fn odds_2d6<B: Ord>(mut band: impl FnMut(u32) -> B) -> Odds<B> {
    let pairs = (1..=6).flat_map(|a| (1..=6).map(move |b| a + b));
    let weights: Vec<(B, BigRational)> = pairs.map(|total| (band(total), ratio(1, 36))).collect();
    Odds::from_weights(weights, None)
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
