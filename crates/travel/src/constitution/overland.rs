//! Overland distance (TC-13.4, TC-14.13b, TC-10.2): miles a day by
//! terrain, weather and load.

use num_rational::Ratio;
use num_traits::One;

use crate::Error;

/// Overland terrain.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "TrekLoad"))]
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
