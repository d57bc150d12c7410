//! 3d6 Constitution: exploration turns, light sources, overland distance by
//! terrain and weather, encounter checks, hunting, trapping and foraging,
//! water.
//!
//! | rule | API |
//! |---|---|
//! | TC-13.1: a 10-minute exploration turn; extra degrees save turns | [`turns_needed`], [`Unit::Turn`](crate::Unit::Turn) |
//! | TC-13.2: torch 6 turns, candle 18, lantern 24 per flask | [`LightSource`], [`LightSource::light`] |
//! | TC-13.3: the referee keeps the time | [`Clock`] |
//! | TC-13.4a: miles per day by terrain | [`Terrain`], [`TERRAINS`], [`daily_miles`] |
//! | TC-13.4b: rain, snow or high winds halve; a storm thirds | [`Weather`] |
//! | TC-14.13b (as it bears on travel): encumbered 2/3, heavily 1/3 | [`Load`] |
//! | TC-10.2: setting traps costs a quarter of the day's distance | [`daily_miles`] (`setting_traps`) |
//! | TC-13.5: encounter checks: 1 + 1 per 6 miles at 1 in 3; dungeons 1 in 6 | [`EncounterChecks`] |
//! | TC-13.6, TC-13.7, TC-13.9: hunting and foraging checks and their DCs | [`Hunt`], [`Method`], [`hunting_dc`] |
//! | TC-13.8: 1d4 rations, the d4 × 25% distance lost, the worst hunter counts | [`Hunt::roll`], [`Hunt::cut_odds`], [`HuntingDay`] |
//! | TC-13.10: water needs no close tracking when refilled daily | [`Water`] |
//! | the day procedure: hunt, travel, encounter checks, rations eaten | [`Trek`], [`TrekDay`], [`TrekEvent`] |
//! | TC-15.1: a ration of food and of water a day, for a named party | [`Trek::day_with_party`], [`Party`](crate::party::Party) |
//! | whether a lit source lasts a delve of N turns (exact, off its timer) | [`Clock::lasts`] |
//!
//! Readings: the desert's +5 applies in every season and winter adds
//! nothing more there (hunting DC 25, foraging 30); hunting terrains other
//! than plains, forest, jungle and desert take the base DC 20. Each extra
//! degree of a successful hunt is one more ration, or one more d4 on the
//! distance roll (the lowest kept); the caller says how many go to the
//! distance. A failed ranged hunt or forage, and any trapping, take the
//! whole day (a cut of 4 quarters). Miles are exact fractions (a storm in
//! a swamp makes 8/3 miles).

use alloc::vec::Vec;

use num_rational::{BigRational, Ratio};
use num_traits::One;
use osr_check::constitution::{AbilityCheck, AbilityRoll, Degrees, Skill};
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::{Clock, Error, TimerKind};

/// The exploration turns a task takes after a success with `extra`
/// degrees beyond the first: one fewer per extra degree, never below one.
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::turns_needed;
///
/// // A search of 3 turns, 2 extra degrees: 1 turn (rule TC-13.1).
/// assert_eq!(turns_needed(3, 2)?, 1);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a task of 0 or more than 1000 turns.
pub fn turns_needed(turns: u32, extra: u32) -> Result<u32, Error> {
    osr_core::Error::check_range("task turns", turns.into(), 1, 1000)?;
    Ok(turns.saturating_sub(extra).max(1))
}

/// A light source and how many exploration turns it burns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LightSource {
    /// 6 turns.
    Torch,
    /// A small candle: 18 turns.
    Candle,
    /// 24 turns per small flask of oil.
    Lantern,
}

impl LightSource {
    /// Every light source.
    pub const ALL: [Self; 3] = [Self::Torch, Self::Candle, Self::Lantern];

    /// The source's stable ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Torch => "torch",
            Self::Candle => "candle",
            Self::Lantern => "lantern",
        }
    }

    /// The source with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        Self::ALL
            .into_iter()
            .find(|s| s.id() == id)
            .ok_or_else(|| Error::UnknownId {
                what: "light source",
                id: id.into(),
            })
    }

    /// The turns it burns on one torch, candle or flask.
    #[must_use]
    pub const fn turns(self) -> u32 {
        match self {
            Self::Torch => 6,
            Self::Candle => 18,
            Self::Lantern => 24,
        }
    }

    /// Lights it on a turn clock: a timer of [`turns`](Self::turns) × `fuel`
    /// (flasks for a lantern; 1 for a torch or a candle), labelled with
    /// the source's ID. Returns the timer's ID.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_travel::constitution::LightSource;
    /// use osr_travel::{Clock, Unit};
    ///
    /// let mut clock = Clock::new(Unit::Turn);
    /// let lantern = LightSource::Lantern.light(&mut clock, 2)?;
    /// assert_eq!(clock.remaining(lantern), Some(48));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotAllowed`] on a clock that does not count turns, or fuel
    /// other than 1 for a torch or candle; [`Error::Core`] (`OutOfRange`)
    /// for 0 or more than 100 flasks.
    pub fn light(self, clock: &mut Clock, fuel: u32) -> Result<u32, Error> {
        if clock.unit() != crate::Unit::Turn {
            return Err(Error::NotAllowed {
                action: "lighting a light source",
                reason: "its burning time is counted in exploration turns",
            });
        }
        osr_core::Error::check_range("flasks of oil", fuel.into(), 1, 100)?;
        if self != Self::Lantern && fuel != 1 {
            return Err(Error::NotAllowed {
                action: "refuelling",
                reason: "only a lantern takes more than one measure of fuel",
            });
        }
        clock.start(TimerKind::Light, self.id(), self.turns() * fuel)
    }
}

/// Overland terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Terrain {
    /// Country roads.
    Road,
    /// Plains off the road.
    Plains,
    /// Trails through wilderness.
    Trail,
    /// Desert.
    Desert,
    /// Hills.
    Hills,
    /// Forest.
    Forest,
    /// Jungle.
    Jungle,
    /// Mountains.
    Mountains,
    /// Swamp.
    Swamp,
}

/// A row of the overland table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TerrainRow {
    /// The terrain.
    pub terrain: Terrain,
    /// Its stable ID.
    pub id: &'static str,
    /// Its name.
    pub name: &'static str,
    /// Unencumbered miles per day in clear weather.
    pub miles: u32,
}

/// The overland table: 24 miles a day on country roads; 18 off-road on
/// plains or on wilderness trails; 12 through desert, hills or forest; 8
/// through jungle, mountains or swamp.
pub const TERRAINS: [TerrainRow; 9] = [
    TerrainRow {
        terrain: Terrain::Road,
        id: "road",
        name: "country road",
        miles: 24,
    },
    TerrainRow {
        terrain: Terrain::Plains,
        id: "plains",
        name: "plains, off-road",
        miles: 18,
    },
    TerrainRow {
        terrain: Terrain::Trail,
        id: "trail",
        name: "wilderness trail",
        miles: 18,
    },
    TerrainRow {
        terrain: Terrain::Desert,
        id: "desert",
        name: "desert",
        miles: 12,
    },
    TerrainRow {
        terrain: Terrain::Hills,
        id: "hills",
        name: "hills",
        miles: 12,
    },
    TerrainRow {
        terrain: Terrain::Forest,
        id: "forest",
        name: "forest",
        miles: 12,
    },
    TerrainRow {
        terrain: Terrain::Jungle,
        id: "jungle",
        name: "jungle",
        miles: 8,
    },
    TerrainRow {
        terrain: Terrain::Mountains,
        id: "mountains",
        name: "mountains",
        miles: 8,
    },
    TerrainRow {
        terrain: Terrain::Swamp,
        id: "swamp",
        name: "swamp",
        miles: 8,
    },
];

impl Terrain {
    /// The terrain's row of [`TERRAINS`].
    #[must_use]
    pub fn row(self) -> &'static TerrainRow {
        // The rows are in the enum's order; a constant index past the end
        // would not compile.
        match self {
            Self::Road => &TERRAINS[0],
            Self::Plains => &TERRAINS[1],
            Self::Trail => &TERRAINS[2],
            Self::Desert => &TERRAINS[3],
            Self::Hills => &TERRAINS[4],
            Self::Forest => &TERRAINS[5],
            Self::Jungle => &TERRAINS[6],
            Self::Mountains => &TERRAINS[7],
            Self::Swamp => &TERRAINS[8],
        }
    }

    /// The terrain with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID that names none.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        TERRAINS
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.terrain)
            .ok_or_else(|| Error::UnknownId {
                what: "terrain",
                id: id.into(),
            })
    }
}

/// The weather of a travel day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Weather {
    /// Full distance.
    Clear,
    /// Rain, snow or high winds: half.
    Foul,
    /// A full storm: a third.
    Storm,
}

/// How laden the slowest traveller is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Load {
    /// Full distance.
    Unencumbered,
    /// Two thirds.
    Encumbered,
    /// A third.
    HeavilyEncumbered,
}

/// A day's overland miles: the terrain's distance × the weather's factor
/// × the load's factor, × 3/4 when setting traps along the way (TC-10.2),
/// as an exact fraction.
///
/// # Examples
///
/// ```
/// use num_rational::Ratio;
/// use osr_travel::constitution::{Load, Terrain, Weather, daily_miles};
///
/// // Roads in a storm: 8 miles (rule TC-13.4b).
/// assert_eq!(daily_miles(Terrain::Road, Weather::Storm, Load::Unencumbered, false),
///            Ratio::from_integer(8));
/// assert_eq!(daily_miles(Terrain::Swamp, Weather::Storm, Load::Unencumbered, false),
///            Ratio::new(8, 3));
/// ```
#[must_use]
pub fn daily_miles(
    terrain: Terrain,
    weather: Weather,
    load: Load,
    setting_traps: bool,
) -> Ratio<u32> {
    let weather = match weather {
        Weather::Clear => Ratio::one(),
        Weather::Foul => Ratio::new(1, 2),
        Weather::Storm => Ratio::new(1, 3),
    };
    let load = match load {
        Load::Unencumbered => Ratio::one(),
        Load::Encumbered => Ratio::new(2, 3),
        Load::HeavilyEncumbered => Ratio::new(1, 3),
    };
    let traps = if setting_traps {
        Ratio::new(3, 4)
    } else {
        Ratio::one()
    };
    Ratio::from_integer(terrain.row().miles) * weather * load * traps
}

osr_core::bounded! {
    error: crate::Error;
    /// Encounter checks in one go.
    /// (At most 100: a day's travel makes a handful, a long delve a few
    /// dozen, and the exact odds of many more cost seconds to compose.)
    pub struct CheckCount(u32) in 1..=100, "encounter checks";
    /// Miles travelled in a day, for its encounter checks: below 600, the
    /// distance at which one check for the day and one per full 6 miles
    /// would pass [`CheckCount`]'s 100.
    pub struct DayMiles(u32) in 0..=599, "miles travelled in a day";
}

/// Encounter checks: each a d6, an encounter on 1 or 2 overland (1 in 3)
/// or on a 1 in a dungeon (1 in 6). The band is the number of encounters.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, ratio};
/// use osr_travel::constitution::EncounterChecks;
///
/// // 18 miles: 1 + 3 checks; no encounter with probability (2/3)^4 (rule TC-13.5).
/// let day = EncounterChecks::overland(18)?;
/// assert_eq!(day.count(), 4);
/// assert_eq!(day.odds().probability(&0), Some(ratio(16, 81)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct EncounterChecks {
    count: CheckCount,
    in_six: u32,
}

impl EncounterChecks {
    /// A travel day's checks: one for the day and one per full 6 miles
    /// travelled, each 1 in 3.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, naming the miles) outside
    /// [`DayMiles`]: 600 miles or more.
    pub fn overland(miles: u32) -> Result<Self, Error> {
        let miles = DayMiles::new(miles)?.get();
        Ok(Self {
            count: CheckCount::new(1 + miles / 6)?,
            in_six: 2,
        })
    }

    /// `count` dungeon checks (one per hour when quiet, one per turn when
    /// active), each 1 in 6.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`CheckCount`].
    pub fn dungeon(count: u32) -> Result<Self, Error> {
        Ok(Self {
            count: CheckCount::new(count)?,
            in_six: 1,
        })
    }

    /// The number of checks.
    #[must_use]
    pub const fn count(&self) -> u32 {
        self.count.get()
    }

    /// The exact chance of at least one encounter.
    #[must_use]
    pub fn at_least_one(&self) -> BigRational {
        self.odds().sum_where(|&met| met > 0)
    }
}

/// Rolled [`EncounterChecks`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct EncounterRoll {
    /// How many checks met an encounter.
    pub encounters: u32,
    /// One d6 per check.
    pub dice: Vec<Rolled>,
}

impl Resolved for EncounterRoll {
    type Band = u32;

    fn band(&self) -> u32 {
        self.encounters
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for EncounterChecks {
    type Band = u32;
    type Outcome = EncounterRoll;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<EncounterRoll, osr_check::Error> {
        let mut dice = Vec::new();
        let mut encounters = 0;
        for _ in 0..self.count() {
            let face = Die::D6.roll(source)?;
            if face <= self.in_six {
                encounters += 1;
            }
            dice.push(Rolled {
                sides: 6,
                face,
                fate: Fate::Counted,
            });
        }
        Ok(EncounterRoll { encounters, dice })
    }

    fn odds(&self) -> Odds<u32> {
        // Each check's d6 adds one encounter on a face up to `in_six`.
        let in_six = self.in_six;
        let check = Odds::die(Die::D6, |face| face <= in_six);
        (0..self.count()).fold(Odds::certain(0_u32), |odds, _| {
            odds.then(|&met| check.clone().map(|hit| met + u32::from(hit)))
        })
    }
}

/// How food is sought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Method {
    /// A STR check with a ranged weapon: success costs d4 × 25% of the
    /// day's distance, failure the whole day.
    Ranged,
    /// A knowledge check with traps: always the whole day.
    Traps,
    /// A knowledge check without equipment, DC +5; distance as ranged.
    Forage,
}

/// Terrain for hunting and foraging.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HuntingGround {
    /// Plains: -5.
    Plains,
    /// Forest or jungle: -10.
    ForestOrJungle,
    /// Desert: +5 in every season.
    Desert,
    /// Anything else (hills, mountains, swamp...): no change.
    Other,
}

/// The DC of hunting or foraging: 20; plains -5, forest and jungle -10;
/// winter +5, except in the desert, which is +5 in every season; foraging
/// +5.
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::{HuntingGround, Method, hunting_dc};
///
/// assert_eq!(hunting_dc(Method::Ranged, HuntingGround::ForestOrJungle, true), 15);
/// assert_eq!(hunting_dc(Method::Ranged, HuntingGround::Desert, false), 25);
/// assert_eq!(hunting_dc(Method::Forage, HuntingGround::ForestOrJungle, false), 15);
/// ```
#[must_use]
pub const fn hunting_dc(method: Method, ground: HuntingGround, winter: bool) -> i32 {
    let terrain = match ground {
        HuntingGround::Plains => -5,
        HuntingGround::ForestOrJungle => -10,
        HuntingGround::Desert => 5,
        HuntingGround::Other => 0,
    };
    let season = if winter && !matches!(ground, HuntingGround::Desert) {
        5
    } else {
        0
    };
    let forage = if matches!(method, Method::Forage) {
        5
    } else {
        0
    };
    20 + terrain + season + forage
}

/// One hunter's (or forager's) day.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::constitution::Skill;
/// use osr_travel::constitution::{Hunt, HuntingGround, Method};
///
/// // STR 12, hunting 50%, a bow in an autumn forest: DC 10; d20 14 -> 20,
/// // 3 degrees; rations d4 3 + 2 = 5; distance cut d4 2 -> 50%.
/// let hunt = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 12)?
///     .with_skill(Skill::new(50)?);
/// let day = hunt.roll(0, &mut SuppliedFaces::new(&[14, 3, 2]))?;
/// assert_eq!((day.rations, day.cut_quarters), (5, 2));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Hunt {
    method: Method,
    check: AbilityCheck,
}

/// What one hunt gave.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct HuntRoll {
    /// The check.
    pub check: AbilityRoll,
    /// Rations laid down.
    pub rations: u32,
    /// The quarters of the day's distance lost, 1 to 4 (4: the whole day).
    pub cut_quarters: u32,
    /// The d4s of rations and distance, in order.
    pub dice: Vec<Rolled>,
}

impl HuntRoll {
    /// Every face rolled, in order.
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        let mut faces = self.check.faces();
        faces.extend(self.dice.iter().map(|d| d.face));
        faces
    }
}

impl Hunt {
    /// A hunt against the DC of [`hunting_dc`], with the ability the method
    /// calls for (STR for ranged hunting, knowledge otherwise).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for an ability outside 3d6
    /// Constitution's range.
    pub fn new(
        method: Method,
        ground: HuntingGround,
        winter: bool,
        ability: i32,
    ) -> Result<Self, Error> {
        Ok(Self {
            method,
            check: AbilityCheck::new(ability, hunting_dc(method, ground, winter))?,
        })
    }

    /// The same hunt modified by the hunting skill.
    #[must_use]
    pub const fn with_skill(self, skill: Skill) -> Self {
        Self {
            check: self.check.with_skill(skill),
            ..self
        }
    }

    /// The check rolled.
    #[must_use]
    pub const fn check(&self) -> &AbilityCheck {
        &self.check
    }

    /// Rolls the hunt: the check; on success 1d4 rations plus the extra
    /// degrees not spent on the distance, then (ranged or foraging) the
    /// distance d4 with one more d4 per degree spent there, the lowest
    /// kept. `on_distance` is how many extra degrees go to the distance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails or `on_distance` is more
    /// than 100.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        on_distance: u32,
        source: &mut S,
    ) -> Result<HuntRoll, Error> {
        osr_core::Error::check_range("degrees spent on distance", on_distance.into(), 0, 100)?;
        let check = self.check.roll(source)?;
        let mut dice = Vec::new();
        let degrees: Degrees = check.band();
        if !degrees.succeeded() {
            return Ok(HuntRoll {
                check,
                rations: 0,
                cut_quarters: 4,
                dice,
            });
        }
        let extra = degrees.success_degrees() - 1;
        // Trapping takes the whole day: no degree can shorten it.
        let on_distance = if self.method == Method::Traps {
            0
        } else {
            on_distance.min(extra)
        };
        let ration_die = Die::D4.roll(source)?;
        dice.push(counted(4, ration_die));
        let rations = ration_die + extra - on_distance;
        let cut_quarters = if self.method == Method::Traps {
            4
        } else {
            osr_check::roll_kept(
                source,
                Die::D4,
                extra_d4(on_distance),
                osr_check::Prefer::Low,
                &mut dice,
            )?
        };
        Ok(HuntRoll {
            check,
            rations,
            cut_quarters,
            dice,
        })
    }
}

/// The extra d4s of the distance roll as a net edge (the lowest kept).
const fn extra_d4(n: u32) -> osr_core::Net {
    if n == 0 {
        osr_core::Net::Even
    } else {
        osr_core::Net::Advantage(n)
    }
}

impl Hunt {
    /// The exact odds of the quarters of the day's distance the hunt
    /// costs (1 to 4; 4 is the whole day), with up to `on_distance` extra
    /// degrees spent on the distance roll: a failure, or trapping, costs
    /// the whole day; a success costs the lowest of 1 + spent d4s.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_travel::constitution::{Hunt, HuntingGround, Method};
    ///
    /// // STR 10 with a bow on the plains (DC 15): success on a 5 or more.
    /// let hunt = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 10)?;
    /// let odds = hunt.cut_odds(0)?;
    /// assert_eq!(odds.probability(&1), Some(ratio(1, 5)));
    /// assert_eq!(odds.probability(&4), Some(ratio(2, 5)));
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than 100 degrees spent.
    pub fn cut_odds(&self, on_distance: u32) -> Result<Odds<u32>, Error> {
        osr_core::Error::check_range("degrees spent on distance", on_distance.into(), 0, 100)?;
        let success = self.check.probability_of_success();
        let mut weights = alloc::vec![(4, BigRational::one() - success.clone())];
        if self.method == Method::Traps {
            weights.push((4, success));
            return Ok(Odds::new(weights, None)?);
        }
        for spent in 0..=on_distance {
            // P(exactly `spent` extra degrees go to the distance).
            let at_least = self.check.probability_at_least(spent + 1)?;
            let p = if spent < on_distance {
                at_least - self.check.probability_at_least(spent + 2)?
            } else {
                at_least
            };
            let faces = osr_check::kept_face_odds(4, extra_d4(spent), osr_check::Prefer::Low);
            for (q, face) in faces.into_iter().zip(1_u32..) {
                weights.push((face, p.clone() * q));
            }
        }
        Ok(Odds::new(weights, None)?)
    }
}

const fn counted(sides: u32, face: u32) -> Rolled {
    Rolled {
        sides,
        face,
        fate: Fate::Counted,
    }
}

/// A travel day on which some hunt or forage: every hunter rolls, the
/// worst distance cut counts, the rations add up, and the miles left
/// bring their encounter checks.
///
/// # Examples
///
/// ```
/// use num_rational::Ratio;
/// use osr_core::SuppliedFaces;
/// use osr_travel::constitution::{HuntingDay, Hunt, HuntingGround, Method};
///
/// let hunt = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 14)?;
/// let day = HuntingDay::new(Ratio::from_integer(18), vec![(hunt, 0)])?;
/// // d20 9 + 14 = 23 vs 15: 2 degrees, both on rations; d4 2 + 1 = 3; cut 1 quarter.
/// let outcome = day.roll(&mut SuppliedFaces::new(&[9, 2, 1, 6, 6, 6]))?;
/// assert_eq!((outcome.rations, outcome.miles), (3, Ratio::new(27, 2)));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuntingDay {
    miles: Ratio<u32>,
    hunters: Vec<(Hunt, u32)>,
}

/// What a hunting day gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuntingDayRoll {
    /// Each hunter's roll, in order.
    pub hunts: Vec<HuntRoll>,
    /// Rations laid down in all.
    pub rations: u32,
    /// The worst cut, in quarters of the day.
    pub cut_quarters: u32,
    /// Miles travelled.
    pub miles: Ratio<u32>,
    /// The encounter checks on those miles.
    pub encounters: EncounterRoll,
}

impl HuntingDay {
    /// A day of `miles` (before hunting) with these hunters, each with the
    /// extra degrees they would spend on the distance.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no hunters or more than 100, or
    /// more than 1000 miles.
    pub fn new(miles: Ratio<u32>, hunters: Vec<(Hunt, u32)>) -> Result<Self, Error> {
        let count = i64::try_from(hunters.len()).unwrap_or(i64::MAX);
        osr_core::Error::check_range("hunters", count, 1, 100)?;
        osr_core::Error::check_range("miles", miles.to_integer().into(), 0, 1000)?;
        Ok(Self { miles, hunters })
    }

    /// Rolls every hunter, then the encounter checks.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<HuntingDayRoll, Error> {
        let mut hunts = Vec::new();
        for (hunt, on_distance) in &self.hunters {
            hunts.push(hunt.roll(*on_distance, source)?);
        }
        let rations = hunts.iter().map(|h| h.rations).sum();
        let cut_quarters = hunts.iter().map(|h| h.cut_quarters).max().unwrap_or(0);
        let miles = self.miles * Ratio::new(4 - cut_quarters.min(4), 4);
        let encounters = EncounterChecks::overland(miles.to_integer())?.roll(source)?;
        Ok(HuntingDayRoll {
            hunts,
            rations,
            cut_quarters,
            miles,
            encounters,
        })
    }
}

/// Water: a company that finds water at least once a day and can carry a
/// ration of it each needs no close tracking.
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::Water;
///
/// assert!(!Water { daily_source: true, carries_a_ration_each: true }.needs_tracking());
/// assert!(Water { daily_source: false, carries_a_ration_each: true }.needs_tracking());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Water {
    /// Water is found at least once a day.
    pub daily_source: bool,
    /// Everyone can carry one ration of water.
    pub carries_a_ration_each: bool,
}

impl Water {
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
    pub struct Rations(u32) in 0..=100_000, "rations";
}

/// What happened on a day of a [`Trek`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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
pub struct Trek {
    clock: Clock,
    travellers: Travellers,
    rations: Rations,
    load: Load,
}

impl Trek {
    /// A company setting out.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Travellers`] or [`Rations`].
    pub fn new(travellers: u32, rations: u32, load: Load) -> Result<Self, Error> {
        Ok(Self {
            clock: Clock::new(crate::Unit::Day),
            travellers: Travellers::new(travellers)?,
            rations: Rations::new(rations)?,
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
    /// go out, or the rations would exceed [`Rations`]; the trek is
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
        let carried = Rations::new(next.rations.get() + found)?.get();
        let eaten = carried.min(next.travellers.get());
        let left = carried - eaten;
        next.rations = Rations::new(left)?;
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
