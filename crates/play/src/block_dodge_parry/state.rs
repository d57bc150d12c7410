//! The party, the clock and the procedures of play.

use alloc::vec::Vec;

use osr_check::block_dodge_parry::Ability;
use osr_combat::Machine;
use osr_core::FaceSource;
use osr_health::block_dodge_parry::Critical;
use osr_sheet::block_dodge_parry::Sheet;
use osr_travel::light::{LightEvent, UsageLight};
use osr_travel::{Clock, ClockEvent, TimerKind, Unit};

use super::command::{Command, Kind, Place};
use super::event::Event;
use super::setup::{Feature, Setup, Treasure, Weapon};
use crate::{Ending, Error, Name, Summary};

/// Turns in a day: the day timer's length.
pub(super) const DAY: u32 = 144;
/// Turns of a night's camp: a watch.
pub(super) const NIGHT: u32 = 48;
/// Turns of a day's walk: two watches.
pub(super) const WALK: u32 = 96;

/// A member of the party: name, sheet, weapon, and how they stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub(super) name: Name,
    pub(super) sheet: Sheet,
    pub(super) weapon: Weapon,
    pub(super) down: Option<Critical>,
    pub(super) fed: bool,
    pub(super) deprived_days: u32,
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
    pub(super) party: Vec<Member>,
    pub(super) clock: Clock,
    pub(super) day_timer: u32,
    pub(super) day: u32,
    pub(super) place: Place,
    pub(super) turn: u32,
    pub(super) next_room: usize,
    pub(super) meeting: Option<usize>,
    pub(super) found: Option<usize>,
    pub(super) torch: Option<UsageLight>,
    pub(super) torches: u32,
    pub(super) carried: Vec<usize>,
    pub(super) treasure_home: u64,
    pub(super) rooms: usize,
    pub(super) rounds: u32,
    pub(super) fled: bool,
    pub(super) ending: Option<Ending>,
}

impl Machine for State {
    const TITLE: &'static str = "a saved expedition";
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
    pub(super) fn pass(&mut self, by: u32, events: &mut Vec<Event>) -> Result<(), Error> {
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

/// The treasure in `room`, if that room holds some.
pub(super) fn treasure(setup: &Setup, room: usize) -> Option<&Treasure> {
    match setup.site().rooms.get(room).map(|r| &r.feature) {
        Some(Feature::Treasure(t)) => Some(t),
        _ => None,
    }
}

/// The ability furthest below its maximum, if any is.
pub(super) fn most_lost(sheet: &Sheet) -> Option<Ability> {
    let lost = |a| sheet.body().track(a).loss();
    // The last of equals wins: STR before DEX before WIL.
    [Ability::Wil, Ability::Dex, Ability::Str]
        .into_iter()
        .filter(|a| lost(*a) > 0)
        .max_by_key(|a| lost(*a))
}
