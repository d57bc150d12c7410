//! Ritual casting (TC-12.2).

use alloc::vec::Vec;

use osr_check::constitution::{AbilityCheck, AbilityRoll};
use osr_check::{Check, Odds, Resolved, Rolled};
use osr_core::FaceSource;

use super::KnownSpell;
use crate::Error;

/// The DC of both checks of a ritual (TC-12.2).
pub const RITUAL_DC: i32 = 20;

/// A ritual casting (TC-12.2): anyone who knows a spell casts it in one
/// hour per spell level, with components, by succeeding two checks against
/// DC 20, one of knowledge and one of will, each ability modified by the
/// spell's rating (TC-4.10).
///
/// It is an osr-check [`Check`]: the knowledge check is rolled first, then
/// the will check (both always), so the faces replay it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_magic::constitution::{KnownSpell, SpellRating, Ritual, RitualBand, SpellLevel};
///
/// // KNO 15 and WIL 12 with a 60% spell: the checks add 9 and 7 (rule TC-12.2).
/// let spell = KnownSpell::new("X", SpellLevel::new(1)?, SpellRating::new(60)?);
/// let ritual = Ritual::new(&spell, 15, 12, true)?.with_knowledge_modifier(2)?;
/// assert_eq!(ritual.hours(), 1);
/// let roll = ritual.roll(&mut SuppliedFaces::new(&[10, 13]))?;
/// assert_eq!((roll.knowledge().total(), roll.will().total()), (21, 20));
/// assert_eq!(roll.band(), RitualBand::Cast);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RitualFields"))]
pub struct Ritual {
    level: super::SpellLevel,
    knowledge: AbilityCheck,
    will: AbilityCheck,
}

/// A [`Ritual`] as read: both checks against DC 20, scaled by the same
/// rating of a known spell.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RitualFields {
    level: super::SpellLevel,
    knowledge: AbilityCheck,
    will: AbilityCheck,
}

#[cfg(feature = "serde")]
impl TryFrom<RitualFields> for Ritual {
    type Error = Error;

    fn try_from(f: RitualFields) -> Result<Self, Error> {
        let rating = f.knowledge.skill();
        let consistent = f.knowledge.dc() == RITUAL_DC
            && f.will.dc() == RITUAL_DC
            && rating.is_some_and(|r| r.get() > 0)
            && f.will.skill() == rating;
        if !consistent {
            return Err(Error::Inconsistent { what: "the ritual" });
        }
        Ok(Self {
            level: f.level,
            knowledge: f.knowledge,
            will: f.will,
        })
    }
}

impl Ritual {
    /// A ritual of `spell` by a character with these knowledge and will
    /// scores, with or without the spell book.
    ///
    /// # Errors
    ///
    /// [`Error::NoSpellBook`] without the spell book (TC-12.7),
    /// [`Error::UnknownId`] for a spell rated 0%, and [`Error::Core`]
    /// (`OutOfRange`) for a score outside osr-check's ability range.
    pub fn new(
        spell: &KnownSpell,
        knowledge: i32,
        will: i32,
        spell_book: bool,
    ) -> Result<Self, Error> {
        if !spell_book {
            return Err(Error::NoSpellBook);
        }
        if !spell.is_known() {
            return Err(Error::UnknownId {
                what: "spell",
                id: spell.name().into(),
            });
        }
        let check = |score| -> Result<AbilityCheck, Error> {
            Ok(AbilityCheck::new(score, RITUAL_DC)?.with_skill(spell.rating().into()))
        };
        Ok(Self {
            level: spell.level(),
            knowledge: check(knowledge)?,
            will: check(will)?,
        })
    }

    /// The same ritual with a modifier on the knowledge check (a sage adds
    /// their level, TC-8.1).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside osr-check's modifier range.
    pub fn with_knowledge_modifier(self, modifier: i32) -> Result<Self, Error> {
        Ok(Self {
            knowledge: self.knowledge.with_modifier(modifier)?,
            ..self
        })
    }

    /// The same ritual with a modifier on the will check.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside osr-check's modifier range.
    pub fn with_will_modifier(self, modifier: i32) -> Result<Self, Error> {
        Ok(Self {
            will: self.will.with_modifier(modifier)?,
            ..self
        })
    }

    /// The hours the ritual takes: one per spell level.
    #[must_use]
    pub const fn hours(&self) -> u32 {
        self.level.get()
    }

    /// The knowledge check.
    #[must_use]
    pub const fn knowledge(&self) -> AbilityCheck {
        self.knowledge
    }

    /// The will check.
    #[must_use]
    pub const fn will(&self) -> AbilityCheck {
        self.will
    }
}

/// Whether a ritual cast its spell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum RitualBand {
    /// At least one check failed.
    Failed,
    /// Both checks succeeded.
    Cast,
}

/// A rolled [`Ritual`]: both checks and their dice in order.
///
/// With the `serde` feature it is `{"band": "cast", "knowledge": {...},
/// "will": {...}, "dice": [...]}`; reading it back checks the band and the
/// dice against the two checks.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "RitualRollFields"))]
pub struct RitualRoll {
    /// Whether the spell was cast: both checks succeeded.
    band: RitualBand,
    /// The knowledge check.
    #[cfg_attr(feature = "serde", serde(rename = "kno"))]
    knowledge: AbilityRoll,
    /// The will check.
    #[cfg_attr(feature = "serde", serde(rename = "wil"))]
    will: AbilityRoll,
    /// Both checks' dice, knowledge first.
    dice: Vec<Rolled>,
}

/// A [`RitualRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct RitualRollFields {
    /// Whether the spell was cast: both checks succeeded.
    band: RitualBand,
    /// The knowledge check.
    #[serde(rename = "kno")]
    knowledge: AbilityRoll,
    /// The will check.
    #[serde(rename = "wil")]
    will: AbilityRoll,
    /// Both checks' dice, knowledge first.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<RitualRollFields> for RitualRoll {
    type Error = Error;

    fn try_from(f: RitualRollFields) -> Result<Self, Error> {
        let cast = f.knowledge.degrees().succeeded() && f.will.degrees().succeeded();
        if (f.band == RitualBand::Cast) != cast {
            return Err(Error::Inconsistent { what: "the band" });
        }
        let mut dice = f.knowledge.dice().to_vec();
        dice.extend_from_slice(f.will.dice());
        if dice != f.dice {
            return Err(Error::Inconsistent { what: "the dice" });
        }
        Ok(Self {
            band: f.band,
            knowledge: f.knowledge,
            will: f.will,
            dice: f.dice,
        })
    }
}

impl RitualRoll {
    /// The knowledge check.
    #[must_use]
    pub const fn knowledge(&self) -> &AbilityRoll {
        &self.knowledge
    }

    /// The will check.
    #[must_use]
    pub const fn will(&self) -> &AbilityRoll {
        &self.will
    }
}

impl Resolved for RitualRoll {
    type Band = RitualBand;

    fn band(&self) -> RitualBand {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Ritual {
    type Band = RitualBand;
    type Outcome = RitualRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<RitualRoll, crate::Error> {
        let knowledge = self.knowledge.roll(source)?;
        let will = self.will.roll(source)?;
        let cast = knowledge.degrees().succeeded() && will.degrees().succeeded();
        let mut dice = knowledge.dice().to_vec();
        dice.extend_from_slice(will.dice());
        Ok(RitualRoll {
            band: if cast {
                RitualBand::Cast
            } else {
                RitualBand::Failed
            },
            knowledge,
            will,
            dice,
        })
    }

    fn odds(&self) -> Odds<RitualBand> {
        let will = self.will.odds().map(|will| {
            if will.succeeded() {
                RitualBand::Cast
            } else {
                RitualBand::Failed
            }
        });
        self.knowledge.odds().then(|knowledge| {
            if knowledge.succeeded() {
                will.clone()
            } else {
                Odds::certain(RitualBand::Failed)
            }
        })
    }
}
