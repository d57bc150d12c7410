//! Illusions: phantasmal damage, invisible effects and disbelief.

/// Phantasmal damage (GM-magic.illusion.phantasmal): it acts as real until
/// the victim sees through it or falls unconscious; then all but a tenth
/// of it (rounded up, at least 1) comes back over one full round.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::Phantasmal;
///
/// let hit = Phantasmal::new(13);
/// assert_eq!((hit.lost(), hit.regained()), (2, 11));
/// assert_eq!(Phantasmal::new(4).lost(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Phantasmal {
    damage: u32,
}

impl Phantasmal {
    /// Phantasmal damage of this many points (survival and injury alike).
    #[must_use]
    pub const fn new(damage: u32) -> Self {
        Self { damage }
    }

    /// The damage taken.
    #[must_use]
    pub const fn damage(&self) -> u32 {
        self.damage
    }

    /// The points kept lost: a tenth rounded up, at least 1 (none of no
    /// damage).
    #[must_use]
    pub const fn lost(&self) -> u32 {
        if self.damage == 0 {
            0
        } else {
            self.damage.div_ceil(10)
        }
    }

    /// The points regained after one full round.
    #[must_use]
    pub const fn regained(&self) -> u32 {
        self.damage - self.lost()
    }

    /// The rounds it takes to regain them: one.
    #[must_use]
    pub const fn rounds_to_regain(&self) -> u32 {
        1
    }

    /// Whether a victim who failed a death roll from it is in shock:
    /// unconscious until a full night's rest or magical healing. Always.
    #[must_use]
    pub const fn death_roll_failure_is_shock(&self) -> bool {
        true
    }
}

/// The reaction bonus against an illusory invisible effect such as poison
/// (GM-magic.illusion.invisible): `None` when the victim could not know
/// such an effect is possible (it has no effect at all), else +10.
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::invisible_effect_bonus;
///
/// assert_eq!(invisible_effect_bonus(false), None);
/// assert_eq!(invisible_effect_bonus(true), Some(10));
/// ```
#[must_use]
pub const fn invisible_effect_bonus(could_know: bool) -> Option<i32> {
    if could_know { Some(10) } else { None }
}

/// How a character disbelieves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum DisbeliefWay {
    /// A perception roll looking for flaws: one round, no attacking or
    /// concentrating, defense and reactions as normal.
    Perception,
    /// A willpower roll accepting the effect: no reactions, no dodging;
    /// real damage is taken in full.
    Willpower,
}

/// Disbelieving an illusion (GM-magic.illusion.disbelief).
///
/// # Examples
///
/// ```
/// use osr_magic::gods_and_monsters::{Disbelief, DisbeliefWay};
///
/// let penalty = -6;
/// assert_eq!(Disbelief::new(DisbeliefWay::Perception, penalty).modifier(), -6);
/// assert_eq!(Disbelief::new(DisbeliefWay::Willpower, penalty).modifier(), -3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Disbelief {
    way: DisbeliefWay,
    penalty: i32,
}

impl Disbelief {
    /// Disbelief one way, against an illusion's penalty (0 or negative;
    /// an obvious illusion's bonus is positive).
    #[must_use]
    pub const fn new(way: DisbeliefWay, penalty: i32) -> Self {
        Self { way, penalty }
    }

    /// The modifier to the roll: the penalty for perception, half of it
    /// (toward zero) for willpower; a bonus counts in full either way.
    #[must_use]
    pub const fn modifier(&self) -> i32 {
        match self.way {
            DisbeliefWay::Willpower if self.penalty < 0 => self.penalty / 2,
            _ => self.penalty,
        }
    }

    /// The rounds it takes: one for perception, none for willpower.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        match self.way {
            DisbeliefWay::Perception => 1,
            DisbeliefWay::Willpower => 0,
        }
    }

    /// Whether the character may attack or concentrate meanwhile: no.
    #[must_use]
    pub const fn may_attack(&self) -> bool {
        false
    }

    /// Whether reaction rolls against the effect are allowed: for
    /// perception yes, for willpower no.
    #[must_use]
    pub const fn reactions_allowed(&self) -> bool {
        matches!(self.way, DisbeliefWay::Perception)
    }

    /// The bonus others get on their perception to disbelieve, after a
    /// successful willpower disbelief of a real illusion: +2.
    #[must_use]
    pub const fn bonus_to_others(&self, succeeded: bool, was_illusion: bool) -> i32 {
        match self.way {
            DisbeliefWay::Willpower if succeeded && was_illusion => 2,
            _ => 0,
        }
    }
}
