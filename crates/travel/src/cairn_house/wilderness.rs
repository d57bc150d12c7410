//! The wilderness (CH-travel.watch, CH-travel.wild, CH-travel.wild-event):
//! watches by season, the actions of a watch, travel, the Wilderness Event
//! die and its weather steps, and the journey they make.

use alloc::vec::Vec;

use osr_check::{Check, Fate, Odds, Resolved, Rolled, Table, odds_2d6, roll_2d6};
use osr_core::{Die, FaceSource};

use super::{DelveEvent, encounter, replay_differs};
use crate::{Clock, EntryRoll, Error, RandomTable, Unit};

/// The four seasons.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Season {
    /// Two daylight watches.
    Spring,
    /// Two daylight watches.
    Summer,
    /// One daylight watch.
    Autumn,
    /// One daylight watch.
    Winter,
}

/// Whether a watch is in daylight or at night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "WatchLight"))]
pub enum Light {
    /// A daylight watch.
    Day,
    /// A night watch.
    Night,
}

impl Season {
    /// The three 8-hour watches of a day, daylight first: spring and
    /// summer have two daylight watches and one night watch, autumn and
    /// winter one and two.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::cairn_house::{Light, Season};
    ///
    /// assert_eq!(Season::Winter.watches(), [Light::Day, Light::Night, Light::Night]);
    /// ```
    #[must_use]
    pub const fn watches(self) -> [Light; 3] {
        match self {
            Self::Spring | Self::Summer => [Light::Day, Light::Day, Light::Night],
            Self::Autumn | Self::Winter => [Light::Day, Light::Night, Light::Night],
        }
    }
}

/// A travel watch's distance: 2d6 miles, halved (rounded down, at least
/// 1 mile) when any traveller is encumbered. Its band is the miles.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_travel::cairn_house::Travel;
///
/// // [3, 4]: 7 miles, 3 encumbered (rule CH-travel.wild.travel).
/// let roll = Travel { encumbered: true }.roll(&mut SuppliedFaces::new(&[3, 4]))?;
/// assert_eq!(roll.band(), 3);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Travel {
    /// Whether any traveller is encumbered.
    pub encumbered: bool,
}

impl Travel {
    /// The miles a 2d6 total makes.
    #[must_use]
    pub const fn miles(&self, total: u32) -> u32 {
        if self.encumbered {
            if total / 2 > 1 { total / 2 } else { 1 }
        } else {
            total
        }
    }
}

/// A rolled [`Travel`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct TravelRoll {
    /// The miles covered.
    pub miles: u32,
    /// The two d6.
    pub dice: Vec<Rolled>,
}

impl Resolved for TravelRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.miles
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for Travel {
    type Band = u32;
    type Outcome = TravelRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<TravelRoll, crate::Error> {
        let dice = roll_2d6(source)?;
        Ok(TravelRoll {
            miles: self.miles(dice[0].face + dice[1].face),
            dice: dice.into(),
        })
    }

    fn odds(&self) -> Odds<u32> {
        odds_2d6(|total| self.miles(total))
    }
}

/// The Wilderness Event table's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum WildEvent {
    /// An encounter, rolled on the area's table now.
    Encounter,
    /// The next encounter is rolled now and foreshadowed.
    Clue,
    /// Encumbered characters must spend a watch resting without moving.
    Exhaustion,
    /// The weather changes one step (see [`WEATHER_STEPS`]).
    Weather,
    /// Nothing happens.
    Free,
}

/// The Wilderness Event d6: 1 encounter, 2 clue, 3 exhaustion, 4 weather,
/// 5-6 free.
pub const WILDERNESS_EVENTS: [WildEvent; 6] = [
    WildEvent::Encounter,
    WildEvent::Clue,
    WildEvent::Exhaustion,
    WildEvent::Weather,
    WildEvent::Free,
    WildEvent::Free,
];

/// Which way the weather moves on the referee's scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum WeatherShift {
    /// One step worse.
    Worse,
    /// One step better.
    Better,
}

/// The weather d6: 1-3 one step worse, 4-6 one step better.
pub const WEATHER_STEPS: Table<WeatherShift, 6> = Table::new([
    WeatherShift::Worse,
    WeatherShift::Worse,
    WeatherShift::Worse,
    WeatherShift::Better,
    WeatherShift::Better,
    WeatherShift::Better,
]);

/// What the travellers do with a watch: one group action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "action"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum WatchAction {
    /// 2d6 miles toward another area, halved if encumbered.
    Travel,
    /// Search the current area for its landmarks.
    Explore,
    /// 1d6 miles in a night watch; every traveller gains 1 fatigue.
    ForcedMarch,
    /// Everyone who eats a day's rations takes a long rest; the others
    /// cannot regain HP until they do.
    MakeCamp {
        /// How many eat a day's rations.
        eaters: u32,
    },
    /// Rest without moving (what exhaustion calls for).
    Rest,
}

/// One thing that happened in a watch.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum JourneyEvent {
    /// The travellers moved.
    Travelled {
        /// Miles covered.
        miles: u32,
        /// Whether the distance was halved for encumbrance.
        halved: bool,
        /// The dice.
        dice: Vec<Rolled>,
    },
    /// A forced march: miles, and 1 fatigue for each traveller.
    ForcedMarch {
        /// Miles covered.
        miles: u32,
        /// Fatigue each traveller gains.
        fatigue_each: u32,
        /// The d6.
        die: Rolled,
    },
    /// The area's landmarks are revealed.
    Explored,
    /// Camp made.
    Camped {
        /// Travellers who ate and take a long rest.
        long_rests: u32,
        /// Travellers who did not eat and cannot regain HP until a long rest.
        no_healing: u32,
    },
    /// The Wilderness Event die.
    EventRolled {
        /// The d6.
        die: Rolled,
        /// Its row.
        result: WildEvent,
    },
    /// The weather die.
    WeatherRolled {
        /// The d6.
        die: Rolled,
        /// Which way the weather moves.
        shift: WeatherShift,
    },
    /// Something of the dungeon turn's kinds: an encounter, a clue, a rest
    /// owed or taken, a timer run out.
    Delve(DelveEventBox),
}

/// A [`DelveEvent`] inside a [`JourneyEvent`]: serialized under `inner`
/// so the two event tags do not collide.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct DelveEventBox {
    /// The event.
    pub inner: DelveEvent,
}

impl JourneyEvent {
    fn dice(&self) -> Vec<Rolled> {
        match self {
            Self::Travelled { dice, .. } => dice.clone(),
            Self::ForcedMarch { die, .. }
            | Self::EventRolled { die, .. }
            | Self::WeatherRolled { die, .. } => alloc::vec![*die],
            Self::Delve(boxed) => boxed.inner.dice(),
            Self::Explored | Self::Camped { .. } => Vec::new(),
        }
    }

    const fn delve(inner: DelveEvent) -> Self {
        Self::Delve(DelveEventBox { inner })
    }
}

/// What one watch did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct WatchReport {
    /// The day, from 1.
    pub day: u64,
    /// The watch of the day, 1 to 3.
    pub watch: u32,
    /// Daylight or night.
    pub light: Light,
    /// The action taken.
    pub action: WatchAction,
    /// What happened, in order.
    pub events: Vec<JourneyEvent>,
}

impl WatchReport {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.events
            .iter()
            .flat_map(JourneyEvent::dice)
            .map(|d| d.face)
            .collect()
    }

    /// The miles covered this watch.
    #[must_use]
    pub fn miles(&self) -> u32 {
        self.events
            .iter()
            .map(|e| match e {
                JourneyEvent::Travelled { miles, .. } | JourneyEvent::ForcedMarch { miles, .. } => {
                    *miles
                }
                _ => 0,
            })
            .sum()
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// How many travel together.
    pub struct Travellers(u32) in 1..=1000, "travellers";
}

/// A company in the wilderness: the watch clock, the season, how many
/// travel, whether any is encumbered, a rest owed and a foreshadowed
/// encounter.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::cairn_house::{Journey, Season, WatchAction};
///
/// // Summer, three travellers, one encumbered: [6, 1] = 7 miles, halved to 3.
/// let mut journey = Journey::new(Season::Summer, 3, true)?;
/// let report = journey.watch(WatchAction::Travel, None, &mut SuppliedFaces::new(&[6, 1, 5]))?;
/// assert_eq!(report.miles(), 3);
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Journey {
    /// The watch clock, with its timers.
    clock: Clock,
    /// The season, which sets which watches are dark.
    season: Season,
    /// How many travel together (1 to 1000).
    travellers: Travellers,
    /// Whether any traveller carries supplies or treasure.
    encumbered: bool,
    /// Whether a rest is owed (exhaustion while encumbered).
    rest_owed: bool,
    /// The encounter a clue rolled, waiting for the next encounter, or
    /// `null`.
    // Written always (null when none); required when read too, as the
    // delve's.
    #[cfg_attr(
        feature = "schema",
        schemars(schema_with = "super::dungeon::nullable_entry_roll", required)
    )]
    foreshadowed: Option<EntryRoll>,
    /// The Wilderness Event table, faces 1 to 6: the rules' or the
    /// referee's.
    events: [WildEvent; 6],
}

impl Journey {
    /// A company setting out at the first watch of day 1.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for travellers outside [`Travellers`].
    pub fn new(season: Season, travellers: u32, encumbered: bool) -> Result<Self, Error> {
        Ok(Self {
            clock: Clock::new(Unit::Watch),
            season,
            travellers: Travellers::new(travellers)?,
            encumbered,
            rest_owed: false,
            foreshadowed: None,
            events: WILDERNESS_EVENTS,
        })
    }

    /// The same journey with a referee's own Wilderness Event table.
    #[must_use]
    pub fn with_events(self, events: [WildEvent; 6]) -> Self {
        Self { events, ..self }
    }

    /// The watch clock.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The watch clock, to start or stop timers.
    pub const fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// Whether any traveller carries supplies or treasure.
    pub const fn set_encumbered(&mut self, encumbered: bool) {
        self.encumbered = encumbered;
    }

    /// The season (it sets which watches are dark).
    pub const fn set_season(&mut self, season: Season) {
        self.season = season;
    }

    /// Whether a rest is owed.
    #[must_use]
    pub const fn rest_owed(&self) -> bool {
        self.rest_owed
    }

    /// The light of the watch about to be played.
    #[must_use]
    pub fn next_light(&self) -> Light {
        let index = usize::try_from(self.clock.now() % 3).unwrap_or(0);
        self.season.watches()[index]
    }

    /// One watch: the group action, then, for a watch of travel (travel or
    /// forced march), the Wilderness Event die, with the weather die on a
    /// 4. `monsters` is the area's encounter table, when the referee has
    /// one.
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] for a forced march in daylight, or any action
    /// but a rest or camp while a rest is owed; [`Error::Inconsistent`]
    /// for more eaters than travellers; [`Error::Core`] when the face
    /// source fails. The journey is unchanged on error.
    pub fn watch<S: FaceSource + ?Sized>(
        &mut self,
        action: WatchAction,
        monsters: Option<&RandomTable>,
        source: &mut S,
    ) -> Result<WatchReport, Error> {
        let light = self.next_light();
        let watch = u32::try_from(self.clock.now() % 3).unwrap_or(0) + 1;
        let day = self.clock.now() / 3 + 1;
        let resting = matches!(action, WatchAction::Rest | WatchAction::MakeCamp { .. });
        if self.rest_owed && !resting {
            return Err(Error::NotAllowed {
                action: "that action",
                reason: "encumbered characters must rest this watch",
            });
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        if next.rest_owed {
            next.rest_owed = false;
            events.push(JourneyEvent::delve(DelveEvent::RestTaken));
        }
        let travelling = match action {
            WatchAction::Travel => {
                let travel = Travel {
                    encumbered: next.encumbered,
                };
                let roll = travel.roll(source)?;
                events.push(JourneyEvent::Travelled {
                    miles: roll.miles,
                    halved: next.encumbered,
                    dice: roll.dice,
                });
                true
            }
            WatchAction::ForcedMarch => {
                if light == Light::Day {
                    return Err(Error::NotAllowed {
                        action: "a forced march",
                        reason: "it is made in a night watch",
                    });
                }
                let face = Die::D6.roll(source)?;
                events.push(JourneyEvent::ForcedMarch {
                    miles: face,
                    fatigue_each: 1,
                    die: Rolled {
                        sides: 6,
                        face,
                        fate: Fate::Counted,
                    },
                });
                true
            }
            WatchAction::Explore => {
                events.push(JourneyEvent::Explored);
                false
            }
            WatchAction::MakeCamp { eaters } => {
                let travellers = next.travellers.get();
                if eaters > travellers {
                    return Err(Error::Inconsistent {
                        what: "eaters",
                        reason: "more eat than travel",
                    });
                }
                events.push(JourneyEvent::Camped {
                    long_rests: eaters,
                    no_healing: travellers - eaters,
                });
                false
            }
            WatchAction::Rest => false,
        };
        events.extend(DelveEvent::from_clock(next.clock.advance(1)?).map(JourneyEvent::delve));
        if travelling {
            next.roll_event(monsters, source, &mut events)?;
        }
        *self = next;
        Ok(WatchReport {
            day,
            watch,
            light,
            action,
            events,
        })
    }

    /// Checks a watch read back (from JSON, a log) by replaying it from
    /// this state, the watch's action and its faces: every row must be
    /// what this journey's Wilderness Event table (the seed's, or the
    /// referee's one given with [`with_events`](Self::with_events)), the
    /// weather steps and `monsters` give. Deserializing a [`WatchReport`]
    /// checks none of this by itself, since the tables may be the
    /// referee's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::cairn_house::{Journey, Season, WatchAction};
    ///
    /// let start = Journey::new(Season::Summer, 3, false)?;
    /// let mut journey = start.clone();
    /// let mut report = journey.watch(WatchAction::Travel, None, &mut SuppliedFaces::new(&[6, 1, 5]))?;
    /// start.verify(&report, None)?;
    /// report.watch = 2;
    /// assert!(start.verify(&report, None).is_err());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the replay differs; whatever the watch
    /// itself reports when its faces do not replay.
    pub fn verify(
        &self,
        report: &WatchReport,
        monsters: Option<&RandomTable>,
    ) -> Result<(), Error> {
        let faces = report.faces();
        let replayed = self.clone().watch(
            report.action,
            monsters,
            &mut osr_core::SuppliedFaces::new(&faces),
        )?;
        if replayed == *report {
            Ok(())
        } else {
            Err(replay_differs())
        }
    }

    /// A watch of camp for a named party: every traveller eats from their
    /// own rations, those who ate take a long rest and the others do not
    /// ([`Party::camp`](crate::party::Party::camp)), and the watch is played
    /// as [`WatchAction::MakeCamp`] with the eaters counted. Returns the
    /// watch and one meal and one rest event per traveller.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::cairn_house::{Journey, JourneyEvent, Season};
    /// use osr_travel::party::{Party, PartyEvent, Traveller};
    ///
    /// let mut journey = Journey::new(Season::Summer, 2, false)?;
    /// let mut party = Party::new(vec![Traveller::new("Ada", 2, 2)?, Traveller::new("Bo", 0, 2)?])?;
    /// let (watch, meals) = journey.make_camp(&mut party, None, &mut SuppliedFaces::new(&[]))?;
    /// assert!(watch.events.contains(&JourneyEvent::Camped { long_rests: 1, no_healing: 1 }));
    /// assert_eq!(meals[3], PartyEvent::NoRest { name: "Bo".into(), at: 0 });
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the party's size is not the journey's
    /// travellers; otherwise as [`watch`](Self::watch). Neither the journey
    /// nor the party changes on error.
    pub fn make_camp<S: FaceSource + ?Sized>(
        &mut self,
        party: &mut crate::party::Party,
        monsters: Option<&RandomTable>,
        source: &mut S,
    ) -> Result<(WatchReport, Vec<crate::party::PartyEvent>), Error> {
        if party.len() != self.travellers.get() {
            return Err(Error::Inconsistent {
                what: "the party",
                reason: "its size is not the journey's travellers",
            });
        }
        let mut fed = party.clone();
        let meals = fed.camp(&self.clock);
        let eaters = crate::party::Party::ate(&meals);
        let report = self.watch(WatchAction::MakeCamp { eaters }, monsters, source)?;
        *party = fed;
        Ok((report, meals))
    }

    fn roll_event<S: FaceSource + ?Sized>(
        &mut self,
        monsters: Option<&RandomTable>,
        source: &mut S,
        events: &mut Vec<JourneyEvent>,
    ) -> Result<(), Error> {
        let roll = Table::new(self.events).roll(source)?;
        let event = roll.band();
        events.push(JourneyEvent::EventRolled {
            die: roll.dice()[0],
            result: event,
        });
        match event {
            WildEvent::Encounter => events.push(JourneyEvent::delve(encounter(
                &mut self.foreshadowed,
                monsters,
                source,
            )?)),
            WildEvent::Clue => {
                if let Some(table) = monsters {
                    let roll = table.roll(source)?;
                    self.foreshadowed = Some(roll.clone());
                    events.push(JourneyEvent::delve(DelveEvent::Foreshadowed { roll }));
                }
            }
            WildEvent::Exhaustion => {
                if self.encumbered {
                    self.rest_owed = true;
                    events.push(JourneyEvent::delve(DelveEvent::RestOwed));
                }
            }
            WildEvent::Weather => {
                let weather = WEATHER_STEPS.roll(source)?;
                events.push(JourneyEvent::WeatherRolled {
                    die: weather.dice()[0],
                    shift: weather.band(),
                });
            }
            WildEvent::Free => {}
        }
        Ok(())
    }
}
