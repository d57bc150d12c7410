//! What the players decide.

use alloc::vec::Vec;

use osr_sheet::gods_and_monsters::{Item, Place};

/// How the party fights: a simple policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersTactic"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Tactic {
    /// Everyone attacks the first foe still in the fight.
    Focus,
    /// Each member attacks the foe across: the first member the first foe,
    /// and so on round the foes still in the fight.
    Spread,
}

/// What the players decide next; [`State::allows`](super::State::allows)
/// says whether the rules allow it now.
///
/// # Examples
///
/// ```
/// use osr_play::gods_and_monsters::{Command, Tactic};
///
/// assert_eq!(Command::Fight { tactic: Tactic::Spread }.word(), "fight");
/// assert_eq!(Command::Home { donate: 100 }.word(), "home");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersExpeditionCommand")
)]
#[cfg_attr(
    feature = "serde",
    serde(tag = "command", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Command {
    /// In town, a member buys the first of `items` the rules allow (the
    /// coins suffice, the strength carries it), made for the member's size,
    /// and puts it where `place` says; the refused ones are told.
    Buy {
        /// The member (an index of the party).
        member: usize,
        /// The choices, in order (1 to 8).
        items: Vec<Item>,
        /// Equipped (worn, wielded) or carried.
        place: Place,
    },
    /// A day's walk on the next stretch, out to the site or home.
    Travel,
    /// Into the site, or on to its next room.
    Explore,
    /// The best perception in the party searches the room for the hoard.
    Search,
    /// Out of the site, for home.
    Leave,
    /// Camp for the night (8 hours): the dying are tended, the hurt rest,
    /// and the party wakes to a new day; wanderers coming on the camp
    /// break the night, which then gives no rest.
    Camp,
    /// Fight the foes met, by `tactic`.
    Fight {
        /// How the party fights.
        tactic: Tactic,
    },
    /// Talk with foes that did not attack, and part in peace.
    Parley,
    /// At home: the hoard shared after `donate` silver coins are given to
    /// the shrine, the experience shared, levels rolled, the hurt rested.
    Home {
        /// Silver coins given away (at most what came home).
        donate: u64,
    },
}

impl Command {
    /// The command in words.
    #[must_use]
    pub const fn word(&self) -> &'static str {
        match self {
            Self::Buy { .. } => "buy",
            Self::Travel => "travel",
            Self::Explore => "explore",
            Self::Search => "search",
            Self::Leave => "leave",
            Self::Camp => "camp",
            Self::Fight { .. } => "fight",
            Self::Parley => "parley",
            Self::Home { .. } => "home",
        }
    }
}
