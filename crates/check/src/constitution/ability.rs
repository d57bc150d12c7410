//! The ability check: d20 + ability + modifiers against a DC, the open-ended
//! 20, advantage and disadvantage dice (TC-3.1, TC-3.3, TC-3.7, TC-3.8).

use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource, Net};

use super::{DEGREE_STEP, Degrees, NATURAL_ONE_MINUS_FOUR, NaturalOne, Skill};
use crate::{Check, Error, Fate, MAX_EXTRA_DICE, Odds, Resolved, Rolled};

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
