//! Navigation and weather (MU-travel.navigate, MU-travel.weather): areas
//! crossed per stretch or watch, and shelter for a camp in bad weather.

use num_rational::Ratio;
use osr_check::Check;
use osr_check::murdham::{Save, SaveOutcome};
use osr_core::FaceSource;

use crate::Error;

/// How the company crosses sectors or regions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamPath"))]
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

/// The WIT save of [`find_shelter`].
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::{Check, PassFail};
/// use osr_travel::murdham::find_shelter_save;
///
/// let p = find_shelter_save(9)?.odds().probability(&PassFail::Pass);
/// assert_eq!(p, Some(BigRational::new(9.into(), 20.into())));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for a WIT out of range.
pub fn find_shelter_save(wit: i32) -> Result<Save, Error> {
    Ok(Save::new(wit)?)
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
    Ok(find_shelter_save(wit)?.roll(source)?)
}
