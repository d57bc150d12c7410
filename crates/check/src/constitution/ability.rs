//! The ability check: d20 + ability + modifiers against a DC, the open-ended
//! 20, advantage and disadvantage dice (TC-3.1, TC-3.3, TC-3.7, TC-3.8).

use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource, Net};

use super::{
    AbilityScore, DEGREE_STEP, Dc, DegreeCount, Degrees, Modifier, NATURAL_ONE_MINUS_FOUR,
    NaturalOne, Skill,
};
use crate::{Check, Error, Fate, MAX_EXTRA_DICE, Odds, Resolved, Rolled};

/// Most dice a chain of natural 20s adds before the roll gives up with
/// [`Error::Unresolved`]: fair dice do this once in 20^100 rolls, so only
/// a broken or adversarial face source gets there.
pub const MAX_EXPLOSIONS: u32 = 100;
/// The circumstance penalty the rules give as their example: -2 for an
/// injury or fatigue (TC-3.7).
pub const INJURY_OR_FATIGUE: i32 = -2;

/// An ability check (TC-3.1): 1d20 + ability + modifiers against a DC,
/// with degrees of success and failure (TC-3.2), the open-ended 20
/// (TC-3.3), a natural-1 policy (TC-3.5), any number of advantage and
/// disadvantage dice (TC-3.8) and an optional skill (TC-4.10). A save is
/// the same check.
///
/// The check is a small `Copy` value: the adventurer's re-roll (TC-9.1,
/// [`Rerolls`](super::Rerolls)) is rolling it again.
///
/// Its [`odds`](Check::odds) list the bands below the degree of success of
/// a total of 41 + [`bonus`](Self::bonus) (the least total two explosions
/// make) and fold that degree and everything above into the tail, as
/// `Degrees::Success(n)`: at least 1, so a DC too high for one explosion to
/// reach puts every success in the tail and lists each degree of failure.
///
/// With the `serde` feature it serializes as
/// `{"ability": 15, "dc": 20, "modifier": -2, "skill": 60,
/// "edge": {"advantage": 1, "disadvantage": 2}, "natural_one": "keep"}`,
/// every field after the DC optional; each field is read through its
/// bounded type ([`AbilityScore`], [`Dc`], [`Modifier`], [`Skill`]) and the
/// edge through [`with_edge`](Self::with_edge)'s limit.
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AbilityCheck {
    ability: AbilityScore,
    dc: Dc,
    #[cfg_attr(feature = "serde", serde(default))]
    modifier: Modifier,
    #[cfg_attr(feature = "serde", serde(default))]
    skill: Option<Skill>,
    /// Advantage and disadvantage dice: one more d20 each, the lowest
    /// advantages and highest disadvantages dropped (none when left out; at
    /// most 100 in all).
    #[cfg_attr(feature = "serde", serde(default))]
    edge: EdgeDice,
    /// What a natural 1 on the kept d20 does (`keep` when left out).
    #[cfg_attr(feature = "serde", serde(default))]
    natural_one: NaturalOne,
}

/// An [`Edge`] of at most [`MAX_EXTRA_DICE`] dice in all: validated when
/// built and when read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "Edge", into = "Edge"))]
struct EdgeDice(Edge);

impl TryFrom<Edge> for EdgeDice {
    type Error = Error;

    fn try_from(edge: Edge) -> Result<Self, Error> {
        Error::check_range(
            "advantage and disadvantage dice",
            // The exact sum, so a refusal names it.
            i64::from(edge.advantage) + i64::from(edge.disadvantage),
            0,
            MAX_EXTRA_DICE.into(),
        )?;
        Ok(Self(edge))
    }
}

impl From<EdgeDice> for Edge {
    fn from(edge: EdgeDice) -> Self {
        edge.0
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
    /// [`AbilityScore`]'s range or a DC outside [`Dc`]'s.
    pub fn new(ability: i32, dc: i32) -> Result<Self, Error> {
        Ok(Self {
            ability: AbilityScore::new(ability)?,
            dc: Dc::new(dc)?,
            modifier: Modifier::default(),
            skill: None,
            edge: EdgeDice::default(),
            natural_one: NaturalOne::Keep,
        })
    }

    /// The same check with bonuses less penalties totalling `modifier`,
    /// replacing any modifier before: circumstances (TC-3.7, e.g.
    /// [`INJURY_OR_FATIGUE`]), class bonuses such as a fighter's level.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a modifier outside
    /// [`Modifier`]'s range.
    pub fn with_modifier(self, modifier: i32) -> Result<Self, Error> {
        Ok(Self {
            modifier: Modifier::new(modifier)?,
            ..self
        })
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
        Ok(Self {
            edge: EdgeDice::try_from(edge)?,
            ..self
        })
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
        self.ability.get()
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
            .map_or(self.ability(), |skill| skill.modify(self.ability()))
    }

    /// The DC.
    #[must_use]
    pub const fn dc(&self) -> i32 {
        self.dc.get()
    }

    /// The total of bonuses less penalties.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        self.modifier.get()
    }

    /// The advantage and disadvantage dice.
    #[must_use]
    pub const fn edge(&self) -> Edge {
        self.edge.0
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
        self.effective_ability() + self.modifier()
    }

    /// The band of a kept face other than 20, with a natural 1's added
    /// degree of failure under [`NaturalOne::Keep`].
    fn band_of_face(&self, face: u32) -> Degrees {
        let (bonus, dc) = (self.bonus().into(), self.dc().into());
        total_and_band(face, 0, bonus, dc, self.natural_one).1
    }

    /// The probability of each kept face, index `face - 1`.
    fn kept_odds(&self) -> Vec<BigRational> {
        order_statistic_odds(self.edge.0.advantage, self.edge.0.disadvantage)
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
    /// [`Error::Core`] (`OutOfRange`) above [`DegreeCount`]'s range.
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
        Ok(self.at_least(DegreeCount::new(degrees)?.get()))
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
        i64::from(self.dc()) + i64::from(DEGREE_STEP) * (i64::from(degrees) - 1)
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

/// A rolled [`AbilityCheck`]: its degrees, the natural die, the total and
/// what made it, and every d20 rolled.
///
/// With the `serde` feature it serializes as
///
/// ```text
/// {"band": {"success": 8}, "natural": 20, "total": 55, "dc": 20, "margin": 35,
///  "bonus": 12, "natural_one": "keep", "dice": [...]}
/// ```
///
/// with the band named as in the check's [`Odds`]. Deserializing works
/// every figure out again from the dice, the bonus, the DC and the
/// natural-1 policy, and rejects a record whose dice are not d20s kept and
/// exploded as a check keeps them, or whose natural die, total, margin or
/// band disagree, with [`Error::Inconsistent`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::constitution::{AbilityCheck, Degrees};
///
/// let check = AbilityCheck::new(12, 20)?.with_modifier(-2)?;
/// let roll = check.roll(&mut SuppliedFaces::new(&[20, 7]))?;
/// assert_eq!((roll.natural(), roll.bonus(), roll.total()), (20, 10, 37));
/// assert_eq!((roll.margin(), roll.degrees()), (17, Degrees::Success(4)));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "AbilityRollFields"))]
pub struct AbilityRoll {
    /// The degrees of success or failure.
    band: Degrees,
    /// The kept d20, before any explosion.
    natural: u32,
    /// The kept d20, every explosion die and the bonus.
    total: i32,
    /// The DC the total was compared with.
    dc: Dc,
    /// The total minus the DC.
    margin: i64,
    /// The ability (modified by the skill) plus the modifier.
    bonus: i32,
    /// The natural-1 rule the check was rolled under.
    natural_one: NaturalOne,
    /// Every d20 rolled, in order: the dropped advantage and disadvantage dice,
    /// the kept die and its explosions.
    dice: Vec<Rolled>,
}

/// An [`AbilityRoll`] as read, before its figures are worked out again.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct AbilityRollFields {
    band: Degrees,
    natural: u32,
    total: i32,
    dc: Dc,
    margin: i64,
    bonus: i32,
    natural_one: NaturalOne,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<AbilityRollFields> for AbilityRoll {
    type Error = Error;

    fn try_from(fields: AbilityRollFields) -> Result<Self, Error> {
        let roll = Self::of(fields.dice, fields.bonus, fields.dc, fields.natural_one)?;
        let disagrees = [
            (roll.natural != fields.natural, "the natural die"),
            (roll.total != fields.total, "the total"),
            (roll.margin != fields.margin, "the margin"),
            (roll.band != fields.band, "the band"),
        ];
        match disagrees.iter().find(|(differs, _)| *differs) {
            Some(&(_, what)) => Err(Error::Inconsistent { what }),
            None => Ok(roll),
        }
    }
}

/// The total and band of a kept natural die whose explosion dice (if it
/// was a 20) sum to `exploded`, with `bonus` added, against `dc`.
fn total_and_band(
    natural: u32,
    exploded: i64,
    bonus: i64,
    dc: i64,
    natural_one: NaturalOne,
) -> (i64, Degrees) {
    let die = match (natural, natural_one) {
        (1, NaturalOne::MinusFour) => i64::from(NATURAL_ONE_MINUS_FOUR),
        _ => i64::from(natural),
    };
    let total = die + exploded + bonus;
    let band = Degrees::of_total(total, dc);
    if natural == 1 && natural_one == NaturalOne::Keep {
        (total, band.with_added_failure())
    } else {
        (total, band)
    }
}

impl AbilityRoll {
    /// The roll these dice make: the first counted d20 is the kept one (of
    /// the advantage and disadvantage dice, each other one dropped), and
    /// the counted d20s after it are its explosion dice.
    fn of(dice: Vec<Rolled>, bonus: i32, dc: Dc, natural_one: NaturalOne) -> Result<Self, Error> {
        let inconsistent = |what| Err(Error::Inconsistent { what });
        if dice.iter().any(|d| d.sides != 20) {
            return inconsistent("the size of a die");
        }
        if dice.iter().any(|d| d.fate == Fate::Replaced) {
            return inconsistent("the fate of a die");
        }
        let Some(kept) = dice.iter().position(|d| d.fate == Fate::Counted) else {
            return inconsistent("the kept die");
        };
        // The explosion dice follow every advantage and disadvantage die,
        // so the edge dice run to the last dropped one and hold one kept die.
        let rolled = dice
            .iter()
            .rposition(|d| d.fate == Fate::Dropped)
            .map_or(kept + 1, |last| last.max(kept) + 1);
        let (edge_dice, exploded) = dice.split_at(rolled);
        if edge_dice.iter().filter(|d| d.fate == Fate::Counted).count() != 1 {
            return inconsistent("the kept die");
        }
        let extra = u32::try_from(edge_dice.len() - 1).unwrap_or(u32::MAX);
        if extra > MAX_EXTRA_DICE {
            return inconsistent("the number of dice");
        }
        let natural = edge_dice[kept].face;
        // Of equal faces the first rolled is kept.
        if edge_dice[..kept].iter().any(|d| d.face == natural) {
            return inconsistent("the kept die");
        }
        // A natural 20 adds d20s until one is not a 20; nothing else does.
        let chain_ok = match exploded.split_last() {
            None => natural != 20,
            Some((last, twenties)) => {
                natural == 20
                    && last.face != 20
                    && twenties.iter().all(|d| d.face == 20)
                    && u32::try_from(exploded.len()).is_ok_and(|n| n <= MAX_EXPLOSIONS)
            }
        };
        if !chain_ok {
            return inconsistent("the chain of 20s");
        }
        let max_bonus = i64::from(AbilityScore::MAX) + i64::from(Modifier::MAX);
        Error::check_range("bonus", bonus, Modifier::MIN.into(), max_bonus)?;
        let exploded: i64 = exploded.iter().map(|d| i64::from(d.face)).sum();
        let dc_value = i64::from(dc.get());
        let (total, band) = total_and_band(natural, exploded, bonus.into(), dc_value, natural_one);
        Ok(Self {
            band,
            natural,
            // At most 20 * 101 + 120 either way: far inside i32.
            total: i32::try_from(total).unwrap_or(i32::MAX),
            dc,
            margin: total - dc_value,
            bonus,
            natural_one,
            dice,
        })
    }

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
        self.dc.get()
    }

    /// Total minus DC: what the check was made by when zero or more.
    #[must_use]
    pub const fn margin(&self) -> i64 {
        self.margin
    }

    /// What the check added to the dice: the effective ability plus the
    /// modifier ([`AbilityCheck::bonus`]).
    #[must_use]
    pub const fn bonus(&self) -> i32 {
        self.bonus
    }

    /// The natural-1 policy the roll was read under.
    #[must_use]
    pub const fn natural_one(&self) -> NaturalOne {
        self.natural_one
    }

    /// The degrees of success or failure: the band.
    #[must_use]
    pub const fn degrees(&self) -> Degrees {
        self.band
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
        self.band
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
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AbilityRoll, Error> {
        let Edge {
            advantage,
            disadvantage,
        } = self.edge.0;
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

        if natural == 20 {
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
                explosions += 1;
            }
        }
        AbilityRoll::of(dice, self.bonus(), self.dc, self.natural_one)
    }

    fn odds(&self) -> Odds<Degrees> {
        let kept = self.kept_odds();
        let bonus = i64::from(self.bonus());
        let dc = i64::from(self.dc());
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
