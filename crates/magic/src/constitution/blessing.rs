//! The Lord's blessing (TC-11.1 to TC-11.5).

use osr_check::constitution::Penance;

use super::{Specialisation, Specialisations};
use crate::Error;

/// Minutes of prayer a blessing takes (TC-11.2).
pub const PRAYER_MINUTES: u32 = 30;

/// Minutes in a day.
const DAY: u32 = 24 * 60;

osr_core::bounded! {
    error: crate::Error;
    /// A time of day in minutes after midnight.
    pub struct MinuteOfDay(u32) in 0..=1439, "minute of day";
}

/// The purpose a blessing is asked for (TC-11.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlessingPurpose"))]
pub enum Purpose {
    /// A just and good purpose: acting on it removes a point of penance
    /// (TC-11.4).
    Just,
    /// A selfish or ungodly purpose: asking gives a point of penance,
    /// whether or not the blessing is given (TC-11.3).
    Selfish,
}

/// A blessing over a person, place or item for a stated purpose
/// (TC-11.1).
///
/// # Examples
///
/// ```
/// use osr_magic::constitution::{Blessing, MinuteOfDay, Penance, Purpose, Specialisation,
///     Specialisations};
///
/// let priest = Specialisations::of(&[Specialisation::Ordained]);
/// let asked = Blessing::ask(priest, Purpose::Just, Penance::new(1)?)?;
/// // +1 on checks pursuing the purpose (rule TC-11.5).
/// assert_eq!(asked.blessing.modifier(true), 1);
/// // Acting on it removes a point of penance (rule TC-11.4).
/// assert_eq!(asked.blessing.fulfilled(asked.penance).get(), 0);
/// // Asked at 14:00: prayers end 14:30, sunset 19:00, sunrise 06:00 ends it.
/// let minutes = asked.blessing.lasts(MinuteOfDay::new(14 * 60 + 30)?, MinuteOfDay::new(6 * 60)?,
///     MinuteOfDay::new(19 * 60)?);
/// assert_eq!(minutes, 930);
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Blessing {
    purpose: Purpose,
}

/// A blessing asked for: the blessing and the priest's penance after
/// asking. With the `serde` feature reading it back checks the minutes
/// of prayer ([`PRAYER_MINUTES`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "BlessingAskedFields"))]
pub struct BlessingAsked {
    /// The blessing.
    pub blessing: Blessing,
    /// The penance after asking: one more for a selfish purpose.
    pub penance: Penance,
    /// Minutes of prayer it took.
    pub minutes: u32,
}

/// A [`BlessingAsked`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct BlessingAskedFields {
    blessing: Blessing,
    penance: Penance,
    minutes: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<BlessingAskedFields> for BlessingAsked {
    type Error = Error;

    fn try_from(f: BlessingAskedFields) -> Result<Self, Error> {
        if f.minutes != PRAYER_MINUTES {
            return Err(Error::Inconsistent {
                what: "the time of prayer",
            });
        }
        Ok(Self {
            blessing: f.blessing,
            penance: f.penance,
            minutes: f.minutes,
        })
    }
}

impl Blessing {
    /// Asks the Lord's blessing for `purpose` (TC-11.1, TC-11.2): thirty
    /// minutes of prayer; a selfish purpose adds a point of penance
    /// (TC-11.3).
    ///
    /// # Errors
    ///
    /// [`Error::NotInitiated`] for a priest who is not ordained (TC-8.2),
    /// and [`Error::Core`] (`OutOfRange`) when the penance would leave its
    /// range.
    pub fn ask(
        priest: Specialisations,
        purpose: Purpose,
        penance: Penance,
    ) -> Result<BlessingAsked, Error> {
        if !priest.has(Specialisation::Ordained) {
            return Err(Error::NotInitiated {
                what: "a blessing",
                needs: "ordination",
            });
        }
        let penance = match purpose {
            Purpose::Just => penance,
            Purpose::Selfish => Penance::new(penance.get() + 1)?,
        };
        Ok(BlessingAsked {
            blessing: Self { purpose },
            penance,
            minutes: PRAYER_MINUTES,
        })
    }

    /// The purpose.
    #[must_use]
    pub const fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The modifier to a check or save (TC-11.5): +1 when it is made
    /// pursuing the blessing's purpose, else 0.
    #[must_use]
    pub const fn modifier(&self, pursuing_purpose: bool) -> i32 {
        if pursuing_purpose { 1 } else { 0 }
    }

    /// The penance after the blessed have acted on the purpose
    /// (TC-11.4): one less for a just purpose (none left stays none);
    /// unchanged for a selfish one.
    #[must_use]
    pub fn fulfilled(&self, penance: Penance) -> Penance {
        match self.purpose {
            Purpose::Just => penance.atoned(),
            Purpose::Selfish => penance,
        }
    }

    /// How many minutes the blessing lasts from the end of the prayers
    /// (TC-11.2): until one sunrise and one sunset have both passed, in
    /// either order, so until the later of the next of each.
    #[must_use]
    pub fn lasts(&self, from: MinuteOfDay, sunrise: MinuteOfDay, sunset: MinuteOfDay) -> u32 {
        let next = |at: u32| {
            let now = from.get();
            if at > now { at - now } else { at + DAY - now }
        };
        let (rise, set) = (next(sunrise.get()), next(sunset.get()));
        if rise > set { rise } else { set }
    }
}
