//! What happened, step by step, as data.

use super::DeathTimer;

/// The reaction or ability a d20 roll of these rules was made against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersRolledAgainst"))]
pub enum RolledAgainst {
    /// Fortitude or willpower, to stay conscious.
    StayConscious,
    /// Evasion, against a fall or an ailment done to an unwilling victim.
    Evasion,
    /// Perception, against an ailment one can avoid by noticing it.
    Perception,
    /// Health: rest, ailments, suffocation, forced marches.
    Health,
    /// Willpower, for a semi-conscious character to respond at once.
    Willpower,
    /// A roll to awaken an injured character, at minus their injuries.
    Awaken,
}

/// One thing that happened to a character, in the order it happened; the
/// dice behind it are in the outcome's dice, in the same order.
///
/// With the `serde` feature it serializes as
/// `{"event": "verve_lost", "from": 17, "to": 12}`.
///
/// # Examples
///
/// ```
/// use osr_health::gods_and_monsters::{Event, Hit, Vitals};
///
/// let mut sam = Vitals::new(6, 15)?;
/// let taken = sam.take(Hit::new(1)?.archetypal(true))?;
/// assert_eq!(taken.events, [Event::VerveLost { from: 15, to: 14 }]);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersHealthEvent"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A temporary survival pool went down (or ended, `to` 0).
    PoolLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Verve absorbed archetypal damage.
    VerveLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Survival went down.
    SurvivalLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Injury points were gained.
    InjuryTaken {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Verve came back.
    VerveRegained {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Survival came back.
    SurvivalRegained {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Injury points went away.
    InjuryHealed {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// A d20 roll against a reaction.
    CheckRolled {
        /// What it was rolled against.
        reaction: RolledAgainst,
        /// The number the d20 had to be at most.
        target: i64,
        /// The d20.
        face: u32,
        /// Whether it succeeded.
        passed: bool,
    },
    /// The damage dice of a fall.
    FallDamageRolled {
        /// How many d6.
        dice: u32,
        /// Their total.
        total: u32,
        /// The damage taken after evasion (halved, or all of it).
        damage: u32,
    },
    /// The player chose to have the character lose consciousness.
    ChoseUnconsciousness,
    /// The character goes unconscious at the end of the round, for this
    /// many minutes (its injuries).
    FellUnconscious {
        /// Minutes.
        minutes: u32,
    },
    /// One round of the death check: the injuries (acting) against the
    /// endurance roll.
    DeathCheckRolled {
        /// The injuries' target.
        injuries: u32,
        /// The d20 rolled for the injuries.
        injuries_face: u32,
        /// The endurance roll's target, bonuses and penalties included.
        #[cfg_attr(feature = "serde", serde(rename = "end_target"))]
        endurance_target: i64,
        /// The d20 rolled for endurance (none when it is rolled only
        /// after the injuries succeed, and they did not).
        #[cfg_attr(feature = "serde", serde(rename = "end_face"))]
        endurance_face: Option<u32>,
    },
    /// The death check was survived.
    DeathAverted,
    /// An ailment took effect, for this amount (injuries, minutes, a
    /// penalty).
    AilmentTookEffect {
        /// The amount.
        amount: u32,
    },
    /// An ailment's strength changed.
    AilmentStrength {
        /// Before.
        from: i32,
        /// After.
        to: i32,
    },
    /// An ailment is over.
    AilmentEnded,
    /// The character is dying: the death timer started.
    Dying {
        /// The time left.
        timer: DeathTimer,
    },
}

/// The line a table reads, without the character's name: `"verve 17 ->
/// 12"`, `"falls unconscious for 2 minutes"`, `"is dying: 13 minutes
/// left"`.
///
/// ```
/// use osr_health::gods_and_monsters::{DeathTimer, Event};
///
/// assert_eq!(Event::VerveLost { from: 17, to: 12 }.to_string(), "verve 17 -> 12");
/// let timer = DeathTimer::start(15, 2, false);
/// assert_eq!(Event::Dying { timer }.to_string(), "is dying: 13 minutes left");
/// let doomed = DeathTimer::start(3, 5, false);
/// assert_eq!(
///     Event::Dying { timer: doomed }.to_string(),
///     "is dying with no time left: dead by the end of the scene"
/// );
/// ```
impl core::fmt::Display for Event {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use super::TimerUnit;
        match self {
            Self::PoolLost { from, to } => write!(f, "pool {from} -> {to}"),
            Self::VerveLost { from, to } | Self::VerveRegained { from, to } => {
                write!(f, "verve {from} -> {to}")
            }
            Self::SurvivalLost { from, to } | Self::SurvivalRegained { from, to } => {
                write!(f, "survival {from} -> {to}")
            }
            Self::InjuryTaken { from, to } | Self::InjuryHealed { from, to } => {
                write!(f, "injuries {from} -> {to}")
            }
            Self::CheckRolled {
                reaction,
                target,
                face,
                passed,
            } => write!(
                f,
                "{}: d20 {face} vs {target}, {}",
                match reaction {
                    RolledAgainst::StayConscious => "rolls to stay conscious",
                    RolledAgainst::Evasion => "evasion roll",
                    RolledAgainst::Perception => "perception roll",
                    RolledAgainst::Health => "health roll",
                    RolledAgainst::Willpower => "willpower roll",
                    RolledAgainst::Awaken => "roll to awaken",
                },
                if *passed { "passes" } else { "fails" }
            ),
            Self::FallDamageRolled {
                dice,
                total,
                damage,
            } => write!(f, "falls: {dice}d6 = {total}, {damage} damage"),
            Self::ChoseUnconsciousness => f.write_str("chooses to go unconscious"),
            Self::FellUnconscious { minutes: 0 } => f.write_str(
                "falls unconscious at the end of the round, for no time: no injuries keep them out",
            ),
            Self::FellUnconscious { minutes: 1 } => f.write_str("falls unconscious for 1 minute"),
            Self::FellUnconscious { minutes } => {
                write!(f, "falls unconscious for {minutes} minutes")
            }
            Self::DeathCheckRolled {
                injuries,
                injuries_face,
                endurance_target,
                endurance_face,
            } => {
                write!(f, "death check: injuries d20 {injuries_face} vs {injuries}")?;
                match endurance_face {
                    Some(face) => write!(f, ", endurance d20 {face} vs {endurance_target}"),
                    None => Ok(()),
                }
            }
            Self::DeathAverted => f.write_str("is not dying"),
            Self::AilmentTookEffect { amount } => write!(f, "the ailment takes effect: {amount}"),
            Self::AilmentStrength { from, to } => {
                write!(f, "the ailment's strength {from} -> {to}")
            }
            Self::AilmentEnded => f.write_str("the ailment is over"),
            Self::Dying { timer } if timer.ran_out() => {
                f.write_str("is dying with no time left: dead by the end of the scene")
            }
            Self::Dying { timer } => write!(
                f,
                "is dying: {} {} left",
                timer.left(),
                match (timer.unit(), timer.left()) {
                    (TimerUnit::Minutes, 1) => "minute",
                    (TimerUnit::Minutes, _) => "minutes",
                    (TimerUnit::Hours, 1) => "hour",
                    (TimerUnit::Hours, _) => "hours",
                }
            ),
        }
    }
}
