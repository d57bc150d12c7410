//! The sheet on a journey, through osr-travel.

use num_rational::Ratio;
use osr_encumbrance::stones::State;
use osr_travel::constitution::{Load, Terrain, Weather};

use super::{Initiation, Sheet};
use crate::Error;

impl Sheet {
    /// A day's overland miles through osr-travel, at the load's speed
    /// (TC-13.4, TC-14.13b), halved while deprivation's penalties reach
    /// half STR (TC-15.7); `setting_traps` takes a quarter off for a
    /// patient trapper (TC-10.2).
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] for setting traps without the Patient
    /// trapper initiation; [`Error::Overloaded`] when the load can only be
    /// dragged; osr-encumbrance's errors.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::constitution::{Abilities, Initiation, Sheet};
    /// use osr_travel::constitution::{Terrain, Weather};
    ///
    /// let trapper = Sheet::new(Abilities::new([10; 5])?, 4)?
    ///     .with_initiation(Initiation::PatientTrapper)?;
    /// assert_eq!(trapper.daily_miles(Terrain::Road, Weather::Clear, true)?.to_integer(), 18);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn daily_miles(
        &self,
        terrain: Terrain,
        weather: Weather,
        setting_traps: bool,
    ) -> Result<Ratio<u32>, Error> {
        if setting_traps && !self.has(Initiation::PatientTrapper) {
            return Err(Error::NotInitiated {
                what: "setting traps while travelling",
                needs: Initiation::PatientTrapper.id(),
            });
        }
        let assessment = self.load()?;
        let load = match osr_encumbrance::LoadModel::state(&assessment) {
            State::Unencumbered => Load::Unencumbered,
            State::Encumbered => Load::Encumbered,
            State::HeavilyEncumbered => Load::HeavilyEncumbered,
            State::OnlyDragging => {
                return Err(Error::Overloaded {
                    stones: assessment.breakdown().total(),
                    max: assessment.thresholds().heavily_encumbered(),
                });
            }
        };
        let miles = osr_travel::constitution::daily_miles(terrain, weather, load, setting_traps);
        // Penalties from deprivation as big as half STR halve overland
        // speed (TC-15.7).
        Ok(if self.deprivation.at_half_strength() {
            miles / 2
        } else {
            miles
        })
    }
}
