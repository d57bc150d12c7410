//! Murdham: the scripts of power scrolls, corruption from poison and
//! disease with the soulblight check, and what cures cannot do.
//!
//! | rule | API |
//! |---|---|
//! | MU-magic.power-scrolls: sacred scrolls are written in Classic, profane ones in Magick | [`PowerScroll`], [`Script`], [`PowerScroll::readable`] |
//! | MU-magic.corruption-sources: a corrupting poison without antidote, demon pox on a failed recovery | [`CorruptionSource`] |
//! | MU-core.corruption: on every gain a d12 at most the new total is soulblight | [`Corruption::gain`], [`soulblight_odds`] |
//! | MU-magic.cure-limits: greater rot ignores cures | [`Affliction`], [`Remedy`], [`Affliction::helped_by`] |
//!
//! # Readings
//!
//! - Soulblight (the agreed reading of corruption, which the chapter
//!   uses but does not define): on gaining corruption roll a d12; if it is
//!   at most the new total, the character takes that many points of
//!   direct damage and loses that much corruption.
//! - Reading a power scroll needs its script and literacy (the chapter
//!   gives only the scripts; what scrolls do is defined elsewhere).

use alloc::vec;
use alloc::vec::Vec;

use osr_check::{Fate, Odds, Rolled};
use osr_core::{Die, FaceSource};

use crate::Error;

/// A script a power scroll is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Script {
    /// The scholars' and clerics' tongue.
    Classic,
    /// The wizards' tongue.
    Magick,
}

/// A power scroll, sacred or profane (MU-magic.power-scrolls).
///
/// # Examples
///
/// ```
/// use osr_magic::murdham::{PowerScroll, Script};
///
/// assert_eq!(PowerScroll::Profane.script(), Script::Magick);
/// assert!(PowerScroll::Profane.readable(&[Script::Magick], true));
/// assert!(!PowerScroll::Profane.readable(&[Script::Classic], true));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPowerScroll"))]
pub enum PowerScroll {
    /// A sacred scroll, in Classic.
    Sacred,
    /// A profane scroll, in Magick.
    Profane,
}

impl PowerScroll {
    /// The script it is written in.
    #[must_use]
    pub const fn script(self) -> Script {
        match self {
            Self::Sacred => Script::Classic,
            Self::Profane => Script::Magick,
        }
    }

    /// Whether a reader who knows `scripts` (and is literate or not) can
    /// read it.
    #[must_use]
    pub fn readable(self, scripts: &[Script], literate: bool) -> bool {
        literate && scripts.contains(&self.script())
    }
}

/// Where corruption comes from in this chapter (MU-magic.corruption-sources).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CorruptionSource {
    /// A corrupting poison: 4 corruption unless an antidote is taken by the
    /// end of the stretch.
    CorruptingPoison,
    /// Demon pox: 2 corruption on each failed recovery roll.
    DemonPox,
}

impl CorruptionSource {
    /// The corruption it gives: the poison's 4 when no antidote was taken
    /// in time (`averted` true means the antidote was, or the recovery
    /// roll passed), demon pox's 2 on a failed recovery roll.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::murdham::CorruptionSource;
    ///
    /// assert_eq!(CorruptionSource::CorruptingPoison.corruption(false), 4);
    /// assert_eq!(CorruptionSource::CorruptingPoison.corruption(true), 0);
    /// assert_eq!(CorruptionSource::DemonPox.corruption(false), 2);
    /// ```
    #[must_use]
    pub const fn corruption(self, averted: bool) -> u32 {
        match (self, averted) {
            (_, true) => 0,
            (Self::CorruptingPoison, false) => 4,
            (Self::DemonPox, false) => 2,
        }
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// A character's corruption: no top is given; a thousand is far past
    /// where soulblight strikes on every gain.
    pub struct Corruption(u32) in 0..=1000, "corruption";
}

/// Corruption gained, and what the soulblight check did. With the `serde`
/// feature reading it back checks the soulblight and the corruption after
/// against the d12.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "CorruptionGainedFields"))]
pub struct CorruptionGained {
    /// The corruption before.
    pub from: Corruption,
    /// The total after the gain, before any soulblight.
    pub total: Corruption,
    /// The corruption after the soulblight check.
    pub to: Corruption,
    /// The direct damage soulblight dealt, if it struck.
    pub soulblight: Option<u32>,
    /// The d12.
    pub dice: Vec<Rolled>,
}

/// A [`CorruptionGained`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CorruptionGainedFields {
    from: Corruption,
    total: Corruption,
    to: Corruption,
    soulblight: Option<u32>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<CorruptionGainedFields> for CorruptionGained {
    type Error = Error;

    fn try_from(f: CorruptionGainedFields) -> Result<Self, Error> {
        let total = f.total.get();
        let consistent = match f.dice.as_slice() {
            [] => f.from == f.total && f.to == f.total && f.soulblight.is_none(),
            [d] if d.sides == 12 && total > f.from.get() => {
                if d.face <= total {
                    f.soulblight == Some(d.face) && f.to.get() == total - d.face
                } else {
                    f.soulblight.is_none() && f.to == f.total
                }
            }
            _ => false,
        };
        if !consistent {
            return Err(Error::Inconsistent {
                what: "the soulblight",
            });
        }
        Ok(Self {
            from: f.from,
            total: f.total,
            to: f.to,
            soulblight: f.soulblight,
            dice: f.dice,
        })
    }
}

impl Corruption {
    /// Gains `amount` corruption (MU-core.corruption): a d12 at most the
    /// new total is soulblight, dealing that many points of direct damage
    /// and taking that much corruption away. A gain of 0 rolls nothing.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the total would leave
    /// [`Corruption`]'s range, or the face source's error.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_magic::murdham::Corruption;
    ///
    /// // Corruption 3 gains 4 (a corrupting poison): d12 5 <= 7 is soulblight.
    /// let gained = Corruption::new(3)?.gain(4, &mut SuppliedFaces::new(&[5]))?;
    /// assert_eq!((gained.soulblight, gained.to.get()), (Some(5), 2));
    /// let spared = Corruption::new(3)?.gain(4, &mut SuppliedFaces::new(&[9]))?;
    /// assert_eq!((spared.soulblight, spared.to.get()), (None, 7));
    /// # Ok::<(), osr_magic::Error>(())
    /// ```
    pub fn gain<S: FaceSource + ?Sized>(
        self,
        amount: u32,
        source: &mut S,
    ) -> Result<CorruptionGained, Error> {
        let total = Self::new(i64::from(self.get()) + i64::from(amount))?;
        if amount == 0 {
            return Ok(CorruptionGained {
                from: self,
                total,
                to: total,
                soulblight: None,
                dice: Vec::new(),
            });
        }
        let face = Die::D12.roll(source)?;
        let blight = face <= total.get();
        let to = if blight {
            Self::new(total.get() - face)?
        } else {
            total
        };
        Ok(CorruptionGained {
            from: self,
            total,
            to,
            soulblight: blight.then_some(face),
            dice: vec![Rolled::new(12, face, Fate::Counted)?],
        })
    }
}

/// The soulblight check's outcome bands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Soulblight {
    /// The d12 was above the total: nothing happens.
    Spared,
    /// Soulblight of this many points.
    Blighted(u32),
}

/// The exact odds of the soulblight check at a new total: each d12 face
/// at most the total is soulblight of that size, so P(soulblight) is
/// min(total, 12) / 12.
///
/// # Examples
///
/// ```
/// use osr_magic::murdham::{Corruption, Soulblight, soulblight_odds};
///
/// let odds = soulblight_odds(Corruption::new(7)?);
/// assert_eq!(odds.sum_where(|b| *b != Soulblight::Spared), osr_check::ratio(7, 12));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[must_use]
pub fn soulblight_odds(total: Corruption) -> Odds<Soulblight> {
    Odds::die(Die::D12, |face| {
        if face <= total.get() {
            Soulblight::Blighted(face)
        } else {
            Soulblight::Spared
        }
    })
}

/// A disease or condition, as far as cures go (MU-magic.cure-limits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Affliction {
    /// Greater rot: cures do not work on it.
    GreaterRot,
    /// Any other affliction.
    Other,
}

/// What may help an afflicted character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Remedy {
    /// A cure: a remedy, medicine or the like.
    Cure,
    /// Natural recovery.
    NaturalRecovery,
    /// Magic.
    Magic,
}

impl Affliction {
    /// Whether `remedy` can help: greater rot only yields to natural
    /// recovery or magic.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::murdham::{Affliction, Remedy};
    ///
    /// assert!(!Affliction::GreaterRot.helped_by(Remedy::Cure));
    /// assert!(Affliction::GreaterRot.helped_by(Remedy::Magic));
    /// ```
    #[must_use]
    pub const fn helped_by(self, remedy: Remedy) -> bool {
        !matches!((self, remedy), (Self::GreaterRot, Remedy::Cure))
    }
}
