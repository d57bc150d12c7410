//! Prophets: calling points, spirit types, their moral code, and new
//! manifestations.

use super::CharacterLevel;

/// Calling points a prophet gains on reaching `level`
/// (GM-magic.prophet.calling): as many as the level.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::{CharacterLevel, new_calling_points, total_calling_points};
///
/// assert_eq!(new_calling_points(CharacterLevel::new(3)?), 3);
/// assert_eq!(total_calling_points(CharacterLevel::new(3)?), 6);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[must_use]
pub const fn new_calling_points(level: CharacterLevel) -> u32 {
    level.get()
}

/// All the calling points of a prophet of `level`, reading level 1 as
/// giving 1: L(L+1)/2.
#[must_use]
pub const fn total_calling_points(level: CharacterLevel) -> u32 {
    level.get() * (level.get() + 1) / 2
}

/// Whether a prophet of `level` may swap one spirit type for another now
/// (GM-magic.prophet.calling): once during each level after the first,
/// so not at level 1 and not twice in a level (`last_swap` is the level of
/// the last swap, if any).
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::{CharacterLevel, may_swap_spirit_type};
///
/// assert!(!may_swap_spirit_type(CharacterLevel::new(1)?, None));
/// assert!(may_swap_spirit_type(CharacterLevel::new(2)?, None));
/// assert!(!may_swap_spirit_type(CharacterLevel::new(2)?, Some(CharacterLevel::new(2)?)));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[must_use]
pub fn may_swap_spirit_type(level: CharacterLevel, last_swap: Option<CharacterLevel>) -> bool {
    level.get() > 1 && last_swap != Some(level)
}

/// Whether a prophet may still call spirits (GM-magic.prophet.code): not
/// after changing moral code without the help of their deity or pantheon.
#[must_use]
pub const fn may_call_spirits(changed_code_without_help: bool) -> bool {
    !changed_code_without_help
}

/// The level a manifestation invented in play is used at until the Guide
/// settles it (GM-magic.spirit.new): the Guide's guess + 2.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::provisional_level;
///
/// assert_eq!(provisional_level(3), 5);
/// ```
#[must_use]
pub const fn provisional_level(guessed: u32) -> u32 {
    guessed.saturating_add(2)
}
