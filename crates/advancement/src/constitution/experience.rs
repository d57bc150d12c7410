//! Experience for treasure, foes and quests, and the level thresholds it
//! reaches (with the short-campaign scale).

use alloc::vec::Vec;

use osr_equipment::constitution::{COPPER_PER_SILVER, Coins};

use super::LevelTable;
use crate::Error;

/// Experience per hit die of foes overcome (TC-2.7).
pub const XP_PER_HIT_DIE: u64 = 10;

/// Experience at which level 2 is reached (TC-2.9).
pub const LEVEL_2_XP: u64 = 1_500;

/// The top level of [`level_table`].
pub const TOP_LEVEL: u32 = 30;

/// The experience a value of treasure gives: 1 XP per silver piece, so a
/// gold piece (50 sp) gives 50 and a copper piece (1/10 sp) a tenth,
/// counted only in whole silver pieces (TC-2.6).
///
/// # Examples
///
/// ```
/// use osr_advancement::constitution::treasure_xp;
/// use osr_equipment::constitution::Coins;
///
/// assert_eq!(treasure_xp(Coins::gold(2)), 100);
/// assert_eq!(treasure_xp(Coins::copper(25)), 2);
/// ```
#[must_use]
pub const fn treasure_xp(value: Coins) -> u64 {
    value.subunits() / COPPER_PER_SILVER as u64
}

/// What a haul is: whether it counts as treasure for experience
/// (TC-2.1 to TC-2.4).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionGain"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Gain {
    /// Coins.
    Coins,
    /// Jewels and gems.
    Jewels,
    /// Trinkets that sell easily.
    Trinkets,
    /// Objects of precious metal that sell or melt down easily.
    PreciousMetal,
    /// Art, rugs, objects of cultural significance or fine craftsmanship
    /// whose price rests mostly on other things than practical use.
    ArtOrFineObject,
    /// Goods valued for their use: regular weapons, building materials.
    MundaneGoods,
    /// A magic item: it counts only when sold at the end of the adventure
    /// in which it was found.
    MagicItem {
        /// Sold at the end of the adventure that recovered it.
        sold_at_end_of_adventure: bool,
    },
    /// A share of an adventure's profit (a stake in a caravan's goods).
    AdventureProfit,
    /// A fixed wage, however dangerous the work.
    Salary,
    /// Money taken from mundane merchants, rulers or citizens.
    TakenFromMundane,
}

/// Whether a haul gives experience, and why not when it does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Verdict {
    /// It gives 1 XP per silver piece of value.
    Counts,
    /// Valued for practical use: not treasure.
    NotTreasure,
    /// A magic item kept past the adventure that found it: never.
    MagicItemKept,
    /// A salary: never.
    Salary,
    /// Taken from mundane people: never.
    TakenFromMundane,
    /// Not yet brought to civilisation or a secure place.
    NotSecured,
}

/// Something of value a character brought back (TC-2.1 to TC-2.5).
///
/// # Examples
///
/// ```
/// use osr_advancement::constitution::{Gain, Haul, Verdict};
/// use osr_equipment::constitution::Coins;
///
/// let coins = Haul { gain: Gain::Coins, value: Coins::silver(300), secured: true };
/// let rug = Haul { gain: Gain::ArtOrFineObject, value: Coins::silver(200), secured: true };
/// let swords = Haul { gain: Gain::MundaneGoods, value: Coins::silver(100), secured: true };
/// assert_eq!(coins.xp() + rug.xp() + swords.xp(), 500);
/// assert_eq!(swords.verdict(), Verdict::NotTreasure);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Haul {
    /// What it is.
    pub gain: Gain,
    /// What it is worth (for a magic item, what it sold for).
    pub value: Coins,
    /// Brought to civilisation or a secure place (TC-2.5): taxes or
    /// thieves afterwards do not take the experience away.
    pub secured: bool,
}

impl Haul {
    /// Whether the haul gives experience.
    #[must_use]
    pub const fn verdict(&self) -> Verdict {
        let kind = match self.gain {
            Gain::MundaneGoods => Verdict::NotTreasure,
            Gain::MagicItem {
                sold_at_end_of_adventure: false,
            } => Verdict::MagicItemKept,
            Gain::Salary => Verdict::Salary,
            Gain::TakenFromMundane => Verdict::TakenFromMundane,
            _ => Verdict::Counts,
        };
        match kind {
            Verdict::Counts if !self.secured => Verdict::NotSecured,
            other => other,
        }
    }

    /// The experience it gives: [`treasure_xp`] of its value when it
    /// counts, 0 otherwise.
    #[must_use]
    pub const fn xp(&self) -> u64 {
        match self.verdict() {
            Verdict::Counts => treasure_xp(self.value),
            _ => 0,
        }
    }
}

/// Experience for foes overcome: [`XP_PER_HIT_DIE`] per hit die of each
/// foe (TC-2.7).
///
/// # Examples
///
/// ```
/// use osr_advancement::constitution::foes_xp;
///
/// // Three orcs of 1 HD and an ogre of 4 HD.
/// assert_eq!(foes_xp(&[1, 1, 1, 4])?, 70);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Overflow`] when the total does not fit a `u64`.
pub fn foes_xp(hit_dice: &[u32]) -> Result<u64, Error> {
    hit_dice
        .iter()
        .try_fold(0_u64, |sum, &hd| {
            sum.checked_add(u64::from(hd).checked_mul(XP_PER_HIT_DIE)?)
        })
        .ok_or(Error::Overflow { what: "experience" })
}

/// Quest experience: a negotiated rate times the measure of success
/// (TC-2.8), e.g. 10 XP per innocent saved.
///
/// # Examples
///
/// ```
/// use osr_advancement::constitution::quest_xp;
///
/// assert_eq!(quest_xp(12, 10)?, 120);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Overflow`] when the product does not fit a `u64`.
pub fn quest_xp(count: u32, xp_each: u64) -> Result<u64, Error> {
    u64::from(count)
        .checked_mul(xp_each)
        .ok_or(Error::Overflow { what: "experience" })
}

/// Converting a published module's treasure so that it gives the
/// experience its authors meant (TC-2.6): the referee looks up the
/// module's experience per coin and its experience for level 2, and
/// stocks each hoard with the silver that gives the same share of the way
/// to level 2 here.
///
/// # Examples
///
/// ```
/// use osr_advancement::constitution::ModuleConversion;
/// use osr_equipment::constitution::Coins;
///
/// // 1 XP per gp there, level 2 at 2000 XP: a 500 gp hoard was a quarter
/// // of the way to level 2, 375 XP here, so it is stocked as 375 sp.
/// let module = ModuleConversion::new(1, 1, 2_000)?;
/// assert_eq!(module.convert(500)?, Coins::silver(375));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ModuleConversionFields"))]
pub struct ModuleConversion {
    xp_per_coin_numerator: u64,
    xp_per_coin_denominator: u64,
    module_level_2_xp: u64,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ModuleConversionFields {
    xp_per_coin_numerator: u64,
    xp_per_coin_denominator: u64,
    module_level_2_xp: u64,
}

#[cfg(feature = "serde")]
impl TryFrom<ModuleConversionFields> for ModuleConversion {
    type Error = Error;

    fn try_from(f: ModuleConversionFields) -> Result<Self, Error> {
        Self::new(
            f.xp_per_coin_numerator,
            f.xp_per_coin_denominator,
            f.module_level_2_xp,
        )
    }
}

impl ModuleConversion {
    /// A module paying `numerator / denominator` XP per coin of its
    /// treasure and reaching level 2 at `module_level_2_xp`.
    ///
    /// # Errors
    ///
    /// [`Error::Invalid`] for a zero rate, denominator or level-2 total.
    pub fn new(numerator: u64, denominator: u64, module_level_2_xp: u64) -> Result<Self, Error> {
        if numerator == 0 || denominator == 0 || module_level_2_xp == 0 {
            return Err(Error::Invalid {
                what: "a module conversion needs a positive rate and level-2 total",
            });
        }
        Ok(Self {
            xp_per_coin_numerator: numerator,
            xp_per_coin_denominator: denominator,
            module_level_2_xp,
        })
    }

    /// The silver to stock for a hoard of `module_coins` of the module's
    /// coin: its experience there, scaled by 1500 over the module's
    /// level-2 total, at 1 sp per XP; rounded down to the copper piece.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the amount does not fit [`Coins`].
    pub fn convert(&self, module_coins: u32) -> Result<Coins, Error> {
        let copper = u128::from(module_coins)
            * u128::from(self.xp_per_coin_numerator)
            * u128::from(LEVEL_2_XP)
            * u128::from(COPPER_PER_SILVER);
        let denominator =
            u128::from(self.xp_per_coin_denominator) * u128::from(self.module_level_2_xp);
        u64::try_from(copper / denominator)
            .map(Coins::from_subunits)
            .map_err(|_| Error::Overflow { what: "coins" })
    }
}

/// The seed's level table (TC-2.9): level 1 at 0 XP, level 2 at 1500 XP,
/// and every next level at double the previous threshold, up to
/// [`TOP_LEVEL`]. XP is never lost on gaining a level: the table reads the
/// running total.
///
/// # Examples
///
/// ```
/// use osr_advancement::{Xp, constitution::level_table};
///
/// let table = level_table();
/// assert_eq!(table.level(Xp::new(5_999))?, 3);
/// assert_eq!(table.level(Xp::new(6_000))?, 4);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[must_use]
pub fn level_table() -> LevelTable {
    // 1,500 × 2^29 fits a u64 and the ladder rises strictly, so the
    // seed's table needs no check.
    let mut thresholds = Vec::with_capacity(TOP_LEVEL as usize);
    thresholds.push(0);
    let mut next = LEVEL_2_XP;
    for _ in 2..=TOP_LEVEL {
        thresholds.push(next);
        next *= 2;
    }
    LevelTable::seed(thresholds, next)
}

/// The level table scaled by `numerator / denominator` for a short
/// campaign (TC-2.9.short; Maastricht '18 used 1/10: 150, 300, 600, ...).
/// Thresholds that are not whole are rounded up.
///
/// # Examples
///
/// ```
/// use osr_advancement::{Xp, constitution::scaled_level_table};
///
/// let short = scaled_level_table(1, 10)?;
/// assert_eq!(short.level(Xp::new(650))?, 4);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Invalid`] for a zero numerator or denominator, or a scale so
/// small that two thresholds meet; [`Error::Overflow`] for one so large
/// that a threshold does not fit a `u64`.
pub fn scaled_level_table(numerator: u64, denominator: u64) -> Result<LevelTable, Error> {
    if numerator == 0 || denominator == 0 {
        return Err(Error::Invalid {
            what: "a scale needs a positive numerator and denominator",
        });
    }
    doubling_table(LEVEL_2_XP, numerator, denominator)
}

/// The doubling ladder from `level_2` times the scale, through the level
/// after [`TOP_LEVEL`] (the ceiling).
fn doubling_table(level_2: u64, numerator: u64, denominator: u64) -> Result<LevelTable, Error> {
    let mut thresholds = Vec::with_capacity(TOP_LEVEL as usize);
    thresholds.push(0);
    let mut unscaled = u128::from(level_2);
    let mut ceiling = 0;
    for level in 2..=TOP_LEVEL + 1 {
        let scaled = (unscaled * u128::from(numerator)).div_ceil(u128::from(denominator));
        let scaled = u64::try_from(scaled).map_err(|_| Error::Overflow {
            what: "level threshold",
        })?;
        if level > TOP_LEVEL {
            ceiling = scaled;
        } else {
            thresholds.push(scaled);
        }
        unscaled *= 2;
    }
    LevelTable::new(thresholds, ceiling).map_err(|_| Error::Invalid {
        what: "the scale is too small to tell the levels apart",
    })
}
