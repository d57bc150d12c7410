//! The hit point re-roll with fatigue dice that drop the highest
//! (TC-6.4, TC-6.5, TC-7.2, TC-11.3).

use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use super::{ExtraDice, HitDice};
use crate::Error;

/// The die of a hit die: d6, or d8 for a tough fighter (TC-7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum HitDie {
    /// d6, everyone's.
    #[default]
    D6,
    /// d8, Tough fucker's.
    D8,
}

impl HitDie {
    /// The die.
    #[must_use]
    pub const fn die(self) -> Die {
        match self {
            Self::D6 => Die::D6,
            Self::D8 => Die::D8,
        }
    }
}

/// The hit point roll: one die per hit die plus one extra die per point of
/// fatigue and penance, the highest extra dice dropped (the agreed reading
/// of TC-6.5: 2 HD with 2 fatigue roll 4d6 and keep the lowest 2).
///
/// Its band is the total: [`Check::odds`] gives the exact probability of
/// every total.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Fate, Resolved};
/// use osr_health::constitution::{HitDie, HpRoll};
///
/// // 2 HD, fatigue 2: 4d6 = 6, 5, 2, 1, the two highest dropped: HP 3.
/// let roll = HpRoll::new(2, 2, HitDie::D6)?;
/// let rolled = roll.roll(&mut SuppliedFaces::new(&[6, 5, 2, 1]))?;
/// assert_eq!(rolled.band(), 3);
/// assert_eq!(rolled.dice()[0].fate, Fate::Dropped);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct HpRoll {
    hit_dice: HitDice,
    extra: ExtraDice,
    die: HitDie,
}

impl HpRoll {
    /// `hit_dice` dice kept of `hit_dice + extra` rolled.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`HitDice`] or
    /// [`ExtraDice`].
    pub fn new(hit_dice: u32, extra: u32, die: HitDie) -> Result<Self, Error> {
        Ok(Self {
            hit_dice: HitDice::new(hit_dice)?,
            extra: ExtraDice::new(extra)?,
            die,
        })
    }

    /// `hit_dice` dice kept of `hit_dice + extra` rolled, already checked.
    pub(super) const fn from_dice(hit_dice: HitDice, extra: ExtraDice, die: HitDie) -> Self {
        Self {
            hit_dice,
            extra,
            die,
        }
    }

    /// The dice kept.
    #[must_use]
    pub const fn hit_dice(&self) -> u32 {
        self.hit_dice.get()
    }

    /// The extra dice, all dropped with the highest faces.
    #[must_use]
    pub const fn extra(&self) -> u32 {
        self.extra.get()
    }

    /// The die.
    #[must_use]
    pub const fn die(&self) -> HitDie {
        self.die
    }
}

/// A rolled [`HpRoll`]: the total of the kept dice, and every die rolled
/// (the highest `extra` of them dropped; of equal faces the first rolled
/// goes first).
///
/// With the `serde` feature it serializes as
/// `{"band": 3, "dice": [{"sides": 6, "face": 6, "fate": "dropped"}, ...]}`;
/// reading it back checks that the dice are of one size, that no dropped
/// die shows less than a kept one, and that the band is the kept total
/// ([`Error::InconsistentState`] otherwise).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "HpRolledFields"))]
pub struct HpRolled {
    band: u32,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct HpRolledFields {
    band: u32,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<HpRolledFields> for HpRolled {
    type Error = Error;

    fn try_from(f: HpRolledFields) -> Result<Self, Error> {
        let bad = |what| Err(Error::InconsistentState { what });
        let Some(first) = f.dice.first() else {
            return bad("an HP roll without dice");
        };
        if f.dice.len() > 121 || f.dice.iter().any(|d| d.sides != first.sides) {
            return bad("the dice of an HP roll");
        }
        let kept = f.dice.iter().filter(|d| d.fate == Fate::Counted);
        let lowest_dropped = f
            .dice
            .iter()
            .filter(|d| d.fate != Fate::Counted)
            .map(|d| d.face)
            .min();
        let highest_kept = kept.clone().map(|d| d.face).max();
        if highest_kept.is_none() || lowest_dropped.is_some_and(|low| Some(low) < highest_kept) {
            return bad("the dropped dice of an HP roll");
        }
        if kept.map(|d| d.face).sum::<u32>() != f.band {
            return bad("the total of an HP roll");
        }
        Ok(Self {
            band: f.band,
            dice: f.dice,
        })
    }
}

impl HpRolled {
    /// The hit points rolled.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.band
    }
}

impl Resolved for HpRolled {
    type Band = u32;

    fn band(&self) -> u32 {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for HpRoll {
    type Band = u32;
    type Outcome = HpRolled;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<HpRolled, crate::Error> {
        let die = self.die.die();
        let n = self.hit_dice() + self.extra();
        let mut dice = Vec::with_capacity(n as usize);
        for _ in 0..n {
            dice.push(Rolled {
                sides: die.sides(),
                face: die.roll(source)?,
                fate: Fate::Counted,
            });
        }
        // Drop the highest `extra`: by face, highest first; of equal faces
        // the first rolled.
        let mut order: Vec<usize> = (0..dice.len()).collect();
        order.sort_by(|&a, &b| dice[b].face.cmp(&dice[a].face).then(a.cmp(&b)));
        for &i in order.iter().take(self.extra() as usize) {
            dice[i].fate = Fate::Dropped;
        }
        let band = dice
            .iter()
            .filter(|d| d.fate == Fate::Counted)
            .map(|d| d.face)
            .sum();
        Ok(HpRolled { band, dice })
    }

    fn odds(&self) -> Odds<u32> {
        lowest_sum_odds(self.hit_dice(), self.extra(), self.die.die())
    }
}

/// The exact odds of the sum of the lowest `keep` of `keep + drop` dice of
/// `die`, counted face by face from the lowest: while fewer than `keep`
/// dice are placed, `c` of the `m` not yet placed show the face in
/// `C(m, c)` ways (the others show more, placed at a later face); once
/// `keep` are, the kept total is known and the dice left may show any
/// higher face. Counting ways, not probabilities, keeps 40 HD with 80
/// extra d8s to a few thousand sums of integers per face.
fn lowest_sum_odds(keep: u32, drop: u32, die: Die) -> Odds<u32> {
    let n = (keep + drop) as usize;
    let keep = keep as usize;
    let sides = die.sides();
    // choose[m][c]: the ways to pick c of m dice.
    let mut choose: Vec<Vec<BigInt>> = Vec::with_capacity(n + 1);
    for m in 0..=n {
        let mut row = alloc::vec![BigInt::one(); m + 1];
        for c in 1..m {
            row[c] = &choose[m - 1][c - 1] + &choose[m - 1][c];
        }
        choose.push(row);
    }
    let most = keep * sides as usize;
    // ways[p][sum]: p dice placed, all at faces below the next, the kept
    // ones summing to `sum`; fewer than `keep` of them.
    let mut ways: Vec<Vec<BigInt>> = alloc::vec![alloc::vec![BigInt::zero(); most + 1]; keep];
    ways[0][0] = BigInt::one();
    let mut totals: Vec<BigInt> = alloc::vec![BigInt::zero(); most + 1];
    for face in 1..=sides {
        let above = BigInt::from(sides - face);
        // above^k for the dice left over once `keep` are placed.
        let mut powers = alloc::vec![BigInt::one(); n + 1];
        for k in 1..=n {
            powers[k] = &powers[k - 1] * &above;
        }
        let face = face as usize;
        let mut next: Vec<Vec<BigInt>> = alloc::vec![alloc::vec![BigInt::zero(); most + 1]; keep];
        for placed in 0..keep {
            let left = n - placed;
            let needed = keep - placed;
            // The ways for `needed` or more of the dice left to show this
            // face and the rest a higher one: each completes the kept dice.
            let completing: BigInt = (needed..=left)
                .map(|c| &choose[left][c] * &powers[left - c])
                .sum();
            for sum in 0..=most {
                let w = &ways[placed][sum];
                if w.is_zero() {
                    continue;
                }
                totals[sum + needed * face] += w * &completing;
                for c in 0..needed {
                    next[placed + c][sum + c * face] += w * &choose[left][c];
                }
            }
        }
        ways = next;
    }
    let all = BigInt::from(sides).pow(u32::try_from(n).unwrap_or(u32::MAX));
    let bands = totals.into_iter().enumerate().map(|(sum, count)| {
        (
            u32::try_from(sum).unwrap_or(u32::MAX),
            BigRational::new(count, all.clone()),
        )
    });
    // The counts add up to every way the dice fall, so the odds sum to 1.
    Odds::new(bands, None).unwrap_or_else(|_| Odds::certain(0))
}
