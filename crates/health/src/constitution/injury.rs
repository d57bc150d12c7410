//! Injury saves: a strength save for the wound's severity and a will save
//! for staying up, each DC 20 plus the damage past 0 HP (TC-6.6 to
//! TC-6.8, TC-6.11).

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::One;
use osr_check::constitution::{
    AbilityCheck, AbilityRoll, AbilityScore, DC_NORMAL, Level, Modifier,
};
use osr_check::{Check, Odds, Resolved, Rolled};
use osr_core::FaceSource;

use super::{Marks, Overflow};
use crate::Error;

/// What a failed strength injury save brings, when the player may choose
/// (TC-6.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FailedStrength {
    /// A major wound (the default choice).
    #[default]
    MajorWound,
    /// Death outright.
    Die,
}

/// Whether the player tries the will injury save or fails it on purpose
/// (TC-6.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StayUp {
    /// Roll the will save (the default).
    #[default]
    Try,
    /// Fail it on purpose: collapse, no roll.
    GiveUp,
}

/// The outcome bands of a pair of injury saves, worst first: the wound's
/// severity, and whether the character is still up.
///
/// With the `serde` feature: `"dead"`, `"major_down"`, `"major_standing"`,
/// `"minor_down"`, `"minor_standing"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionInjuryBand"))]
pub enum InjuryBand {
    /// The strength save failed and the character dies: by the player's
    /// choice, or because their major wound marks reached their level.
    Dead,
    /// A major wound, and a collapse.
    MajorDown,
    /// A major wound, still fighting.
    MajorStanding,
    /// A minor wound, and a collapse.
    MinorDown,
    /// A minor wound, still fighting.
    MinorStanding,
}

impl InjuryBand {
    /// The band of a strength save result, a will save result and the
    /// choices.
    const fn of(strength: bool, will: bool, dies: bool) -> Self {
        match (strength, will) {
            (false, _) if dies => Self::Dead,
            (false, false) => Self::MajorDown,
            (false, true) => Self::MajorStanding,
            (true, false) => Self::MinorDown,
            (true, true) => Self::MinorStanding,
        }
    }

    /// Whether the character keeps fighting.
    #[must_use]
    pub const fn standing(self) -> bool {
        matches!(self, Self::MajorStanding | Self::MinorStanding)
    }

    /// Whether the wound is minor.
    #[must_use]
    pub const fn minor(self) -> bool {
        matches!(self, Self::MinorDown | Self::MinorStanding)
    }
}

/// The two injury saves (TC-6.6): a strength save for severity and a will
/// save for staying up, each an osr-check ability check against DC 20 plus
/// the damage past 0 HP, with the same modifier (a fighter adds their
/// level, TC-7.1; circumstances add theirs).
///
/// Passing the strength save is a minor wound; failing it is a major wound
/// or death, the player's choice ([`FailedStrength`]), and death when the
/// character already has as many major wound marks as their level
/// (TC-6.11). Passing the will save keeps the character up; failing it, or
/// giving up on purpose ([`StayUp::GiveUp`]), is a collapse (TC-6.8). A
/// natural 1 or 20 works as osr-check's ability check says (a natural 20
/// adds another d20; a complicated success is a success).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_health::constitution::{Injury, InjuryBand};
///
/// // HP 2 hit for 5: 3 past 0, DC 23. STR 12 rolls 11 (23, passes);
/// // WIL 9 rolls 8 (17, fails).
/// let injury = Injury::new(3, 12, 9)?;
/// assert_eq!(injury.dc(), 23);
/// let rolled = injury.roll(&mut SuppliedFaces::new(&[11, 8]))?;
/// assert_eq!(rolled.band(), InjuryBand::MinorDown);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Injury {
    overflow: Overflow,
    strength: AbilityScore,
    will: AbilityScore,
    #[cfg_attr(feature = "serde", serde(default))]
    modifier: Modifier,
    level: Level,
    marks: Marks,
    #[cfg_attr(feature = "serde", serde(default))]
    failed_strength: FailedStrength,
    #[cfg_attr(feature = "serde", serde(default))]
    stay_up: StayUp,
}

impl Injury {
    /// The injury saves for `overflow` damage past 0 HP, with these
    /// strength and will scores: no modifier, a level-1 character without
    /// major wound marks, a major wound chosen over death, the will save
    /// tried.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Overflow`] or osr-check's
    /// [`AbilityScore`].
    pub fn new(overflow: u32, strength: i32, will: i32) -> Result<Self, Error> {
        Ok(Self {
            overflow: Overflow::new(overflow)?,
            strength: AbilityScore::new(strength)?,
            will: AbilityScore::new(will)?,
            modifier: Modifier::default(),
            level: Level::new(1)?,
            marks: Marks(0),
            failed_strength: FailedStrength::MajorWound,
            stay_up: StayUp::Try,
        })
    }

    /// The same saves with this modifier on both (a fighter's level,
    /// circumstances).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside osr-check's [`Modifier`].
    pub fn with_modifier(self, modifier: i32) -> Result<Self, Error> {
        Ok(Self {
            modifier: Modifier::new(modifier)?,
            ..self
        })
    }

    /// The same saves for a character of `level` with `marks` major wound
    /// marks.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Level`] or [`Marks`].
    pub fn with_marks(self, level: u32, marks: u32) -> Result<Self, Error> {
        Ok(Self {
            level: Level::new(level)?,
            marks: Marks::new(marks)?,
            ..self
        })
    }

    /// The same saves with the player's choices.
    #[must_use]
    pub const fn with_choices(self, failed_strength: FailedStrength, stay_up: StayUp) -> Self {
        Self {
            failed_strength,
            stay_up,
            ..self
        }
    }

    /// The strength score of the strength save.
    #[must_use]
    pub const fn strength(&self) -> i32 {
        self.strength.get()
    }

    /// The will score of the will save.
    #[must_use]
    pub const fn will(&self) -> i32 {
        self.will.get()
    }

    /// The modifier on both saves.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        self.modifier.get()
    }

    /// The character's level.
    #[must_use]
    pub const fn level(&self) -> u32 {
        self.level.get()
    }

    /// The character's major wound marks.
    #[must_use]
    pub const fn marks(&self) -> u32 {
        self.marks.get()
    }

    /// The DC of both saves: 20 plus the damage past 0 HP.
    #[must_use]
    pub fn dc(&self) -> i32 {
        // Overflow is at most 180: far inside i32.
        DC_NORMAL + i32::try_from(self.overflow.get()).unwrap_or(i32::MAX - DC_NORMAL)
    }

    /// The damage past 0 HP.
    #[must_use]
    pub const fn overflow(&self) -> u32 {
        self.overflow.get()
    }

    /// The same saves for `overflow` damage past 0 HP.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Overflow`].
    pub fn with_overflow(self, overflow: u32) -> Result<Self, Error> {
        Ok(Self {
            overflow: Overflow::new(overflow)?,
            ..self
        })
    }

    /// Whether a failed strength save kills: the player chose death, or the
    /// marks have reached the level and no major wound may be taken.
    #[must_use]
    pub const fn failure_kills(&self) -> bool {
        matches!(self.failed_strength, FailedStrength::Die) || self.marks.get() >= self.level.get()
    }

    fn check(&self, ability: AbilityScore) -> Result<AbilityCheck, osr_check::Error> {
        AbilityCheck::new(ability.get(), self.dc())?.with_modifier(self.modifier.get())
    }
}

/// A rolled [`Injury`]: the band, each save as osr-check rolled it, and
/// every die in order (the strength save's, then the will save's).
///
/// With the `serde` feature it serializes as
/// `{"band": "minor_down", "strength": {...}, "will": {...} | null, "dice": [...]}`,
/// each save an osr-check [`AbilityRoll`] (checked against its own dice
/// when read); reading it back also checks that the dice are the saves'
/// and that the band agrees with them ([`Error::InconsistentState`]
/// otherwise). [`Check::verify`] replays it against the injury.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "InjuryRollFields"))]
pub struct InjuryRoll {
    band: InjuryBand,
    strength: AbilityRoll,
    will: Option<AbilityRoll>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct InjuryRollFields {
    band: InjuryBand,
    strength: AbilityRoll,
    will: Option<AbilityRoll>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<InjuryRollFields> for InjuryRoll {
    type Error = Error;

    fn try_from(f: InjuryRollFields) -> Result<Self, Error> {
        let mut dice = f.strength.dice().to_vec();
        if let Some(will) = &f.will {
            dice.extend_from_slice(will.dice());
        }
        if dice != f.dice {
            return Err(Error::InconsistentState {
                what: "the dice of the injury saves",
            });
        }
        let strength = f.strength.degrees().succeeded();
        let will = f.will.as_ref().is_some_and(|w| w.degrees().succeeded());
        let fits = match f.band {
            InjuryBand::Dead => !strength,
            band => InjuryBand::of(strength, will, false) == band,
        };
        if !fits {
            return Err(Error::InconsistentState {
                what: "the band of the injury saves",
            });
        }
        Ok(Self {
            band: f.band,
            strength: f.strength,
            will: f.will,
            dice: f.dice,
        })
    }
}

impl InjuryRoll {
    /// The strength save.
    #[must_use]
    pub const fn strength(&self) -> &AbilityRoll {
        &self.strength
    }

    /// The will save, `None` when given up.
    #[must_use]
    pub const fn will(&self) -> Option<&AbilityRoll> {
        self.will.as_ref()
    }
}

impl Resolved for InjuryRoll {
    type Band = InjuryBand;

    fn band(&self) -> InjuryBand {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Injury {
    type Band = InjuryBand;
    type Outcome = InjuryRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<InjuryRoll, crate::Error> {
        let strength = self.check(self.strength)?.roll(source)?;
        let will = match self.stay_up {
            StayUp::Try => Some(self.check(self.will)?.roll(source)?),
            StayUp::GiveUp => None,
        };
        let mut dice = strength.dice().to_vec();
        if let Some(will) = &will {
            dice.extend_from_slice(will.dice());
        }
        let band = InjuryBand::of(
            strength.degrees().succeeded(),
            will.as_ref().is_some_and(|w| w.degrees().succeeded()),
            self.failure_kills(),
        );
        Ok(InjuryRoll {
            band,
            strength,
            will,
            dice,
        })
    }

    fn odds(&self) -> Odds<InjuryBand> {
        let kills = self.failure_kills();
        // Only passing matters: the chance of success, not every degree.
        let passes = |ability| {
            self.check(ability).and_then(|check| {
                let p = check.probability_of_success();
                let q = BigRational::one() - &p;
                Odds::new([(true, p), (false, q)], None)
            })
        };
        let will = match self.stay_up {
            StayUp::Try => passes(self.will),
            StayUp::GiveUp => Ok(Odds::certain(false)),
        };
        // Every value the fields can hold builds a check (osr-check's own
        // score and modifier types, a DC of 20 to 200 inside its `Dc`), so
        // the arm after `else` is never taken; it answers the worst band
        // rather than panic.
        let (Ok(strength), Ok(will)) = (passes(self.strength), will) else {
            return Odds::certain(InjuryBand::Dead);
        };
        strength.then(|&s| will.clone().map(|w| InjuryBand::of(s, w, kills)))
    }
}
