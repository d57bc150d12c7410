//! Murdham's damage dice: exploding by penetration, impaired and enhanced (MU-dice.notation).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_core::{Die, Edge, FaceSource, Net, StepDie};
use osr_dice::{Limits, Plan, compile};

use super::net_edge;
use crate::{Check, Error, Fate, Odds, Prefer, Resolved, Rolled, kept_face_odds, ratio, roll_kept};

/// Most extra dice one exploding damage die rolls before the roll gives up
/// with [`Error::Unresolved`]: the same limit as the notation engine's
/// default ([`Limits::max_explosions`]). A d4 gets there once in 4^101
/// rolls.
pub const MAX_EXPLOSIONS: u32 = 100;

/// How many explosions the odds of an exploding [`Damage`] roll list total
/// by total; totals needing more are folded into the odds'
/// [`tail`](Odds::tail).
pub const LISTED_EXPLOSIONS: u32 = 6;

/// A damage roll: one die on d4..d12 that explodes, impaired or enhanced.
///
/// A die showing its highest face is rolled again and the new face less
/// one is added, as long as it keeps showing its highest face: a d4
/// rolling 4 then 3 deals 4 + (3 - 1) = 6. This is the notation engine's
/// penetrating explosion, `1d4!p` ([`notation`](Self::notation)).
///
/// Impaired damage is rolled twice (each roll with its explosions) and the
/// lower total counts; enhanced damage keeps the higher. One enhancement
/// cancels one impairment and more of either add nothing.
/// [`exploding(false)`](Self::exploding) gives a plain die for rolls that
/// are not damage (a disease's d4 of ability loss), impaired or enhanced
/// in the same way.
///
/// The odds list every total up to [`LISTED_EXPLOSIONS`] explosions and
/// fold the rest into their tail, which holds the chance of that total or
/// more, exactly (including the astronomically rare chains longer than
/// [`MAX_EXPLOSIONS`], which the roll refuses).
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::{Edge, StepDie, SuppliedFaces};
/// use osr_check::{Check, Resolved, murdham::Damage};
///
/// let d4 = Damage::new(StepDie::D4);
/// assert_eq!(d4.roll(&mut SuppliedFaces::new(&[4, 3]))?.band(), 6);
/// assert_eq!(d4.notation(), "1d4!p");
///
/// // Impaired d4 rolling 3 and 1 deals 1; enhanced d6 rolling 2 and 5 deals 5.
/// let impaired = d4.with_edge(Edge::new(0, 1));
/// assert_eq!(impaired.roll(&mut SuppliedFaces::new(&[3, 1]))?.band(), 1);
/// let enhanced = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0));
/// assert_eq!(enhanced.roll(&mut SuppliedFaces::new(&[2, 5]))?.band(), 5);
///
/// // 6 on a d4 is a 4 then a 3: 1/16.
/// let sixteenth = BigRational::new(1.into(), 16.into());
/// assert_eq!(d4.odds().probability(&6), Some(sixteenth));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamDamage"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Damage {
    /// The damage die, `d4` to `d12`.
    die: StepDie,
    /// Impairments and enhancements (none when left out).
    #[cfg_attr(feature = "serde", serde(default))]
    edge: Edge,
    /// Whether the die explodes (`true` when left out).
    #[cfg_attr(feature = "serde", serde(default = "explodes_by_default"))]
    explodes: bool,
}

#[cfg(feature = "serde")]
const fn explodes_by_default() -> bool {
    true
}

impl Damage {
    /// A damage roll of one exploding die.
    #[must_use]
    pub const fn new(die: StepDie) -> Self {
        Self {
            die,
            edge: Edge::NONE,
            explodes: true,
        }
    }

    /// The same roll with these enhancements (advantages) and impairments
    /// (disadvantages); under Murdham's rules more of either add nothing,
    /// so any are taken.
    #[must_use]
    pub const fn with_edge(self, edge: Edge) -> Self {
        Self { edge, ..self }
    }

    /// The same roll with or without explosions.
    #[must_use]
    pub const fn exploding(self, explodes: bool) -> Self {
        Self { explodes, ..self }
    }

    /// The die.
    #[must_use]
    pub const fn die(&self) -> StepDie {
        self.die
    }

    /// The enhancements and impairments as given.
    #[must_use]
    pub const fn edge(&self) -> Edge {
        self.edge
    }

    /// Whether the die explodes.
    #[must_use]
    pub const fn explodes(&self) -> bool {
        self.explodes
    }

    /// The roll in dice notation: `1d4!p` for an exploding d4,
    /// `{1d4!p, 1d4!p}kl1` impaired, `{1d4!p, 1d4!p}kh1` enhanced, and
    /// `1d4`, `2d4kl1`, `2d4kh1` without explosions.
    ///
    /// ```
    /// use osr_core::{Edge, StepDie};
    /// use osr_check::murdham::Damage;
    ///
    /// let fire = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0));
    /// assert_eq!(fire.notation(), "{1d6!p, 1d6!p}kh1");
    /// assert_eq!(fire.exploding(false).notation(), "2d6kh1");
    /// ```
    #[must_use]
    pub fn notation(&self) -> String {
        let sides = self.die.die().sides();
        let keep = match net_edge(self.edge) {
            Net::Even => None,
            Net::Advantage(_) => Some("kh1"),
            Net::Disadvantage(_) => Some("kl1"),
        };
        match (self.explodes, keep) {
            (true, None) => format!("1d{sides}!p"),
            (true, Some(keep)) => format!("{{1d{sides}!p, 1d{sides}!p}}{keep}"),
            (false, None) => format!("1d{sides}"),
            (false, Some(keep)) => format!("2d{sides}{keep}"),
        }
    }

    /// The roll compiled by the notation engine with the default
    /// [`Limits`], for rendering or for the engine's exact
    /// [`Distribution`](osr_dice::Distribution).
    ///
    /// ```
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_check::murdham::Damage;
    ///
    /// let plan = Damage::new(StepDie::D4).plan();
    /// assert_eq!(plan.roll(&mut SuppliedFaces::new(&[4, 3]))?.total, 6);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Never: the notation is one or two dice of at most 12 sides, always
    /// within the default limits (the crate's tests compile it for every
    /// die, edge and explosion).
    #[must_use]
    pub fn plan(&self) -> Plan {
        compile(&self.notation(), &Limits::default())
            .expect("a damage die's notation is within the default limits")
    }

    /// The first total the odds fold into their tail, or `None` for a die
    /// that does not explode.
    #[must_use]
    pub const fn tail_start(&self) -> Option<u32> {
        if self.explodes {
            let n = self.die.die().sides();
            Some(n + LISTED_EXPLOSIONS * (n - 1))
        } else {
            None
        }
    }
}

/// Rolls one exploding die into `dice` with `fate` and returns its total.
fn roll_exploding<S: FaceSource + ?Sized>(
    source: &mut S,
    die: Die,
    fate: Fate,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let sides = die.sides();
    let mut face = die.roll(source)?;
    dice.push(Rolled { sides, face, fate });
    let mut total = face;
    for _ in 0..MAX_EXPLOSIONS {
        if face != sides {
            return Ok(total);
        }
        face = die.roll(source)?;
        dice.push(Rolled { sides, face, fate });
        total = total.saturating_add(face.saturating_sub(1));
    }
    if face == sides {
        return Err(Error::Unresolved {
            what: "damage die explosion",
            rolls: MAX_EXPLOSIONS,
        });
    }
    Ok(total)
}

/// A rolled [`Damage`].
///
/// # Examples
///
/// ```
/// use osr_core::{Edge, StepDie, SuppliedFaces};
/// use osr_check::{Check, Fate, Resolved, murdham::Damage};
///
/// let impaired = Damage::new(StepDie::D4).with_edge(Edge::new(0, 1));
/// let outcome = impaired.roll(&mut SuppliedFaces::new(&[4, 2, 3]))?;
/// assert_eq!(outcome.total(), 3);
/// let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
/// assert_eq!(fates, [Fate::Dropped, Fate::Dropped, Fate::Counted]);
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"band": 6, "dice": [...]}`,
/// the band being the total; deserializing checks that the dice are of one
/// damage die and that the counted ones make the total (each die after the
/// first followed a highest face and adds its face less one), and refuses
/// a record that contradicts them with [`Error::Inconsistent`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamDamageRoll"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "DamageRecord", into = "DamageRecord")
)]
pub struct DamageRoll {
    total: u32,
    dice: Vec<Rolled>,
}

/// A [`DamageRoll`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct DamageRecord {
    /// The damage dealt.
    band: u32,
    /// Every die rolled, explosions included; an impaired or enhanced roll's
    /// set-aside dice are dropped.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<DamageRecord> for DamageRoll {
    type Error = Error;

    fn try_from(record: DamageRecord) -> Result<Self, Error> {
        let sides = record.dice.first().map_or(0, |d| d.sides);
        let limit = 2 * (usize::try_from(MAX_EXPLOSIONS).unwrap_or(usize::MAX) + 1);
        if record.dice.len() > limit
            || !matches!(sides, 4 | 6 | 8 | 10 | 12)
            || record.dice.iter().any(|d| d.sides != sides)
        {
            return Err(Error::Inconsistent {
                what: "the dice of a damage roll",
            });
        }
        let counted: Vec<u32> = record
            .dice
            .iter()
            .filter(|d| d.fate == Fate::Counted)
            .map(|d| d.face)
            .collect();
        let chain = counted
            .split_last()
            .is_some_and(|(_, before)| before.iter().all(|&face| face == sides));
        let total = counted
            .iter()
            .enumerate()
            .map(|(i, &face)| if i == 0 { face } else { face - 1 })
            .sum::<u32>();
        if !chain || total != record.band {
            return Err(Error::Inconsistent { what: "the total" });
        }
        Ok(Self {
            total: record.band,
            dice: record.dice,
        })
    }
}

#[cfg(feature = "serde")]
impl From<DamageRoll> for DamageRecord {
    fn from(roll: DamageRoll) -> Self {
        Self {
            band: roll.total,
            dice: roll.dice,
        }
    }
}

impl DamageRoll {
    /// The damage dealt.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.total
    }
}

impl Resolved for DamageRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.total
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Damage {
    type Band = u32;
    type Outcome = DamageRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<DamageRoll, Error> {
        let die = self.die.die();
        let net = net_edge(self.edge);
        let mut dice = Vec::with_capacity(2);
        if !self.explodes {
            let total = roll_kept(source, die, net, Prefer::High, &mut dice)?;
            return Ok(DamageRoll { total, dice });
        }
        let first = roll_exploding(source, die, Fate::Counted, &mut dice)?;
        let split = dice.len();
        let total = match net {
            Net::Even => first,
            Net::Advantage(_) | Net::Disadvantage(_) => {
                let second = roll_exploding(source, die, Fate::Counted, &mut dice)?;
                // Of equal totals the first counts.
                let keep_second = match net {
                    Net::Advantage(_) => second > first,
                    _ => second < first,
                };
                let (dropped, total) = if keep_second {
                    (0..split, second)
                } else {
                    (split..dice.len(), first)
                };
                for die in &mut dice[dropped] {
                    die.fate = Fate::Dropped;
                }
                total
            }
        };
        Ok(DamageRoll { total, dice })
    }

    fn odds(&self) -> Odds<u32> {
        let sides = self.die.die().sides();
        let net = net_edge(self.edge);
        let Some(tail) = self.tail_start() else {
            return Odds::from_weights(
                kept_face_odds(sides, net, Prefer::High)
                    .into_iter()
                    .zip(1..)
                    .map(|(p, face)| (face, p)),
                None,
            );
        };
        // One roll: p[t - 1] = P(total = t) for t below the tail.
        let p: Vec<BigRational> = (1..tail).map(|t| exploding_total(sides, t)).collect();
        // P(total <= t), t = 0..tail-1.
        let mut at_most = Vec::with_capacity(p.len() + 1);
        at_most.push(BigRational::zero());
        for (i, pt) in p.iter().enumerate() {
            let next = &at_most[i] + pt;
            at_most.push(next);
        }
        let square = |r: &BigRational| r * r;
        let one = BigRational::one();
        let (bands, tail_p): (Vec<(u32, BigRational)>, BigRational) = match net {
            Net::Even => (
                (1..tail).zip(p.iter().cloned()).collect(),
                one - &at_most[at_most.len() - 1],
            ),
            Net::Advantage(_) => (
                // P(max = t) = F(t)^2 - F(t - 1)^2.
                (1..tail)
                    .zip(at_most.windows(2))
                    .map(|(t, w)| (t, square(&w[1]) - square(&w[0])))
                    .collect(),
                one - square(&at_most[at_most.len() - 1]),
            ),
            Net::Disadvantage(_) => {
                // P(min = t) = S(t)^2 - S(t + 1)^2, S(t) = 1 - F(t - 1).
                let survival: Vec<BigRational> = at_most.iter().map(|f| &one - f).collect();
                (
                    (1..tail)
                        .zip(survival.windows(2))
                        .map(|(t, w)| (t, square(&w[0]) - square(&w[1])))
                        .collect(),
                    square(&survival[survival.len() - 1]),
                )
            }
        };
        Odds::from_weights(bands, Some((tail, tail_p)))
    }
}

/// The chance that one exploding die with `sides` faces totals `t`.
///
/// Below the highest face each total is one face. From there a total is
/// k highest faces then a lower face g, for t = sides + (k - 1)(sides - 1)
/// + (g - 1), one sequence of k + 1 faces.
fn exploding_total(sides: u32, t: u32) -> BigRational {
    if t == 0 {
        return BigRational::zero();
    }
    if t < sides {
        return ratio(1, sides);
    }
    let k = 1 + (t - sides) / (sides - 1);
    BigRational::new(BigInt::one(), BigInt::from(sides).pow(k + 1))
}
