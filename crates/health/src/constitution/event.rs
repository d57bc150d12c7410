//! What happens to a 3d6 Constitution character's health, step by step:
//! one event type for hit points, wounds and fatigue ([`Vitality`]) and for
//! food, water and sleep ([`Deprivation`]).
//!
//! [`Vitality`]: super::Vitality
//! [`Deprivation`]: super::deprivation::Deprivation

/// What happened, step by step: to hit points, wounds and fatigue
/// ([`Vitality`](super::Vitality)), or to food, water and sleep
/// ([`Deprivation`](super::deprivation::Deprivation)).
///
/// With the `serde` feature each is an object tagged
/// `{"event": "hp_rerolled", "from": 7, "rolled": 3, "to": 3}` or
/// `{"event": "strain_gained", "from": 0, "to": 2}`.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::constitution::Event;
/// use osr_health::constitution::deprivation::{Day, Deprivation, Food};
///
/// // STR 10 goes a day without food: fasting, and a day of strain.
/// let mut pc = Deprivation::new(10)?;
/// let day = pc.day(Day::eating(Food::None), &mut SuppliedFaces::new(&[]))?;
/// assert_eq!(
///     day.events(),
///     [Event::FastingStarted, Event::StrainGained { from: 0, to: 1 }]
/// );
/// # Ok::<(), osr_health::Error>(())
/// ```
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionHealthEvent"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// HP re-rolled: the total rolled and the total kept.
    HpRerolled {
        /// Before.
        from: u32,
        /// Rolled.
        rolled: u32,
        /// Kept.
        to: u32,
    },
    /// Fatigue gained.
    FatigueGained {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Fatigue reset by a good night's sleep.
    FatigueReset {
        /// Before.
        from: u32,
        /// After (1 when deprivation starts the day tired).
        to: u32,
    },
    /// Minor wounds healed by a long rest.
    MinorWoundsHealed {
        /// How many.
        count: u32,
    },
    /// Penance gained or atoned.
    PenanceChanged {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Damage dice rolled.
    DamageRolled {
        /// Their total.
        total: u32,
    },
    /// Hit points lost.
    HpLost {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Injury saves rolled against `dc`.
    InjurySaves {
        /// 20 plus the damage past 0 HP.
        dc: i32,
        /// The STR save's total.
        #[cfg_attr(feature = "serde", serde(rename = "str_total"))]
        strength_total: i32,
        /// Whether it passed.
        #[cfg_attr(feature = "serde", serde(rename = "str_passed"))]
        strength_passed: bool,
        /// The WIL save's total, `None` when given up.
        #[cfg_attr(feature = "serde", serde(rename = "wil_total"))]
        will_total: Option<i32>,
        /// Whether it passed.
        #[cfg_attr(feature = "serde", serde(rename = "wil_passed"))]
        will_passed: bool,
    },
    /// A minor wound.
    MinorWound,
    /// A major wound, marked.
    MajorWound {
        /// Marks after this one.
        marks: u32,
    },
    /// Collapsed or passed out.
    Collapsed,
    /// Died.
    Died,
    // Food, water and sleep.
    /// Started fasting.
    FastingStarted,
    /// Days of strain added.
    StrainGained {
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// The strain clock reached the threshold: starving.
    StarvationStarted {
        /// Days fasted before starving: the fast's recovery length.
        fasted_days: u32,
    },
    /// A day of eating normally toward ending starvation or a fast.
    RecoveryDay {
        /// Days so far.
        day: u32,
        /// Days needed.
        of: u32,
    },
    /// Starvation ended: fasting again.
    StarvationEnded,
    /// The fast ended: fed, the strain clock back to 0.
    FastEnded,
    /// The strength save for a day without water.
    ThirstSave {
        /// The save's total.
        total: i32,
        /// Whether it passed.
        passed: bool,
        /// The thirst penalty after it.
        penalty: i32,
    },
    /// Drank one's fill: the thirst penalty gone.
    Quenched,
    /// Died of thirst.
    DiedOfThirst,
    /// The sleep-loss penalty changed.
    SleepPenalty {
        /// Before.
        from: i32,
        /// After.
        to: i32,
    },
}

/// The line a table reads: `"HP 7 -> 3"`, `"fatigue 2 -> 3"`,
/// `"injury saves against DC 23: STR 23, passed; WIL 17, failed"`.
///
/// # Examples
///
/// ```
/// use osr_health::constitution::Event;
///
/// let rerolled = Event::HpRerolled { from: 7, rolled: 3, to: 3 };
/// assert_eq!(rerolled.to_string(), "HP 7 -> 3");
/// let kept = Event::HpRerolled { from: 10, rolled: 8, to: 10 };
/// assert_eq!(kept.to_string(), "HP 10 -> 10 (rolled 8, the higher kept)");
/// assert_eq!(Event::FatigueReset { from: 3, to: 0 }.to_string(), "fatigue 3 -> 0");
/// ```
impl core::fmt::Display for Event {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let outcome = |passed: bool| if passed { "passed" } else { "failed" };
        match *self {
            Self::HpRerolled { from, rolled, to } if rolled == to => {
                write!(f, "HP {from} -> {to}")
            }
            Self::HpRerolled { from, rolled, to } => {
                write!(f, "HP {from} -> {to} (rolled {rolled}, the higher kept)")
            }
            Self::FatigueGained { from, to } | Self::FatigueReset { from, to } => {
                write!(f, "fatigue {from} -> {to}")
            }
            Self::MinorWoundsHealed { count: 1 } => f.write_str("1 minor wound healed"),
            Self::MinorWoundsHealed { count } => write!(f, "{count} minor wounds healed"),
            Self::PenanceChanged { from, to } => write!(f, "penance {from} -> {to}"),
            Self::DamageRolled { total } => write!(f, "{total} damage rolled"),
            Self::HpLost { from, to } => write!(f, "HP {from} -> {to}"),
            Self::InjurySaves {
                dc,
                strength_total,
                strength_passed,
                will_total,
                will_passed,
            } => {
                write!(
                    f,
                    "injury saves against DC {dc}: STR {strength_total}, {}; ",
                    outcome(strength_passed)
                )?;
                match will_total {
                    Some(total) => write!(f, "WIL {total}, {}", outcome(will_passed)),
                    None => f.write_str("WIL given up"),
                }
            }
            Self::MinorWound => f.write_str("a minor wound"),
            Self::MajorWound { marks: 1 } => f.write_str("a major wound: 1 mark"),
            Self::MajorWound { marks } => write!(f, "a major wound: {marks} marks"),
            Self::Collapsed => f.write_str("collapses"),
            Self::Died => f.write_str("dead"),
            Self::FastingStarted => f.write_str("fasting"),
            Self::StrainGained { from, to } => write!(f, "days of strain {from} -> {to}"),
            Self::StarvationStarted { fasted_days } => {
                write!(f, "starving, after {fasted_days} days of fasting")
            }
            Self::RecoveryDay { day, of } => write!(f, "day {day} of {of} eating normally"),
            Self::StarvationEnded => f.write_str("no longer starving: fasting"),
            Self::FastEnded => f.write_str("the fast is over"),
            Self::ThirstSave {
                total,
                passed,
                penalty,
            } => write!(
                f,
                "strength save against thirst {total}, {}: thirst penalty {penalty}",
                outcome(passed)
            ),
            Self::Quenched => f.write_str("thirst quenched"),
            Self::DiedOfThirst => f.write_str("dead of thirst"),
            Self::SleepPenalty { from, to } => write!(f, "sleep-loss penalty {from} -> {to}"),
        }
    }
}
