//! The killing blow and the knockout blow (rules GM-combat.killing-blow,
//! GM-combat.knockout).

use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, PassFail, Resolved, Rolled, Save};
use osr_core::FaceSource;
use osr_health::gods_and_monsters::{Points, Taken, Vitals};

#[cfg(feature = "serde")]
use super::inconsistent;
use super::{HeadDefense, Split, Target, strike};
use crate::Error;

/// A killing blow (rule GM-combat.killing-blow): a successful called shot
/// to kill an immobile target. Half the damage, rounded up, becomes injury
/// points at once; the rest is taken as ordinary damage.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{KillingBlow, Split, Target};
/// use osr_health::gods_and_monsters::Vitals;
///
/// let blow = KillingBlow::new(Target::Immobile, 9)?;
/// assert_eq!(blow.split(), Split { injuries: 5, damage: 4 });
/// let mut sleeper = Vitals::new(10, 0)?;
/// blow.strike(&mut sleeper, false)?;
/// assert_eq!((sleeper.survival(), sleeper.injuries()), (6, 5));
/// assert!(KillingBlow::new(Target::Surprised, 9).is_err());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKillingBlow"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct KillingBlow {
    damage: Points,
}

impl KillingBlow {
    /// A killing blow for `damage` points at a target standing as `target`.
    ///
    /// # Errors
    ///
    /// [`Error::BlowNotAllowed`] when the target is not immobile,
    /// [`Error::Core`] (`OutOfRange`) for damage outside
    /// [`Points::MIN`]`..=`[`Points::MAX`].
    pub fn new(target: Target, damage: u32) -> Result<Self, Error> {
        if !target.allows_killing_blow() {
            return Err(Error::BlowNotAllowed {
                blow: "killing blow",
                target: target.key(),
            });
        }
        Ok(Self {
            damage: Points::new(damage)?,
        })
    }

    /// The damage rolled.
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage.get()
    }

    /// Where the damage goes: half, rounded up, to injuries.
    #[must_use]
    pub const fn split(&self) -> Split {
        let damage = self.damage.get();
        Split::of(damage, damage.div_ceil(2))
    }

    /// Applies the blow to the target's vitals through osr-health,
    /// `archetypal` when the loss is archetypal for the target.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, vitals: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
        strike(self.split(), vitals, archetypal)
    }
}

/// What protects a target's head against a knockout blow.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::{HeadDefense, HeadProtection};
///
/// let helmet = HeadProtection::Worn { defense_bonus: HeadDefense::new(1)? };
/// assert_eq!(helmet.evasion_bonus(), 2);
/// assert_eq!(HeadProtection::Bare.evasion_bonus(), 0);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersHeadProtection"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum HeadProtection {
    /// Nothing on the head.
    #[default]
    Bare,
    /// Head protection of any sort: +1, and its defense bonus if it gives
    /// one.
    Worn {
        /// The defense bonus the head protection gives (0 for none).
        defense_bonus: HeadDefense,
    },
    /// A creature whose defense comes from tough skin: that defense bonus.
    ToughSkin {
        /// The skin's defense bonus.
        defense_bonus: HeadDefense,
    },
}

impl HeadProtection {
    /// The bonus to the evasion roll against a knockout blow.
    #[must_use]
    pub fn evasion_bonus(self) -> i32 {
        // A HeadDefense is at most 20.
        let bonus = |d: HeadDefense| i32::try_from(d.get()).unwrap_or(0);
        match self {
            Self::Bare => 0,
            Self::Worn { defense_bonus } => 1 + bonus(defense_bonus),
            Self::ToughSkin { defense_bonus } => bonus(defense_bonus),
        }
    }
}

/// A knockout blow (rule GM-combat.knockout): a successful called shot at
/// an unaware, surprised, covered or immobile target. The target rolls
/// evasion, with the bonus of its head protection: on a success it takes
/// the damage as normal; on a failure one point of the damage (two when a
/// warrior allots two combat bonus points) becomes an injury point at once,
/// and the rest is taken as normal. Whether the target then falls
/// unconscious is osr-health's end-of-round check.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{HeadProtection, Knockout, KnockoutBand, Split, Target};
/// use osr_core::SuppliedFaces;
///
/// let blow = Knockout::new(Target::Unaware, Roll::new(8)?, HeadProtection::Bare, 6)?;
/// let outcome = blow.roll(&mut SuppliedFaces::new(&[12]))?;
/// assert_eq!(outcome.band(), KnockoutBand::KnockedOut);
/// assert_eq!(outcome.split(), Split { injuries: 1, damage: 5 });
/// let warrior = blow.with_warrior_allotment();
/// assert_eq!(warrior.roll(&mut SuppliedFaces::new(&[12]))?.split(), Split { injuries: 2, damage: 4 });
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKnockout"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Knockout {
    evasion: Roll,
    damage: Points,
    warrior_allotment: bool,
}

impl Knockout {
    /// A knockout blow for `damage` points at a target standing as
    /// `target`, whose evasion roll is `evasion` (with any modifiers of its
    /// own) and who wears `head`.
    ///
    /// # Errors
    ///
    /// [`Error::BlowNotAllowed`] when the target is defending itself,
    /// [`Error::Core`] (`OutOfRange`) for damage outside
    /// [`Points::MIN`]`..=`[`Points::MAX`] or an evasion modifier out of range.
    pub fn new(
        target: Target,
        evasion: Roll,
        head: HeadProtection,
        damage: u32,
    ) -> Result<Self, Error> {
        if !target.allows_knockout() {
            return Err(Error::BlowNotAllowed {
                blow: "knockout blow",
                target: target.key(),
            });
        }
        Ok(Self {
            evasion: evasion.adjusted(head.evasion_bonus())?,
            damage: Points::new(damage)?,
            warrior_allotment: false,
        })
    }

    /// The same blow struck by a warrior who allots two combat bonus points
    /// to it: two injury points on a knockout.
    #[must_use]
    pub const fn with_warrior_allotment(self) -> Self {
        Self {
            warrior_allotment: true,
            ..self
        }
    }

    /// The target's evasion roll, head protection included.
    #[must_use]
    pub const fn evasion(&self) -> Roll {
        self.evasion
    }

    /// The injury points a knockout gives: 1, or 2 with a warrior's
    /// allotment.
    #[must_use]
    pub const fn knockout_injuries(&self) -> u32 {
        if self.warrior_allotment { 2 } else { 1 }
    }

    /// Where the damage goes in each band.
    #[must_use]
    pub const fn split(&self, band: KnockoutBand) -> Split {
        match band {
            KnockoutBand::Evaded => Split::of(self.damage.get(), 0),
            KnockoutBand::KnockedOut => Split::of(self.damage.get(), self.knockout_injuries()),
        }
    }
}

/// How a knockout blow went.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{HeadProtection, Knockout, KnockoutBand, Target};
///
/// let blow = Knockout::new(Target::Covered, Roll::new(5)?, HeadProtection::Bare, 4)?;
/// assert_eq!(blow.odds().probability(&KnockoutBand::KnockedOut), Some(num_rational::BigRational::new(3.into(), 4.into())));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKnockoutBand"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum KnockoutBand {
    /// The evasion roll succeeded: the damage is taken as normal.
    Evaded,
    /// The evasion roll failed: a knockout blow.
    KnockedOut,
}

/// A rolled [`Knockout`]: the evasion roll and where the damage goes.
/// With the `serde` feature it serializes as `{"band": "knocked_out",
/// "split": {...}, "save": {...}}`; reading it back checks the save
/// against its die and the band and split against the save (no injuries
/// when evaded, at most two otherwise); [`Check::verify`] checks the rest
/// against the blow.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{HeadProtection, Knockout, Target};
/// use osr_core::SuppliedFaces;
/// use osr_health::gods_and_monsters::Vitals;
///
/// let blow = Knockout::new(Target::Surprised, Roll::new(5)?, HeadProtection::Bare, 4)?;
/// let outcome = blow.roll(&mut SuppliedFaces::new(&[17]))?;
/// assert_eq!(outcome.save().face(), 17);
/// let mut guard = Vitals::new(8, 0)?;
/// outcome.strike(&mut guard, false)?;
/// assert_eq!((guard.survival(), guard.injuries()), (5, 1));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersKnockoutRoll"))]
#[cfg_attr(feature = "serde", serde(try_from = "KnockoutRollFields"))]
pub struct KnockoutRoll {
    band: KnockoutBand,
    split: Split,
    save: Save,
}

/// A [`KnockoutRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct KnockoutRollFields {
    band: KnockoutBand,
    split: Split,
    save: Save,
}

#[cfg(feature = "serde")]
impl TryFrom<KnockoutRollFields> for KnockoutRoll {
    type Error = Error;

    fn try_from(f: KnockoutRollFields) -> Result<Self, Error> {
        if f.band != knockout_band(f.save.band()) {
            return Err(inconsistent("knockout band"));
        }
        let most = if f.band == KnockoutBand::Evaded { 0 } else { 2 };
        if f.split.injuries > most {
            return Err(inconsistent("knockout injuries"));
        }
        Ok(Self {
            band: f.band,
            split: f.split,
            save: f.save,
        })
    }
}

impl KnockoutRoll {
    /// How the blow went.
    #[must_use]
    pub const fn band(&self) -> KnockoutBand {
        self.band
    }

    /// Where the damage goes.
    #[must_use]
    pub const fn split(&self) -> Split {
        self.split
    }

    /// The evasion roll.
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }

    /// Applies the blow to the target's vitals through osr-health.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, vitals: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
        strike(self.split, vitals, archetypal)
    }
}

impl Resolved for KnockoutRoll {
    type Band = KnockoutBand;

    fn band(&self) -> KnockoutBand {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        self.save.dice()
    }
}

const fn knockout_band(pass: PassFail) -> KnockoutBand {
    match pass {
        PassFail::Pass => KnockoutBand::Evaded,
        PassFail::Fail => KnockoutBand::KnockedOut,
    }
}

impl Check for Knockout {
    type Band = KnockoutBand;
    type Outcome = KnockoutRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<KnockoutRoll, crate::Error> {
        let save = self.evasion.roll(source)?;
        let band = knockout_band(save.band());
        Ok(KnockoutRoll {
            band,
            split: self.split(band),
            save,
        })
    }

    fn odds(&self) -> Odds<KnockoutBand> {
        self.evasion.odds().map(knockout_band)
    }
}
