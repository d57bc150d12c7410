//! Damage from a contest fought with weapons (rule GM-combat.contest-damage).

use alloc::vec::Vec;

use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};
use osr_health::gods_and_monsters::{Hit, Taken, Vitals};

#[cfg(feature = "serde")]
use super::inconsistent;
use super::{ContestDamageBonus, DamageDice, DamageDie, Split};
use crate::Error;

/// Damage to the loser of a contest fought with weapons (rule
/// GM-combat.contest-damage): the weapon's damage dice plus its bonus, of
/// which one point per die becomes an injury point. With one or two dice a
/// successful evasion roll cancels the injury points. When the loss is
/// archetypal for the loser and their verve takes all of it, there are no
/// injury points either ([`ContestDamageRoll::hit`]).
///
/// The odds are of the split, injuries and damage, before verve.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::{ContestDamage, Split};
/// use osr_core::SuppliedFaces;
///
/// // 2d6 rolls 7; evasion 8 fails on 15, succeeds on 3.
/// let sword = ContestDamage::new(2, 6, 0, Roll::new(8)?)?;
/// assert_eq!(sword.roll(&mut SuppliedFaces::new(&[3, 4, 15]))?.split(), Split { injuries: 2, damage: 5 });
/// assert_eq!(sword.roll(&mut SuppliedFaces::new(&[3, 4, 3]))?.split(), Split { injuries: 0, damage: 7 });
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersContestDamage"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ContestDamage {
    dice: DamageDice,
    die: DamageDie,
    bonus: ContestDamageBonus,
    evasion: Roll,
}

/// The most damage dice an evasion roll can cancel the injuries of.
pub const CONTEST_EVASION_MAX_DICE: u32 = 2;

impl ContestDamage {
    /// `dice` damage dice of `faces` faces plus `bonus`, taken by a loser
    /// whose evasion roll is `evasion`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for dice outside
    /// [`DamageDice::MIN`]`..=`[`DamageDice::MAX`], faces outside
    /// [`DamageDie::MIN`]`..=`[`DamageDie::MAX`], or a bonus outside
    /// [`ContestDamageBonus::MIN`]`..=`[`ContestDamageBonus::MAX`].
    pub fn new(dice: u32, faces: u32, bonus: u32, evasion: Roll) -> Result<Self, Error> {
        Ok(Self {
            dice: DamageDice::new(dice)?,
            die: DamageDie::new(faces)?,
            bonus: ContestDamageBonus::new(bonus)?,
            evasion,
        })
    }

    /// Whether an evasion roll is made: for one or two dice.
    #[must_use]
    pub const fn evasion_counts(&self) -> bool {
        self.dice.get() <= CONTEST_EVASION_MAX_DICE
    }

    fn die(&self) -> Die {
        // A DamageDie is at least 1.
        Die::new(self.die.get()).unwrap_or(Die::D1)
    }

    fn split(&self, total: u32, evaded: bool) -> Split {
        Split::of(total, if evaded { 0 } else { self.dice.get() })
    }
}

/// A rolled [`ContestDamage`]: the dice (damage dice, then the evasion d20
/// when one is rolled), the total and the split.
///
/// With the `serde` feature it serializes as `{"split": {...}, "evaded":
/// true, "dice": [...]}`; reading it back checks every die, that an
/// evasion d20 follows one or two damage dice of one kind, that the total
/// is at least their sum and at most the largest bonus above it, and that
/// the injuries follow (none when evaded, one per die otherwise);
/// [`Check::verify`] checks the rest against the contest.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, gods_and_monsters::Roll};
/// use osr_combat::gods_and_monsters::special::ContestDamage;
/// use osr_core::SuppliedFaces;
///
/// // A d6 + 1, evasion 8 made on a 2: no injury.
/// let knife = ContestDamage::new(1, 6, 1, Roll::new(8)?)?;
/// let outcome = knife.roll(&mut SuppliedFaces::new(&[4, 2]))?;
/// assert_eq!((outcome.total(), outcome.evaded(), outcome.split().injuries), (5, Some(true), 0));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersContestDamageRoll")
)]
#[cfg_attr(feature = "serde", serde(try_from = "ContestDamageRollFields"))]
pub struct ContestDamageRoll {
    split: Split,
    evaded: Option<bool>,
    dice: Vec<Rolled>,
}

/// A [`ContestDamageRoll`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct ContestDamageRollFields {
    split: Split,
    evaded: Option<bool>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<ContestDamageRollFields> for ContestDamageRoll {
    type Error = Error;

    fn try_from(f: ContestDamageRollFields) -> Result<Self, Error> {
        let damage_dice = match (f.evaded, f.dice.split_last()) {
            (None, _) => &f.dice[..],
            (Some(_), Some((evasion, rest))) if evasion.sides == 20 => rest,
            (Some(_), _) => return Err(inconsistent("contest evasion die")),
        };
        let count = u32::try_from(damage_dice.len()).unwrap_or(u32::MAX);
        let counts_evasion = count <= CONTEST_EVASION_MAX_DICE;
        let first_sides = damage_dice.first().map(|d| d.sides);
        if !(DamageDice::MIN..=DamageDice::MAX).contains(&count)
            || first_sides.is_some_and(|sides| sides > DamageDie::MAX)
            || damage_dice.iter().any(|d| Some(d.sides) != first_sides)
            || f.evaded.is_some() != counts_evasion
        {
            return Err(inconsistent("contest damage dice"));
        }
        let sum: u64 = damage_dice.iter().map(|d| u64::from(d.face)).sum();
        let total = u64::from(f.split.total());
        if total < sum || total - sum > u64::from(ContestDamageBonus::MAX) {
            return Err(inconsistent("contest damage total"));
        }
        let injuries = if f.evaded == Some(true) { 0 } else { count };
        if f.split != Split::of(f.split.total(), injuries) {
            return Err(inconsistent("contest injuries"));
        }
        Ok(Self {
            split: f.split,
            evaded: f.evaded,
            dice: f.dice,
        })
    }
}

impl ContestDamageRoll {
    /// Where the damage goes (before verve).
    #[must_use]
    pub const fn split(&self) -> Split {
        self.split
    }

    /// The damage in all.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.split.total()
    }

    /// Whether the evasion roll succeeded, when one was rolled.
    #[must_use]
    pub const fn evaded(&self) -> Option<bool> {
        self.evaded
    }

    /// The hit the loser takes, given their vitals: when the loss is
    /// archetypal and their verve covers all of it, the whole damage with
    /// no injury points; otherwise the split.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) past osr-health's limits.
    pub fn hit(&self, loser: &Vitals, archetypal: bool) -> Result<Hit, Error> {
        let total = self.split.total();
        if archetypal && loser.verve() >= total {
            Ok(Hit::new(total)?.archetypal(true))
        } else {
            Ok(self.split.hit()?.archetypal(archetypal))
        }
    }

    /// Applies [`hit`](Self::hit) to the loser's vitals through osr-health.
    ///
    /// # Errors
    ///
    /// osr-health's refusal (injuries past its limit); the vitals are then
    /// unchanged.
    pub fn strike(&self, loser: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
        let hit = self.hit(loser, archetypal)?;
        Ok(loser.take(hit)?)
    }
}

impl Resolved for ContestDamageRoll {
    type Band = Split;

    fn band(&self) -> Split {
        self.split
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for ContestDamage {
    type Band = Split;
    type Outcome = ContestDamageRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<ContestDamageRoll, crate::Error> {
        let die = self.die();
        let mut dice = Vec::new();
        let mut total = self.bonus.get();
        for _ in 0..self.dice.get() {
            let face = die.roll(source)?;
            total += face;
            dice.push(Rolled {
                sides: die.sides(),
                face,
                fate: osr_check::Fate::Counted,
            });
        }
        let evaded = if self.evasion_counts() {
            let save = self.evasion.roll(source)?;
            dice.extend_from_slice(save.dice());
            Some(save.passed())
        } else {
            None
        };
        Ok(ContestDamageRoll {
            split: self.split(total, evaded == Some(true)),
            evaded,
            dice,
        })
    }

    fn odds(&self) -> Odds<Split> {
        let die = self.die();
        let mut totals = Odds::certain(self.bonus.get());
        for _ in 0..self.dice.get() {
            totals = totals.then(|&sum| Odds::die(die, |face| sum + face));
        }
        totals.then(|&total| {
            if self.evasion_counts() {
                self.evasion
                    .odds()
                    .map(|pass| self.split(total, pass.passed()))
            } else {
                Odds::certain(self.split(total, false))
            }
        })
    }
}
