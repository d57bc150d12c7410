//! Gods & Monsters: special attacks and situations. The killing blow and
//! the knockout blow against a target that cannot defend itself properly,
//! damage from a contest fought with weapons, concentrating while a fight
//! goes on, and the bonus for attacking a target on the move.
//!
//! | rule | API |
//! |---|---|
//! | GM-combat.killing-blow: against an immobile target, half the damage (rounded up) as injuries, the rest as damage | [`KillingBlow`], [`Split`] |
//! | GM-combat.knockout: an evasion roll, +1 for head protection and its defense bonus; failed, one injury (two for a warrior's allotment) | [`Knockout`], [`HeadProtection`], [`KnockoutRoll`] |
//! | GM-combat.contest-damage: the loser of a weapon contest takes the damage, one injury per die; evasion cancels them for one or two dice; none if verve takes it all | [`ContestDamage`], [`ContestDamageRoll`] |
//! | GM-combat.concentration: half movement, no attacks, defense -1; successfully attacked during an activity needing more than a round of concentration, evasion or concentration breaks | [`Concentration`], [`ConcentrationHit`], [`takes_concentration_penalty`] |
//! | GM-combat.moving-targets: attacks on a target moving at dash, walk, jog, run or sprint get +4, +2, +4, +8, +16 | [`Pace`], [`PACES`] |
//!
//! Damage lands through osr-health's [`Vitals`]: each blow gives the
//! [`Hit`] it deals (injury points at once, the rest as damage through
//! verve and survival), and `strike` applies it.
//!
//! # Readings
//!
//! - A creature whose defense comes from tough skin adds that defense bonus
//!   to its evasion roll against a knockout blow, without the +1 that any
//!   head protection gives.
//! - A blow's injury points never exceed its damage: a knockout blow for 1
//!   with a warrior's allotment is 1 injury point and no damage.
//! - In a weapon contest the damage dice are rolled first, then the evasion
//!   roll (only for one or two dice). Verve takes the whole loss only when
//!   the loss is archetypal for the loser and their verve covers all of it;
//!   then no injury points are given.
//! - Concentration's half movement rounds down (at most half). The evasion
//!   roll when successfully attacked is for activities that need
//!   concentration for more than a round, in any of their rounds (the rules'
//!   words); an activity of one round needs none. Reading it as "after the
//!   first round of concentrating" would spare a long activity's first
//!   round; the rules tie the roll to the activity's length instead.
//! - The moving-target bonus is the attack column of the movement table
//!   (also in osr-travel's speed table); combat speed, exploring and
//!   semi-conscious movement give none.
//!
//! Not here: the called shot that a killing or knockout blow needs (the
//! attack procedure's), and the warriors' "combat bonus points", which the
//! rules do not define beyond this use: the allotment is a flag.

use core::fmt;

#[cfg(doc)]
use osr_check::Check;
use osr_health::gods_and_monsters::{Hit, Taken, Vitals};

use crate::Error;

mod blow;
mod concentration;
mod contest;
mod pace;

pub use self::blow::{HeadProtection, KillingBlow, Knockout, KnockoutBand, KnockoutRoll};
pub use self::concentration::{
    Ability, CONCENTRATION_DEFENSE, Concentration, ConcentrationBand, ConcentrationHit,
    ConcentrationHitRoll, Movement, takes_concentration_penalty,
};
pub use self::contest::{CONTEST_EVASION_MAX_DICE, ContestDamage, ContestDamageRoll};
pub use self::pace::{PACES, Pace, PaceRow};

osr_core::bounded! {
    error: crate::Error;
    /// The defense bonus of a helmet (magical or not) or of tough skin,
    /// which a target adds to its evasion roll against a knockout blow.
    pub struct HeadDefense(u32) in 0..=20, "head protection's defense bonus";
    /// The number of damage dice a weapon rolls in a contest.
    pub struct DamageDice(u32) in 1..=20, "damage dice";
    /// The faces of a damage die.
    /// Up to the d20, the largest of the rules' dice.
    pub struct DamageDie(u32) in 1..=20, "damage die's faces";
    /// A flat bonus added to a weapon's damage dice.
    pub struct ContestDamageBonus(u32) in 0..=100, "damage bonus";
    /// How many rounds an activity (a spell, a spirit, a psychic power)
    /// needs the character to concentrate.
    pub struct ConcentrationRounds(u32) in 1..=10_000, "rounds of concentration";
}

/// How a target stands when a blow is struck at it: a killing blow needs
/// an immobile target, a knockout blow any target but one defending itself.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Target;
///
/// assert!(Target::Immobile.allows_knockout() && Target::Immobile.allows_killing_blow());
/// assert!(Target::Surprised.allows_knockout() && !Target::Surprised.allows_killing_blow());
/// assert!(!Target::Defending.allows_knockout());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersTarget"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Target {
    /// Aware of the attacker and defending itself.
    Defending,
    /// Unaware of the attacker's general location, or not defending.
    Unaware,
    /// Surprised.
    Surprised,
    /// Covered: caught unprepared under an attacker's aim.
    Covered,
    /// Unable to move: asleep, bound, or held immobilized.
    Immobile,
}

impl Target {
    /// The stable key of the state.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Defending => "defending",
            Self::Unaware => "unaware",
            Self::Surprised => "surprised",
            Self::Covered => "covered",
            Self::Immobile => "immobile",
        }
    }

    /// Whether a killing blow may be struck: only at an immobile target.
    #[must_use]
    pub const fn allows_killing_blow(self) -> bool {
        matches!(self, Self::Immobile)
    }

    /// Whether a knockout blow may be struck: at an unaware, surprised,
    /// covered or immobile target.
    #[must_use]
    pub const fn allows_knockout(self) -> bool {
        !matches!(self, Self::Defending)
    }
}

/// Where a blow's damage goes: injury points given at once, and the rest
/// as ordinary damage (through verve when archetypal, then survival, then
/// injuries past 0 survival).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::special::Split;
///
/// let split = Split { injuries: 5, damage: 4 };
/// let hit = split.hit()?;
/// assert_eq!((hit.injuries(), hit.damage()), (5, 4));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSplit"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Split {
    /// Injury points given at once.
    pub injuries: u32,
    /// The rest, taken as ordinary damage.
    pub damage: u32,
}

impl Split {
    /// `total` points of which `injuries` (at most all of them) become
    /// injury points.
    const fn of(total: u32, injuries: u32) -> Self {
        let injuries = if injuries < total { injuries } else { total };
        Self {
            injuries,
            damage: total - injuries,
        }
    }

    /// The points in all.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.injuries.saturating_add(self.damage)
    }

    /// The hit osr-health applies: the damage, with the injury points
    /// given at once. Make it archetypal with [`Hit::archetypal`].
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when either part is above osr-health's
    /// limit of 10,000 points.
    pub fn hit(&self) -> Result<Hit, Error> {
        Ok(Hit::new(self.damage)?.with_injuries(self.injuries)?)
    }
}

impl fmt::Display for Split {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} injuries and {} damage", self.injuries, self.damage)
    }
}

/// The error of a record whose figures do not follow from its dice.
#[cfg(feature = "serde")]
fn inconsistent(what: &'static str) -> Error {
    Error::Check(osr_check::Error::Inconsistent { what })
}

/// Applies `split` to `vitals`, archetypal or not.
fn strike(split: Split, vitals: &mut Vitals, archetypal: bool) -> Result<Taken, Error> {
    Ok(vitals.take(split.hit()?.archetypal(archetypal))?)
}
