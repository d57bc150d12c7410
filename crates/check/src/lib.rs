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
//! let save = Save::new(12)?.with_edge(Edge::advantage(1));
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
mod kept;
mod odds;
mod outcome;
mod replay;
mod rolled;
mod secret;
mod table;

pub mod block_dodge_parry;
pub mod cairn_house;
pub mod constitution;
pub mod course;
pub mod gods_and_monsters;
pub mod murdham;
pub mod save;

use alloc::vec::Vec;
use core::fmt;

use osr_core::{Die, FaceSource, Net};

pub use self::error::Error;
#[cfg(feature = "serde")]
pub(crate) use self::kept::recorded_kept_face;
pub use self::kept::{Prefer, kept_face_odds, roll_kept};
pub use self::odds::{Odds, ratio};
pub use self::outcome::Outcome;
pub use self::replay::{Replaying, replay_exactly, verify_replay};
pub use self::rolled::{Fate, Rolled};
pub use self::secret::{Sealed, secretly};
pub use self::table::{Table, TableRoll, odds_2d6, roll_2d6};

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
    /// The error of rolling and verifying: the error of the crate the
    /// procedure belongs to, the one its constructor returns, so building
    /// and rolling it are handled alike. osr-check's own procedures use
    /// [`Error`]; a procedure of another crate (osr-health's Critical Damage
    /// Save, osr-combat's knockout, ...) uses that crate's error, which
    /// wraps this one.
    type Error: From<Error> + core::error::Error;

    /// Rolls the check.
    ///
    /// # Errors
    ///
    /// A face error ([`Error::Core`], or the procedure's crate's `Core`)
    /// when the face source fails (supplied faces run out or do not fit a
    /// die), [`Error::Unresolved`] when a "roll again" rule does not settle
    /// within its limit.
    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Self::Outcome, Self::Error>;

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
    /// [`Error::Forged`] (in the procedure's error) when the outcome differs
    /// from the replay or its faces run out, or the replay's error when its
    /// faces do not fit the check's dice.
    fn verify(&self, outcome: &Self::Outcome) -> Result<(), Self::Error> {
        let faces = outcome.faces();
        let mut source = Replaying::new(&faces);
        match self.roll(&mut source) {
            Ok(replayed) if replayed == *outcome && source.is_exhausted() => Ok(()),
            Err(err) if !source.ran_out() => Err(err),
            _ => Err(Error::Forged.into()),
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
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
    type Error = Error;

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

/// Implements [`Check`] for a system's save that is a [`RollUnder`] with
/// the system's inputs: the type has `fn roll_under(&self) -> RollUnder`,
/// and rolls and weighs exactly as that save does.
macro_rules! check_as_roll_under {
    ($save:ty) => {
        impl $crate::Check for $save {
            type Band = $crate::PassFail;
            type Outcome = $crate::Save;

            type Error = $crate::Error;

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

/// The most rounds a "roll again on a tie" rule rolls before giving up
/// with [`Error::Unresolved`].
pub const MAX_TIE_ROUNDS: u32 = 1000;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
