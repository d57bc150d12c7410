//! What damage, rest and traps did, step by step, with the line a
//! tabletop shows for each.

use core::fmt;

use osr_check::cairn_house::Ability;

use super::{DeathCause, FatigueSource, GrievousWound};

/// What happened, step by step, for a program to show or replay.
///
/// With the `serde` feature each is an object tagged
/// `{"event": "hp_lost", "from": 4, "to": 0}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case"
    )
)]
#[non_exhaustive]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseHealthEvent")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A damage die rolled, less damage reduction (at least 0).
    DamageRolled {
        /// The die's sides.
        sides: u32,
        /// The face.
        face: u32,
        /// The damage reduction taken off.
        dr: u32,
        /// The damage dealt.
        damage: u32,
    },
    /// Hit protection lost.
    HpLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Brought to exactly 0 HP: the d6 face and the wound it gives.
    GrievousWound {
        /// The d6 face.
        face: u32,
        /// The wound.
        wound: GrievousWound,
    },
    /// A second eye gouged out.
    Blinded,
    /// Damage past 0 HP taken off STR.
    StrengthLost {
        /// STR before.
        from: i32,
        /// STR after (at least 0).
        to: i32,
        /// The damage past 0 HP.
        excess: u32,
    },
    /// The STR save against critical damage.
    CriticalDamageSave {
        /// The lowered STR.
        target: i32,
        /// The kept d20.
        face: u32,
        /// Whether it passed.
        passed: bool,
    },
    /// Critical damage: crawling, dying within the hour untreated.
    CriticalDamage,
    /// Stabilised after critical damage.
    Stabilised,
    /// Dead.
    Died {
        /// Why.
        cause: DeathCause,
    },
    /// A save against a trap.
    TrapSave {
        /// The ability saved with.
        ability: Ability,
        /// Its score.
        target: i32,
        /// The kept d20.
        face: u32,
        /// Whether it passed.
        passed: bool,
    },
    /// An ability score lowered directly (a trap).
    AbilityLost {
        /// Which.
        ability: Ability,
        /// Before.
        from: i32,
        /// After.
        to: i32,
    },
    /// DEX reduced to 0.
    Paralysed,
    /// WIL reduced to 0.
    Delirious,
    /// Hit protection regained.
    HpRestored {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// HP could not be regained: no rations eaten since the last long rest.
    HealingBlocked,
    /// Took up supplies or treasure: encumbered, HP become 0
    /// (CH-enc.effects).
    Encumbered {
        /// HP before.
        from: u32,
    },
    /// Put down the last unit carried: no longer encumbered; HP come back
    /// only with rest.
    Unencumbered,
    /// HP could not be regained: the character is encumbered.
    HealingBlockedByLoad,
    /// Fatigue gained.
    FatigueGained {
        /// Where it came from.
        source: FatigueSource,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Fatigue removed.
    FatigueRemoved {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// An ability score healed.
    AbilityRestored {
        /// Which.
        ability: Ability,
        /// Before.
        from: i32,
        /// After.
        to: i32,
    },
    /// Made camp without eating a day's rations.
    WentHungry,
}

const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Str => "STR",
        Ability::Dex => "DEX",
        Ability::Wil => "WIL",
    }
}

/// The line a tabletop shows: `"d6 5 - DR 1 = 4 damage"`,
/// `"HP 4 -> 0"`, `"STR save 9: d20 12, failed"`.
///
/// # Examples
///
/// ```
/// use osr_health::cairn_house::Event;
///
/// assert_eq!(Event::HpLost { from: 4, to: 0 }.to_string(), "HP 4 -> 0");
/// ```
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = |passed: bool| if passed { "passed" } else { "failed" };
        match *self {
            Self::DamageRolled {
                sides,
                face,
                dr,
                damage,
            } => write!(f, "d{sides} {face} - DR {dr} = {damage} damage"),
            Self::HpLost { from, to } => write!(f, "HP {from} -> {to}"),
            Self::GrievousWound { face, wound } => {
                write!(f, "exactly 0 HP, grievous wound d6 {face}: {wound}")
            }
            Self::Blinded => f.write_str("blinded"),
            Self::StrengthLost { from, to, excess } => {
                write!(f, "{excess} past 0 HP: STR {from} -> {to}")
            }
            Self::CriticalDamageSave {
                target,
                face,
                passed,
            } => write!(
                f,
                "STR save {target} against critical damage: d20 {face}, {}",
                outcome(passed)
            ),
            Self::CriticalDamage => f.write_str("critical damage"),
            Self::Stabilised => f.write_str("stabilised"),
            Self::Died { cause } => match cause {
                DeathCause::StrengthZero => f.write_str("dead: STR 0"),
                DeathCause::UntreatedCriticalDamage => {
                    f.write_str("dead: critical damage untreated")
                }
            },
            Self::TrapSave {
                ability,
                target,
                face,
                passed,
            } => write!(
                f,
                "{} save {target} against the trap: d20 {face}, {}",
                ability_name(ability),
                outcome(passed)
            ),
            Self::AbilityLost { ability, from, to } => {
                write!(f, "{} {from} -> {to}", ability_name(ability))
            }
            Self::Paralysed => f.write_str("paralysed: DEX 0"),
            Self::Delirious => f.write_str("delirious: WIL 0"),
            Self::HpRestored { from, to } => write!(f, "HP {from} -> {to}"),
            Self::HealingBlocked => f.write_str("no HP back: no rations since the last long rest"),
            Self::Encumbered { from } => write!(f, "encumbered: HP {from} -> 0, speed halved"),
            Self::Unencumbered => {
                f.write_str("no longer encumbered: HP come back with rest, full speed")
            }
            Self::HealingBlockedByLoad => f.write_str("no HP back while encumbered"),
            Self::FatigueGained { source, from, to } => write!(
                f,
                "fatigue {from} -> {to} ({})",
                match source {
                    FatigueSource::SpellbookCast => "casting from a spellbook",
                    FatigueSource::ForcedMarch => "forced march",
                    FatigueSource::Counterspell => "counterspell",
                    FatigueSource::Other => "exhaustion",
                }
            ),
            Self::FatigueRemoved { from, to } => write!(f, "fatigue {from} -> {to}"),
            Self::AbilityRestored { ability, from, to } => {
                write!(f, "{} {from} -> {to}", ability_name(ability))
            }
            Self::WentHungry => f.write_str("went hungry"),
        }
    }
}
