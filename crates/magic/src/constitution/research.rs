//! Spell research (TC-12.8, TC-12.9).

use alloc::vec::Vec;

use osr_check::Rolled;
use osr_core::FaceSource;
use osr_dice::{Budget, Distribution, Limits, Plan, parse};

use super::SpellLevel;
use crate::Error;

/// The d6s of research time per spell level: 4d6 days each (TC-12.9).
pub const RESEARCH_DAYS_DICE: u32 = 4;

/// The rating research gives in the new spell: 50% (TC-12.9).
pub const RESEARCHED_RATING: u32 = 50;

/// How many spells a character with a spell book may research (TC-12.8):
/// one per level gained and one per breakthrough find (a foreign spell
/// book, say); none without a spell book.
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::research_opportunities;
///
/// assert_eq!(research_opportunities(1, 1, true), 2);
/// assert_eq!(research_opportunities(1, 1, false), 0);
/// ```
#[must_use]
pub const fn research_opportunities(
    levels_gained: u32,
    breakthroughs: u32,
    spell_book: bool,
) -> u32 {
    if spell_book {
        levels_gained.saturating_add(breakthroughs)
    } else {
        0
    }
}

/// Researching a new spell (TC-12.9): 4d6 days per spell level of
/// full-time work, doubled when the researcher also does their own
/// chores; it gives a 50% rating in the spell.
///
/// The days are rolled through osr-dice's notation,
/// `(4*@level)d6` (times 2 with chores), so [`plan`](Self::plan) renders a
/// roll and [`days_odds`](Self::days_odds) is its exact distribution.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_magic::constitution::{Research, SpellLevel};
///
/// // A level-1 spell: 4d6 = 3, 5, 2, 6 -> 16 days; 32 with chores.
/// let research = Research::new(SpellLevel::new(1)?, false);
/// assert_eq!(research.roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))?.days(), 16);
/// let chores = Research::new(SpellLevel::new(1)?, true);
/// assert_eq!(chores.roll(&mut SuppliedFaces::new(&[3, 5, 2, 6]))?.days(), 32);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Research {
    /// The spell level.
    level: SpellLevel,
    /// Whether the researcher does their own chores (doubling the time).
    chores: bool,
}

impl Research {
    /// Research of a spell of this level, with or without the
    /// researcher's own chores.
    #[must_use]
    pub const fn new(level: SpellLevel, chores: bool) -> Self {
        Self { level, chores }
    }

    /// The spell level.
    #[must_use]
    pub const fn level(&self) -> SpellLevel {
        self.level
    }

    /// Whether the researcher does their own chores (doubling the time).
    #[must_use]
    pub const fn chores(&self) -> bool {
        self.chores
    }

    /// The number of d6s: 4 per spell level.
    #[must_use]
    pub const fn dice(&self) -> u32 {
        RESEARCH_DAYS_DICE * self.level.get()
    }

    /// The multiplier: 2 with chores, else 1.
    #[must_use]
    pub const fn factor(&self) -> u32 {
        if self.chores { 2 } else { 1 }
    }

    /// The days as an osr-dice plan: `(4*@level)d6`, `*2` with chores.
    ///
    /// # Errors
    ///
    /// [`Error::Dice`] only if the notation were refused by osr-dice's
    /// default limits, which its 40 dice at most are far inside.
    pub fn plan(&self) -> Result<Plan, Error> {
        let text = if self.chores {
            "(4*@level)d6*2"
        } else {
            "(4*@level)d6"
        };
        let limits = Limits::default();
        Ok(Plan::with_vars(
            &parse(text)?,
            &limits,
            &[("level", i64::from(self.level.get()))],
        )?)
    }

    /// Rolls the days.
    ///
    /// # Errors
    ///
    /// The face source's error, or [`plan`](Self::plan)'s.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ResearchRoll, Error> {
        let roll = self.plan()?.roll(source)?;
        let days =
            u32::try_from(roll.total).map_err(|_| Error::Inconsistent { what: "the days" })?;
        let dice = crate::counted_dice(&roll)?;
        Ok(ResearchRoll {
            research: *self,
            days,
            dice,
        })
    }

    /// The exact distribution of the days (4d6 per level, doubled with
    /// chores).
    ///
    /// # Errors
    ///
    /// [`plan`](Self::plan)'s, or osr-dice's budget refusal, which ten
    /// levels' 40d6 stay far inside.
    pub fn days_odds(&self) -> Result<Distribution, Error> {
        Ok(self.plan()?.distribution(&Budget::default())?)
    }
}

/// Rolled research: the days and their dice; the new spell's rating is
/// [`RESEARCHED_RATING`].
///
/// With the `serde` feature it is `{"research": {"level": 1, "chores":
/// false}, "days": 16, "dice": [...]}`; reading it back checks the count
/// of d6s and the days against the dice.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "ResearchRollFields"))]
pub struct ResearchRoll {
    /// The research rolled.
    research: Research,
    /// The days it takes.
    days: u32,
    /// The d6s, in order.
    dice: Vec<Rolled>,
}

/// A [`ResearchRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ResearchRollFields {
    /// The research rolled.
    research: Research,
    /// The days it takes.
    days: u32,
    /// The d6s, in order.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<ResearchRollFields> for ResearchRoll {
    type Error = Error;

    fn try_from(f: ResearchRollFields) -> Result<Self, Error> {
        let count_ok = u32::try_from(f.dice.len()).ok() == Some(f.research.dice())
            && f.dice.iter().all(|d| d.sides == 6);
        if !count_ok {
            return Err(Error::Inconsistent { what: "the dice" });
        }
        let sum: u32 = f.dice.iter().map(|d| d.face).sum();
        if sum * f.research.factor() != f.days {
            return Err(Error::Inconsistent { what: "the days" });
        }
        Ok(Self {
            research: f.research,
            days: f.days,
            dice: f.dice,
        })
    }
}

impl ResearchRoll {
    /// The research rolled.
    #[must_use]
    pub const fn research(&self) -> Research {
        self.research
    }

    /// The days the research takes.
    #[must_use]
    pub const fn days(&self) -> u32 {
        self.days
    }

    /// The rating in the new spell, in percent: 50.
    #[must_use]
    pub const fn rating(&self) -> u32 {
        RESEARCHED_RATING
    }

    /// The d6s, in order.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }

    /// The faces, in order: supplying them again replays the roll.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.dice.iter().map(|d| d.face).collect()
    }
}
