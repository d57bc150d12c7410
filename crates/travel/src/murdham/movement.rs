//! Special movement (MU-travel.move): sprinting, balancing, sneaking,
//! climbing, swimming and leaping, and when they combine.

use osr_check::Check;
use osr_check::murdham::{Gate, Save, SaveOutcome};
use osr_core::FaceSource;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::murdham::swim_needs_saves;

use crate::Error;

/// Zones a character crosses in a round: 2, or 4 sprinting over open
/// ground; sprinting among obstacles is not possible.
///
/// ```
/// use osr_travel::murdham::sprint_zones;
///
/// assert_eq!(sprint_zones(true, true)?, 4);
/// assert!(sprint_zones(true, false).is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::NotAllowed`] for a sprint where there are obstacles.
pub const fn sprint_zones(sprint: bool, open_ground: bool) -> Result<u32, Error> {
    match (sprint, open_ground) {
        (false, _) => Ok(2),
        (true, true) => Ok(4),
        (true, false) => Err(Error::NotAllowed {
            action: "a sprint",
            reason: "there are obstacles in the way",
        }),
    }
}

/// How hard a footing, surface or stretch of water is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamFooting"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Footing {
    /// No save (calm water, a rope or ladder, a loud dark place).
    Easy,
    /// An AGI save.
    Hard,
    /// Cannot be done (slippery and narrow, a smooth wall, a noisy floor
    /// in plain view).
    Impossible,
}

const fn footing_gate(footing: Footing) -> Gate {
    match footing {
        Footing::Easy => Gate::Trivial,
        Footing::Hard => Gate::Uncertain,
        Footing::Impossible => Gate::Impossible,
    }
}

/// An AGI save whose need to roll is set by the footing.
fn footing_save(agi: i32, footing: Footing) -> Result<Save, Error> {
    Ok(Save::new(agi)?.with_gate(footing_gate(footing)))
}

/// The save [`balance`] rolls: AGI, trivial or impossible as the footing
/// is, so its odds are known before the dice.
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::{Check, PassFail};
/// use osr_travel::murdham::{Footing, balance_save};
///
/// let ledge = balance_save(12, Footing::Hard)?;
/// assert_eq!(ledge.odds().probability(&PassFail::Pass), Some(BigRational::new(3.into(), 5.into())));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn balance_save(agi: i32, footing: Footing) -> Result<Save, Error> {
    footing_save(agi, footing)
}

/// Keeping one's balance: an AGI save or fall, stunned.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn balance<S: FaceSource + ?Sized>(
    agi: i32,
    footing: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(balance_save(agi, footing)?.roll(source)?)
}

/// The save [`sneak`] rolls: AGI, trivial in a loud dark place and
/// impossible in plain view.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn sneak_save(agi: i32, footing: Footing) -> Result<Save, Error> {
    footing_save(agi, footing)
}

/// Sneaking: an AGI save to stay unnoticed.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn sneak<S: FaceSource + ?Sized>(
    agi: i32,
    footing: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(sneak_save(agi, footing)?.roll(source)?)
}

/// The save [`climb`] rolls each time: AGI, trivial on a rope or ladder
/// and impossible on a smooth surface.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn climb_save(agi: i32, surface: Footing) -> Result<Save, Error> {
    footing_save(agi, surface)
}

/// Climbing: an AGI save when starting and at the start of every round; a
/// failure is a fall.
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn climb<S: FaceSource + ?Sized>(
    agi: i32,
    surface: Footing,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(climb_save(agi, surface)?.roll(source)?)
}

/// The save [`swim`] rolls each time: AGI, trivial in calm water with at
/// most 2 bulk.
///
/// ```
/// use osr_check::murdham::Gate;
/// use osr_encumbrance::bulk::Bulk;
/// use osr_travel::murdham::swim_save;
///
/// assert_eq!(swim_save(8, false, Bulk::whole(2))?.gate(), Gate::Trivial);
/// assert_eq!(swim_save(8, true, Bulk::whole(0))?.gate(), Gate::Uncertain);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn swim_save(agi: i32, turbulent: bool, carried: Bulk) -> Result<Save, Error> {
    let gate = if swim_needs_saves(carried, turbulent) {
        Gate::Uncertain
    } else {
        Gate::Trivial
    };
    Ok(Save::new(agi)?.with_gate(gate))
}

/// Swimming: in turbulent water, or carrying more than 2 bulk
/// (osr-encumbrance's [`swim_needs_saves`]), an AGI save on entering and at
/// the start of every round; a failure starts drowning.
///
/// ```
/// use osr_check::murdham::SaveOutcome;
/// use osr_core::SuppliedFaces;
/// use osr_encumbrance::bulk::Bulk;
/// use osr_travel::murdham::swim;
///
/// // Calm water with 2 bulk: no save; 2 1/2 bulk: AGI 8 rolls 9, drowning.
/// assert_eq!(swim(8, false, Bulk::whole(2), &mut SuppliedFaces::new(&[]))?, SaveOutcome::Trivial);
/// assert!(!swim(8, false, Bulk::hundredths(250), &mut SuppliedFaces::new(&[9]))?.passed());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range or a failed face source.
pub fn swim<S: FaceSource + ?Sized>(
    agi: i32,
    turbulent: bool,
    carried: Bulk,
    source: &mut S,
) -> Result<SaveOutcome, Error> {
    Ok(swim_save(agi, turbulent, carried)?.roll(source)?)
}

/// The AGI save of a leap of `decimetres` ([`leap`] says how hard it is).
///
/// ```
/// use osr_check::murdham::Gate;
/// use osr_travel::murdham::leap_save;
///
/// assert_eq!(leap_save(10, 15, true)?.gate(), Gate::Trivial);
/// assert_eq!(leap_save(10, 30, true)?.gate(), Gate::Uncertain);
/// assert_eq!(leap_save(10, 50, true)?.gate(), Gate::Impossible);
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for an AGI out of range.
pub fn leap_save(agi: i32, decimetres: u32, run_up: bool) -> Result<Save, Error> {
    footing_save(agi, leap(decimetres, run_up))
}

/// How hard a leap of `decimetres` is: trivial up to 2 m with a run-up (1 m
/// standing), an AGI save up to 4 m (2 m), impossible beyond.
///
/// ```
/// use osr_travel::murdham::{Footing, leap};
///
/// assert_eq!(leap(35, true), Footing::Hard);
/// assert_eq!(leap(30, false), Footing::Impossible);
/// ```
#[must_use]
pub const fn leap(decimetres: u32, run_up: bool) -> Footing {
    let trivial = if run_up { 20 } else { 10 };
    if decimetres <= trivial {
        Footing::Easy
    } else if decimetres <= 2 * trivial {
        Footing::Hard
    } else {
        Footing::Impossible
    }
}

/// Whether two special movements may be combined: only by a character
/// proficient in at least one of them. No special movement lasts more than
/// one stretch in a row.
///
/// ```
/// use osr_travel::murdham::may_combine;
///
/// assert!(may_combine(true, false));
/// assert!(!may_combine(false, false));
/// ```
#[must_use]
pub const fn may_combine(proficient_in_first: bool, proficient_in_second: bool) -> bool {
    proficient_in_first || proficient_in_second
}

/// The longest run of special movement, in stretches.
pub const SPECIAL_MOVEMENT_STRETCHES: u32 = 1;
