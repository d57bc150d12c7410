//! The travel day (TC-13.10, TC-15.1): water, and a company trekking
//! overland day by day, hunting, travelling, checking for encounters and
//! eating its rations.

use alloc::vec::Vec;

use num_rational::Ratio;
use osr_check::{Check, Odds, Resolved};
use osr_core::FaceSource;

use super::{EncounterChecks, EncounterRoll, Hunt, HuntRoll, Load, Terrain, Weather, daily_miles};
use crate::{Clock, Error};

/// A company's water supply: a company that finds water at least once a
/// day and can carry a ration of it each needs no close tracking.
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::WaterSupply;
///
/// assert!(!WaterSupply { daily_source: true, carries_a_ration_each: true }.needs_tracking());
/// assert!(WaterSupply { daily_source: false, carries_a_ration_each: true }.needs_tracking());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WaterSupply {
    /// Water is found at least once a day.
    pub daily_source: bool,
    /// Everyone can carry one ration of water.
    pub carries_a_ration_each: bool,
}

impl WaterSupply {
    /// Whether the referee should track water closely.
    #[must_use]
    pub const fn needs_tracking(&self) -> bool {
        !(self.daily_source && self.carries_a_ration_each)
    }
}

osr_core::bounded! {
    error: crate::Error;
    /// People on a trek.
    pub struct Travellers(u32) in 1..=1000, "travellers";
    /// Rations carried.
    pub struct RationsCarried(u32) in 0..=100_000, "rations";
}

/// What happened on a day of a [`Trek`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum TrekEvent {
    /// A hunter's or forager's roll.
    Hunted {
        /// The roll.
        hunt: HuntRoll,
    },
    /// The distance covered, `numer / denom` miles.
    Travelled {
        /// Numerator.
        numer: u32,
        /// Denominator.
        denom: u32,
    },
    /// The day's encounter checks.
    EncounterChecks {
        /// The checks rolled.
        roll: EncounterRoll,
    },
    /// Rations laid down by hunting or foraging.
    RationsFound {
        /// How many.
        rations: u32,
    },
    /// Each traveller ate a ration, as far as they went.
    RationsEaten {
        /// Rations eaten.
        eaten: u32,
        /// Rations left.
        left: u32,
    },
    /// Travellers who went without food today (deprivation is
    /// osr-health's).
    WentHungry {
        /// How many.
        travellers: u32,
    },
    /// A timer on the day clock ran out.
    TimerExpired {
        /// Its label.
        label: alloc::string::String,
        /// The day it ran out.
        at: u64,
    },
}

/// What one day of a [`Trek`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TrekDay {
    /// The day, from 1.
    pub day: u64,
    /// What happened, in order.
    pub events: Vec<TrekEvent>,
}

impl TrekDay {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.events
            .iter()
            .flat_map(|e| match e {
                TrekEvent::Hunted { hunt } => hunt.faces(),
                TrekEvent::EncounterChecks { roll } => roll.faces(),
                _ => Vec::new(),
            })
            .collect()
    }
}

/// A company travelling overland day by day: the day clock, how many
/// travel, their load and their rations. Each day the hunters roll, the
/// distance is covered, the encounter checks are rolled on it, and
/// everyone eats a ration.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::constitution::{Load, Terrain, Trek, TrekEvent, Weather};
///
/// // 18 miles of plains: 4 encounter checks; 3 travellers eat 3 of 5 rations.
/// let mut trek = Trek::new(3, 5, Load::Unencumbered)?;
/// let day = trek.day(Terrain::Plains, Weather::Clear, &[], &mut SuppliedFaces::new(&[3, 4, 5, 6]))?;
/// assert!(day.events.contains(&TrekEvent::RationsEaten { eaten: 3, left: 2 }));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Trek {
    clock: Clock,
    travellers: Travellers,
    rations: RationsCarried,
    load: Load,
}

impl Trek {
    /// A company setting out.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Travellers`] or [`RationsCarried`].
    pub fn new(travellers: u32, rations: u32, load: Load) -> Result<Self, Error> {
        Ok(Self {
            clock: Clock::new(crate::Unit::Day),
            travellers: Travellers::new(travellers)?,
            rations: RationsCarried::new(rations)?,
            load,
        })
    }

    /// The day clock.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The day clock, to start or stop timers.
    pub const fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// Rations carried.
    #[must_use]
    pub const fn rations(&self) -> u32 {
        self.rations.get()
    }

    /// One day: each hunter (with the extra degrees spent on distance)
    /// rolls, the worst cut counts, the miles are covered, the encounter
    /// checks rolled, and each traveller eats a ration.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails, more than 100 hunters
    /// go out, or the rations would exceed [`RationsCarried`]; the trek is
    /// unchanged on error.
    pub fn day<S: FaceSource + ?Sized>(
        &mut self,
        terrain: Terrain,
        weather: Weather,
        hunters: &[(Hunt, u32)],
        source: &mut S,
    ) -> Result<TrekDay, Error> {
        let mut next = self.clone();
        let mut events = Vec::new();
        let found = next.travel(terrain, weather, hunters, source, &mut events)?;
        let carried = RationsCarried::new(next.rations.get() + found)?.get();
        let eaten = carried.min(next.travellers.get());
        let left = carried - eaten;
        next.rations = RationsCarried::new(left)?;
        events.push(TrekEvent::RationsEaten { eaten, left });
        if eaten < next.travellers.get() {
            events.push(TrekEvent::WentHungry {
                travellers: next.travellers.get() - eaten,
            });
        }
        next.finish_day(&mut events)?;
        let day = next.clock.now();
        *self = next;
        Ok(TrekDay { day, events })
    }

    /// The exact odds of each number of encounters a [`day`](Self::day)
    /// meets, before its dice: the worst of the hunters' cuts to the
    /// distance (each hunter's [`Hunt::cut_odds`]), then the encounter
    /// checks on the miles left.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_travel::constitution::{Load, Terrain, Trek, Weather};
    ///
    /// // 18 miles of plains and no hunters: 4 checks, each met on 1 in 3.
    /// let trek = Trek::new(3, 5, Load::Unencumbered)?;
    /// let odds = trek.encounter_odds(Terrain::Plains, Weather::Clear, &[])?;
    /// assert_eq!(odds.probability(&0), Some(ratio(16, 81)));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`day`](Self::day): more than 100 hunters, or a hunter's
    /// degrees on the distance out of range.
    pub fn encounter_odds(
        &self,
        terrain: Terrain,
        weather: Weather,
        hunters: &[(Hunt, u32)],
    ) -> Result<Odds<u32>, Error> {
        let count = i64::try_from(hunters.len()).unwrap_or(i64::MAX);
        osr_core::Error::check_range("hunters", count, 0, 100)?;
        let mut cut = Odds::certain(0_u32);
        for (hunt, on_distance) in hunters {
            let own = hunt.cut_odds(*on_distance)?;
            cut = cut.then(|&worst| own.clone().map(|c| c.max(worst)));
        }
        let full = daily_miles(terrain, weather, self.load, false);
        let mut checks = Vec::new();
        for quarters in 0..=4_u32 {
            let miles = full * Ratio::new(4 - quarters, 4);
            checks.push(EncounterChecks::overland(miles.to_integer())?.odds());
        }
        Ok(cut.then(|&c| checks[c.min(4) as usize].clone()))
    }

    /// The hunters' rolls, the miles and the encounter checks of a day;
    /// returns the rations found.
    fn travel<S: FaceSource + ?Sized>(
        &self,
        terrain: Terrain,
        weather: Weather,
        hunters: &[(Hunt, u32)],
        source: &mut S,
        events: &mut Vec<TrekEvent>,
    ) -> Result<u32, Error> {
        let count = i64::try_from(hunters.len()).unwrap_or(i64::MAX);
        osr_core::Error::check_range("hunters", count, 0, 100)?;
        let mut found = 0_u32;
        let mut cut = 0_u32;
        for (hunt, on_distance) in hunters {
            let roll = hunt.roll(*on_distance, source)?;
            found += roll.rations;
            cut = cut.max(roll.cut_quarters);
            events.push(TrekEvent::Hunted { hunt: roll });
        }
        let miles = daily_miles(terrain, weather, self.load, false) * Ratio::new(4 - cut.min(4), 4);
        events.push(TrekEvent::Travelled {
            numer: *miles.numer(),
            denom: *miles.denom(),
        });
        let roll = EncounterChecks::overland(miles.to_integer())?.roll(source)?;
        events.push(TrekEvent::EncounterChecks { roll });
        if found > 0 {
            events.push(TrekEvent::RationsFound { rations: found });
        }
        Ok(found)
    }

    /// A day as [`day`](Self::day) for a named party: the rations found
    /// are shared out one at a time, each to whoever carries fewest (the
    /// first of them in party order), then every traveller
    /// eats from their own rations ([`Party::feed`](crate::party::Party::feed));
    /// the trek's own pool is left alone. Returns the day and one meal
    /// event per traveller.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::constitution::{Load, Terrain, Trek, Weather};
    /// use osr_travel::party::{Party, PartyEvent, Traveller};
    ///
    /// let mut trek = Trek::new(2, 0, Load::Unencumbered)?;
    /// let mut party = Party::new(vec![Traveller::new("Ada", 1, 0)?, Traveller::new("Bo", 0, 0)?])?;
    /// let (_, meals) =
    ///     trek.day_with_party(&mut party, Terrain::Plains, Weather::Clear, &[], &mut SuppliedFaces::new(&[3, 4, 5, 6]))?;
    /// assert_eq!(meals[1], PartyEvent::WentHungry { name: "Bo".into(), meals_missed: 1, at: 0 });
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the party's size is not the trek's
    /// travellers; otherwise as [`day`](Self::day), or a traveller given
    /// more rations than [`Supply`](crate::party::Supply) allows. Neither
    /// the trek nor the party changes on error.
    pub fn day_with_party<S: FaceSource + ?Sized>(
        &mut self,
        party: &mut crate::party::Party,
        terrain: Terrain,
        weather: Weather,
        hunters: &[(Hunt, u32)],
        source: &mut S,
    ) -> Result<(TrekDay, Vec<crate::party::PartyEvent>), Error> {
        if party.len() != self.travellers.get() {
            return Err(Error::Inconsistent {
                what: "the party",
                reason: "its size is not the trek's travellers",
            });
        }
        let mut next = self.clone();
        let mut fed = party.clone();
        let mut events = Vec::new();
        let found = next.travel(terrain, weather, hunters, source, &mut events)?;
        for _ in 0..found {
            // One at a time to whoever carries fewest (the first of them).
            let name: Option<alloc::string::String> = fed
                .travellers()
                .iter()
                .min_by_key(|t| t.rations())
                .map(|t| t.name().into());
            if let Some(name) = name {
                fed.give(&name, 1, 0)?;
            }
        }
        let meals = fed.feed(&next.clock);
        next.finish_day(&mut events)?;
        let day = next.clock.now();
        *self = next;
        *party = fed;
        Ok((TrekDay { day, events }, meals))
    }

    fn finish_day(&mut self, events: &mut Vec<TrekEvent>) -> Result<(), Error> {
        for event in self.clock.advance(1)? {
            if let crate::ClockEvent::TimerExpired { label, at, .. } = event {
                events.push(TrekEvent::TimerExpired { label, at });
            }
        }
        Ok(())
    }
}
