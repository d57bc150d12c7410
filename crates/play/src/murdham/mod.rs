//! Murdham: a whole expedition by its rules.
//!
//! Murdham's adventuring rules use a character without saying how one is
//! made, so the party is the table's: a [`Member`] is a name, an
//! osr-sheet [`Sheet`] and the damage die of the weapon carried. The
//! referee's content ([`Referee`]) is the market's prices, the drug doses
//! the party carries, the road to a forgotten barrow (its regions, a
//! meeting on the way, a river on the way back), and the barrow itself (a
//! shaft to climb, a spear trap, its dead, its grave goods).
//!
//! An [`Expedition`] is an [`osr_combat::Log`] of [`State`]: every
//! [`Command`] applies every consequence the rules give, rolls from the
//! face source it is given, and tells what happened as [`Event`]s whose
//! `Display` is a line for players. The clock is osr-travel's Murdham
//! company: watches on the road, stretches in the barrow, every player
//! acting once in each; the mode of play switches when the party enters
//! or leaves the barrow, inside the command that does it.
//!
//! Consequences the commands apply:
//!
//! - the daily rest is the third watch of every day: travel and searching
//!   are refused until it is taken, and an addict takes a dose at it while
//!   the party has one, or loses WIT (MU-health.drug.withdrawal);
//! - the hidden barrow is noticed on arrival by a secret group WIT save of
//!   those standing, or found by searching the region for a watch
//!   (MU-travel.passive, MU-travel.search);
//! - a meeting rolls the strangers' attitude (MU-travel.attitude.roll) and
//!   is played through osr-combat's encounter: awareness, the approach,
//!   and the side taken by surprise losing its first round; the fight is
//!   fought by the [`Policy`] in the command, every declared attack
//!   landing (the table's rule), and written back onto the sheets;
//! - critical damage lasts to the end of the stretch (or watch);
//! - the dying cannot walk or trade: a member who can carries each, with
//!   the dying's bulk on the carrier's load, or the dying is left behind
//!   ([`Error::Unable`] if a dying member is told to
//!   trade);
//! - bulk carried counts: the grave goods on the carrier's load, the
//!   barrow's shaft climbed with an AGI save (and a STR save when
//!   encumbered; a failure is a fall), the river swum with an AGI save
//!   when carrying more than 2 bulk (MU-enc.swim); a swimmer who fails
//!   starts drowning and is pulled out by one who got across, and when
//!   nobody got across the party tries again the next watch;
//! - an encumbered member halves the party's pace on the road;
//! - at home the grave goods are sold (a full-price buyer found with a
//!   watch and a WIT save, else the market's price) and the coins shared.
//!
//! Not in the rules this library follows, so not played: Murdham's attack
//! procedure (every declared attack lands), recovering health at a rest,
//! what becomes of the dying beyond being carried, and experience and
//! levels (the rules have none).
//!
//! # Examples
//!
//! ```
//! use osr_core::StepDie;
//! use osr_play::Name;
//! use osr_play::murdham::{Command, Expedition, Member, Referee, Setup};
//! use osr_sheet::murdham::{Abilities, Sheet};
//!
//! let ash = Member {
//!     name: Name::new("Ash")?,
//!     sheet: Sheet::new(Abilities::new(13, 9, 10)?).with_coins(40)?,
//!     weapon: StepDie::D8,
//! };
//! let setup = Setup::new(vec![ash], Referee::barrow()?)?;
//! let mut expedition = Expedition::new(setup)?;
//! let mut dice = osr_core::SuppliedFaces::new(&[]);
//! expedition.step(Command::Depart, &mut dice)?;
//! assert_eq!(expedition.events().last().map(ToString::to_string).as_deref(),
//!     Some("the party sets out off the path to the barrow, 3 regions"));
//! # Ok::<(), osr_play::Error>(())
//! ```

use alloc::vec::Vec;

use osr_core::StepDie;
use osr_encumbrance::bulk::Bulk;
use osr_equipment::murdham::Tool;
use osr_sheet::murdham::Sheet;

use crate::name::listed_once;
use crate::{Error, Name};

mod event;
mod fight;
pub mod sample;
mod state;

pub use self::event::{Event, Swim};
pub use self::fight::Roster;
pub use self::state::{Expedition, Place, State};

/// The most members in a party.
pub const MAX_MEMBERS: usize = 8;

/// The most foes in a group.
pub const MAX_FOES: usize = 16;

/// The most regions on the way to the barrow.
pub const MAX_REGIONS: u32 = 50;

/// The most entries in the price list.
pub const MAX_PRICES: usize = 32;

/// A member of the party: a name, a sheet and the damage die of the weapon
/// carried.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamMember"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Member {
    /// The name every event writes.
    pub name: Name,
    /// The sheet.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "osr_sheet::murdham::SheetDocument")
    )]
    pub sheet: Sheet,
    /// The weapon's damage die.
    pub weapon: StepDie,
}

/// A foe of the referee's: a name, WIT, health and armour.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamFoe"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Foe {
    /// The name every event writes ("the tall poacher").
    pub name: Name,
    /// WIT, 0 to 20.
    pub wit: i32,
    /// Health, 1 to 20.
    pub health: u32,
    /// Armour, 0 to 3.
    pub armour: u32,
}

/// A group of foes and the damage die of their weapons.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamGroup"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Group {
    /// What they are, as a line says it ("three poachers").
    pub what: Name,
    /// Their weapons' damage die.
    pub die: StepDie,
    /// The foes, 1 to [`MAX_FOES`].
    pub foes: Vec<Foe>,
}

/// An item on the market's price list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPrice"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Price {
    /// The item.
    pub item: Tool,
    /// Its price in coins.
    pub cost: u32,
}

/// The referee's content: the prices, the supplies, the road and the
/// barrow.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamReferee"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Referee {
    /// The market's prices (the rules have no price list).
    pub prices: Vec<Price>,
    /// Doses of drug the party carries for its addicts.
    pub doses: u32,
    /// Regions off the path between town and the barrow, 1 to
    /// [`MAX_REGIONS`].
    pub regions: u32,
    /// The watch of the way out (from 1) in which strangers are met.
    pub meeting_watch: u32,
    /// The strangers met on the road.
    pub strangers: Group,
    /// Regions from the barrow to the river on the way home (1 to
    /// `regions`).
    pub river_region: u32,
    /// Whether the river is turbulent (every swimmer saves then).
    pub turbulent: bool,
    /// Metres of the barrow's shaft, climbed down and up (1 to 100).
    pub shaft_metres: u32,
    /// The damage die of the spear trap in the entrance hall.
    pub trap_die: StepDie,
    /// The barrow's dead, who always fight.
    pub dead: Group,
    /// The grave goods' value in coins.
    pub treasure_value: u32,
    /// The grave goods' bulk, at most 16.
    pub treasure_bulk: Bulk,
}

impl Referee {
    /// The barrow of the bundled example: four regions out, three poachers
    /// met in the second watch, a calm river a region from the barrow, a
    /// 4 m shaft, a d6 spear trap, three barrow dead with d8 blades, and
    /// grave goods worth 160 coins of bulk 3.
    ///
    /// # Errors
    ///
    /// None in practice (the names are valid).
    pub fn barrow() -> Result<Self, Error> {
        let foe = |name: &str, wit, health, armour| -> Result<Foe, Error> {
            Ok(Foe {
                name: Name::new(name)?,
                wit,
                health,
                armour,
            })
        };
        Ok(Self {
            prices: alloc::vec![
                Price {
                    item: Tool::Antidote,
                    cost: 10
                },
                Price {
                    item: Tool::SurgicalTools,
                    cost: 30
                },
                Price {
                    item: Tool::DisguiseKit,
                    cost: 20
                },
                Price {
                    item: Tool::Saddle,
                    cost: 25
                },
            ],
            doses: 1,
            regions: 3,
            meeting_watch: 2,
            strangers: Group {
                what: Name::new("three poachers")?,
                die: StepDie::D6,
                foes: alloc::vec![
                    foe("the grey poacher", 9, 8, 0)?,
                    foe("the young poacher", 8, 7, 0)?,
                    foe("the tall poacher", 10, 9, 1)?,
                ],
            },
            river_region: 1,
            turbulent: false,
            shaft_metres: 4,
            trap_die: StepDie::D6,
            dead: Group {
                what: Name::new("three barrow dead")?,
                die: StepDie::D8,
                foes: alloc::vec![
                    foe("the first barrow dead", 6, 16, 2)?,
                    foe("the second barrow dead", 6, 16, 2)?,
                    foe("the third barrow dead", 6, 16, 2)?,
                ],
            },
            treasure_value: 160,
            treasure_bulk: Bulk::whole(3),
        })
    }

    fn check(&self) -> Result<(), Error> {
        if self.prices.len() > MAX_PRICES {
            return Err(Error::TooMany {
                what: "prices",
                len: self.prices.len(),
                max: MAX_PRICES,
            });
        }
        // The market asks one price for an item.
        listed_once("the price list", &self.prices, |p| p.item.name())?;
        let range = |what, value: u32, min: u32, max: u32| {
            osr_core::Error::check_range(what, value.into(), min.into(), max.into()).map(|_| ())
        };
        range("regions", self.regions, 1, MAX_REGIONS)?;
        range("meeting watch", self.meeting_watch, 1, 1000)?;
        range("river region", self.river_region, 1, self.regions)?;
        range("shaft metres", self.shaft_metres, 1, 100)?;
        range("doses", self.doses, 0, 1000)?;
        range("treasure value", self.treasure_value, 0, 1_000_000)?;
        if self.treasure_bulk > Bulk::whole(16) {
            osr_core::Error::check_range("treasure bulk", 17, 0, 16)?;
        }
        for group in [&self.strangers, &self.dead] {
            if group.foes.is_empty() || group.foes.len() > MAX_FOES {
                return Err(Error::TooMany {
                    what: "foes in a group",
                    len: group.foes.len(),
                    max: MAX_FOES,
                });
            }
            listed_once("a group of foes", &group.foes, |f| f.name.as_str())?;
            for (foe, id) in group.foes.iter().zip(100..) {
                fight::foe(foe, id)?;
            }
        }
        Ok(())
    }
}

/// What an expedition starts from: the party and the referee's content,
/// checked by [`Setup::new`] (and again when read from JSON).
///
/// # Examples
///
/// ```
/// use osr_core::StepDie;
/// use osr_play::Name;
/// use osr_play::murdham::{Member, Referee, Setup};
/// use osr_sheet::murdham::{Abilities, Sheet};
///
/// let ash = Member {
///     name: Name::new("Ash")?,
///     sheet: Sheet::new(Abilities::new(13, 9, 10)?),
///     weapon: StepDie::D8,
/// };
/// // Nobody to go, or no road to the barrow: refused.
/// assert_eq!(Setup::new(vec![], Referee::barrow()?).unwrap_err().kind(), "too_many");
/// let mut referee = Referee::barrow()?;
/// referee.regions = 0;
/// assert_eq!(Setup::new(vec![ash.clone()], referee).unwrap_err().kind(), "out_of_range");
/// assert_eq!(Setup::new(vec![ash], Referee::barrow()?)?.party().len(), 1);
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamExpeditionSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    party: Vec<Member>,
    referee: Referee,
}

/// A setup as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    party: Vec<Member>,
    referee: Referee,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(fields: SetupFields) -> Result<Self, Error> {
        Self::new(fields.party, fields.referee)
    }
}

impl Setup {
    /// The expedition of `party` through the referee's content.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] for no member or more than [`MAX_MEMBERS`],
    /// more than [`MAX_PRICES`] prices, or a group of no foe or more than
    /// [`MAX_FOES`]; [`Error::Core`] (`OutOfRange`) for regions, the
    /// meeting's watch, the river, the shaft, doses or the treasure out of
    /// range, and osr-combat's errors for a foe it refuses;
    /// [`Error::Duplicate`] for two members of one name, two prices for one
    /// item or two foes of one name in a group.
    pub fn new(party: Vec<Member>, referee: Referee) -> Result<Self, Error> {
        if party.is_empty() || party.len() > MAX_MEMBERS {
            return Err(Error::TooMany {
                what: "members",
                len: party.len(),
                max: MAX_MEMBERS,
            });
        }
        listed_once("the party", &party, |m| m.name.as_str())?;
        referee.check()?;
        Ok(Self { party, referee })
    }

    /// The party at the start.
    #[must_use]
    pub fn party(&self) -> &[Member] {
        &self.party
    }

    /// The referee's content.
    #[must_use]
    pub const fn referee(&self) -> &Referee {
        &self.referee
    }
}

/// How the party fights once a fight breaks out: each member standing
/// attacks, in the party's order, until the fight ends or `rounds` rounds
/// have been fought (then the survivors break off).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPolicy"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Policy {
    /// Whom each member attacks.
    pub target: Target,
    /// Rounds fought at most, 1 to 50.
    pub rounds: u32,
}

/// Whom a member attacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamTarget"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Target {
    /// The first foe still standing.
    First,
    /// The foe standing with the least health.
    Weakest,
}

/// A procedure of play, applied by [`Expedition::step`](osr_combat::Log::step).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamExpeditionCommand"))]
#[cfg_attr(feature = "serde", serde(tag = "command", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Command {
    /// At the market: a member buys an item at the market's price.
    Buy {
        /// The member (index in the party).
        member: usize,
        /// The item.
        item: Tool,
    },
    /// Leave town for the barrow.
    Depart,
    /// A watch moving across regions, out or home.
    Travel,
    /// A watch searching the region for the barrow.
    SearchRegion,
    /// The daily rest, the third watch of a day.
    Rest,
    /// Meet the strangers or the dead waiting: the party's intent, and how
    /// it fights if it comes to a fight.
    Meet {
        /// What the party wants.
        intent: osr_combat::murdham::Intent,
        /// How it fights.
        policy: Policy,
    },
    /// Climb down the barrow's shaft and cross the entrance hall.
    Enter,
    /// Move on to the burial chamber.
    Explore,
    /// Search the chamber for a stretch.
    Search,
    /// Leave the barrow up its shaft, carrying the dying.
    Leave,
    /// At home: a member looks for a buyer for the grave goods and sells
    /// them.
    Sell {
        /// The member (index in the party).
        member: usize,
    },
    /// The party parts: the expedition is over.
    Disband,
}

impl Command {
    /// The command in words, as [`Error::NotNow`] says it.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            Self::Buy { .. } => "buy",
            Self::Depart => "depart",
            Self::Travel => "travel",
            Self::SearchRegion => "search the region",
            Self::Rest => "rest",
            Self::Meet { .. } => "meet",
            Self::Enter => "enter",
            Self::Explore => "explore",
            Self::Search => "search",
            Self::Leave => "leave",
            Self::Sell { .. } => "sell",
            Self::Disband => "disband",
        }
    }
}
