//! Keeping one die of several: the lowest or the highest, as advantage and
//! disadvantage say, and the odds of the kept face.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::Zero;
use osr_core::{Die, FaceSource, Net};

use crate::{Error, Fate, Rolled};

/// The kept face of recorded dice that [`roll_kept`] rolled: dice with
/// `sides` faces, at most `max_extra` more than one, the counted one the
/// first lowest or the first highest, the others dropped.
///
/// # Errors
///
/// [`Error::Inconsistent`] when the dice could not have been rolled so.
#[cfg(feature = "serde")]
pub(crate) fn recorded_kept_face(
    dice: &[Rolled],
    sides: u32,
    max_extra: u32,
) -> Result<u32, Error> {
    let extra = u32::try_from(dice.len().saturating_sub(1)).unwrap_or(u32::MAX);
    if dice.is_empty() || extra > max_extra {
        return Err(Error::Inconsistent {
            what: "the number of dice",
        });
    }
    if dice.iter().any(|d| d.sides != sides) {
        return Err(Error::Inconsistent {
            what: if sides == 20 {
                "a die other than a d20"
            } else {
                "a die of another size"
            },
        });
    }
    let kept_error = Error::Inconsistent {
        what: if sides == 20 {
            "the kept d20"
        } else {
            "the kept die"
        },
    };
    let mut counted = dice
        .iter()
        .enumerate()
        .filter(|(_, d)| d.fate == Fate::Counted);
    let (Some((kept, die)), None) = (counted.next(), counted.next()) else {
        return Err(kept_error);
    };
    let others_dropped = dice
        .iter()
        .enumerate()
        .all(|(i, d)| i == kept || d.fate == Fate::Dropped);
    let first_of = |face: Option<u32>| dice.iter().position(|d| Some(d.face) == face);
    let lowest = first_of(dice.iter().map(|d| d.face).min());
    let highest = first_of(dice.iter().map(|d| d.face).max());
    if others_dropped && (lowest == Some(kept) || highest == Some(kept)) {
        Ok(die.face)
    } else {
        Err(kept_error)
    }
}

/// Which die of several a rule keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Prefer {
    /// Lower is better (roll-under).
    Low,
    /// Higher is better (roll-high).
    High,
}

/// Whether the net edge keeps the lowest face, given which faces are better.
const fn keeps_lowest(net: Net, prefer: Prefer) -> bool {
    matches!(
        (net, prefer),
        (Net::Advantage(_), Prefer::Low) | (Net::Disadvantage(_), Prefer::High)
    )
}

/// Rolls one die plus one per net advantage or disadvantage, records every
/// die in `dice` and returns the kept face. Of equal faces the first is
/// kept. With [`kept_face_odds`] this is the building block of a check
/// that keeps the best or worst of several dice.
///
/// # Examples
///
/// ```
/// use osr_core::{Die, Net, SuppliedFaces};
/// use osr_check::{Fate, Prefer, roll_kept};
///
/// let mut dice = Vec::new();
/// let mut faces = SuppliedFaces::new(&[15, 7]);
/// let kept = roll_kept(&mut faces, Die::D20, Net::Advantage(1), Prefer::Low, &mut dice)?;
/// assert_eq!(kept, 7);
/// assert_eq!((dice[0].fate, dice[1].fate), (Fate::Dropped, Fate::Counted));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn roll_kept<S: FaceSource + ?Sized>(
    source: &mut S,
    die: Die,
    net: Net,
    prefer: Prefer,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let start = dice.len();
    let lowest = keeps_lowest(net, prefer);
    let mut kept = start;
    for i in 0..=net.extra_dice() {
        let face = die.roll(source)?;
        dice.push(Rolled {
            sides: die.sides(),
            face,
            fate: Fate::Dropped,
        });
        let best = dice[kept].face;
        if i > 0 && ((lowest && face < best) || (!lowest && face > best)) {
            kept = dice.len() - 1;
        }
    }
    dice[kept].fate = Fate::Counted;
    Ok(dice[kept].face)
}

/// The probability of each kept face `1..=sides` (index `face - 1`) of one
/// die plus one per net advantage or disadvantage, as [`roll_kept`] keeps
/// it.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::Net;
/// use osr_check::{Prefer, kept_face_odds};
///
/// // The lower of 2d6 is a 1 in 11 of 36 rolls.
/// let odds = kept_face_odds(6, Net::Advantage(1), Prefer::Low);
/// assert_eq!(odds[0], BigRational::new(11.into(), 36.into()));
/// ```
#[must_use]
pub fn kept_face_odds(sides: u32, net: Net, prefer: Prefer) -> Vec<BigRational> {
    let n = net.extra_dice() + 1;
    let total = num_bigint::BigInt::from(sides).pow(n);
    let lowest = keeps_lowest(net, prefer);
    (1..=sides)
        .map(|face| {
            // P(kept <= face) - P(kept <= face - 1), counted in outcomes.
            let at_most = |f: u32| -> num_bigint::BigInt {
                if lowest {
                    // Not all dice above f.
                    num_bigint::BigInt::from(sides).pow(n)
                        - num_bigint::BigInt::from(sides - f).pow(n)
                } else {
                    num_bigint::BigInt::from(f).pow(n)
                }
            };
            let ways = at_most(face) - at_most(face - 1);
            if ways.is_zero() {
                BigRational::zero()
            } else {
                BigRational::new(ways, total.clone())
            }
        })
        .collect()
}
