//! Murdham's attitude roll: a d6 on the attitude table, or 2d6 keeping the lower or the
//! higher (MU-dice.keep-low-high, MU-travel.attitude.roll).

use alloc::vec::Vec;
use core::fmt;

use osr_check::{Check, Error, Odds, Prefer, Resolved, Rolled, Table, roll_kept};
use osr_core::{Die, FaceSource, Net};

/// How a being feels about the company, from worst to best.
///
/// # Examples
///
/// ```
/// use osr_travel::murdham::{ATTITUDES, Attitude};
///
/// assert_eq!(ATTITUDES.row(1), Some(&Attitude::Hostile));
/// assert_eq!(Attitude::Neutral.to_string(), "neutral");
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Attitude {
    /// Sets out to hurt the company.
    Hostile,
    /// Will not cooperate.
    Unfriendly,
    /// Willing to make deals that serve both sides.
    Neutral,
    /// Helps cheaply or for free, but will not be exploited.
    Friendly,
}

impl Attitude {
    /// How a being with this attitude behaves, in a few words.
    ///
    /// ```
    /// use osr_travel::murdham::Attitude;
    ///
    /// assert_eq!(Attitude::Unfriendly.behaviour(), "will not cooperate");
    /// ```
    #[must_use]
    pub const fn behaviour(self) -> &'static str {
        match self {
            Self::Hostile => "sets out to hurt the company",
            Self::Unfriendly => "will not cooperate",
            Self::Neutral => "willing to make deals that serve both sides",
            Self::Friendly => "helps cheaply or for free, but will not be exploited",
        }
    }
}

impl fmt::Display for Attitude {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Hostile => "hostile",
            Self::Unfriendly => "unfriendly",
            Self::Neutral => "neutral",
            Self::Friendly => "friendly",
        })
    }
}

/// The attitude table, read with a d6 (or the kept die of 2d6): 1 hostile,
/// 2-3 unfriendly, 4-5 neutral, 6 friendly.
pub const ATTITUDES: Table<Attitude, 6> = Table::new([
    Attitude::Hostile,
    Attitude::Unfriendly,
    Attitude::Unfriendly,
    Attitude::Neutral,
    Attitude::Neutral,
    Attitude::Friendly,
]);

/// How the company approaches the beings whose attitude is rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Approach {
    /// Particularly aggressive: 2d6, the lower counts.
    Aggressive,
    /// Neither: one d6.
    #[default]
    Other,
    /// Peaceful: 2d6, the higher counts.
    Peaceful,
}

/// The attitude roll, for a referee who rolls rather than picks: a d6 on
/// the [`ATTITUDES`] table, or 2d6 keeping the lower when the company is
/// aggressive and the higher when it is peaceful.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_travel::murdham::{Approach, Attitude, AttitudeRoll};
///
/// // 2d6 showing 5 and 2 (rule MU-dice.keep-low-high).
/// let aggressive = AttitudeRoll::new(Approach::Aggressive);
/// let outcome = aggressive.roll(&mut SuppliedFaces::new(&[5, 2]))?;
/// assert_eq!((outcome.kept(), outcome.band()), (2, Attitude::Unfriendly));
/// let peaceful = AttitudeRoll::new(Approach::Peaceful);
/// let outcome = peaceful.roll(&mut SuppliedFaces::new(&[5, 2]))?;
/// assert_eq!((outcome.kept(), outcome.band()), (5, Attitude::Neutral));
///
/// // P(hostile) = 1 - (5/6)^2 when aggressive.
/// let p = BigRational::new(11.into(), 36.into());
/// assert_eq!(aggressive.odds().probability(&Attitude::Hostile), Some(p));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AttitudeRoll {
    approach: Approach,
}

impl AttitudeRoll {
    /// The roll for this approach.
    #[must_use]
    pub const fn new(approach: Approach) -> Self {
        Self { approach }
    }

    /// The approach.
    #[must_use]
    pub const fn approach(&self) -> Approach {
        self.approach
    }

    /// The extra d6 and which die counts, as a net edge with higher faces
    /// better.
    const fn net(&self) -> Net {
        match self.approach {
            Approach::Aggressive => Net::Disadvantage(1),
            Approach::Other => Net::Even,
            Approach::Peaceful => Net::Advantage(1),
        }
    }
}

/// A rolled [`AttitudeRoll`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_travel::murdham::{Approach, Attitude, AttitudeRoll};
///
/// let outcome = AttitudeRoll::new(Approach::Other).roll(&mut SuppliedFaces::new(&[6]))?;
/// assert_eq!((outcome.kept(), outcome.attitude()), (6, Attitude::Friendly));
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// With the `serde` feature it serializes as
/// `{"band": "neutral", "kept": 4, "dice": [...]}`; deserializing checks
/// that the kept d6 is the lower or the higher of the dice and that the
/// band is its row of [`ATTITUDES`] ([`Error::Inconsistent`] otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "AttitudeRecord", into = "AttitudeRecord")
)]
pub struct AttitudeOutcome {
    attitude: Attitude,
    kept: u32,
    dice: Vec<Rolled>,
}

/// An [`AttitudeOutcome`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AttitudeRecord {
    band: Attitude,
    kept: u32,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<AttitudeRecord> for AttitudeOutcome {
    type Error = Error;

    fn try_from(record: AttitudeRecord) -> Result<Self, Error> {
        if recorded_kept_d6(&record.dice)? != record.kept {
            return Err(Error::Inconsistent {
                what: "the kept die",
            });
        }
        if ATTITUDES.row(record.kept) != Some(&record.band) {
            return Err(Error::Inconsistent { what: "the band" });
        }
        Ok(Self {
            attitude: record.band,
            kept: record.kept,
            dice: record.dice,
        })
    }
}

#[cfg(feature = "serde")]
impl From<AttitudeOutcome> for AttitudeRecord {
    fn from(outcome: AttitudeOutcome) -> Self {
        Self {
            band: outcome.attitude,
            kept: outcome.kept,
            dice: outcome.dice,
        }
    }
}

impl AttitudeOutcome {
    /// The attitude read from the table.
    #[must_use]
    pub const fn attitude(&self) -> Attitude {
        self.attitude
    }

    /// The d6 that counted.
    #[must_use]
    pub const fn kept(&self) -> u32 {
        self.kept
    }
}

impl Resolved for AttitudeOutcome {
    type Band = Attitude;

    fn band(&self) -> Attitude {
        self.attitude
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for AttitudeRoll {
    type Band = Attitude;
    type Outcome = AttitudeOutcome;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(
        &self,
        source: &mut S,
    ) -> Result<AttitudeOutcome, crate::Error> {
        let mut dice = Vec::with_capacity(2);
        let kept = roll_kept(source, Die::D6, self.net(), Prefer::High, &mut dice)?;
        let attitude =
            *ATTITUDES
                .row(kept)
                .ok_or(Error::Core(osr_core::Error::FaceOutOfRange {
                    face: kept,
                    sides: 6,
                    position: 0,
                }))?;
        Ok(AttitudeOutcome {
            attitude,
            kept,
            dice,
        })
    }

    fn odds(&self) -> Odds<Attitude> {
        // The table never goes down as the face goes up (hostile on a 1,
        // friendly on a 6), so keeping the higher or lower face keeps the
        // better or worse attitude: each extra d6 composes as the max or
        // min of attitudes read from the table's own odds.
        let (extra, prefer_high) = match self.net() {
            Net::Even => (0, true),
            Net::Advantage(n) => (n, true),
            Net::Disadvantage(n) => (n, false),
        };
        (0..extra).fold(ATTITUDES.odds(), |odds, _| {
            odds.then(|&kept| {
                ATTITUDES.odds().map(|other| {
                    if prefer_high {
                        kept.max(other)
                    } else {
                        kept.min(other)
                    }
                })
            })
        })
    }
}

/// The kept face of recorded attitude dice: one counted d6, or two d6 of
/// which the counted one is the first lower or the first higher and the
/// other is dropped.
#[cfg(feature = "serde")]
fn recorded_kept_d6(dice: &[Rolled]) -> Result<u32, Error> {
    let kept_error = Error::Inconsistent {
        what: "the kept die",
    };
    if dice.is_empty() || dice.len() > 2 {
        return Err(Error::Inconsistent {
            what: "the number of dice",
        });
    }
    if dice.iter().any(|d| d.sides != 6) {
        return Err(Error::Inconsistent {
            what: "a die of another size",
        });
    }
    let mut counted = dice
        .iter()
        .enumerate()
        .filter(|(_, d)| d.fate == osr_check::Fate::Counted);
    let (Some((kept, die)), None) = (counted.next(), counted.next()) else {
        return Err(kept_error);
    };
    let others_dropped = dice
        .iter()
        .enumerate()
        .all(|(i, d)| i == kept || d.fate == osr_check::Fate::Dropped);
    let first_of = |face: Option<u32>| dice.iter().position(|d| Some(d.face) == face);
    let lowest = first_of(dice.iter().map(|d| d.face).min());
    let highest = first_of(dice.iter().map(|d| d.face).max());
    if others_dropped && (lowest == Some(kept) || highest == Some(kept)) {
        Ok(die.face)
    } else {
        Err(kept_error)
    }
}
