//! Morale: the guidelines for monsters' and NPCs' scores (TC-5.12) and
//! what calls for a check (TC-5.13).

use crate::Error;

/// A row of the morale guidelines (TC-5.12): who tends to have which
/// morale scores. The bands overlap; the score is the referee's.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::MORALE_GUIDELINES;
///
/// let twelve: Vec<&str> = MORALE_GUIDELINES.iter().filter(|r| r.high == 12).map(|r| r.id).collect();
/// assert_eq!(twelve, ["fanatical"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionMoraleGuideline"))]
pub struct MoraleGuideline {
    /// Stable ID.
    pub id: &'static str,
    /// The lowest score of the band.
    pub low: u32,
    /// The highest score of the band.
    pub high: u32,
    /// Who fits it, as the guidelines describe them.
    pub fits: &'static [&'static str],
}

/// The morale guidelines (TC-5.12), lowest band first.
pub const MORALE_GUIDELINES: &[MoraleGuideline] = &[
    MoraleGuideline {
        id: "traitorous",
        low: 2,
        high: 2,
        fits: &[
            "traitorous",
            "pressed into service",
            "forced to serve with no risk of enforcement",
        ],
    },
    MoraleGuideline {
        id: "cowardly",
        low: 3,
        high: 4,
        fits: &["cowardly", "forced to serve with an enforcer near"],
    },
    MoraleGuideline {
        id: "fickle",
        low: 5,
        high: 6,
        fits: &["fickle", "underpaid", "hunting for sport"],
    },
    MoraleGuideline {
        id: "normal",
        low: 7,
        high: 9,
        fits: &[
            "normal pay",
            "protecting territory or superiors",
            "hunting for food",
        ],
    },
    MoraleGuideline {
        id: "good",
        low: 8,
        high: 9,
        fits: &[
            "good pay",
            "protecting home or friends",
            "hunting while starving",
        ],
    },
    MoraleGuideline {
        id: "invested",
        low: 10,
        high: 11,
        fits: &[
            "well paid and invested",
            "protecting own life or way of life",
        ],
    },
    MoraleGuideline {
        id: "fanatical",
        low: 12,
        high: 12,
        fits: &["mindless", "zealous", "a parent protecting its young"],
    },
];

/// The morale guideline with this ID.
///
/// # Errors
///
/// [`Error::UnknownId`] (table `"morale_guideline"`) for an unknown ID.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::morale_guideline;
///
/// let row = morale_guideline("fickle")?;
/// assert_eq!((row.low, row.high), (5, 6));
/// assert!(row.fits.contains(&"hunting for sport"));
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn morale_guideline(id: &str) -> Result<&'static MoraleGuideline, Error> {
    MORALE_GUIDELINES
        .iter()
        .find(|row| row.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "morale_guideline",
            id: id.into(),
        })
}

/// When monsters and NPCs check morale (TC-5.13).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::MoraleTrigger;
///
/// assert_eq!(MoraleTrigger::ALL.len(), 14);
/// assert!(MoraleTrigger::Surprised.first_round_only());
/// assert_eq!(MoraleTrigger::RearGuard.key(), "rear_guard");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionMoraleTrigger"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoraleTrigger {
    /// Surprised (in the first round only).
    Surprised,
    /// Facing an obviously superior force.
    SuperiorForce,
    /// An ally slain by magic.
    AllySlainByMagic,
    /// A quarter of the group has fallen.
    QuarterFallen,
    /// Half of the group has fallen.
    HalfFallen,
    /// A companion dies after more than half have fallen.
    CompanionDiesAfterHalf,
    /// The leader deserts or dies.
    LeaderLost,
    /// Fighting something it cannot harm (magic protection).
    CannotHarm,
    /// Ordered on a heroically dangerous task.
    HeroicTask,
    /// Offered a temptation.
    Temptation,
    /// Told to act as rear guard.
    RearGuard,
    /// Told to use (a charge of) a personal powerful magic item.
    UseMagicItem,
    /// Given a chance to surrender, having met one other condition.
    SurrenderOffered,
    /// Completely surrounded.
    Surrounded,
}

impl MoraleTrigger {
    /// Every trigger, in the rules' order.
    pub const ALL: [Self; 14] = [
        Self::Surprised,
        Self::SuperiorForce,
        Self::AllySlainByMagic,
        Self::QuarterFallen,
        Self::HalfFallen,
        Self::CompanionDiesAfterHalf,
        Self::LeaderLost,
        Self::CannotHarm,
        Self::HeroicTask,
        Self::Temptation,
        Self::RearGuard,
        Self::UseMagicItem,
        Self::SurrenderOffered,
        Self::Surrounded,
    ];

    /// Whether it applies in the first round only (surprise).
    #[must_use]
    pub const fn first_round_only(self) -> bool {
        matches!(self, Self::Surprised)
    }

    /// Whether it needs another trigger met first (a chance to surrender).
    #[must_use]
    pub const fn needs_another(self) -> bool {
        matches!(self, Self::SurrenderOffered)
    }

    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Surprised => "surprised",
            Self::SuperiorForce => "superior_force",
            Self::AllySlainByMagic => "ally_slain_by_magic",
            Self::QuarterFallen => "quarter_fallen",
            Self::HalfFallen => "half_fallen",
            Self::CompanionDiesAfterHalf => "companion_dies_after_half",
            Self::LeaderLost => "leader_lost",
            Self::CannotHarm => "cannot_harm",
            Self::HeroicTask => "heroic_task",
            Self::Temptation => "temptation",
            Self::RearGuard => "rear_guard",
            Self::UseMagicItem => "use_magic_item",
            Self::SurrenderOffered => "surrender_offered",
            Self::Surrounded => "surrounded",
        }
    }

    /// The loss triggers a group of `group` reaches with `fallen` of them
    /// down, compared exactly: a quarter, a half, and a companion's death
    /// once more than half have fallen (`died_now`: the one that just fell
    /// died).
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] for more fallen than the group has.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::constitution::MoraleTrigger;
    ///
    /// let t = MoraleTrigger::losses(2, 1, false)?;
    /// assert_eq!(t, [Some(MoraleTrigger::QuarterFallen), Some(MoraleTrigger::HalfFallen), None]);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn losses(group: u32, fallen: u32, died_now: bool) -> Result<[Option<Self>; 3], Error> {
        if fallen > group {
            return Err(Error::AboveMaximum {
                what: "fallen",
                value: fallen.into(),
                max: group.into(),
            });
        }
        let (g, f) = (u64::from(group), u64::from(fallen));
        let quarter = (group > 0 && f * 4 >= g).then_some(Self::QuarterFallen);
        let half = (group > 0 && f * 2 >= g).then_some(Self::HalfFallen);
        // More than half had fallen before this one.
        let companion =
            (died_now && f > 0 && (f - 1) * 2 > g).then_some(Self::CompanionDiesAfterHalf);
        Ok([quarter, half, companion])
    }
}

/// The exact odds of how a group of `group` with morale `score` ends a
/// fight (TC-5.13, TC-5.13.when): members fall one at a time and each
/// falls dead; a morale check (2d6 at most the score holds) comes at the
/// first loss that makes a quarter of the group, at the first that makes
/// half ([`MoraleTrigger::losses`]; one check when both come at once), and
/// at each death after more than half have fallen, never at the last
/// member. The other triggers are the referee's to call. The course's
/// steps are the members lost, so
/// [`mean_steps`](osr_check::course::CourseOdds::mean_steps) is how many
/// the party must take down on average.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_combat::Morale;
/// use osr_combat::constitution::morale_odds;
///
/// // Four bandits with morale 7 (holding on 21 in 36): a check at the
/// // first loss (a quarter) and at the second (half).
/// let odds = morale_odds(4, 7)?;
/// assert_eq!(odds.endings().probability(&Morale::Broke { lost: 1 }), Some(ratio(15, 36)));
/// assert_eq!(odds.endings().probability(&Morale::Stood), Some(ratio(21 * 21, 36 * 36)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a group of 0 or more than
/// [`MAX_MORALE_GROUP`](crate::MAX_MORALE_GROUP), or a score outside the
/// check's range.
pub fn morale_odds(
    group: u32,
    score: u32,
) -> Result<osr_check::course::CourseOdds<crate::Morale>, Error> {
    use osr_check::Check;
    use osr_check::constitution::{MoraleCheck, Nerve};

    let hold = MoraleCheck::new(score)?
        .odds()
        .probability(&Nerve::Holds)
        .unwrap_or_default();
    crate::morale::losses_odds(group, hold, |lost, now| {
        let new = |n| MoraleTrigger::losses(group, n, true).unwrap_or([None; 3]);
        let (before, after) = (new(lost), new(now));
        let reached = |i: usize| after[i].is_some() && before[i].is_none();
        now < group && (reached(0) || reached(1) || after[2].is_some())
    })
}
