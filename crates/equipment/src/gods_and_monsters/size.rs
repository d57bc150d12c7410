//! The size rules: damage, range, price and attack penalty of items made
//! for other sizes.

use osr_core::{DamageStep, Dice};

use super::{Price, Size};
use crate::Error;

/// Damage of a weapon made for a `size` creature, from its medium damage:
/// one step along the damage progression per size step.
///
/// # Errors
///
/// [`Error::OffProgression`] for dice off the progression;
/// [`Error::Core`] (out of range) below the flat 1.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die};
/// use osr_equipment::gods_and_monsters::{sized_damage, Size};
///
/// assert_eq!(sized_damage(Dice::one(Die::D10), Size::Small)?.to_string(), "d8");
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn sized_damage(medium: Dice, size: Size) -> Result<Dice, Error> {
    let step = DamageStep::of(medium).ok_or(Error::OffProgression { dice: medium })?;
    Ok(step.shifted(Size::Medium.steps_to(size))?.dice())
}

/// Range of a weapon made for a `size` creature, from its medium range:
/// doubled per step up, halved per step down, rounded half up, at least 1.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{sized_range, Size};
///
/// assert_eq!(sized_range(3, Size::Small), 2);
/// assert_eq!(sized_range(3, Size::Titanic), 48);
/// ```
#[must_use]
pub fn sized_range(medium: u32, size: Size) -> u32 {
    let steps = Size::Medium.steps_to(size);
    let range = u64::from(medium);
    let scaled = if steps >= 0 {
        range << steps.unsigned_abs()
    } else {
        let divisor = 1u64 << steps.unsigned_abs();
        (2 * range + divisor) / (2 * divisor)
    };
    u32::try_from(scaled).unwrap_or(u32::MAX).max(1)
}

/// Price of an item made for a `made_for` creature in a `culture` culture:
/// doubled for each size step between them.
///
/// # Errors
///
/// [`Error::Overflow`] for absurd prices.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{sized_cost, Price, Size};
///
/// assert_eq!(sized_cost(Price::whole(20), Size::Tiny, Size::Medium)?, Price::whole(80));
/// assert_eq!(sized_cost(Price::whole(20), Size::Tiny, Size::Tiny)?, Price::whole(20));
/// # Ok::<(), osr_equipment::Error>(())
/// ```
pub fn sized_cost(cost: Price, made_for: Size, culture: Size) -> Result<Price, Error> {
    let steps = made_for.steps_to(culture).unsigned_abs();
    cost.checked_mul(1u64 << steps)
        .ok_or(Error::Overflow { what: "price" })
}

/// Attack penalty for using a weapon made for another size: 1 per step.
///
/// # Examples
///
/// ```
/// use osr_equipment::gods_and_monsters::{size_attack_penalty, Size};
///
/// assert_eq!(size_attack_penalty(Size::Medium, Size::Small), 1);
/// ```
#[must_use]
pub const fn size_attack_penalty(weapon: Size, user: Size) -> u32 {
    weapon.steps_to(user).unsigned_abs()
}
