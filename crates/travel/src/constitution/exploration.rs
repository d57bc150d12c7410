//! Exploration turns and light (TC-13.1, TC-13.2): what extra degrees
//! save, and how long a torch, a candle or a lantern burns.

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

/// The light sources of 3d6 Constitution are osr-equipment's catalog rows
/// (`tc.light.*`), with the turns each burns.
pub use osr_equipment::constitution::LightSource;

/// The label a light's timer gets on the clock: `"torch"`, `"candle"` or
/// `"lantern"` (a row added to the catalog later is labelled with its
/// stable ID).
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::{LightSource, light_label};
///
/// assert_eq!(light_label(LightSource::LanternFlask), "lantern");
/// ```
#[must_use]
pub const fn light_label(source: LightSource) -> &'static str {
    match source {
        LightSource::Torch => "torch",
        LightSource::Candle => "candle",
        LightSource::LanternFlask => "lantern",
        _ => source.id(),
    }
}

/// The light source whose timer label is `label` (see [`light_label`]).
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::{LightSource, labelled_light};
///
/// assert_eq!(labelled_light("candle")?, LightSource::Candle);
/// assert!(labelled_light("glowworm").is_err());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::UnknownId`] for a label that names none.
pub fn labelled_light(label: &str) -> Result<LightSource, Error> {
    LightSource::ALL
        .iter()
        .copied()
        .find(|s| light_label(*s) == label)
        .ok_or_else(|| Error::UnknownId {
            what: "light source",
            id: label.into(),
        })
}

/// Lights a light source on a turn clock: a timer of its
/// [`turns`](LightSource::turns) × `fuel` (flasks for a lantern; 1 for a
/// torch or a candle), labelled with its [`light_label`]. Returns the
/// timer's ID.
///
/// # Examples
///
/// ```
/// use osr_travel::constitution::{LightSource, light};
/// use osr_travel::{Clock, Unit};
///
/// let mut clock = Clock::new(Unit::Turn);
/// let lantern = light(LightSource::LanternFlask, &mut clock, 2)?;
/// assert_eq!(clock.remaining(lantern), Some(48));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::NotAllowed`] on a clock that does not count turns, or fuel
/// other than 1 for a torch or candle; [`Error::Core`] (`OutOfRange`)
/// for 0 or more than 100 flasks.
pub fn light(source: LightSource, clock: &mut Clock, fuel: u32) -> Result<u32, Error> {
    if clock.unit() != crate::Unit::Turn {
        return Err(Error::NotAllowed {
            action: "lighting a light source",
            reason: "its burning time is counted in exploration turns",
        });
    }
    osr_core::Error::check_range("flasks of oil", fuel.into(), 1, 100)?;
    if source != LightSource::LanternFlask && fuel != 1 {
        return Err(Error::NotAllowed {
            action: "refuelling",
            reason: "only a lantern takes more than one measure of fuel",
        });
    }
    clock.start(TimerKind::Light, light_label(source), source.turns() * fuel)
}
