//! A party of named travellers with their own rations and water, fed,
//! watered or rested in one call at the time a [`Clock`] shows.
//!
//! Each call returns one event per traveller: who ate and what they have
//! left, who went hungry and for how many meals in a row, who rested. The
//! consequences of hunger and thirst (deprivation, healing) are
//! osr-health's; the party keeps the counts those rules read.

use alloc::string::String;
use alloc::vec::Vec;

use crate::{Clock, Error};

osr_core::bounded! {
    error: crate::Error;
    /// How many travellers a party holds.
    pub struct PartySize(u32) in 1..=1000, "travellers";
    /// Rations or water one traveller carries.
    pub struct Supply(u32) in 0..=10_000, "rations or water carried";
}

/// The longest a traveller's name may be, in bytes.
pub const MAX_NAME: usize = 64;

/// One traveller: a name unique in the party, rations and water carried,
/// and how many meals and drinks in a row they have gone without.
///
/// # Examples
///
/// ```
/// use osr_travel::party::Traveller;
///
/// let ada = Traveller::new("Ada", 3, 1)?;
/// assert_eq!((ada.name(), ada.rations(), ada.water()), ("Ada", 3, 1));
/// assert!(Traveller::new("", 3, 1).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "TravellerFields"))]
pub struct Traveller {
    name: String,
    rations: Supply,
    water: Supply,
    meals_missed: u32,
    drinks_missed: u32,
    last_rest: Option<u64>,
}

/// A [`Traveller`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TravellerFields {
    name: String,
    rations: u32,
    water: u32,
    meals_missed: u32,
    drinks_missed: u32,
    last_rest: Option<u64>,
}

#[cfg(feature = "serde")]
impl TryFrom<TravellerFields> for Traveller {
    type Error = Error;

    fn try_from(fields: TravellerFields) -> Result<Self, Error> {
        let mut traveller = Self::new(&fields.name, fields.rations, fields.water)?;
        traveller.meals_missed = checked_count("meals missed", fields.meals_missed)?;
        traveller.drinks_missed = checked_count("drinks missed", fields.drinks_missed)?;
        if let Some(at) = fields.last_rest {
            let value = i64::try_from(at).unwrap_or(i64::MAX);
            osr_core::Error::check_range("time of the last rest", value, 0, 1_000_000_000)?;
        }
        traveller.last_rest = fields.last_rest;
        Ok(traveller)
    }
}

/// The most meals or drinks in a row a traveller can be counted as missing.
pub const MAX_MISSED: u32 = 1_000_000;

#[cfg(feature = "serde")]
fn checked_count(what: &'static str, count: u32) -> Result<u32, Error> {
    osr_core::Error::check_range(what, count.into(), 0, MAX_MISSED.into())?;
    Ok(count)
}

impl Traveller {
    /// A traveller who has missed no meal and not yet rested.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an empty name or one longer than
    /// [`MAX_NAME`] bytes, or rations or water outside [`Supply`].
    pub fn new(name: &str, rations: u32, water: u32) -> Result<Self, Error> {
        let len = i64::try_from(name.len()).unwrap_or(i64::MAX);
        osr_core::Error::check_range("traveller name length", len, 1, 64)?;
        Ok(Self {
            name: String::from(name),
            rations: Supply::new(rations)?,
            water: Supply::new(water)?,
            meals_missed: 0,
            drinks_missed: 0,
            last_rest: None,
        })
    }

    /// The traveller's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Rations carried.
    #[must_use]
    pub const fn rations(&self) -> u32 {
        self.rations.get()
    }

    /// Water carried, in rations of water.
    #[must_use]
    pub const fn water(&self) -> u32 {
        self.water.get()
    }

    /// Meals missed in a row (0 after a meal).
    #[must_use]
    pub const fn meals_missed(&self) -> u32 {
        self.meals_missed
    }

    /// Drinks missed in a row (0 after a drink).
    #[must_use]
    pub const fn drinks_missed(&self) -> u32 {
        self.drinks_missed
    }

    /// The clock time of the last rest, if any.
    #[must_use]
    pub const fn last_rest(&self) -> Option<u64> {
        self.last_rest
    }
}

/// What a party call did to one traveller, at the clock's time `at`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum PartyEvent {
    /// Ate a ration.
    Ate {
        /// Who.
        name: String,
        /// Rations left.
        left: u32,
        /// When.
        at: u64,
    },
    /// Had no ration to eat.
    WentHungry {
        /// Who.
        name: String,
        /// Meals missed in a row, this one included.
        meals_missed: u32,
        /// When.
        at: u64,
    },
    /// Drank a ration of water.
    Drank {
        /// Who.
        name: String,
        /// Water left.
        left: u32,
        /// When.
        at: u64,
    },
    /// Had no water to drink.
    WentThirsty {
        /// Who.
        name: String,
        /// Drinks missed in a row, this one included.
        drinks_missed: u32,
        /// When.
        at: u64,
    },
    /// Rested.
    Rested {
        /// Who.
        name: String,
        /// When.
        at: u64,
    },
    /// Did not rest (a camp where only those who ate rest).
    NoRest {
        /// Who.
        name: String,
        /// When.
        at: u64,
    },
}

/// A line a log or a chat can show: `Dara ate a ration (1 left)`.
///
/// # Examples
///
/// ```
/// use osr_travel::party::PartyEvent;
///
/// let event = PartyEvent::WentHungry { name: "Eli".into(), meals_missed: 2, at: 3 };
/// assert_eq!(event.to_string(), "Eli went hungry (2 meals missed in a row)");
/// ```
impl core::fmt::Display for PartyEvent {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::Ate { name, left, .. } => write!(f, "{name} ate a ration ({left} left)"),
            Self::WentHungry {
                name, meals_missed, ..
            } => {
                write!(
                    f,
                    "{name} went hungry ({meals_missed} meals missed in a row)"
                )
            }
            Self::Drank { name, left, .. } => write!(f, "{name} drank ({left} water left)"),
            Self::WentThirsty {
                name,
                drinks_missed,
                ..
            } => {
                write!(
                    f,
                    "{name} went thirsty ({drinks_missed} drinks missed in a row)"
                )
            }
            Self::Rested { name, .. } => write!(f, "{name} rested"),
            Self::NoRest { name, .. } => write!(f, "{name} could not rest"),
        }
    }
}

/// A party of travellers, fed, watered or rested in one call.
///
/// With the `serde` feature it serializes as `{"travellers": [...]}`;
/// reading it back checks each traveller as [`Traveller::new`] does, the
/// party's size and that names are unique.
///
/// # Examples
///
/// ```
/// use osr_travel::party::{Party, PartyEvent, Traveller};
/// use osr_travel::{Clock, Unit};
///
/// let mut party = Party::new(vec![Traveller::new("Ada", 1, 0)?, Traveller::new("Bo", 0, 0)?])?;
/// let clock = Clock::new(Unit::Day);
/// let events = party.feed(&clock);
/// assert_eq!(events[0], PartyEvent::Ate { name: "Ada".into(), left: 0, at: 0 });
/// assert_eq!(events[1], PartyEvent::WentHungry { name: "Bo".into(), meals_missed: 1, at: 0 });
/// assert!(Party::new(vec![]).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "PartyFields"))]
pub struct Party {
    travellers: Vec<Traveller>,
}

/// A [`Party`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PartyFields {
    travellers: Vec<Traveller>,
}

#[cfg(feature = "serde")]
impl TryFrom<PartyFields> for Party {
    type Error = Error;

    fn try_from(fields: PartyFields) -> Result<Self, Error> {
        Self::new(fields.travellers)
    }
}

impl Party {
    /// A party of these travellers, in this order.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no traveller or more than
    /// [`PartySize`] allows; [`Error::Inconsistent`] when two share a name.
    pub fn new(travellers: Vec<Traveller>) -> Result<Self, Error> {
        PartySize::new(u32::try_from(travellers.len()).unwrap_or(u32::MAX))?;
        for (i, t) in travellers.iter().enumerate() {
            if travellers[..i].iter().any(|o| o.name == t.name) {
                return Err(Error::Inconsistent {
                    what: "the party",
                    reason: "two travellers share a name",
                });
            }
        }
        Ok(Self { travellers })
    }

    /// The travellers, in order.
    #[must_use]
    pub fn travellers(&self) -> &[Traveller] {
        &self.travellers
    }

    /// How many travel.
    #[must_use]
    pub fn len(&self) -> u32 {
        // At most 1000 by construction.
        u32::try_from(self.travellers.len()).unwrap_or(u32::MAX)
    }

    /// Always `false`: a party has at least one traveller.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.travellers.is_empty()
    }

    /// The traveller with this name.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] when none has it.
    pub fn traveller(&self, name: &str) -> Result<&Traveller, Error> {
        self.travellers
            .iter()
            .find(|t| t.name == name)
            .ok_or_else(|| unknown(name))
    }

    /// Hands `rations` and `water` to the named traveller (found, bought
    /// or shared out).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for a name not in the party; [`Error::Core`]
    /// (`OutOfRange`) when the traveller would carry more than [`Supply`]
    /// allows. The party is unchanged on error.
    pub fn give(&mut self, name: &str, rations: u32, water: u32) -> Result<(), Error> {
        let traveller = self
            .travellers
            .iter_mut()
            .find(|t| t.name == name)
            .ok_or_else(|| unknown(name))?;
        let add = |have: Supply, more: u32| Supply::new(have.get().saturating_add(more));
        let (r, w) = (
            add(traveller.rations, rations)?,
            add(traveller.water, water)?,
        );
        traveller.rations = r;
        traveller.water = w;
        Ok(())
    }

    /// Every traveller eats a ration at the clock's time, as far as their
    /// own rations go: one [`PartyEvent::Ate`] or
    /// [`PartyEvent::WentHungry`] each, in party order.
    pub fn feed(&mut self, clock: &Clock) -> Vec<PartyEvent> {
        let at = clock.now();
        self.travellers
            .iter_mut()
            .map(|t| match take_one(&mut t.rations, &mut t.meals_missed) {
                Some(left) => PartyEvent::Ate {
                    name: t.name.clone(),
                    left,
                    at,
                },
                None => PartyEvent::WentHungry {
                    name: t.name.clone(),
                    meals_missed: t.meals_missed,
                    at,
                },
            })
            .collect()
    }

    /// Every traveller drinks a ration of water at the clock's time, as
    /// far as their own water goes: one [`PartyEvent::Drank`] or
    /// [`PartyEvent::WentThirsty`] each, in party order.
    pub fn water(&mut self, clock: &Clock) -> Vec<PartyEvent> {
        let at = clock.now();
        self.travellers
            .iter_mut()
            .map(|t| match take_one(&mut t.water, &mut t.drinks_missed) {
                Some(left) => PartyEvent::Drank {
                    name: t.name.clone(),
                    left,
                    at,
                },
                None => PartyEvent::WentThirsty {
                    name: t.name.clone(),
                    drinks_missed: t.drinks_missed,
                    at,
                },
            })
            .collect()
    }

    /// Every traveller rests at the clock's time: one
    /// [`PartyEvent::Rested`] each.
    pub fn rest(&mut self, clock: &Clock) -> Vec<PartyEvent> {
        let at = clock.now();
        self.travellers
            .iter_mut()
            .map(|t| {
                t.last_rest = Some(at);
                PartyEvent::Rested {
                    name: t.name.clone(),
                    at,
                }
            })
            .collect()
    }

    /// Camp: every traveller eats (as [`feed`](Self::feed)), and those
    /// who ate rest ([`PartyEvent::Rested`]) while those who went hungry
    /// do not ([`PartyEvent::NoRest`]), Cairn House Rules' camp.
    pub fn camp(&mut self, clock: &Clock) -> Vec<PartyEvent> {
        let at = clock.now();
        let meals = self.feed(clock);
        let mut events = Vec::with_capacity(meals.len() * 2);
        for (t, meal) in self.travellers.iter_mut().zip(meals) {
            let ate = matches!(meal, PartyEvent::Ate { .. });
            events.push(meal);
            let name = t.name.clone();
            if ate {
                t.last_rest = Some(at);
                events.push(PartyEvent::Rested { name, at });
            } else {
                events.push(PartyEvent::NoRest { name, at });
            }
        }
        events
    }

    /// How many the events show eating.
    #[must_use]
    pub fn ate(events: &[PartyEvent]) -> u32 {
        let count = events
            .iter()
            .filter(|e| matches!(e, PartyEvent::Ate { .. }))
            .count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }
}

/// Takes one from `supply` and returns what is left, resetting `missed`;
/// or, with none to take, counts one more missed and returns `None`.
fn take_one(supply: &mut Supply, missed: &mut u32) -> Option<u32> {
    let Some(left) = supply.get().checked_sub(1) else {
        *missed = (*missed + 1).min(MAX_MISSED);
        return None;
    };
    // Below what was carried, so within [`Supply`].
    *supply = Supply::new(left).unwrap_or(*supply);
    *missed = 0;
    Some(supply.get())
}

fn unknown(name: &str) -> Error {
    Error::UnknownId {
        what: "traveller",
        id: name.into(),
    }
}
