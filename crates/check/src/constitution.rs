//! 3d6 Constitution: the open-ended d20 ability check with degrees of
//! success and failure, skills, the d100 spell roll, morale, haggling and
//! the other dice the rules name.
//!
//! | rule | API |
//! |---|---|
//! | TC-3.1: d20 + ability + modifiers, at least the DC succeeds (a "save" too) | [`AbilityCheck`] |
//! | TC-3.2: degrees of success and failure, one per full 5 | [`Degrees`], [`Degrees::of_total`] |
//! | TC-3.3: a natural 20 adds another d20, again on 20 | [`AbilityCheck`], [`AbilityCheck::probability_at_least`] |
//! | TC-3.5: a natural 1 adds a degree of failure (or is ignored, or scores -4) | [`NaturalOne`], [`AbilityCheck::with_natural_one`] |
//! | TC-3.6: DC 20 is normal difficulty | [`DC_NORMAL`], [`Difficulty`] |
//! | TC-3.7: circumstances are modifiers, e.g. -2 for injury or fatigue | [`AbilityCheck::with_modifier`], [`INJURY_OR_FATIGUE`] |
//! | TC-3.8: advantage and disadvantage dice, any number | [`AbilityCheck::with_edge`], [`AbilityCheck::with_net`] |
//! | TC-4.10: skill-modified ability = ability × skill% rounded down | [`Skill`], [`AbilityCheck::with_skill`] |
//! | TC-12.3.roll: d100 at most the spell's rating casts it | [`PercentileCheck`] |
//! | TC-5.13: 2d6 at most the morale score holds | [`MoraleCheck`] |
//! | TC-9.1: the adventurer's re-rolls, level times per session | [`Rerolls`] |
//! | TC-10.3: haggling, d20 below charisma takes 10% off | [`Haggle`] |
//! | TC-4.8.concept: a reused non-standard concept needs a d6 roll of 1 | [`ReusedConcept`] |
//!
//! # Degrees and the open-ended 20
//!
//! A natural 20 on the kept die adds another d20, and another while they
//! show 20, so the degrees of success have no upper end. [`Check::odds`]
//! lists every band exactly below the degree of success of the least total
//! that takes two explosions (a kept 20, another 20 and a 1: 41 + ability +
//! modifier), and folds that band and every band above it into the
//! [`Odds::tail`]; the odds still sum to exactly 1. The chance of any number
//! of degrees or more is exact through
//! [`AbilityCheck::probability_at_least`].
//!
//! # Advantage and disadvantage
//!
//! The rules do not say that advantage and disadvantage dice cancel, so by
//! default they do not: with `a` advantages and `d` disadvantages the check
//! rolls `1 + a + d` d20s, drops the `a` lowest and the `d` highest, and
//! keeps the one left. A table that cancels them one for one says so with
//! [`AbilityCheck::with_net`] and [`Edge::net`].

use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource, Net};

use super::{
    Check, Error, Fate, MAX_EXTRA_DICE, Naturals, NetDice, Odds, PassFail, Resolved, RollUnder,
    Rolled, Table, TableRoll, odds_2d6, ratio, roll_2d6,
};

/// Lowest ability score a check is rolled with: 3d6 starts at 3, and a
/// major wound's ability loss (TC-6.10) can take a score lower, but a
/// score of 0 is no score.
pub const MIN_ABILITY: i32 = 1;
/// Highest ability score a check is rolled with: 3d6 gives at most 18, and
/// an improvement roll (TC-4.9) raises a score when a d20 beats it, so 19
/// and 20 can be reached and nothing higher.
pub const MAX_ABILITY: i32 = 20;
/// Lowest DC: a target blind, constrained and unaware has AC 0 (TC-5.15),
/// and penalties can go further.
pub const MIN_DC: i32 = -100;
/// Highest DC: far above any armour class, and above an injury save's
/// 20 plus the damage past 0 HP (TC-6.6) for any damage the rules deal.
pub const MAX_DC: i32 = 200;
/// Largest total of bonuses less penalties, either way.
pub const MAX_MODIFIER: i32 = 100;
/// Most dice a chain of natural 20s adds before the roll gives up with
/// [`Error::Unresolved`]: fair dice do this once in 20^100 rolls, so only
/// a broken or adversarial face source gets there.
pub const MAX_EXPLOSIONS: u32 = 100;
/// Highest number of degrees [`AbilityCheck::probability_at_least`]
/// answers for: far above anything a roll reaches, and low enough that the
/// exact fraction stays small.
pub const MAX_DEGREES: u32 = 1000;
/// How many points each further degree of success or failure takes.
pub const DEGREE_STEP: i32 = 5;

/// The normal difficulty: something an ordinary adult can do, but not
/// every time (TC-3.6).
pub const DC_NORMAL: i32 = 20;
/// The circumstance penalty the rules give as their example: -2 for an
/// injury or fatigue (TC-3.7).
pub const INJURY_OR_FATIGUE: i32 = -2;

/// A small scale of DCs around [`DC_NORMAL`], one degree ([`DEGREE_STEP`])
/// apart.
///
/// The rules fix only the normal DC of 20 and say easier tasks go lower and
/// harder ones higher; the other steps are this crate's convenience, spaced
/// a degree apart as the hunting and foraging DCs are. A DC is any number
/// in [`MIN_DC`]`..=`[`MAX_DC`]: the scale is a vocabulary, not a limit.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::{DC_NORMAL, Difficulty};
///
/// assert_eq!(Difficulty::Normal.dc(), DC_NORMAL);
/// assert_eq!(Difficulty::Hard.dc(), 25);
/// assert_eq!(Difficulty::ALL.map(Difficulty::dc), [10, 15, 20, 25, 30]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Difficulty {
    /// DC 10.
    VeryEasy,
    /// DC 15.
    Easy,
    /// DC 20, the rules' normal difficulty.
    Normal,
    /// DC 25.
    Hard,
    /// DC 30.
    VeryHard,
}

impl Difficulty {
    /// Every step, easiest first.
    pub const ALL: [Self; 5] = [
        Self::VeryEasy,
        Self::Easy,
        Self::Normal,
        Self::Hard,
        Self::VeryHard,
    ];

    /// The DC of this step.
    #[must_use]
    pub const fn dc(self) -> i32 {
        let steps = match self {
            Self::VeryEasy => -2,
            Self::Easy => -1,
            Self::Normal => 0,
            Self::Hard => 1,
            Self::VeryHard => 2,
        };
        DC_NORMAL + steps * DEGREE_STEP
    }
}

/// The outcome bands of an ability check: degrees of failure, then degrees
/// of success, from worst to best.
///
/// Success by a margin (total minus DC) of `m >= 0` is `1 + m / 5` degrees;
/// failure by a shortfall (DC minus total) of `s >= 1` is `1 + s / 5`
/// degrees, so a total exactly 5 below the DC is already 2 degrees of
/// failure. A natural 1 under [`NaturalOne::Keep`] adds one degree of
/// failure: to a failure, or as a complication alongside a success
/// ([`Degrees::Complicated`]).
///
/// The order is total: more degrees of failure are worse, more degrees of
/// success are better, and a complicated success sits just below the
/// plain success of the same degrees.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::Degrees;
///
/// // DC 20 (rule TC-3.2).
/// assert_eq!(Degrees::of_total(20, 20), Degrees::Success(1));
/// assert_eq!(Degrees::of_total(25, 20), Degrees::Success(2));
/// assert_eq!(Degrees::of_total(19, 20), Degrees::Failure(1));
/// assert_eq!(Degrees::of_total(15, 20), Degrees::Failure(2));
///
/// assert!(Degrees::Failure(2) < Degrees::Failure(1));
/// assert!(Degrees::Complicated(2) < Degrees::Success(2));
/// assert!(Degrees::Success(1) < Degrees::Complicated(2));
/// assert_eq!(Degrees::Complicated(2).to_string(), "success, 2 degrees, with a complication");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "DegreesWire", into = "DegreesWire")
)]
pub enum Degrees {
    /// A failure of this many degrees (at least 1).
    Failure(u32),
    /// A success of this many degrees (at least 1) that also carries one
    /// degree of failure from a natural 1: a complication for the referee
    /// to narrate.
    Complicated(u32),
    /// A success of this many degrees (at least 1).
    Success(u32),
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
enum DegreesWire {
    Failure(u32),
    Complicated(u32),
    Success(u32),
}

impl TryFrom<DegreesWire> for Degrees {
    type Error = Error;

    fn try_from(wire: DegreesWire) -> Result<Self, Error> {
        let (band, n) = match wire {
            DegreesWire::Failure(n) => (Self::Failure(n), n),
            DegreesWire::Complicated(n) => (Self::Complicated(n), n),
            DegreesWire::Success(n) => (Self::Success(n), n),
        };
        Error::check_range("degrees", n, 1, u32::MAX.into())?;
        Ok(band)
    }
}

impl From<Degrees> for DegreesWire {
    fn from(band: Degrees) -> Self {
        match band {
            Degrees::Failure(n) => Self::Failure(n),
            Degrees::Complicated(n) => Self::Complicated(n),
            Degrees::Success(n) => Self::Success(n),
        }
    }
}

impl Degrees {
    /// The degrees a total makes against a DC, before any natural 1.
    #[must_use]
    pub fn of_total(total: i64, dc: i64) -> Self {
        let step = i64::from(DEGREE_STEP);
        let degrees = |points: i64| u32::try_from(1 + points / step).unwrap_or(u32::MAX);
        if total >= dc {
            Self::Success(degrees(total - dc))
        } else {
            Self::Failure(degrees(dc - total))
        }
    }

    /// Whether the check succeeded (a complicated success too).
    #[must_use]
    pub const fn succeeded(self) -> bool {
        !matches!(self, Self::Failure(_))
    }

    /// The degrees of success: 0 for a failure.
    #[must_use]
    pub const fn success_degrees(self) -> u32 {
        match self {
            Self::Failure(_) => 0,
            Self::Complicated(n) | Self::Success(n) => n,
        }
    }

    /// The degrees of failure: 1 for a complicated success, 0 for a plain
    /// one.
    #[must_use]
    pub const fn failure_degrees(self) -> u32 {
        match self {
            Self::Failure(n) => n,
            Self::Complicated(_) => 1,
            Self::Success(_) => 0,
        }
    }

    /// The same result with the natural 1's added degree of failure.
    #[must_use]
    pub const fn with_added_failure(self) -> Self {
        match self {
            Self::Failure(n) => Self::Failure(n.saturating_add(1)),
            Self::Complicated(n) | Self::Success(n) => Self::Complicated(n),
        }
    }

    /// Orders failures by descending degree, then successes by degree, a
    /// complicated success below the plain one.
    fn key(self) -> (i64, bool) {
        match self {
            Self::Failure(n) => (-i64::from(n), false),
            Self::Complicated(n) => (i64::from(n), false),
            Self::Success(n) => (i64::from(n), true),
        }
    }
}

impl Ord for Degrees {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Degrees {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Degrees {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, n) = match *self {
            Self::Failure(n) => ("failure", n),
            Self::Complicated(n) | Self::Success(n) => ("success", n),
        };
        let plural = if n == 1 { "" } else { "s" };
        write!(f, "{what}, {n} degree{plural}")?;
        if matches!(self, Self::Complicated(_)) {
            f.write_str(", with a complication")?;
        }
        Ok(())
    }
}

/// What a natural 1 on the kept d20 does (TC-3.5).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{AbilityCheck, Degrees, NaturalOne};
///
/// // Ability 15 against DC 10, natural 1.
/// let check = AbilityCheck::new(15, 10)?;
/// let band = |policy| -> Result<Degrees, osr_check::Error> {
///     Ok(check.with_natural_one(policy).roll(&mut SuppliedFaces::new(&[1]))?.band())
/// };
/// assert_eq!(band(NaturalOne::Keep)?, Degrees::Complicated(2));
/// assert_eq!(band(NaturalOne::Ignore)?, Degrees::Success(2));
/// assert_eq!(band(NaturalOne::MinusFour)?, Degrees::Success(1));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum NaturalOne {
    /// One more degree of failure, whatever the result: a failure fails by
    /// one degree more, a success keeps its degrees and carries one degree
    /// of failure as a complication (the agreed reading).
    #[default]
    Keep,
    /// The natural 1 is an ordinary 1.
    Ignore,
    /// The die counts as -4 (a -5 to the roll) and the total is worked out
    /// again.
    MinusFour,
}

/// The value a natural 1 counts as under [`NaturalOne::MinusFour`].
pub const NATURAL_ONE_MINUS_FOUR: i32 = -4;

/// A skill rating, 0 to 100 (TC-4.10): 0 is practically unaware, 100 as
/// well-versed as a human gets.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::Skill;
///
/// // STR 15, hunting 60%: the check uses 9 (rule TC-4.10).
/// assert_eq!(Skill::new(60)?.modify(15), 9);
/// assert_eq!(Skill::new(150).unwrap_err().to_string(), "skill must be in 0..=100, got 150");
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct Skill(u32);

/// The highest skill rating.
pub const MAX_SKILL: u32 = 100;

impl TryFrom<u32> for Skill {
    type Error = Error;

    fn try_from(rating: u32) -> Result<Self, Error> {
        Self::new(rating)
    }
}

impl From<Skill> for u32 {
    fn from(skill: Skill) -> Self {
        skill.0
    }
}

impl Skill {
    /// A skill rating.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above [`MAX_SKILL`].
    pub fn new(rating: u32) -> Result<Self, Error> {
        Error::check_range("skill", rating, 0, MAX_SKILL.into())?;
        Ok(Self(rating))
    }

    /// The rating, 0 to 100.
    #[must_use]
    pub const fn rating(self) -> u32 {
        self.0
    }

    /// The skill-modified ability: `ability × rating / 100`, rounded down
    /// (the agreed reading).
    #[must_use]
    pub fn modify(self, ability: i32) -> i32 {
        // |ability| * 100 fits easily; div_euclid rounds down for any sign.
        let scaled = i64::from(ability) * i64::from(self.0);
        i32::try_from(scaled.div_euclid(i64::from(MAX_SKILL))).unwrap_or(ability)
    }
}

/// An ability check (TC-3.1): 1d20 + ability + modifiers against a DC,
/// with degrees of success and failure (TC-3.2), the open-ended 20
/// (TC-3.3), a natural-1 policy (TC-3.5), any number of advantage and
/// disadvantage dice (TC-3.8) and an optional skill (TC-4.10). A save is
/// the same check.
///
/// The check is a small `Copy` value: the adventurer's re-roll (TC-9.1,
/// [`Rerolls`]) is rolling it again.
///
/// Its [`odds`](Check::odds) list the bands below the degree of success of
/// a total of 41 + [`bonus`](Self::bonus) (the least total two explosions
/// make) and fold that degree and everything above into the tail, as
/// `Degrees::Success(n)`: at least 1, so a DC too high for one explosion to
/// reach puts every success in the tail and lists each degree of failure.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{AbilityCheck, DC_NORMAL, Degrees};
///
/// // Ability 12 against the normal DC 20 (rule TC-3.1).
/// let check = AbilityCheck::new(12, DC_NORMAL)?;
/// assert_eq!(check.roll(&mut SuppliedFaces::new(&[8]))?.band(), Degrees::Success(1));
/// assert_eq!(check.roll(&mut SuppliedFaces::new(&[7]))?.band(), Degrees::Failure(1));
///
/// // A natural 20 adds another d20 (rule TC-3.3): 20 + 20 + 3 + 12 = 55.
/// let outcome = check.roll(&mut SuppliedFaces::new(&[20, 20, 3]))?;
/// assert_eq!((outcome.total(), outcome.band()), (55, Degrees::Success(8)));
///
/// // Exact odds, exploding 20s included.
/// assert_eq!(check.probability_of_success(), BigRational::new(13.into(), 20.into()));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "AbilityCheckWire", into = "AbilityCheckWire")
)]
pub struct AbilityCheck {
    ability: i32,
    dc: i32,
    modifier: i32,
    skill: Option<Skill>,
    edge: Edge,
    natural_one: NaturalOne,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct AbilityCheckWire {
    ability: i32,
    dc: i32,
    #[cfg_attr(feature = "serde", serde(default))]
    modifier: i32,
    #[cfg_attr(feature = "serde", serde(default))]
    skill: Option<Skill>,
    #[cfg_attr(feature = "serde", serde(default))]
    edge: Edge,
    #[cfg_attr(feature = "serde", serde(default))]
    natural_one: NaturalOne,
}

impl TryFrom<AbilityCheckWire> for AbilityCheck {
    type Error = Error;

    fn try_from(wire: AbilityCheckWire) -> Result<Self, Error> {
        let check = Self::new(wire.ability, wire.dc)?
            .with_modifier(wire.modifier)?
            .with_edge(wire.edge)?
            .with_natural_one(wire.natural_one);
        Ok(match wire.skill {
            Some(skill) => check.with_skill(skill),
            None => check,
        })
    }
}

impl From<AbilityCheck> for AbilityCheckWire {
    fn from(check: AbilityCheck) -> Self {
        Self {
            ability: check.ability,
            dc: check.dc,
            modifier: check.modifier,
            skill: check.skill,
            edge: check.edge,
            natural_one: check.natural_one,
        }
    }
}

impl AbilityCheck {
    /// A plain check of an ability score against a DC: no modifier, no
    /// skill, no advantage or disadvantage, natural 1 under
    /// [`NaturalOne::Keep`].
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MIN_ABILITY`]`..=`[`MAX_ABILITY`] or a DC outside
    /// [`MIN_DC`]`..=`[`MAX_DC`].
    pub fn new(ability: i32, dc: i32) -> Result<Self, Error> {
        Error::check_range(
            "ability score",
            ability,
            MIN_ABILITY.into(),
            MAX_ABILITY.into(),
        )?;
        Error::check_range("DC", dc, MIN_DC.into(), MAX_DC.into())?;
        Ok(Self {
            ability,
            dc,
            modifier: 0,
            skill: None,
            edge: Edge::NONE,
            natural_one: NaturalOne::Keep,
        })
    }

    /// The same check with bonuses less penalties totalling `modifier`,
    /// replacing any modifier before: circumstances (TC-3.7, e.g.
    /// [`INJURY_OR_FATIGUE`]), class bonuses such as a fighter's level.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a modifier beyond ±[`MAX_MODIFIER`].
    pub fn with_modifier(self, modifier: i32) -> Result<Self, Error> {
        let max = i64::from(MAX_MODIFIER);
        Error::check_range("modifier", modifier, -max, max)?;
        Ok(Self { modifier, ..self })
    }

    /// The same check modified by a skill (TC-4.10): the ability counts as
    /// `ability × skill / 100` rounded down, before modifiers are added.
    /// The ability score itself stays in its range; what the check adds is
    /// [`effective_ability`](Self::effective_ability), 0 to the score.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, Resolved};
    /// use osr_check::constitution::{AbilityCheck, Degrees, Skill};
    ///
    /// // Hunting in a winter forest: DC 15, STR 14, hunting 50% -> 7.
    /// let hunt = AbilityCheck::new(14, 15)?.with_skill(Skill::new(50)?);
    /// assert_eq!(hunt.effective_ability(), 7);
    /// let outcome = hunt.roll(&mut SuppliedFaces::new(&[10]))?;
    /// assert_eq!((outcome.total(), outcome.band()), (17, Degrees::Success(1)));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn with_skill(self, skill: Skill) -> Self {
        Self {
            skill: Some(skill),
            ..self
        }
    }

    /// The same check with these advantage and disadvantage dice (TC-3.8),
    /// not cancelled: `1 + a + d` d20s are rolled, the `a` lowest and the
    /// `d` highest dropped, and the one left kept.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_EXTRA_DICE`] extra dice in
    /// all.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Edge, SuppliedFaces};
    /// use osr_check::Check;
    /// use osr_check::constitution::AbilityCheck;
    ///
    /// let check = AbilityCheck::new(10, 20)?;
    /// let roll = |edge, faces: &[u32]| -> Result<u32, osr_check::Error> {
    ///     Ok(check.with_edge(edge)?.roll(&mut SuppliedFaces::new(faces))?.natural())
    /// };
    /// assert_eq!(roll(Edge::new(1, 0), &[5, 14])?, 14);
    /// assert_eq!(roll(Edge::new(0, 1), &[5, 14])?, 5);
    /// // One of each: three dice, the lowest and highest dropped.
    /// assert_eq!(roll(Edge::new(1, 1), &[5, 14, 9])?, 9);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub fn with_edge(self, edge: Edge) -> Result<Self, Error> {
        Error::check_range(
            "advantage and disadvantage dice",
            i64::try_from(edge.extra_dice()).unwrap_or(i64::MAX),
            0,
            MAX_EXTRA_DICE.into(),
        )?;
        Ok(Self { edge, ..self })
    }

    /// The same check with advantage and disadvantage already cancelled by
    /// the caller: the table's policy when it wants one for one
    /// cancelling, which the rules do not ask for. Pass
    /// [`Edge::net`] of the counts, optionally capped with
    /// [`Net::at_most`].
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_EXTRA_DICE`] extra dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::Edge;
    /// use osr_check::Check;
    /// use osr_check::constitution::AbilityCheck;
    ///
    /// let check = AbilityCheck::new(10, 20)?;
    /// // Two advantages and one disadvantage, cancelled: one advantage.
    /// let cancelled = check.with_net(Edge::new(2, 1).net())?;
    /// assert_eq!(cancelled.edge(), Edge::new(1, 0));
    /// assert_eq!(cancelled.odds(), check.with_edge(Edge::new(1, 0))?.odds());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub fn with_net(self, net: Net) -> Result<Self, Error> {
        self.with_edge(match net {
            Net::Even => Edge::NONE,
            Net::Advantage(n) => Edge::new(n, 0),
            Net::Disadvantage(n) => Edge::new(0, n),
        })
    }

    /// The same check under another natural-1 policy.
    #[must_use]
    pub const fn with_natural_one(self, natural_one: NaturalOne) -> Self {
        Self {
            natural_one,
            ..self
        }
    }

    /// The ability score.
    #[must_use]
    pub const fn ability(&self) -> i32 {
        self.ability
    }

    /// The skill modifying the ability, if any.
    #[must_use]
    pub const fn skill(&self) -> Option<Skill> {
        self.skill
    }

    /// The ability the check adds: the score, or the skill-modified score.
    #[must_use]
    pub fn effective_ability(&self) -> i32 {
        self.skill
            .map_or(self.ability, |skill| skill.modify(self.ability))
    }

    /// The DC.
    #[must_use]
    pub const fn dc(&self) -> i32 {
        self.dc
    }

    /// The total of bonuses less penalties.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        self.modifier
    }

    /// The advantage and disadvantage dice.
    #[must_use]
    pub const fn edge(&self) -> Edge {
        self.edge
    }

    /// The natural-1 policy.
    #[must_use]
    pub const fn natural_one(&self) -> NaturalOne {
        self.natural_one
    }

    /// What the check adds to the dice: the effective ability plus the
    /// modifier.
    #[must_use]
    pub fn bonus(&self) -> i32 {
        // Both are bounded far inside i32 by the constructors.
        self.effective_ability() + self.modifier
    }

    /// The total a kept face other than 20 makes: the face (a natural 1
    /// counting -4 under [`NaturalOne::MinusFour`]) plus the bonus.
    fn total_of_face(&self, face: u32) -> i64 {
        let die = match (face, self.natural_one) {
            (1, NaturalOne::MinusFour) => i64::from(NATURAL_ONE_MINUS_FOUR),
            _ => i64::from(face),
        };
        die + i64::from(self.bonus())
    }

    /// The band of a kept face other than 20, with a natural 1's added
    /// degree of failure under [`NaturalOne::Keep`].
    fn band_of_face(&self, face: u32) -> Degrees {
        let band = Degrees::of_total(self.total_of_face(face), self.dc.into());
        if face == 1 && self.natural_one == NaturalOne::Keep {
            band.with_added_failure()
        } else {
            band
        }
    }

    /// The probability of each kept face, index `face - 1`.
    fn kept_odds(&self) -> Vec<BigRational> {
        order_statistic_odds(self.edge.advantage, self.edge.disadvantage)
    }

    /// The exact probability that the check succeeds, a complicated
    /// success included: exploding 20s count.
    #[must_use]
    pub fn probability_of_success(&self) -> BigRational {
        self.at_least(1)
    }

    /// The exact probability of at least `degrees` degrees of success
    /// (complicated successes count with their degrees), exploding 20s
    /// included: the chance that a chain of 20s reaches a total `t` is a
    /// finite sum, since `P(E >= t) = P(E >= t - 20) / 20` above 20.
    /// Zero degrees is certain.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above [`MAX_DEGREES`].
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_check::constitution::AbilityCheck;
    ///
    /// // Ability 12, DC 20: 4 degrees need a total of 35, so a natural 20
    /// // and then at least 3: (1/20) * (18/20).
    /// let check = AbilityCheck::new(12, 20)?;
    /// assert_eq!(check.probability_at_least(4)?, BigRational::new(18.into(), 400.into()));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    pub fn probability_at_least(&self, degrees: u32) -> Result<BigRational, Error> {
        Error::check_range("degrees", degrees, 0, MAX_DEGREES.into())?;
        Ok(self.at_least(degrees))
    }

    /// [`probability_at_least`](Self::probability_at_least) for a degree
    /// count already in range.
    fn at_least(&self, degrees: u32) -> BigRational {
        if degrees == 0 {
            return BigRational::one();
        }
        let kept = self.kept_odds();
        let mut p = BigRational::zero();
        for (face, w) in (1..20).zip(&kept) {
            if self.band_of_face(face).success_degrees() >= degrees {
                p += w;
            }
        }
        // A kept 20 reaches the threshold when 20 + E + bonus does.
        let threshold = self.threshold(degrees);
        p + &kept[19] * explosion_at_least(threshold - 20 - i64::from(self.bonus()))
    }

    /// The lowest total with `degrees >= 1` degrees of success.
    fn threshold(&self, degrees: u32) -> i64 {
        i64::from(self.dc) + i64::from(DEGREE_STEP) * (i64::from(degrees) - 1)
    }
}

/// The probability of each kept face `1..=20` (index `face - 1`) when
/// `1 + a + d` d20s are rolled and the `a` lowest and `d` highest dropped:
/// the `(a + 1)`-th lowest, an order statistic.
///
/// The kept face is at most `f` when at least `a + 1` dice are, so
/// `P(kept <= f) = sum_{j > a} C(n, j) f^j (20 - f)^(n - j) / 20^n`.
fn order_statistic_odds(advantage: u32, disadvantage: u32) -> Vec<BigRational> {
    let n = 1 + advantage + disadvantage;
    let total = BigInt::from(20).pow(n);
    // C(n, j) for j = 0..=n.
    let mut binomial = Vec::with_capacity(n as usize + 1);
    let mut c = BigInt::one();
    for j in 0..=n {
        binomial.push(c.clone());
        c = c * (n - j) / (j + 1);
    }
    let at_most = |f: u32| -> BigInt {
        (advantage + 1..=n)
            .map(|j| {
                &binomial[j as usize] * BigInt::from(f).pow(j) * BigInt::from(20 - f).pow(n - j)
            })
            .sum()
    };
    let mut previous = BigInt::zero();
    (1..=20)
        .map(|f| {
            let current = at_most(f);
            let ways = &current - &previous;
            previous = current;
            BigRational::new(ways, total.clone())
        })
        .collect()
}

/// `P(E = e)` for the sum `E` of an exploding d20 (roll, add, again on 20):
/// `20^-(j + 1)` for `e = 20 j + r` with `r` in `1..=19`, and 0 on
/// multiples of 20.
fn explosion_exactly(e: i64) -> BigRational {
    if e < 1 || e % 20 == 0 {
        return BigRational::zero();
    }
    let j = u32::try_from(e / 20).unwrap_or(u32::MAX);
    BigRational::new(BigInt::one(), BigInt::from(20).pow(j + 1))
}

/// `P(E >= t)` for the sum `E` of an exploding d20: 1 up to `t = 1`,
/// `(21 - t) / 20` up to 20, and `P(E >= t - 20) / 20` above.
fn explosion_at_least(t: i64) -> BigRational {
    if t <= 1 {
        return BigRational::one();
    }
    let j = (t - 1) / 20;
    let rest = t - 20 * j; // 1..=20
    let j = u32::try_from(j).unwrap_or(u32::MAX);
    BigRational::new(BigInt::from(21 - rest), BigInt::from(20).pow(j + 1))
}

/// A rolled [`AbilityCheck`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AbilityRoll {
    natural: u32,
    total: i32,
    dc: i32,
    degrees: Degrees,
    dice: Vec<Rolled>,
}

impl AbilityRoll {
    /// The kept d20 as rolled: a natural 1 or 20 is this face.
    #[must_use]
    pub const fn natural(&self) -> u32 {
        self.natural
    }

    /// The total compared with the DC: the kept die (-4 for a natural 1
    /// under [`NaturalOne::MinusFour`]), every explosion die, the ability
    /// and the modifier.
    #[must_use]
    pub const fn total(&self) -> i32 {
        self.total
    }

    /// The DC.
    #[must_use]
    pub const fn dc(&self) -> i32 {
        self.dc
    }

    /// Total minus DC: what the check was made by when zero or more.
    #[must_use]
    pub fn margin(&self) -> i64 {
        i64::from(self.total) - i64::from(self.dc)
    }

    /// The degrees of success or failure.
    #[must_use]
    pub const fn degrees(&self) -> Degrees {
        self.degrees
    }

    /// How many d20s the natural 20s added.
    #[must_use]
    pub fn explosions(&self) -> usize {
        self.dice
            .iter()
            .filter(|d| d.fate == Fate::Counted)
            .count()
            .saturating_sub(1)
    }
}

impl Resolved for AbilityRoll {
    type Band = Degrees;

    fn band(&self) -> Degrees {
        self.degrees
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

const fn d20(face: u32, fate: Fate) -> Rolled {
    Rolled {
        sides: 20,
        face,
        fate,
    }
}

impl Check for AbilityCheck {
    type Band = Degrees;
    type Outcome = AbilityRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AbilityRoll, Error> {
        let Edge {
            advantage,
            disadvantage,
        } = self.edge;
        let n = 1 + advantage + disadvantage;
        let mut dice = Vec::with_capacity(n as usize + 1);
        for _ in 0..n {
            dice.push(d20(Die::D20.roll(source)?, Fate::Dropped));
        }
        // Keep the (a + 1)-th lowest face; of equal faces, the first rolled.
        let mut sorted: Vec<u32> = dice.iter().map(|d| d.face).collect();
        sorted.sort_unstable();
        let natural = sorted[advantage as usize];
        if let Some(kept) = dice.iter_mut().find(|d| d.face == natural) {
            kept.fate = Fate::Counted;
        }

        let (total, degrees) = if natural == 20 {
            let bonus = i64::from(self.bonus());
            let mut sum = 20_i64;
            let mut face = 20;
            let mut explosions = 0;
            while face == 20 {
                if explosions == MAX_EXPLOSIONS {
                    return Err(Error::Unresolved {
                        what: "open-ended 20",
                        rolls: explosions,
                    });
                }
                face = Die::D20.roll(source)?;
                dice.push(d20(face, Fate::Counted));
                sum += i64::from(face);
                explosions += 1;
            }
            (sum + bonus, Degrees::of_total(sum + bonus, self.dc.into()))
        } else {
            (self.total_of_face(natural), self.band_of_face(natural))
        };
        Ok(AbilityRoll {
            natural,
            // At most 20 * 101 + 120 either way: far inside i32.
            total: i32::try_from(total).unwrap_or(i32::MAX),
            dc: self.dc,
            degrees,
            dice,
        })
    }

    fn odds(&self) -> Odds<Degrees> {
        let kept = self.kept_odds();
        let bonus = i64::from(self.bonus());
        let dc = i64::from(self.dc);
        // Listed exactly: every band below the first degree of success a
        // total of 41 + bonus reaches (the least that needs two
        // explosions); that band and everything above is the tail.
        let tail_degrees = Degrees::of_total(41 + bonus, dc).success_degrees().max(1);
        let tail_band = Degrees::Success(tail_degrees);
        let threshold = self.threshold(tail_degrees);

        let mut weights = Vec::with_capacity(64);
        for (face, w) in (1..20).zip(&kept) {
            // Faces below 20 stay below the tail: 19 + bonus < 41 + bonus - 5.
            weights.push((self.band_of_face(face), w.clone()));
        }
        // A kept 20 is 20 + E + bonus: list the totals below the threshold.
        let below = threshold - 20 - bonus;
        for e in 1..below {
            let p = explosion_exactly(e);
            if !p.is_zero() {
                weights.push((Degrees::of_total(20 + e + bonus, dc), &kept[19] * p));
            }
        }
        let tail = &kept[19] * explosion_at_least(below);
        Odds::from_weights(weights, Some((tail_band, tail)))
    }
}

/// The highest level [`Rerolls`] counts for: far beyond the XP table,
/// where level 40 needs 1500 × 2^38 XP.
pub const MAX_LEVEL: u32 = 100;

/// The adventurer's re-rolls (TC-9.1): any d20 roll the player makes can
/// be rolled again, as many times per session as the character's level.
///
/// A check is a `Copy` value and its outcome lists the dice it rolled
/// ([`Resolved::dice`]): re-rolling is [`spend`](Self::spend) and then
/// rolling the same check again.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{AbilityCheck, Degrees, Rerolls};
///
/// let mut rerolls = Rerolls::per_session(3)?;
/// let check = AbilityCheck::new(12, 20)?;
/// let first = check.roll(&mut SuppliedFaces::new(&[4]))?;
/// assert_eq!(first.band(), Degrees::Failure(1));
///
/// if Rerolls::applies_to(&first) {
///     rerolls.spend()?;
///     let again = check.roll(&mut SuppliedFaces::new(&[15]))?;
///     assert_eq!(again.band(), Degrees::Success(2));
/// }
/// assert_eq!(rerolls.remaining(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "RerollsWire", into = "RerollsWire")
)]
pub struct Rerolls {
    level: u32,
    spent: u32,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct RerollsWire {
    level: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    spent: u32,
}

impl TryFrom<RerollsWire> for Rerolls {
    type Error = Error;

    fn try_from(wire: RerollsWire) -> Result<Self, Error> {
        let rerolls = Self::per_session(wire.level)?;
        Error::check_range("re-rolls spent", wire.spent, 0, wire.level.into())?;
        Ok(Self {
            spent: wire.spent,
            ..rerolls
        })
    }
}

impl From<Rerolls> for RerollsWire {
    fn from(rerolls: Rerolls) -> Self {
        Self {
            level: rerolls.level,
            spent: rerolls.spent,
        }
    }
}

/// No re-rolls are left this session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NoRerollsLeft {
    /// The session's allowance, all spent.
    pub allowance: u32,
}

impl fmt::Display for NoRerollsLeft {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no re-rolls left this session: all {} spent",
            self.allowance
        )
    }
}

impl core::error::Error for NoRerollsLeft {}

impl Rerolls {
    /// A fresh session's re-rolls for an adventurer of `level`: one per
    /// level.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level outside `1..=`[`MAX_LEVEL`].
    pub fn per_session(level: u32) -> Result<Self, Error> {
        Error::check_range("level", level, 1, MAX_LEVEL.into())?;
        Ok(Self { level, spent: 0 })
    }

    /// The re-rolls a session allows: the level.
    #[must_use]
    pub const fn allowance(&self) -> u32 {
        self.level
    }

    /// The re-rolls left this session.
    #[must_use]
    pub const fn remaining(&self) -> u32 {
        self.level - self.spent
    }

    /// Uses one re-roll, returning how many are left.
    ///
    /// # Errors
    ///
    /// [`NoRerollsLeft`] when every re-roll of the session is spent; the
    /// count is unchanged.
    pub const fn spend(&mut self) -> Result<u32, NoRerollsLeft> {
        if self.spent == self.level {
            return Err(NoRerollsLeft {
                allowance: self.level,
            });
        }
        self.spent += 1;
        Ok(self.remaining())
    }

    /// A new session: every re-roll is back.
    pub const fn new_session(&mut self) {
        self.spent = 0;
    }

    /// Whether a rolled outcome is a d20 roll the re-roll applies to.
    #[must_use]
    pub fn applies_to<O: Resolved + ?Sized>(outcome: &O) -> bool {
        outcome.dice().iter().any(|d| d.sides == 20)
    }
}

/// The d100 roll of a prepared spell (TC-12.3.roll): at most the spell's
/// skill rating succeeds, so a spell known at 100% always does, and one
/// at 0% never.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved};
/// use osr_check::constitution::PercentileCheck;
///
/// let spell = PercentileCheck::new(50)?;
/// assert_eq!(spell.roll(&mut SuppliedFaces::new(&[49]))?.band(), PassFail::Pass);
/// assert_eq!(spell.roll(&mut SuppliedFaces::new(&[51]))?.band(), PassFail::Fail);
/// let one = BigRational::from_integer(1.into());
/// assert_eq!(PercentileCheck::new(100)?.odds().probability(&PassFail::Pass), Some(one));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct PercentileCheck {
    rating: Skill,
}

impl TryFrom<u32> for PercentileCheck {
    type Error = Error;

    fn try_from(rating: u32) -> Result<Self, Error> {
        Self::new(rating)
    }
}

impl From<PercentileCheck> for u32 {
    fn from(check: PercentileCheck) -> Self {
        check.rating.0
    }
}

impl From<Skill> for PercentileCheck {
    fn from(rating: Skill) -> Self {
        Self { rating }
    }
}

impl PercentileCheck {
    /// A roll against a skill rating.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above [`MAX_SKILL`].
    pub fn new(rating: u32) -> Result<Self, Error> {
        Skill::new(rating).map(Self::from)
    }

    /// The rating.
    #[must_use]
    pub const fn rating(&self) -> Skill {
        self.rating
    }
}

/// A rolled [`PercentileCheck`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PercentileRoll {
    passed: bool,
    dice: [Rolled; 1],
}

impl PercentileRoll {
    /// The d100 face.
    #[must_use]
    pub const fn face(&self) -> u32 {
        self.dice[0].face
    }
}

impl Resolved for PercentileRoll {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        PassFail::from_bool(self.passed)
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for PercentileCheck {
    type Band = PassFail;
    type Outcome = PercentileRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<PercentileRoll, Error> {
        let face = Die::D100.roll(source)?;
        Ok(PercentileRoll {
            passed: face <= self.rating.0,
            dice: [Rolled {
                sides: 100,
                face,
                fate: Fate::Counted,
            }],
        })
    }

    fn odds(&self) -> Odds<PassFail> {
        let pass = self.rating.0;
        Odds::from_weights(
            [
                (PassFail::Pass, ratio(pass, 100)),
                (PassFail::Fail, ratio(100 - pass, 100)),
            ],
            None,
        )
    }
}

/// Whether a creature's nerve holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Nerve {
    /// It flees or gives up.
    Breaks,
    /// It does not break.
    Holds,
}

/// Lowest morale score.
pub const MIN_MORALE: u32 = 2;
/// Highest morale score.
pub const MAX_MORALE: u32 = 12;

/// A morale check (TC-5.13): 2d6 at most the morale score holds.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{MoraleCheck, Nerve};
///
/// let morale = MoraleCheck::new(7)?;
/// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[3, 4]))?.band(), Nerve::Holds);
/// assert_eq!(morale.roll(&mut SuppliedFaces::new(&[4, 4]))?.band(), Nerve::Breaks);
/// let p = BigRational::new(21.into(), 36.into());
/// assert_eq!(morale.odds().probability(&Nerve::Holds), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
pub struct MoraleCheck {
    score: u32,
}

impl TryFrom<u32> for MoraleCheck {
    type Error = Error;

    fn try_from(score: u32) -> Result<Self, Error> {
        Self::new(score)
    }
}

impl From<MoraleCheck> for u32 {
    fn from(check: MoraleCheck) -> Self {
        check.score
    }
}

impl MoraleCheck {
    /// A morale check against a score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MIN_MORALE`]`..=`[`MAX_MORALE`].
    pub fn new(score: u32) -> Result<Self, Error> {
        Error::check_range("morale score", score, MIN_MORALE.into(), MAX_MORALE.into())?;
        Ok(Self { score })
    }

    /// The morale score.
    #[must_use]
    pub const fn score(&self) -> u32 {
        self.score
    }
}

/// A rolled [`MoraleCheck`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoraleRoll {
    holds: bool,
    dice: [Rolled; 2],
}

impl MoraleRoll {
    /// The 2d6 total.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.dice[0].face + self.dice[1].face
    }
}

impl Resolved for MoraleRoll {
    type Band = Nerve;

    fn band(&self) -> Nerve {
        if self.holds {
            Nerve::Holds
        } else {
            Nerve::Breaks
        }
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for MoraleCheck {
    type Band = Nerve;
    type Outcome = MoraleRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<MoraleRoll, Error> {
        let dice = roll_2d6(source)?;
        Ok(MoraleRoll {
            holds: dice[0].face + dice[1].face <= self.score,
            dice,
        })
    }

    fn odds(&self) -> Odds<Nerve> {
        odds_2d6(|total| {
            if total <= self.score {
                Nerve::Holds
            } else {
                Nerve::Breaks
            }
        })
    }
}

/// What haggling gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Bargain {
    /// The listed price.
    ListedPrice,
    /// [`HAGGLE_DISCOUNT_PERCENT`] off the listed price.
    Discount,
}

impl Bargain {
    /// The percentage taken off the listed price: 0 or
    /// [`HAGGLE_DISCOUNT_PERCENT`].
    #[must_use]
    pub const fn discount_percent(self) -> u32 {
        match self {
            Self::ListedPrice => 0,
            Self::Discount => HAGGLE_DISCOUNT_PERCENT,
        }
    }
}

/// The haggler's discount, in percent of the listed price.
pub const HAGGLE_DISCOUNT_PERCENT: u32 = 10;

/// The haggler's roll (TC-10.3): with ample time to survey the market, a
/// d20 strictly below charisma takes [`HAGGLE_DISCOUNT_PERCENT`] off the
/// listed price.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{Bargain, Haggle};
///
/// let haggle = Haggle::new(13)?;
/// assert_eq!(haggle.roll(&mut SuppliedFaces::new(&[12]))?.band(), Bargain::Discount);
/// assert_eq!(haggle.roll(&mut SuppliedFaces::new(&[13]))?.band(), Bargain::ListedPrice);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "i32", into = "i32"))]
pub struct Haggle {
    charisma: i32,
}

impl TryFrom<i32> for Haggle {
    type Error = Error;

    fn try_from(charisma: i32) -> Result<Self, Error> {
        Self::new(charisma)
    }
}

impl From<Haggle> for i32 {
    fn from(haggle: Haggle) -> Self {
        haggle.charisma
    }
}

impl Haggle {
    /// A haggler's roll with this charisma score.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside
    /// [`MIN_ABILITY`]`..=`[`MAX_ABILITY`].
    pub fn new(charisma: i32) -> Result<Self, Error> {
        Error::check_range(
            "charisma score",
            charisma,
            MIN_ABILITY.into(),
            MAX_ABILITY.into(),
        )?;
        Ok(Self { charisma })
    }

    /// The charisma score.
    #[must_use]
    pub const fn charisma(&self) -> i32 {
        self.charisma
    }

    /// Strictly below charisma is at most charisma - 1.
    const fn roll_under(&self) -> RollUnder {
        RollUnder {
            target: self.charisma - 1,
            edge: NetDice(Net::Even),
            naturals: Naturals::Compare,
        }
    }
}

const fn bargain(band: PassFail) -> Bargain {
    match band {
        PassFail::Pass => Bargain::Discount,
        PassFail::Fail => Bargain::ListedPrice,
    }
}

/// A rolled [`Haggle`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HaggleRoll {
    bargain: Bargain,
    dice: Vec<Rolled>,
}

impl HaggleRoll {
    /// The d20 face.
    #[must_use]
    pub fn face(&self) -> u32 {
        self.dice.first().map_or(0, |d| d.face)
    }
}

impl Resolved for HaggleRoll {
    type Band = Bargain;

    fn band(&self) -> Bargain {
        self.bargain
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Haggle {
    type Band = Bargain;
    type Outcome = HaggleRoll;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<HaggleRoll, Error> {
        let save = self.roll_under().roll(source)?;
        Ok(HaggleRoll {
            bargain: bargain(save.band()),
            dice: save.dice,
        })
    }

    fn odds(&self) -> Odds<Bargain> {
        self.roll_under().odds().map(bargain)
    }
}

/// Whether a reused non-standard character concept is allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Concept {
    /// Not this time.
    Refused,
    /// The concept may be played.
    Allowed,
}

const CONCEPT_TABLE: Table<Concept, 6> = Table::new([
    Concept::Allowed,
    Concept::Refused,
    Concept::Refused,
    Concept::Refused,
    Concept::Refused,
    Concept::Refused,
]);

/// The roll for a non-standard character concept that has been played
/// before (TC-4.8.concept): allowed only on a d6 roll of 1. It takes no
/// inputs.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::constitution::{Concept, ReusedConcept};
///
/// let roll = ReusedConcept.roll(&mut SuppliedFaces::new(&[1]))?;
/// assert_eq!(roll.band(), Concept::Allowed);
/// let sixth = BigRational::new(1.into(), 6.into());
/// assert_eq!(ReusedConcept.odds().probability(&Concept::Allowed), Some(sixth));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReusedConcept;

impl Check for ReusedConcept {
    type Band = Concept;
    type Outcome = TableRoll<Concept>;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TableRoll<Concept>, Error> {
        CONCEPT_TABLE.roll(source)
    }

    fn odds(&self) -> Odds<Concept> {
        CONCEPT_TABLE.odds()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Prefer, kept_face_odds};

    #[test]
    fn one_sided_edges_match_the_shared_keep_highest_and_lowest() {
        // rule: TC-3.8
        for n in 0..5 {
            assert_eq!(
                order_statistic_odds(n, 0),
                kept_face_odds(20, Net::Advantage(n), Prefer::High),
                "{n} advantages"
            );
            assert_eq!(
                order_statistic_odds(0, n),
                kept_face_odds(20, Net::Disadvantage(n), Prefer::High),
                "{n} disadvantages"
            );
        }
    }

    #[test]
    fn explosion_tail_is_the_sum_of_its_points() {
        // rule: TC-3.3
        for t in -3..130 {
            let mut direct = explosion_at_least(t + 400);
            for e in t..t + 400 {
                direct += explosion_exactly(e);
            }
            assert_eq!(direct, explosion_at_least(t), "t = {t}");
        }
    }
}
