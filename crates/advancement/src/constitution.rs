//! 3d6 Constitution: experience for treasure, foes and quests, the level
//! thresholds (with the short-campaign scale), the improvement roll after
//! a session and the spell-rating roll of casters.
//!
//! | rule | API |
//! |---|---|
//! | TC-2.1: coins, jewels, trinkets, precious metal, art and fine objects count; mundane goods do not | [`Haul`], [`Gain`], [`Verdict`] |
//! | TC-2.2: a magic item counts only if sold at the end of the adventure that found it | [`Gain::MagicItem`] |
//! | TC-2.3: a share of an adventure's profit counts, a salary never | [`Gain::AdventureProfit`], [`Gain::Salary`] |
//! | TC-2.4: money taken from mundane people does not count | [`Gain::TakenFromMundane`] |
//! | TC-2.5: XP once the treasure is secured, kept whatever happens after | [`Haul::secured`], [`Xp`] (never decreases) |
//! | TC-2.6: 1 gp = 50 sp, 1 cp = 1/10 sp; 1 XP per sp; converting a module's treasure | [`treasure_xp`], [`ModuleConversion`] |
//! | TC-2.7: 10 XP per hit die of foes overcome | [`foes_xp`], [`XP_PER_HIT_DIE`] |
//! | TC-2.8: quest XP at a negotiated rate | [`quest_xp`] |
//! | TC-2.9: level 2 at 1500 XP, each next level at double; XP never resets | [`level_table`] |
//! | TC-2.9.short: the thresholds scaled down for a short campaign | [`scaled_level_table`] |
//! | TC-4.9: after a session, d20 above an ability raises it by 1; try the next ability until one rises | [`Improvement`], [`ImprovementRoll`] |
//! | TC-12.15: a caster's d100 above a spell rating becomes the rating; otherwise +1d6 | [`SpellImprovement`], [`SpellImprovementRoll`] |
//! | TC-4.9 and TC-12.15 together: the end of a session as events | [`SessionEnd`], [`SessionEvent`] |
//!
//! Readings: 1 XP per silver piece of treasure (amendment IX); copper
//! that does not make a whole silver piece gives no XP. A spell rating
//! never rises above 100 (the +1d6 stops there), and a d100 equal to the
//! rating counts as "not higher" (+1d6). A level table ends at level
//! [`TOP_LEVEL`]; a scaled threshold that is not a whole number of XP is
//! rounded up.

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::constitution::AbilityScore;
use osr_check::{Check, Fate, Odds, Resolved, Rolled, ratio};
use osr_core::{Die, FaceSource};
use osr_equipment::constitution::{COPPER_PER_SILVER, Coins};

use crate::Error;
pub use crate::xp::{LevelTable, Xp};

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
pub fn quest_xp(count: u64, xp_each: u64) -> Result<u64, Error> {
    count
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
    pub fn convert(&self, module_coins: u64) -> Result<Coins, Error> {
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

/// The five abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "UPPERCASE"))]
pub enum Ability {
    /// Strength.
    Str,
    /// Wits.
    Wit,
    /// Knowledge.
    Kno,
    /// Will.
    Wil,
    /// Charisma.
    Cha,
}

impl Ability {
    /// Every ability, in the rules' order.
    pub const ALL: [Self; 5] = [Self::Str, Self::Wit, Self::Kno, Self::Wil, Self::Cha];
}

/// The improvement roll after a session (TC-4.9): the player names the
/// abilities to try in order; a d20 higher than the first's score raises
/// it by one and ends the roll, otherwise the next is tried. Each ability
/// is tried at most once; when all fail nothing improves.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_advancement::constitution::{Ability, Improved, Improvement};
///
/// let roll = Improvement::new(&[(Ability::Str, 8), (Ability::Wit, 12), (Ability::Kno, 15)])?;
/// let outcome = roll.roll(&mut SuppliedFaces::new(&[7, 13]))?;
/// assert_eq!(outcome.band(), Improved::Raised(Ability::Wit));
/// assert_eq!(outcome.raised(), Some((Ability::Wit, 12, 13)));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "Vec<Attempt>", into = "Vec<Attempt>")
)]
pub struct Improvement {
    order: Vec<(Ability, AbilityScore)>,
}

/// One ability to try and its score, as [`Improvement`] serializes.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct Attempt {
    /// The ability to try.
    ability: Ability,
    /// Its score, 1 to 20.
    score: i64,
}

#[cfg(feature = "serde")]
impl TryFrom<Vec<Attempt>> for Improvement {
    type Error = Error;

    fn try_from(order: Vec<Attempt>) -> Result<Self, Error> {
        let order: Vec<(Ability, i64)> = order.into_iter().map(|a| (a.ability, a.score)).collect();
        Self::new(&order)
    }
}

#[cfg(feature = "serde")]
impl From<Improvement> for Vec<Attempt> {
    fn from(roll: Improvement) -> Self {
        roll.order
            .into_iter()
            .map(|(ability, score)| Attempt {
                ability,
                score: score.get().into(),
            })
            .collect()
    }
}

impl Improvement {
    /// The abilities to try, in the player's order, with their scores.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside 1..=20,
    /// [`Error::Invalid`] for no ability or an ability named twice.
    pub fn new<N: Copy + Into<i64>>(order: &[(Ability, N)]) -> Result<Self, Error> {
        if order.is_empty() {
            return Err(Error::Invalid {
                what: "an improvement roll needs an ability to try",
            });
        }
        let mut checked: Vec<(Ability, AbilityScore)> = Vec::with_capacity(order.len());
        for &(ability, score) in order {
            if checked.iter().any(|(a, _)| *a == ability) {
                return Err(Error::Invalid {
                    what: "each ability is tried at most once",
                });
            }
            checked.push((ability, AbilityScore::new(score)?));
        }
        Ok(Self { order: checked })
    }

    /// The abilities in the order tried, with their scores.
    pub fn order(&self) -> impl Iterator<Item = (Ability, i32)> + '_ {
        self.order.iter().map(|&(a, s)| (a, s.get()))
    }

    /// The chance that the d20 raises one ability of this `score` when it
    /// is tried: higher than the score, `(20 - score) / 20`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_advancement::constitution::Improvement;
    ///
    /// assert_eq!(Improvement::chance_to_raise(14)?, ratio(6, 20));
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside 1..=20.
    pub fn chance_to_raise(score: i32) -> Result<BigRational, Error> {
        let score = AbilityScore::new(score)?;
        Ok(ratio(20 - score.get(), 20))
    }
}

/// Which ability an improvement roll raised, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Improved {
    /// Every try failed.
    Nothing,
    /// This ability rose by one.
    Raised(Ability),
}

/// A rolled [`Improvement`]: one d20 per ability tried, the last raising
/// its ability when it beat the score.
///
/// With the `serde` feature it serializes as `{"tries": [...], "dice":
/// [...]}`; reading it back checks that each try is a d20 on a score in
/// 1..=20, raised exactly when the face is higher, that only the last try
/// may raise, that no ability is tried twice and that the dice are the
/// tries' faces ([`Error::Invalid`] otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "ImprovementRecord"))]
pub struct ImprovementRoll {
    /// Every try, in order.
    tries: Vec<Tried>,
    /// One d20 per try.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ImprovementRecord {
    /// Every try, in order.
    tries: Vec<Tried>,
    /// One d20 per try.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<ImprovementRecord> for ImprovementRoll {
    type Error = Error;

    fn try_from(record: ImprovementRecord) -> Result<Self, Error> {
        let invalid = |what| Error::Invalid { what };
        let order: Vec<(Ability, i32)> =
            record.tries.iter().map(|t| (t.ability, t.score)).collect();
        Improvement::new(&order)?;
        if record.tries.len() != record.dice.len() {
            return Err(invalid("an improvement roll has one d20 per try"));
        }
        let last = record.tries.len().saturating_sub(1);
        for (i, (t, d)) in record.tries.iter().zip(&record.dice).enumerate() {
            if d.sides != 20 || d.face != t.face || d.fate != Fate::Counted {
                return Err(invalid("an improvement roll's dice are its tries' d20s"));
            }
            if t.raised != (i64::from(t.face) > i64::from(t.score)) || (t.raised && i != last) {
                return Err(invalid(
                    "a try raises exactly when its d20 is higher, and ends the roll",
                ));
            }
        }
        Ok(Self {
            tries: record.tries,
            dice: record.dice,
        })
    }
}

/// One try of an improvement roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Tried {
    /// The ability tried.
    pub ability: Ability,
    /// Its score before the roll.
    pub score: i32,
    /// The d20.
    pub face: u32,
    /// Whether the d20 was higher than the score.
    pub raised: bool,
}

impl ImprovementRoll {
    /// Every try, in order.
    #[must_use]
    pub fn tries(&self) -> &[Tried] {
        &self.tries
    }

    /// The ability raised, with its score before and after.
    #[must_use]
    pub fn raised(&self) -> Option<(Ability, i32, i32)> {
        self.tries
            .last()
            .filter(|t| t.raised)
            .map(|t| (t.ability, t.score, t.score + 1))
    }
}

impl Resolved for ImprovementRoll {
    type Band = Improved;

    fn band(&self) -> Improved {
        self.raised()
            .map_or(Improved::Nothing, |(a, _, _)| Improved::Raised(a))
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Improvement {
    type Band = Improved;
    type Outcome = ImprovementRoll;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<ImprovementRoll, osr_check::Error> {
        let mut tries = Vec::new();
        let mut dice = Vec::new();
        for &(ability, score) in &self.order {
            let face = Die::D20.roll(source)?;
            dice.push(Rolled {
                sides: 20,
                face,
                fate: Fate::Counted,
            });
            let raised = i64::from(face) > i64::from(score.get());
            tries.push(Tried {
                ability,
                score: score.get(),
                face,
                raised,
            });
            if raised {
                break;
            }
        }
        Ok(ImprovementRoll { tries, dice })
    }

    fn odds(&self) -> Odds<Improved> {
        // From the last ability tried back to the first: a d20 above the
        // score raises it, anything else goes on to the next ability.
        self.order.iter().rev().fold(
            Odds::certain(Improved::Nothing),
            |rest, &(ability, score)| {
                Odds::die(Die::D20, |face| i64::from(face) > i64::from(score.get())).then(
                    |&raised| {
                        if raised {
                            Odds::certain(Improved::Raised(ability))
                        } else {
                            rest.clone()
                        }
                    },
                )
            },
        )
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// A spell rating (TC-12.15): the percentage a caster needs to roll
    /// under on d100, from 0 to 100.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::constitution::SpellRating;
    ///
    /// assert_eq!(SpellRating::new(40)?.get(), 40);
    /// assert_eq!(
    ///     SpellRating::new(150).unwrap_err().to_string(),
    ///     "spell rating must be in 0..=100, got 150"
    /// );
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    pub struct SpellRating(u32) in 0..=100, "spell rating";
}

/// The spell-rating improvement roll of a character who tried to cast in a
/// session (TC-12.15): a d100 higher than the rating becomes the new
/// rating; otherwise the rating gains 1d6, up to 100.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_advancement::constitution::SpellImprovement;
///
/// let roll = SpellImprovement::new(40)?;
/// assert_eq!(roll.roll(&mut SuppliedFaces::new(&[73]))?.band(), 73);
/// assert_eq!(roll.roll(&mut SuppliedFaces::new(&[22, 4]))?.band(), 44);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct SpellImprovement {
    rating: SpellRating,
}

impl SpellImprovement {
    /// The roll for a spell rated `rating` percent.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a rating outside 0..=100.
    pub fn new(rating: u32) -> Result<Self, Error> {
        Ok(Self {
            rating: SpellRating::new(rating)?,
        })
    }

    /// The rating before the roll.
    #[must_use]
    pub const fn rating(&self) -> u32 {
        self.rating.get()
    }

    /// The rating after a d100 that did not beat it and the d6.
    fn gained(&self, d6: u32) -> u32 {
        (self.rating() + d6).min(100)
    }
}

/// A rolled [`SpellImprovement`]: the d100, then the d6 when the d100 did
/// not beat the rating.
///
/// With the `serde` feature it serializes as `{"from": 40, "to": 44,
/// "dice": [...]}`; reading it back replays the dice against the rating
/// and refuses a record they do not give ([`Error::Invalid`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "SpellRecord"))]
pub struct SpellImprovementRoll {
    /// The rating before.
    pub from: u32,
    /// The rating after.
    pub to: u32,
    /// The d100, then the d6 if rolled.
    pub dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SpellRecord {
    /// The rating before.
    from: u32,
    /// The rating after.
    to: u32,
    /// The d100, then the d6 if rolled.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<SpellRecord> for SpellImprovementRoll {
    type Error = Error;

    fn try_from(record: SpellRecord) -> Result<Self, Error> {
        let check = SpellImprovement::new(record.from)?;
        let faces: Vec<u32> = record.dice.iter().map(|d| d.face).collect();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = check.roll(&mut source).map_err(Error::from)?;
        let claimed = Self {
            from: record.from,
            to: record.to,
            dice: record.dice,
        };
        if replayed == claimed && source.remaining().is_empty() {
            Ok(claimed)
        } else {
            Err(Error::Invalid {
                what: "the spell roll is not what its dice give",
            })
        }
    }
}

impl Resolved for SpellImprovementRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.to
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for SpellImprovement {
    type Band = u32;
    type Outcome = SpellImprovementRoll;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<SpellImprovementRoll, osr_check::Error> {
        let d100 = Die::D100.roll(source)?;
        let mut dice = alloc::vec![Rolled {
            sides: 100,
            face: d100,
            fate: Fate::Counted,
        }];
        let to = if d100 > self.rating() {
            d100
        } else {
            let face = Die::D6.roll(source)?;
            dice.push(Rolled {
                sides: 6,
                face,
                fate: Fate::Counted,
            });
            self.gained(face)
        };
        Ok(SpellImprovementRoll {
            from: self.rating(),
            to,
            dice,
        })
    }

    fn odds(&self) -> Odds<u32> {
        Odds::die(Die::D100, |d100| d100).then(|&d100| {
            if d100 > self.rating() {
                Odds::certain(d100)
            } else {
                Odds::die(Die::D6, |d6| self.gained(d6))
            }
        })
    }
}

/// Experience, levels, and abilities and spell ratings that rise.
pub const GROWTH: crate::Growth = crate::Growth {
    experience: true,
    levels: true,
    abilities_rise: true,
    max_hit_points_rise: true,
    mojo: false,
    training_restores: false,
};

/// The end of a session for one character (TC-4.9 and TC-12.15): the
/// improvement roll, then, for a character who tried to cast, the
/// spell-rating roll, with every change listed as an event.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_advancement::constitution::{
///     Ability, Improvement, SessionEnd, SessionEvent, SpellImprovement,
/// };
///
/// let end = SessionEnd::new(
///     Improvement::new(&[(Ability::Kno, 15), (Ability::Wil, 12)])?,
///     Some(SpellImprovement::new(60)?),
/// );
/// let rolled = end.roll(&mut SuppliedFaces::new(&[3, 17, 83]))?;
/// assert!(rolled.events().contains(&SessionEvent::AbilityRaised {
///     ability: Ability::Wil, from: 12, to: 13,
/// }));
/// assert!(rolled.events().contains(&SessionEvent::SpellRated {
///     from: 60, to: 83, d100: 83, d6: None,
/// }));
/// assert_eq!(end.verify(&rolled), Ok(()));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SessionEnd {
    /// The improvement roll.
    pub improvement: Improvement,
    /// The spell-rating roll, for a character who tried to cast.
    pub spell: Option<SpellImprovement>,
}

/// One step of the end of a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum SessionEvent {
    /// A d20 against an ability.
    AbilityTried {
        /// The ability.
        ability: Ability,
        /// Its score.
        score: i32,
        /// The d20.
        face: u32,
    },
    /// The ability rose by one.
    AbilityRaised {
        /// The ability.
        ability: Ability,
        /// The score before.
        from: i32,
        /// The score after.
        to: i32,
    },
    /// Every try failed: no ability rises this session.
    NoImprovement,
    /// The spell-rating roll.
    SpellRated {
        /// The rating before.
        from: u32,
        /// The rating after.
        to: u32,
        /// The d100.
        d100: u32,
        /// The d6, when the d100 did not beat the rating.
        d6: Option<u32>,
    },
}

/// A rolled [`SessionEnd`]: every step as an event, and every die.
///
/// With the `serde` feature it serializes as `{"events": [{"event":
/// "ability_tried", ...}, ...], "dice": [...]}`; reading it back checks
/// the tries and their result as an [`ImprovementRoll`] is checked and the
/// spell roll as a [`SpellImprovementRoll`] is ([`Error::Invalid`]
/// otherwise); [`SessionEnd::verify`] replays it against the end of
/// session it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "SessionEndRecord"))]
pub struct SessionEndRoll {
    /// Every step, in order.
    events: Vec<SessionEvent>,
    /// Every die, in the order rolled.
    dice: Vec<Rolled>,
}

/// A [`SessionEndRoll`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SessionEndRecord {
    /// Every step, in order.
    events: Vec<SessionEvent>,
    /// Every die, in the order rolled.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<SessionEndRecord> for SessionEndRoll {
    type Error = Error;

    /// Splits the record into its improvement roll and spell roll and
    /// checks each as those records are checked.
    fn try_from(record: SessionEndRecord) -> Result<Self, Error> {
        let invalid = || Error::Invalid {
            what: "a session's events are its tries, their result, then the spell roll",
        };
        let mut events = record.events.iter().peekable();
        let mut tries = Vec::new();
        while let Some(&&SessionEvent::AbilityTried {
            ability,
            score,
            face,
        }) = events.peek()
        {
            tries.push(Tried {
                ability,
                score,
                face,
                raised: false,
            });
            events.next();
        }
        match (events.next(), tries.last_mut()) {
            (Some(SessionEvent::NoImprovement), _) => {}
            (Some(&SessionEvent::AbilityRaised { ability, from, to }), Some(last))
                if last.ability == ability
                    && last.score == from
                    && from.checked_add(1) == Some(to) =>
            {
                last.raised = true;
            }
            _ => return Err(invalid()),
        }
        let (improvement_dice, spell_dice) = record
            .dice
            .split_at_checked(tries.len())
            .ok_or_else(invalid)?;
        ImprovementRoll::try_from(ImprovementRecord {
            tries,
            dice: improvement_dice.to_vec(),
        })?;
        match (events.next(), events.next()) {
            (None, _) if spell_dice.is_empty() => {}
            (Some(&SessionEvent::SpellRated { from, to, d100, d6 }), None) => {
                let faces: Vec<u32> = spell_dice.iter().map(|d| d.face).collect();
                if faces.first() != Some(&d100) || faces.get(1) != d6.as_ref() {
                    return Err(invalid());
                }
                SpellImprovementRoll::try_from(SpellRecord {
                    from,
                    to,
                    dice: spell_dice.to_vec(),
                })?;
            }
            _ => return Err(invalid()),
        }
        Ok(Self {
            events: record.events,
            dice: record.dice,
        })
    }
}

impl SessionEndRoll {
    /// Every step, in order.
    #[must_use]
    pub fn events(&self) -> &[SessionEvent] {
        &self.events
    }

    /// Every die, in the order rolled.
    #[must_use]
    pub fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl SessionEnd {
    /// The end of a session: `spell` is `Some` for a character who tried
    /// to cast a spell during it.
    #[must_use]
    pub const fn new(improvement: Improvement, spell: Option<SpellImprovement>) -> Self {
        Self { improvement, spell }
    }

    /// Rolls the improvement roll, then the spell roll.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<SessionEndRoll, Error> {
        let improved = self.improvement.roll(source)?;
        let mut events = Vec::new();
        let mut dice = improved.dice().to_vec();
        for t in improved.tries() {
            events.push(SessionEvent::AbilityTried {
                ability: t.ability,
                score: t.score,
                face: t.face,
            });
        }
        events.push(
            improved
                .raised()
                .map_or(SessionEvent::NoImprovement, |(ability, from, to)| {
                    SessionEvent::AbilityRaised { ability, from, to }
                }),
        );
        if let Some(spell) = &self.spell {
            let rated = spell.roll(source)?;
            events.push(SessionEvent::SpellRated {
                from: rated.from,
                to: rated.to,
                d100: rated.dice.first().map_or(0, |d| d.face),
                d6: rated.dice.get(1).map(|d| d.face),
            });
            dice.extend_from_slice(&rated.dice);
        }
        Ok(SessionEndRoll { events, dice })
    }

    /// Checks a recorded end of session against this one: replaying its
    /// faces must give the same events.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] with `Forged` when it differs, or the replay's
    /// error when its faces do not fit.
    pub fn verify(&self, rolled: &SessionEndRoll) -> Result<(), Error> {
        let faces: Vec<u32> = rolled.dice.iter().map(|d| d.face).collect();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = self.roll(&mut source)?;
        if replayed == *rolled && source.remaining().is_empty() {
            Ok(())
        } else {
            Err(Error::Check(osr_check::Error::Forged))
        }
    }
}
