//! The procedures of play as commands, and where the party is.

use super::choices::{Camp, Food, Goal};

/// How the party fights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryPolicy"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Policy {
    /// The member in front blocks the first blow aimed at her each
    /// exchange for a Fatigue, while it leaves a slot free (this table's
    /// block: it stops the blow).
    pub block: bool,
    /// The party flees once this many or fewer can fight (0: never).
    pub flee_at: u32,
}

/// A procedure of play, applied by [`Expedition::step`]: one the party
/// cannot do where it is is refused and changes nothing.
///
/// [`Expedition::step`]: osr_combat::Log::step
///
/// # Examples
///
/// ```
/// use osr_core::{StepDie, SuppliedFaces, UsageDie};
/// use osr_play::{Error, Name};
/// use osr_play::block_dodge_parry::{
///     Camp, Command, Expedition, Feature, Food, Kind, Recruit, Room, Setup, Site, Weapon,
/// };
/// use osr_sheet::block_dodge_parry::Sheet;
///
/// let ash = Recruit {
///     name: Name::new("Ash")?,
///     sheet: Sheet::new([14, 10, 9], 6)?,
///     weapon: Weapon { name: Name::new("spear")?, die: StepDie::D8 },
/// };
/// let site = Site {
///     name: Name::new("the old crypt")?,
///     days_away: 2,
///     rooms: vec![Room { name: Name::new("the stairs")?, feature: Feature::Empty }],
/// };
/// let mut expedition = Expedition::new(Setup::new(vec![ash], 1, UsageDie::D8, site)?)?;
/// let mut no_dice = SuppliedFaces::new(&[]);
/// // Not in the site yet: exploring is refused, and nothing changes.
/// let refused = expedition.step(Command::Explore, &mut no_dice);
/// assert!(matches!(refused, Err(Error::NotNow { command: "explore", .. })));
/// assert!(expedition.commands().is_empty());
/// // A day's walk, then a night's camp: a day on the clock, 144 turns.
/// expedition.step(Command::Travel, &mut no_dice)?;
/// let camp = Command::Camp { camp: Camp::WildernessCamp, food: Food::Fresh };
/// expedition.step(camp, &mut no_dice)?;
/// assert_eq!((expedition.state().clock().now(), expedition.state().day()), (144, 2));
/// assert_eq!(camp.kind(), Kind::Camp);
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "BlockDodgeParryExpeditionCommand")
)]
#[cfg_attr(feature = "serde", serde(tag = "command", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// A day's walk toward the site, or home once it is left.
    Travel,
    /// Camp for the night (a watch): eat, then sleep.
    Camp {
        /// Where.
        camp: Camp,
        /// What is eaten.
        food: Food,
    },
    /// On into the next room of the site (a turn by the torch).
    Explore,
    /// Fight the foes met.
    Fight {
        /// How the party fights.
        policy: Policy,
    },
    /// Every hurt member catches a breath (a turn).
    Breather,
    /// The member standing with the most free slots takes the treasure
    /// found.
    Take,
    /// Out of the site (a turn).
    Leave,
    /// A day of treatment at home (two watches) for each member's worst
    /// ability loss.
    Treat,
    /// The expedition ends at home.
    Disband,
}

/// A command without its details: what
/// [`State::allowed`](super::State::allowed) lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryExpeditionKind"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Kind {
    /// [`Command::Travel`].
    Travel,
    /// [`Command::Camp`].
    Camp,
    /// [`Command::Explore`].
    Explore,
    /// [`Command::Fight`].
    Fight,
    /// [`Command::Breather`].
    Breather,
    /// [`Command::Take`].
    Take,
    /// [`Command::Leave`].
    Leave,
    /// [`Command::Treat`].
    Treat,
    /// [`Command::Disband`].
    Disband,
}

impl Kind {
    /// A stable snake-case key: the command's `command` tag in JSON.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_play::block_dodge_parry::{Command, Kind};
    ///
    /// assert_eq!(Kind::Breather.key(), "breather");
    /// assert_eq!(Command::Travel.kind().key(), "travel");
    /// ```
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Travel => "travel",
            Self::Camp => "camp",
            Self::Explore => "explore",
            Self::Fight => "fight",
            Self::Breather => "breather",
            Self::Take => "take",
            Self::Leave => "leave",
            Self::Treat => "treat",
            Self::Disband => "disband",
        }
    }
}

impl Command {
    /// Its kind.
    #[must_use]
    pub const fn kind(&self) -> Kind {
        match self {
            Self::Travel => Kind::Travel,
            Self::Camp { .. } => Kind::Camp,
            Self::Explore => Kind::Explore,
            Self::Fight { .. } => Kind::Fight,
            Self::Breather => Kind::Breather,
            Self::Take => Kind::Take,
            Self::Leave => Kind::Leave,
            Self::Treat => Kind::Treat,
            Self::Disband => Kind::Disband,
        }
    }
}

impl Kind {
    pub(super) const fn word(self) -> &'static str {
        match self {
            Self::Travel => "travel",
            Self::Camp => "camp",
            Self::Explore => "explore",
            Self::Fight => "fight",
            Self::Breather => "catch a breath",
            Self::Take => "take the treasure",
            Self::Leave => "leave the site",
            Self::Treat => "get treatment",
            Self::Disband => "disband",
        }
    }
}

/// Where the party is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryPlace"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// At home, before setting out.
    Village,
    /// On the road.
    Road {
        /// Where to.
        toward: Goal,
        /// Days walked on this way.
        walked: u32,
    },
    /// In the site.
    Site,
    /// Outside the site, on the way out.
    Outside,
    /// Home again.
    Home,
}
