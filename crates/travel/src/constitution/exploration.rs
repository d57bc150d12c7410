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
