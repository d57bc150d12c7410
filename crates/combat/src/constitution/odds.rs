//! The exact odds of one blow.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::constitution::AbilityCheck;
use osr_check::{Check, Odds, ratio};
use osr_health::constitution::{Injury, InjuryBand};

use super::Combatant;
use crate::Error;

/// What one attack does to its target, worst for the target last.
///
/// With the `serde` feature: `"miss"`, `"protected"` or
/// `{"injured": "minor_standing"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionBlow"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Blow {
    /// The attack missed.
    Miss,
    /// It hit and the hit points took it all.
    Protected,
    /// It got past the hit points: the injury saves' band.
    Injured(InjuryBand),
}

/// The exact odds of one ordinary attack by `attacker` on `target` as the
/// setup has them (no defence, no direct hit, the attacker not berserk,
/// the target unwounded): the strength check against AC with every
/// exploding 20 counted (osr-check), the damage die (two dice, the higher
/// kept, with an advantage die), and past the target's HP the injury
/// saves (osr-health).
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) when the attack's modifier or the
/// injury's DC leaves osr-check's or osr-health's ranges.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_check::constitution::AbilityScore;
/// use osr_combat::Side;
/// use osr_combat::constitution::{Blow, Combatant, blow_odds};
///
/// // STR 12 against AC 20 hits 13 times in 20; a d6 of at most 4 stays in HP 4.
/// let mut a = Combatant::new(1, Side::Party, 4)?;
/// a.strength = AbilityScore::new(12)?;
/// let b = Combatant::new(2, Side::Foes, 4)?;
/// let odds = blow_odds(&a, &b)?;
/// assert_eq!(odds.probability(&Blow::Miss), Some(ratio(7, 20)));
/// assert_eq!(odds.probability(&Blow::Protected), Some(ratio(13 * 4, 20 * 6)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn blow_odds(attacker: &Combatant, target: &Combatant) -> Result<Odds<Blow>, Error> {
    let check = AbilityCheck::new(attacker.strength.get(), target.ac.get())?
        .with_modifier(attacker.combat_bonus() + attacker.to_hit.get())?;
    let hit = check.probability_of_success();
    let sides = attacker.damage.die().sides();
    let all = sides * sides;
    let hp = target.hp.get();
    let saves = Injury::new(0, target.strength.get(), target.will.get())?
        .with_modifier(target.combat_bonus())?;
    let mut weights: Vec<(Blow, BigRational)> = Vec::new();
    weights.push((Blow::Miss, ratio(1, 1) - &hit));
    for damage in 1..=sides {
        // The chance of this damage: 1/n, or with an advantage die the
        // chance that the higher of two is `damage`.
        let p = if attacker.damage.advantage() {
            ratio(damage * damage - (damage - 1) * (damage - 1), all)
        } else {
            ratio(1, sides)
        };
        let p = &hit * p;
        if p.is_zero() {
            continue;
        }
        if damage <= hp {
            weights.push((Blow::Protected, p));
            continue;
        }
        let injury = saves
            .with_overflow(damage - hp)?
            .with_marks(target.level.get(), target.marks.get())?;
        for (band, q) in injury.odds().bands() {
            weights.push((Blow::Injured(*band), &p * q));
        }
    }
    Ok(Odds::new(weights, None)?)
}
