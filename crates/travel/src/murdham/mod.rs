//! Murdham: the two play modes and the turn structure, secrets and
//! searching, the attitude roll, diplomacy and manipulation, stealing,
//! trade beyond osr-equipment's prices, rumours, cheating at games,
//! special movement, navigation and weather, locks and doors, animals,
//! mounts, carts and boats.
//!
//! Murdham's rules are described here in this library's own words.
//! Saves are osr-check's Murdham [`Save`], whose [`Gate`] settles the
//! trivial and impossible cases without a roll: most rules here only say
//! which save, and when it is trivial or impossible.
//!
//! | rule | API |
//! |---|---|
//! | MU-travel.modes, MU-travel.turn-structure, MU-travel.actions | [`Mode`], [`Expedition`], [`Action`] |
//! | MU-travel.secrets, MU-travel.search, MU-travel.aimed-search | [`Area`], [`search`], [`aimed_search`] |
//! | MU-travel.passive | [`passive_notice`] (osr-check's `GroupSave`) |
//! | MU-travel.trap | [`trap_springs`] |
//! | MU-travel.attitude.roll, MU-travel.attitude.table, MU-dice.keep-low-high | [`AttitudeRoll`], [`ATTITUDES`] |
//! | MU-travel.diplomacy, .befriend, .inspire, .encourage, .persuade | [`Diplomacy`], [`Appeal`] |
//! | MU-travel.manip, .manip.distract, .manip.intimidate, .manip.taunt | [`Manipulation`], [`Ploy`] |
//! | MU-travel.manip.describe | [`Quality`] |
//! | MU-travel.dialogue-skills | [`Diplomacy::proficient`], [`Manipulation::proficient`] |
//! | MU-travel.steal | [`steal`] |
//! | MU-travel.trade.value, .full-price, .illegal (finding a dealer), .haggle | [`trade_accepted`], [`find_buyer`], [`haggle`] |
//! | MU-travel.rumours | [`hear_rumour`] |
//! | MU-travel.games.cheat | [`cheat`] |
//! | MU-travel.move.sprint, .balance, .sneak, .leap, .climb, .swim, .limits | [`sprint_zones`], [`balance`], [`sneak`], [`leap`], [`climb`], [`swim`], [`may_combine`] |
//! | MU-travel.navigate, MU-travel.weather.speed | [`areas_per_unit`], [`Path`] |
//! | MU-travel.weather.camp | [`find_shelter`] |
//! | MU-travel.locks | [`open_lock`], [`WoodenDoor`] |
//! | MU-travel.animals.train, .forms, .wild, .befriend | [`Animal`], [`Training`], [`befriend_animal`] |
//! | MU-travel.mounts, MU-travel.carts, MU-travel.boats | [`ride`], [`drive_cart`], [`Boat`] |
//!
//! Readings: a region search finds one secret per watch; befriending
//! improves the attitude one step; a taunt needs the taunter's WIT save
//! and then the target's failed one; leaps beyond 4 m (run-up) or 2 m
//! (standing) are impossible; with fewer crew than a boat needs its speed
//! falls in proportion; a crash's d4 direct damage is rolled for each
//! victim, exploding as Murdham's damage dice do; a region or sector is
//! crossed at 2 areas per watch (stretch) on a path. Games of skill and
//! luck are osr-check's `Contest` and `LuckGame`; merchants' prices are
//! osr-equipment's `murdham::price`.

use alloc::vec::Vec;

use num_rational::Ratio;
use osr_check::murdham::{Damage, DamageRoll, Gate, GroupRoll, GroupSave, Save, SaveOutcome};
use osr_check::{Check, Resolved};
use osr_core::{Edge, FaceSource, StepDie};

use crate::{Clock, EntryRoll, Error, RandomTable, Unit};

mod attitude;

pub use self::attitude::{ATTITUDES, Approach, Attitude, AttitudeOutcome, AttitudeRoll};

/// The two modes of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Mode {
    /// Travel and wide exploration on the region map, in watches.
    Travel,
    /// Exploring a site (a town, a dungeon) by sectors and zones, in
    /// stretches.
    Site,
}

impl Mode {
    /// The time unit the mode counts.
    #[must_use]
    pub const fn unit(self) -> Unit {
        match self {
            Self::Travel => Unit::Watch,
            Self::Site => Unit::Stretch,
        }
    }
}

/// A player's action in a stretch or a watch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Stretch: move across sectors.
    MoveSectors,
    /// Stretch: search a zone.
    SearchZone,
    /// Stretch: talk.
    Talk,
    /// Stretch: fight.
    Fight,
    /// Watch: move across regions.
    MoveRegions,
    /// Watch: search a sector.
    SearchSector,
    /// Watch: search a region.
    SearchRegion,
    /// Watch: forage.
    Forage,
    /// Watch: take the daily rest.
    DailyRest,
}

impl Action {
    /// The mode the action belongs to.
    #[must_use]
    pub const fn mode(self) -> Mode {
        match self {
            Self::MoveSectors | Self::SearchZone | Self::Talk | Self::Fight => Mode::Site,
            _ => Mode::Travel,
        }
    }
}

/// What happened as a player acted.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum ExpeditionEvent {
    /// A player took an action.
    Acted {
        /// The player, from 0.
        player: u32,
        /// The action.
        action: Action,
    },
    /// Everyone has acted: the referee decides whether an encounter or
    /// other event happens, and the next stretch or watch begins.
    StepEnded {
        /// The unit that passed.
        unit: Unit,
        /// The units passed in this mode so far.
        now: u64,
    },
    /// A timer on the mode's clock ran out as the step ended.
    TimerExpired {
        /// Its label.
        label: alloc::string::String,
        /// The time it ran out.
        at: u64,
    },
}

osr_core::bounded! {
    error: crate::Error;
    /// Players in the company.
    pub struct Players(u32) in 1..=64, "players";
}

/// A company on an expedition: the mode, each mode's clock, and who has
/// acted in the current stretch or watch.
///
/// # Examples
///
/// ```
/// use osr_travel::murdham::{Action, Expedition, ExpeditionEvent, Mode};
///
/// let mut company = Expedition::new(2)?;
/// company.act(0, Action::MoveRegions)?;
/// let events = company.act(1, Action::Forage)?;
/// assert!(matches!(events[1], ExpeditionEvent::StepEnded { now: 1, .. }));
/// company.switch(Mode::Site)?; // entering a dungeon (rule MU-travel.modes)
/// assert!(company.act(0, Action::Forage).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Expedition {
    mode: Mode,
    players: Players,
    acted: Vec<bool>,
    watches: Clock,
    stretches: Clock,
}

impl Expedition {
    /// A company of `players` travelling.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Players`].
    pub fn new(players: u32) -> Result<Self, Error> {
        let players = Players::new(players)?;
        Ok(Self {
            mode: Mode::Travel,
            acted: alloc::vec![false; usize::try_from(players.get()).unwrap_or(0)],
            players,
            watches: Clock::new(Unit::Watch),
            stretches: Clock::new(Unit::Stretch),
        })
    }

    /// The current mode.
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// The clock of the current mode.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        match self.mode {
            Mode::Travel => &self.watches,
            Mode::Site => &self.stretches,
        }
    }

    /// The clock of the current mode, to start or stop timers (a spell
    /// counted in stretches, a siege in watches).
    pub const fn clock_mut(&mut self) -> &mut Clock {
        match self.mode {
            Mode::Travel => &mut self.watches,
            Mode::Site => &mut self.stretches,
        }
    }

    /// Enter or leave a site: the mode switches.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] while some players have acted and others not
    /// in the current stretch or watch, or when already in that mode.
    pub fn switch(&mut self, mode: Mode) -> Result<(), Error> {
        if mode == self.mode {
            return Err(Error::NotAllowed {
                action: "switching mode",
                reason: "the company is already in that mode",
            });
        }
        if self.acted.iter().any(|a| *a) {
            return Err(Error::NotAllowed {
                action: "switching mode",
                reason: "the current stretch or watch is not over",
            });
        }
        self.mode = mode;
        Ok(())
    }

    /// A player acts; once everyone has, the step ends.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a player not in the company;
    /// [`Error::NotAllowed`] for an action of the other mode, or a player
    /// acting twice in one step.
    pub fn act(&mut self, player: u32, action: Action) -> Result<Vec<ExpeditionEvent>, Error> {
        osr_core::Error::check_range(
            "player",
            player.into(),
            0,
            i64::from(self.players.get()) - 1,
        )?;
        if action.mode() != self.mode {
            return Err(Error::NotAllowed {
                action: "that action",
                reason: "it belongs to the other mode of play",
            });
        }
        let index = usize::try_from(player).unwrap_or(usize::MAX);
        let slot = self.acted.get_mut(index).ok_or(Error::NotAllowed {
            action: "acting",
            reason: "no such player",
        })?;
        if *slot {
            return Err(Error::NotAllowed {
                action: "acting",
                reason: "each player takes one action per stretch or watch",
            });
        }
        *slot = true;
        let mut events = alloc::vec![ExpeditionEvent::Acted { player, action }];
        if self.acted.iter().all(|a| *a) {
            let clock = match self.mode {
                Mode::Travel => &mut self.watches,
                Mode::Site => &mut self.stretches,
            };
            let ticks = clock.advance(1)?;
            self.acted.iter_mut().for_each(|a| *a = false);
            events.push(ExpeditionEvent::StepEnded {
                unit: clock.unit(),
                now: clock.now(),
            });
            for tick in ticks {
                if let crate::ClockEvent::TimerExpired { label, at, .. } = tick {
                    events.push(ExpeditionEvent::TimerExpired { label, at });
                }
            }
        }
        Ok(events)
    }
}

/// An area that may hold secrets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Area {
    /// A zone: traps, hidden treasure, secret passages, hidden beings.
    Zone,
    /// A sector: a concealed hut, a hard-to-find shop, secret entrances.
    Sector,
    /// A region: forgotten ruins, hidden caves.
    Region,
}

/// What a search takes and finds: `(unit, secrets found)`. A zone takes
/// a stretch, a sector or a region a watch; zones and sectors give up
/// every secret, a region only one per search.
///
/// # Examples
///
/// ```
/// use osr_travel::Unit;
/// use osr_travel::murdham::{Area, search};
///
/// assert_eq!(search(Area::Region, 3), (Unit::Watch, 1));
/// assert_eq!(search(Area::Zone, 3), (Unit::Stretch, 3));
/// ```
#[must_use]
pub const fn search(area: Area, secrets: u32) -> (Unit, u32) {
    match area {
        Area::Zone => (Unit::Stretch, secrets),
        Area::Sector => (Unit::Watch, secrets),
        Area::Region => (Unit::Watch, if secrets > 0 { 1 } else { 0 }),
    }
}

/// Looking at exactly the right spot: the index of the secret hidden at
/// `spot`, found without a full search.
///
/// ```
/// use osr_travel::murdham::aimed_search;
///
/// assert_eq!(aimed_search("hearth", &["statue", "hearth"]), Some(1));
/// ```
#[must_use]
pub fn aimed_search(spot: &str, secrets: &[&str]) -> Option<usize> {
    secrets.iter().position(|s| *s == spot)
}

/// Spotting a secret on entering its area: a perfectly concealed one is
/// never spotted (`None`, no roll); otherwise the referee rolls a group
/// WIT save in secret and anyone passing notices it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::passive_notice;
///
/// let roll = passive_notice(&[8, 11], false, &mut SuppliedFaces::new(&[9]))?.unwrap();
/// assert!(roll.anyone_passed());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for scores out of range or a failed face source.
pub fn passive_notice<S: FaceSource + ?Sized>(
    wits: &[i32],
    perfectly_concealed: bool,
    source: &mut S,
) -> Result<Option<GroupRoll>, Error> {
    let group = GroupSave::new(wits)?;
    if perfectly_concealed {
        return Ok(None);
    }
    Ok(Some(group.roll(source)?))
}

/// Whether a trap goes off: not when the character noticed it first.
///
/// ```
/// use osr_travel::murdham::trap_springs;
///
/// assert!(!trap_springs(true));
/// ```
#[must_use]
pub const fn trap_springs(noticed: bool) -> bool {
    !noticed
}

/// How well a social attempt is made, as the referee judges its
/// description.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Quality {
    /// Not effective enough to matter: no effect, no roll.
    Ineffective,
    /// Worth a save.
    #[default]
    Save,
    /// Especially effective (a big favour, solid evidence, generous
    /// incentives, the exact nerve): it works, no roll.
    Compelling,
}

/// The diplomatic approaches: the actor saves with WIT.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Appeal {
    /// A friendly deed improves the target's attitude one step.
    Befriend,
    /// An appeal to emotions gets someone to do something.
    Inspire,
    /// A round spent clears an ally's frightened condition.
    Encourage,
    /// Arguments make someone believe something.
    Persuade,
}

/// A diplomatic attempt: the actor's WIT save, settled without a roll
/// for an ineffective or a compelling attempt.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::{Appeal, Attitude, Diplomacy};
///
/// let gift = Diplomacy::new(Appeal::Befriend, 12)?;
/// let outcome = gift.roll(&mut SuppliedFaces::new(&[7]))?;
/// assert!(outcome.passed());
/// assert_eq!(Diplomacy::befriended(Attitude::Unfriendly, outcome.passed()), Attitude::Neutral);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Diplomacy {
    /// The approach.
    pub appeal: Appeal,
    save: Save,
}

const fn gate(quality: Quality) -> Gate {
    match quality {
        Quality::Ineffective => Gate::Impossible,
        Quality::Save => Gate::Uncertain,
        Quality::Compelling => Gate::Trivial,
    }
}

const PROFICIENT: Edge = Edge::new(1, 0);

impl Diplomacy {
    /// An attempt by an actor with this WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT outside 0 to 20.
    pub fn new(appeal: Appeal, wit: i32) -> Result<Self, Error> {
        Ok(Self {
            appeal,
            save: Save::new(wit)?,
        })
    }

    /// The same attempt as the referee judges its description.
    #[must_use]
    pub const fn quality(self, quality: Quality) -> Self {
        Self {
            save: self.save.with_gate(gate(quality)),
            ..self
        }
    }

    /// The same attempt by an actor with a matching dialogue skill
    /// (blather, charm, leadership...): an enhanced save.
    ///
    /// # Errors
    ///
    /// Never in practice: one enhancement is within the save's limits.
    pub fn proficient(self) -> Result<Self, Error> {
        Ok(Self {
            save: self.save.with_edge(PROFICIENT)?,
            ..self
        })
    }

    /// The save this attempt rolls.
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }

    /// Rolls the attempt.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<SaveOutcome, Error> {
        Ok(self.save.roll(source)?)
    }

    /// The attitude after a befriending attempt: one step better when it
    /// worked.
    #[must_use]
    pub const fn befriended(attitude: Attitude, worked: bool) -> Attitude {
        if !worked {
            return attitude;
        }
        match attitude {
            Attitude::Hostile => Attitude::Unfriendly,
            Attitude::Unfriendly => Attitude::Neutral,
            Attitude::Neutral | Attitude::Friendly => Attitude::Friendly,
        }
    }
}

/// The manipulation ploys: the target resists with WIT.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ploy {
    /// Music, talk or noise: the target notices the distraction on a pass.
    Distract,
    /// Threats or leverage force a word or a deed.
    Intimidate,
    /// Goading into rash, aggressive behaviour: the taunter must pass a
    /// WIT save first.
    Taunt,
}

/// A manipulation: it works when the target fails its WIT save (and, for
/// a taunt, the taunter passed one). A compelling ploy (evident power and
/// will, the exact nerve) allows the target no save; an ineffective one
/// does nothing.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::{Manipulation, Ploy};
///
/// let taunt = Manipulation::new(Ploy::Taunt, 10)?.taunter(13)?;
/// // The taunter passes (9), the target fails (15): taunted.
/// assert!(taunt.roll(&mut SuppliedFaces::new(&[9, 15]))?.worked);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Manipulation {
    /// The ploy.
    pub ploy: Ploy,
    target: Save,
    actor: Option<Save>,
    quality: Quality,
}

/// What a manipulation did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Manipulated {
    /// Whether it worked.
    pub worked: bool,
    /// The taunter's save, for a taunt.
    pub actor: Option<SaveOutcome>,
    /// The target's save, when it came to one.
    pub target: Option<SaveOutcome>,
}

impl Manipulation {
    /// A ploy against a target with this WIT.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT outside 0 to 20.
    pub fn new(ploy: Ploy, target_wit: i32) -> Result<Self, Error> {
        Ok(Self {
            ploy,
            target: Save::new(target_wit)?,
            actor: None,
            quality: Quality::Save,
        })
    }

    /// The taunter's WIT (a taunt needs it).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a WIT outside 0 to 20.
    pub fn taunter(self, wit: i32) -> Result<Self, Error> {
        Ok(Self {
            actor: Some(Save::new(wit)?),
            ..self
        })
    }

    /// The same ploy as the referee judges its description.
    #[must_use]
    pub const fn quality(self, quality: Quality) -> Self {
        Self { quality, ..self }
    }

    /// The same ploy by a proficient actor (intimidate and the like): the
    /// actor's save, if any, is enhanced.
    ///
    /// # Errors
    ///
    /// Never in practice.
    pub fn proficient(self) -> Result<Self, Error> {
        Ok(Self {
            actor: match self.actor {
                Some(save) => Some(save.with_edge(PROFICIENT)?),
                None => None,
            },
            ..self
        })
    }

    /// Rolls it: the taunter's save first, then the target's.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a taunt without the taunter's WIT;
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Manipulated, Error> {
        if self.quality == Quality::Ineffective {
            return Ok(Manipulated {
                worked: false,
                actor: None,
                target: None,
            });
        }
        let actor = match (self.ploy, self.actor) {
            (Ploy::Taunt, None) => {
                return Err(Error::NotAllowed {
                    action: "a taunt",
                    reason: "the taunter's WIT save is needed",
                });
            }
            (Ploy::Taunt, Some(save)) => Some(save.roll(source)?),
            _ => None,
        };
        if actor.as_ref().is_some_and(|a| !a.passed()) {
            return Ok(Manipulated {
                worked: false,
                actor,
                target: None,
            });
        }
        if self.quality == Quality::Compelling {
            return Ok(Manipulated {
                worked: true,
                actor,
                target: None,
            });
        }
        let target = self.target.roll(source)?;
        Ok(Manipulated {
            worked: !target.passed(),
            actor,
            target: Some(target),
        })
    }
}

/// Stealing an item from someone nearby: an AGI save to go unnoticed;
/// anything bigger than bulk 1/2 cannot be taken so.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::steal;
///
/// assert!(steal(13, true, &mut SuppliedFaces::new(&[12]))?.passed());
/// assert!(!steal(13, false, &mut SuppliedFaces::new(&[]))?.passed());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn steal<S: FaceSource + ?Sized>(
    agi: i32,
    small: bool,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    let gate = if small {
        Gate::Uncertain
    } else {
        Gate::Impossible
    };
    Ok(Save::new(agi)?.with_gate(gate).roll(source)?)
}

/// Whether an offer buys the goods: something of at least equal value.
///
/// ```
/// use osr_travel::murdham::trade_accepted;
///
/// assert!(trade_accepted(100, 100));
/// assert!(!trade_accepted(99, 100));
/// ```
#[must_use]
pub const fn trade_accepted(offered: u32, asked: u32) -> bool {
    offered >= asked
}

/// A watch spent in a settlement finding a buyer who pays the whole value
/// for one item, or a dealer in illegal goods: a WIT save.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn find_buyer<S: FaceSource + ?Sized>(wit: i32, source: &mut S) -> Result<SaveOutcome, Error> {
    Ok(Save::new(wit)?.roll(source)?)
}

/// Haggling off the market: a WIT save, enhanced with the bargain skill.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn haggle<S: FaceSource + ?Sized>(
    wit: i32,
    bargain: bool,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    let edge = if bargain { PROFICIENT } else { Edge::NONE };
    Ok(Save::new(wit)?.with_edge(edge)?.roll(source)?)
}

/// A watch talking to the locals in a settlement: one rumour from the
/// referee's table (true or not).
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
pub fn hear_rumour<S: FaceSource + ?Sized>(
    rumours: &RandomTable,
    source: &mut S,
) -> Result<EntryRoll, Error> {
    rumours.roll(source)
}

/// Cheating at a game: a WIT save to go undetected. A referee's character
/// rolls one secret d20, which is its contest roll when honest and this
/// save when cheating.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn cheat<S: FaceSource + ?Sized>(wit: i32, source: &mut S) -> Result<SaveOutcome, Error> {
    Ok(Save::new(wit)?.roll(source)?)
}

/// Zones a character crosses in a round: 2, or 4 sprinting over open
/// ground; sprinting among obstacles is not possible.
///
/// ```
/// use osr_travel::murdham::sprint_zones;
///
/// assert_eq!(sprint_zones(true, true)?, 4);
/// assert!(sprint_zones(true, false).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::NotAllowed`] for a sprint where there are obstacles.
pub const fn sprint_zones(sprint: bool, open_ground: bool) -> Result<u32, Error> {
    match (sprint, open_ground) {
        (false, _) => Ok(2),
        (true, true) => Ok(4),
        (true, false) => Err(Error::NotAllowed {
            action: "a sprint",
            reason: "there are obstacles in the way",
        }),
    }
}

/// How hard a footing, surface or stretch of water is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Footing {
    /// No save (calm water, a rope or ladder, a loud dark place).
    Easy,
    /// An AGI save.
    Hard,
    /// Cannot be done (slippery and narrow, a smooth wall, a noisy floor
    /// in plain view).
    Impossible,
}

const fn footing_gate(footing: Footing) -> Gate {
    match footing {
        Footing::Easy => Gate::Trivial,
        Footing::Hard => Gate::Uncertain,
        Footing::Impossible => Gate::Impossible,
    }
}

/// An AGI save whose need to roll is set by the footing.
fn footing_save<S: FaceSource + ?Sized>(
    agi: i32,
    footing: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(Save::new(agi)?
        .with_gate(footing_gate(footing))
        .roll(source)?)
}

/// Keeping one's balance: an AGI save or fall, stunned.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn balance<S: FaceSource + ?Sized>(
    agi: i32,
    footing: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    footing_save(agi, footing, source)
}

/// Sneaking: an AGI save to stay unnoticed.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn sneak<S: FaceSource + ?Sized>(
    agi: i32,
    footing: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    footing_save(agi, footing, source)
}

/// Climbing: an AGI save when starting and at the start of every round; a
/// failure is a fall.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn climb<S: FaceSource + ?Sized>(
    agi: i32,
    surface: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    footing_save(agi, surface, source)
}

/// Swimming: in turbulent water, or carrying more than 2 bulk, an AGI save
/// on entering and at the start of every round; a failure starts drowning.
/// `bulk_quarters` is the bulk carried, in quarters.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn swim<S: FaceSource + ?Sized>(
    agi: i32,
    turbulent: bool,
    bulk_quarters: u32,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    let gate = if turbulent || bulk_quarters > 8 {
        Gate::Uncertain
    } else {
        Gate::Trivial
    };
    Ok(Save::new(agi)?.with_gate(gate).roll(source)?)
}

/// How hard a leap of `decimetres` is: trivial up to 2 m with a run-up (1 m
/// standing), an AGI save up to 4 m (2 m), impossible beyond.
///
/// ```
/// use osr_travel::murdham::{Footing, leap};
///
/// assert_eq!(leap(35, true), Footing::Hard);
/// assert_eq!(leap(30, false), Footing::Impossible);
/// ```
#[must_use]
pub const fn leap(decimetres: u32, run_up: bool) -> Footing {
    let trivial = if run_up { 20 } else { 10 };
    if decimetres <= trivial {
        Footing::Easy
    } else if decimetres <= 2 * trivial {
        Footing::Hard
    } else {
        Footing::Impossible
    }
}

/// Whether two special movements may be combined: only by a character
/// proficient in at least one of them. No special movement lasts more than
/// one stretch in a row.
///
/// ```
/// use osr_travel::murdham::may_combine;
///
/// assert!(may_combine(true, false));
/// assert!(!may_combine(false, false));
/// ```
#[must_use]
pub const fn may_combine(proficient_in_first: bool, proficient_in_second: bool) -> bool {
    proficient_in_first || proficient_in_second
}

/// The longest run of special movement, in stretches.
pub const SPECIAL_MOVEMENT_STRETCHES: u32 = 1;

/// How the company crosses sectors or regions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Path {
    /// A road, river or other clear path.
    Clear,
    /// Off the path, with bushcraft and navigation tools, either, or
    /// neither.
    Off {
        /// Someone has bushcraft.
        bushcraft: bool,
        /// The company has navigation tools.
        tools: bool,
    },
}

/// Areas crossed per stretch or watch: 2 on a path; off it a quarter
/// without aids, half with bushcraft or tools, full with both; severe
/// weather halves it again.
///
/// ```
/// use num_rational::Ratio;
/// use osr_travel::murdham::{Path, areas_per_unit};
///
/// let lost = Path::Off { bushcraft: false, tools: false };
/// assert_eq!(areas_per_unit(lost, false), Ratio::new(1, 2));
/// assert_eq!(areas_per_unit(lost, true), Ratio::new(1, 4));
/// ```
#[must_use]
pub fn areas_per_unit(path: Path, severe_weather: bool) -> Ratio<u32> {
    let path = match path {
        Path::Clear
        | Path::Off {
            bushcraft: true,
            tools: true,
        } => Ratio::from_integer(1),
        Path::Off {
            bushcraft: false,
            tools: false,
        } => Ratio::new(1, 4),
        Path::Off { .. } => Ratio::new(1, 2),
    };
    let weather = if severe_weather {
        Ratio::new(1, 2)
    } else {
        Ratio::from_integer(1)
    };
    Ratio::from_integer(2) * path * weather
}

/// In bad weather a camp gives the daily rest only with real shelter:
/// finding some nearby takes a watch and a WIT save.
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range or a failed face source.
pub fn find_shelter<S: FaceSource + ?Sized>(
    wit: i32,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(Save::new(wit)?.roll(source)?)
}

/// The tools for a lock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LockTool {
    /// Lockpicks: a WIT save.
    Lockpicks,
    /// A crowbar: a STR save.
    Crowbar,
    /// Bare hands on an old locked or blocked door: a STR save.
    Bash,
}

/// Opening a lock (a watch with tools): the save the tool calls for, with
/// `wit` or `str`.
///
/// # Errors
///
/// [`Error::Core`] for an ability out of range or a failed face source.
pub fn open_lock<S: FaceSource + ?Sized>(
    tool: LockTool,
    wit: i32,
    str: i32,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    let ability = match tool {
        LockTool::Lockpicks => wit,
        LockTool::Crowbar | LockTool::Bash => str,
    };
    Ok(Save::new(ability)?.roll(source)?)
}

/// A wooden door broken down with weapons: 8 health, 1 armour; damage is
/// impaired unless the weapon or tool suits the job.
///
/// # Examples
///
/// ```
/// use osr_travel::murdham::WoodenDoor;
///
/// let mut door = WoodenDoor::new();
/// door.hit(5);
/// assert_eq!(door.health(), 4);
/// door.hit(6);
/// assert!(door.broken());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WoodenDoor {
    health: u32,
}

impl Default for WoodenDoor {
    fn default() -> Self {
        Self::new()
    }
}

impl WoodenDoor {
    /// The door's health.
    pub const HEALTH: u32 = 8;
    /// Its armour.
    pub const ARMOUR: u32 = 1;

    /// A whole door.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            health: Self::HEALTH,
        }
    }

    /// The damage die a weapon rolls against it: impaired unless it suits
    /// the job.
    ///
    /// # Errors
    ///
    /// Never in practice: one impairment is within the limits.
    pub fn damage(die: StepDie, suitable: bool) -> Result<Damage, Error> {
        let edge = if suitable {
            Edge::NONE
        } else {
            Edge::new(0, 1)
        };
        Ok(Damage::new(die).with_edge(edge)?)
    }

    /// A hit: the damage less the armour comes off its health. Returns the
    /// health lost.
    pub fn hit(&mut self, damage: u32) -> u32 {
        let lost = damage.saturating_sub(Self::ARMOUR).min(self.health);
        self.health -= lost;
        lost
    }

    /// Health left.
    #[must_use]
    pub const fn health(&self) -> u32 {
        self.health
    }

    /// Whether it is broken down.
    #[must_use]
    pub const fn broken(&self) -> bool {
        self.health == 0
    }
}

/// The trainings an animal can receive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Training {
    /// Accepts a rider.
    Mount,
    /// Pulls carts, turns a mill.
    Labour,
    /// Fights and obeys commands in a fight.
    Fight,
    /// One more ration when foraging.
    Hunt,
    /// Follows tracks on its own.
    Track,
    /// Performs tricks.
    Tricks,
}

impl Training {
    /// Every training, with its ID.
    pub const ALL: [(Self, &'static str); 6] = [
        (Self::Mount, "mount"),
        (Self::Labour, "labour"),
        (Self::Fight, "fight"),
        (Self::Hunt, "hunt"),
        (Self::Track, "track"),
        (Self::Tricks, "tricks"),
    ];

    /// The training with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        Self::ALL
            .iter()
            .find(|(_, i)| *i == id)
            .map(|(t, _)| *t)
            .ok_or_else(|| Error::UnknownId {
                what: "training",
                id: id.into(),
            })
    }

    /// Rations it adds to a day's foraging.
    #[must_use]
    pub const fn foraging_rations(self) -> u32 {
        if matches!(self, Self::Hunt) { 1 } else { 0 }
    }
}

/// An animal and what it has been taught.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::{Animal, Training};
///
/// let mut dog = Animal::domestic();
/// dog.train(Training::Hunt, 12, false, &mut SuppliedFaces::new(&[5]))?;
/// dog.train(Training::Track, 12, false, &mut SuppliedFaces::new(&[9]))?;
/// assert!(dog.train(Training::Tricks, 12, false, &mut SuppliedFaces::new(&[1])).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Animal {
    wild: bool,
    tamed: bool,
    trainings: Vec<Training>,
}

/// What a training session did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Session {
    /// The trainer's WIT save.
    pub save: SaveOutcome,
    /// Whether the animal learnt (or, wild, was tamed).
    pub learnt: bool,
    /// Whether the trainer was hurt (a failed save: an injury).
    pub trainer_hurt: bool,
}

impl Animal {
    /// The most trainings an animal takes.
    pub const MAX_TRAININGS: usize = 2;

    /// A domesticated animal.
    #[must_use]
    pub const fn domestic() -> Self {
        Self {
            wild: false,
            tamed: true,
            trainings: Vec::new(),
        }
    }

    /// A wild animal: it must be tamed (one more session) first, and only
    /// a proficient trainer can.
    #[must_use]
    pub const fn wild() -> Self {
        Self {
            wild: true,
            tamed: false,
            trainings: Vec::new(),
        }
    }

    /// What it knows.
    #[must_use]
    pub fn trainings(&self) -> &[Training] {
        &self.trainings
    }

    /// Whether it is tamed.
    #[must_use]
    pub const fn tamed(&self) -> bool {
        self.tamed
    }

    /// A training session (a full rest's activity): the trainer's WIT
    /// save; a pass teaches `training` (or, for an untamed wild animal,
    /// tames it), a failure hurts the trainer.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a third training, one it knows, or a wild
    /// animal and a trainer who is not proficient; [`Error::Core`] for a
    /// WIT out of range or a failed face source.
    pub fn train<S: FaceSource + ?Sized>(
        &mut self,
        training: Training,
        wit: i32,
        proficient: bool,
        source: &mut S,
    ) -> Result<Session, Error> {
        if self.wild && !proficient {
            return Err(Error::NotAllowed {
                action: "training a wild animal",
                reason: "only a proficient trainer can",
            });
        }
        if self.tamed
            && (self.trainings.len() >= Self::MAX_TRAININGS || self.trainings.contains(&training))
        {
            return Err(Error::NotAllowed {
                action: "training",
                reason: "an animal takes at most 2 different trainings",
            });
        }
        let save = Save::new(wit)?.roll(source)?;
        let learnt = save.passed();
        if learnt {
            if self.tamed {
                self.trainings.push(training);
            } else {
                self.tamed = true;
            }
        }
        Ok(Session {
            save,
            learnt,
            trainer_hurt: !learnt,
        })
    }
}

/// Befriending an animal with food: a WIT save; it then follows for a
/// watch. Wild animals only for the proficient; one befriended animal at
/// a time.
///
/// # Errors
///
/// [`Error::NotAllowed`] for a wild animal and a trainer who is not
/// proficient, or while another animal is befriended; [`Error::Core`] for a
/// WIT out of range or a failed face source.
pub fn befriend_animal<S: FaceSource + ?Sized>(
    wit: i32,
    wild: bool,
    proficient: bool,
    already_befriended: bool,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    if wild && !proficient {
        return Err(Error::NotAllowed {
            action: "befriending a wild animal",
            reason: "only a proficient character can",
        });
    }
    if already_befriended {
        return Err(Error::NotAllowed {
            action: "befriending an animal",
            reason: "only one animal is befriended at a time",
        });
    }
    Ok(Save::new(wit)?.roll(source)?)
}

/// A save in danger with a crash behind it: the save, and each victim's
/// d4 direct damage on a failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mishap {
    /// The save.
    pub save: SaveOutcome,
    /// Damage to each victim, in order, when the save failed.
    pub damage: Vec<DamageRoll>,
}

impl Mishap {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        let mut faces = self.save.faces();
        for d in &self.damage {
            faces.extend(d.faces());
        }
        faces
    }
}

fn mishap<S: FaceSource + ?Sized>(
    save: Save,
    victims: u32,
    source: &mut S,
) -> Result<Mishap, Error> {
    osr_core::Error::check_range("victims", victims.into(), 1, 100)?;
    let save = save.roll(source)?;
    let mut damage = Vec::new();
    if !save.passed() {
        for _ in 0..victims {
            damage.push(Damage::new(StepDie::D4).roll(source)?);
        }
    }
    Ok(Mishap { save, damage })
}

/// Riding a trained, saddled mount when it sprints, leaps, dodges, takes
/// fright or meets danger: the rider's AGI save; a failure throws the rider
/// for d4 direct damage. Quiet riding needs no save.
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::ride;
///
/// let fall = ride(10, &mut SuppliedFaces::new(&[14, 3]))?;
/// assert_eq!(fall.damage[0].total(), 3);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn ride<S: FaceSource + ?Sized>(agi: i32, source: &mut S) -> Result<Mishap, Error> {
    mishap(Save::new(agi)?, 1, source)
}

/// Driving a cart that sprints, whose pullers take fright or that meets
/// danger: the driver's STR save; a failure overturns it, and the cart and
/// every passenger take d4 direct damage (`victims` counts them all).
///
/// # Errors
///
/// [`Error::Core`] for a STR or victim count out of range, or a failed
/// face source.
pub fn drive_cart<S: FaceSource + ?Sized>(
    str: i32,
    victims: u32,
    source: &mut S,
) -> Result<Mishap, Error> {
    mishap(Save::new(str)?, victims, source)
}

/// A boat: its crew and how it moves.
///
/// # Examples
///
/// ```
/// use num_rational::Ratio;
/// use osr_travel::murdham::Boat;
///
/// let barge = Boat::new(6, false)?;
/// assert_eq!(barge.speed(6, true)?, Ratio::from_integer(4));
/// assert_eq!(barge.speed(3, true)?, Ratio::from_integer(2));
/// assert_eq!(barge.speed(6, false)?, Ratio::from_integer(2));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Boat {
    crew: u32,
    sails: bool,
}

impl Boat {
    /// A boat needing `crew`, with sails or not.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a crew of 0 or more than 1000.
    pub fn new(crew: u32, sails: bool) -> Result<Self, Error> {
        osr_core::Error::check_range("crew", crew.into(), 1, 1000)?;
        Ok(Self { crew, sails })
    }

    /// Areas per time unit: 4 with the current or the wind, 2 otherwise,
    /// in proportion to the crew aboard.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no crew or more than needed.
    pub fn speed(&self, aboard: u32, with_current: bool) -> Result<Ratio<u32>, Error> {
        osr_core::Error::check_range("crew aboard", aboard.into(), 1, self.crew.into())?;
        let full = if with_current { 4 } else { 2 };
        Ok(Ratio::from_integer(full) * Ratio::new(aboard, self.crew))
    }

    /// The driver's save in danger: STR rowing, WIT sailing (which needs
    /// sails and a crew with river lore); a failure capsizes it, and the
    /// boat and everyone aboard take d4 direct damage.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for sailing a boat without sails or a crew
    /// without river lore; [`Error::Core`] for a score out of range or a
    /// failed face source.
    pub fn danger<S: FaceSource + ?Sized>(
        &self,
        sailing: bool,
        river_lore: bool,
        score: i32,
        victims: u32,
        source: &mut S,
    ) -> Result<Mishap, Error> {
        if sailing && !(self.sails && river_lore) {
            return Err(Error::NotAllowed {
                action: "sailing",
                reason: "it needs sails and a crew with river lore",
            });
        }
        mishap(Save::new(score)?, victims, source)
    }
}
