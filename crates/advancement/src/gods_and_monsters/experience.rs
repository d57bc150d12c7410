//! Experience: the level table, where experience comes from and when it
//! is awarded, and the level change it brings.

use alloc::vec::Vec;

use osr_equipment::gods_and_monsters::Price;

use crate::{Error, LevelTable, Xp};

/// The top level of [`level_table`]: the printed table stops at 10, and
/// its rule (each level costs the current level times 1,000 more) goes on.
pub const TOP_LEVEL: u32 = 50;

/// Experience per mojo used on an archetypal roll (osr-check's
/// [`XP_PER_MOJO_SPENT`](osr_check::gods_and_monsters::XP_PER_MOJO_SPENT)).
pub const XP_PER_MOJO: u64 = osr_check::gods_and_monsters::XP_PER_MOJO_SPENT;

/// Experience per silver coin of loot donated or lost.
pub const XP_PER_LOOT_COIN: u64 = 2;

/// The experience total at which `level` is reached: going from level L to
/// L + 1 takes L × 1,000 more, so level L needs 500 × L × (L − 1).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::threshold;
///
/// assert_eq!(threshold(2), Some(1_000));
/// assert_eq!(threshold(10), Some(45_000));
/// assert_eq!(threshold(0), None);
/// ```
#[must_use]
pub fn threshold(level: u32) -> Option<u64> {
    let l = u64::from(level);
    let below = l.checked_sub(1)?;
    l.checked_mul(below)?.checked_mul(500)
}

/// The seed's level table, levels 1 to [`TOP_LEVEL`] ([`threshold`]).
///
/// # Examples
///
/// ```
/// use osr_advancement::{Xp, gods_and_monsters::level_table};
///
/// let table = level_table();
/// assert_eq!(table.level(Xp::new(2_999))?, 2);
/// assert_eq!(table.level(Xp::new(3_000))?, 3);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[must_use]
pub fn level_table() -> LevelTable {
    // 500 × 51 × 50 fits a u64 and the thresholds rise strictly, so the
    // seed's table needs no check.
    let seed = |level: u32| 500 * u64::from(level) * u64::from(level - 1);
    let thresholds: Vec<u64> = (1..=TOP_LEVEL).map(seed).collect();
    LevelTable::seed(thresholds, seed(TOP_LEVEL + 1))
}

/// Experience for mojo used on an archetypal roll: [`XP_PER_MOJO`] each,
/// gained at once. In a group effort or a heroic last effort every
/// contributor gains it for the full amount.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::mojo_xp;
///
/// assert_eq!(mojo_xp(4), 200);
/// ```
#[must_use]
pub const fn mojo_xp(mojo_used: u32) -> u64 {
    mojo_used as u64 * XP_PER_MOJO
}

/// How loot left the group's hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Disposal {
    /// Given away with no expectation of tangible benefit (goodwill is not
    /// tangible): a donation to a village.
    Donated,
    /// Lost with no expectation of benefit.
    Lost,
    /// A loss the player stipulates (the last adventure's loot lost at the
    /// start of the next, jettisoned to escape), if the Guide agrees.
    Stipulated {
        /// Whether the Guide agreed.
        guide_agrees: bool,
    },
    /// Paid in the hope of something in return: a bribe.
    Bribe,
    /// Lost gambling: there was hope of an immediate gain.
    Gambling,
}

impl Disposal {
    /// Whether the disposal earns experience.
    #[must_use]
    pub const fn earns(self) -> bool {
        match self {
            Self::Donated | Self::Lost => true,
            Self::Stipulated { guide_agrees } => guide_agrees,
            Self::Bribe | Self::Gambling => false,
        }
    }
}

/// Experience for loot donated or lost: [`XP_PER_LOOT_COIN`] per silver
/// coin of value when the disposal earns it, fractions of an experience
/// point dropped.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Disposal, loot_xp};
/// use osr_equipment::gods_and_monsters::Price;
///
/// assert_eq!(loot_xp(Price::whole(150), Disposal::Donated), 300);
/// assert_eq!(loot_xp(Price::whole(150), Disposal::Bribe), 0);
/// ```
#[must_use]
pub const fn loot_xp(value: Price, disposal: Disposal) -> u64 {
    if disposal.earns() {
        // Hundredths of a coin: 2 XP per 100.
        value.subunits() / 100 * XP_PER_LOOT_COIN + value.subunits() % 100 * XP_PER_LOOT_COIN / 100
    } else {
        0
    }
}

/// Where experience comes from.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Awarded, Disposal, Source};
/// use osr_equipment::gods_and_monsters::Price;
///
/// let donation = Source::Loot { value: Price::whole(150), disposal: Disposal::Donated };
/// assert_eq!((donation.xp(), donation.awarded()), (300, Awarded::BetweenAdventures));
/// assert!(donation.shared());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "source"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Source {
    /// Mojo used on an archetypal roll.
    ArchetypalMojo {
        /// The mojo used.
        mojo: u32,
    },
    /// Engaging creatures and people: the Guide's amount.
    Engagement {
        /// The experience the Guide awards.
        xp: u64,
    },
    /// Defeating opponents in conflicts: the Guide's amount.
    Conflict {
        /// The experience the Guide awards.
        xp: u64,
    },
    /// Loot donated or lost.
    Loot {
        /// Its value.
        value: Price,
        /// How it went.
        disposal: Disposal,
    },
}

/// When experience from a source is awarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Awarded {
    /// At once, to the character who used the mojo.
    Immediately,
    /// After the adventure is completed, shared by every member of the
    /// group.
    AfterTheAdventure,
    /// Between adventures (at the end of one or the start of the next),
    /// shared by every member of the group.
    BetweenAdventures,
}

impl Source {
    /// The experience the source gives.
    #[must_use]
    pub const fn xp(&self) -> u64 {
        match *self {
            Self::ArchetypalMojo { mojo } => mojo_xp(mojo),
            Self::Engagement { xp } | Self::Conflict { xp } => xp,
            Self::Loot { value, disposal } => loot_xp(value, disposal),
        }
    }

    /// When it is awarded.
    #[must_use]
    pub const fn awarded(&self) -> Awarded {
        match self {
            Self::ArchetypalMojo { .. } => Awarded::Immediately,
            Self::Engagement { .. } | Self::Conflict { .. } => Awarded::AfterTheAdventure,
            Self::Loot { .. } => Awarded::BetweenAdventures,
        }
    }

    /// Whether it is shared among the members of the group ([`share`]);
    /// mojo experience goes to the character who used the mojo.
    #[must_use]
    pub const fn shared(&self) -> bool {
        !matches!(self, Self::ArchetypalMojo { .. })
    }
}

/// Shared experience divided among `members`: what each gains, and what
/// is left over for the Guide to place (the rules do not say).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::share;
///
/// assert_eq!(share(300, 4)?, (75, 0));
/// assert_eq!(share(300, 7)?, (42, 6));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Invalid`] for a group of no one.
pub const fn share(xp: u64, members: u32) -> Result<(u64, u64), Error> {
    if members == 0 {
        return Err(Error::Invalid {
            what: "a group has at least one member",
        });
    }
    Ok((xp / members as u64, xp % members as u64))
}

/// When the benefits of a new level apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Benefits {
    /// At once: the player knows what they are.
    Now,
    /// After the current scene: the player needs the Guide's advice.
    AfterTheScene,
}

/// An award of experience and the levels it brings: crossing a threshold
/// raises the level at once.
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: it is a result worked out from the total before, the award
/// and the level table, which may be a referee's own ([`award`]). Store
/// those and work it out again: a result read on its own could not be
/// checked.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Awarding {
    /// The total before.
    pub before: Xp,
    /// The total after.
    pub after: Xp,
    /// The level before.
    pub from_level: u32,
    /// The level after.
    pub to_level: u32,
    /// When the new level's benefits apply (`None` without a new level).
    pub benefits: Option<Benefits>,
}

/// Awards `xp` experience to a character holding `before` under `table`
/// (GM-adv.level-up.timing): the level changes as soon as a threshold is
/// crossed, and its benefits apply now unless the player `needs_help`
/// with them, then after the scene.
///
/// # Examples
///
/// ```
/// use osr_advancement::{Xp, gods_and_monsters::{Benefits, award, level_table, mojo_xp}};
///
/// let awarding = award(&level_table(), Xp::new(900), mojo_xp(4), false)?;
/// assert_eq!((awarding.from_level, awarding.to_level), (1, 2));
/// assert_eq!(awarding.benefits, Some(Benefits::Now));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::XpBeyondTable`] when either total is past the table,
/// [`Error::Overflow`] when the total does not fit.
pub fn award(table: &LevelTable, before: Xp, xp: u64, needs_help: bool) -> Result<Awarding, Error> {
    let after = before.plus(xp)?;
    let from_level = table.level(before)?;
    let to_level = table.level(after)?;
    let benefits = (to_level > from_level).then_some(if needs_help {
        Benefits::AfterTheScene
    } else {
        Benefits::Now
    });
    Ok(Awarding {
        before,
        after,
        from_level,
        to_level,
        benefits,
    })
}

/// A new character for a player whose character died: built once the
/// current scene ends, with the experience and mojo the Guide states.
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: it is a result worked out from the Guide's experience and
/// mojo and the level table, which may be a referee's own; the experience
/// and mojo themselves ([`Xp`], [`Mojo`](super::Mojo)) do read back. Store
/// those and work it out again: a result read on its own could not be
/// checked.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Mojo, Replacement, level_table};
///
/// let heir = Replacement::new(&level_table(), 3_000, 20)?;
/// assert_eq!((heir.level, heir.mojo), (3, Mojo::new(20)));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Replacement {
    /// The experience the Guide states.
    pub xp: Xp,
    /// The level that experience gives.
    pub level: u32,
    /// The mojo the Guide states.
    pub mojo: super::Mojo,
}

impl Replacement {
    /// The replacement with `xp` experience and `mojo` mojo under `table`.
    ///
    /// # Errors
    ///
    /// [`Error::XpBeyondTable`] when `xp` is past the table.
    pub fn new(table: &LevelTable, xp: u64, mojo: u32) -> Result<Self, Error> {
        let xp = Xp::new(xp);
        Ok(Self {
            xp,
            level: table.level(xp)?,
            mojo: super::Mojo::new(mojo),
        })
    }
}
