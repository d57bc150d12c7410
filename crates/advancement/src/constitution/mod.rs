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

mod experience;
mod session;

use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::constitution::AbilityScore;
use osr_check::{Check, Fate, Odds, Resolved, Rolled, ratio};
use osr_core::{Die, FaceSource};

use crate::Error;
pub use crate::xp::{LevelTable, Xp};

pub use self::experience::{
    Gain, Haul, LEVEL_2_XP, ModuleConversion, TOP_LEVEL, Verdict, XP_PER_HIT_DIE, foes_xp,
    level_table, quest_xp, scaled_level_table, treasure_xp,
};
pub use self::session::{SessionEnd, SessionEndRoll, SessionEvent};

/// The five abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
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
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<ImprovementRoll, crate::Error> {
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

pub use osr_check::constitution::SpellRating;

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
        let replayed = check.roll(&mut source)?;
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
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<SpellImprovementRoll, crate::Error> {
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
