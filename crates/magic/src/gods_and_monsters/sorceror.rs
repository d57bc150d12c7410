//! Sorcerors: slots, acquiring and inscribing spells, compatibility, the
//! injury cap, casting movement, disruption and research.

use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, PassFail};
use osr_core::FaceSource;

use super::{CharacterLevel, SpellLevel};
use crate::Error;

/// Mojo per spell level to acquire a spell (GM-magic.spell.acquire).
pub const MOJO_PER_SPELL_LEVEL: u32 = 3;
/// Mojo to try a failed compatibility roll again at a later level.
pub const RETRY_MOJO: u32 = 2;
/// Times the spell's components on hand to try again.
pub const RETRY_COMPONENTS: u32 = 5;
/// Times the spell's components on hand for experimentation.
const EXPERIMENT_COMPONENTS: u32 = 10;

/// The memorisation slots a sorceror gains on reaching `level`
/// (GM-magic.sorceror.slots): as many as the level.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::{CharacterLevel, new_slots, total_slots};
///
/// assert_eq!(new_slots(CharacterLevel::new(3)?), 3);
/// assert_eq!(total_slots(CharacterLevel::new(3)?), 6);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[must_use]
pub const fn new_slots(level: CharacterLevel) -> u32 {
    level.get()
}

/// All the slots of a sorceror of `level`, reading level 1 as giving 1:
/// L(L+1)/2.
#[must_use]
pub const fn total_slots(level: CharacterLevel) -> u32 {
    level.get() * (level.get() + 1) / 2
}

/// How a spell formula was acquired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "by"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum AcquiredBy {
    /// Looted from a dungeon.
    Loot,
    /// Stolen from another sorceror.
    Theft,
    /// Traded with another sorceror.
    Trade,
    /// Bought with mojo, this much of it archetypal (the rest practical).
    Mojo {
        /// Archetypal mojo spent, at most the whole cost.
        archetypal: u32,
    },
}

/// Acquiring a spell (GM-magic.spell.acquire, GM-magic.spell.inscribe).
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::{AcquiredBy, Acquisition, SpellLevel};
///
/// let level3 = SpellLevel::new(3)?;
/// let bought = Acquisition::new(level3, AcquiredBy::Mojo { archetypal: 3 })?;
/// assert_eq!(bought.mojo(), 9);
/// assert!(bought.inscribed_free() && !bought.needs_compatibility_roll());
/// assert_eq!(bought.experimentation_components(), 0);
/// let looted = Acquisition::new(level3, AcquiredBy::Loot)?;
/// assert_eq!((looted.mojo(), looted.experimentation_components()), (0, 0));
/// assert!(looted.needs_compatibility_roll());
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Acquisition {
    level: SpellLevel,
    by: AcquiredBy,
}

impl Acquisition {
    /// A spell of `level` acquired `by`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more archetypal mojo than the
    /// spell costs.
    pub fn new(level: SpellLevel, by: AcquiredBy) -> Result<Self, Error> {
        if let AcquiredBy::Mojo { archetypal } = by {
            let cost = MOJO_PER_SPELL_LEVEL * level.get();
            osr_core::Error::check_range("archetypal mojo", archetypal.into(), 0, cost.into())?;
        }
        Ok(Self { level, by })
    }

    /// The mojo it costs: 3 per spell level when bought with mojo.
    #[must_use]
    pub const fn mojo(&self) -> u32 {
        match self.by {
            AcquiredBy::Mojo { .. } => MOJO_PER_SPELL_LEVEL * self.level.get(),
            _ => 0,
        }
    }

    /// Whether at least the spell's level in archetypal mojo was spent.
    #[must_use]
    pub const fn enough_archetypal(&self) -> bool {
        match self.by {
            AcquiredBy::Mojo { archetypal } => archetypal >= self.level.get(),
            _ => false,
        }
    }

    /// The multiple of the spell's basic components needed on hand for
    /// experimentation: 10 when buying with mojo without enough archetypal
    /// mojo, else 0.
    #[must_use]
    pub const fn experimentation_components(&self) -> u32 {
        match self.by {
            AcquiredBy::Mojo { .. } if !self.enough_archetypal() => EXPERIMENT_COMPONENTS,
            _ => 0,
        }
    }

    /// Whether the spell is already inscribed in the spell book at no
    /// cost: with enough archetypal mojo; otherwise the inscription spell
    /// is needed.
    #[must_use]
    pub const fn inscribed_free(&self) -> bool {
        self.enough_archetypal()
    }

    /// Whether the compatibility roll is needed first.
    #[must_use]
    pub const fn needs_compatibility_roll(&self) -> bool {
        !self.enough_archetypal()
    }

    /// Whether the new spell may replace an uncast memorised spell of
    /// `memorised` level: the same level.
    #[must_use]
    pub const fn may_replace_memorised(&self, memorised: SpellLevel) -> bool {
        memorised.get() == self.level.get()
    }
}

/// The compatibility roll (GM-magic.spell.compatibility): reason at +6
/// and -(spell level). Passed, the spell is compatible for good; failed,
/// it cannot be learned, its practical mojo and experimentation money are
/// spent, and it may be tried again at a later level for 2 mojo and 5
/// times its components on hand.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{PassFail, Resolved};
/// use osr_magic::gods_and_monsters::{Compatibility, SpellLevel};
///
/// // Reason 7, a 3rd-level spell: d20 at most 10.
/// let roll = Compatibility::new(7, SpellLevel::new(3)?)?;
/// assert_eq!(roll.target(), 10);
/// assert_eq!(roll.roll(&mut SuppliedFaces::new(&[10]))?.band(), PassFail::Pass);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Compatibility {
    roll: Roll,
}

impl Compatibility {
    /// The roll for a sorceror with this reason score and a spell of
    /// `level`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside osr-check's.
    pub fn new(reason: i32, level: SpellLevel) -> Result<Self, Error> {
        let level = i32::try_from(level.get()).map_err(|_| Error::Inconsistent {
            what: "the spell level",
        })?;
        let modifier = 6 - level;
        Ok(Self {
            roll: Roll::new(reason)?.with_modifier(modifier)?,
        })
    }

    /// The d20 must not exceed this.
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.roll.target()
    }

    /// Rolls it: osr-check's Gods & Monsters roll.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<osr_check::Save, Error> {
        Ok(self.roll.roll(source)?)
    }

    /// The exact odds.
    #[must_use]
    pub fn odds(&self) -> Odds<PassFail> {
        self.roll.odds()
    }

    /// Whether a failed roll may be tried again: only at a later level
    /// than the one it failed at.
    #[must_use]
    pub const fn may_retry(failed_at: CharacterLevel, now: CharacterLevel) -> bool {
        now.get() > failed_at.get()
    }
}

/// The highest spell level a sorceror may cast or memorise
/// (GM-magic.injury-cap): level less injuries, 0 (none) when the injuries
/// reach the level.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::{CharacterLevel, injury_cap};
///
/// assert_eq!(injury_cap(CharacterLevel::new(5)?, 2), 3);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[must_use]
pub const fn injury_cap(level: CharacterLevel, injuries: u32) -> u32 {
    level.get().saturating_sub(injuries)
}

/// Checks that a spell of `spell_level` may be cast or memorised.
///
/// # Errors
///
/// [`Error::AboveInjuryCap`] above [`injury_cap`].
pub fn check_castable(
    level: CharacterLevel,
    injuries: u32,
    spell_level: SpellLevel,
) -> Result<(), Error> {
    let cap = injury_cap(level, injuries);
    if spell_level.get() > cap {
        return Err(Error::AboveInjuryCap {
            spell_level: spell_level.get(),
            cap,
        });
    }
    Ok(())
}

/// A spell's casting time, or a manifestation's calling time
/// (GM-magic.casting-movement), in the units of movement or in rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum CastingTime {
    /// Less than a round: this many units (segments).
    Segments(u32),
    /// A round or more.
    Rounds(u32),
}

impl CastingTime {
    /// The movement left while casting: movement less the casting time,
    /// none when the time is greater than the movement or a round or
    /// more.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::gods_and_monsters::CastingTime;
    ///
    /// assert_eq!(CastingTime::Segments(4).movement_left(10), 6);
    /// assert_eq!(CastingTime::Segments(12).movement_left(10), 0);
    /// assert_eq!(CastingTime::Rounds(1).movement_left(10), 0);
    /// ```
    #[must_use]
    pub const fn movement_left(self, movement: u32) -> u32 {
        match self {
            Self::Segments(t) if t <= movement => movement - t,
            Self::Segments(_) | Self::Rounds(_) => 0,
        }
    }
}

/// A called shot that may disrupt a casting or manifestation
/// (GM-magic.disruption): the caster's evasion roll, at a penalty of the
/// damage done and a bonus of their movement while casting, finishes it;
/// disrupted, no verve is lost and the spell or spirit is not used up.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_magic::gods_and_monsters::CastingDisruption;
///
/// // Evasion 8, hit for 3, moving 6 while casting: d20 at most 11.
/// let disruption = CastingDisruption::new(8, 3, 6)?;
/// assert_eq!(disruption.target(), 11);
/// assert!(disruption.roll(&mut SuppliedFaces::new(&[12]))?.passed() == false);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CastingDisruption {
    roll: Roll,
}

impl CastingDisruption {
    /// The evasion roll of a caster with this evasion score, hit for
    /// `damage`, with `movement` while casting.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score or modifier outside
    /// osr-check's ranges.
    pub fn new(evasion: i32, damage: u32, movement: u32) -> Result<Self, Error> {
        let modifier = i64::from(movement) - i64::from(damage);
        let modifier = i32::try_from(modifier).map_err(|_| {
            Error::from(osr_core::Error::OutOfRange {
                what: "modifier",
                value: modifier,
                min: -100,
                max: 100,
            })
        })?;
        Ok(Self {
            roll: Roll::new(evasion)?.with_modifier(modifier)?,
        })
    }

    /// The d20 must not exceed this.
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.roll.target()
    }

    /// Rolls the evasion roll: passed, the casting completes; failed, it is
    /// disrupted, with no verve lost and nothing used up.
    ///
    /// # Errors
    ///
    /// The face source's error.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<osr_check::Save, Error> {
        Ok(self.roll.roll(source)?)
    }

    /// The exact odds: `Pass` completes the casting.
    #[must_use]
    pub fn odds(&self) -> Odds<PassFail> {
        self.roll.odds()
    }

    /// The verve a disrupted casting loses, and whether the spell is used
    /// up: none, and no.
    #[must_use]
    pub const fn cost_if_disrupted() -> (u32, bool) {
        (0, false)
    }
}

/// A researched spell's formula (GM-magic.research): what casting it
/// takes, and whether the Guide approved it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[allow(clippy::struct_excessive_bools)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Formula {
    /// A mental impression.
    pub impression: bool,
    /// Words.
    pub words: bool,
    /// Gestures.
    pub gestures: bool,
    /// Ingredients.
    pub ingredients: bool,
    /// Whether the Guide approved the design.
    pub approved: bool,
}

impl Formula {
    /// Whether the formula can become a spell: the Guide approved it and it
    /// asks for something to cast it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_magic::gods_and_monsters::Formula;
    ///
    /// let draft = Formula { words: true, gestures: true, ..Formula::default() };
    /// assert!(!draft.usable());
    /// assert!(Formula { approved: true, ..draft }.usable());
    /// ```
    #[must_use]
    pub const fn usable(&self) -> bool {
        self.approved && (self.impression || self.words || self.gestures || self.ingredients)
    }
}
