//! The party, the clock and the procedures of play.

use alloc::vec::Vec;

use osr_check::block_dodge_parry::{Ability, Save};
use osr_check::{Check as _, Fate, Resolved as _, Rolled};
use osr_combat::Machine;
use osr_combat::block_dodge_parry::{Harm, Route};
use osr_core::{FaceSource, SuppliedFaces};
use osr_encumbrance::LoadModel as _;
use osr_health::block_dodge_parry::{Critical, Fall, FatigueSource, Meal, Rest};
use osr_sheet::block_dodge_parry::{Gear, Sheet};
use osr_travel::light::{LightEvent, UsageLight};
use osr_travel::{Clock, ClockEvent, TimerKind, Unit};

use super::event::{Camp, Care, Event, Food, Goal, NoBreath};
use super::setup::{Feature, Setup, Treasure, Weapon};
use crate::{Ending, Error, Name, Summary};

/// Turns in a day: the day timer's length.
pub(super) const DAY: u32 = 144;
/// Turns of a night's camp: a watch.
const NIGHT: u32 = 48;
/// Turns of a day's walk: two watches.
const WALK: u32 = 96;

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

/// A procedure of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryCommand"))]
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

/// A command without its details: what [`State::allowed`] lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryKind"))]
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
    const fn word(self) -> &'static str {
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

/// A member of the party: name, sheet, weapon, and how they stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    name: Name,
    sheet: Sheet,
    weapon: Weapon,
    down: Option<Critical>,
    fed: bool,
    deprived_days: u32,
}

impl Member {
    /// The name.
    #[must_use]
    pub const fn name(&self) -> &Name {
        &self.name
    }

    /// The sheet.
    #[must_use]
    pub const fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// The weapon.
    #[must_use]
    pub const fn weapon(&self) -> &Weapon {
        &self.weapon
    }

    /// Why the member is out, if they are: dead, or taken out until they
    /// come to.
    #[must_use]
    pub const fn down(&self) -> Option<Critical> {
        self.down
    }

    /// Whether the member is dead.
    #[must_use]
    pub fn is_dead(&self) -> bool {
        self.down == Some(Critical::Dead)
    }

    /// Slots free.
    #[must_use]
    pub fn free_slots(&self) -> u32 {
        self.sheet.load().map_or(0, |load| load.free())
    }

    /// Whether the member can fight (and walk in front): not down, and a
    /// slot free for a wound (every slot full, HP are 0).
    #[must_use]
    pub fn can_fight(&self) -> bool {
        self.down.is_none() && self.free_slots() > 0
    }
}

/// A Block, Dodge, Parry expedition's state: the party, the clock, the
/// light, where the party is, and what it carries. Drive it as an
/// [`Expedition`](super::Expedition).
///
/// # Examples
///
/// ```
/// use osr_core::{StepDie, SuppliedFaces, UsageDie};
/// use osr_play::Name;
/// use osr_play::block_dodge_parry::{
///     Command, Expedition, Feature, Kind, Recruit, Room, Setup, Site, Weapon,
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
///     days_away: 1,
///     rooms: vec![Room { name: Name::new("the stairs")?, feature: Feature::Empty }],
/// };
/// let mut expedition = Expedition::new(Setup::new(vec![ash], 1, UsageDie::D8, site)?)?;
/// expedition.step(Command::Travel, &mut SuppliedFaces::new(&[]))?;
/// assert!(expedition.state().allowed().contains(&Kind::Explore));
/// // One turn: the torch's d8 rolls 5 and burns on.
/// let events = expedition.step(Command::Explore, &mut SuppliedFaces::new(&[5]))?;
/// assert_eq!(events.last().map(ToString::to_string).as_deref(), Some("the torch's d8 rolls 5: d8 left"));
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    party: Vec<Member>,
    clock: Clock,
    day_timer: u32,
    day: u32,
    place: Place,
    turn: u32,
    next_room: usize,
    meeting: Option<usize>,
    found: Option<usize>,
    torch: Option<UsageLight>,
    torches: u32,
    carried: Vec<usize>,
    treasure_home: u64,
    rooms: usize,
    pub(super) rounds: u32,
    fled: bool,
    ending: Option<Ending>,
}

impl Machine for State {
    type Setup = Setup;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const NAME: &'static str = "BlockDodgeParryExpedition";
    const DESCRIPTION: &'static str = "A saved Block, Dodge, Parry expedition: its setup, commands, faces and events, read back by replaying them.";

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, Error> {
        let mut clock = Clock::new(Unit::Turn);
        let day_timer = clock.start(TimerKind::Referee, "day", DAY)?;
        Ok(Self {
            party: setup
                .members()
                .iter()
                .map(|recruit| Member {
                    name: recruit.name.clone(),
                    sheet: recruit.sheet.clone(),
                    weapon: recruit.weapon.clone(),
                    down: None,
                    fed: false,
                    deprived_days: 0,
                })
                .collect(),
            clock,
            day_timer,
            day: 1,
            place: Place::Village,
            turn: 0,
            next_room: 0,
            meeting: None,
            found: None,
            torch: None,
            torches: setup.torches(),
            carried: Vec::new(),
            treasure_home: 0,
            rooms: setup.site().rooms.len(),
            rounds: 0,
            fled: false,
            ending: None,
        })
    }

    fn apply<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let kind = command.kind();
        if let Some(reason) = self.refusal(kind) {
            return Err(Error::NotNow {
                command: kind.word(),
                reason,
            });
        }
        match *command {
            Command::Travel => self.travel(setup, events)?,
            Command::Camp { camp, food } => self.camp(camp, food, source, events)?,
            Command::Explore => self.explore(setup, source, events)?,
            Command::Fight { policy } => self.fight(setup, policy, source, events)?,
            Command::Breather => self.breather(source, events)?,
            Command::Take => self.take(setup, events)?,
            Command::Leave => self.leave(setup, source, events)?,
            Command::Treat => self.treat(source, events)?,
            Command::Disband => self.disband(events),
        }
        if self.ending.is_none() && self.party.iter().all(Member::is_dead) {
            self.end(Ending::Dead, events);
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    fn over() -> Error {
        Error::ExpeditionOver
    }
}

impl State {
    /// The party, in marching order.
    #[must_use]
    pub fn party(&self) -> &[Member] {
        &self.party
    }

    /// The clock, in turns, with the day's timer.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The day of the expedition, from 1.
    #[must_use]
    pub const fn day(&self) -> u32 {
        self.day
    }

    /// Where the party is.
    #[must_use]
    pub const fn place(&self) -> Place {
        self.place
    }

    /// The torch burning, if one is.
    #[must_use]
    pub const fn torch(&self) -> Option<&UsageLight> {
        self.torch.as_ref()
    }

    /// Torches not yet lit.
    #[must_use]
    pub const fn torches(&self) -> u32 {
        self.torches
    }

    /// Whether foes are met and not yet fought.
    #[must_use]
    pub const fn meeting(&self) -> bool {
        self.meeting.is_some()
    }

    /// Whether treasure is found and not yet taken.
    #[must_use]
    pub const fn treasure_found(&self) -> bool {
        self.found.is_some()
    }

    /// Rooms of the site not yet entered.
    #[must_use]
    pub const fn rooms_left(&self) -> usize {
        self.rooms.saturating_sub(self.next_room)
    }

    /// How the expedition ended, once it has.
    #[must_use]
    pub const fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The commands allowed now.
    #[must_use]
    pub fn allowed(&self) -> Vec<Kind> {
        [
            Kind::Travel,
            Kind::Camp,
            Kind::Explore,
            Kind::Fight,
            Kind::Breather,
            Kind::Take,
            Kind::Leave,
            Kind::Treat,
            Kind::Disband,
        ]
        .into_iter()
        .filter(|kind| self.refusal(*kind).is_none())
        .collect()
    }

    /// The expedition in figures, once it is over: the treasure home at
    /// the referee's value.
    #[must_use]
    pub fn summary(&self) -> Option<Summary> {
        let ending = self.ending?;
        Some(Summary {
            ending,
            rounds: self.rounds,
            deaths: u32::try_from(self.party.iter().filter(|m| m.is_dead()).count())
                .unwrap_or(u32::MAX),
            treasure_home: self.treasure_home,
        })
    }

    /// Why `kind` is refused now, if it is.
    fn refusal(&self, kind: Kind) -> Option<&'static str> {
        let rooms = self.rooms_left();
        if self.ending.is_some() {
            return Some("the expedition is over");
        }
        if self.meeting.is_some() && kind != Kind::Fight {
            return Some("foes are upon the party");
        }
        let in_site = self.place == Place::Site;
        let home = self.place == Place::Home;
        let anyone_up = self.party.iter().any(Member::can_fight);
        match kind {
            Kind::Travel if in_site || home => Some("the party is not on the road"),
            Kind::Travel if self.party.iter().any(|m| m.down.is_some() && !m.is_dead()) => {
                Some("a member is down and cannot walk")
            }
            Kind::Camp | Kind::Breather | Kind::Travel => None,
            Kind::Explore if !in_site => Some("the party is not in the site"),
            Kind::Explore if rooms == 0 => Some("there is nowhere further to go"),
            Kind::Explore
                if self.torches == 0 && self.torch.as_ref().is_none_or(UsageLight::is_out) =>
            {
                Some("the party has no light")
            }
            Kind::Explore if !anyone_up => Some("nobody can go in front"),
            Kind::Explore => None,
            Kind::Fight if self.meeting.is_none() => Some("there is nobody to fight"),
            Kind::Fight => None,
            Kind::Take if self.found.is_none() => Some("no treasure is found"),
            Kind::Take => None,
            Kind::Leave if !in_site => Some("the party is not in the site"),
            Kind::Leave => None,
            Kind::Treat | Kind::Disband if !home => Some("the party is not home"),
            Kind::Treat | Kind::Disband => None,
        }
    }

    /// Moves the clock on `by` turns, ending days as the day timer runs
    /// out.
    fn pass(&mut self, by: u32, events: &mut Vec<Event>) -> Result<(), Error> {
        let clock = self.clock.advance(by)?;
        self.clock_events(&clock, events)
    }

    fn clock_events(&mut self, clock: &[ClockEvent], events: &mut Vec<Event>) -> Result<(), Error> {
        for event in clock {
            if let ClockEvent::TimerExpired { id, at, .. } = event {
                if *id == self.day_timer {
                    self.end_day(events)?;
                    let gone = self.clock.now().saturating_sub(*at);
                    let left = u64::from(DAY).saturating_sub(gone).max(1);
                    self.day_timer = self.clock.start(
                        TimerKind::Referee,
                        "day",
                        u32::try_from(left).unwrap_or(DAY),
                    )?;
                }
            }
        }
        Ok(())
    }

    /// A turn in the site: the torch burns (its usage die rolled at the
    /// end of the turn), or the clock simply moves on in the dark.
    pub(super) fn site_turn<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Some(torch) = self.torch.as_mut().filter(|t| !t.is_out()) else {
            return self.pass(1, events);
        };
        let mut clock = self.clock.clone();
        let burned = torch.burn(&mut clock, source)?;
        self.clock = clock;
        let mut ticks = Vec::new();
        for event in burned {
            match event {
                LightEvent::Clock { clock } => ticks.push(clock),
                LightEvent::UsageRolled { before, die, after } => {
                    events.push(Event::TorchBurned { before, die, after });
                }
                LightEvent::WentOut { .. } => events.push(Event::TorchOut),
            }
        }
        self.clock_events(&ticks, events)
    }

    /// The end of a day: who ate nothing goes hungry; deprived more than
    /// a day, a Fatigue (BDP-1.6.deprivation-fatigue).
    fn end_day(&mut self, events: &mut Vec<Event>) -> Result<(), Error> {
        events.push(Event::DayEnded { day: self.day });
        self.day = self.day.saturating_add(1);
        for member in self.party.iter_mut().filter(|m| !m.is_dead()) {
            if !member.fed {
                let changes = member.sheet.go_hungry();
                events.push(Event::Hungry {
                    member: member.name.clone(),
                    changes,
                });
            }
            member.fed = false;
            if member.sheet.body().deprived() {
                member.deprived_days = member.deprived_days.saturating_add(1);
            } else {
                member.deprived_days = 0;
            }
            if member.deprived_days >= 2 {
                let changes = if member.free_slots() > 0 {
                    // One Fatigue: what a second day of deprivation adds.
                    member
                        .sheet
                        .gain_fatigue(FatigueSource::Deprivation { days: 2 }, 0)?
                } else {
                    Vec::new()
                };
                events.push(Event::Deprivation {
                    member: member.name.clone(),
                    days: member.deprived_days,
                    changes,
                });
            }
        }
        Ok(())
    }

    fn travel(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let (toward, walked) = match self.place {
            Place::Road { toward, walked } => (toward, walked),
            Place::Outside => (Goal::Home, 0),
            _ => (Goal::Site, 0),
        };
        let walked = walked.saturating_add(1);
        let arrived = walked >= setup.site().days_away;
        events.push(Event::Walked {
            day: self.day,
            toward,
            arrived,
            site: setup.site().name.clone(),
        });
        self.pass(WALK, events)?;
        self.place = match (arrived, toward) {
            (false, _) => Place::Road { toward, walked },
            (true, Goal::Site) => Place::Site,
            (true, Goal::Home) => Place::Home,
        };
        if self.place == Place::Home {
            self.bring_home(setup, events)?;
        }
        Ok(())
    }

    /// Home: the treasure carried leaves the packs and is home.
    fn bring_home(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let mut names = Vec::new();
        let mut value = 0_u64;
        for room in core::mem::take(&mut self.carried) {
            let Some(t) = treasure(setup, room) else {
                continue;
            };
            for member in &mut self.party {
                if let Some(i) = member
                    .sheet
                    .gear()
                    .iter()
                    .position(|g| g.name().as_str() == t.name.as_str())
                {
                    member.sheet.drop_gear(i)?;
                    break;
                }
            }
            names.push(t.name.clone());
            value = value.saturating_add(t.value);
        }
        self.treasure_home = self.treasure_home.saturating_add(value);
        events.push(Event::Home {
            treasure: names,
            value,
        });
        Ok(())
    }

    fn camp<S: FaceSource + ?Sized>(
        &mut self,
        camp: Camp,
        food: Food,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        events.push(Event::Camped {
            day: self.day,
            camp,
            food,
        });
        for i in 0..self.party.len() {
            if self.party.get(i).is_some_and(|m| !m.is_dead()) {
                self.eat(i, food, source, events)?;
            }
        }
        let rest = camp.site().rest();
        for member in self.party.iter_mut().filter(|m| !m.is_dead()) {
            let restored = if rest == Rest::Comfortable {
                most_lost(&member.sheet)
            } else {
                None
            };
            let changes = member.sheet.sleep(rest, restored);
            events.push(Event::Slept {
                member: member.name.clone(),
                restored,
                changes,
            });
            if member.down.is_some() {
                member.down = None;
                events.push(Event::CameTo {
                    member: member.name.clone(),
                });
            }
        }
        self.pass(NIGHT, events)
    }

    /// Member `i` eats `food`: a ration from their pack or another's, or a
    /// meal; a desperate one needs a WIL save to stay down.
    fn eat<S: FaceSource + ?Sized>(
        &mut self,
        i: usize,
        food: Food,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let mut from = None;
        if food == Food::Rations {
            let order = core::iter::once(i).chain((0..self.party.len()).filter(|j| *j != i));
            for j in order {
                let Some(owner) = self.party.get_mut(j) else {
                    continue;
                };
                if let Some(k) = owner
                    .sheet
                    .gear()
                    .iter()
                    .position(|g| g.name().matches("rations"))
                {
                    owner.sheet.drop_gear(k)?;
                    from = Some(owner.name.clone());
                    break;
                }
            }
            if from.is_none() {
                if let Some(member) = self.party.get(i) {
                    events.push(Event::NoRations {
                        member: member.name.clone(),
                    });
                }
                return Ok(());
            }
        }
        let Some(member) = self.party.get_mut(i) else {
            return Ok(());
        };
        let wil = member.sheet.body().track(Ability::Wil).current();
        let mut body = member.sheet.body().clone();
        let applied = body.eat(food.meal(), source)?;
        let kept = if food.meal() == Meal::Desperate {
            Save::new(wil)?
                .roll(&mut SuppliedFaces::new(&applied.faces()))?
                .passed()
        } else {
            true
        };
        member.sheet = member
            .sheet
            .clone()
            .with_body(body, member.sheet.permanent_wounds())?;
        member.fed |= kept;
        events.push(Event::Ate {
            member: member.name.clone(),
            food,
            from,
            save: applied.dice().to_vec(),
            wil,
            kept,
            changes: applied
                .events()
                .iter()
                .map(|change| super::Change::Body {
                    change: change.clone(),
                })
                .collect(),
        });
        Ok(())
    }

    fn explore<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        if self.torch.as_ref().is_none_or(UsageLight::is_out) {
            self.light(setup, events)?;
        }
        let index = self.next_room;
        self.next_room = self.next_room.saturating_add(1);
        self.turn = self.turn.saturating_add(1);
        let Some(room) = setup.site().rooms.get(index) else {
            return Ok(());
        };
        events.push(Event::Entered {
            turn: self.turn,
            room: room.name.clone(),
        });
        match &room.feature {
            Feature::Empty => {}
            Feature::Pit { floors } => self.pit(*floors, source, events)?,
            Feature::Foes(encounter) => {
                events.push(Event::Met {
                    foes: encounter.foes.iter().map(|f| f.name.clone()).collect(),
                });
                self.meeting = Some(index);
            }
            Feature::Treasure(treasure) => {
                events.push(Event::Found {
                    treasure: treasure.name.clone(),
                    slots: treasure.slots,
                });
                self.found = Some(index);
            }
        }
        if self.meeting.is_none() {
            self.site_turn(source, events)?;
        }
        Ok(())
    }

    /// Lights the next torch; the last one lit, its bundle is dropped.
    fn light(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        self.torches = self.torches.saturating_sub(1);
        self.torch = Some(UsageLight::new("torch", setup.torch())?);
        events.push(Event::TorchLit {
            die: setup.torch(),
            left: self.torches,
        });
        if self.torches == 0 {
            for member in &mut self.party {
                if let Some(k) = member
                    .sheet
                    .gear()
                    .iter()
                    .position(|g| g.name().matches("torches"))
                {
                    let gear = member.sheet.drop_gear(k)?;
                    events.push(Event::Dropped {
                        member: member.name.clone(),
                        gear: Name::new(gear.name().as_str())?,
                    });
                    break;
                }
            }
        }
        Ok(())
    }

    /// A pit: the one in front saves with DEX or falls (1d10 STR a floor,
    /// then a Critical Damage Save).
    fn pit<S: FaceSource + ?Sized>(
        &mut self,
        floors: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let Some(member) = self.party.iter_mut().find(|m| m.can_fight()) else {
            return Ok(());
        };
        let score = member.sheet.body().track(Ability::Dex).current();
        let save = member.sheet.save(Ability::Dex).roll(source)?;
        events.push(Event::Saved {
            member: member.name.clone(),
            ability: Ability::Dex,
            score,
            dice: save.dice().to_vec(),
            passed: save.passed(),
        });
        if save.passed() {
            return Ok(());
        }
        let fall = Fall::new(floors)?.roll(source)?;
        let harm = Harm::new(fall.damage(), Route::Undefendable, Ability::Str)?
            .with_critical_save("fall wound")?;
        let landed = member.sheet.land(&harm, source)?;
        events.push(Event::Fell {
            member: member.name.clone(),
            floors,
            dice: fall.dice().to_vec(),
            changes: landed.events().to_vec(),
            critical: landed.dice().to_vec(),
        });
        if taken_out(landed.critical()) {
            member.down = Some(landed.critical());
            events.push(Event::Down {
                who: member.name.clone(),
                critical: landed.critical(),
            });
        }
        Ok(())
    }

    fn breather<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        for member in &mut self.party {
            let hp = member.sheet.hp();
            if member.down.is_some() || hp.current() >= hp.max() {
                continue;
            }
            let waterskin = member
                .sheet
                .waterskin()
                .unwrap_or(osr_core::UsageDie::Empty);
            let reason = if waterskin.is_empty() {
                Some(NoBreath::NoWater)
            } else if member.sheet.body().deprived() {
                Some(NoBreath::Deprived)
            } else if member.sheet.load()?.effects().hp_zero {
                Some(NoBreath::SlotsFull)
            } else {
                None
            };
            let breath = match reason {
                Some(_) => None,
                None => member.sheet.catch_breath(source)?,
            };
            match (breath, waterskin.die()) {
                (Some(breath), Some(die)) if breath.face.is_some() => {
                    events.push(Event::Breath {
                        member: member.name.clone(),
                        hp: (hp.current(), breath.hp),
                        waterskin,
                        die: Rolled {
                            sides: die.sides(),
                            face: breath.face.unwrap_or(0),
                            fate: Fate::Counted,
                        },
                        after: breath.waterskin,
                    });
                }
                _ => events.push(Event::NoBreath {
                    member: member.name.clone(),
                    reason: reason.unwrap_or(NoBreath::NoWater),
                }),
            }
        }
        if self.place == Place::Site {
            self.site_turn(source, events)
        } else {
            self.pass(1, events)
        }
    }

    /// The treasure found goes to the member standing with the most free
    /// slots, if it fits; filling every slot drops HP to 0.
    fn take(&mut self, setup: &Setup, events: &mut Vec<Event>) -> Result<(), Error> {
        let Some(room) = self.found.take() else {
            return Ok(());
        };
        let Some(t) = treasure(setup, room) else {
            return Ok(());
        };
        let carrier = self
            .party
            .iter_mut()
            .filter(|m| m.down.is_none())
            .rev()
            .max_by_key(|m| m.free_slots())
            .filter(|m| m.free_slots() >= t.slots);
        let Some(member) = carrier else {
            events.push(Event::NoRoom {
                treasure: t.name.clone(),
                slots: t.slots,
            });
            return Ok(());
        };
        let fills = member.free_slots() == t.slots;
        let hp = member.sheet.hp().current();
        let mut sheet = member.sheet.clone();
        let mut changes = Vec::new();
        if fills && hp > 0 {
            sheet = sheet.with_hp(0)?;
            changes.push(super::Change::HpLost { from: hp, to: 0 });
        }
        member.sheet = sheet.with_gear(Gear::new(t.name.as_str(), t.slots)?)?;
        self.carried.push(room);
        events.push(Event::Took {
            member: member.name.clone(),
            treasure: t.name.clone(),
            slots: t.slots,
            free: member.free_slots(),
            changes,
        });
        Ok(())
    }

    fn leave<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        self.found = None;
        self.site_turn(source, events)?;
        self.torch = None;
        self.place = Place::Outside;
        events.push(Event::Left {
            site: setup.site().name.clone(),
        });
        Ok(())
    }

    pub(super) fn flee(&mut self, setup: &Setup, events: &mut Vec<Event>) {
        self.fled = true;
        self.meeting = None;
        self.found = None;
        self.torch = None;
        self.place = Place::Outside;
        events.push(Event::Left {
            site: setup.site().name.clone(),
        });
    }

    fn treat<S: FaceSource + ?Sized>(
        &mut self,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        for member in self.party.iter_mut().filter(|m| !m.is_dead()) {
            let Some(ability) = most_lost(&member.sheet) else {
                continue;
            };
            let care = Care::for_ability(ability);
            let mut body = member.sheet.body().clone();
            let applied = body.treat(care.treatment(), source)?;
            member.sheet = member
                .sheet
                .clone()
                .with_body(body, member.sheet.permanent_wounds())?;
            events.push(Event::Treated {
                member: member.name.clone(),
                care,
                dice: applied.dice().to_vec(),
                changes: applied
                    .events()
                    .iter()
                    .map(|change| super::Change::Body {
                        change: change.clone(),
                    })
                    .collect(),
            });
        }
        // A day's treatment: the day's two waking watches, as a day's walk.
        self.pass(WALK, events)
    }

    fn disband(&mut self, events: &mut Vec<Event>) {
        let ending = if self.fled {
            Ending::Rout
        } else if self.rooms_left() > 0 {
            Ending::Retreat
        } else {
            Ending::Home
        };
        self.end(ending, events);
    }

    pub(super) fn end(&mut self, ending: Ending, events: &mut Vec<Event>) {
        self.ending = Some(ending);
        events.push(Event::Ended { ending });
    }

    pub(super) fn party_mut(&mut self) -> &mut [Member] {
        &mut self.party
    }

    pub(super) fn meeting_room(&self) -> Option<usize> {
        self.meeting
    }

    pub(super) fn met(&mut self) {
        self.meeting = None;
    }
}

impl Member {
    pub(super) fn take_out(&mut self, critical: Critical) {
        self.down = Some(critical);
    }

    pub(super) fn sheet_mut(&mut self) -> &mut Sheet {
        &mut self.sheet
    }

    /// Back on their feet after a fight: an injury does not keep a member
    /// down once the blows stop; unconsciousness lasts until they sleep.
    pub(super) fn get_up(&mut self) -> bool {
        if matches!(self.down, Some(Critical::Injured(_))) {
            self.down = None;
            return true;
        }
        false
    }
}

/// Whether a Critical Damage Save's result takes a fighter out of the
/// fight.
pub(super) const fn taken_out(critical: Critical) -> bool {
    !matches!(critical, Critical::Unharmed | Critical::Prevented(_))
}

fn treasure(setup: &Setup, room: usize) -> Option<&Treasure> {
    match setup.site().rooms.get(room).map(|r| &r.feature) {
        Some(Feature::Treasure(t)) => Some(t),
        _ => None,
    }
}

/// The ability furthest below its maximum, if any is.
fn most_lost(sheet: &Sheet) -> Option<Ability> {
    let lost = |a| sheet.body().track(a).loss();
    // The last of equals wins: STR before DEX before WIL.
    [Ability::Wil, Ability::Dex, Ability::Str]
        .into_iter()
        .filter(|a| lost(*a) > 0)
        .max_by_key(|a| lost(*a))
}
