//! Cairn House Rules: the d20 roll-under save with advantage and
//! disadvantage, the optional natural 1/20 rule, and the 2d6 reaction roll.
//!
//! | rule | API |
//! |---|---|
//! | CH-dice.save: pass on d20 at most the ability | [`Save`], [`AbilityScore`], [`Rules`] |
//! | CH-dice.save.adv: 2d20, the lower with advantage, the higher with disadvantage | [`Save::with_edge`] |
//! | CH-dice.save (option): 1 always passes, 20 always fails | [`Save::with_naturals`] |
//! | CH-dice.save.which: the ability each situation calls for | [`Ability`], [`Situation`] |
//! | CH-travel.reaction: 2d6 reaction table, modifiers allowed | [`Reaction`] |
//! | CH-dice.d6-table: d6 table lookups | [`Table`](super::Table) |
//! | CH-dice.secret: rolls the referee makes in secret | [`secretly`](super::secretly) |

use alloc::vec::Vec;
use core::fmt;

use osr_core::{Edge, FaceSource};

use super::{Check, Error, Naturals, Odds, Resolved, Rolled, odds_2d6, roll_2d6};
use crate::save::{EdgeRule, NaturalsRule, SaveRules};

osr_core::bounded! {
    error: crate::Error;
    /// An ability score a save is rolled against: ability loss can take a
    /// score to 0, and 3d6 gives at most 18; the rule has a meaning up to
    /// 20, where only the natural 1/20 option can still fail the save.
    pub struct AbilityScore(i32) in 0..=20, "ability score";
}

crate::save::impl_score!(AbilityScore);

#[cfg(feature = "schema")]
crate::save::save_schema!(
    Rules,
    "CairnHouseSave",
    "A Cairn House Rules save: d20 at most the ability (0 to 20) passes; advantages and disadvantages cancel and roll at most one extra d20; the natural 1/20 rule is an option."
);

/// The rules of Cairn House Rules' save: advantage and disadvantage cancel
/// one for one and roll at most one extra d20, the natural 1/20 rule is an
/// option, and every save is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules;

impl SaveRules for Rules {
    type Ability = AbilityScore;
    type Outcome = super::Save;
    type Edge = Edge;
    const EDGE: EdgeRule = EdgeRule::CancelOneExtra;
    const NATURALS: NaturalsRule = NaturalsRule::Optional;
}

/// The three abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseAbility")
)]
pub enum Ability {
    /// Strength: tests of strength or endurance.
    Str,
    /// Dexterity: tests of agility or precision.
    Dex,
    /// Willpower: concentration, battles of will, anything involving magic.
    Wil,
}

/// The situations the rules name a save for.
///
/// # Examples
///
/// ```
/// use osr_check::cairn_house::{Ability, Situation};
///
/// assert_eq!(Situation::BurstDoor.ability(), Ability::Str);
/// assert_eq!(Situation::Initiative.ability(), Ability::Dex);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Situation {
    /// Acting before the enemies at the start of combat.
    Initiative,
    /// Fleeing a fight.
    Flee,
    /// A group's morale.
    Morale,
    /// Staying up after damage past 0 HP (a critical damage save).
    CriticalDamage,
    /// Keeping a spell going when hurt while casting.
    CastingInterrupted,
    /// Halving the damage of Fireball or Lightning Bolt.
    HalfDamage,
    /// Listening at a door.
    Listen,
    /// Bursting a stuck door.
    BurstDoor,
    /// Picking a lock.
    PickLock,
    /// Avoiding a room's trap.
    Trap,
}

impl Situation {
    /// The ability the save is rolled against.
    #[must_use]
    pub const fn ability(self) -> Ability {
        match self {
            Self::Initiative | Self::Flee | Self::HalfDamage | Self::PickLock | Self::Trap => {
                Ability::Dex
            }
            Self::Morale | Self::CastingInterrupted | Self::Listen => Ability::Wil,
            Self::CriticalDamage | Self::BurstDoor => Ability::Str,
        }
    }
}

/// A save: d20 at most the ability score passes (the agreed reading of
/// "under"). Advantage rolls 2d20 and keeps the lower, disadvantage the
/// higher; one of each cancel, and more of either add nothing
/// ([`Save::with_edge`]). The rules have no natural 1/20 rule; Cairn's "1
/// always passes, 20 always fails" is the option
/// ([`Save::with_naturals`]), and changes only saves against 0 or 20.
///
/// It is the crate's [configurable save](crate::save::Save) under
/// [`Rules`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved, cairn_house::Save};
///
/// let save = Save::new(10)?;
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[10]))?.band(), PassFail::Pass);
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[11]))?.band(), PassFail::Fail);
/// # Ok::<(), osr_check::Error>(())
/// ```
pub type Save = crate::save::Save<Rules>;

impl Save {
    /// The same save under a natural 1/20 rule: [`Naturals::Compare`] (the
    /// rules, and the default) or [`Naturals::OnePassesTwentyFails`] (the
    /// option).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, Naturals, PassFail, Resolved, cairn_house::Save};
    ///
    /// let zero = Save::new(0)?.with_naturals(Naturals::OnePassesTwentyFails);
    /// assert_eq!(zero.roll(&mut SuppliedFaces::new(&[1]))?.band(), PassFail::Pass);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn with_naturals(self, naturals: Naturals) -> Self {
        // The option allows either rule.
        Self { naturals, ..self }
    }
}

/// The reaction table's bands, from worst to best.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Disposition {
    /// 2 or less.
    Hostile,
    /// 3 to 5.
    Negative,
    /// 6 to 8.
    Uncertain,
    /// 9 to 11.
    Positive,
    /// 12 or more.
    Enthusiastic,
}

impl Disposition {
    /// The band a modified 2d6 total falls in.
    #[must_use]
    pub const fn of_total(total: i32) -> Self {
        match total {
            i32::MIN..=2 => Self::Hostile,
            3..=5 => Self::Negative,
            6..=8 => Self::Uncertain,
            9..=11 => Self::Positive,
            _ => Self::Enthusiastic,
        }
    }
}

impl fmt::Display for Disposition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Hostile => "hostile",
            Self::Negative => "negative",
            Self::Uncertain => "uncertain",
            Self::Positive => "positive",
            Self::Enthusiastic => "enthusiastic",
        })
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// The total modifier of a reaction roll (Gruesome Scars: -1): beyond
    /// ±10 every roll lands in the same band.
    pub struct ReactionModifier(i32) in -10..=10, "reaction modifier";
}

/// The reaction roll: 2d6 plus modifiers (Gruesome Scars: -1) on the
/// reaction table, when a being's disposition is unknown. Undead are
/// always hostile and are not rolled for.
///
/// With the `serde` feature it serializes as its modifier.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, cairn_house::{Disposition, Reaction}};
///
/// let scarred = Reaction::new(-1)?;
/// let outcome = scarred.roll(&mut SuppliedFaces::new(&[1, 2]))?;
/// assert_eq!((outcome.total(), outcome.band()), (2, Disposition::Hostile));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseReaction"))]
pub struct Reaction {
    modifier: ReactionModifier,
}

impl Reaction {
    /// A reaction roll with this total modifier.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a modifier outside
    /// [`ReactionModifier`]'s range.
    pub fn new(modifier: i32) -> Result<Self, Error> {
        Ok(Self {
            modifier: ReactionModifier::new(modifier)?,
        })
    }

    /// The modifier.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        self.modifier.get()
    }
}

/// A rolled [`Reaction`].
///
/// With the `serde` feature it serializes as
/// `{"band": "uncertain", "total": 7, "dice": [...]}`; deserializing checks
/// that the dice are two counted d6, that the total is their sum plus a
/// modifier in [`ReactionModifier`]'s range, and that the band is the
/// total's ([`Error::Inconsistent`] otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "ReactionRecord", into = "ReactionRecord")
)]
pub struct ReactionRoll {
    total: i32,
    dice: Vec<Rolled>,
}

/// A [`ReactionRoll`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ReactionRecord {
    /// The disposition read from the reaction table.
    band: Disposition,
    /// The 2d6 total plus the modifier.
    total: i32,
    /// The two d6.
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<ReactionRecord> for ReactionRoll {
    type Error = Error;

    fn try_from(record: ReactionRecord) -> Result<Self, Error> {
        let [a, b] = record.dice.as_slice() else {
            return Err(Error::Inconsistent {
                what: "the number of dice",
            });
        };
        if [a, b]
            .iter()
            .any(|d| d.sides != 6 || d.fate != crate::Fate::Counted)
        {
            return Err(Error::Inconsistent {
                what: "the dice of a reaction roll",
            });
        }
        let modifier = i64::from(record.total) - i64::from(a.face + b.face);
        if ReactionModifier::new(modifier).is_err() {
            return Err(Error::Inconsistent { what: "the total" });
        }
        if Disposition::of_total(record.total) != record.band {
            return Err(Error::Inconsistent { what: "the band" });
        }
        Ok(Self {
            total: record.total,
            dice: record.dice,
        })
    }
}

#[cfg(feature = "serde")]
impl From<ReactionRoll> for ReactionRecord {
    fn from(roll: ReactionRoll) -> Self {
        Self {
            band: roll.band(),
            total: roll.total,
            dice: roll.dice,
        }
    }
}

impl ReactionRoll {
    /// The dice plus the modifier.
    #[must_use]
    pub const fn total(&self) -> i32 {
        self.total
    }
}

impl Resolved for ReactionRoll {
    type Band = Disposition;

    fn band(&self) -> Disposition {
        Disposition::of_total(self.total)
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Reaction {
    type Band = Disposition;
    type Outcome = ReactionRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<ReactionRoll, Error> {
        let dice = roll_2d6(source)?;
        // Faces are 1..=6, the modifier within ±10: no overflow.
        let faces = dice[0].face + dice[1].face;
        let total = self.modifier() + i32::try_from(faces).unwrap_or(i32::MAX);
        Ok(ReactionRoll {
            total,
            dice: dice.into(),
        })
    }

    fn odds(&self) -> Odds<Disposition> {
        odds_2d6(|total| {
            Disposition::of_total(self.modifier() + i32::try_from(total).unwrap_or(i32::MAX))
        })
    }
}
