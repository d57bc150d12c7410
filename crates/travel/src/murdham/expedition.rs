//! The two play modes and the turn structure (MU-travel.modes,
//! MU-travel.turn-structure, MU-travel.actions): an expedition, its clocks
//! and what each player does with a stretch or a watch.

use alloc::vec::Vec;

use crate::{Clock, Error, Unit};

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
pub enum ExpeditionAction {
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

impl ExpeditionAction {
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
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum ExpeditionEvent {
    /// A player took an action.
    Acted {
        /// The player, from 0.
        player: u32,
        /// The action.
        action: ExpeditionAction,
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
/// use osr_travel::murdham::{ExpeditionAction, Expedition, ExpeditionEvent, Mode};
///
/// let mut company = Expedition::new(2)?;
/// company.act(0, ExpeditionAction::MoveRegions)?;
/// let events = company.act(1, ExpeditionAction::Forage)?;
/// assert!(matches!(events[1], ExpeditionEvent::StepEnded { now: 1, .. }));
/// company.switch(Mode::Site)?; // entering a dungeon (rule MU-travel.modes)
/// assert!(company.act(0, ExpeditionAction::Forage).is_err());
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
    pub fn act(
        &mut self,
        player: u32,
        action: ExpeditionAction,
    ) -> Result<Vec<ExpeditionEvent>, Error> {
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
