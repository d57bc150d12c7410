//! Murdham's suffocation and drowning (MU-health.suffocate, .drown).

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::{Odds, Rolled};
use osr_core::{Edge, FaceSource};

use super::{Ability, Event, Score, pass_chance, save};
use crate::Error;

/// Rounds a character holds its breath before it must save.
pub const HELD_ROUNDS: u32 = 4;

/// Most rounds the odds are worked out for.
pub const MAX_ROUNDS: u32 = 1000;

/// Where a character without air stands, best first.
///
/// # Examples
///
/// ```
/// use osr_health::murdham::{Breath, Breathing};
///
/// assert_eq!(Breathing::new().state(), Breath::Conscious);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamBreath"))]
pub enum Breath {
    /// Still conscious.
    #[default]
    Conscious,
    /// Passed out: incapacitated until the end of the stretch.
    Unconscious,
    /// Suffocated.
    Dead,
}

/// A character going without air (under water, in smoke), round by round:
/// the first [`HELD_ROUNDS`] rounds are free; from then on every round
/// begins with a STR save. The first failure knocks the character out; a
/// failure while out kills. A drowning character can do nothing and goes
/// on like this until someone rescues it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_health::murdham::{Breath, Breathing};
///
/// let mut under = Breathing::new();
/// for _ in 0..4 {
///     under.round(12, &mut SuppliedFaces::new(&[]))?; // no saves yet
/// }
/// under.round(12, &mut SuppliedFaces::new(&[15]))?;
/// assert_eq!(under.state(), Breath::Unconscious);
/// under.round(12, &mut SuppliedFaces::new(&[13]))?;
/// assert_eq!(under.state(), Breath::Dead);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "BreathingFields"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamBreathing"))]
pub struct Breathing {
    /// Rounds spent without air so far.
    rounds: u32,
    /// Conscious, out cold, or dead.
    state: Breath,
}

/// A [`Breathing`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct BreathingFields {
    /// Rounds spent without air so far.
    rounds: u32,
    /// Conscious, out cold, or dead.
    state: Breath,
}

#[cfg(feature = "serde")]
impl TryFrom<BreathingFields> for Breathing {
    type Error = Error;

    /// A character passes out at the first save at the earliest and dies
    /// at the second.
    fn try_from(fields: BreathingFields) -> Result<Self, Error> {
        let earliest = match fields.state {
            Breath::Conscious => 0,
            Breath::Unconscious => HELD_ROUNDS + 1,
            Breath::Dead => HELD_ROUNDS + 2,
        };
        osr_core::Error::check_range(
            "rounds without air",
            i64::from(fields.rounds),
            i64::from(earliest),
            i64::from(u32::MAX),
        )?;
        Ok(Self {
            rounds: fields.rounds,
            state: fields.state,
        })
    }
}

impl Breathing {
    /// A character who has just lost its air.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            rounds: 0,
            state: Breath::Conscious,
        }
    }

    /// Rounds gone without air.
    #[must_use]
    pub const fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The character's state.
    #[must_use]
    pub const fn state(&self) -> Breath {
        self.state
    }

    /// One more round without air: after the held rounds, a STR save.
    /// Returns the events and dice. A dead character rolls nothing.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for STR outside 0..=20 or a failing face source; nothing
    /// changes then.
    pub fn round<S: FaceSource + ?Sized>(
        &mut self,
        str: i32,
        source: &mut S,
    ) -> Result<(Vec<Event>, Vec<Rolled>), Error> {
        let str = Score::new(str)?.get();
        let mut events = Vec::new();
        let mut dice = Vec::new();
        if self.state == Breath::Dead {
            return Ok((events, dice));
        }
        let rounds = self.rounds.saturating_add(1);
        let mut state = self.state;
        if rounds > HELD_ROUNDS {
            let passed = save(
                Ability::Str,
                str,
                Edge::NONE,
                source,
                &mut dice,
                &mut events,
            )?;
            if !passed {
                state = match state {
                    Breath::Conscious => {
                        events.push(Event::PassedOut);
                        Breath::Unconscious
                    }
                    _ => {
                        events.push(Event::Died);
                        Breath::Dead
                    }
                };
            }
        }
        *self = Self { rounds, state };
        Ok((events, dice))
    }

    /// The exact chance of each state after `more` further rounds without
    /// air for a character with this STR.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_health::murdham::{Breath, Breathing};
    ///
    /// // STR 10: after 6 rounds, dead only by failing rounds 5 and 6.
    /// let odds = Breathing::new().odds_after(6, 10)?;
    /// assert_eq!(odds.probability(&Breath::Dead), Some(BigRational::new(1.into(), 4.into())));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for STR outside 0..=20 or more than
    /// [`MAX_ROUNDS`] rounds.
    pub fn odds_after(&self, more: u32, str: i32) -> Result<Odds<Breath>, Error> {
        let str = Score::new(str)?.get();
        osr_core::Error::check_range("rounds", i64::from(more), 0, i64::from(MAX_ROUNDS))?;
        let pass = pass_chance(str, Edge::NONE)?;
        let fail = BigRational::one() - &pass;
        // [conscious, unconscious, dead]
        let mut p = [
            BigRational::zero(),
            BigRational::zero(),
            BigRational::zero(),
        ];
        p[match self.state {
            Breath::Conscious => 0,
            Breath::Unconscious => 1,
            Breath::Dead => 2,
        }] = BigRational::one();
        for round in 1..=more {
            if self.rounds.saturating_add(round) <= HELD_ROUNDS {
                continue;
            }
            let [c, u, d] = p;
            p = [&c * &pass, &c * &fail + &u * &pass, d + &u * &fail];
        }
        let [c, u, d] = p;
        Ok(Odds::new(
            [
                (Breath::Conscious, c),
                (Breath::Unconscious, u),
                (Breath::Dead, d),
            ],
            None,
        )?)
    }
}
